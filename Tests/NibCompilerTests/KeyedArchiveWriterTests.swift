import Foundation
import NibModel
import Testing

@testable import NibCompiler

@Suite struct KeyedArchiveWriterTests {
    /// Every keyed-archive nib of the corpus (binary and XML): read, converted, written as a
    /// binary keyed archive, read back, compared.
    @Test func everyCorpusKeyedArchiveRoundTrips() throws {
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
