import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// The UIKit attributes the compiler used to warn about and leave out: a switch's, slider's and
/// progress view's colours, a segmented control's selection, a text field's clear button, a
/// label's preferred width, a table's selection and bouncing, bars' translucence, a search bar's
/// style, a map's type (`Fixtures/ControlsAndBars.xib`), and a storyboard controller's layout
/// settings, restoration identifier and layout guides (`Fixtures/ControllerSettings.storyboard`),
/// compiled and read back from the compiled bytes.
@Suite struct UIKitControlsAndBarsTests {
    static let fixture = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibCompilerTests/Fixtures/ControlsAndBars.xib"
    ).path

    static let storyboard = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibCompilerTests/Fixtures/ControllerSettings.storyboard"
    ).path

    /// The fixture's compiled bytes.
    static func compiled() throws -> [UInt8] {
        try DocumentCompiler().compile(NibDocument(contentsOfFile: fixture))
    }

    /// The fixture compiled and read back as a graph.
    static func graph() throws -> ArchiveGraph {
        ArchiveGraph(try CompiledArchive(data: Data(try compiled()), file: "ControlsAndBars.nib"))
    }

    /// The one object of `className` in `graph`.
    static func object(_ className: String, in graph: ArchiveGraph) throws -> ArchiveGraph.Object {
        let objects = graph.objects.filter { $0.className == className }
        #expect(objects.count == 1, "\(className)")
        return try #require(objects.first)
    }

    /// The `UIColor` `key` of `object` refers to.
    static func color(_ key: String, of object: ArchiveGraph.Object, in graph: ArchiveGraph) -> ArchiveGraph.Object? {
        guard case .reference(let id)? = object.value(forKey: key) else { return nil }
        return graph[id]
    }

    @Test func controlColoursArchiveUnderTheirControlsOwnKeys() throws {
        let graph = try Self.graph()
        let toggle = try Self.object("UISwitch", in: graph)
        let onTint = try #require(Self.color("UISwitchOnTintColor", of: toggle, in: graph))
        #expect(onTint.className == "UIColor")
        #expect(onTint.value(forKey: "UIRed") == .float(1))
        #expect(onTint.value(forKey: "UIGreen") == .float(0))
        #expect(Self.color("UISwitchThumbTintColor", of: toggle, in: graph)?.value(forKey: "UIWhite") == .float(1))
        // A switch's thumb is not a slider's: each control has its own key.
        #expect(toggle.value(forKey: "UIThumbTintColor") == nil)

        let slider = try Self.object("UISlider", in: graph)
        #expect(Self.color("UIMinimumTintColor", of: slider, in: graph)?.value(forKey: "UIGreen") == .float(1))
        #expect(Self.color("UIMaximumTintColor", of: slider, in: graph)?.value(forKey: "UIBlue") == .float(1))
        let thumb = try #require(Self.color("UIThumbTintColor", of: slider, in: graph))
        #expect(thumb.value(forKey: "UISystemColorName") != nil)

        let progress = try Self.object("UIProgressView", in: graph)
        #expect(Self.color("UIProgressProgressTintColor", of: progress, in: graph)?.value(forKey: "UIRed") == .float(1))
        #expect(
            Self.color("UIProgressTrackTintColor", of: progress, in: graph)?.value(forKey: "UIWhite") == .float(0.5))
    }

    @Test func controlAndBarSettingsArchiveAsUIKitsNumbers() throws {
        let graph = try Self.graph()
        #expect(try Self.object("UISegmentedControl", in: graph).value(forKey: "UISelectedSegmentIndex") == .integer(1))
        let field = try Self.object("UITextField", in: graph)
        #expect(field.value(forKey: "UIClearButtonMode") == .integer(1))
        #expect(field.value(forKey: "UIAdjustsFontSizeToFit") == .boolean(true))
        let label = try Self.object("UILabel", in: graph)
        #expect(label.value(forKey: "UIPreferredMaxLayoutWidth") == .double(200))
        #expect(label.value(forKey: "UIAdjustsLetterSpacingToFit") == .boolean(true))
        let table = try Self.object("UITableView", in: graph)
        #expect(table.value(forKey: "UIKeyboardDismissMode") == .integer(1))
        #expect(table.value(forKey: "UIAllowsSelection") == .boolean(false))
        #expect(table.value(forKey: "UIBounceEnabled") == .boolean(false))
        // `translucent="NO"` is an opaque bar (2); 1 would be translucent.
        #expect(try Self.object("UINavigationBar", in: graph).value(forKey: "UIBarTranslucence") == .integer(2))
        #expect(try Self.object("UISearchBar", in: graph).value(forKey: "UISearchBarStyle") == .integer(2))
        #expect(try Self.object("MKMapView", in: graph).value(forKey: "MKMapType") == .integer(2))
    }

    @Test func defaultsAreLeftOutOfTheArchive() throws {
        let graph = try Self.graph()
        // What a document leaves at UIKit's default is not archived: a text field has no
        // preferred width, a search bar names no translucence, a map view bounces.
        let field = try Self.object("UITextField", in: graph)
        #expect(field.value(forKey: "UIPreferredMaxLayoutWidth") == nil)
        let search = try Self.object("UISearchBar", in: graph)
        #expect(search.value(forKey: "UIBarTranslucence") == nil)
        let map = try Self.object("MKMapView", in: graph)
        #expect(map.value(forKey: "UIBounceEnabled") == nil)
    }

    @Test func settingsReadBackFromTheCompiledNib() throws {
        let document = try NibDocument(data: Data(try Self.compiled()), file: "ControlsAndBars.nib")
        var elements: [String: NibElement] = [:]
        document.root.forEachDescendant { elements[$0.name] = $0 }
        #expect(elements["segmentedControl"]?[attribute: "selectedSegmentIndex"] == "1")
        #expect(elements["textField"]?[attribute: "clearButtonMode"] == "whileEditing")
        #expect(elements["label"]?[attribute: "preferredMaxLayoutWidth"] == "200")
        #expect(elements["tableView"]?[attribute: "keyboardDismissMode"] == "onDrag")
        #expect(elements["tableView"]?[attribute: "allowsSelection"] == "NO")
        #expect(elements["tableView"]?[attribute: "bounces"] == "NO")
        #expect(elements["navigationBar"]?[attribute: "translucent"] == "NO")
        #expect(elements["searchBar"]?[attribute: "searchBarStyle"] == "minimal")
        #expect(elements["mapView"]?[attribute: "mapType"] == "hybrid")
    }

    @Test func anActivityIndicatorsStyleArchivesUnderBothKeysWithItsColourAsTint() throws {
        let graph = try Self.graph()
        let indicators = graph.objects.filter { $0.className == "UIActivityIndicatorView" }
        #expect(indicators.count == 2)
        let gray = try #require(
            indicators.first { $0.value(forKey: "UIActivityIndicatorViewStyle-Modern") == .integer(2) })
        #expect(gray.value(forKey: "UIActivityIndicatorViewStyle") == .integer(2))
        #expect(gray.value(forKey: "UIHidesWhenStopped") == .boolean(false))
        #expect(gray.value(forKey: "UIAnimating") == .boolean(true))
        // The coder writes its colour even when there is none.
        #expect(gray.value(forKey: "UIColor") == .null)
        let large = try #require(
            indicators.first { $0.value(forKey: "UIActivityIndicatorViewStyle-Modern") == .integer(101) })
        // `large` is the older `whiteLarge` (0) under the older key.
        #expect(large.value(forKey: "UIActivityIndicatorViewStyle") == .integer(0))
        #expect(large.value(forKey: "UIHidesWhenStopped") == nil)
        let colour = try #require(Self.color("UIColor", of: large, in: graph))
        #expect(colour.value(forKey: "UIBlue") == .float(1))
        #expect(large.value(forKey: "UITintColor") == large.value(forKey: "UIColor"))

        let document = try NibDocument(data: Data(try Self.compiled()), file: "ControlsAndBars.nib")
        var styles: [String] = []
        document.root.forEachDescendant { element in
            if element.name == "activityIndicatorView", let style = element[attribute: "style"] { styles.append(style) }
        }
        #expect(styles.sorted() == ["gray", "large"])
    }

    /// Its default tint is archived now (`uiKitActivityIndicatorDefaultTints`): nothing is left out.
    @Test func aModernActivityIndicatorWithoutAColourLeavesNothingOut() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" id="ai1">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                    </activityIndicatorView>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(text.utf8), file: "Spinner.xib")
        let parts = DocumentCompiler().unarchivedParts(of: document)
        #expect(parts.isEmpty, "\(parts)")
    }

    @Test func theFixturesAreCompiledWithoutLeavingAnythingOut() throws {
        let compiler = DocumentCompiler()
        #expect(compiler.unarchivedParts(of: try NibDocument(contentsOfFile: Self.fixture)).isEmpty)
        let parts = compiler.unarchivedParts(of: try NibDocument(contentsOfFile: Self.storyboard))
        #expect(parts.isEmpty, "\(parts)")
    }

    @Test func aStoryboardControllersLayoutSettingsAndRestorationIdentifierArchiveOnTheController() throws {
        let output = try StoryboardCompilerTests.compiler().compileGraphs(NibDocument(contentsOfFile: Self.storyboard))
        let scene = try #require(output.nibs.first { $0.name == "Settings" }?.graph)
        let controller = try Self.object("UIViewController", in: scene)
        #expect(controller.value(forKey: "UIKeyAutomaticallyAdjustsScrollViewInsets") == .integer(0))
        #expect(controller.value(forKey: "UIKeyExtendedLayoutIncludesOpaqueBars") == .integer(1))
        #expect(controller.value(forKey: "UIDefinesPresentationContext") == .boolean(true))
        #expect(
            GraphReading.text(controller.value(forKey: "UIRestorationIdentifier"), in: scene) == "Settings")
        // The view nib holds the layout guides, each named by its type, and the switch's colour.
        let view = try #require(output.nibs.first { $0.name.hasSuffix("-view-cts-Vw-001") }?.graph)
        let guides = view.objects.filter { $0.className == "_UILayoutGuide" }
        let identifiers = Set(
            guides.compactMap { GraphReading.text($0.value(forKey: "_UILayoutGuideIdentifier"), in: view) })
        #expect(identifiers == ["_UIViewControllerTop", "_UIViewControllerBottom"])
        #expect(try Self.object("UISwitch", in: view).value(forKey: "UISwitchOnTintColor") != nil)
    }
}
