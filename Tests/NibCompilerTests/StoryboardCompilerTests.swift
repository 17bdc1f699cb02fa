import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// The storyboard compiler: the files of a `.storyboardc`, its `Info.plist`, its scene and view
/// nibs and segue templates, checked against Apple's compiled storyboards of the corpus.
@Suite struct StoryboardCompilerTests {
    /// An iOS storyboard with a segue of each kind a source control or controller fires.
    static let flow = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="hm1-Vc-001">
            <scenes>
                <scene sceneID="hm1-Sc-001">
                    <objects>
                        <viewController id="hm1-Vc-001" customClass="HomeController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="hm1-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="hm1-Bt-001">
                                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                                        <connections>
                                            <segue destination="dt1-Vc-001" kind="show" identifier="ShowDetail" id="sg1-Sg-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="dt1-Vc-001" kind="presentation" identifier="Present" id="sg2-Sg-001"/>
                                <segue destination="dt1-Vc-001" kind="custom" identifier="Fade" customClass="FadeSegue" customModule="App" id="sg3-Sg-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="hm1-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="dt1-Sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="dt1-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dt1-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dt1-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A macOS storyboard: a window controller whose content is a view controller.
    static let window = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="wc1-Wc-001">
            <scenes>
                <scene sceneID="wc1-Sc-001">
                    <objects>
                        <windowController id="wc1-Wc-001" sceneMemberID="viewController">
                            <window key="window" title="Main" releasedWhenClosed="NO" visibleAtLaunch="NO" id="wc1-Wn-001">
                                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                                <rect key="contentRect" x="100" y="100" width="300" height="200"/>
                                <rect key="screenRect" x="0.0" y="0.0" width="1920" height="1080"/>
                            </window>
                            <connections>
                                <segue destination="vc1-Vc-001" kind="relationship" relationship="window.shadowedContentViewController" id="sg1-Sg-001"/>
                            </connections>
                        </windowController>
                        <customObject id="wc1-Fr-001" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="vc1-Sc-001">
                    <objects>
                        <viewController id="vc1-Vc-001" sceneMemberID="viewController">
                            <view key="view" id="vc1-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </view>
                        </viewController>
                        <customObject id="vc1-Fr-001" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func document(_ text: String, file: String = "Flow.storyboard") throws -> NibDocument {
        try NibDocument(data: Data(text.utf8), file: file)
    }

    static func compiler() -> StoryboardCompiler {
        var compiler = StoryboardCompiler(options: CompileOptions(module: "App"))
        compiler.makeUUID = { "00000000-0000-4000-8000-000000000000" }
        return compiler
    }

    /// The objects of `graph` of class `className`.
    static func objects(_ className: String, in graph: ArchiveGraph) -> [ArchiveGraph.Object] {
        graph.objects.filter { $0.className == className }
    }

    @Test func infoPlistEntryPointIsTheInitialControllersNibName() throws {
        let output = try Self.compiler().compileGraphs(try Self.document(Self.flow))
        // The initial controller has no storyboard identifier: its nib is `Class-id`.
        #expect(output.entryPoint == "UIViewController-hm1-Vc-001")
        let names = output.info["UIViewControllerIdentifiersToNibNames"]
        #expect(
            names
                == .dictionary([
                    .init(key: "UIViewController-hm1-Vc-001", value: .string("UIViewController-hm1-Vc-001")),
                    .init(key: "Detail", value: .string("Detail")),
                ]))
        #expect(output.info["UIStoryboardVersion"] == .integer(1))
        #expect(output.nibs.map(\.name).contains(output.entryPoint ?? "-"))
    }

    /// A content controller without a view that names its view nib in ibtool's form
    /// (`nibName="<controller id>-view-<view id>"`, what decompile writes when a compiled
    /// storyboard lacks that nib: viraptor's lone sb_localized window controller nib) archives
    /// the name and an empty external objects table, as Apple's nib of it holds, and no view nib;
    /// a `nibName` of another form is not one of the storyboard's view nibs.
    @Test func aControllerNamingItsAbsentViewNibArchivesTheNameAndAnEmptyExternalTable() throws {
        // The content controller's view, from its opening tag to its end.
        let start = try #require(Self.window.range(of: #"<view key="view" id="vc1-Vw-001">"#))
        let end = try #require(Self.window.range(of: "</view>", range: start.upperBound..<Self.window.endIndex))
        let withoutView = Self.window.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        func content(naming name: String) throws -> (ArchiveGraph.Object?, ArchiveGraph, [String]) {
            let text = withoutView.replacingOccurrences(
                of: #"<viewController id="vc1-Vc-001""#, with: #"<viewController nibName="\#(name)" id="vc1-Vc-001""#)
            let output = try Self.compiler().compileGraphs(try Self.document(text))
            let nib = try #require(output.nibs.first { $0.name == "NSWindowController-wc1-Wc-001" }?.graph)
            let controller = Self.objects("NSViewController", in: nib).first
            return (controller, nib, output.nibs.map(\.name))
        }
        let (controller, nib, names) = try content(naming: "vc1-Vc-001-view-vc1-Vw-001")
        #expect(GraphReading.text(controller?.value(forKey: "NSNibName"), in: nib) == "vc1-Vc-001-view-vc1-Vw-001")
        let table = GraphReading.target("NSExternalObjectsTableForViewLoading", of: controller, in: nib)
        #expect(table?.className == "NSMutableDictionary")
        #expect(table?.entries.filter { $0.key != "NSInlinedValue" }.isEmpty == true)
        #expect(!names.contains("vc1-Vc-001-view-vc1-Vw-001"))
        let (other, otherNib, _) = try content(naming: "Elsewhere")
        #expect(other != nil)
        #expect(other?.value(forKey: "NSNibName") == nil)
        #expect(GraphReading.target("NSExternalObjectsTableForViewLoading", of: other, in: otherNib) == nil)
    }

    @Test func aControllersViewIsItsOwnNibNamedControllerViewView() throws {
        let output = try Self.compiler().compileGraphs(try Self.document(Self.flow))
        #expect(
            output.nibs.map(\.name).sorted() == [
                "Detail", "UIViewController-hm1-Vc-001", "dt1-Vc-001-view-dt1-Vw-001", "hm1-Vc-001-view-hm1-Vw-001",
            ])
        let home = try #require(output.nibs.first { $0.name == "UIViewController-hm1-Vc-001" }?.graph)
        let controller = try #require(Self.objects("UIClassSwapper", in: home).first)
        #expect(GraphReading.text(controller.value(forKey: "UINibName"), in: home) == "hm1-Vc-001-view-hm1-Vw-001")
        // The view is not in the controller's nib; it is the top-level object of its own.
        #expect(Self.objects("UIView", in: home).isEmpty)
        let view = try #require(output.nibs.first { $0.name == "hm1-Vc-001-view-hm1-Vw-001" }?.graph)
        #expect(Self.objects("UIView", in: view).count == 1)
    }

    @Test func seguesAreTemplatesNamingTheirIdentifierDestinationAndClass() throws {
        let output = try Self.compiler().compileGraphs(try Self.document(Self.flow))
        let home = try #require(output.nibs.first { $0.name == "UIViewController-hm1-Vc-001" }?.graph)
        var templates: [String: (className: String, destination: String?, action: String?, segueClass: String?)] = [:]
        for object in home.objects where object.className.hasSuffix("SegueTemplate") {
            let identifier = GraphReading.text(object.value(forKey: "UIIdentifier"), in: home) ?? "-"
            templates[identifier] = (
                object.className,
                GraphReading.text(object.value(forKey: "UIDestinationViewControllerIdentifier"), in: home),
                GraphReading.text(object.value(forKey: "UIActionName"), in: home),
                GraphReading.text(object.value(forKey: "UISegueClassName"), in: home)
            )
        }
        #expect(templates["ShowDetail"]?.className == "UIStoryboardShowSegueTemplate")
        #expect(templates["ShowDetail"]?.action == "showViewController:sender:")
        #expect(templates["Present"]?.className == "UIStoryboardPresentationSegueTemplate")
        #expect(templates["Fade"]?.className == "UIStoryboardSegueTemplate")
        #expect(templates["Fade"]?.segueClass == "_TtC3App9FadeSegue")
        #expect(templates.values.allSatisfy { $0.destination == "Detail" })
        // The button in the view fires its segue through an upstream placeholder: `perform:`.
        let view = try #require(output.nibs.first { $0.name == "hm1-Vc-001-view-hm1-Vw-001" }?.graph)
        let perform = Self.objects("UIRuntimeEventConnection", in: view).filter {
            GraphReading.text($0.value(forKey: "UILabel"), in: view) == "perform:"
        }
        #expect(perform.count == 1)
    }

    @Test func aWindowControllersNibEmbedsItsContentControllerAndNamesTheMenuAndEntryPoint() throws {
        let output = try Self.compiler().compileGraphs(try Self.document(Self.window, file: "Window.storyboard"))
        #expect(output.nibs.map(\.name) == ["NSWindowController-wc1-Wc-001", "vc1-Vc-001-view-vc1-Vw-001"])
        #expect(output.entryPoint == "NSWindowController-wc1-Wc-001")
        #expect(output.info["NSStoryboardMainMenu"] == .string("MainMenu"))
        #expect(output.info["NSStoryboardVersion"] == .integer(1))
        let nib = try #require(output.nibs.first?.graph)
        let controller = try #require(Self.objects("NSWindowController", in: nib).first)
        guard case .reference(let content)? = controller.value(forKey: "IBWindowTemplateContentViewController") else {
            Issue.record("no content controller")
            return
        }
        #expect(nib[content]?.className == "NSViewController")
        #expect(GraphReading.text(nib[content]?.value(forKey: "NSNibName"), in: nib) == "vc1-Vc-001-view-vc1-Vw-001")
        let placeholders = Self.objects("NSNibExternalObjectPlaceholder", in: nib)
        #expect(placeholders.count == 2)
    }

    @Test func anElementTheCompilerDoesNotKnowIsRefusedAtItsLine() throws {
        let text = Self.flow.replacingOccurrences(
            of: "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"dt1-Fr-001\"",
            with: "<glassEffectController id=\"gl1-Gl-001\" sceneMemberID=\"viewController\"/>\n"
                + "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"dt1-Fr-001\"")
        let document = try Self.document(text)
        let line =
            try #require(
                text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                    $0.contains("glassEffectController")
                }) + 1
        #expect {
            _ = try Self.compiler().compile(document)
        } throws: { error in
            guard let error = error as? CompileError else { return false }
            return error.location.file == "Flow.storyboard" && error.location.line == line
                && error.message.contains("<glassEffectController>")
        }
    }

    @Test func aXibIsRefusedByTheStoryboardCompiler() throws {
        let document = try NibDocument(contentsOfFile: TestPaths.sample("MainMenu.xib"))
        #expect(throws: CompileError.self) { _ = try Self.compiler().compile(document) }
    }

    @Test func twoCompilationsAreTheSameStoryboardThoughTheirUUIDsDiffer() throws {
        let document = try Self.document(Self.window, file: "Window.storyboard")
        var folders: [String] = []
        for _ in 0..<2 {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("storyboard-\(UUID().uuidString)/Window.storyboardc")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in try StoryboardCompiler().compile(document) {
                try Data(file.bytes).write(to: folder.appendingPathComponent(file.name))
            }
            folders.append(folder.path)
        }
        let comparison = try ArchiveComparison(contentsOfFile: folders[0], folders[1])
        #expect(comparison.isSame, "\(comparison.differences)")
        // Without the fresh-value rule, the controllers' UUIDs are what differs.
        var strict = ArchiveComparison.Options.default
        strict.freshValueKeys = []
        let differences = try ArchiveComparison(contentsOfFile: folders[0], folders[1], options: strict).differences
        #expect(!differences.isEmpty)
        #expect(differences.allSatisfy { $0.path.hasSuffix("uniqueIdentifierForStoryboardCompilation") })
    }

    // MARK: The corpus

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func corpusStoryboardPairsCompileToApplesGraphs() throws {
        let root = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos").path
        var files = (same: 0, total: 0)
        var sameStoryboards: [String] = []
        for name in [
            "sb_basic_wc", "sb_imagecell_nsstyle", "sb_swift_wc", "sb_toolbar", "sb_tv_customclass",
            "Base.lproj/sb_localized",
        ] {
            let document = try NibDocument(contentsOfFile: root + "/" + name + ".storyboard")
            // Fresh UUIDs: one fixed UUID for every controller would be one shared string.
            let output = try StoryboardCompiler().compileGraphs(document)
            let apple = root + "/" + name + ".storyboardc"
            let appleNibs = try FileManager.default.contentsOfDirectory(atPath: apple).filter { $0.hasSuffix(".nib") }
            #expect(Set(appleNibs) == Set(output.nibs.map { $0.name + ".nib" }), "\(name)")
            files.total += appleNibs.count
            var allSame = true
            for nib in output.nibs where appleNibs.contains(nib.name + ".nib") {
                let theirs = ArchiveGraph(try CompiledArchive(contentsOfFile: apple + "/" + nib.name + ".nib"))
                let ours = ArchiveGraph(
                    try CompiledArchive(data: Data(try NIBArchiveWriter().write(nib.graph)), file: nib.name))
                if ArchiveComparison(theirs, ours).isSame { files.same += 1 } else { allSame = false }
            }
            if allSame { sameStoryboards.append(name) }
        }
        // The ratchet: what the compiler reaches today (Apple lists storyboard connectors in
        // an order that changes between compilations; the text view and localized strings
        // are not archived yet).
        #expect(files.total == 16)
        #expect(files.same >= 11)
        #expect(sameStoryboards.contains("sb_basic_wc"))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func theWizardStoryboardsCreateAccountNibIsApples() throws {
        let corpus = try #require(TestPaths.corpus)
        let source = corpus.appendingPathComponent(
            "storyboard-ios/SwiftGen__SwiftGen__SwiftGen.playground_Resources_Wizard.storyboardc_designable.storyboard")
        let output = try Self.compiler().compileGraphs(try NibDocument(contentsOfFile: source.path))
        let ours = try #require(output.nibs.first { $0.name == "CreateAccount" }?.graph)
        let apple = corpus.appendingPathComponent(
            "nib-compiled/SwiftGen__SwiftGen__SwiftGen.playground_Resources_Wizard.storyboardc_CreateAccount.nib")
        let theirs = ArchiveGraph(try CompiledArchive(contentsOfFile: apple.path))
        let comparison = ArchiveComparison(
            theirs,
            ArchiveGraph(
                try CompiledArchive(
                    data: Data(try NIBArchiveWriter(options: NIBArchiveWriter.Options(coderVersion: 9)).write(ours)),
                    file: "CreateAccount.nib")))
        #expect(comparison.isSame, "\(comparison.differences)")
        #expect(output.entryPoint == "CreateAccount")
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func theWizardStoryboardsTableViewHoldsApplesTableKeys() throws {
        let corpus = try #require(TestPaths.corpus)
        let source = corpus.appendingPathComponent(
            "storyboard-ios/SwiftGen__SwiftGen__SwiftGen.playground_Resources_Wizard.storyboardc_designable.storyboard")
        let name = "rJ7-m2-Mn7-view-wtR-sc-VB5"
        let output = try Self.compiler().compileGraphs(try NibDocument(contentsOfFile: source.path))
        let ours = try #require(output.nibs.first { $0.name == name }?.graph)
        let apple = corpus.appendingPathComponent(
            "nib-compiled/SwiftGen__SwiftGen__SwiftGen.playground_Resources_Wizard.storyboardc_\(name).nib")
        let comparison = ArchiveComparison(
            ArchiveGraph(try CompiledArchive(contentsOfFile: apple.path)),
            ArchiveGraph(
                try CompiledArchive(
                    data: Data(try NIBArchiveWriter(options: NIBArchiveWriter.Options(coderVersion: 9)).write(ours)),
                    file: "\(name).nib")))
        let paths = comparison.differences.map(\.path).joined(separator: "\n")
        for key in [
            "UITableViewStyle", "UIStyle", "UISeparatorStyle", "UISeparatorStyleIOS5AndLater", "UIRowHeight",
            "UISectionHeaderHeight", "UISectionFooterHeight", "UIBouncesZoom", "UIAlwaysBounceVertical",
            "UIScrollViewContentInsetAdjustmentBehavior", "UIInsetsContentViewsToSafeArea", "UISeparatorInsetReference",
        ] {
            #expect(!paths.contains("." + key + "\n") && !paths.hasSuffix("." + key), "\(key): \(paths)")
        }
        // The whole nib: its table, prototype cell nib and their views' `UIDeepDrawRect`.
        #expect(comparison.isSame, "\(paths)")
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func everyCorpusStoryboardCompilesOrIsRefusedAtALocatedElement() throws {
        let storyboards = TestPaths.wellFormedCorpusDocuments.filter { $0.hasSuffix(".storyboard") }
        var counts = (compiled: 0, refused: 0)
        for path in storyboards {
            let document = try NibDocument(contentsOfFile: path)
            do {
                let files = try Self.compiler().compile(document)
                #expect(files.first?.name == "Info.plist")
                counts.compiled += 1
            } catch {
                counts.refused += 1
                #expect(error.location.file == path, "\(error)")
                #expect(error.location.line > 0, "\(error)")
            }
        }
        #expect(storyboards.count > 50)
        #expect(counts.compiled >= 59, "compiled \(counts.compiled), refused \(counts.refused)")
    }
}

/// UIKit containers: the children a navigation or tab bar controller embeds by relationship,
/// archived in its nib, and the relationships the compiler refuses.
@Suite struct UIKitContainerStoryboardTests {
    /// A tab bar controller with a navigation controller (its root a table controller with a
    /// navigation bar item) and a plain controller as tabs.
    static let tabs = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tab-Tb-001">
            <scenes>
                <scene sceneID="tab-Sc-001">
                    <objects>
                        <tabBarController id="tab-Tb-001" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tab-Br-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="nav-Nc-001" kind="relationship" relationship="viewControllers" id="tab-Sg-001"/>
                                <segue destination="two-Vc-001" kind="relationship" relationship="viewControllers" id="tab-Sg-002"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="tab-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="nav-Sc-001">
                    <objects>
                        <navigationController id="nav-Nc-001" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="List" id="nav-Ti-001"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-Br-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="lst-Tc-001" kind="relationship" relationship="rootViewController" id="nav-Sg-001"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="nav-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="lst-Sc-001">
                    <objects>
                        <tableViewController id="lst-Tc-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="lst-Tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </tableView>
                            <navigationItem key="navigationItem" title="Items" id="lst-Ni-001">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="lst-Bb-001"/>
                            </navigationItem>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="lst-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="two-Sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Second" id="two-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="two-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="two-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func compile(_ document: NibDocument) throws(CompileError) -> [(name: String, bytes: [UInt8])] {
        try StoryboardCompilerTests.compiler().compile(document)
    }

    @Test func aTabBarControllersChildrenReadBackAsItsRelationshipSegues() throws {
        let files = try Self.compile(StoryboardCompilerTests.document(Self.tabs, file: "Tabs.storyboard"))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tabs-\(UUID().uuidString)/Tabs.storyboardc")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files { try Data(file.bytes).write(to: folder.appendingPathComponent(file.name)) }
        // The tab bar controller's nib holds both tabs and the navigation controller's root.
        let tabNib = try #require(files.first { $0.name.hasPrefix("UITabBarController-") })
        let graph = ArchiveGraph(try CompiledArchive(data: Data(tabNib.bytes), file: tabNib.name))
        let classes = Set(graph.objects.map { (object: ArchiveGraph.Object) in object.className })
        #expect(
            classes.isSuperset(of: ["UINavigationController", "UITableViewController", "UINavigationBar", "UITabBar"]))
        let compiled = try NibDocument(contentsOfFile: folder.path)
        var relationships: [String: [String]] = [:]
        for connection in compiled.connections {
            guard case .segue(let segue) = connection.kind, segue.kind == "relationship",
                let source = compiled.object(withID: connection.source),
                let destination = compiled.object(withID: segue.destination)
            else { continue }
            relationships[source.className, default: []].append(
                "\(segue.relationship ?? "") \(destination.className)")
        }
        #expect(
            relationships["UITabBarController"] == [
                "viewControllers UINavigationController", "viewControllers UIViewController",
            ])
        #expect(relationships["UINavigationController"] == ["rootViewController UITableViewController"])
    }

    /// The tab bar storyboard with a split view controller in the tab bar controller's place,
    /// its two children by `first` and `second`.
    static func split(first: String, second: String?) -> String {
        var text = Self.tabs
            .replacingOccurrences(of: "<tabBarController id", with: "<splitViewController id")
            .replacingOccurrences(of: "</tabBarController>", with: "</splitViewController>")
            .replacingOccurrences(
                of: "relationship=\"viewControllers\" id=\"tab-Sg-001\"",
                with: "relationship=\"\(first)\" id=\"tab-Sg-001\"")
        if let second {
            text = text.replacingOccurrences(
                of: "relationship=\"viewControllers\" id=\"tab-Sg-002\"",
                with: "relationship=\"\(second)\" id=\"tab-Sg-002\"")
        } else {
            text = text.replacingOccurrences(
                of:
                    "<segue destination=\"two-Vc-001\" kind=\"relationship\" relationship=\"viewControllers\" id=\"tab-Sg-002\"/>",
                with: "")
        }
        return text
    }

    /// The compiled files written as `NAME.storyboardc` in a folder of their own and read back.
    static func readBack(_ files: [(name: String, bytes: [UInt8])], name: String) throws -> NibDocument {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(name)-\(UUID().uuidString)/\(name).storyboardc")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files { try Data(file.bytes).write(to: folder.appendingPathComponent(file.name)) }
        return try NibDocument(contentsOfFile: folder.path)
    }

    /// A compiled split view controller's relationship segues as `relationship destinationClass`.
    static func splitRelationships(in compiled: NibDocument) -> [String] {
        compiled.connections.compactMap { connection in
            guard case .segue(let segue) = connection.kind, segue.kind == "relationship",
                compiled.object(withID: connection.source)?.className == "UISplitViewController",
                let destination = compiled.object(withID: segue.destination)
            else { return nil }
            return "\(segue.relationship ?? "") \(destination.className)"
        }
    }

    @Test func aSplitViewControllersMasterIsItsFirstChildWhateverTheSegueOrder() throws {
        let text = Self.split(first: "detailViewController", second: "masterViewController")
        let files = try Self.compile(StoryboardCompilerTests.document(text, file: "Split.storyboard"))
        let compiled = try Self.readBack(files, name: "Split")
        #expect(
            Self.splitRelationships(in: compiled) == [
                "masterViewController UIViewController", "detailViewController UINavigationController",
            ])
    }

    /// A split view controller with a `supplementaryViewController` is a triple-column one: its
    /// nib archives `UISplitViewControllerStyle` 2 and its children primary, supplementary,
    /// secondary (the order UIKit's `setViewControllers:` reads in that style), whatever the
    /// segues' order, and they read back as the three relationships.
    @Test func aSplitViewControllerWithASupplementaryColumnIsTripleColumn() throws {
        let text = Self.split(first: "supplementaryViewController", second: "detailViewController")
            .replacingOccurrences(
                of: #"<splitViewController id="tab-Tb-001""#,
                with: #"<splitViewController behavior="tile" primaryBackgroundStyle="sidebar" id="tab-Tb-001""#
            )
            .replacingOccurrences(
                of: #"relationship="detailViewController" id="tab-Sg-002"/>"#,
                with: #"""
                    relationship="detailViewController" id="tab-Sg-002"/>
                    <segue destination="thr-Vc-001" kind="relationship" relationship="masterViewController" id="tab-Sg-003"/>
                    """#
            )
            .replacingOccurrences(
                of: "    </scenes>",
                with: """
                            <scene sceneID="thr-Sc-001">
                                <objects>
                                    <viewController id="thr-Vc-001" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="thr-Vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        </view>
                                    </viewController>
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="thr-Fr-001" sceneMemberID="firstResponder"/>
                                </objects>
                            </scene>
                        </scenes>
                    """)
        let files = try Self.compile(StoryboardCompilerTests.document(text, file: "Split.storyboard"))
        let graphs = try files.filter { $0.name.hasSuffix(".nib") }.map {
            ArchiveGraph(try CompiledArchive(data: Data($0.bytes), file: $0.name))
        }
        let split = try #require(
            graphs.lazy.compactMap { graph in
                graph.objects.first { $0.className == "UISplitViewController" }.map { (graph, $0) }
            }.first)
        #expect(GraphReading.integer(split.1.value(forKey: "UISplitViewControllerStyle")) == 2)
        // Its behavior and background style, by `UISplitViewController.h`'s numbers.
        #expect(GraphReading.integer(split.1.value(forKey: "UISplitViewControllerPreferredSplitBehavior")) == 1)
        #expect(GraphReading.integer(split.1.value(forKey: "UISplitViewControllerPrimaryBackgroundStyle")) == 1)
        #expect(GraphReading.members("UIChildViewControllers", of: split.1, in: split.0).count == 3)

        let compiled = try Self.readBack(files, name: "Split")
        #expect(
            Self.splitRelationships(in: compiled) == [
                "masterViewController UIViewController", "supplementaryViewController UINavigationController",
                "detailViewController UIViewController",
            ])
        let decompiled = String(decoding: compiled.decompiledXML(), as: UTF8.self)
        #expect(decompiled.contains(#"behavior="tile""#) && decompiled.contains(#"primaryBackgroundStyle="sidebar""#))
    }

    @Test func aSplitViewControllersDetailWithoutAMasterIsRefusedAtItsSegue() throws {
        let document = try StoryboardCompilerTests.document(
            Self.split(first: "detailViewController", second: nil), file: "Split.storyboard")
        do {
            _ = try Self.compile(document)
            Issue.record("a split view controller's lone detail compiled")
        } catch {
            #expect(error.location.line == 12, "\(error)")
            #expect("\(error)".contains("masterViewController"))
        }
    }
}

/// A modern iOS scene: the safe-area guide its constraints name, an asset-catalog colour and a
/// collection view's prototype cells, archived as UIKit reads them back.
@Suite struct UIKitSceneViewTests {
    static let scene = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="vc1-Vc-001">
            <scenes>
                <scene sceneID="sc1-Sc-001">
                    <objects>
                        <viewController id="vc1-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw1-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" \
        contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cv1-Cv-001">
                                        <rect key="frame" x="0.0" y="44" width="414" height="818"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" id="fl1-Fl-001"/>
                                        <cells>
                                            <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" \
        reuseIdentifier="Tile" id="cc1-Cc-001">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                                <view key="contentView" opaque="NO" clipsSubviews="YES" \
        contentMode="center">
                                                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                                </view>
                                            </collectionViewCell>
                                        </cells>
                                    </collectionView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa1-Sa-001"/>
                                <color key="backgroundColor" name="Brand"/>
                                <constraints>
                                    <constraint firstItem="cv1-Cv-001" firstAttribute="top" secondItem="sa1-Sa-001" \
        secondAttribute="top" id="ct1-Ct-001"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-Fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <namedColor name="Brand">
                    <color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>
        """

    static func viewGraph() throws -> ArchiveGraph {
        let document = try StoryboardCompilerTests.document(Self.scene, file: "Scene.storyboard")
        let output = try StoryboardCompilerTests.compiler().compileGraphs(document)
        return try #require(output.nibs.first { $0.name.contains("-view-") }?.graph)
    }

    @Test func aViewsSafeAreaIsItsLayoutGuideThatConstraintsName() throws {
        let graph = try Self.viewGraph()
        let index = try #require(graph.objects.firstIndex { $0.className == "UILayoutGuide" })
        let guide = graph.objects[index]
        let guideID = ArchiveGraph.ObjectID(index)
        #expect(
            GraphReading.text(guide.value(forKey: "UILayoutGuideIdentifier"), in: graph)
                == "UIViewSafeAreaLayoutGuide")
        #expect(guide.value(forKey: "UILayoutGuideOwningViewIsLocked") == .boolean(false))
        guard case .reference(let owner)? = guide.value(forKey: "UILayoutGuideOwningView"),
            case .reference(let list)? = graph[owner]?.value(forKey: "UIViewLayoutGuides")
        else {
            Issue.record("the guide names no owning view that lists it")
            return
        }
        #expect(graph[owner]?.className == "UIView")
        #expect(graph[list]?.entries.contains { $0.value == .reference(guideID) } == true)
        // The document's constraint reaches the guide; the guide's four system constraints are its own.
        let constraints = StoryboardCompilerTests.objects("NSLayoutConstraint", in: graph)
        let named = constraints.filter { $0.value(forKey: "NSLayoutIdentifier") == nil }
        #expect(named.count == 1)
        #expect(named.first?.value(forKey: "NSSecondItem") == .reference(guideID))
        let system = constraints.compactMap {
            GraphReading.text($0.value(forKey: "NSLayoutIdentifier"), in: graph)
        }
        #expect(
            system.sorted()
                == ["bottom", "left", "right", "top"].map { "UIViewSafeAreaLayoutGuide-\($0)" })
    }

    @Test func anAssetCatalogColourIsNamedWithItsResourceAsFallback() throws {
        let graph = try Self.viewGraph()
        let color = try #require(
            StoryboardCompilerTests.objects("UIColor", in: graph).first {
                $0.value(forKey: "UIDynamicCatalogName") != nil
            })
        #expect(GraphReading.text(color.value(forKey: "UIDynamicCatalogName"), in: graph) == "Brand")
        #expect(color.value(forKey: "UIDynamicCatalogUseNibBundle") == .boolean(true))
        #expect(color.value(forKey: "NSRGB") == .data(Array("1 0.5 0".utf8)))
    }

    @Test func aCollectionViewsPrototypeCellsAreNibsByReuseIdentifier() throws {
        let graph = try Self.viewGraph()
        let collection = try #require(StoryboardCompilerTests.objects("UICollectionView", in: graph).first)
        guard case .reference(let nibs)? = collection.value(forKey: "UICollectionViewCellNibDict"),
            let entries = graph[nibs]?.entries.filter({ $0.key == ArchiveGraph.Builder.elementKey }),
            entries.count == 2, case .reference(let nib) = entries[1].value
        else {
            Issue.record("no prototype nib dictionary of one cell")
            return
        }
        #expect(GraphReading.text(entries[0].value, in: graph) == "Tile")
        #expect(graph[nib]?.className == "UINib")
        #expect(collection.value(forKey: "UICollectionViewCellPrototypeNibExternalObjects") != nil)
        #expect(collection.value(forKey: "UITableViewCellPrototypeNibs") == nil)
    }

    @Test func aStaticTableOutsideATableViewControllerIsRefused() throws {
        let table = Self.scene.replacingOccurrences(
            of: "<subviews>", with: "<sections><tableViewSection id=\"ts1-Ts-001\"/></sections><subviews>")
        #expect {
            _ = try StoryboardCompilerTests.compiler().compile(
                try StoryboardCompilerTests.document(table, file: "Static.storyboard"))
        } throws: { error in
            (error as? CompileError)?.message.contains("only valid in a table view controller") == true
        }
    }
}
