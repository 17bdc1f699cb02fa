import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Graphs no compiler should make: cycles, chains deeper than any stack, dangling references.
/// Writers refuse or write them, the comparator compares them; nothing crashes.
@Suite struct HostileGraphTests {
    /// A chain `count` objects long, each referring to the next, the last to the first.
    private func chain(_ count: Int, className: String = "NSView") -> ArchiveGraph {
        var objects: [ArchiveGraph.Object] = []
        for index in 0..<count {
            objects.append(
                .init(className: className, entries: [.init("Next", .reference(.init((index + 1) % count)))]))
        }
        return ArchiveGraph(objects: objects, root: .init(0))
    }

    @Test func deepCyclicChainsAreWrittenAndCompared() throws {
        let graph = chain(100_000)
        for order in [NIBArchiveWriter.ObjectOrder.graph, .firstReference] {
            let bytes = try NIBArchiveWriter(options: .init(objectOrder: order)).write(graph)
            let reread = ArchiveGraph(try CompiledArchive(data: Data(bytes)))
            #expect(ArchiveComparison(graph, reread).isSame)
        }
        let keyed = try KeyedArchiveWriter().write(graph)
        #expect(keyed.starts(with: Array("bplist00".utf8)))
        let comparison = ArchiveComparison(graph, chain(100_000, className: "NSButton"))
        #expect(comparison.differences.map(\.description) == ["root: class NSView vs class NSButton"])
    }

    @Test func selfReferenceAndSharingCycles() {
        let selfLoop = ArchiveGraph(
            objects: [
                .init(className: "A", entries: [.init("Me", .reference(.init(0))), .init("Me2", .reference(.init(0)))])
            ],
            root: .init(0))
        let twoObjects = ArchiveGraph(
            objects: [
                .init(
                    className: "A", entries: [.init("Me", .reference(.init(0))), .init("Me2", .reference(.init(1)))]),
                .init(
                    className: "A", entries: [.init("Me", .reference(.init(0))), .init("Me2", .reference(.init(1)))]),
            ],
            root: .init(0))
        #expect(ArchiveComparison(selfLoop, selfLoop).isSame)
        let comparison = ArchiveComparison(selfLoop, twoObjects)
        #expect(!comparison.isSame)
        #expect(comparison.differences.contains { $0.kind == .sharing })
    }

    @Test func danglingReferencesAndMissingRootsAreReportedNotFollowed() {
        let dangling = ArchiveGraph(
            objects: [.init(className: "A", entries: [.init("R", .reference(.init(99)))])], root: .init(0))
        let fine = ArchiveGraph(
            objects: [.init(className: "A", entries: [.init("R", .reference(.init(0)))])], root: .init(0))
        #expect(!ArchiveComparison(dangling, fine).isSame)
        #expect(ArchiveComparison(ArchiveGraph(objects: [], root: .init(3)), fine).differences.count == 1)
        #expect(throws: ArchiveWriterError.self) { try KeyedArchiveWriter().write(dangling) }
    }

    @Test func deeplyNestedInlineValuesAreRefused() {
        var value = ArchiveGraph.Value.null
        for _ in 0..<1_000 { value = .array([value]) }
        let graph = ArchiveGraph(objects: [.init(className: "A", entries: [.init("Deep", value)])], root: .init(0))
        #expect(throws: ArchiveWriterError.self) { try KeyedArchiveWriter().write(graph) }
        #expect(throws: ArchiveWriterError.self) { try NIBArchiveWriter().write(graph) }
    }

    /// Random mutations of a real nib's graph: the writers and the comparator never crash.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func mutatedCorpusGraphsNeverCrash() throws {
        let path = try #require(CorpusArchives.nibArchives.first { $0.hasSuffix("samples_correct_StatusBar.nib") })
        let graph = ArchiveGraph(try CompiledArchive(contentsOfFile: path))
        var generator = SplitMix64(seed: 42)
        for _ in 0..<200 {
            var mutated = graph
            for _ in 0..<3 {
                let object = Int(generator.next() % UInt64(mutated.objects.count))
                guard !mutated.objects[object].entries.isEmpty else { continue }
                let entry = Int(generator.next() % UInt64(mutated.objects[object].entries.count))
                let target = Int(generator.next() % UInt64(mutated.objects.count + 2))
                mutated.objects[object].entries[entry].value =
                    switch generator.next() % 4 {
                    case 0: .reference(.init(target))
                    case 1: .null
                    case 2: .integer(Int64(bitPattern: generator.next()))
                    default: .data([])
                    }
            }
            _ = ArchiveComparison(graph, mutated)
            _ = ArchiveComparison(mutated, graph)
            if let bytes = try? NIBArchiveWriter(options: .init(objectOrder: .firstReference)).write(mutated) {
                #expect((try? CompiledArchive(data: Data(bytes))) != nil)
            }
            _ = try? KeyedArchiveWriter().write(mutated)
        }
    }
}

/// A small deterministic generator for the mutation test.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
