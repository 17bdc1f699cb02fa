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
        /// Interned objects by content.
        private var interned: [InternKey: ObjectID] = [:]
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
            return id
        }

        /// The object equal to `className` with `entries` that was interned before, if any
        /// (nothing is added).
        public func interned(_ className: String, _ entries: [Entry]) -> ObjectID? {
            interned[InternKey(Object(className: className, entries: entries))]
        }

        /// Returns the object equal to `className` with `entries` that was interned before, or
        /// adds and interns it.
        public mutating func intern(_ className: String, _ entries: [Entry]) -> ObjectID {
            let key = InternKey(Object(className: className, entries: entries))
            if let known = interned[key] { return known }
            let id = add(className, entries)
            interned[key] = id
            isInterned[id.index] = true
            return id
        }

        /// Sets `key` on the object `id`: replaces the first value under `key`, or appends one.
        ///
        /// Changing an interned object takes it out of the interning table (it is no longer
        /// what was asked for).
        public mutating func set(_ key: String, _ value: Value, on id: ObjectID) {
            guard objects.indices.contains(id.index) else { return }
            release(id)
            if let position = objects[id.index].entries.firstIndex(where: { $0.key == key }) {
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
            objects[id.index].entries.removeAll { $0.key == key }
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
            interned[InternKey(objects[id.index])] = nil
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

extension ArchiveGraph.Builder {
    /// An interned object with its hash, computed once: the table's lookups, insertions and
    /// growth rehash a number instead of the object's class name, keys and bytes, and a data
    /// value's bytes are hashed as one block rather than byte by byte (`[UInt8]`'s own hash).
    /// Two keys are equal when their objects are.
    fileprivate struct InternKey: Hashable {
        let object: ArchiveGraph.Object
        let hash: Int

        init(_ object: ArchiveGraph.Object) {
            self.object = object
            var hasher = Hasher()
            hasher.combine(object.className)
            hasher.combine(object.entries.count)
            for entry in object.entries {
                hasher.combine(entry.key)
                if case .data(let bytes) = entry.value {
                    hasher.combine(bytes.count)
                    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
                } else {
                    hasher.combine(entry.value)
                }
            }
            hash = hasher.finalize()
        }

        static func == (lhs: InternKey, rhs: InternKey) -> Bool {
            lhs.hash == rhs.hash && lhs.object == rhs.object
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }
}
