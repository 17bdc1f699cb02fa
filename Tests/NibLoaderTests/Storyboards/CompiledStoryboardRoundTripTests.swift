import Foundation
import NibCompiler
import NibLoader
import NibModel
import NibTestSupport
import Testing

/// Every corpus storyboard the compiler compiles loads through `Storyboard` from its
/// `.storyboardc` as from its source (S32): the same identifiers and initial controller, each
/// instantiable scene with the same trace (scene, view, relationships and embeds, S6–S12), the
/// same segues from it (kind, identifier, destination), each followed with the same outcome
/// (S13–S20, unwinds S21–S26; a storyboard reference, S27, as a segue's destination).
@Suite(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
struct CompiledStoryboardRoundTripTests {
    static let storyboards = TestPaths.wellFormedCorpusDocuments.filter { $0.hasSuffix(".storyboard") }

    /// What a storyboard does when each scene a storyboard can instantiate is instantiated and
    /// each of its segues followed, without the document's ids (a compiled scene's ids are its
    /// nib's).
    static func behaviour(_ path: String) -> [String] {
        let options = StoryboardOptions()
        guard let storyboard = try? Storyboard(contentsOfFile: path, options: options) else { return ["unreadable"] }
        var lines = ["identifiers " + storyboard.identifiers.sorted().joined(separator: ",")]
        var scenes = storyboard.scenes.filter { $0.storyboardIdentifier != nil }
        if let initial = storyboard.initialControllerID.flatMap(storyboard.scene(controllerID:)) {
            lines.append("initial \(initial.className)")
            if !scenes.contains(where: { $0.id == initial.id }) { scenes.append(initial) }
        }
        for scene in scenes.sorted(by: { $0.title < $1.title }) {
            guard let fresh = try? Storyboard(contentsOfFile: path, options: options),
                let same = fresh.scenes.first(where: { $0.id == scene.id })
            else { continue }
            do {
                let controller = try fresh.instantiateScene(same)
                try controller.loadViewIfNeeded()
                lines.append("scene \(scene.title): " + steps(fresh.trace))
            } catch {
                lines.append("scene \(scene.title): failed")
            }
            let segues = storyboard.segues(inScene: scene.id).filter { $0.kind != "relationship" }
            for segue in segues.sorted(by: { $0.title < $1.title }) {
                // Without the destination's id: a reference's is ibtool's made-up identifier.
                let destination =
                    storyboard.scene(controllerID: segue.destinationID).map { scene in
                        scene.storyboardIdentifier.map { "\(scene.className) '\($0)'" } ?? scene.className
                    } ?? "outside"
                lines.append("segue \(segue.title) → \(destination): " + follow(segue, in: path, options: options))
            }
        }
        return lines
    }

    /// The storyboard steps of a trace, with their rules and classes.
    static func steps(_ trace: StoryboardTrace) -> String {
        trace.storyboardEvents.map { "\($0.step)/\($0.rule)/\($0.className ?? "")" }.joined(separator: " ")
    }

    /// Follows a triggered segue from a fresh instance of its scene; the last step and rule.
    static func follow(_ segue: StoryboardSegueInfo, in path: String, options: StoryboardOptions) -> String {
        guard segue.isTriggered else { return "not triggered" }
        do {
            let fresh = try Storyboard(contentsOfFile: path, options: options)
            guard let scene = segue.sceneID.flatMap({ id in fresh.scenes.first { $0.id == id } }) else {
                return "no scene"
            }
            let controller = try fresh.instantiateScene(scene)
            fresh.session.install(controller, rule: "S29")
            _ = try controller.run(segue)
            let last = fresh.trace.storyboardEvents.last
            return "\(last?.step.rawValue ?? "-")/\(last?.rule ?? "-")"
        } catch {
            return "failed"
        }
    }

    @Test func aCompiledStoryboardLoadsWithTheTracesOfItsSource() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        var counts = (compiled: 0, same: 0)
        var different: [String] = []
        for path in Self.storyboards {
            guard let document = try? NibDocument(contentsOfFile: path),
                let files = try? StoryboardCompiler().compile(document)
            else { continue }
            counts.compiled += 1
            let folder = work.appendingPathComponent(
                URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + ".storyboardc")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files { try Data(file.bytes).write(to: folder.appendingPathComponent(file.name)) }
            let source = Self.behaviour(path)
            let compiled = Self.behaviour(folder.path)
            if source == compiled {
                counts.same += 1
            } else {
                let first = zip(source, compiled).first { $0 != $1 }
                different.append(
                    "\(path): \(first.map { "\($0.0) | \($0.1)" } ?? "\(source.count) vs \(compiled.count) lines")")
            }
        }
        #expect(counts.compiled >= 56, "compiled \(counts.compiled)")
        #expect(
            different.isEmpty, "\(counts.same) of \(counts.compiled) the same:\n\(different.joined(separator: "\n"))")
    }
}
