import NibModel

/// A property-list value as a compiled storyboard's `Info.plist` holds it.
public enum PropertyListNode: Sendable, Hashable {
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int64)
    /// A boolean.
    case boolean(Bool)
    /// An array.
    case array([PropertyListNode])
    /// A dictionary, its entries in the order they are written.
    case dictionary([Entry])

    /// A dictionary entry.
    public struct Entry: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: PropertyListNode

        /// An entry.
        public init(key: String, value: PropertyListNode) {
            self.key = key
            self.value = value
        }
    }

    /// The value under `key` of a dictionary; `nil` for another value or a missing key.
    public subscript(key: String) -> PropertyListNode? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The list as a binary property list (`bplist00`), as ibtool writes `Info.plist`.
    public func binaryPropertyList() -> [UInt8] {
        var writer = BinaryPropertyListWriter()
        let top = add(to: &writer)
        return writer.bytes(top: top)
    }

    private func add(to writer: inout BinaryPropertyListWriter) -> Int {
        switch self {
        case .string(let text): return writer.scalar(.string(text))
        case .integer(let value): return writer.scalar(.integer(value))
        case .boolean(let value): return writer.scalar(.boolean(value))
        case .array(let elements):
            let node = writer.reserve()
            let children = elements.map { $0.add(to: &writer) }
            writer.fill(node, with: .array(children))
            return node
        case .dictionary(let entries):
            let node = writer.reserve()
            let keys = entries.map { writer.scalar(.string($0.key)) }
            let values = entries.map { $0.value.add(to: &writer) }
            writer.fill(node, with: .dictionary(keys: keys, values: values))
            return node
        }
    }
}
