import NibModel
import NibValidation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The whole check: the document rules, and the source rules when Swift sources are given.
///
/// One test in an app's own suite keeps every document in step with the code:
///
/// ```swift
/// import NibSourceValidation
/// import Testing
///
/// @Test func documentsMatchSources() throws {
///     let validator = try NibValidator(sources: [SourceDirectory(path: "Sources/App", module: "App")])
///     let report = validator.validate(paths: ["Sources/App/Resources"])
///     #expect(report.passed, "\(report)")
/// }
/// ```
public struct NibValidator: Sendable {
    /// The rules that run.
    public var rules: RuleSelection
    /// The app's sources, or `nil` to run the document rules only.
    public var sources: SwiftSourceIndex?
    /// Where storyboard references look for storyboards; `nil` means each storyboard's own directory.
    public var storyboardDirectory: String?
    /// How documents are parsed.
    public var parseOptions: ParseOptions

    /// Creates a validator from an already built index (or none).
    public init(
        sources: SwiftSourceIndex? = nil, rules: RuleSelection = .default, storyboardDirectory: String? = nil,
        parseOptions: ParseOptions = .default
    ) {
        self.sources = sources
        self.rules = rules
        self.storyboardDirectory = storyboardDirectory
        self.parseOptions = parseOptions
    }

    /// Creates a validator that reads the Swift files below the source directories; with no
    /// directories, only the document rules run.
    public init(
        sources directories: [SourceDirectory], rules: RuleSelection = .default, storyboardDirectory: String? = nil
    ) throws {
        self.init(
            sources: directories.isEmpty ? nil : try SwiftSourceIndex(directories: directories), rules: rules,
            storyboardDirectory: storyboardDirectory)
    }

    /// The findings for one document.
    public func validate(_ document: NibDocument) -> [ValidationDiagnostic] {
        let documentRules = DocumentValidator(
            rules: rules, storyboardDirectory: storyboardDirectory, hierarchy: sources)
        var findings = documentRules.validate(document)
        if let sources {
            findings += SourceValidator(index: sources, rules: rules).validate(document)
        }
        return Findings.ordered(findings)
    }

    /// The findings for all documents, then the unused-member findings across them.
    public func validate(_ documents: [NibDocument]) -> [ValidationDiagnostic] {
        var findings = documents.flatMap { validate($0) }
        if let sources {
            findings += SourceValidator(index: sources, rules: rules).unusedMembers(in: documents)
        }
        return findings
    }

    /// Reads and validates the documents at the paths (directories are searched recursively, as
    /// ``documentFiles(in:)`` does); a document that cannot be read is an `unreadable-document` error.
    public func validate(paths: [String]) -> ValidationReport {
        let files = Self.documentFiles(in: paths)
        var documents: [NibDocument] = []
        var unreadable: [ValidationDiagnostic] = []
        for file in files {
            do {
                documents.append(try NibDocument(contentsOfFile: file, options: parseOptions))
            } catch {
                unreadable.append(Self.diagnostic(for: error))
            }
        }
        return report(files: files, documents: documents, unreadable: unreadable)
    }

    /// Assembles a report from documents read elsewhere (e.g. in parallel) and their read errors.
    public func report(
        files: [String], documents: [NibDocument], unreadable: [ValidationDiagnostic]
    ) -> ValidationReport {
        let findings = rules.isEnabled(.unreadableDocument) ? unreadable : []
        return ValidationReport(files: files, diagnostics: findings + validate(documents))
    }

    /// An `unreadable-document` error for a parse failure, at its location.
    public static func diagnostic(for error: NibParseError) -> ValidationDiagnostic {
        ValidationDiagnostic(
            rule: .unreadableDocument, severity: .error, message: error.message, location: error.location)
    }

    /// The documents at or below the paths, found by the walk every nibdump command uses
    /// (`.xib`, `.storyboard` and `.nib` files, and files whose content sniffs as an Interface
    /// Builder document), each directory's sorted; files given directly are kept whatever their
    /// extension.
    public static func documentFiles(in paths: [String]) -> [String] {
        DocumentDiscovery.documents(in: paths).files
    }
}
