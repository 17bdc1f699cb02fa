import Foundation
import NibCodeGeneration
import NibModel
import NibTestSupport
import Testing

/// WatchKit storyboards in `SwiftCodeGenerator` (issue 27): their interface controllers, segues
/// and table row types are named, in a section of their own.
@Suite struct WatchKitGenerationTests {
    static let watch = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibLoaderTests/Storyboards/Fixtures/Watch.storyboard"
    ).path

    @Test func watchStoryboardNamesItsSeguesControllersAndRowTypes() throws {
        let catalog = IdentifierCatalog(documents: [try NibDocument(contentsOfFile: Self.watch)])
        #expect(catalog.skipped.isEmpty)
        let storyboard = try #require(catalog.sections.first?.storyboards.first)
        #expect(catalog.sections.map(\.framework) == [.watchKit])
        #expect(storyboard.segues == ["RepositoriesInterfaceController": ["push-repo", "show-settings"]])
        #expect(storyboard.scenes.map(\.identifier) == ["About", "Repositories", "Repository", "Settings"])
        #expect(storyboard.reuseIdentifiers == ["RepositoryRow"])
        let source = SwiftCodeGenerator().generate(catalog)
        #expect(source.contains("#if os(watchOS)\nimport WatchKit\n"))
        #expect(source.contains("internal static let pushRepo = \"push-repo\""))
        #expect(source.contains("internal static let showSettings = \"show-settings\""))
        #expect(
            source.contains(
                "internal enum RowType {\n            internal static let repositoryRow = \"RepositoryRow\""))
        #expect(source.contains("internal static let repository = \"Repository\""))
        // WatchKit instantiates its controllers itself: no storyboard object, no instantiate functions.
        #expect(!source.contains("func storyboard("))
        #expect(!source.contains("func instantiate"))
        #expect(SwiftCompiler.syntaxErrors(in: source).isEmpty)
    }

    @Test func watchSectionStaysApartFromUIKitOnWatchOS() throws {
        let documents = [
            try NibDocument(contentsOfFile: Self.watch),
            try NibDocument(contentsOfFile: TestPaths.sample("Main.storyboard")),
        ]
        let source = SwiftCodeGenerator().generate(documents)
        #expect(source.contains("#if canImport(UIKit) && !os(watchOS)\nimport UIKit\n"))
        #expect(source.contains("#if os(watchOS)\nimport WatchKit\n"))
        #expect(SwiftCompiler.syntaxErrors(in: source).isEmpty)
    }

    @Test(
        .enabled(if: GeneratedSwiftTests.isLinux, "the stub WatchKit module stands in for the real one on Linux only"))
    func watchSectionTypeChecks() throws {
        let catalog = IdentifierCatalog(documents: [try NibDocument(contentsOfFile: Self.watch)])
        // Linux is not watchOS: the section is checked with its condition on the stub module.
        let source = SwiftCodeGenerator().generate(catalog).replacingOccurrences(
            of: "#if os(watchOS)", with: "#if canImport(WatchKit)")
        let run = try SwiftCompiler.typeCheck(source, framework: .watchKit, types: catalog.referencedTypes)
        #expect(run.status == 0, "\(run.output)")
    }
}
