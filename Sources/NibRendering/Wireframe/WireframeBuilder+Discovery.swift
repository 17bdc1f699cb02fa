import NibModel

/// A view element found inside another view, and where its frame is measured from.
struct Placement {
    var element: NibElement
    /// Added to the frame, from the parent's top-left corner: a table column's left edge and
    /// the row it is shown in.
    var offset = NibPoint(x: 0, y: 0)
    /// The frame is measured from the top of a row (a table column's cell view), whatever the
    /// parent's own coordinates.
    var isRowRelative = false
}

/// A view that shares its place with the one shown (a tab view's other items): drawn as a
/// picture of its own below the main one.
struct FoundPanel {
    var title: String
    var element: NibElement
}

extension WireframeBuilder {
    /// Elements that hold no views, left out of the walk.
    static let viewlessElements: Set<String> = VisibleText.skipped.union(["menu", "string", "attributedString"])

    /// Every view drawn inside `element`, wherever it sits: the nearest view elements below it,
    /// found through whatever holds them — subviews, grid cells, stack view gravity areas and
    /// arranged subviews, content, document and header views, table column cell views, table
    /// sections and cells, collection view cells. A tab view's selected item is placed in the
    /// tab view; its other items come back as panels.
    func childViews(of element: NibElement, in parent: WireframeNode) -> (placements: [Placement], panels: [FoundPanel])
    {
        var placements: [Placement] = []
        var panels: [FoundPanel] = []
        for child in element.children {
            collect(child, in: parent, into: &placements, panels: &panels)
        }
        return (placements, panels)
    }

    private func collect(
        _ element: NibElement, in parent: WireframeNode, into placements: inout [Placement],
        panels: inout [FoundPanel]
    ) {
        if Self.viewlessElements.contains(element.name) { return }
        if isView(element) {
            placements.append(Placement(element: element))
            return
        }
        switch element.name {
        case "tabViewItems":
            tabItems(element, in: parent, into: &placements, panels: &panels)
        case "tableColumns":
            columnCells(element, in: parent, into: &placements, panels: &panels)
        default:
            for child in element.children {
                collect(child, in: parent, into: &placements, panels: &panels)
            }
        }
    }

    /// The selected tab (`initialItem`, else the first) in place; the others as panels.
    private func tabItems(
        _ items: NibElement, in parent: WireframeNode, into placements: inout [Placement],
        panels: inout [FoundPanel]
    ) {
        let tabs = items.children.filter { $0.name == "tabViewItem" }
        let selectedID = document[parent.id]?[attribute: "initialItem"]
        let selected = tabs.firstIndex { $0[attribute: "id"] == selectedID } ?? 0
        for (index, tab) in tabs.enumerated() {
            var found: [Placement] = []
            var nested: [FoundPanel] = []
            for child in tab.children {
                collect(child, in: parent, into: &found, panels: &nested)
            }
            panels += nested
            if index == selected {
                placements += found
                continue
            }
            let label = tab[attribute: "label"].map { "“\($0)”" } ?? tab[attribute: "id"] ?? ""
            for view in found {
                panels.append(
                    FoundPanel(title: "Tab \(label) of \(parent.className) (not selected)", element: view.element))
            }
        }
    }

    /// A table's cell views, column by column from the left, one below the other from the top
    /// of the first row (below the header the table draws).
    private func columnCells(
        _ columns: NibElement, in parent: WireframeNode, into placements: inout [Placement],
        panels: inout [FoundPanel]
    ) {
        var x = 0.0
        let spacing = document[parent.id]?.property(forKey: "intercellSpacing")?.number("width") ?? 3
        let headerHeight = parent.items.isEmpty ? 0 : min(22, parent.rect.height)
        for column in columns.children where column[attribute: "hidden"] != "YES" {
            var found: [Placement] = []
            for child in column.children {
                collect(child, in: parent, into: &found, panels: &panels)
            }
            var y = headerHeight
            for var cell in found {
                cell.offset = NibPoint(x: x, y: y)
                cell.isRowRelative = true
                placements.append(cell)
                y += cell.element.child(forKey: "frame")?.rectValue?.height ?? 24
            }
            x += (column.number("width") ?? 100) + spacing
        }
    }
}
