import Foundation

/// Snapshot files for every test target: `text` compared with a file under the package, or
/// written to it when `RECORD_SNAPSHOTS=1` is set (review the diff before committing it).
public enum Snapshots {
    /// `nil` when `text` is the snapshot at `relativePath` (or was just recorded there); otherwise
    /// a message naming the first line that differs, both versions of it, and how to re-record.
    public static func mismatch(_ text: String, at relativePath: String) -> String? {
        let url = TestPaths.packageRoot.appendingPathComponent(relativePath)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
            return nil
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "no snapshot at \(url.path); run with RECORD_SNAPSHOTS=1"
        }
        guard expected != text else { return nil }
        let mine = text.split(separator: "\n", omittingEmptySubsequences: false)
        let theirs = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] } ?? min(mine.count, theirs.count)
        let got = line < mine.count ? String(mine[line].prefix(300)) : "<end>"
        let want = line < theirs.count ? String(theirs[line].prefix(300)) : "<end>"
        return "\(relativePath) differs at line \(line + 1):\n  got:      \(got)\n  expected: \(want)"
    }
}
