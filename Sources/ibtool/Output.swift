#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and files, through the C library (no Foundation).
enum Output {
    /// A file that could not be written.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `bytes` to file descriptor `descriptor` (1 standard output, 2 standard error).
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        _ = writeAll(bytes, to: descriptor)
    }

    /// Writes all of `bytes` to `descriptor`, as many `write` calls as it takes; whether they all
    /// went out.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                #if canImport(Glibc) || canImport(Musl)
                    return Glibc.write(descriptor, base + written, bytes.count - written)
                #else
                    return Darwin.write(descriptor, base + written, bytes.count - written)
                #endif
            }
            if result <= 0 { return false }
            written += result
        }
        return true
    }

    /// Writes a file so that a reader sees the old bytes or the new, never half a file: a
    /// temporary file beside it, renamed over it. Missing parent folders are made, as ibtool does.
    static func save(_ bytes: [UInt8], to path: String) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if !directory.isEmpty { makeDirectories(directory) }
        var template = Array("\(directory).\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else {
            throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failed = fchmod(descriptor, 0o644) != 0 || !writeAll(bytes, to: descriptor)
        if close(descriptor) != 0 { failed = true }
        if failed || rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: "cannot write \(path): \(reason)")
        }
    }

    /// `mkdir -p` of `directory`; failures show when the file is written.
    private static func makeDirectories(_ directory: String) {
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component + "/"
            mkdir(prefix, 0o755)
        }
    }
}
