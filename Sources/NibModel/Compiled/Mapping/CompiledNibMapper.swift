/// Maps a ``CompiledArchive`` into the model: it builds a synthetic element tree in the modern
/// xib vocabulary and hands it to the same parser that reads xibs, so that every view, the
/// dumps, the loader and the validator work on compiled nibs unchanged.
///
/// AppKit (`IB.objectdata` → `NSIBObjectData`): `NSRoot` is File's Owner; `NSObjectsKeys[i]`'s
/// parent is `NSObjectsValues[i]`, and the objects whose parent is the root are the top-level
/// objects; `NSOidsKeys`/`NSOidsValues` give IB's object ids; `NSConnections` holds the
/// connectors; `NSVisibleWindows` the windows shown at launch. First Responder is not archived
/// by AppKit: the mapper supplies it (id `-1`), so actions without an `NSDestination` target
/// it, as in a xib. A top-level `NSCustomObject` of class `NSApplication` is the Application
/// placeholder (`-3`).
///
/// UIKit (`UINibTopLevelObjectsKey`, `UINibObjectsKey`, `UINibConnectionsKey`,
/// `UINibVisibleWindowsKey`, `UINibKeyValuePairsKey`): `UIProxyObject`s are placeholders by
/// identifier (`IBFilesOwner` → File's Owner `-1`, `IBFirstResponder` → First Responder `-2`,
/// any other name → a custom external-object placeholder). UIKit archives no parent table; an
/// object's parent is the object that holds it (`UISubviews` first, then any other property
/// that is not a back pointer such as `UISuperview`).
///
/// Ids: IB's object id where the archive records one (AppKit oid tables, a positive number,
/// unique), else `obj<index>` from the object's index in the archive; placeholders take the
/// ids a xib gives them. Connections are `conn<index>` from the connector's index.
struct CompiledNibMapper {
    enum Role { case filesOwner, firstResponder, application, custom(String) }

    let archive: ArchiveTables
    let file: String
    let limits: ParseLimits
    var isAppKit = true
    /// Objects in the tree, in archive order, placeholders apart.
    var members: [Int] = []
    var memberSet: ObjectFlags
    /// Each member's parent, the parent's key that holds it (an index into the key table,
    /// -1 for none) and whether it is held through a collection.
    var parents: ParentTable
    var topLevel: [Int] = []
    var placeholders: [(index: Int?, role: Role)] = [] {
        didSet {
            if let last = placeholders.last, let index = last.index { placeholderRoles[index] = last.role }
        }
    }
    /// The role of each archived placeholder, by object index.
    private var placeholderRoles: ObjectTable<Role>
    /// IB's object ids from an AppKit oid table, by object index.
    var oids: ObjectTable<Int64>
    var connections:
        ObjectTable<
            [(
                name: String, attributes: [(String, String)], options: [(String, String, String)],
                position: (line: Int, column: Int?)
            )]
        >
    var runtimeAttributes: ObjectTable<[(keyPath: String, type: String, value: String?, number: (String, String)?)]>
    var extraAttributes: ObjectTable<[(String, String)]>
    /// The accessibility attributes of objects (`NSNibAXAttributeConnector`s of an attribute
    /// of `IBVocabulary.accessibilityAttributeTypes`), written as their `<accessibility
    /// description="…" identifier="…"/>`, in the table's order.
    var accessibilityAttributes: [Int: [(name: String, value: String)]] = [:]
    /// The UIKit accessibility configurations of objects (`UIRuntimeAccessibilityConfiguration`s
    /// of the root's `UINibAccessibilityConfigurationsKey`), written as their `<accessibility
    /// key="accessibilityConfiguration">` (CompiledNibMapper+Accessibility.swift).
    var uiKitAccessibility: [Int: UIKitAccessibilityConfiguration] = [:]
    /// Attributes the vocabulary would decode that a document leaves out for this object (a
    /// prototype cell view's `identifier` when it is its column's).
    var omittedAttributes: ObjectTable<[String]>
    var visibleWindows: ObjectFlags
    /// The `<resources>`: each kind, name, attributes and, for an image the document embeds,
    /// its keyed archive in base64 (``readEmbeddedImages()``).
    var resources: [(kind: String, name: String, attributes: [(String, String)], keyedArchive: String?)] = []
    /// The attributes naming the images a member object embeds (``readEmbeddedImages()``).
    var embeddedImageAttributes: [Int: [(String, String)]] = [:]
    /// The designed frames of views ibtool laid out again, by object index
    /// (``readResizedDocumentViews()``).
    var resizedDesigns: [Int: [Double]] = [:]
    /// Prefixed to every id (compiled storyboards: the scene nib's name and `:`).
    var idPrefix = ""
    /// Compiled storyboards: the ids placeholders stand for, by proxy identifier
    /// (`IBFilesOwner`, `UpstreamPlaceholder-1`, …), for a view nib whose proxies are objects of
    /// its controller's nib.
    var placeholderAliases: [String: String] = [:]
    /// Objects and placeholders left out of the tree, with every connection to or from them.
    var omitted: Set<Int> = []
    /// Compiled storyboards: ids that survive in a scene nib's name (`NSWindowController-wc1-00-001`,
    /// `vc1-00-001-view-vw1-00-001`), written instead of the numbered ids, by object index.
    var idOverrides: [Int: String] = [:]
    /// Compiled storyboards: the element a scene writes for an object instead of its class's
    /// (`application` for the main menu nib's `NSApplication` object).
    var elementOverrides: [Int: String] = [:]
    /// Compiled storyboards: view nibs written inside an object (a controller) as its `view`.
    var nestedViews: [Int: CompiledNibMapper] = [:]
    /// Compiled storyboards, a nested view nib: the view controller's layout guides UIKit keeps
    /// among its view's subviews, written in the controller's `<layoutGuides>` instead.
    var controllerLayoutGuides: [Int] = []
    /// Compiled storyboards: each static table view controller's sections, whose cells are
    /// members of this (scene) nib, written in the table view of its nested view nib.
    var staticSections: [Int: [StaticSection]] = [:]
    /// Compiled storyboards, a nested view nib: the static table view and the writer of its
    /// `<sections>` (from the scene nib that holds the cells).
    var staticTable: StaticTableWriter?
    /// Nibs nested in data values (cell prototypes; CompiledNibMapper+NestedNibs.swift).
    var nested = NestedNibs()  // nested-nibs hook
    /// How many collection elements the mapper may still visit. In a real nib each collection
    /// has one holder, so the mapper visits about as many elements as the archive has values;
    /// a hostile archive whose objects all share one huge collection would make the visits
    /// quadratic, and runs out of this budget instead.
    private(set) var workBudget: Int
    /// The xib element name of each class-table entry (``ArchivedClass/elementName(for:)``)
    /// that a member has, empty for the others.
    var classElements: [String]
    /// For each key that links a child to its parent: the child's `key=` and the wrapper
    /// element of a collection (`NSSubviews` → `subviews`), by key index.
    var linkNames = LinkNames()
    /// The vocabulary's decoding plans of the archive's classes, resolved to its keys.
    let plans: VocabularyPlans

    init(archive: ArchiveTables, file: String, limits: ParseLimits) {
        self.archive = archive
        self.file = file
        self.limits = limits
        let count = archive.count
        memberSet = ObjectFlags(count: count)
        parents = ParentTable(count: count)
        oids = ObjectTable(count: count)
        connections = ObjectTable(count: count)
        runtimeAttributes = ObjectTable(count: count)
        extraAttributes = ObjectTable(count: count)
        omittedAttributes = ObjectTable(count: count)
        visibleWindows = ObjectFlags(count: count)
        indexedParents = ObjectFlags(count: count)
        links = LinkTable(count: count)
        placeholderRoles = ObjectTable(count: count)
        workBudget = archive.slots.count * 4 + 4096
        classElements = Array(repeating: "", count: archive.classNames.count)
        plans = VocabularyPlans(archive: archive)
    }

    /// Visits `items` under the work budget.
    mutating func spend(_ items: [Int], at object: Int) throws(NibParseError) -> [Int] {
        try spend(items.count, at: object)
        return items
    }

    /// Counts `count` visited elements against the work budget.
    mutating func spend(_ count: Int, at object: Int) throws(NibParseError) {
        workBudget -= count
        guard workBudget >= 0 else {
            throw failure("objects share collections so often that mapping them would not end", object: object)
        }
    }

    func failure(_ detail: String, object: Int? = nil) -> NibParseError {
        NibParseError(
            .malformedArchive(detail),
            at: SourceLocation(file: file, origin: archive.origin(of: object ?? archive.rootIndex)))
    }

    /// The document: the tree, parsed by the XML documents' parser.
    mutating func document(format: DocumentFormat) throws(NibParseError) -> NibDocument {
        let tree = try tree()
        return try NibParser.document(
            from: tree, file: file, limits: limits, format: format, idCount: members.count + placeholders.count,
            connectionIDCount: connections.values.reduce(0) { $0 + $1.count })
    }

    /// Reads the structure, connections and resources; ``write(into:)`` needs them.
    mutating func prepare() throws(NibParseError) {
        try prepareStructure()
        try prepareConnections()
    }

    /// The first half of ``prepare()``: objects, placeholders and parents.
    mutating func prepareStructure() throws(NibParseError) {
        try readStructure()
        for object in members {
            let classIndex = Int(archive.objects[object].classIndex)
            if classElements[classIndex].isEmpty {
                classElements[classIndex] = ArchivedClass.elementName(for: archive.classNames[classIndex])
            }
        }
        linkNames = LinkNames(count: archive.keyCount)
        for object in members {
            guard let key = parents[object]?.key, key >= 0, linkNames[key] == nil else { continue }
            let names = IBVocabulary.documentKeyAndWrapper(forArchiveKey: archive.keyName(Int(key)))
            linkNames[key] = (names.key, ArchivedClass.xmlName(names.wrapper))
        }
        wrapRowTemplateMenus()
        recoverLocalizedIDs()
    }

    /// The second half of ``prepare()``: connections and resources, after ``omitted`` and
    /// ``placeholderAliases`` are set.
    mutating func prepareConnections() throws(NibParseError) {
        for object in omitted { memberSet.remove(object) }
        let omitted = self.omitted
        if !omitted.isEmpty {
            members.removeAll { omitted.contains($0) }
            topLevel.removeAll { omitted.contains($0) }
            placeholders.removeAll { $0.index.map { omitted.contains($0) } ?? false }
        }
        try readConnections()
        readResources()
        readEmbeddedImages()
        readResizedDocumentViews()
        try mapNestedNibs()  // nested-nibs hook
    }

    mutating func tree() throws(NibParseError) -> ElementTree {
        try prepare()
        var writer = TreeWriter(file: file, limits: limits, expectedObjects: archive.count)
        writer.positions = archive.positionsAreLines ? .sourceLines : .archiveRecords
        try write(into: &writer)
        return writer.finish()
    }

    // MARK: Structure

    private mutating func readStructure() throws(NibParseError) {
        let root = archive.rootIndex
        if let dataIndex = archive.reference(.objectData, in: root) {
            isAppKit = true
            try readAppKit(at: dataIndex)
        } else if archive.value(.uiObjects, in: root) != nil || archive.value(.uiTopLevelObjects, in: root) != nil {
            isAppKit = false
            try readUIKit(root)
        } else {
            throw failure(
                "the archive's root has neither IB.objectdata (AppKit) nor UINibObjectsKey (UIKit); it is not a nib")
        }
    }

    private mutating func readAppKit(at dataIndex: Int) throws(NibParseError) {
        guard let owner = archive.reference(.root, in: dataIndex) else {
            throw failure("NSIBObjectData has no NSRoot (File's Owner)", object: dataIndex)
        }
        let keys = archive.elements(archive.value(.objectsKeys, in: dataIndex))
        let values = archive.elements(archive.value(.objectsValues, in: dataIndex))
        guard keys.count == values.count else {
            throw failure(
                "NSObjectsKeys has \(keys.count) objects but NSObjectsValues \(values.count) parents", object: dataIndex
            )
        }
        // IB's object ids.
        let oidKeys = archive.elements(archive.value(.oidsKeys, in: dataIndex))
        let oidValues = numbers(archive.value(.oidsValues, in: dataIndex))
        // The first object to claim an oid keeps it. IB numbers objects from 1 up, so a flag per
        // number does; a sparse table of large numbers falls back to a set.
        let largest = oidValues.max() ?? 0
        if largest <= Int64(4 * oidValues.count + 4096) {
            var seen = [Bool](repeating: false, count: Int(max(largest, 0)) + 1)
            for (object, oid) in zip(oidKeys, oidValues) where oid > 0 && !seen[Int(oid)] {
                seen[Int(oid)] = true
                oids[object] = oid
            }
        } else {
            var seen: Set<Int64> = []
            for (object, oid) in zip(oidKeys, oidValues) where oid > 0 && seen.insert(oid).inserted {
                oids[object] = oid
            }
        }
        placeholders.append((owner, .filesOwner))
        placeholders.append((nil, .firstResponder))
        // Each listed object's parent, -1 for none.
        var parentOf = [Int32](repeating: -1, count: archive.count)
        for (object, parent) in zip(keys, values) where object != owner && parentOf[object] < 0 {
            guard !archive.classKind(object).isConnector else { continue }
            parentOf[object] = Int32(parent)
            members.append(object)
        }
        for object in members { memberSet.insert(object) }
        adoptClipViews(parents: &parentOf)
        adoptCells(parents: &parentOf)
        var application: Int?
        for object in members {
            let parent = parentOf[object] < 0 ? owner : Int(parentOf[object])
            if parent == owner || !memberSet.contains(parent) {
                // A storyboard's main menu nib holds its scene's application object too, which
                // has the menu under `IBMainMenu`: an object of the scene, not the placeholder.
                if application == nil, archive.classKind(object) == .customObject,
                    archive.string(.className, in: object) == "NSApplication",
                    archive.value(named: "IBMainMenu", in: object) == nil
                {
                    application = object
                } else {
                    topLevel.append(object)
                }
            } else {
                let link = try childKey(of: object, in: parent, parents: parentOf)
                parents[object] = (parent, link.key, link.inCollection)
            }
        }
        placeholders.append((application, .application))
        if let application {
            members.removeAll { $0 == application }
            memberSet.remove(application)
        }
        try checkAcyclic()
        for window in archive.elements(archive.value(.visibleWindows, in: dataIndex)) { visibleWindows.insert(window) }
        connectorIndices = archive.elements(archive.value(.connections, in: dataIndex))
        for connector in archive.elements(archive.value(.accessibilityConnectors, in: dataIndex))
        where archive.classKind(connector) == .axAttributeConnector {
            let type = archive.string(.axAttributeType, in: connector)
            guard let name = IBVocabulary.accessibilityAttributeTypes.first(where: { $0.type == type })?.attribute,
                let destination = archive.reference(.axDestination, in: connector),
                let value = archive.string(.axAttributeValue, in: connector)
            else { continue }
            var attributes = accessibilityAttributes[destination] ?? []
            attributes.removeAll { $0.name == name }
            attributes.append((name, value))
            accessibilityAttributes[destination] = attributes
        }
    }

    /// A scroll view's clip view or a box's content view that the object table leaves out
    /// (older Interface Builder's keyed archives: adium's BlockEditorWindow, EFLaceView's
    /// LaceDocument list the scroll view and its document view, the document view's parent the
    /// scroll view; adium's EditStateSheet a box and its controls): the content view
    /// (`NSContentView`) becomes an object of the document between them, as a document has it,
    /// and the holder's listed children that are the content view's subviews its children.
    private mutating func adoptClipViews(parents parentOf: inout [Int32]) {
        for scroll in members {
            guard let clip = archive.reference(.contentView, in: scroll), !memberSet.contains(clip),
                ["NSClipView", "NSView"].contains(archive.className(clip))
            else { continue }
            members.append(clip)
            memberSet.insert(clip)
            parentOf[clip] = Int32(scroll)
            for subview in archive.elements(archive.value(named: "NSSubviews", in: clip))
            where memberSet.contains(subview) && parentOf[subview] == Int32(scroll) {
                parentOf[subview] = Int32(clip)
            }
        }
    }

    /// A control's cell that the object table leaves out (an older Interface Builder's keyed
    /// archives: adium's XtrasCreator Preferences lists its pop-up button and text field, not
    /// their cells, and the pop-up's menu under the button): the cell (`NSCell`) becomes an
    /// object of the document under its control, as a document has it, and the control's listed
    /// children the cell holds (the menu) the cell's.
    private mutating func adoptCells(parents parentOf: inout [Int32]) {
        for control in members {
            guard case .reference(let cell)? = archive.value(named: "NSCell", in: control),
                cell >= 0, cell < archive.count, !memberSet.contains(cell), archive.classKind(cell) != .null
            else { continue }
            members.append(cell)
            memberSet.insert(cell)
            parentOf[cell] = Int32(control)
            for slot in archive.slotRange(of: cell) {
                guard case .reference(let target) = archive.slots[slot].value, memberSet.contains(target),
                    parentOf[target] == Int32(control)
                else { continue }
                parentOf[target] = Int32(cell)
            }
        }
    }

    var connectorIndices: [Int] = []
    /// The parents whose keys ``childKey(of:in:parents:)`` has indexed.
    private var indexedParents: ObjectFlags
    /// For each child of an indexed parent: the parent's key that holds it.
    private var links: LinkTable
    /// For each key index, whether it is a holding key: 0 not asked yet, 1 no, 2 yes.
    private var holdingKeyStates: [UInt8] = []

    private mutating func readUIKit(_ root: Int) throws(NibParseError) {
        let all = archive.elements(archive.value(.uiObjects, in: root))
        let top = archive.elements(archive.value(.uiTopLevelObjects, in: root))
        var seen = ObjectFlags(count: archive.count)
        var hasOwner = false
        var hasFirstResponder = false
        for object in all + top where !seen.contains(object) {
            seen.insert(object)
            let kind = archive.classKind(object)
            if kind == .proxyObject {
                let identifier = archive.string(.proxiedObjectIdentifier, in: object) ?? ""
                switch identifier {
                case "IBFilesOwner" where !hasOwner:
                    hasOwner = true
                    placeholders.append((object, .filesOwner))
                case "IBFirstResponder" where !hasFirstResponder:
                    hasFirstResponder = true
                    placeholders.append((object, .firstResponder))
                default: placeholders.append((object, .custom(identifier)))
                }
                continue
            }
            guard !kind.isConnector else { continue }
            members.append(object)
        }
        for object in members { memberSet.insert(object) }
        var topSet = ObjectFlags(count: archive.count)
        for object in top { topSet.insert(object) }
        topLevel = members.filter { topSet.contains($0) }
        // Derive parents from the properties that hold each object.
        var candidates = ObjectTable<(parent: Int, key: Int32, inCollection: Bool, rank: Int)>(count: archive.count)
        // Each key's rank as a holder, the lowest winning: a key the document writes its child under
        // although `UISubviews` holds it too (a cell's `UIContentView`, `IBVocabulary.keyedChildKeys`),
        // then `…Subviews`, then any other.
        var holderKeyRanks: [Int?] = Array(repeating: nil, count: archive.keyCount)
        var isConstraintClass: [Bool?] = Array(repeating: nil, count: archive.classNames.count)
        for holder in members {
            let classIndex = Int(archive.objects[holder].classIndex)
            if isConstraintClass[classIndex] == nil {
                isConstraintClass[classIndex] = archive.classNames[classIndex].hasSuffix("LayoutConstraint")
            }
            if isConstraintClass[classIndex] == true { continue }
            for slot in archive.slotRange(of: holder) {
                let entry = archive.slots[slot]
                guard case .reference(let target) = entry.value, !archive.keyKind(ofSlot: slot).isBackPointer
                else { continue }
                let key = Int(entry.key)
                // The target itself when it is an object of the document, else the elements of
                // the collection it is.
                let inCollection = !memberSet.contains(target)
                let (elementSlots, keyed) = inCollection ? archive.elementSlots(entry.value) : (slot..<slot + 1, false)
                if inCollection { try spend(elementSlots.count, at: holder) }
                for elementSlot in elementSlots {
                    guard let child = archive.element(inSlot: elementSlot, keyed: keyed), child != holder,
                        memberSet.contains(child), !topSet.contains(child)
                    else { continue }
                    if holderKeyRanks[key] == nil {
                        let name = archive.keyName(key)
                        holderKeyRanks[key] =
                            IBVocabulary.keyedChildKeys.contains(name) ? 0 : name.hasSuffix("Subviews") ? 1 : 2
                    }
                    let rank = holderKeyRanks[key] ?? 2
                    if let existing = candidates[child], existing.rank <= rank { continue }
                    candidates[child] = (holder, entry.key, inCollection, rank)
                }
            }
        }
        for object in members where !topSet.contains(object) {
            if let candidate = candidates[object] {
                parents[object] = (candidate.parent, candidate.key, candidate.inCollection)
            } else {
                topLevel.append(object)
            }
        }
        // Objects that hold each other: the one whose link closes the cycle becomes top-level.
        topLevel += cutCycles()
        for window in archive.elements(archive.value(.uiVisibleWindows, in: root)) { visibleWindows.insert(window) }
        connectorIndices = archive.elements(archive.value(.uiConnections, in: root))
        connectorIndices += archive.elements(archive.value(.uiKeyValuePairs, in: root))
        try readUIKitAccessibility(root)
    }

    /// Walks each object up its parent links once, so in time linear in the number of objects
    /// however long the chains; a link that closes a cycle is cut, and the objects left without
    /// a parent that way are returned, for the caller to report (AppKit) or make top-level (UIKit).
    private mutating func cutCycles() -> [Int] {
        // 0: not walked yet; 1: on the path being walked; 2: done.
        var state = [UInt8](repeating: 0, count: archive.count)
        var cut: [Int] = []
        var path: [Int] = []
        for start in members where state[start] == 0 {
            var current: Int? = start
            while let node = current, state[node] == 0 {
                state[node] = 1
                path.append(node)
                current = parents[node]?.parent
                if let next = current, state[next] == 1 {
                    parents[node] = nil
                    cut.append(node)
                    current = nil
                }
            }
            for node in path { state[node] = 2 }
            path.removeAll(keepingCapacity: true)
        }
        return cut
    }

    private mutating func checkAcyclic() throws(NibParseError) {
        if let object = cutCycles().first {
            throw failure("the parent table (NSObjectsValues) forms a cycle through object \(object)", object: object)
        }
    }

    /// The key of `parent` that holds `child`: directly, or through a collection. Each
    /// parent's keys are indexed once, on first use, for the children whose parent it is
    /// (`parentOf`); the first key that holds a child wins.
    private mutating func childKey(
        of child: Int, in parent: Int, parents parentOf: [Int32]
    ) throws(NibParseError) -> (
        key: Int32, inCollection: Bool
    ) {
        if !indexedParents.contains(parent) {
            indexedParents.insert(parent)
            let parent32 = Int32(parent)
            for slot in archive.slotRange(of: parent) {
                let entry = archive.slots[slot]
                guard case .reference(let target) = entry.value, !archive.keyKind(ofSlot: slot).isBackPointer
                else { continue }
                if parentOf[target] == parent32 {
                    // A menu item's `NSTarget` names its submenu too (`submenuAction:`), but the
                    // submenu is held by `NSSubmenu`: a target is a connection, never the holder.
                    if let link = links[target] {
                        if !link.inCollection && keyName(link.key) == "NSTarget" {
                            links[target] = (entry.key, false)
                        } else if link.inCollection,
                            IBVocabulary.keyedChildKeys.contains(archive.keyName(Int(entry.key)))
                        {
                            links[target] = (entry.key, false)
                        }
                    } else {
                        links[target] = (entry.key, false)
                    }
                }
                if !memberSet.contains(target) {
                    let (elementSlots, keyed) = archive.elementSlots(entry.value)
                    try spend(elementSlots.count, at: parent)
                    for elementSlot in elementSlots {
                        guard let element = archive.element(inSlot: elementSlot, keyed: keyed),
                            parentOf[element] == parent32
                        else { continue }
                        // A toolbar's items are written where the document lists them, in its
                        // allowed items, not in the dictionary by identifier it is archived with.
                        if let link = links[element],
                            keyName(link.key) != "NSToolbarIBIdentifiedItems",
                            link.inCollection || keyName(link.key).map(IBVocabulary.selectionKeys.contains) != true
                        {
                            continue
                        }
                        links[element] = (entry.key, true)
                    }
                    // An object ibtool makes that holds one of the document's (a header clip
                    // view's header view): the document writes the held object under its key.
                    if case .reference(let holder) = entry.value, isHoldingKey(entry.key) {
                        for inner in archive.slotRange(of: holder) {
                            guard case .reference(let held) = archive.slots[inner].value, parentOf[held] == parent32,
                                links[held] == nil
                            else { continue }
                            links[held] = (entry.key, false)
                        }
                    }
                }
            }
        }
        return links[child] ?? (-1, false)
    }

    /// Whether key index `key` is one of `IBVocabulary.holdingKeys`, each key's answer found once.
    private mutating func isHoldingKey(_ key: Int32) -> Bool {
        guard key >= 0, Int(key) < archive.keyCount else { return false }
        if holdingKeyStates.isEmpty { holdingKeyStates = [UInt8](repeating: 0, count: archive.keyCount) }
        if holdingKeyStates[Int(key)] == 0 {
            let holding = IBVocabulary.holdingKeys.contains(where: { archive.key(Int(key), is: $0) })
            holdingKeyStates[Int(key)] = holding ? 2 : 1
        }
        return holdingKeyStates[Int(key)] == 2
    }

    /// The integers of a collection whose elements are numbers (or `NSNumber`s).
    func numbers(_ value: ArchiveValue?) -> [Int64] {
        let (slots, keyed) = archive.elementSlots(value)
        var result: [Int64] = []
        result.reserveCapacity(slots.count)
        for slot in slots {
            guard let value = archive.elementValue(inSlot: slot, keyed: keyed) else { continue }
            if let integer = value.integer {
                result.append(integer)
            } else if let number = archive.number(value) {
                result.append(Int64(exactly: number.rounded()) ?? 0)
            }
        }
        return result
    }

    /// The name of key index `key`, or `nil` for an array element's `-1` or a link index past
    /// the archive's keys (``LinkNames/append(_:)``).
    func keyName(_ key: Int32) -> String? {
        key >= 0 && Int(key) < archive.keyCount ? archive.keyName(Int(key)) : nil
    }

    // MARK: Ids

    func id(of object: Int) -> String? {
        guard hasID(object) else { return nil }
        if let role = placeholderRoles[object] {
            return placeholderID(role, index: object)
        }
        if !idOverrides.isEmpty, let id = idOverrides[object] { return id }
        let number = oids[object].map(IBValueCodec.decimal) ?? "obj" + IBValueCodec.decimal(Int64(object))
        return idPrefix.isEmpty ? number : idPrefix + number
    }

    /// Whether ``id(of:)`` gives `object` an id: it is in the tree, a member or a placeholder.
    func hasID(_ object: Int) -> Bool {
        guard omitted.isEmpty || !omitted.contains(object) else { return false }
        return memberSet.contains(object) || placeholderRoles[object] != nil
    }

    func placeholderID(_ role: Role, index: Int?) -> String {
        if !placeholderAliases.isEmpty {
            let identifier =
                switch role {
                case .filesOwner: "IBFilesOwner"
                case .firstResponder: "IBFirstResponder"
                case .application: ""
                case .custom(let name): name
                }
            if let alias = placeholderAliases[identifier] { return alias }
        }
        let id =
            switch role {
            case .filesOwner: isAppKit ? "-2" : "-1"
            case .firstResponder: isAppKit ? "-1" : "-2"
            case .application: "-3"
            case .custom: "obj\(index ?? 0)"
            }
        return idPrefix + id
    }

    // MARK: Resources

    private mutating func readResources() {
        var isResource = ObjectFlags(count: archive.count)
        var resourceIndices: [Int] = []
        for index in 0..<archive.count where archive.classKind(index) == .customResource {
            isResource.insert(index)
            resourceIndices.append(index)
        }
        guard !resourceIndices.isEmpty else { return }
        var named = ObjectFlags(count: archive.count)
        // Every reference to a resource names it, except a menu item's default state images
        // (`NSOnImage`, `NSMixedImage`), which the source document does not name.
        for slot in archive.slots.indices {
            guard case .reference(let target) = archive.slots[slot].value, isResource.contains(target) else { continue }
            let key = archive.keyKind(ofSlot: slot)
            if key == .onImage || key == .mixedImage { continue }
            named.insert(target)
        }
        var positions: [String: Int] = [:]
        for index in resourceIndices where named.contains(index) {
            guard let name = archive.string(.resourceName, in: index) else { continue }
            let kind = archive.string(.className, in: index) == "NSSound" ? "sound" : "image"
            let attributes = kind == "image" ? imageResourceAttributes(index) : []
            if let position = positions[kind + "/" + name] {
                // A later use that knows the design size where the first did not.
                if resources[position].attributes.count < attributes.count {
                    resources[position].attributes = attributes
                }
                continue
            }
            positions[kind + "/" + name] = resources.count
            resources.append((kind, name, attributes, nil))
        }
    }

    /// The `<image>` resource's attributes an `NSCustomResource` gives back: its asset catalog
    /// (`NSCatalogName`, `system` for SF Symbols) and its design size (`IBDesignSize`, an
    /// `NSValue` holding the `width`/`height` of the source's `<image>`). ibtool archives a
    /// system symbol named by an attribute (a cell's `image=`) at 32 by 32 whatever the
    /// document's resources say (transmission_MainMenu), so only a symbol's image reference
    /// (which carries an `IBDesignImageConfiguration`) tells its size.
    private func imageResourceAttributes(_ index: Int) -> [(String, String)] {
        var attributes: [(String, String)] = []
        let catalog = archive.string(.catalogName, in: index)
        if let catalog { attributes.append(("catalog", catalog)) }
        guard let value = archive.reference(.designSize, in: index),
            let text = archive.string(.sizeValue, in: value),
            let numbers = IBValueCodec.numbers(text), numbers.count == 2
        else { return attributes }
        if catalog == "system", archive.reference(.designImageConfiguration, in: index) == nil { return attributes }
        attributes.append(("width", IBValueCodec.format(numbers[0])))
        attributes.append(("height", IBValueCodec.format(numbers[1])))
        return attributes
    }
}
