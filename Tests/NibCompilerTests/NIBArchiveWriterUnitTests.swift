import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

@Suite struct NIBArchiveWriterUnitTests {
    @Test func varintsMarkTheLastByte() {
        var bytes: [UInt8] = []
        NIBArchiveWriter.appendVarint(0, to: &bytes)
        NIBArchiveWriter.appendVarint(127, to: &bytes)
        NIBArchiveWriter.appendVarint(128, to: &bytes)
        NIBArchiveWriter.appendVarint(16_384, to: &bytes)
        #expect(bytes == [0x80, 0xFF, 0x00, 0x81, 0x00, 0x00, 0x81])
    }

    /// A one-object archive, byte for byte: header, object, key, value and class tables.
    @Test func smallestArchiveByteForByte() throws {
        var builder = ArchiveGraph.Builder()
        let root = builder.add("NSObject", [.init("A", .integer(-1)), .init("B", .integer(300))])
        let bytes = try NIBArchiveWriter().write(builder.build(root: root))
        let header: [UInt32] = [1, 10, 1, 50, 2, 53, 2, 57, 1, 71]
        var expected = Array("NIBArchive".utf8)
        for field in header { withUnsafeBytes(of: field.littleEndian) { expected.append(contentsOf: $0) } }
        expected += [0x80, 0x80, 0x82]  // class 0, first value 0, two values
        expected += [0x81, 0x41, 0x81, 0x42]  // "A", "B"
        expected += [0x80, 3, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]  // A = -1 as int64
        expected += [0x81, 1, 0x2C, 0x01]  // B = 300 as int16
        expected += [0x89, 0x80] + Array("NSObject".utf8) + [0]
        #expect(bytes == expected)
    }

    @Test func explicitWidthsAreKeptOrRefused() throws {
        var builder = ArchiveGraph.Builder()
        let root = builder.add("NSObject", [.init("A", .integer(1, .int32))])
        let archive = try CompiledArchive(data: Data(try NIBArchiveWriter().write(builder.build(root: root))))
        #expect(archive.objects[0].values[0].value == .integer(1))
        builder.set("A", .integer(70_000, .int16), on: root)
        #expect(throws: ArchiveWriterError.self) { try NIBArchiveWriter().write(builder.build(root: root)) }
    }

    @Test func fallbackClassesAreWrittenBeforeTheirClass() throws {
        var builder = ArchiveGraph.Builder()
        builder.classFallbacks["UIColor"] = ["NSColor"]
        let root = builder.add("NSObject", [.init("C", .reference(builder.add("UIColor")))])
        let archive = try CompiledArchive(data: Data(try NIBArchiveWriter().write(builder.build(root: root))))
        #expect(archive.classNames.map(\.name) == ["NSObject", "NSColor", "UIColor"])
        #expect(archive.classNames[2].fallbackIndices == [1])
        #expect(ArchiveGraph(archive).classFallbacks == ["UIColor": ["NSColor"]])
    }

    /// Apple's object order: pre-order from the root, conditional references not followed.
    @Test func firstReferenceOrderSkipsConditionalReferences() throws {
        var builder = ArchiveGraph.Builder()
        let root = builder.add("NSObject")
        let view = builder.add("NSView")
        let button = builder.add("NSButton")
        let subviews = builder.collection("NSMutableArray", [button], shared: false)
        builder.set("NSNextResponder", .conditionalReference(view), on: button)
        builder.set("NSSubviews", .reference(subviews), on: view)
        builder.set("Child", .reference(button), on: root)
        builder.set("View", .reference(view), on: root)
        var options = NIBArchiveWriter.Options()
        options.objectOrder = .firstReference
        let archive = try CompiledArchive(
            data: Data(try NIBArchiveWriter(options: options).write(builder.build(root: root))))
        #expect(archive.objects.map(\.className) == ["NSObject", "NSButton", "NSView", "NSMutableArray"])
        #expect(archive.objects[1].value(forKey: "NSNextResponder") == .reference(2))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func everyCorpusNIBArchiveInAppleOrderWithoutItsLayoutIsTheSameGraph() throws {
        var options = NIBArchiveWriter.Options()
        options.objectOrder = .firstReference
        options.followsLayout = false
        var sameObjectOrder = 0
        var sameWithConditionalKeys: [String: Int] = [:]
        let candidates: [String: Set<String>] = [
            "none": [], "apple": ArchiveGraph.appleConditionalKeys,
            "apple-NSMenu": ArchiveGraph.appleConditionalKeys.subtracting(["NSMenuItem.NSMenu"]),
            "apple+NSMenu": ArchiveGraph.appleConditionalKeys.union(["NSMenu"]),
        ]
        for path in CorpusArchives.nibArchives {
            let archive = try CompiledArchive(contentsOfFile: path)
            let graph = ArchiveGraph(archive)
            let written = try NIBArchiveWriter(options: options).write(graph)
            let reread = try CompiledArchive(data: Data(written))
            #expect(ArchiveComparison(graph, ArchiveGraph(reread)).isSame, "\(path)")
            if reread.objects.map(\.className) == archive.objects.map(\.className) { sameObjectOrder += 1 }
            for (name, keys) in candidates {
                let order = try ArchiveOrder.objects(
                    of: ArchiveGraph(archive, conditionalKeys: keys), order: .firstReference)
                if order.ids.map(\.index) == Array(archive.objects.indices) {
                    sameWithConditionalKeys[name, default: 0] += 1
                }
            }
        }
        #expect(sameWithConditionalKeys["apple", default: 0] >= 107)
        print(
            "Apple order: \(sameObjectOrder) of \(CorpusArchives.nibArchives.count) in the corpus's object order; by conditional keys: \(sameWithConditionalKeys)"
        )
    }

    /// Apple's choices made by the writer, not copied from the file: given only the key table's
    /// order (Apple's hash order), the object order, class table, values and widths come out
    /// byte for byte for every coder-10 nib.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func onlyTheKeyOrderIsTakenFromTheFile() throws {
        var options = NIBArchiveWriter.Options()
        options.objectOrder = .firstReference
        var identical = 0
        var coder10 = 0
        for path in CorpusArchives.nibArchives {
            let original = try CorpusArchives.bytes(path)
            let archive = try CompiledArchive(data: Data(original))
            guard case .nibArchive(_, 10) = archive.format else { continue }
            coder10 += 1
            var graph = ArchiveGraph(archive, conditionalKeys: ArchiveGraph.appleConditionalKeys)
            graph.layout = ArchiveGraph.Layout(coderVersion: 10, keys: archive.keys)
            if try NIBArchiveWriter(options: options).write(graph) == original { identical += 1 }
        }
        print("Byte-identical with only the key order kept: \(identical) of \(coder10) coder-10 nibs")
        #expect(identical == coder10)
    }

    /// Nothing taken from the file: the graph (with Apple's conditional keys) written in
    /// Apple's object and key order. Counts how many nibs come out byte for byte.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func appleOrdersWithoutTheFilesLayout() throws {
        var options = NIBArchiveWriter.Options()
        options.objectOrder = .firstReference
        options.followsLayout = false
        var identical = 0
        var sameKeys = 0
        var coder10 = 0
        for path in CorpusArchives.nibArchives {
            let original = try CorpusArchives.bytes(path)
            let archive = try CompiledArchive(data: Data(original))
            let graph = ArchiveGraph(archive, conditionalKeys: ArchiveGraph.appleConditionalKeys)
            let written = try NIBArchiveWriter(options: options).write(graph)
            let reread = try CompiledArchive(data: Data(written))
            if reread.keys == archive.keys { sameKeys += 1 }
            guard case .nibArchive(_, 10) = archive.format else { continue }
            coder10 += 1
            if written == original { identical += 1 }
        }
        print(
            "Apple's orders, nothing from the file: \(sameKeys) of \(CorpusArchives.nibArchives.count) key tables, \(identical) of \(coder10) coder-10 nibs byte-identical"
        )
        #expect(sameKeys >= 109)
        #expect(identical >= 106)
    }

    @Test func appleKeyHashIsCoreFoundations() {
        // Worked by hand from the published formula: "ab" → 2·257² + 97·257 + 98 = 157_189,
        // then h + (h << 2).
        #expect(AppleKeyOrder.hash("ab") == 157_125 + (157_125 << 2))
        #expect(AppleKeyOrder.hash("") == 0)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func refusesWhatANIBArchiveCannotHold() {
        var builder = ArchiveGraph.Builder()
        let root = builder.add("NSObject", [.init("S", .string("inline"))])
        #expect(throws: ArchiveWriterError.self) { try NIBArchiveWriter().write(builder.build(root: root)) }
        let dangling = ArchiveGraph(
            objects: [.init(className: "NSObject", entries: [.init("R", .reference(.init(5)))])], root: .init(0))
        #expect(throws: ArchiveWriterError(.danglingReference(.init(5)), object: .init(0), key: "R")) {
            try NIBArchiveWriter().write(dangling)
        }
        #expect(throws: ArchiveWriterError(.missingRoot)) {
            try NIBArchiveWriter().write(ArchiveGraph(objects: [], root: .init(0)))
        }
    }

    /// Writing speed over the corpus, printed for the report.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func writesTheCorpusQuickly() throws {
        let graphs = try CorpusArchives.nibArchives.map { ArchiveGraph(try CompiledArchive(contentsOfFile: $0)) }
        let objects = graphs.reduce(0) { $0 + $1.objects.count }
        let clock = ContinuousClock()
        var bytes = 0
        let elapsed = try clock.measure {
            for _ in 0..<5 { for graph in graphs { bytes += try NIBArchiveWriter().write(graph).count } }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("NIBArchive writer: \(graphs.count * 5) archives, \(objects * 5) objects, \(bytes) bytes in \(seconds) s")
        #expect(bytes > 0)
    }
}
