import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Catalog colours archived as ibtool archives them, and the comparator's tolerance of ibtool's
/// unstable orders (constraints, connectors and the oids that follow their order).
@Suite struct CatalogColorAndOrderTests {
    /// A view with three constraints listed in `order`, each in the object table with an oid
    /// numbered in that order; `constants` are the constraints' constants by their own index.
    private static func constrainedView(order: [Int], constants: [Double] = [0, 10, 20]) -> ArchiveGraph {
        var b = ArchiveGraph.Builder()
        let root = b.add("NSObject")
        let data = b.add("NSIBObjectData")
        let owner = b.add("NSCustomObject", [.init("NSClassName", .reference(b.string("NSObject")))])
        let view = b.add("NSView")
        let button = b.add("NSButton", [.init("NSSuperview", .conditionalReference(view))])
        b.set("NSSubviews", .reference(b.collection("NSMutableArray", [button], shared: false)), on: view)
        let constraints = [(3, 3), (4, 4), (3, 4)].enumerated().map { offset, attributes in
            b.add(
                "NSLayoutConstraint",
                [
                    .init("NSFirstItem", .reference(button)), .init("NSFirstAttribute", .integer(Int64(attributes.0))),
                    .init("NSSecondItem", .reference(view)), .init("NSSecondAttribute", .integer(Int64(attributes.1))),
                    .init("NSConstant", .double(constants[offset])),
                ])
        }
        let ordered = order.map { constraints[$0] }
        b.set("NSViewConstraints", .reference(b.collection("NSArray", ordered)), on: view)
        let keys = [view, button] + ordered
        let parents = [owner, view] + ordered.map { _ in view }
        b.set("NSRoot", .reference(owner), on: data)
        b.set("NSConnections", .reference(b.collection("NSMutableArray", [], shared: false)), on: data)
        b.set("NSObjectsKeys", .reference(b.collection("NSArray", keys)), on: data)
        b.set("NSObjectsValues", .reference(b.collection("NSArray", parents)), on: data)
        b.set("NSOidsKeys", .reference(b.collection("NSArray", [owner] + keys)), on: data)
        let oids = (1...keys.count + 1).map { b.number(Int64($0)) }
        b.set("NSOidsValues", .reference(b.collection("NSArray", oids)), on: data)
        b.set("IB.objectdata", .reference(data), on: root)
        return b.build(root: root)
    }

    @Test func constraintsAndTheirOidsInAnotherOrderAreTheSame() {
        let comparison = ArchiveComparison(
            Self.constrainedView(order: [0, 1, 2]), Self.constrainedView(order: [2, 0, 1]))
        #expect(comparison.differences.map(\.description) == [])
    }

    @Test func reorderedConstraintsThatChangedDifferOnlyInTheirChanges() {
        let comparison = ArchiveComparison(
            Self.constrainedView(order: [0, 1, 2]), Self.constrainedView(order: [2, 1, 0], constants: [0, 11, 21]))
        let differences = comparison.differences.map(\.description)
        #expect(differences.count == 2, "\(differences)")
        #expect(differences.allSatisfy { $0.contains(".NSConstant: ") }, "\(differences)")
    }

    @Test func oidsAreComparedAsTheSameNumbers() {
        var options = ArchiveComparison.Options()
        options.identifierKeys = []
        let strict = ArchiveComparison(
            Self.constrainedView(order: [0, 1, 2]), Self.constrainedView(order: [2, 0, 1]), options: options)
        #expect(!strict.isSame)
    }

    private static let pairs = TestPaths.corpus?.appendingPathComponent("pairs/macos")

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func aCatalogColourArchivesItsFallbackLikeIbtool() throws {
        let folder = try #require(Self.pairs)
        let apple = ArchiveGraph(try CompiledArchive(contentsOfFile: folder.appendingPathComponent("test_tv.nib").path))
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent("test_tv.xib").path)
        let options = CompileOptions(colorProfiles: BuildMachineProfiles.profiles(in: apple))
        #expect(options.colorProfiles.count == 1)
        let graph = try DocumentCompiler(options: options).graph(for: document)
        let differences = ArchiveComparison(apple, graph).differences.map(\.description)
        #expect(!differences.contains { $0.contains("Color") }, "\(differences)")
        #expect(graph.objects.filter { $0.className == "NSColorSpace" }.count == 1)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func withoutProfilesACatalogColourFallsBackToACalibratedColour() throws {
        let folder = try #require(Self.pairs)
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent("test_tv.xib").path)
        let graph = try DocumentCompiler().graph(for: document)
        let catalog = graph.objects.filter {
            $0.className == "NSColor" && $0.value(forKey: "NSColorSpace") == .integer(6)
        }
        #expect(catalog.count == 2)
        for color in catalog {
            guard case .reference(let fallback)? = color.value(forKey: "NSColor") else {
                Issue.record("a catalog colour without its fallback")
                continue
            }
            #expect(graph[fallback]?.value(forKey: "NSColorSpace") == .integer(3))
            #expect(graph[fallback]?.value(forKey: "NSCustomColorSpace") == nil)
        }
        let fallbacks = catalog.compactMap { color -> [UInt8]? in
            guard case .reference(let fallback)? = color.value(forKey: "NSColor"),
                case .data(let white)? = graph[fallback]?.value(forKey: "NSWhite")
            else { return nil }
            return white
        }
        #expect(Set(fallbacks) == [Array("0\0".utf8), Array("0.602715373\0".utf8)])
    }

    /// A text field whose cell's background is `color` (a `<color>` element's attributes).
    private static func textField(background color: String) throws -> NibDocument {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <textField id="1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <textFieldCell key="cell" title="A" drawsBackground="YES" id="2">
                            <font key="font" metaFont="system"/>
                            <color key="backgroundColor" \(color)/>
                        </textFieldCell>
                    </textField>
                </objects>
            </document>
            """
        return try NibDocument(data: Data(xml.utf8), file: "custom.xib")
    }

    /// The `NSBackgroundColor` of the text field cell of a compiled graph.
    private static func cellBackground(_ graph: ArchiveGraph) throws -> ArchiveGraph.Object {
        let cell = try #require(graph.objects.first { $0.className == "NSTextFieldCell" })
        return try #require(cell.value(forKey: "NSBackgroundColor")?.referencedObject.flatMap { graph[$0] })
    }

    @Test func aColourInACustomGraySpaceArchivesItsCalibratedWhiteComponentsAndProfile() throws {
        let document = try Self.textField(
            background: #"white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#)
        let profile: [UInt8] = [1, 2, 3]
        let graph = try DocumentCompiler(options: CompileOptions(colorProfiles: ["genericGamma22Gray": profile]))
            .graph(for: document)
        let color = try Self.cellBackground(graph)
        #expect(color.value(forKey: "NSColorSpace") == .integer(3))
        #expect(color.value(forKey: "NSWhite") == .data(Array("0 0\0".utf8)))
        #expect(color.value(forKey: "NSComponents") == .data(Array("0 0".utf8)))
        #expect(color.value(forKey: "NSLinearExposure") == .data(Array("1".utf8)))
        let space = try #require(color.value(forKey: "NSCustomColorSpace")?.referencedObject.flatMap { graph[$0] })
        #expect(space.value(forKey: "NSID") == .integer(9))
        #expect(space.value(forKey: "NSModel") == .integer(0))
        let icc = try #require(space.value(forKey: "NSICC")?.referencedObject.flatMap { graph[$0] })
        #expect(icc.value(forKey: "NS.bytes") == .data(profile))
        // Without the profile, the calibrated white alone, as a catalog colour's fallback.
        let bare = try Self.cellBackground(DocumentCompiler().graph(for: document))
        #expect(bare.value(forKey: "NSWhite") == .data(Array("0 0\0".utf8)))
        #expect(bare.value(forKey: "NSCustomColorSpace") == nil && bare.value(forKey: "NSComponents") == nil)
    }

    @Test func aColourInACustomSpaceDecompilesBackToThatSpace() throws {
        // An sRGB colour's components come back as written, not its calibrated NSRGB.
        let document = try Self.textField(
            background: #"red="0.0" green="0.5" blue="1" alpha="0.25" colorSpace="custom" customColorSpace="sRGB""#)
        let graph = try DocumentCompiler(options: CompileOptions(colorProfiles: ["sRGB": [7]])).graph(for: document)
        let color = try Self.cellBackground(graph)
        #expect(color.value(forKey: "NSColorSpace") == .integer(1))
        #expect(color.value(forKey: "NSComponents") == .data(Array("0 0.5 1 0.25".utf8)))
        let fields = try #require(
            IBColorCodec.encode([
                ("red", "0.0"), ("green", "0.5"), ("blue", "1"), ("alpha", "0.25"), ("colorSpace", "custom"),
                ("customColorSpace", "sRGB"),
            ]))
        guard case .object(let className, var archived) = fields else {
            Issue.record("no colour object")
            return
        }
        // The mapper reads the space as its NSID.
        archived["NSCustomColorSpace"] = .integer(7)
        let attributes = try #require(IBColorCodec.decode(className: className, fields: archived))
        #expect(
            attributes.map { "\($0.name)=\($0.value)" } == [
                "red=0", "green=0.5", "blue=1", "alpha=0.25", "colorSpace=custom", "customColorSpace=sRGB",
            ])
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func aTableHeaderCellHasTheHeaderTextStyleFont() throws {
        let folder = try #require(Self.pairs)
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent("scrollview_table.xib").path)
        let graph = try DocumentCompiler().graph(for: document)
        let headers = graph.objects.filter { $0.className == "NSTableHeaderCell" }
        #expect(headers.count == 2)
        let fonts = Set(headers.compactMap { $0.value(forKey: "NSSupport")?.referencedObject })
        #expect(fonts.count == 1)
        let font = try #require(fonts.first.flatMap { graph[$0] })
        #expect(font.value(forKey: "NSSize") == .double(11))
        #expect(font.value(forKey: "NSTextStyleDescriptor")?.referencedObject != nil)
    }
}

/// Stack views archived as ibtool archives them.
@Suite struct StackViewPairTests {
    @Test(
        .enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"),
        arguments: ["button_framesize_no_frame", "test19_layouts"])
    func aStackViewArchivesItsContainerAndAnEarlyConnectorLikeIbtool(_ name: String) throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let apple = ArchiveGraph(try CompiledArchive(contentsOfFile: folder.appendingPathComponent(name + ".nib").path))
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent(name + ".xib").path)
        let graph = try DocumentCompiler().graph(for: document)
        let comparison = ArchiveComparison(apple, graph)
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
        #expect(graph.objects.contains { $0.className == "NSStackViewContainer" })
    }
}

/// Text views archived with their text system, as ibtool archives them.
@Suite struct TextViewPairTests {
    @Test(
        .enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"),
        arguments: [("test7_clipview", 2319), ("test12_text_view_border", 67_119_875)])
    func aTextViewArchivesItsTextSystemAndSharedDataLikeIbtool(_ name: String, flags: Int64) throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let apple = ArchiveGraph(try CompiledArchive(contentsOfFile: folder.appendingPathComponent(name + ".nib").path))
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent(name + ".xib").path)
        let graph = try DocumentCompiler().graph(for: document)
        let textViews = graph.objects.filter { $0.className == "NSTextView" }
        #expect(!textViews.isEmpty)
        for textView in textViews {
            let container = try #require(textView.value(forKey: "NSTextContainer")?.referencedObject)
            let manager = try #require(graph[container]?.value(forKey: "NSLayoutManager")?.referencedObject)
            #expect(graph[manager]?.value(forKey: "NSTextStorage")?.referencedObject != nil)
            let shared = try #require(textView.value(forKey: "NSSharedData")?.referencedObject)
            #expect(graph[shared]?.value(forKey: "NSFlags") == .integer(flags))
        }
        // What is left are the frames ibtool lays out again (and the catalog colours' profiles).
        let differences = ArchiveComparison(apple, graph).differences.filter {
            !$0.path.hasSuffix("NSFrame") && !$0.path.hasSuffix("NSFrameSize") && !$0.path.hasSuffix("NSWidth")
                && !$0.path.contains("Color") && $0.kind != .objectCount
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }
}

/// The ICC profiles of the machine that built a reference nib, as ibtool embedded them there:
/// what `CompileOptions.colorProfiles` takes, so that a pair is compared as a build on that
/// machine would compile it (the project ships none of them).
enum BuildMachineProfiles {
    /// The profiles in `graph`, by the names `CompileOptions.colorProfiles` takes.
    static func profiles(in graph: ArchiveGraph) -> [String: [UInt8]] { ColorProfiles.profiles(in: graph) }
}

/// Pop-up buttons archived as ibtool archives them.
@Suite struct PopUpPairTests {
    @Test(
        .enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"),
        arguments: ["popup_empty", "test_pulldown_title"])
    func aPopUpCellArchivesItsDefaultsAndFlagsLikeIbtool(_ name: String) throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let apple = ArchiveGraph(try CompiledArchive(contentsOfFile: folder.appendingPathComponent(name + ".nib").path))
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent(name + ".xib").path)
        let options = CompileOptions(colorProfiles: BuildMachineProfiles.profiles(in: apple))
        let comparison = ArchiveComparison(apple, try DocumentCompiler(options: options).graph(for: document))
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
    }
}

/// Date formatters archived with their 10.4 attributes, as ibtool archives them.
@Suite struct DateFormatterPairTests {
    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func aCustomDateFormatterArchivesItsAttributesFormatAndParsedTitleLikeIbtool() throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let name = "dateformatter_weekday"
        let apple = ArchiveGraph(try CompiledArchive(contentsOfFile: folder.appendingPathComponent(name + ".nib").path))
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent(name + ".xib").path)
        let options = CompileOptions(colorProfiles: BuildMachineProfiles.profiles(in: apple))
        let comparison = ArchiveComparison(apple, try DocumentCompiler(options: options).graph(for: document))
        // The cell's title is parsed with the formatter into an NSDate, in any English locale.
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
    }
}
