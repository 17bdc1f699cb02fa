import Foundation
import NibTestSupport
import Testing

/// Runs the built `nibdump` binary and checks its output and exit codes.
@Suite struct NibDumpEndToEndTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var packageRoot: URL { TestPaths.packageRoot }

    /// The folder holding the built products (the test bundle sits beside `nibdump`).
    static var productsDirectory: URL { TestPaths.productsDirectory }

    func nibdump(_ arguments: String...) throws -> Run {
        try nibdump(arguments)
    }

    /// Runs `nibdump` with `arguments` in `directory` (the package root by default).
    func nibdump(_ arguments: [String], in directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = Self.productsDirectory.appendingPathComponent("nibdump")
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? Self.packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nibdump-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    @Test func hierarchyIsTheDefaultCommand() throws {
        let explicit = try nibdump("hierarchy", "Samples/Documents/MainMenu.xib")
        let implicit = try nibdump("Samples/Documents/MainMenu.xib")
        #expect(explicit.status == 0)
        #expect(explicit.stdout == implicit.stdout)
        #expect(
            explicit.stdout.hasPrefix(
                "Samples/Documents/MainMenu.xib (xib, appKit)\n├─ customObject NSApplication id=-2"))
    }

    @Test func ibtoolSpellingsRunEachRequestedView() throws {
        let run = try nibdump("--hierarchy", "--connections", "Samples/Documents/MainMenu.xib")
        #expect(run.status == 0)
        #expect(run.stdout.contains("└─ window NSWindow id=QvC-M9-y7g \"HelloNib\" line 69"))
        #expect(
            run.stdout.contains(
                "action  4sb-4s-VLi (NSMenuItem)            terminate:                     -1 (First Responder)               38\n"
            ))
    }

    @Test func checkPrintsASummaryAndSucceedsOnGoodDocuments() throws {
        let run = try nibdump("check", "Samples/Documents")
        #expect(run.status == 0)
        #expect(run.stdout == "5 parsed, 0 failed\n")
    }

    @Test func checkReportsEachFailureInCompilerFormatAndExitsOne() throws {
        let broken = try temporaryFile("Broken.xib", "<document type=\"x\">\n  <objects>\n</document>\n")
        let run = try nibdump("check", broken, "Samples/Documents/MainMenu.xib")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                \(broken):3:12: error: malformed XML: Opening and ending tag mismatch: objects line 2 and document
                1 parsed, 1 failed

                """)
    }

    /// `check` with paths only skips the argument parser; with an option it goes through it. The
    /// two must not be told apart by their output or exit status.
    @Test func checkWithPathsOnlyAnswersExactlyAsThroughTheArgumentParser() throws {
        let broken = try temporaryFile("Broken.xib", "<document type=\"x\">\n  <objects>\n</document>\n")
        for paths in [["Samples/Documents"], [broken, "Samples/Documents/MainMenu.xib"], ["/no/such/file.xib"]] {
            let direct = try nibdump(["check"] + paths)
            let parsed = try nibdump(["check", "--format", "text"] + paths)
            #expect(direct.status == parsed.status)
            #expect(direct.stdout == parsed.stdout)
            #expect(direct.stderr == parsed.stderr)
        }
        #expect(try nibdump("check").status == 64)
        #expect(try nibdump("check", "--help").stdout.contains("USAGE: nibdump check <paths> ..."))
        #expect(try nibdump("check", "-").status == 1)
    }

    @Test func viewsPrintErrorsOnStandardErrorAndExitOne() throws {
        let run = try nibdump("objects", "/no/such/file.xib")
        #expect(run.status == 1)
        #expect(run.stderr == "/no/such/file.xib: error: cannot read the document: no such file\n")
    }

    @Test func jsonDumpIsVersionedAndListsErrors() throws {
        let run = try nibdump("dump", "--format", "json", "Samples/Documents/ProfileViewController.xib", "/no/such.xib")
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["serializationVersion"] as? Int == 1)
        #expect((json["documents"] as? [[String: Any]])?.first?["platform"] as? String == "uiKit")
        #expect((json["errors"] as? [[String: Any]])?.first?["file"] as? String == "/no/such.xib")
    }

    @Test func usageErrorsExitSixtyFour() throws {
        #expect(try nibdump("hierarchy").status == 64)
        #expect(try nibdump("objects", "--format", "yaml", "Samples/Documents/MainMenu.xib").status == 64)
        #expect(try nibdump("frobnicate", "--bogus").status == 64)
    }
}
