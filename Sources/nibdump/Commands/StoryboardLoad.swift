import ArgumentParser
import NibLoader
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `nibdump load` on one `.storyboard`: instantiate a scene as UIKit and AppKit do
/// (storyboards.md), load its view, run segues.
struct StoryboardLoadOptions: ParsableArguments {
    @Option(help: "Storyboard: instantiate the controller with this Storyboard ID instead of the initial one.")
    var identifier: String?

    @Option(
        help: "Storyboard: perform the segue with this identifier from the controller on top (repeatable, in order).")
    var perform: [String] = []

    @Flag(help: "Storyboard: follow every triggered segue once, each from a fresh instance of its source scene.")
    var allSegues = false

    /// Whether the paths are one storyboard (source, or compiled `.storyboardc`, S32), which
    /// `load` runs scene by scene.
    static func isStoryboard(_ paths: [String]) -> Bool {
        guard paths.count == 1 else { return false }
        var path = Substring(paths[0])
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return path.hasSuffix(".storyboard") || path.hasSuffix(".storyboardc")
    }

    /// Runs the storyboard path of `load`; throws `ExitCode.failure` when a step failed.
    func run(path: String, format: OutputFormat, load: NibLoadOptions) throws {
        var options = StoryboardOptions(load: load)
        options.load.unknownClassPolicy = load.unknownClassPolicy ?? .useStandardClass
        if allSegues {
            try runAllSegues(path: path, format: format, options: options)
            return
        }
        let storyboard = try open(path, format: format, options: options)
        var failure: StoryboardError?
        do throws(StoryboardError) {
            let controller: StoryboardController
            if let identifier {
                controller = try storyboard.instantiateController(withIdentifier: identifier)
            } else {
                controller = try storyboard.instantiateInitialController()
            }
            storyboard.session.install(controller, rule: "S29")
            try controller.loadViewIfNeeded()
            for segue in perform {
                guard let top = storyboard.session.topController else { break }
                try top.performSegue(withIdentifier: segue, sender: nil)
                try storyboard.session.topController?.loadViewIfNeeded()
            }
        } catch {
            failure = error
        }
        if let failure, format == .json {
            try FailureOutput.fail([failure], json: true, output: storyboard.trace)
        }
        switch format {
        case .text:
            print(storyboard.trace.text)
            if let top = storyboard.session.topController {
                print("on top: \(top.path) (\(top.placement.text))")
            }
        case .json:
            print(try storyboard.trace.json())
        }
        if let failure { try FailureOutput.fail([failure], json: false) }
    }

    /// Opens the storyboard, or reports why it cannot be (located; JSON with `--format json`).
    private func open(_ path: String, format: OutputFormat, options: StoryboardOptions) throws -> Storyboard {
        do {
            return try Storyboard(contentsOfFile: path, options: options)
        } catch {
            try FailureOutput.fail([error], json: format == .json)
        }
    }

    /// One outcome of `--all-segues`.
    struct Outcome: Codable {
        var segue: String
        var kind: String
        var identifier: String?
        var source: String
        var scene: String?
        var line: Int
        var outcome: String
        var error: String?
    }

    private func runAllSegues(path: String, format: OutputFormat, options: StoryboardOptions) throws {
        let storyboard = try open(path, format: format, options: options)
        var outcomes: [Outcome] = []
        for segue in storyboard.segues where segue.isTriggered {
            var outcome = Outcome(
                segue: segue.id.rawValue, kind: segue.kind, identifier: segue.identifier,
                source: segue.sourceID.rawValue, scene: segue.sceneID, line: segue.location.line, outcome: "")
            do throws(StoryboardError) {
                let fresh = try Storyboard(contentsOfFile: path, options: options)
                guard let scene = segue.sceneID.flatMap({ id in fresh.scenes.first { $0.id == id } }) else {
                    outcome.outcome = "skipped: the source is in no scene"
                    outcomes.append(outcome)
                    continue
                }
                let controller = try fresh.instantiateScene(scene)
                fresh.session.install(controller, rule: "S29")
                let made = try controller.run(segue)
                let last = fresh.trace.storyboardEvents.last
                outcome.outcome =
                    made == nil ? "did nothing: \(last?.detail ?? "")" : "\(last?.rule ?? "") \(last?.detail ?? "")"
            } catch {
                outcome.outcome = "failed"
                outcome.error = error.description
            }
            outcomes.append(outcome)
        }
        switch format {
        case .text:
            for outcome in outcomes {
                let label = outcome.identifier.map { " '\($0)'" } ?? ""
                if let error = outcome.error {
                    print(error)
                } else {
                    print("\(path):\(outcome.line): \(outcome.kind)\(label) from \(outcome.source): \(outcome.outcome)")
                }
            }
            let failed = outcomes.filter { $0.error != nil }.count
            print("\(outcomes.count) segues followed, \(failed) failed")
        case .json:
            print(try DeterministicJSON.string(outcomes))
        }
        if outcomes.contains(where: { $0.error != nil }) { throw ExitCode.failure }
    }
}

extension NibDump.Load {
    /// Runs one `.storyboard` scene by scene; `false` for any other input.
    func runStoryboard() throws -> Bool {
        guard StoryboardLoadOptions.isStoryboard(input.paths) else { return false }
        var options = NibLoadOptions()
        options.platform = platform.map { $0 == .appkit ? .appKit : .uiKit }
        options.unknownClassPolicy =
            switch unknownClasses {
            case .standin: .useStandardClass
            case .fail: .fail
            case .platform: nil
            }
        options.resources = resources.map { BundleResources(directory: URL(fileURLWithPath: $0), scale: 2) }
        try storyboard.run(path: input.paths[0], format: input.format, load: options)
        return true
    }
}
