import NibModel

extension LoadTrace {
    /// One top-level object a load made (loading.md A5, T2): its id and the class it was
    /// created as.
    public struct TopLevelObject: Sendable, Hashable, Codable {
        /// The document's id.
        public var id: ObjectID
        /// The class the object was created as, or `nil` when the load stopped before creating it.
        public var className: String?

        /// Creates an entry.
        public init(id: ObjectID, className: String?) {
            self.id = id
            self.className = className
        }
    }
}
