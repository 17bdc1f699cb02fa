/// A property list read into a flat table of nodes: containers hold node indices, never
/// nested values, so a list whose containers refer to themselves is read without recursion
/// and the cycle is found when someone walks it (``KeyedArchiveReader`` does, with a stack).
struct PropertyList {
    enum Node {
        case null
        case boolean(Bool)
        case integer(Int64)
        case real(Double)
        case date(Double)
        case data([UInt8])
        case string(String)
        /// An `NSKeyedArchiver` UID: an index into `$objects`.
        case uid(UInt64)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    var nodes: [Node]
    /// Where each node starts: a byte offset (binary) or a 1-based line (XML).
    var positions: [Int]
    var top: Int
    /// Whether ``positions`` are lines (XML) rather than byte offsets.
    var positionsAreLines: Bool
    var file: String

    func location(of node: Int) -> SourceLocation {
        let position = positions.indices.contains(node) ? positions[node] : 0
        return positionsAreLines
            ? SourceLocation(file: file, line: position) : SourceLocation(file: file, byteOffset: position)
    }

    func failure(_ detail: String, at node: Int) -> NibParseError {
        NibParseError(.malformedArchive(detail), at: location(of: node))
    }

    /// The string of node `index`, if it is one.
    func string(_ index: Int) -> String? {
        if case .string(let value) = nodes[index] { return value }
        return nil
    }

    /// The value of `key` in dictionary node `index` (see
    /// ``PropertyListSource/value(forKey:inDictionary:)``; a node table's items never throw).
    func value(forKey key: String, in index: Int) -> Int? {
        (try? value(forKey: key, inDictionary: index)) ?? nil
    }
}
