import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// A text field's, text view's input traits, a button's and an image view's images and their
/// accessibility configurations, compiled from `Fixtures/TextInputAndImages.xib` and read back
/// from the compiled bytes.
@Suite struct UIKitTextInputAndImageTests {
    static let fixture = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibCompilerTests/Fixtures/TextInputAndImages.xib"
    ).path

    /// The fixture's compiled bytes.
    static func compiled() throws -> [UInt8] {
        try DocumentCompiler().compile(NibDocument(contentsOfFile: fixture))
    }

    /// The fixture compiled and read back as a graph.
    static func graph() throws -> ArchiveGraph {
        ArchiveGraph(try CompiledArchive(data: Data(try compiled()), file: "TextInputAndImages.nib"))
    }

    @Test func aTextFieldsInputTraitsArchiveOnTheFieldUnderUIKitsKeys() throws {
        let graph = try Self.graph()
        let fields = graph.objects.filter { $0.className == "UITextField" }
        #expect(fields.count == 2)
        let field = try #require(fields.first { $0.value(forKey: "UIPlaceholder") != nil })
        #expect(field.value(forKey: "UIAutocapitalizationType") == .integer(1))
        #expect(field.value(forKey: "UIAutocorrectionType") == .integer(1))
        #expect(field.value(forKey: "UISpellCheckingType") == .integer(2))
        #expect(field.value(forKey: "UIKeyboardType") == .integer(7))
        #expect(field.value(forKey: "UIReturnKeyType") == .integer(9))
        #expect(field.value(forKey: "UIEnablesReturnKeyAutomatically") == .boolean(true))
        #expect(field.value(forKey: "UISecureTextEntry") == .boolean(true))
        #expect(GraphReading.text(field.value(forKey: "UITextContentType"), in: graph) == "username")
        // An empty `<textInputTraits>` archives nothing: every trait is its default.
        let plain = try #require(fields.first { $0.value(forKey: "UIPlaceholder") == nil })
        for key in ["UIAutocapitalizationType", "UIKeyboardType", "UIReturnKeyType", "UISecureTextEntry"] {
            #expect(plain.value(forKey: key) == nil, "\(key)")
        }
        let textView = try #require(graph.objects.first { $0.className == "UITextView" })
        #expect(textView.value(forKey: "UIAutocapitalizationType") == .integer(2))
        #expect(textView.value(forKey: "UIKeyboardType") == .integer(4))
    }

    @Test func inputTraitsReadBackFromTheCompiledNib() throws {
        let document = try NibDocument(data: Data(try Self.compiled()), file: "TextInputAndImages.nib")
        var traits: [NibElement] = []
        document.root.forEachDescendant { element in
            if element.name == "textInputTraits" { traits.append(element) }
        }
        let field = try #require(traits.first { $0[attribute: "keyboardType"] == "emailAddress" })
        #expect(field[attribute: "autocapitalizationType"] == "words")
        #expect(field[attribute: "returnKeyType"] == "done")
        #expect(field[attribute: "secureTextEntry"] == "YES")
        #expect(field[attribute: "textContentType"] == "username")
        #expect(traits.contains { $0[attribute: "keyboardType"] == "numberPad" })
    }

    @Test func aButtonStatesImagesArchiveAsSharedNibPlaceholdersWithTheResourcesSize() throws {
        let graph = try Self.graph()
        let contents = graph.objects.filter { $0.className == "UIButtonContent" }
        #expect(contents.count == 2)
        let normal = try #require(contents.first { $0.value(forKey: "UITitle") != nil })
        guard case .reference(let image)? = normal.value(forKey: "UIImage"),
            case .reference(let background)? = normal.value(forKey: "UIBackgroundImage")
        else {
            Issue.record("the normal state has no UIImage or UIBackgroundImage")
            return
        }
        let placeholder = try #require(graph[image])
        #expect(placeholder.className == "UIImageNibPlaceholder")
        #expect(GraphReading.text(placeholder.value(forKey: "UIResourceName"), in: graph) == "play")
        // `<image name="play" width="24" height="32"/>`.
        #expect(placeholder.value(forKey: "UIImageWidth") == .float(24))
        #expect(placeholder.value(forKey: "UIImageHeight") == .float(32))
        #expect(GraphReading.text(graph[background]?.value(forKey: "UIResourceName"), in: graph) == "plate")
        // The highlighted state names the same image: one archived object.
        let highlighted = try #require(contents.first { $0.value(forKey: "UITitle") == nil })
        #expect(highlighted.value(forKey: "UIImage") == .reference(image))
    }

    @Test func anImageViewsSymbolImageNamesItsSystemSymbol() throws {
        let graph = try Self.graph()
        let imageView = try #require(graph.objects.first { $0.className == "UIImageView" })
        guard case .reference(let image)? = imageView.value(forKey: "UIImage") else {
            Issue.record("the image view has no UIImage")
            return
        }
        let placeholder = try #require(graph[image])
        #expect(GraphReading.text(placeholder.value(forKey: "UIResourceName"), in: graph) == "star.fill")
        #expect(GraphReading.text(placeholder.value(forKey: "UISystemSymbolResourceName"), in: graph) == "star.fill")
    }

    @Test func inputTraitsAndStateImagesAreNoLongerReportedAsLeftOut() throws {
        let parts = DocumentCompiler().unarchivedParts(of: try NibDocument(contentsOfFile: Self.fixture))
        #expect(!parts.contains { $0.part.contains("textInputTraits") || $0.part.contains("state") }, "\(parts)")
    }

    @Test func anAccessibilityConfigurationArchivesInTheRootsListWithItsObjectAndTraits() throws {
        let graph = try Self.graph()
        let root = try #require(graph[graph.root])
        guard case .reference(let list)? = root.value(forKey: "UINibAccessibilityConfigurationsKey") else {
            Issue.record("no UINibAccessibilityConfigurationsKey")
            return
        }
        let configurations = (graph[list]?.entries ?? []).compactMap { entry -> ArchiveGraph.Object? in
            guard entry.key == ArchiveGraph.Builder.elementKey, case .reference(let id) = entry.value else {
                return nil
            }
            return graph[id]
        }
        // The image view's traits name `header`, whose bit is not known: left out.
        #expect(configurations.count == 1)
        let configuration = try #require(configurations.first)
        #expect(configuration.className == "UIRuntimeAccessibilityConfiguration")
        guard case .reference(let object)? = configuration.value(forKey: "UIAccessibileObject") else {
            Issue.record("no UIAccessibileObject")
            return
        }
        #expect(graph[object]?.className == "UIButton")
        #expect(GraphReading.text(configuration.value(forKey: "UIAccessibilityLabel"), in: graph) == "Play")
        #expect(GraphReading.text(configuration.value(forKey: "UIAccessibilityHint"), in: graph) == "Plays the track")
        #expect(GraphReading.text(configuration.value(forKey: "UIAccessibilityIdentifier"), in: graph) == "play-button")
        // Button (1) and static text (0x40).
        guard case .reference(let traits)? = configuration.value(forKey: "UIAccessibilityTraits"),
            case .reference(let isElement)? = configuration.value(forKey: "UIIsAccessibilityElement")
        else {
            Issue.record("no UIAccessibilityTraits or UIIsAccessibilityElement")
            return
        }
        #expect(graph[traits]?.value(forKey: "NS.intval") == .integer(0x41))
        #expect(graph[isElement]?.value(forKey: "NS.boolval") == .boolean(true))
    }

    @Test func anAccessibilityConfigurationWithAnUnknownTraitIsStillReported() throws {
        let parts = DocumentCompiler().unarchivedParts(of: try NibDocument(contentsOfFile: Self.fixture))
        #expect(parts.map(\.element) == ["imageView"])
        #expect(parts.first?.part == "<accessibility key=\"accessibilityConfiguration\">")
    }

    @Test func viewFlagsOffTheirDefaultArchiveUnderTheKeysNibReadersName() throws {
        let graph = try Self.graph()
        let view = try #require(graph.objects.first { $0.className == "UIView" })
        #expect(view.value(forKey: "UIViewPreservesSuperviewMargins") == .boolean(true))
        #expect(view.value(forKey: "UIViewLayoutMarginsFollowReadableWidth") == .boolean(true))
        #expect(view.value(forKey: "UIClearsContextBeforeDrawing") == .boolean(false))
        let textView = try #require(graph.objects.first { $0.className == "UITextView" })
        #expect(textView.value(forKey: "UIScrollDisabled") == .boolean(true))
        #expect(textView.value(forKey: "UIShowsVerticalScrollIndicator") == .boolean(false))
        #expect(textView.value(forKey: "UIShowsHorizontalScrollIndicator") == nil)
        #expect(textView.value(forKey: "UIAdjustsFontForContentSizeCategory") == .boolean(true))
        let indicator = try #require(graph.objects.first { $0.className == "UIActivityIndicatorView" })
        #expect(indicator.value(forKey: "UIAnimating") == .boolean(true))
        // Silent flags are their defaults and archive nothing.
        let field = try #require(graph.objects.first { $0.className == "UITextField" })
        for key in [
            "UIViewPreservesSuperviewMargins", "UIClearsContextBeforeDrawing", "UIAdjustsFontForContentSizeCategory",
        ] {
            #expect(field.value(forKey: key) == nil, "\(key)")
        }
    }

    @Test func viewFlagsReadBackFromTheCompiledNib() throws {
        let document = try NibDocument(data: Data(try Self.compiled()), file: "TextInputAndImages.nib")
        var found: [String: NibElement] = [:]
        document.root.forEachDescendant { element in
            if found[element.name] == nil { found[element.name] = element }
        }
        #expect(found["view"]?[attribute: "preservesSuperviewLayoutMargins"] == "YES")
        #expect(found["view"]?[attribute: "clearsContextBeforeDrawing"] == "NO")
        #expect(found["textView"]?[attribute: "scrollEnabled"] == "NO")
        #expect(found["activityIndicatorView"]?[attribute: "animating"] == "YES")
    }

    @Test func aStyledCellNamesItsLabelsAndItsContentViewsCellIsNotReported() throws {
        let graph = try Self.graph()
        let cell = try #require(graph.objects.first { $0.className == "UITableViewCell" })
        guard case .reference(let title)? = cell.value(forKey: "UITextLabel"),
            case .reference(let subtitle)? = cell.value(forKey: "UIDetailTextLabel")
        else {
            Issue.record("the cell has no UITextLabel or UIDetailTextLabel")
            return
        }
        #expect(GraphReading.text(graph[title]?.value(forKey: "UIText"), in: graph) == "Title")
        #expect(GraphReading.text(graph[subtitle]?.value(forKey: "UIText"), in: graph) == "Subtitle")
        let parts = DocumentCompiler().unarchivedParts(of: try NibDocument(contentsOfFile: Self.fixture))
        #expect(!parts.contains { $0.element == "tableViewCellContentView" || $0.element == "tableViewCell" })
    }

    @Test func aFlowLayoutsSpacingsSizesAndInsetArchiveAsNumbersAndGeometryBlobsLeftOutAtUIKitsDefaults() throws {
        let graph = try Self.graph()
        let layout = try #require(graph.objects.first { $0.className == "UICollectionViewFlowLayout" })
        // UIKit's coder leaves a spacing of 10 and a zero reference size out.
        #expect(layout.value(forKey: "UILineSpacing") == nil)
        #expect(layout.value(forKey: "UIInteritemSpacing") == .float(8))
        #expect(layout.value(forKey: "UIScrollDirection") == .integer(1))
        #expect(layout.value(forKey: "UIItemSize") == .data(IBValueCodec.geometryBlob([50, 60])))
        #expect(layout.value(forKey: "UIHeaderReferenceSize") == nil)
        // Top (minY), left (minX), bottom (maxY), right (maxX).
        #expect(layout.value(forKey: "UISectionInset") == .data(IBValueCodec.geometryBlob([2, 1, 4, 3])))
    }

    @Test func aButtonsImageInsetsArchiveAsAnEdgeInsetsBlob() throws {
        let graph = try Self.graph()
        let button = try #require(graph.objects.first { $0.className == "UIButton" })
        // `maxX="8"`: the right inset.
        #expect(button.value(forKey: "UIImageEdgeInsets") == .data(IBValueCodec.geometryBlob([0, 0, 0, 8])))
        #expect(button.value(forKey: "UIContentEdgeInsets") == nil)
    }
}
