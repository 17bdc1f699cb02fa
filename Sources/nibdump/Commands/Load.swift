import ArgumentParser
import NibLoader
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NibDump {
    /// `nibdump load`: the simulated load. Instantiates each document with stand-ins for the
    /// framework classes and prints the load trace; on several documents, a summary.
    struct Load: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "load",
            abstract: "Load documents with stand-in objects and print what the platform's nib loader would do.",
            discussion: """
                One document: the trace, one step per line (phase, action, object, class, detail), then a summary with the number of connections skipped; or with --format json the versioned trace, with the top-level objects and each connection's destination class. Rule numbers (L3.4, T3) are the loading rules of NibLoader's LoadingRules article (Sources/NibLoader/NibLoader.docc/LoadingRules.md). Several documents or a directory: one line per failure (path:line:col: error: message) and a summary "N loaded, M failed".

                Custom classes are not registered in a simulated load. --unknown-classes standin (the default) creates the element's standard class with a warning, as UIKit does; fail makes any unknown custom class an error; platform follows the platform (UIKit: stand-in, AppKit: custom objects fail).

                Exit codes: 0 every document loaded, 1 a document failed to parse or load, 64 usage error.

                Examples:
                  nibdump load Samples/Documents/MainMenu.xib
                  nibdump load Samples/Documents/ProfileViewController.xib --platform uikit --format json
                  nibdump load App/Resources --unknown-classes fail
                """)

        /// How unknown custom classes are handled.
        enum UnknownClasses: String, ExpressibleByArgument, CaseIterable {
            /// Use the element's standard class, with a warning (UIKit's rule).
            case standin
            /// Fail on any unknown custom class.
            case fail
            /// Follow the platform: UIKit stand-in, AppKit custom objects fail.
            case platform
        }

        /// The platform override.
        enum PlatformChoice: String, ExpressibleByArgument, CaseIterable {
            /// AppKit's rules.
            case appkit
            /// UIKit's rules.
            case uikit
        }

        @OptionGroup var input: InputOptions

        @Option(help: "Load with this platform's rules instead of the document's: appkit or uikit.")
        var platform: PlatformChoice?

        @Option(help: "The class of the File's Owner stand-in (default: the document's File's Owner class).")
        var owner: String?

        @Option(help: "Unknown custom classes: standin, fail or platform.")
        var unknownClasses: UnknownClasses = .standin

        @Option(help: "A bundle directory to resolve image and sound names in.")
        var resources: String?

        @OptionGroup(title: "Storyboards (one .storyboard: scenes, views and segues as UIKit and AppKit run them)")
        var storyboard: StoryboardLoadOptions

        func run() throws {
            if try runStoryboard() { return }
            let files = try DocumentReader.expand(
                input.paths, allowEmpty: input.allowEmpty, json: input.format == .json)
            let results = DocumentReader.read(files)
            var loaded: [LoadReport.Loaded] = []
            var failures: [LoadReport.Failure] = []
            var traces: [LoadTrace] = []
            var located: [any LocatedFailure] = []
            for result in results {
                switch result {
                case .failure(let error):
                    located.append(error)
                    failures.append(.init(error.description, file: error.location.file, line: error.location.line))
                case .success(let document):
                    switch load(document) {
                    case .success(let nib):
                        traces.append(nib.trace)
                        loaded.append(
                            .init(
                                file: document.file, objects: nib.objects.count, warnings: nib.warnings.count,
                                skippedConnections: nib.trace.events.count {
                                    $0.phase == .connect && $0.outcome == .skipped
                                }))
                    case .failure(let error):
                        located.append(HintedFailure(error: error, hint: hint(for: error)))
                        failures.append(
                            .init(
                                error.description + hint(for: error), file: error.location.file,
                                line: error.location.line))
                    }
                }
            }
            if files.count == 1, traces.isEmpty, !located.isEmpty {
                try FailureOutput.fail(located, json: input.format == .json)
            }
            try printResult(single: files.count == 1, traces: traces, loaded: loaded, failures: failures)
            if !failures.isEmpty { throw ExitCode.failure }
        }

        /// What this command can do about an unknown class or platform, to follow the error's text.
        private func hint(for error: NibLoadingError) -> String {
            switch error.kind {
            case .unknownClass where unknownClasses != .standin:
                return " (--unknown-classes standin loads the element's standard class instead)"
            case .unsupportedPlatform:
                return " (nibdump: --platform appkit or uikit)"
            default:
                return ""
            }
        }

        private func load(_ document: NibDocument) -> Result<LoadedNib, NibLoadingError> {
            var options = NibLoadOptions()
            options.platform = platform.map { $0 == .appkit ? .appKit : .uiKit }
            options.unknownClassPolicy =
                switch unknownClasses {
                case .standin: .useStandardClass
                case .fail: .fail
                case .platform: nil
                }
            options.resources = resources.map { BundleResources(directory: URL(fileURLWithPath: $0), scale: 2) }
            let ownerClass = owner ?? document.filesOwner?.className ?? "NSObject"
            return Result { () throws(NibLoadingError) in
                try Nib(document: document).instantiate(owner: NibStandIn(className: ownerClass), options: options)
            }
        }

        private func printResult(
            single: Bool, traces: [LoadTrace], loaded: [LoadReport.Loaded], failures: [LoadReport.Failure]
        ) throws {
            switch input.format {
            case .text:
                if single, let trace = traces.first {
                    print(trace.text)
                    let skipped = loaded.first?.skippedConnections ?? 0
                    print(
                        "loaded \(trace.file): \(loaded.first?.objects ?? 0) objects, \(trace.warnings.count) warnings, "
                            + "\(skipped) connection\(skipped == 1 ? "" : "s") skipped")
                } else {
                    for failure in failures { print(failure.message) }
                    print("\(loaded.count) loaded, \(failures.count) failed")
                }
            case .json:
                if single, let trace = traces.first {
                    print(try trace.json())
                } else {
                    print(try DeterministicJSON.string(LoadReport(loaded: loaded, failed: failures)))
                }
            }
        }
    }
}

/// A load error with a hint of what the command can do about it.
struct HintedFailure: LocatedFailure {
    var error: NibLoadingError
    var hint: String
    var location: SourceLocation { error.location }
    var message: String { error.message + hint }
    var description: String { error.description + hint }
}

/// The JSON form of `nibdump load` over several documents.
struct LoadReport: Codable {
    struct Loaded: Codable {
        var file: String
        var objects: Int
        var warnings: Int
        var skippedConnections: Int
    }
    struct Failure: Codable {
        var message: String
        var file: String
        var line: Int
        init(_ message: String, file: String, line: Int) {
            self.message = message
            self.file = file
            self.line = line
        }
    }
    var serializationVersion = 1
    var loaded: [Loaded]
    var failed: [Failure]
}
