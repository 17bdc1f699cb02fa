import ArgumentParser
import CLibXML
import NibModel

/// `nibdump`: inspect, check, load and validate Interface Builder documents.
struct NibDump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibdump",
        abstract: "Inspect Interface Builder documents (.xib, .storyboard) on any platform.",
        discussion: """
            Text output is for people; --format json prints the versioned model (see README).
            ibtool's spellings --hierarchy, --objects, --classes and --connections also work.

            Exit codes: 0 success, 1 a document failed to parse, load or validate, 64 usage error.

            Examples:
              nibdump Samples/Documents/MainMenu.xib          # the hierarchy
              nibdump check App/Resources
              nibdump --generate-completion-script zsh > _nibdump
            """,
        version: "0.1.0",
        subcommands: [
            Hierarchy.self, Objects.self, Classes.self, Connections.self, Resources.self, Info.self,
            Dump.self, Check.self, Load.self, Validate.self, Generate.self,
        ],
        defaultSubcommand: Hierarchy.self
    )
}

@main
enum Entry {
    static func main() {
        keepFreedMemory()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let status = NibDump.Check.runWithoutParser(arguments) { exit(status) }
        for invocation in IBToolSpelling.invocations(for: arguments) {
            NibDump.main(invocation)
        }
    }
}

/// Lets the C allocator keep and reuse the memory that one document's model frees for the
/// next document, instead of returning it to the kernel and faulting it back in page by page:
/// nibdump reads many documents in a row, each a few large allocations.
private func keepFreedMemory() {
    swiftnib_keep_freed_memory()
}

/// Translates ibtool's flag spellings (`--hierarchy --connections FILE`) into subcommands.
enum IBToolSpelling {
    static let flags = [
        "--hierarchy": "hierarchy", "--objects": "objects", "--classes": "classes",
        "--connections": "connections",
    ]

    /// One argument list per requested view; the arguments unchanged when no ibtool flag is used.
    static func invocations(for arguments: [String]) -> [[String]] {
        guard let first = arguments.first, flags[first] != nil else { return [arguments] }
        let commands = arguments.compactMap { flags[$0] }
        let rest = arguments.filter { flags[$0] == nil }
        return commands.map { [$0] + rest }
    }
}
