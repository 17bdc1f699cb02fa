import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// A `.storyboardc` decompiled into one storyboard (issue 24): the handmade `DecompileFlow`
/// storyboard (a navigation controller and its root, a storyboard reference, a scene nothing
/// reaches) and the static table fixture are compiled by nibdump's compiler and decompiled, and
/// the storyboard that comes back says what the source said.
@Suite struct StoryboardDecompileTests {
    static func fixture(_ name: String) -> String {
        TestPaths.packageRoot.appendingPathComponent("Tests/NibCompilerTests/Fixtures/\(name)").path
    }

    /// The fixture compiled into a `.storyboardc` folder and decompiled.
    static func decompiled(_ name: String) throws -> String {
        let files = try StoryboardCompilerTests.compiler().compile(NibDocument(contentsOfFile: fixture(name)))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("decompile-\(UUID().uuidString)/\(name)c")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files { try Data(file.bytes).write(to: folder.appendingPathComponent(file.name)) }
        return String(decoding: try NibDocument(contentsOfFile: folder.path).decompiledXML(), as: UTF8.self)
    }

    @Test func aNavigationControllersRootKeepsTheIDItsViewNibsNameHolds() throws {
        let xml = try Self.decompiled("DecompileFlow.storyboard")
        // Archived inside the navigation controller's nib, its id survives in
        // `roo-Vc-001-view-roo-Vw-001.nib` only.
        #expect(xml.contains(#"<viewController id="roo-Vc-001" sceneMemberID="viewController">"#))
        #expect(xml.contains(#"<segue destination="roo-Vc-001" kind="relationship" relationship="rootViewController""#))
        #expect(xml.contains(#"<view key="view" contentMode="scaleToFill" id="roo-Vw-001">"#))
    }

    /// A container view is archived as a plain `UIView` that its embed segue starts from: it
    /// comes back as a `<containerView>` holding the segue, and a plain view beside it stays a
    /// `<view>`.
    @Test func aUIKitViewAnEmbedSegueStartsFromDecompilesAsAContainerView() throws {
        let xml = try Self.decompiled("ContainerEmbed.storyboard")
        let lines = xml.components(separatedBy: "\n")
        let container = try #require(lines.firstIndex { $0.contains("<containerView ") })
        #expect(lines[container...].prefix(6).contains { $0.contains(#"kind="embed" identifier="Embed""#) })
        #expect(lines.filter { $0.contains("<containerView ") }.count == 1)
        let end = try #require(lines.firstIndex { $0.contains("</containerView>") })
        #expect(lines[end + 1].contains("<view "), "\(lines[end + 1])")
    }

    @Test func aUIKitViewsConstraintsDecompileAsItsConstraints() throws {
        let xml = try Self.decompiled("DecompileFlow.storyboard")
        #expect(xml.contains("<constraints>"))
        #expect(!xml.contains("viewAutolayoutConstraints"))
        #expect(xml.contains(#"firstAttribute="centerX" secondItem="roo-Vw-001" secondAttribute="centerX""#))
    }

    @Test func aUIKitViewsSafeAreaDecompilesAsItsLayoutGuideThatConstraintsName() throws {
        let xml = try Self.decompiled("DecompileFlow.storyboard")
        let guide = try #require(xml.firstMatch(of: /<viewLayoutGuide key="safeArea" id="([^"]+)"\/>/))
        #expect(xml.contains(#"firstAttribute="top" secondItem="\#(guide.1)" secondAttribute="top" constant="20""#))
    }

    @Test func aUIKitFontDecompilesAsItsFontDescription() throws {
        let xml = try Self.decompiled("DecompileFlow.storyboard")
        #expect(xml.contains(#"<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>"#))
        #expect(
            IBValueCodec.uiFont.decodeFields(
                .object(
                    className: "UIFont", fields: ["UIFontName": .string("Menlo-Regular"), "UIFontPointSize": .real(13)])
            ).map { $0.map { "\($0.name)=\($0.value)" } } == ["name=Menlo-Regular", "pointSize=13"])
    }

    @Test func aUIKitButtonsStatesDecompileWithTheirTitlesAndColours() throws {
        let xml = try Self.decompiled("DecompileFlow.storyboard")
        #expect(xml.contains(#"<state key="normal" title="Tap me">"#))
        #expect(xml.contains(#"<color key="titleColor" white="0" alpha="1""#))
        #expect(xml.contains(#"<state key="highlighted" title="Tapped"/>"#))
    }

    @Test func aUIKitLabelWithoutColoursDecompilesWithItsNilColours() throws {
        let xml = try Self.decompiled("DecompileFlow.storyboard")
        let label = try #require(xml.range(of: #"text="Hello""#))
        let end = try #require(xml.range(of: "</label>", range: label.upperBound..<xml.endIndex))
        let inside = xml[label.upperBound..<end.lowerBound]
        #expect(inside.contains(#"<nil key="textColor"/>"#))
        #expect(inside.contains(#"<nil key="highlightedColor"/>"#))
    }

    @Test func aUIKitTextFieldAtDefaultTraitsDecompilesWithItsTextInputTraits() throws {
        let xml = try Self.decompiled("DecompileFlow.storyboard")
        #expect(xml.contains(#"<textInputTraits key="textInputTraits"/>"#))
    }

    @Test func aUIKitViewThatTranslatesItsMaskDecompilesWithItsEmptyAutoresizingMask() throws {
        let xml = try Self.decompiled("DecompileFlow.storyboard")
        let button = try #require(xml.range(of: "<button "))
        let end = try #require(xml.range(of: "</button>", range: button.upperBound..<xml.endIndex))
        #expect(xml[button.upperBound..<end.lowerBound].contains(#"<autoresizingMask key="autoresizingMask"/>"#))
        // The label does not translate (translatesAutoresizingMaskIntoConstraints="NO"): none.
        let label = try #require(xml.range(of: "<label "))
        let labelEnd = try #require(xml.range(of: "</label>", range: label.upperBound..<xml.endIndex))
        #expect(!xml[label.upperBound..<labelEnd.lowerBound].contains("autoresizingMask"))
    }

    @Test func aViewControllersLayoutGuidesDecompileInItsLayoutGuidesNotAmongItsViewsSubviews() throws {
        let xml = try Self.decompiled("DecompileFlow.storyboard")
        let guides = try #require(xml.range(of: "<layoutGuides>"))
        let end = try #require(xml.range(of: "</layoutGuides>", range: guides.upperBound..<xml.endIndex))
        let inside = xml[guides.upperBound..<end.lowerBound]
        #expect(inside.contains(#"<viewControllerLayoutGuide type="top""#))
        #expect(inside.contains(#"<viewControllerLayoutGuide type="bottom""#))
        #expect(xml.components(separatedBy: "<viewControllerLayoutGuide").count - 1 == 2)
    }

    @Test func everyUIKitSceneHasAFirstResponderMember() throws {
        let xml = try Self.decompiled("DecompileFlow.storyboard")
        let scenes = xml.components(separatedBy: "<scene ").count - 1
        #expect(scenes == 3)  // the navigation controller, its root, the reference; not the unreached scene
        #expect(xml.components(separatedBy: #"sceneMemberID="firstResponder""#).count - 1 == scenes)
    }

    @Test func aStoryboardReferenceKeepsTheIDItsMadeUpIdentifierHolds() throws {
        let xml = try Self.decompiled("DecompileFlow.storyboard")
        #expect(xml.contains(#"<viewControllerPlaceholder storyboardName="More" id="ref-Vc-001""#))
        #expect(xml.contains(#"<segue destination="ref-Vc-001" kind="show" identifier="ShowMore""#))
    }

    @Test func aStaticTableViewsDataModeDecompilesFromItsControllersStaticDataSource() throws {
        let xml = try Self.decompiled("StaticTable.storyboard")
        let table = try #require(xml.firstMatch(of: /<tableView key="view"[^>]*>/))
        #expect(table.0.contains(#"dataMode="static""#))
    }

    /// `UIKitSceneViewTests.scene` (a collection view with a prototype cell) compiled and
    /// decompiled.
    static func decompiledCollectionScene() throws -> String {
        let files = try StoryboardCompilerTests.compiler().compile(
            StoryboardCompilerTests.document(UIKitSceneViewTests.scene, file: "Scene.storyboard"))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("collection-\(UUID().uuidString)/Scene.storyboardc")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files { try Data(file.bytes).write(to: folder.appendingPathComponent(file.name)) }
        return String(decoding: try NibDocument(contentsOfFile: folder.path).decompiledXML(), as: UTF8.self)
    }

    @Test func aCollectionViewDecompilesWithThePrototypesDataModeXcodeWrites() throws {
        let xml = try Self.decompiledCollectionScene()
        let collection = try #require(xml.firstMatch(of: /<collectionView [^>]*>/))
        #expect(collection.0.contains(#"dataMode="prototypes""#))
    }

    @Test func aCollectionViewsPrototypeCellsDecompileInItsCells() throws {
        let xml = try Self.decompiledCollectionScene()
        // The nib under `UICollectionViewCellNibDict` is the collection view's `<cells>` again.
        let collection = try #require(xml.range(of: "<collectionView "))
        let end = try #require(xml.range(of: "</collectionView>", range: collection.upperBound..<xml.endIndex))
        let inside = xml[collection.upperBound..<end.lowerBound]
        #expect(inside.contains("<cells>"))
        #expect(inside.matches(of: /<collectionViewCell [^>]*reuseIdentifier="Tile"/).count == 1)
    }

    @Test func aTableCellsContentViewDecompilesNotOpaqueAndNamingItsCell() throws {
        let xml = try Self.decompiled("StaticTable.storyboard")
        // Each cell's content view says `opaque="NO"` (archived as no `UIOpaque`) and names the
        // cell it is in, as Xcode writes every `<tableViewCellContentView>`.
        let cells = xml.components(separatedBy: "<tableViewCell ").dropFirst()
        #expect(cells.count == 3)
        for cell in cells {
            let id = try #require(cell.firstMatch(of: /^[^>]* id="([^"]+)"/)?.1)
            let content = try #require(cell.firstMatch(of: /<tableViewCellContentView ([^>]*)>/)?.1)
            #expect(content.contains(#"opaque="NO""#))
            #expect(content.contains(#"tableViewCell="\#(id)""#))
        }
    }

    @Test func aStaticTablesSectionsAndCellsDecompileUnderItsTableViewAndCompileAgain() throws {
        let xml = try Self.decompiled("StaticTable.storyboard")
        let table = try #require(xml.range(of: #"<tableView key="view""#))
        let tableEnd = try #require(xml.range(of: "</tableView>", range: table.upperBound..<xml.endIndex))
        let inside = String(xml[table.upperBound..<tableEnd.lowerBound])
        // The sections, with their titles, each with its cells, inside the table view.
        let sections = inside.matches(of: /<tableViewSection ([^>]*)>\s*<cells>/).map { String($0.1) }
        #expect(sections.count == 2)
        #expect(sections.first?.hasPrefix(#"headerTitle="Account" id=""#) == true)
        #expect(sections.last?.hasPrefix(#"footerTitle="Shown to no one" id=""#) == true)
        #expect(inside.components(separatedBy: "<tableViewCell ").count - 1 == 3)
        // The cell whose height differs from the table's names it again.
        #expect(inside.contains(/accessoryType="detailButton"[^>]* rowHeight="80"/))
        #expect(inside.contains(#"<segue destination="acc-Vc-001" kind="show" trigger="accessoryAction""#))
        // Nothing left under the controller: every cell is in the table view.
        #expect(xml.components(separatedBy: "<tableViewCell ").count - 1 == 3)
        #expect(xml.components(separatedBy: "<cells>").count - 1 == 2)

        // The decompiled storyboard compiles again, to the same static data source.
        let document = try StoryboardCompilerTests.document(xml, file: "StaticTable.storyboard")
        let output = try StoryboardCompilerTests.compiler().compileGraphs(document)
        let scene = try #require(output.nibs.first { $0.name == "UITableViewController-set-Tc-001" }?.graph)
        let controller = try #require(
            scene.objects.first { $0.value(forKey: "UITableViewControllerStaticDataSource") != nil })
        let again = StaticTableCompileTests.sections(of: controller, in: scene)
        #expect(again.map(\.header) == ["Account", nil])
        #expect(again.map(\.footer) == [nil, "Shown to no one"])
        #expect(again.map { $0.rows.map(\.height) } == [[nil, 80], [nil]])
    }

    @Test func aTableCellsContentViewDecompilesUnderItsKeyNotAmongItsSubviews() throws {
        let xml = try Self.decompiled("StaticTable.storyboard")
        #expect(xml.contains(#"<tableViewCellContentView key="contentView""#))
        let cell = try #require(xml.range(of: "<tableViewCell "))
        let content = try #require(xml.range(of: "<tableViewCellContentView", range: cell.upperBound..<xml.endIndex))
        #expect(!xml[cell.upperBound..<content.lowerBound].contains("<subviews>"))
    }

    /// The part of `xml` from the first `start` to the `end` after it.
    static func section(of xml: String, from start: String, to end: String) throws -> Substring {
        let open = try #require(xml.range(of: start))
        let close = try #require(xml.range(of: end, range: open.upperBound..<xml.endIndex))
        return xml[open.lowerBound..<close.upperBound]
    }

    @Test func aTableViewsPrototypeCellsDecompileTogetherInOnePrototypes() throws {
        let xml = try Self.decompiled("PrototypeCells.storyboard")
        // Each cell is a nib of its own (`UITableViewCellPrototypeNibs`): they are siblings in
        // the table view's one `<prototypes>`, as Xcode writes them, not one wrapper each.
        let table = try Self.section(of: xml, from: #"<tableView key="view""#, to: "</tableView>")
        #expect(table.components(separatedBy: "<prototypes>").count - 1 == 1)
        let prototypes = try Self.section(of: String(table), from: "<prototypes>", to: "</prototypes>")
        let identifiers = prototypes.matches(of: /<tableViewCell [^>]*reuseIdentifier="([^"]+)"/).map { String($0.1) }
        #expect(identifiers.sorted() == ["Detail", "Title"])
        #expect(table.contains(#"dataMode="prototypes""#))
    }

    @Test func anAssetCatalogColourDecompilesByNameWithItsNamedColourResource() throws {
        let xml = try Self.decompiled("PrototypeCells.storyboard")
        // `UIDynamicCatalogName` is the `<color name=…>` again, and the components archived
        // beside it are the `<namedColor>` the document's resources need to compile it again.
        #expect(xml.contains(#"<color key="textColor" name="Accent"/>"#))
        let resources = try Self.section(of: xml, from: "<resources>", to: "</resources>")
        #expect(resources.contains(/<namedColor name="Accent">\s*<color red="0\.2\d*" green="0\.4\d*" blue="0\.8\d*"/))
        let document = try StoryboardCompilerTests.document(xml, file: "PrototypeCells.storyboard")
        #expect(try !StoryboardCompilerTests.compiler().compile(document).isEmpty)
    }

    @Test func aLabelsNaturalAlignmentDecompilesAndALeftOneNamesNone() throws {
        let xml = try Self.decompiled("PrototypeCells.storyboard")
        // Natural is archived (4) and comes back; left, what a document without the attribute
        // means, is not archived and is written as no attribute, as Xcode writes it.
        let title = try #require(xml.firstMatch(of: /<label [^>]*text="Title"[^>]*>/))
        #expect(title.0.contains(#"textAlignment="natural""#))
        let left = try #require(xml.firstMatch(of: /<label [^>]*text="Left"[^>]*>/))
        #expect(!left.0.contains("textAlignment"))
    }

    @Test func aUIKitConstraintsPlainConstantOf8StaysPlainAndASymbolicOneStaysSymbolic() throws {
        let xml = try Self.decompiled("PrototypeCells.storyboard")
        let constraints = xml.matches(of: /<constraint [^>]*firstAttribute="leading"[^>]*>/).map { String($0.0) }
        #expect(constraints.count == 2)
        // To the content view's edge: `constant="8"`, not the symbolic space (20 to an ancestor).
        let plain = constraints.filter { $0.contains(#"secondAttribute="leading" constant="8""#) }
        #expect(plain.count == 1 && !plain.contains { $0.contains("symbolic") })
        // Between the labels: the standard space, marked symbolic.
        #expect(constraints.contains { $0.contains(#"secondAttribute="trailing" constant="8" symbolic="YES""#) })
    }

    /// The other objects of a window's content controller's scene (a user defaults controller its
    /// view binds to, a formatter its field names) are archived in the window controller's nib:
    /// the view nib reaches them through the controller's external objects table, and they come
    /// back in the content controller's scene, named by the binding and the outlet.
    @Test func aContentControllersSceneObjectsDecompileInItsSceneAndConnectionsReachThem() throws {
        let xml = try Self.decompiled("SceneObjects.storyboard")
        #expect(!xml.contains("nibExternalObjectPlaceholder"))
        let scene = try Self.section(of: xml, from: #":set-Vc-002">"#, to: "</scene>")
        let defaults = try #require(
            scene.firstMatch(of: /<userDefaultsController representsSharedInstance="YES" id="([^"]+)"\/>/))
        let formatter = try #require(scene.firstMatch(of: /<numberFormatter [^>]* id="([^"]+)"\/>/))
        #expect(scene.contains(#"<binding destination="\#(defaults.1)" name="value" keyPath="values.ShowCounts""#))
        #expect(scene.contains(#"<outlet property="formatter" destination="\#(formatter.1)""#))
        // Not in the window controller's scene as well.
        let window = try Self.section(
            of: xml, from: #"<scene sceneID="NSWindowController-win-Wc-002">"#, to: "</scene>")
        #expect(!window.contains("userDefaultsController") && !window.contains("numberFormatter"))
    }

    /// The table has an `UpstreamPlaceholder-N` for each object the view nib reaches, the scene's
    /// objects archived after the controller included.
    @Test func aContentControllersExternalObjectsTableNamesItsScenesOtherObjects() throws {
        let text = try String(contentsOfFile: Self.fixture("SceneObjects.storyboard"), encoding: .utf8)
        let output = try AppKitContainerStoryboardTests.compileGraphs(text, file: "SceneObjects.storyboard")
        let nib = try #require(output.nibs.first { $0.name == "NSWindowController-win-Wc-002" }?.graph)
        let controller = try #require(StoryboardCompilerTests.objects("NSViewController", in: nib).first)
        let table = AppKitContainerStoryboardTests.members(
            controller.value(forKey: "NSExternalObjectsTableForViewLoading"), in: nib)
        // Keys and values alternate: two `UpstreamPlaceholder-N`s, each with its object (the
        // view names nothing else outside it).
        let classes = table.map(\.className)
        #expect(classes.count == 4, "\(classes)")
        #expect(classes.contains("NSUserDefaultsController") && classes.contains("NSNumberFormatter"), "\(classes)")
    }

    /// Bar button items keep their images (`UIImage`, `UILandscapeImagePhone`) with a symbol's
    /// catalog, a plain item its `style="plain"`, an item without a style stays without; a
    /// segment keeps its symbol image.
    @Test func barButtonItemsAndSegmentsDecompileWithTheirImagesAndStyles() throws {
        let xml = try Self.decompiled("BarItems.storyboard")
        #expect(xml.contains(#"<barButtonItem key="rightBarButtonItem" image="gear" catalog="system""#))
        #expect(xml.contains(#"<barButtonItem title="Item" image="circle" catalog="system""#))
        #expect(xml.contains(#"<barButtonItem style="plain" systemItem="flexibleSpace""#))
        #expect(
            xml.contains(#"<barButtonItem style="plain" image="markAllAsRead" landscapeImage="markAllAsReadSmall""#))
        #expect(xml.contains(#"<barButtonItem title="Done" style="done""#))
        #expect(xml.contains(#"<segment image="star" catalog="system"/>"#))
    }

    /// A symbolic constraint to the safe area of the view that holds the constrained view is the
    /// space to that view's edge: 20, as Xcode writes it.
    @Test func aSymbolicConstantToAnAncestorsSafeAreaDecompilesAs20() throws {
        let xml = try Self.decompiled("BarItems.storyboard")
        let guide = try #require(xml.firstMatch(of: /<viewLayoutGuide key="safeArea" id="([^"]+)"\/>/))
        #expect(
            xml.contains(
                #"firstAttribute="leading" secondItem="\#(guide.1)" secondAttribute="leading" constant="20" symbolic="YES""#
            ))
    }

    /// A storyboard tab's image and a symbol's catalog, archived in its `NSCustomResource`.
    @Test func anAppKitTabsImageDecompilesWithItsCatalog() throws {
        let xml = try Self.decompiled("SplitTabs.storyboard")
        #expect(xml.contains(#"label="General" identifier="general" image="gearshape" catalog="system""#))
        #expect(xml.contains(#"label="Advanced" image="AdvancedTemplate""#))
    }
}
