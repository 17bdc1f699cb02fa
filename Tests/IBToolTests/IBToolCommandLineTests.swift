import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// Runs the built `ibtool` with the command lines build systems write — Xcode's (as swift-build's
/// `ResourceTaskConstructionTests` asserts them) and rules_apple's — verbatim, and reads back what
/// it wrote: the nib through NibModel, the diagnostics and partial Info.plist through NibModel's
/// property-list reader.
@Suite struct IBToolCommandLineTests {
    struct Run {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
        var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    static var ibtool: URL { TestPaths.productsDirectory.appendingPathComponent("ibtool") }

    /// Runs `ibtool`; its `SWIFT_NIB_COLOR_PROFILES` names stand-in profiles
    /// (``StandInProfiles``) unless `environment` says otherwise, so that a build reports
    /// only what the test is about.
    func ibtool(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = Self.ibtool
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        inherited[ColorProfiles.environmentVariable] = try StandInProfiles.folder().path
        process.environment = inherited.merging(environment) { $1 }
        process.currentDirectoryURL = TestPaths.packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: Array(stdout), stderr: String(decoding: stderr, as: UTF8.self))
    }

    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ibtool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A property list's top dictionary, read back by NibModel's reader (XML or binary).
    func plist(_ bytes: [UInt8]) throws -> [String: CompiledArchive.Value] {
        let value = try CompiledArchive.propertyListValue(bytes: bytes, file: "<stdout>")
        guard case .dictionary(let entries) = value else {
            Issue.record("not a dictionary: \(value)")
            return [:]
        }
        return Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// Outlets and actions as (kind, label) pairs, sorted: what a compiled nib must keep.
    func connections(_ document: NibDocument) -> [String] {
        document.connections.filter { $0.kindName == "outlet" || $0.kindName == "action" }
            .map { "\($0.kindName) \($0.label ?? "-")" }.sorted()
    }

    /// Xcode's CompileXIB command line for a macOS app, as swift-build asserts it.
    func xcodeMacCommandLine(input: String, output: String, partialInfoPlist: String) -> [String] {
        [
            "--errors", "--warnings", "--notices", "--module", "App", "--output-partial-info-plist", partialInfoPlist,
            "--auto-activate-custom-fonts", "--target-device", "mac", "--minimum-deployment-target", "14.0",
            "--output-format", "human-readable-text", "--compile", output, input,
        ]
    }

    @Test func xcodeCommandLineCompilesTheSampleMainMenu() throws {
        let directory = try temporaryDirectory()
        let source = TestPaths.sample("MainMenu.xib")
        let nib = directory.appendingPathComponent("App.app/Contents/Resources/MainMenu.nib").path
        let info = directory.appendingPathComponent("MainMenu-PartialInfo.plist").path
        let run = try ibtool(xcodeMacCommandLine(input: source, output: nib, partialInfoPlist: info))
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(run.text == "")
        let compiled = try NibDocument(contentsOfFile: nib)
        #expect(compiled.format == .nibArchive(formatVersion: 1, coderVersion: 10))
        let original = try NibDocument(contentsOfFile: source)
        #expect(!connections(original).isEmpty)
        #expect(connections(compiled) == connections(original))
        #expect(try plist(Array(Data(contentsOf: URL(fileURLWithPath: info)))).isEmpty)
    }

    @Test func xcodeCommandLineCompilesACorpusPair() throws {
        guard let corpus = TestPaths.corpus else { return }
        let source = corpus.appendingPathComponent("pairs/macos/test5_connect.xib").path
        guard FileManager.default.fileExists(atPath: source) else { return }
        let directory = try temporaryDirectory()
        let nib = directory.appendingPathComponent("test5_connect.nib").path
        let info = directory.appendingPathComponent("test5_connect-PartialInfo.plist").path
        let run = try ibtool(xcodeMacCommandLine(input: source, output: nib, partialInfoPlist: info))
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        let compiled = try NibDocument(contentsOfFile: nib)
        #expect(connections(compiled) == connections(try NibDocument(contentsOfFile: source)))
        #expect(FileManager.default.fileExists(atPath: info))
    }

    @Test func rulesAppleCommandLineCompilesIntoItsOutputFolder() throws {
        let directory = try temporaryDirectory()
        let nib = directory.appendingPathComponent("bazel-out/App/MainMenu.nib").path
        // rules_apple: xctoolrunner's fixed flags, then ibtool.bzl's compile_xib arguments.
        let run = try ibtool([
            "--errors", "--warnings", "--notices", "--auto-activate-custom-fonts", "--output-format",
            "human-readable-text", "--compile", nib, "--minimum-deployment-target", "14.0", "--target-device", "mac",
            "--module", "App", TestPaths.sample("MainMenu.xib"),
        ])
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(try NibDocument(contentsOfFile: nib).format == .nibArchive(formatVersion: 1, coderVersion: 10))
    }

    @Test func cocoaPodsCommandLineWithOptionsAfterTheInput() throws {
        let directory = try temporaryDirectory()
        let nib = directory.appendingPathComponent("MainMenu.nib").path
        // CocoaPods' copy-resources script: --sdk and the devices after the input.
        let run = try ibtool([
            "--reference-external-strings-file", "--errors", "--warnings", "--notices", "--minimum-deployment-target",
            "14.0", "--output-format", "human-readable-text", "--compile", nib, TestPaths.sample("MainMenu.xib"),
            "--sdk", "/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/SDKs/MacOSX.sdk",
            "--target-device", "mac",
        ])
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: nib))
    }

    @Test func compilationDirectoryNamesTheNibAfterTheXib() throws {
        let directory = try temporaryDirectory()
        let run = try ibtool([
            "--errors", "--warnings", "--output-format", "human-readable-text", "--flatten", "NO",
            "--compilation-directory", directory.path, TestPaths.sample("MainMenu.xib"),
        ])
        #expect(run.status == 0)
        #expect(run.text.hasSuffix("warning: --flatten NO is not supported: the nib is written flattened\n"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("MainMenu.nib").path))
    }

    @Test func companionStringsFilesAreCheckedAndTheBaseNibStaysBase() throws {
        let directory = try temporaryDirectory()
        let strings = directory.appendingPathComponent("de.lproj/MainMenu.strings")
        try FileManager.default.createDirectory(
            at: strings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"QvC-M9-y7g.title\" = \"HalloNib\";\n\"nope-00-000.title\" = \"x\";\n".utf8).write(to: strings)
        let nib = directory.appendingPathComponent("Base.lproj/MainMenu.nib").path
        let run = try ibtool([
            "--errors", "--warnings", "--notices", "--companion-strings-file", "de:\(strings.path)", "--module", "App",
            "--output-partial-info-plist", directory.appendingPathComponent("MainMenu-PartialInfo.plist").path,
            "--auto-activate-custom-fonts", "--target-device", "mac", "--minimum-deployment-target", "14.0",
            "--output-format", "human-readable-text", "--compile", nib, TestPaths.sample("MainMenu.xib"),
        ])
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(
            run.text == """
                /* com.apple.ibtool.document.warnings */
                \(strings.path):2: warning: the key "nope-00-000.title" of the de strings matches nothing in MainMenu.xib

                """)
        let titles = try NibDocument(contentsOfFile: nib).objects.compactMap { $0[attribute: "title"] }
        #expect(!titles.contains("HalloNib"))
    }

    @Test func xmlAndBinaryReportsCarryEmptyDiagnosticDictionaries() throws {
        let directory = try temporaryDirectory()
        for format in ["xml1", "binary1"] {
            let nib = directory.appendingPathComponent("\(format).nib").path
            let run = try ibtool([
                "--errors", "--warnings", "--notices", "--output-format", format, "--compile", nib,
                TestPaths.sample("MainMenu.xib"),
            ])
            #expect(run.status == 0)
            #expect(format == "binary1" ? run.stdout.starts(with: Array("bplist00".utf8)) : run.text.hasPrefix("<?xml"))
            let report = try plist(run.stdout)
            #expect(
                report.keys.sorted() == [
                    "com.apple.ibtool.document.errors", "com.apple.ibtool.document.notices",
                    "com.apple.ibtool.document.warnings",
                ])
            #expect(report.values.allSatisfy { $0 == .dictionary([]) })
        }
    }

    static let broken = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <frobnicator id="abc-de-fgh"/>
            </objects>
        </document>

        """

    @Test(arguments: ["human-readable-text", "xml1", "binary1"])
    func aDocumentTheCompilerRefusesIsAnErrorAtItsLine(format: String) throws {
        let directory = try temporaryDirectory()
        let source = directory.appendingPathComponent("Broken.xib")
        try Data(Self.broken.utf8).write(to: source)
        let nib = directory.appendingPathComponent("Broken.nib").path
        let run = try ibtool(["--errors", "--warnings", "--output-format", format, "--compile", nib, source.path])
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: nib))
        if format == "human-readable-text" {
            #expect(run.text.hasPrefix("/* com.apple.ibtool.document.errors */\n\(source.path):7: error: "))
            return
        }
        let report = try plist(run.stdout)
        guard case .dictionary(let byObject) = report["com.apple.ibtool.document.errors"],
            case .array(let messages) = byObject.first?.value, case .dictionary(let fields) = messages.first
        else {
            Issue.record("no error in \(report)")
            return
        }
        let values = Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard case .string(let description) = values["description"] else {
            Issue.record("no description in \(fields)")
            return
        }
        #expect(description.hasPrefix("Broken.xib:7: "))
        #expect(values["document"] == .string(source.path))
        #expect(values["line"] == .integer(7))
        #expect(values["type"] == .string("error"))
        #expect(report["com.apple.ibtool.document.warnings"] == .dictionary([]))
    }

    @Test(arguments: ["human-readable-text", "xml1", "binary1"])
    func malformedXMLIsAnErrorInEveryFormat(format: String) throws {
        let directory = try temporaryDirectory()
        let source = directory.appendingPathComponent("Malformed.xib")
        try Data("<?xml version=\"1.0\"?>\n<document>\n<objects>\n</document>\n".utf8).write(to: source)
        let run = try ibtool([
            "--errors", "--output-format", format, "--compile", directory.path + "/M.nib", source.path,
        ])
        #expect(run.status == 1)
        if format == "human-readable-text" {
            #expect(run.text.contains("\(source.path):"))
            #expect(run.text.contains(": error: "))
        } else {
            guard case .dictionary(let byObject) = try plist(run.stdout)["com.apple.ibtool.document.errors"] else {
                Issue.record("no errors")
                return
            }
            #expect(byObject.count == 1)
        }
    }

    @Test func errorsPrintOnStandardErrorWhenNoFlagAsksForThem() throws {
        let directory = try temporaryDirectory()
        let source = directory.appendingPathComponent("Broken.xib")
        try Data(Self.broken.utf8).write(to: source)
        let run = try ibtool(["--compile", directory.path + "/B.nib", source.path])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(source.path):7: error: "))
    }

    @Test func versionInEveryFormat() throws {
        let xml = try ibtool(["--version", "--output-format", "xml1"])
        #expect(xml.status == 0)
        guard case .dictionary(let fields) = try plist(xml.stdout)["com.apple.ibtool.version"] else {
            Issue.record("no version")
            return
        }
        #expect(fields.map(\.key) == ["bundle-version", "short-bundle-version"])
        #expect(try plist(try ibtool(["--version", "--output-format", "binary1"]).stdout).count == 1)
        #expect(try ibtool(["--version"]).text.hasPrefix("<?xml"))
        let text = try ibtool(["--version", "--output-format", "human-readable-text"]).text
        #expect(text.hasPrefix("/* com.apple.ibtool.version */\nbundle-version: "))
    }

    @Test func stringsExportImportRoundTrip() throws {
        let directory = try temporaryDirectory()
        let exported = directory.appendingPathComponent("MainMenu.strings").path
        let source = TestPaths.sample("MainMenu.xib")
        #expect(try ibtool(["--export-strings-file", exported, source]).status == 0)
        let text = try String(contentsOfFile: exported, encoding: .utf8)
        #expect(text.contains("\"QvC-M9-y7g.title\" = \"HelloNib\";"))
        let translated = directory.appendingPathComponent("fr.strings").path
        try Data(text.replacingOccurrences(of: "= \"HelloNib\";", with: "= \"BonjourNib\";").utf8)
            .write(to: URL(fileURLWithPath: translated))
        let written = directory.appendingPathComponent("MainMenu-fr.xib").path
        let nib = directory.appendingPathComponent("fr.lproj/MainMenu.nib").path
        let run = try ibtool([
            "--errors", "--warnings", "--output-format", "human-readable-text", "--import-strings-file", translated,
            "--write", written, "--compile", nib, source,
        ])
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(try NibDocument(contentsOfFile: written)["QvC-M9-y7g"]?[attribute: "title"] == "BonjourNib")
        // Exporting the written document gives the translation back.
        let again = directory.appendingPathComponent("again.strings").path
        #expect(try ibtool(["--export-strings-file", again, written]).status == 0)
        #expect(try String(contentsOfFile: again, encoding: .utf8).contains("\"QvC-M9-y7g.title\" = \"BonjourNib\";"))
        let compiled = try NibDocument(contentsOfFile: nib)
        #expect(compiled.objects.contains { $0[attribute: "title"] == "BonjourNib" })
    }

    @Test func keyedArchiveOutput() throws {
        let directory = try temporaryDirectory()
        let nib = directory.appendingPathComponent("MainMenu.nib").path
        let run = try ibtool([
            "--use-nibkeyedarchiver-for-macos", "--errors", "--output-format", "human-readable-text", "--compile",
            nib, TestPaths.sample("MainMenu.xib"),
        ])
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        let compiled = try NibDocument(contentsOfFile: nib)
        #expect(compiled.format == .binaryKeyedArchive)
        #expect(connections(compiled) == connections(try NibDocument(contentsOfFile: TestPaths.sample("MainMenu.xib"))))
    }

    @Test func xcodeStoryboardLineWritesTheStoryboardcIntoTheCompilationDirectory() throws {
        let directory = try temporaryDirectory()
        let storyboard = TestPaths.sample("Settings.storyboard")
        // swift-build's CompileStoryboard: the input before --compilation-directory.
        let compile = try ibtool([
            "--errors", "--warnings", "--notices", "--module", "App", "--output-partial-info-plist",
            directory.path + "/Settings-SBPartialInfo.plist", "--auto-activate-custom-fonts", "--target-device",
            "iphone",
            "--target-device", "ipad", "--minimum-deployment-target", "17.0", "--output-format", "human-readable-text",
            storyboard, "--compilation-directory", directory.path,
        ])
        #expect(compile.status == 0, "\(compile.text)\(compile.stderr)")
        let compiled = directory.appendingPathComponent("Settings.storyboardc").path
        let files = try FileManager.default.contentsOfDirectory(atPath: compiled).sorted()
        #expect(files == ["Info.plist", "SettingsForm.nib", "St1-Vc-n01-view-St1-Vw-w01.nib"])
        let info = try plist(Array(try Data(contentsOf: URL(fileURLWithPath: compiled + "/Info.plist"))))
        #expect(
            info["UIViewControllerIdentifiersToNibNames"]
                == .dictionary([.init(key: "SettingsForm", value: .string("SettingsForm"))]))
        #expect(info["UIStoryboardVersion"] == .integer(1))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func xcodeMacStoryboardLineWritesApplesStoryboardc() throws {
        guard let corpus = TestPaths.corpus else { return }
        let directory = try temporaryDirectory()
        let pairs = corpus.path + "/pairs/macos"
        let compile = try ibtool([
            "--errors", "--warnings", "--notices", "--module", "App", "--target-device", "mac",
            "--minimum-deployment-target", "14.0", "--output-format", "human-readable-text",
            "--compilation-directory", directory.path, pairs + "/sb_basic_wc.storyboard",
        ])
        #expect(compile.status == 0, "\(compile.text)\(compile.stderr)")
        let comparison = try ArchiveComparison(
            contentsOfFile: pairs + "/sb_basic_wc.storyboardc", directory.path + "/sb_basic_wc.storyboardc")
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
    }

    @Test func linkingAFolderThatIsNotACompiledStoryboardIsAnAppleStyleError() throws {
        let directory = try temporaryDirectory()
        let link = try ibtool([
            "--errors", "--warnings", "--notices", "--module", "App", "--target-device", "mac",
            "--minimum-deployment-target", "14.0", "--output-format", "xml1", "--link", directory.path,
            directory.path + "/Main.storyboardc",
        ])
        #expect(link.status == 1)
        #expect(link.text.contains("Main.storyboardc is not a compiled storyboard"))
    }

    @Test func anUnknownOptionIsAToolError() throws {
        let run = try ibtool(["--frobnicate", "--output-format", "xml1", TestPaths.sample("MainMenu.xib")])
        #expect(run.status == 1)
        guard case .array(let errors) = try plist(run.stdout)["com.apple.ibtool.errors"] else {
            Issue.record("no com.apple.ibtool.errors in \(run.text)")
            return
        }
        #expect(errors.count == 1)
    }
}
