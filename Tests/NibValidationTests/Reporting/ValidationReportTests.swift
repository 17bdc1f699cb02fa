import Foundation
import NibModel
import NibValidation
import Testing

/// The report's text, JSON and SARIF forms.
@Suite struct ValidationReportTests {
    static let report = ValidationReport(
        files: ["A.xib", "B.xib"],
        diagnostics: [
            ValidationDiagnostic(
                rule: .unknownOutlet, severity: .error, message: "class 'X' has no outlet 'y'",
                location: SourceLocation(file: "A.xib", line: 7, column: 17),
                notes: [
                    .init(
                        message: "class 'X' declared here",
                        location: SourceLocation(file: "X.swift", line: 3, column: 7))
                ]),
            ValidationDiagnostic(
                rule: .misplacedView, severity: .warning, message: "label 'L' is misplaced",
                location: SourceLocation(file: "B.xib", line: 2)),
        ])

    @Test func text() {
        #expect(
            Self.report.description == """
                A.xib:7:17: error: class 'X' has no outlet 'y' [unknown-outlet]
                X.swift:3:7: note: class 'X' declared here
                B.xib:2: warning: label 'L' is misplaced [misplaced-view]
                2 documents validated: 1 error, 1 warning
                """)
        #expect(!Self.report.passed)
        #expect(
            ValidationReport(files: ["A.xib"], diagnostics: []).summary == "1 document validated: 0 errors, 0 warnings")
    }

    @Test func json() throws {
        let object = try JSONSerialization.jsonObject(with: Data(try Self.report.jsonString().utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect(object?["errors"] as? Int == 1)
        #expect(object?["warnings"] as? Int == 1)
        let first = (object?["diagnostics"] as? [[String: Any]])?.first
        #expect(first?["rule"] as? String == "unknown-outlet")
        #expect(first?["line"] as? Int == 7)
        #expect(first?["column"] as? Int == 17)
        #expect(first?["severity"] as? String == "error")
        #expect((first?["notes"] as? [[String: Any]])?.first?["file"] as? String == "X.swift")
    }

    @Test func sarif() throws {
        let log = try JSONSerialization.jsonObject(with: Data(try Self.report.sarifString().utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        let run = (log?["runs"] as? [[String: Any]])?.first
        let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["name"] as? String == "nibdump")
        #expect((driver?["rules"] as? [[String: Any]])?.count == ValidationRule.all.count)
        let results = run?["results"] as? [[String: Any]]
        #expect(results?.count == 2)
        #expect(results?.first?["ruleId"] as? String == "unknown-outlet")
        #expect(results?.first?["level"] as? String == "error")
        let physical =
            ((results?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
        #expect((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == "A.xib")
        #expect((physical?["region"] as? [String: Any])?["startLine"] as? Int == 7)
        #expect((results?.first?["relatedLocations"] as? [[String: Any]])?.count == 1)
    }

    @Test func everyRuleIDIsUniqueAndKebabCase() {
        let ids = ValidationRule.all.map(\.id.rawValue)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    }
}
