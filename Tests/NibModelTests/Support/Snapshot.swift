import Foundation
import NibTestSupport
import Testing

/// Compares `text` with `Snapshots/<name>.txt` beside the test sources (see ``Snapshots``).
func assertSnapshot(
    _ text: String, named name: String, directory: String = "NibModelTests",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = Snapshots.mismatch(text, at: "Tests/\(directory)/Snapshots/\(name).txt") {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
