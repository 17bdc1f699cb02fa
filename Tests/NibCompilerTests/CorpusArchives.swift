import Foundation
import NibTestSupport

/// The compiled nibs of the shared corpus (`nib-compiled/` and `pairs/`), by format.
enum CorpusArchives {
    /// Every file under `nib-compiled` and `pairs` that starts with `magic`, sorted by path.
    static func files(startingWith magic: String) -> [String] {
        guard let corpus = TestPaths.corpus else { return [] }
        let prefix = Array(magic.utf8)
        var result: [String] = []
        for folder in ["nib-compiled", "pairs"] {
            let root = corpus.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker {
                let path = root.appendingPathComponent(relative).path
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    !relative.hasSuffix(".xib"), !relative.hasSuffix(".storyboard"),
                    let handle = FileHandle(forReadingAtPath: path)
                else { continue }
                let head = handle.readData(ofLength: prefix.count)
                try? handle.close()
                if Array(head) == prefix { result.append(path) }
            }
        }
        return result.sorted()
    }

    /// Every `NIBArchive` of the corpus.
    static let nibArchives = files(startingWith: "NIBArchive")

    /// Every keyed-archive nib of the corpus: binary and XML property lists whose name ends in
    /// `.nib` (a storyboard's `Info.plist` is no archive).
    static let keyedArchives =
        (files(startingWith: "bplist00") + files(startingWith: "<?xml")).filter { $0.hasSuffix(".nib") }.sorted()

    /// The bytes of a file.
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
