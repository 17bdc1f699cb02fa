#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that a reader (or an interrupted run) sees either the old bytes or the new,
/// never a half-written file: the bytes go to a temporary file beside it, which gets the
/// original's permissions, is flushed to disk and renamed over the original.
enum AtomicFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func save(_ bytes: [UInt8], to path: String) throws(Failure) {
        var status = stat()
        let mode: mode_t = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(directory).\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw Failure(description: "\(path): error: cannot create a temporary file beside it")
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var written = 0
        var failed = fchmod(descriptor, mode) != 0
        while !failed, written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result <= 0 { failed = true } else { written += result }
        }
        if !failed { failed = fsync(descriptor) != 0 }
        if close(descriptor) != 0 { failed = true }
        if failed || rename(temporary, path) != 0 {
            unlink(temporary)
            throw Failure(
                description: "\(path): error: cannot write the document (\(String(cString: strerror(errno))))")
        }
    }
}
