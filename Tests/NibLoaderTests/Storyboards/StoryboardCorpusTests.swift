import Foundation
import NibLoader
import NibModel
import NibTestSupport
import Testing

/// Every well-formed corpus storyboard, scene by scene: no crash, every failure located.
@Suite(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
struct StoryboardCorpusTests {
    static let storyboards = TestPaths.wellFormedCorpusDocuments.filter { $0.hasSuffix(".storyboard") }

    @Test(arguments: storyboards)
    func S6_S7_everySceneWithAnIdentifierAndTheInitialOneInstantiateWithTheirViews(path: String) throws {
        let storyboard: Storyboard
        do {
            storyboard = try Storyboard(contentsOfFile: path)
        } catch {
            #expect(error.location.line > 0 || error.description.contains("error:"))
            return
        }
        var scenes = storyboard.scenes.filter { $0.storyboardIdentifier != nil }
        if let initial = storyboard.initialControllerID.flatMap(storyboard.scene(controllerID:)) {
            scenes.append(initial)
        }
        for scene in scenes {
            do {
                let controller = try storyboard.instantiateScene(scene)
                try controller.loadViewIfNeeded()
                #expect(controller.isViewLoaded)
            } catch {
                #expect(error.location.file.hasSuffix(".storyboard"), "\(error)")
                #expect(error.location.line > 0, "\(error)")
            }
        }
    }
}
