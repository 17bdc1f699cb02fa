import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// The pairs the other families' tests leave out, each made the same graph as Apple's once
/// compiled with the ICC profiles of the machine that built Apple's nib (the profiles are taken
/// from Apple's nib, as `nibdump extract-color-profiles` does).
@Suite struct RemainingPairsTests {
    /// Our graph of `name.xib` compared with Apple's `name.nib`.
    private func compare(_ name: String) throws -> ArchiveComparison {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let apple = ArchiveGraph(
            try CompiledArchive(contentsOfFile: folder.appendingPathComponent(name + ".nib").path))
        let options = CompileOptions(colorProfiles: BuildMachineProfiles.profiles(in: apple))
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent(name + ".xib").path)
        let ours = try DocumentCompiler(options: options).graph(for: document)
        return ArchiveComparison(apple, ours, options: .init(maxDifferences: 10_000))
    }

    /// Eight views whose constraints come in pairs alike but for the views they name: the
    /// comparison pairs each constraint with its own, whatever order either side writes keys in.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func constraintsAlikeButForTheirViewsCompileAsApplesDo() throws {
        let comparison = try compare("test21_masktranslate")
        #expect(comparison.isSame, "\(comparison.differences.prefix(5).map(\.description))")
    }

    /// An Xcode 8 document's progress indicator: the flags ibtool always sets and the bezel's,
    /// a layer host and vertical hugging by default, no minimum or value at 0; its text field
    /// allows the character picker, which Xcode 8.2's documents did not write.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func xcode8ProgressIndicatorAndTextFieldCompileAsApplesDo() throws {
        let comparison = try compare("blocklist_big")
        #expect(comparison.isSame, "\(comparison.differences.prefix(5).map(\.description))")
    }

    /// NSApplicationIcon is archived at ibtool's own icon's 32 by 32, not the 128 by 128 the
    /// document's resources give it.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func applicationIconIsArchivedAtIbtoolsOwnSize() throws {
        let comparison = try compare("test3")
        #expect(comparison.isSame, "\(comparison.differences.prefix(5).map(\.description))")
    }
}
