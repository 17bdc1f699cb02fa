extension ArchiveGraph {
    /// The identity of an object of an ``ArchiveGraph``: its index in ``ArchiveGraph/objects``.
    ///
    /// Two references with the same ID are one shared object in the archive.
    public struct ObjectID: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The index in ``ArchiveGraph/objects``.
        public var index: Int

        /// Creates the identifier of object `index`.
        public init(_ index: Int) {
            self.index = index
        }

        /// `@` and the index, as raw dumps print references.
        public var description: String { "@\(index)" }

        /// Orders identifiers by index.
        public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs.index < rhs.index }
    }
}
