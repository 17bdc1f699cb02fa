import Foundation
import NibModel
import NibTestSupport
import Testing

/// ``DecompileReport``: what decompiling leaves out, by archived class and key, on the corpus's
/// Apple-compiled pairs.
@Suite(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
struct DecompileReportTests {
    static func pair(_ name: String) -> String {
        TestPaths.corpus!.appendingPathComponent("pairs/macos/\(name)").path
    }

    /// Pinned: the keys of `sb_basic_wc.storyboardc` (three nibs) the vocabulary does not read yet.
    @Test func aSmallStoryboardPairsUnmappedKeysAreCounted() throws {
        let report = try DecompileReport(contentsOfFile: Self.pair("sb_basic_wc.storyboardc"))
        let lines = report.entries.map { "\($0.count) \($0.archivedClass) \($0.key ?? "-")" }
        #expect(
            lines == [
                "1 NSMenuItem NSAction", "1 NSWindowTemplate NSMaxFullScreenContentSize",
                "1 NSWindowTemplate NSMaxSize", "1 NSWindowTemplate NSMinFullScreenContentSize",
                // The frame's minimum size, which the compiler derives from the content's
                // (`NSWindowContentMinSize`, which the vocabulary reads) as it does the maximum.
                "1 NSWindowTemplate NSMinSize", "1 NSWindowTemplate NSWindowBacking",
            ])
        #expect(report.total == 6)
        #expect(report.files == [Self.pair("sb_basic_wc.storyboardc")])
        #expect(report.text.hasSuffix("6 unmapped in 6 kinds, 1 document\n"))
        // Structure the tree says is not reported: a menu item's menu (its parent), its target
        // (the submenu it holds), a storyboard's view nib names and proxies.
        #expect(!lines.contains { $0.hasSuffix(" NSMenu") || $0.contains("NSTarget") || $0.contains("NSNibName") })
    }

    @Test func classesNoRuleCoversAreCountedByClass() throws {
        let report = try DecompileReport(contentsOfFile: Self.pair("sb_toolbar.storyboardc"))
        let uncovered = report.entries.filter { $0.key == nil }.map(\.archivedClass)
        #expect(uncovered.contains("NSToolbarFlexibleSpaceItem"))
        #expect(uncovered.contains("NSToolbarSpaceItem"))
        #expect(!uncovered.contains("NSCustomObject"), "an object with only its class name loses nothing")
    }

    @Test func aTotalAddsTheDocumentsAndTheirCounts() throws {
        var total = try DecompileReport(contentsOfFile: Self.pair("sb_basic_wc.storyboardc"))
        let other = try DecompileReport(contentsOfFile: Self.pair("button_shadowless.nib"))
        #expect(other.total > 0)
        let before = total.total
        total.add(other)
        #expect(total.total == before + other.total)
        #expect(total.files.count == 2)
        #expect(total.text.hasSuffix("\(total.total) unmapped in \(total.entries.count) kinds, 2 documents\n"))
        let decoded = try JSONDecoder().decode(DecompileReport.self, from: JSONEncoder().encode(total))
        #expect(decoded == total)
    }

    @Test func aSourceDocumentHasNothingToReport() throws {
        let report = try DecompileReport(contentsOfFile: Self.pair("sb_basic_wc.storyboard"))
        #expect(report.entries.isEmpty)
        #expect(report.total == 0)
        #expect(throws: NibParseError.self) { try DecompileReport(contentsOfFile: Self.pair("no-such.nib")) }
    }

    @Test func damagedArchivesAreLocatedErrorsNotCrashes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DecompileReport-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Data(contentsOf: URL(fileURLWithPath: Self.pair("button_shadowless.nib")))
        for cut in stride(from: 12, to: original.count, by: max(1, original.count / 40)) {
            let file = folder.appendingPathComponent("cut\(cut).nib")
            try original.prefix(cut).write(to: file)
            // Either a report or a located error; never a crash.
            if let report = try? DecompileReport(contentsOfFile: file.path) { #expect(report.total >= 0) }
        }
    }
}
