import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Menu items' identifiers and key equivalent settings, accessibility identifiers, toolbar
/// items' explicit identifiers, selection, sizing and missing tool tips, storyboard
/// controllers' show segue presentation, custom formatters, a 10.4 formatter's `localizesFormat`
/// and Interface Builder 3's number formatters: each compiles to its key and decompiles back.
struct MenuToolbarAndFormatterCompileTests {
    typealias Helpers = AppKitElementsCompileTests

    static let fixture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <menu title="Edit" id="1">
                    <items>
                        <menuItem title="Shift Right" keyEquivalent="]" identifier="shiftRight" localization="NO" mirroring="NO" id="2"/>
                        <menuItem title="Database" id="3">
                            <attributedString key="attributedTitle"/>
                            <modifierMask key="keyEquivalentModifierMask"/>
                        </menuItem>
                    </items>
                </menu>
                <window title="Settings" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="10">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="100" y="100" width="400" height="200"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
                    <view key="contentView" id="11">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <textField verticalHuggingPriority="750" id="12">
                                <rect key="frame" x="20" y="20" width="96" height="21"/>
                                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="13">
                                    <numberFormatter key="formatter" formatterBehavior="default10_4" localizesFormat="NO" usesGroupingSeparator="NO" formatWidth="-1" groupingSize="0" minimumIntegerDigits="1" maximumIntegerDigits="42" id="14"/>
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
                            <textField verticalHuggingPriority="750" id="15">
                                <rect key="frame" x="20" y="60" width="96" height="21"/>
                                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="16">
                                    <customFormatter key="formatter" id="17" customClass="ShortcutFormatter"/>
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
                        </subviews>
                    </view>
                    <toolbar key="toolbar" implicitIdentifier="D08B01BC-1A7C-42DC-B326-C2E53519AB95" explicitIdentifier="MainToolbar" autosavesConfiguration="NO" displayMode="iconAndLabel" sizeMode="regular" id="20">
                        <allowedToolbarItems>
                            <toolbarItem implicitItemIdentifier="45D9C222-64ED-4B5F-89E3-E9862F727A2B" explicitItemIdentifier="General" label="General" paletteLabel="General" tag="-1" image="NSPreferencesGeneral" sizingBehavior="auto" selectable="YES" id="21">
                                <nil key="toolTip"/>
                            </toolbarItem>
                            <toolbarItem implicitItemIdentifier="A981DCF2-5E61-441F-8042-57635FC79EC6" label="Advanced" paletteLabel="Advanced" tag="-1" image="NSAdvanced" id="22"/>
                        </allowedToolbarItems>
                        <defaultToolbarItems>
                            <toolbarItem reference="21"/>
                        </defaultToolbarItems>
                    </toolbar>
                    <accessibility identifier="settingsWindow"/>
                </window>
                <customView id="30">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <accessibility description="Profiles" identifier="prefsProfiles"/>
                </customView>
            </objects>
        </document>
        """

    static func object(_ className: String, in graph: ArchiveGraph) throws -> ArchiveGraph.Object {
        try #require(GraphReading.objects(className, in: graph).first)
    }

    static func decompiled(_ xib: String) throws -> String {
        let nib = try DocumentCompiler().compile(NibDocument(data: Data(xib.utf8), file: "Fixture.xib"))
        return String(decoding: try NibDocument(data: Data(nib), file: "Fixture.nib").decompiledXML(), as: UTF8.self)
    }

    /// Every part of the fixture is in the vocabulary: no warning.
    @Test func theFixtureCompilesWithoutVocabularyWarnings() throws {
        let document = try NibDocument(data: Data(Self.fixture.utf8), file: "Fixture.xib")
        let parts = DocumentCompiler().unarchivedParts(of: document)
        #expect(parts.isEmpty, "\(parts.map(\.description))")
    }

    /// A menu item's identifier is its `NSUserInterfaceItemIdentifier`; `localization="NO"` and
    /// `mirroring="NO"` clear the keys every other item archives as `true`; an empty attributed
    /// title archives nothing.
    @Test func menuItemIdentifierAndKeyEquivalentSettingsArchive() throws {
        let graph = try Helpers.graph(Self.fixture)
        let items = GraphReading.objects("NSMenuItem", in: graph)
        let shift = try #require(
            items.first { GraphReading.text($0.value(forKey: "NSTitle"), in: graph) == "Shift Right" })
        #expect(GraphReading.text(shift.value(forKey: "NSUserInterfaceItemIdentifier"), in: graph) == "shiftRight")
        #expect(GraphReading.boolean(shift.value(forKey: "NSAllowsKeyEquivalentLocalization")) == false)
        #expect(GraphReading.boolean(shift.value(forKey: "NSAllowsKeyEquivalentMirroring")) == false)
        let database = try #require(
            items.first { GraphReading.text($0.value(forKey: "NSTitle"), in: graph) == "Database" })
        #expect(database.value(forKey: "NSUserInterfaceItemIdentifier") == nil)
        #expect(GraphReading.boolean(database.value(forKey: "NSAllowsKeyEquivalentLocalization")) == true)
        #expect(GraphReading.boolean(database.value(forKey: "NSAllowsKeyEquivalentMirroring")) == true)
        #expect(database.value(forKey: "NSAttributedTitle") == nil)
    }

    /// Accessibility identifiers are `NSNibAXAttributeConnector`s of the `AXIdentifier`
    /// attribute (a description's connector first for an element with both), as Apple's nib of
    /// Sparkle's SUStatus has them.
    @Test func accessibilityIdentifiersAreAttributeConnectors() throws {
        let graph = try Helpers.graph(Self.fixture)
        let connectors = GraphReading.objects("NSNibAXAttributeConnector", in: graph)
        let pairs = connectors.map { connector in
            (
                GraphReading.text(GraphReading.target("AXAttributeTypeArchiveKey", of: connector, in: graph)),
                GraphReading.text(connector.value(forKey: "AXAttributeValueArchiveKey"), in: graph),
                GraphReading.target("AXDestinationArchiveKey", of: connector, in: graph)?.className
            )
        }
        #expect(pairs.count == 3)
        #expect(pairs.contains { $0.0 == "AXIdentifier" && $0.1 == "settingsWindow" && $0.2 == "NSWindowTemplate" })
        let view = pairs.filter { $0.2 == "NSCustomView" }
        #expect(view.map(\.0) == ["AXDescription", "AXIdentifier"])
        #expect(view.map(\.1) == ["Profiles", "prefsProfiles"])
    }

    /// A toolbar and its items are known by their explicit identifiers; a selectable item is
    /// listed in `NSToolbarIBSelectableItems`; automatic sizing ignores the minimum and maximum
    /// sizes; `<nil key="toolTip"/>` archives no tool tip.
    @Test func toolbarItemsArchiveTheirIdentifiersSelectionSizingAndToolTip() throws {
        let graph = try Helpers.graph(Self.fixture)
        let toolbar = try Self.object("NSToolbar", in: graph)
        #expect(GraphReading.text(toolbar.value(forKey: "NSToolbarIdentifier"), in: graph) == "MainToolbar")
        let items = GraphReading.objects("NSToolbarItem", in: graph)
        let general = try #require(
            items.first { GraphReading.text($0.value(forKey: "NSToolbarItemLabel"), in: graph) == "General" })
        let advanced = try #require(
            items.first { GraphReading.text($0.value(forKey: "NSToolbarItemLabel"), in: graph) == "Advanced" })
        #expect(GraphReading.text(general.value(forKey: "NSToolbarItemIdentifier"), in: graph) == "General")
        #expect(
            GraphReading.text(advanced.value(forKey: "NSToolbarItemIdentifier"), in: graph)
                == "A981DCF2-5E61-441F-8042-57635FC79EC6")
        #expect(GraphReading.boolean(general.value(forKey: "NSToolbarItemIgnoreMinMaxSizes")) == true)
        #expect(GraphReading.boolean(advanced.value(forKey: "NSToolbarItemIgnoreMinMaxSizes")) == false)
        #expect(general.value(forKey: "NSToolbarItemToolTip") == .null)
        #expect(GraphReading.text(advanced.value(forKey: "NSToolbarItemToolTip"), in: graph) == "")
        let selectable = GraphReading.members(
            GraphReading.target("NSToolbarIBSelectableItems", of: toolbar, in: graph), in: graph)
        #expect(selectable.count == 1)
        #expect(selectable.first.map { graph[$0]?.className } == "NSToolbarItem")
        let identified = try #require(GraphReading.target("NSToolbarIBIdentifiedItems", of: toolbar, in: graph))
        let keys = GraphReading.members(identified, in: graph).compactMap { GraphReading.text(graph[$0]) }
        #expect(keys.contains("General"))
    }

    /// A 10.4 formatter that does not localize its format archives `NS.localized` false; a
    /// custom formatter is its class swapped in for `NSFormatter`.
    @Test func formattersArchiveLocalizationAndCustomClasses() throws {
        let graph = try Helpers.graph(Self.fixture)
        let number = try Self.object("NSNumberFormatter", in: graph)
        #expect(GraphReading.boolean(number.value(forKey: "NS.localized")) == false)
        let swapper = try #require(
            GraphReading.objects("NSClassSwapper", in: graph).first {
                GraphReading.text($0.value(forKey: "NSOriginalClassName"), in: graph) == "NSFormatter"
            })
        #expect(GraphReading.text(swapper.value(forKey: "NSClassName"), in: graph) == "ShortcutFormatter")
    }

    /// The compiled fixture decompiles to the same attributes.
    @Test func theCompiledFixtureDecompilesBack() throws {
        let xml = try Self.decompiled(Self.fixture)
        #expect(xml.contains(#"identifier="shiftRight""#))
        #expect(xml.contains(#"localization="NO""#) && xml.contains(#"mirroring="NO""#))
        #expect(xml.contains(#"<accessibility identifier="settingsWindow"/>"#))
        #expect(xml.contains(#"<accessibility description="Profiles" identifier="prefsProfiles"/>"#))
        #expect(xml.contains(#"sizingBehavior="auto""#) && xml.contains(#"selectable="YES""#))
        #expect(xml.contains(#"<nil key="toolTip"/>"#))
        #expect(xml.contains(#"localizesFormat="NO""#))
        #expect(xml.contains(#"<customFormatter key="formatter""#) && xml.contains(#"customClass="ShortcutFormatter""#))
        // Decompiled and compiled again, the graph is the same.
        let again = try Helpers.graph(xml)
        let toolbar = try Self.object("NSToolbar", in: again)
        let selectable = GraphReading.members(
            GraphReading.target("NSToolbarIBSelectableItems", of: toolbar, in: again), in: again)
        #expect(selectable.count == 1)
        #expect(GraphReading.objects("NSNibAXAttributeConnector", in: again).count == 3)
    }

    /// Apple's nib of Sparkle's SUStatus decompiles its button's accessibility identifier.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func applesNibDecompilesItsAccessibilityIdentifier() throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent(
            "nib-compiled/transmission__transmission__macosx_Sparkle.framework_Versions_B_Resources_SUStatus.nib"
        ).path
        let xml = String(decoding: try NibDocument(contentsOfFile: path).decompiledXML(), as: UTF8.self)
        #expect(xml.contains(#"<accessibility identifier="SUStatusButton"/>"#))
    }

    /// A storyboard window controller of `single` presentation archives 1, the others 0; the
    /// compiled storyboard decompiles it back.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aSinglePresentationWindowControllerArchivesIt() throws {
        let name = "ViennaRSS__vienna-rss__Vienna_Interfaces_Base.lproj_Activity.storyboard"
        let output = try AppKitStoryboardEmbedTests.graphs(name)
        let styles = output.nibs.flatMap { nib in
            // The controller is of a custom class: a class swapper.
            nib.graph.objects.filter { $0.value(forKey: "IBWindowTemplate") != nil }.map {
                GraphReading.integer($0.value(forKey: "showSeguePresentationStyle"))
            }
        }
        #expect(styles == [1])
        let document = try AppKitStoryboardEmbedTests.compiledDocument(name)
        let xml = String(decoding: document.decompiledXML(), as: UTF8.self)
        #expect(xml.contains(#"showSeguePresentationStyle="single""#))
    }

    /// Interface Builder 3's number formatters (growl's legacy xibs) are read with their
    /// settings: a 10.4 one's style and localization, a 10.0 one's formats and zero string, so
    /// that they compile instead of being refused.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func legacyNumberFormattersAreReadWithTheirSettings() throws {
        let corpus = try #require(TestPaths.corpus)
        func document(_ name: String) throws -> NibDocument {
            try NibDocument(contentsOfFile: corpus.appendingPathComponent("xib-legacy/\(name).xib").path)
        }
        let calendar = try document("growl__growl__Extras_GrowlCal_GrowlCal_MainMenu")
        let xml104 = String(decoding: calendar.decompiledXML(), as: UTF8.self)
        #expect(
            xml104.contains(
                #"<numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" localizesFormat="NO""#
            ))
        let webKit = try document("growl__growl__Core_Resources_WebKitPrefs")
        let xml10 = String(decoding: webKit.decompiledXML(), as: UTF8.self)
        #expect(xml10.contains(#"formatterBehavior="10_0" positiveFormat="0%" negativeFormat="-0%""#))
        #expect(xml10.contains(#"<fragment content="0%"/>"#))
        let graph = try DocumentCompiler().graph(for: webKit)
        let formatters = GraphReading.objects("NSNumberFormatter", in: graph)
        #expect(formatters.count == 3)
        #expect(formatters.contains { GraphReading.text($0.value(forKey: "NS.positiveformat"), in: graph) == "0%" })
    }
}
