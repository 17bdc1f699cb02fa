import Foundation
import NibLoader
import NibModel
import Testing

@Suite struct StoryboardSegueTests {
    /// The initial navigation controller with Home's view loaded.
    private func home(
        _ log: SegueLog = SegueLog(), answer: Bool = true, options: StoryboardOptions? = nil
    ) throws
        -> (Storyboard, StoryboardController, StoryboardController)
    {
        let storyboard = try Storyboard(
            contentsOfFile: Storyboards.fixture("Flow.storyboard"),
            options: options ?? Storyboards.options(log, answer: answer))
        let navigation = try storyboard.instantiateInitialController()
        storyboard.session.install(navigation)
        let home = navigation.children[0]
        try home.loadViewIfNeeded()
        return (storyboard, navigation, home)
    }

    @Test func S12_shouldPerformRunsBeforeDestinationIsCreated() throws {
        let log = SegueLog()
        let (storyboard, _, home) = try home(log)
        log.calls.removeAll()
        try home.fire(sourceID: ObjectID("Btn-00-001"))
        #expect(log.calls == ["shouldPerform:showDetail", "init:detail", "prepare:showDetail:SBDetailController"])
        let steps = storyboard.trace.storyboardEvents.filter { $0.segueID == ObjectID("sSh-00-001") }.map(\.step).filter
        {
            [.shouldPerform, .destinationCreated, .segueCreated, .prepare, .perform].contains($0)
        }
        #expect(steps == [.shouldPerform, .destinationCreated, .segueCreated, .prepare, .perform])
    }

    @Test func S12_2_performSegueFromCodeSkipsShouldPerformOnUIKit() throws {
        let log = SegueLog()
        let (storyboard, _, home) = try home(log, answer: false)
        let segue = try home.performSegue(withIdentifier: "showDetail")
        #expect(segue != nil)
        #expect(!log.calls.contains("shouldPerform:showDetail"))
        #expect(storyboard.trace.events(.shouldPerform).last?.rule == "S12.2")
    }

    @Test func S12_3_segueExposesIdentifierSourceAndDestination() throws {
        let (_, _, home) = try home()
        let segue = try #require(try home.performSegue(withIdentifier: "showDetail"))
        #expect(segue.identifier == "showDetail")
        let same1 = segue.source === home.object
        #expect(same1)
        #expect(segue.destination is SBDetailController)
        #expect(segue.className == "UIStoryboardSegue")
    }

    @Test func S37_shouldPerformNoEndsTheSegueSilently() throws {
        let log = SegueLog()
        let (storyboard, navigation, home) = try home(log, answer: false)
        log.calls.removeAll()
        let segue = try home.fire(sourceID: ObjectID("Btn-00-001"))
        #expect(segue == nil)
        #expect(navigation.children.count == 1)
        #expect(!log.calls.contains("init:detail"))
        #expect(storyboard.trace.events(.shouldPerform).last?.rule == "S37")
    }

    @Test func S11_everyFiringCreatesANewDestination() throws {
        let (_, navigation, home) = try home()
        let first = try #require(try home.performSegue(withIdentifier: "showDetail"))
        let second = try #require(try home.performSegue(withIdentifier: "showDetail"))
        let same2 = first.destination !== second.destination
        #expect(same2)
        #expect(navigation.children.count == 3)
    }

    @Test func S13_customSegueClassPerforms() throws {
        var options = Storyboards.options()
        var performed: [String] = []
        options.customSegues["FadeSegue"] = { segue in performed.append(segue.identifier ?? "") }
        let (storyboard, _, home) = try home(options: options)
        let segue = try #require(try home.performSegue(withIdentifier: "fade"))
        #expect(segue.className == "FadeSegue")
        #expect(performed == ["fade"])
        #expect(storyboard.trace.events(.perform).last?.rule == "S13")
    }

    @Test func S14_showPushesOntoTheNavigationController() throws {
        let (storyboard, navigation, home) = try home()
        let segue = try #require(try home.performSegue(withIdentifier: "showDetail"))
        let same3 = navigation.children.last?.object === segue.destination
        #expect(same3)
        #expect(navigation.children.last?.placement == .pushed)
        let same4 = storyboard.session.topController?.object === segue.destination
        #expect(same4)
        #expect(storyboard.trace.events(.perform).last?.rule == "S14")
    }

    @Test func S14_showWithoutNavigationPresentsFromTheRoot() throws {
        let storyboard = try Storyboards.open()
        let home = try storyboard.instantiateController(withIdentifier: "Home")
        storyboard.session.install(home)
        try home.performSegue(withIdentifier: "showDetail")
        #expect(home.presented?.placement == .presented(style: "automatic"))
    }

    @Test func S15_showDetailReplacesTheSplitsSecondaryInRegularWidth() throws {
        let storyboard = try Storyboards.open()
        let split = try storyboard.instantiateController(withIdentifier: "Split")
        let list = split.children[0]
        try list.fire(sourceID: ObjectID("Cel-00-001"))
        #expect(split.children.count == 2)
        #expect(split.children[1].id == ObjectID("Det-00-001"))
        #expect(split.children[1].placement == .detail)
    }

    @Test func S16_presentationIsModalWithTheSeguesStyle() throws {
        let (storyboard, navigation, home) = try home()
        try home.performSegue(withIdentifier: "present")
        let modal = try #require(navigation.presented)
        #expect(modal.placement == .presented(style: "formSheet"))
        let same5 = modal.presenting === navigation
        #expect(same5)
        #expect(storyboard.trace.events(.perform).last?.rule == "S16")
    }

    @Test func S17_popoverInRegularWidthFullScreenInCompact() throws {
        let (_, navigation, home) = try home()
        try home.performSegue(withIdentifier: "popover")
        #expect(navigation.presented?.placement == .popover)
        var options = Storyboards.options()
        options.horizontalSizeClass = .compact
        let (_, compactNavigation, compactHome) = try self.home(options: options)
        try compactHome.performSegue(withIdentifier: "popover")
        #expect(compactNavigation.presented?.placement == .presented(style: "fullScreen"))
    }

    @Test func S18_appKitSheetModalWindowAndPopover() throws {
        let storyboard = try Storyboards.open("Mac.storyboard")
        let content = try storyboard.instantiateController(withIdentifier: "Content")
        try content.fire(sourceID: ObjectID("Shb-00-001"))
        #expect(content.presented?.placement == .sheet)
        try content.performSegue(withIdentifier: "modal")
        #expect(content.presented?.placement == .modalWindow)
        try content.fire(sourceID: ObjectID("Pob-00-001"))
        #expect(content.presented?.placement == .popover)
        #expect(storyboard.trace.events(.perform).allSatisfy { $0.rule == "S18" })
    }

    @Test func S38_appKitPopoverWithoutPositioningViewIsAnError() throws {
        let storyboard = try Storyboards.open("Mac.storyboard")
        let content = try storyboard.instantiateController(withIdentifier: "Content")
        #expect(throws: StoryboardError.self) { try content.performSegue(withIdentifier: "looseTip") }
    }

    @Test func S12_1_appKitAsksShouldPerformForATriggeredSegue() throws {
        let storyboard = try Storyboards.open("Mac.storyboard")
        let content = try storyboard.instantiateController(withIdentifier: "Content")
        try content.fire(sourceID: ObjectID("Shb-00-001"))
        #expect(storyboard.trace.events(.shouldPerform).map(\.rule) == ["S12.1"])
    }

    @Test func S19_embedAndRelationshipSeguesAreNeverPerformed() throws {
        let (_, _, home) = try home()
        #expect(throws: StoryboardError.self) { try home.performSegue(withIdentifier: "embedChild") }
    }

    @Test func S20_segueActionBuildsTheDestinationPrepareSees() throws {
        let log = SegueLog()
        let (_, navigation, home) = try home(log)
        let segue = try #require(try home.fire(sourceID: ObjectID("Btn-00-003")))
        #expect(log.calls.contains("segueAction:makeDetail:sender:segueIdentifier::made"))
        #expect((segue.destination as? SBDetailController)?.madeBySegueAction == true)
        let same6 = navigation.children.last?.object === segue.destination
        #expect(same6)
    }

    @Test func S35_missingSegueIdentifierIsAnError() throws {
        let (_, _, home) = try home()
        #expect {
            try home.performSegue(withIdentifier: "nope")
        } throws: { error in
            (error as? StoryboardError)?.message.contains("has no segue with identifier 'nope'") == true
        }
    }

    @Test func S36_customSegueWithoutClassCannotPerform() throws {
        let document = try String(contentsOfFile: Storyboards.fixture("Flow.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: " customClass=\"FadeSegue\" customModule=\"App\"", with: "")
        let folder = try Paths.temporaryDirectory()
        let path = folder.appendingPathComponent("NoClass.storyboard").path
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        let storyboard = try Storyboard(contentsOfFile: path, options: Storyboards.options())
        let home = try storyboard.instantiateController(withIdentifier: "Home")
        #expect {
            try home.performSegue(withIdentifier: "fade")
        } throws: { error in
            (error as? StoryboardError)?.message.contains("must either have a performHandler") == true
        }
    }

    @Test func S21_S22_unwindCallsPrepareThenTheActionOnTheFoundDestination() throws {
        let log = SegueLog()
        let (storyboard, navigation, home) = try home(log)
        try home.performSegue(withIdentifier: "showDetail")
        try home.performSegue(withIdentifier: "present")
        let modal = try #require(navigation.presented)
        log.calls.removeAll()
        let segue = try #require(try modal.fire(sourceID: ObjectID("Dne-00-001")))
        let same7 = segue.destination === home.object
        #expect(same7)
        #expect(log.calls.contains("unwindToHome:done"))
        let steps = storyboard.trace.storyboardEvents.filter { $0.segueID == ObjectID("sUw-00-001") }.map(\.step)
            .filter { [.unwindSearch, .prepare, .unwindAction, .unwindTransition].contains($0) }
        #expect(Array(steps.prefix(3)) == [.unwindSearch, .prepare, .unwindAction])
        #expect(steps.last == .unwindTransition)
    }

    @Test func S23_searchAsksThePresenterThenItsChildrenTopFirst() throws {
        let (storyboard, navigation, home) = try home()
        try home.performSegue(withIdentifier: "showDetail")
        try home.performSegue(withIdentifier: "present")
        let modal = try #require(navigation.presented)
        try modal.fire(sourceID: ObjectID("Dne-00-001"))
        let asked = storyboard.trace.events(.unwindCandidate).map(\.objectID)
        #expect(asked == [ObjectID("Det-00-001"), ObjectID("Hom-00-001")])
    }

    @Test func S24_unwindDismissesAndPopsToTheDestination() throws {
        let log = SegueLog()
        let (storyboard, navigation, home) = try home(log)
        try home.performSegue(withIdentifier: "showDetail")
        try home.performSegue(withIdentifier: "present")
        let modal = try #require(navigation.presented)
        try modal.fire(sourceID: ObjectID("Dne-00-001"))
        #expect(navigation.presented == nil)
        #expect(navigation.children.map(\.id) == [ObjectID("Hom-00-001")])
        let same8 = storyboard.session.topController === home
        #expect(same8)
        #expect(storyboard.trace.events(rule: "S24").count >= 2)
    }

    @Test func S37_unwindWithoutDestinationDoesNothing() throws {
        let (storyboard, navigation, home) = try home()
        try home.performSegue(withIdentifier: "present")
        let modal = try #require(navigation.presented)
        let segue = try modal.fire(sourceID: ObjectID("Nwh-00-001"))
        #expect(segue == nil)
        let same9 = navigation.presented === modal
        #expect(same9)
        #expect(storyboard.trace.events(.unwindFailed).map(\.rule) == ["S37"])
    }

    @Test func traceHasTextAndJSONNamingSceneSegueAndRule() throws {
        let (storyboard, _, home) = try home()
        try home.performSegue(withIdentifier: "showDetail")
        let text = storyboard.trace.text
        #expect(text.contains("S14 perform scene=sHom-00-001 segue=sSh-00-001 Det-00-001"))
        let json = try storyboard.trace.json()
        let decoded = try JSONDecoder().decode(StoryboardTrace.self, from: Data(json.utf8))
        #expect(decoded == storyboard.trace)
        #expect(storyboard.trace.storyboardEvents.allSatisfy { $0.rule.hasPrefix("S") })
    }
}
