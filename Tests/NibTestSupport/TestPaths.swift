import Foundation

/// Where the package's own files and the shared third-party corpus are, for every test target.
///
/// The corpus is read in place from `$SHARED/corpus`, or from `../shared/corpus` beside the
/// package; it is never copied into the project.
public enum TestPaths {
    /// The package root: the nearest folder above this file that holds `Package.swift`.
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// The folder holding the built products: the test bundle sits beside `nibdump`.
    public static let productsDirectory: URL = {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }()

    /// The `nibdump` that this test run was built with (the test targets that run it depend on
    /// it, so `swift test` builds it first).
    public static var nibdump: URL { productsDirectory.appendingPathComponent("nibdump") }

    /// The path of a document in `Samples/Documents`.
    public static func sample(_ name: String) -> String {
        packageRoot.appendingPathComponent("Samples/Documents/\(name)").path
    }

    /// The third-party corpus, or `nil` when it is not beside the project.
    public static let corpus: URL? = {
        let shared =
            ProcessInfo.processInfo.environment["SHARED"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        let url = shared.appendingPathComponent("corpus")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    /// The corpus folders that hold xibs and storyboards.
    public static let documentFolders = ["xib-macos", "xib-ios", "storyboard-macos", "storyboard-ios"]

    /// The paths of the documents in ``documentFolders`` that `MANIFEST.tsv` marks well-formed;
    /// empty when the corpus is absent.
    public static let wellFormedCorpusDocuments: [String] = {
        guard let corpus,
            let manifest = try? String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        else { return [] }
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count > 11, documentFolders.contains(String(columns[1])), columns[11] == "yes" else {
                return nil
            }
            return corpus.appendingPathComponent(String(columns[0])).path
        }
    }()
}
