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
        ("scrollview_table", 4), ("sv16b", 5), ("sv_nohs_small_vs", 2), ("table_5col_reverseseq", 1),
        ("test_6col", 11), ("test_table_1col_autohide", 2), ("test_table_header_first_col", 5),
        ("test_table_no_header", 6), ("test_table_vignettes", 5), ("test_outline_indent", 4),
        ("outline_2col_default", 1), ("outline_autohide_header", 1), ("test_sort_desc", 1),
        ("test_date_formatter", 4), ("test7_clipview", 3), ("tabview_scrollview_chain", 10),
        ("datacell_customclass", 0), ("test12_text_view_border", 9), ("textview_attributedstring", 5),
        ("textview_multiattr", 5),
    ]

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func everyTablePairCompilesWithinItsPinnedDifferences() throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        for pair in Self.pairs {
            let source = folder.appendingPathComponent(pair.name + ".xib").path
            let apple = folder.appendingPathComponent(pair.name + ".nib").path
            let document = try NibDocument(contentsOfFile: source)
            let reference = ArchiveGraph(try CompiledArchive(contentsOfFile: apple))
            let options = CompileOptions(colorProfiles: BuildMachineProfiles.profiles(in: reference))
            let graph = try DocumentCompiler(options: options).graph(for: document)
            let comparison = ArchiveComparison(reference, graph, options: .init(maxDifferences: 10_000))
            #expect(
                comparison.differences.count <= pair.maxDifferences,
                "\(pair.name): \(comparison.differences.count) differences")
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
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
