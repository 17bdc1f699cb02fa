import Foundation
import NibModel
import NibSourceValidation
import NibTestSupport
import NibValidation

/// Where the package's files, the fixtures and the shared corpus are, and how tests validate them.
enum Fixtures {
    /// The package root.
    static var packageRoot: URL { TestPaths.packageRoot }

    /// `Tests/NibValidationTests/Fixtures`.
    static let directory = packageRoot.appendingPathComponent("Tests/NibValidationTests/Fixtures").path

    /// A fixture's path.
    static func path(_ name: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }

    /// The fixture app's sources, module `App`.
    static let appSources = SourceDirectory(path: path("Sources/App"), module: "App")

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

    /// The findings for the documents at or below fixture paths, validated by `validator` (sources
    /// given relative to the fixtures), as compiler-format text relative to the fixtures folder.
    static func findings(in names: [String], _ validator: NibValidator) -> [String] {
        validator.validate(paths: names.map(path)).diagnostics.map {
            $0.description.replacingOccurrences(of: directory + "/", with: "")
        }
    }

    /// A fixture app's source folder in module `module`.
    static func sources(_ name: String, module: String) -> SourceDirectory {
        SourceDirectory(path: path(name), module: module)
    }
}
