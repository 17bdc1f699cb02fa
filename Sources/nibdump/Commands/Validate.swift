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
                module layout (or --module for all of them). --list-rules prints every rule, its severity \
                and whether it runs by default.

                A --config file is JSON: {"enable": ["unused-outlet"], "disable": ["misplaced-view"]}; \
                --enable and --disable apply after it.

                Examples:
                  nibdump validate Samples/Documents --sources HelloNib=Samples/HelloNibApp
                  nibdump validate App/Resources --sources App=App/Sources --format sarif > nibs.sarif
                  nibdump validate --list-rules
                """)

        @Argument(help: "Documents or directories (searched recursively for .xib and .storyboard).")
        var paths: [String] = []

        @Option(name: .customLong("sources"), help: "Swift sources to check against: PATH or MODULE=PATH (repeatable).")
        var sources: [String] = []

        @Option(help: "The module of every --sources folder not given as MODULE=PATH.")
        var module: String?

        @Option(help: "Where storyboard references look for storyboards (default: each storyboard's own folder).")
        var storyboards: String?

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

        func validate() throws {
            if paths.isEmpty && !listRules { throw ValidationError("Give at least one document or directory.") }
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
            var validator = NibValidator(rules: rules, storyboardDirectory: storyboards)
            if !sources.isEmpty {
                let directories = sources.map { argument in
                    var directory = SourceDirectory(argument: argument)
                    if directory.module == nil { directory.module = module }
                    return directory
                }
                do {
                    validator.sources = try SwiftSourceIndex(directories: directories)
                } catch {
                    throw ValidationError("cannot read sources: \(error)")
                }
            }
            let files = NibValidator.documentFiles(in: paths)
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
            throw ValidationError("cannot read config file \(path): \(error.message)")
        }
        do {
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch {
            throw ValidationError(
                "\(path): not a rule configuration (expected {\"enable\": [...], \"disable\": [...]})")
        }
    }
}
