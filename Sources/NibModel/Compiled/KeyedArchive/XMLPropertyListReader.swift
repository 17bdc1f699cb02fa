#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads an XML property list (`<plist version="1.0">`) into a ``PropertyList``, using the
/// libxml2 reader for the XML itself; every node keeps its line.
enum XMLPropertyListReader {
    static func read(
        _ bytes: UnsafeRawBufferPointer, file: String, limits: ParseLimits
    ) throws(NibParseError)
        -> PropertyList
    {
        let tree = try LibXMLReader.read(bytes, file: file, limits: limits, rootName: "plist").tree
        var list = PropertyList(nodes: [], positions: [], top: 0, positionsAreLines: true, file: file)
        guard tree.name(of: 0) == "plist", let first = tree.children(of: 0).first(where: { _ in true }) else {
            throw NibParseError(
                .malformedArchive("expected a <plist> root holding one value"),
                at: SourceLocation(file: file, line: max(Int(tree.elements[0].line), 1)))
        }
        list.top = try node(first, tree: tree, list: &list, file: file)
        return list
    }

    /// The text without ASCII whitespace at either end (numbers only: a byte-wise trim).
    private static func trim(_ text: String) -> String {
        let bytes = text.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// Appends the node for `element` (and its descendants) and returns its index. Recursion
    /// is bounded by the reader's depth limit.
    private static func node(
        _ element: Int32, tree: ElementTree, list: inout PropertyList, file: String
    )
        throws(NibParseError) -> Int
    {
        let line = Int(tree.elements[Int(element)].line)
        let index = list.nodes.count
        list.nodes.append(.null)
        list.positions.append(line)
        let text = tree.text(of: element)
        func failure(_ detail: String) -> NibParseError {
            NibParseError(.malformedArchive(detail), at: SourceLocation(file: file, line: line))
        }
        let result: PropertyList.Node
        switch tree.name(of: element) {
        case "string": result = .string(text)
        case "integer":
            let trimmed = trim(text)
            guard let value = Int64(trimmed) ?? UInt64(trimmed).map({ Int64(bitPattern: $0) }) else {
                throw failure("'\(trimmed)' is not an integer")
            }
            result = .integer(value)
        case "real":
            let trimmed = trim(text)
            guard let value = Double(trimmed) else { throw failure("'\(trimmed)' is not a real number") }
            result = .real(value)
        case "true": result = .boolean(true)
        case "false": result = .boolean(false)
        case "date": result = .string(text)
        case "data":
            guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
                throw failure("the <data> is not base64")
            }
            result = .data(Array(data))
        case "array":
            var items: [Int] = []
            for child in tree.children(of: element) {
                items.append(try node(child, tree: tree, list: &list, file: file))
            }
            result = .array(items)
        case "dict":
            var keys: [Int] = []
            var values: [Int] = []
            var pendingKey: Int?
            for child in tree.children(of: element) {
                if pendingKey == nil {
                    guard tree.name(of: child) == "key" else { throw failure("expected a <key> in the <dict>") }
                    pendingKey = try node(child, tree: tree, list: &list, file: file)
                } else if let key = pendingKey {
                    keys.append(key)
                    values.append(try node(child, tree: tree, list: &list, file: file))
                    pendingKey = nil
                }
            }
            guard pendingKey == nil else { throw failure("a <key> without a value in the <dict>") }
            // `{CF$UID = n}` is how XML spells an NSKeyedArchiver UID.
            if keys.count == 1, list.string(keys[0]) == "CF$UID", case .integer(let uid) = list.nodes[values[0]],
                uid >= 0
            {
                result = .uid(UInt64(uid))
            } else {
                result = .dictionary(keys: keys, values: values)
            }
        case "key": result = .string(text)
        default: throw failure("unexpected <\(tree.name(of: element))> in a property list")
        }
        list.nodes[index] = result
        return index
    }
}
