/// A place in a source document: a file, a 1-based line and, where known, a 1-based column.
///
/// libxml2 reports the line of each element; swift-nib finds the column of the element's `<`
/// itself when the start tag is still in libxml2's input buffer. Errors raised by libxml2
/// carry its own line and column. A location prints as `path:line:column`, or `path:line`
/// when the column is unknown.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The path or name the document was read from, as the caller gave it.
    public var file: String
    /// The line number, starting from 1; 0 when the location has no line.
    public var line: Int
    /// The byte column, starting from 1, or `nil` when unknown.
    public var column: Int?

    /// Creates a location.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column` or `path:line`, the form compilers and editors understand.
    public var description: String {
        var text = file
        if line > 0 {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
