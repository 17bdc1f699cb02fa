import ArgumentParser
import NibLoader
import NibModel

/// A located error of any of the libraries, as a command reports it.
protocol LocatedFailure {
    /// Where it happened.
    var location: SourceLocation { get }
    /// What went wrong, in a sentence.
    var message: String { get }
    /// `path:line[:col]: error: message`.
    var description: String { get }
}

extension NibParseError: LocatedFailure {}
extension NibLoadingError: LocatedFailure {}
extension StoryboardError: LocatedFailure {}

/// A failure with no document behind it (a folder that holds none): its path, line 0.
struct PathFailure: LocatedFailure {
    var location: SourceLocation
    var message: String
    var description: String { "error: \(message)" }

    init(path: String, message: String) {
        location = SourceLocation(file: path, line: 0)
        self.message = message
    }
}

/// What every `--format json` command prints on standard output when it cannot do its work: a
/// document that cannot be read or loaded, a folder with no document. Version 1:
/// `{"serializationVersion": 1, "errors": [{"file", "line", "column", "message"}], "output": …}`,
/// `output` being what the command had made before it failed (a storyboard's trace so far), when
/// anything.
struct FailureReportV1<Output: Encodable>: Encodable {
    typealias Record = ErrorRecordV1

    var serializationVersion = 1
    var errors: [Record]
    var output: Output?
}

/// The one path by which commands report failures: with `--format json`, a
/// ``FailureReportV1`` on standard output (and nothing on standard error); as text, each
/// failure's compiler-style line on standard error. Either way the exit status is non-zero.
enum FailureOutput {
    /// Prints the failures in the chosen form and exits with `status`.
    ///
    /// - Parameters:
    ///   - failures: The located errors.
    ///   - json: Whether the command was asked for JSON.
    ///   - status: The exit status (1 unless the command documents another).
    ///   - output: With JSON, what the command had made before it failed.
    /// - Throws: Always: `ExitCode(status)`, or an encoding error.
    static func fail(
        _ failures: [any LocatedFailure], json: Bool, status: Int32 = 1, output: (some Encodable)? = String?.none
    ) throws -> Never {
        if json {
            print(try jsonText(failures, output: output))
        } else {
            for failure in failures { printError(failure.description) }
        }
        throw ExitCode(status)
    }

    /// The JSON failure report.
    static func jsonText(_ failures: [any LocatedFailure], output: (some Encodable)?) throws -> String {
        let report = FailureReportV1(
            errors: failures.map {
                .init(file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.message)
            },
            output: output)
        return try DeterministicJSON.string(report)
    }
}

/// One error of nibdump's JSON outputs: where, and what went wrong. Every documented key is
/// written, `"column": null` when the column is unknown.
struct ErrorRecordV1: Codable {
    var file: String
    var line: Int
    var column: Int?
    var message: String

    /// Writes `"column": null` when the column is unknown: no documented key is left out.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(message, forKey: .message)
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column, message
    }
}
