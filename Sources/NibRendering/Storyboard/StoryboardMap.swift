import NibModel

/// A storyboard's canvas: every scene at its `canvasLocation` (the centre of the scene, as
/// Interface Builder stores it), scenes that would overlap pushed apart, segues as arrows
/// drawn by kind, and the initial view controller marked with an entry arrow.
struct StoryboardMap {
    let document: NibDocument
    let roots: [WireframeRoot]
    let idPrefix: String

    /// A scene placed on the canvas: the top-left corner of its picture.
    struct Placed {
        var root: WireframeRoot
        var origin: NibPoint
        /// The picture with its name above it, for overlap tests and arrows.
        var frame: NibRect {
            NibRect(
                x: origin.x, y: origin.y - WireframeRenderer.captionHeight, width: max(root.size.width, 120),
                height: root.size.height + WireframeRenderer.captionHeight)
        }
    }

    static let spacing = 60.0
    static let entryArrow = 90.0

    init(document: NibDocument, roots: [WireframeRoot], idPrefix: String) {
        self.document = document
        self.roots = roots
        self.idPrefix = idPrefix
    }

    /// Places the scenes: at their canvas locations in document order, each one that would
    /// overlap an already placed scene moved down below it; scenes without a location in a
    /// row to the right.
    func place() -> [Placed] {
        let locations = Dictionary(
            document.scenes.map { ($0.id, $0.canvasLocation) }, uniquingKeysWith: { first, _ in first })
        var placed: [Placed] = []
        var unplaced: [WireframeRoot] = []
        for root in roots {
            guard let center = root.sceneID.flatMap({ locations[$0] ?? nil }) else {
                unplaced.append(root)
                continue
            }
            var scene = Placed(
                root: root, origin: NibPoint(x: center.x - root.size.width / 2, y: center.y - root.size.height / 2))
            var moved = true
            var rounds = 0
            while moved && rounds < placed.count + 1 {
                moved = false
                rounds += 1
                for other in placed where Self.padded(other.frame).intersects(scene.frame) {
                    scene.origin.y = other.frame.maxY + Self.spacing + WireframeRenderer.captionHeight
                    moved = true
                }
            }
            placed.append(scene)
        }
        var x = (placed.map(\.frame.maxX).max() ?? 0) + Self.spacing * 2
        let top = placed.map(\.frame.y).min() ?? 0
        for root in unplaced {
            placed.append(Placed(root: root, origin: NibPoint(x: x, y: top + WireframeRenderer.captionHeight)))
            x += max(root.size.width, 120) + Self.spacing
        }
        // Move everything so the canvas starts at the margin (room for the entry arrow).
        let minX = placed.map(\.frame.x).min() ?? 0
        let minY = placed.map(\.frame.y).min() ?? 0
        let dx = WireframeRenderer.margin + Self.entryArrow - minX
        let dy = WireframeRenderer.margin - minY
        return placed.map { Placed(root: $0.root, origin: NibPoint(x: $0.origin.x + dx, y: $0.origin.y + dy)) }
    }

    private static func padded(_ rect: NibRect) -> NibRect {
        NibRect(
            x: rect.x - spacing / 2, y: rect.y - spacing / 2, width: rect.width + spacing, height: rect.height + spacing
        )
    }

    // MARK: - Drawing

    mutating func draw(painter: inout WireframePainter) -> Drawing {
        let placed = place()
        var markup = Markup()
        for scene in placed {
            WireframeRenderer.paint(scene.root, at: scene.origin, painter: &painter, into: &markup)
        }
        if let initial = placed.first(where: \.root.isInitial) {
            entryArrow(to: initial, into: &markup)
        }
        let badgesMaxX = segues(between: placed, painter: painter, into: &markup)
        let width = max(placed.map(\.frame.maxX).max() ?? 0, badgesMaxX) + WireframeRenderer.margin
        let height = (placed.map(\.frame.maxY).max() ?? 0) + WireframeRenderer.margin
        return Drawing(body: markup.text, defs: markerDefinitions(), width: max(width, 200), height: max(height, 80))
    }

    /// How a segue kind is drawn: colour, dash pattern, width and the word shown.
    struct Style {
        var name: String
        var color: String
        var dash: String?
        var width: Double
    }

    static func style(of segue: Connection.Segue) -> Style {
        switch segue.kind ?? "" {
        case "relationship":
            Style(name: "relationship", color: "#6e6e73", dash: nil, width: 3)
        case "show", "push", "showDetail", "replace":
            Style(name: "show", color: "#0a66d8", dash: nil, width: 2)
        case "presentation", "modal", "sheet", "popover", "popoverPresentation":
            Style(name: "modal", color: "#d9480f", dash: "8 4", width: 2)
        case "embed":
            Style(name: "embed", color: "#7048e8", dash: "2 3", width: 2)
        case "unwind":
            Style(name: "unwind", color: "#2b8a3e", dash: "5 3", width: 2)
        default:
            Style(name: segue.kind ?? "segue", color: "#868e96", dash: "4 4", width: 2)
        }
    }

    private func markerDefinitions() -> String {
        var markup = Markup()
        for style in ["relationship", "show", "modal", "embed", "unwind", "other"] {
            let color = Self.markerColors[style] ?? "#868e96"
            markup.open(
                "marker",
                [
                    ("id", "\(idPrefix)-arrow-\(style)"), ("viewBox", "0 0 10 10"), ("refX", "9"), ("refY", "5"),
                    ("markerWidth", "7"), ("markerHeight", "7"), ("orient", "auto-start-reverse"),
                ])
            markup.empty("path", [("d", "M0 0L10 5L0 10z"), ("fill", color)])
            markup.close("marker")
        }
        markup.open(
            "marker",
            [
                ("id", "\(idPrefix)-dot"), ("viewBox", "0 0 10 10"), ("refX", "5"), ("refY", "5"), ("markerWidth", "6"),
                ("markerHeight", "6"),
            ])
        markup.empty("circle", [("cx", "5"), ("cy", "5"), ("r", "4"), ("fill", "#6e6e73")])
        markup.close("marker")
        return markup.text
    }

    static let markerColors = [
        "relationship": "#6e6e73", "show": "#0a66d8", "modal": "#d9480f", "embed": "#7048e8", "unwind": "#2b8a3e",
    ]

    private func entryArrow(to scene: Placed, into markup: inout Markup) {
        let box = scene.frame
        let y = scene.origin.y + min(scene.root.size.height / 2, 160)
        markup.open("g", [("class", "initial"), ("data-id", scene.root.id.rawValue)])
        markup.empty(
            "line",
            [
                ("x1", number(box.x - Self.entryArrow + 8)), ("y1", number(y)), ("x2", number(box.x - 6)),
                ("y2", number(y)), ("stroke", "#3a3a3c"), ("stroke-width", "4"),
                ("marker-end", "url(#\(idPrefix)-arrow-relationship)"),
            ])
        markup.element(
            "text",
            [
                ("x", number(box.x - Self.entryArrow + 8)), ("y", number(y - 8)),
                ("font-family", FontSpec(family: nil, size: 11).cssFamily),
                ("font-size", "11"), ("font-weight", "bold"), ("fill", "#3a3a3c"),
            ],
            text: "Initial")
        markup.close("g")
        markup.newline()
    }

    /// Draws the segue arrows; returns the right edge of the storyboard-reference badges.
    private func segues(between placed: [Placed], painter: WireframePainter, into markup: inout Markup) -> Double {
        var badgesMaxX = 0.0
        var sceneOfObject: [ObjectID: Int] = [:]
        for (index, scene) in placed.enumerated() {
            guard let sceneID = scene.root.sceneID,
                let model = document.scenes.first(where: { $0.id == sceneID })
            else { continue }
            for id in model.topLevelObjects + model.placeholders { sceneOfObject[id] = index }
        }
        func sceneIndex(_ id: ObjectID) -> Int? {
            if let index = sceneOfObject[id] { return index }
            guard let sceneID = document[id]?.sceneID else { return nil }
            return placed.firstIndex { $0.root.sceneID == sceneID }
        }
        var labels: [NibRect] = []
        for connection in document.connections {
            guard case .segue(let segue) = connection.kind, let from = sceneIndex(connection.source) else { continue }
            let style = Self.style(of: segue)
            let source = placed[from]
            let start = anchor(of: connection.source, in: source)
            let end: NibPoint
            let target: NibRect
            if segue.kind == "unwind" || document[segue.destination]?.placeholderRole == .exit {
                // Unwind: back out of the scene, to its top-right corner (the Exit icon in IB).
                target = NibRect(x: source.frame.maxX - 16, y: source.frame.y - 4, width: 16, height: 16)
                end = NibPoint(x: target.midX, y: target.midY)
            } else if let to = sceneIndex(segue.destination), to != from {
                target = placed[to].frame
                end = Self.clip(from: start, to: NibPoint(x: target.midX, y: target.midY), at: target)
            } else if case .storyboardReference(let name, let identifier) = document[segue.destination]?.placeholderRole
            {
                // A reference kept inside the source scene: a badge beside the scene.
                let text = "→ " + (name ?? "this storyboard") + (identifier.map { " · \($0)" } ?? "")
                let badgeFont = FontSpec(family: nil, size: 12, isBold: true)
                target = NibRect(
                    x: source.frame.maxX + 40, y: start.y - 14, width: badgeFont.fallbackWidth(of: text) + 16,
                    height: 28)
                markup.open("g", [("class", "reference"), ("data-id", segue.destination.rawValue)])
                markup.empty(
                    "rect",
                    painter.frame(target) + [
                        ("rx", "6"), ("fill", "#ffffff"), ("stroke", "#868e96"), ("class", "body"),
                    ])
                painter.text(text, in: target, font: badgeFont, align: .center, color: "#3a3a3c", into: &markup)
                markup.close("g")
                end = NibPoint(x: target.x, y: target.midY)
                badgesMaxX = max(badgesMaxX, target.maxX)
            } else {
                continue
            }
            let begin =
                style.name == "embed" || segue.kind == "unwind"
                ? start
                : Self.clip(
                    from: NibPoint(x: target.midX, y: target.midY), to: start, at: source.frame, inside: start)
            let markerName = Self.markerColors[style.name] != nil ? style.name : "other"
            markup.open(
                "g",
                [
                    ("class", "segue seg-\(style.name)"), ("data-id", connection.id?.rawValue),
                    ("data-source", connection.source.rawValue), ("data-destination", segue.destination.rawValue),
                ])
            markup.element(
                "title", text: "\(segue.kind ?? "segue") segue \(segue.identifier ?? "") → \(segue.destination)")
            let control = NibPoint(x: (begin.x + end.x) / 2, y: min(begin.y, end.y) - abs(end.x - begin.x) * 0.08)
            markup.empty(
                "path",
                [
                    (
                        "d",
                        "M\(number(begin.x)) \(number(begin.y))Q\(number(control.x)) \(number(control.y)) \(number(end.x)) \(number(end.y))"
                    ),
                    ("fill", "none"), ("stroke", style.color), ("stroke-width", number(style.width)),
                    ("stroke-dasharray", style.dash), ("marker-end", "url(#\(idPrefix)-arrow-\(markerName))"),
                    ("marker-start", style.name == "relationship" ? "url(#\(idPrefix)-dot)" : nil),
                ])
            let text = segue.identifier.map { "\(style.name): \($0)" } ?? (segue.relationship ?? style.name)
            let font = FontSpec(family: nil, size: 11)
            let width = font.fallbackWidth(of: text) + 8
            var plate = NibRect(
                x: (begin.x + 2 * control.x + end.x) / 4 - width / 2, y: (begin.y + 2 * control.y + end.y) / 4 - 8,
                width: width, height: 16)
            while labels.contains(where: { $0.intersects(plate) }) { plate.y += 18 }
            labels.append(plate)
            markup.empty(
                "rect",
                painter.frame(plate) + [("rx", "3"), ("fill", "#ffffff"), ("stroke", style.color), ("opacity", "0.92")])
            painter.text(text, in: plate, font: font, align: .center, color: style.color, into: &markup)
            markup.close("g")
            markup.newline()
        }
        return badgesMaxX
    }

    /// Where an arrow starts: the drawn object (a button, a cell) when it is in the picture,
    /// else the scene's centre.
    private func anchor(of id: ObjectID, in scene: Placed) -> NibPoint {
        if let node = WireframeRenderer.find(id, in: scene.root.node),
            node.id != scene.root.node.id || id != scene.root.id
        {
            return NibPoint(x: scene.origin.x + node.rect.midX, y: scene.origin.y + node.rect.midY)
        }
        return NibPoint(x: scene.frame.midX, y: scene.frame.midY)
    }

    /// The point where the segment from `start` to `end` leaves `rect` (which holds `end`,
    /// or `inside` when given).
    static func clip(from start: NibPoint, to end: NibPoint, at rect: NibRect, inside: NibPoint? = nil) -> NibPoint {
        let center = inside ?? end
        let dx = start.x - center.x
        let dy = start.y - center.y
        var t = 1.0
        if dx > 0 { t = min(t, (rect.maxX - center.x) / dx) }
        if dx < 0 { t = min(t, (rect.x - center.x) / dx) }
        if dy > 0 { t = min(t, (rect.maxY - center.y) / dy) }
        if dy < 0 { t = min(t, (rect.y - center.y) / dy) }
        t = max(0, t)
        return NibPoint(x: center.x + dx * t, y: center.y + dy * t)
    }
}
