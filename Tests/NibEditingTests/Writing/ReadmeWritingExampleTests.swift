import Foundation
import NibTestSupport
import Testing

@testable import NibEditing
@testable import NibModel

/// The README's "Writing documents" example does what the README says.
@Suite struct ReadmeWritingExampleTests {
    @Test func theWritingExampleRunsAsPrinted() throws {
        var editor = try NibEditor(contentsOfFile: TestPaths.sample("MainMenu.xib"))
        let original = editor.bytes
        try editor.setCustomClass("Greeter", of: "Voe-Tx-rLC")
        try editor.setCustomModule("HelloNib", of: "Voe-Tx-rLC")
        let outlet = try editor.addConnection(
            .outlet(property: "fontManager", destination: "YLy-65-1bz"), from: "Voe-Tx-rLC")
        let beforeDeletion = editor.bytes
        let deletion = try editor.deleteObject("QvC-M9-y7g")
        #expect(deletion.removedReferences == ["gIp-Ho-8D9", "Lq2-zR-7hB"])
        editor.restore(deletion)
        #expect(editor.bytes == beforeDeletion)
        let document = try editor.makeDocument()
        #expect(document["Voe-Tx-rLC"]?.customClass == "Greeter")
        #expect(document.connections.contains { $0.id == outlet })
        #expect(editor.bytes != original)
    }

    /// The README's library section: edit, diff, and bytes that change only where edited.
    @Test func theReadmeEditingSnippetRunsAsPrinted() throws {
        var editor = try NibEditor(contentsOfFile: TestPaths.sample("MainMenu.xib"))
        try editor.setCustomClass("Greeter", of: "Voe-Tx-rLC")
        let diff = NibDiff(old: editor.original, new: try editor.makeDocument())
        #expect(diff.description().contains("Greeter"))
        let edited = String(decoding: editor.bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let original = try String(contentsOfFile: TestPaths.sample("MainMenu.xib"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(edited.count == original.count)
        let changed = zip(edited, original).filter { $0 != $1 }
        #expect(changed.count == 1, "only the edited object's line changes")
        #expect(changed.first?.0.contains("customClass=\"Greeter\"") == true)
    }

    /// (Storyboards differ: Xcode writes a `<!--Scene Name-->` comment before each scene, which
    /// the model does not keep.)
    @Test func decompilingAnXcodeWrittenSampleXibGivesItsBytes() throws {
        for name in ["MainMenu.xib", "PreferencesWindow.xib", "ProfileViewController.xib"] {
            let path = TestPaths.sample(name)
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(NibEditor(document: try NibDocument(contentsOfFile: path)).bytes == bytes, "\(name)")
        }
    }
}
