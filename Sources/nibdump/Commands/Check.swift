import ArgumentParser
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NibDump {
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Parse every document and report each failure as path:line:col: error: message.",
            discussion: """
                Directories are searched recursively and read on every core. Exit 1 if any failed.

                Examples:
                  nibdump check App/Resources
                  nibdump check --format json Samples/Documents
                """)

        @OptionGroup var input: InputOptions

        func run() throws {
            let files = try DocumentReader.expand(
                input.paths, allowEmpty: input.allowEmpty, json: input.format == .json)
            if try !Self.report(files: files, format: input.format) { throw ExitCode.failure }
        }

        /// Checks every document and prints the report; false when any failed.
        static func report(files: [String], format: OutputFormat) throws -> Bool {
            let results = DocumentReader.check(files)
            var failures: [NibParseError] = []
            var parsed: [String] = []
            for result in results {
                switch result {
                case .success(let file): parsed.append(file)
                case .failure(let error): failures.append(error)
                }
            }
            switch format {
            case .text:
                for failure in failures { print(failure.description) }
                print("\(parsed.count) parsed, \(failures.count) failed")
            case .json:
                let report = CheckReport(
                    parsed: parsed,
                    failed: failures.map {
                        .init(
                            file: $0.location.file, line: $0.location.line, column: $0.location.column,
                            message: $0.message)
                    })
                print(try DeterministicJSON.string(report))
            }
            return failures.isEmpty
        }

        /// Runs `check PATH...` when the arguments are that command and paths only, without
        /// building the command-line parser: a CI job may start nibdump once per document, and
        /// ArgumentParser's start-up (it reflects on the commands and looks up protocol
        /// conformances, about a millisecond) would be a sixth of such a run. Returns the exit
        /// status, or `nil` when the arguments need the parser (an option, help, a path that
        /// starts with `-`, no path), which then handles them as before.
        static func runWithoutParser(_ arguments: [String]) -> Int32? {
            guard arguments.count > 1, arguments[0] == "check",
                arguments.dropFirst().allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") })
            else { return nil }
            do {
                let files = try DocumentReader.expand(Array(arguments.dropFirst()), allowEmpty: false)
                // Text output never throws; `report` throws only when encoding JSON.
                let succeeded = (try? report(files: files, format: .text)) ?? false
                return succeeded ? 0 : ExitCode.failure.rawValue
            } catch {
                return error.rawValue
            }
        }
    }
}

/// The JSON form of `nibdump check`.
struct CheckReport: Codable {
    typealias Failure = ErrorRecordV1
    var parsed: [String]
    var failed: [Failure]
}
