import NibCompiler
import NibEditing
import NibModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ibtool`: swift-nib's compiler behind Apple's command line, for build systems that call
/// `ibtool` (Xcode's swift-build, rules_apple, CocoaPods, Gradle and Make files) on any platform.
///
/// It follows ibtool's order of operations — read, modify (`--import-strings-file`), write
/// (`--write`, `--compile`, `--export-strings-file`, `--output-partial-info-plist`), print — and
/// prints one report on standard output in the `--output-format` asked for. Exit status 0 when
/// nothing failed, 1 when an error was reported. See docs/Compiling.md, "Using ibtool from a build
/// system".
@main
struct IBTool {
    static let shortVersion = "0.2"
    static let bundleVersion = "0.2.0"

    static func main() {
        let arguments = IBToolArguments(Array(CommandLine.arguments.dropFirst()))
        var run = IBTool(arguments: arguments)
        let status = run.run()
        exit(status)
    }

    let arguments: IBToolArguments
    var diagnostics = IBToolDiagnostics()

    init(arguments: IBToolArguments) {
        self.arguments = arguments
    }

    /// Does what the command line asks and prints the report; returns the exit status.
    mutating func run() -> Int32 {
        if arguments.help {
            Output.write(Array(Self.usage.utf8), to: 1)
            return 0
        }
        if arguments.version {
            Output.write(versionReport(), to: 1)
            return 0
        }
        diagnostics.toolErrors += arguments.problems
        if arguments.problems.isEmpty { perform() }
        Output.write(diagnostics.rendered(for: arguments), to: 1)
        let unrequested = diagnostics.unrequestedErrors(for: arguments)
        if !unrequested.isEmpty { Output.write(Array((unrequested.joined(separator: "\n") + "\n").utf8), to: 2) }
        return diagnostics.failed ? 1 : 0
    }

    // MARK: - The operations

    private mutating func perform() {
        if let link = arguments.link {
            IBToolLink(directory: link, inputs: arguments.inputs).run(&diagnostics)
            return
        }
        guard arguments.inputs.count == 1, let input = arguments.inputs.first else {
            diagnostics.toolErrors.append(
                arguments.inputs.isEmpty
                    ? "no input document: give the .xib to compile (ibtool [options] document)"
                    : "one input document at a time, not \(arguments.inputs.count): \(arguments.inputs.joined(separator: " "))"
            )
            return
        }
        let type = PathText.pathExtension(input).lowercased()
        if type == "storyboardc" {
            diagnostics.add(.error, "a compiled storyboard is linked (--link), not compiled", document: input)
            return
        }
        if type == "storyboard" {
            compileStoryboard(input)
            return
        }
        if !arguments.flatten {
            diagnostics.add(.warning, "--flatten NO is not supported: the nib is written flattened", document: input)
        }
        var document: NibDocument
        do {
            document = try NibDocument(contentsOfFile: input)
        } catch {
            diagnostics.add(error)
            return
        }
        for companion in arguments.companionStringsFiles {
            checkCompanion(companion, against: document)
        }
        if arguments.importStringsFile != nil || arguments.write != nil {
            guard let edited = importAndWrite(document) else { return }
            document = edited
        }
        if let path = arguments.exportStringsFile {
            save(Array(LocalizableStrings(document: document).text.utf8), to: path)
        }
        if let output = compileOutput(for: input) {
            compile(document, to: output)
        }
        if let path = arguments.partialInfoPlist, !diagnostics.failed {
            save(Array(PropertyListText.xml(.dictionary([])).utf8), to: path)
        }
    }

    /// `--compile OUT`, or `DIR/NAME.nib` (`DIR/NAME.storyboardc` for a storyboard) for
    /// `--compilation-directory DIR`.
    private func compileOutput(for input: String, suffix: String = ".nib") -> String? {
        if let compile = arguments.compile { return compile }
        guard let directory = arguments.compilationDirectory else { return nil }
        let name = PathText.lastComponent(input)
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        return (directory.hasSuffix("/") ? directory : directory + "/") + (stem.isEmpty ? name : stem) + suffix
    }

    /// A storyboard compiled into `DIR/NAME.storyboardc` (`--compilation-directory DIR`, as
    /// Xcode passes it) or into `--compile OUT`: `Info.plist` and one nib per scene and view.
    private mutating func compileStoryboard(_ input: String) {
        let document: NibDocument
        do {
            document = try NibDocument(contentsOfFile: input)
        } catch {
            diagnostics.add(error)
            return
        }
        guard let output = compileOutput(for: input, suffix: ".storyboardc") else { return }
        var options = CompileOptions(
            module: arguments.module, format: arguments.keyedArchive ? .keyedArchive : .nibArchive,
            minimumDeploymentTarget: arguments.minimumDeploymentTarget, targetDevices: arguments.targetDevices,
            colorProfiles: colorProfiles)
        options.formatLocale = formatLocale
        reportMissingProfiles(in: document, options: options)
        do {
            let files = try StoryboardCompiler(options: options).compile(document)
            for file in files { save(file.bytes, to: output + "/" + file.name) }
        } catch {
            diagnostics.add(error)
        }
    }

    private mutating func compile(_ document: NibDocument, to output: String) {
        let targets = IBToolOutputs.targets(for: output, document: document, devices: arguments.targetDevices)
        let profiles = colorProfiles
        reportMissingProfiles(in: document, options: CompileOptions(colorProfiles: profiles))
        for target in targets {
            var options = CompileOptions(
                module: arguments.module, format: arguments.keyedArchive ? .keyedArchive : .nibArchive,
                minimumDeploymentTarget: arguments.minimumDeploymentTarget, targetDevices: target.devices,
                colorProfiles: profiles)
            options.formatLocale = formatLocale
            do {
                let bytes = try DocumentCompiler(options: options).compile(document)
                save(bytes, to: target.path)
            } catch {
                diagnostics.add(error)
                return
            }
        }
    }

    /// The ICC profiles ibtool embeds in catalog colours (`ColorProfiles`): Xcode's command
    /// lines carry no option for them, so they come from the folder `SWIFT_NIB_COLOR_PROFILES`
    /// names, else (on macOS) from the ColorSync folders.
    private var colorProfiles: [String: [UInt8]] { ColorProfiles.lookUp() }

    /// The build machine's locale for date formatters' patterns: Xcode's command lines carry
    /// none, so it is the one `SWIFT_NIB_LOCALE` names, else (and for a name it does not know)
    /// `en_US`.
    private var formatLocale: FormatLocale {
        let name = getenv(FormatLocale.environmentVariable).map { String(cString: $0) }
        return FormatLocale.lookUp(environment: name.map { [FormatLocale.environmentVariable: $0] } ?? [:]) ?? .enUS
    }

    /// A warning at each catalog colour compiled without its profile, once per profile.
    private mutating func reportMissingProfiles(in document: NibDocument, options: CompileOptions) {
        for warning in DocumentCompiler(options: options).missingColorProfiles(in: document) {
            diagnostics.add(.warning, warning.message, document: warning.location.file, line: warning.location.line)
        }
    }

    /// Checks a companion `.strings` file: Xcode passes one per region beside a Base-localized
    /// document. The runtime localizes the Base nib with it (`REGION.lproj/NAME.strings`), so the
    /// nib is not changed; a malformed file is an error, a key that names nothing a warning.
    private mutating func checkCompanion(_ companion: (region: String, path: String), against document: NibDocument) {
        guard let strings = readStrings(companion.path) else { return }
        let known = Set(LocalizableStrings(document: document).entries.map(\.stringsKey))
        for pair in strings.pairs where !known.contains(pair.key) {
            diagnostics.add(
                .warning,
                "the key \"\(pair.key)\" of the \(companion.region) strings matches nothing in \(PathText.lastComponent(document.file))",
                document: companion.path, line: pair.line)
        }
    }

    /// `--import-strings-file` then `--write`: the document with the translations, or `nil` when
    /// that failed.
    private mutating func importAndWrite(_ document: NibDocument) -> NibDocument? {
        var editor: NibEditor
        do {
            editor = try NibEditor(contentsOfFile: document.file)
        } catch {
            diagnostics.add(error)
            return nil
        }
        if let path = arguments.importStringsFile {
            guard let strings = readStrings(path) else { return nil }
            for warning in editor.importStrings(strings, from: path) {
                // `file:line: warning: message`, as NibEditor words it.
                guard let marker = warning.firstRange(of: ": warning: ") else { continue }
                let line = warning[..<marker.lowerBound].split(separator: ":").last.flatMap { Int($0) }
                diagnostics.add(.warning, String(warning[marker.upperBound...]), document: path, line: line)
            }
        }
        if let path = arguments.write {
            save(editor.bytes, to: path)
        }
        do {
            return try editor.makeDocument()
        } catch {
            diagnostics.add(error)
            return nil
        }
    }

    private mutating func readStrings(_ path: String) -> StringsFile? {
        do {
            return try StringsFile(bytes: Array(NibDocument.readFile(path)), file: path)
        } catch let error as StringsFile.ParseError {
            diagnostics.add(.error, error.message, document: path, line: error.line)
        } catch let error as NibParseError {
            diagnostics.toolErrors.append("cannot read \(path): \(error.message)")
        } catch {
            diagnostics.toolErrors.append("cannot read \(path): \(error)")
        }
        return nil
    }

    private mutating func save(_ bytes: [UInt8], to path: String) {
        do {
            try Output.save(bytes, to: path)
        } catch {
            diagnostics.toolErrors.append(error.description)
        }
    }

    // MARK: - Version and usage

    private func versionReport() -> [UInt8] {
        switch arguments.outputFormat {
        case .humanReadableText:
            return Array(
                """
                /* com.apple.ibtool.version */
                bundle-version: \(Self.bundleVersion)
                short-bundle-version: \(Self.shortVersion)

                """.utf8)
        case .xml1, .binary1:
            let value = CompiledArchive.Value.dictionary([
                .init(
                    key: "com.apple.ibtool.version",
                    value: .dictionary([
                        .init(key: "bundle-version", value: .string(Self.bundleVersion)),
                        .init(key: "short-bundle-version", value: .string(Self.shortVersion)),
                    ]))
            ])
            return arguments.outputFormat == .xml1
                ? Array(PropertyListText.xml(value).utf8) : PropertyListText.binary(value)
        }
    }

    static let usage = """
        Usage: ibtool [options] document

        swift-nib's xib compiler, with Apple's ibtool command line (see docs/Compiling.md).

          --compile PATH                      compile the xib into the nib at PATH
          --compilation-directory DIR         compile into DIR/NAME.nib
          --module NAME                       the module of customModuleProvider="target" classes
          --target-device mac|iphone|ipad     the devices built for (repeatable)
          --minimum-deployment-target V       the deployment target
          --output-partial-info-plist PATH    write what the document asks of the app's Info.plist
          --use-nibkeyedarchiver-for-macos    write an NSKeyedArchiver archive instead of a NIBArchive
          --import-strings-file PATH          put a .strings file's translations into the document
          --export-strings-file PATH          write the document's localizable strings
          --companion-strings-file REGION:PATH  check a region's .strings file against the document
          --write PATH                        write the (imported) document
          --link DIR                          place compiled storyboards (inputs) in DIR, references checked
          --errors --warnings --notices       which document diagnostics to print
          --output-format human-readable-text|xml1|binary1   (default xml1)
          --version                           print com.apple.ibtool.version

        Accepted and without effect: --auto-activate-custom-fonts, --sdk PATH, --flatten YES,
        --reference-external-strings-file. A .storyboard is compiled into DIR/NAME.storyboardc
        (--compilation-directory DIR) and linked with --link DIR. Exit status: 0 success, 1 an error
        was reported.

        Environment: SWIFT_NIB_COLOR_PROFILES names a folder of the ICC profiles ibtool embeds in
        System catalog colours (nibdump extract-color-profiles takes them from a nib Xcode compiled);
        on macOS the ColorSync folders are searched after it. Without them such a colour is a warning.
        SWIFT_NIB_LOCALE names the build Mac's locale (en_US, en_GB, en_HK; en_US unless set), whose
        date patterns date formatters set by style archive.

        """
}
