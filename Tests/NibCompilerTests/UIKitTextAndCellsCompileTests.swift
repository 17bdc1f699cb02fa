import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// A label's attributed text, an activity indicator's default tint and a collection view
/// cell's design-time size, compiled from `Fixtures/UIKitTextAndCells.xib` under the keys
/// UIKit's coders write, read back from the compiled bytes and decompiled.
@Suite struct UIKitTextAndCellsCompileTests {
    static let fixture = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibCompilerTests/Fixtures/UIKitTextAndCells.xib"
    ).path

    /// The fixture compiled and read back as a graph.
    static func graph() throws -> ArchiveGraph {
        let bytes = try DocumentCompiler().compile(NibDocument(contentsOfFile: fixture))
        return ArchiveGraph(try CompiledArchive(data: Data(bytes), file: "UIKitTextAndCells.nib"))
    }

    /// The fixture compiled and decompiled: its elements, by name.
    static func decompiled() throws -> [String: [NibElement]] {
        let bytes = try DocumentCompiler().compile(NibDocument(contentsOfFile: fixture))
        let document = try NibDocument(data: Data(bytes), file: "UIKitTextAndCells.nib")
        var found: [String: [NibElement]] = [:]
        document.root.forEachDescendant { found[$0.name, default: []].append($0) }
        return found
    }

    /// The object `key` of `object` refers to.
    static func object(_ key: String, of object: ArchiveGraph.Object, in graph: ArchiveGraph) -> ArchiveGraph.Object? {
        guard case .reference(let id)? = value(key, of: object) else { return nil }
        return graph[id]
    }

    /// The value of `key` in `object`.
    static func value(_ key: String, of object: ArchiveGraph.Object) -> ArchiveGraph.Value? {
        object.entries.first { $0.key == key }?.value
    }

    /// The text of a string object (`NS.bytes`).
    static func text(_ object: ArchiveGraph.Object?) -> String? {
        guard case .data(let bytes)? = object.flatMap({ value("NS.bytes", of: $0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The label whose plain string is `string`.
    static func label(_ string: String, in graph: ArchiveGraph) throws -> ArchiveGraph.Object {
        try #require(
            graph.objects.first { $0.className == "UILabel" && text(object("UIText", of: $0, in: graph)) == string })
    }

    @Test func aLabelsAttributedTextArchivesAsAMutableAttributedStringWithARunPerAttributes() throws {
        let graph = try Self.graph()
        let label = try Self.label("Total: R$0,00", in: graph)
        let attributed = try #require(Self.object("UIAttributedText", of: label, in: graph))
        #expect(attributed.className == "NSMutableAttributedString")
        let string = Self.object("NSString", of: attributed, in: graph)
        #expect(string?.className == "NSMutableString")
        #expect(Self.text(string) == "Total: R$0,00")
        // Two runs of different attributes: an array of two dictionaries, and each run's length
        // in UTF-16 units and its dictionary's index (7 then 6).
        let runs = try #require(Self.object("NSAttributes", of: attributed, in: graph))
        #expect(runs.className == "NSMutableArray")
        #expect(runs.entries.filter { $0.key == "UINibEncoderEmptyKey" }.count == 2)
        let info = Self.object("NSAttributeInfo", of: attributed, in: graph)
        #expect(info.flatMap { Self.value("NS.bytes", of: $0) } == .data([7, 0, 6, 1]))
        // The first run's font and colour are the label's own; its right alignment is UIKit's 2.
        let font = try #require(Self.object("UIFont", of: label, in: graph))
        #expect(Self.text(Self.object("UIFontName", of: font, in: graph)) == "HelveticaNeue-Medium")
        #expect(Self.value("UIFontPointSize", of: font) == .double(14))
        let colour = try #require(Self.object("UITextColor", of: label, in: graph))
        #expect(Self.text(Self.object("UISystemColorName", of: colour, in: graph)) == "darkTextColor")
        #expect(Self.value("UITextAlignment", of: label) == .integer(2))
    }

    @Test func aSingleRunKeepsOneDictionaryWithItsFontAndParagraphStyle() throws {
        let graph = try Self.graph()
        let label = try Self.label("Hello", in: graph)
        let attributed = try #require(Self.object("UIAttributedText", of: label, in: graph))
        let run = try #require(Self.object("NSAttributes", of: attributed, in: graph))
        #expect(run.className == "NSDictionary")
        #expect(Self.value("NSAttributeInfo", of: attributed) == nil)
        let members = run.entries.compactMap { entry -> ArchiveGraph.Object? in
            guard entry.key == "UINibEncoderEmptyKey", case .reference(let id) = entry.value else { return nil }
            return graph[id]
        }
        #expect(
            members.map { Self.text($0) ?? $0.className } == [
                "NSFont", "UIFont", "NSParagraphStyle", "NSMutableParagraphStyle",
            ])
        // `alignment="center"` as `NSParagraphStyle` archives it (2), and as the label's (1).
        let style = try #require(members.last)
        #expect(Self.value("NSAlignment", of: style) == .integer(2))
        #expect(Self.value("UITextAlignment", of: label) == .integer(1))
        #expect(Self.value("UITextColor", of: label) == nil)
    }

    @Test func aMediumIndicatorWithoutAColourArchivesSecondaryLabelColourAsItsTint() throws {
        let graph = try Self.graph()
        let indicators = graph.objects.filter { $0.className == "UIActivityIndicatorView" }
        let medium = try #require(
            indicators.first { Self.value("UIActivityIndicatorViewStyle-Modern", of: $0) == .integer(100) })
        #expect(Self.value("UIColor", of: medium) == .null)
        let tint = try #require(Self.object("UITintColor", of: medium, in: graph))
        #expect(Self.text(Self.object("UISystemColorName", of: tint, in: graph)) == "secondaryLabelColor")
        // A large one with a colour of its own archives that colour as its tint.
        let large = try #require(
            indicators.first { Self.value("UIActivityIndicatorViewStyle-Modern", of: $0) == .integer(101) })
        #expect(Self.value("UITintColor", of: large) == Self.value("UIColor", of: large))
        #expect(
            Self.text(
                Self.object(
                    "UISystemColorName", of: try #require(Self.object("UIColor", of: large, in: graph)), in: graph))
                == "systemRedColor")
    }

    @Test func theFixtureCompilesWithNothingLeftOutAndTheCellKeepsItsFrameNotItsCustomSize() throws {
        let parts = DocumentCompiler().unarchivedParts(of: try NibDocument(contentsOfFile: Self.fixture))
        #expect(parts.isEmpty, "\(parts)")
        let cell = try #require(try Self.graph().objects.first { $0.className == "UICollectionViewCell" })
        #expect(Self.value("UIBounds", of: cell) == .data(IBValueCodec.geometryBlob([0, 0, 68, 110])))
    }

    @Test func theAttributedLabelsReadBackFromTheCompiledNib() throws {
        let found = try Self.decompiled()
        let labels = found["label"] ?? []
        #expect(labels.count == 2)
        for label in labels {
            #expect(label[attribute: "usesAttributedText"] == "YES")
            #expect(label[attribute: "text"] == nil && label[attribute: "textAlignment"] == nil)
        }
        let two = try #require(labels.first { $0.child(forKey: "attributedText")?.children.count == 2 })
        let fragments = try #require(two.child(forKey: "attributedText")).children
        #expect(fragments.map { $0[attribute: "content"] } == ["Total: ", "R$0,00"])
        let attributes = try #require(fragments.last?.firstChild(named: "attributes"))
        #expect(attributes.child(forKey: "NSFont")?[attribute: "metaFont"] == "system")
        #expect(attributes.child(forKey: "NSFont")?[attribute: "size"] == "17")
        #expect(attributes.child(forKey: "NSColor")?[attribute: "red"] == "1")
        let style = try #require(attributes.child(forKey: "NSParagraphStyle"))
        #expect(style[attribute: "alignment"] == "right")
        #expect(style[attribute: "lineBreakMode"] == "wordWrapping")
        #expect(style[attribute: "baseWritingDirection"] == "natural")
        let first = try #require(fragments.first?.firstChild(named: "attributes"))
        #expect(first.child(forKey: "NSColor")?[attribute: "cocoaTouchSystemColor"] == "darkTextColor")
        #expect(first.child(forKey: "NSFont")?[attribute: "name"] == "HelveticaNeue-Medium")
        // The default tint is the style's: no colour is said for the medium indicator.
        let medium = try #require(found["activityIndicatorView"]?.first { $0[attribute: "style"] == "medium" })
        #expect(medium.children.allSatisfy { $0.name != "color" })
    }

    @Test func aRunAttributeTheVocabularyDoesNotNameIsLeftOutAndReportedAtItsLine() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch">
                <objects>
                    <label opaque="NO" contentMode="left" usesAttributedText="YES" id="label">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                        <attributedString key="attributedText">
                            <fragment content="Thin">
                                <attributes>
                                    <font key="NSFont" size="24" name="HelveticaNeue-Thin"/>
                                    <real key="NSKern" value="2"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </label>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Original.xib")
        let bytes = try DocumentCompiler().compile(document)
        let graph = ArchiveGraph(try CompiledArchive(data: Data(bytes), file: "Original.nib"))
        let label = try Self.label("Thin", in: graph)
        let attributed = try #require(Self.object("UIAttributedText", of: label, in: graph))
        let run = try #require(Self.object("NSAttributes", of: attributed, in: graph))
        #expect(run.entries.filter { $0.key == "UINibEncoderEmptyKey" }.count == 2)
        let parts = DocumentCompiler().unarchivedParts(of: document)
        #expect(parts.count == 1, "\(parts)")
        #expect(parts.contains { $0.part.hasPrefix("<real key=\"NSKern\"") && $0.location.line == 10 })
    }

    @Test func aGLKitControllerAndViewArchiveTheKeysGLKitsCodersWriteAlways() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch">
                <objects>
                    <glkViewController preferredFramesPerSecond="60" pauseOnWillResignActive="NO" id="glk">
                        <glkView key="view" opaque="NO" contentMode="center" drawableDepthFormat="24" \
            enableSetNeedsDisplay="NO" id="view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </glkView>
                    </glkViewController>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "GLK.xib")
        #expect(DocumentCompiler().unarchivedParts(of: document).isEmpty)
        let bytes = try DocumentCompiler().compile(document)
        let graph = ArchiveGraph(try CompiledArchive(data: Data(bytes), file: "GLK.nib"))
        let controller = try #require(graph.objects.first { $0.className == "GLKViewController" })
        #expect(Self.value("GLKViewControllerPreferredFramesPerSecondCoderKey", of: controller) == .integer(60))
        #expect(Self.value("GLKViewControllerPauseOnWillResignActiveCoderKey", of: controller) == .boolean(false))
        #expect(Self.value("GLKViewControllerResumeOnDidBecomeActiveCoderKey", of: controller) == .boolean(true))
        let view = try #require(Self.object("UIView", of: controller, in: graph))
        #expect(view.className == "GLKView")
        #expect(Self.value("GLKViewDrawableColorFormatCoderKey", of: view) == .integer(0))
        #expect(Self.value("GLKViewDrawableDepthFormatCoderKey", of: view) == .integer(2))
        #expect(Self.value("GLKViewDrawableStencilFormatCoderKey", of: view) == .integer(0))
        #expect(Self.value("GLKViewDrawableMultisampleCoderKey", of: view) == .integer(0))
        #expect(Self.value("GLKViewEnableSetNeedsDisplayCoderKey", of: view) == .boolean(false))
        // Read back: the document's values, the defaults left unsaid.
        let back = try NibDocument(data: Data(bytes), file: "GLK.nib")
        var found: [String: NibElement] = [:]
        back.root.forEachDescendant { found[$0.name] = found[$0.name] ?? $0 }
        let decompiled = try #require(found["glkViewController"])
        #expect(decompiled[attribute: "preferredFramesPerSecond"] == "60")
        #expect(decompiled[attribute: "pauseOnWillResignActive"] == "NO")
        #expect(decompiled[attribute: "resumeOnDidBecomeActive"] == nil)
        let glkView = try #require(found["glkView"])
        #expect(glkView[attribute: "drawableDepthFormat"] == "24")
        #expect(glkView[attribute: "enableSetNeedsDisplay"] == "NO")
        #expect(glkView[attribute: "drawableColorFormat"] == nil)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aStoryboardsAttributedLabelsAndNilViewControllersLeaveNothingUnarchived() throws {
        let corpus = try #require(TestPaths.corpus)
        for path in [
            "storyboard-ios/IBDecodable__IBDecodable__Tests_Resources_StoryboardAttributes.storyboard",
            "storyboard-ios/microsoft__WinObjC__samples_CoreAnimationTest_CoreAnimationTest_CoreAnimationTest.storyboard",
        ] {
            let document = try NibDocument(contentsOfFile: corpus.appendingPathComponent(path).path)
            let parts = DocumentCompiler().unarchivedParts(of: document)
            #expect(
                !parts.contains { $0.part == "usesAttributedText" || $0.part.hasPrefix("<attributedString") }, "\(path)"
            )
            #expect(!parts.contains { $0.element == "navigationController" && $0.part == "<nil>" }, "\(path)")
            #expect(!parts.contains { $0.element == "activityIndicatorView" }, "\(path)")
            let files = try StoryboardCompiler().compile(document)
            #expect(!files.isEmpty)
        }
    }
}
