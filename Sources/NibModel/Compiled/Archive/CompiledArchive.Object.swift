extension CompiledArchive {
    /// One archived object: its class and its keyed values, in archive order.
    ///
    /// A view over its archive's tables (an ``CompiledArchive/Objects`` element): the class
    /// name, the values and their keys are read from the tables when asked for.
    public struct Object: Sendable, Hashable {
        /// The key under which a keyed archive's plain `$objects` entry (a string, a number,
        /// data, `$null`) keeps its value.
        public static let plainValueKey = "$value"

        let storage: Storage
        /// The object's index in its archive's ``CompiledArchive/objects``.
        public let index: Int

        init(storage: Storage, index: Int) {
            self.storage = storage
            self.index = index
        }

        /// The object's class name (`NSButton`, `UIRuntimeOutletConnection`, …).
        public var className: String { storage.tables.className(index) }
        /// The object's values, in archive order; a key may repeat (collections store one
        /// `UINibEncoderEmptyKey` value per element).
        public var values: Values { Values(storage: storage, slots: storage.tables.slotRange(of: index)) }
        /// Where the object's record starts in the file: the byte offset of its object-table
        /// entry (`NIBArchive`) or of its `$objects` entry (binary plist); `nil` for XML plists.
        public var byteOffset: Int? {
            storage.tables.positionsAreLines ? nil : Int(storage.tables.objects[index].position)
        }
        /// The 1-based line of the object's `$objects` entry in an XML plist; `nil` otherwise.
        public var line: Int? {
            storage.tables.positionsAreLines ? Int(storage.tables.objects[index].position) : nil
        }

        /// The first value stored under `key`, or `nil`.
        public func value(forKey key: String) -> Value? {
            let tables = storage.tables
            guard let slot = tables.firstSlot(named: key, in: index) else { return nil }
            return tables.publicValue(tables.slots[slot].value)
        }

        /// Every value stored under `key`, in order.
        public func values(forKey key: String) -> [Value] {
            let tables = storage.tables
            var key = key
            return key.withUTF8 { name in
                tables.slotRange(of: index).compactMap { slot in
                    tables.slot(slot, isNamed: name) ? tables.publicValue(tables.slots[slot].value) : nil
                }
            }
        }

        // MARK: - Equatable Conformance

        /// Whether two objects have the same class, place and values.
        public static func == (lhs: Object, rhs: Object) -> Bool {
            if lhs.storage === rhs.storage, lhs.index == rhs.index { return true }
            return lhs.className == rhs.className && lhs.byteOffset == rhs.byteOffset && lhs.line == rhs.line
                && lhs.values.elementsEqual(rhs.values)
        }

        // MARK: - Hashable Conformance

        /// Hashes the object's class, place and number of values.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(className)
            hasher.combine(byteOffset)
            hasher.combine(line)
            hasher.combine(values.count)
        }
    }

    /// The keyed values of an ``Object``, in archive order: a random-access collection indexed
    /// from 0, whose ``Entry``s (a key string and a ``Value``) are made on access.
    public struct Values: RandomAccessCollection, Sendable {
        let storage: Storage
        let slots: Range<Int>

        /// Always 0.
        public var startIndex: Int { 0 }
        /// The number of values.
        public var endIndex: Int { slots.count }

        /// The entry at `position`.
        public subscript(position: Int) -> Entry {
            precondition(position >= 0 && position < slots.count, "value index out of range")
            let tables = storage.tables
            let slot = tables.slots[slots.lowerBound + position]
            return Entry(key: slot.key < 0 ? "" : tables.keyName(Int(slot.key)), value: tables.publicValue(slot.value))
        }
    }

    /// One keyed value of an ``Object``.
    public struct Entry: Sendable, Hashable {
        /// The key (`NSFrame`, `UINibEncoderEmptyKey`, `NS.objects`, …).
        public var key: String
        /// The value.
        public var value: Value

        /// Creates an entry.
        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// One entry of a `NIBArchive` class-name table.
    public struct ClassName: Sendable, Hashable {
        /// The class name, without its terminating NUL.
        public var name: String
        /// Indices of fallback classes (for `classFallbacksForKeyedArchiver`), usually none.
        public var fallbackIndices: [Int32]

        /// Creates a class-name entry.
        public init(name: String, fallbackIndices: [Int32] = []) {
            self.name = name
            self.fallbackIndices = fallbackIndices
        }
    }
}

extension ArchiveTables {
    /// The public form of a value: strings decoded, data copied, arrays and dictionaries made.
    func publicValue(_ value: ArchiveValue) -> CompiledArchive.Value {
        switch value {
        case .integer(let value): return .integer(value)
        case .float(let value): return .float(value)
        case .double(let value): return .double(value)
        case .boolean(let value): return .boolean(value)
        case .data(let start, let count): return .data(withBytes(start, count) { Array($0) })
        case .string(let start, let count):
            return .string(withBytes(start, count) { String(decoding: $0, as: UTF8.self) })
        case .reference(let index): return .reference(index)
        case .array(let first, let count):
            return .array((Int(first)..<Int(first + count)).map { publicValue(slots[$0].value) })
        case .dictionary(let first, let count):
            return .dictionary(
                (Int(first)..<Int(first + count)).map { slot in
                    let item = slots[slot]
                    return CompiledArchive.Entry(
                        key: item.key < 0 ? "" : keyName(Int(item.key)), value: publicValue(item.value))
                })
        case .null: return .null
        }
    }

    /// Whether slot `slot`'s key is spelt `name` (an array element's key is empty).
    func slot(_ slot: Int, isNamed name: UnsafeBufferPointer<UInt8>) -> Bool {
        let key = slots[slot].key
        guard key >= 0 else { return name.isEmpty }
        let range = keyRanges[Int(key)]
        guard Int(range.count) == name.count else { return false }
        return withBytes(range.start, range.count) { $0.elementsEqual(name) }
    }

    /// The first slot of object `index` whose key is spelt `name`.
    func firstSlot(named name: String, in index: Int) -> Int? {
        var name = name
        return name.withUTF8 { bytes in slotRange(of: index).first { self.slot($0, isNamed: bytes) } }
    }
}
