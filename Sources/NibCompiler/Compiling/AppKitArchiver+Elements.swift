import NibModel

/// Elements whose archive is more than their attributes: a matrix's grid of cells, a web view's
/// preferences and drag types, a controller's declared keys, and the accessibility relationships
/// a document connects (`NSNibAXRelationshipConnector`).
extension AppKitArchiver {
    /// The keys of an element the archiver archives itself, beyond the vocabulary's rules (see
    /// ``partsArchivedItself``).
    static let elementPartsArchivedItself: [String: Set<String>] = [
        "matrix": ["cells", "prototype"], "webView": ["preferences"],
        "objectController": ["declaredKeys", "objectClass"],
        "arrayController": ["declaredKeys", "objectClass"], "treeController": ["declaredKeys", "objectClass"],
        "userDefaultsController": ["declaredKeys"],
    ]

    /// The parts of an element that the vocabulary's rules leave to the archiver, once the element
    /// and its keyed children are archived as `id`.
    mutating func archiveElementParts(_ element: NibElement, id: GraphID) throws(CompileError) {
        switch element.name {
        case "matrix": try archiveMatrix(element, id: id)
        case "webView": try archiveWebView(element, id: id)
        case "objectController", "arrayController", "treeController", "dictionaryController":
            archiveDeclaredKeys(of: element, id: id)
        case "userDefaultsController": archiveDefaultsController(element, id: id)
        default: break
        }
    }

    /// A matrix: its prototype cell (`NSProtoCell`), its cells — which the document writes by
    /// column — in a mutable array row by row (`NSCells`, each cell's control view the matrix), the
    /// numbers of rows and columns, and no selection (``archiveMatrixSelectionAndCellColor(id:)``),
    /// as the EFLaceView nib's matrices and AppKit's coder hold them.
    private mutating func archiveMatrix(_ element: NibElement, id: GraphID) throws(CompileError) {
        builder.remove("NSPrototype", from: id)
        if let prototype = element.child(forKey: "prototype") {
            var prototypeID = prototype[attribute: "id"].flatMap { archived[$0] }
            if prototypeID == nil {
                // A prototype without an id (GNUstep's ButtonCell test) is no document object
                // the children's walk archives: it is archived here, in the matrix's objects.
                try archive(prototype, parent: id, superview: id)
                prototypeID = objects.last?.object
            }
            if let prototypeID { builder.set("NSProtoCell", .reference(prototypeID), on: id) }
        }
        let wrapper = element.firstChild(named: "cells")
        let columns = wrapper?.children.filter { $0.name == "column" } ?? []
        if columns.isEmpty, let wrapper, wrapper.children.contains(where: \.declaresObject) {
            archiveMatrixOfRowOrderCells(element, wrapper: wrapper, id: id)
            return
        }
        let grid = columns.map { column in column.children.filter(\.declaresObject) }
        let rows = grid.map(\.count).max() ?? 0
        guard grid.allSatisfy({ $0.count == rows }) else {
            throw CompileError(
                .unsupportedElement("matrix whose columns have different numbers of cells"),
                at: element.location(in: document))
        }
        var archivedGrid: [[GraphID]] = []
        for cells in grid {
            var archivedColumn: [GraphID] = []
            for cell in cells {
                try archive(cell, parent: id, superview: id)
                guard let cellID = cell[attribute: "id"].flatMap({ archived[$0] }) else { continue }
                builder.set("NSControlView", .reference(id), on: cellID)
                archivedColumn.append(cellID)
            }
            archivedGrid.append(archivedColumn)
        }
        var cells: [GraphID] = []
        for row in 0..<rows {
            for column in archivedGrid.indices where row < archivedGrid[column].count {
                cells.append(archivedGrid[column][row])
            }
        }
        builder.set("NSCells", .reference(builder.collection("NSMutableArray", cells, shared: false)), on: id)
        builder.set("NSNumRows", .integer(Int64(rows)), on: id)
        builder.set("NSNumCols", .integer(Int64(grid.count)), on: id)
        archiveMatrixSelectionAndCellColor(id: id)
        // Flag words are archived as the signed 32-bit integers AppKit keeps them in.
        if let flags = integer(builder[id]?.value(forKey: "NSMatrixFlags")) {
            builder.set("NSMatrixFlags", .integer(Int64(Int32(truncatingIfNeeded: flags))), on: id)
        }
    }

    /// A matrix's selection, which ibtool archives as none (row and column -1) whatever its
    /// cells' states (the EFLaceView nib's matrices, one with a cell on; test_matrix_flags' radio
    /// matrices with a cell on, as viraptor/ibtool's compiler writes them for Apple's nib), and
    /// the background colour of its cells, the control colour unless the document gives one
    /// (test_matrix_flags, the same).
    private mutating func archiveMatrixSelectionAndCellColor(id: GraphID) {
        builder.set("NSSelectedRow", .integer(-1), on: id)
        builder.set("NSSelectedCol", .integer(-1), on: id)
        if builder[id]?.value(forKey: "NSCellBackgroundColor") == nil,
            let color = catalogColor(catalog: "System", name: "controlColor")
        {
            builder.set("NSCellBackgroundColor", .reference(color), on: id)
        }
    }

    /// A matrix whose document lists its cells without columns, in the archive's order (a
    /// document decompiled from a nib): the children's walk archived them; their number of columns
    /// is inferred from the matrix's width, its cells' and the spacing between them (one row when
    /// the document gives no sizes).
    private mutating func archiveMatrixOfRowOrderCells(_ element: NibElement, wrapper: NibElement, id: GraphID) {
        let cells = wrapper.children.filter(\.declaresObject).compactMap {
            $0[attribute: "id"].flatMap { archived[$0] }
        }
        for cell in cells { builder.set("NSControlView", .reference(id), on: cell) }
        func width(_ key: String) -> Double? { element.child(forKey: key)?[attribute: "width"].flatMap(Double.init) }
        var columns = cells.count
        if let frame = width("frame"), let cell = width("cellSize"), cell + (width("intercellSpacing") ?? 0) > 0 {
            let spacing = width("intercellSpacing") ?? 0
            let fitted = Int(((frame + spacing) / (cell + spacing)).rounded())
            if fitted > 0, cells.count % fitted == 0 { columns = fitted }
        }
        let rows = columns > 0 ? cells.count / columns : 0
        builder.set("NSCells", .reference(builder.collection("NSMutableArray", cells, shared: false)), on: id)
        builder.set("NSNumRows", .integer(Int64(rows)), on: id)
        builder.set("NSNumCols", .integer(Int64(columns)), on: id)
        archiveMatrixSelectionAndCellColor(id: id)
        if let flags = integer(builder[id]?.value(forKey: "NSMatrixFlags")) {
            builder.set("NSMatrixFlags", .integer(Int64(Int32(truncatingIfNeeded: flags))), on: id)
        }
    }

    /// The pasteboard types a `WebView` accepts dropped, which ibtool archives for every web view
    /// (`NSDragTypes` of the Sparkle alert's web view, iTerm2's copy).
    static let webViewDragTypes = [
        "Apple HTML pasteboard type", "Apple PDF pasteboard type", "Apple URL pasteboard type",
        "Apple Web Archive pasteboard type", "Apple WebKit dummy pasteboard type",
        "Apple files promise pasteboard type", "NSColor pasteboard type", "NSFilenamesPboardType",
        "NSStringPboardType", "NeXT RTFD pasteboard type", "NeXT Rich Text Format v1.0 pasteboard type",
        "NeXT TIFF v4.0 pasteboard type", "WebURLsWithTitlesPboardType", "public.png", "public.url",
        "public.url-name",
    ]

    /// The preferences a document gives every web view, which ibtool archives as none of the web
    /// view's own: Interface Builder's default font sizes. The Sparkle alert's `WebPreferences`
    /// holds an empty `Values` dictionary; inferred: its document wrote these defaults, as every
    /// Xcode document with a web view does (the corpus's two).
    static let webPreferencesDefaults: [String: String] = ["defaultFontSize": "12", "defaultFixedFontSize": "12"]

    /// A web view's drag types and preferences (`WebPreferences`: no identifier, the values it
    /// overrides). Preferences other than ``webPreferencesDefaults`` are refused at their element:
    /// the corpus shows no archive of one.
    private mutating func archiveWebView(_ element: NibElement, id: GraphID) throws(CompileError) {
        let types = Self.webViewDragTypes.map { builder.string($0) }
        builder.set("NSDragTypes", .reference(builder.collection("NSMutableSet", types, shared: false)), on: id)
        // A document that writes no preferences (one decompiled from a nib) has the defaults.
        if let given = element.child(forKey: "preferences") {
            for attribute in given.attributes where attribute.name != "key" {
                guard Self.webPreferencesDefaults[attribute.name] == attribute.value else {
                    throw CompileError(
                        .unsupportedElement("webPreferences \(attribute.name)=\"\(attribute.value)\""),
                        at: given.location(in: document))
                }
            }
        }
        let values = builder.collection("NSMutableDictionary", [], shared: false)
        let preferences = builder.add(
            "WebPreferences", [.init("Identifier", .null), .init("Values", .reference(values))])
        builder.set("Preferences", .reference(preferences), on: id)
    }

    /// A controller's managed object proxy, its declared keys (`<declaredKeys>`), as a mutable
    /// array of strings (`NSDeclaredKeys`, as the EFLaceView nib's array controllers and the
    /// Sparkle permission prompts' hold them), and the class of
    /// its objects. Inferred: `<classReference key="objectClass">` is Interface Builder's record of
    /// the class `objectClassName` names (the corpus's four write both, alike); alone, it names
    /// the class.
    private mutating func archiveDeclaredKeys(of element: NibElement, id: GraphID) {
        // Every controller of Apple's nibs holds a managed object proxy, empty unless the
        // controller works on Core Data entities (the Sparkle permission prompts' array
        // controllers; the EFLaceView nib's name their entity).
        builder.set("_NSManagedProxy", .reference(builder.add("_NSManagedProxy")), on: id)
        if builder[id]?.value(forKey: "NSObjectClassName") == nil,
            let className = element.child(forKey: "objectClass")?[attribute: "className"]
        {
            builder.set("NSObjectClassName", .reference(builder.string(className)), on: id)
        }
        guard let declared = element.firstChild(named: "declaredKeys") else { return }
        let keys = declared.children.filter { $0.name == "string" }.map { builder.string($0.text) }
        builder.set("NSDeclaredKeys", .reference(builder.collection("NSMutableArray", keys, shared: false)), on: id)
    }

    /// A user defaults controller of its own (not `representsSharedInstance`, which archives
    /// only `NSSharedInstance`): its declared keys (`<declaredKeys>`), as a mutable array of
    /// strings (`NSDeclaredKeys`), and whether it applies changes at once (`NSAppliesImmediately`,
    /// true), as the three Sparkle permission prompts' Apple nibs hold them (iTerm2's, macvim's,
    /// transmission's). Inferred: the document has no attribute for `appliesImmediately` that
    /// the corpus shows, so every controller archives AppKit's default, true.
    private mutating func archiveDefaultsController(_ element: NibElement, id: GraphID) {
        guard element[attribute: "representsSharedInstance"] != "YES" else { return }
        if let declared = element.firstChild(named: "declaredKeys") {
            let keys = declared.children.filter { $0.name == "string" }.map { builder.string($0.text) }
            builder.set(
                "NSDeclaredKeys", .reference(builder.collection("NSMutableArray", keys, shared: false)), on: id)
        }
        builder.set("NSAppliesImmediately", .boolean(true), on: id)
    }

    /// The accessibility attributes the document gives its elements (`<accessibility
    /// description="…" identifier="…"/>`), in document order, each element's in the order of
    /// `IBVocabulary.accessibilityAttributeTypes`: each an `NSNibAXAttributeConnector` whose
    /// destination (`AXDestinationArchiveKey`) is the element, its attribute
    /// (`AXAttributeTypeArchiveKey`) a mutable string naming it (`AXDescription`,
    /// `AXIdentifier`) and its value (`AXAttributeValueArchiveKey`) the document's text, listed
    /// with the accessibility relationships (`NSAccessibilityConnectors`). The keys and classes
    /// are the ones viraptor/ibtool's compiler writes for test_accessibility, which its test
    /// compares with Apple's nib, and those of Apple's nib of Sparkle's SUStatus.
    mutating func accessibilityDescriptionConnectors() -> [GraphID] {
        var described: [(element: String, type: String, value: String)] = []
        document.root.forEachDescendant { element in
            guard let id = element[attribute: "id"] else { return }
            for child in element.children where child.name == "accessibility" && child[attribute: "key"] == nil {
                for attribute in IBVocabulary.accessibilityAttributeTypes {
                    if let value = child[attribute: attribute.attribute] {
                        described.append((id, attribute.type, value))
                    }
                }
            }
        }
        return described.compactMap { item in
            guard let destination = archived[item.element] else { return nil }
            builder.classChains["NSNibAXAttributeConnector"] = ["NSNibAXAttributeConnector", "NSObject"]
            let attribute = builder.add("NSMutableString", [.init("NS.bytes", .data(Array(item.type.utf8)))])
            return builder.add(
                "NSNibAXAttributeConnector",
                [
                    .init("AXDestinationArchiveKey", .reference(destination)),
                    .init("AXAttributeTypeArchiveKey", .reference(attribute)),
                    .init("AXAttributeValueArchiveKey", .reference(builder.string(item.value))),
                ])
        }
    }

    /// Whether the archiver archives an `<accessibility>` child of an AppKit element: one
    /// holding only attributes of `IBVocabulary.accessibilityAttributeTypes`
    /// (``accessibilityDescriptionConnectors()``).
    static func archivesAccessibility(_ child: NibElement) -> Bool {
        child.name == "accessibility" && child[attribute: "key"] == nil && !child.attributes.isEmpty
            && child.attributes.allSatisfy { attribute in
                IBVocabulary.accessibilityAttributeTypes.contains { $0.attribute == attribute.name }
            }
    }

    /// An accessibility relationship the document connects (`<accessibilityConnection
    /// property="title" destination="…">`): an `NSNibAXRelationshipConnector`, an
    /// `NSNibConnector` with its source, destination and the relationship as its label, which
    /// the object data lists apart from the other connectors (`NSAccessibilityConnectors`).
    mutating func accessibilityConnector(_ connection: Connection) throws(CompileError) -> GraphID {
        guard let source = archived[connection.source.rawValue], let property = connection.label,
            let destinationID = connection.destination
        else {
            throw CompileError(.unsupportedElement(connection.kindName), at: connection.location)
        }
        guard let destination = archived[destinationID.rawValue] else {
            throw CompileError(.danglingReference(destinationID.rawValue), at: connection.location)
        }
        builder.classChains["NSNibAXRelationshipConnector"] = [
            "NSNibAXRelationshipConnector", "NSNibConnector", "NSObject",
        ]
        return builder.add(
            "NSNibAXRelationshipConnector",
            [
                .init("NSSource", .reference(source)), .init("NSDestination", .reference(destination)),
                .init("NSLabel", .reference(builder.string(property))),
            ])
    }
}
