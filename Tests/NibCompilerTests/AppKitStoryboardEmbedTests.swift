import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// The macOS storyboard forms the compiler archives from inferred facts (no Apple-compiled sample
/// of the corpus holds them): container views and their embed segues, page controllers, a
/// window's content controller from another storyboard; and a storyboard's custom-class text
/// view as sb_tv_customclass shows ibtool archiving it.
@Suite(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
struct AppKitStoryboardEmbedTests {
    static func corpusDocument(_ name: String) throws -> NibDocument {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("storyboard-macos")
        return try NibDocument(contentsOfFile: folder.appendingPathComponent(name).path)
    }

    static func graphs(_ name: String) throws -> StoryboardCompiler.Output {
        try StoryboardCompilerTests.compiler().compileGraphs(try corpusDocument(name))
    }

    static func object(_ value: ArchiveGraph.Value?, in graph: ArchiveGraph) -> ArchiveGraph.Object? {
        AppKitContainerStoryboardTests.object(value, in: graph)
    }

    /// Compiles a corpus storyboard into a temporary `.storyboardc` and reads it back.
    static func compiledDocument(_ name: String) throws -> NibDocument {
        let files = try StoryboardCompilerTests.compiler().compile(try corpusDocument(name))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sbembed-\(UUID().uuidString)/Compiled.storyboardc")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files { try Data(file.bytes).write(to: folder.appendingPathComponent(file.name)) }
        return try NibDocument(contentsOfFile: folder.path)
    }

    static let message = "SwiftGen__SwiftGen__Sources_TestUtils_Fixtures_Resources_IB-macOS_Message.storyboard"

    @Test func anEmbedSegueIsATemplatePerformedOnViewLoadInItsControllersTemplates() throws {
        let output = try Self.graphs(Self.message)
        let nib = try #require(output.nibs.first { $0.name == "MessageList" }?.graph)
        let controller = try #require(StoryboardCompilerTests.objects("NSViewController", in: nib).first)
        let templates = AppKitContainerStoryboardTests.members(
            controller.value(forKey: "NSStoryboardSegueTemplates"), in: nib)
        #expect(templates.map(\.className) == ["NSStoryboardEmbedSegueTemplate"])
        let template = try #require(templates.first)
        #expect(GraphReading.text(template.value(forKey: "NSIdentifier"), in: nib) == "Embed")
        #expect(
            GraphReading.text(template.value(forKey: "NSDestinationControllerIdentifier"), in: nib)
                == "MessageListFooter")
        #expect(template.value(forKey: "NSPerformOnViewLoad") == .boolean(true))
        // The view nib's placeholder for the template is in the controller's external objects.
        let table = try #require(Self.object(controller.value(forKey: "NSExternalObjectsTableForViewLoading"), in: nib))
        let values = table.entries.filter { $0.key != "NSInlinedValue" }.map(\.value)
        #expect(values.contains { Self.object($0, in: nib) == template })
    }

    @Test func aContainerViewIsAViewItsTemplateReachesThroughAContainerViewOutlet() throws {
        let output = try Self.graphs(Self.message)
        let view = try #require(output.nibs.first { $0.name == "JyP-8A-Iz9-view-CS4-15-wYO" }?.graph)
        let outlets = StoryboardCompilerTests.objects("NSNibOutletConnector", in: view).filter {
            GraphReading.text($0.value(forKey: "NSLabel"), in: view) == "containerView"
        }
        #expect(outlets.count == 1)
        let outlet = try #require(outlets.first)
        let source = try #require(Self.object(outlet.value(forKey: "NSSource"), in: view))
        #expect(source.className == "NSNibExternalObjectPlaceholder")
        #expect(
            GraphReading.text(source.value(forKey: "NSExternalObjectPlaceholderIdentifier"), in: view)?
                .hasPrefix("UpstreamPlaceholder-") == true)
        #expect(Self.object(outlet.value(forKey: "NSDestination"), in: view)?.className == "NSView")
        // No `perform:` action: a view is no control.
        #expect(StoryboardCompilerTests.objects("NSNibControlConnector", in: view).isEmpty)
    }

    @Test func theCompiledEmbedSegueReadsBackFromItsContainerView() throws {
        let compiled = try Self.compiledDocument(Self.message)
        let embeds = compiled.connections.compactMap { connection -> (Connection, Connection.Segue)? in
            guard case .segue(let segue) = connection.kind, segue.kind == "embed" else { return nil }
            return (connection, segue)
        }
        // One in each nib that holds MessageList: its own and its containers' (tab, split, window).
        #expect(embeds.count == 4)
        for (connection, segue) in embeds {
            #expect(segue.identifier == "Embed")
            #expect(compiled.object(withID: connection.source)?.className == "NSView")
            #expect(compiled.object(withID: segue.destination)?.className == "NSViewController")
        }
    }

    @Test func aPageControllerIsArchivedAsAViewControllerOfItsClass() throws {
        let output = try Self.graphs(
            "SwiftGen__SwiftGen__Sources_TestUtils_Fixtures_Resources_IB-macOS_Known-Types.storyboard")
        let nib = try #require(output.nibs.first { $0.name == "item 4" }?.graph)
        let controller = try #require(StoryboardCompilerTests.objects("NSPageController", in: nib).first)
        #expect(
            GraphReading.text(controller.value(forKey: "NSNibName"), in: nib) == "h2o-Uv-KDg-view-PhD-IT-Dze"
        )
        // The document names no transition style: GNUstep's decoder then keeps the default.
        #expect(controller.value(forKey: "NSTransitionStyle") == nil)
    }

    @Test func aWindowsContentControllerFromAReferenceIsAStoryboardControllerPlaceholder() throws {
        let name = "SwiftGen__SwiftGen__Sources_TestUtils_Fixtures_Resources_IB-macOS_Placeholder.storyboard"
        let output = try Self.graphs(name)
        let nib = try #require(
            output.nibs.first { !StoryboardCompilerTests.objects("NSWindowController", in: $0.graph).isEmpty }?.graph)
        let controller = try #require(StoryboardCompilerTests.objects("NSWindowController", in: nib).first)
        let content = try #require(
            Self.object(controller.value(forKey: "IBWindowTemplateContentViewController"), in: nib))
        #expect(content.className == "NSStoryboardControllerPlaceholder")
        #expect(GraphReading.text(content.value(forKey: "NSStoryboardIdentifier"), in: nib) == "Dependent")
        // `Info.plist` names the storyboard and controller the identifier stands for.
        guard case .dictionary(let info) = output.info,
            case .dictionary(let references)? = info.first(where: {
                $0.key == "NSViewControllerIdentifiersToExternalStoryboardReferences"
            })?.value,
            case .dictionary(let dependent)? = references.first(where: { $0.key == "Dependent" })?.value
        else {
            Issue.record("no reference table for Dependent")
            return
        }
        #expect(dependent.map(\.key) == ["NSReferencedStoryboardName", "NSReferencedControllerIdentifier"])
        // Read back: the window controller's content relationship names the reference.
        let compiled = try Self.compiledDocument(name)
        let contents = compiled.connections.compactMap { connection -> String? in
            guard case .segue(let segue) = connection.kind,
                segue.relationship == "window.shadowedContentViewController"
            else { return nil }
            return compiled.object(withID: segue.destination)?.element
        }
        #expect(contents == ["controllerPlaceholder"])
    }

    @Test func aStoryboardsCustomClassTextViewHasIbtoolsSwitchesAndNoTextColour() throws {
        let root = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let document = try NibDocument(contentsOfFile: root.appendingPathComponent("sb_tv_customclass.storyboard").path)
        let output = try StoryboardCompilerTests.compiler().compileGraphs(document)
        let nib = try #require(output.nibs.first { $0.name == "vc1-00-020-view-vw1-00-020" }?.graph)
        let swapper = try #require(StoryboardCompilerTests.objects("NSClassSwapper", in: nib).first)
        #expect(swapper.value(forKey: "NSTextViewTextColor") == nil)
        let shared = try #require(Self.object(swapper.value(forKey: "NSSharedData"), in: nib))
        // Apple's nib: grammar checking, smart quotes and dashes, text replacement on besides
        // the document's switches.
        #expect(shared.value(forKey: "NSFlags") == .integer(117_607_171))
    }

    @Test func aContainerViewFiringAnotherSegueIsRefusedAtTheSegue() throws {
        let text = try String(
            contentsOf: try #require(TestPaths.corpus).appendingPathComponent("storyboard-macos/\(Self.message)"),
            encoding: .utf8
        )
        .replacingOccurrences(
            of: "<segue destination=\"EHq-9a-j15\" kind=\"embed\" identifier=\"Embed\" id=\"rRd-wB-sdk\"/>",
            with: "<segue destination=\"EHq-9a-j15\" kind=\"show\" identifier=\"Embed\" id=\"rRd-wB-sdk\"/>")
        #expect {
            _ = try StoryboardCompilerTests.compiler().compileGraphs(
                try StoryboardCompilerTests.document(text, file: "Message.storyboard"))
        } throws: { error in
            guard let error = error as? CompileError else { return false }
            return error.location.line == 282 && "\(error)".contains("container view fires only embed segues")
        }
    }
}

/// A split view item from another storyboard stays refused: nothing shows AppKit's item for it.
@Suite struct AppKitStoryboardReferenceItemTests {
    @Test func aSplitItemFromAnotherStoryboardIsRefusedAtItsSegue() throws {
        let text = try AppKitContainerStoryboardTests.fixtureText()
            .replacingOccurrences(
                of: "<segue destination=\"sid-Vc-001\" kind=\"relationship\" relationship=\"splitItems\"",
                with: "<segue destination=\"ref-Pl-001\" kind=\"relationship\" relationship=\"splitItems\""
            )
            .replacingOccurrences(
                of: "    </scenes>",
                with: """
                            <scene sceneID="ref-Sc-001">
                                <objects>
                                    <controllerPlaceholder storyboardName="Other" id="ref-Pl-001" sceneMemberID="viewController"/>
                                </objects>
                            </scene>
                        </scenes>
                    """)
        #expect {
            _ = try AppKitContainerStoryboardTests.compileGraphs(text)
        } throws: { error in
            guard let error = error as? CompileError else { return false }
            return error.location.line == 40 && "\(error)".contains("relationship 'splitItems'")
        }
    }
}
