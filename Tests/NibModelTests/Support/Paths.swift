import Foundation

/// Where the package's own files and the shared corpus are, for tests.
enum Paths {
    /// The package root (the folder holding Package.swift).
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// A document in `Samples/Documents`.
    static func sample(_ name: String) -> String {
        packageRoot.appendingPathComponent("Samples/Documents/\(name)").path
    }

    /// A fixture in `Tests/NibModelTests/Fixtures`.
    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/NibModelTests/Fixtures/\(name)").path
    }

    /// The third-party corpus beside the project (`../shared/corpus`), or `nil` if absent.
    static let corpus: URL? = {
        let environment = ProcessInfo.processInfo.environment["SHARED"].map { URL(fileURLWithPath: $0) }
        let url = (environment ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared"))
            .appendingPathComponent("corpus")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()
}
