import ArgumentParser
import NibLoader
import NibModel

extension NibDump {
    /// `nibdump flow`: a storyboard's scenes, identifiers and segues as a tree from the initial
    /// controller.
    struct Flow: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "flow",
            abstract: "Print a storyboard's scenes and segues as a tree from the initial controller.",
            discussion: """
                Containers list their relationship children and embedded children, then the segues each scene's controls fire, with the destination's subtree the first time it is reached. Scenes not reachable from the initial controller follow.

                Exit codes: 0 success, 1 a storyboard failed to open, 64 usage error.

                Examples:
                  nibdump flow Samples/Storyboards/Flow.storyboard
                  nibdump flow App/Base.lproj/Main.storyboard
                """)

        @Argument(help: "Storyboards.")
        var paths: [String]

        func run() throws {
            var failed = false
            for path in paths {
                do {
                    let storyboard = try Storyboard(contentsOfFile: path)
                    print(FlowTree(storyboard).text)
                } catch {
                    printError(error.description)
                    failed = true
                }
            }
            if failed { throw ExitCode.failure }
        }
    }
}

/// The tree `nibdump flow` prints.
struct FlowTree {
    let storyboard: Storyboard
    private var lines: [String] = []
    private var shown: Set<ObjectID> = []

    init(_ storyboard: Storyboard) {
        self.storyboard = storyboard
        lines.append("\(storyboard.path) (\(storyboard.platform.rawValue), \(storyboard.scenes.count) scenes)")
        if let initial = storyboard.initialControllerID {
            visit(
                initial, label: "initial", prefix: "", last: storyboard.scenes.allSatisfy { $0.controllerID == initial }
            )
        } else {
            lines.append("(no initial controller)")
        }
        let rest = storyboard.scenes.filter { !shown.contains($0.controllerID) }
        if !rest.isEmpty {
            lines.append("not reachable from the initial controller:")
            for (index, scene) in rest.enumerated() where !shown.contains(scene.controllerID) {
                visit(scene.controllerID, label: "scene", prefix: "", last: index == rest.count - 1)
            }
        }
    }

    var text: String { lines.joined(separator: "\n") }

    private mutating func visit(_ id: ObjectID, label: String, prefix: String, last: Bool) {
        let branch = prefix.isEmpty && label == "initial" ? "" : (last ? "└─ " : "├─ ")
        let childPrefix = prefix + (branch.isEmpty ? "" : (last ? "   " : "│  "))
        guard let scene = storyboard.scene(controllerID: id) else {
            lines.append("\(prefix)\(branch)\(label) → \(id) (not a scene)")
            return
        }
        var title = "\(label) → \(scene.element) \(scene.className) id=\(scene.controllerID)"
        if let identifier = scene.storyboardIdentifier { title += " storyboardID=\(identifier)" }
        if let reference = scene.reference {
            title +=
                " → storyboard \(reference.storyboardName ?? "(this)")"
                + (reference.identifier.map { " '\($0)'" } ?? " (initial)")
        }
        title += " line \(scene.location.line)"
        if shown.contains(id) {
            lines.append("\(prefix)\(branch)\(title) ↻")
            return
        }
        shown.insert(id)
        lines.append("\(prefix)\(branch)\(title)")
        guard scene.kind != .reference else { return }
        let fromController = storyboard.segues(from: id).filter { $0.kind == "relationship" }
        let inScene = storyboard.segues(inScene: scene.id).filter { $0.kind != "relationship" }
        let edges = fromController + inScene
        for (index, segue) in edges.enumerated() {
            var label = segue.kind == "relationship" ? "relationship \(segue.relationship ?? "")" : segue.title
            if segue.kind != "relationship", segue.sourceID != id { label += " from \(segue.sourceID)" }
            if let action = segue.unwindAction {
                lines.append("\(childPrefix)\(index == edges.count - 1 ? "└─ " : "├─ ")\(label) → exit \(action)")
                continue
            }
            visit(segue.destinationID, label: label, prefix: childPrefix, last: index == edges.count - 1)
        }
    }
}
