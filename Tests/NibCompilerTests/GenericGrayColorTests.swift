import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// A colour Xcode writes `colorSpace="custom" customColorSpace="calibratedWhite"` (a grey in
/// Generic Gray, AppKit's calibrated white space; 19 in the corpus, 13 of them warned and
/// archived as nothing before): archived in its space, which AppKit numbers 2 and archives with
/// no ICC profile, so it needs none from the build machine (issue 25; **inferred**, no Apple nib
/// of the corpus holds such a colour; docs/Compiling.md).
struct GenericGrayColorTests {
    typealias Helpers = AppKitElementsCompileTests

    static let fixture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" id="2">
                            <rect key="frame" x="20" y="20" width="100" height="17"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Grey" drawsBackground="YES" id="3">
                                <font key="font" metaFont="system"/>
                                <color key="textColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                                <color key="backgroundColor" white="1" alpha="0.25" colorSpace="custom" customColorSpace="calibratedWhite"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                </customView>
            </objects>
        </document>
        """

    /// The colours are neither warned about nor reported as wanting an ICC profile.
    @Test func aGenericGrayColourIsNotWarnedAndWantsNoProfile() throws {
        let document = try NibDocument(data: Data(Self.fixture.utf8), file: "Fixture.xib")
        let compiler = DocumentCompiler()
        #expect(compiler.unarchivedParts(of: document).map(\.part) == [])
        #expect(compiler.missingColorProfiles(in: document).isEmpty)
    }

    /// The text colour is a calibrated white of its own number (`NSColorSpace` 3, `NSWhite`), its
    /// components with the alpha (`NSComponents`), `NSLinearExposure` 1 and its space, an
    /// `NSColorSpace` with `NSID` 2 and neither profile nor model.
    @Test func aGenericGrayColourIsArchivedInItsSpace() throws {
        let graph = try Helpers.graph(Self.fixture)
        let cell = try #require(GraphReading.objects("NSTextFieldCell", in: graph).first)
        let text = try #require(GraphReading.target("NSTextColor", of: cell, in: graph))
        #expect(GraphReading.integer(text.value(forKey: "NSColorSpace")) == 3)
        #expect(text.value(forKey: "NSWhite") == .data(Array("0.5\0".utf8)))
        #expect(text.value(forKey: "NSComponents") == .data(Array("0.5 1".utf8)))
        #expect(text.value(forKey: "NSLinearExposure") == .data(Array("1".utf8)))
        let space = try #require(GraphReading.target("NSCustomColorSpace", of: text, in: graph))
        #expect(space.className == "NSColorSpace")
        #expect(space.entries.map(\.key) == ["NSID"])
        #expect(GraphReading.integer(space.value(forKey: "NSID")) == 2)
        let background = try #require(GraphReading.target("NSBackgroundColor", of: cell, in: graph))
        #expect(background.value(forKey: "NSWhite") == .data(Array("1 0.25\0".utf8)))
        #expect(background.value(forKey: "NSComponents") == .data(Array("1 0.25".utf8)))
    }

    /// Decompiling gives each colour back as the document wrote it.
    @Test func decompileGivesTheGenericGrayColoursBack() throws {
        let nib = try DocumentCompiler().compile(NibDocument(data: Data(Self.fixture.utf8), file: "Fixture.xib"))
        let document = try NibDocument(
            data: Data(try NibDocument(data: Data(nib), file: "Fixture.nib").decompiledXML()), file: "Back.xib")
        var colors: [String: [String]] = [:]
        document.root.forEachDescendant { element in
            guard element.name == "color", let key = element[attribute: "key"] else { return }
            colors[key] = ["white", "alpha", "colorSpace", "customColorSpace"].map { element[attribute: $0] ?? "-" }
        }
        #expect(colors["textColor"] == ["0.5", "1", "custom", "calibratedWhite"])
        #expect(colors["backgroundColor"] == ["1", "0.25", "custom", "calibratedWhite"])
    }
}
