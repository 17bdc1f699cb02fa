import ArgumentParser
import NibModel
import NibRendering

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NibDump {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Draw a document's windows, views, menus and storyboard scenes as an SVG wireframe.",
            discussion: """
                Without --object or --scene every window, top-level view and menu is drawn side by side;
                a storyboard is drawn as its canvas, scenes joined by segue arrows.

                Examples:
                  nibdump render Samples/Documents/MainMenu.xib -o MainMenu.svg
                  nibdump render Samples/Documents/Main.storyboard --scene Sc2-Ls-s02 -o scene.svg
                """)

        @Argument(help: "The document (.xib or .storyboard).") var path: String
        @Option(help: "Draw only this object (a window, view, menu or scene controller), by id.") var object: String?
        @Option(help: "Draw only this storyboard scene, by sceneID.") var scene: String?
        @Option(name: .shortAndLong, help: "Write the SVG to this file instead of standard output.") var output: String?

        func validate() throws {
            if object != nil && scene != nil { throw ValidationError("Give --object or --scene, not both.") }
        }

        func run() throws {
            let document = try readDocument(path)
            let selection: WireframeRenderer.Selection =
                if let object { .object(ObjectID(object)) } else if let scene { .scene(scene) } else { .all }
            let svg: String
            do {
                svg = try WireframeRenderer().svg(for: document, selection: selection)
            } catch {
                printError(error.description)
                throw ExitCode.failure
            }
            try writeOutput(svg, to: output)
        }
    }
}

/// Writes `text` to the file at `path`, or to standard output when there is none.
func writeOutput(_ text: String, to path: String?) throws {
    guard let path else {
        print(text, terminator: "")
        return
    }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        printError("\(path): error: cannot write the output: \(error)")
        throw ExitCode.failure
    }
}
