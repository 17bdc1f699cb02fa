import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibRendering

@Suite struct StoryboardMapTests {
    private func placed(_ document: NibDocument) -> [StoryboardMap.Placed] {
        StoryboardMap(document: document, roots: WireframeBuilder(document: document).roots(), idPrefix: "t").place()
    }

    private func overlaps(_ scenes: [StoryboardMap.Placed]) -> [(String, String)] {
        var pairs: [(String, String)] = []
        for (index, scene) in scenes.enumerated() {
            for other in scenes[(index + 1)...] where scene.frame.intersects(other.frame) {
                pairs.append((scene.root.title, other.root.title))
            }
        }
        return pairs
    }

    @Test func scenesSitAtTheirCanvasLocationsWithoutOverlapping() throws {
        let document = try sample("Main.storyboard")
        let scenes = placed(document)
        #expect(scenes.count == 4)
        // Canvas order is kept: the navigation controller (x=-700) left of the list (x=100).
        let navigation = try #require(scenes.first { $0.root.sceneID == "Sc1-Nv-s01" })
        let list = try #require(scenes.first { $0.root.sceneID == "Sc2-Ls-s02" })
        #expect(navigation.frame.maxX < list.frame.x)
        // Sc3 (900, 0) and Sc4 (900, 800) would overlap at 852 points tall: Sc4 moves down.
        #expect(overlaps(scenes).isEmpty)
    }

    @Test func seguesAreDrawnByKindAndTheInitialControllerIsMarked() throws {
        let svg = try WireframeRenderer().svg(for: try sample("Main.storyboard"))
        for kind in ["relationship", "show", "modal", "embed", "unwind"] {
            #expect(svg.contains("class=\"segue seg-\(kind)\""), "no \(kind) segue")
        }
        #expect(svg.contains("<g class=\"initial\" data-id=\"Nv1-Co-n01\">"))
        #expect(svg.contains(">show: showFriend<"))
        #expect(svg.contains("→ Settings"))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func corpusStoryboardScenesDoNotOverlap() throws {
        let storyboards = TestPaths.wellFormedCorpusDocuments.filter { $0.hasSuffix(".storyboard") }
        #expect(storyboards.count > 20)
        for path in storyboards {
            guard let document = try? NibDocument(contentsOfFile: path) else { continue }
            let pairs = overlaps(placed(document))
            #expect(pairs.isEmpty, "\(path): \(pairs.prefix(3))")
        }
    }
}
