import NibModel

/// How Xcode formats a document, for everything an edit creates or changes.
///
/// - Four spaces of indentation per level; one element per line; a line break after the XML
///   declaration and at the end of the file.
/// - An element with neither children nor text is self-closing (`<rect …/>`); text stays on the
///   element's line (`<string key="title">Quit</string>`).
/// - Attributes in the order the corpus's documents write them for the same element
///   (``attributeOrderTable``, inferred by `Scripts/infer-xcode-order.py`): `key` first, then the
///   element's own properties, then `id`, then `userLabel`, `customClass`, `customModule` and
///   `customModuleProvider` (Xcode writes those after the id). A name the table does not know
///   goes before `id`.
/// - Child elements an edit creates (a `<connections>` or `<subviews>` container) go where
///   ``childOrderTable`` puts them among their siblings.
/// - Escaping: in attribute values `&`, `<`, `>` and `"` become `&amp;`, `&lt;`, `&gt;` and
///   `&quot;` (an apostrophe stays as it is), and line breaks and tabs `&#10;`, `&#13;` and
///   `&#9;`; in text `&`, `<` and `>`.
enum XcodeStyle {
    static let indentUnit: [UInt8] = Array("    ".utf8)
    static let declaration: [UInt8] = Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)

    /// Attributes Xcode writes after the id.
    static let trailingAttributes = ["userLabel", "customClass", "customModule", "customModuleProvider"]

    /// The rank of attribute `name` on element `element`: lower is written first.
    static func rank(of name: String, in element: String) -> Double {
        if name == "key" { return -1 }
        if let order = attributeOrderTable[element], let index = order.firstIndex(of: name) { return Double(index) }
        let idRank = attributeOrderTable[element]?.firstIndex(of: "id").map(Double.init) ?? 1_000
        if name == "id" { return idRank }
        if let trailing = trailingAttributes.firstIndex(of: name) { return idRank + 1 + Double(trailing) }
        return idRank - 0.5
    }

    /// `attributes` in Xcode's order for `element` (a stable sort: names of equal rank keep their order).
    static func ordered(_ attributes: [XMLTree.Attribute], for element: String) -> [XMLTree.Attribute] {
        attributes.enumerated()
            .sorted { lhs, rhs in
                let left = rank(of: lhs.element.name, in: element)
                let right = rank(of: rhs.element.name, in: element)
                return left != right ? left < right : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// Where a new attribute `name` goes among `attributes` that keep their written order: before
    /// the first one Xcode writes after it.
    static func insertionIndex(of name: String, in attributes: [XMLTree.Attribute], element: String) -> Int {
        let newRank = rank(of: name, in: element)
        return attributes.firstIndex { rank(of: $0.name, in: element) > newRank } ?? attributes.count
    }

    /// The rank of a child element name among its siblings.
    static func childRank(of name: String) -> Int {
        childRanks[name] ?? childRanks["connections", default: 0] - 1
    }

    private static let childRanks: [String: Int] = Dictionary(
        childOrderTable.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
}

/// Xcode's escaping, and decoding of what the source wrote.
enum XMLEscaping {
    /// An attribute value as Xcode writes it between double quotes.
    static func escapeAttribute(_ value: String) -> [UInt8] { escape(value, inAttribute: true) }

    /// Text content as Xcode writes it.
    static func escapeText(_ text: String) -> [UInt8] { escape(text, inAttribute: false) }

    private static func escape(_ value: String, inAttribute: Bool) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "&"): result += Array("&amp;".utf8)
            case UInt8(ascii: "<"): result += Array("&lt;".utf8)
            case UInt8(ascii: ">"): result += Array("&gt;".utf8)
            case 0x0D: result += Array("&#13;".utf8)
            case UInt8(ascii: "\"") where inAttribute: result += Array("&quot;".utf8)
            case 0x0A where inAttribute: result += Array("&#10;".utf8)
            case 0x09 where inAttribute: result += Array("&#9;".utf8)
            default: result.append(byte)
            }
        }
        return result
    }

    /// The value an XML parser reads from an attribute's bytes: references decoded, line breaks
    /// and tabs written literally normalised to spaces.
    static func decodeAttribute(_ raw: ArraySlice<UInt8>) -> String { decode(raw, inAttribute: true) }

    /// Decodes text content (references decoded, `\r\n` read as `\n`).
    static func decodeText(_ raw: ArraySlice<UInt8>) -> String { decode(raw, inAttribute: false) }

    private static func decode(_ raw: ArraySlice<UInt8>, inAttribute: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            if byte == UInt8(ascii: "&"), let end = raw[index...].firstIndex(of: UInt8(ascii: ";")),
                let decoded = decodeReference(String(decoding: raw[(index + 1)..<end], as: UTF8.self))
            {
                bytes += Array(decoded.utf8)
                index = end + 1
                continue
            }
            switch byte {
            case 0x0D:
                // A line break (`\r\n` or `\r`) reads as `\n`, in an attribute as a space.
                bytes.append(inAttribute ? 0x20 : 0x0A)
                if index + 1 < raw.endIndex, raw[index + 1] == 0x0A { index += 1 }
            case 0x0A where inAttribute, 0x09 where inAttribute:
                bytes.append(0x20)
            default:
                bytes.append(byte)
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func decodeReference(_ name: String) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var digits = Substring(name)
            guard digits.first == "#" else { return nil }
            digits = digits.dropFirst()
            let radix = digits.first == "x" || digits.first == "X" ? 16 : 10
            if radix == 16 { digits = digits.dropFirst() }
            guard let scalar = UInt32(digits, radix: radix).flatMap(Unicode.Scalar.init) else { return nil }
            return String(Character(scalar))
        }
    }
}
