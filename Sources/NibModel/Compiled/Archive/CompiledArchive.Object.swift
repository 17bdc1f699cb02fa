extension CompiledArchive {
    /// One archived object: its class and its keyed values, in archive order.
    public struct Object: Sendable, Hashable {
        /// The key under which a keyed archive's plain `$objects` entry (a string, a number,
        /// data, `$null`) keeps its value.
        public static let plainValueKey = "$value"

        /// The object's class name (`NSButton`, `UIRuntimeOutletConnection`, …).
        public var className: String
        /// The object's values, in archive order; a key may repeat (collections store one
        /// `UINibEncoderEmptyKey` value per element).
        public var values: [Entry]
        /// Where the object's record starts in the file: the byte offset of its object-table
        /// entry (`NIBArchive`) or of its `$objects` entry (binary plist); `nil` for XML plists.
        public var byteOffset: Int?
        /// The 1-based line of the object's `$objects` entry in an XML plist; `nil` otherwise.
        public var line: Int?

        /// Creates an object.
        public init(className: String, values: [Entry], byteOffset: Int? = nil, line: Int? = nil) {
            self.className = className
            self.values = values
            self.byteOffset = byteOffset
            self.line = line
        }

        /// The first value stored under `key`, or `nil`.
        public func value(forKey key: String) -> Value? {
            // Lengths first: most keys differ in length, and comparing lengths costs nothing.
            let length = key.utf8.count
            return values.first { $0.key.utf8.count == length && $0.key == key }?.value
        }

        /// Every value stored under `key`, in order.
        public func values(forKey key: String) -> [Value] {
            let length = key.utf8.count
            return values.compactMap { $0.key.utf8.count == length && $0.key == key ? $0.value : nil }
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
