/// The error thrown when a document cannot be read into a model.
///
/// Every error has a location, and prints in compiler form:
/// `Main.xib:14:5: error: expected '>' at the end of the start tag`.
public struct NibParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The input is not well-formed XML; the payload is the XML parser's message.
        case malformedXML(String)
        /// The input has no content at all.
        case emptyDocument
        /// The input still contains a version-control merge-conflict marker.
        case mergeConflictMarker(String)
        /// The root element is not `<document>`; the payload is the element found.
        case unexpectedRootElement(String)
        /// An Interface Builder format that this version recognises but does not read.
        case unsupportedFormat(DocumentFormat)
        /// The input declares or references an entity, which swift-nib refuses for safety.
        case entityRefused(String)
        /// A configured limit (see ``ParseLimits``) was exceeded.
        case limitExceeded(String)
        /// The file could not be read.
        case unreadable(String)
        /// The input is not an Interface Builder document at all.
        case notAnInterfaceBuilderDocument(String)
        /// A compiled nib (`NIBArchive`, keyed archive, nib bundle) is damaged or hostile: a
        /// count, offset, length or reference outside the file; the payload says which.
        case malformedArchive(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where it went wrong.
    public var location: SourceLocation

    /// Creates an error.
    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// A sentence that says what was found and what was expected.
    public var message: String {
        switch kind {
        case .malformedXML(let message): "malformed XML: \(message)"
        case .emptyDocument: "empty document: expected an Interface Builder XML document"
        case .mergeConflictMarker(let marker):
            "merge conflict marker '\(marker)' left in the document: resolve the conflict first"
        case .unexpectedRootElement(let name):
            "unexpected root element <\(name)>: expected <document> (a xib or storyboard)"
        case .unsupportedFormat(let format): "\(format.description): not supported yet"
        case .entityRefused(let detail): "\(detail); entities are refused (no expansion, no external loading)"
        case .limitExceeded(let detail): "limit exceeded: \(detail)"
        case .unreadable(let detail): "cannot read the document: \(detail)"
        case .notAnInterfaceBuilderDocument(let detail): "not an Interface Builder document: \(detail)"
        case .malformedArchive(let detail): "malformed compiled nib: \(detail)"
        }
    }

    /// `path:line:column: error: message`.
    public var description: String {
        "\(location): error: \(message)"
    }
}
