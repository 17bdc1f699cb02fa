import ArgumentParser
import Foundation
import NibModel

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
    /// Expands directories into the Interface Builder files below them, in a stable order.
    static func expand(_ paths: [String]) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let full = (path as NSString).appendingPathComponent(relative)
                var childIsDirectory: ObjCBool = false
                guard manager.fileExists(atPath: full, isDirectory: &childIsDirectory), !childIsDirectory.boolValue
                else { continue }
                if isInterfaceBuilderFile(full) { found.append(full) }
            }
            files += found.sorted()
        }
        return files
    }

    /// `.xib`, `.storyboard` and `.nib` files, and any other file whose content sniffs as one.
    static func isInterfaceBuilderFile(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        if ["xib", "storyboard", "nib"].contains(ext) { return true }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return DocumentFormat.sniff(head) != nil
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
    private let lock = NSLock()

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
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
