import ArgumentParser
import NibCodeGeneration
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NibDump {
    /// `nibdump generate`: code generated from documents.
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: "Generate code from documents (typed identifiers for what they name by string).",
            discussion: """
                Examples:
                  nibdump generate swift App/Resources -o Sources/App/NibIdentifiers.swift
                  nibdump generate swift Main.storyboard ProfileViewController.xib
                """,
            subcommands: [GenerateSwift.self])
    }

    /// `nibdump generate swift PATH... [-o FILE]`.
    struct GenerateSwift: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swift",
            abstract: "Generate Swift constants and typed instantiation for storyboards, nibs, images and colors.",
            discussion: """
                For each storyboard: its scenes with storyboard identifiers (a function that \
                instantiates each and returns the scene's class), the initial controller, segue \
                identifiers by source controller, and reuse identifiers. For each xib: its name, File's \
                Owner type and reuse identifiers. Image and named-color names of every document. UIKit \
                (iOS, tvOS) and AppKit documents each get a section behind #if canImport(...).

                The output is sorted and deterministic; it is written to standard output, or to -o FILE \
                (left untouched when it already holds the same text).

                Examples:
                  nibdump generate swift App/Resources -o Sources/App/NibIdentifiers.swift
                  nibdump generate swift Main.storyboard Settings.storyboard --access-level public
                  nibdump generate swift Resources --module App    # qualify classes of other modules
                """)

        @Argument(help: "Documents or directories (searched recursively for .xib and .storyboard).")
        var paths: [String] = []

        @Option(name: [.short, .customLong("output")], help: "Write the Swift file here instead of standard output.")
        var output: String?

        @Option(help: "Access level of the generated declarations: internal, public or package.")
        var accessLevel: String = "internal"

        @Option(help: "The module the file is compiled into; classes of other modules are qualified and imported.")
        var module: String?

        func validate() throws {
            if paths.isEmpty { throw ValidationError("Give at least one document or directory.") }
            if !["internal", "public", "package"].contains(accessLevel) {
                throw ValidationError("--access-level takes internal, public or package.")
            }
        }

        func run() throws {
            var files: [String] = []
            for path in paths {
                if FileTree.isDirectory(path) {
                    files += try DocumentReader.expand([path], allowEmpty: false).filter {
                        let ext = PathText.pathExtension($0).lowercased()
                        return ext == "xib" || ext == "storyboard"
                    }
                } else {
                    files.append(path)
                }
            }
            var documents: [NibDocument] = []
            var failed = false
            for result in DocumentReader.read(files) {
                switch result {
                case .success(let document): documents.append(document)
                case .failure(let error):
                    printError(error.description)
                    failed = true
                }
            }
            if failed { throw ExitCode.failure }
            let source = SwiftCodeGenerator(accessLevel: accessLevel, module: module).generate(documents)
            guard let output else {
                print(source, terminator: "")
                return
            }
            let url = URL(fileURLWithPath: output)
            let bytes = Data(source.utf8)
            if let existing = try? Data(contentsOf: url), existing == bytes { return }
            do {
                try bytes.write(to: url)
            } catch {
                printError("\(output): error: cannot write the generated file: \(error)")
                throw ExitCode.failure
            }
        }
    }
}
