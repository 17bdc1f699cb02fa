import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// The UIKit compiler over the corpus's iOS xibs: each compiles, or is refused with a located
/// ``CompileError``, never a crash; what compiles reads back through the compiled-nib reader to
/// its source's objects and connections.
@Suite struct UIKitCompileTests {
    /// The corpus's well-formed iOS xibs.
    static let xibs = TestPaths.wellFormedCorpusDocuments.filter { $0.contains("/xib-ios/") }

    /// What a document holds that a compiled nib keeps: its objects by element and frame
    /// (placeholders apart, the layout guides UIKit makes itself and the constraints removed at
    /// build time), and its connections by kind, label and the elements at either end.
    static func summary(_ document: NibDocument) -> (objects: [String], connections: [String]) {
        var elements: [ObjectID: String] = [:]
        var objects: [String] = []
        for object in document.objects where !object.isPlaceholder {
            let name = object.sourceElement.name
            elements[object.id] = name
            guard name != "viewLayoutGuide" else { continue }
            // A placeholder constraint ("remove at build time") is left out of the nib.
            guard name != "constraint" || object.sourceElement[attribute: "placeholder"] != "YES" else { continue }
            objects.append(Self.describe(name, object.frame))
        }
        // Views a document writes without an id (a collection view cell's content view) are
        // archived objects too.
        var stack = [document.root]
        while let element = stack.popLast() {
            stack += element.children
            if element[attribute: "key"] != nil, element[attribute: "id"] == nil,
                ["view", "tableViewCellContentView"].contains(element.name)
            {
                let rect = element.children.first { $0.name == "rect" && $0[attribute: "key"] == "frame" }
                let numbers = ["x", "y", "width", "height"].compactMap { rect?[attribute: $0].flatMap(Double.init) }
                let frame =
                    numbers.count == 4
                    ? NibRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
                objects.append(Self.describe(element.name, frame))
            }
        }
        func end(_ id: ObjectID?) -> String {
            guard let id else { return "-" }
            if let placeholder = document.placeholders.first(where: { $0.id == id }) {
                return placeholder.sourceElement[attribute: "placeholderIdentifier"] ?? "placeholder"
            }
            return elements[id] ?? "?"
        }
        let connections = document.connections.map { connection in
            let label: String
            switch connection.kind {
            case .outlet(let outlet): label = outlet.property
            case .outletCollection(let outlet): label = outlet.property
            case .action(let action): label = action.selector + " " + (action.eventType ?? "")
            default: label = connection.kindName
            }
            return "\(connection.kindName) \(label) \(end(connection.source)) → \(end(connection.destination))"
        }
        return (objects.sorted(), connections.sorted())
    }

    /// An object's element and frame, to the thousandth (a frame goes through its centre).
    static func describe(_ name: String, _ frame: NibRect?) -> String {
        guard let frame else { return name }
        let numbers = [frame.x, frame.y, frame.width, frame.height].map { Int(($0 * 1000).rounded()) }
        return name + " " + numbers.map(String.init).joined(separator: " ")
    }

    @Test func corpusXibsCompileOrAreRefusedAtAnElement() throws {
        guard !Self.xibs.isEmpty else { return }
        var compiled = 0
        var refusals: [String] = []
        let compiler = DocumentCompiler(options: CompileOptions(module: "App"))
        for path in Self.xibs {
            let document = try NibDocument(contentsOfFile: path)
            let bytes: [UInt8]
            do {
                bytes = try compiler.compile(document)
            } catch {
                #expect(error.location.line > 0, "\(path): \(error)")
                refusals.append(error.message)
                continue
            }
            compiled += 1
            let back = try NibDocument(data: Data(bytes), file: path + ".nib")
            let source = Self.summary(document)
            let read = Self.summary(back)
            #expect(read.objects == source.objects, "\(path)")
            #expect(read.connections == source.connections, "\(path)")
        }
        // Pinned: a change in either count is a change in what the compiler covers.
        // Refused today: a document whose constraint names an id it does not define (a linter's
        // fixture of duplicate ids).
        #expect(compiled == 28, "refused: \(refusals)")
        #expect(refusals.count == 1, "refused: \(refusals)")
    }

    /// The corpus has no iOS xib with its compiled nib (its two iOS nibs are scenes of a
    /// compiled storyboard; `pairs.py` finds no exact xib pair): the comparator's count against
    /// Apple's nib is pinned on the root's shape instead, which every UIKit nib shares.
    @Test func rootHasTheKeysOfApplesNibs() throws {
        guard let corpus = TestPaths.corpus else { return }
        let apple = ArchiveGraph(
            try CompiledArchive(
                contentsOfFile: corpus.appendingPathComponent(
                    "nib-compiled/SwiftGen__SwiftGen__SwiftGen.playground_Resources_Wizard.storyboardc_rJ7-m2-Mn7-view-wtR-sc-VB5.nib"
                ).path))
        let document = try NibDocument(
            contentsOfFile: corpus.appendingPathComponent(
                "xib-ios/IBDecodable__IBDecodable__Tests_Resources_View.xib"
            ).path)
        let ours = try DocumentCompiler().graph(for: document)
        let keys = { (graph: ArchiveGraph) in graph[graph.root]?.entries.map(\.key) ?? [] }
        #expect(keys(ours) == keys(apple))
        #expect(ours[ours.root]?.className == apple[apple.root]?.className)
    }
}
