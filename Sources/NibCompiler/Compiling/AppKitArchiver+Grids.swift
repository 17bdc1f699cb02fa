import NibModel

/// Grid views: what an `NSGridView` archives beyond its attributes and its rows, columns and
/// cells (which the vocabulary and the collections archive). Inferred: no Apple-compiled nib of
/// the corpus holds a grid view; the keys are those AppKit's coders read as GNUstep's decoders
/// name them (`IBVocabulary.appKitGridRules`).
extension AppKitArchiver {
    /// Ties the archived rows and columns to their grid and makes the cells' content views the
    /// grid's subviews, in the order of the cells (as `NSGridView` adds them when it lays the
    /// cells out).
    mutating func archiveGridView(_ element: NibElement, id: GraphID) throws(CompileError) {
        for wrapper in ["rows", "columns"] {
            for line in element.firstChild(named: wrapper)?.children ?? [] {
                guard let lineID = line[attribute: "id"].flatMap({ archived[$0] }) else { continue }
                builder.set("NSGrid_owningGrid", .conditionalReference(id), on: lineID)
            }
        }
        var contents: [GraphID] = []
        for cell in element.firstChild(named: "gridCells")?.children ?? [] {
            guard let content = cell.child(forKey: "contentView") else { continue }
            if let contentID = content[attribute: "id"].flatMap({ archived[$0] }) { contents.append(contentID) }
        }
        if !contents.isEmpty, builder[id]?.value(forKey: "NSSubviews") == nil {
            builder.set("NSSubviews", .reference(builder.collection("NSMutableArray", contents, shared: false)), on: id)
        }
    }
}
