import Foundation
import NibTestSupport
import Testing

/// Compares `text` with `Snapshots/<name>` beside the test sources (see ``Snapshots``).
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = Snapshots.mismatch(text, at: "Tests/NibCodeGenerationTests/Snapshots/\(name)") {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
