import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// The compiler's "not in the vocabulary yet" warnings are true: what the archiver archives
/// itself, or what ibtool leaves out too, is no warning.
@Suite(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
struct CompileDiagnosticTests {
    static var corpus: URL? { TestPaths.corpus }

    /// Apple's pairs are the ground truth: each that compiles does so without a vocabulary
    /// warning, since what the compiler leaves out of them ibtool leaves out too (the pairs that
    /// differ from Apple's nibs differ elsewhere; a refused pair is refused at its line).
    @Test func thePairsCompileWithoutVocabularyWarnings() throws {
        let pairs = try #require(Self.corpus).appendingPathComponent("pairs/macos")
        var checked = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: pairs.path).sorted()
        where file.hasSuffix(".xib") {
            let document = try NibDocument(contentsOfFile: pairs.appendingPathComponent(file).path)
            guard (try? DocumentCompiler().graph(for: document)) != nil else { continue }
            let parts = DocumentCompiler().unarchivedParts(of: document)
            #expect(parts.isEmpty, "\(file): \(parts.prefix(3).map(\.description))")
            checked += 1
        }
        #expect(checked >= 70)
    }

    /// A real document full of the parts the archiver archives itself (scroll amounts, stack
    /// view spacings and priorities, a tab view's items, grid lines) and of those ibtool leaves
    /// out (a text field's focus ring, automatic row sizes, linear sliders) warns about none of
    /// them, and still about what the compiler does not archive (a text field's
    /// setsMaxLayoutWidthAtFirstLayout).
    @Test func aCorpusDocumentWarnsOnlyAboutWhatIsNotArchived() throws {
        let file = try #require(Self.corpus).appendingPathComponent(
            "xib-macos/iina__iina__iina_Base.lproj_QuickSettingViewController.xib")
        let document = try NibDocument(contentsOfFile: file.path)
        let parts = DocumentCompiler().unarchivedParts(of: document)
        let warned = Set(parts.map { "\($0.part) of <\($0.element)>" })
        let archived = [
            "focusRingType of <textField>", "horizontalLineScroll of <scrollView>",
            "verticalPageScroll of <scrollView>", "<customSpacing> of <stackView>",
            "<visibilityPriorities> of <stackView>", "<tabViewItems> of <tabView>",
            "<tableViewGridLines key=\"gridStyleMask\"> of <tableView>", "rowSizeStyle of <tableView>",
            "sliderType of <sliderCell>", "tableStyle of <tableView>", "imageHugsTitle of <button>",
        ]
        for part in archived { #expect(!warned.contains(part), "\(part)") }
        #expect(warned.contains("setsMaxLayoutWidthAtFirstLayout of <textField>"))
        #expect(parts.count < 40)
    }

    /// A value the vocabulary has no keyword for is said at its element, never dropped without a
    /// word (a button cell's image at the leading edge); a vertical slider's marks on the left
    /// are AppKit's `above` (1) and on the right `below` (0), and are not warned.
    @Test func aValueWithoutAKeywordIsWarnedAndVerticalTickMarksAreArchived() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <customView id="1">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                        <subviews>
                            <slider id="2">
                                <rect key="frame" x="10" y="10" width="20" height="120"/>
                                <sliderCell key="cell" alignment="left" maxValue="12" tickMarkPosition="left" id="3"/>
                            </slider>
                            <slider id="4">
                                <rect key="frame" x="40" y="10" width="20" height="120"/>
                                <sliderCell key="cell" alignment="left" maxValue="12" tickMarkPosition="right" id="5"/>
                            </slider>
                            <button id="6">
                                <rect key="frame" x="80" y="10" width="80" height="30"/>
                                <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" imagePosition="leading" \
            alignment="center" borderStyle="border" id="7"/>
                            </button>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Values.xib")
        let parts = DocumentCompiler().unarchivedParts(of: document)
        #expect(parts.map(\.part) == [#"imagePosition="leading""#])
        #expect(parts.first?.message.contains("not a value the compiler can encode") == true)
        #expect(parts.first?.location.line == 18)
        let graph = try DocumentCompiler().graph(for: document)
        let positions = graph.objects.filter { $0.className == "NSSliderCell" }.map {
            $0.value(forKey: "NSTickMarkPosition")
        }
        #expect(positions == [.integer(1), .integer(0)])
    }

    /// A keyed `<string>` named after an attribute is the attribute (text XML cannot hold as
    /// one): a button cell's return key equivalent and a menu item's title are archived, as
    /// the vocabulary reads them.
    @Test func aStringChildNamedAfterAnAttributeIsTheAttribute() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <menu id="1">
                        <items>
                            <menuItem id="2">
                                <string key="title">Line
            Break</string>
                                <string key="keyEquivalent" base64-UTF8="YES">DQ</string>
                                <string key="frobnication">x</string>
                            </menuItem>
                        </items>
                    </menu>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Strings.xib")
        let parts = DocumentCompiler().unarchivedParts(of: document)
        #expect(parts.map(\.part) == ["<string key=\"frobnication\">"])
        let graph = try DocumentCompiler().graph(for: document)
        let item = try #require(graph.objects.first { $0.className == "NSMenuItem" })
        #expect(item.value(forKey: "NSKeyEquiv") != nil)
    }

    /// Design-time parts (canvas guides, a comment for the localizer) and a placeholder
    /// constraint, which ibtool leaves out whole, are no warning; an unknown attribute beside
    /// them still is.
    @Test func designTimePartsAndPlaceholderConstraintsAreNoWarning() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <customView id="1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" placeholder="YES" id="2"/>
                        </constraints>
                        <userGuides>
                            <userLayoutGuide location="32" affinity="minX"/>
                        </userGuides>
                    </customView>
                    <menu id="3">
                        <items>
                            <menuItem title="Quit" frobnicates="YES" id="4">
                                <attributedString key="userComments">
                                    <fragment content="DO NOT TRANSLATE"/>
                                </attributedString>
                            </menuItem>
                        </items>
                    </menu>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "DesignTime.xib")
        let parts = DocumentCompiler().unarchivedParts(of: document)
        #expect(parts.map(\.part) == ["frobnicates"])
        let graph = try DocumentCompiler().graph(for: document)
        #expect(!graph.objects.contains { $0.className == "NSLayoutConstraint" })
    }
}
