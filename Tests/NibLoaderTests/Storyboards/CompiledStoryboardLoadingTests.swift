import Foundation
import NibLoader
import NibModel
import NibTestSupport
import Testing

/// A compiled storyboard (`.storyboardc`) loads as its source would (storyboards.md S32): the
/// storyboard proxy is the storyboard, the view nib is the lazy view, templates are segues.
@Suite struct CompiledStoryboardLoadingTests {
    static func open(_ url: URL, log: SegueLog = SegueLog()) throws -> Storyboard {
        var options = StoryboardOptions()
        var registry = options.load.registry
        registry.register(
            ClassRegistry.Factory(plain: { SBHomeController(log: log, answer: true) }), as: "StartController")
        registry.register(ClassRegistry.Factory(plain: { SBDetailController(log: log) }), as: "DetailController")
        options.load.registry = registry
        return try Storyboard(contentsOfFile: url.path, options: options)
    }

    @Test func S32_initialControllerLoadsWithoutExternalObjectsAndItsViewIsLazy() throws {
        let storyboard = try Self.open(try CompiledStoryboardFixture.flowStoryboard())
        #expect(storyboard.identifiers.sorted() == ["Detail", "Start"])
        let start = try storyboard.instantiateInitialController()
        #expect(start.object is SBHomeController)
        #expect(!start.isViewLoaded, "S7: instantiating does not load the view nib")
        let view = try #require(try start.loadViewIfNeeded())
        #expect((view as? NibStandIn)?.className == "UIView")
        let rules = storyboard.trace.storyboardEvents.map(\.rule)
        #expect(rules.contains("S7.1") && rules.contains("S7.2"))
    }

    @Test func S32_aControlThatFiresATemplatePerformsItsSegue() throws {
        let log = SegueLog()
        let storyboard = try Self.open(try CompiledStoryboardFixture.flowStoryboard(), log: log)
        let start = try storyboard.instantiateInitialController()
        storyboard.session.install(start, rule: "S29")
        try start.loadViewIfNeeded()
        let show = try #require(storyboard.segues.first { $0.identifier == "toDetail" })
        #expect(show.kind == "show")
        log.calls.removeAll()
        let segue = try #require(try start.fire(sourceID: show.sourceID))
        #expect(segue.identifier == "toDetail")
        #expect(segue.destination is SBDetailController)
        #expect(log.calls.first == "shouldPerform:toDetail", "S12: a control asks shouldPerformSegue first")
        #expect(storyboard.session.topController?.object is SBDetailController)
    }

    @Test func S32_aTemplateNoControlFiresIsPerformedFromCode() throws {
        let storyboard = try Self.open(try CompiledStoryboardFixture.flowStoryboard())
        let detail = try storyboard.instantiateController(withIdentifier: "Detail")
        let segue = try #require(try detail.performSegue(withIdentifier: "again"))
        #expect(segue.destination is SBHomeController)
        #expect(storyboard.segues.first { $0.identifier == "again" }?.kind == "presentation")
    }

    @Test func S32_aMissingViewNibIsALocatedErrorWhenTheViewIsAskedFor() throws {
        let url = try CompiledStoryboardFixture.flowStoryboard()
        try FileManager.default.removeItem(at: url.appendingPathComponent("s1-view-v1.nib"))
        let storyboard = try Self.open(url)
        let start = try storyboard.instantiateInitialController()
        let error = #expect(throws: StoryboardError.self) { try start.loadViewIfNeeded() }
        #expect(error?.kind == .missingViewNib("s1-view-v1", storyboard: "Flow.storyboardc"))
        #expect(error?.location.file == url.path)
    }
}
