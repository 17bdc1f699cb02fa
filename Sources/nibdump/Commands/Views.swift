import ArgumentParser
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Shared behaviour of the read-only views: read each document, print a view of it, and
/// with `--format json` print the versioned model instead.
protocol DocumentView: ParsableCommand {
    var input: InputOptions { get }
    func render(_ document: NibDocument) -> String
}

extension DocumentView {
    func run() throws {
        let files = DocumentReader.expand(input.paths)
        let results = DocumentReader.read(files)
        var documents: [NibDocument] = []
        var errors: [NibParseError] = []
        for result in results {
            switch result {
            case .success(let document): documents.append(document)
            case .failure(let error): errors.append(error)
            }
        }
        switch input.format {
        case .json:
            let data = try NibDumpV1(documents: documents, errors: errors).jsonData()
            print(String(decoding: data, as: UTF8.self))
        case .text:
            for (index, document) in documents.enumerated() {
                if documents.count > 1 {
                    if index > 0 { print("") }
                    print("== \(document.file)")
                }
                print(render(document), terminator: "")
            }
            for error in errors { printError(error.description) }
        }
        if !errors.isEmpty { throw ExitCode.failure }
    }
}

extension NibDump {
    struct Hierarchy: DocumentView {
        static let configuration = CommandConfiguration(
            commandName: "hierarchy",
            abstract: "Print the object tree: element, class, id, label and line of each object.",
            discussion: """
                Examples:
                  nibdump hierarchy Samples/Documents/MainMenu.xib
                  nibdump hierarchy --brief App/Base.lproj/Main.storyboard
                """)
        @OptionGroup var input: InputOptions
        @Flag(help: "Leave out ids and line numbers.") var brief = false
        func render(_ document: NibDocument) -> String {
            document.hierarchyDescription(options: brief ? [] : .default)
        }
    }

    struct Objects: DocumentView {
        static let configuration = CommandConfiguration(
            commandName: "objects",
            abstract: "List every object: id, element, class, parent and line.",
            discussion: """
                Examples:
                  nibdump objects Samples/Documents/ProfileViewController.xib
                  nibdump objects --format json Main.storyboard
                """)
        @OptionGroup var input: InputOptions
        func render(_ document: NibDocument) -> String { document.objectsDescription() }
    }

    struct Classes: DocumentView {
        static let configuration = CommandConfiguration(
            commandName: "classes",
            abstract: "Count the objects of each class; custom classes show their module.",
            discussion: """
                Examples:
                  nibdump classes App/Resources
                  nibdump classes Samples/Documents/Main.storyboard
                """)
        @OptionGroup var input: InputOptions
        func render(_ document: NibDocument) -> String { document.classesDescription() }
    }

    struct Connections: DocumentView {
        static let configuration = CommandConfiguration(
            commandName: "connections",
            abstract: "List outlets, outlet collections, actions, bindings and segues.",
            discussion: """
                Examples:
                  nibdump connections Samples/Documents/PreferencesWindow.xib
                  nibdump --connections MainMenu.xib    # ibtool's spelling
                """)
        @OptionGroup var input: InputOptions
        func render(_ document: NibDocument) -> String { document.connectionsDescription() }
    }

    struct Resources: DocumentView {
        static let configuration = CommandConfiguration(
            commandName: "resources",
            abstract: "List the images, sounds and colors the document names.",
            discussion: """
                Examples:
                  nibdump resources Samples/Documents/ProfileViewController.xib
                  nibdump resources --format json App/Resources
                """)
        @OptionGroup var input: InputOptions
        func render(_ document: NibDocument) -> String { document.resourcesDescription() }
    }

    struct Info: DocumentView {
        static let configuration = CommandConfiguration(
            commandName: "info",
            abstract: "Print the document header: type, platform, tools version, flags, counts.",
            discussion: """
                Examples:
                  nibdump info Samples/Documents/Main.storyboard
                  nibdump info App/Resources
                """)
        @OptionGroup var input: InputOptions
        func render(_ document: NibDocument) -> String { document.infoDescription() }
    }

    struct Dump: DocumentView {
        static let configuration = CommandConfiguration(
            commandName: "dump",
            abstract: "Print the whole model; with --format json, the versioned schema.",
            discussion: """
                Examples:
                  nibdump dump --format json Samples/Documents/MainMenu.xib > MainMenu.json
                  nibdump dump Samples/Documents/Settings.storyboard
                """)
        @OptionGroup var input: InputOptions
        func render(_ document: NibDocument) -> String {
            [
                document.infoDescription(), document.hierarchyDescription(), document.connectionsDescription(),
                document.resourcesDescription(),
            ].joined(separator: "\n")
        }
    }
}
