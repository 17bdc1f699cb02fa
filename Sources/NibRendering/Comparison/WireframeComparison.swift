import NibModel

/// Two versions of a document drawn side by side with the changed objects highlighted: the
/// picture `nibdump diff --format html` shows.
///
/// ```swift
/// let comparison = WireframeComparison(old: before, new: after, changed: ["Bt1-Sy-H3l"])
/// let page = comparison.html()
/// ```
public struct WireframeComparison: Sendable {
    /// The earlier version.
    public var old: NibDocument
    /// The later version.
    public var new: NibDocument
    /// The objects that differ (added, removed or changed), highlighted in both pictures.
    public var changed: Set<ObjectID>

    /// Creates a comparison.
    public init(old: NibDocument, new: NibDocument, changed: Set<ObjectID>) {
        self.old = old
        self.new = new
        self.changed = changed
    }

    /// One SVG: the old version on the left, the new one on the right.
    public func svg() -> String {
        drawing().svg(standalone: true)
    }

    /// A self-contained page with the two pictures and the list of changed objects.
    public func html() -> String {
        var page = Markup()
        page.raw("<!DOCTYPE html>\n")
        page.open("html", [("xmlns", "http://www.w3.org/1999/xhtml"), ("lang", "en")])
        page.open("head")
        page.empty("meta", [("charset", "utf-8")])
        page.element("title", text: "\(HTMLReport.fileName(old.file)) → \(HTMLReport.fileName(new.file))")
        page.open("style")
        page.raw(ReportAssets.style)
        page.raw("\nsvg .changed > .body { stroke: #e8590c; }\n")
        page.close("style")
        page.close("head")
        page.open("body")
        page.open("section", [("class", "doc")])
        page.element("h2", text: "\(old.file) → \(new.file)")
        page.element("p", [("class", "meta")], text: "\(changed.count) changed object(s), highlighted")
        page.open("div", [("class", "canvas")])
        page.raw(drawing().svg(standalone: false, attributes: [("class", "wireframe")]))
        page.close("div")
        page.open("ul")
        for id in changed.sorted(by: { $0.rawValue < $1.rawValue }) {
            let object = new[id] ?? old[id]
            let state = new.contains(id) ? (old.contains(id) ? "changed" : "added") : "removed"
            page.element("li", [("data-id", id.rawValue)], text: "\(state): \(object?.className ?? "?") \(id.rawValue)")
        }
        page.close("ul")
        page.close("section")
        page.close("body")
        page.close("html")
        page.newline()
        return page.text
    }

    private func drawing() -> Drawing {
        let renderer = WireframeRenderer(highlighted: changed)
        let empty = Drawing(body: "", defs: "", width: 200, height: 80)
        let before = (try? renderer.drawing(for: old, selection: .all, idPrefix: "old")) ?? empty
        let after = (try? renderer.drawing(for: new, selection: .all, idPrefix: "new")) ?? empty
        let heading = 28.0
        var markup = Markup()
        let font = FontSpec(family: nil, size: 15, isBold: true)
        let painter = WireframePainter(idPrefix: "cmp")
        painter.text(
            "Before: " + HTMLReport.fileName(old.file), in: NibRect(x: 16, y: 6, width: before.width, height: 20),
            font: font, align: .leading, into: &markup)
        painter.text(
            "After: " + HTMLReport.fileName(new.file),
            in: NibRect(x: before.width + 16, y: 6, width: after.width, height: 20), font: font, align: .leading,
            into: &markup)
        markup.open("g", [("class", "version old"), ("transform", "translate(0 \(number(heading)))")])
        markup.raw(before.body)
        markup.close("g")
        markup.empty(
            "line",
            [
                ("x1", number(before.width)), ("y1", "0"), ("x2", number(before.width)),
                ("y2", number(heading + max(before.height, after.height))), ("stroke", "#b0b0b6"),
            ])
        markup.open(
            "g", [("class", "version new"), ("transform", "translate(\(number(before.width)) \(number(heading)))")])
        markup.raw(after.body)
        markup.close("g")
        return Drawing(
            body: markup.text, defs: before.defs + after.defs, width: before.width + after.width,
            height: heading + max(before.height, after.height))
    }
}
