import ArgumentParser
import NibEditing
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

extension NibDump {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Show what changed between two documents, object by object.",
            discussion: """
                Objects are matched by id and compared by meaning: attribute order and whitespace
                are never a change; layout-only changes (frames, misplaced, ambiguous, constraint
                constants) fold into one line per object unless --geometry is given; tools and
                plug-in version bumps are shown apart as noise.

                Exit status, like diff(1): 0 same, 1 different, 2 an input could not be read.

                Git: --git takes the seven arguments git gives a diff.<driver>.command and always
                exits 0 when it could compare; --textconv FILE prints a canonical listing for
                diff.<driver>.textconv (see docs/Reviewing.md for the .gitattributes set-up).

                Examples:
                  nibdump diff Old.xib New.xib
                  nibdump diff --format json --geometry a/Main.storyboard b/Main.storyboard
                  nibdump diff --format html Old.xib New.xib > changes.html
                """)

        @Argument(help: "OLD NEW; with --git, git's seven arguments; with --textconv, one file.")
        var paths: [String]

        @Option(help: "Output format: text, json, or html (the two wireframes side by side, changes highlighted).")
        var format: DiffFormat = .text

        @Flag(help: "Show each layout-only change instead of folding them.")
        var geometry = false

        @Option(help: "Colour: auto (a terminal and no NO_COLOR), always or never.")
        var color: ColorChoice = .auto

        @Flag(help: "Run as git's external diff driver (diff.<driver>.command).")
        var git = false

        @Flag(help: "Print one document as a canonical listing (diff.<driver>.textconv).")
        var textconv = false

        enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
            case auto, always, never
        }

        enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
            case text, json, html
        }

        func validate() throws {
            if textconv, paths.count != 1 { throw ValidationError("--textconv takes one document.") }
            if git, paths.count != 7 {
                throw ValidationError("--git takes the seven arguments git passes to a diff driver.")
            }
            if !textconv, !git, paths.count != 2 { throw ValidationError("Give two documents: OLD NEW.") }
        }

        func run() throws {
            if textconv {
                guard let document = try read(paths[0]) else { return }
                print(document.canonicalDescription(), terminator: "")
                return
            }
            let (oldPath, newPath) = git ? (paths[1], paths[4]) : (paths[0], paths[1])
            let old = try read(oldPath)
            let new = try read(newPath)
            var diff = NibDiff(old: old, new: new)
            if git {
                // Git hands over temporary files; name the document by its path in the repository.
                diff.oldFile = "a/\(paths[0])"
                diff.newFile = "b/\(paths[0])"
            }
            switch format {
            case .json:
                print(String(decoding: try diff.jsonData(), as: UTF8.self))
            case .html:
                guard let old, let new else {
                    throw ValidationError("--format html draws two documents; one side is missing.")
                }
                let changed = Set(diff.changes.compactMap { $0.object.map { ObjectID($0.id) } })
                print(WireframeComparison(old: old, new: new, changed: changed).html(), terminator: "")
            case .text:
                if git { print("diff --ib a/\(paths[0]) b/\(paths[0])") }
                print(diff.description(options: .init(showsGeometry: geometry, usesColor: usesColor)), terminator: "")
            }
            if !git, !diff.isSame { throw ExitCode(1) }
        }

        /// Reads a document; `/dev/null` (git's name for a missing side) is no document. A
        /// document that cannot be read fails with status 2, as JSON with `--format json`.
        private func read(_ path: String) throws -> NibDocument? {
            if path == "/dev/null" { return nil }
            do {
                return try NibDocument(contentsOfFile: path)
            } catch {
                try FailureOutput.fail([error], json: format == .json, status: 2)
            }
        }

        private var usesColor: Bool {
            switch color {
            case .always: return true
            case .never: return false
            case .auto:
                if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
                return isatty(STDOUT_FILENO) != 0
            }
        }
    }
}
