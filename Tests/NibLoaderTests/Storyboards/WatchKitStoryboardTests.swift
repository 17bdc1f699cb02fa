import Foundation
import NibLoader
import NibModel
import NibTestSupport
import Testing

/// WatchKit storyboards load scene by scene (S39): interface objects with their controller, push
/// and modal segues, pages by `nextPage`, notification interfaces left to WatchKit.
@Suite struct WatchKitStoryboardTests {
    private func open() throws -> Storyboard {
        try Storyboard(contentsOfFile: Storyboards.fixture("Watch.storyboard"))
    }

    @Test func S39_initialInterfaceControllerComesWithItsInterfaceObjectsAndOutlets() throws {
        let storyboard = try open()
        #expect(storyboard.platform == .watchOS)
        #expect(storyboard.identifiers == ["Repositories", "About", "Repository", "Settings"])
        let controller = try storyboard.instantiateInitialController()
        #expect(controller.scene.storyboardIdentifier == "Repositories")
        // The scene load made the table, its row and the row's label: WatchKit has no lazy view.
        let row = try #require(controller.object(withID: ObjectID("Row-Re-po1")) as? NibStandIn)
        #expect(row.className == "WKInterfaceTableRow")
        #expect(row.nibValue(forKey: "nameLabel") as AnyObject? === controller.object(withID: ObjectID("Lbl-Re-po1")))
        let owner = try #require(controller.object as? NibStandIn)
        #expect(owner.nibValue(forKey: "table") as AnyObject? === controller.object(withID: ObjectID("Tbl-Re-po1")))
        try controller.loadViewIfNeeded()
        let assigned = storyboard.trace.events(.viewAssigned)
        #expect(assigned.map(\.rule) == ["S39"])
        #expect(storyboard.trace.events(.loadView).isEmpty)
    }

    @Test func S39_nextPageMakesThePageAndNotificationInterfacesAreLeftToWatchKit() throws {
        let storyboard = try open()
        let controller = try storyboard.instantiateInitialController()
        #expect(controller.children.map(\.scene.storyboardIdentifier) == ["About"])
        #expect(controller.children.first?.placement == .relationship("nextPage"))
        let notification = try #require(storyboard.scenes.first { $0.element == "notificationController" })
        _ = try storyboard.instantiateScene(notification)
        let skipped = storyboard.trace.events(.relationship).filter { $0.outcome == .skipped }
        #expect(skipped.map(\.name) == ["dynamicNotificationInterface"])
        #expect(skipped.first?.rule == "S39")
    }

    @Test func S39_pushFromATableRowAndModalFromAButton() throws {
        let storyboard = try open()
        let controller = try storyboard.instantiateInitialController()
        storyboard.session.install(controller)
        let pushed = try #require(try controller.fire(sourceID: ObjectID("Row-Re-po1")))
        #expect(pushed.identifier == "push-repo")
        #expect(pushed.destinationController.placement == .pushed)
        #expect(pushed.destinationController.scene.storyboardIdentifier == "Repository")
        #expect(storyboard.session.topController === pushed.destinationController)
        #expect(
            storyboard.trace.events(rule: "S39").last?.detail?.hasPrefix("pushController(withName:context:)") == true)

        let fresh = try open()
        let root = try fresh.instantiateInitialController()
        fresh.session.install(root)
        let modal = try #require(try root.fire(sourceID: ObjectID("Btn-Se-tt1")))
        #expect(modal.identifier == "show-settings")
        #expect(modal.destinationController.placement == .presented(style: "modal"))
        #expect(modal.className == "WatchKitSegue")
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func S39_realWatchAppStoryboardLoadsItsInitialController() throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent(
            "storyboard-ios/mac-cain13__R.swift__Examples_RwatchApp_ResourceApp-watchOS_Base.lproj_Interface.storyboard"
        ).path
        let storyboard = try Storyboard(contentsOfFile: path)
        let controller = try storyboard.instantiateInitialController()
        try controller.loadViewIfNeeded()
        #expect(controller.className == "WKInterfaceController")
        #expect(controller.scene.className == "InterfaceController")
        let label = controller.object(withID: ObjectID("aJY-ZP-k4H")) as? NibStandIn
        #expect(label?.className == "WKInterfaceLabel")
        #expect((controller.object as? NibStandIn)?.nibValue(forKey: "label") as AnyObject? === label)
    }
}
