/// Builds XML text (SVG, XHTML-compatible HTML) with escaping and deterministic numbers.
///
/// Everything the renderers print goes through one `Markup`, so the same input always gives
/// the same bytes and no document text can break the markup.
struct Markup {
    private(set) var text = ""

    /// Opens an element; `attributes` keep their order, `nil` values are left out.
    mutating func open(_ name: String, _ attributes: [(String, String?)] = []) {
        text += "<" + name + Self.attributeText(attributes) + ">"
    }

    /// Writes an element without content.
    mutating func empty(_ name: String, _ attributes: [(String, String?)] = []) {
        text += "<" + name + Self.attributeText(attributes) + "/>"
    }

    /// Closes an element.
    mutating func close(_ name: String) {
        text += "</" + name + ">"
    }

    /// Writes an element holding escaped text.
    mutating func element(_ name: String, _ attributes: [(String, String?)] = [], text content: String) {
        open(name, attributes)
        text += Self.escape(content)
        close(name)
    }

    /// Writes escaped text.
    mutating func write(text content: String) {
        text += Self.escape(content)
    }

    /// Writes markup as it is (already escaped, or constant).
    mutating func raw(_ markup: String) {
        text += markup
    }

    /// A line break, to keep the output readable in diffs.
    mutating func newline() {
        text += "\n"
    }

    static func attributeText(_ attributes: [(String, String?)]) -> String {
        var result = ""
        for (name, value) in attributes {
            guard let value else { continue }
            result += " " + name + "=\"" + escape(value, quotes: true) + "\""
        }
        return result
    }

    /// Escapes `&`, `<`, `>` (and `"` in attributes); drops characters XML 1.0 does not allow.
    static func escape(_ value: String, quotes: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "\n" where quotes: result += "&#10;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || (0xFFFE...0xFFFF).contains(value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Prints a coordinate with at most two decimals and no trailing zeros (`12`, `12.5`, `-0.25`).
func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        let integer = Int(rounded)
        return integer == 0 ? "0" : String(integer)
    }
    return String(rounded)
}
