import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

@Suite struct KeyedArchiveWriterTests {
    /// Every keyed-archive nib of the corpus (binary and XML): read, converted, written as a
    /// binary keyed archive, read back, compared.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func everyCorpusKeyedArchiveRoundTrips() throws {
        #expect(CorpusArchives.keyedArchives.count >= 8)
        var same = 0
        var identical = 0
        var failures: [String] = []
        for path in CorpusArchives.keyedArchives {
            let original = try CorpusArchives.bytes(path)
            let graph = ArchiveGraph(try CompiledArchive(data: Data(original), file: path))
            let written = try KeyedArchiveWriter().write(graph)
            if written == original { identical += 1 }
            let reread = try CompiledArchive(data: Data(written), file: path)
            #expect(reread.format == .binaryKeyedArchive)
            let comparison = ArchiveComparison(graph, ArchiveGraph(reread))
            if comparison.isSame {
                same += 1
            } else {
                failures.append("\(path): \(comparison.differences.prefix(3).map(\.description))")
            }
            #expect(ArchiveGraph(reread).classChains == graph.classChains)
        }
        print(
            "Keyed-archive round trip: \(same) of \(CorpusArchives.keyedArchives.count) the same graph, \(identical) byte-identical"
        )
        #expect(failures.isEmpty, "\(failures)")
    }
}

@Suite struct KeyedArchiveTranslationTests {
    /// Every corpus NIBArchive written as a keyed archive (strings, numbers and collections
    /// in the keyed conventions), read back: the comparator, which compares across formats,
    /// calls it the same graph.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func everyCorpusNIBArchiveWrittenAsAKeyedArchiveIsTheSameGraph() throws {
        var same = 0
        var failures: [String] = []
        for path in CorpusArchives.nibArchives {
            let graph = ArchiveGraph(try CompiledArchive(contentsOfFile: path))
            let written = try KeyedArchiveWriter().write(graph)
            let reread = ArchiveGraph(try CompiledArchive(data: Data(written)))
            let comparison = ArchiveComparison(graph, reread)
            if comparison.isSame {
                same += 1
            } else {
                failures.append("\(path): \(comparison.differences.prefix(3).map(\.description))")
            }
        }
        print("NIBArchive → keyed archive: \(same) of \(CorpusArchives.nibArchives.count) the same graph")
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
