import NibModel

/// Collects diagnostics for the enabled rules, with each rule's catalogue severity; shared with
/// `NibSourceValidation` (package access).
package struct Findings {
    package let rules: RuleSelection
    package private(set) var diagnostics: [ValidationDiagnostic] = []

    package init(rules: RuleSelection) {
        self.rules = rules
    }

    package mutating func add(
        _ rule: RuleID, _ message: String, at location: SourceLocation, notes: [ValidationDiagnostic.Note] = []
    ) {
        guard rules.isEnabled(rule) else { return }
        let severity = ValidationRule.rule(withID: rule)?.severity ?? .error
        diagnostics.append(.init(rule: rule, severity: severity, message: message, location: location, notes: notes))
    }

    /// By file, line, column, then rule; stable for equal keys.
    package var sorted: [ValidationDiagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let a = lhs.element.location, b = rhs.element.location
            if a.file != b.file { return a.file < b.file }
            if a.line != b.line { return a.line < b.line }
            if (a.column ?? 0) != (b.column ?? 0) { return (a.column ?? 0) < (b.column ?? 0) }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

extension Findings {
    /// Orders diagnostics by file, line, column; stable for equal keys.
    package static func ordered(_ diagnostics: [ValidationDiagnostic]) -> [ValidationDiagnostic] {
        var findings = Findings(rules: .all)
        findings.diagnostics = diagnostics
        return findings.sorted
    }
}
