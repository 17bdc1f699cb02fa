import Foundation
import Testing

/// Compares `text` with `Snapshots/<name>.txt` beside the test sources.
///
/// Run with `RECORD_SNAPSHOTS=1` to write the snapshot instead; review the diff before
/// committing it.
func assertSnapshot(
    _ text: String, named name: String, directory: String = "NibModelTests",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = Paths.packageRoot.appendingPathComponent("Tests/\(directory)/Snapshots/\(name).txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no snapshot at \(url.path); run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    if expected != text {
        let mine = text.split(separator: "\n", omittingEmptySubsequences: false)
        let theirs = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] } ?? min(mine.count, theirs.count)
        let got = line < mine.count ? String(mine[line]) : "<end>"
        let want = line < theirs.count ? String(theirs[line]) : "<end>"
        Issue.record(
            "\(name) differs from its snapshot at line \(line + 1):\n  got:      \(got)\n  expected: \(want)",
            sourceLocation: sourceLocation)
    }
}
