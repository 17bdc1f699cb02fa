import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

@Suite struct StoryboardComparisonTests {
    /// The compiled storyboards of the pairs.
    static let storyboards: [String] = {
        guard let corpus = TestPaths.corpus else { return [] }
        let root = corpus.appendingPathComponent("pairs/macos")
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboardc") }.map { root.appendingPathComponent($0).path }.sorted()
    }()

    /// A copy of `storyboard` in a fresh folder, its `Info.plist` changed by `edit`, its nibs
    /// filtered by `keepsNib`.
    private func copy(
        _ storyboard: String, keepsNib: (String) -> Bool = { _ in true },
        edit: (inout [CompiledArchive.Entry]) -> Void
    ) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("compare-\(UUID().uuidString)/X.storyboardc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: storyboard) where name != "Info.plist" {
            guard keepsNib(name) else { continue }
            try FileManager.default.copyItem(
                atPath: storyboard + "/" + name, toPath: folder.appendingPathComponent(name).path)
        }
        let info = storyboard + "/Info.plist"
        let value = try CompiledArchive.propertyListValue(bytes: try CorpusArchives.bytes(info), file: info)
        guard case .dictionary(var entries) = value else { throw CocoaError(.fileReadCorruptFile) }
        edit(&entries)
        var writer = BinaryPropertyListWriter()
        let top = write(.dictionary(entries), into: &writer)
        try Data(writer.bytes(top: top)).write(to: folder.appendingPathComponent("Info.plist"))
        return folder.path
    }

    private func write(_ value: CompiledArchive.Value, into writer: inout BinaryPropertyListWriter) -> Int {
        switch value {
        case .string(let text): return writer.scalar(.string(text))
        case .integer(let number): return writer.scalar(.integer(number))
        case .dictionary(let entries):
            let node = writer.reserve()
            let keys = entries.map { writer.scalar(.string($0.key)) }
            let values = entries.map { write($0.value, into: &writer) }
            writer.fill(node, with: .dictionary(keys: keys, values: values))
            return node
        default: return writer.scalar(.null)
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func everyCompiledStoryboardIsTheSameAsItself() throws {
        #expect(Self.storyboards.count == 6)
        for storyboard in Self.storyboards {
            let comparison = try ArchiveComparison(contentsOfFile: storyboard, storyboard)
            #expect(comparison.isSame, "\(storyboard): \(comparison.differences)")
            #expect(comparison.reachableObjects.left > 50)
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func newUUIDsAreTheSameOtherInfoChangesAndMissingNibsAreNot() throws {
        let storyboard = try #require(Self.storyboards.first { $0.hasSuffix("sb_basic_wc.storyboardc") })
        let renewed = try copy(storyboard) { entries in
            for index in entries.indices where entries[index].key == "NSViewControllerIdentifiersToUUIDs" {
                entries[index].value = .dictionary([.init(key: "NSWindowController-wc1-00-001", value: .string("X"))])
            }
        }
        #expect(try ArchiveComparison(contentsOfFile: storyboard, renewed).isSame)

        let otherEntry = try copy(storyboard, keepsNib: { $0 != "MainMenu.nib" }) { entries in
            for index in entries.indices where entries[index].key == "NSStoryboardDesignatedEntryPointIdentifier" {
                entries[index].value = .string("MainMenu")
            }
            entries.removeAll { $0.key == "NSStoryboardVersion" }
        }
        let comparison = try ArchiveComparison(contentsOfFile: storyboard, otherEntry)
        #expect(
            comparison.differences.map(\.description) == [
                "MainMenu.nib: present vs missing",
                #"Info.plist:NSStoryboardDesignatedEntryPointIdentifier: "NSWindowController-wc1-00-001" vs "MainMenu""#,
                "Info.plist:NSStoryboardVersion: only on the left (1)",
            ])
    }
}
