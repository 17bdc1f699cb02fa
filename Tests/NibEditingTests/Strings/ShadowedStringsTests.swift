import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

/// The keys ibtool writes beyond an object's own properties (issue 27): a view's tool tip
/// (`ibShadowedToolTip`), a binding's placeholders under the binding's id, a segmented cell's
/// tool tips, a combo box's items, AppKit's accessibility description; exported, and imported
/// back into the element each came from.
@Suite struct ShadowedStringsTests {
    static let path = TestPaths.packageRoot
        .appendingPathComponent("Tests/NibEditingTests/Fixtures/ShadowedStrings.xib").path

    func entries(_ document: NibDocument) -> [String] {
        LocalizableStrings(document: document).entries.map { "\($0.className) \($0.stringsKey)=\($0.value)" }
    }

    @Test func aViewsToolTipIsShadowedAndAnItemsToolTipIsItsOwn() throws {
        let entries = entries(try NibDocument(contentsOfFile: Self.path))
        #expect(entries.contains("NSButton Btn-Ab-001.ibShadowedToolTip=Reload the feeds now"))
        #expect(entries.contains("NSTextField Txt-Ab-001.ibShadowedToolTip=The name shown\nin the sidebar"))
        #expect(entries.contains("NSToolbarItem Tbi-Ab-001.toolTip=Refresh every feed"))
        #expect(entries.contains("NSMenuItem Mit-Ab-001.toolTip=Marks every article read"))
        #expect(entries.contains("NSTableColumn Col-Ab-001.headerToolTip=Enabled"))
        #expect(!entries.contains { $0.contains("Btn-Ab-001.toolTip") || $0.contains("Tbi-Ab-001.ibShadowed") })
    }

    @Test func bindingPlaceholdersAreExportedUnderTheBindingsID() throws {
        let entries = entries(try NibDocument(contentsOfFile: Self.path)).filter { $0.hasPrefix("CocoaBindings") }
        #expect(
            entries == [
                "CocoaBindingsConnection Bnd-Ab-001.ibShadowedIsNilPlaceholder=Untitled",
                "CocoaBindingsConnection Bnd-Ab-001.ibShadowedMultipleValuesPlaceholder=Several feeds",
                "CocoaBindingsConnection Bnd-Ab-001.ibShadowedNoSelectionPlaceholder=No feed",
                "CocoaBindingsConnection Bnd-Ab-001.ibShadowedNotApplicablePlaceholder=Not a feed",
                "CocoaBindingsConnection Bnd-Ab-002.ibShadowedIsNilPlaceholder=1",
            ])
        let text = LocalizableStrings(document: try NibDocument(contentsOfFile: Self.path)).text
        #expect(
            text.contains(
                """

                /* Class = "CocoaBindingsConnection"; ibShadowedIsNilPlaceholder = "Untitled"; ObjectID = "Bnd-Ab-001"; */
                "Bnd-Ab-001.ibShadowedIsNilPlaceholder" = "Untitled";

                """))
    }

    @Test func segmentToolTipsComboBoxItemsAndAccessibilityDescriptionsAreExported() throws {
        let entries = entries(try NibDocument(contentsOfFile: Self.path))
        for entry in [
            "NSSegmentedCell Scl-Ab-001.ibShadowedLabels[1]=Right",
            "NSSegmentedCell Scl-Ab-001.ibShadowedToolTips[0]=Previous page",
            "NSSegmentedCell Scl-Ab-001.ibShadowedToolTips[1]=Next page",
            "NSComboBoxCell Ccb-Ab-001.ibShadowedObjectValues[0]=Hourly",
            "NSComboBoxCell Ccb-Ab-001.ibShadowedObjectValues[1]=Daily",
            "NSTextField Txt-Ab-001.ibExternalAccessibilityDescription=Feed name",
        ] {
            #expect(entries.contains(entry), "\(entry)")
        }
    }

    @Test func importingTheExportGivesBackTheBytes() throws {
        var editor = try NibEditor(contentsOfFile: Self.path)
        let before = editor.bytes
        let strings = LocalizableStrings(document: editor.original)
        let file = try StringsFile(bytes: Array(strings.text.utf8))
        #expect(editor.importStrings(file).isEmpty)
        #expect(editor.bytes == before)
    }

    @Test func everyShadowedKeyImportsIntoTheElementItCameFrom() throws {
        var editor = try NibEditor(contentsOfFile: Self.path)
        let translations = [
            "Btn-Ab-001.ibShadowedToolTip": "Alle Feeds neu laden",
            "Txt-Ab-001.ibShadowedToolTip": "Der Name\nin der Seitenleiste",
            "Tbi-Ab-001.toolTip": "Jeden Feed aktualisieren",
            "Mit-Ab-001.toolTip": "Markiert alles als gelesen",
            "Col-Ab-001.headerToolTip": "Aktiv",
            "Bnd-Ab-001.ibShadowedIsNilPlaceholder": "Ohne Titel",
            "Bnd-Ab-001.ibShadowedMultipleValuesPlaceholder": "Mehrere Feeds",
            "Bnd-Ab-001.ibShadowedNoSelectionPlaceholder": "Kein Feed",
            "Bnd-Ab-001.ibShadowedNotApplicablePlaceholder": "Kein Feed möglich",
            "Bnd-Ab-002.ibShadowedIsNilPlaceholder": "0",
            "Scl-Ab-001.ibShadowedToolTips[1]": "Nächste Seite",
            "Ccb-Ab-001.ibShadowedObjectValues[0]": "Stündlich",
            "Txt-Ab-001.ibExternalAccessibilityDescription": "Feedname",
        ]
        let text = translations.keys.sorted().map {
            "\"\($0)\" = \"\((translations[$0] ?? "").replacingOccurrences(of: "\n", with: "\\n"))\";\n"
        }.joined()
        #expect(editor.importStrings(try StringsFile(bytes: Array(text.utf8)), from: "de.strings").isEmpty)
        let translated = try editor.makeDocument()
        let exported = Dictionary(
            LocalizableStrings(document: translated).entries.map { ($0.stringsKey, $0.value) },
            uniquingKeysWith: { first, _ in first })
        for (key, value) in translations {
            #expect(exported[key] == value, "\(key)")
        }
        let xml = String(decoding: editor.bytes, as: UTF8.self)
        #expect(xml.contains(#"<string key="NSNullPlaceholder">Ohne Titel</string>"#))
        #expect(xml.contains(#"<integer key="NSNullPlaceholder" value="0"/>"#))
        #expect(xml.contains(#"<segment label="Right" toolTip="Nächste Seite" tag="1"/>"#))
        #expect(xml.contains("<string>Stündlich</string>"))
        #expect(xml.contains(#"<accessibility description="Feedname"/>"#))
        #expect(xml.contains("<string key=\"toolTip\">Der Name\nin der Seitenleiste</string>"))
        #expect(xml.contains(#"<button toolTip="Alle Feeds neu laden" verticalHuggingPriority="750""#))
        // Nothing else moved: the untranslated entries are as they were.
        let original = LocalizableStrings(document: try NibDocument(contentsOfFile: Self.path)).entries
        for entry in original where translations[entry.stringsKey] == nil {
            #expect(exported[entry.stringsKey] == entry.value, "\(entry.stringsKey)")
        }
    }

    @Test func aStringXcodeWroteInBase64IsExportedAndImportedDecoded() throws {
        var editor = try NibEditor(contentsOfFile: Self.path)
        #expect(entries(editor.original).contains("NSMenuItem Mit-Ab-002.title=Fetch\rAll"))
        let file = try StringsFile(bytes: Array(#""Mit-Ab-002.title" = "Alles\rabrufen";"#.utf8))
        #expect(editor.importStrings(file).isEmpty)
        #expect(String(decoding: editor.bytes, as: UTF8.self).contains("QWxsZXMNYWJydWZlbg</string>"))
        #expect(entries(try editor.makeDocument()).contains("NSMenuItem Mit-Ab-002.title=Alles\rabrufen"))
    }

    @Test func aPlaceholderKeyForABindingWithoutThatOptionMatchesNothing() throws {
        var editor = try NibEditor(contentsOfFile: Self.path)
        let before = editor.bytes
        let file = try StringsFile(
            bytes: Array(
                """
                "Bnd-Ab-002.ibShadowedNoSelectionPlaceholder" = "x";
                "Bnd-Ab-001.title" = "x";
                "Btn-Ab-001.toolTip" = "x";
                """.utf8))
        let warnings = editor.importStrings(file, from: "de.strings")
        #expect(warnings.count == 3, "\(warnings)")
        #expect(editor.bytes == before)
    }
}
