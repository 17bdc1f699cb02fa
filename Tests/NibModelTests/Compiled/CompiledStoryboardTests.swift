import Foundation
import NibTestSupport
import Testing

@testable import NibModel

/// Compiled storyboards read as source storyboards (storyboards.md S32).
@Suite struct CompiledStoryboardTests {
    @Test func S32_3_viewNibIsTheControllersViewAndTemplatesAreSegues() throws {
        let document = try NibDocument(contentsOfFile: try CompiledStoryboardFixture.flowStoryboard().path)
        #expect(document.scenes.map(\.id) == ["Detail", "Start"], "view nibs are not scenes")
        let start = try #require(document.storyboardIdentifiers["Start"])
        let detail = try #require(document.storyboardIdentifiers["Detail"])
        #expect(document.root[attribute: "initialViewController"] == start.rawValue)
        let controller = try #require(document.object(withID: start))
        #expect(controller[attribute: "sceneMemberID"] == "viewController")
        #expect(controller.customClass == "StartController")
        let view = try #require(document.children(of: start).first { $0.key == "view" })
        let button = try #require(document.children(of: view.id).first)
        #expect(button.className == "UIButton")
        // The runtime's proxies are gone: the storyboard is the loader's, not an external object.
        #expect(!document.placeholders.contains { $0.className.contains("Storyboard") })
        #expect(!document.placeholders.contains { $0.id.rawValue.contains("-view-") })
        let segues = document.connections.compactMap { connection -> (ObjectID, Connection.Segue)? in
            guard case .segue(let segue) = connection.kind else { return nil }
            return (connection.source, segue)
        }
        #expect(segues.count == 2)
        let show = try #require(segues.first { $0.1.identifier == "toDetail" })
        #expect(show.0 == button.id, "the button that sends perform: to the template is the segue's source")
        #expect(show.1.kind == "show")
        #expect(show.1.destination == detail)
        let again = try #require(segues.first { $0.1.identifier == "again" })
        #expect(again.0 == detail, "a template no control fires hangs on its controller")
        #expect(again.1.kind == "presentation")
        #expect(again.1.destination == start)
        #expect(
            !document.connections.contains { $0.element[attribute: "property"] == "sceneViewController" },
            "the owner's outlets are the runtime's")
    }
}
