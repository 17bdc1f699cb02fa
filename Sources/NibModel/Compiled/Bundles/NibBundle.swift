#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the file to read in a `.nib` bundle directory, the way a runtime would.
///
/// A compiled `X.nib` may be a directory. The runtime reads, in this order of preference:
/// the newest `objects-NN.N+.nib` (UIKit, per OS version), `runtime.nib` (UIKit), the newest
/// `keyedobjects-NNNNNN.nib` (AppKit, per OS version), `keyedobjects.nib`, and finally a
/// NeXT `objects.nib` (a typedstream, refused with a named error). `designable.nib` is
/// Interface Builder's editable source, read only when nothing compiled is present (and
/// then by the legacy-xib reader).
public enum NibBundle {
    /// The file inside `path` that a runtime would read, or `path` itself when it is not a
    /// directory.
    ///
    /// - Throws: ``NibParseError`` when the directory holds no nib file.
    public static func archivePath(for path: String) throws(NibParseError) -> String {
        guard isDirectory(path) else { return path }
        let names = directoryEntries(path)
        func newest(prefix: String, suffix: String) -> String? {
            names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) && $0.count > prefix.count + suffix.count }
                .max { left, right in
                    versionValue(left.dropFirst(prefix.count).dropLast(suffix.count)).lexicographicallyPrecedes(
                        versionValue(right.dropFirst(prefix.count).dropLast(suffix.count)))
                }
        }
        let choice =
            newest(prefix: "objects-", suffix: "+.nib") ?? (names.contains("runtime.nib") ? "runtime.nib" : nil)
            ?? newest(prefix: "keyedobjects-", suffix: ".nib")
            ?? (names.contains("keyedobjects.nib") ? "keyedobjects.nib" : nil)
            ?? (names.contains("objects.nib") ? "objects.nib" : nil)
            ?? (names.contains("designable.nib") ? "designable.nib" : nil)
        guard let choice else {
            throw NibParseError(
                .unreadable(
                    "the nib bundle holds none of objects-NN.N+.nib, runtime.nib, keyedobjects[-NNNNNN].nib, objects.nib, designable.nib"
                ), at: SourceLocation(file: path, line: 0))
        }
        return path.hasSuffix("/") ? path + choice : path + "/" + choice
    }

    /// A comparable value for `13.0`, `101300`, `11.0`.
    private static func versionValue(_ text: Substring) -> [Int] {
        text.split(separator: ".").map { Int($0) ?? -1 }
    }

    /// Whether `path` is named like a compiled bundle: `*.nib` or `*.storyboardc` (a trailing
    /// `/` allowed).
    static func isBundlePath(_ path: String) -> Bool {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed.hasSuffix(".nib") || trimmed.hasSuffix(".storyboardc")
    }

    /// Whether `path` is a directory.
    package static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in a directory, sorted; empty when it cannot be read.
    package static func directoryEntries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
