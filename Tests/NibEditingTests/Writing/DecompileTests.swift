import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

/// `decompiledXML()`: any format written as a modern document that reads back to the same model.
@Suite struct DecompileTests {
    static let legacyFixture = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibModelTests/Fixtures/Legacy/Cocoa.xib"
    ).path

    /// Objects, top-level objects and connections, the parts a decompiled document must keep.
    func summary(_ document: NibDocument) -> [String] {
        document.objects.map { "\($0.id) \($0.element) \($0.className) \($0.parent?.rawValue ?? "-")" }
            + document.topLevelObjectIDs.map { "top \($0)" }
            + document.connections.map {
                "\($0.kindName) \($0.source) \($0.label ?? "") \($0.destination?.rawValue ?? "")"
            }
    }

    @Test func aLegacyXibBecomesAModernDocumentWithTheSameModel() throws {
        let legacy = try NibDocument(contentsOfFile: Self.legacyFixture)
        let bytes = legacy.decompiledXML()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0""#))
        #expect(!text.contains("<archive"), "the verbatim legacy archive is not written")
        let modern = try NibDocument(data: Data(bytes), file: "Cocoa-modern.xib")
        #expect(modern.format == .xmlDocument)
        #expect(summary(modern) == summary(legacy))
    }

    @Test func attributesXMLCannotCarryAreWrittenAsBase64StringsAsXcodeWritesThem() throws {
        // A legacy xib stores the Escape key equivalent in base64, as XML cannot hold it.
        let legacy = try String(contentsOfFile: Self.legacyFixture, encoding: .utf8)
            .replacingOccurrences(
                of: #"<string key="NSKeyEquiv">c</string>"#,
                with: #"<string type="base64-UTF8" key="NSKeyEquiv">Gw</string>"#)
        let document = try NibDocument(parsing: legacy, file: "Escape.xib")
        #expect(document.objects.contains { $0[attribute: "keyEquivalent"] == "\u{1B}" })
        let text = String(decoding: document.decompiledXML(), as: UTF8.self)
        #expect(text.contains(#"<string key="keyEquivalent" base64-UTF8="YES">Gw</string>"#))
        #expect(!text.contains("keyEquivalent=\""))
        let modern = try NibDocument(data: Data(text.utf8), file: "Escape-modern.xib")
        #expect(summary(modern) == summary(document))
    }

    @Test func anEditThatWouldWriteAControlCharacterIsRefused() throws {
        var editor = try NibEditor(contentsOfFile: TestPaths.sample("MainMenu.xib"))
        #expect(throws: NibEditError.self) {
            try editor.setAttribute("keyEquivalent", to: "\u{1B}", ofObject: "4sb-4s-VLi")
        }
        #expect(try editor.makeDocument()["4sb-4s-VLi"]?[attribute: "keyEquivalent"] == "q")
    }
}
