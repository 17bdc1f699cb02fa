extension ArchiveGraph {
    /// Builds an ``ArchiveGraph`` the way a compiler thinks of it: add an object, set its keys,
    /// and share equal value objects as Apple does.
    ///
    /// ```swift
    /// var builder = ArchiveGraph.Builder()
    /// let root = builder.add("NSObject")
    /// let title = builder.string("OK")                  // one NSString, however often asked for
    /// let button = builder.add("NSButtonCell", [.init("NSContents", .reference(title))])
    /// builder.set("NSCell", .reference(button), on: root)
    /// let graph = builder.build(root: root)
    /// ```
    ///
    /// Interning (``intern(_:_:)``) is keyed by structural equality: the class name and every
    /// entry, references compared by identity — so value objects that refer to interned value
    /// objects (a colour holding an interned colour space) are themselves shared. Each lookup
    /// hashes the object once; building is linear in the size of the graph.
    public struct Builder: Sendable {
        /// The objects added so far, indexed by ``ObjectID/index``.
        public private(set) var objects: [Object] = []
        /// The fallback classes to write (see ``ArchiveGraph/classFallbacks``).
        public var classFallbacks: [String: [String]] = [:]
        /// The `$classes` chains to write (see ``ArchiveGraph/classChains``).
        public var classChains: [String: [String]] = [:]
        /// Interned objects by content: chains of object indices by bucket (see `InternTable`).
        private var table = InternTable()
        /// Which objects are interned (a change to one takes it out of the table).
        private var isInterned: [Bool] = []

        /// Creates an empty builder.
        public init() {}

        /// Adds an object that is never shared by interning (a view, a connection, a mutable
        /// collection) and returns its identifier.
        @discardableResult
        public mutating func add(_ className: String, _ entries: [Entry] = []) -> ObjectID {
            let id = ObjectID(objects.count)
            objects.append(Object(className: className, entries: entries))
            isInterned.append(false)
            table.next.append(-1)
            table.hashes.append(0)
            return id
        }

        /// The object equal to `className` with `entries` that was interned before, if any
        /// (nothing is added).
        public func interned(_ className: String, _ entries: [Entry]) -> ObjectID? {
            find(className, entries, hash: InternTable.hash(className, entries))
        }

        /// Returns the object equal to `className` with `entries` that was interned before, or
        /// adds and interns it.
        public mutating func intern(_ className: String, _ entries: [Entry]) -> ObjectID {
            let hash = InternTable.hash(className, entries)
            if let known = find(className, entries, hash: hash) { return known }
            let id = add(className, entries)
            table.insert(id.index, hash: hash)
            isInterned[id.index] = true
            return id
        }

        private func find(_ className: String, _ entries: [Entry], hash: UInt64) -> ObjectID? {
            var index = table.first(hash)
            while index >= 0 {
                if table.hashes[index] == hash, objects[index].className == className,
                    objects[index].entries == entries
                {
                    return ObjectID(index)
                }
                index = Int(table.next[index])
            }
            return nil
        }

        /// Sets `key` on the object `id`: replaces the first value under `key`, or appends one.
        ///
        /// Changing an interned object takes it out of the interning table (it is no longer
        /// what was asked for).
        public mutating func set(_ key: String, _ value: Value, on id: ObjectID) {
            guard objects.indices.contains(id.index) else { return }
            release(id)
            if let position = objects[id.index].entries.firstIndex(where: { ArchiveGraph.sameKey($0.key, key) }) {
                objects[id.index].entries[position].value = value
            } else {
                objects[id.index].entries.append(Entry(key, value))
            }
        }

        /// Appends a value under `key` to the object `id`, even when the key is already there
        /// (collection elements).
        public mutating func append(_ key: String, _ value: Value, to id: ObjectID) {
            guard objects.indices.contains(id.index) else { return }
            release(id)
            objects[id.index].entries.append(Entry(key, value))
        }

        /// Removes every value under `key` from the object `id`.
        public mutating func remove(_ key: String, from id: ObjectID) {
            guard objects.indices.contains(id.index) else { return }
            release(id)
            objects[id.index].entries.removeAll { ArchiveGraph.sameKey($0.key, key) }
        }

        /// The object `id`, or `nil` when there is none.
        public subscript(id: ObjectID) -> Object? {
            objects.indices.contains(id.index) ? objects[id.index] : nil
        }

        /// The graph with `root` as its root object.
        public func build(root: ObjectID) -> ArchiveGraph {
            ArchiveGraph(objects: objects, root: root, classFallbacks: classFallbacks, classChains: classChains)
        }

        private mutating func release(_ id: ObjectID) {
            guard isInterned[id.index] else { return }
            table.remove(id.index)
            isInterned[id.index] = false
        }
    }
}

extension ArchiveGraph.Builder {
    /// The key under which `NIBArchive` collections store each element.
    public static let elementKey = "UINibEncoderEmptyKey"

    /// An interned `NSString` holding `text` under `NS.bytes`, as `NIBArchive` nibs store strings.
    public mutating func string(_ text: String, className: String = "NSString") -> ArchiveGraph.ObjectID {
        intern(className, [.init("NS.bytes", .data(Array(text.utf8)))])
    }

    /// An interned `NSNumber` holding an integer under `NS.intval`.
    public mutating func number(_ value: Int64) -> ArchiveGraph.ObjectID {
        intern("NSNumber", [.init("NS.intval", .integer(value))])
    }

    /// An interned `NSNumber` holding a double under `NS.dblval`.
    public mutating func number(_ value: Double) -> ArchiveGraph.ObjectID {
        intern("NSNumber", [.init("NS.dblval", .double(value))])
    }

    /// A collection as `NIBArchive` nibs store one: `NSInlinedValue` true, then one
    /// ``elementKey`` reference per element (a dictionary alternates keys and values).
    ///
    /// Apple shares equal immutable collections (two empty `NSArray`s are one object) and never
    /// mutable ones: pass `shared: false` for `NSMutableArray`, `NSMutableSet` and their kin.
    public mutating func collection(
        _ className: String = "NSArray", _ elements: [ArchiveGraph.ObjectID], shared: Bool = true
    ) -> ArchiveGraph.ObjectID {
        var entries = [ArchiveGraph.Entry("NSInlinedValue", .boolean(true))]
        entries.reserveCapacity(elements.count + 1)
        for element in elements { entries.append(.init(Self.elementKey, .reference(element))) }
        return shared ? intern(className, entries) : add(className, entries)
    }
}

extension ArchiveGraph {
    /// Whether two keys are the same text, their UTF-8 lengths compared first: most keys an
    /// object's entries are compared with differ in length, and `==` on two different strings
    /// longer than 15 bytes compares their bytes.
    @inline(__always)
    static func sameKey(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lhs == rhs
    }
}

/// The builder's interning table: a bucket per hash (a power of two of them), chained through
/// the objects' indices, each interned object's hash kept beside it. The hash reads each
/// string's bytes once (`StringNumbering.hash`), not through a seeded `Hasher`; two objects are
/// the same when their class names and entries are equal.
struct InternTable: Sendable {
    /// The first object index of each bucket, -1 for none.
    private var buckets = [Int32](repeating: -1, count: 256)
    /// The next object index in the same bucket, by object index.
    var next: [Int32] = []
    /// Each interned object's hash, by object index.
    var hashes: [UInt64] = []
    private var count = 0

    func first(_ hash: UInt64) -> Int {
        Int(buckets[Int(truncatingIfNeeded: hash) & (buckets.count - 1)])
    }

    mutating func insert(_ index: Int, hash: UInt64) {
        hashes[index] = hash
        let bucket = Int(truncatingIfNeeded: hash) & (buckets.count - 1)
        next[index] = buckets[bucket]
        buckets[bucket] = Int32(index)
        count += 1
        if count > buckets.count { grow() }
    }

    mutating func remove(_ index: Int) {
        let bucket = Int(truncatingIfNeeded: hashes[index]) & (buckets.count - 1)
        if buckets[bucket] == Int32(index) {
            buckets[bucket] = next[index]
        } else {
            var previous = Int(buckets[bucket])
            while previous >= 0, next[previous] != Int32(index) { previous = Int(next[previous]) }
            if previous >= 0 { next[previous] = next[index] }
        }
        next[index] = -1
        count -= 1
    }

    private mutating func grow() {
        // The chains in reverse, so that each keeps its order (not that lookups depend on it).
        var chained: [Int] = []
        chained.reserveCapacity(count)
        for head in buckets {
            var index = Int(head)
            while index >= 0 {
                chained.append(index)
                index = Int(next[index])
            }
        }
        buckets = [Int32](repeating: -1, count: buckets.count * 4)
        let mask = buckets.count - 1
        for index in chained.reversed() {
            let bucket = Int(truncatingIfNeeded: hashes[index]) & mask
            next[index] = buckets[bucket]
            buckets[bucket] = Int32(index)
        }
    }

    /// The hash of an object with `className` and `entries`, consistent with their equality
    /// (`0.0` and `-0.0` hash alike, as they compare equal).
    static func hash(_ className: String, _ entries: [ArchiveGraph.Entry]) -> UInt64 {
        var state = StringNumbering.hash(className) ^ UInt64(entries.count)
        for entry in entries {
            state = StringNumbering.mix(state ^ StringNumbering.hash(entry.key))
            state = StringNumbering.mix(state ^ hash(entry.value))
        }
        return state
    }

    private static func hash(_ value: ArchiveGraph.Value) -> UInt64 {
        switch value {
        case .integer(let number, let width):
            let tag: UInt64
            switch width {
            case .automatic: tag = 1
            case .int8: tag = 2
            case .int16: tag = 3
            case .int32: tag = 4
            case .int64: tag = 5
            }
            return StringNumbering.mix(UInt64(bitPattern: number) &+ tag &* 0x9E37_79B9_7F4A_7C15)
        case .boolean(let flag): return flag ? 0x11 : 0x12
        case .float(let number): return StringNumbering.mix(UInt64(number == 0 ? 0 : number.bitPattern) ^ 0x13)
        case .double(let number): return StringNumbering.mix((number == 0 ? 0 : number.bitPattern) ^ 0x14)
        case .data(let bytes): return bytes.withUnsafeBytes { StringNumbering.hash(bytes: $0, seed: 0x15) }
        case .null: return 0x16
        case .reference(let id): return StringNumbering.mix(UInt64(id.index) ^ 0x17_0000_0000)
        case .conditionalReference(let id): return StringNumbering.mix(UInt64(id.index) ^ 0x18_0000_0000)
        case .string(let text): return StringNumbering.hash(text) ^ 0x19
        case .array(let values):
            var state: UInt64 = 0x1A ^ UInt64(values.count)
            for value in values { state = StringNumbering.mix(state ^ hash(value)) }
            return state
        case .dictionary(let entries): return hash("", entries) ^ 0x1B
        }
    }
}
