import NibModel

extension ValidationDiagnostic {
    /// A related place with its own message.
    public struct Note: Sendable, Hashable {
        /// What is there.
        public var message: String
        /// Where.
        public var location: SourceLocation

        /// Creates a note.
        public init(message: String, location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }
}
