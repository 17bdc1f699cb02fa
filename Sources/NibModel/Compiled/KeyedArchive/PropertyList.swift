/// A property list read into a flat table of nodes: containers hold node indices, never
/// nested values, so a list whose containers refer to themselves is read without recursion
/// and the cycle is found when someone walks it (``KeyedArchiveReader`` does, with a stack).
///
/// The table allocates nothing per node: each node is one fixed-size ``Record``; the bytes of
/// every string and data node are ranges of one buffer (``bytes``), and the children of every
/// container are ranges of one array of node indices (``children``): an array's elements, or a
/// dictionary's keys followed by its values. Equal dictionary keys of an XML list share their
/// bytes and are listed under one node (the first that spells them; the others stay in the
/// table with their lines), so that a reader caching per key node meets each spelling once.
/// ``Node`` is a view of one node made on demand, for the code that prefers an enum.
struct PropertyList {
    /// A node as an enum, made on demand from its ``Record`` (see ``nodes``).
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

    /// What a node is.
    enum Kind: UInt8 {
        case null, boolean, integer, real, date, data, string, uid, array, dictionary
    }

    /// One node, in 16 bytes.
    struct Record {
        /// A boolean's 0 or 1, an integer's or a UID's bits, a real's or a date's bit pattern;
        /// where a string's or data's bytes start in ``PropertyList/bytes``, or where a
        /// container's node indices start in ``PropertyList/children``.
        var payload: UInt64
        /// A string's or data's byte count, an array's element count, a dictionary's entry
        /// count (its keys, then as many values, in ``PropertyList/children``).
        var count: UInt32
        var kind: Kind

        @inline(__always)
        init(_ kind: Kind, payload: UInt64 = 0, count: UInt32 = 0) {
            self.payload = payload
            self.count = count
            self.kind = kind
        }

        /// The range of ``PropertyList/bytes`` or ``PropertyList/children`` the node holds.
        var range: Range<Int> { Int(payload)..<(Int(payload) + Int(count)) }
    }

    var records: [Record]
    /// The bytes of every string (UTF-8) and data node, back to back.
    var bytes: [UInt8]
    /// The node indices of every container's children, each container's in one run.
    var children: [Int32]
    /// Where each node starts: a byte offset (binary) or a 1-based line (XML).
    var positions: [Int]
    var top: Int
    /// Whether ``positions`` are lines (XML) rather than byte offsets.
    var positionsAreLines: Bool
    var file: String

    init(
        records: [Record], bytes: [UInt8], children: [Int32], positions: [Int], top: Int, positionsAreLines: Bool,
        file: String
    ) {
        self.records = records
        self.bytes = bytes
        self.children = children
        self.positions = positions
        self.top = top
        self.positionsAreLines = positionsAreLines
        self.file = file
    }

    /// The table of `nodes` (a binary list read whole, for a storyboard's `Info.plist`).
    init(nodes: [Node], positions: [Int], top: Int, positionsAreLines: Bool, file: String) {
        var records: [Record] = []
        var bytes: [UInt8] = []
        var children: [Int32] = []
        records.reserveCapacity(nodes.count)
        func stored<Bytes: Collection<UInt8>>(_ kind: Kind, _ content: Bytes) -> Record {
            let start = bytes.count
            bytes.append(contentsOf: content)
            return Record(kind, payload: UInt64(start), count: UInt32(bytes.count - start))
        }
        for node in nodes {
            switch node {
            case .null: records.append(Record(.null))
            case .boolean(let value): records.append(Record(.boolean, payload: value ? 1 : 0))
            case .integer(let value): records.append(Record(.integer, payload: UInt64(bitPattern: value)))
            case .real(let value): records.append(Record(.real, payload: value.bitPattern))
            case .date(let value): records.append(Record(.date, payload: value.bitPattern))
            case .uid(let value): records.append(Record(.uid, payload: value))
            case .data(let value): records.append(stored(.data, value))
            case .string(let value): records.append(stored(.string, value.utf8))
            case .array(let items):
                records.append(Record(.array, payload: UInt64(children.count), count: UInt32(items.count)))
                children.append(contentsOf: items.lazy.map { Int32(truncatingIfNeeded: $0) })
            case .dictionary(let keys, let values):
                records.append(Record(.dictionary, payload: UInt64(children.count), count: UInt32(keys.count)))
                children.append(contentsOf: keys.lazy.map { Int32(truncatingIfNeeded: $0) })
                children.append(contentsOf: values.lazy.map { Int32(truncatingIfNeeded: $0) })
            }
        }
        self.init(
            records: records, bytes: bytes, children: children, positions: positions, top: top,
            positionsAreLines: positionsAreLines, file: file)
    }

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
        let record = records[index]
        guard record.kind == .string else { return nil }
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[record.range]), as: UTF8.self)
        }
    }

    /// The value of `key` in dictionary node `index` (see
    /// ``PropertyListSource/value(forKey:inDictionary:)``; a node table's items never throw).
    func value(forKey key: String, in index: Int) -> Int? {
        (try? value(forKey: key, inDictionary: index)) ?? nil
    }

    /// Node `index` as an enum.
    func node(_ index: Int) -> Node {
        let record = records[index]
        switch record.kind {
        case .null: return .null
        case .boolean: return .boolean(record.payload != 0)
        case .integer: return .integer(Int64(bitPattern: record.payload))
        case .real: return .real(Double(bitPattern: record.payload))
        case .date: return .date(Double(bitPattern: record.payload))
        case .uid: return .uid(record.payload)
        case .data: return .data(Array(bytes[record.range]))
        case .string: return .string(string(index) ?? "")
        case .array: return .array(children[record.range].map { Int($0) })
        case .dictionary:
            let keys = record.range
            let values = keys.upperBound..<(keys.upperBound + keys.count)
            return .dictionary(keys: children[keys].map { Int($0) }, values: children[values].map { Int($0) })
        }
    }

    /// Every node as an enum, made on demand.
    var nodes: Nodes { Nodes(list: self) }

    /// The nodes of a ``PropertyList`` as enums, each made when it is read.
    struct Nodes: RandomAccessCollection, CustomStringConvertible {
        let list: PropertyList
        var startIndex: Int { 0 }
        var endIndex: Int { list.records.count }
        subscript(index: Int) -> Node { list.node(index) }
        var description: String { "\(Array(self))" }
    }
}
