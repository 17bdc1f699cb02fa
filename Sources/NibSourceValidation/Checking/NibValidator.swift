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
    /// Files and folders whose storyboards references may name, besides the validated documents
    /// (Xcode copies every storyboard into the bundle flat, so a name resolves anywhere in the target).
    public var storyboardSearchPaths: [String]
    /// Whether `unknown-class` reports every class the sources and the framework lack, not only
    /// those the document puts in one of the given modules.
    public var strictClasses: Bool
    /// How documents are parsed.
    public var parseOptions: ParseOptions

    /// Creates a validator from an already built index (or none).
    public init(
        sources: SwiftSourceIndex? = nil, rules: RuleSelection = .default, storyboardSearchPaths: [String] = [],
        strictClasses: Bool = false, parseOptions: ParseOptions = .default
    ) {
        self.sources = sources
        self.rules = rules
        self.storyboardSearchPaths = storyboardSearchPaths
        self.strictClasses = strictClasses
        self.parseOptions = parseOptions
    }

    /// Creates a validator that reads the Swift files below the source directories; with no
    /// directories, only the document rules run.
    public init(
        sources directories: [SourceDirectory], rules: RuleSelection = .default, storyboardSearchPaths: [String] = [],
        swiftVersion: SwiftLanguageVersion? = nil, strictClasses: Bool = false
    ) throws {
        self.init(
            sources: directories.isEmpty
                ? nil : try SwiftSourceIndex(directories: directories, swiftVersion: swiftVersion),
            rules: rules, storyboardSearchPaths: storyboardSearchPaths, strictClasses: strictClasses)
    }

    /// The findings for one document; storyboard references resolve against `storyboards`.
    public func validate(
        _ document: NibDocument, storyboards: StoryboardCatalog = StoryboardCatalog()
    ) -> [ValidationDiagnostic] {
        let documentRules = DocumentValidator(rules: rules, storyboards: storyboards, hierarchy: sources)
        var findings = documentRules.validate(document)
        if let sources {
            findings += SourceValidator(index: sources, rules: rules, strictClasses: strictClasses).validate(document)
        }
        return Findings.ordered(findings)
    }

    /// The storyboards of the documents and of ``storyboardSearchPaths``.
    public func storyboardCatalog(for documents: [NibDocument]) -> StoryboardCatalog {
        var catalog = StoryboardCatalog(searching: storyboardSearchPaths)
        for document in documents { catalog.add(document) }
        return catalog
    }

    /// The findings for all documents, then the unused-member findings across them.
    public func validate(_ documents: [NibDocument]) -> [ValidationDiagnostic] {
        let catalog = storyboardCatalog(for: documents)
        var findings = documents.flatMap { validate($0, storyboards: catalog) }
        if let sources {
            findings += SourceValidator(index: sources, rules: rules, strictClasses: strictClasses).unusedMembers(
                in: documents)
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
        let modules = (sources?.judgedDirectories ?? []).map { judged in
            ValidationReport.SourceModule(
                module: judged.directory.module, path: judged.directory.path,
                swiftVersion: judged.judgement.version.description, basis: judged.judgement.basis.rawValue,
                reason: judged.judgement.reason)
        }
        return ValidationReport(files: files, diagnostics: findings + validate(documents), sourceModules: modules)
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
