import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// What real documents outside the corpus showed the compiler and decompiler (docs/Compiling.md,
/// "Documents outside the corpus"), on fixtures of this project's own: Xcode's
/// `pongPressGestureRecognizer`, a `UIWebView`, a bar button item's fixed width, a custom
/// collection view layout, a label's font and a view's constraints read back from the compiled
/// bytes, a segmented control's segments (`Fixtures/OutsideCorpusUIKit.xib`), and a
/// box whose content view an Xcode 5 document wrote without an id (`Fixtures/OutsideCorpusAppKit.xib`).
@Suite struct OutsideCorpusDocumentsTests {
    static func fixture(_ name: String) -> String {
        TestPaths.packageRoot.appendingPathComponent("Tests/NibCompilerTests/Fixtures/\(name)").path
    }

    /// The fixture compiled and read back as a graph.
    static func graph(_ name: String) throws -> ArchiveGraph {
        let bytes = try DocumentCompiler().compile(NibDocument(contentsOfFile: fixture(name)))
        return ArchiveGraph(try CompiledArchive(data: Data(bytes), file: name))
    }

    /// The fixture compiled and decompiled: its elements, by name.
    static func decompiled(_ name: String) throws -> [String: [NibElement]] {
        let bytes = try DocumentCompiler().compile(NibDocument(contentsOfFile: fixture(name)))
        let document = try NibDocument(data: Data(bytes), file: name)
        var found: [String: [NibElement]] = [:]
        document.root.forEachDescendant { found[$0.name, default: []].append($0) }
        return found
    }

    static let uiKit = "OutsideCorpusUIKit.xib"
    static let appKit = "OutsideCorpusAppKit.xib"

    @Test func xcodesPongPressSpellingCompilesAsALongPressRecognizerAndDecompilesAsXcodeWritesIt() throws {
        let graph = try Self.graph(Self.uiKit)
        let press = try #require(GraphReading.objects("UILongPressGestureRecognizer", in: graph).first)
        #expect(press.value(forKey: "UILongPressGestureRecognizer.minimumPressDuration") == .float(1))
        #expect(press.value(forKey: "UILongPressGestureRecognizer.allowableMovement") == .float(20))
        #expect(GraphReading.target("UILongPressGestureRecognizer._imp", of: press, in: graph) != nil)
        let found = try Self.decompiled(Self.uiKit)
        let decompiled = try #require(found["pongPressGestureRecognizer"]?.first)
        #expect(decompiled[attribute: "minimumPressDuration"] == "1")
        #expect(found["longPressGestureRecognizer"] == nil)
    }

    @Test func aUIWebViewIsArchivedAsAViewWithItsPageScaling() throws {
        let graph = try Self.graph(Self.uiKit)
        let web = try #require(GraphReading.objects("UIWebView", in: graph).first)
        #expect(web.value(forKey: "UIScalesPageToFit") == .boolean(true))
        #expect(web.value(forKey: "UIBounds") != nil)
        let found = try Self.decompiled(Self.uiKit)
        #expect(found["webView"]?.first?[attribute: "scalesPageToFit"] == "YES")
    }

    @Test func aBarButtonItemsFixedWidthIsArchivedAsAFloatUnderUIWidth() throws {
        let graph = try Self.graph(Self.uiKit)
        let items = GraphReading.objects("UIBarButtonItem", in: graph)
        let space = try #require(items.first { $0.value(forKey: "UISystemItem") == .integer(6) })
        #expect(space.value(forKey: "UIWidth") == .float(42))
        #expect(items.contains { $0.value(forKey: "UIWidth") == nil })
        let found = try Self.decompiled(Self.uiKit)
        #expect(found["barButtonItem"]?.contains { $0[attribute: "width"] == "42" } == true)
    }

    @Test func aCustomCollectionViewLayoutSwapsItsClassForACollectionViewLayout() throws {
        let graph = try Self.graph(Self.uiKit)
        let swapped = GraphReading.objects("UIClassSwapper", in: graph).filter {
            GraphReading.text($0.value(forKey: "UIOriginalClassName"), in: graph) == "UICollectionViewLayout"
        }
        #expect(swapped.count == 1)
        #expect(GraphReading.text(swapped.first?.value(forKey: "UIClassName"), in: graph) == "GridLayout")
    }

    @Test func aDecompiledLabelGivesBackItsFontDescription() throws {
        let found = try Self.decompiled(Self.uiKit)
        let fonts = (found["fontDescription"] ?? []).map { font in
            Dictionary(uniqueKeysWithValues: font.attributes.map { ($0.name, $0.value) })
        }
        #expect(
            fonts.contains { $0 == ["key": "fontDescription", "type": "boldSystem", "pointSize": "24"] },
            "\(fonts)")
        #expect(
            fonts.contains { $0 == ["key": "fontDescription", "name": "Helvetica-Bold", "pointSize": "15"] },
            "\(fonts)")
    }

    @Test func aDecompiledUIKitViewWrapsItsConstraintsInConstraints() throws {
        let found = try Self.decompiled(Self.uiKit)
        #expect(found["viewAutolayoutConstraints"] == nil)
        let wrappers = try #require(found["constraints"])
        #expect(wrappers.flatMap { $0.children.filter { $0.name == "constraint" } }.count == 3)
    }

    @Test func aDecompiledLabelAndTextFieldGiveBackWhatXcodeWritesAtItsDefault() throws {
        let found = try Self.decompiled(Self.uiKit)
        let labels = try #require(found["label"])
        #expect(labels.count == 2)
        for label in labels {
            #expect(label.child(forKey: "highlightedColor")?.name == "nil")
        }
        let field = try #require(found["textField"]?.first)
        #expect(field.child(forKey: "textInputTraits")?.name == "textInputTraits")
    }

    @Test func aSegmentedControlsSegmentsAreArchivedAndComeBackFromTheCompiledNib() throws {
        let document = try NibDocument(contentsOfFile: Self.fixture(Self.uiKit))
        #expect(DocumentCompiler().unarchivedParts(of: document).isEmpty)
        let segments = try Self.decompiled(Self.uiKit)["segment"] ?? []
        #expect(segments.map { $0[attribute: "title"] } == ["List", "Grid"])
    }

    @Test func aDecompiledButtonGivesBackItsStatesTitlesAndColors() throws {
        let found = try Self.decompiled(Self.uiKit)
        let states = found["state"] ?? []
        #expect(states.map { $0[attribute: "key"] } == ["normal", "disabled"])
        #expect(states.map { $0[attribute: "title"] } == ["Go", "Wait"])
        #expect(states.first?.child(forKey: "titleColor")?[attribute: "white"] == "0")
    }

    /// A system font's `weight`, which the archived `UIFont` does not keep, is said at its
    /// element; a named font's `family`, which its name implies, is not.
    @Test func aUIKitFontsWeightTheArchiveDoesNotKeepIsSaid() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="1">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Medium" id="2">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                <fontDescription key="fontDescription" type="system" weight="medium" pointSize="16"/>
                            </label>
                            <label opaque="NO" contentMode="left" text="Named" id="3">
                                <rect key="frame" x="0.0" y="30" width="100" height="20"/>
                                <fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="13"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xml.utf8), file: "Fonts.xib")
        let parts = DocumentCompiler().unarchivedParts(of: document)
        let weight = parts.filter { $0.part == "weight of <fontDescription>" }
        #expect(weight.count == 1)
        #expect(weight.first?.element == "label")
        #expect(weight.first?.description.contains(#"weight="medium""#) == true)
        #expect(!parts.contains { $0.part.hasPrefix("family") })
        // The font itself is still archived: the system font and its size.
        let bytes = try DocumentCompiler().compile(document)
        let graph = ArchiveGraph(try CompiledArchive(data: Data(bytes), file: "Fonts.nib"))
        let fonts = GraphReading.objects("UIFont", in: graph)
        #expect(fonts.contains { $0.value(forKey: "UISystemFont") == .boolean(true) })
    }

    @Test func aBoxContentViewWrittenWithoutAnIdKeepsItsSubviewsAndWhatNamesThem() throws {
        let graph = try Self.graph(Self.appKit)
        let box = try #require(GraphReading.objects("NSBox", in: graph).first)
        let content = try #require(GraphReading.target("NSContentView", of: box, in: graph))
        #expect(content.className == "NSView")
        let subviews = GraphReading.members(GraphReading.target("NSSubviews", of: content, in: graph), in: graph)
        #expect(subviews.compactMap { graph[$0]?.className } == ["NSButton"])
        // The outlet and the box's constraints name the button inside it.
        #expect(GraphReading.objects("NSButton", in: graph).count == 1)
        #expect(
            GraphReading.objects("NSNibOutletConnector", in: graph).contains {
                GraphReading.target("NSDestination", of: $0, in: graph)?.className == "NSButton"
            })
        let found = try Self.decompiled(Self.appKit)
        #expect(found["button"]?.count == 1)
    }
}
