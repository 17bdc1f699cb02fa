import Foundation
import NibTestSupport
import Testing

/// `nibdump compare-nib`: exit statuses 0 same, 1 different, 2 unreadable; text and JSON.
@Suite(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
struct CompareNibCommandTests {
    let run = NibDumpEndToEndTests()

    private func pair(_ name: String) throws -> String {
        let corpus = try #require(TestPaths.corpus)
        return corpus.appendingPathComponent("pairs/macos/\(name)").path
    }

    @Test func sameDifferentAndUnreadable() throws {
        let nib = try pair("button_shadowless.nib")
        let same = try run.nibdump("compare-nib", nib, nib)
        #expect(same.status == 0)
        #expect(same.stdout.hasPrefix("same: ") && same.stdout.hasSuffix(" objects\n"), "\(same.stdout)")

        let different = try run.nibdump("compare-nib", nib, try pair("checkbox_hugging.nib"))
        #expect(different.status == 1)
        #expect(different.stdout.contains("root.IB.objectdata.NSObjectsKeys"), "\(different.stdout)")

        let broken = try run.temporaryFile("Broken.nib", "NIBArchive")
        let unreadable = try run.nibdump("compare-nib", nib, broken)
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("Broken.nib"))
    }

    @Test func jsonReportIsVersioned() throws {
        let storyboard = try pair("sb_basic_wc.storyboardc")
        let result = try run.nibdump("compare-nib", "--format", "json", storyboard, storyboard)
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["serializationVersion"] as? Int == 1)
        #expect(json?["same"] as? Bool == true)
        #expect((json?["differences"] as? [Any])?.isEmpty == true)
    }
}
