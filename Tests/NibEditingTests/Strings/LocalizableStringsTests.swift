import Foundation
import NibTestSupport
import Testing

@testable import NibEditing
@testable import NibModel

/// Localizable strings in Xcode's `.strings` format, out of a document and back in.
@Suite struct LocalizableStringsTests {
    @Test func exportIsXcodesFormatSortedByObjectID() throws {
        let document = try NibDocument(contentsOfFile: TestPaths.sample("MainMenu.xib"))
        let text = LocalizableStrings(document: document).text
        #expect(
            text.hasPrefix(
                """

                /* Class = "NSMenuItem"; title = "HelloNib"; ObjectID = "1Xt-HY-uBw"; */
                "1Xt-HY-uBw.title" = "HelloNib";

                /* Class = "NSMenuItem"; title = "Quit HelloNib"; ObjectID = "4sb-4s-VLi"; */
                "4sb-4s-VLi.title" = "Quit HelloNib";

                """))
        let ids = LocalizableStrings(document: document).entries.map(\.objectID.rawValue)
        #expect(ids == ids.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(text.contains(#""QvC-M9-y7g.title" = "HelloNib";"#))
        #expect(
            text.contains(
                #"/* Class = "NSTextFieldCell"; title = "Hello, Interface Builder"; ObjectID = "Tc3-9f-Qa2"; */"#))
    }

    @Test func uiKitButtonStatesSegmentsSectionsAndAccessibility() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <button id="b01-bb-b01">
                        <state key="normal" title="Save"/>
                        <state key="highlighted" title="Saving"/>
                        <accessibility key="accessibilityConfiguration" label="Save it" hint="Saves"/>
                    </button>
                    <segmentedControl id="s01-ss-s01">
                        <segments>
                            <segment title="One"/>
                            <segment title="Two"/>
                        </segments>
                    </segmentedControl>
                    <textField placeholder="Name" text="Ada" id="t01-tt-t01"/>
                    <label id="l01-ll-l01">
                        <string key="text">two
            lines</string>
                    </label>
                </objects>
            </document>
            """
        let document = try NibDocument(parsing: xml)
        let entries = LocalizableStrings(document: document).entries.map {
            "\($0.className) \($0.stringsKey)=\($0.value)"
        }
        #expect(
            entries == [
                "UIButton b01-bb-b01.accessibilityHint=Saves", "UIButton b01-bb-b01.accessibilityLabel=Save it",
                "UIButton b01-bb-b01.highlightedTitle=Saving", "UIButton b01-bb-b01.normalTitle=Save",
                "UILabel l01-ll-l01.text=two\nlines",
                "UISegmentedControl s01-ss-s01.segmentTitles[0]=One",
                "UISegmentedControl s01-ss-s01.segmentTitles[1]=Two",
                "UITextField t01-tt-t01.placeholder=Name", "UITextField t01-tt-t01.text=Ada",
            ])
        var editor = try NibEditor(bytes: Array(xml.utf8))
        let strings = try StringsFile(
            bytes: Array(
                """
                "b01-bb-b01.normalTitle" = "Sichern";
                "s01-ss-s01.segmentTitles[1]" = "Zwei";
                "l01-ll-l01.text" = "zwei\\nZeilen & mehr";
                "zzz-zz-zzz.title" = "nothing";
                """.utf8), file: "de.strings")
        let warnings = editor.importStrings(strings, from: "de.strings")
        #expect(warnings == [#"de.strings:4: warning: the key "zzz-zz-zzz.title" matches nothing in <data>"#])
        let translated = try editor.makeDocument()
        let values = LocalizableStrings(document: translated).entries.map { "\($0.stringsKey)=\($0.value)" }
        #expect(values.contains("b01-bb-b01.normalTitle=Sichern"))
        #expect(values.contains("s01-ss-s01.segmentTitles[1]=Zwei"))
        #expect(values.contains("l01-ll-l01.text=zwei\nZeilen & mehr"))
        #expect(
            String(decoding: editor.bytes, as: UTF8.self).contains(
                "<string key=\"text\">zwei\nZeilen &amp; mehr</string>"))
    }

    @Test func stringsFilesInUTF16WithABOMAndMalformedOnesWithTheirLine() throws {
        let text = "/* c */\n\"a.title\" = \"Qu\\\"it\\U00e9\";\n"
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = try StringsFile(bytes: utf16)
        #expect(file.pairs == [.init(key: "a.title", value: "Qu\"ité", line: 2)])
        #expect(throws: StringsFile.ParseError(file: "x.strings", line: 3, message: "expected ';' after the value")) {
            try StringsFile(bytes: Array("\"a\" = \"b\";\n\n\"c\" = \"d\"\n".utf8), file: "x.strings")
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func exportingAndImportingEveryCorpusDocumentGivesItsBytes() throws {
        var exported = 0
        for path in TestPaths.wellFormedCorpusDocuments {
            var editor = try NibEditor(contentsOfFile: path)
            let before = editor.bytes
            let strings = LocalizableStrings(document: editor.original)
            exported += strings.entries.count
            let file = try StringsFile(bytes: Array(strings.text.utf8))
            #expect(file.pairs.count == strings.entries.count)
            #expect(editor.importStrings(file).isEmpty, "\(path)")
            #expect(editor.bytes == before, "\(path)")
        }
        #expect(exported > 1000)
    }
}
