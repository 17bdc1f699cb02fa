import ArgumentParser
import NibCompiler
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NibDump {
    struct ExtractColorProfiles: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "extract-color-profiles",
            abstract: "Save the ICC profiles Apple's ibtool embedded in a nib's catalog colours, for compiling.",
            discussion: """
                ibtool archives a System catalog colour's fallback in the colour space of an ICC \\
                profile of the Mac it runs on (Generic Gray Gamma 2.2, sRGB IEC61966-2.1), with the \\
                profile's bytes in the nib. swift-nib ships neither; any nib Xcode compiled from a \\
                document with such a colour holds them. This writes each one found, byte for byte, \\
                as DIR/genericGamma22Gray.icc and DIR/sRGB.icc: point SWIFT_NIB_COLOR_PROFILES at DIR \\
                and nibdump compile, ibtool and the CompileNibs plugin use them. Profiles are \\
                recognized by their ICC header and description. See docs/Compiling.md.

                Exit status: 0 a profile was written, 1 none was found, 2 an input could not be read.

                Examples:
                  nibdump extract-color-profiles Build/MainMenu.nib -o ~/.swift-nib/profiles
                  nibdump extract-color-profiles App.app/Contents/Resources/Base.lproj/*.nib -o profiles
                """)

        @Argument(help: "Nibs (files, bundles or .storyboardc folders) compiled by Apple's ibtool.")
        var paths: [String]

        @Option(name: .shortAndLong, help: "The folder to write the profiles into (created if missing).")
        var output: String

        func run() throws {
            var found: [String: [UInt8]] = [:]
            for path in paths {
                let nibs =
                    path.hasSuffix(".storyboardc") || path.hasSuffix(".storyboardc/")
                    ? NibBundle.directoryEntries(path).filter { $0.hasSuffix(".nib") }.map { path + "/" + $0 }
                    : [path]
                for nib in nibs {
                    do {
                        let graph = ArchiveGraph(try CompiledArchive(contentsOfFile: nib))
                        for (name, bytes) in ColorProfiles.profiles(in: graph) where found[name] == nil {
                            found[name] = bytes
                        }
                    } catch {
                        printError(error.description)
                        throw ExitCode(2)
                    }
                }
            }
            guard !found.isEmpty else {
                printError("no ICC profile found: the nibs hold no System catalog colour compiled by ibtool")
                throw ExitCode.failure
            }
            if !NibBundle.isDirectory(output) {
                do {
                    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                } catch {
                    printError("\(output): error: cannot create the directory: \(error)")
                    throw ExitCode.failure
                }
            }
            for name in found.keys.sorted() {
                let file = (output.hasSuffix("/") ? output : output + "/") + name + ".icc"
                do {
                    try AtomicFile.save(found[name] ?? [], to: file)
                } catch {
                    printError(error.description)
                    throw ExitCode.failure
                }
                print("\(file): \(found[name]?.count ?? 0) bytes")
            }
        }
    }
}
