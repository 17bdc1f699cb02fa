#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// What swift-nib's own modules share and clients do not see (`package` access): a lock and
// path arithmetic, so that no module needs Foundation's NSLock or NSString, and the package
// links FoundationEssentials alone on Linux (no ICU, a faster start for nibdump).

/// A mutual-exclusion lock over a pthread mutex.
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates an unlocked lock.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits for the lock and takes it.
    package func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock back.
    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// Path arithmetic on `/`-separated strings, with NSString's rules for the cases swift-nib
/// meets: the extension is what follows the last dot of the last component, unless that dot
/// starts the component.
package enum PathText {
    /// The last component, ignoring trailing slashes: `a/b.xib` → `b.xib`.
    package static func lastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The extension without its dot: `b.xib` → `xib`, `.hidden` → ``.
    package static func pathExtension(_ path: String) -> String {
        let last = lastComponent(path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return String(last[last.index(after: dot)...])
    }

    /// The path without its extension: `a/b.xib` → `a/b`.
    package static func deletingPathExtension(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        let ext = pathExtension(trimmed)
        guard !ext.isEmpty else { return trimmed }
        return String(trimmed.dropLast(ext.count + 1))
    }

    /// The directory part: `a/b/c` → `a/b`, `c` → ``, `/c` → `/`.
    package static func deletingLastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// `component` appended to `path` with one `/` between them.
    package static func appending(_ component: String, to path: String) -> String {
        if path.isEmpty { return component }
        if component.isEmpty { return path }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}

/// Files and directories, through the C library: what the package's tools need of a file
/// system without Foundation's FileManager.
package enum FileTree {
    /// The size in bytes of the file at `path`, or `nil` when there is none.
    package static func size(of path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : nil
    }

    /// Whether `path` names a directory; with `followingLinks` false, a link to one is not.
    package static func isDirectory(_ path: String, followingLinks: Bool = true) -> Bool {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        return result == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path` names a regular file (following links).
    package static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// The regular files below `directory` (and links to them), as `directory/relative/path`,
    /// sorted. Directories named in `skipped` are not entered, nor are links to directories.
    /// A compiled nib bundle (a directory named `*.nib`) or compiled storyboard (`*.storyboardc`)
    /// is one document: it is listed itself, and not entered.
    ///
    /// Directories are read with `opendir`/`readdir`, whose entries carry their types, so most
    /// entries need no `stat`.
    package static func regularFiles(
        under directory: String, skippingDirectoriesNamed skipped: Set<String> = []
    )
        -> [String]
    {
        entries(under: directory, skippingDirectoriesNamed: skipped) { _ in false }
    }

    /// Like ``regularFiles(under:skippingDirectoriesNamed:)``, but a directory for which
    /// `isLeaf` is true is listed among the files instead of being entered.
    package static func entries(
        under directory: String, skippingDirectoriesNamed skipped: Set<String> = [],
        listingDirectoriesWhere isLeaf: (String) -> Bool
    ) -> [String] {
        var found: [String] = []
        var pending = [directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory]
        while let current = pending.popLast() {
            guard let stream = opendir(current) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let full = current + "/" + name
                let type = Int32(entry.pointee.d_type)
                if type == Int32(DT_DIR) || (type == Int32(DT_UNKNOWN) && isDirectory(full, followingLinks: false)) {
                    if isLeaf(full) {
                        found.append(full)
                    } else if !skipped.contains(name) {
                        pending.append(full)
                    }
                } else if type == Int32(DT_REG) || isRegularFile(full) {
                    found.append(full)
                }
            }
        }
        return found.sorted()
    }

    /// Reads from `descriptor` until `buffer` is full or the input ends, retrying interrupted
    /// reads; the number of bytes read, or `nil` on an error.
    package static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Int? {
        guard let base = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let got = read(descriptor, base + filled, buffer.count - filled)
            if got > 0 {
                filled += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                return nil
            }
        }
        return filled
    }

    /// Up to `count` bytes from the start of the file at `path`, or `nil` when it cannot be read.
    package static func head(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        guard let filled = bytes.withUnsafeMutableBytes({ fill($0, from: descriptor) }) else { return nil }
        return Array(bytes[..<filled])
    }
}

/// Where every command finds its Interface Builder documents: `check`, the views, `load`,
/// `validate` and the validators' library entry points all walk directories through here, so
/// they all see the same documents.
package enum DocumentDiscovery {
    /// What a walk found.
    package struct Found: Sendable, Hashable {
        /// The documents: files given directly (whatever their name) and the documents below
        /// each directory, each directory's sorted.
        package var files: [String]
        /// The directories given that hold no document.
        package var emptyDirectories: [String]
    }

    /// Folders never entered: build products and version control.
    package static let skippedDirectories: Set<String> = [".build", ".git"]

    /// The documents at or below `paths`. A path that is not a directory is kept as it is, so a
    /// missing or unreadable file is reported by whoever reads it.
    package static func documents(in paths: [String]) -> Found {
        var found = Found(files: [], emptyDirectories: [])
        for path in paths {
            guard FileTree.isDirectory(path), !isDocumentBundle(path) else {
                found.files.append(path)
                continue
            }
            var bundles: Set<String> = []
            let files = FileTree.entries(under: path, skippingDirectoriesNamed: skippedDirectories) { directory in
                guard isDocumentBundle(directory) else { return false }
                bundles.insert(directory)
                return true
            }.filter { bundles.contains($0) || isDocumentFile($0) }
            if files.isEmpty { found.emptyDirectories.append(path) }
            found.files += files
        }
        return found
    }

    /// Whether a file found in a directory is a document: a `.xib`, `.storyboard` or `.nib`
    /// file, or any other file whose first bytes sniff as an Interface Builder format.
    package static func isDocumentFile(_ path: String) -> Bool {
        let ext = PathText.pathExtension(path).lowercased()
        if ext == "xib" || ext == "storyboard" || ext == "nib" { return true }
        guard let head = FileTree.head(of: path, count: 4096) else { return false }
        return head.withUnsafeBytes { DocumentFormat.sniff($0) } != nil
    }

    /// Whether a directory is itself one document (a compiled `.nib` or `.storyboardc` bundle)
    /// rather than a folder to search. The walk lists such a directory as a document and does not
    /// enter it; the bundle reader picks the file inside that a runtime would load.
    package static func isDocumentBundle(_ directory: String) -> Bool {
        let ext = PathText.pathExtension(directory).lowercased()
        return ext == "nib" || ext == "storyboardc"
    }
}

extension String {
    /// Whether the string's UTF-8 holds `needle`'s UTF-8: a byte search (`memchr`, `memcmp`), where
    /// `contains(_:)` from the string-processing library walks a generic search at tens of
    /// thousands of instructions per call.
    package func containsBytes(_ needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { hay in
            needle.withUTF8 { wanted in
                guard !wanted.isEmpty else { return true }
                guard hay.count >= wanted.count, let hayBase = hay.baseAddress, let wantedBase = wanted.baseAddress
                else { return false }
                let first = Int32(wantedBase.pointee)
                let lastStart = UnsafeRawPointer(hayBase + (hay.count - wanted.count))
                var cursor = UnsafeRawPointer(hayBase)
                while cursor <= lastStart, let found = memchr(cursor, first, lastStart - cursor + 1) {
                    if memcmp(found, wantedBase, wanted.count) == 0 { return true }
                    cursor = UnsafeRawPointer(found) + 1
                }
                return false
            }
        }
    }

    /// The string with spaces after it up to `length` characters; a longer string is kept whole.
    package func padded(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
