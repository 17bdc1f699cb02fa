import ArgumentParser
import NibEditing
import NibModel

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
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Merge two edits of a document on its model (a git merge driver).",
            discussion: """
                Changes to different objects, attributes and connections combine; the same change
                on both sides is taken once; ids both sides created are renamed on theirs' side.
                A real conflict is reported (path:line: conflict: …) and, unless --strategy says
                otherwise, left in the output between Git's conflict markers.

                Exit status: 0 merged cleanly, 1 conflicts, 2 a version could not be read or written.

                As git's merge driver (see docs/Reviewing.md), with conflicts named by the
                document's path in the repository rather than git's temporary file:
                  git config merge.ib.driver 'nibdump merge --path %P %O %A %B -o %A'

                Examples:
                  nibdump merge Base.xib Mine.xib Theirs.xib -o Merged.xib
                  nibdump merge --strategy ours %O %A %B -o %A
                """)

        @Argument(help: "The common ancestor.") var base: String
        @Argument(help: "Our version (the merge starts from it).") var ours: String
        @Argument(help: "Their version.") var theirs: String

        @Option(name: [.short, .long], help: "Where to write the merge (default: standard output).")
        var output: String?

        @Option(help: "How to settle conflicts: mark (Git's markers), ours or theirs.")
        var strategy: NibMerge.Strategy = .mark

        @Option(
            name: [.short, .long],
            help: ArgumentHelp(
                "The document's path to name in messages (git's %P; default: the output, else ours).",
                valueName: "path"))
        var path: String?

        func run() throws {
            let merge: NibMerge
            do {
                merge = try NibMerge(
                    base: read(base), ours: read(ours), theirs: read(theirs), file: path ?? output ?? ours,
                    strategy: strategy)
            } catch let error as NibParseError {
                printError(error.description)
                throw ExitCode(2)
            }
            for conflict in merge.conflicts { printError(conflict.description) }
            if let output {
                do {
                    try AtomicFile.save(merge.bytes, to: output)
                } catch {
                    printError(error.description)
                    throw ExitCode(2)
                }
            } else {
                print(String(decoding: merge.bytes, as: UTF8.self), terminator: "")
            }
            if !merge.isClean { throw ExitCode(1) }
        }

        private func read(_ path: String) throws -> [UInt8] {
            do {
                return Array(try NibDocument.readFile(path))
            } catch {
                printError(error.description)
                throw ExitCode(2)
            }
        }
    }
}

extension NibMerge.Strategy: ExpressibleByArgument {}
