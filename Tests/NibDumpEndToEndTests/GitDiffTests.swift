import Foundation
import NibTestSupport
import Testing

private let gitExecutable: String? = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// `nibdump diff` as git's diff driver and textconv filter, run by real git on a temporary
/// repository (issue 15).
@Suite(.enabled(if: gitExecutable != nil, "needs git"))
struct GitDiffTests {
    static var gitPath: String? { gitExecutable }

    static var nibdump: String {
        NibDumpEndToEndTests.productsDirectory.appendingPathComponent("nibdump").path
    }

    /// Runs git in `directory` and returns its standard output; fails the test on a non-zero exit.
    @discardableResult
    func git(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.gitPath ?? "git")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = directory.path
        environment["GIT_PAGER"] = "cat"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(
            process.terminationStatus == 0,
            "git \(arguments.joined(separator: " ")): \(String(decoding: errors, as: UTF8.self))")
        return String(decoding: output, as: UTF8.self)
    }

    /// A repository with MainMenu.xib committed, then edited (a title) in the work tree.
    func repositoryWithAnEdit() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nibdump-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try git(["init", "-q"], in: directory)
        try git(["config", "user.email", "test@example.invalid"], in: directory)
        try git(["config", "user.name", "Test"], in: directory)
        try Data("*.xib diff=ib\n*.storyboard diff=ib\n".utf8).write(
            to: directory.appendingPathComponent(".gitattributes"))
        let original = try String(contentsOfFile: TestPaths.sample("MainMenu.xib"), encoding: .utf8)
        let file = directory.appendingPathComponent("MainMenu.xib")
        try Data(original.utf8).write(to: file)
        try git(["add", "."], in: directory)
        try git(["commit", "-q", "-m", "first"], in: directory)
        try Data(original.replacingOccurrences(of: #"title="Say Hello""#, with: #"title="Wave""#).utf8).write(to: file)
        return directory
    }

    @Test func gitDiffShowsTheSemanticDiffThroughTheDiffCommand() throws {
        let repository = try repositoryWithAnEdit()
        try git(["config", "diff.ib.command", "\(Self.nibdump) diff --git"], in: repository)
        let output = try git(["diff"], in: repository)
        #expect(output.contains("diff --ib a/MainMenu.xib b/MainMenu.xib"))
        #expect(output.contains("~ buttonCell NSButtonCell \"Wave\" [Bc1-Ce-l1x]"))
        #expect(output.contains(#"title: "Say Hello" → "Wave""#))
        #expect(!output.contains("<buttonCell"), "no XML lines")
    }

    @Test func gitLogPatchShowsTheCanonicalListingThroughTextconv() throws {
        let repository = try repositoryWithAnEdit()
        try git(["config", "diff.ib.textconv", "\(Self.nibdump) diff --textconv"], in: repository)
        try git(["commit", "-q", "-am", "second"], in: repository)
        let output = try git(["log", "-p", "-1"], in: repository)
        #expect(output.contains("-    title = Say Hello"))
        #expect(output.contains("+    title = Wave"))
    }

    @Test func aNewFileComparesAgainstNothing() throws {
        let repository = try repositoryWithAnEdit()
        try git(["config", "diff.ib.command", "\(Self.nibdump) diff --git"], in: repository)
        let copy = repository.appendingPathComponent("Copy.xib")
        try FileManager.default.copyItem(atPath: TestPaths.sample("PreferencesWindow.xib"), toPath: copy.path)
        try git(["add", "Copy.xib"], in: repository)
        let output = try git(["diff", "--cached"], in: repository)
        #expect(output.contains("--- a/Copy.xib"))
        #expect(output.contains("+ window NSWindow \"Preferences\""))
    }
}
