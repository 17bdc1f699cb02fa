import Foundation
import NibTestSupport
import Testing

/// Every registered subcommand explains itself: a one-line summary, help for each argument and at
/// least one example (issue 17). It walks `nibdump --experimental-dump-help`, so subcommands added
/// later are held to the same rule.
@Suite struct HelpTests {
    struct Command {
        var path: String
        var abstract: String
        var discussion: String
        var arguments: [(name: String, help: String)]
    }

    /// Every command in the tree, the root first, without argument-parser's own `help`.
    static func commands() throws -> [Command] {
        let run = try NibDumpEndToEndTests().nibdump("--experimental-dump-help")
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        var found: [Command] = []
        func walk(_ command: [String: Any], parent: String) {
            let name = command["commandName"] as? String ?? "?"
            guard name != "help" else { return }
            let path = parent.isEmpty ? name : "\(parent) \(name)"
            let arguments = (command["arguments"] as? [[String: Any]] ?? []).map { argument in
                let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                let value = argument["valueName"] as? String ?? ""
                return (name: names.first ?? value, help: argument["abstract"] as? String ?? "")
            }
            found.append(
                Command(
                    path: path, abstract: command["abstract"] as? String ?? "",
                    discussion: command["discussion"] as? String ?? "", arguments: arguments))
            for sub in command["subcommands"] as? [[String: Any]] ?? [] { walk(sub, parent: path) }
        }
        walk(json?["command"] as? [String: Any] ?? [:], parent: "")
        return found
    }

    @Test func everySubcommandHasASummaryArgumentHelpAndAnExample() throws {
        let commands = try Self.commands()
        #expect(commands.count > 10)
        for command in commands {
            #expect(!command.abstract.isEmpty, "\(command.path) has no summary")
            #expect(!command.abstract.contains("\n"), "\(command.path): the summary is one line")
            let examples = command.discussion.split(separator: "\n").filter {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("nibdump ")
            }
            #expect(!examples.isEmpty, "\(command.path) has no example (a discussion line starting with 'nibdump ')")
            for argument in command.arguments {
                #expect(!argument.help.isEmpty, "\(command.path): \(argument.name) has no help")
            }
        }
    }

    /// A summary says what its own command does: no two commands share one (`hierarchy` once
    /// showed the summary of `classes`, in its help and in the man page).
    @Test func everySubcommandSummaryIsItsOwn() throws {
        var pathsBySummary: [String: [String]] = [:]
        for command in try Self.commands() { pathsBySummary[command.abstract, default: []].append(command.path) }
        for (summary, paths) in pathsBySummary where paths.count > 1 {
            Issue.record("\(paths.joined(separator: ", ")) share the summary \"\(summary)\"")
        }
    }

    @Test func versionIsPrinted() throws {
        let run = try NibDumpEndToEndTests().nibdump("--version")
        #expect(run.status == 0)
        #expect(run.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(run.stdout)")
    }

    @Test func completionScriptsAreGeneratedForBashZshAndFish() throws {
        for shell in ["bash", "zsh", "fish"] {
            let run = try NibDumpEndToEndTests().nibdump("--generate-completion-script", shell)
            #expect(run.status == 0)
            #expect(run.stdout.contains("generate"), "\(shell) completion lacks the generate command")
            #expect(run.stdout.contains("validate"), "\(shell) completion lacks the validate command")
        }
    }

    /// `docs/nibdump.1` was generated from the current command tree: it records the SHA-256 of
    /// `nibdump --experimental-dump-help` it was made from (`Scripts/generate-man-page.sh`).
    @Test func manPageIsCurrent() throws {
        let page = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/nibdump.1"), encoding: .utf8)
        let recorded = page.split(separator: "\n").first { $0.hasPrefix(#".\" help-sha256: "#) }
            .map { String($0.dropFirst(#".\" help-sha256: "#.count)) }
        let run = try NibDumpEndToEndTests().nibdump("--experimental-dump-help")
        let current = try sha256(Data(run.stdout.utf8))
        #expect(
            recorded == current,
            "docs/nibdump.1 is out of date with nibdump's commands; run Scripts/generate-man-page.sh")
    }

    private func sha256(_ data: Data) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["shasum", "-a", "256"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let digest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: digest, as: UTF8.self).prefix(64))
    }
}
