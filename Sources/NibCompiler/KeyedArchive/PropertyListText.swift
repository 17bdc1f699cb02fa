import NibModel

/// Writes a property list value tree as Apple's XML (`xml1`) or binary (`bplist00`, `binary1`)
/// property list, for the package's tools that print property lists (ibtool's diagnostics, its
/// partial Info.plist); no Foundation.
///
/// Dictionaries keep their entries' order (sort them first for CoreFoundation's order);
/// ``CompiledArchive/Value/reference(_:)`` is written as a UID, ``CompiledArchive/Value/null``
/// as an empty string in XML (XML property lists have no null).
package enum PropertyListText {
    /// The XML property list of `value`, with Apple's header and tab indentation.
    package static func xml(_ value: CompiledArchive.Value) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        appendXML(value, indent: 0, to: &text)
        text += "</plist>\n"
        return text
    }

    /// The binary property list of `value`.
    package static func binary(_ value: CompiledArchive.Value) -> [UInt8] {
        var writer = BinaryPropertyListWriter()
        let top = add(value, to: &writer)
        return writer.bytes(top: top)
    }

    // MARK: Implementation Details

    private static func add(_ value: CompiledArchive.Value, to writer: inout BinaryPropertyListWriter) -> Int {
        switch value {
        case .integer(let number): return writer.scalar(.integer(number))
        case .float(let number): return writer.scalar(.real(Double(number)))
        case .double(let number): return writer.scalar(.real(number))
        case .boolean(let flag): return writer.scalar(.boolean(flag))
        case .data(let bytes): return writer.scalar(.data(bytes))
        case .string(let text): return writer.scalar(.string(text))
        case .reference(let index): return writer.scalar(.uid(UInt64(max(index, 0))))
        case .null: return writer.scalar(.null)
        case .array(let items):
            let node = writer.reserve()
            let children = items.map { add($0, to: &writer) }
            writer.fill(node, with: .array(children))
            return node
        case .dictionary(let entries):
            let node = writer.reserve()
            let keys = entries.map { writer.scalar(.string($0.key)) }
            let values = entries.map { add($0.value, to: &writer) }
            writer.fill(node, with: .dictionary(keys: keys, values: values))
            return node
        }
    }

    private static func appendXML(_ value: CompiledArchive.Value, indent: Int, to text: inout String) {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .integer(let number): text += "\(tabs)<integer>\(number)</integer>\n"
        case .float(let number): text += "\(tabs)<real>\(Double(number))</real>\n"
        case .double(let number): text += "\(tabs)<real>\(number)</real>\n"
        case .boolean(let flag): text += "\(tabs)<\(flag ? "true" : "false")/>\n"
        case .data(let bytes): text += "\(tabs)<data>\(Base64.encode(bytes))</data>\n"
        case .string(let string): text += "\(tabs)<string>\(escape(string))</string>\n"
        case .null: text += "\(tabs)<string></string>\n"
        case .reference(let index):
            text += "\(tabs)<dict>\n\(tabs)\t<key>CF$UID</key>\n\(tabs)\t<integer>\(index)</integer>\n\(tabs)</dict>\n"
        case .array(let items):
            guard !items.isEmpty else {
                text += "\(tabs)<array/>\n"
                return
            }
            text += "\(tabs)<array>\n"
            for item in items { appendXML(item, indent: indent + 1, to: &text) }
            text += "\(tabs)</array>\n"
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += "\(tabs)<dict/>\n"
                return
            }
            text += "\(tabs)<dict>\n"
            for entry in entries {
                text += "\(tabs)\t<key>\(escape(entry.key))</key>\n"
                appendXML(entry.value, indent: indent + 1, to: &text)
            }
            text += "\(tabs)</dict>\n"
        }
    }

    /// `&`, `<` and `>` as entities, as CoreFoundation writes them.
    private static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
