import ArgumentParser
import NibModel
import NibRendering

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `nibdump graph` prints.
enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
    case dot
    case svg
}

extension NibDump {
    struct Graph: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "graph",
            abstract: "Print the object graph (hierarchy and connections) as Graphviz DOT, or SVG through dot.",
            discussion: """
                --format svg runs Graphviz's dot (apt-get install graphviz; brew install graphviz).

                Examples:
                  nibdump graph Samples/Documents/MainMenu.xib | dot -Tpng > graph.png
                  nibdump graph Samples/Documents/Main.storyboard --kinds segues --format svg -o flow.svg
                """)

        @Argument(help: "The document (.xib or .storyboard).") var path: String
        @Option(help: "dot (Graphviz's language) or svg (laid out by Graphviz's dot).") var format: GraphFormat = .dot
        @Option(help: "Connection kinds to draw, comma-separated: outlets, actions, bindings, segues (default all).")
        var kinds: String?
        @Option(name: .shortAndLong, help: "Write to this file instead of standard output.") var output: String?

        func run() throws {
            var selected = Set(ObjectGraph.ConnectionKind.allCases)
            if let kinds {
                selected = []
                for name in kinds.split(separator: ",") {
                    let trimmed = String(name.filter { $0 != " " })
                    guard let kind = ObjectGraph.ConnectionKind(rawValue: trimmed) else {
                        throw ValidationError(
                            "Unknown connection kind '\(trimmed)': use outlets, actions, bindings or segues.")
                    }
                    selected.insert(kind)
                }
            }
            let document = try readDocument(path)
            let dot = ObjectGraph(kinds: selected).dot(for: document)
            switch format {
            case .dot: try writeOutput(dot, to: output)
            case .svg: try runGraphviz(dot)
            }
        }

        /// Runs `dot -Tsvg` on the description, writing to the output file or standard output.
        private func runGraphviz(_ dot: String) throws {
            guard let executable = Self.findOnPath("dot") else {
                printError(
                    "error: Graphviz's 'dot' is not installed; install it (apt-get install graphviz, or brew install graphviz) or use --format dot"
                )
                throw ExitCode.failure
            }
            let input = "/tmp/nibdump-graph-\(getpid()).dot"
            defer { unlink(input) }
            try writeOutput(dot, to: input)
            var arguments = [executable, "-Tsvg", input]
            if let output { arguments += ["-o", output] }
            let status = Self.spawn(arguments)
            if status != 0 {
                printError("error: dot exited with status \(status)")
                throw ExitCode.failure
            }
        }

        static func findOnPath(_ name: String) -> String? {
            let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if access(candidate, X_OK) == 0 { return candidate }
            }
            return nil
        }

        /// Runs a program with the same standard streams and waits for it.
        static func spawn(_ arguments: [String]) -> Int32 {
            var pid = pid_t()
            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            guard posix_spawn(&pid, arguments[0], nil, nil, &argv, environ) == 0 else { return 127 }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                if errno != EINTR { return 127 }
            }
            return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        }
    }
}
