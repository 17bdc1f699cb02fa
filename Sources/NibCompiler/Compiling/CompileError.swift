import NibModel

/// Why a document could not be compiled, and where: an element, attribute or value the compiler
/// cannot encode is refused at its line rather than compiled into a nib that is silently wrong.
public struct CompileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The document's platform or kind is not one the compiler writes (a storyboard given
        /// to the xib compiler, a WatchKit document).
        case unsupportedDocument(String)
        /// An element the compiler does not know how to archive, by name.
        case unsupportedElement(String)
        /// An attribute whose value the compiler cannot encode: element, attribute, value.
        case unsupportedValue(element: String, attribute: String, value: String)
        /// An element whose archived form is not known, with why: what UIKit or AppKit reads
        /// back, and what the corpus does not show.
        case unknownArchive(element: String, reason: String)
        /// A reference to an id the document does not define.
        case danglingReference(String)
        /// The archive could not be written.
        case archive(String)
        /// A part of the document the compiler does not archive yet, refused in strict mode.
        case notArchived(CompileDiagnostic)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where, in the source document.
    public var location: SourceLocation

    /// An error at `location`.
    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The message without the location.
    public var message: String {
        switch kind {
        case .unsupportedDocument(let detail): "cannot compile this document: \(detail)"
        case .unsupportedElement(let name):
            "cannot compile <\(name)>: the compiler does not know how ibtool archives it"
        case .unsupportedValue(let element, let attribute, let value):
            "cannot compile \(attribute)=\"\(value)\" of <\(element)>: the value is not one the compiler can encode"
        case .unknownArchive(let element, let reason): "cannot compile <\(element)>: \(reason)"
        case .danglingReference(let id): "the document names an object with id '\(id)' that it does not define"
        case .archive(let detail): "cannot write the archive: \(detail)"
        case .notArchived(let diagnostic): diagnostic.message
        }
    }

    /// `file:line: error: message`, as compilers print.
    public var description: String { "\(location): error: \(message)" }
}
