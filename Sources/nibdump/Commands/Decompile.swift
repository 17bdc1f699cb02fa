import ArgumentParser
import NibEditing
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NibDump {
    struct Decompile: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "decompile",
            abstract: "Write a document as a modern xib in Xcode's style, from its model.",
            discussion: """
                Reads any document swift-nib reads and prints the whole model as a .xib: placeholders, \
                objects, classes and custom classes, hierarchy, frames, titles and connections. A \
                .storyboardc becomes one .storyboard: a scene per controller, each with its view, its \
                segues and the entry point.

                --report prints instead what the decompiler could not map: every archived class no rule \
                covers and every key of a covered class that nothing reads (keys ibtool computes from \
                the rest of the document are no gap), with how many objects hold it; over several documents, the total (a document that cannot be read is reported on \
                standard error, the others still counted, and the status is 1). A document that is not \
                compiled has nothing to report.

                Examples:
                  nibdump decompile Legacy/MainMenu.xib > MainMenu.xib
                  nibdump decompile Sparkle.framework/Resources/SUUpdateAlert.nib > SUUpdateAlert.xib
                  nibdump decompile Main.storyboardc > Main.storyboard
                  nibdump decompile --report --format json App.app/Contents/Resources/*.nib
                """)
        @Argument(help: "The document (several with --report).") var paths: [String]
        @Flag(help: "List what the decompiler could not map, by archived class and key, with counts.")
        var report = false
        @Option(help: "The report's output format (with --report).") var format: OutputFormat = .text

        func validate() throws {
            if paths.isEmpty { throw ValidationError("Give a document.") }
            if !report, paths.count > 1 { throw ValidationError("Give one document, or use --report for several.") }
            if !report, format != .text { throw ValidationError("--format applies to --report only.") }
        }

        func run() throws {
            guard report else {
                let document = try readDocument(paths[0])
                print(String(decoding: document.decompiledXML(), as: UTF8.self), terminator: "")
                return
            }
            var total = DecompileReport()
            var failed = false
            for path in paths {
                do {
                    total.add(try DecompileReport(contentsOfFile: path))
                } catch {
                    // The others are still counted; the status says one failed.
                    printError(error.description)
                    failed = true
                }
            }
            switch format {
            case .text:
                print(total.text, terminator: "")
            case .json:
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(total), as: UTF8.self))
            }
            if failed { throw ExitCode.failure }
        }
    }
}
