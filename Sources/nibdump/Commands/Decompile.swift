import ArgumentParser
import NibEditing
import NibModel

extension NibDump {
    struct Decompile: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "decompile",
            abstract: "Write a document as a modern xib in Xcode's style, from its model.",
            discussion: """
                Reads any document swift-nib reads and prints the whole model as a .xib: placeholders, \
                objects, classes and custom classes, hierarchy, frames, titles and connections.

                Examples:
                  nibdump decompile Legacy/MainMenu.xib > MainMenu.xib
                  nibdump decompile Sparkle.framework/Resources/SUUpdateAlert.nib > SUUpdateAlert.xib
                """)
        @Argument(help: "The document.") var path: String

        func run() throws {
            let document = try readDocument(path)
            print(String(decoding: document.decompiledXML(), as: UTF8.self), terminator: "")
        }
    }
}
