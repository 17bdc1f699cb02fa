import ArgumentParser
import NibCompiler
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NibDump {
    struct Compile: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compile",
            abstract:
                "Compile a xib into the nib, or a storyboard into the .storyboardc, Apple's runtime loads, as ibtool does.",
            discussion: """
                The document is archived as Interface Builder's vocabulary describes each element (the \
                table the decompiler reads the other way) and written as a NIBArchive (coder version 10 \
                for macOS), or as a keyed archive with --keyed-archive. An element or value the \
                compiler cannot encode is an error at its line; nothing is written then. An attribute \
                or child element no rule describes yet is a warning at its line (left out of the nib), \
                or with --strict an error. Check the result against Xcode's with nibdump compare-nib. \
                A storyboard becomes a .storyboardc directory: Info.plist, a nib per scene \
                controller and one per view (compare two with nibdump compare-nib). \
                ibtool embeds its machine's ICC profiles in System catalog colours' fallbacks; they \
                come from --color-profile, else from the folder of .icc files that \
                SWIFT_NIB_COLOR_PROFILES names, else (on macOS) from the ColorSync folders. Take them \
                from any nib Xcode compiled with nibdump extract-color-profiles. A catalog colour \
                compiled without its profile is a warning. A date formatter set by style archives \
                the build Mac's pattern for it, and a date-formatted title is read with it: --locale \
                names that Mac's locale, else SWIFT_NIB_LOCALE does (en_US unless given). See docs/Compiling.md.

                Exit status: 0 compiled, 1 the document could not be read or compiled.

                Examples:
                  nibdump compile MainMenu.xib -o MainMenu.nib
                  nibdump compile Preferences.xib -o Preferences.nib --module App
                  nibdump compile Main.storyboard -o Main.storyboardc --module App
                """)

        @Argument(help: "The xib or storyboard to compile.")
        var path: String

        @Option(name: .shortAndLong, help: "Where to write the nib (the .storyboardc directory for a storyboard).")
        var output: String

        @Option(help: "The module that customModuleProvider=\"target\" classes belong to.")
        var module: String?

        @Option(help: "The devices the nib is for (mac, iphone, ipad…); repeatable.")
        var targetDevice: [String] = []

        @Option(help: "The deployment target the nib must load on.")
        var minimumDeploymentTarget: String?

        @Flag(help: "Write a keyed archive (NSKeyedArchiver) instead of a NIBArchive.")
        var keyedArchive = false

        @Flag(help: "Refuse a document with parts the compiler does not archive yet, instead of warning.")
        var strict = false

        @Option(
            help: ArgumentHelp(
                "An ICC profile to embed in catalog colours' fallbacks, as ibtool does; repeatable.",
                valueName: "genericGamma22Gray|sRGB=PATH"))
        var colorProfile: [String] = []

        @Option(
            help: ArgumentHelp(
                "The locale whose date patterns date formatters archive, as the build Mac's (default en_US).",
                valueName: "en_US|en_GB|en_HK"))
        var locale: String?

        func run() throws {
            var options = CompileOptions(
                module: module, format: keyedArchive ? .keyedArchive : .nibArchive,
                minimumDeploymentTarget: minimumDeploymentTarget, targetDevices: targetDevice, isStrict: strict)
            let environment = ProcessInfo.processInfo.environment
            guard let formatLocale = FormatLocale.lookUp(locale, environment: environment) else {
                let known = FormatLocale.known.keys.sorted().joined(separator: ", ")
                let given = locale ?? environment[FormatLocale.environmentVariable] ?? ""
                throw ValidationError(
                    "\(locale == nil ? FormatLocale.environmentVariable : "--locale") takes one of \(known), not \(given)"
                )
            }
            options.formatLocale = formatLocale
            do {
                var options = options
                for profile in colorProfile {
                    guard let equals = profile.firstIndex(of: "=") else {
                        throw ValidationError("--color-profile takes NAME=PATH, not \(profile)")
                    }
                    let data = try NibDocument.readFile(String(profile[profile.index(after: equals)...]))
                    let name = String(profile[..<equals])
                    guard ColorProfiles.known.contains(where: { $0.name == name }) else {
                        throw ValidationError("--color-profile takes genericGamma22Gray or sRGB, not \(name)")
                    }
                    options.colorProfiles[name] = Array(data)
                }
                options.colorProfiles = ColorProfiles.lookUp(explicit: options.colorProfiles)
                let document = try NibDocument(contentsOfFile: path)
                let profileWarnings = DocumentCompiler(options: options).missingColorProfiles(in: document)
                if document.kind == .storyboard {
                    let files = try StoryboardCompiler(options: options).compile(document)
                    for diagnostic in profileWarnings + DocumentCompiler(options: options).unarchivedParts(of: document)
                    {
                        printError(diagnostic.description)
                    }
                    try Self.writeDirectory(files, to: output)
                    return
                }
                let compiler = DocumentCompiler(options: options)
                let bytes = try compiler.compile(document)
                for diagnostic in profileWarnings + compiler.unarchivedParts(of: document) {
                    printError(diagnostic.description)
                }
                try AtomicFile.save(bytes, to: output)
            } catch let error as NibParseError {
                printError(error.description)
                throw ExitCode.failure
            } catch let error as CompileError {
                printError(error.description)
                throw ExitCode.failure
            } catch let error as AtomicFile.Failure {
                printError(error.description)
                throw ExitCode.failure
            }
        }

        /// Writes a compiled storyboard's files into `directory`, replacing what a previous
        /// compilation left there.
        static func writeDirectory(_ files: [(name: String, bytes: [UInt8])], to directory: String) throws {
            let manager = FileManager.default
            do {
                if manager.fileExists(atPath: directory) { try manager.removeItem(atPath: directory) }
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                printError("\(directory): error: cannot create the directory: \(error)")
                throw ExitCode.failure
            }
            for file in files { try AtomicFile.save(file.bytes, to: directory + "/" + file.name) }
        }
    }
}
