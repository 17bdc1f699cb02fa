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

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one document or directory.") }
    }
}

/// Finds the documents below the given paths and reads them, using every core.
enum DocumentReader {
    /// Expands directories into the Interface Builder files below them, each directory's
    /// sorted; symbolic links to directories are not followed. Files given directly are kept.
    static func expand(_ paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            guard FileTree.isDirectory(path) else {
                files.append(path)
                continue
            }
            files += FileTree.regularFiles(under: path).filter(isInterfaceBuilderFile)
        }
        return files
    }

    /// `.xib`, `.storyboard` and `.nib` files, and any other file whose content sniffs as one.
    static func isInterfaceBuilderFile(_ path: String) -> Bool {
        let ext = PathText.pathExtension(path).lowercased()
        if ext == "xib" || ext == "storyboard" || ext == "nib" || ext == "storyboardc" { return true }
        guard let head = FileTree.head(of: path, count: 4096) else { return false }
        return DocumentFormat.sniff(Data(head)) != nil
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
