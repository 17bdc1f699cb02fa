import Foundation
import NibLoader
import NibModel
import Testing

@Suite struct StoryboardInstantiationTests {
    @Test func S1_sceneControllerIsTheSceneMemberViewController() throws {
        let storyboard = try Storyboards.open()
        #expect(storyboard.scenes.count == 9)
        let home = try #require(storyboard.scene(identifier: "Home"))
        #expect(home.controllerID == ObjectID("Hom-00-001"))
        #expect(home.viewID == ObjectID("HVw-00-001"))
        #expect(storyboard.scene(controllerID: ObjectID("Nav-00-001"))?.kind == .navigation)
    }

    @Test func S3_identifiersAreLookupKeys() throws {
        let storyboard = try Storyboards.open()
        #expect(storyboard.identifiers == ["Home", "Detail", "Modal", "Tabs", "Split"])
        let detail = try storyboard.instantiateController(withIdentifier: "Detail")
        #expect(detail.object is SBDetailController)
    }

    @Test func S4_initialControllerIsTheDocumentsInitialViewController() throws {
        let storyboard = try Storyboards.open()
        let initial = try storyboard.instantiateInitialController()
        #expect(initial.id == ObjectID("Nav-00-001"))
        #expect(storyboard.trace.events(rule: "S4").count == 1)
    }

    @Test func S6_everyCallMakesANewControllerAndOnlyThatScene() throws {
        let storyboard = try Storyboards.open()
        let first = try storyboard.instantiateController(withIdentifier: "Detail")
        let second = try storyboard.instantiateController(withIdentifier: "Detail")
        #expect(first.object !== second.object)
        // One scene per call: nothing of the Home scene was created.
        let instantiated = storyboard.trace.events(.sceneInstantiated).filter { $0.rule == "S6" }
        #expect(instantiated.map(\.sceneID) == ["sDet-00-001", "sDet-00-001"])
        #expect(first.storyboard === storyboard)
    }

    @Test func S6_2_creatorBuildsTheControllerAndNilMeansPlainInitCoder() throws {
        let log = SegueLog()
        let storyboard = try Storyboards.open(log: log)
        let made = SBDetailController(log: log)
        let built = try storyboard.instantiateController(withIdentifier: "Detail") { coder in
            #expect(coder.object.id == ObjectID("Det-00-001"))
            return made
        }
        #expect(built.object === made)
        let plain = try storyboard.instantiateController(withIdentifier: "Detail") { _ in nil }
        #expect(plain.object !== made)
        #expect(log.calls.contains("init(coder:):detail") == false)  // registered with plain init only
    }

    @Test func S7_viewIsLazyAndLoadsWithTheControllerAsOwner() throws {
        let log = SegueLog()
        let storyboard = try Storyboards.open(log: log)
        let home = try storyboard.instantiateController(withIdentifier: "Home")
        #expect(!home.isViewLoaded)
        #expect(home.view == nil)
        #expect(!log.calls.contains { $0.hasPrefix("viewDidLoad") })
        let view = try home.loadViewIfNeeded()
        #expect(view != nil)
        #expect(home.isViewLoaded)
        #expect((home.object as? SBHomeController)?.titleLabel != nil)  // outlet to the owner
        #expect(log.calls.contains("viewDidLoad:home:label=true"))
        let second = try storyboard.instantiateController(withIdentifier: "Home")
        try second.loadViewIfNeeded()
        #expect(second.view !== home.view)  // each instance its own views
    }

    @Test func S7_2_viewLoadOrderIsViewsOutletsAwakeAssignedViewDidLoad() throws {
        let storyboard = try Storyboards.open()
        let home = try storyboard.instantiateController(withIdentifier: "Home")
        try home.loadViewIfNeeded()
        let events = storyboard.trace.events
        let start = try #require(events.firstIndex { $0.step == .loadView })
        let view = events[start...]
        let created = try #require(view.firstIndex { $0.nib?.action == .created })
        let outlet = try #require(view.firstIndex { $0.nib?.action == .outlet && $0.nib?.name == "titleLabel" })
        let awake = try #require(view.firstIndex { $0.nib?.action == .awake })
        let assigned = try #require(view.firstIndex { $0.step == .viewAssigned })
        let didLoad = try #require(view.firstIndex { $0.step == .viewDidLoad })
        #expect(created < outlet && outlet < awake && awake < assigned && assigned < didLoad)
        #expect(events[start].rule == "S7.1")
    }

    @Test func S7_3_appKitViewLoadFollowsS7_3() throws {
        let storyboard = try Storyboards.open("Mac.storyboard")
        let content = try storyboard.instantiateController(withIdentifier: "Content")
        try content.loadViewIfNeeded()
        #expect(storyboard.trace.events(.loadView).map(\.rule) == ["S7.3"])
        #expect(storyboard.trace.events(.viewAssigned).map(\.rule) == ["S7.3"])
    }

    @Test func S8_awakeFromNibIsRecordedWithoutAssertingItsPosition() throws {
        let log = SegueLog()
        let storyboard = try Storyboards.open(log: log)
        let home = try storyboard.instantiateController(withIdentifier: "Home")
        try home.loadViewIfNeeded()
        #expect(log.calls.contains("awake:home"))
        #expect(!storyboard.trace.events(rule: "S8").isEmpty)
    }

    @Test func S34_missingIdentifierNamesItTheFileAndTheIdentifiers() throws {
        let storyboard = try Storyboards.open()
        #expect {
            try storyboard.instantiateController(withIdentifier: "Setings")
        } throws: { error in
            let text = (error as? StoryboardError)?.description ?? ""
            return text.contains("Flow.storyboard:2") && text.contains("'Setings'")
                && text.contains("Detail, Home, Modal, Split, Tabs")
        }
    }

    @Test func S33_missingReferencedStoryboardIsAnErrorNamingIt() throws {
        let storyboard = try Storyboards.open()
        let home = try storyboard.instantiateController(withIdentifier: "Home")
        #expect {
            try home.performSegue(withIdentifier: "missing")
        } throws: { error in
            let text = (error as? StoryboardError)?.description ?? ""
            return text.contains("'Nowhere'") && text.contains("Flow.storyboard:69")
        }
    }

    @Test func S26_referenceLoadsTheReferencedControllerFromTheLprojFolder() throws {
        let storyboard = try Storyboards.open()
        let navigation = try storyboard.instantiateInitialController()
        let home = navigation.children[0]
        try home.performSegue(withIdentifier: "account")
        let account = try #require(navigation.children.last)
        #expect(account.storyboard.name == "Other")
        #expect(account.storyboard.path.hasSuffix("Base.lproj/Other.storyboard"))
        #expect(account.scene.storyboardIdentifier == "Account")
        #expect(storyboard.trace.events(.reference).map(\.rule) == ["S26"])
    }

    @Test func S28_storyboardFolderIsWhereReferencesResolve() throws {
        let storyboard = try Storyboards.open()
        #expect(storyboard.folder.hasSuffix("Storyboards/Fixtures"))
        #expect(
            Storyboard.path(forStoryboardNamed: "Other", near: storyboard.folder)?.hasSuffix(
                "Base.lproj/Other.storyboard") == true)
    }
}
