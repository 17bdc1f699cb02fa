import NibModel

/// Why an edit was refused: it would have left the document inconsistent.
public struct NibEditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the edit would have broken.
    public enum Kind: Sendable, Hashable {
        /// No object or element has this id.
        case noSuchObject(ObjectID)
        /// The id is already used by another element.
        case duplicateID(ObjectID)
        /// A connection or reference would name an object that does not exist.
        case danglingReference(attribute: String, id: ObjectID)
        /// A segue's destination is not the view controller of a scene of the storyboard.
        case missingScene(ObjectID)
        /// The id names an element that is not a connection.
        case notAConnection(ObjectID)
        /// An object cannot be moved into its own subtree, or the root be deleted or moved.
        case invalidMove(String)
        /// The document has no place for the element (`<objects>` missing, or a storyboard).
        case noContainer(String)
        /// The document's bytes could not be read for editing.
        case unreadable(String)
        /// A value holds a character XML 1.0 cannot write, even as a character reference (a
        /// control character other than tab, line feed and carriage return).
        case unwritableValue(attribute: String)
    }

    /// What the edit would have broken.
    public var kind: Kind
    /// The document being edited.
    public var file: String

    /// Creates an error.
    public init(_ kind: Kind, file: String) {
        self.kind = kind
        self.file = file
    }

    /// `file: error: message`.
    public var description: String {
        let message: String
        switch kind {
        case .noSuchObject(let id): message = "no object has the id '\(id)'"
        case .duplicateID(let id): message = "the id '\(id)' is already used in the document"
        case .danglingReference(let attribute, let id):
            message = "\(attribute)='\(id)' would name no object of the document"
        case .missingScene(let id): message = "a segue to '\(id)', which is no scene's view controller"
        case .notAConnection(let id): message = "'\(id)' is not a connection"
        case .invalidMove(let detail): message = detail
        case .noContainer(let detail): message = detail
        case .unreadable(let detail): message = detail
        case .unwritableValue(let attribute):
            message = "the value of '\(attribute)' holds a control character XML cannot write"
        }
        return "\(file): error: \(message)"
    }
}
