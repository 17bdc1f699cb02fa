import Foundation
import NibTestSupport
import Testing

@testable import NibModel

/// ``DecompileReport``: what decompiling leaves out, by archived class and key, on the corpus's
/// Apple-compiled pairs.
@Suite(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
struct DecompileReportTests {
    static func pair(_ name: String) -> String {
        TestPaths.corpus!.appendingPathComponent("pairs/macos/\(name)").path
    }

    /// Pinned: the keys of `test_path_control.nib` the vocabulary does not read yet; the three
    /// nibs of `sb_basic_wc.storyboardc` have none left.
    @Test func aPairsUnmappedKeysAreCounted() throws {
        let report = try DecompileReport(contentsOfFile: Self.pair("test_path_control.nib"))
        let lines = report.entries.map { "\($0.count) \($0.archivedClass) \($0.key ?? "-")" }
        #expect(lines == ["1 NSPathCell NSPathComponentCells", "1 NSPathControl NSDragTypes"])
        #expect(report.total == 2)
        #expect(report.files == [Self.pair("test_path_control.nib")])
        #expect(report.text.hasSuffix("2 unmapped in 2 kinds, 1 document\n"))
        let storyboard = try DecompileReport(contentsOfFile: Self.pair("sb_basic_wc.storyboardc"))
        #expect(storyboard.entries.isEmpty, "\(storyboard.text)")
        #expect(storyboard.text == "0 unmapped in 0 kinds, 1 document\n")
    }

    /// What ibtool computes from the rest of the document is no gap: a window's frame size
    /// limits and backing, a menu item's action, constraints' `V2` copies, a stack view's
    /// connector and alignment, an empty menu, a 10.4 number formatter's 10.0 keys.
    @Test(arguments: ["sb_basic_wc.storyboardc", "test19_layouts.nib", "popup_empty.nib", "numfmt_decimal.nib"])
    func keysIbtoolDerivesAreNotReported(_ name: String) throws {
        let report = try DecompileReport(contentsOfFile: Self.pair(name))
        for entry in report.entries {
            let key = entry.key ?? "-"
            #expect(!IBVocabulary.isDerived(key: key, archivedClass: entry.archivedClass), "\(name): \(key)")
            #expect(!["NSMinSize", "NSMaxSize", "NSWindowBacking", "NSFirstAttributeV2", "NSMenuItems"].contains(key))
            #expect(!(entry.archivedClass.hasSuffix("Formatter") && key.hasPrefix("NS.")), "\(name): \(key)")
            #expect(entry.archivedClass != "NSNibConnector", "\(name): a stack view's connector")
        }
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
        let other = try DecompileReport(contentsOfFile: Self.pair("pred_compound_chain.nib"))
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
