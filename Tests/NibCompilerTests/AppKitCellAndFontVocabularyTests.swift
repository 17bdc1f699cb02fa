import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Cell, control, text and font attributes the vocabulary learned from Apple's nibs (the
/// corpus's HSChooserWindow) and viraptor/ibtool's compiler: each compiles to its key or bits and
/// decompiles back.
struct AppKitCellAndFontVocabularyTests {
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
                        <button verticalHuggingPriority="750" imageHugsTitle="YES" id="2">
                            <rect key="frame" x="20" y="20" width="100" height="25"/>
                            <buttonCell key="cell" type="roundTextured" title="Hi" bezelStyle="texturedRounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="3">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="controlContent" size="11"/>
                            </buttonCell>
                        </button>
                        <textField id="4">
                            <rect key="frame" x="20" y="60" width="100" height="17"/>
                            <textFieldCell key="cell" lineBreakMode="truncatingMiddle" truncatesLastVisibleLine="YES" sendsActionOnEndEditing="YES" title="Subtext" id="5">
                                <font key="font" metaFont="toolTip"/>
                            </textFieldCell>
                        </textField>
                        <scrollView id="6">
                            <rect key="frame" x="20" y="90" width="200" height="100"/>
                            <clipView key="contentView" id="7">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <subviews>
                                    <textView importsGraphics="NO" verticallyResizable="YES" allowsNonContiguousLayout="YES" id="8">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                    </textView>
                                </subviews>
                            </clipView>
                        </scrollView>
                        <tableView rowHeight="40" usesAutomaticRowHeights="YES" viewBased="YES" id="9">
                            <rect key="frame" x="230" y="90" width="150" height="100"/>
                            <tableColumns>
                                <tableColumn width="140" minWidth="40" maxWidth="1000" id="10">
                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border"/>
                                    <textFieldCell key="dataCell" lineBreakMode="truncatingTail" title="Text Cell" id="11"/>
                                </tableColumn>
                            </tableColumns>
                        </tableView>
                    </subviews>
                </customView>
            </objects>
        </document>
        """

    static func object(_ className: String, in graph: ArchiveGraph) throws -> ArchiveGraph.Object {
        try #require(GraphReading.objects(className, in: graph).first)
    }

    /// A button whose image hugs its title, a cell that truncates its last visible line, a text
    /// view that allows non-contiguous layout and a table with automatic row heights archive
    /// their bits and keys.
    @Test func cellControlAndTextAttributesArchiveTheirBitsAndKeys() throws {
        let graph = try Helpers.graph(Self.fixture)
        let buttonCell = try Self.object("NSButtonCell", in: graph)
        let buttonFlags = try #require(GraphReading.integer(buttonCell.value(forKey: "NSButtonFlags")))
        #expect(buttonFlags & 0xFF == 0x20)
        let textCell = try #require(
            GraphReading.objects("NSTextFieldCell", in: graph).first {
                GraphReading.text(GraphReading.target("NSContents", of: $0, in: graph)) == "Subtext"
            })
        let cellFlags2 = try #require(GraphReading.integer(textCell.value(forKey: "NSCellFlags2")))
        #expect(cellFlags2 & 0x100 != 0)
        let layoutManager = try Self.object("NSLayoutManager", in: graph)
        #expect(GraphReading.integer(layoutManager.value(forKey: "NSLMFlags")) == 0xE6)
        let table = try Self.object("NSTableView", in: graph)
        #expect(GraphReading.boolean(table.value(forKey: "NSTableViewUseARH")) == true)
        // The data cell, which says nothing, truncates no last line.
        let dataCell = try #require(
            GraphReading.objects("NSTextFieldCell", in: graph).first {
                GraphReading.text(GraphReading.target("NSContents", of: $0, in: graph)) == "Text Cell"
            })
        #expect(try #require(GraphReading.integer(dataCell.value(forKey: "NSCellFlags2"))) & 0x100 == 0)
    }

    /// A document that says nothing archives the defaults: no hugging bits, the layout
    /// manager's 0x66, no automatic row heights key.
    @Test func silentDocumentsArchiveTheDefaults() throws {
        let silent = Self.fixture.replacingOccurrences(of: #" imageHugsTitle="YES""#, with: "")
            .replacingOccurrences(of: #" allowsNonContiguousLayout="YES""#, with: "")
            .replacingOccurrences(of: #" usesAutomaticRowHeights="YES""#, with: "")
        let graph = try Helpers.graph(silent)
        let buttonFlags = try #require(
            GraphReading.integer(try Self.object("NSButtonCell", in: graph).value(forKey: "NSButtonFlags")))
        #expect(buttonFlags & 0xFF == 0)
        #expect(GraphReading.integer(try Self.object("NSLayoutManager", in: graph).value(forKey: "NSLMFlags")) == 0x66)
        #expect(try Self.object("NSTableView", in: graph).value(forKey: "NSTableViewUseARH") == nil)
    }

    /// The meta fonts viraptor/ibtool's metafonts_extra sample shows archive the system font of
    /// their weight (Helvetica for the user font), their size and their `NSfFlags`.
    @Test(arguments: [
        ("toolTip", ".AppleSystemUIFont", 11.0, Int64(0x919)),
        ("controlContent", ".AppleSystemUIFont", 12, 0xA1A), ("palette", ".AppleSystemUIFont", 11, 0x717),
        ("miniSystemBold", ".AppleSystemUIFontBold", 9, 0xF1F), ("menuBar", ".AppleSystemUIFont", 14, 0x1010),
        ("user", "Helvetica", 12, 0x111),
    ])
    func metaFontsArchiveTheirNameSizeAndFlags(
        _ metaFont: String, _ name: String, _ size: Double, _ flags: Int64
    )
        throws
    {
        let encoded = try #require(IBFontCodec.encode([("metaFont", metaFont)]))
        guard case .object("NSFont", let fields) = encoded else {
            Issue.record("\(metaFont) is not an NSFont")
            return
        }
        #expect(fields["NSName"] == .string(name))
        #expect(fields["NSSize"] == .real(size))
        #expect(fields["NSfFlags"] == .integer(flags))
        let back = IBFontCodec.decode(className: "NSFont", fields: fields)
        #expect(back?.map { "\($0.name)=\($0.value)" } == ["metaFont=\(metaFont)"])
        let sized = IBFontCodec.decode(
            className: "NSFont", fields: fields.merging(["NSSize": .real(size + 1)]) { $1 })
        #expect(sized?.map { "\($0.name)=\($0.value)" } == ["metaFont=\(metaFont)", "size=\(Int(size) + 1)"])
    }

    /// A cell's right-to-left writing direction is its control's `NSControlWritingDirection`
    /// and comes back on the cell; a cell that says nothing leaves the control's -1.
    @Test func aCellsWritingDirectionIsItsControlsAndComesBack() throws {
        let rightToLeft = Self.fixture.replacingOccurrences(
            of: #"<textFieldCell key="cell" lineBreakMode="truncatingMiddle""#,
            with: #"<textFieldCell key="cell" baseWritingDirection="rightToLeft" lineBreakMode="truncatingMiddle""#)
        let graph = try Helpers.graph(rightToLeft)
        let field = try Self.object("NSTextField", in: graph)
        #expect(GraphReading.integer(field.value(forKey: "NSControlWritingDirection")) == 1)
        let button = try Self.object("NSButton", in: graph)
        #expect(GraphReading.integer(button.value(forKey: "NSControlWritingDirection")) == -1)
        // A table keeps its own 0.
        #expect(
            GraphReading.integer(try Self.object("NSTableView", in: graph).value(forKey: "NSControlWritingDirection"))
                == 0)
        let document = try NibDocument(data: Data(rightToLeft.utf8), file: "Fixture.xib")
        let nib = try DocumentCompiler().compile(document)
        let xml = String(decoding: try NibDocument(data: Data(nib), file: "Fixture.nib").decompiledXML(), as: UTF8.self)
        #expect(xml.components(separatedBy: #"baseWritingDirection="rightToLeft""#).count == 2)
        #expect(!xml.contains(#"baseWritingDirection="leftToRight""#))
    }

    /// A cell's left-to-right writing direction is its control's `NSControlWritingDirection` 0
    /// and is not warned as a value the compiler cannot encode (the cell's own rule, which reads
    /// the direction back, names only natural and right to left; iina's MainWindowController).
    @Test func aCellsLeftToRightWritingDirectionIsArchivedAndNotWarned() throws {
        let leftToRight = Self.fixture.replacingOccurrences(
            of: #"<textFieldCell key="cell" lineBreakMode="truncatingMiddle""#,
            with: #"<textFieldCell key="cell" baseWritingDirection="leftToRight" lineBreakMode="truncatingMiddle""#)
        let graph = try Helpers.graph(leftToRight)
        #expect(
            GraphReading.integer(try Self.object("NSTextField", in: graph).value(forKey: "NSControlWritingDirection"))
                == 0)
        let document = try NibDocument(data: Data(leftToRight.utf8), file: "Fixture.xib")
        let parts = DocumentCompiler().unarchivedParts(of: document).map(\.part)
        #expect(!parts.contains { $0.hasPrefix("baseWritingDirection") })
        // A value no rule names is still warned.
        let unknown = Self.fixture.replacingOccurrences(
            of: #"<textFieldCell key="cell" lineBreakMode="truncatingMiddle""#,
            with: #"<textFieldCell key="cell" baseWritingDirection="sideways" lineBreakMode="truncatingMiddle""#)
        let unknownParts = DocumentCompiler().unarchivedParts(
            of: try NibDocument(data: Data(unknown.utf8), file: "Fixture.xib")
        ).map(\.part)
        #expect(unknownParts.contains(#"baseWritingDirection="sideways""#))
    }

    /// A small tab view sets bit 26 of `NSTvFlags` beside its type; an image cell's symbol by
    /// `<imageReference>` is its contents. Both come back.
    @Test func aTabViewsSizeAndAnImageCellsSymbolArchiveAndComeBack() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customView id="1">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                        <subviews>
                            <tabView type="noTabsNoBorder" controlSize="small" id="2">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                                <font key="font" metaFont="smallSystem"/>
                            </tabView>
                            <imageView id="3">
                                <rect key="frame" x="220" y="20" width="20" height="20"/>
                                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="4">
                                    <imageReference key="image" image="exclamationmark.triangle.fill" catalog="system" symbolScale="default" renderingMode="original"/>
                                </imageCell>
                            </imageView>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Fixture.xib")
        #expect(DocumentCompiler().unarchivedParts(of: document).isEmpty)
        let graph = try Helpers.graph(xib)
        let tabView = try Self.object("NSTabView", in: graph)
        #expect(GraphReading.integer(tabView.value(forKey: "NSTvFlags")) == 0x400_0006)
        let symbol = try #require(
            GraphReading.target("NSContents", of: try Self.object("NSImageCell", in: graph), in: graph))
        #expect(symbol.className == "NSCustomResource")
        #expect(
            GraphReading.text(GraphReading.target("NSResourceName", of: symbol, in: graph))
                == "exclamationmark.triangle.fill")
        let nib = try DocumentCompiler().compile(document)
        let xml = String(decoding: try NibDocument(data: Data(nib), file: "Fixture.nib").decompiledXML(), as: UTF8.self)
        #expect(xml.contains(#"type="noTabsNoBorder" controlSize="small""#) || xml.contains(#"controlSize="small""#))
        #expect(xml.contains(#"image="exclamationmark.triangle.fill""#))
    }

    /// The compiled fixture decompiles to the same attributes and fonts.
    @Test func cellControlTextAndFontAttributesDecompileBack() throws {
        let document = try NibDocument(data: Data(Self.fixture.utf8), file: "Fixture.xib")
        let nib = try DocumentCompiler().compile(document)
        let xml = String(decoding: try NibDocument(data: Data(nib), file: "Fixture.nib").decompiledXML(), as: UTF8.self)
        #expect(xml.contains(#"imageHugsTitle="YES""#))
        #expect(xml.contains(#"truncatesLastVisibleLine="YES""#))
        #expect(xml.contains(#"allowsNonContiguousLayout="YES""#))
        #expect(xml.contains(#"usesAutomaticRowHeights="YES""#))
        #expect(xml.contains(#"<font key="font" metaFont="controlContent" size="11"/>"#))
        #expect(xml.contains(#"<font key="font" metaFont="toolTip"/>"#))
        // Said once each: the data cell and the plain text view state nothing of them.
        #expect(xml.components(separatedBy: "truncatesLastVisibleLine").count == 2)
    }

    /// Apple's nib of HSChooserWindow decompiles to its document's automatic row heights and its
    /// one cell that truncates its last visible line; an older Apple nib whose button cells keep
    /// 0xFF in the low byte of `NSButtonFlags` (the alternate mnemonic's location) reads as no
    /// image hugging its title.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func appleNibsDecompileToTheirDocumentsCellAttributes() throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("nib-compiled")
        let chooser = folder.appendingPathComponent("viraptor__ibtool__samples_correct_HSChooserWindow.nib").path
        let xml = String(decoding: try NibDocument(contentsOfFile: chooser).decompiledXML(), as: UTF8.self)
        #expect(xml.contains(#"usesAutomaticRowHeights="YES""#))
        #expect(xml.components(separatedBy: #"truncatesLastVisibleLine="YES""#).count == 2)
        let adium = folder.appendingPathComponent("adium__adium__Resources_BlockEditorWindow.nib_keyedobjects.nib").path
        let legacy = String(decoding: try NibDocument(contentsOfFile: adium).decompiledXML(), as: UTF8.self)
        #expect(legacy.contains("<button"))
        #expect(!legacy.contains("imageHugsTitle"))
    }
}
