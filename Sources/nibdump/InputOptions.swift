import ArgumentParser
import Dispatch
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a command prints its result.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// The documents a command reads and the format it prints.
struct InputOptions: ParsableArguments {
    @Argument(help: "Documents or directories (searched recursively for .xib, .storyboard and .nib).")
    var paths: [String]

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Accept a directory that holds no document (otherwise an error, exit 66).")
    var allowEmpty = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one document or directory.") }
    }
}

/// Finds the documents below the given paths and reads them, using every core.
enum DocumentReader {
    /// The exit status when a directory holds no document (sysexits' `EX_NOINPUT`).
    static let noDocumentsStatus: Int32 = 66

    /// Expands directories into the documents below them with the walk every command shares
    /// (``DocumentDiscovery``), each directory's sorted; files given directly are kept. A
    /// directory with no document is an error unless `allowEmpty`: a CI job pointed at the
    /// wrong folder must not pass. With `json`, that error is a ``FailureReportV1`` on standard
    /// output.
    static func expand(_ paths: [String], allowEmpty: Bool, json: Bool = false) throws(ExitCode) -> [String] {
        let found = DocumentDiscovery.documents(in: paths)
        if !allowEmpty, !found.emptyDirectories.isEmpty {
            let message =
                "no Interface Builder documents found in \(found.emptyDirectories.joined(separator: ", ")) "
                + "(looked for .xib, .storyboard, .nib and files that read as one; --allow-empty accepts none)"
            if json {
                let failures = found.emptyDirectories.map { PathFailure(path: $0, message: message) }
                do {
                    print(try FailureOutput.jsonText(failures, output: String?.none))
                } catch {
                    printError("error: \(message)")
                }
            } else {
                printError("error: \(message)")
            }
            throw ExitCode(noDocumentsStatus)
        }
        return found.files
    }

    /// Reads every file, in parallel, keeping the input order.
    static func read(_ files: [String], options: ParseOptions = .default) -> [Result<NibDocument, NibParseError>] {
        let results = ResultSlots<Result<NibDocument, NibParseError>>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result = Result { () throws(NibParseError) in
                try NibDocument(contentsOfFile: files[index], options: options)
            }
            results.set(index, result)
        }
        return results.values
    }
}

extension DocumentReader {
    /// Parses every file, in parallel, keeping only each file's name or error: the models are
    /// dropped as soon as they are built, so checking a large tree holds little memory.
    static func check(_ files: [String], options: ParseOptions = .default) -> [Result<String, NibParseError>] {
        let results = ResultSlots<Result<String, NibParseError>>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result = Result { () throws(NibParseError) in
                try NibDocument(contentsOfFile: files[index], options: options).file
            }
            results.set(index, result)
        }
        return results.values
    }
}

/// Fixed slots that concurrent workers fill, one each.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = Lock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

/// Writes to standard error.
/// Reads one document, or prints its located error and fails with status 1.
func readDocument(_ path: String) throws -> NibDocument {
    do {
        return try NibDocument(contentsOfFile: path)
    } catch {
        printError(error.description)
        throw ExitCode.failure
    }
}

func printError(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { bytes in
        var written = 0
        while written < bytes.count {
            let result = write(2, bytes.baseAddress! + written, bytes.count - written)
            if result > 0 {
                written += result
            } else if result < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
