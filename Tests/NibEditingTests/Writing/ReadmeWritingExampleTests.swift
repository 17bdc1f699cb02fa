import Foundation
import NibTestSupport
import Testing

@testable import NibModel
@testable import NibEditing

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
