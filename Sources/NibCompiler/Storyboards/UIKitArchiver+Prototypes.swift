import NibModel

extension UIKitArchiver {
    /// A table view's prototype cells as ibtool archives them in a storyboard: each cell a nib of
    /// its own (`UINib` holding the archive's bytes), by reuse identifier in
    /// `UITableViewCellPrototypeNibs`, with the external objects its connections reach in
    /// `UITableViewCellPrototypeNibExternalObjects`.
    ///
    /// A collection view's (`<cells>`) are archived the same way under
    /// `UICollectionViewCellNibDict` and `UICollectionViewCellPrototypeNibExternalObjects`, the
    /// keys `UICollectionView`'s decoder reads (other projects' measurements of Apple's compiled
    /// storyboards); its cell nibs hold no separator.
    mutating func archivePrototypes(_ wrapper: NibElement, on table: GraphID) throws(CompileError) {
        let isTable = wrapper.name == "prototypes"
        var nibs: [GraphID] = []
        var externals: [GraphID] = []
        for cell in wrapper.children where cell.declaresObject {
            guard let reuseIdentifier = cell[attribute: "reuseIdentifier"] else {
                throw CompileError(
                    .unsupportedValue(element: cell.name, attribute: "reuseIdentifier", value: ""),
                    at: cell.location(in: document))
            }
            let bytes = try prototypeNib(cell, isTableCell: isTable)
            let data = builder.add("NSData", [.init("NS.bytes", .data(bytes))])
            let nib = builder.add(
                "UINib",
                [.init("captureEnclosingNIBBundleOnDecode", .boolean(true)), .init("archiveData", .reference(data))])
            let key = builder.string(reuseIdentifier)
            nibs += [key, nib]
            externals += [key, builder.collection("NSMutableDictionary", [], shared: false)]
        }
        builder.set(
            isTable ? "UITableViewCellPrototypeNibs" : "UICollectionViewCellNibDict",
            .reference(builder.collection("NSMutableDictionary", nibs, shared: false)), on: table)
        builder.set(
            isTable ? "UITableViewCellPrototypeNibExternalObjects" : "UICollectionViewCellPrototypeNibExternalObjects",
            .reference(builder.collection("NSMutableDictionary", externals, shared: false)), on: table)
    }

    /// A prototype cell's nib: the cell (a table cell with its content view and the separator
    /// UIKit draws under it as subviews) and the proxies `IBFilesOwner` and `IBFirstResponder`.
    private func prototypeNib(_ cell: NibElement, isTableCell: Bool) throws(CompileError) -> [UInt8] {
        var archiver = UIKitArchiver(document: document, options: options)
        archiver.isSceneNib = true
        let root = archiver.builder.add("NSObject")
        let cellID = try archiver.archive(cell, superview: nil, isTopLevel: true)
        if isTableCell { archiver.addSubviews(to: cellID, cell: cell) }
        archiver.topLevel.append(cellID)
        for identifier in ["IBFilesOwner", "IBFirstResponder"] {
            archiver.topLevel.append(
                archiver.builder.add(
                    "UIProxyObject",
                    [.init("UIProxiedObjectIdentifier", .reference(archiver.builder.string(identifier)))]))
        }
        let graph = try archiver.finish(root: root)
        do {
            return try NIBArchiveWriter(options: NIBArchiveWriter.Options(coderVersion: 9)).write(graph)
        } catch {
            throw CompileError(.archive(error.description), at: cell.location(in: document))
        }
    }

    /// A prototype cell's subviews as ibtool archives them: its content view first, then a
    /// `_UITableViewCellSeparatorView` one point high at the cell's bottom, inset 15 points from
    /// the leading edge (not listed among the nib's objects); the cell's standard labels and
    /// image view are archived as `nil`.
    mutating func addSubviews(to cellID: GraphID, cell: NibElement) {
        for key in ["UITextLabel", "UIDetailTextLabel", "UIImageView"] where builder[cellID]?.value(forKey: key) == nil
        {
            builder.set(key, .null, on: cellID)
        }
        var subviews: [GraphID] = []
        if case .reference(let content)? = builder[cellID]?.value(forKey: "UIContentView") {
            // The content view names no superview, nor the opacity it does not have.
            subviews.append(content)
            builder.remove("UISuperview", from: content)
            if case .boolean(false)? = builder[content]?.value(forKey: "UIOpaque") {
                builder.remove("UIOpaque", from: content)
            }
        }
        if case .reference(let list)? = builder[cellID]?.value(forKey: "UISubviews"),
            let members = builder[list]?.entries
        {
            for member in members where member.key == ArchiveGraph.Builder.elementKey {
                if case .reference(let view) = member.value, !subviews.contains(view) { subviews.append(view) }
            }
        }
        guard let frame = cell.child(forKey: "frame"),
            let width = frame[attribute: "width"].flatMap(Double.init),
            let height = frame[attribute: "height"].flatMap(Double.init)
        else {
            builder.set(
                "UISubviews", .reference(builder.collection("NSMutableArray", subviews, shared: false)), on: cellID)
            return
        }
        let inset = 15.0
        let separator = builder.add(
            "_UITableViewCellSeparatorView",
            [
                .init("UIBounds", .data(IBValueCodec.geometryBlob([0, 0, width - inset, 1]))),
                .init("UICenter", .data(IBValueCodec.geometryBlob([inset + (width - inset) / 2, height - 0.5]))),
                .init("UIDeepDrawRect", .boolean(true)), .init("UIOpaque", .boolean(true)),
                .init("UIAutoresizeSubviews", .boolean(true)), .init("UIViewSemanticContentAttribute", .integer(0)),
                .init("UIViewLargeContentStoredProperties", .null),
            ])
        subviews.append(separator)
        builder.set(
            "UISubviews", .reference(builder.collection("NSMutableArray", subviews, shared: false)), on: cellID)
    }
}
