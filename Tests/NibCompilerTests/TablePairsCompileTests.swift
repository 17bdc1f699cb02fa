import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// The tables family's pairs (scroll, clip and header views, scrollers, tables, outlines,
/// columns, text views in scroll views): each compiles, and differs from Apple's nib in at most
/// the differences pinned here (a ratchet: lower a number when the compiler learns a fact),
/// compiled with the ICC profiles of the machine that built Apple's nib.
@Suite struct TablePairsCompileTests {
    /// Each pair and the most differences it may still have from Apple's graph.
    static let pairs: [(name: String, maxDifferences: Int)] = [
        ("test_date_formatter", 2), ("textview_attributedstring", 3), ("textview_multiattr", 3),
    ]

    /// The pairs whose graph is Apple's.
    static let samePairs = [
        "scrollview_table", "sv16b", "sv_nohs_small_vs", "table_5col_reverseseq", "test_6col",
        "test_table_1col_autohide", "test_table_header_first_col", "test_table_no_header", "test_table_vignettes",
        "test_outline_indent", "outline_2col_default", "outline_autohide_header", "test_sort_desc", "test7_clipview",
        "tabview_scrollview_chain", "datacell_customclass", "test12_text_view_border", "nkv_simple",
        "test10_next_key",
    ]

    /// Compares the compiled graph of a pair with Apple's nib.
    static func comparison(of name: String) throws -> ArchiveComparison {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent(name + ".xib").path)
        let reference = ArchiveGraph(
            try CompiledArchive(contentsOfFile: folder.appendingPathComponent(name + ".nib").path))
        let options = CompileOptions(colorProfiles: BuildMachineProfiles.profiles(in: reference))
        let graph = try DocumentCompiler(options: options).graph(for: document)
        return ArchiveComparison(reference, graph, options: .init(maxDifferences: 10_000))
    }

    @Test(
        .enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"),
        arguments: samePairs)
    func aTableFamilyPairCompilesToApplesGraph(_ name: String) throws {
        let comparison = try Self.comparison(of: name)
        #expect(comparison.differences.isEmpty, "\(name): \(comparison.differences.prefix(5))")
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func everyTablePairCompilesWithinItsPinnedDifferences() throws {
        for pair in Self.pairs {
            let comparison = try Self.comparison(of: pair.name)
            #expect(
                comparison.differences.count <= pair.maxDifferences,
                "\(pair.name): \(comparison.differences.count) differences")
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aTablesFlagsAreASigned32BitWordWithIbtoolsBits() throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent("test_table_no_header.xib").path)
        let graph = try DocumentCompiler().graph(for: document)
        let table = try #require(graph.objects.first { $0.className == "NSTableView" })
        guard case .integer(let flags, _)? = table.value(forKey: "NSTvFlags") else {
            Issue.record("no NSTvFlags")
            return
        }
        // Reordering, resizing, empty and multiple selection, autosave, bit 25, and the table
        // wider than its clip view (bits 21-22 = 3): Apple's -614465536.
        #expect(flags == -614_465_536)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aTableFillsItsClipViewAndItsLastColumnFitsItLessNinePoints() throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        // sv16b: a 585-point table and its 542-point column in a scroll view whose visible
        // vertical scroller leaves the clip view 568 points.
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent("sv16b.xib").path)
        let graph = try DocumentCompiler().graph(for: document)
        let column = try #require(graph.objects.first { $0.className == "NSTableColumn" })
        #expect(column.value(forKey: "NSWidth") == .double(556))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aTabViewLeadsThroughItsSelectedViewsKeyViewLoopInReadingOrder() throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent("nkv_simple.xib").path)
        let graph = try DocumentCompiler().graph(for: document)
        func title(_ id: ArchiveGraph.ObjectID) -> String? {
            guard case .reference(let cell)? = graph[id]?.value(forKey: "NSCell"),
                case .reference(let text)? = graph[cell]?.value(forKey: "NSContents"),
                case .data(let bytes)? = graph[text]?.value(forKey: "NS.bytes")
            else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        let tabIndex = try #require(graph.objects.firstIndex { $0.className == "NSTabView" })
        let tabView = ArchiveGraph.ObjectID(tabIndex)
        var titles: [String] = []
        var current = tabView
        for _ in 0..<8 {
            guard case .conditionalReference(let next)? = graph[current]?.value(forKey: "NSNextKeyView") else { break }
            current = next
            if current == tabView { break }
            if let title = title(current) { titles.append(title) }
        }
        #expect(titles == ["A", "B", "C"])
        #expect(current == tabView)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aTableHeaderViewSitsInAHeaderClipViewAndNamesItsTable() throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent("test_sort_desc.xib").path)
        let graph = try DocumentCompiler().graph(for: document)
        let scrollViews = graph.objects.filter { $0.className == "NSScrollView" }
        #expect(scrollViews.count == 1)
        let scrollView = try #require(scrollViews.first)
        guard case .reference(let clip)? = scrollView.value(forKey: "NSHeaderClipView"),
            case .reference(let header)? = graph[clip]?.value(forKey: "NSDocView"),
            case .reference(let table)? = graph[header]?.value(forKey: "NSTableView")
        else {
            Issue.record("no header clip view, header or table")
            return
        }
        #expect(graph[header]?.className == "NSTableHeaderView")
        #expect(graph[table]?.className == "NSTableView")
        #expect(scrollView.value(forKey: "NSHeaderView") == nil)
    }
}
