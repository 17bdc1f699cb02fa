extension CompiledArchive {
    /// The archived objects of a ``CompiledArchive``, in archive order: a random-access
    /// collection indexed from 0 by object index, whose ``Object``s are views made on access.
    public struct Objects: RandomAccessCollection, Sendable {
        let storage: Storage

        /// Always 0.
        public var startIndex: Int { 0 }
        /// The number of archived objects.
        public var endIndex: Int { storage.tables.objects.count }

        /// The object with index `position`.
        public subscript(position: Int) -> Object {
            precondition(position >= 0 && position < endIndex, "object index out of range")
            return Object(storage: storage, index: position)
        }
    }
}
