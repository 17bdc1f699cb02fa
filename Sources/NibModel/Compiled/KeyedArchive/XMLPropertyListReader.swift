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
        var kinds = Kinds(tree: tree)
        list.top = try node(first, tree: tree, list: &list, kinds: &kinds, file: file)
        return list
    }

    /// The element kinds of a property list, so that each element's name is compared once
    /// per document rather than once per element.
    private enum Kind: UInt8 {
        case unknown, string, integer, real, yes, no, date, data, array, dict, key

        init(_ name: String) {
            switch name {
            case "string": self = .string
            case "integer": self = .integer
            case "real": self = .real
            case "true": self = .yes
            case "false": self = .no
            case "date": self = .date
            case "data": self = .data
            case "array": self = .array
            case "dict": self = .dict
            case "key": self = .key
            default: self = .unknown
            }
        }
    }

    /// Element kinds by name index, filled on first use (`nil` until then).
    private struct Kinds {
        var table: [Kind?]

        init(tree: ElementTree) {
            table = Array(repeating: nil, count: KnownName.spellings.count + tree.addedNames.count)
        }

        mutating func kind(of element: Int32, in tree: ElementTree) -> Kind {
            let name = Int(tree.elements[Int(element)].name)
            guard table.indices.contains(name) else { return .unknown }
            if let kind = table[name] { return kind }
            let kind = Kind(tree.name(Int32(name)))
            table[name] = kind
            return kind
        }
    }

    /// The text without ASCII whitespace at either end (numbers only: a byte-wise trim).
    private static func trim(_ text: String) -> String {
        let bytes = text.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// A plain decimal integer (an optional `-`, then at most 18 digits, no spaces), read from
    /// the element's bytes without making a string; `nil` for anything else, which the caller
    /// then reads the general way.
    private static func plainInteger(_ element: Int32, tree: ElementTree) -> Int64? {
        let record = tree.elements[Int(element)]
        let length = Int(record.textLength)
        guard length > 0, length <= 19, Int(record.textStart) + length <= tree.bytes.count,
            let base = tree.bytes.buffer.baseAddress
        else { return nil }
        let text = UnsafeBufferPointer(start: base + Int(record.textStart), count: length)
        let negative = text[0] == UInt8(ascii: "-")
        let digits = negative ? text.dropFirst() : text[...]
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return negative ? -value : value
    }

    /// The UID of a `<dict><key>CF$UID</key><integer>n</integer></dict>` whose integer is plain
    /// (see ``plainInteger(_:tree:)``) and not negative, read without making nodes for the key
    /// and the integer; `nil` for anything else, which the caller reads the general way.
    private static func plainUID(_ element: Int32, tree: ElementTree, kinds: inout Kinds) -> UInt64? {
        let key = element + 1
        guard tree.elements[Int(element)].end == key + 2, tree.elements[Int(key)].end == key + 1,
            kinds.kind(of: key, in: tree) == .key, kinds.kind(of: key + 1, in: tree) == .integer
        else { return nil }
        let record = tree.elements[Int(key)]
        guard record.textLength == 6, Int(record.textStart) + 6 <= tree.bytes.count,
            let base = tree.bytes.buffer.baseAddress,
            isCFUID(UnsafeBufferPointer(start: base + Int(record.textStart), count: 6)),
            let value = plainInteger(key + 1, tree: tree), value >= 0
        else { return nil }
        return UInt64(value)
    }

    /// Whether six bytes spell `CF$UID`.
    private static func isCFUID(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text[0] == 0x43 && text[1] == 0x46 && text[2] == 0x24 && text[3] == 0x55 && text[4] == 0x49
            && text[5] == 0x44
    }

    /// Appends the node for `element` (and its descendants) and returns its index. Recursion
    /// is bounded by the reader's depth limit.
    private static func node(
        _ element: Int32, tree: ElementTree, list: inout PropertyList, kinds: inout Kinds, file: String
    )
        throws(NibParseError) -> Int
    {
        let line = Int(tree.elements[Int(element)].line)
        let index = list.nodes.count
        list.nodes.append(.null)
        list.positions.append(line)
        func failure(_ detail: String) -> NibParseError {
            NibParseError(.malformedArchive(detail), at: SourceLocation(file: file, line: line))
        }
        let result: PropertyList.Node
        switch kinds.kind(of: element, in: tree) {
        case .string, .key, .date: result = .string(tree.text(of: element))
        case .integer:
            if let value = plainInteger(element, tree: tree) {
                result = .integer(value)
                break
            }
            let trimmed = trim(tree.text(of: element))
            guard let value = Int64(trimmed) ?? UInt64(trimmed).map({ Int64(bitPattern: $0) }) else {
                throw failure("'\(trimmed)' is not an integer")
            }
            result = .integer(value)
        case .real:
            let trimmed = trim(tree.text(of: element))
            guard let value = Double(trimmed) else { throw failure("'\(trimmed)' is not a real number") }
            result = .real(value)
        case .yes: result = .boolean(true)
        case .no: result = .boolean(false)
        case .data:
            guard let data = Data(base64Encoded: tree.text(of: element), options: .ignoreUnknownCharacters) else {
                throw failure("the <data> is not base64")
            }
            result = .data(Array(data))
        case .array:
            var items: [Int] = []
            for child in tree.children(of: element) {
                items.append(try node(child, tree: tree, list: &list, kinds: &kinds, file: file))
            }
            result = .array(items)
        case .dict:
            if let uid = plainUID(element, tree: tree, kinds: &kinds) {
                result = .uid(uid)
                break
            }
            var keys: [Int] = []
            var values: [Int] = []
            var pendingKey: Int?
            for child in tree.children(of: element) {
                if pendingKey == nil {
                    guard kinds.kind(of: child, in: tree) == .key else {
                        throw failure("expected a <key> in the <dict>")
                    }
                    pendingKey = try node(child, tree: tree, list: &list, kinds: &kinds, file: file)
                } else if let key = pendingKey {
                    keys.append(key)
                    values.append(try node(child, tree: tree, list: &list, kinds: &kinds, file: file))
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
        case .unknown: throw failure("unexpected <\(tree.name(of: element))> in a property list")
        }
        list.nodes[index] = result
        return index
    }
}
