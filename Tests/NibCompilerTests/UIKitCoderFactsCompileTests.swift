import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// Attributes real iOS documents use whose archived form UIKit's own coders give (their
/// decompiled `encodeWithCoder:`s and `initWithCoder:`s): compiled from
/// `Fixtures/UIKitCoderFacts.xib`, read back from the compiled bytes, and decompiled.
@Suite struct UIKitCoderFactsCompileTests {
    static let fixture = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibCompilerTests/Fixtures/UIKitCoderFacts.xib"
    ).path

    /// The fixture's compiled bytes.
    static func compiled() throws -> [UInt8] {
        try DocumentCompiler().compile(NibDocument(contentsOfFile: fixture))
    }

    /// The fixture compiled and read back as a graph.
    static func graph() throws -> ArchiveGraph {
        ArchiveGraph(try CompiledArchive(data: Data(try compiled()), file: "UIKitCoderFacts.nib"))
    }

    /// The fixture compiled and decompiled: its elements, by name.
    static func decompiled() throws -> [String: [NibElement]] {
        let document = try NibDocument(data: Data(try compiled()), file: "UIKitCoderFacts.nib")
        var found: [String: [NibElement]] = [:]
        document.root.forEachDescendant { found[$0.name, default: []].append($0) }
        return found
    }

    /// The text of the `NSString` `value` refers to.
    static func text(_ value: ArchiveGraph.Value?, in graph: ArchiveGraph) -> String? {
        guard case .reference(let id)? = value, case .data(let bytes)? = graph[id]?.value(forKey: "NS.bytes") else {
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theFixtureCompilesWithNothingLeftOut() throws {
        // Its segmented controls' segments too (`UISegments`).
        let parts = DocumentCompiler().unarchivedParts(of: try NibDocument(contentsOfFile: Self.fixture))
        #expect(parts.isEmpty)
    }

    @Test func aCellsHidesAccessoryWhenEditingAndASwitchsTitleAreArchivedAsNothing() throws {
        let graph = try Self.graph()
        let cell = try #require(graph.objects.first { $0.className == "UITableViewCell" })
        // UIKit's cell coder has no key for it: only the cell's own settings are archived.
        #expect(cell.value(forKey: "UIAccessoryType") == .integer(1))
        #expect(cell.value(forKey: "UISelectionStyle") == .integer(0))
        #expect(!cell.entries.contains { $0.key.localizedCaseInsensitiveContains("HidesAccessory") })
        let toggle = try #require(graph.objects.first { $0.className == "UISwitch" })
        #expect(toggle.value(forKey: "UISwitchOn") == .boolean(true))
        // UIKit's switch decoder reads its enabled state from `UISwitchEnabled`, absent being NO.
        #expect(toggle.value(forKey: "UISwitchEnabled") == .boolean(true))
        #expect(!toggle.entries.contains { $0.key.localizedCaseInsensitiveContains("Title") })
    }

    @Test func aControlsPointerInteractionIsArchivedOnlyWhenOn() throws {
        let graph = try Self.graph()
        let buttons = graph.objects.filter { $0.className == "UIButton" }
        #expect(buttons.count == 2)
        #expect(buttons.filter { $0.value(forKey: "UIPointerInteractionEnabled") == .boolean(true) }.count == 1)
        #expect(buttons.contains { $0.value(forKey: "UIPointerInteractionEnabled") == nil })
    }

    @Test func aSegmentedControlsStyleIsArchivedOnlyWhenNotPlain() throws {
        let graph = try Self.graph()
        let controls = graph.objects.filter { $0.className == "UISegmentedControl" }
        #expect(controls.count == 2)
        // `bar` is 2 (`UISegmentedControlStyleBar`); `plain`, 0, is left out.
        #expect(controls.filter { $0.value(forKey: "UISegmentedControlStyle") == .integer(2) }.count == 1)
        #expect(controls.contains { $0.value(forKey: "UISegmentedControlStyle") == nil })
    }

    @Test func aSlidersValueImagesAndAProgressViewsImagesAreNibImagePlaceholders() throws {
        let graph = try Self.graph()
        let slider = try #require(graph.objects.first { $0.className == "UISlider" })
        guard case .reference(let minimum)? = slider.value(forKey: "UIMinimumValueImage"),
            case .reference(let maximum)? = slider.value(forKey: "UIMaximumValueImage"),
            let minimumImage = graph[minimum], let maximumImage = graph[maximum]
        else {
            Issue.record("no UIMinimumValueImage or UIMaximumValueImage")
            return
        }
        #expect(minimumImage.className == "UIImageNibPlaceholder")
        #expect(Self.text(minimumImage.value(forKey: "UIResourceName"), in: graph) == "speaker")
        #expect(Self.text(minimumImage.value(forKey: "UISystemSymbolResourceName"), in: graph) == "speaker")
        #expect(minimumImage.value(forKey: "UIImageWidth") == .float(16))
        #expect(Self.text(maximumImage.value(forKey: "UIResourceName"), in: graph) == "speaker.wave.3")

        let progress = try #require(graph.objects.first { $0.className == "UIProgressView" })
        guard case .reference(let fill)? = progress.value(forKey: "UIProgressProgressImage"),
            case .reference(let track)? = progress.value(forKey: "UIProgressTrackImage")
        else {
            Issue.record("no UIProgressProgressImage or UIProgressTrackImage")
            return
        }
        #expect(Self.text(graph[fill]?.value(forKey: "UIResourceName"), in: graph) == "Fill")
        #expect(Self.text(graph[track]?.value(forKey: "UIResourceName"), in: graph) == "Track")
        #expect(graph[track]?.value(forKey: "UISystemSymbolResourceName") == nil)
    }

    @Test func aControllerThatKeepsItsSelectionArchivesClearsSelectionNO() throws {
        let graph = try Self.graph()
        let tables = graph.objects.filter { $0.className == "UITableViewController" }
        #expect(tables.count == 2)
        #expect(tables.filter { $0.value(forKey: "UIClearsSelectionOnViewWillAppear") == .boolean(false) }.count == 1)
        #expect(tables.contains { $0.value(forKey: "UIClearsSelectionOnViewWillAppear") == nil })
        let collection = try #require(graph.objects.first { $0.className == "UICollectionViewController" })
        #expect(collection.value(forKey: "UIClearsSelectionOnViewWillAppear") == .boolean(false))
        // The freeform size is the canvas's: no controller archives a size.
        #expect(!tables.contains { $0.entries.contains { $0.key.localizedCaseInsensitiveContains("Size") } })
    }

    @Test func aControllersExtendedEdgesArchiveAsRectEdgeBitsUnlessAllEdges() throws {
        let graph = try Self.graph()
        let controllers = graph.objects.filter { $0.className == "UIViewController" }
        #expect(controllers.count == 2)
        // An empty `<extendedEdge>` is no edge (0); top and bottom are 1 | 4.
        let edges = controllers.compactMap { $0.value(forKey: "UIKeyEdgesForExtendedLayout") }
        #expect(edges.count == 2)
        #expect(edges.contains(.integer(0)))
        #expect(edges.contains(.integer(5)))
        // A controller that writes no element extends under every edge, UIKit's default: no key.
        let tables = graph.objects.filter { $0.className == "UITableViewController" }
        #expect(tables.allSatisfy { $0.value(forKey: "UIKeyEdgesForExtendedLayout") == nil })
    }

    @Test func aNavigationBarsTitleTextAttributesArchiveAsADictionaryOfAttributeNames() throws {
        let graph = try Self.graph()
        let bar = try #require(graph.objects.first { $0.className == "UINavigationBar" })
        guard case .reference(let id)? = bar.value(forKey: "UITitleTextAttributes"), let dictionary = graph[id] else {
            Issue.record("no UITitleTextAttributes")
            return
        }
        #expect(dictionary.className == "NSDictionary")
        let members = dictionary.entries.compactMap { entry -> ArchiveGraph.ObjectID? in
            guard entry.key == "UINibEncoderEmptyKey", case .reference(let member) = entry.value else { return nil }
            return member
        }
        #expect(members.count == 2)
        #expect(Self.text(members.first.map { .reference($0) }, in: graph) == "NSColor")
        let color = try #require(members.last.flatMap { graph[$0] })
        #expect(color.className == "UIColor")
        #expect(color.value(forKey: "UIGreen") == .float(0.5))
    }

    @Test func aNavigationControllersShownToolbarAndHiddenBarAreArchivedOnlyOffTheirDefaults() throws {
        let graph = try Self.graph()
        let controllers = graph.objects.filter { $0.className == "UINavigationController" }
        #expect(controllers.count == 2)
        // `toolbarHidden="NO"` is `UIToolbarShown` YES; `navigationBarHidden="YES"` is
        // `UINavigationBarHidden` YES; a controller that says neither archives neither.
        let shown = try #require(controllers.first { $0.value(forKey: "UIToolbarShown") != nil })
        #expect(shown.value(forKey: "UIToolbarShown") == .boolean(true))
        #expect(shown.value(forKey: "UINavigationBarHidden") == .boolean(true))
        #expect(
            controllers.contains {
                $0.value(forKey: "UIToolbarShown") == nil && $0.value(forKey: "UINavigationBarHidden") == nil
            })
    }

    /// Interface Builder's "Placeholder: Remove at build time": the constraint is left out of
    /// the nib, with the outlet that names it; the view's other constraints stay.
    @Test func aPlaceholderConstraintIsRemovedAtBuildTime() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections>
                            <outlet property="widthConstraint" destination="width" id="o1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="24" placeholder="YES" id="width"/>
                            <constraint firstAttribute="height" constant="30" id="height"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Placeholder.xib")
        #expect(DocumentCompiler().unarchivedParts(of: document).isEmpty)
        let bytes = try DocumentCompiler().compile(document)
        let graph = ArchiveGraph(try CompiledArchive(data: Data(bytes), file: "Placeholder.nib"))
        let constraints = graph.objects.filter { $0.className == "NSLayoutConstraint" }
        #expect(constraints.count == 1)
        #expect(constraints.first?.value(forKey: "NSFirstAttribute") == .integer(8))
        #expect(!graph.objects.contains { $0.className == "UIRuntimeOutletConnection" })
    }

    /// A UIKit view's colours come back from its nib: every view's (`UIBackgroundColor`) and
    /// the element's own (a slider's `UIMinimumTintColor`), in the colour space the document
    /// gave them.
    @Test func aViewsColoursReadBackFromTheCompiledNib() throws {
        let slider = try #require(try Self.decompiled()["slider"]?.first)
        let colors = slider.children.filter { $0.name == "color" }
        let background = try #require(colors.first { $0[attribute: "key"] == "backgroundColor" })
        #expect(background[attribute: "red"] == "0.25")
        #expect(background[attribute: "blue"] == "0.75")
        #expect(background[attribute: "customColorSpace"] == "sRGB")
        let track = try #require(colors.first { $0[attribute: "key"] == "minimumTrackTintColor" })
        #expect(track[attribute: "white"] == "0.5")
        #expect(track[attribute: "customColorSpace"] == "genericGamma22GrayColorSpace")
    }

    @Test func theAttributesReadBackFromTheCompiledNib() throws {
        let found = try Self.decompiled()
        let buttons = found["button"] ?? []
        #expect(buttons.filter { $0[attribute: "pointerInteraction"] == "YES" }.count == 1)
        let segments = found["segmentedControl"] ?? []
        #expect(segments.filter { $0[attribute: "segmentControlStyle"] == "bar" }.count == 1)
        // Xcode writes every segmented control's style, plain too, and so does decompile.
        #expect(segments.filter { $0[attribute: "segmentControlStyle"] == "plain" }.count == 1)
        let slider = try #require(found["slider"]?.first)
        #expect(slider[attribute: "minimumValueImage"] == "speaker")
        #expect(slider[attribute: "maximumValueImage"] == "speaker.wave.3")
        let progress = try #require(found["progressView"]?.first)
        #expect(progress[attribute: "progressImage"] == "Fill")
        #expect(progress[attribute: "trackImage"] == "Track")
        let tables = found["tableViewController"] ?? []
        #expect(tables.filter { $0[attribute: "clearsSelectionOnViewWillAppear"] == "NO" }.count == 1)
        #expect(found["collectionViewController"]?.first?[attribute: "clearsSelectionOnViewWillAppear"] == "NO")
        let edges = (found["viewController"] ?? []).compactMap { $0.child(forKey: "edgesForExtendedLayout") }
        #expect(edges.count == 2)
        #expect(edges.contains { $0.attributes.count == 1 })
        #expect(
            edges.contains {
                $0[attribute: "top"] == "YES" && $0[attribute: "bottom"] == "YES" && $0[attribute: "left"] == nil
            })
        #expect(tables.allSatisfy { $0.child(forKey: "edgesForExtendedLayout") == nil })
        let navigation = found["navigationController"] ?? []
        #expect(navigation.filter { $0[attribute: "toolbarHidden"] == "NO" }.count == 1)
        #expect(navigation.filter { $0[attribute: "navigationBarHidden"] == "YES" }.count == 1)
        let titleColor = found["navigationBar"]?.compactMap { $0.child(forKey: "titleTextAttributes") }.first?
            .child(forKey: "textColor")
        #expect(titleColor?[attribute: "green"] == "0.5")
    }
}
