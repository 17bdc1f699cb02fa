import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Interface Builder 3's legacy xibs compile like modern ones: the reader gives them the same
/// model, read through the same vocabulary.
@Suite struct LegacyXibCompileTests {
    /// Every well-formed legacy xib of the corpus compiles or is refused at a located element,
    /// and what compiles reads back to its source's connections.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func everyLegacyXibCompilesOrIsRefusedAtALocatedElement() throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("xib-legacy")
        var compiled = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".xib") || file.hasSuffix(".nib") {
            guard let source = try? NibDocument(contentsOfFile: folder.appendingPathComponent(file).path),
                case .legacyXIB = source.format
            else { continue }
            let bytes: [UInt8]
            do {
                bytes = try DocumentCompiler().compile(source)
            } catch {
                #expect(error.location.line > 0, "\(file): \(error)")
                continue
            }
            compiled += 1
            let back = try NibDocument(data: Data(bytes), file: "\(file).nib")
            #expect(
                Set(back.connections.compactMap(\.label)) == Set(source.connections.compactMap(\.label)), "\(file)")
        }
        // 11 of the 25 when the legacy reader carried only titles, tags and frames (a box's
        // subviews were left out of its content view, panels were refused); 17 before number
        // formatters were read.
        #expect(compiled >= 25)
    }

    /// A legacy cell's font, flags and title reach the compiled nib.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aLegacyCellsSettingsAreArchived() throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent(
            "xib-legacy/growl__growl__Extras_GrowlTunes_Resources_FormattedItem.xib")
        let graph = try DocumentCompiler().graph(for: NibDocument(contentsOfFile: path.path))
        let cells = GraphReading.objects("NSTextFieldCell", in: graph)
        let title = try #require(
            cells.first { GraphReading.text($0.value(forKey: "NSContents"), in: graph) == "title" })
        let font = try #require(GraphReading.target("NSSupport", of: title, in: graph))
        #expect(GraphReading.text(font.value(forKey: "NSName"), in: graph) == "LucidaGrande-Bold")
        // Truncating tail (NSCellFlags2 0x800) and single line mode (0x40).
        let flags = try #require(GraphReading.integer(title.value(forKey: "NSCellFlags2")))
        #expect(flags & 0xE00 == 0x800 && flags & 0x40 == 0x40)
        #expect(GraphReading.objects("NSBox", in: graph).count == 1)
        #expect(GraphReading.objects("NSImageView", in: graph).count == 1)
    }
}
