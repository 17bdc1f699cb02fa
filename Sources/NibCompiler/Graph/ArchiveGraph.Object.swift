extension ArchiveGraph {
    /// One archived object: its class name and its keyed values, in the order they are written.
    public struct Object: Sendable, Hashable {
        /// The class name (`NSButton`, `UIRuntimeOutletConnection`, …).
        public var className: String
        /// The keyed values in order; a key may repeat (`NIBArchive` collections store one
        /// `UINibEncoderEmptyKey` value per element).
        public var entries: [Entry]

        /// Creates an object.
        public init(className: String, entries: [Entry] = []) {
            self.className = className
            self.entries = entries
        }

        /// The first value stored under `key`, or `nil`.
        public func value(forKey key: String) -> Value? {
            entries.first { ArchiveGraph.sameKey($0.key, key) }?.value
        }
    }

    /// One keyed value of an ``Object``.
    public struct Entry: Sendable, Hashable {
        /// The key (`NSFrame`, `UINibEncoderEmptyKey`, …).
        public var key: String
        /// The value.
        public var value: Value

        /// Creates an entry.
        public init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }
}
