import NibModel

/// One object of a wireframe: where it is drawn and what it shows.
///
/// Rectangles are absolute, in points, with the origin at the top left of the wireframe's
/// root, whatever the platform's own coordinates are (AppKit's bottom-left origin is turned
/// around while the tree is built).
struct WireframeNode: Sendable {
    var id: ObjectID
    var element: String
    var className: String
    var kind: ViewKind
    var rect: NibRect
    var title: String?
    var detail: String?
    var font: FontSpec
    var alignment: TextAlignment = .leading
    var items: [Item] = []
    var isHidden = false
    /// The document stores no frame for the object; the rectangle is a fallback.
    var isEstimated = false
    /// Children are clipped to the node (scroll and clip views).
    var clipsChildren = false
    var children: [WireframeNode] = []

    /// A column, segment, tab, cell or menu item drawn inside the node.
    struct Item: Sendable {
        var title: String
        var width: Double?
        var id: ObjectID?
        var isSeparator = false
        var hasSubmenu = false
    }

    enum TextAlignment: Sendable {
        case leading, center, trailing
    }

    /// Every node of the subtree, depth first.
    func forEach(_ body: (WireframeNode) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }
}

/// A font as the document gives it: a family (or a generic one) and a size.
struct FontSpec: Sendable, Hashable {
    var family: String?
    var size: Double
    var isBold = false

    /// The CSS `font-family` list: the document's family first, then generic families.
    var cssFamily: String {
        let generic = "Helvetica Neue, Helvetica, Arial, sans-serif"
        guard let family, !family.isEmpty else { return generic }
        if family.lowercased().contains("mono") || family.hasPrefix("Menlo") || family.hasPrefix("Courier") {
            return "\(family), Menlo, Consolas, monospace"
        }
        return "\(family), \(generic)"
    }

    /// An estimate of the width of `text` in this font, for truncation.
    func width(of text: String) -> Double {
        Double(text.count) * size * (isBold ? 0.6 : 0.55)
    }

    /// `text` cut with an ellipsis so that it fits `width` points.
    func truncate(_ text: String, to width: Double) -> String {
        let single = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        guard self.width(of: single) > width else { return single }
        let fits = Int(width / (size * (isBold ? 0.6 : 0.55)))
        if fits < 2 { return "" }
        return String(single.prefix(fits - 1)) + "…"
    }
}
