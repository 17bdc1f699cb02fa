import ArgumentParser
import NibEditing
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NibDump {
    struct Strings: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "strings",
            abstract: "Export a document's localizable strings, or import translations into it.",
            discussion: """
                Examples:
                  nibdump strings export Base.lproj/Main.storyboard > fr.lproj/Main.strings
                  nibdump strings import Base.lproj/Main.storyboard fr.lproj/Main.strings -o Main-fr.storyboard
                """,
            subcommands: [Export.self, Import.self])

        struct Export: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "export",
                abstract: "Print the localizable strings in the .strings format Xcode writes for Base localization.",
                discussion: """
                    Examples:
                      nibdump strings export Samples/Documents/MainMenu.xib
                      nibdump strings export Base.lproj/Main.storyboard > fr.lproj/Main.strings
                    """)
            @Argument(help: "The document.") var path: String

            func run() throws {
                let document = try readDocument(path)
                print(LocalizableStrings(document: document).text, terminator: "")
            }
        }

        struct Import: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "import",
                abstract: "Write the document with the values of a .strings file (UTF-8 or UTF-16 with a BOM).",
                discussion: """
                    A key that matches nothing is a warning; a malformed strings file is an error with its line.

                    Examples:
                      nibdump strings import Base.lproj/Main.storyboard fr.lproj/Main.strings -o fr.lproj/Main.storyboard
                    """)
            @Argument(help: "The document.") var path: String
            @Argument(help: "The .strings file.") var strings: String
            @Option(name: .shortAndLong, help: "Where to write the localized document.") var output: String

            func run() throws {
                do {
                    var editor = try NibEditor(contentsOfFile: path)
                    let bytes = try Array(NibDocument.readFile(strings))
                    let file = try StringsFile(bytes: bytes, file: strings)
                    for warning in editor.importStrings(file, from: strings) { printError(warning) }
                    try AtomicFile.save(editor.bytes, to: output)
                } catch let error as NibParseError {
                    printError(error.description)
                    throw ExitCode.failure
                } catch let error as StringsFile.ParseError {
                    printError(error.description)
                    throw ExitCode.failure
                } catch let error as AtomicFile.Failure {
                    printError(error.description)
                    throw ExitCode.failure
                }
            }
        }
    }
}
