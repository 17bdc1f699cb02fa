import NibModel
import NibValidation

/// One self-contained HTML page for a set of documents: per document its wireframes (inline
/// SVG), object hierarchy, connections, resources and validation findings.
///
/// Clicking an object anywhere — in a wireframe, the hierarchy or a table — selects it
/// everywhere and lists its connections; a search box filters by id, class or label. The
/// page loads nothing from the network (no external scripts, styles or fonts) and opens from
/// a file in any current browser. It is well-formed XML as well as HTML, and the same
/// documents always give the same bytes.
///
/// ```swift
/// let html = HTMLReport(documents: [document]).html()
/// ```
public struct HTMLReport: Sendable {
    /// The documents, in the order they are shown.
    public var documents: [NibDocument]
    /// Documents that could not be read, listed at the top.
    public var errors: [NibParseError]
    /// Runs the document rules for the findings table.
    public var validator: DocumentValidator
    /// The page title.
    public var title: String

    /// Creates a report.
    public init(
        documents: [NibDocument], errors: [NibParseError] = [], validator: DocumentValidator = DocumentValidator(),
        title: String = "swift-nib report"
    ) {
        self.documents = documents
        self.errors = errors
        self.validator = validator
        self.title = title
    }

    /// The page.
    public func html() -> String {
        var page = Markup()
        page.raw("<!DOCTYPE html>\n")
        page.open("html", [("xmlns", "http://www.w3.org/1999/xhtml"), ("lang", "en")])
        page.open("head")
        page.empty("meta", [("charset", "utf-8")])
        page.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        page.element("title", text: title)
        page.open("style")
        page.raw(ReportAssets.style)
        page.close("style")
        page.close("head")
        page.newline()
        page.open("body")
        page.open("header")
        page.element("h1", text: title)
        page.empty(
            "input",
            [
                ("type", "search"), ("id", "search"), ("placeholder", "Filter by id, class or label"),
                ("aria-label", "Filter objects"),
            ])
        page.open("nav")
        for (index, document) in documents.enumerated() {
            page.element("a", [("href", "#doc\(index)")], text: Self.fileName(document.file))
        }
        page.close("nav")
        page.close("header")
        page.newline()
        if !errors.isEmpty {
            page.open("section", [("class", "errors")])
            page.element("h2", text: "Unreadable documents")
            page.open("ul")
            for error in errors { page.element("li", text: error.description) }
            page.close("ul")
            page.close("section")
        }
        for (index, document) in documents.enumerated() {
            section(document, index: index, into: &page)
        }
        page.open("script")
        page.raw("//<![CDATA[\n" + ReportAssets.script + "\n//]]>")
        page.close("script")
        page.close("body")
        page.close("html")
        page.newline()
        return page.text
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    // MARK: - One document

    private func section(_ document: NibDocument, index: Int, into page: inout Markup) {
        page.open("section", [("class", "doc"), ("id", "doc\(index)"), ("data-file", document.file)])
        page.element("h2", text: Self.fileName(document.file))
        let platform = document.platform?.rawValue ?? "unknown platform"
        page.element(
            "p", [("class", "meta")],
            text:
                "\(document.file) · \(document.kind.rawValue), \(platform) · \(document.objects.count) objects, \(document.connections.count) connections"
        )
        page.open("div", [("class", "layout")])
        page.open("div", [("class", "main")])
        page.open("div", [("class", "canvas")])
        if let drawing = try? WireframeRenderer().drawing(for: document, selection: .all, idPrefix: "d\(index)") {
            page.raw(drawing.svg(standalone: false, attributes: [("class", "wireframe")]))
        }
        page.close("div")
        connections(document, into: &page)
        findings(document, into: &page)
        resources(document, into: &page)
        page.close("div")
        page.open("aside")
        page.element("h3", text: "Selection")
        page.open("div", [("class", "selection")])
        page.element("p", [("class", "hint")], text: "Click an object in the picture, the tree or a table.")
        page.close("div")
        page.element("h3", text: "Hierarchy")
        hierarchy(document, into: &page)
        page.close("aside")
        page.close("div")
        page.close("section")
        page.newline()
    }

    private func searchText(_ object: NibObject) -> String {
        [
            object.id.rawValue, object.className, object.element, object.userLabel ?? "",
            object[attribute: "title"] ?? "",
            object[attribute: "text"] ?? "",
        ].joined(separator: " ").lowercased()
    }

    private func hierarchy(_ document: NibDocument, into page: inout Markup) {
        page.open("ul", [("class", "tree")])
        let roots =
            document.kind == .storyboard
            ? document.scenes.flatMap { ($0.topLevelObjects + $0.placeholders).compactMap { document[$0] } }
            : document.placeholders + document.topLevelObjects
        for object in roots { treeItem(object, document, depth: 0, into: &page) }
        page.close("ul")
    }

    private func treeItem(_ object: NibObject, _ document: NibDocument, depth: Int, into page: inout Markup) {
        page.open("li", [("data-search", searchText(object))])
        page.open("span", [("class", "node"), ("data-id", object.id.rawValue), ("tabindex", "0")])
        page.element("b", text: object.className)
        page.write(text: " " + object.id.rawValue)
        if let label = object.userLabel ?? object[attribute: "title"] ?? object[attribute: "text"], !label.isEmpty {
            page.element("i", text: " “\(label)”")
        }
        if let role = object.placeholderRole { page.element("em", text: " [\(role.name)]") }
        page.close("span")
        let children = object.children.compactMap { document[$0] }.filter { $0.element != "constraint" }
        if !children.isEmpty, depth < 60 {
            page.open("ul")
            for child in children { treeItem(child, document, depth: depth + 1, into: &page) }
            page.close("ul")
        }
        page.close("li")
        page.newline()
    }

    private func objectLink(_ id: ObjectID?, _ document: NibDocument, into page: inout Markup) {
        guard let id else { return }
        let name = document[id].map { "\($0.className) \(id.rawValue)" } ?? "\(id.rawValue) (missing)"
        page.element("span", [("class", "link"), ("data-id", id.rawValue), ("tabindex", "0")], text: name)
    }

    private func connections(_ document: NibDocument, into page: inout Markup) {
        page.element("h3", text: "Connections (\(document.connections.count))")
        guard !document.connections.isEmpty else {
            page.element("p", [("class", "hint")], text: "No connections.")
            return
        }
        page.open("table", [("class", "connections")])
        page.raw("<thead><tr><th>kind</th><th>source</th><th>label</th><th>destination</th><th>line</th></tr></thead>")
        page.open("tbody")
        for connection in document.connections {
            let search = [
                connection.kindName, connection.source.rawValue, connection.label ?? "",
                connection.destination?.rawValue ?? "", document[connection.source]?.className ?? "",
                connection.destination.flatMap { document[$0]?.className } ?? "",
            ].joined(separator: " ").lowercased()
            page.open(
                "tr",
                [
                    ("class", "conn"), ("data-source", connection.source.rawValue),
                    ("data-destination", connection.destination?.rawValue), ("data-search", search),
                ])
            page.element("td", [("class", "kind k-\(connection.kindName)")], text: connection.kindName)
            page.open("td")
            objectLink(connection.source, document, into: &page)
            page.close("td")
            page.element("td", text: connection.label ?? "")
            page.open("td")
            objectLink(connection.destination, document, into: &page)
            page.close("td")
            page.element("td", text: String(connection.location.line))
            page.close("tr")
            page.newline()
        }
        page.close("tbody")
        page.close("table")
    }

    private func resources(_ document: NibDocument, into page: inout Markup) {
        page.element("h3", text: "Resources (\(document.resources.count))")
        guard !document.resources.isEmpty else {
            page.element("p", [("class", "hint")], text: "No resources.")
            return
        }
        page.open("table", [("class", "resources")])
        page.raw("<thead><tr><th>kind</th><th>name</th><th>line</th></tr></thead>")
        page.open("tbody")
        for resource in document.resources {
            page.open("tr", [("data-search", (resource.kindName + " " + resource.name).lowercased())])
            page.element("td", text: resource.kindName)
            page.element("td", text: resource.name)
            page.element("td", text: String(resource.location.line))
            page.close("tr")
        }
        page.close("tbody")
        page.close("table")
    }

    private func findings(_ document: NibDocument, into page: inout Markup) {
        let diagnostics = validator.validate(document)
        page.element("h3", text: "Validation findings (\(diagnostics.count))")
        guard !diagnostics.isEmpty else {
            page.element("p", [("class", "hint")], text: "The document rules found nothing.")
            return
        }
        page.open("table", [("class", "findings")])
        page.raw("<thead><tr><th>severity</th><th>rule</th><th>message</th><th>line</th></tr></thead>")
        page.open("tbody")
        for diagnostic in diagnostics {
            page.open(
                "tr",
                [
                    ("class", "finding \(diagnostic.severity.rawValue)"),
                    ("data-search", (diagnostic.rule.rawValue + " " + diagnostic.message).lowercased()),
                ])
            page.element("td", text: diagnostic.severity.rawValue)
            page.element("td", text: diagnostic.rule.rawValue)
            page.element("td", text: diagnostic.message)
            page.element("td", text: String(diagnostic.location.line))
            page.close("tr")
        }
        page.close("tbody")
        page.close("table")
    }
}
