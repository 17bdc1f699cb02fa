import ArgumentParser
import NibDumpViews
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Shared behaviour of the read-only views: read each document and print a view of it; with
/// `--format json`, that view's JSON (``NibViewsJSON``).
protocol DocumentView: ParsableCommand {
    /// Which view the command prints.
    static var view: NibView { get }
    var input: InputOptions { get }
    func render(_ document: NibDocument) -> String
    /// What `hierarchy` leaves out; every other view shows everything.
    var hierarchyOptions: (options: DumpOptions, maxDepth: Int?) { get }
}

extension DocumentView {
    var hierarchyOptions: (options: DumpOptions, maxDepth: Int?) { (.default, nil) }

    func run() throws {
        try ViewRunner.run([self])
    }
}

/// Runs one or more views (ibtool's `--hierarchy --connections`) over the same documents, read
/// once: text prints each view in turn; JSON prints one object with a key per view.
enum ViewRunner {
    static func run(_ views: [any DocumentView]) throws {
        guard let first = views.first else { return }
        let input = first.input
        let (documents, errors) = try DocumentReader.readAll(
            input.paths, allowEmpty: input.allowEmpty, json: input.format == .json)
        let hierarchy = views.first { type(of: $0).view == .hierarchy }?.hierarchyOptions ?? (.default, nil)
        switch input.format {
        case .json:
            let json = NibViewsJSON(
                views: views.map { type(of: $0).view }, documents: documents, errors: errors,
                options: hierarchy.options, maxDepth: hierarchy.maxDepth)
            print(String(decoding: try json.jsonData(), as: UTF8.self))
        case .text:
            for (number, view) in views.enumerated() {
                if number > 0 { print("") }
                printText(of: documents, view.render)
                if type(of: view).view == .classes, documents.count > 1 {
                    print("\n== total (\(documents.count) documents)")
                    print(NibDocument.classesTotalDescription(documents), terminator: "")
                }
            }
            for error in errors { printError(error.description) }
        }
        if !errors.isEmpty { throw ExitCode.failure }
    }

    /// Each document's text, headed by its name when there are several.
    static func printText(of documents: [NibDocument], _ render: (NibDocument) -> String) {
        for (index, document) in documents.enumerated() {
            if documents.count > 1 {
                if index > 0 { print("") }
                print("== \(document.file)")
            }
            print(render(document), terminator: "")
        }
    }
}

extension DocumentReader {
    /// The documents at or below `paths`, read on every core, and the inputs that failed.
    static func readAll(
        _ paths: [String], allowEmpty: Bool, json: Bool = false
    ) throws -> ([NibDocument], [NibParseError]) {
        let files = try expand(paths, allowEmpty: allowEmpty, json: json)
        var documents: [NibDocument] = []
        var errors: [NibParseError] = []
        for result in read(files) {
            switch result {
            case .success(let document): documents.append(document)
            case .failure(let error): errors.append(error)
            }
        }
        return (documents, errors)
    }
}

extension NibDump {
    struct Hierarchy: DocumentView {
        static let configuration = CommandConfiguration(
            commandName: "hierarchy",
            abstract: "Draw the object tree: each object's element, class, id, label and line.",
            discussion: """
                Examples:
                  nibdump hierarchy Samples/Documents/MainMenu.xib
                  nibdump hierarchy --brief App/Base.lproj/Main.storyboard
                """)
        static let view = NibView.hierarchy
        @OptionGroup var input: InputOptions
        @Flag(help: "Leave out ids and line numbers.") var brief = false
        @Flag(help: "Leave out layout constraints.") var noConstraints = false
        @Option(help: "Show N levels (1: the top-level objects only).") var depth: Int?

        func validate() throws {
            if let depth, depth < 1 { throw ValidationError("--depth must be 1 or more.") }
        }

        var hierarchyOptions: (options: DumpOptions, maxDepth: Int?) {
            var options: DumpOptions = brief ? [] : .default
            if noConstraints { options.insert(.omitConstraints) }
            return (options, depth)
        }

        func render(_ document: NibDocument) -> String {
            document.hierarchyDescription(options: hierarchyOptions.options, maxDepth: depth)
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
        static let view = NibView.objects
        @OptionGroup var input: InputOptions
        func render(_ document: NibDocument) -> String { document.objectsDescription() }
    }

    struct Classes: DocumentView {
        static let configuration = CommandConfiguration(
            commandName: "classes",
            abstract:
                "Count the objects of each class and mark the app's own (custom) classes; several documents get a total.",
            discussion: """
                Examples:
                  nibdump classes App/Resources
                  nibdump classes Samples/Documents/Main.storyboard
                """)
        static let view = NibView.classes
        @OptionGroup var input: InputOptions
        func render(_ document: NibDocument) -> String { document.classesDescription() }
    }

    struct Connections: DocumentView {
        static let configuration = CommandConfiguration(
            commandName: "connections",
            abstract:
                "List outlets, outlet collections, actions, bindings and segues, with key paths, segue kinds and events.",
            discussion: """
                Examples:
                  nibdump connections Samples/Documents/PreferencesWindow.xib
                  nibdump --connections MainMenu.xib    # ibtool's spelling
                """)
        static let view = NibView.connections
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
        static let view = NibView.resources
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
        static let view = NibView.info
        @OptionGroup var input: InputOptions
        func render(_ document: NibDocument) -> String { document.infoDescription() }
    }

    struct Dump: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "dump",
            abstract: "Print the whole model; with --format json, the versioned schema.",
            discussion: """
                Examples:
                  nibdump dump --format json Samples/Documents/MainMenu.xib > MainMenu.json
                  nibdump dump Samples/Documents/Settings.storyboard
                """)
        @OptionGroup var input: InputOptions

        @Flag(
            help: "Print a compiled nib's own tables instead: objects, keys, values, class names ($objects/$top).")
        var raw = false

        func run() throws {
            if raw {
                try RawDump.run(input)
                return
            }
            let (documents, errors) = try DocumentReader.readAll(
                input.paths, allowEmpty: input.allowEmpty, json: input.format == .json)
            switch input.format {
            case .json:
                let data = try NibDumpV1(documents: documents, errors: errors).jsonData()
                print(String(decoding: data, as: UTF8.self))
            case .text:
                ViewRunner.printText(of: documents) { document in
                    [
                        document.infoDescription(), document.hierarchyDescription(),
                        document.connectionsDescription(), document.resourcesDescription(),
                    ].joined(separator: "\n")
                }
                for error in errors { printError(error.description) }
            }
            if !errors.isEmpty { throw ExitCode.failure }
        }
    }
}
