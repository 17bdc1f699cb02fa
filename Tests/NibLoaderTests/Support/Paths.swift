import Foundation
import NibTestSupport

/// This target's temporary folders, plus the shared locations from ``TestPaths``.
enum Paths {
    /// The package root.
    static var packageRoot: URL { TestPaths.packageRoot }

    /// A document in `Samples/Documents`.
    static func sample(_ name: String) -> String { TestPaths.sample(name) }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("NibLoaderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
