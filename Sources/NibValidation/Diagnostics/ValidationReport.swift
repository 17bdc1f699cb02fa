import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The findings of a validation run over some documents, with the text, JSON and SARIF forms
/// that `nibdump validate` prints.
public struct ValidationReport: Sendable, Hashable, CustomStringConvertible {
    /// The documents that were validated (read or not), as given.
    public var files: [String]
    /// Every finding, by file and position.
    public var diagnostics: [ValidationDiagnostic]
    /// The Swift source folders the documents were checked against, each with the Swift version
    /// it was judged by; empty when only the document rules ran.
    public var sourceModules: [SourceModule]

    /// Creates a report.
    public init(files: [String], diagnostics: [ValidationDiagnostic], sourceModules: [SourceModule] = []) {
        self.files = files
        self.diagnostics = diagnostics
        self.sourceModules = sourceModules
    }

    /// The number of error findings.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// The number of warning findings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// Whether the run found no error (warnings allowed): the check passes.
    public var passed: Bool { errorCount == 0 }

    /// `N documents validated: E errors, W warnings`.
    public var summary: String {
        let documents = files.count == 1 ? "1 document" : "\(files.count) documents"
        return "\(documents) validated: \(Self.count(errorCount, "error")), \(Self.count(warningCount, "warning"))"
    }

    /// One compiler-format line per finding (with its notes), a line per source folder naming
    /// the Swift version it was judged by and why, then the summary.
    public var description: String {
        (diagnostics.map(\.description) + sourceModules.map(\.description) + [summary]).joined(separator: "\n")
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
    }

    // MARK: - JSON

    /// The report as deterministic JSON (sorted keys), `version` 1:
    /// `{"version", "files", "errors", "warnings", "diagnostics": [{"file", "line", "column",
    /// "severity", "rule", "message", "notes": [{"file", "line", "column", "message"}]}]}`, and
    /// with sources `"sources": [{"module", "path", "swiftVersion", "basis", "reason"}]`.
    public func jsonString() throws -> String {
        let body = JSONReport(
            version: 1, files: files, errors: errorCount, warnings: warningCount,
            diagnostics: diagnostics.map { diagnostic in
                JSONReport.Entry(
                    file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column,
                    severity: diagnostic.severity.rawValue, rule: diagnostic.rule.rawValue, message: diagnostic.message,
                    notes: diagnostic.notes.map {
                        .init(
                            file: $0.location.file, line: $0.location.line, column: $0.location.column,
                            message: $0.message)
                    })
            },
            sources: sourceModules.isEmpty
                ? nil
                : sourceModules.map {
                    .init(
                        module: $0.module, path: $0.path, swiftVersion: $0.swiftVersion, basis: $0.basis,
                        reason: $0.reason)
                })
        return try Self.encode(body)
    }

    // MARK: - SARIF

    /// The report as a SARIF 2.1.0 log with one run, for code-scanning services.
    ///
    /// Relative file paths are written as given (relative to the working directory, which is what
    /// pull-request annotation expects when the tool runs at the repository root); absolute paths
    /// as `file://` URIs.
    public func sarifString(toolName: String = "nibdump", toolVersion: String = "0.1.0") throws -> String {
        let rules = ValidationRule.all.map { rule in
            SARIFLog.Rule(
                id: rule.id.rawValue, shortDescription: .init(text: rule.summary),
                defaultConfiguration: .init(level: Self.sarifLevel(rule.severity)))
        }
        let results = diagnostics.map { diagnostic in
            SARIFLog.Result(
                ruleId: diagnostic.rule.rawValue, level: Self.sarifLevel(diagnostic.severity),
                message: .init(text: diagnostic.message),
                locations: [Self.sarifLocation(diagnostic.location, message: nil)],
                relatedLocations: diagnostic.notes.isEmpty
                    ? nil : diagnostic.notes.map { Self.sarifLocation($0.location, message: $0.message) })
        }
        let log = SARIFLog(
            schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0",
            runs: [
                .init(tool: .init(driver: .init(name: toolName, version: toolVersion, rules: rules)), results: results)
            ])
        return try Self.encode(log)
    }

    private static func sarifLevel(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func sarifLocation(_ location: SourceLocation, message: String?) -> SARIFLog.Location {
        SARIFLog.Location(
            physicalLocation: .init(
                artifactLocation: .init(uri: sarifURI(location.file)),
                region: location.line > 0 ? .init(startLine: location.line, startColumn: location.column) : nil),
            message: message.map { .init(text: $0) })
    }

    /// Relative paths stay as given (SARIF resolves them against the checkout); absolute paths
    /// become `file://` URIs.
    static func sarifURI(_ path: String) -> String {
        path.hasPrefix("/") ? URL(fileURLWithPath: path).absoluteString : path
    }

    private static func encode(_ value: some Encodable) throws -> String {
        try DeterministicJSON.string(value)
    }
}

/// The `--format json` shape.
struct JSONReport: Codable {
    struct Note: Codable {
        var file: String
        var line: Int
        var column: Int?
        var message: String
    }

    struct Entry: Codable {
        var file: String
        var line: Int
        var column: Int?
        var severity: String
        var rule: String
        var message: String
        var notes: [Note]
    }

    struct Source: Codable {
        var module: String?
        var path: String
        var swiftVersion: String
        var basis: String
        var reason: String
    }

    var version: Int
    var files: [String]
    var errors: Int
    var warnings: Int
    var diagnostics: [Entry]
    var sources: [Source]?
}

/// The subset of SARIF 2.1.0 the report writes.
struct SARIFLog: Codable {
    struct Text: Codable {
        var text: String
    }

    struct Rule: Codable {
        struct Configuration: Codable {
            var level: String
        }

        var id: String
        var shortDescription: Text
        var defaultConfiguration: Configuration
    }

    struct Driver: Codable {
        var name: String
        var version: String
        var rules: [Rule]
    }

    struct Tool: Codable {
        var driver: Driver
    }

    struct Location: Codable {
        struct Physical: Codable {
            struct Artifact: Codable {
                var uri: String
            }

            struct Region: Codable {
                var startLine: Int
                var startColumn: Int?
            }

            var artifactLocation: Artifact
            var region: Region?
        }

        var physicalLocation: Physical
        var message: Text?
    }

    struct Result: Codable {
        var ruleId: String
        var level: String
        var message: Text
        var locations: [Location]
        var relatedLocations: [Location]?
    }

    struct Run: Codable {
        var tool: Tool
        var results: [Result]
    }

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version
        case runs
    }

    var schema: String
    var version: String
    var runs: [Run]
}
