import Foundation
import NibModel
import NibTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a sample document.
func sample(_ name: String) throws -> NibDocument {
    try NibDocument(contentsOfFile: TestPaths.sample(name))
}

/// Parses `text` as XML (SVG, or the report's XHTML-compatible HTML); records an issue and
/// returns `nil` when it is not well-formed.
@discardableResult
func parseXML(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> XMLDocument? {
    // The HTML doctype has no public id; XMLDocument reads it as an internal subset-free DTD.
    do {
        return try XMLDocument(data: Data(text.utf8), options: [])
    } catch {
        Issue.record("not well-formed: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Every element of the tree, depth first.
func elements(_ node: XMLNode) -> [XMLElement] {
    var result: [XMLElement] = []
    if let element = node as? XMLElement { result.append(element) }
    for child in node.children ?? [] { result += elements(child) }
    return result
}

/// Compares `text` with `Snapshots/<name>` beside the tests; `RECORD_SNAPSHOTS=1` writes it.
func assertSnapshot(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = TestPaths.packageRoot.appendingPathComponent("Tests/NibRenderingTests/Snapshots/\(name)")
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
        let got = line < mine.count ? String(mine[line].prefix(300)) : "<end>"
        let want = line < theirs.count ? String(theirs[line].prefix(300)) : "<end>"
        Issue.record(
            "\(name) differs from its snapshot at line \(line + 1):\n  got:      \(got)\n  expected: \(want)",
            sourceLocation: sourceLocation)
    }
}

extension XMLElement {
    /// The value of an unprefixed attribute (looked up by name among all attributes, which
    /// also works for elements in a default namespace).
    func value(of name: String) -> String? {
        (attributes ?? []).first { $0.name == name }?.stringValue
    }
}
