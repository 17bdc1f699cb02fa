import ArgumentParser
import NibEditing
import NibModel

/// What every refactoring command shares: the documents to change and `--dry-run`.
struct RefactoringOptions: ParsableArguments {
    @Flag(help: "Print a unified diff of what would change instead of writing.")
    var dryRun = false

    @Argument(help: "Documents or directories (searched recursively for .xib and .storyboard).")
    var paths: [String] = []

    @Flag(help: "Accept a directory that holds no document instead of failing.")
    var allowEmpty = false

    /// Applies `edit` to each document; prints `path:line: …` per change (or the diff) and
    /// writes changed documents atomically. Exit 1 when a document could not be read or written.
    func run(_ edit: (inout NibEditor) -> [RefactoringChange]) throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one document or directory") }
        var failed = false
        var changedDocuments = 0
        for path in try DocumentReader.expand(paths, allowEmpty: allowEmpty) {
            do {
                var editor = try NibEditor(contentsOfFile: path)
                let before = editor.bytes
                let changes = edit(&editor)
                let after = editor.bytes
                guard after != before else { continue }
                changedDocuments += 1
                if dryRun {
                    print(
                        UnifiedDiff.diff(
                            old: String(decoding: before, as: UTF8.self), new: String(decoding: after, as: UTF8.self),
                            oldName: path, newName: path),
                        terminator: "")
                } else {
                    for change in changes { print("\(path):\(change.line): \(change.message)") }
                    try AtomicFile.save(after, to: path)
                }
            } catch let error as NibParseError {
                printError(error.description)
                failed = true
            } catch {
                printError("\(error)")
                failed = true
            }
        }
        if !dryRun { printError("\(changedDocuments) document\(changedDocuments == 1 ? "" : "s") changed") }
        if failed { throw ExitCode.failure }
    }
}

extension NibDump {
    struct RenameClass: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename-class",
            abstract: "Rename a custom class in documents (customClass of objects, File's Owner and placeholders).",
            discussion: """
                OLD may be qualified (App.Old) to rename only objects in that module. --module also moves \
                the renamed objects to module M. Prints path:line: renamed … per change; --dry-run prints \
                a unified diff instead. Documents are written atomically.

                Examples:
                  nibdump rename-class AppDelegate Greeter Samples/Documents
                  nibdump rename-class App.OldCell NewCell --module Feature --dry-run App/Views
                """)
        @Argument(help: "The class's current name.") var old: String
        @Argument(help: "The new name.") var new: String
        @Option(help: "Set the renamed objects' module to M.") var module: String?
        @OptionGroup var options: RefactoringOptions

        func run() throws {
            try options.run { $0.renameClass(old, to: new, module: module) }
        }
    }

    struct RenameOutlet: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename-outlet",
            abstract: "Rename an outlet of a class (and of subclasses the documents' class descriptions declare).",
            discussion: """
                Examples:
                  nibdump rename-outlet ProfileViewController avatar avatarView Samples/Documents
                  nibdump rename-outlet AppDelegate window mainWindow --dry-run MainMenu.xib
                """)
        @Argument(help: "The class that declares the outlet.") var className: String
        @Argument(help: "The outlet's current name.") var old: String
        @Argument(help: "The new name.") var new: String
        @OptionGroup var options: RefactoringOptions

        func run() throws {
            try options.run { $0.renameOutlet(ofClass: className, old, to: new) }
        }
    }

    struct RenameAction: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename-action",
            abstract: "Rename an action (a selector, save: style) of a class and its documented subclasses.",
            discussion: """
                Examples:
                  nibdump rename-action AppDelegate sayHello: greet: Samples/Documents
                  nibdump rename-action DocumentController save: saveDocument: --dry-run App/Resources
                """)
        @Argument(help: "The class that implements the action.") var className: String
        @Argument(help: "The current selector, e.g. save:.") var old: String
        @Argument(help: "The new selector.") var new: String
        @OptionGroup var options: RefactoringOptions

        func run() throws {
            try options.run { $0.renameAction(ofClass: className, old, to: new) }
        }
    }

    struct SetModule: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set-module",
            abstract: "Set the module of every object of a custom class (drops customModuleProvider).",
            discussion: """
                Examples:
                  nibdump set-module HelloNibUI --class ProfileViewController Samples/Documents
                  nibdump set-module Feature --class FeatureCell --dry-run App/Views
                """)
        @Argument(help: "The module.") var module: String
        @Option(name: .customLong("class"), help: "The custom class whose objects move.") var className: String
        @OptionGroup var options: RefactoringOptions

        func run() throws {
            try options.run { $0.setModule(module, forClass: className) }
        }
    }
}
