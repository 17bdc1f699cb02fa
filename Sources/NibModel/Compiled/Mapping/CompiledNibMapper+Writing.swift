extension CompiledNibMapper {
    /// `NSCell` → `cell`, `NSWindowView` → `contentView` (``IBVocabulary``).
    static func xibKey(_ key: String) -> String { IBVocabulary.documentKey(forArchiveKey: key) }

    func write(into writer: inout TreeWriter) throws(NibParseError) {
        let type = isAppKit ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let runtime = isAppKit ? "MacOSX.Cocoa" : "iOS.CocoaTouch"
        var attributes = [("type", type), ("version", "3.0"), ("targetRuntime", runtime)]
        if isAppKit, instantiatesCustomObjectsDirectly {
            attributes.append(("customObjectInstantitationMethod", "direct"))
        }
        try writer.start("document", attributes, at: (0, nil))
        try writeObjects(into: &writer, inScene: false)
        let namedColors = uiNamedColors()
        if !resources.isEmpty || !namedColors.isEmpty {
            try writer.start("resources", [], at: (0, nil))
            for resource in resources {
                guard let keyedArchive = resource.keyedArchive else {
                    try writer.leaf(resource.kind, [("name", resource.name)] + resource.attributes)
                    continue
                }
                try writer.start(resource.kind, [("name", resource.name)] + resource.attributes, at: (0, nil))
                try writer.start("mutableData", [("key", "keyedArchiveRepresentation")], at: (0, nil))
                writer.text(keyedArchive)
                writer.end()
                writer.end()
            }
            try Self.writeNamedColors(namedColors, into: &writer)
            writer.end()
        }
        writer.end()
    }

    /// The `<objects>` element: placeholders, then the top-level objects with their subtrees.
    func writeObjects(into writer: inout TreeWriter, inScene: Bool) throws(NibParseError) {
        try writer.start("objects", [], at: (0, nil))
        let children = childLists()
        for placeholder in placeholders {
            try writePlaceholder(placeholder, children: children, inScene: inScene, into: &writer)
        }
        for object in topLevel { try writeObject(object, key: nil, children: children, into: &writer) }
        writer.end()
    }

    /// A view nib's top-level objects written inside its controller: the first as the
    /// controller's `view`, the others as its children; no placeholders (they are objects of
    /// the controller's nib, see ``placeholderAliases``).
    func writeNested(into writer: inout TreeWriter) throws(NibParseError) {
        let children = childLists()
        for (offset, object) in topLevel.enumerated() {
            try writeObject(object, key: offset == 0 ? "view" : nil, children: children, into: &writer)
        }
        if !controllerLayoutGuides.isEmpty {
            try writer.start(IBVocabulary.uiKitLayoutGuidesWrapper, [], at: (0, nil))
            for guide in controllerLayoutGuides { try writeObject(guide, key: nil, children: children, into: &writer) }
            writer.end()
        }
    }

    /// Each member's children, in archive order, but for the children a parent lists in one
    /// collection (a view's `NSSubviews`) in an order that is neither the object table's nor
    /// (in a NIBArchive) its reverse, which take the collection's order among them: older Interface Builder's keyed
    /// archives list a view's subviews in their object table in an order of their own (adium's
    /// EditStateSheet), where today's ibtool and the compiler list them as the document does
    /// and archive `NSSubviews` in that order or, for a custom view, last first.
    func childLists() -> ChildLists {
        var children = ChildLists(count: archive.count)
        // Each parent's children's positions in the collection that holds them, in table order.
        var listed = ObjectTable<[(key: Int32, position: Int)]>(count: archive.count)
        var listedParents: [Int] = []
        var collections: [Int64: [Int: Int]] = [:]
        for object in members {
            guard let link = parents[object], link.inCollection, link.key >= 0, Int(link.key) < archive.keyCount
            else { continue }
            let code = Int64(link.parent) << 32 | Int64(link.key)
            if collections[code] == nil { collections[code] = collectionPositions(of: link.parent, key: link.key) }
            guard let position = collections[code]?[object] else { continue }
            if listed[link.parent] == nil { listedParents.append(link.parent) }
            listed[link.parent, default: []].append((link.key, position))
        }
        // A keyed archive's table may list a view's subviews last first too (adium's
        // BlockEditorWindow); a NIBArchive's does so only where the parent is archived last first
        // and read as another element than a custom view, which keeps its table's order.
        let olderTableOrder: Bool
        switch archive.format {
        case .binaryKeyedArchive, .xmlKeyedArchive: olderTableOrder = true
        default: olderTableOrder = false
        }
        var reordered = ObjectTable<[Int]>(count: archive.count)
        var reorderedParents: [Int] = []
        for parent in listedParents {
            let entries = listed[parent] ?? []
            let keys = Set(entries.map(\.key))
            let outOfOrder = keys.contains { key in
                let positions = entries.filter { $0.key == key }.map(\.position)
                let increasing = zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }
                let decreasing = zip(positions, positions.dropFirst()).allSatisfy { $0 > $1 }
                return !increasing && (!decreasing || olderTableOrder)
            }
            if outOfOrder {
                reordered[parent] = []
                reorderedParents.append(parent)
            }
        }
        for object in members {
            guard let parent = parents[object]?.parent else { continue }
            if reordered[parent] != nil {
                reordered[parent, default: []].append(object)
            } else {
                children.append(object, to: parent)
            }
        }
        for parent in reorderedParents {
            var list = reordered[parent] ?? []
            // Each collection's members sorted among the places they hold in the list.
            var groups: [Int32: [Int]] = [:]
            for (offset, child) in list.enumerated() {
                if let link = parents[child], link.inCollection { groups[link.key, default: []].append(offset) }
            }
            for (key, offsets) in groups {
                let positions = collections[Int64(parent) << 32 | Int64(key)] ?? [:]
                let sorted = offsets.map { list[$0] }.enumerated().sorted {
                    (positions[$0.element] ?? Int.max, $0.offset) < (positions[$1.element] ?? Int.max, $1.offset)
                }
                for (offset, child) in zip(offsets, sorted.map(\.element)) { list[offset] = child }
            }
            for child in list { children.append(child, to: parent) }
        }
        return children
    }

    /// The document position of each element of the collection `parent` holds under archive key
    /// `key`: its index, counted from the end for a custom view's `NSSubviews`
    /// (`AppKitArchiver` archives them last first).
    private func collectionPositions(of parent: Int, key: Int32) -> [Int: Int] {
        var positions: [Int: Int] = [:]
        for slot in archive.slotRange(of: parent) where archive.slots[slot].key == key {
            var elements = archive.elements(archive.slots[slot].value)
            if archive.keyName(Int(key)) == "NSSubviews",
                (elementOverrides[parent] ?? ArchivedClass.of(parent, in: archive, elements: classElements).element)
                    == "customView"
            {
                elements.reverse()
            }
            for (offset, element) in elements.enumerated() where positions[element] == nil {
                positions[element] = offset
            }
            break
        }
        return positions
    }

    private func writePlaceholder(
        _ placeholder: (index: Int?, role: Role), children: ChildLists, inScene: Bool,
        into writer: inout TreeWriter
    ) throws(NibParseError) {
        let id = placeholderID(placeholder.role, index: placeholder.index)
        let position = archive.position(of: placeholder.index)
        var attributes: [(String, String)]
        var element = "customObject"
        switch placeholder.role {
        case .filesOwner:
            if isAppKit, !inScene {
                attributes = [("id", id), ("userLabel", "File's Owner")]
                if let index = placeholder.index {
                    // The class IB showed is the IBClassReference's (with its module and module
                    // provider); without one the xib named no class, or an older one the archived class.
                    if let shown = shownClass(of: index) {
                        attributes.append(("customClass", shown.className))
                        if let module = shown.module { attributes.append(("customModule", module)) }
                        if let provider = shown.provider { attributes.append(("customModuleProvider", provider)) }
                    } else {
                        let named = ArchivedClass.of(index, in: archive, elements: classElements)
                        if let customClass = named.customClass { attributes.append(("customClass", customClass)) }
                        if let module = named.customModule { attributes.append(("customModule", module)) }
                    }
                }
            } else {
                element = "placeholder"
                attributes = [("placeholderIdentifier", "IBFilesOwner"), ("id", id), ("userLabel", "File's Owner")]
            }
        case .firstResponder:
            if isAppKit {
                attributes = [("id", id), ("userLabel", "First Responder"), ("customClass", "FirstResponder")]
                if inScene { attributes.append(("sceneMemberID", "firstResponder")) }
            } else {
                element = "placeholder"
                attributes = [
                    ("placeholderIdentifier", "IBFirstResponder"), ("id", id), ("customClass", "UIResponder"),
                ]
                // In a storyboard it is the scene's First Responder, as AppKit's is.
                if inScene { attributes.append(("sceneMemberID", "firstResponder")) }
            }
        case .application:
            guard !inScene || placeholder.index != nil else { return }
            attributes = [("id", id), ("userLabel", "Application")]
            // The class IB showed (`customClass="NSObject"` in most xibs) survives only as the
            // IBClassReference; without one the xib named no class.
            if let index = placeholder.index, let reference = archive.reference(.classReference, in: index),
                let shown = archive.string(.ibClassName, in: reference)
            {
                attributes.append(("customClass", shown))
            }
            if inScene { element = "placeholder"; attributes.insert(("placeholderIdentifier", "IBApplication"), at: 0) }
        case .custom(let identifier):
            element = "placeholder"
            attributes = [("placeholderIdentifier", identifier), ("id", id)]
        }
        try writer.start(element, attributes, at: position)
        if let index = placeholder.index { try writeContents(of: index, children: children, into: &writer) }
        writer.end()
    }

    /// The class Interface Builder showed for archived object `index`, as its `IBClassReference`
    /// names it: the class, its module and module provider (`target`).
    func shownClass(of index: Int) -> (className: String, module: String?, provider: String?)? {
        guard let reference = archive.reference(.classReference, in: index),
            let className = archive.string(.ibClassName, in: reference)
        else { return nil }
        return (
            className, archive.string(archive.value(named: "IBModuleName", in: reference)),
            archive.string(archive.value(named: "IBModuleProvider", in: reference))
        )
    }

    func writeObject(  // nested-nibs hook: not private, CompiledNibMapper+NestedNibs.swift writes with it
        _ object: Int, key: String?, children: ChildLists, into writer: inout TreeWriter
    )
        throws(NibParseError)
    {
        var named = ArchivedClass.of(object, in: archive, elements: classElements)
        if !elementOverrides.isEmpty, let element = elementOverrides[object] {
            named = ArchivedClass(element: element, customClass: named.customClass, customModule: named.customModule)
            if element == "application", named.customClass == "NSApplication" { named.customClass = nil }
        }
        // A clip view's document view is a plain `<view>` as Xcode writes it (archived NSView,
        // not the NSCustomView a `<customView>` becomes).
        let inClipView = parents[object].map { archive.className($0.parent) == "NSClipView" } ?? false
        var element = named.element
        if key == nil, isAppKit, !inClipView {
            // The table has one entry: compared rather than hashed for every object.
            for (from, to) in IBVocabulary.unkeyedElementNames where from == element {
                element = to
                break
            }
        }
        // A UIKit view that an embed segue starts from is a container view: ibtool archives it as
        // a plain `UIView` with the segue, and Xcode writes it as `<containerView>`.
        if !isAppKit, element == "view",
            connections[object]?.contains(where: { connection in
                connection.name == "segue" && connection.attributes.contains { $0 == ("kind", "embed") }
            }) == true
        {
            element = "containerView"
        }
        try writer.open(element, at: archive.position(of: object))
        if let key { writer.attribute(.key, key) }
        if !idOverrides.isEmpty, let id = idOverrides[object] {
            writer.attribute(named: "id", id)
        } else if let oid = oids[object] {
            writer.attribute(.id, prefix: idPrefix, number: oid)
        } else {
            writer.attribute(.id, prefix: idPrefix, "obj", number: Int64(object))
        }
        if let customClass = named.customClass { writer.attribute(.customClass, customClass) }
        if let module = named.customModule { writer.attribute(.customModule, module) }
        let kind = archive.classKind(object)
        let traits = ElementTraits.of(named.element)
        let keys = SpecialKeys(of: object, in: archive)
        var decoded = decodedAttributesOnce(of: object, kind: kind)
        adjustDecoded(&decoded, of: object, element: named.element, traits: traits, keys: keys)
        if traits.kind == .constraint { adjustSymbolicConstant(&decoded, ofConstraint: object) }
        if !embeddedImageAttributes.isEmpty, let images = embeddedImageAttributes[object] {
            for (name, value) in images where !decoded.attributes.contains(where: { $0.name == name }) {
                decoded.attributes.append(IBDecodedAttribute(name, value))
            }
        }
        // The attributes written after the decoded ones, in this order (three lists rather than
        // one joined: joining them cost two arrays per object).
        let stored = extraAttributes[object] ?? []
        let implied = key.flatMap { IBVocabulary.keyImpliedAttributes[$0] } ?? []
        let packed = packedAttributes(of: object, element: named.element, traits: traits)
        let omitted = omittedAttributes[object] ?? []
        func isExtra(_ name: String) -> Bool {
            stored.contains { $0.0 == name } || implied.contains { $0.0 == name } || packed.contains { $0.0 == name }
        }
        var titled = false
        let checksLists = !stored.isEmpty || !implied.isEmpty || !packed.isEmpty || !omitted.isEmpty
        for attribute in decoded.attributes {
            // Told apart by the name's tree index where the plan gave one (string comparisons
            // cost 0.7 M instructions in pass 7).
            let index = attribute.nameIndex
            if index >= 0 {
                guard index != KnownName.key.rawValue, index != KnownName.id.rawValue,
                    index != KnownName.customClass.rawValue
                else { continue }
            } else {
                let name = attribute.name
                guard name != "key", name != "id", name != "customClass" else { continue }
            }
            if checksLists, isExtra(attribute.name) || omitted.contains(attribute.name) { continue }
            writer.attribute(attribute)
            if index >= 0 ? index == TreeWriter.titleIndex : attribute.name == "title" { titled = true }
        }
        if !titled, let title = archive.string(kind == .windowTemplate ? .windowTitle : .title, in: object),
            !title.isEmpty
        {
            writer.attribute(.title, title)
        }
        if traits.kind == .window, isAppKit, !visibleWindows.contains(object) {
            writer.attribute(.visibleAtLaunch, "NO")
        } else if !isAppKit, named.element == "window", visibleWindows.contains(object) {
            // A UIKit window listed in `UINibVisibleWindowsKey`: hidden is UIKit's default.
            writer.attribute(.visibleAtLaunch, "YES")
        }
        for (name, value) in stored { writer.attribute(named: name, value) }
        for (name, value) in implied { writer.attribute(named: name, value) }
        for (name, value) in packed { writer.attribute(named: name, value) }
        writer.endAttributes()
        try writeGeometry(of: object, kind: kind, element: named.element, into: &writer)
        try writeUIKitAccessibility(of: object, into: &writer)
        try writeDecodedChildren(decoded, of: object, kind: kind, depth: 0, keys: keys, into: &writer)
        plans.giveBack(decoded: consume decoded)
        try writeUnkeyedChildren(of: object, element: named.element, into: &writer)
        // Children, grouped: keyed children first, then each collection's wrapper.
        var wrapped: [(wrapper: String, key: Int32, objects: [Int])] = []
        for child in children.children(of: object) {
            guard let link = parents[child] else { continue }
            if link.inCollection {
                let wrapper = link.key >= 0 ? linkNames[link.key]?.wrapper ?? "" : ""
                if let slot = wrapped.firstIndex(where: { $0.wrapper == wrapper }) {
                    wrapped[slot].objects.append(child)
                } else {
                    wrapped.append((wrapper, link.key, [child]))
                }
            } else {
                let key = link.key < 0 ? nil : linkNames[link.key]?.key
                try writeObject(child, key: key?.isEmpty == false ? key : nil, children: children, into: &writer)
            }
        }
        for group in wrapped {
            if traits.kind == .stackView, isAppKit, group.wrapper == "subviews",
                let areas = stackGravityAreas(of: object, views: group.objects)
            {
                for (area, views) in areas {
                    try writer.start(area, [], at: (0, nil))
                    for child in views { try writeObject(child, key: nil, children: children, into: &writer) }
                    writer.end()
                }
                continue
            }
            try writer.start(group.wrapper, [], at: (0, nil))
            for child in collectionOrder(group.objects, key: group.key, in: object) {
                try writeObject(child, key: nil, children: children, into: &writer)
            }
            writer.end()
        }
        if traits.kind == .toolbar { try writeDefaultToolbarItems(of: object, into: &writer) }
        if traits.kind == .stackView, isAppKit { try writeStackViewLists(of: object, into: &writer) }
        if let table = staticTable, table.table == object { try table.write(&writer) }
        if !nestedViews.isEmpty, let view = nestedView(of: object, children: children) {
            try view.writeNested(into: &writer)
        }
        try writeNestedNibs(in: object, into: &writer)  // nested-nibs hook
        try writeContents(of: object, children: nil, into: &writer)
        writer.end()
    }

    /// A toolbar's default items, each a `<toolbarItem reference=…/>` to an item written among
    /// its allowed items (`NSToolbarIBDefaultItems`).
    private func writeDefaultToolbarItems(of toolbar: Int, into writer: inout TreeWriter) throws(NibParseError) {
        let items = archive.elements(archive.value(named: "NSToolbarIBDefaultItems", in: toolbar))
        let ids = items.compactMap { hasID($0) ? elementID(of: $0) : nil }
        guard !ids.isEmpty, ids.count <= 4096 else { return }
        try writer.start("defaultToolbarItems", [], at: (0, nil))
        for id in ids { try writer.leaf("toolbarItem", [("reference", id)]) }
        writer.end()
    }

    /// A stack view's subviews by the gravity area whose container holds each
    /// (`IBVocabulary.stackGravityAreas`), for a stack view whose views are in gravity areas: one
    /// with a middle container (the compiler archives one only then); `nil` for any other, whose
    /// views are its `<subviews>`. A view no container holds is left in the beginning area.
    private func stackGravityAreas(of stack: Int, views: [Int]) -> [(String, [Int])]? {
        let areas = IBVocabulary.stackGravityAreas
        guard case .reference? = archive.value(named: areas[1].containerKey, in: stack) else { return nil }
        var area: [Int: Int] = [:]
        for (index, key) in areas.map(\.containerKey).enumerated() {
            guard case .reference(let container)? = archive.value(named: key, in: stack) else { continue }
            for view in archive.elements(archive.value(named: "NSStackViewContainerNonDroppedViews", in: container))
            where area[view] == nil {
                area[view] = index
            }
        }
        var grouped = Array(repeating: [Int](), count: areas.count)
        for view in views { grouped[area[view] ?? 0].append(view) }
        return zip(areas.map(\.area), grouped).filter { !$0.1.isEmpty }
    }

    /// A flat stack view's `<visibilityPriorities>` and `<customSpacing>`: one number per view it
    /// arranges, as Xcode writes them (every macOS stack view of the corpus with views does, the
    /// defaults included). The views are its gravity containers' (`NSStackViewBeginningContainer`,
    /// middle, end) `NSStackViewContainerNonDroppedViews`; each container maps a view to its
    /// priority (`NSStackViewContainerVisibilityPriorities`) and its spacing after
    /// (`NSStackViewContainerViewToCustomAfterSpaceMap`), `nil` when every view has the default:
    /// must hold (1000) and the default spacing (`NSStackViewSpacingUseDefault`, `FLT_MAX`).
    private func writeStackViewLists(of stack: Int, into writer: inout TreeWriter) throws(NibParseError) {
        guard archive.value(named: "NSStackViewHasFlatViewHierarchy", in: stack) == .boolean(true) else { return }
        var priorities: [String] = []
        var spacings: [String] = []
        for gravity in IBVocabulary.stackGravityAreas.map(\.containerKey) {
            guard case .reference(let container)? = archive.value(named: gravity, in: stack) else { continue }
            func numbers(_ key: String) -> [Int: Double] {
                var mapped: [Int: Double] = [:]
                for entry in archive.dictionary(archive.value(named: key, in: container)) {
                    if let number = archive.number(.reference(entry.value)) { mapped[entry.key] = number }
                }
                return mapped
            }
            let visibility = numbers("NSStackViewContainerVisibilityPriorities")
            let spacing = numbers("NSStackViewContainerViewToCustomAfterSpaceMap")
            let views = archive.elements(archive.value(named: "NSStackViewContainerNonDroppedViews", in: container))
            guard priorities.count + views.count <= 4096 else { return }
            for view in views {
                priorities.append(IBValueCodec.format(visibility[view] ?? 1000))
                spacings.append(IBValueCodec.format(spacing[view] ?? Double(Float.greatestFiniteMagnitude)))
            }
        }
        guard !priorities.isEmpty else { return }
        try writer.start("visibilityPriorities", [], at: (0, nil))
        for priority in priorities { try writer.leaf("integer", [("value", priority)]) }
        writer.end()
        try writer.start("customSpacing", [], at: (0, nil))
        for spacing in spacings { try writer.leaf("real", [("value", spacing)]) }
        writer.end()
    }

    /// `objects`, children of `parent` held in its collection under key index `key`, in the
    /// collection's order when it is a menu's items (the archive may store them in another
    /// order); objects the collection does not list keep their order, after the others.
    private func collectionOrder(_ objects: [Int], key: Int32, in parent: Int) -> [Int] {
        // Only a menu's items: a view's subviews keep the archive's order, which is the source's
        // where the two differ (the corpus's StatusBar.nib).
        guard objects.count > 1, keyName(key) == "NSMenuItems" else { return objects }
        var rank: [Int: Int] = [:]
        for slot in archive.slotRange(of: parent) where archive.slots[slot].key == key {
            let elements = archive.elements(archive.slots[slot].value)
            guard elements.count <= 4 * objects.count + 64 else { return objects }
            for (offset, element) in elements.enumerated() where rank[element] == nil { rank[element] = offset }
            break
        }
        guard !rank.isEmpty else { return objects }
        return objects.enumerated().sorted { lhs, rhs in
            (rank[lhs.element] ?? Int.max, lhs.offset) < (rank[rhs.element] ?? Int.max, rhs.offset)
        }.map(\.element)
    }

    /// An object's connections and runtime attributes (and a placeholder's children).
    private func writeContents(
        of object: Int, children: ChildLists?, into writer: inout TreeWriter
    ) throws(NibParseError) {
        if !accessibilityAttributes.isEmpty, let attributes = accessibilityAttributes[object] {
            let order = IBVocabulary.accessibilityAttributeTypes.map(\.attribute)
            let sorted = attributes.sorted {
                (order.firstIndex(of: $0.name) ?? order.count) < (order.firstIndex(of: $1.name) ?? order.count)
            }
            try writer.leaf("accessibility", sorted.map { ($0.name, $0.value) })
        }
        if let attributes = runtimeAttributes[object], !attributes.isEmpty {
            try writer.start("userDefinedRuntimeAttributes", [], at: (0, nil))
            for attribute in attributes {
                var fields = [("type", attribute.type), ("keyPath", attribute.keyPath)]
                if let value = attribute.value { fields.append(("value", value)) }
                try writer.start("userDefinedRuntimeAttribute", fields, at: (0, nil))
                if let number = attribute.number { try writer.leaf(number.0, [("key", "value"), ("value", number.1)]) }
                writer.end()
            }
            writer.end()
        }
        guard let list = connections[object], !list.isEmpty else { return }
        try writer.start("connections", [], at: (0, nil))
        for connection in list {
            try writer.start(connection.name, connection.attributes, at: connection.position)
            if !connection.options.isEmpty {
                try writer.start("dictionary", [("key", "options")], at: (0, nil))
                for option in connection.options {
                    if option.0 == "string" {
                        try writer.start("string", [("key", option.1)], at: (0, nil))
                        writer.text(option.2)
                        writer.end()
                    } else {
                        try writer.leaf(option.0, [("key", option.1), ("value", option.2)])
                    }
                }
                writer.end()
            }
            writer.end()
        }
        writer.end()
    }

    /// A view's `<rect key="frame">`, a window's `contentRect` and style mask, read in one pass
    /// over the object's values.
    private func writeGeometry(
        of object: Int, kind: ArchiveClass, element: String, into writer: inout TreeWriter
    )
        throws(NibParseError)
    {
        var frame: ArchiveValue?
        var frameSize: ArchiveValue?
        var bounds: ArchiveValue?
        var center: ArchiveValue?
        var windowRect: ArchiveValue?
        for slot in archive.slotRange(of: object) {
            let value = archive.slots[slot].value
            switch archive.keyKind(ofSlot: slot) {
            case .frame: frame = value
            case .bounds: bounds = value
            case .center: center = value
            case .frameSize: frameSize = value
            case .windowRect: windowRect = value
            default: continue
            }
        }
        func rect(_ key: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) throws(NibParseError) {
            try writer.open(nameIndex: TreeWriter.rectIndex, at: (0, nil))
            writer.attribute(.key, key)
            writer.attribute(.x, number: x)
            writer.attribute(.y, number: y)
            writer.attribute(.width, number: width)
            writer.attribute(.height, number: height)
            writer.endAttributes()
            writer.end()
        }
        func numbers(_ value: ArchiveValue?) -> GeometryNumbers? {
            guard let (start, count) = archive.stringRange(value) else { return nil }
            return archive.withBytes(start, count) { GeometryNumbers(parsing: $0) }
        }
        if kind == .windowTemplate || (element == "window" && isAppKit) {
            if let content = numbers(windowRect), content.count == 4 {
                try rect("contentRect", content[0], content[1], content[2], content[3])
            }
            return
        }
        var written: [Double]?
        if let frame = numbers(frame), frame.count == 4 {
            written = [frame[0], frame[1], frame[2], frame[3]]
        } else if let size = numbers(frameSize), size.count == 2 {
            written = [0, 0, size[0], size[1]]
        }
        if var frame = written {
            if isAppKit, let designed = designedFrame(of: object, element: element, archived: frame) {
                frame = designed
            }
            try rect("frame", frame[0], frame[1], frame[2], frame[3])
            // A text view's minimum size is its frame's, which ibtool does not archive.
            if isAppKit, element == "textView" {
                try writer.leaf(
                    "size", [("key", "minSize"), ("width", Self.format(frame[2])), ("height", Self.format(frame[3]))])
            }
        } else if let bounds = archive.geometry(bounds), bounds.count == 4 {
            let center = archive.geometry(center) ?? [bounds[2] / 2, bounds[3] / 2]
            let origin = center.count == 2 ? [center[0] - bounds[2] / 2, center[1] - bounds[3] / 2] : [0, 0]
            try rect("frame", origin[0], origin[1], bounds[2], bounds[3])
        }
    }

    /// `12` rather than `12.0`, as xibs write whole numbers.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}

/// The numbers in an AppKit geometry string (`{{0, 0}, {480, 270}}` → 0, 0, 480, 270), up to
/// the four a rectangle has, without making an array. Plain integers (the common case) are
/// read from the bytes; any other token goes through `Double.init`; a token that is no number
/// makes the whole text unreadable (`nil`).
struct GeometryNumbers {
    private var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
    /// How many numbers the text has (more than four are counted, not kept).
    private(set) var count = 0

    init?(parsing bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < bytes.count {
            if Self.isSeparator(bytes[index]) {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, !Self.isSeparator(bytes[index]) { index += 1 }
            let token = UnsafeBufferPointer(rebasing: bytes[start..<index])
            guard let number = Self.plainInteger(token) ?? Double(String(decoding: token, as: UTF8.self)) else {
                return nil
            }
            switch count {
            case 0: values.0 = number
            case 1: values.1 = number
            case 2: values.2 = number
            case 3: values.3 = number
            default: break
            }
            count += 1
        }
    }

    /// The number at `index` (0 to 3, below ``count``).
    subscript(index: Int) -> Double {
        switch index {
        case 0: values.0
        case 1: values.1
        case 2: values.2
        default: values.3
        }
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: " ")
    }

    /// An optional `-` and one to 15 decimal digits, as a `Double`; `nil` for anything else.
    private static func plainInteger(_ token: UnsafeBufferPointer<UInt8>) -> Double? {
        let negative = token.first == UInt8(ascii: "-")
        let digits = negative ? token.dropFirst() : token[...]
        guard !digits.isEmpty, digits.count <= 15 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return Double(negative ? -value : value)
    }
}
