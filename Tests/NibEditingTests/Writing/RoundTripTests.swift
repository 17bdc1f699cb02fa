import Foundation
import NibTestSupport
import Testing

@testable import NibEditing
@testable import NibModel

/// The writer gives back the input's bytes when nothing changed.
@Suite struct RoundTripTests {
    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func everyWellFormedCorpusDocumentRoundTripsByteForByte() throws {
        let documents = TestPaths.wellFormedCorpusDocuments
        #expect(documents.count > 150)
        for path in documents {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let editor = try NibEditor(bytes: bytes, file: path)
            #expect(editor.bytes == bytes, "\(path) did not round-trip")
        }
    }

    @Test func samplesRoundTripByteForByte() throws {
        for name in ["MainMenu.xib", "PreferencesWindow.xib", "ProfileViewController.xib", "Main.storyboard"] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.sample(name))))
            #expect(try NibEditor(bytes: bytes, file: name).bytes == bytes)
        }
    }

    @Test func referencesCommentsCRLFAndOddSpacingSurvive() throws {
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\r\n<!-- a comment -->\r\n"
            + "<document type='com.apple.InterfaceBuilder3.Cocoa.XIB' version=\"3.0\"  >\r\n"
            + "  <objects>\r\n    <customObject id=\"-2\" userLabel=\"File&apos;s &#79;wner &amp; &#x41;\" customClass=\"A\"/>\r\n"
            + "    <textField id=\"t1\" ><string key=\"x\">a &lt; b&#10;c</string></textField >\r\n"
            + "  </objects>\r\n</document>\r\n"
        let bytes = Array(xml.utf8)
        let editor = try NibEditor(bytes: bytes, file: "odd.xib")
        #expect(editor.bytes == bytes)
        let owner = try #require(editor.element(withID: "-2"))
        #expect(editor.attribute("userLabel", of: owner) == "File's Owner & A")
    }

    @Test func aModelAloneIsWrittenInXcodeStyle() throws {
        let source = try NibDocument(contentsOfFile: TestPaths.sample("MainMenu.xib"))
        let editor = NibEditor(document: source)
        let text = String(decoding: editor.bytes, as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document "))
        #expect(text.hasSuffix("</document>\n"))
        #expect(
            text.contains("\n        <customObject id=\"-2\" userLabel=\"File's Owner\" customClass=\"NSApplication\">")
        )
        let reread = try NibDocument(data: Data(editor.bytes), file: "x.xib")
        #expect(reread.objects.map(\.id) == source.objects.map(\.id))
        #expect(reread.connections.map(\.label) == source.connections.map(\.label))
        #expect(reread.root.subtreeCount == source.root.subtreeCount)
    }
}

/// The writer's decoding matches an XML parser's, so an unchanged value is never rewritten.
@Suite struct XMLEscapingTests {
    @Test func attributesNormaliseLineBreaksAndTextKeepsThem() {
        let raw = Array("a\r\nb\tc\nd &amp; &#10;&#x41;&quot;".utf8)
        #expect(XMLEscaping.decodeAttribute(raw[...]) == "a b c d & \nA\"")
        #expect(XMLEscaping.decodeText(raw[...]) == "a\nb\tc\nd & \nA\"")
        #expect(XMLEscaping.escapeAttribute("<a & \"b\"\n'c'>") == Array("&lt;a &amp; &quot;b&quot;&#10;'c'&gt;".utf8))
        #expect(XMLEscaping.escapeText("<a & \"b\"\n>") == Array("&lt;a &amp; \"b\"\n&gt;".utf8))
    }
}
