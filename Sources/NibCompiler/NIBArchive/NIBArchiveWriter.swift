/// Writes an ``ArchiveGraph`` as a `NIBArchive`, in the layout Apple's ibtool writes.
///
/// The layout: the magic `NIBArchive`, ten little-endian `UInt32`s (format version 1, the coder
/// version, then the count and offset of the object, key, value and class-name tables), and the
/// four tables back to back in that order. Objects are varint triples (class-name index, first
/// value, value count), each object's values contiguous and in object order; keys are a varint
/// length and the UTF-8 bytes; values a varint key index, a type byte and the payload; class
/// names a varint length counting the trailing NUL, a varint count of fallback classes, their
/// `Int32` indices and the name with its NUL. Varints put 7 bits in each byte, least
/// significant first, and mark the last byte with the high bit.
///
/// What Apple's choices are, as the corpus's 107 NIBArchives show them and as this writer
/// follows them: integers take the smallest width that holds a value of zero or more and 64
/// bits when negative (``ArchiveGraph/IntegerWidth/automatic``); the class-name table lists
/// classes in the order objects first use them (all 107 coder-10 nibs); objects are numbered in
/// pre-order from the root, following references but not conditional ones
/// (``ObjectOrder/firstReference``); an object without values names value 0 as its first. The key
/// table is in the iteration order of the hash set Apple's encoder interns keys in
/// (``KeyOrder/apple``); a graph read from an archive keeps its file's order in
/// ``ArchiveGraph/layout`` instead.
///
/// Writing is linear in the size of the graph.
public struct NIBArchiveWriter: Sendable {
    /// The order in which objects are numbered in the archive.
    public enum ObjectOrder: Sendable, Hashable {
        /// ``graph`` for a graph read from an archive (it has a ``ArchiveGraph/layout``), so that
        /// it is written back as it was; ``firstReference`` for a graph a compiler made.
        case automatic
        /// The root first, then every other object in the graph's order.
        case graph
        /// Apple's: pre-order from the root, each object's references in entry order, skipping
        /// ``ArchiveGraph/Value/conditionalReference(_:)``; objects not reached that way follow
        /// in the graph's order.
        case firstReference
    }

    /// The order of the key table when the graph's layout does not give one.
    public enum KeyOrder: Sendable, Hashable {
        /// Apple's: the iteration order of the hash set ibtool's encoder interns keys in
        /// (CoreFoundation's string hash, prime table sizes, linear probing), keys interned in
        /// encoding order. It reproduces 109 of the corpus's 110 key tables.
        case apple
        /// The order in which the values first use the keys.
        case firstUse
    }

    /// How the archive is written.
    public struct Options: Sendable, Hashable {
        /// The coder version in the header: 10 for macOS, 9 for the corpus's iOS nibs; `nil`
        /// takes the graph's ``ArchiveGraph/Layout/coderVersion``, or 10.
        public var coderVersion: UInt32?
        /// The format version in the header (1 in every known nib).
        public var formatVersion: UInt32 = 1
        /// The order of the object table.
        public var objectOrder: ObjectOrder = .automatic
        /// Whether the key and class-name tables start with the orders kept in the graph's
        /// ``ArchiveGraph/layout``.
        public var followsLayout = true
        /// The order of the key table when the layout gives none (or is not followed).
        public var keyOrder: KeyOrder = .apple

        /// Creates options; the defaults write a graph read from an archive back as it was, and
        /// a graph made by a compiler in Apple's key order.
        public init(
            coderVersion: UInt32? = nil, objectOrder: ObjectOrder = .automatic, followsLayout: Bool = true,
            keyOrder: KeyOrder = .apple
        ) {
            self.coderVersion = coderVersion
            self.objectOrder = objectOrder
            self.followsLayout = followsLayout
            self.keyOrder = keyOrder
        }
    }

    /// The magic at the start of every `NIBArchive`.
    public static let magic: [UInt8] = Array("NIBArchive".utf8)

    /// How this writer writes.
    public var options: Options

    /// Creates a writer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The archive's bytes.
    ///
    /// - Parameter graph: The graph to write.
    /// - Returns: A complete `NIBArchive` file.
    /// - Throws: ``ArchiveWriterError`` for a missing root, a dangling reference, a value a
    ///   `NIBArchive` cannot hold (an inline string, array or dictionary; an integer wider than
    ///   its explicit width) or an archive past 32-bit offsets.
    public func write(_ graph: ArchiveGraph) throws(ArchiveWriterError) -> [UInt8] {
        guard graph.contains(graph.root) else { throw ArchiveWriterError(.missingRoot) }
        var objectOrder = options.objectOrder
        if objectOrder == .automatic { objectOrder = graph.layout == nil ? .firstReference : .graph }
        let order = try ArchiveOrder.objects(of: graph, order: objectOrder)
        let layout = options.followsLayout ? graph.layout : nil

        // Keys and class names, numbered by their bytes' hash (`StringNumbering`).
        var keyTable = StringNumbering(capacity: 128)
        var classTable = StringNumbering(capacity: 64)
        if let layout {
            for key in layout.keys { keyTable.insert(key) }
            for name in layout.classNames { classTable.insert(name) }
        }
        // In Apple's key order, each entry's key index comes from the interning walk.
        var entryKeys: [Int32] = []
        var firstEntry: [Int] = []
        if keyTable.count == 0, options.keyOrder == .apple {
            let walk = AppleKeyOrder.internNumbering(of: graph, ids: order.ids)
            let ordered = AppleKeyOrder.orderedIndices(walk.keys.names)
            var rank = [Int32](repeating: 0, count: ordered.count)
            for (position, number) in ordered.enumerated() {
                rank[number] = Int32(position)
                keyTable.insert(walk.keys.names[number])
            }
            entryKeys = walk.entryKeys
            for position in entryKeys.indices where entryKeys[position] >= 0 {
                entryKeys[position] = rank[Int(entryKeys[position])]
            }
            firstEntry = walk.firstEntry
        }
        var fallbackIndices: [Int: [Int32]] = [:]
        func classIndex(_ name: String) -> Int {
            if let known = classTable.number(of: name) { return known }
            let fallbacks = graph.classFallbacks[name] ?? []
            let indices = fallbacks.map { Int32(classIndex($0)) }
            let index = classTable.insert(name).number
            if !indices.isEmpty { fallbackIndices[index] = indices }
            return index
        }
        if let layout {
            for name in layout.classNames {
                if let fallbacks = graph.classFallbacks[name] {
                    fallbackIndices[classTable.insert(name).number] = fallbacks.map { Int32(classIndex($0)) }
                }
            }
        }

        var objectTable: [UInt8] = []
        var valueTable: [UInt8] = []
        objectTable.reserveCapacity(order.ids.count * 4)
        valueTable.reserveCapacity(order.ids.count * 24)
        var valueCount = 0
        for id in order.ids {
            let object = graph.objects[id.index]
            Self.appendVarint(classIndex(object.className), to: &objectTable)
            // An object without values names value 0 as its first (the corpus's three `_NSManagedProxy`s).
            Self.appendVarint(object.entries.isEmpty ? 0 : valueCount, to: &objectTable)
            Self.appendVarint(object.entries.count, to: &objectTable)
            let base = firstEntry.isEmpty ? 0 : firstEntry[id.index]
            for (position, entry) in object.entries.enumerated() {
                let known = firstEntry.isEmpty ? -1 : Int(entryKeys[base + position])
                Self.appendVarint(known >= 0 ? known : keyTable.insert(entry.key).number, to: &valueTable)
                try Self.appendValue(entry.value, to: &valueTable, positions: order.positions) { kind in
                    ArchiveWriterError(kind, object: id, key: entry.key)
                }
            }
            valueCount += object.entries.count
        }

        var keyBytes: [UInt8] = []
        for key in keyTable.names {
            Self.appendVarint(key.utf8.count, to: &keyBytes)
            keyBytes.append(contentsOf: key.utf8)
        }
        var classBytes: [UInt8] = []
        for (index, name) in classTable.names.enumerated() {
            let fallbacks = fallbackIndices[index] ?? []
            Self.appendVarint(name.utf8.count + 1, to: &classBytes)
            Self.appendVarint(fallbacks.count, to: &classBytes)
            for fallback in fallbacks { Self.appendLittleEndian(UInt32(bitPattern: fallback), to: &classBytes) }
            classBytes.append(contentsOf: name.utf8)
            classBytes.append(0)
        }

        let headerSize = Self.magic.count + 40
        let objectsOffset = headerSize
        let keysOffset = objectsOffset + objectTable.count
        let valuesOffset = keysOffset + keyBytes.count
        let classesOffset = valuesOffset + valueTable.count
        let total = classesOffset + classBytes.count
        guard total <= Int(UInt32.max) else {
            throw ArchiveWriterError(.tooLarge("the archive would be \(total) bytes; offsets are 32 bits"))
        }
        var bytes = Self.magic
        bytes.reserveCapacity(total)
        let coderVersion = options.coderVersion ?? graph.layout?.coderVersion ?? 10
        for field in [
            Int(options.formatVersion), Int(coderVersion), order.ids.count, objectsOffset, keyTable.names.count,
            keysOffset, valueCount, valuesOffset, classTable.names.count, classesOffset,
        ] {
            Self.appendLittleEndian(UInt32(truncatingIfNeeded: field), to: &bytes)
        }
        bytes.append(contentsOf: objectTable)
        bytes.append(contentsOf: keyBytes)
        bytes.append(contentsOf: valueTable)
        bytes.append(contentsOf: classBytes)
        return bytes
    }

    /// A table of names, each with the index of its first appearance.
    private static func appendValue(
        _ value: ArchiveGraph.Value, to bytes: inout [UInt8], positions: [Int32],
        error: (ArchiveWriterError.Kind) -> ArchiveWriterError
    ) throws(ArchiveWriterError) {
        switch value {
        case .integer(let value, let width):
            let code: UInt8
            switch width {
            case .automatic:
                code =
                    value < 0
                    ? 3
                    : value <= Int64(Int8.max)
                        ? 0
                        : value <= Int64(Int16.max)
                            ? 1
                            : value <= Int64(Int32.max) ? 2 : 3
            case .int8: code = Int8(exactly: value) != nil ? 0 : 0xFF
            case .int16: code = Int16(exactly: value) != nil ? 1 : 0xFF
            case .int32: code = Int32(exactly: value) != nil ? 2 : 0xFF
            case .int64: code = 3
            }
            guard code != 0xFF else {
                throw error(.unencodableValue("the integer \(value) does not fit the width \(width)"))
            }
            bytes.append(code)
            appendLittleEndian(UInt64(bitPattern: value), count: 1 << Int(code), to: &bytes)
        case .boolean(let value): bytes.append(value ? 5 : 4)
        case .float(let value):
            bytes.append(6)
            appendLittleEndian(value.bitPattern, to: &bytes)
        case .double(let value):
            bytes.append(7)
            appendLittleEndian(value.bitPattern, count: 8, to: &bytes)
        case .data(let data):
            bytes.append(8)
            appendVarint(data.count, to: &bytes)
            bytes.append(contentsOf: data)
        case .null: bytes.append(9)
        case .reference(let id), .conditionalReference(let id):
            guard positions.indices.contains(id.index), positions[id.index] >= 0 else {
                throw error(.danglingReference(id))
            }
            bytes.append(10)
            appendLittleEndian(UInt32(positions[id.index]), to: &bytes)
        case .string, .array, .dictionary:
            throw error(.unencodableValue("a NIBArchive cannot hold the inline value \(value)"))
        }
    }

    /// Appends `value` as a `NIBArchive` varint: 7 bits a byte, least significant first, the
    /// high bit set on the last byte.
    static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 0, value < 0x80 {
            bytes.append(UInt8(value) | 0x80)
            return
        }
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        bytes.append(UInt8(rest) | 0x80)
    }

    static func appendLittleEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        appendLittleEndian(UInt64(value), count: 4, to: &bytes)
    }

    /// Appends the low `count` bytes of `value`, least significant first, in one append.
    @inline(__always)
    static func appendLittleEndian(_ value: UInt64, count: Int, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { raw in
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: raw.baseAddress, count: count))
        }
    }
}
