import Foundation
import NibTestSupport
import Testing

@testable import NibModel

/// `CompiledArchive` is a view over the reader's tables, and the mapper decodes the vocabulary
/// through numbered keys: on every compiled nib file of the corpus, both give what the readings
/// by key name give.
@Suite(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus")) struct CompiledArchiveViewTests {
    /// Every compiled nib file of `nib-compiled` and `pairs` (scene nibs of compiled
    /// storyboards included) that is a NIBArchive or a keyed archive.
    static var archiveFiles: [String] {
        guard let corpus = TestPaths.corpus else { return [] }
        var files: [String] = []
        for folder in ["nib-compiled", "pairs"] {
            let root = corpus.appendingPathComponent(folder).path
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let name = walker.nextObject() as? String {
                guard name.hasSuffix(".nib") else { continue }
                var isDirectory: ObjCBool = false
                let path = root + "/" + name
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    let data = FileManager.default.contents(atPath: path),
                    data.starts(with: Array("NIBArchive".utf8)) || data.starts(with: Array("bplist".utf8))
                        || data.starts(with: Array("<?xml".utf8))
                else { continue }
                files.append(path)
            }
        }
        return files.sorted()
    }

    @Test func theCorpusHasArchiveFiles() {
        #expect(Self.archiveFiles.count >= 100)
    }

    /// The vocabulary decoded through plans and numbered keys is what the decoding by key names
    /// gives, for every archived object (members of the document or not).
    @Test func planDecodingMatchesDecodingByName() throws {
        var objects = 0
        var decodedObjects = 0
        for path in Self.archiveFiles {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let tables = try data.withUnsafeBytes { bytes in
                try CompiledArchive.tables(bytes: bytes, file: path, limits: .default)
            }
            var mapper = CompiledNibMapper(archive: tables, file: path, limits: .default)
            try mapper.prepare()
            for object in 0..<tables.count {
                let kind = tables.classKind(object)
                let fast = mapper.decodedAttributes(of: object, kind: kind)
                let byName = mapper.decodedAttributesByName(of: object, kind: kind)
                #expect(fast == byName, "\(path) object \(object) (\(tables.className(object)))")
                objects += 1
                if !fast.isEmpty { decodedObjects += 1 }
            }
        }
        #expect(objects > 10_000)
        #expect(decodedObjects > 1_000)
    }

    /// The view's lookups agree with its entries, and two reads of one file are equal archives.
    @Test func viewLookupsAgreeWithEntries() throws {
        for path in Self.archiveFiles.prefix(40) {
            let archive = try CompiledArchive(contentsOfFile: path)
            let again = try CompiledArchive(contentsOfFile: path)
            #expect(archive == again)
            #expect(archive.objects.count == again.objects.count)
            for object in archive.objects {
                #expect(object.index >= 0 && object.index < archive.objects.count)
                let entries = Array(object.values)
                for entry in entries {
                    #expect(object.value(forKey: entry.key) == entries.first { $0.key == entry.key }?.value)
                    #expect(object.values(forKey: entry.key) == entries.filter { $0.key == entry.key }.map(\.value))
                }
                #expect(object.value(forKey: "no such key") == nil)
                #expect(
                    archive.string(forKey: "NS.bytes", in: object) == archive.string(object.value(forKey: "NS.bytes")))
            }
        }
    }

    /// Geometry strings read byte by byte give the codec's numbers.
    @Test(arguments: [
        "{{0, 0}, {480, 270}}", "{480, 270}", "{{-1.5, 2e3}, {0.25, 1}}", "", "{}", "{{1, 2}, {3}}", "{a, 1}",
        "{1,,2}", "  {3 ,4}  ", "{1.0e, 2}", "{inf, -1}", "{1, 2}\u{301}", "{é, 2}", "{0x10, 1}",
        "{-0, 007}", "{12345678901234567, 1}", "{+5, -}", "{5-, 1}", "{999999999999999, -999999999999999}",
    ])
    func geometryNumbersMatchTheCodec(_ text: String) {
        #expect(IBVocabulary.geometryNumbers(text) == IBValueCodec.numbers(text))
    }

    /// A rectangle's words read byte by byte give the numbers splitting at spaces gives.
    @Test(arguments: [
        "0 0 480 270", "-1.5 2e3 0.25 1", "", " 1  2 ", "1 x 2 3 4", "-0 007 - 5-", "1234567890123456789 1",
        "é 2 3 4", "inf -inf 1 2", "+5 1\u{301} 2", "999999999999999 -999999999999999",
    ])
    func rectangleWordsMatchSplitting(_ text: String) {
        #expect(IBValueCodec.spaceSeparatedNumbers(text) == text.split(separator: " ").compactMap { Double($0) })
    }

    /// Numbers formatted into one buffer read as each number formatted and joined with spaces.
    @Test(
        arguments: [
            [0, 0, 480, 270], [-1.5, 2e3, 0.25, 1], [-0.0, 7, -5, 1e15], [999_999_999_999_999, -999_999_999_999_999],
            [Double.infinity, -Double.infinity, .nan, 1e-7], [-Double.greatestFiniteMagnitude, 0.1, 12.5], [],
        ] as [[Double]])
    func formattedNumbersMatchJoining(_ numbers: [Double]) {
        #expect(IBValueCodec.formatJoined(numbers) == numbers.map(IBValueCodec.format).joined(separator: " "))
        #expect(
            IBValueCodec.formatJoined(numbers, leadingZeros: 2)
                == (["0", "0"] + numbers.map(IBValueCodec.format)).joined(separator: " "))
    }
}
