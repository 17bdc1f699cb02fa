import Foundation
import NibModel
import NibSourceValidation
import NibValidation

/// Where the package's files, the fixtures and the shared corpus are, and how tests validate them.
enum Fixtures {
    /// The package root (the folder holding Package.swift).
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// `Tests/NibValidationTests/Fixtures`.
    static let directory = packageRoot.appendingPathComponent("Tests/NibValidationTests/Fixtures").path

    /// A fixture's path.
    static func path(_ name: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }

    /// The fixture app's sources, module `App`.
    static let appSources = SourceDirectory(path: path("Sources/App"), module: "App")

    /// The third-party corpus beside the project (`$SHARED/corpus` or `../shared/corpus`), or `nil`.
    static let corpus: URL? = {
        let environment = ProcessInfo.processInfo.environment["SHARED"].map { URL(fileURLWithPath: $0) }
        let url = (environment ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared"))
            .appendingPathComponent("corpus")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    /// The findings for a fixture, each as its compiler-format text (notes included) with the
    /// fixtures folder removed from paths.
    static func findings(
        _ names: [String], sources: [SourceDirectory] = [], rules: RuleSelection = .default
    ) throws -> [String] {
        let validator = try NibValidator(sources: sources, rules: rules)
        let report = validator.validate(paths: names.map(path))
        return report.diagnostics.map { $0.description.replacingOccurrences(of: directory + "/", with: "") }
    }

    /// The findings for one fixture.
    static func findings(
        _ name: String, sources: [SourceDirectory] = [], rules: RuleSelection = .default
    ) throws -> [String] {
        try findings([name], sources: sources, rules: rules)
    }
}
