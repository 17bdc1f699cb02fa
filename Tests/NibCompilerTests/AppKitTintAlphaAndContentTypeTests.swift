import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// AppKit attributes real documents use that the compiler used to warn about and drop (issue 25,
/// documents outside the pairs): a button's and a pop-up button's tint colour, a view's opacity,
/// a text field's content type and a text field cell's round bezel. Each archives its key (from
/// an independent compiler's probes of ibtool's output, or inferred: no Apple nib of the corpus
/// holds one; docs/Compiling.md) and decompiles back to what the document said.
struct AppKitTintAlphaAndContentTypeTests {
    typealias Helpers = AppKitElementsCompileTests

    static let fixture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView alphaValue="0.79577457904815674" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <subviews>
                        <button verticalHuggingPriority="750" id="2">
                            <rect key="frame" x="20" y="20" width="80" height="32"/>
                            <buttonCell key="cell" type="push" title="Tinted" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="3">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                            <color key="contentTintColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                        </button>
                        <button verticalHuggingPriority="750" id="4">
                            <rect key="frame" x="120" y="20" width="80" height="32"/>
                            <buttonCell key="cell" type="push" title="Plain" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="5">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <popUpButton verticalHuggingPriority="750" id="6">
                            <rect key="frame" x="20" y="60" width="100" height="25"/>
                            <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="7">
                                <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="menu"/>
                                <menu key="menu" id="8"/>
                            </popUpButtonCell>
                            <color key="contentTintColor" name="linkColor" catalog="System" colorSpace="catalog"/>
                        </popUpButton>
                        <textField alphaValue="0.5" verticalHuggingPriority="750" contentType="username" id="9">
                            <rect key="frame" x="20" y="100" width="100" height="21"/>
                            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" bezelStyle="round" id="10">
                                <font key="font" metaFont="system"/>
                                <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                            </textFieldCell>
                        </textField>
                        <textField verticalHuggingPriority="750" id="11">
                            <rect key="frame" x="20" y="130" width="100" height="21"/>
                            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" bezelStyle="square" id="12">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                </customView>
            </objects>
        </document>
        """

    /// The button whose cell's `NSContents` is `title`.
    static func button(_ title: String, in graph: ArchiveGraph) throws -> ArchiveGraph.Object {
        try #require(
            GraphReading.objects("NSButton", in: graph).first {
                GraphReading.text(
                    GraphReading.target("NSContents", of: GraphReading.target("NSCell", of: $0, in: graph), in: graph))
                    == title
            })
    }

    /// Nothing of the fixture is warned about.
    @Test func theFixtureHasNoUnarchivedParts() throws {
        let document = try NibDocument(data: Data(Self.fixture.utf8), file: "Fixture.xib")
        #expect(DocumentCompiler().unarchivedParts(of: document).map(\.part) == [])
    }

    /// A button's tint colour is its cell's `NSContentTintColor`, the System catalog colour the
    /// document names; a button without one archives none, and a pop-up button's is its cell's too.
    @Test func aButtonsContentTintColorIsItsCellsContentTintColor() throws {
        let graph = try Helpers.graph(Self.fixture)
        let tinted = try #require(GraphReading.target("NSCell", of: try Self.button("Tinted", in: graph), in: graph))
        let color = try #require(GraphReading.target("NSContentTintColor", of: tinted, in: graph))
        #expect(color.className == "NSColor")
        #expect(GraphReading.integer(color.value(forKey: "NSColorSpace")) == 6)
        #expect(GraphReading.text(GraphReading.target("NSColorName", of: color, in: graph)) == "labelColor")
        #expect(GraphReading.text(GraphReading.target("NSCatalogName", of: color, in: graph)) == "System")
        let plain = try #require(GraphReading.target("NSCell", of: try Self.button("Plain", in: graph), in: graph))
        #expect(plain.value(forKey: "NSContentTintColor") == nil)
        let popUp = try #require(GraphReading.objects("NSPopUpButtonCell", in: graph).first)
        let popUpColor = GraphReading.target("NSContentTintColor", of: popUp, in: graph)
        #expect(GraphReading.text(GraphReading.target("NSColorName", of: popUpColor, in: graph)) == "linkColor")
        #expect(
            try #require(GraphReading.objects("NSPopUpButton", in: graph).first).value(forKey: "NSContentTintColor")
                == nil)
    }

    /// A view's opacity is `NSViewAlphaValue`, a double, on any view that gives one; a view at
    /// full opacity archives none.
    @Test func aViewsAlphaValueIsItsViewAlphaValue() throws {
        let graph = try Helpers.graph(Self.fixture)
        let custom = try #require(GraphReading.objects("NSCustomView", in: graph).first)
        #expect(GraphReading.double(custom.value(forKey: "NSViewAlphaValue")) == 0.79577457904815674)
        let fields = GraphReading.objects("NSTextField", in: graph)
        #expect(fields.compactMap { GraphReading.double($0.value(forKey: "NSViewAlphaValue")) } == [0.5])
        #expect(GraphReading.objects("NSButton", in: graph).allSatisfy { $0.value(forKey: "NSViewAlphaValue") == nil })
    }

    /// A text field's content type is its string under `NSTextContentType`; a round text field
    /// cell archives `NSTextBezelStyle` 1, a square one nothing.
    @Test func aTextFieldsContentTypeAndItsCellsBezelStyleAreArchived() throws {
        let graph = try Helpers.graph(Self.fixture)
        let fields = GraphReading.objects("NSTextField", in: graph)
        #expect(
            fields.compactMap { GraphReading.text(GraphReading.target("NSTextContentType", of: $0, in: graph)) } == [
                "username"
            ])
        let cells = GraphReading.objects("NSTextFieldCell", in: graph)
        #expect(cells.compactMap { GraphReading.integer($0.value(forKey: "NSTextBezelStyle")) } == [1])
    }

    /// Decompiling the compiled fixture gives each attribute back where the document had it.
    @Test func decompileGivesTheAttributesBack() throws {
        let nib = try DocumentCompiler().compile(NibDocument(data: Data(Self.fixture.utf8), file: "Fixture.xib"))
        let document = try NibDocument(
            data: Data(try NibDocument(data: Data(nib), file: "Fixture.nib").decompiledXML()), file: "Back.xib")
        var tints: [String: String] = [:]
        var alphas: [String: Double] = [:]
        var contentTypes: [String] = []
        var bezels: [String] = []
        document.root.forEachDescendant { element in
            if let tint = element.child(forKey: "contentTintColor") { tints[element.name] = tint[attribute: "name"] }
            if let alpha = element[attribute: "alphaValue"] { alphas[element.name] = Double(alpha) }
            if let type = element[attribute: "contentType"] { contentTypes.append(type) }
            if element.name == "textFieldCell", let bezel = element[attribute: "bezelStyle"] { bezels.append(bezel) }
        }
        #expect(tints == ["button": "labelColor", "popUpButton": "linkColor"])
        // The same numbers (written as the shortest text that reads back as the double).
        #expect(alphas == ["customView": 0.79577457904815674, "textField": 0.5])
        #expect(contentTypes == ["username"])
        #expect(bezels == ["round"])
    }
}
