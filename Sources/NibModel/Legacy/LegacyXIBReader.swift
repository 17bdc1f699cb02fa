/// Reads a legacy xib — Interface Builder 3's `<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB"
/// version="7.x|8.x">`, also found as `designable.nib` inside a nib bundle — into the model.
///
/// The reader does not give the archive a model of its own. It translates the archive into
/// an element tree in the modern xib vocabulary and hands that tree to the same parser that
/// reads modern xibs, so every view, dump, the loader and the validator work unchanged:
///
/// - **Objects** are the archive's object records (`IBDocument.Objects` → `objectRecords`,
///   each `IBObjectRecord {objectID, object, parent, objectName}`), nested as the records'
///   `parent` references say; siblings keep the order in which the archive defines them. An
///   object's element follows from its archived class (``LegacyVocabulary``); its custom
///   class is the record's `<objectID>.CustomClassName` flattened property, else
///   `NSClassName` of an `NSCustomObject`/`NSCustomView`, else a window template's
///   `NSWindowClass`. `objectName` becomes the `userLabel`.
/// - **Ids** are the records' `objectID`s, written as decimal text (`-2`, `5`, `100021`), and
///   each connection's id is its record's `connectionID` (Interface Builder numbers objects
///   and connections from one counter). AppKit's File's Owner, First Responder and
///   Application are `NSCustomObject`s with the ids `-2`, `-1` and `-3`, exactly as in a
///   modern xib; Cocoa Touch proxies are `IBProxyObject`s named by
///   `IBProxiedObjectIdentifier`, which become `<placeholder placeholderIdentifier=…>`.
/// - **Top-level objects** (A5) are the records whose parent is the root record's object;
///   placeholders come first among them. A record that no chain of parents connects to the
///   root is kept at the top level too, rather than lost.
/// - **Connections** come from `connectionRecords`: `IBOutletConnection` and
///   `IBCocoaTouchOutletConnection` are outlets of their `source`; `IBActionConnection` is an
///   action of its `destination` (the control) with its `source` as the target — First
///   Responder (`-1`) when the action goes through the responder chain;
///   `IBCocoaTouchEventConnection` is an action of its `source` with the event named from
///   `IBEventType`; `IBBindingConnection` is a binding with `NSBinding`, `NSKeyPath` and
///   `NSOptions` from its `NSNibBindingConnector`. Other connection classes keep their class
///   as the element name.
/// - **Windows** are visible at launch only when the flattened property
///   `<id>.NSWindowTemplate.visibleAtLaunch` says so (a compiled nib's `NSVisibleWindows`
///   holds exactly those). Titles, frames (`NSFrame`, `NSFrameSize`, `NSWindowRect`), key
///   equivalents, tags, tool tips and user-defined runtime attributes
///   (`IBAttributePlaceholdersKey`) are carried over.
///
/// **Locations** point into the legacy file: every synthesized element carries the line and
/// column of the legacy element it comes from (an object's defining `<object>` element, a
/// connection's `<object class="IB…Connection">`, a frame's `<string key="NSFrame">`).
///
/// **Lossless:** the whole `<archive>` element is copied, with its own lines, as the last
/// child of the synthesized `<document>`, where ``NibDocument/legacyArchive`` finds it; every
/// element of the legacy file stays reachable from ``NibDocument/root``.
enum LegacyXIBReader {
    /// Builds the document for the `<archive>` tree `legacy` (its root is element 0).
    ///
    /// - Throws: ``NibParseError`` when the archive is not an Interface Builder xib or has no
    ///   object records, or when a limit is exceeded.
    static func document(
        from legacy: ElementTree, file: String, limits: ParseLimits
    ) throws(NibParseError)
        -> NibDocument
    {
        let archive = LegacyArchive(tree: legacy)
        let version = legacy.value(of: 0, name: archive.nameIndex("version"))
        var converter = try LegacyConverter(archive: archive, file: file, limits: limits)
        let tree = try converter.convert()
        return try NibParser.document(
            from: tree, file: file, limits: limits, format: .legacyXIB(version: version),
            idCount: converter.records.count, connectionIDCount: converter.connectionCount)
    }
}

extension NibDocument {
    /// The original `<archive>` element of a legacy xib, with every element of the file and
    /// its own lines; `nil` for other formats.
    ///
    /// A legacy xib is read by translating it into the modern vocabulary (see docs/Model.md's
    /// "Legacy xibs"): ``root`` is that synthesized `<document>`, whose objects and
    /// connections point back into the legacy file by line. The archive itself — class
    /// descriptions, flattened properties, every archived value — is kept verbatim as the last
    /// child of ``root``, and this property returns it.
    public var legacyArchive: NibElement? {
        guard case .legacyXIB = format else { return nil }
        return root.children.last { $0.name == "archive" }
    }
}

/// One object record of the archive.
private struct LegacyRecord {
    /// The record's `objectID`, the object's id in the model.
    var objectID: String
    /// The archive element defining the object.
    var object: Int32
    /// The archive element defining the parent object, or -1.
    var parent: Int32
    /// The record's `objectName`.
    var name: String?
}

/// A connection waiting for the element of the object that holds it.
private struct PendingConnection {
    var element: String
    var attributes: [(String, String)]
    /// Binding options: (key, modern element name, value).
    var options: [(String, String, String)]
    /// The legacy element the connection comes from (its location).
    var origin: Int32
}

/// The translation of one archive.
private struct LegacyConverter {
    let archive: LegacyArchive
    let file: String
    let limits: ParseLimits
    let platform: Platform
    /// The archive's `<data>` element.
    let data: Int32
    /// `IBDocument.Objects`.
    let container: Int32
    private(set) var records: [LegacyRecord] = []
    private(set) var connectionCount = 0
    /// The record of each object element, the first one when two records share an object.
    private var recordByObject: [Int32: Int] = [:]
    /// The flattened properties by object id, then property name.
    private var flattened: [String: [String: Int32]] = [:]
    private var connectionsByRecord: [Int: [PendingConnection]] = [:]

    init(archive: LegacyArchive, file: String, limits: ParseLimits) throws(NibParseError) {
        self.archive = archive
        self.file = file
        self.limits = limits
        let tree = archive.tree
        let type = tree.value(of: 0, name: KnownName.type.rawValue) ?? ""
        guard type.containsBytes("InterfaceBuilder") else {
            throw NibParseError(
                .notAnInterfaceBuilderDocument("an <archive> of type '\(type)', not an Interface Builder xib"),
                at: Self.location(of: 0, in: tree, file: file))
        }
        platform = type.containsBytes("CocoaTouch") ? .uiKit : .appKit
        guard let data = tree.children(of: 0).first(where: { tree.name(of: $0) == "data" }),
            let container = archive.value(data, key: "IBDocument.Objects")
        else {
            throw NibParseError(
                .notAnInterfaceBuilderDocument("the legacy archive has no IBDocument.Objects (its object records)"),
                at: Self.location(of: 0, in: tree, file: file))
        }
        self.data = data
        self.container = container
    }

    // MARK: Reading the archive

    mutating func convert() throws(NibParseError) -> ElementTree {
        readRecords()
        readFlattenedProperties()
        readConnections()
        var writer = LegacyTreeWriter(legacy: archive.tree)
        writeDocumentStart(&writer)
        try writeObjects(&writer)
        writer.copyArchive()
        writer.close()
        return writer.finish()
    }

    private mutating func readRecords() {
        guard let set = archive.value(container, key: "objectRecords"),
            let ordered = archive.value(set, key: "orderedObjects")
        else { return }
        for record in archive.items(ordered) {
            guard let objectID = archive.string(record, key: "objectID"),
                let object = archive.value(record, key: "object")
            else { continue }
            records.append(
                LegacyRecord(
                    objectID: objectID, object: object, parent: archive.value(record, key: "parent") ?? -1,
                    name: archive.string(record, key: "objectName")))
            if recordByObject[object] == nil { recordByObject[object] = records.count - 1 }
        }
    }

    private mutating func readFlattenedProperties() {
        guard let properties = archive.value(container, key: "flattenedProperties") else { return }
        for (key, value) in archive.entries(properties) {
            guard let dot = key.firstIndex(of: ".") else { continue }
            flattened[String(key[..<dot]), default: [:]][String(key[key.index(after: dot)...])] = value
        }
    }

    private mutating func readConnections() {
        guard let list = archive.value(container, key: "connectionRecords") else { return }
        for record in archive.items(list) {
            guard let connection = archive.value(record, key: "connection") else { continue }
            let className = archive.className(connection) ?? archive.name(connection)
            let label = archive.string(connection, key: "label") ?? ""
            let source = archive.value(connection, key: "source").flatMap { recordByObject[$0] }
            let destination = archive.value(connection, key: "destination").flatMap { recordByObject[$0] }
            let destinationID = destination.map { records[$0].objectID } ?? ""
            var holder = source
            var pending = PendingConnection(element: className, attributes: [], options: [], origin: connection)
            switch className {
            case "IBActionConnection":
                // The record's source is the target and its destination the control.
                holder = destination
                pending.element = "action"
                pending.attributes = [("selector", label), ("target", source.map { records[$0].objectID } ?? "")]
            case "IBCocoaTouchEventConnection":
                pending.element = "action"
                pending.attributes = [("selector", label), ("target", destinationID)]
                if let type = archive.string(connection, key: "IBEventType").flatMap({ Int($0) }) {
                    pending.attributes.append(
                        ("eventType", LegacyVocabulary.eventName(forIBEventType: type) ?? "IBEventType\(type)"))
                }
            case "IBBindingConnection":
                pending.element = "binding"
                pending.attributes = bindingAttributes(connection, label: label, destination: destinationID)
                pending.options = bindingOptions(connection)
            case _ where className.hasSuffix("OutletCollectionConnection"):
                pending.element = "outletCollection"
                pending.attributes = [("property", label), ("destination", destinationID)]
                if let collectionClass = archive.string(connection, key: "collectionClassName") {
                    pending.attributes.append(("collectionClass", collectionClass))
                }
            case _ where className.hasSuffix("OutletConnection"):
                pending.element = "outlet"
                pending.attributes = [("property", label), ("destination", destinationID)]
            default:
                pending.attributes = [("property", label), ("destination", destinationID)]
            }
            if let id = archive.string(record, key: "connectionID") { pending.attributes.append(("id", id)) }
            guard let holder else { continue }  // the archive keeps it; no object can hold it
            connectionsByRecord[holder, default: []].append(pending)
            connectionCount += 1
        }
    }

    private func bindingAttributes(_ connection: Int32, label: String, destination: String) -> [(String, String)] {
        let connector = archive.value(connection, key: "connector")
        // The label reads "name: key.path"; the connector spells both out.
        let colon = label.firstIndex(of: ":")
        let name =
            connector.flatMap { archive.string($0, key: "NSBinding") }
            ?? colon.map { String(label[..<$0]) } ?? label
        let keyPath =
            connector.flatMap { archive.string($0, key: "NSKeyPath") }
            ?? colon.map { String(label[label.index(after: $0)...].drop { $0 == " " }) } ?? ""
        return [("destination", destination), ("name", name), ("keyPath", keyPath)]
    }

    private func bindingOptions(_ connection: Int32) -> [(String, String, String)] {
        guard let connector = archive.value(connection, key: "connector"),
            let options = archive.value(connector, key: "NSOptions")
        else { return [] }
        return archive.entries(options).compactMap { key, value in
            guard let text = archive.string(value) else { return nil }
            let element: String =
                switch archive.name(value) {
                case "bool", "boolean": "bool"
                case "int", "integer": "integer"
                case "real", "double", "float": "real"
                default: "string"
                }
            return (key, element, text)
        }
    }

    // MARK: Writing the modern tree

    private func writeDocumentStart(_ writer: inout LegacyTreeWriter) {
        let tree = archive.tree
        var attributes: [(String, String)] = [("type", tree.value(of: 0, name: KnownName.type.rawValue) ?? "")]
        if let version = tree.value(of: 0, name: archive.nameIndex("version")) {
            attributes.append(("version", version))
        }
        if let tools = archive.string(data, key: "IBDocument.InterfaceBuilderVersion") {
            attributes.append(("toolsVersion", tools))
        }
        if let system = archive.string(data, key: "IBDocument.SystemVersion") {
            attributes.append(("systemVersion", system))
        }
        attributes.append(("targetRuntime", targetRuntime))
        if let autolayout = archive.value(data, key: "IBDocument.UseAutolayout"), archive.isTrue(autolayout) {
            attributes.append(("useAutolayout", "YES"))
        }
        writer.open("document", attributes, at: 0)
    }

    /// The modern `targetRuntime` for the archive's `IBDocument.TargetRuntimeIdentifier`.
    private var targetRuntime: String {
        switch archive.string(data, key: "IBDocument.TargetRuntimeIdentifier") {
        case "IBIPadFramework": "iOS.CocoaTouch.iPad"
        case "IBCocoaTouchFramework": "iOS.CocoaTouch"
        case "IBCocoaFramework": "MacOSX.Cocoa"
        default: platform == .uiKit ? "iOS.CocoaTouch" : "MacOSX.Cocoa"
        }
    }

    /// One step of the iterative walk that writes the object hierarchy.
    private enum Step {
        case object(Int, depth: Int)
        case container(String, at: Int32)
        /// A view the archive holds between a record and its children's array without a record
        /// of its own (a box's content view): written as its element under `key`.
        case intermediate(Int32, key: String)
        case connections(Int)
        case close
    }

    private func writeObjects(_ writer: inout LegacyTreeWriter) throws(NibParseError) {
        let rootObject = records.first { $0.objectID == "0" }?.object ?? -1
        var children: [Int: [Int]] = [:]
        var topLevel: [Int] = []
        for (index, record) in records.enumerated() where record.objectID != "0" {
            if record.parent >= 0, record.parent != rootObject, let parent = recordByObject[record.parent],
                parent != index
            {
                children[parent, default: []].append(index)
            } else if record.parent == rootObject {
                topLevel.append(index)
            }
        }
        // Placeholders first, as a modern xib lists them; then in the archive's order.
        topLevel.sort {
            (isPlaceholder($0) ? 0 : 1, records[$0].object) < (isPlaceholder($1) ? 0 : 1, records[$1].object)
        }
        for (parent, list) in children {
            let placements = list.map { (child: $0, at: placement(of: $0, parent: parent)) }
            children[parent] = placements.sorted { $0.at < $1.at }.map(\.child)
        }

        let objectsLine = archive.value(data, key: "IBDocument.RootObjects") ?? data
        writer.open("objects", [], at: objectsLine)
        var visited = Set<Int>()
        var roots = topLevel
        // Records no chain of parents leads to from the root stay reachable at the top level.
        roots += records.indices.filter { records[$0].objectID != "0" }
        for root in roots where !visited.contains(root) {
            var steps: [Step] = [.object(root, depth: 1)]
            while let step = steps.popLast() {
                switch step {
                case .object(let index, let depth):
                    guard visited.insert(index).inserted else { continue }
                    if depth > limits.effectiveMaxDepth {
                        throw NibParseError(
                            .limitExceeded("object records nest deeper than \(limits.effectiveMaxDepth) levels"),
                            at: Self.location(of: records[index].object, in: archive.tree, file: file))
                    }
                    writeObjectStart(index, writer: &writer)
                    steps.append(.connections(index))
                    steps += childSteps(children[index] ?? [], parent: index, depth: depth + 1).reversed()
                case .container(let name, let origin):
                    writer.open(name, [], at: origin)
                case .intermediate(let element, let key):
                    writeIntermediate(element, key: key, writer: &writer)
                case .connections(let index):
                    writeTail(index, writer: &writer)
                    writer.close()
                case .close:
                    writer.close()
                }
            }
        }
        writer.close()
    }

    /// The steps for an object's children: each run of children stored in the same array of
    /// the parent (`NSSubviews`, `NSMenuItems`) inside its modern container element.
    private func childSteps(_ children: [Int], parent: Int, depth: Int) -> [Step] {
        var steps: [Step] = []
        var openContainer: Int32 = -1
        var openIntermediate: Int32 = -1
        // A view-based table's column holds its cell views, which Interface Builder 3 defined
        // in its connection records, as a modern document does: in `<prototypeCellViews>`.
        let prototypes = archive.className(records[parent].object) == "NSTableColumn" ? records[parent].object : -1
        for child in children {
            var container = containerElement(of: child, parent: parent)
            var intermediate: (element: Int32, key: String)?
            if container < 0, prototypes >= 0, archive.className(records[child].object) == "NSTableCellView" {
                container = prototypes
            }
            if container < 0 {
                intermediate = intermediateView(of: child, parent: parent)
                if intermediate != nil { container = archive.parent(of: records[child].object) }
            }
            if (intermediate?.element ?? -1) != openIntermediate || container != openContainer {
                if openContainer >= 0 { steps.append(.close) }
                openContainer = -1
                if (intermediate?.element ?? -1) != openIntermediate {
                    if openIntermediate >= 0 { steps.append(.close) }
                    openIntermediate = -1
                    if let intermediate {
                        steps.append(.intermediate(intermediate.element, key: intermediate.key))
                        openIntermediate = intermediate.element
                    }
                }
                if container >= 0, container == prototypes {
                    steps.append(.container("prototypeCellViews", at: container))
                    openContainer = container
                } else if container >= 0, let key = archive.key(container) {
                    steps.append(.container(LegacyVocabulary.containerName(key), at: container))
                    openContainer = container
                }
            }
            let nesting = (openContainer >= 0 ? 1 : 0) + (openIntermediate >= 0 ? 1 : 0)
            steps.append(.object(child, depth: depth + nesting))
        }
        if openContainer >= 0 { steps.append(.close) }
        if openIntermediate >= 0 { steps.append(.close) }
        return steps
    }

    /// The view without a record that holds `child` in one of its arrays while the parent
    /// record's object refers to it under a key (a box's `NSContentView`), with that key in the
    /// modern vocabulary; `nil` when the child is the parent's own.
    private func intermediateView(of child: Int, parent: Int) -> (element: Int32, key: String)? {
        let enclosing = archive.parent(of: records[child].object)
        guard enclosing >= 0, archive.key(enclosing) != nil else { return nil }
        let holder = archive.parent(of: enclosing)
        guard holder >= 0, holder != records[parent].object, recordByObject[holder] == nil,
            archive.name(holder) == "object"
        else { return nil }
        // The key that holds the view (not the key view loop's or the responder chain's).
        let chains: Set<String> = ["NSNextKeyView", "NSNextResponder", "NSSuperview", "NSWindow", "NSPreviousKeyView"]
        for reference in archive.tree.children(of: records[parent].object) {
            guard let key = archive.key(reference), !chains.contains(key), archive.resolve(reference) == holder else {
                continue
            }
            return (holder, LegacyVocabulary.modernKey(key))
        }
        return nil
    }

    /// Opens the element of a view without a record (``intermediateView(of:parent:)``): its
    /// element and id from the archive, its frame and what the vocabulary reads of it.
    private func writeIntermediate(_ element: Int32, key: String, writer: inout LegacyTreeWriter) {
        let archivedClass = archive.className(element) ?? "NSView"
        var id = archive.id(element) ?? "legacy\(element)"
        if records.contains(where: { $0.objectID == id }) { id = "legacy-" + id }
        var attributes: [(String, String)] = [("key", key), ("id", id)]
        let decoded = vocabularyDecoded(element, archivedClass: archivedClass, into: &attributes)
        writer.open(LegacyVocabulary.elementName(forClass: archivedClass), attributes, at: element)
        writeRect(element, legacyKey: "NSFrame", modernKey: "frame", writer: &writer)
        writeRect(element, legacyKey: "NSFrameSize", modernKey: "frame", writer: &writer)
        writeVocabularyChildren(decoded, of: element, archivedClass: archivedClass, depth: 1, writer: &writer)
    }

    /// The keyed array of the parent's archive element that holds the child's definition,
    /// or -1.
    private func containerElement(of child: Int, parent: Int) -> Int32 {
        let enclosing = archive.parent(of: records[child].object)
        if enclosing >= 0, archive.parent(of: enclosing) == records[parent].object, archive.key(enclosing) != nil {
            return enclosing
        }
        return listedReference(of: child, parent: parent).map { archive.parent(of: $0) } ?? -1
    }

    /// The `<reference>` in one of the parent's keyed arrays that lists a child defined
    /// elsewhere (a pop-up cell defines its selected item under `NSMenuItem`; the menu's
    /// `NSMenuItems` refers to it), or `nil`.
    private func listedReference(of child: Int, parent: Int) -> Int32? {
        let object = records[child].object
        guard archive.parent(of: archive.parent(of: object)) != records[parent].object else { return nil }
        for array in archive.tree.children(of: records[parent].object) where archive.key(array) != nil {
            for item in archive.tree.children(of: array)
            where archive.name(item) == "reference" && archive.key(item) == nil && archive.resolve(item) == object {
                return item
            }
        }
        return nil
    }

    /// Where a child goes among its parent's children: where its parent's array lists it
    /// (``listedReference(of:parent:)``), else where the archive defines it.
    private func placement(of child: Int, parent: Int) -> Int32 {
        listedReference(of: child, parent: parent) ?? records[child].object
    }

    /// The document key of an object its parent keeps through an object ibtool makes
    /// (``IBVocabulary/holdingKeys``: a scroll view's header clip view holds its table's header
    /// view, which the archive defines under the table but Interface Builder's records, as a
    /// modern document does, give to the scroll view as its `headerView`), or `nil`.
    private func heldKey(of object: Int32, by parent: Int32) -> String? {
        for key in IBVocabulary.holdingKeys {
            guard let holder = archive.value(parent, key: key), archive.value(holder, key: "NSDocView") == object
            else { continue }
            return LegacyVocabulary.modernKey(key)
        }
        return nil
    }

    private func isPlaceholder(_ index: Int) -> Bool {
        let record = records[index]
        switch archive.className(record.object) {
        case "IBProxyObject": return true
        case "NSCustomObject": return record.objectID.hasPrefix("-")
        default: return false
        }
    }

    private func writeObjectStart(_ index: Int, writer: inout LegacyTreeWriter) {
        let record = records[index]
        let object = record.object
        let archivedClass = archive.className(object) ?? "NSObject"
        let element = LegacyVocabulary.elementName(forClass: archivedClass)
        var customClass = flattened[record.objectID]?["CustomClassName"].flatMap(archive.string)
        var attributes: [(String, String)] = []
        // The key under which the parent stores the object, when it is stored directly.
        let enclosing = archive.parent(of: object)
        if record.parent >= 0, enclosing == record.parent, let key = archive.key(object) {
            attributes.append(("key", LegacyVocabulary.modernKey(key)))
        } else if record.parent >= 0, let key = heldKey(of: object, by: record.parent) {
            attributes.append(("key", key))
        }
        attributes.append(("id", record.objectID))
        switch archivedClass {
        case "NSCustomObject", "NSCustomView":
            customClass = customClass ?? archive.string(object, key: "NSClassName")
        case "NSWindowTemplate":
            // A panel is a window of class NSPanel, as Xcode writes it and compiled nibs read.
            let windowClass = archive.string(object, key: "NSWindowClass")
            if windowClass != "NSWindow" { customClass = customClass ?? windowClass }
        case "IBProxyObject":
            attributes.append(("placeholderIdentifier", archive.string(object, key: "IBProxiedObjectIdentifier") ?? ""))
        default:
            break
        }
        if let customClass, !customClass.isEmpty,
            customClass != StandardClasses.className(forElement: element, platform: platform)
        {
            attributes.append(("customClass", customClass))
        }
        if let name = record.name, !name.isEmpty { attributes.append(("userLabel", name)) }
        for (legacyKey, modern) in Self.stringProperties {
            if let value = archive.string(object, key: legacyKey), !value.isEmpty { attributes.append((modern, value)) }
        }
        if let separator = archive.value(object, key: "NSIsSeparator"), archive.isTrue(separator) {
            attributes.append(("isSeparatorItem", "YES"))
        }
        if let toolTip = toolTip(record.objectID) { attributes.append(("toolTip", toolTip)) }
        if element == "window" || element == "panel" {
            let visible = flattened[record.objectID]?["NSWindowTemplate.visibleAtLaunch"].map(archive.isTrue) ?? false
            if !visible { attributes.append(("visibleAtLaunch", "NO")) }
        }
        // Everything else the vocabulary knows of the class, read as compiled nibs are read
        // (the legacy archive holds the same classes, keys and values).
        var decoded = vocabularyDecoded(object, archivedClass: archivedClass, into: &attributes)
        if archivedClass == "NSNumberFormatter" { numberFormatterSettings(object, into: &attributes, &decoded) }
        writer.open(element, attributes, at: object)
        writeRect(object, legacyKey: "NSWindowRect", modernKey: "contentRect", writer: &writer)
        writeRect(object, legacyKey: "NSFrame", modernKey: "frame", writer: &writer)
        writeRect(object, legacyKey: "NSFrameSize", modernKey: "frame", writer: &writer)
        writeVocabularyChildren(decoded, of: object, archivedClass: archivedClass, depth: 0, writer: &writer)
        if archivedClass == "NSNumberFormatter", numberFormatterBehavior(object) == 1000 {
            writeNumberFormatter10Children(object, writer: &writer)
        }
    }

    /// The child elements the vocabulary reads of a legacy object: its rectangles (but the
    /// frame, which ``writeRect`` writes), attribute elements (masks, fonts, colours) and the
    /// objects it embeds without a record of their own (a column's header cell), each written
    /// with its own attributes and children, as compiled nibs are read.
    private func writeVocabularyChildren(
        _ decoded: IBDecodedAttributes, of object: Int32, archivedClass: String, depth: Int,
        writer: inout LegacyTreeWriter
    ) {
        for rect in decoded.rects where rect.key != "frame" && rect.key != "contentRect" {
            writer.leaf(
                "rect",
                [("key", rect.key), ("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)],
                at: object)
        }
        for child in decoded.keyed {
            writer.leaf(child.element, [("key", child.key)] + child.attributes.map { ($0.name, $0.value) }, at: object)
        }
        guard depth < 4 else { return }
        for child in IBVocabulary.embeddedChildren(archivedClass: archivedClass, platform: platform) {
            guard let value = archive.value(object, key: child.key) else { continue }
            if let documentKey = child.documentKey {
                guard archive.name(value) == "object", recordByObject[value] == nil else { continue }
                writeEmbedded(value, key: documentKey, depth: depth + 1, writer: &writer)
            } else if let wrapper = child.wrapper {
                let items = archive.items(value).filter { archive.name($0) == "object" && recordByObject[$0] == nil }
                guard !items.isEmpty else { continue }
                writer.open(wrapper, [], at: value)
                for item in items { writeEmbedded(item, key: nil, depth: depth + 1, writer: &writer) }
                writer.close()
            }
        }
    }

    /// An object without a record (``writeVocabularyChildren``), as an element named after its
    /// class.
    private func writeEmbedded(_ object: Int32, key: String?, depth: Int, writer: inout LegacyTreeWriter) {
        let archivedClass = archive.className(object) ?? "NSObject"
        var attributes: [(String, String)] = key.map { [("key", $0)] } ?? []
        let decoded = vocabularyDecoded(object, archivedClass: archivedClass, into: &attributes)
        writer.open(LegacyVocabulary.elementName(forClass: archivedClass), attributes, at: object)
        writeRect(object, legacyKey: "NSFrame", modernKey: "frame", writer: &writer)
        writeVocabularyChildren(decoded, of: object, archivedClass: archivedClass, depth: depth, writer: &writer)
        writer.close()
    }

    /// A 10.4 number formatter's settings, from the `NS.attributes` dictionary its legacy archive
    /// holds as a compiled nib does (`IBVocabulary.numberFormatter104Document`): the attributes
    /// added to `attributes`, its `<nil>` symbols and limits to `decoded`'s keyed children.
    private func numberFormatterSettings(
        _ object: Int32, into attributes: inout [(String, String)], _ decoded: inout IBDecodedAttributes
    ) {
        guard let dictionary = archive.value(object, key: "NS.attributes") else { return }
        if numberFormatterBehavior(object) == 1000 {
            numberFormatter10Settings(object, into: &attributes)
            return
        }
        var settings: [String: IBArchivedValue] = [:]
        for entry in archive.entries(dictionary) {
            switch vocabularyValue(of: entry.value, depth: 1) {
            case .string(let text)?: settings[entry.key] = .string(text)
            case .real(let number)?, .float(let number)?:
                // A `<real>` or `<double>`, or a number object of a double, is a real.
                let isReal =
                    archive.name(entry.value) != "object" || archive.string(entry.value, key: "NS.dblval") != nil
                    || Int64(exactly: number) == nil
                settings[entry.key] = isReal ? .real(number) : .integer(Int64(number))
            case .integer(let number)?: settings[entry.key] = .integer(number)
            case .boolean(let flag)?: settings[entry.key] = .boolean(flag)
            default: continue
            }
        }
        let localized = archive.value(object, key: IBVocabulary.numberFormatterLocalizesFormat.archiveKey)
        guard
            let document = IBVocabulary.numberFormatter104Document(
                settings: settings, localized: localized.map(archive.isTrue))
        else { return }
        for attribute in document.attributes where !attributes.contains(where: { $0.0 == attribute.name }) {
            attributes.append((attribute.name, attribute.value))
        }
        decoded.keyed += document.keyed
    }

    /// The behaviour a legacy number formatter's `NS.attributes` name (`formatterBehavior`: 1000
    /// for 10.0, 1040 for 10.4).
    private func numberFormatterBehavior(_ object: Int32) -> Int64? {
        guard let dictionary = archive.value(object, key: "NS.attributes"),
            let entry = archive.entries(dictionary).first(where: { $0.key == "formatterBehavior" })
        else { return nil }
        return archive.string(entry.value).flatMap { Int64($0) }
    }

    /// A 10.0 number formatter's attributes, from its own `NS.…` keys as
    /// `IBVocabulary.numberFormatter10Settings` names them (as compiled nibs are read: those
    /// Xcode writes always, the others where they differ from the value a document leaves out).
    private func numberFormatter10Settings(_ object: Int32, into attributes: inout [(String, String)]) {
        var found: [(String, String)] = [("formatterBehavior", "10_0")]
        for setting in IBVocabulary.numberFormatter10Settings {
            guard let value = archive.value(object, key: setting.archiveKey) else { continue }
            let text = setting.isBoolean ? (archive.isTrue(value) ? "YES" : "NO") : archive.string(value)
            if let text, text != setting.omitted { found.append((setting.attribute, text)) }
        }
        for attribute in found where !attributes.contains(where: { $0.0 == attribute.0 }) {
            attributes.append(attribute)
        }
    }

    /// A 10.0 number formatter's attributed strings (`IBVocabulary.numberFormatter10Strings`:
    /// the zero string always, the others unless their default) and its minimum and maximum (a
    /// `<decimal>`, `NaN` for none, or `<real>`), as compiled nibs are read.
    private func writeNumberFormatter10Children(_ object: Int32, writer: inout LegacyTreeWriter) {
        for rule in IBVocabulary.numberFormatter10Strings {
            guard let string = archive.value(object, key: rule.archiveKey),
                let text = archive.string(string, key: "NSString")
                    ?? (archive.child(string, key: "NSString") != nil ? "" : nil),
                rule.writtenWhenDefault || text != rule.defaultText
            else { continue }
            writer.open("attributedString", [("key", rule.key)], at: string)
            writer.leaf("fragment", [("content", text)], at: string)
            writer.close()
        }
        for (key, archiveKey) in [("minimum", "NS.min"), ("maximum", "NS.max")] {
            guard let limit = archive.value(object, key: archiveKey) else { continue }
            if archive.className(limit) == "NSDecimalNumberPlaceholder" {
                writer.leaf("decimal", [("key", key), ("value", decimalText(of: limit))], at: limit)
            } else if let number = vocabularyValue(of: limit, depth: 1).flatMap({ value -> Double? in
                if case .real(let number) = value { return number }
                if case .integer(let number) = value { return Double(number) }
                return nil
            }) {
                writer.leaf("real", [("key", key), ("value", IBValueCodec.format(number))], at: limit)
            }
        }
    }

    /// A legacy `NSDecimalNumber`'s value as a document writes it
    /// (`IBDecimal.archivedText`, the compiled reader's rule).
    private func decimalText(of object: Int32) -> String {
        let length = archive.string(object, key: "NS.length").flatMap { Int($0) } ?? 0
        let negative = archive.value(object, key: "NS.negative").map(archive.isTrue) ?? false
        let exponent = archive.string(object, key: "NS.exponent").flatMap { Int($0) } ?? 0
        let littleEndian = archive.string(object, key: "NS.mantissa.bo") != "0"
        let bytes = archive.value(object, key: "NS.mantissa").flatMap {
            Base64.interfaceBuilderBytes(archive.tree.text(of: $0))
        }
        func text(_ mantissa: UnsafeBufferPointer<UInt8>?) -> String {
            IBDecimal.archivedText(
                length: length, isNegative: negative, exponent: exponent, littleEndian: littleEndian,
                mantissa: mantissa)
        }
        guard let bytes else { return text(nil) }
        return bytes.withUnsafeBufferPointer { text($0) }
    }

    /// What the vocabulary reads of legacy object `object` (of archived class `archivedClass`),
    /// its attributes added to `attributes` unless one of the name is there already.
    private func vocabularyDecoded(
        _ object: Int32, archivedClass: String, into attributes: inout [(String, String)]
    ) -> IBDecodedAttributes {
        let decoded = IBVocabulary.decode(archivedClass: archivedClass, platform: platform) { path in
            vocabularyValue(forKeyPath: path, in: object)
        }
        for attribute in decoded.attributes where !attributes.contains(where: { $0.0 == attribute.name }) {
            attributes.append((attribute.name, attribute.value))
        }
        return decoded
    }

    /// The value the vocabulary reads under `path` of legacy object `object`: a key, or `A/B`
    /// for key `B` of the object that `A` holds (as a compiled nib is read: strings as text,
    /// numbers as numbers, an object of the document by its id, a font or colour by its class
    /// and scalars).
    private func vocabularyValue(forKeyPath path: String, in object: Int32) -> IBArchivedValue? {
        var target = object
        var key = Substring(path)
        var depth = 0
        while let slash = key.firstIndex(of: "/"), depth < 4 {
            guard let next = archive.value(target, key: String(key[..<slash])), archive.name(next) == "object" else {
                return nil
            }
            target = next
            key = key[key.index(after: slash)...]
            depth += 1
        }
        guard let child = archive.child(target, key: String(key)) else { return nil }
        return vocabularyValue(of: child, depth: 0)
    }

    /// A legacy value as the vocabulary reads it (see ``vocabularyValue(forKeyPath:in:)``).
    private func vocabularyValue(of element: Int32, depth: Int) -> IBArchivedValue? {
        guard let resolved = archive.resolve(element) else { return nil }
        switch archive.name(resolved) {
        case "nil": return .null
        case "int", "integer": return archive.string(resolved).flatMap { Int64($0) }.map(IBArchivedValue.integer)
        case "bool", "boolean": return .boolean(archive.isTrue(resolved))
        case "double", "real": return archive.string(resolved).flatMap { Double($0) }.map(IBArchivedValue.real)
        case "float": return archive.string(resolved).flatMap { Double($0) }.map(IBArchivedValue.float)
        case "string": return archive.string(resolved).map(IBArchivedValue.string)
        case "bytes":
            // Data (a colour's components) reads as its UTF-8 text, as in compiled nibs.
            return Base64.interfaceBuilderString(archive.tree.text(of: resolved)).map(IBArchivedValue.string)
        case "object":
            if let record = recordByObject[resolved] { return .objectID(records[record].objectID) }
            let className = archive.className(resolved) ?? "NSObject"
            switch className {
            case "NSString", "NSMutableString", "NSLocalizableString":
                return archive.string(resolved).map(IBArchivedValue.string)
            case "NSNumber":
                for key in ["NS.intval", "NS.dblval", "NS.boolval"] {
                    if let number = archive.string(resolved, key: key).flatMap({ Double($0) }) { return .real(number) }
                }
                return nil
            default:
                guard depth == 0 else { return nil }
                var fields: [String: IBArchivedValue] = [:]
                for child in archive.tree.children(of: resolved) {
                    guard let key = archive.key(child), let value = vocabularyValue(of: child, depth: depth + 1) else {
                        continue
                    }
                    if case .object = value { continue }
                    fields[key] = value
                }
                return .object(className: className, fields: fields)
            }
        default:
            return nil
        }
    }

    /// The string properties carried over as attributes: legacy key, modern attribute.
    private static let stringProperties: [(String, String)] = [
        ("NSWindowTitle", "title"), ("NSTitle", "title"), ("NSContents", "title"), ("IBUITitle", "title"),
        ("IBUIText", "text"), ("NSLabel", "label"), ("NSToolbarItemLabel", "label"),
        ("NSToolbarItemPaletteLabel", "paletteLabel"), ("NSToolbarItemIdentifier", "implicitItemIdentifier"),
        ("NSIdentifier", "identifier"), ("NSKeyEquiv", "keyEquivalent"), ("NSTag", "tag"), ("IBUITag", "tag"),
    ]

    /// Writes `<rect key=modernKey …/>` for a geometry string (`{{x, y}, {w, h}}` or `{w, h}`).
    private func writeRect(_ object: Int32, legacyKey: String, modernKey: String, writer: inout LegacyTreeWriter) {
        guard let element = archive.value(object, key: legacyKey), let text = archive.string(element) else { return }
        let numbers = text.split { "{}, ".contains($0) }.map(String.init)
        guard numbers.count == 4 || numbers.count == 2, numbers.allSatisfy({ Double($0) != nil }) else { return }
        let (x, y) = numbers.count == 4 ? (numbers[0], numbers[1]) : ("0", "0")
        let size = numbers.suffix(2)
        writer.leaf(
            "rect",
            [
                ("key", modernKey), ("x", x), ("y", y), ("width", size[size.startIndex]),
                ("height", size[size.startIndex + 1]),
            ],
            at: element)
    }

    /// The tool tip from the object's `IBAttributePlaceholdersKey`, if any.
    private func toolTip(_ objectID: String) -> String? {
        guard let placeholders = flattened[objectID]?["IBAttributePlaceholdersKey"] else { return nil }
        let entry = archive.entries(placeholders).first { $0.key == "ToolTip" }
        return entry.flatMap { archive.string($0.value, key: "toolTip") }
    }

    /// Writes an object's user-defined runtime attributes and connections.
    private func writeTail(_ index: Int, writer: inout LegacyTreeWriter) {
        writeRuntimeAttributes(records[index].objectID, writer: &writer)
        guard let connections = connectionsByRecord[index], let first = connections.first else { return }
        writer.open("connections", [], at: first.origin)
        for connection in connections {
            writer.open(connection.element, connection.attributes, at: connection.origin)
            if !connection.options.isEmpty {
                writer.open("dictionary", [("key", "options")], at: connection.origin)
                for (key, element, value) in connection.options {
                    writer.leaf(element, [("key", key), ("value", value)], at: connection.origin)
                }
                writer.close()
            }
            writer.close()
        }
        writer.close()
    }

    private func writeRuntimeAttributes(_ objectID: String, writer: inout LegacyTreeWriter) {
        guard let placeholders = flattened[objectID]?["IBAttributePlaceholdersKey"],
            let holder = archive.entries(placeholders).first(where: {
                $0.key == "IBUserDefinedRuntimeAttributesPlaceholderName"
            })?.value,
            let list = archive.value(holder, key: "userDefinedRuntimeAttributes")
        else { return }
        let attributes = archive.items(list)
        guard !attributes.isEmpty else { return }
        writer.open("userDefinedRuntimeAttributes", [], at: list)
        for attribute in attributes {
            let typeIdentifier = archive.string(attribute, key: "typeIdentifier") ?? ""
            let type = typeIdentifier.split(separator: ".").last.map(String.init) ?? typeIdentifier
            var fields = [("type", type), ("keyPath", archive.string(attribute, key: "keyPath") ?? "")]
            let value = archive.value(attribute, key: "value")
            switch type {
            case "boolean", "string", "localizedString", "image":
                if let text = value.flatMap(archive.string) { fields.append(("value", text)) }
                writer.leaf("userDefinedRuntimeAttribute", fields, at: attribute)
            case "number":
                writer.open("userDefinedRuntimeAttribute", fields, at: attribute)
                if let value, let text = archive.string(value) {
                    let integer = ["int", "integer"].contains(archive.name(value)) || Int(text) != nil
                    writer.leaf(integer ? "integer" : "real", [("key", "value"), ("value", text)], at: value)
                }
                writer.close()
            default:
                writer.leaf("userDefinedRuntimeAttribute", fields, at: attribute)
            }
        }
        writer.close()
    }

    static func location(of element: Int32, in tree: ElementTree, file: String) -> SourceLocation {
        let record = tree.elements[Int(element)]
        return SourceLocation(file: file, line: Int(record.line), column: record.column == 0 ? nil : Int(record.column))
    }
}

/// Writes the synthesized tree: every element takes the line and column of a legacy element.
private struct LegacyTreeWriter: ~Copyable {
    let legacy: ElementTree
    private var builder = ElementTreeBuilder()
    private var open: [Int32] = []

    init(legacy: ElementTree) {
        self.legacy = legacy
    }

    /// Starts an element located at the legacy element `origin`.
    mutating func open(_ name: String, _ attributes: [(String, String)], at origin: Int32) {
        let record = legacy.elements[Int(origin)]
        let element = builder.startElement(
            name: builder.intern(name), line: Int(record.line), column: record.column == 0 ? nil : Int(record.column))
        var idAttribute: Int32 = -1
        for (attributeName, value) in attributes {
            var value = value
            let start = value.withUTF8 { builder.append($0) }
            let nameIndex = builder.intern(attributeName)
            let index = builder.addAttribute(name: nameIndex, valueStart: start, valueLength: Int32(value.utf8.count))
            if nameIndex == KnownName.id.rawValue, idAttribute < 0 { idAttribute = index }
        }
        builder.finishAttributes(of: element, idAttribute: idAttribute)
        open.append(element)
    }

    /// An element without children.
    mutating func leaf(_ name: String, _ attributes: [(String, String)], at origin: Int32) {
        self.open(name, attributes, at: origin)
        close()
    }

    mutating func close() {
        guard let element = open.popLast() else { return }
        builder.endElement(element)
    }

    /// Copies the whole legacy `<archive>` as a child of the element open now.
    mutating func copyArchive() {
        builder.copy(legacy, 0)
    }

    mutating func finish() -> ElementTree {
        while !open.isEmpty { close() }
        return builder.finish()
    }
}
