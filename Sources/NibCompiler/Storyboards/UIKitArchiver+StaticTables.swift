import NibModel

extension UIKitArchiver {
    /// A static table's `<sections>` as UIKit reads them back, archived on its table view
    /// controller in the controller's scene nib (the table view itself goes to the view nib,
    /// without its cells).
    ///
    /// From UIKit's coders (decompiled `UITableViewController`, `UITableViewDataSource`,
    /// `UITableViewSection`, `UITableViewRow`):
    /// - the controller's `UITableViewControllerStaticDataSource` is a `UITableViewDataSource`
    ///   (UIKit's private class, named like the protocol) whose `UITableSections` is an array of
    ///   `UITableViewSection`s;
    /// - a section has `UITableSectionHeaderTitle`, `UITableSectionFooterTitle` (each only when
    ///   set) and `UITableSectionRows`, an array of `UITableViewRow`s;
    /// - a row has its cell as `UITableRowCell` and, only when the cell's height differs from the
    ///   table's row height, `UITableRowHeight` (a float; UIKit reads -1, the table's, without it).
    ///
    /// Inferred (no Apple-compiled static table in the corpus): the array classes (`NSArray`, as
    /// the coders' `NSArray` properties are copied), that each cell is archived as a prototype
    /// cell's nib holds one (its content view and separator as subviews), and that a
    /// cell's segue is its `selectionSegueTemplate` (`accessoryActionSegueTemplate` for
    /// `trigger="accessoryAction"`) outlet to its template, the properties `UITableViewCell` has.
    mutating func archiveStaticDataSource(
        _ sections: NibElement, table: NibElement, on controller: GraphID
    ) throws(CompileError) {
        let keys = IBVocabulary.uiKitStaticTable
        let tableRowHeight = table[attribute: "rowHeight"].flatMap(Double.init) ?? -1
        var archivedSections: [GraphID] = []
        for section in sections.children where section.declaresObject {
            guard section.name == keys.sectionElement else { throw unknownArchive(section) }
            var rows: [GraphID] = []
            for wrapper in section.children where !wrapper.declaresObject {
                guard wrapper.name == keys.cellsWrapper else { continue }
                for cell in wrapper.children where cell.declaresObject {
                    guard cell.name == "tableViewCell" else { throw unknownArchive(cell) }
                    let cellID = try archive(cell, superview: nil, isTopLevel: false)
                    addSubviews(to: cellID, cell: cell)
                    var entries: [ArchiveGraph.Entry] = [.init(keys.cell, .reference(cellID))]
                    if let height = cell[attribute: "rowHeight"].flatMap(Double.init), height != tableRowHeight {
                        entries.append(.init(keys.rowHeight, .float(Float(height))))
                    }
                    rows.append(builder.add(keys.rowClass, entries))
                }
            }
            var entries: [ArchiveGraph.Entry] = []
            for (attribute, key) in keys.sectionTitles {
                if let title = section[attribute: attribute] {
                    entries.append(.init(key, .reference(builder.string(title))))
                }
            }
            entries.append(.init(keys.rows, .reference(builder.collection("NSArray", rows))))
            archivedSections.append(builder.add(keys.sectionClass, entries))
        }
        let dataSource = builder.add(
            keys.dataSourceClass,
            [.init(keys.sections, .reference(builder.collection("NSArray", archivedSections)))])
        builder.set(keys.dataSource, .reference(dataSource), on: controller)
    }

    /// The ids of every object under a static table's `<sections>`: archived in the scene nib,
    /// not the view nib.
    static func staticCellIDs(under view: NibElement) -> Set<String> {
        var ids: Set<String> = []
        guard
            let sections = view.children.first(where: {
                $0.name == IBVocabulary.uiKitStaticTable.sectionsWrapper && !$0.declaresObject
            })
        else {
            return ids
        }
        sections.forEachDescendant { element in
            if let id = element[attribute: "id"] { ids.insert(id) }
        }
        return ids
    }
}
