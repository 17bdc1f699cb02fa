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
            discussion: "Directories are searched recursively and read on every core. Exit 1 if any failed.")

        @OptionGroup var input: InputOptions

        func run() throws {
            let files = DocumentReader.expand(input.paths)
            let results = DocumentReader.check(files)
            var failures: [NibParseError] = []
            var parsed: [String] = []
            for result in results {
                switch result {
                case .success(let file): parsed.append(file)
                case .failure(let error): failures.append(error)
                }
            }
            switch input.format {
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
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(report), as: UTF8.self))
            }
            if !failures.isEmpty { throw ExitCode.failure }
        }
    }
}

/// The JSON form of `nibdump check`.
struct CheckReport: Codable {
    struct Failure: Codable {
        var file: String
        var line: Int
        var column: Int?
        var message: String
    }
    var parsed: [String]
    var failed: [Failure]
}
