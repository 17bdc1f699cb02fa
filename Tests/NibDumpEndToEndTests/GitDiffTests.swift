import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

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

/// `nibdump merge` as git's merge driver: two branches edit a storyboard with the editing API
/// and real git merges them (issue 15).
@Suite(.enabled(if: gitExecutable != nil, "needs git"))
struct GitMergeTests {
    let helper = GitDiffTests()

    /// A repository whose main branch has `name` from the samples, with the ib merge driver set up.
    func repository(with name: String, from source: String? = nil) throws -> (URL, [UInt8]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nibdump-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try helper.git(["init", "-q", "-b", "main"], in: directory)
        try helper.git(["config", "user.email", "test@example.invalid"], in: directory)
        try helper.git(["config", "user.name", "Test"], in: directory)
        // The driver line docs/Reviewing.md gives.
        try helper.git(
            ["config", "merge.ib.driver", "\(GitDiffTests.nibdump) merge --path %P %O %A %B -o %A"], in: directory)
        try Data("*.xib merge=ib\n*.storyboard merge=ib\n".utf8).write(
            to: directory.appendingPathComponent(".gitattributes"))
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: source ?? TestPaths.sample(name))))
        let file = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        try helper.git(["add", "."], in: directory)
        try helper.git(["commit", "-q", "-m", "base"], in: directory)
        return (directory, bytes)
    }

    /// Commits an edit of `name` on a new branch `branch` made from main.
    func commit(
        _ name: String, on branch: String, in directory: URL, _ edit: (inout NibEditor) throws -> Void
    ) throws {
        try helper.git(["checkout", "-q", "-b", branch, "main"], in: directory)
        let url = directory.appendingPathComponent(name)
        var editor = try NibEditor(bytes: Array(try Data(contentsOf: url)), file: name)
        try edit(&editor)
        try Data(editor.bytes).write(to: url)
        try helper.git(["commit", "-q", "-am", branch], in: directory)
    }

    /// Runs `git merge` and returns its exit status and output.
    func merge(_ branch: String, in directory: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gitExecutable ?? "git")
        process.arguments = ["merge", "--no-edit", branch]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = directory.path
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// The sample storyboard, and a real app's storyboard from the corpus when it is there.
    static let storyboards: [String] =
        [TestPaths.sample("Main.storyboard")]
        + (TestPaths.corpus.map {
            [
                $0.appendingPathComponent(
                    "storyboard-ios/Ranchero-Software__NetNewsWire__iOS_Base.lproj_Main.storyboard"
                ).path
            ]
        } ?? [])

    @Test(arguments: storyboards) func gitMergesDisjointEditsOfAStoryboardOnTheModel(_ path: String) throws {
        let (directory, bytes) = try repository(with: "Main.storyboard", from: path)
        let base = try NibDocument(data: Data(bytes))
        let controllers = base.objects.filter { $0.sceneID != nil && $0.parent == nil && !$0.isPlaceholder }
        try #require(controllers.count >= 2)
        // Both edits touch neighbouring lines, which a line-based merge could not combine.
        try commit("Main.storyboard", on: "ours", in: directory) {
            try $0.setAttribute("userLabel", to: "Ours", ofObject: controllers[0].id)
            try $0.setAttribute("title", to: "Ours", ofObject: controllers[0].id)
        }
        try commit("Main.storyboard", on: "theirs", in: directory) {
            try $0.setAttribute("userLabel", to: "Theirs", ofObject: controllers[1].id)
            try $0.deleteObject(controllers[0].children.last ?? controllers[0].id)
        }
        try helper.git(["checkout", "-q", "ours"], in: directory)
        let (status, output) = try merge("theirs", in: directory)
        #expect(status == 0, "\(output)")
        let merged = try NibDocument(contentsOfFile: directory.appendingPathComponent("Main.storyboard").path)
        #expect(merged[controllers[0].id]?.userLabel == "Ours")
        #expect(merged[controllers[0].id]?[attribute: "title"] == "Ours")
        #expect(merged[controllers[1].id]?.userLabel == "Theirs")
        if let child = controllers[0].children.last { #expect(merged[child] == nil) }
    }

    @Test func gitReportsATrueConflictAndLeavesItMarked() throws {
        let (directory, bytes) = try repository(with: "MainMenu.xib")
        _ = bytes
        try commit("MainMenu.xib", on: "ours", in: directory) {
            try $0.setAttribute("title", to: "Ours", ofObject: "QvC-M9-y7g")
        }
        try commit("MainMenu.xib", on: "theirs", in: directory) {
            try $0.setAttribute("title", to: "Theirs", ofObject: "QvC-M9-y7g")
        }
        try helper.git(["checkout", "-q", "ours"], in: directory)
        let (status, output) = try merge("theirs", in: directory)
        #expect(status != 0)
        #expect(output.contains("conflict: 'title' of QvC-M9-y7g"), "\(output)")
        let text = try String(contentsOf: directory.appendingPathComponent("MainMenu.xib"), encoding: .utf8)
        #expect(text.contains("<<<<<<< ours\n        <window title=\"Ours\""))
        #expect(text.contains("=======\n        <window title=\"Theirs\""))
    }

    @Test func conflictMessagesNameTheDocumentsPathInTheRepository() throws {
        let name = "App/Base.lproj/MainMenu.xib"
        let (directory, _) = try repository(with: name, from: TestPaths.sample("MainMenu.xib"))
        try commit(name, on: "ours", in: directory) {
            try $0.setAttribute("title", to: "Ours", ofObject: "QvC-M9-y7g")
        }
        try commit(name, on: "theirs", in: directory) {
            try $0.setAttribute("title", to: "Theirs", ofObject: "QvC-M9-y7g")
        }
        try helper.git(["checkout", "-q", "ours"], in: directory)
        let (status, output) = try merge("theirs", in: directory)
        #expect(status != 0)
        let message = output.split(separator: "\n").first { $0.contains("conflict: 'title' of QvC-M9-y7g") }
        #expect(message?.hasPrefix("\(name):") == true, "\(output)")
        #expect(!output.contains(".merge_file"), "\(output)")
    }

    @Test func gitMergesEditsOfTwoImagesOfOneNameFromTwoCatalogs() throws {
        let fixture = TestPaths.packageRoot
            .appendingPathComponent("Tests/NibEditingTests/Fixtures/SameNameResources.storyboard").path
        let name = "Stars.storyboard"
        let (directory, _) = try repository(with: name, from: fixture)
        func setHeight(_ height: String, ofCatalog catalog: String?) -> (inout NibEditor) throws -> Void {
            { editor in
                let resources = try #require(
                    editor.children(of: editor.root).first { editor.name(of: $0) == "resources" })
                let star = try #require(
                    editor.children(of: resources).first {
                        editor.attribute("name", of: $0) == "star" && editor.attribute("catalog", of: $0) == catalog
                    })
                try editor.setAttribute("height", to: height, on: star)
            }
        }
        try commit(name, on: "ours", in: directory, setHeight("120", ofCatalog: "system"))
        try commit(name, on: "theirs", in: directory, setHeight("32", ofCatalog: nil))
        try helper.git(["checkout", "-q", "ours"], in: directory)
        let (status, output) = try merge("theirs", in: directory)
        #expect(status == 0, "\(output)")
        let merged = try NibDocument(contentsOfFile: directory.appendingPathComponent(name).path)
        let heights = merged.resources.filter { $0.name == "star" }.map {
            "\($0.element[attribute: "catalog"] ?? "app") \($0.element[attribute: "height"] ?? "")"
        }
        #expect(heights == ["system 120", "app 32"])
    }
}

/// `nibdump diff` from the command line: exit statuses like diff(1), and the HTML picture.
@Suite struct DiffCommandTests {
    let run = NibDumpEndToEndTests()

    @Test func exitStatusIsZeroForSameOneForDifferentTwoForUnreadable() throws {
        let sample = TestPaths.sample("MainMenu.xib")
        let text = try String(contentsOfFile: sample, encoding: .utf8)
        let edited = try run.temporaryFile(
            "MainMenu.xib",
            text.replacingOccurrences(of: #"title="Say Hello" bezelStyle"#, with: #"title="Wave" bezelStyle"#))
        #expect(try run.nibdump("diff", sample, sample).status == 0)
        let different = try run.nibdump("diff", sample, edited)
        #expect(different.status == 1)
        #expect(different.stdout.contains(#"title: "Say Hello" → "Wave""#))
        let broken = try run.temporaryFile("Broken.xib", "<document>")
        #expect(try run.nibdump("diff", sample, broken).status == 2)
    }

    @Test func htmlFormatDrawsBothVersionsWithTheChangedObjectListed() throws {
        let sample = TestPaths.sample("MainMenu.xib")
        let text = try String(contentsOfFile: sample, encoding: .utf8)
        let edited = try run.temporaryFile(
            "MainMenu.xib",
            text.replacingOccurrences(of: #"title="Say Hello" bezelStyle"#, with: #"title="Wave" bezelStyle"#))
        let result = try run.nibdump("diff", "--format", "html", sample, edited)
        #expect(result.status == 1)
        let page = try XMLDocument(data: Data(result.stdout.utf8))
        let items = try page.nodes(forXPath: "//*[local-name()='li']").compactMap(\.stringValue)
        #expect(items.contains { $0.contains("Bc1-Ce-l1x") })
        #expect(try page.nodes(forXPath: "//*[local-name()='svg']").count == 1)
    }
}
