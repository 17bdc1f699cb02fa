import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// `DocumentCompiler` against Apple's own output for the same documents.
@Suite(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
struct DocumentCompilerTests {
    static var pairs: URL? { TestPaths.corpus?.appendingPathComponent("pairs/macos") }

    /// Pairs whose compiled graph is Apple's, as the comparator judges it (the list grows).
    @Test(arguments: ["window", "with_app_class", "test5_connect", "test14_custom_classes", "test31_wtflags_signed"])
    func compilesTheSameGraphAsApplesIbtool(_ name: String) throws {
        let pairs = try #require(Self.pairs)
        let document = try NibDocument(contentsOfFile: pairs.appendingPathComponent("\(name).xib").path)
        let ours = try DocumentCompiler().graph(for: document)
        let apple = try ArchiveGraph(CompiledArchive(contentsOfFile: pairs.appendingPathComponent("\(name).nib").path))
        let comparison = ArchiveComparison(apple, ours)
        #expect(comparison.isSame, "\(name): \(comparison.differences.prefix(5).map(\.description))")
    }

    /// Whatever compiles reads back through swift-nib's reader to its source's connections.
    @Test func everyPairThatCompilesReadsBackToItsSourcesConnections() throws {
        let pairs = try #require(Self.pairs)
        var compiled = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: pairs.path) where file.hasSuffix(".xib") {
            let source = try NibDocument(contentsOfFile: pairs.appendingPathComponent(file).path)
            guard let bytes = try? DocumentCompiler(options: CompileOptions(module: "TestModule")).compile(source)
            else {
                continue
            }
            let back = try NibDocument(data: Data(bytes), file: file.replacingOccurrences(of: ".xib", with: ".nib"))
            // A view-based table's prototype cell views are compiled too (and nested as nibs
            // of their own): their outlets come back with the others.
            let expected = source.connections.filter {
                if case .other = $0.kind { return false }
                return true
            }
            #expect(back.connections.count == expected.count, "\(file)")
            #expect(
                Set(back.connections.compactMap(\.label)) == Set(expected.compactMap(\.label)),
                "\(file): connection labels")
            compiled += 1
        }
        #expect(compiled > 50)
    }

    /// A double action (`trigger="doubleAction"`) archives as an auxiliary action connector with its
    /// trigger, so the runtime sets the table's double action and not its action; it reads back so.
    @Test func aDoubleActionArchivesItsTrigger() throws {
        let corpus = try #require(TestPaths.corpus)
        let path = corpus.appendingPathComponent(
            "xib-macos/transmission__transmission__macosx_Base.lproj_AddWindow.xib")
        let source = try NibDocument(contentsOfFile: path.path)
        let graph = try DocumentCompiler().graph(for: source)
        let auxiliary = graph.objects.filter { $0.className == "NSNibAuxiliaryActionConnector" }
        #expect(auxiliary.count == 1)
        #expect(graph.classFallbacks["NSNibAuxiliaryActionConnector"] == ["NSNibConnector"])
        let back = try NibDocument(data: Data(try DocumentCompiler().compile(source)), file: "AddWindow.nib")
        let triggered = back.connections.compactMap { connection -> (String, String?)? in
            guard case .action(let action) = connection.kind else { return nil }
            return (action.selector, action.trigger)
        }
        #expect(triggered.contains { $0.0 == "revealFile:" && $0.1 == "doubleAction" })
        #expect(!triggered.contains { $0.0 == "revealFile:" && $0.1 == nil })
    }

    /// An element the compiler cannot encode is refused at its line, naming it; nothing is written.
    @Test func anUnknownElementIsRefusedAtItsLine() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <window id="1">
                        <view key="contentView" id="2">
                            <subviews>
                                <frobnicator id="3"/>
                            </subviews>
                        </view>
                    </window>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Broken.xib")
        do {
            _ = try DocumentCompiler().compile(document)
            Issue.record("the document compiled")
        } catch {
            #expect(error.location.line == 8)
            #expect(error.description.hasPrefix("Broken.xib:8"))
            #expect(error.message.contains("<frobnicator>"))
        }
    }

    /// What the vocabulary does not know yet is said, located, never dropped in silence; strict
    /// mode refuses it.
    @Test func partsOutsideTheVocabularyAreWarnedAboutAndRefusedWhenStrict() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <menu id="1">
                        <items>
                            <menuItem title="Open" frobnication="openItem" id="2"/>
                        </items>
                    </menu>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Menu.xib")
        let parts = DocumentCompiler().unarchivedParts(of: document)
        #expect(parts.map(\.part) == ["frobnication"])
        #expect(parts.allSatisfy { $0.location.line == 7 && $0.element == "menuItem" })
        #expect(parts.first?.description.contains("Menu.xib:7:") == true)
        do {
            _ = try DocumentCompiler(options: CompileOptions(isStrict: true)).compile(document)
            Issue.record("strict mode compiled a document with unknown parts")
        } catch {
            #expect(error.location.line == 7)
        }
    }

    /// Storyboards are compiled scene by scene, not as one nib: a clear refusal.
    @Test func aStoryboardIsRefusedWithAReason() throws {
        let document = try NibDocument(contentsOfFile: TestPaths.sample("Main.storyboard"))
        #expect(throws: CompileError.self) { try DocumentCompiler().graph(for: document) }
    }
}
