import NibModel

/// A picture that cannot be drawn: the object or scene asked for is not in the document.
public struct RenderingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The document's path.
    public var file: String
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    /// `path: error: message`, as the compiler prints it.
    public var description: String { "\(file): error: \(message)" }
}
