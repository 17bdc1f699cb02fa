import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

@Suite struct ArchiveComparisonTests {
    private func differences(_ variation: SampleGraphs.Variation) -> [String] {
        ArchiveComparison(SampleGraphs.window(), SampleGraphs.window(variation)).differences.map(\.description)
    }

    @Test func sameGraphIsSame() {
        let comparison = ArchiveComparison(SampleGraphs.window(), SampleGraphs.window())
        #expect(comparison.isSame)
        #expect(comparison.reachableObjects.left == comparison.reachableObjects.right)
    }

    @Test func changedStringIsReportedAtItsPath() {
        var variation = SampleGraphs.Variation()
        variation.title = "Cancel"
        #expect(
            differences(variation) == [
                #"root.IB.objectdata.NSObjectsKeys[0].NSWindowView.NSSubviews[0].NSCell.NSContents: "OK" vs "Cancel""#
            ])
    }

    @Test func changedClassIsReported() {
        var variation = SampleGraphs.Variation()
        variation.buttonClass = "NSPopUpButton"
        #expect(
            differences(variation) == [
                "root.IB.objectdata.NSObjectsKeys[0].NSWindowView.NSSubviews[0]: class NSButton vs class NSPopUpButton"
            ])
    }

    @Test func droppedKeyIsReported() {
        var variation = SampleGraphs.Variation()
        variation.dropsOutletLabel = true
        #expect(
            differences(variation) == [
                #"root.IB.objectdata.NSConnections[0].NSLabel: only on the left ("okButton")"#,
                "root: 21 objects vs 20 objects",
            ])
    }

    @Test func keysOnlyTheLeftHoldsAtTheValueTheirAbsenceStandsForAreToldApart() {
        // GNUstep's archiver writes a menu item's nil and default keys, which today's ibtool and
        // the compiler leave out: nil, or the vocabulary's archived default, is told apart from
        // a value the right side lost.
        func graph(_ entries: [ArchiveGraph.Entry]) -> ArchiveGraph {
            var builder = ArchiveGraph.Builder()
            let item = builder.add("NSMenuItem", entries)
            let root = builder.add("$top", [.init("IB.objectdata", .reference(item))])
            return builder.build(root: root)
        }
        let left = graph([
            .init("NSTag", .integer(5)), .init("NSState", .integer(0)), .init("NSTarget", .null),
            .init("NSIsDisabled", .boolean(false)), .init("NSIndent", .integer(2)),
        ])
        let right = graph([.init("NSTag", .integer(5))])
        #expect(
            ArchiveComparison(left, right).differences.map(\.description) == [
                "root.IB.objectdata.NSState: only on the left, at the value its absence stands for (0)",
                "root.IB.objectdata.NSTarget: only on the left, at the value its absence stands for (nil)",
                "root.IB.objectdata.NSIsDisabled: only on the left, at the value its absence stands for (false)",
                "root.IB.objectdata.NSIndent: only on the left (2)",
            ])
    }

    @Test func brokenSharingOfEqualStringsIsReportedAsValuesSharedOtherwise() {
        // One string object on the left, two equal ones on the right: still a difference, told
        // apart from the sharing of other objects (an older Interface Builder archived a string
        // per use).
        var variation = SampleGraphs.Variation()
        variation.sharesTitle = false
        #expect(
            differences(variation) == [
                "root.IB.objectdata.NSObjectsKeys[0].NSWindowView.NSSubviews[0].NSCell.NSAlternateContents: equal values shared otherwise: the left object is the one at root.IB.objectdata.NSObjectsKeys[0].NSWindowView.NSSubviews[0].NSCell.NSContents vs a new right object",
                "root: 21 objects vs 22 objects",
            ])
    }

    @Test func reorderedConnectionsAndObjectTablesAreTheSame() {
        var variation = SampleGraphs.Variation()
        variation.reversesConnections = true
        variation.reversesObjects = true
        #expect(differences(variation) == [])
    }

    @Test func integerWidthsAndFloatRoundingDoNotMatter() {
        var variation = SampleGraphs.Variation()
        variation.labelWidth = .int64
        variation.fontSize = .float(13)
        #expect(differences(variation) == [])
        variation.fontSize = .double(13.5)
        #expect(
            differences(variation) == [
                "root.IB.objectdata.NSObjectsKeys[0].NSWindowView.NSSubviews[0].NSCell.NSSupport.NSSize: 13.0 vs 13.5"
            ])
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func reportsAreCappedAndTheWalkStops() {
        var options = ArchiveComparison.Options()
        options.maxDifferences = 1
        var variation = SampleGraphs.Variation()
        variation.title = "Cancel"
        variation.dropsOutletLabel = true
        let comparison = ArchiveComparison(SampleGraphs.window(), SampleGraphs.window(variation), options: options)
        #expect(comparison.differences.count == 1)
        #expect(comparison.isTruncated)
    }

    /// A corpus nib against itself with its connections and object tables reversed: the same;
    /// with one string changed: one difference, at its path.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func corpusNibWithUnstableOrdersShuffled() throws {
        let path = try #require(CorpusArchives.nibArchives.first { $0.hasSuffix("samples_correct_StatusBar.nib") })
        let graph = ArchiveGraph(try CompiledArchive(contentsOfFile: path))
        var shuffled = graph
        let data = try #require(graph.objects[graph.root.index].value(forKey: "IB.objectdata")?.referencedObject)
        for key in ["NSConnections", "NSObjectsKeys", "NSObjectsValues", "NSOidsKeys", "NSOidsValues"] {
            let collection = try #require(graph.objects[data.index].value(forKey: key)?.referencedObject)
            shuffled.objects[collection.index].entries =
                [graph.objects[collection.index].entries[0]]
                + graph.objects[collection.index].entries.dropFirst().reversed()
        }
        #expect(ArchiveComparison(graph, shuffled).differences.map(\.description) == [])
        #expect(ArchiveComparison(shuffled, graph).isSame)

        // One string changed: the menu item titled "Total Ratio" is renamed.
        let title = try #require(
            graph.objects.firstIndex { $0.entries.first?.value == .data(Array("Total Ratio".utf8)) })
        shuffled.objects[title].entries[0].value = .data(Array("Ratio".utf8))
        let differences = ArchiveComparison(graph, shuffled).differences.map(\.description)
        #expect(differences.count == 1)
        #expect(differences.first?.hasSuffix(#": "Total Ratio" vs "Ratio""#) == true)
    }

    /// Two different corpus nibs differ (the comparator is not vacuous).
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func differentCorpusNibsDiffer() throws {
        let paths = CorpusArchives.nibArchives.filter { $0.contains("pairs/macos/") }.prefix(4)
        for (a, b) in zip(paths, paths.dropFirst()) {
            let comparison = ArchiveComparison(
                ArchiveGraph(try CompiledArchive(contentsOfFile: a)),
                ArchiveGraph(try CompiledArchive(contentsOfFile: b)))
            #expect(!comparison.isSame, "\(a) vs \(b)")
        }
    }
}

@Suite struct ShuffledCorpusTests {
    /// Shuffles the elements of every collection the comparator treats as unordered (parallel
    /// tables row by row), as ibtool may order them differently from run to run.
    static func shuffled(_ graph: ArchiveGraph, seed: UInt64) -> ArchiveGraph {
        var generator = SplitMix64(seed: seed)
        var result = graph
        let options = ArchiveComparison.Options.default
        func elementPositions(_ id: ArchiveGraph.ObjectID) -> [Int] {
            graph.objects[id.index].entries.indices.filter {
                GraphMatcher.isElementKey(graph.objects[id.index].entries[$0].key)
            }
        }
        func permutation(_ count: Int) -> [Int] {
            var order = Array(0..<count)
            for index in order.indices.reversed() where index > 0 {
                order.swapAt(index, Int(generator.next() % UInt64(index + 1)))
            }
            return order
        }
        func apply(_ order: [Int], to id: ArchiveGraph.ObjectID) {
            let positions = elementPositions(id)
            guard positions.count == order.count else { return }
            let values = positions.map { graph.objects[id.index].entries[$0].value }
            for (slot, source) in zip(positions, order) {
                result.objects[id.index].entries[slot].value = values[source]
            }
        }
        for object in graph.objects {
            for entry in object.entries {
                guard options.unorderedKeys.contains(entry.key), let id = entry.value.referencedObject,
                    graph.contains(id)
                else { continue }
                apply(permutation(elementPositions(id).count), to: id)
            }
            for group in options.parallelUnorderedKeys {
                let ids = group.compactMap { object.value(forKey: $0)?.referencedObject }
                guard ids.count == group.count, Set(ids).count == ids.count else { continue }
                let counts = Set(ids.map { elementPositions($0).count })
                guard counts.count == 1, let count = counts.first else { continue }
                let order = permutation(count)
                for id in ids { apply(order, to: id) }
            }
        }
        return result
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func everyCorpusNIBArchiveWithUnstableOrdersShuffledIsTheSame() throws {
        var failures: [String] = []
        var changed = 0
        for path in CorpusArchives.nibArchives {
            let graph = ArchiveGraph(try CompiledArchive(contentsOfFile: path))
            for seed in 1...3 {
                let shuffled = Self.shuffled(graph, seed: UInt64(seed))
                if shuffled != graph { changed += 1 }
                let comparison = ArchiveComparison(graph, shuffled)
                if !comparison.isSame {
                    failures.append("\(path) seed \(seed): \(comparison.differences.prefix(2).map(\.description))")
                }
            }
        }
        #expect(changed > CorpusArchives.nibArchives.count * 2)
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(4))")
    }
}

extension ShuffledCorpusTests {
    /// Every object's keys in reverse order, its collection elements kept in theirs.
    static func keysReversed(_ graph: ArchiveGraph) -> ArchiveGraph {
        var result = graph
        for index in graph.objects.indices {
            let entries = graph.objects[index].entries
            let keyed = entries.filter { !GraphMatcher.isElementKey($0.key) }
            result.objects[index].entries = keyed.reversed() + entries.filter { GraphMatcher.isElementKey($0.key) }
        }
        return result
    }

    /// ibtool and the compiler write an object's keys in different orders: objects alike but
    /// for what they reference (two constraints of equal attributes and constants between
    /// other views, as in the pair test21_masktranslate) are still paired by those references,
    /// not crosswise, when the keys come in another order and the tables are shuffled.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func objectsWithKeysInAnotherOrderArePairedByWhatTheyReference() throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos/test21_masktranslate.nib").path
        let graph = ArchiveGraph(try CompiledArchive(contentsOfFile: path))
        for seed in 1...3 {
            let other = Self.shuffled(Self.keysReversed(graph), seed: UInt64(seed))
            let comparison = ArchiveComparison(graph, other)
            #expect(comparison.isSame, "seed \(seed): \(comparison.differences.prefix(3).map(\.description))")
        }
    }
}

@Suite struct NestedNibComparisonTests {
    private func inner(_ title: String, keys: [String]) throws -> [UInt8] {
        var builder = ArchiveGraph.Builder()
        let root = builder.add(
            "NSObject", [.init("Title", .reference(builder.string(title))), .init("Count", .integer(3))])
        var graph = builder.build(root: root)
        graph.layout = ArchiveGraph.Layout(coderVersion: 9, keys: keys)
        return try NIBArchiveWriter().write(graph)
    }

    private func outer(_ nib: [UInt8]) -> ArchiveGraph {
        var builder = ArchiveGraph.Builder()
        let root = builder.add("UINib", [.init("archiveData", .data(nib))])
        return builder.build(root: root)
    }

    /// A nib nested in a data value is compared as a graph: other bytes (another key order),
    /// the same graph, are the same; a changed string is found inside.
    @Test func nestedNibsAreComparedAsGraphs() throws {
        let a = try inner("Cell", keys: ["Title", "Count", "NS.bytes"])
        let b = try inner("Cell", keys: ["NS.bytes", "Count", "Title"])
        #expect(a != b)
        #expect(ArchiveComparison(outer(a), outer(b)).isSame)
        let c = try inner("Row", keys: [])
        #expect(
            ArchiveComparison(outer(a), outer(c)).differences.map(\.description) == [
                #"root.archiveData/root.Title: "Cell" vs "Row""#
            ])
        // Data that is no nib is compared byte for byte.
        #expect(
            ArchiveComparison(outer([1, 2]), outer([1, 3])).differences.map(\.description) == [
                "root.archiveData: <01 02> vs <01 03>"
            ])
    }
}
