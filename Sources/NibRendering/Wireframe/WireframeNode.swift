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
    /// A bar Interface Builder simulates (a controller's navigation item, tab bar item or
    /// toolbar items), not a view of the document.
    var isSimulated = false
    /// A menu drawn as a menu bar, its menus below their titles.
    var isMenuBar = false
    /// Children are clipped to the node (scroll and clip views).
    var clipsChildren = false
    var children: [WireframeNode] = []
    /// Every string the object shows (its title, items, segments, a pop-up's menu), listed in
    /// its tooltip.
    var texts: [String] = []
    /// Small texts drawn over the node (a table's section headers and footers).
    var captions: [Caption] = []
    /// Views that share their place with one drawn here (a tab view's other items), drawn as
    /// pictures of their own below the root's.
    var panels: [WireframePanel] = []

    /// A column, segment, tab, cell or menu item drawn inside the node.
    struct Item: Sendable {
        var title: String
        var width: Double?
        var id: ObjectID?
        var isSeparator = false
        var hasSubmenu = false
        /// Drawn at the trailing end (a navigation bar's right items).
        var isTrailing = false
        /// What a table column shows in its rows (a cell-based table's data cell).
        var cell: String?
        /// Where the item is drawn, from the node's top-left corner (a matrix's cells).
        var frame: NibRect?
        /// How the item is drawn (a matrix's radio buttons and checkboxes).
        var kind: ViewKind?
    }

    /// A text drawn at a place of its own inside the node.
    struct Caption: Sendable {
        var text: String
        var rect: NibRect
    }

    enum TextAlignment: Sendable {
        case leading, center, trailing
    }

    /// The rectangle the subtree draws in: the node's own, and its children's unless it clips
    /// them.
    var drawnBounds: NibRect {
        guard !clipsChildren else { return rect }
        var minX = rect.x
        var minY = rect.y
        var maxX = rect.x + rect.width
        var maxY = rect.y + rect.height
        for child in children {
            let bounds = child.drawnBounds
            guard bounds.isFinite else { continue }
            minX = min(minX, bounds.x)
            minY = min(minY, bounds.y)
            maxX = max(maxX, bounds.x + bounds.width)
            maxY = max(maxY, bounds.y + bounds.height)
        }
        return NibRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Every node of the subtree, depth first.
    func forEach(_ body: (WireframeNode) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }
}

/// A view drawn as a picture of its own, below its root's main picture, with a caption that
/// says why: a tab view's items that are not selected, a scene's other top-level views.
struct WireframePanel: Sendable {
    var title: String
    var node: WireframeNode
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

    /// The average width of a character, in ems (proportional fonts such as the system's).
    var averageWidth: Double { isBold ? 0.58 : 0.52 }

    /// An estimate of the width of `text` in this font, for truncation.
    func width(of text: String) -> Double {
        Double(text.count) * size * averageWidth
    }

    /// An upper estimate of the width of `text` in the generic fonts a viewer falls back to
    /// (Arial, DejaVu Sans): beyond the box, the text is narrowed to fit it.
    func fallbackWidth(of text: String) -> Double {
        Double(text.count) * size * (isBold ? 0.66 : 0.6)
    }

    /// How many characters fit in `width` points (none when the font or the width is not a
    /// usable number).
    func characters(in width: Double) -> Int {
        let count = width / (size * averageWidth)
        return count.isFinite && count > 0 ? Int(min(count, 100_000)) : 0
    }

    /// `text` broken into at most `lines` lines of `width` points at spaces and line breaks;
    /// the last line kept ends with an ellipsis when the text does not fit.
    func wrap(_ text: String, to width: Double, lines maximum: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || self.width(of: candidate) <= width {
                    line = candidate
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        let cut = lines.count > maximum
        if cut { lines = Array(lines.prefix(maximum)) }
        lines = lines.map { self.width(of: $0) > width ? truncate($0, to: width) : $0 }
        if cut, let last = lines.last, !last.hasSuffix("…") {
            let fits = characters(in: width)
            lines[lines.count - 1] = String(last.prefix(max(min(last.count, fits - 1), 0))) + "…"
        }
        return lines
    }

    /// `text` cut with an ellipsis so that it fits `width` points.
    func truncate(_ text: String, to width: Double) -> String {
        let single = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        guard self.width(of: single) > width else { return single }
        let fits = characters(in: width)
        if fits < 2 { return "" }
        return String(single.prefix(fits - 1)) + "…"
    }
}
