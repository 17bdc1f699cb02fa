import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// UIKit parts real documents use that the compiler used to leave out with a warning: a
/// segmented control's segments, a text view's data detectors, a collection view's prefetching,
/// a navigation item's large-title mode and bar button items, a controller's toolbar items, a
/// button state's attributed title and a run's original font. Each is compiled from
/// `Fixtures/UIKitSegmentsBarsAndDetectors.xib`, read back from the compiled bytes, and
/// decompiled.
@Suite struct UIKitSegmentsBarsAndDetectorsTests {
    static let fixture = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibCompilerTests/Fixtures/UIKitSegmentsBarsAndDetectors.xib"
    ).path

    static func compiled() throws -> [UInt8] {
        try DocumentCompiler().compile(NibDocument(contentsOfFile: fixture))
    }

    /// The fixture compiled and read back as a graph.
    static func graph() throws -> ArchiveGraph {
        ArchiveGraph(try CompiledArchive(data: Data(try compiled()), file: "UIKitSegmentsBarsAndDetectors.nib"))
    }

    /// The fixture compiled and decompiled: its elements, by name.
    static func decompiled() throws -> [String: [NibElement]] {
        let document = try NibDocument(data: Data(try compiled()), file: "UIKitSegmentsBarsAndDetectors.nib")
        var found: [String: [NibElement]] = [:]
        document.root.forEachDescendant { found[$0.name, default: []].append($0) }
        return found
    }

    /// The objects of the array a key of `object` references.
    static func members(_ key: String, of object: ArchiveGraph.Object, in graph: ArchiveGraph) -> [ArchiveGraph.Object]
    {
        GraphReading.members(key, of: object, in: graph).compactMap { graph[$0] }
    }

    @Test func theFixtureCompilesWithNothingLeftOut() throws {
        let parts = DocumentCompiler().unarchivedParts(of: try NibDocument(contentsOfFile: Self.fixture))
        #expect(parts.map { "\($0.element) \($0.part)" } == [])
    }

    @Test func aSegmentedControlsSegmentsAreUISegmentsWithTheirTitleWidthStyleAndPosition() throws {
        let graph = try Self.graph()
        let controls = graph.objects.filter { $0.className == "UISegmentedControl" }
        #expect(controls.count == 2)
        let three = try #require(controls.first { Self.members("UISegments", of: $0, in: graph).count == 3 })
        let segments = Self.members("UISegments", of: three, in: graph)
        #expect(
            segments.allSatisfy { $0.className == "UISegment" && $0.value(forKey: "UISegmentStyle") == .integer(5) })
        #expect(
            segments.map { GraphReading.text($0.value(forKey: "UISegmentInfo"), in: graph) } == [
                "Day", "Week", "Month",
            ])
        // Left, center, right; a width only where the document gives one.
        #expect(segments.map { $0.value(forKey: "UISegmentPosition") } == [.integer(1), .integer(2), .integer(3)])
        #expect(segments.map { $0.value(forKey: "UISegmentWidth") } == [nil, .float(90), nil])
        // No selected segment is -1, which UIKit's coder writes too.
        #expect(three.value(forKey: "UISelectedSegmentIndex") == .integer(-1))
        let one = try #require(controls.first { Self.members("UISegments", of: $0, in: graph).count == 1 })
        let only = Self.members("UISegments", of: one, in: graph)
        #expect(only.map { $0.value(forKey: "UISegmentPosition") } == [.integer(4)])
        #expect(one.value(forKey: "UISelectedSegmentIndex") == .integer(0))
    }

    @Test func decompiledSegmentsComeBackWithTheirTitlesAndWidth() throws {
        let found = try Self.decompiled()
        #expect((found["segment"] ?? []).map { $0[attribute: "title"] } == ["Day", "Week", "Month", "Only"])
        #expect((found["segment"] ?? []).map { $0[attribute: "width"] } == [nil, "90", nil, nil])
        let selected = (found["segmentedControl"] ?? []).map { $0[attribute: "selectedSegmentIndex"] }
        #expect(selected == [nil, "0"])
    }

    @Test func aTextViewsDataDetectorsAreUIDataDetectorTypesBitsLeftOutWhenNone() throws {
        let graph = try Self.graph()
        let views = graph.objects.filter { $0.className == "UITextView" }
        #expect(views.map { $0.value(forKey: "UIDataDetectorTypes") } == [.integer(3), nil])
        let detectors = try #require(try Self.decompiled()["dataDetectorType"])
        #expect(detectors.count == 1)
        #expect(detectors.first?[attribute: "phoneNumber"] == "YES")
        #expect(detectors.first?[attribute: "link"] == "YES")
        #expect(detectors.first?[attribute: "address"] == nil)
    }

    @Test func aCollectionViewsPrefetchingIsArchivedOnlyWhenOff() throws {
        let graph = try Self.graph()
        let view = try #require(graph.objects.first { $0.className == "UICollectionView" })
        #expect(view.value(forKey: "UICollectionViewPrefetchingEnabled") == .boolean(false))
        #expect(try Self.decompiled()["collectionView"]?.first?[attribute: "prefetchingEnabled"] == "NO")
    }

    @Test func aNavigationItemsLargeTitleModeIsAlwaysArchivedAndItsBarButtonItemsAreAnArray() throws {
        let graph = try Self.graph()
        let items = graph.objects.filter { $0.className == "UINavigationItem" }
        #expect(items.map { $0.value(forKey: "UILargeTitleDisplayMode") } == [.integer(2), .integer(0)])
        let right = items.map { Self.members("UIRightBarButtonItems", of: $0, in: graph).count }
        #expect(right == [2, 0])
        let found = try Self.decompiled()
        #expect((found["navigationItem"] ?? []).map { $0[attribute: "largeTitleDisplayMode"] } == ["never", nil])
        #expect(found["rightBarButtonItems"]?.first?.children.count == 2)
    }

    @Test func aControllersToolbarItemsAreArchivedAndComeBack() throws {
        let graph = try Self.graph()
        let controller = try #require(graph.objects.first { $0.className == "UIViewController" })
        let items = Self.members("UIToolbarItems", of: controller, in: graph)
        #expect(items.map(\.className) == ["UIBarButtonItem", "UIBarButtonItem", "UIBarButtonItem"])
        let toolbarItems = try #require(try Self.decompiled()["toolbarItems"]?.first)
        #expect(toolbarItems.children.map { $0[attribute: "title"] } == ["Share", nil, "Delete"])
    }

    @Test func aButtonStatesAttributedTitleIsItsContentsUIAttributedTitle() throws {
        let graph = try Self.graph()
        let content = try #require(graph.objects.first { $0.className == "UIButtonContent" })
        guard case .reference(let title)? = content.value(forKey: "UIAttributedTitle") else {
            Issue.record("the state has no UIAttributedTitle")
            return
        }
        #expect(graph[title]?.className == "NSMutableAttributedString")
        let found = try Self.decompiled()
        let button = try #require(found["button"]?.first)
        #expect(button[attribute: "hasAttributedTitle"] == "YES")
        let state = try #require(button.children.first { $0.name == "state" })
        let text = try #require(state.child(forKey: "attributedTitle"))
        #expect(text.children.first?[attribute: "content"] == "REFRESH")
    }

    @Test func aRunsOriginalFontIsArchivedBesideItsFontAndComesBack() throws {
        let found = try Self.decompiled()
        let fonts = (found["font"] ?? []).map { $0[attribute: "key"] }
        // The button's title and the label's text: each run keeps both fonts.
        #expect(fonts.filter { $0 == "NSOriginalFont" }.count == 2)
        #expect(fonts.filter { $0 == "NSFont" }.count == 2)
    }
}
