import Foundation
import Testing

/// `nibdump load` on a storyboard and `nibdump flow` (issue 13), through the built binary.
@Suite struct StoryboardCommandTests {
    let runner = NibDumpEndToEndTests()
    let flow = "Tests/NibLoaderTests/Storyboards/Fixtures/Flow.storyboard"

    @Test func loadInstantiatesTheInitialControllerAndPerformsSeguesFromTheTop() throws {
        let run = try runner.nibdump("load", flow, "--perform", "showDetail", "--perform", "backHome")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("S4 sceneInstantiated scene=sNav-00-001 Nav-00-001"))
        #expect(run.stdout.contains("S14 perform scene=sHom-00-001 segue=sSh-00-001"))
        // No app classes in the CLI: the stand-ins answer no unwind action, so the unwind does nothing.
        #expect(run.stdout.contains("S37 unwindFailed SKIPPED"))
        #expect(
            run.stdout.hasSuffix(
                "on top: UINavigationController Nav-00-001 > DetailController 'Detail' (pushed)\n"
            )
        )
    }

    @Test func loadWithAMissingIdentifierIsALocatedErrorListingTheIdentifiers() throws {
        let run = try runner.nibdump("load", flow, "--identifier", "Nope")
        #expect(run.status == 1)
        #expect(run.stderr.contains("Flow.storyboard:2"))
        #expect(run.stderr.contains("(identifiers: Detail, Home, Modal, Split, Tabs)"))
    }

    @Test func allSeguesReportsEachOutcomeAndMissingReferencesByName() throws {
        let run = try runner.nibdump("load", flow, "--all-segues")
        #expect(run.status == 1)
        #expect(run.stdout.contains("could not find a storyboard named 'Nowhere'"))
        #expect(run.stdout.hasSuffix("12 segues followed, 1 failed\n"))
    }

    @Test func flowPrintsTheTreeFromTheInitialController() throws {
        let run = try runner.nibdump("flow", flow)
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                "initial → navigationController UINavigationController id=Nav-00-001 line 6\n└─ relationship rootViewController → viewController HomeController id=Hom-00-001 storyboardID=Home line 17\n"
            ))
        #expect(run.stdout.contains("not reachable from the initial controller:"))
    }
}
