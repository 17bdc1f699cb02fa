import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// AppKit containers: a split view controller's and a tab view controller's children, embedded by
/// `splitItems`/`tabItems` relationship segues, archived in the container's nib as the items
/// AppKit reads (`NSSplitViewItem`, `NSTabViewItem`) (container views: `AppKitStoryboardEmbedTests`).
@Suite struct AppKitContainerStoryboardTests {
    /// A window whose content is a split view controller: a sidebar and a tab view controller
    /// (storyboard identifier `Tabs`) with two tabs.
    static let fixture = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibCompilerTests/Fixtures/SplitTabs.storyboard"
    ).path

    static func fixtureText() throws -> String {
        try String(contentsOfFile: fixture, encoding: .utf8)
    }

    static func compileGraphs(_ text: String, file: String = "SplitTabs.storyboard") throws -> StoryboardCompiler.Output
    {
        try StoryboardCompilerTests.compiler().compileGraphs(try StoryboardCompilerTests.document(text, file: file))
    }

    /// The object a value refers to.
    static func object(_ value: ArchiveGraph.Value?, in graph: ArchiveGraph) -> ArchiveGraph.Object? {
        value?.referencedObject.flatMap { graph[$0] }
    }

    /// The members of the collection a value refers to.
    static func members(_ value: ArchiveGraph.Value?, in graph: ArchiveGraph) -> [ArchiveGraph.Object] {
        guard let collection = object(value, in: graph) else { return [] }
        return collection.entries.filter { $0.key != "NSInlinedValue" }.compactMap { object($0.value, in: graph) }
    }

    @Test func aSplitViewControllersItemsNameItsChildrenWithTheirSettings() throws {
        let output = try Self.compileGraphs(try Self.fixtureText())
        #expect(
            output.nibs.map(\.name).sorted() == [
                "NSWindowController-win-Wc-001", "Tabs", "adv-Vc-001-view-adv-Vw-001", "gen-Vc-001-view-gen-Vw-001",
                "sid-Vc-001-view-sid-Vw-001",
            ])
        let nib = try #require(output.nibs.first { $0.name == "NSWindowController-win-Wc-001" }?.graph)
        let split = try #require(StoryboardCompilerTests.objects("NSSplitViewController", in: nib).first)
        #expect(Self.object(split.value(forKey: "NSSplitView"), in: nib)?.className == "NSSplitView")
        let items = Self.members(split.value(forKey: "NSSplitViewItems"), in: nib)
        #expect(items.map(\.className) == ["NSSplitViewItem", "NSSplitViewItem"])
        guard items.count == 2 else { return }
        // The sidebar: its behaviour, holding priority and collapsing as the document gives them.
        #expect(items[0].value(forKey: "NSBehavior") == .integer(1))
        #expect(items[0].value(forKey: "NSHoldingPriority") == .float(260))
        #expect(items[0].value(forKey: "NSCanCollapse") == .boolean(true))
        #expect(items[1].value(forKey: "NSBehavior") == .integer(0))
        let sidebar = try #require(Self.object(items[0].value(forKey: "NSSplitViewItemViewController"), in: nib))
        #expect(sidebar.className == "NSViewController")
        #expect(
            GraphReading.text(sidebar.value(forKey: "NSNibName"), in: nib) == "sid-Vc-001-view-sid-Vw-001")
        let tabs = Self.object(items[1].value(forKey: "NSSplitViewItemViewController"), in: nib)
        #expect(tabs?.className == "NSTabViewController")
    }

    @Test func aTabViewControllersItemsNameItsChildrenWithTheirLabelsAndImages() throws {
        let output = try Self.compileGraphs(try Self.fixtureText())
        let nib = try #require(output.nibs.first { $0.name == "Tabs" }?.graph)
        let controller = try #require(StoryboardCompilerTests.objects("NSTabViewController", in: nib).first)
        #expect(controller.value(forKey: "NSTabStyle") == .integer(2))
        #expect(controller.value(forKey: "NSSelectedTabViewItemIndex") == .integer(1))
        #expect(controller.value(forKey: "NSTransitionOptions") == .integer(0x1000))
        #expect(Self.object(controller.value(forKey: "NSTabView"), in: nib)?.className == "NSTabView")
        let items = Self.members(controller.value(forKey: "NSTabViewItems"), in: nib)
        #expect(
            items.map { GraphReading.text($0.value(forKey: "NSLabel"), in: nib) } == ["General", "Advanced"])
        let children = items.compactMap { Self.object($0.value(forKey: "NSTabViewItemViewController"), in: nib) }
        #expect(
            children.map { GraphReading.text($0.value(forKey: "NSNibName"), in: nib) } == [
                "gen-Vc-001-view-gen-Vw-001", "adv-Vc-001-view-adv-Vw-001",
            ])
        let image = Self.object(items.first?.value(forKey: "NSImage"), in: nib)
        #expect(image?.className == "NSCustomResource")
        #expect(GraphReading.text(image?.value(forKey: "NSResourceName"), in: nib) == "gearshape")
    }

    @Test func splitAndTabChildrenReadBackAsTheirRelationshipSegues() throws {
        let document = try NibDocument(contentsOfFile: Self.fixture)
        let files = try StoryboardCompilerTests.compiler().compile(document)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("splittabs-\(UUID().uuidString)/SplitTabs.storyboardc")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files { try Data(file.bytes).write(to: folder.appendingPathComponent(file.name)) }
        let compiled = try NibDocument(contentsOfFile: folder.path)
        var relationships: Set<String> = []
        for connection in compiled.connections {
            guard case .segue(let segue) = connection.kind, segue.kind == "relationship",
                let source = compiled.object(withID: connection.source),
                let destination = compiled.object(withID: segue.destination)
            else { continue }
            relationships.insert("\(source.className) \(segue.relationship ?? "") \(destination.className)")
        }
        #expect(
            relationships == [
                "NSWindowController window.shadowedContentViewController NSSplitViewController",
                "NSSplitViewController splitItems NSViewController",
                "NSSplitViewController splitItems NSTabViewController",
                "NSTabViewController tabItems NSViewController",
            ])
    }

    @Test func aSplitViewControllerWithoutAnItemForEachSegueIsRefusedAtItsElement() throws {
        let text = try Self.fixtureText().replacingOccurrences(
            of: "<splitViewItem id=\"spl-It-002\"/>", with: "")
        #expect {
            _ = try Self.compileGraphs(text)
        } throws: { error in
            guard let error = error as? CompileError else { return false }
            return error.location.line == 26 && "\(error)".contains("splitViewItems")
        }
    }

    @Test func aContainerEmbeddedInItselfIsRefusedNotRecursedInto() throws {
        // The tab view controller's second tab is the split view controller that holds it.
        let text = try Self.fixtureText().replacingOccurrences(
            of: "<segue destination=\"adv-Vc-001\" kind=\"relationship\" relationship=\"tabItems\"",
            with: "<segue destination=\"spl-Sv-001\" kind=\"relationship\" relationship=\"tabItems\"")
        #expect {
            _ = try Self.compileGraphs(text)
        } throws: { error in
            guard let error = error as? CompileError else { return false }
            return error.location.line > 0 && "\(error)".contains("embedded in itself")
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func theCorpusSplitAndTabStoryboardsCompileWithTheirItems() throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("storyboard-macos")
        func graphs(_ name: String) throws -> StoryboardCompiler.Output {
            let document = try NibDocument(contentsOfFile: folder.appendingPathComponent(name).path)
            return try StoryboardCompilerTests.compiler().compileGraphs(document)
        }
        // Rectangle's preferences: a toolbar-style tab view controller with three tabs.
        let rectangle = try graphs("rxhanson__Rectangle__Rectangle_Base.lproj_Main.storyboard")
        let tabNib = try #require(
            rectangle.nibs.first { !StoryboardCompilerTests.objects("NSTabViewController", in: $0.graph).isEmpty }?
                .graph)
        let tabs = try #require(StoryboardCompilerTests.objects("NSTabViewController", in: tabNib).first)
        #expect(tabs.value(forKey: "NSTabStyle") == .integer(2))
        let tabItems = Self.members(tabs.value(forKey: "NSTabViewItems"), in: tabNib)
        #expect(
            tabItems.map { GraphReading.text($0.value(forKey: "NSLabel"), in: tabNib) } == [
                "Shortcuts", "Snap Areas", "General",
            ])
        #expect(tabItems.allSatisfy { Self.object($0.value(forKey: "NSTabViewItemViewController"), in: tabNib) != nil })
        // The Charts demo: a tab view controller of the default style, its fourth tab selected;
        // its items name no image, one no label.
        let charts = try graphs("danielgindi__Charts__ChartsDemo-macOS_ChartsDemo-macOS_Base.lproj_Main.storyboard")
        let chartsNib = try #require(
            charts.nibs.first { !StoryboardCompilerTests.objects("NSTabViewController", in: $0.graph).isEmpty }?.graph)
        let chartsTabs = try #require(StoryboardCompilerTests.objects("NSTabViewController", in: chartsNib).first)
        #expect(chartsTabs.value(forKey: "NSSelectedTabViewItemIndex") == .integer(3))
        let chartsItems = Self.members(chartsTabs.value(forKey: "NSTabViewItems"), in: chartsNib)
        #expect(chartsItems.count == 4)
        #expect(GraphReading.text(chartsItems.first?.value(forKey: "NSLabel"), in: chartsNib) == "Bar")
        #expect(chartsItems.allSatisfy { $0.value(forKey: "NSImage") == nil })
    }
}
