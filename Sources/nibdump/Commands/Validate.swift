import ArgumentParser
import NibModel
import NibSourceValidation
import NibValidation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How `validate` prints its findings.
enum ValidationFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case sarif
}

extension NibDump {
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check documents' connections, classes and structure, and against the app's Swift sources.",
            discussion: """
                Prints one line per finding, path:line:col: error|warning: message [rule-id], with note: lines \
                pointing into the Swift sources, then a summary. Exit 1 if any error was found.

                --sources takes a folder or file of Swift sources, optionally as MODULE=PATH to give the \
                module layout (or --module for all of them); repeat --sources for each folder \
                (--sources A=x --sources B=y). The Swift language version (which decides selectors and \
                what Objective-C sees) is --swift-version, else the SWIFT_VERSION of --project, else of the \
                Xcode project found at or above each source folder (Swift 2 for a project without \
                SWIFT_VERSION whose LastSwiftUpdateCheck is before 0800), else Swift 5; the output names \
                the version each source folder was judged by, and why. Storyboard \
                references resolve to a storyboard of that name among the validated documents and \
                --storyboards. --list-rules prints every rule, its severity and whether it runs by default.

                A --config file is JSON: {"enable": ["unused-outlet"], "disable": ["misplaced-view"]}; \
                --enable and --disable apply after it.

                Examples:
                  nibdump validate Samples/Documents --sources HelloNib=Samples/HelloNibApp
                  nibdump validate App/Resources --sources App=App/Sources --format sarif > nibs.sarif
                  nibdump validate --list-rules
                """)

        @Argument(help: "Documents or directories (searched recursively for .xib, .storyboard and .nib).")
        var paths: [String] = []

        @Option(name: .customLong("sources"), help: "Swift sources to check against: PATH or MODULE=PATH (repeatable).")
        var sources: [String] = []

        @Option(help: "The module of every --sources folder not given as MODULE=PATH.")
        var module: String?

        @Option(
            help:
                "More storyboards that storyboard references may name, besides the validated documents (repeatable; searched recursively)."
        )
        var storyboards: [String] = []

        @Option(help: "The Swift language version of the sources (2, 3, 4, 4.2, 5, 6).")
        var swiftVersion: String?

        @Option(help: "An Xcode project (.xcodeproj or project.pbxproj) whose SWIFT_VERSION the sources use.")
        var project: String?

        @Flag(
            help:
                "Report every custom class missing from the sources and the framework, not only those in a given module."
        )
        var strictClasses = false

        @Option(help: "Output format: text, json or sarif.")
        var format: ValidationFormat = .text

        @Option(help: "Switch a rule on (repeatable; 'all' for every rule).")
        var enable: [String] = []

        @Option(help: "Switch a rule off (repeatable; 'all' for every rule).")
        var disable: [String] = []

        @Option(help: "A JSON file with \"enable\" and \"disable\" lists of rule ids.")
        var config: String?

        @Flag(
            help:
                "Report @IBOutlets and @IBActions no document connects (same as --enable unused-outlet --enable unused-action)."
        )
        var unused = false

        @Flag(help: "List the rules and exit.")
        var listRules = false

        @Flag(help: "Accept a directory that holds no document (otherwise an error, exit 66).")
        var allowEmpty = false

        func validate() throws {
            if paths.isEmpty && !listRules { throw ValidationError("Give at least one document or directory.") }
            // `--sources A=x B=y` leaves `B=y` as a document path: a usage error, not a missing file.
            for path in paths
            where SourceDirectory.looksLikeModuleLayout(path)
                && !FileTree.isDirectory(path) && !FileTree.isRegularFile(path)
            {
                throw ValidationError(
                    "'\(path)' looks like a MODULE=PATH source folder, not a document; give each source folder its own --sources (--sources A=x --sources B=y)"
                )
            }
            if let swiftVersion, SwiftLanguageVersion(swiftVersion) == nil {
                throw ValidationError("--swift-version '\(swiftVersion)' is not a Swift version (e.g. 2.3, 4, 5)")
            }
        }

        func run() throws {
            if listRules {
                for rule in ValidationRule.all {
                    let state = rule.isEnabledByDefault ? "on " : "off"
                    let sources = rule.needsSources ? " (needs --sources)" : ""
                    print(
                        "\(rule.id.rawValue.padded(to: 32)) \(rule.severity.rawValue.padded(to: 8)) \(state) \(rule.summary)\(sources)"
                    )
                }
                return
            }
            let rules = try ruleSelection()
            var validator = NibValidator(
                rules: rules, storyboardSearchPaths: storyboards, strictClasses: strictClasses)
            if !sources.isEmpty {
                let directories = sources.map { argument in
                    var directory = SourceDirectory(argument: argument)
                    if directory.module == nil { directory.module = module }
                    return directory
                }
                var judgement = swiftVersion.flatMap(SwiftLanguageVersion.init).map {
                    SwiftVersionJudgement(version: $0, basis: .given, reason: "--swift-version")
                }
                if judgement == nil, let project {
                    guard let found = XcodeProject.judgement(ofProjectAt: project) else {
                        throw ValidationError("\(project): no Xcode project with Swift sources there")
                    }
                    judgement = found
                }
                do {
                    validator.sources = try SwiftSourceIndex(directories: directories, judgement: judgement)
                } catch {
                    throw ValidationError("cannot read sources: \(error)")
                }
            }
            let files = try DocumentReader.expand(paths, allowEmpty: allowEmpty, json: format != .text)
            var documents: [NibDocument] = []
            var unreadable: [ValidationDiagnostic] = []
            for result in DocumentReader.read(files) {
                switch result {
                case .success(let document): documents.append(document)
                case .failure(let error): unreadable.append(NibValidator.diagnostic(for: error))
                }
            }
            let report = validator.report(files: files, documents: documents, unreadable: unreadable)
            switch format {
            case .text: print(report.description)
            case .json: print(try report.jsonString())
            case .sarif: print(try report.sarifString(toolVersion: NibDump.configuration.version))
            }
            if !report.passed { throw ExitCode.failure }
        }

        private func ruleSelection() throws -> RuleSelection {
            var rules = RuleSelection.default
            do {
                if let config {
                    let file = try RuleConfigurationFile(contentsOf: config)
                    try rules.apply(enabling: file.enable ?? [], disabling: file.disable ?? [])
                }
                try rules.apply(
                    enabling: enable + (unused ? ["unused-outlet", "unused-action"] : []), disabling: disable)
            } catch let error as UnknownRuleError {
                throw ValidationError(error.description)
            }
            return rules
        }
    }
}

/// The `--config` file: `{"enable": [...], "disable": [...]}`.
struct RuleConfigurationFile: Decodable {
    var enable: [String]?
    var disable: [String]?

    init(contentsOf path: String) throws {
        let data: Data
        do {
            data = try NibDocument.readFile(path)
        } catch {
            // The reader's own message names "the document"; a config file is not one.
            var reason = error.message
            if case .unreadable(let detail) = error.kind { reason = detail }
            throw ValidationError("cannot read the config file \(path): \(reason)")
        }
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch {
            throw ValidationError(
                "\(path): not a rule configuration (expected {\"enable\": [...], \"disable\": [...]})")
        }
    }
}
