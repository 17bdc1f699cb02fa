import Testing

@testable import NibModel

@Suite struct NibVisitorTests {
    struct Recorder: NibVisitor {
        var events: [String] = []
        var skip: Set<String> = []
        mutating func visitScene(_ scene: Scene) { events.append("scene \(scene.id)") }
        mutating func visitObject(_ object: NibObject, depth: Int) -> NibVisitAction {
            events.append("\(depth) \(object.id)")
            return skip.contains(object.element) ? .skipChildren : .visitChildren
        }
        mutating func didVisitObject(_ object: NibObject, depth: Int) { events.append("/\(object.id)") }
    }

    @Test func walkVisitsObjectsDepthFirstInDocumentOrder() throws {
        let document = try NibDocument(contentsOfFile: Paths.fixture("Everything.xib"))
        var recorder = Recorder()
        document.walk(&recorder)
        #expect(
            recorder.events == [
                "0 -1", "/-1", "0 -2", "/-2", "0 ext-theme", "/ext-theme", "0 root-view", "1 field-1", "/field-1",
                "1 future-1", "/future-1", "/root-view", "0 tap-1", "/tap-1",
            ])
    }

    @Test func skipChildrenPrunesTheSubtree() throws {
        let document = try NibDocument(contentsOfFile: Paths.fixture("Everything.xib"))
        var recorder = Recorder(skip: ["view"])
        document.walk(&recorder)
        #expect(!recorder.events.contains("1 field-1"))
        #expect(recorder.events.contains("/root-view"))
    }

    @Test func storyboardWalkGoesSceneByScene() throws {
        let document = try NibDocument(contentsOfFile: Paths.sample("Main.storyboard"))
        var recorder = Recorder(skip: ["navigationController", "tableViewController", "viewController"])
        document.walk(&recorder)
        #expect(
            recorder.events.filter { !$0.hasPrefix("/") } == [
                "scene Sc1-Nv-s01", "0 Nv1-Co-n01", "0 Fr1-Pl-h01", "scene Sc2-Ls-s02", "0 Ls1-Vc-n01", "0 Fr2-Pl-h02",
                "0 Ex2-Ex-t02", "scene Sc3-Dt-s03", "0 Dt1-Vc-n01", "0 Fr3-Pl-h03", "scene Sc4-Ed-s04", "0 Ed1-Vc-n01",
                "0 Fr4-Pl-h04", "0 Ex4-Ex-t04", "0 Rf1-Pl-h01",
            ])
    }
}
