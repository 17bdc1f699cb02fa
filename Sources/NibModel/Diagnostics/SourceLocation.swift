/// A place in a source document: a file, a 1-based line and, where known, a 1-based column.
///
/// libxml2 reports the line of each element; swift-nib finds the column of the element's `<`
/// itself when the start tag is still in libxml2's input buffer. Errors raised by libxml2
/// carry its own line and column. A location prints as `path:line:column`, or `path:line`
/// when the column is unknown.
///
/// Compiled nibs have no lines: a location in a binary archive (`NIBArchive`, binary property
/// list) has `line` 0 and names the archived object's index and the byte offset of its
/// record, and prints as `path:@offset` or `path:@offset (object N)`. XML property-list nibs
/// keep lines, as XML documents do. Both fields are `nil` for XML documents, so encoded
/// locations of those are unchanged.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The path or name the document was read from, as the caller gave it.
    public var file: String
    /// The line number, starting from 1; 0 when the location has no line.
    public var line: Int
    /// The byte column, starting from 1, or `nil` when unknown.
    public var column: Int?
    /// The byte offset, from 0, of the record in a binary compiled nib; `nil` otherwise.
    public var byteOffset: Int?
    /// The index of the archived object in a compiled nib's object table; `nil` otherwise.
    public var objectIndex: Int?

    /// Creates a location.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Creates a location in a compiled nib: an archived object's index and the byte offset
    /// of its record (either may be unknown).
    public init(file: String, byteOffset: Int?, objectIndex: Int? = nil) {
        self.file = file
        self.line = 0
        self.byteOffset = byteOffset
        self.objectIndex = objectIndex
    }

    /// Where in the file, without the file: the line (`42`), or for a binary archive the byte
    /// offset (`@1214`), else the object index (`object 7`); `-` when nothing is known. The
    /// dumps' LINE columns print this.
    package var place: String {
        if line > 0 { return String(line) }
        if let byteOffset { return "@\(byteOffset)" }
        if let objectIndex { return "object \(objectIndex)" }
        return "-"
    }

    /// `path:line:column` or `path:line`, the form compilers and editors understand.
    public var description: String {
        var text = file
        if line == 0, byteOffset != nil || objectIndex != nil {
            if let byteOffset { text += ":@\(byteOffset)" }
            if let objectIndex { text += byteOffset == nil ? ":object \(objectIndex)" : " (object \(objectIndex))" }
            return text
        }
        if line > 0 {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
