import NibTestSupport

/// The well-formed xibs and storyboards of the shared corpus, as `MANIFEST.tsv` lists them.
enum Corpus {
    /// Paths of the documents `MANIFEST.tsv` marks well-formed, in the four document folders.
    static var wellFormedDocuments: [String] { TestPaths.wellFormedCorpusDocuments }

    /// Whether the corpus is beside the project.
    static var isAvailable: Bool { !wellFormedDocuments.isEmpty }
}
