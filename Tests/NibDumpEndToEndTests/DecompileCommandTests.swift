import Foundation
import NibTestSupport
import Testing

/// `nibdump decompile`: a `.storyboardc` becomes one storyboard; `--report` lists what is not
/// mapped, as text or JSON, and totals several documents.
@Suite(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
struct DecompileCommandTests {
    let run = NibDumpEndToEndTests()

    private func pair(_ name: String) throws -> String {
        let corpus = try #require(TestPaths.corpus)
        return corpus.appendingPathComponent("pairs/macos/\(name)").path
    }

    @Test func aStoryboardcDecompilesToAStoryboardThatReadsBack() throws {
        let result = try run.nibdump("decompile", try pair("sb_basic_wc.storyboardc"))
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"initialViewController="wc1-00-001""#))
        #expect(result.stdout.contains(#"<segue destination="vc1-00-001" kind="relationship""#))
        let file = try run.temporaryFile("Basic.storyboard", result.stdout)
        let connections = try run.nibdump("connections", file)
        #expect(connections.status == 0)
        #expect(connections.stdout.contains("segue"), "\(connections.stdout)")
    }

    @Test func theReportListsClassesAndKeysWithCountsAndATotal() throws {
        let one = try run.nibdump("decompile", "--report", try pair("test_path_control.nib"))
        #expect(one.status == 0)
        #expect(one.stdout.contains("     1  NSPathControl  NSDragTypes\n"), "\(one.stdout)")
        #expect(one.stdout.hasSuffix("2 unmapped in 2 kinds, 1 document\n"))

        let json = try run.nibdump(
            "decompile", "--report", "--format", "json", try pair("test_path_control.nib"),
            try pair("test_path_control.nib"))
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["serializationVersion"] as? Int == 1)
        #expect((object?["files"] as? [String])?.count == 2)
        let entries = try #require(object?["entries"] as? [[String: Any]])
        #expect(entries.first?["count"] as? Int == 2, "the total of both documents")
        #expect(entries.reduce(0) { $0 + ($1["count"] as? Int ?? 0) } == 4)
    }

    @Test func misuseIsAUsageErrorAndAnUnreadableDocumentFails() throws {
        let two = try run.nibdump("decompile", try pair("sb_basic_wc.storyboardc"), try pair("sb_toolbar.storyboardc"))
        #expect(two.status == 64)
        let broken = try run.temporaryFile("Broken.nib", "NIBArchive")
        let unreadable = try run.nibdump("decompile", "--report", broken)
        #expect(unreadable.status == 1)
        #expect(unreadable.stderr.contains("Broken.nib"))
    }
}
