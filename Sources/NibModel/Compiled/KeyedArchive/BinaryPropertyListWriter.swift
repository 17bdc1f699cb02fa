/// Writes a binary property list (`bplist00`): a flat table of objects, each referring to its
/// children by object number; an offset table; a 32-byte trailer.
///
/// Object markers: `0x00` null, `0x08`/`0x09` false/true, `0x1n` an integer of 2ⁿ bytes
/// (big-endian; negative integers take 8), `0x22` a float, `0x23` a double, `0x4n` data, `0x5n` an ASCII
/// string, `0x6n` a UTF-16BE string, `0x8n` a UID of n+1 bytes, `0xAn` an array, `0xDn` a
/// dictionary (keys, then values); a count of 15 or more is written as `0xn F` followed by an
/// integer object. The trailer: six unused bytes, the offset width, the reference width, the
/// object count, the top object and the offset table's offset (8 bytes each, big-endian).
///
/// Equal scalars (strings, numbers, data) are written once, as CoreFoundation does; UIDs and
/// containers are not shared (Apple's keyed nibs repeat UIDs: about one node per value).
package struct BinaryPropertyListWriter {
    /// An empty list.
    package init() {}

    /// A node of the list being written; containers hold node numbers.
    package enum Node: Hashable {
        case null
        case boolean(Bool)
        case integer(Int64)
        case float(Float)
        case real(Double)
        case data([UInt8])
        case string(String)
        case uid(UInt64)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    package private(set) var nodes: [Node] = []
    private var scalars: [Node: Int] = [:]

    /// Adds a scalar, shared with an equal one added before; returns its node number.
    package mutating func scalar(_ node: Node) -> Int {
        if case .uid = node {
            nodes.append(node)
            return nodes.count - 1
        }
        if let known = scalars[node] { return known }
        nodes.append(node)
        scalars[node] = nodes.count - 1
        return nodes.count - 1
    }

    /// Reserves a node for a container whose children are not known yet.
    package mutating func reserve() -> Int {
        nodes.append(.null)
        return nodes.count - 1
    }

    /// Fills a reserved node.
    package mutating func fill(_ index: Int, with node: Node) {
        nodes[index] = node
    }

    /// The list's bytes, with `top` as its top object.
    package func bytes(top: Int) -> [UInt8] {
        let referenceWidth = Self.width(for: UInt64(max(nodes.count - 1, 0)))
        var body: [UInt8] = Array("bplist00".utf8)
        body.reserveCapacity(nodes.count * 12 + 64)
        var offsets: [Int] = []
        offsets.reserveCapacity(nodes.count)
        for node in nodes {
            offsets.append(body.count)
            Self.append(node, to: &body, referenceWidth: referenceWidth)
        }
        let tableOffset = body.count
        let offsetWidth = Self.width(for: UInt64(tableOffset))
        for offset in offsets { Self.appendBigEndian(UInt64(offset), width: offsetWidth, to: &body) }
        body.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetWidth), UInt8(referenceWidth)])
        Self.appendBigEndian(UInt64(nodes.count), width: 8, to: &body)
        Self.appendBigEndian(UInt64(top), width: 8, to: &body)
        Self.appendBigEndian(UInt64(tableOffset), width: 8, to: &body)
        return body
    }

    /// The bytes needed for `value`: 1, 2, 4 or 8.
    private static func width(for value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    private static func appendBigEndian(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
        for byte in stride(from: width - 1, through: 0, by: -1) {
            bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(byte))))
        }
    }

    private static func appendMarker(_ high: UInt8, count: Int, to bytes: inout [UInt8]) {
        if count < 15 {
            bytes.append(high << 4 | UInt8(count))
        } else {
            bytes.append(high << 4 | 0x0F)
            appendInteger(Int64(count), to: &bytes)
        }
    }

    private static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        let bits = UInt64(bitPattern: value)
        let width = value < 0 ? 8 : width(for: bits)
        bytes.append(0x10 | UInt8(width.trailingZeroBitCount))
        appendBigEndian(bits, width: width, to: &bytes)
    }

    private static func append(_ node: Node, to bytes: inout [UInt8], referenceWidth: Int) {
        switch node {
        case .null: bytes.append(0x00)
        case .boolean(let value): bytes.append(value ? 0x09 : 0x08)
        case .integer(let value): appendInteger(value, to: &bytes)
        case .float(let value):
            bytes.append(0x22)
            appendBigEndian(UInt64(value.bitPattern), width: 4, to: &bytes)
        case .real(let value):
            bytes.append(0x23)
            appendBigEndian(value.bitPattern, width: 8, to: &bytes)
        case .data(let data):
            appendMarker(0x4, count: data.count, to: &bytes)
            bytes.append(contentsOf: data)
        case .string(let text):
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                appendMarker(0x5, count: text.utf8.count, to: &bytes)
                bytes.append(contentsOf: text.utf8)
            } else {
                let units = Array(text.utf16)
                appendMarker(0x6, count: units.count, to: &bytes)
                for unit in units { appendBigEndian(UInt64(unit), width: 2, to: &bytes) }
            }
        case .uid(let value):
            let width = Self.width(for: value)
            bytes.append(0x80 | UInt8(width - 1))
            appendBigEndian(value, width: width, to: &bytes)
        case .array(let elements):
            appendMarker(0xA, count: elements.count, to: &bytes)
            for element in elements { appendBigEndian(UInt64(element), width: referenceWidth, to: &bytes) }
        case .dictionary(let keys, let values):
            appendMarker(0xD, count: keys.count, to: &bytes)
            for key in keys { appendBigEndian(UInt64(key), width: referenceWidth, to: &bytes) }
            for value in values { appendBigEndian(UInt64(value), width: referenceWidth, to: &bytes) }
        }
    }
}
