/// A node of a property list as the keyed-archive reader sees it: scalars inline, strings and
/// data fetched through the source, containers as a count and a place to read their entries
/// from, so that a source can hand nodes out without allocating.
enum PropertyListItem {
    case null
    case boolean(Bool)
    case integer(Int64)
    case real(Double)
    case date(Double)
    case uid(UInt64)
    case string
    case data
    /// An array of `count` nodes (``PropertyListSource/element(_:of:)``).
    case array(count: Int, base: Int)
    /// A dictionary of `count` entries (``PropertyListSource/key(_:of:)``,
    /// ``PropertyListSource/value(_:of:)``).
    case dictionary(count: Int, base: Int)
}

/// What ``KeyedArchiveReader`` reads a property list through: the node table of an XML
/// property list (``PropertyList``), or a binary property list's bytes read on demand
/// (``BinaryPropertyListReader/View``).
///
/// `base` is what ``item(_:)`` gave for the container: where its references start in a binary
/// list, where its node indices start in a node table's ``PropertyList/children``. Every node
/// index a source hands out is in range.
protocol PropertyListSource {
    var topNode: Int { get }
    /// The number of nodes; node indices run from 0 below it.
    var nodeCount: Int { get }
    var positionsAreLines: Bool { get }
    /// The node `node`; a binary list checks the node's bytes and references here.
    func item(_ node: Int) throws(NibParseError) -> PropertyListItem
    /// Element `index` of an array node.
    func element(_ index: Int, of container: PropertyListItem, at node: Int) -> Int
    /// The key node of entry `index` of a dictionary node.
    func key(_ index: Int, of container: PropertyListItem, at node: Int) -> Int
    /// The value node of entry `index` of a dictionary node.
    func value(_ index: Int, of container: PropertyListItem, at node: Int) -> Int
    /// The text of a string node.
    func string(_ node: Int) -> String?
    /// Calls `body` with a string node's UTF-8; `nil` when the node is no string.
    func withUTF8<Result>(_ node: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result?
    /// Appends a string node's UTF-8 to `tables` and returns the value.
    func appendString(_ node: Int, to tables: inout ArchiveTables) -> ArchiveValue
    /// Appends a data node's bytes to `tables` and returns the value.
    func appendData(_ node: Int, to tables: inout ArchiveTables) -> ArchiveValue
    /// Where node `node` starts: a byte offset, or a line (``positionsAreLines``).
    func position(of node: Int) -> Int
    func failure(_ detail: String, at node: Int) -> NibParseError
    func location(of node: Int) -> SourceLocation
}

extension PropertyListSource {
    /// The value node of `key` in dictionary node `node`, if it is one and has the key.
    func value(forKey key: String, inDictionary node: Int) throws(NibParseError) -> Int? {
        let container = try item(node)
        guard case .dictionary(let count, _) = container else { return nil }
        for index in 0..<count where string(self.key(index, of: container, at: node)) == key {
            return value(index, of: container, at: node)
        }
        return nil
    }
}

extension PropertyList: PropertyListSource {
    var topNode: Int { top }
    var nodeCount: Int { records.count }

    /// Node `node`; a container's `base` is where its node indices start in ``children``.
    @inline(__always)
    func item(_ node: Int) -> PropertyListItem {
        let record = records[node]
        switch record.kind {
        case .null: return .null
        case .boolean: return .boolean(record.payload != 0)
        case .integer: return .integer(Int64(bitPattern: record.payload))
        case .real: return .real(Double(bitPattern: record.payload))
        case .date: return .date(Double(bitPattern: record.payload))
        case .uid: return .uid(record.payload)
        case .string: return .string
        case .data: return .data
        case .array: return .array(count: Int(record.count), base: Int(record.payload))
        case .dictionary: return .dictionary(count: Int(record.count), base: Int(record.payload))
        }
    }

    @inline(__always)
    func element(_ index: Int, of container: PropertyListItem, at node: Int) -> Int {
        guard case .array(_, let base) = container else { return node }
        return Int(children[base + index])
    }

    @inline(__always)
    func key(_ index: Int, of container: PropertyListItem, at node: Int) -> Int {
        guard case .dictionary(_, let base) = container else { return node }
        return Int(children[base + index])
    }

    @inline(__always)
    func value(_ index: Int, of container: PropertyListItem, at node: Int) -> Int {
        guard case .dictionary(let count, let base) = container else { return node }
        return Int(children[base + count + index])
    }

    func withUTF8<Result>(_ node: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
        let record = records[node]
        guard record.kind == .string else { return nil }
        return bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[record.range])) }
    }

    func appendString(_ node: Int, to tables: inout ArchiveTables) -> ArchiveValue {
        let (start, count) = append(node, .string, to: &tables)
        return .string(start, count)
    }

    func appendData(_ node: Int, to tables: inout ArchiveTables) -> ArchiveValue {
        let (start, count) = append(node, .data, to: &tables)
        return .data(start, count)
    }

    /// Appends the bytes of node `node` to `tables` if it is of kind `kind` (nothing otherwise).
    private func append(_ node: Int, _ kind: Kind, to tables: inout ArchiveTables) -> (Int32, Int32) {
        let record = records[node]
        guard record.kind == kind else { return (Int32(tables.bytes.count), 0) }
        return bytes.withUnsafeBufferPointer { tables.store(UnsafeBufferPointer(rebasing: $0[record.range])) }
    }

    func position(of node: Int) -> Int { positions[node] }
}
