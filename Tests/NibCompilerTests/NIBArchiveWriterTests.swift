import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

@Suite struct NIBArchiveWriterTests {
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project")) func corpusHasArchives()
    {
        #expect(CorpusArchives.nibArchives.count >= 100)
    }

    /// Every corpus NIBArchive: read, converted, written, read back, compared; and counted byte for byte.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func everyCorpusNIBArchiveRoundTrips() throws {
        var identical = 0
        var same = 0
        var failures: [String] = []
        var differing: [String] = []
        for path in CorpusArchives.nibArchives {
            let original = try CorpusArchives.bytes(path)
            let archive = try CompiledArchive(data: Data(original), file: path)
            let graph = ArchiveGraph(archive)
            let written = try NIBArchiveWriter().write(graph)
            if written == original { identical += 1 } else { differing.append(path) }
            let reread = try CompiledArchive(data: Data(written), file: path)
            let comparison = ArchiveComparison(ArchiveGraph(archive), ArchiveGraph(reread))
            if comparison.isSame {
                same += 1
            } else {
                failures.append("\(path): \(comparison.differences.prefix(3).map(\.description))")
            }
        }
        print(
            "NIBArchive round trip: \(same) of \(CorpusArchives.nibArchives.count) the same graph, \(identical) byte-identical"
        )
        #expect(failures.isEmpty, "\(failures)")
        #expect(differing.isEmpty, "not byte-identical: \(differing)")
    }
}
