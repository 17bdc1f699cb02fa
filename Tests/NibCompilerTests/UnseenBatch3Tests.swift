import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// What a third batch of real documents from outside the corpus showed (docs/Compiling.md,
/// "Documents outside the corpus"), on fixtures of this project's own: an iOS `MainWindow.xib`'s
/// `<window>` (`Fixtures/UnseenBatch3Window.xib`), which the compiler had refused, and a watchOS
/// storyboard (`Fixtures/UnseenBatch3Watch.storyboard`), which it had refused for a reference
/// instead of its platform.
@Suite struct UnseenBatch3Tests {
    static func fixture(_ name: String) -> String {
        TestPaths.packageRoot.appendingPathComponent("Tests/NibCompilerTests/Fixtures/\(name)").path
    }

    static let window = "UnseenBatch3Window.xib"

    static func compiledWindow() throws -> [UInt8] {
        try DocumentCompiler().compile(NibDocument(contentsOfFile: fixture(window)))
    }

    @Test func anIOSWindowCompilesAsAUIWindowThatResizesToFullScreenUnlessTheDocumentSaysNo() throws {
        let graph = ArchiveGraph(try CompiledArchive(data: Data(try Self.compiledWindow()), file: Self.window))
        let windows = GraphReading.objects("UIWindow", in: graph)
        #expect(windows.count == 2)
        #expect(windows.first?.value(forKey: "UIResizesToFullScreen") == .boolean(true))
        #expect(windows.first?.value(forKey: "UIBounds") != nil)
        #expect(windows.last?.value(forKey: "UIResizesToFullScreen") == .boolean(false))
        let label = try #require(GraphReading.objects("UILabel", in: graph).first)
        #expect(GraphReading.target("UISuperview", of: label, in: graph)?.className == "UIWindow")
    }

    @Test func onlyAnIOSWindowVisibleAtLaunchIsListedInTheNibsVisibleWindows() throws {
        let graph = ArchiveGraph(try CompiledArchive(data: Data(try Self.compiledWindow()), file: Self.window))
        let visible = GraphReading.members("UINibVisibleWindowsKey", of: graph[graph.root], in: graph)
        #expect(visible.count == 1)
        let shown = try #require(visible.first.flatMap { graph[$0] })
        #expect(shown.className == "UIWindow")
        #expect(shown.value(forKey: "UIResizesToFullScreen") == .boolean(true))
    }

    @Test func aCompiledIOSWindowDecompilesAsAWindowWithItsVisibilityAndSizing() throws {
        let document = try NibDocument(data: Data(try Self.compiledWindow()), file: Self.window)
        var windows: [NibElement] = []
        document.root.forEachDescendant { if $0.name == "window" { windows.append($0) } }
        #expect(windows.count == 2)
        #expect(windows.filter { $0[attribute: "visibleAtLaunch"] == "YES" }.count == 1)
        #expect(windows.filter { $0[attribute: "resizesToFullScreen"] == "NO" }.count == 1)
        #expect(windows.contains { window in window.children.contains { $0.name == "subviews" } })
    }

    @Test func aWatchOSStoryboardIsRefusedForItsPlatformAtItsRoot() throws {
        let document = try NibDocument(contentsOfFile: Self.fixture("UnseenBatch3Watch.storyboard"))
        #expect {
            _ = try StoryboardCompiler().compile(document)
        } throws: { error in
            guard let error = error as? CompileError else { return false }
            return error.description.contains("watchOS platform is not compiled")
                && error.description.contains(":2:")
        }
    }
}

/// The parts of the window fixture's views and controllers a real `MainWindow.xib` and old
/// Xcode 5 xibs hold: a container controller's `<viewControllers>`, which the compiler had
/// refused, and a button's insets and a label's shadow offset, which the decompiler had not
/// given back.
@Suite struct UnseenBatch3ViewPartsTests {
    static func graph() throws -> ArchiveGraph {
        ArchiveGraph(
            try CompiledArchive(data: Data(try UnseenBatch3Tests.compiledWindow()), file: UnseenBatch3Tests.window))
    }

    static func decompiled() throws -> [String: [NibElement]] {
        let document = try NibDocument(
            data: Data(try UnseenBatch3Tests.compiledWindow()), file: UnseenBatch3Tests.window)
        var found: [String: [NibElement]] = [:]
        document.root.forEachDescendant { found[$0.name, default: []].append($0) }
        return found
    }

    @Test func aXibNavigationControllersViewControllersAreItsChildrenWithTheirParent() throws {
        let graph = try Self.graph()
        let navigation = try #require(GraphReading.objects("UINavigationController", in: graph).first)
        let children = GraphReading.members("UIChildViewControllers", of: navigation, in: graph)
        #expect(children.count == 1)
        let child = try #require(children.first.flatMap { graph[$0] })
        #expect(child.className == "UIClassSwapper")
        #expect(
            GraphReading.target("UIParentViewController", of: child, in: graph)?.className == "UINavigationController")
        let found = try Self.decompiled()
        #expect(found["viewControllers"]?.first?.children.contains { $0.name == "viewController" } == true)
    }

    @Test func aButtonsInsetsComeBackFromTheCompiledNib() throws {
        let found = try Self.decompiled()
        let insets = Dictionary(
            uniqueKeysWithValues: (found["inset"] ?? []).compactMap { inset in
                inset[attribute: "key"].map { ($0, inset) }
            })
        let content = try #require(insets["contentEdgeInsets"])
        #expect(
            [
                content[attribute: "minX"], content[attribute: "minY"], content[attribute: "maxX"],
                content[attribute: "maxY"],
            ]
                == ["7", "1", "3", "2"])
        #expect(insets["imageEdgeInsets"]?[attribute: "maxX"] == "70")
        #expect(insets["titleEdgeInsets"] == nil)
    }

    @Test func aLabelsShadowOffsetIsArchivedAndComesBack() throws {
        let graph = try Self.graph()
        let label = try #require(GraphReading.objects("UILabel", in: graph).first)
        #expect(label.value(forKey: "UIShadowOffset") != nil)
        let found = try Self.decompiled()
        let offset = try #require(found["size"]?.first { $0[attribute: "key"] == "shadowOffset" })
        #expect(offset[attribute: "width"] == "1")
        #expect(offset[attribute: "height"] == "2")
    }
}
