import NibModel

/// Draws a document's windows, top-level views, menus and storyboard scenes as one SVG.
///
/// Each picture comes from the frames the document stores, in the platform's coordinates;
/// each view is drawn by its kind (buttons with their titles, labels with their text, images
/// as framed placeholders, tables with their columns, menus as lists of items) and hidden
/// views are dashed. A storyboard is drawn as its canvas: every scene at its
/// `canvasLocation`, joined by segue arrows, the initial view controller marked.
///
/// ```swift
/// let svg = try WireframeRenderer().svg(for: document)
/// let one = try WireframeRenderer().svg(for: document, selection: .object("QvC-M9-y7g"))
/// ```
///
/// The same document always gives the same bytes.
public struct WireframeRenderer: Sendable {
    /// Which pictures to draw.
    public enum Selection: Sendable, Hashable {
        /// Every window, top-level view and menu side by side; a storyboard's whole canvas.
        case all
        /// One object: a window, view or menu (or a scene's controller), with what it contains.
        case object(ObjectID)
        /// One storyboard scene, by `sceneID`.
        case scene(String)
    }

    /// Objects drawn with a highlight (for example the changes of a diff).
    public var highlighted: Set<ObjectID>

    /// Creates a renderer.
    public init(highlighted: Set<ObjectID> = []) {
        self.highlighted = highlighted
    }

    /// The SVG document for `document`.
    ///
    /// - Throws: ``RenderingError`` when the selection names no object or scene of the document.
    public func svg(for document: NibDocument, selection: Selection = .all) throws(RenderingError) -> String {
        let drawing = try self.drawing(for: document, selection: selection, idPrefix: "w")
        return drawing.svg(standalone: true)
    }

    /// The picture as SVG parts, so that a page can inline several with distinct ids.
    func drawing(
        for document: NibDocument, selection: Selection, idPrefix: String
    ) throws(RenderingError)
        -> Drawing
    {
        let builder = WireframeBuilder(document: document)
        let roots = builder.roots()
        var painter = WireframePainter(idPrefix: idPrefix, highlighted: highlighted)
        switch selection {
        case .all:
            if document.kind == .storyboard {
                var map = StoryboardMap(document: document, roots: roots, idPrefix: idPrefix)
                return map.draw(painter: &painter)
            }
            return Self.sideBySide(roots, painter: &painter)
        case .scene(let id):
            guard let root = roots.first(where: { $0.sceneID == id }) else {
                let known = roots.compactMap(\.sceneID)
                throw RenderingError(
                    file: document.file,
                    message: "no scene '\(id)' (scenes: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
            }
            return Self.sideBySide([root], painter: &painter)
        case .object(let id):
            if let root = roots.first(where: { $0.id == id }) ?? document[id].flatMap(builder.root(for:)) {
                return Self.sideBySide([root], painter: &painter)
            }
            for root in roots {
                if let node = Self.find(id, in: root.node)
                    ?? root.panels.lazy.compactMap({ Self.find(id, in: $0.node) }).first
                {
                    let moved = Self.moved(node, by: NibPoint(x: -node.rect.x, y: -node.rect.y))
                    let title = document[id].map(builder.title(of:)) ?? id.rawValue
                    return Self.sideBySide(
                        [WireframeRoot(id: id, sceneID: root.sceneID, title: title, node: moved)], painter: &painter)
                }
            }
            let reason =
                document.contains(id) ? "object '\(id)' is not drawn (not a view, window or menu)" : "no object '\(id)'"
            throw RenderingError(file: document.file, message: reason)
        }
    }

    // MARK: - Layout of several pictures

    /// Space above each picture for its name.
    static let captionHeight = 26.0
    static let gap = 48.0
    static let margin = 24.0
    static let maximumRowWidth = 2400.0

    /// Pictures left to right, wrapping into rows, each with its name above it.
    static func sideBySide(_ roots: [WireframeRoot], painter: inout WireframePainter) -> Drawing {
        var markup = Markup()
        var x = margin
        var y = margin
        var rowHeight = 0.0
        var width = 0.0
        for root in roots {
            let size = root.size
            if x > margin, x + size.width > maximumRowWidth {
                x = margin
                y += rowHeight + gap
                rowHeight = 0
            }
            paint(root, at: NibPoint(x: x, y: y + captionHeight), painter: &painter, into: &markup)
            x += max(size.width, 120) + gap
            width = max(width, x - gap + margin)
            rowHeight = max(rowHeight, size.height + captionHeight)
        }
        if roots.isEmpty {
            markup.element(
                "text",
                [
                    ("x", number(margin)), ("y", number(margin + 14)),
                    ("font-family", FontSpec(family: nil, size: 13).cssFamily),
                    ("font-size", "13"), ("fill", WireframePainter.secondaryText),
                ],
                text: "Nothing to draw: no windows, views, menus or scenes")
            width = 360
            rowHeight = 20
        }
        return Drawing(body: markup.text, defs: "", width: width, height: y + rowHeight + margin)
    }

    /// Draws one picture with its top-left corner at `origin` and its name above it.
    static func paint(
        _ root: WireframeRoot, at origin: NibPoint, painter: inout WireframePainter, into markup: inout Markup
    ) {
        markup.open(
            "g",
            [
                ("class", "root"), ("data-root", root.id.rawValue), ("data-scene", root.sceneID),
                ("transform", "translate(\(number(origin.x)) \(number(origin.y)))"),
            ])
        markup.newline()
        markup.open("g", [("class", "caption")])
        if !root.texts.isEmpty {
            markup.element("title", text: root.title + root.texts.map { " “\($0)”" }.joined())
        }
        painter.text(
            root.title, in: NibRect(x: 0, y: -captionHeight, width: max(root.size.width, 120) + 40, height: 20),
            font: FontSpec(family: nil, size: 13, isBold: true), align: .leading, color: "#3a3a3c", into: &markup)
        markup.close("g")
        painter.paint(root.node, into: &markup)
        for panel in root.panels {
            markup.open("g", [("class", "panel")])
            painter.text(
                panel.title,
                in: NibRect(
                    x: panel.node.rect.x, y: panel.node.rect.y - WireframeRoot.panelCaption,
                    width: max(panel.node.rect.width, 120) + 40, height: 16),
                font: FontSpec(family: nil, size: 11, isBold: true), align: .leading,
                color: WireframePainter.secondaryText,
                into: &markup)
            painter.paint(panel.node, into: &markup)
            markup.close("g")
        }
        markup.close("g")
        markup.newline()
    }

    static func find(_ id: ObjectID, in node: WireframeNode) -> WireframeNode? {
        if node.id == id { return node }
        for child in node.children {
            if let found = find(id, in: child) { return found }
        }
        return nil
    }

    static func moved(_ node: WireframeNode, by offset: NibPoint) -> WireframeNode {
        var node = node
        node.rect.x += offset.x
        node.rect.y += offset.y
        node.children = node.children.map { moved($0, by: offset) }
        return node
    }
}

/// An SVG picture in parts: its shapes, its shared definitions and its size.
struct Drawing: Sendable {
    var body: String
    var defs: String
    var width: Double
    var height: Double

    /// The `<svg>` element; `standalone` adds the XML declaration for a file of its own.
    func svg(standalone: Bool, attributes: [(String, String?)] = []) -> String {
        var markup = Markup()
        if standalone { markup.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") }
        markup.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", number(width)), ("height", number(height)),
                ("viewBox", "0 0 \(number(width)) \(number(height))"),
            ] + attributes)
        markup.newline()
        markup.empty("rect", [("width", "100%"), ("height", "100%"), ("fill", "#f4f4f6")])
        markup.newline()
        if !defs.isEmpty {
            markup.open("defs")
            markup.raw(defs)
            markup.close("defs")
            markup.newline()
        }
        markup.raw(body)
        markup.close("svg")
        markup.newline()
        return markup.text
    }
}
