// How a storyboard's static table (`<tableView dataMode="static">` with its `<sections>`) is
// archived: the keys and classes of UIKit's coders (`UITableViewController`,
// `UITableViewDataSource`, `UITableViewSection`, `UITableViewRow`), read by the compiler
// (`UIKitArchiver.archiveStaticDataSource`) and by the decompiler (`SceneNib.staticSections`).

/// The archived form of a storyboard static table: its cells are archived on the table view
/// controller, in its scene nib, not in the view nib that holds the table view.
package struct UIKitStaticTableKeys: Sendable {
    /// The controller's key for its static data source.
    package let dataSource = "UITableViewControllerStaticDataSource"
    /// The data source's class (UIKit's private class, named like the protocol).
    package let dataSourceClass = "UITableViewDataSource"
    /// The data source's array of sections.
    package let sections = "UITableSections"
    /// A section's class.
    package let sectionClass = "UITableViewSection"
    /// A section's array of rows.
    package let rows = "UITableSectionRows"
    /// A row's class.
    package let rowClass = "UITableViewRow"
    /// A row's cell (the document's `<tableViewCell>`).
    package let cell = "UITableRowCell"
    /// A row's height, archived only where the cell's `rowHeight` differs from the table's
    /// (UIKit reads -1, the table's, without it).
    package let rowHeight = "UITableRowHeight"
    /// A section's titles, each archived only when set: the `<tableViewSection>` attribute and
    /// its key.
    package let sectionTitles: [(attribute: String, key: String)] = [
        ("headerTitle", "UITableSectionHeaderTitle"), ("footerTitle", "UITableSectionFooterTitle"),
    ]
    /// The document's element for a section.
    package let sectionElement = "tableViewSection"
    /// The wrapper of a section's cells.
    package let cellsWrapper = "cells"
    /// The wrapper of a table view's sections.
    package let sectionsWrapper = "sections"
}

extension IBVocabulary {
    /// A storyboard static table's archived keys, for the compiler and the decompiler alike.
    package static let uiKitStaticTable = UIKitStaticTableKeys()
}
