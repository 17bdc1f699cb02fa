import Foundation
import NibTestSupport
import Testing

@testable import NibModel

/// The compiled nibs of the shared corpus: every one reads (typedstream ones fail with their
/// named error), the raw tables hold what the format facts say, and each exact source/compiled
/// pair agrees on connections and top-level objects.
@Suite(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus")) struct CompiledCorpusTests {
    static var folder: URL { TestPaths.corpus!.appendingPathComponent("nib-compiled") }

    static var compiledNibs: [String] {
        guard TestPaths.corpus != nil else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    static let exactPairs = CompiledPairs.exact

    /// A binary property list is read on demand for a keyed archive; the whole node table,
    /// read the other way, gives the same archive.
    /// The corpus nibs that are binary property lists.
    static var binaryPlistNibs: [String] {
        compiledNibs.filter { name in
            let data = (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
            return data.starts(with: Array("bplist00".utf8))
        }
    }

    @Test func theCorpusHasBinaryPlistNibs() {
        #expect(Self.binaryPlistNibs.count >= 6)
    }

    @Test(arguments: binaryPlistNibs) func binaryPlistsReadOnDemandGiveTheSameArchiveAsTheirNodeTable(
        _ name: String
    ) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        try data.withUnsafeBytes { bytes in
            let view = try BinaryPropertyListReader.View(bytes, file: name, limits: .default)
            let list = try BinaryPropertyListReader.read(bytes, file: name, limits: .default)
            let onDemand = CompiledArchive(
                tables: try KeyedArchiveReader.tables(from: view, format: .binaryKeyedArchive, limits: .default))
            let fromNodes = CompiledArchive(
                tables: try KeyedArchiveReader.tables(from: list, format: .binaryKeyedArchive, limits: .default))
            #expect(onDemand == fromNodes)
            #expect(onDemand.objects.count == fromNodes.objects.count)
            #expect(onDemand.objects.count > 10)
        }
    }

    /// The corpus nibs that are NIBArchives.
    static var nibArchives: [String] {
        compiledNibs.filter { name in
            let data = (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
            return data.starts(with: Array("NIBArchive".utf8))
        }
    }

    @Test func theCorpusHasNIBArchives() {
        #expect(Self.nibArchives.count >= 15)
    }

    /// A NIBArchive's values and object records are read by a fast pass that only tells sound
    /// from damaged; the careful pass, which says where and what is wrong, reads the same tables.
    @Test(arguments: nibArchives) func nibArchiveFastPassReadsWhatTheCarefulPassReads(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        try data.withUnsafeBytes { bytes in
            let fast = try NIBArchiveReader.read(bytes, file: name, limits: .default)
            let careful = try NIBArchiveReader.read(bytes, file: name, limits: .default, carefully: true)
            #expect(CompiledArchive(tables: fast) == CompiledArchive(tables: careful))
            #expect(fast.slots.count == careful.slots.count)
            #expect(fast.objects.map(\.position) == careful.objects.map(\.position))
            #expect(fast.objects.count > 10)
        }
    }

    @Test(arguments: compiledNibs) func everyCompiledNibReads(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        if name.hasSuffix("_objects.nib") {
            let error = #expect(throws: NibParseError.self) { try NibDocument(contentsOfFile: path) }
            #expect(error?.kind == .unsupportedFormat(.typedStream))
            #expect(error?.description.contains("typedstream") == true)
            return
        }
        let document = try NibDocument(contentsOfFile: path)
        #expect(!document.objects.isEmpty)
        #expect(document.filesOwner != nil)
        #expect(document.placeholder(.firstResponder) != nil)
        switch document.format {
        case .nibArchive(let format, let coder):
            #expect(format == 1)
            #expect(coder == 9 || coder == 10)
        case .binaryKeyedArchive, .xmlKeyedArchive: break
        default: Issue.record("unexpected format \(document.format)")
        }
        // Every object and connection resolves.
        for connection in document.connections {
            if let destination = connection.destination { #expect(document.object(withID: destination) != nil) }
        }
        _ = try NibDumpV1(documents: [document], errors: []).jsonData()
    }

    @Test func nibArchiveBooleansAreFourFalseFiveTrue() throws {
        // In Apple-made nibs, collections always start with NSInlinedValue = true.
        for name in Self.compiledNibs where !name.hasSuffix("keyedobjects.nib") && !name.hasSuffix("_objects.nib") {
            let archive = try CompiledArchive(contentsOfFile: Self.folder.appendingPathComponent(name).path)
            guard case .nibArchive = archive.format else { continue }
            let inlined = archive.objects.flatMap { $0.values(forKey: "NSInlinedValue") }
            #expect(!inlined.isEmpty)
            #expect(inlined.allSatisfy { $0 == .boolean(true) }, "\(name)")
        }
    }

    @Test func keyedArchivesKeepTopAndObjects() throws {
        let path = Self.folder.appendingPathComponent(
            "adium__adium__Other_XtrasCreator_Preferences.nib_keyedobjects.nib")
        let archive = try CompiledArchive(contentsOfFile: path.path)
        #expect(archive.format == .xmlKeyedArchive)
        #expect(archive.archiver?.name == "NSKeyedArchiver")
        #expect(archive.objects.count == 121, "120 $objects and the $top object")
        #expect(archive.objects.first?.className == "$null")
        #expect(archive.top.map(\.key).contains("IB.objectdata"))
        #expect(archive.objects.compactMap(\.line).count == 121, "XML plists keep lines")
        let text = archive.rawDescription(file: "Preferences.nib")
        #expect(text.contains("$top:\n  IB.objectdata = @"))
        let json = try RawArchiveDumpV1(archive, file: "Preferences.nib").jsonData()
        let decoded = try JSONDecoder().decode(RawArchiveDumpV1.self, from: json)
        #expect(decoded.objects.count == 121)
    }

    @Test(arguments: exactPairs) func sourceAndCompiledPairsAgree(_ pair: (compiled: String, source: String)) throws {
        let compiled = try NibDocument(contentsOfFile: TestPaths.corpus!.appendingPathComponent(pair.compiled).path)
        let source = try NibDocument(contentsOfFile: TestPaths.corpus!.appendingPathComponent(pair.source).path)
        #expect(Summary(compiled) == Summary(source))
    }

    /// What a pair must agree on: connections by kind and label, actions sent to First
    /// Responder, and the classes of the top-level objects.
    struct Summary: Equatable, CustomStringConvertible {
        var connections: [String]
        var toFirstResponder: Int
        var topLevelClasses: [String]

        init(_ document: NibDocument) {
            connections = document.connections.map { "\($0.kindName) \($0.label ?? "")" }.sorted()
            let firstResponder = document.placeholder(.firstResponder)?.id
            toFirstResponder =
                document.connections.filter { $0.kindName == "action" && $0.destination == firstResponder }
                .count
            topLevelClasses = document.topLevelObjects.map(\.className).sorted()
        }

        var description: String { "\(connections) FR=\(toFirstResponder) top=\(topLevelClasses)" }
    }
}
