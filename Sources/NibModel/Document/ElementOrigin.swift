/// Where an element of the model came from: a place in an XML source, or an archived object of
/// a compiled nib.
///
/// An XML document (xib, storyboard, legacy xib, XML property-list nib) gives each element the
/// line, and where it could be found the column, of its start tag. A binary compiled nib
/// (`NIBArchive`, binary property list) has no lines: each element the reader writes for an
/// archived object names that object's index in the archive and the byte offset of its record.
/// An element made in code has neither.
public enum ElementOrigin: Sendable, Hashable {
    /// A start tag in an XML source: its 1-based line, and its 1-based byte column when known.
    case source(line: Int, column: Int?)
    /// An archived object of a binary compiled nib: its index in the object table and the byte
    /// offset of its record, either of which may be unknown (an element the reader adds to
    /// hold others, such as `<objects>`, stands for no one archived object).
    case archive(objectIndex: Int?, byteOffset: Int?)
    /// An element made in code, which has no place in any file.
    case synthesized
}

extension SourceLocation {
    /// The location in `file` of an element whose origin is `origin`.
    package init(file: String, origin: ElementOrigin) {
        switch origin {
        case .source(let line, let column): self.init(file: file, line: line, column: column)
        case .archive(let objectIndex, let byteOffset):
            self.init(file: file, byteOffset: byteOffset, objectIndex: objectIndex)
        case .synthesized: self.init(file: file, line: 0)
        }
    }
}
