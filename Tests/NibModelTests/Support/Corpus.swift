import Foundation

@testable import NibModel

/// The well-formed xibs and storyboards of the shared corpus, as `MANIFEST.tsv` lists them.
enum Corpus {
    static let folders = ["xib-macos", "xib-ios", "storyboard-macos", "storyboard-ios"]

    /// Paths of the documents `MANIFEST.tsv` marks well-formed, in the four document folders.
    static let wellFormedDocuments: [String] = {
        guard let corpus = Paths.corpus,
            let manifest = try? String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        else { return [] }
        var paths: [String] = []
        for line in manifest.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count > 11, folders.contains(String(columns[1])), columns[11] == "yes" else { continue }
            paths.append(corpus.appendingPathComponent(String(columns[0])).path)
        }
        return paths
    }()

    static var isAvailable: Bool { !wellFormedDocuments.isEmpty }
}
