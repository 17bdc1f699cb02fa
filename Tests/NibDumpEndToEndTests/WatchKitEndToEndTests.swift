import Foundation
import NibTestSupport
import Testing

/// WatchKit storyboards through the binary (issue 27): `load` runs them scene by scene, with
/// JSON on standard output, and `generate swift` names their segue identifiers.
@Suite struct WatchKitEndToEndTests {
    let cli = NibDumpEndToEndTests()
    let watch = "Tests/NibLoaderTests/Storyboards/Fixtures/Watch.storyboard"

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func realWatchAppLoadsWithAllSeguesAsJSON() throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent(
            "storyboard-ios/mac-cain13__R.swift__Examples_RwatchApp_ResourceApp-watchOS_Base.lproj_Interface.storyboard"
        ).path
        let run = try cli.nibdump("load", "--all-segues", "--format", "json", path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        // Its only segues are notification relationships, which no action triggers.
        let outcomes = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [Any])
        #expect(outcomes.isEmpty)
        let initial = try cli.nibdump("load", path)
        #expect(initial.status == 0, "\(initial.stderr)")
        #expect(initial.stdout.hasSuffix("on top: InterfaceController AgC-eL-Hgc (root)\n"))
    }

    @Test func pushAndModalSeguesAreFollowedUnderS39() throws {
        let run = try cli.nibdump("load", "--all-segues", "--format", "json", watch)
        #expect(run.status == 0, "\(run.stderr)")
        let outcomes = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(outcomes.map { $0["identifier"] as? String } == ["push-repo", "show-settings"])
        #expect(outcomes.map { $0["kind"] as? String } == ["push", "modal"])
        #expect(
            outcomes.map { $0["outcome"] as? String } == [
                "S39 pushController(withName:context:): pushed above WKInterfaceController Rep-Li-st1",
                "S39 presentController(withName:context:): presented modally by WKInterfaceController Rep-Li-st1",
            ])
    }

    @Test func generateSwiftNamesTheWatchAppsSegueIdentifiers() throws {
        let run = try cli.nibdump("generate", "swift", watch)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("internal static let pushRepo = \"push-repo\""))
        #expect(run.stdout.contains("internal static let showSettings = \"show-settings\""))
        #expect(!run.stdout.contains("Skipped:"))
    }
}
