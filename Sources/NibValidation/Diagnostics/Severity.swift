/// How serious a validation finding is.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Informational: something the author may want to know.
    case note
    /// A likely mistake that does not fail the check.
    case warning
    /// A mistake that breaks the document at load time; fails the check.
    case error

    /// Orders `note < warning < error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
