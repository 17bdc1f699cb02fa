import Foundation
import NibLoader
import NibModel
import Testing

@Suite struct StoryboardContainmentTests {
    @Test func S9_1_navigationRootIsStackIndexZeroAndItsViewStaysLazy() throws {
        let storyboard = try Storyboards.open()
        let navigation = try storyboard.instantiateInitialController()
        #expect(navigation.children.count == 1)
        let root = navigation.children[0]
        #expect(root.object is SBHomeController)
        #expect(root.placement == .relationship("rootViewController"))
        #expect(root.parent === navigation)
        #expect(!root.isViewLoaded)
    }

    @Test func S9_1_tabsFillInOrderWithTheFirstSelected() throws {
        let storyboard = try Storyboards.open()
        let tabs = try storyboard.instantiateController(withIdentifier: "Tabs")
        #expect(tabs.children.map(\.id) == [ObjectID("Det-00-001"), ObjectID("Nav-00-001")])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.children.allSatisfy { !$0.isViewLoaded })
    }

    @Test func S9_2_windowControllerContentIsItsRelationshipChild() throws {
        let storyboard = try Storyboards.open("Mac.storyboard")
        let window = try storyboard.instantiateInitialController()
        #expect(window.kind == .window)
        #expect(window.children.map(\.id) == [ObjectID("Con-00-001")])
        #expect(storyboard.trace.events(.relationship).map(\.rule) == ["S9.2"])
    }

    @Test func S9_3_tabViewControllerLoadsOnlyTheSelectedTabsView() throws {
        let storyboard = try Storyboards.open("Mac.storyboard")
        let tabs = try storyboard.instantiateController(withIdentifier: "Tabs")
        try tabs.loadViewIfNeeded()
        #expect(tabs.children[0].isViewLoaded)
        #expect(!tabs.children[1].isViewLoaded)
    }

    @Test func S10_embedCreatesTheChildWithItsParent() throws {
        let storyboard = try Storyboards.open()
        let home = try storyboard.instantiateController(withIdentifier: "Home")
        let child = try #require(home.children.first)
        #expect(child.id == ObjectID("Chd-00-001"))
        #expect(child.placement == .embedded(containerViewID: ObjectID("Ctr-00-001")))
        #expect(!home.isViewLoaded)
        #expect(storyboard.trace.events(rule: "S10").count >= 2)
    }

    @Test func S31_applicationSceneFillsTheMainMenu() throws {
        let storyboard = try Storyboards.open("Mac.storyboard")
        let scene = try #require(storyboard.scenes.first { $0.kind == .application })
        _ = try storyboard.instantiateScene(scene)
        let menu = try #require(storyboard.session.mainMenu as? NibStandIn)
        #expect(menu.objectID == ObjectID("Mnu-00-001"))
        #expect(storyboard.trace.events(rule: "S31").count == 1)
    }

    @Test func S29_mainStoryboardFromInfoPlistInstallsTheInitialController() throws {
        let bundle = try Paths.temporaryDirectory()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Flow</string></dict></plist>
            """
        try plist.write(to: bundle.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Storyboards.fixture("Flow.storyboard"),
            toPath: bundle.appendingPathComponent("Base.lproj/Flow.storyboard").path)
        let main = MainStoryboard(bundleDirectory: bundle.path)
        #expect(try main.storyboardName() == "Flow")
        let storyboard = try main.launch(options: Storyboards.options())
        let root = try #require(storyboard.session.rootController)
        #expect(root.id == ObjectID("Nav-00-001"))
        #expect(root.isViewLoaded)
        #expect(storyboard.trace.events(rule: "S29").count >= 2)
    }

    @Test func S30_S31_appKitMainStoryboardFillsTheMenuAndShowsTheWindowController() throws {
        let bundle = try Paths.temporaryDirectory()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSMainStoryboardFile</key><string>Mac</string></dict></plist>
            """
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent("Contents/Resources"), withIntermediateDirectories: true)
        try plist.write(to: bundle.appendingPathComponent("Contents/Info.plist"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: Storyboards.fixture("Mac.storyboard"),
            toPath: bundle.appendingPathComponent("Contents/Resources/Mac.storyboard").path)
        let storyboard = try MainStoryboard(bundleDirectory: bundle.path).launch()
        #expect(storyboard.session.mainMenu != nil)
        #expect(storyboard.session.rootController?.kind == .window)
        #expect(storyboard.trace.events(rule: "S30").count >= 2)
    }
}
