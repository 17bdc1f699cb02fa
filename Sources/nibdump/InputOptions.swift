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
    ///
    /// Directories are walked with `opendir`/`readdir` (the entry types come with the names, so
    /// most entries need no `stat`); symbolic links to directories are not followed.
    static func expand(_ paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            guard isDirectory(path, followingLinks: true) else {
                files.append(path)
                continue
            }
            var found: [String] = []
            var pending = [path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path]
            while let directory = pending.popLast() {
                guard let stream = opendir(directory) else { continue }
                defer { closedir(stream) }
                while let entry = readdir(stream) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                    }
                    if name == "." || name == ".." { continue }
                    let full = directory + "/" + name
                    switch Int32(entry.pointee.d_type) {
                    case Int32(DT_DIR):
                        pending.append(full)
                    case Int32(DT_REG):
                        if isInterfaceBuilderFile(full) { found.append(full) }
                    default:
                        // A link, or a file system that does not report types: ask stat, and
                        // never descend through a link.
                        if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN), isDirectory(full, followingLinks: false) {
                            pending.append(full)
                        } else if isRegularFile(full), isInterfaceBuilderFile(full) {
                            found.append(full)
                        }
                    }
                }
            }
            files += found.sorted()
        }
        return files
    }

    private static func isDirectory(_ path: String, followingLinks: Bool) -> Bool {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        return result == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// `.xib`, `.storyboard` and `.nib` files, and any other file whose content sniffs as one.
    static func isInterfaceBuilderFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let ext = name[name.index(after: dot)...].lowercased()
            if ext == "xib" || ext == "storyboard" || ext == "nib" { return true }
        }
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
