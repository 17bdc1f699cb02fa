import Foundation
import NibModel
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

    @Test func brokenSharingIsReported() {
        var variation = SampleGraphs.Variation()
        variation.sharesTitle = false
        #expect(
            differences(variation) == [
                "root.IB.objectdata.NSObjectsKeys[0].NSWindowView.NSSubviews[0].NSCell.NSAlternateContents: sharing differs: the left object is the one at root.IB.objectdata.NSObjectsKeys[0].NSWindowView.NSSubviews[0].NSCell.NSContents vs a new right object",
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

    @Test func reportsAreCappedAndTheWalkStops() {
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
    @Test func corpusNibWithUnstableOrdersShuffled() throws {
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
    @Test func differentCorpusNibsDiffer() throws {
        let paths = CorpusArchives.nibArchives.filter { $0.contains("pairs/macos/") }.prefix(4)
        for (a, b) in zip(paths, paths.dropFirst()) {
            let comparison = ArchiveComparison(
                ArchiveGraph(try CompiledArchive(contentsOfFile: a)),
                ArchiveGraph(try CompiledArchive(contentsOfFile: b)))
            #expect(!comparison.isSame, "\(a) vs \(b)")
        }
    }
}
