#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// The typed layer's tables for one document: which elements are objects and connections,
/// how objects nest, and the id index. ``NibObject`` and ``Connection`` are views into it.
final class ObjectStore: Sendable {
    /// One object: the element that declares it and its place in the object hierarchy.
    struct Object {
        /// The element index in the tree.
        var element: Int32
        /// The attribute record of the element's `id`.
        var idAttribute: Int32
        /// The position of the enclosing object (the first object with its id), or -1.
        var parent: Int32
        /// The first and last child object, and the next sibling, as positions; -1 for none.
        var firstChild: Int32 = -1
        var lastChild: Int32 = -1
        var nextSibling: Int32 = -1
        /// The `<scene>` element that holds the object, or -1.
        var scene: Int32
        /// The placeholder role's case, or ``RoleCode/none``.
        var role: RoleCode
    }

    /// The case of a ``PlaceholderRole``; the payloads are read from the element on demand.
    enum RoleCode: UInt8 {
        case none, filesOwner, firstResponder, application, custom, exit, storyboardReference
    }

    /// One connection: its element and the position of the object whose `<connections>` holds it.
    struct Connection {
        var element: Int32
        var source: Int32
    }

    let tree: ElementTree
    let file: String
    let platform: Platform?
    let objects: [Object]
    let connections: [Connection]
    /// The first object with each id.
    let index: IDTable

    init(
        tree: ElementTree, file: String, platform: Platform?, objects: [Object], connections: [Connection],
        index: IDTable
    ) {
        self.tree = tree
        self.file = file
        self.platform = platform
        self.objects = objects
        self.connections = connections
        self.index = index
    }

    func location(of element: Int32) -> SourceLocation {
        SourceLocation(file: file, origin: tree.origin(of: element))
    }

    /// The id of the object at `position`.
    func id(at position: Int32) -> ObjectID {
        ObjectID(tree.value(objects[Int(position)].idAttribute))
    }

    /// The position of the first object with this id, or `nil`.
    func position(of id: ObjectID) -> Int32? {
        var raw = id.rawValue
        let found = raw.withUTF8 { bytes in
            index.find(UnsafeRawBufferPointer(bytes), in: tree) { objects[Int($0)].idAttribute }
        }
        return found < 0 ? nil : found
    }
}

/// An open-addressing hash table from id values (byte ranges of an ``ElementTree``) to a
/// position, without making a `String` per id.
struct IDTable: Sendable {
    /// Each slot holds a position + 1; 0 is empty.
    private var slots: [Int32]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// The position stored for the id `key`, or -1; `attribute` maps a stored position to the
    /// attribute record that holds its id.
    @inline(__always)
    func find(_ key: UnsafeRawBufferPointer, in tree: ElementTree, attribute: (Int32) -> Int32) -> Int32 {
        tree.bytes.withUnsafeBufferPointer { bytes in
            let base = UnsafeRawPointer(bytes.baseAddress!)
            var slot = Int(truncatingIfNeeded: Self.hash(key.baseAddress, key.count)) & mask
            while true {
                let stored = slots[slot]
                if stored == 0 { return -1 }
                let record = tree.attributes[Int(attribute(stored - 1))]
                if Int(record.valueLength) == key.count,
                    key.count == 0 || memcmp(base + Int(record.valueStart), key.baseAddress!, key.count) == 0
                {
                    return stored - 1
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Stores `position` for the id held by attribute record `attribute` unless the id is
    /// there already; returns the position already stored, or -1 when it was inserted.
    @inline(__always)
    mutating func insert(
        _ position: Int32, idAttribute: Int32, in tree: ElementTree, attribute: (Int32) -> Int32
    ) -> Int32 {
        if (count + 1) * 2 > slots.count { grow(in: tree, attribute: attribute) }
        let key = tree.attributes[Int(idAttribute)]
        return tree.bytes.withUnsafeBufferPointer { bytes in
            let base = UnsafeRawPointer(bytes.baseAddress!)
            let keyStart = base + Int(key.valueStart)
            let keyLength = Int(key.valueLength)
            var slot = Int(truncatingIfNeeded: Self.hash(keyStart, keyLength)) & mask
            while true {
                let stored = slots[slot]
                if stored == 0 {
                    slots[slot] = position + 1
                    count += 1
                    return -1
                }
                let record = tree.attributes[Int(attribute(stored - 1))]
                if record.valueLength == key.valueLength,
                    memcmp(base + Int(record.valueStart), keyStart, keyLength) == 0
                {
                    return stored - 1
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private mutating func grow(in tree: ElementTree, attribute: (Int32) -> Int32) {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        tree.bytes.withUnsafeBufferPointer { bytes in
            let base = UnsafeRawPointer(bytes.baseAddress!)
            for stored in old where stored != 0 {
                let record = tree.attributes[Int(attribute(stored - 1))]
                var slot =
                    Int(truncatingIfNeeded: Self.hash(base + Int(record.valueStart), Int(record.valueLength))) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = stored
            }
        }
    }

    /// A fast hash of a short byte string (ids are a few bytes to a dozen).
    @inline(__always)
    static func hash(_ start: UnsafeRawPointer?, _ count: Int) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
        guard let start else { return hash }
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(start.load(fromByteOffset: offset, as: UInt8.self)) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 29
        return hash
    }
}
