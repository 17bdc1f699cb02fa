import NibModel

/// One finding: a rule's message at a place in a document or a Swift source file.
///
/// ``description`` prints the compiler form that Xcode and CI annotate,
/// `path:line:col: error: message [rule-id]`, followed by one `note:` line per related place.
public struct ValidationDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The rule that reported it.
    public var rule: RuleID
    /// How serious it is.
    public var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where: the connection, object or declaration at fault.
    public var location: SourceLocation
    /// Related places, e.g. the Swift declaration an outlet connection disagrees with.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(rule: RuleID, severity: Severity, message: String, location: SourceLocation, notes: [Note] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `path:line:col: severity: message [rule-id]`, without the notes.
    public var summaryLine: String {
        "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    }

    /// The summary line and one `path:line:col: note: message` line per note.
    public var description: String {
        ([summaryLine] + notes.map { "\($0.location): note: \($0.message)" }).joined(separator: "\n")
    }
}
