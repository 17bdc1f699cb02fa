import Foundation
import NibTestSupport

/// This target's fixtures, plus the shared locations from ``TestPaths``.
enum Paths {
    /// The package root.
    static var packageRoot: URL { TestPaths.packageRoot }

    /// A document in `Samples/Documents`.
    static func sample(_ name: String) -> String { TestPaths.sample(name) }

    /// A fixture in `Tests/NibModelTests/Fixtures`.
    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/NibModelTests/Fixtures/\(name)").path
    }

    /// The third-party corpus beside the project, or `nil` if absent.
    static var corpus: URL? { TestPaths.corpus }
}
