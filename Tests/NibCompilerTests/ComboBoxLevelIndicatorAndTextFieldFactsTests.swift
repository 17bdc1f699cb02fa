import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Control and cell attributes real documents use that the compiler used to warn about and drop:
/// a combo box cell's completion, data source, button border and items, a combo box's character
/// picker, a level indicator's style, a text field that does not complete text, a text view's
/// focus ring and a UIKit segmented control's style. Each archives its key (all inferred: no Apple
/// nib of the corpus holds one; docs/Compiling.md) and decompiles back to its attribute.
struct ComboBoxLevelIndicatorAndTextFieldFactsTests {
    typealias Helpers = AppKitElementsCompileTests

    static let fixture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="1">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <subviews>
                        <comboBox verticalHuggingPriority="750" allowsCharacterPickerTouchBarItem="YES" id="2">
                            <rect key="frame" x="20" y="20" width="120" height="25"/>
                            <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" title="Own" drawsBackground="YES" completes="NO" usesDataSource="YES" buttonBordered="NO" numberOfVisibleItems="5" id="3">
                                <font key="font" metaFont="system"/>
                                <objectValues>
                                    <string>vt100</string>
                                    <string>xterm-256color</string>
                                </objectValues>
                            </comboBoxCell>
                        </comboBox>
                        <comboBox verticalHuggingPriority="750" id="4">
                            <rect key="frame" x="20" y="50" width="120" height="25"/>
                            <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" title="Silent" drawsBackground="YES" numberOfVisibleItems="5" id="5">
                                <font key="font" metaFont="system"/>
                            </comboBoxCell>
                        </comboBox>
                        <levelIndicator verticalHuggingPriority="750" id="6">
                            <rect key="frame" x="20" y="80" width="96" height="18"/>
                            <levelIndicatorCell key="cell" alignment="left" maxValue="1" warningValue="0.7" criticalValue="0.3" levelIndicatorStyle="continuousCapacity" id="7"/>
                        </levelIndicator>
                        <textField textCompletion="NO" id="8">
                            <rect key="frame" x="20" y="110" width="100" height="17"/>
                            <textFieldCell key="cell" sendsActionOnEndEditing="YES" title="Field" id="9">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <scrollView id="10">
                            <rect key="frame" x="20" y="140" width="200" height="100"/>
                            <clipView key="contentView" id="11">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <subviews>
                                    <textView focusRingType="none" importsGraphics="NO" verticallyResizable="YES" id="12">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                    </textView>
                                </subviews>
                            </clipView>
                        </scrollView>
                    </subviews>
                </customView>
            </objects>
        </document>
        """

    /// The combo box cell whose title is `title`.
    static func comboCell(_ title: String, in graph: ArchiveGraph) throws -> ArchiveGraph.Object {
        try #require(
            GraphReading.objects("NSComboBoxCell", in: graph).first {
                GraphReading.text(GraphReading.target("NSContents", of: $0, in: graph)) == title
            })
    }

    /// The fixture's document decompiled from its compiled nib.
    static func decompiled(_ xib: String) throws -> String {
        let nib = try DocumentCompiler().compile(NibDocument(data: Data(xib.utf8), file: "Fixture.xib"))
        return String(decoding: try NibDocument(data: Data(nib), file: "Fixture.nib").decompiledXML(), as: UTF8.self)
    }

    /// Nothing of the fixture is warned about any more.
    @Test func theFixtureHasNoUnarchivedParts() throws {
        let document = try NibDocument(data: Data(Self.fixture.utf8), file: "Fixture.xib")
        #expect(DocumentCompiler().unarchivedParts(of: document).map(\.part) == [])
    }

    /// A combo box cell that does not complete, uses a data source and has no bordered button
    /// archives `NSUsesDataSource` true and `NSButtonBordered` false, and no `NSCompletes`; a
    /// silent one completes (`NSCompletes` true) and archives neither of the others. A combo box
    /// that allows the character picker says so in its cell; a cell's items are a mutable array
    /// of their strings under `NSPopUpListData`.
    @Test func comboBoxCellsArchiveTheirCompletionDataSourceAndButton() throws {
        let graph = try Helpers.graph(Self.fixture)
        let own = try Self.comboCell("Own", in: graph)
        #expect(own.value(forKey: "NSCompletes") == nil)
        #expect(GraphReading.boolean(own.value(forKey: "NSUsesDataSource")) == true)
        #expect(GraphReading.boolean(own.value(forKey: "NSButtonBordered")) == false)
        #expect(GraphReading.boolean(own.value(forKey: "NSCharacterPickerEnabled")) == true)
        let items = try #require(GraphReading.target("NSPopUpListData", of: own, in: graph))
        #expect(items.className == "NSMutableArray")
        #expect(
            GraphReading.members(items, in: graph).compactMap { GraphReading.text(graph[$0]) } == [
                "vt100", "xterm-256color",
            ])
        let silent = try Self.comboCell("Silent", in: graph)
        #expect(silent.value(forKey: "NSPopUpListData") == nil)
        #expect(GraphReading.boolean(silent.value(forKey: "NSCompletes")) == true)
        #expect(silent.value(forKey: "NSUsesDataSource") == nil)
        #expect(silent.value(forKey: "NSButtonBordered") == nil)
        #expect(silent.value(forKey: "NSCharacterPickerEnabled") == nil)
    }

    /// A level indicator's style is `NSIndicatorStyle` (continuous capacity 1); a cell that names
    /// none archives relevancy, 0.
    @Test func aLevelIndicatorsStyleIsItsCellsIndicatorStyle() throws {
        let graph = try Helpers.graph(Self.fixture)
        let cell = try #require(GraphReading.objects("NSLevelIndicatorCell", in: graph).first)
        #expect(GraphReading.integer(cell.value(forKey: "NSIndicatorStyle")) == 1)
        let silent = try Helpers.graph(
            Self.fixture.replacingOccurrences(of: #" levelIndicatorStyle="continuousCapacity""#, with: ""))
        let silentCell = try #require(GraphReading.objects("NSLevelIndicatorCell", in: silent).first)
        #expect(GraphReading.integer(silentCell.value(forKey: "NSIndicatorStyle")) == 0)
    }

    /// A text field that does not complete text sets its cell's
    /// `NSAutomaticTextCompletionDisabled`; a text view's focus ring type is 0x1000 of its
    /// `NSvFlags`. Without them, neither is archived.
    @Test func aTextFieldsCompletionAndATextViewsFocusRingArchive() throws {
        let graph = try Helpers.graph(Self.fixture)
        let cell = try #require(
            GraphReading.objects("NSTextFieldCell", in: graph).first {
                GraphReading.text(GraphReading.target("NSContents", of: $0, in: graph)) == "Field"
            })
        #expect(GraphReading.boolean(cell.value(forKey: "NSAutomaticTextCompletionDisabled")) == true)
        let textView = try #require(GraphReading.objects("NSTextView", in: graph).first)
        #expect(try #require(GraphReading.integer(textView.value(forKey: "NSvFlags"))) & 0x3000 == 0x1000)

        let silent = try Helpers.graph(
            Self.fixture.replacingOccurrences(of: #" textCompletion="NO""#, with: "")
                .replacingOccurrences(of: #" focusRingType="none""#, with: ""))
        let silentCell = try #require(
            GraphReading.objects("NSTextFieldCell", in: silent).first {
                GraphReading.text(GraphReading.target("NSContents", of: $0, in: silent)) == "Field"
            })
        #expect(silentCell.value(forKey: "NSAutomaticTextCompletionDisabled") == nil)
        let silentView = try #require(GraphReading.objects("NSTextView", in: silent).first)
        #expect(try #require(GraphReading.integer(silentView.value(forKey: "NSvFlags"))) & 0x3000 == 0)
    }

    /// The compiled fixture decompiles to the attributes it was written with, each once.
    @Test func theAttributesDecompileBack() throws {
        let xml = try Self.decompiled(Self.fixture)
        for attribute in [
            #"completes="NO""#, #"usesDataSource="YES""#, #"buttonBordered="NO""#,
            #"levelIndicatorStyle="continuousCapacity""#, #"textCompletion="NO""#, #"focusRingType="none""#,
            #"allowsCharacterPickerTouchBarItem="YES""#,
        ] {
            #expect(xml.components(separatedBy: attribute).count == 2, "\(attribute)")
        }
        #expect(xml.contains("<objectValues>"))
        #expect(xml.components(separatedBy: "<objectValues>").count == 2)
        #expect(xml.contains("<string>vt100</string>"))
        #expect(xml.contains("<string>xterm-256color</string>"))
        // The silent combo box's defaults are left out, as Xcode leaves them out.
        #expect(!xml.contains(#"completes="YES""#))
        #expect(!xml.contains(#"buttonBordered="YES""#))
        #expect(!xml.contains(#"usesDataSource="NO""#))
    }

    /// A UIKit segmented control's style archives as `UISegmentedControlStyle`, left out when
    /// plain; the decompiler writes it for every segmented control, as Xcode does.
    @Test(arguments: [("plain", Int64?.none), ("bar", 2), ("bordered", 1)])
    func aSegmentedControlsStyleArchivesAndComesBack(_ style: String, _ archived: Int64?) throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="\(style)" selectedSegmentIndex="0" id="2">
                                <rect key="frame" x="20" y="20" width="121" height="32"/>
                            </segmentedControl>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Fixture.xib")
        #expect(DocumentCompiler().unarchivedParts(of: document).map(\.part) == [])
        let nib = try DocumentCompiler().compile(document)
        let graph = ArchiveGraph(try CompiledArchive(data: Data(nib), file: "Fixture.nib"))
        let control = try #require(graph.objects.first { $0.className == "UISegmentedControl" })
        #expect(GraphReading.integer(control.value(forKey: "UISegmentedControlStyle")) == archived)
        let xml = String(decoding: try NibDocument(data: Data(nib), file: "Fixture.nib").decompiledXML(), as: UTF8.self)
        #expect(xml.contains(#"segmentControlStyle="\#(style)""#))
    }
}
