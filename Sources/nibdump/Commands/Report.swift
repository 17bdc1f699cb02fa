import ArgumentParser
import NibModel
import NibRendering
import NibValidation

extension NibDump {
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "report",
            abstract: "Write one self-contained HTML page: wireframes, hierarchy, connections, resources, findings.",
            discussion: """
                The page loads nothing from the network; open it from the file in any browser.

                Examples:
                  nibdump report Samples/Documents -o report.html
                  nibdump report App/Base.lproj/Main.storyboard App/Views --title \"App UI\" -o ui.html
                """)

        @Argument(help: "Documents or directories (searched recursively for .xib, .storyboard and .nib).")
        var paths: [String]
        @Option(name: .shortAndLong, help: "Write the page to this file instead of standard output.") var output:
            String?
        @Option(help: "The page title.") var title = "swift-nib report"
        @Flag(help: "Accept a directory that holds no document (an empty report) instead of failing.")
        var allowEmpty = false

        func validate() throws {
            if paths.isEmpty { throw ValidationError("Give at least one document or directory.") }
        }

        func run() throws {
            var documents: [NibDocument] = []
            var errors: [NibParseError] = []
            for result in DocumentReader.read(try DocumentReader.expand(paths, allowEmpty: allowEmpty)) {
                switch result {
                case .success(let document): documents.append(document)
                case .failure(let error): errors.append(error)
                }
            }
            for error in errors { printError(error.description) }
            let html = HTMLReport(documents: documents, errors: errors, title: title).html()
            try writeOutput(html, to: output)
            if !errors.isEmpty { throw ExitCode.failure }
        }
    }
}
