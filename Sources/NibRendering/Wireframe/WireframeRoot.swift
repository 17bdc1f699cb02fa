import NibModel

/// One picture of a wireframe: a window, a top-level view or menu, or a storyboard scene.
struct WireframeRoot: Sendable {
    /// The object the picture starts from (the window, view, menu or the scene's controller).
    var id: ObjectID
    /// The scene the picture shows, in storyboards.
    var sceneID: String?
    /// What Interface Builder would call it ("HelloNib", "Friends Scene").
    var title: String
    /// The tree to draw; its rectangle starts at the origin.
    var node: WireframeNode
    /// Whether the storyboard starts here.
    var isInitial = false
    /// Pictures drawn below the main one (see ``WireframePanel``), placed by ``layOutPanels()``.
    var panels: [WireframePanel] = []
    /// Strings of the object the picture starts from that no view draws (a controller's title,
    /// its navigation and tab bar items), listed in the caption's tooltip.
    var texts: [String] = []

    init(id: ObjectID, sceneID: String? = nil, title: String, node: WireframeNode) {
        self.id = id
        self.sceneID = sceneID
        self.title = title
        self.node = node
    }

    /// The picture and its panels, with whatever their views draw beyond their own frames.
    var size: NibSize {
        let main = node.drawnBounds
        return NibSize(
            width: panels.reduce(main.maxX) { max($0, $1.node.drawnBounds.maxX) },
            height: panels.reduce(main.maxY) { max($0, $1.node.drawnBounds.maxY) })
    }

    /// Space above a panel for its caption, and between panels.
    static let panelCaption = 20.0
    static let panelGap = 24.0

    /// Takes the panels out of the tree (and out of panels) and places them in rows below the
    /// main picture.
    mutating func layOutPanels() {
        var pending = panels
        panels = []
        node = Self.extractPanels(node, into: &pending)
        let rowWidth = max(node.rect.width, 800)
        var x = 0.0
        var y = node.drawnBounds.maxY + Self.panelGap + Self.panelCaption
        var rowHeight = 0.0
        var index = 0
        while index < pending.count {
            var panel = pending[index]
            index += 1
            panel.node = Self.extractPanels(panel.node, into: &pending)
            // Placed by what it draws, which may reach beyond its frame.
            let bounds = panel.node.drawnBounds
            let width = max(bounds.width, 120)
            if x > 0, x + width > rowWidth {
                x = 0
                y += rowHeight + Self.panelGap + Self.panelCaption
                rowHeight = 0
            }
            panel.node = WireframeRenderer.moved(panel.node, by: NibPoint(x: x - bounds.x, y: y - bounds.y))
            panels.append(panel)
            x += width + Self.panelGap
            rowHeight = max(rowHeight, bounds.height)
        }
    }

    private static func extractPanels(_ node: WireframeNode, into panels: inout [WireframePanel]) -> WireframeNode {
        var node = node
        panels += node.panels
        node.panels = []
        node.children = node.children.map { extractPanels($0, into: &panels) }
        return node
    }
}
