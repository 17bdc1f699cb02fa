import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibRendering

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Of the strings each corpus document shows (titles, texts, placeholders, labels, menu items,
/// none under a hidden element), the share its wireframe carries — drawn, or whole in the
/// tooltip of the object that holds it. `Scripts/render-share.py` measures the same with
/// Python's XML parser for CI.
@Suite(.enabled(if: !TestPaths.wellFormedCorpusDocuments.isEmpty, "the shared corpus is not beside the project"))
struct RenderedStringShareTests {
    /// Documents allowed below half, each with its reason. None today.
    static let knownLow: [String: String] = [:]

    /// The visible strings of a document, read here from its element tree (independently of
    /// the renderer's own list).
    static func visibleStrings(_ document: NibDocument) -> [String] {
        let attributes = ["title", "text", "placeholder", "placeholderString", "label", "headerTitle", "footerTitle"]
        let skipped: Set<String> = [
            "connections", "constraints", "userDefinedRuntimeAttributes", "accessibility", "variation",
            "resources", "inferredMetricsTieBreakers", "point", "rect", "size", "color", "font", "fontDescription",
            "image", "nil",
        ]
        func normalized(_ value: String) -> String {
            value.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
        }
        var result: [String] = []
        func walk(_ element: NibElement) {
            if skipped.contains(element.name) || element[attribute: "key"] == "prototype"
                || element[attribute: "hidden"] == "YES"
            {
                return
            }
            for name in attributes {
                guard let value = element[attribute: name].map(normalized), !value.isEmpty else { continue }
                if name == "title",
                    element.name == "menu" || element[attribute: "imagePosition"] == "only"
                        || (element.name == "box" && element[attribute: "titlePosition"] == "noTitle")
                {
                    continue
                }
                result.append(value)
            }
            if element.name == "string",
                ["title", "text", "placeholder", "placeholderString"].contains(element[attribute: "key"] ?? "")
            {
                let value = normalized(element.text)
                if !value.isEmpty { result.append(value) }
            }
            let viewBased = element.name == "tableColumn" && element.firstChild(named: "prototypeCellViews") != nil
            for child in element.children where !(viewBased && child[attribute: "key"] == "dataCell") {
                walk(child)
            }
        }
        for top in document.root.children where top.name == "objects" || top.name == "scenes" {
            walk(top)
        }
        return result
    }

    /// How many of `strings` the SVG carries: as the whole text of a `<text>` element, or quoted
    /// “…” in a `<title>` tooltip (a string held twice must be carried twice).
    static func shown(_ strings: [String], in svg: String) throws -> (shown: Int, missing: [String]) {
        let xml = try XMLDocument(data: Data(svg.utf8), options: [])
        var texts: [String: Int] = [:]
        var tips: [String] = []
        for element in elements(xml) {
            let content = (element.stringValue ?? "").split(whereSeparator: { $0.isWhitespace || $0.isNewline })
                .joined(separator: " ")
            if content.isEmpty { continue }
            if element.name == "text" { texts[content, default: 0] += 1 }
            if element.name == "title" { tips.append(content) }
        }
        var held: [String: Int] = [:]
        for string in strings { held[string, default: 0] += 1 }
        var shown = 0
        var missing: [String] = []
        for (string, times) in held {
            let quoted = "“" + string + "”"
            let inTips = tips.reduce(0) { $0 + $1.components(separatedBy: quoted).count - 1 }
            let carried = max(texts[string] ?? 0, inTips)
            shown += min(times, carried)
            if carried < times { missing.append(string) }
        }
        return (shown, missing.sorted())
    }

    /// Every document of the corpus a kind at a time: the well-formed xibs and storyboards, the
    /// legacy xibs and the compiled nibs (those read through the model, as `nibdump decompile`
    /// writes them; NeXT typedstream nibs are refused with a named error and left out).
    static let documents: [String] = {
        guard let corpus = TestPaths.corpus,
            let manifest = try? String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        else { return [] }
        let others = manifest.split(separator: "\n").dropFirst().compactMap { line -> String? in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count > 11, ["xib-legacy", "nib-compiled"].contains(String(columns[1])), columns[11] != "NO"
            else { return nil }
            return corpus.appendingPathComponent(String(columns[0])).path
        }
        return TestPaths.wellFormedCorpusDocuments + others
    }()

    @Test func wireframesCarryTheVisibleStringsOfEveryKindOfDocument() throws {
        var perKind: [String: (shown: Int, strings: Int)] = [:]
        var low: [String] = []
        for path in Self.documents {
            guard let document = try? NibDocument(contentsOfFile: path) else { continue }
            let strings = Self.visibleStrings(document)
            let svg = try WireframeRenderer().svg(for: document)
            let result = try Self.shown(strings, in: svg)
            let kind = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
            perKind[kind, default: (0, 0)].shown += result.shown
            perKind[kind, default: (0, 0)].strings += strings.count
            let name = URL(fileURLWithPath: path).lastPathComponent
            if !strings.isEmpty, result.shown * 2 < strings.count, Self.knownLow[name] == nil {
                low.append("\(name): \(result.shown) of \(strings.count), missing \(result.missing.prefix(5))")
            }
        }
        #expect(Set(perKind.keys) == Set(TestPaths.documentFolders + ["xib-legacy", "nib-compiled"]))
        for (kind, counts) in perKind.sorted(by: { $0.key < $1.key }) {
            let share = Double(counts.shown) / Double(max(counts.strings, 1))
            print("rendered strings, \(kind): \(counts.shown) of \(counts.strings)")
            #expect(share >= 0.9, "\(kind): \(counts.shown) of \(counts.strings) visible strings are in the pictures")
        }
        #expect(low.isEmpty, "documents below half: \(low)")
    }

    @Test func storyboardCanvasShowsEachSceneWhole() throws {
        let storyboards = TestPaths.wellFormedCorpusDocuments.filter { $0.hasSuffix(".storyboard") }
        for path in storyboards {
            guard let document = try? NibDocument(contentsOfFile: path) else { continue }
            let canvas = try WireframeRenderer().svg(for: document)
            for scene in document.scenes {
                guard let single = try? WireframeRenderer().svg(for: document, selection: .scene(scene.id)) else {
                    continue
                }
                let drawn = Self.objectIDs(single).subtracting(Self.objectIDs(canvas))
                #expect(drawn.isEmpty, "\(path) scene \(scene.id): not on the canvas: \(drawn.prefix(5))")
            }
        }
    }

    static func objectIDs(_ svg: String) -> Set<String> {
        var ids: Set<String> = []
        var rest = Substring(svg)
        while let range = rest.range(of: "class=\"obj ") {
            rest = rest[range.upperBound...]
            guard let id = rest.range(of: "data-id=\"") else { break }
            let value = rest[id.upperBound...].prefix { $0 != "\"" }
            ids.insert(String(value))
        }
        return ids
    }
}
