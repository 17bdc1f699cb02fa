/// A rule id given to `--enable`/`--disable` (or a configuration) that the catalogue does not have.
public struct UnknownRuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name as given.
    public var name: String

    /// Creates the error.
    public init(name: String) {
        self.name = name
    }

    /// `unknown rule 'x'; known rules: …`.
    public var description: String {
        "unknown rule '\(name)'; known rules: " + ValidationRule.all.map(\.id.rawValue).joined(separator: ", ")
    }
}
