import Foundation
import Testing

@testable import NibModel

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Proves on the real corpus that every element, attribute and text of the input is reachable
/// from the model, by comparing with an independent parse by Foundation's `XMLParser`.
@Suite(.enabled(if: Corpus.isAvailable, "the shared corpus is not beside the project"))
struct LosslessnessTests {
    @Test(arguments: Corpus.wellFormedDocuments)
    func everyElementAttributeAndTextSurvives(path: String) throws {
        let document = try NibDocument(contentsOfFile: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let reference = ReferenceTree(data: data)
        #expect(reference.failure == nil)

        var ours: [ReferenceTree.Event] = []
        func flatten(_ element: NibElement) {
            let attributes = Dictionary(element.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            ours.append(
                .init(name: element.name, attributes: attributes, text: element.children.isEmpty ? element.text : ""))
            element.children.forEach(flatten)
        }
        flatten(document.root)
        #expect(ours.count == reference.events.count)
        for (mine, theirs) in zip(ours, reference.events) where mine != theirs {
            Issue.record("first difference: \(mine) vs \(theirs)")
            break
        }
    }

    @Test(arguments: Corpus.wellFormedDocuments)
    func everyElementBelowObjectsIsReachableFromTheTypedLayer(path: String) throws {
        let document = try NibDocument(contentsOfFile: path)
        struct Key: Hashable {
            var name: String
            var line: Int
            var column: Int?
        }
        var reachable = Set<Key>()
        func add(_ element: NibElement) {
            element.forEachDescendant { reachable.insert(Key(name: $0.name, line: $0.line, column: $0.column)) }
        }
        for object in document.objects {
            reachable.insert(Key(name: object.element, line: object.location.line, column: object.location.column))
            object.properties.forEach(add)
        }
        for connection in document.connections { add(connection.element) }
        for attribute in document.objects.flatMap(\.runtimeAttributes) {
            reachable.insert(
                Key(
                    name: "userDefinedRuntimeAttribute", line: attribute.location.line,
                    column: attribute.location.column))
        }
        var unreachable: [Key] = []
        func check(_ element: NibElement, belowObjects: Bool) {
            let skip =
                ["connections", "userDefinedRuntimeAttributes", "objects"].contains(element.name)
                || (element.name == "segue" && element[attribute: "destination"] == nil)
            if belowObjects, !skip,
                !reachable.contains(Key(name: element.name, line: element.line, column: element.column)),
                element.name != "userDefinedRuntimeAttribute"
                    || !reachable.contains(Key(name: element.name, line: element.line, column: element.column))
            {
                unreachable.append(Key(name: element.name, line: element.line, column: element.column))
            }
            if element.name == "userDefinedRuntimeAttribute" { return }
            for child in element.children {
                check(child, belowObjects: belowObjects || element.name == "objects")
            }
        }
        check(document.root, belowObjects: false)
        #expect(unreachable.isEmpty, "unreachable: \(unreachable.prefix(5))")
    }
}

/// The element events of a document as Foundation's `XMLParser` reports them.
final class ReferenceTree: NSObject, XMLParserDelegate {
    struct Event: Equatable, CustomStringConvertible {
        var name: String
        var attributes: [String: String]
        var text: String
        var description: String { "<\(name) \(attributes.count) attributes, text \(text.debugDescription)>" }
    }

    private(set) var events: [Event] = []
    private(set) var failure: String?
    private var open: [(index: Int, hasChildren: Bool, text: String)] = []

    init(data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        parser.shouldResolveExternalEntities = false
        if !parser.parse() { failure = parser.parserError.map { "\($0)" } ?? "unknown" }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if !open.isEmpty { open[open.count - 1].hasChildren = true }
        events.append(Event(name: elementName, attributes: attributes, text: ""))
        open.append((events.count - 1, false, ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !open.isEmpty { open[open.count - 1].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let top = open.popLast() else { return }
        let formatting = top.text.allSatisfy(\.isWhitespace) && top.text.contains(where: \.isNewline)
        if !top.hasChildren, !formatting { events[top.index].text = top.text }
    }
}
