import NibModel

/// Draws wireframe nodes as SVG shapes, each object a `<g data-id>` group so that a page can
/// find and select it.
struct WireframePainter {
    /// Prefix for `clipPath` ids, unique per picture on a page.
    let idPrefix: String
    /// Objects drawn highlighted (a diff's changes).
    var highlighted: Set<ObjectID> = []
    private var clipCount = 0

    init(idPrefix: String, highlighted: Set<ObjectID> = []) {
        self.idPrefix = idPrefix
        self.highlighted = highlighted
    }

    static let stroke = "#8a8f98"
    static let textColor = "#1d1d1f"
    static let secondaryText = "#6e6e73"
    static let accent = "#0a66d8"

    /// Draws a node and its subtree.
    mutating func paint(_ node: WireframeNode, into markup: inout Markup) {
        if node.kind == .scroller && node.isHidden { return }
        let classes =
            ["obj", "k-" + node.kind.rawValue]
            + (node.isHidden ? ["hidden"] : []) + (node.isEstimated ? ["estimated"] : [])
            + (node.isSimulated ? ["simulated"] : [])
            + (highlighted.contains(node.id) ? ["changed"] : [])
        markup.open(
            "g",
            [
                ("class", classes.joined(separator: " ")), ("data-id", node.id.rawValue),
                ("data-class", node.className), ("opacity", node.isHidden ? "0.55" : nil),
            ])
        markup.element("title", text: tooltip(node))
        drawBody(node, into: &markup)
        for caption in node.captions {
            text(
                caption.text, in: caption.rect, font: FontSpec(family: nil, size: 13), align: .leading,
                color: Self.secondaryText, wraps: true, into: &markup)
        }
        if !node.children.isEmpty {
            if node.clipsChildren {
                clipCount += 1
                let clipID = "\(idPrefix)c\(clipCount)"
                markup.open("clipPath", [("id", clipID)])
                rect(node.rect, into: &markup)
                markup.close("clipPath")
                markup.open("g", [("clip-path", "url(#\(clipID))")])
            }
            for child in node.children { paint(child, into: &markup) }
            if node.clipsChildren { markup.close("g") }
        }
        if highlighted.contains(node.id) {
            markup.empty(
                "rect",
                frame(node.rect) + [
                    ("fill", "none"), ("stroke", "#e8590c"), ("stroke-width", "3"), ("class", "change-mark"),
                ])
        }
        markup.close("g")
        markup.newline()
    }

    /// The object's class and id, then every string it shows, each quoted “…” and whole (the
    /// picture may cut them short), and how it was placed.
    private func tooltip(_ node: WireframeNode) -> String {
        var text = "\(node.className) \(node.id.rawValue)"
        if node.isSimulated {
            text = "simulated \(node.className)" + (node.id.rawValue.isEmpty ? "" : " \(node.id.rawValue)")
        }
        var strings = node.texts
        if let title = node.title.map(VisibleText.normalized), !title.isEmpty, !strings.contains(title) {
            strings.insert(title, at: 0)
        }
        for string in strings { text += " “\(string)”" }
        if node.isEstimated { text += " (no stored frame: placed by swift-nib)" }
        if node.isHidden { text += " (hidden)" }
        return text
    }

    // MARK: - Kinds

    private func drawBody(_ node: WireframeNode, into markup: inout Markup) {
        let r = node.rect
        let dash: String? = node.isHidden ? "5 3" : (node.isEstimated ? "2 2" : nil)
        switch node.kind {
        case .window:
            box(r, fill: "#ffffff", stroke: "#6e6e73", radius: 6, dash: dash, into: &markup)
            let bar = NibRect(x: r.x, y: r.y, width: r.width, height: WireframeBuilder.titleBarHeight)
            box(bar, fill: "#e9e9ec", stroke: "#b0b0b6", radius: 6, dash: nil, into: &markup)
            for (index, color) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
                markup.empty(
                    "circle",
                    [
                        ("cx", number(r.x + 12 + Double(index) * 18)), ("cy", number(r.y + 11)), ("r", "5.5"),
                        ("fill", color),
                    ])
            }
            text(node.title ?? "", in: bar.insetBy(dx: 64, dy: 0), font: node.font, align: .center, into: &markup)
        case .button:
            box(r, fill: "#f5f5f7", stroke: "#9a9aa0", radius: min(6, r.height / 2), dash: dash, into: &markup)
            label(node, in: r.insetBy(dx: 2, dy: 0), align: .center, into: &markup)
        case .checkbox, .radio:
            let size = min(14, r.height)
            let mark = NibRect(x: r.x + 2, y: r.y + (r.height - size) / 2, width: size, height: size)
            box(
                mark, fill: "#ffffff", stroke: "#6e6e73", radius: node.kind == .radio ? size / 2 : 3, dash: nil,
                into: &markup)
            outline(r, dash: dash, into: &markup)
            text(
                node.title ?? "", in: NibRect(x: r.x + size + 8, y: r.y, width: r.width - size - 8, height: r.height),
                font: node.font, align: .leading, wraps: true, into: &markup)
        case .label:
            outline(r, dash: dash, into: &markup)
            label(node, in: r, align: node.alignment, into: &markup)
        case .textField, .comboBox:
            let bordered = node.element != "textField" || node.title == nil || node.detail != nil
            if bordered {
                box(r, fill: "#ffffff", stroke: "#a1a1a6", radius: 3, dash: dash, into: &markup)
            } else {
                outline(r, dash: dash, into: &markup)
            }
            label(node, in: r.insetBy(dx: 3, dy: 0), align: node.alignment, into: &markup)
            if node.kind == .comboBox { chevron(in: r, into: &markup) }
        case .textView:
            box(r, fill: "#ffffff", stroke: "#a1a1a6", radius: 0, dash: dash, into: &markup)
            let lines = NibRect(
                x: r.x + 4, y: r.y + 2, width: r.width - 8, height: min(r.height - 4, node.font.size * 1.25 * 12))
            text(node.title ?? "", in: lines, font: node.font, align: .leading, wraps: true, into: &markup)
        case .image:
            box(r, fill: "#eef0f3", stroke: "#9aa0a6", radius: 0, dash: dash, into: &markup)
            line(from: (r.x, r.y), to: (r.maxX, r.maxY), color: "#c5c9cf", into: &markup)
            line(from: (r.x, r.maxY), to: (r.maxX, r.y), color: "#c5c9cf", into: &markup)
            caption(node.detail ?? "image", in: r, into: &markup)
        case .table, .outline:
            box(r, fill: "#ffffff", stroke: "#a1a1a6", radius: 0, dash: dash, into: &markup)
            columns(node, into: &markup)
        case .collection:
            box(r, fill: "#ffffff", stroke: "#a1a1a6", radius: 0, dash: dash, into: &markup)
            if node.children.isEmpty { grid(r, into: &markup) }
        case .tableCell, .collectionCell:
            box(r, fill: "#fbfbfd", stroke: "#d2d2d7", radius: 0, dash: dash, into: &markup)
            if let title = node.title, !title.isEmpty {
                let detail = node.detail.map { $0.isEmpty ? nil : $0 } ?? nil
                let line = NibRect(
                    x: r.x + 16, y: r.y, width: r.width - 32, height: detail == nil ? r.height : r.height / 2)
                text(title, in: line, font: node.font, align: .leading, into: &markup)
                if let detail {
                    text(
                        detail, in: NibRect(x: line.x, y: line.maxY, width: line.width, height: r.height / 2),
                        font: FontSpec(family: nil, size: node.font.size * 0.8), align: .leading,
                        color: Self.secondaryText, into: &markup)
                }
            }
        case .menu:
            menu(node, into: &markup)
        case .stack:
            box(r, fill: "none", stroke: "#7aa7e0", radius: 2, dash: dash ?? "6 2", into: &markup)
        case .scroll:
            box(r, fill: "#ffffff", stroke: "#a1a1a6", radius: 0, dash: dash, into: &markup)
        case .clip:
            outline(r, dash: dash, into: &markup)
        case .scroller:
            box(r, fill: "#ececef", stroke: "#d2d2d7", radius: min(r.width, r.height) / 2, dash: dash, into: &markup)
        case .box:
            let top = min(8, r.height / 2)
            box(
                NibRect(x: r.x, y: r.y + top, width: r.width, height: r.height - top), fill: "#f7f7f9",
                stroke: "#b0b0b6", radius: 4, dash: dash, into: &markup)
            if let title = node.title, !title.isEmpty {
                text(
                    title, in: NibRect(x: r.x + 6, y: r.y, width: r.width - 12, height: 14),
                    font: FontSpec(family: nil, size: 11), align: .leading, into: &markup)
            }
        case .tab:
            box(
                NibRect(x: r.x, y: r.y + 10, width: r.width, height: max(r.height - 10, 0)), fill: "#f7f7f9",
                stroke: "#b0b0b6", radius: 4, dash: dash, into: &markup)
            let width = min(r.width - 20, Double(node.items.count) * 90)
            segments(
                node.items, in: NibRect(x: r.x + (r.width - width) / 2, y: r.y, width: width, height: 20),
                font: FontSpec(family: nil, size: 11), into: &markup)
        case .segmented:
            segments(node.items, in: r, font: node.font, into: &markup)
        case .slider:
            outline(r, dash: dash, into: &markup)
            line(from: (r.x + 4, r.midY), to: (r.maxX - 4, r.midY), color: "#8a8f98", width: 3, into: &markup)
            markup.empty(
                "circle",
                [
                    ("cx", number(r.midX)), ("cy", number(r.midY)), ("r", number(min(9, r.height / 2))),
                    ("fill", "#ffffff"), ("stroke", "#6e6e73"),
                ])
        case .progress:
            let bar = NibRect(x: r.x, y: r.midY - 3, width: r.width, height: 6)
            box(bar, fill: "#e5e5ea", stroke: "#c7c7cc", radius: 3, dash: dash, into: &markup)
            box(
                NibRect(x: r.x, y: r.midY - 3, width: r.width * 0.4, height: 6), fill: Self.accent, stroke: "none",
                radius: 3, dash: nil, into: &markup)
        case .activity:
            outline(r, dash: dash, into: &markup)
            markup.empty(
                "circle",
                [
                    ("cx", number(r.midX)), ("cy", number(r.midY)),
                    ("r", number(max(min(r.width, r.height) / 2 - 2, 1))),
                    ("fill", "none"), ("stroke", "#8a8f98"), ("stroke-width", "2"), ("stroke-dasharray", "3 2"),
                ])
        case .toggle:
            let pill = NibRect(x: r.x, y: r.y, width: min(r.width, 51), height: min(r.height, 31))
            box(pill, fill: "#34c759", stroke: "#2ca24c", radius: pill.height / 2, dash: dash, into: &markup)
            markup.empty(
                "circle",
                [
                    ("cx", number(pill.maxX - pill.height / 2)), ("cy", number(pill.midY)),
                    ("r", number(max(pill.height / 2 - 2, 1))), ("fill", "#ffffff"),
                ])
        case .popUp:
            box(r, fill: "#f5f5f7", stroke: "#9a9aa0", radius: min(5, r.height / 2), dash: dash, into: &markup)
            text(
                node.title ?? "", in: NibRect(x: r.x + 8, y: r.y, width: r.width - 28, height: r.height),
                font: node.font, align: .leading, into: &markup)
            chevron(in: r, into: &markup)
        case .searchField, .searchBar:
            let field = node.kind == .searchBar ? r.insetBy(dx: 8, dy: max((r.height - 36) / 2, 2)) : r
            if node.kind == .searchBar {
                box(r, fill: "#f2f2f7", stroke: "#d2d2d7", radius: 0, dash: dash, into: &markup)
            }
            box(field, fill: "#ffffff", stroke: "#a1a1a6", radius: min(8, field.height / 2), dash: dash, into: &markup)
            let glass = min(field.height / 4, 5)
            markup.empty(
                "circle",
                [
                    ("cx", number(field.x + 6 + glass)), ("cy", number(field.midY - 1)), ("r", number(glass)),
                    ("fill", "none"), ("stroke", "#8a8f98"), ("stroke-width", "1.5"),
                ])
            text(
                node.title ?? node.detail ?? "Search",
                in: NibRect(
                    x: field.x + 12 + glass * 2, y: field.y, width: field.width - 16 - glass * 2, height: field.height),
                font: node.font, align: .leading, color: node.title == nil ? Self.secondaryText : Self.textColor,
                into: &markup)
        case .navigationBar:
            box(
                r, fill: "#f7f7f9", stroke: "#c7c7cc", radius: 0, dash: node.isSimulated ? "4 2" : dash,
                into: &markup)
            let leading = node.items.filter { !$0.isTrailing }
            let trailing = node.items.filter(\.isTrailing)
            let side = min(r.width / 4, 110)
            text(
                node.title ?? node.detail ?? "", in: r.insetBy(dx: side, dy: 0),
                font: FontSpec(family: nil, size: 17, isBold: true), align: .center, into: &markup)
            barItems(
                leading, in: NibRect(x: r.x + 8, y: r.y, width: side - 8, height: r.height), align: .leading,
                into: &markup)
            barItems(
                trailing, in: NibRect(x: r.maxX - side, y: r.y, width: side - 8, height: r.height),
                align: .trailing, into: &markup)
        case .tabBar, .toolbar:
            box(r, fill: "#f7f7f9", stroke: "#c7c7cc", radius: 0, dash: dash, into: &markup)
            evenly(node.items, in: r, into: &markup)
        case .pageControl:
            outline(r, dash: dash, into: &markup)
            for index in 0..<3 {
                markup.empty(
                    "circle",
                    [
                        ("cx", number(r.midX + Double(index - 1) * 14)), ("cy", number(r.midY)), ("r", "3.5"),
                        ("fill", index == 0 ? "#1d1d1f" : "#c7c7cc"),
                    ])
            }
        case .stepper:
            segments([.init(title: "−"), .init(title: "+")], in: r, font: node.font, into: &markup)
        case .map, .web, .datePicker, .container, .visualEffect:
            let fills: [ViewKind: String] = [.map: "#e3f1df", .web: "#eef3fb", .visualEffect: "#f0f0f4"]
            box(
                r, fill: fills[node.kind] ?? "#fafafc", stroke: "#9aa0a6", radius: 0,
                dash: dash ?? (node.kind == .container ? "6 3" : nil), into: &markup)
            let names: [ViewKind: String] = [
                .map: "Map View", .web: "Web View", .datePicker: "Picker", .container: "Container View",
                .visualEffect: "",
            ]
            let name = node.title ?? names[node.kind] ?? ""
            // The name in the middle, or lower down when views it holds are there.
            let middle = NibRect(x: r.x, y: r.midY - 12, width: r.width, height: 24)
            let covered = node.children.contains { !$0.isSimulated && $0.rect.intersects(middle) }
            let place = covered ? NibRect(x: r.x, y: r.maxY - r.height / 6 - 12, width: r.width, height: 24) : r
            if !name.isEmpty {
                text(
                    name, in: place, font: FontSpec(family: nil, size: 13, isBold: true), align: .center,
                    color: Self.secondaryText, into: &markup)
            }
            if let detail = node.detail, node.kind == .container {
                let below = NibRect(x: r.x, y: r.midY + 8, width: r.width, height: 18)
                text(
                    detail, in: below, font: FontSpec(family: nil, size: 11), align: .center,
                    color: Self.secondaryText, into: &markup)
            }
        case .matrix:
            outline(r, dash: dash, into: &markup)
            for item in node.items {
                guard let frame = item.frame else { continue }
                let cell = NibRect(x: r.x + frame.x, y: r.y + frame.y, width: frame.width, height: frame.height)
                markup.open("g", [("class", "item"), ("data-id", item.id?.rawValue)])
                if item.kind == .radio || item.kind == .checkbox {
                    let size = min(14, cell.height)
                    let mark = NibRect(x: cell.x + 2, y: cell.y + (cell.height - size) / 2, width: size, height: size)
                    box(
                        mark, fill: "#ffffff", stroke: "#6e6e73", radius: item.kind == .radio ? size / 2 : 3, dash: nil,
                        into: &markup)
                    text(
                        item.title,
                        in: NibRect(x: mark.maxX + 6, y: cell.y, width: cell.maxX - mark.maxX - 6, height: cell.height),
                        font: node.font, align: .leading, into: &markup)
                } else {
                    box(cell, fill: "#f5f5f7", stroke: "#9a9aa0", radius: 4, dash: nil, into: &markup)
                    text(item.title, in: cell.insetBy(dx: 3, dy: 0), font: node.font, align: .center, into: &markup)
                }
                markup.close("g")
            }
        case .split, .view:
            box(
                r, fill: node.element == "view" && node.children.isEmpty ? "#fcfcfd" : "none",
                stroke: "#c4c7cc", radius: 0, dash: dash, into: &markup)
            if let detail = node.detail, r.height >= 16, r.width >= 48 {
                text(
                    detail, in: NibRect(x: r.x + 3, y: r.y + 1, width: r.width - 6, height: 12),
                    font: FontSpec(family: nil, size: 9), align: .leading, color: Self.secondaryText, into: &markup)
            }
        }
    }

    // MARK: - Pieces

    private func label(
        _ node: WireframeNode, in r: NibRect, align: WireframeNode.TextAlignment, into markup: inout Markup
    ) {
        if let title = node.title, !title.isEmpty {
            text(title, in: r, font: node.font, align: align, wraps: true, into: &markup)
        } else if let detail = node.detail, !detail.isEmpty {
            text(detail, in: r, font: node.font, align: align, color: "#a1a1a6", wraps: true, into: &markup)
        }
    }

    private func columns(_ node: WireframeNode, into markup: inout Markup) {
        let r = node.rect
        guard !node.items.isEmpty else {
            var y = r.y + 44
            while y < r.maxY - 1 && y < r.y + 44 * 12 {
                line(from: (r.x, y), to: (r.maxX, y), color: "#e5e5ea", into: &markup)
                y += 44
            }
            return
        }
        let header = NibRect(x: r.x, y: r.y, width: r.width, height: min(22, r.height))
        box(header, fill: "#f2f2f5", stroke: "#c7c7cc", radius: 0, dash: nil, into: &markup)
        var x = r.x
        let font = FontSpec(family: nil, size: 11)
        let fallback = r.width / Double(node.items.count)
        for (index, item) in node.items.enumerated() {
            let width = item.width.map { $0 + 3 } ?? fallback
            let cell = NibRect(x: x, y: r.y, width: max(min(width, r.maxX - x), 0), height: header.height)
            if cell.width > 4 {
                markup.open("g", [("class", "column"), ("data-id", item.id?.rawValue)])
                text(item.title, in: cell.insetBy(dx: 5, dy: 0), font: font, align: .leading, into: &markup)
                if let value = item.cell, header.maxY + 24 <= r.maxY {
                    text(
                        value, in: NibRect(x: cell.x + 5, y: header.maxY, width: cell.width - 10, height: 24),
                        font: node.font, align: .leading, color: Self.secondaryText, into: &markup)
                }
                markup.close("g")
            }
            x += width
            if index < node.items.count - 1, x < r.maxX {
                line(from: (x, r.y), to: (x, r.maxY), color: "#d8d8dc", into: &markup)
            }
        }
        var y = header.maxY + 24
        while y < r.maxY && y < header.maxY + 24 * 20 {
            line(from: (r.x, y), to: (r.maxX, y), color: "#f0f0f2", into: &markup)
            y += 24
        }
    }

    private func grid(_ r: NibRect, into markup: inout Markup) {
        let size = 50.0
        var y = r.y + 10
        while y + size <= r.maxY && y < r.y + 4 * (size + 10) {
            var x = r.x + 10
            while x + size <= r.maxX {
                box(
                    NibRect(x: x, y: y, width: size, height: size), fill: "#f2f2f5", stroke: "#d2d2d7", radius: 2,
                    dash: nil, into: &markup)
                x += size + 10
            }
            y += size + 10
        }
    }

    private func menu(_ node: WireframeNode, into markup: inout Markup) {
        let r = node.rect
        let font = node.font
        if node.isMenuBar {
            // A menu bar: titles across, each submenu below its title.
            let bar = NibRect(x: r.x, y: r.y, width: r.width, height: 22)
            box(bar, fill: "#ececf0", stroke: "#b0b0b6", radius: 0, dash: nil, into: &markup)
            var x = r.x
            for (index, item) in node.items.enumerated() {
                let width = item.width ?? 60
                markup.open("g", [("class", "item"), ("data-id", item.id?.rawValue)])
                let titleWidth = node.font.fallbackWidth(of: item.title) + 20
                text(
                    item.title, in: NibRect(x: x + 10, y: r.y, width: min(width, titleWidth) - 10, height: 22),
                    font: FontSpec(family: nil, size: 13, isBold: index == 0), align: .leading, into: &markup)
                markup.close("g")
                x += width + 8
            }
            return
        }
        // A group of lists (a menu and its submenus) draws nothing of its own.
        if node.items.isEmpty && !node.children.isEmpty { return }
        box(r, fill: "#ffffff", stroke: "#9a9aa0", radius: 5, dash: nil, into: &markup)
        var y = r.y + 4
        if let heading = node.detail {
            text(
                heading, in: NibRect(x: r.x + 8, y: y, width: r.width - 16, height: 20),
                font: FontSpec(family: nil, size: 11, isBold: true), align: .leading, color: Self.secondaryText,
                into: &markup)
            y += 20
        }
        for item in node.items {
            if item.isSeparator {
                line(from: (r.x + 8, y + 5), to: (r.maxX - 8, y + 5), color: "#d2d2d7", into: &markup)
                y += 10
                continue
            }
            markup.open("g", [("class", "item"), ("data-id", item.id?.rawValue)])
            text(
                item.title, in: NibRect(x: r.x + 16, y: y, width: r.width - 32, height: 20), font: font,
                align: .leading, into: &markup)
            if item.hasSubmenu {
                text(
                    "▸", in: NibRect(x: r.maxX - 18, y: y, width: 12, height: 20), font: font, align: .center,
                    into: &markup)
            }
            markup.close("g")
            y += 20
        }
    }

    private func segments(
        _ items: [WireframeNode.Item], in r: NibRect, font: FontSpec, into markup: inout Markup
    ) {
        box(r, fill: "#f5f5f7", stroke: "#9a9aa0", radius: min(5, r.height / 2), dash: nil, into: &markup)
        guard !items.isEmpty else { return }
        let total = items.reduce(0.0) { $0 + ($1.width ?? 0) }
        let even = r.width / Double(items.count)
        var x = r.x
        for (index, item) in items.enumerated() {
            let width = total > 0 && total <= r.width + 1 ? (item.width ?? even) : even
            text(
                item.title, in: NibRect(x: x + 2, y: r.y, width: width - 4, height: r.height), font: font,
                align: .center, into: &markup)
            x += width
            if index < items.count - 1 { line(from: (x, r.y), to: (x, r.maxY), color: "#9a9aa0", into: &markup) }
        }
    }

    /// Bar button items side by side in `r`, from its leading or trailing edge.
    private func barItems(
        _ items: [WireframeNode.Item], in r: NibRect, align: WireframeNode.TextAlignment, into markup: inout Markup
    ) {
        guard !items.isEmpty else { return }
        let width = r.width / Double(items.count)
        let ordered = align == .trailing ? items.reversed() : items
        for (index, item) in ordered.enumerated() {
            let x = align == .trailing ? r.maxX - Double(index + 1) * width : r.x + Double(index) * width
            text(
                item.title, in: NibRect(x: x, y: r.y, width: width, height: r.height),
                font: FontSpec(family: nil, size: 15),
                align: align, color: Self.accent, into: &markup)
        }
    }

    private func evenly(_ items: [WireframeNode.Item], in r: NibRect, into markup: inout Markup) {
        guard !items.isEmpty else { return }
        let width = r.width / Double(items.count)
        for (index, item) in items.enumerated() {
            let cell = NibRect(x: r.x + Double(index) * width, y: r.y, width: width, height: r.height)
            text(
                item.title, in: cell.insetBy(dx: 2, dy: 0), font: FontSpec(family: nil, size: 11), align: .center,
                color: Self.accent, into: &markup)
        }
    }

    private func chevron(in r: NibRect, into markup: inout Markup) {
        let x = r.maxX - 12
        let y = r.midY
        markup.empty(
            "path",
            [
                (
                    "d",
                    "M\(number(x - 4)) \(number(y - 2))L\(number(x)) \(number(y + 2))L\(number(x + 4)) \(number(y - 2))"
                ),
                ("fill", "none"), ("stroke", "#3a3a3c"), ("stroke-width", "1.5"),
            ])
    }

    private func caption(_ value: String, in r: NibRect, into markup: inout Markup) {
        let size = min(11, max(r.height / 3, 7))
        let plate = NibRect(x: r.x + 2, y: r.midY - size * 0.8, width: r.width - 4, height: size * 1.6)
        text(
            value, in: plate, font: FontSpec(family: nil, size: size), align: .center, color: "#3a3a3c",
            into: &markup)
    }

    // MARK: - Primitives

    func frame(_ r: NibRect) -> [(String, String?)] {
        [
            ("x", number(r.x)), ("y", number(r.y)), ("width", number(max(r.width, 0))),
            ("height", number(max(r.height, 0))),
        ]
    }

    private func rect(_ r: NibRect, into markup: inout Markup) {
        markup.empty("rect", frame(r))
    }

    private func box(
        _ r: NibRect, fill: String, stroke: String, radius: Double, dash: String?, into markup: inout Markup
    ) {
        markup.empty(
            "rect",
            frame(r) + [
                ("rx", radius > 0 ? number(radius) : nil), ("fill", fill), ("stroke", stroke),
                ("stroke-dasharray", dash), ("class", "body"),
            ])
    }

    /// A faint outline for views that draw no border of their own, so that they can be found.
    private func outline(_ r: NibRect, dash: String?, into markup: inout Markup) {
        markup.empty(
            "rect",
            frame(r) + [
                ("fill", "none"), ("stroke", "#dcdde1"), ("stroke-dasharray", dash ?? "1 2"), ("class", "body"),
            ])
    }

    private func line(
        from start: (Double, Double), to end: (Double, Double), color: String, width: Double = 1,
        into markup: inout Markup
    ) {
        markup.empty(
            "line",
            [
                ("x1", number(start.0)), ("y1", number(start.1)), ("x2", number(end.0)), ("y2", number(end.1)),
                ("stroke", color), ("stroke-width", width == 1 ? nil : number(width)),
            ])
    }

    /// How much narrower than the fallback font's estimate a text may be drawn (SVG
    /// `textLength`) before it is cut: the document's own fonts are narrower, and Interface
    /// Builder sized the box to hold the text in them.
    static let squeeze = 1.45

    /// Text fitted into `r`: narrowed to fit when a little too wide, wrapped onto the lines the
    /// box has room for when `wraps`, cut with an ellipsis only beyond that; shrunk when the box
    /// is lower than the font, left out when nothing fits.
    func text(
        _ value: String, in r: NibRect, font: FontSpec, align: WireframeNode.TextAlignment,
        color: String = WireframePainter.textColor, wraps: Bool = false, into markup: inout Markup
    ) {
        guard r.width > 4, r.height > 4, !value.isEmpty else { return }
        let value = String(value.map { $0 == "\t" ? " " : $0 })
        var font = font
        if !(font.size.isFinite && font.size > 0) { font.size = 13 }
        font.size = min(font.size, max(r.height * 0.9, 6))
        let full = font.size
        let whole = VisibleText.normalized(value)
        var lines: [String] = []
        // A text that does not fit is tried a size or two smaller before it is cut.
        for scale in [1, 0.9, 0.8] {
            font.size = full * scale
            let lineRoom = r.height / (font.size * 1.25)
            let room = wraps && lineRoom.isFinite ? Int(min(max(lineRoom, 1), 200)) : 1
            lines =
                room > 1
                ? font.wrap(value, to: r.width * Self.squeeze, lines: room)
                : [font.truncate(value, to: r.width * Self.squeeze)]
            if VisibleText.normalized(lines.joined(separator: " ")) == whole { break }
        }
        let lineHeight = font.size * 1.25
        guard lines.contains(where: { !$0.isEmpty }) else { return }
        let x: Double
        let anchor: String?
        switch align {
        case .leading: (x, anchor) = (r.x, nil)
        case .center: (x, anchor) = (r.midX, "middle")
        case .trailing: (x, anchor) = (r.maxX, "end")
        }
        func squeezed(_ line: String) -> [(String, String?)] {
            guard font.fallbackWidth(of: line) > r.width else { return [] }
            return [("textLength", number(r.width)), ("lengthAdjust", "spacingAndGlyphs")]
        }
        let attributes: [(String, String?)] = [
            ("font-family", font.cssFamily), ("font-size", number(font.size)),
            ("font-weight", font.isBold ? "bold" : nil), ("text-anchor", anchor), ("fill", color),
        ]
        if lines.count == 1 {
            markup.element(
                "text",
                [("x", number(x)), ("y", number(r.midY + font.size * 0.35))] + attributes + squeezed(lines[0]),
                text: lines[0])
            return
        }
        // Several lines, centred as a block; each line but the last ends with the space that
        // joins it to the next, so the text element reads as the whole string.
        let top = r.midY - Double(lines.count) * lineHeight / 2
        markup.open("text", attributes)
        for (index, line) in lines.enumerated() {
            let baseline = top + Double(index) * lineHeight + lineHeight / 2 + font.size * 0.35
            markup.element(
                "tspan", [("x", number(x)), ("y", number(baseline))] + squeezed(line),
                text: index < lines.count - 1 ? line + " " : line)
        }
        markup.close("text")
    }
}

extension NibRect {
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    func insetBy(dx: Double, dy: Double) -> NibRect {
        NibRect(x: x + dx, y: y + dy, width: max(width - 2 * dx, 0), height: max(height - 2 * dy, 0))
    }

    func intersects(_ other: NibRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
