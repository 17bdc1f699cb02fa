import NibModel

/// The strings an interface shows, read from a document's elements: titles, texts,
/// placeholders, segment, tab and toolbar labels, section headers and menu items — none under
/// a hidden element.
///
/// A wireframe lists an object's strings in its tooltip (the `<title>` of its group), each
/// quoted “…”, so that what a still picture cannot show whole (a pop-up's other items, a long
/// text cut with an ellipsis, a submenu) is still in the picture.
enum VisibleText {
    /// Attributes that hold text the interface shows.
    static let attributes = [
        "title", "text", "placeholder", "placeholderString", "label", "headerTitle", "footerTitle",
    ]

    /// `<string key="…">` children that hold text the interface shows (multi-line values).
    static let stringKeys: Set<String> = ["title", "text", "placeholder", "placeholderString"]

    /// Subtrees that hold no interface text.
    static let skipped: Set<String> = [
        "connections", "constraints", "userDefinedRuntimeAttributes", "accessibility", "variation", "resources",
        "inferredMetricsTieBreakers", "point", "rect", "size", "color", "font", "fontDescription", "image", "nil",
    ]

    /// `value` with runs of white space (line breaks included) turned into one space, trimmed.
    static func normalized(_ value: String) -> String {
        value.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }

    /// The strings `element` itself shows (not its children's).
    static func own(_ element: NibElement) -> [String] {
        if element[attribute: "hidden"] == "YES" { return [] }
        var result: [String] = []
        for name in attributes {
            guard let value = element[attribute: name] else { continue }
            let text = normalized(value)
            if text.isEmpty { continue }
            // A menu's own title is not drawn (its item's is); a box may hide its title; an
            // image-only button shows no title.
            if name == "title" {
                if element.name == "menu" || element[attribute: "imagePosition"] == "only" { continue }
                if element.name == "box" && element[attribute: "titlePosition"] == "noTitle" { continue }
            }
            result.append(text)
        }
        if element.name == "string", let key = element[attribute: "key"], stringKeys.contains(key) {
            let text = normalized(element.text)
            if !text.isEmpty { result.append(text) }
        }
        return result
    }

    /// The strings of `element` and its descendants, stopping at hidden elements and at the
    /// elements `stop` accepts (views drawn as objects of their own).
    static func collect(
        _ element: NibElement, stoppingAt stop: (NibElement) -> Bool, into result: inout [String]
    ) {
        if skipped.contains(element.name) || element[attribute: "hidden"] == "YES" { return }
        // A matrix's prototype cell is a template, never shown.
        if element[attribute: "key"] == "prototype" { return }
        result += own(element)
        // A view-based table's column draws its cell views, never its data cell.
        let viewBased = element.name == "tableColumn" && element.firstChild(named: "prototypeCellViews") != nil
        for child in element.children where !stop(child) {
            if viewBased && child[attribute: "key"] == "dataCell" { continue }
            collect(child, stoppingAt: stop, into: &result)
        }
    }
}
