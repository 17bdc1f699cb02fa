import Foundation
import NibTestSupport
import Testing

/// The refactoring and strings commands on copies of the samples: after a rename across the
/// documents and the sources, `nibdump validate` passes again.
@Suite struct RefactoringEndToEndTests {
    func nibdump(_ arguments: String...) throws -> NibDumpEndToEndTests.Run {
        try NibDumpEndToEndTests().nibdump(arguments)
    }

    /// A copy of Samples/Documents and Samples/HelloNibApp in a new temporary folder.
    func copyOfSamples() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nibdump-refactor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for folder in ["Documents", "HelloNibApp"] {
            try FileManager.default.copyItem(
                at: TestPaths.packageRoot.appendingPathComponent("Samples/\(folder)"),
                to: directory.appendingPathComponent(folder))
        }
        return directory
    }

    func replace(_ old: String, _ new: String, inSwiftFilesOf directory: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
            let url = directory.appendingPathComponent(name)
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
        }
    }

    @Test func renamingAClassAnOutletAndAnActionAcrossDocumentsAndSourcesValidatesAgain() throws {
        let root = try copyOfSamples()
        let documents = root.appendingPathComponent("Documents").path
        let sources = "HelloNib=" + root.appendingPathComponent("HelloNibApp").path
        #expect(try nibdump("validate", documents, "--sources", sources).status == 0)

        // The sources change first, as a developer's rename in the editor would do...
        let app = root.appendingPathComponent("HelloNibApp")
        try replace("class AppDelegate", "class Greeter", inSwiftFilesOf: app)
        try replace("greetingLabel", "messageLabel", inSwiftFilesOf: app)
        try replace("func sayHello(_", "func greet(_", inSwiftFilesOf: app)
        let broken = try nibdump("validate", documents, "--sources", sources)
        #expect(broken.status == 1)

        // ...then the documents follow.
        let menu = root.appendingPathComponent("Documents/MainMenu.xib").path
        chmod(menu, 0o640)
        let dryRun = try nibdump("rename-class", "AppDelegate", "Greeter", "--dry-run", documents)
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout.contains("-        <customObject id=\"Voe-Tx-rLC\" customClass=\"AppDelegate\""))
        #expect(dryRun.stdout.contains("+        <customObject id=\"Voe-Tx-rLC\" customClass=\"Greeter\""))
        #expect(try String(contentsOfFile: menu, encoding: .utf8).contains("customClass=\"AppDelegate\""))

        let renamed = try nibdump("rename-class", "AppDelegate", "Greeter", documents)
        #expect(renamed.status == 0)
        #expect(renamed.stdout.contains("\(menu):16: renamed class AppDelegate to Greeter"))
        let outlet = try nibdump("rename-outlet", "Greeter", "greetingLabel", "messageLabel", documents)
        #expect(outlet.stdout.contains("\(menu):"))
        #expect(outlet.stdout.contains("renamed outlet greetingLabel to messageLabel of Greeter"))
        let action = try nibdump("rename-action", "Greeter", "sayHello:", "greet:", documents)
        #expect(action.stdout.contains("renamed action sayHello: to greet: of Greeter"))

        let fixed = try nibdump("validate", documents, "--sources", sources)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: menu)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: documents).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func setModuleMovesEveryObjectOfTheClass() throws {
        let root = try copyOfSamples()
        let document = root.appendingPathComponent("Documents/PreferencesWindow.xib").path
        let run = try nibdump("set-module", "Prefs", "--class", "ColorSwatchView", document)
        #expect(run.status == 0)
        #expect(run.stdout.contains("set module of ColorSwatchView to Prefs (was HelloNib)"))
        let text = try String(contentsOfFile: document, encoding: .utf8)
        #expect(
            text.contains(#"id="Sw1-Cv-Vw1" customClass="ColorSwatchView" customModule="Prefs"/>"#)
                || text.contains(#"id="Sw1-Cv-Vw1" customClass="ColorSwatchView" customModule="Prefs">"#))
    }

    @Test func stringsExportImportAndDecompile() throws {
        let root = try copyOfSamples()
        let document = root.appendingPathComponent("Documents/MainMenu.xib").path
        let export = try nibdump("strings", "export", document)
        #expect(export.status == 0)
        #expect(export.stdout.contains(#""4sb-4s-VLi.title" = "Quit HelloNib";"#))
        let strings = root.appendingPathComponent("de.strings").path
        try Data(export.stdout.replacingOccurrences(of: #"= "Quit HelloNib";"#, with: #"= "HelloNib beenden";"#).utf8)
            .write(to: URL(fileURLWithPath: strings))
        let output = root.appendingPathComponent("de.xib").path
        let imported = try nibdump("strings", "import", document, strings, "-o", output)
        #expect(imported.status == 0)
        let translated = try String(contentsOfFile: output, encoding: .utf8)
        #expect(translated.contains(#"<menuItem title="HelloNib beenden" keyEquivalent="q" id="4sb-4s-VLi">"#))
        try Data("\"a\" = \"b\"\n".utf8).write(to: URL(fileURLWithPath: strings))
        let malformed = try nibdump("strings", "import", document, strings, "-o", output)
        #expect(malformed.status == 1)
        #expect(malformed.stderr.contains("\(strings):1: error: expected ';' after the value"))

        let decompiled = try nibdump("decompile", document)
        #expect(decompiled.status == 0)
        #expect(decompiled.stdout == (try String(contentsOfFile: document, encoding: .utf8)))
    }
}
