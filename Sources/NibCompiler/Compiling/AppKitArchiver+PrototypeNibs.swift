import NibModel

// A view-based table's prototype cell views as ibtool archives them (read off Apple's
// transmission_MainMenu pair and viraptor/ibtool's outline_cellview sample):
//
// - each prototype is an object of the nib whose parent is its table column, outside any view
//   (no next responder, no superview) and held by no key of the column; its connections are
//   the nib's like any other's;
// - the table registers each one again as a nib of its own, `NSTableViewArchivedReusableViewsKey`:
//   a dictionary from the prototype's identifier (the column's when it names none) to an `NSNib`
//   whose `NSNibFileData` holds the archive's bytes (`makeView(withIdentifier:owner:)` loads it
//   with the given owner as File's Owner), keyed, from the app's bundle;
// - that nib holds the prototype with its subtree and its connections inside it, the view
//   naming its identifier (`NSReuseIdentifierKey`); its File's Owner is a plain `NSObject`
//   placeholder and its Application placeholder comes last among its objects, neither with an
//   `IBClassReference`; its image cells animate;
// - a view-based table archives an (empty) subview list.

extension AppKitArchiver {
    /// Archives a column's `<prototypeCellViews>`: each view an object whose parent is the
    /// column, in no view.
    mutating func archivePrototypeCellViews(_ wrapper: NibElement, column: GraphID) throws(CompileError) {
        for view in wrapper.children where view.declaresObject {
            if let id = view[attribute: "id"], skippedIDs.contains(id) { continue }
            try archive(view, parent: column, superview: nil)
        }
    }

    /// Registers the prototype cell views of a view-based table's columns as nibs of their own
    /// (`NSTableViewArchivedReusableViewsKey`), and gives the table its empty subview list.
    mutating func archiveReusableViews(_ table: NibElement, id: GraphID) throws(CompileError) {
        guard table[attribute: "viewBased"] == "YES" else { return }
        if builder[id]?.value(forKey: "NSSubviews") == nil {
            builder.set("NSSubviews", .reference(builder.collection("NSMutableArray", [], shared: false)), on: id)
        }
        var entries: [GraphID] = []
        var registered: Set<String> = []
        for wrapper in table.children where wrapper.name == "tableColumns" {
            for column in wrapper.children where column.name == "tableColumn" {
                let columnID = column[attribute: "id"].flatMap { archived[$0] }
                // The column's own identifier, Interface Builder's automatic one when it has none.
                let columnIdentifier = columnID.flatMap { reference(builder[$0]?.value(forKey: "NSIdentifier")) }
                for prototypes in column.children where prototypes.name == "prototypeCellViews" {
                    for view in prototypes.children where view.declaresObject {
                        let key: GraphID
                        let identifier: String
                        if let own = view[attribute: "identifier"] {
                            key = builder.string(own)
                            identifier = own
                        } else if let columnIdentifier, let text = stringValue(columnIdentifier) {
                            key = columnIdentifier
                            identifier = text
                        } else {
                            continue
                        }
                        // The first prototype registered under an identifier is the one the table makes.
                        guard registered.insert(identifier).inserted else { continue }
                        let bytes = try prototypeNib(view, identifier: identifier)
                        let data = builder.add("NSData", [.init("NS.bytes", .data(bytes))])
                        let nib = builder.add(
                            "NSNib",
                            [
                                .init("NSNibFileData", .reference(data)), .init("NSNibFileIsKeyed", .boolean(true)),
                                .init("NSNibFileUseParentBundle", .boolean(true)), .init("NSNibFileImages", .null),
                                .init("NSNibFileSounds", .null),
                            ])
                        entries += [key, nib]
                    }
                }
            }
        }
        guard !entries.isEmpty else { return }
        builder.set(
            "NSTableViewArchivedReusableViewsKey",
            .reference(builder.collection("NSMutableDictionary", entries, shared: false)), on: id)
    }

    /// The text of an archived string.
    private func stringValue(_ id: GraphID) -> String? {
        guard case .data(let bytes)? = builder[id]?.value(forKey: "NS.bytes") else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A prototype cell view's own nib: File's Owner (an `NSObject` placeholder), the view with
    /// its subtree, the Application placeholder, and the connections among them and to the
    /// placeholders, written in the format of the nib around it.
    private func prototypeNib(_ view: NibElement, identifier: String) throws(CompileError) -> [UInt8] {
        // Each level archives the prototypes below it again: nested deeper than a reader
        // follows, the document is refused rather than compiled in exponential time.
        guard prototypeDepth < CompiledArchive.maxNestingDepth else {
            throw CompileError(
                .unknownArchive(
                    element: view.name,
                    reason: "prototype cell views nest more than \(CompiledArchive.maxNestingDepth) deep"),
                at: view.location(in: document))
        }
        var archiver = AppKitArchiver(document: document, options: options)
        // Connections and references to objects outside the prototype stay in the outer nib.
        archiver.isSceneNib = true
        archiver.prototypeDepth = prototypeDepth + 1
        archiver.skippedIDs = skippedIDs
        let (root, data) = archiver.begin()
        let owner = archiver.builder.add(
            "NSCustomObject", [.init("NSClassName", .reference(archiver.builder.string("NSObject")))])
        if let placeholder = document.placeholder(.filesOwner) { archiver.archived[placeholder.id.rawValue] = owner }
        try archiver.archive(view, parent: owner, superview: nil)
        let application = archiver.builder.add(
            "NSCustomObject", [.init("NSClassName", .reference(archiver.builder.string("NSApplication")))])
        if let placeholder = document.placeholder(.application) {
            archiver.archived[placeholder.id.rawValue] = application
        }
        archiver.objects.append((application, owner))
        if let top = view[attribute: "id"].flatMap({ archiver.archived[$0] }),
            archiver.builder[top]?.value(forKey: "NSReuseIdentifierKey") == nil
        {
            archiver.builder.set("NSReuseIdentifierKey", .reference(archiver.builder.string(identifier)), on: top)
        }
        // Its image cells animate (every one of transmission_MainMenu's nine; the same cells of
        // the outer nib do not).
        view.forEachDescendant { element in
            guard element.name == "imageCell", let cell = element[attribute: "id"].flatMap({ archiver.archived[$0] })
            else { return }
            archiver.builder.set("NSAnimates", .boolean(true), on: cell)
        }
        let graph = try archiver.finish(root: root, data: data, owner: owner, application: nil)
        do {
            switch options.format {
            case .nibArchive:
                return try NIBArchiveWriter(options: NIBArchiveWriter.Options(coderVersion: 10)).write(graph)
            case .keyedArchive:
                return try KeyedArchiveWriter().write(graph)
            }
        } catch {
            throw CompileError(.archive(error.description), at: view.location(in: document))
        }
    }
}
