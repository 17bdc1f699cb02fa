import ArgumentParser
import NibModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nibdump`: inspect, check, load and validate Interface Builder documents.
struct NibDump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibdump",
        abstract: "Inspect Interface Builder documents (.xib, .storyboard) on any platform.",
        discussion: """
            Text output is for people; --format json prints each view's JSON, and dump the versioned model \
            (see docs/nibdump.md). ibtool's spellings --hierarchy, --objects, --classes and --connections also work; \
            several views with --format json print one JSON object with a key per view.

            Exit codes: 0 success, 1 a document failed to parse, load or validate, 64 usage error, \
            66 a directory holds no Interface Builder document (--allow-empty accepts that).

            Examples:
              nibdump Samples/Documents/MainMenu.xib          # the hierarchy
              nibdump check App/Resources
              nibdump --generate-completion-script zsh > _nibdump
            """,
        version: "0.2.0",
        subcommands: [
            Hierarchy.self, Objects.self, Classes.self, Connections.self, Resources.self, Info.self,
            Dump.self, Check.self, Load.self, Validate.self, Flow.self, Diff.self, Merge.self,
            RenameClass.self, RenameOutlet.self, RenameAction.self, SetModule.self, Strings.self, Decompile.self,
            CompareNib.self, Compile.self, ExtractColorProfiles.self,
            Render.self, Graph.self, Report.self,
            Generate.self,
        ],
        defaultSubcommand: Hierarchy.self
    )
}

@main
enum Entry {
    static func main() {
        BatchMemory.keepFreedMemory()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let status = NibDump.Check.runWithoutParser(arguments) { exit(status) }
        if let message = CommandSpelling.mistake(in: arguments) {
            printError("Error: \(message)\nUsage: \(NibDump.usageString(for: NibDump.self))")
            exit(ExitCode.validationFailure.rawValue)
        }
        var commands: [any ParsableCommand] = []
        for invocation in IBToolSpelling.invocations(for: arguments) {
            do {
                commands.append(try NibDump.parseAsRoot(invocation))
            } catch {
                NibDump.exit(withError: error)
            }
        }
        if commands.count > 1, let views = commands as? [any DocumentView] {
            run(type(of: views[0])) { try ViewRunner.run(views) }
        } else {
            for var command in commands { run(type(of: command)) { try command.run() } }
        }
    }

    /// Runs a parsed command. A usage error found while running (an option's value that turns
    /// out wrong) prints the usage of that command, not the top-level synopsis.
    private static func run(_ command: any ParsableCommand.Type, _ body: () throws -> Void) {
        do {
            try body()
        } catch let error as ValidationError {
            printError("Error: \(error.message)\nUsage: \(NibDump.usageString(for: command))")
            printError("  See 'nibdump \(command._commandName) --help' for more information.")
            exit(ExitCode.validationFailure.rawValue)
        } catch {
            NibDump.exit(withError: error)
        }
    }
}

/// Catches a mistyped command before it is read as a document path: `nibdump conections X.xib`
/// would otherwise print the hierarchy of X.xib after "conections: no such file".
enum CommandSpelling {
    /// The subcommand names and the `help` command ArgumentParser adds.
    static var commandNames: [String] {
        NibDump.configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// A usage error's message when the first argument is neither a command, an option, nor an
    /// existing path but looks like a command name (a word, or `--word` near an ibtool flag).
    static func mistake(in arguments: [String]) -> String? {
        guard let first = arguments.first, !exists(first) else { return nil }
        if IBToolSpelling.flags[first] != nil || first.hasPrefix("--") {
            // ibtool's spelling: a mistyped `--conections` among the flags.
            for argument in arguments where argument.hasPrefix("--") && IBToolSpelling.flags[argument] == nil {
                let flag = String(argument.dropFirst(2))
                if isWord(flag), let suggestion = closest(to: flag, among: IBToolSpelling.flags.values.sorted()) {
                    return "unknown option '\(argument)'; did you mean `--\(suggestion)`?"
                }
            }
            return nil
        }
        guard isWord(first), !commandNames.contains(first) else { return nil }
        if let suggestion = closest(to: first, among: commandNames) {
            return "'\(first)' is not a command (nor a file); did you mean `\(suggestion)`?"
        }
        return "'\(first)' is not a command (nor a file); the commands are \(commandNames.joined(separator: ", "))"
    }

    private static func exists(_ path: String) -> Bool {
        FileTree.isDirectory(path) || FileTree.size(of: path) != nil
    }

    /// A command-like word: letters, digits and `-`, starting with a letter; a path has a `/` or a dot.
    static func isWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy {
            $0 == "-" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
        }
    }

    /// The name nearest to `word` by edit distance, if near enough to be a slip: one edit for a
    /// name of four letters or fewer, two for a longer one.
    static func closest(to word: String, among names: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(lowered, name)
            if distance <= (name.count <= 4 ? 1 : 2), distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
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
