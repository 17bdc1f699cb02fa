import Foundation
import NibTestSupport
import Testing

/// Compares `text` with `Snapshots/<name>` beside the test sources; `RECORD_SNAPSHOTS=1` writes it
/// instead (review the diff before committing it).
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = TestPaths.packageRoot.appendingPathComponent("Tests/NibCodeGenerationTests/Snapshots/\(name)")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try? Data(text.utf8).write(to: url)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no snapshot at \(url.path); run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    let mine = text.split(separator: "\n", omittingEmptySubsequences: false)
    let theirs = expected.split(separator: "\n", omittingEmptySubsequences: false)
    guard mine != theirs else { return }
    let line = (0..<min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] } ?? min(mine.count, theirs.count)
    let got = line < mine.count ? String(mine[line]) : "<end>"
    let want = line < theirs.count ? String(theirs[line]) : "<end>"
    Issue.record(
        "\(name) differs from its snapshot at line \(line + 1):\n  got:      \(got)\n  expected: \(want)",
        sourceLocation: sourceLocation)
}
