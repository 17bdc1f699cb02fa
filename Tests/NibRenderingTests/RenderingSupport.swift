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

/// Compares `text` with `Snapshots/<name>` beside the tests (see ``Snapshots``).
func assertSnapshot(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    if let message = Snapshots.mismatch(text, at: "Tests/NibRenderingTests/Snapshots/\(name)") {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

extension XMLElement {
    /// The value of an unprefixed attribute (looked up by name among all attributes, which
    /// also works for elements in a default namespace).
    func value(of name: String) -> String? {
        (attributes ?? []).first { $0.name == name }?.stringValue
    }
}
