/// One section of a compiled storyboard's static table (a `UITableViewSection` of its
/// controller's static data source): written as a `<tableViewSection>` with its titles and its
/// `<cells>`.
struct StaticSection {
    /// The archived section (its id).
    let object: Int
    /// The section's attributes (`headerTitle`, `footerTitle`), in the vocabulary's order.
    let attributes: [(String, String)]
    /// The section's cells, members of the scene nib.
    let cells: [Int]
}

/// Writes a static table's `<sections>` inside its table view, which is in another nib (the
/// view nib) than its cells (the scene nib).
struct StaticTableWriter {
    /// The table view, in the view nib.
    let table: Int
    /// Writes the `<sections>` element.
    let write: (inout TreeWriter) throws(NibParseError) -> Void
}

extension CompiledNibMapper {
    /// The `<sections>` of controller `owner`'s static table: each section with its titles and
    /// its cells, written with this (scene) nib's `children`.
    func writeStaticSections(
        of owner: Int, children: ChildLists, into writer: inout TreeWriter
    ) throws(NibParseError) {
        guard let sections = staticSections[owner], !sections.isEmpty else { return }
        let keys = IBVocabulary.uiKitStaticTable
        try writer.start(keys.sectionsWrapper, [], at: (0, nil))
        for section in sections {
            try writer.start(
                keys.sectionElement, section.attributes + [("id", elementID(of: section.object))],
                at: archive.position(of: section.object))
            if !section.cells.isEmpty {
                try writer.start(keys.cellsWrapper, [], at: (0, nil))
                for cell in section.cells { try writeObject(cell, key: nil, children: children, into: &writer) }
                writer.end()
            }
            writer.end()
        }
        writer.end()
    }

    /// The nested view nib of `owner`, with the writer of its static table's sections when
    /// `owner` has one.
    func nestedView(of owner: Int, children: ChildLists) -> CompiledNibMapper? {
        guard var view = nestedViews[owner] else { return nil }
        if let root = view.staticTable?.table, staticSections[owner] != nil {
            let scene = self
            view.staticTable = StaticTableWriter(table: root) { (writer: inout TreeWriter) throws(NibParseError) in
                try scene.writeStaticSections(of: owner, children: children, into: &writer)
            }
        }
        return view
    }
}
