import Foundation
import NibModel
import Testing

@testable import NibCompiler

/// What ibtool archives for a window's size limits, a box that is no separator, stack view
/// alignments, a PDF view, an accessibility description and a mixed-state cell, compiled from
/// fixtures of this suite's own.
struct WindowBoxAndViewFactsCompileTests {
    /// An AppKit document of tools 23504 whose objects are `objects` after the three
    /// placeholders, its root also saying `attributes` (Auto Layout unless told otherwise).
    static func xib(_ objects: String, attributes: String = #"useAutolayout="YES""#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" \(attributes)>
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// The graph of an AppKit document whose objects are `objects` (``xib(_:attributes:)``).
    static func graph(_ objects: String, attributes: String = #"useAutolayout="YES""#) throws -> ArchiveGraph {
        try DocumentCompiler().graph(for: document(objects, attributes: attributes))
    }

    /// The document ``xib(_:attributes:)`` writes.
    static func document(_ objects: String, attributes: String = #"useAutolayout="YES""#) throws -> NibDocument {
        try NibDocument(data: Data(xib(objects, attributes: attributes).utf8), file: "Facts.xib")
    }

    /// A window of the given style mask with a minimum and a maximum size.
    static func window(_ id: String, style: String) -> String {
        """
                <window title="\(id)" animationBehavior="default" id="\(id)">
                    <windowStyleMask key="styleMask" \(style)/>
                    <rect key="contentRect" x="10" y="10" width="420" height="210"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="877"/>
                    <value key="minSize" type="size" width="320" height="150"/>
                    <value key="maxSize" type="size" width="900" height="450.5"/>
                    <view key="contentView" id="\(id)-v">
                        <rect key="frame" x="0.0" y="0.0" width="420" height="210"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                </window>
        """
    }

    /// The text of the string `key` of `object` names.
    static func text(_ key: String, of object: ArchiveGraph.Object?, in graph: ArchiveGraph) -> String? {
        GraphReading.text(object?.value(forKey: key), in: graph)
    }

    /// A 32-bit float value.
    static func float(_ value: ArchiveGraph.Value?) -> Float? {
        if case .float(let number)? = value { return number }
        return nil
    }

    /// A window's minimum and maximum sizes are archived twice: as the document gives them for the
    /// content (`NSWindowContentMinSize`, `NSWindowContentMaxSize`) and, for the frame, with a
    /// titled window's 32-point title bar added (`NSMinSize`, `NSMaxSize`); a window whose content
    /// reaches under its title bar, or one without a title, adds nothing.
    @Test func windowSizeLimitsAddTheTitleBarToTheFrameSizes() throws {
        let graph = try Self.graph(
            Self.window("1", style: #"titled="YES" closable="YES" resizable="YES""#)
                + Self.window("2", style: #"titled="YES" fullSizeContentView="YES""#)
                + Self.window("3", style: #"borderless="YES""#))
        let windows = GraphReading.objects("NSWindowTemplate", in: graph)
        #expect(windows.count == 3)
        func sizes(_ window: ArchiveGraph.Object) -> [String?] {
            ["NSWindowContentMinSize", "NSMinSize", "NSWindowContentMaxSize", "NSMaxSize"].map {
                Self.text($0, of: window, in: graph)
            }
        }
        for window in windows {
            let titled = Self.text("NSWindowTitle", of: window, in: graph) == "1"
            let bar = titled ? 32.0 : 0
            #expect(
                sizes(window) == [
                    "{320, 150}", "{320, \(IBValueCodec.format(150 + bar))}", "{900, 450.5}",
                    "{900, \(IBValueCodec.format(450.5 + bar))}",
                ])
        }
    }

    /// A box that is no separator has no content margins unless the document gives them, keeps
    /// the document's content view, a groove border and, without a title, a new box's "Title";
    /// only a custom box archives its border and fill colours.
    @Test func boxesOtherThanSeparatorsArchiveNewBoxDefaults() throws {
        let colors = """
                        <color key="borderColor" white="0.0" alpha="0.42" colorSpace="calibratedWhite"/>
                        <color key="fillColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            """
        func box(_ id: String, _ attributes: String) -> String {
            """
                            <box \(attributes) id="\(id)">
                                <rect key="frame" x="10" y="10" width="200" height="100"/>
                                <view key="contentView" id="\(id)-c">
                                    <rect key="frame" x="3" y="3" width="194" height="82"/>
                                </view>
                \(colors)
                            </box>
            """
        }
        let graph = try Self.graph(
            """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        <subviews>
            \(box("plain", #"title="Plain""#))
            \(box("untitled", ""))
            \(box("custom", #"boxType="custom" borderType="line" title="Custom""#))
                        </subviews>
                    </customView>
            """)
        let boxes = GraphReading.objects("NSBox", in: graph)
        #expect(boxes.count == 3)
        let titles = boxes.map {
            Self.text("NSContents", of: GraphReading.target("NSTitleCell", of: $0, in: graph), in: graph)
        }
        #expect(Set(titles.compactMap { $0 }) == ["Plain", "Title", "Custom"])
        for box in boxes {
            let title = Self.text("NSContents", of: GraphReading.target("NSTitleCell", of: box, in: graph), in: graph)
            let isCustom = title == "Custom"
            #expect(Self.text("NSOffsets", of: box, in: graph) == "{0, 0}")
            #expect(GraphReading.boolean(box.value(forKey: "IBNSBoxIsUsingDocumentContentView")) == true)
            #expect(GraphReading.integer(box.value(forKey: "NSBorderType")) == (isCustom ? 1 : 3))
            #expect((box.value(forKey: "NSBorderColor2") != nil) == isCustom)
            #expect((box.value(forKey: "NSFillColor2") != nil) == isCustom)
        }
    }

    /// A box's content view is its one subview (`NSSubviews` holds its `NSContentView`, as in
    /// Sparkle's SUUpdateAlert nibs Apple's ibtool compiled); a separator, without one, has none.
    @Test func aBoxsContentViewIsItsOneSubview() throws {
        let graph = try Self.graph(
            """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        <subviews>
                            <box title="Box" id="box">
                                <rect key="frame" x="10" y="10" width="200" height="100"/>
                                <view key="contentView" id="content">
                                    <rect key="frame" x="3" y="3" width="194" height="82"/>
                                </view>
                            </box>
                            <box verticalHuggingPriority="750" boxType="separator" id="separator">
                                <rect key="frame" x="10" y="200" width="200" height="5"/>
                            </box>
                        </subviews>
                    </customView>
            """)
        let boxes = GraphReading.objects("NSBox", in: graph)
        #expect(boxes.count == 2)
        for box in boxes {
            let subviews = GraphReading.members("NSSubviews", of: box, in: graph)
            if let content = box.value(forKey: "NSContentView")?.referencedObject {
                #expect(subviews == [content])
                #expect(graph[content]?.className == "NSView")
            } else {
                #expect(subviews.isEmpty)
            }
        }
        #expect(boxes.contains { $0.value(forKey: "NSContentView") != nil })
    }

    /// An accessibility connector's oid follows the outlets' and comes before the other
    /// connectors' (bindings here), as in transmission's Sparkle SUStatus: the outlets, the
    /// accessibility identifier, the bindings, numbered on from the objects'.
    @Test func accessibilityConnectorsAreNumberedBetweenOutletsAndBindings() throws {
        let owner = #"<customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>"#
        let connectedOwner = """
            <customObject id="-2" userLabel="File's Owner" customClass="NSObject">
                <connections>
                    <outlet property="button" destination="button" id="o1"/>
                    <outlet property="view" destination="root" id="o2"/>
                </connections>
            </customObject>
            """
        let objects = """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <button id="button">
                                <rect key="frame" x="10" y="10" width="80" height="32"/>
                                <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" id="cell">
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                                <accessibility identifier="goButton"/>
                                <connections>
                                    <binding destination="-2" name="title" keyPath="buttonTitle" id="b1"/>
                                </connections>
                            </button>
                        </subviews>
                    </customView>
            """
        let xib = Self.xib(objects).replacingOccurrences(of: owner, with: connectedOwner)
        let graph = try DocumentCompiler().graph(for: try NibDocument(data: Data(xib.utf8), file: "Oids.xib"))
        let data = try #require(GraphReading.objects("NSIBObjectData", in: graph).first)
        func number(_ id: ArchiveGraph.ObjectID) -> Int64? {
            let object = graph[id]
            return GraphReading.integer(object?.value(forKey: "NS.intval"))
                ?? GraphReading.double(object?.value(forKey: "NS.dblval")).map { Int64($0) }
        }
        let keys = GraphReading.members("NSOidsKeys", of: data, in: graph)
        let values = GraphReading.members("NSOidsValues", of: data, in: graph).map(number)
        #expect(keys.count == values.count)
        func oids(_ className: String) -> [Int64] {
            zip(keys, values).filter { graph[$0.0]?.className == className }.compactMap(\.1)
        }
        let accessibility = GraphReading.members("NSAccessibilityOidsValues", of: data, in: graph).compactMap(number)
        #expect(oids("NSNibOutletConnector").count == 2)
        #expect(accessibility.count == 1)
        #expect(oids("NSNibBindingConnector").count == 1)
        #expect(accessibility == [(oids("NSNibOutletConnector").max() ?? 0) + 1])
        #expect(oids("NSNibBindingConnector") == [(accessibility.first ?? 0) + 1])
        // Every oid once.
        let all = values.compactMap { $0 } + accessibility
        #expect(Set(all).count == all.count)
        #expect(Set(all) == Set(1...Int64(all.count)))
    }

    /// A stack view's secondary alignment follows its alignment (first baseline 2, trailing and
    /// bottom 4, baseline 5), its hugging priorities are floats, and a stack view without
    /// subviews has no beginning container.
    @Test func stackViewAlignmentsAndEmptyStacks() throws {
        func stack(_ id: String, _ orientation: String, _ alignment: String, subviews: String = "") -> String {
            """
                            <stackView distribution="fill" orientation="\(orientation)" alignment="\(alignment)" \
            horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="250" \
            detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                <rect key="frame" x="10" y="10" width="100" height="80"/>
                                \(subviews)
                            </stackView>
            """
        }
        let arranged = """
            <subviews>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="40"/>
                </customView>
            </subviews>
            """
        let graph = try Self.graph(
            """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        <subviews>
            \(stack("a", "vertical", "trailing"))
            \(stack("b", "horizontal", "bottom"))
            \(stack("c", "horizontal", "firstBaseline"))
            \(stack("d", "horizontal", "baseline", subviews: arranged))
                        </subviews>
                    </customView>
            """)
        let stacks = GraphReading.objects("NSStackView", in: graph)
        let secondary = stacks.map { GraphReading.integer($0.value(forKey: "NSStackViewSecondaryAlignment")) }
        let primary = stacks.map { GraphReading.integer($0.value(forKey: "NSStackViewAlignment")) }
        #expect(
            Dictionary(uniqueKeysWithValues: zip(primary.compactMap { $0 }, secondary.compactMap { $0 }))
                == [6: 4, 4: 4, 12: 2, 11: 5])
        for stack in stacks {
            let hasSubviews = GraphReading.integer(stack.value(forKey: "NSStackViewAlignment")) == 11
            #expect((stack.value(forKey: "NSStackViewBeginningContainer") != nil) == hasSubviews)
            #expect(Self.float(stack.value(forKey: "NSStackViewHorizontalHugging")) == 249.99998)
            #expect(Self.float(stack.value(forKey: "NSStackViewVerticalHugging")) == 250)
        }
        // Each stack view still has its early-decoding connector.
        let labels = GraphReading.objects("NSNibConnector", in: graph).compactMap {
            Self.text("NSLabel", of: $0, in: graph)
        }
        #expect(labels.filter { $0 == AppKitArchiver.stackViewConnectorLabel }.count == 4)
    }

    /// A PDF view is a PDFKit `PDFView` with the settings a new one archives, the document's page
    /// breaks and automatic scaling, and the file names it accepts dropped.
    @Test func pdfViewIsArchivedWithPDFKitsKeys() throws {
        let graph = try Self.graph(
            """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <pdfView autoresizesSubviews="NO" displaysPageBreaks="NO" autoScales="YES" id="pdf">
                                <rect key="frame" x="0" y="0" width="300" height="200"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </pdfView>
                            <pdfView id="plain">
                                <rect key="frame" x="0" y="0" width="30" height="20"/>
                            </pdfView>
                        </subviews>
                    </customView>
            """)
        let views = GraphReading.objects("PDFView", in: graph)
        #expect(views.count == 2)
        let configured = try #require(views.first { GraphReading.boolean($0.value(forKey: "AutoScale")) == true })
        #expect(GraphReading.boolean(configured.value(forKey: "PageBreaks")) == false)
        #expect(GraphReading.integer(configured.value(forKey: "NSvFlags")) == 0)
        let plain = try #require(views.first { GraphReading.boolean($0.value(forKey: "AutoScale")) == false })
        #expect(GraphReading.boolean(plain.value(forKey: "PageBreaks")) == true)
        #expect(GraphReading.boolean(plain.value(forKey: "AutoScale")) == false)
        for view in views {
            #expect(GraphReading.integer(view.value(forKey: "Version")) == 3)
            #expect(GraphReading.integer(view.value(forKey: "DisplayMode")) == 1)
            #expect(GraphReading.integer(view.value(forKey: "InterpolationQuality")) == 2)
            #expect(Self.float(view.value(forKey: "ScaleFactor")) == 1)
            #expect(Self.float(view.value(forKey: "MinScaleFactor")) == 0.1)
            #expect(Self.float(view.value(forKey: "MaxScaleFactor")) == 20)
            let types = GraphReading.members("NSDragTypes", of: view, in: graph).compactMap {
                GraphReading.text(graph[$0])
            }
            #expect(types == ["NSFilenamesPboardType"])
        }
    }

    /// An accessibility description is an `NSNibAXAttributeConnector` to its element, listed
    /// with the accessibility connectors and numbered after every other object.
    @Test func accessibilityDescriptionIsAnAttributeConnector() throws {
        let graph = try Self.graph(
            """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <button verticalHuggingPriority="750" id="go">
                                <rect key="frame" x="20" y="150" width="100" height="32"/>
                                <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" \
            borderStyle="border" imageScaling="proportionallyDown" inset="2" id="go-cell">
                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                                <accessibility description="Start the transfer"/>
                            </button>
                        </subviews>
                    </customView>
            """)
        let data = try #require(GraphReading.objects("NSIBObjectData", in: graph).first)
        let connectors = GraphReading.members("NSAccessibilityConnectors", of: data, in: graph)
        #expect(connectors.count == 1)
        let connector = try #require(connectors.first.flatMap { graph[$0] })
        #expect(connector.className == "NSNibAXAttributeConnector")
        #expect(GraphReading.target("AXDestinationArchiveKey", of: connector, in: graph)?.className == "NSButton")
        let attribute = GraphReading.target("AXAttributeTypeArchiveKey", of: connector, in: graph)
        #expect(attribute?.className == "NSMutableString")
        #expect(GraphReading.text(attribute) == "AXDescription")
        #expect(Self.text("AXAttributeValueArchiveKey", of: connector, in: graph) == "Start the transfer")
        let oidCount = GraphReading.members("NSOidsKeys", of: data, in: graph).count
        let axOids = GraphReading.members("NSAccessibilityOidsValues", of: data, in: graph)
        #expect(axOids.map { GraphReading.integer(graph[$0]?.value(forKey: "NS.intval")) } == [Int64(oidCount + 1)])
        #expect(GraphReading.members("NSAccessibilityOidsKeys", of: data, in: graph) == connectors)
    }

    /// A radio matrix archives no selection though a cell is on, discardable cells of the control
    /// colour, left-to-right text aligned left and no action mask.
    @Test func radioMatrixArchivesNoSelection() throws {
        let graph = try Self.graph(
            """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <matrix verticalHuggingPriority="750" allowsEmptySelection="NO" id="m">
                                <rect key="frame" x="20" y="100" width="100" height="40"/>
                                <size key="cellSize" width="100" height="18"/>
                                <size key="intercellSpacing" width="4" height="2"/>
                                <cells>
                                    <column>
                                        <buttonCell type="radio" title="One" imagePosition="left" inset="2" id="m1"/>
                                        <buttonCell type="radio" title="Two" imagePosition="left" state="on" inset="2" \
            id="m2"/>
                                    </column>
                                </cells>
                            </matrix>
                        </subviews>
                    </customView>
            """)
        let matrix = try #require(GraphReading.objects("NSMatrix", in: graph).first)
        #expect(GraphReading.integer(matrix.value(forKey: "NSSelectedRow")) == -1)
        #expect(GraphReading.integer(matrix.value(forKey: "NSSelectedCol")) == -1)
        #expect(GraphReading.boolean(matrix.value(forKey: "NSCellIsDiscardable")) == true)
        let cellColor = GraphReading.target("NSCellBackgroundColor", of: matrix, in: graph)
        #expect(Self.text("NSColorName", of: cellColor, in: graph) == "controlColor")
        #expect(GraphReading.integer(matrix.value(forKey: "NSControlTextAlignment")) == 0)
        #expect(GraphReading.integer(matrix.value(forKey: "NSControlWritingDirection")) == 0)
        #expect(GraphReading.integer(matrix.value(forKey: "NSControlSendActionMask")) == 0)
        // Radio mode, no empty selection, selection by rectangle, autosized cells.
        #expect(GraphReading.integer(matrix.value(forKey: "NSMatrixFlags")) == 0x4480_0000)
    }

    /// In a document of tools 14268 or older, a calibrated white behind a text view is a system
    /// colour: the text background for the text view, the control background (the white scaled
    /// to its grey) for a clip view around it that is no window's content view, and that clip
    /// view draws no background unless the document says so; a newer document keeps the white
    /// and draws.
    @Test(arguments: [("11762", true), ("23504", false)])
    func olderDocumentsWhitesBehindTextViewsAreSystemColors(_ tools: String, _ isSystem: Bool) throws {
        func scroll(_ id: String) -> String {
            """
                            <scrollView horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" \
            verticalPageScroll="10" hasHorizontalScroller="NO" id="\(id)">
                                <rect key="frame" x="0" y="0" width="200" height="100"/>
                                <clipView key="contentView" id="\(id)-clip">
                                    <rect key="frame" x="1" y="1" width="198" height="98"/>
                                    <subviews>
                                        <textView importsGraphics="NO" id="\(id)-text">
                                            <rect key="frame" x="0.0" y="0.0" width="198" height="98"/>
                                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                            <size key="minSize" width="198" height="98"/>
                                            <size key="maxSize" width="10000000" height="10000000"/>
                                        </textView>
                                    </subviews>
                                    <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                </clipView>
                            </scrollView>
            """
        }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(tools)" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <window title="W" id="w">
                        <rect key="contentRect" x="0" y="0" width="300" height="200"/>
                        <clipView key="contentView" id="content">
                            <rect key="frame" x="0" y="0" width="300" height="200"/>
                            <subviews>
                                <textView importsGraphics="NO" id="t">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                    <size key="minSize" width="300" height="200"/>
                                    <size key="maxSize" width="10000000" height="10000000"/>
                                </textView>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        </clipView>
                    </window>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
            \(scroll("s"))
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let graph = try DocumentCompiler().graph(for: NibDocument(data: Data(xib.utf8), file: "Legacy.xib"))
        func describe(_ color: ArchiveGraph.Object?) -> String? {
            if let name = Self.text("NSColorName", of: color, in: graph) {
                let fallback = GraphReading.target("NSColor", of: color, in: graph)
                guard case .data(let bytes)? = fallback?.value(forKey: "NSWhite") else { return name }
                return name + " " + String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard case .data(let bytes)? = color?.value(forKey: "NSWhite") else { return nil }
            return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        let clips = GraphReading.objects("NSClipView", in: graph).map {
            describe(GraphReading.target("NSBGColor", of: $0, in: graph))
        }
        // The window's content view keeps its white; the scroll view's clip view turns system.
        #expect(
            Set(clips.compactMap { $0 }) == (isSystem ? ["1", "controlBackgroundColor 0.3013576865"] : ["1", "0.5"]))
        // The older document's scroll view clip view, which does not say whether it draws its
        // background, draws none; the window's content view and a newer document's draw theirs.
        let drawing = GraphReading.objects("NSClipView", in: graph).map {
            (GraphReading.integer($0.value(forKey: "NScvFlags")) ?? 0) & 0x4 != 0
        }
        #expect(drawing.sorted { !$0 && $1 } == (isSystem ? [false, true] : [true, true]))
        let textViews = GraphReading.objects("NSTextView", in: graph).filter {
            GraphReading.target("NSSharedData", of: $0, in: graph)?.value(forKey: "NSBackgroundColor") != nil
        }
        let backgrounds = textViews.compactMap {
            describe(
                GraphReading.target(
                    "NSBackgroundColor", of: GraphReading.target("NSSharedData", of: $0, in: graph), in: graph))
        }
        #expect(backgrounds.contains(isSystem ? "textBackgroundColor 1" : "1"))
    }

    /// A cell that allows a mixed state sets 0x100_0000 of `NSCellFlags2`.
    @Test func mixedStateCellsSetTheirFlag() throws {
        func check(_ id: String, mixed: Bool) -> String {
            """
                            <button id="\(id)">
                                <rect key="frame" x="20" y="20" width="100" height="18"/>
                                <buttonCell key="cell" type="check" title="\(id)" bezelStyle="regularSquare" \
            imagePosition="left" \(mixed ? #"allowsMixedState="YES""# : "") inset="2" id="\(id)-cell">
                                    <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                            </button>
            """
        }
        let graph = try Self.graph(
            """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
            \(check("mixed", mixed: true))
            \(check("plain", mixed: false))
                        </subviews>
                    </customView>
            """)
        let cells = GraphReading.objects("NSButtonCell", in: graph)
        for cell in cells {
            let flags = try #require(GraphReading.integer(cell.value(forKey: "NSCellFlags2")))
            #expect((flags & 0x100_0000 != 0) == (Self.text("NSContents", of: cell, in: graph) == "mixed"))
        }
        #expect(cells.count == 2)
    }
    /// A custom view's class: without `customObjectInstantitationMethod="direct"` the view stays
    /// the placeholder `NSCustomView` naming its class (with its class reference), as Apple's
    /// StatusBar.nib of viraptor/ibtool shows; with it, a class swapper of `NSView`, as the
    /// test14 pair shows.
    @Test(arguments: [false, true])
    func customViewsOfOlderDocumentsNameTheirClass(_ direct: Bool) throws {
        let graph = try Self.graph(
            """
                    <customView id="top" customClass="StatusView">
                        <rect key="frame" x="0" y="0" width="200" height="20"/>
                        <subviews>
                            <customView id="inner" customClass="Meter" customModule="App">
                                <rect key="frame" x="4" y="2" width="50" height="16"/>
                            </customView>
                        </subviews>
                    </customView>
            """, attributes: direct ? #"customObjectInstantitationMethod="direct""# : "")
        if direct {
            let swappers = GraphReading.objects("NSClassSwapper", in: graph)
            #expect(
                Set(swappers.compactMap { Self.text("NSClassName", of: $0, in: graph) }) == [
                    "StatusView", "_TtC3App5Meter",
                ])
            #expect(swappers.allSatisfy { Self.text("NSOriginalClassName", of: $0, in: graph) == "NSView" })
            #expect(GraphReading.objects("NSCustomView", in: graph).isEmpty)
        } else {
            let views = GraphReading.objects("NSCustomView", in: graph)
            #expect(
                views.compactMap { Self.text("NSClassName", of: $0, in: graph) } == ["StatusView", "_TtC3App5Meter"])
            let references = views.map { GraphReading.target("IBClassReference", of: $0, in: graph) }
            #expect(references.map { Self.text("IBClassName", of: $0, in: graph) } == ["StatusView", "Meter"])
            #expect(references.map { Self.text("IBModuleName", of: $0, in: graph) } == [nil, "App"])
            #expect(GraphReading.objects("NSClassSwapper", in: graph).isEmpty)
        }
    }

    /// A box's content margins: archived as `NSOffsets`, and decompiled back only where they
    /// are not the box kind's own (none for a box, 5 by 5 for a separator).
    @Test func boxMarginsComeBackWhenTheyAreNotTheDefault() throws {
        let document = try Self.document(
            """
                    <customView id="root">
                        <rect key="frame" x="0" y="0" width="300" height="200"/>
                        <subviews>
                            <box title="Margins" id="margins">
                                <rect key="frame" x="10" y="10" width="120" height="80"/>
                                <view key="contentView" id="margins-content">
                                    <rect key="frame" x="8" y="6" width="104" height="56"/>
                                </view>
                                <size key="contentViewMargins" width="8" height="6"/>
                            </box>
                            <box title="Plain" id="plain">
                                <rect key="frame" x="150" y="10" width="120" height="80"/>
                                <view key="contentView" id="plain-content">
                                    <rect key="frame" x="0" y="0" width="120" height="62"/>
                                </view>
                            </box>
                        </subviews>
                    </customView>
            """, attributes: "")
        let nib = try DocumentCompiler().compile(document)
        let graph = try DocumentCompiler().graph(for: document)
        let offsets = GraphReading.objects("NSBox", in: graph).map { Self.text("NSOffsets", of: $0, in: graph) }
        #expect(Set(offsets.compactMap { $0 }) == ["{8, 6}", "{0, 0}"])
        let decompiled = try NibDocument(data: Data(nib), file: "Boxes.nib").decompiledXML()
        let text = String(decoding: decompiled, as: UTF8.self)
        #expect(text.components(separatedBy: "contentViewMargins").count == 2, "\(text)")
        #expect(text.contains(#"<size key="contentViewMargins" width="8" height="6"/>"#))
    }

    /// A stack view whose views are in gravity areas (`<beginningViews>`, `<endViews>`: the
    /// gravity-areas distribution) archives them as its subviews, beginning first, each area's in
    /// its own container (`NSStackViewBeginningContainer`, `…MiddleContainer`, `…EndContainer`),
    /// with `NSStackViewHasEqualSpacing` false; an outlet to one of them resolves, and the nib
    /// decompiles back to the areas.
    @Test func stackViewGravityAreasArchiveEachAreaInItsContainer() throws {
        let objects = """
                    <customObject id="owner" customClass="Controller">
                        <connections>
                            <outlet property="field" destination="field" id="o1"/>
                        </connections>
                    </customObject>
                    <stackView orientation="horizontal" alignment="centerY" spacing="8" id="stack">
                        <rect key="frame" x="0" y="0" width="200" height="30"/>
                        <beginningViews>
                            <textField id="field">
                                <rect key="frame" x="0" y="5" width="100" height="21"/>
                                <textFieldCell key="cell" title="A" id="cell"/>
                            </textField>
                        </beginningViews>
                        <endViews>
                            <button id="button">
                                <rect key="frame" x="150" y="5" width="50" height="21"/>
                                <buttonCell key="cell" type="push" title="B" bezelStyle="rounded" id="buttonCell"/>
                            </button>
                        </endViews>
                    </stackView>
            """
        let document = try Self.document(objects)
        let graph = try DocumentCompiler().graph(for: document)
        let stack = try #require(GraphReading.objects("NSStackView", in: graph).first)
        let field = try #require(graph.objects.firstIndex { $0.className == "NSTextField" })
        let button = try #require(graph.objects.firstIndex { $0.className == "NSButton" })
        let subviews = GraphReading.members("NSSubviews", of: stack, in: graph).map(\.index)
        #expect(subviews == [field, button])
        func views(_ key: String) -> [Int] {
            GraphReading.members(
                "NSStackViewContainerNonDroppedViews", of: GraphReading.target(key, of: stack, in: graph), in: graph
            ).map(\.index)
        }
        #expect(views("NSStackViewBeginningContainer") == [field])
        #expect(views("NSStackViewMiddleContainer") == [])
        #expect(views("NSStackViewEndContainer") == [button])
        #expect(GraphReading.boolean(stack.value(forKey: "NSStackViewHasEqualSpacing")) == false)
        #expect(GraphReading.boolean(stack.value(forKey: "NSStackViewHasFlatViewHierarchy")) == true)
        let outlet = try #require(
            GraphReading.objects("NSNibOutletConnector", in: graph).first {
                GraphReading.text($0.value(forKey: "NSLabel"), in: graph) == "field"
            })
        #expect(outlet.value(forKey: "NSDestination")?.referencedObject?.index == field)

        let nib = try DocumentCompiler().compile(document)
        let decompiled = try NibDocument(data: Data(nib), file: "Stack.nib").decompiledXML()
        let text = String(decoding: decompiled, as: UTF8.self)
        let beginning = try #require(text.range(of: "<beginningViews>"), "\(text)")
        let end = try #require(text.range(of: "<endViews>"), "\(text)")
        #expect(beginning.lowerBound < end.lowerBound)
        #expect(!text.contains("<subviews>") && !text.contains("<middleViews>"), "\(text)")
    }

    /// A source list's selection highlight sets its dragging destination feedback style to
    /// source list too (AppKit's documented side effect; Apple's HSChooserWindow nib archives 1
    /// for its source-list table, the 23 other tables of the corpus's Apple nibs 0).
    @Test(arguments: [("sourceList", Int64(1)), ("regular", Int64(0))])
    func sourceListTablesArchiveSourceListDraggingFeedback(_ style: String, _ expected: Int64) throws {
        let graph = try Self.graph(
            """
                    <scrollView id="scroll">
                        <rect key="frame" x="0" y="0" width="200" height="100"/>
                        <clipView key="contentView" id="clip">
                            <rect key="frame" x="1" y="1" width="198" height="98"/>
                            <subviews>
                                <tableView selectionHighlightStyle="\(style)" id="table">
                                    <rect key="frame" x="0" y="0" width="198" height="98"/>
                                </tableView>
                            </subviews>
                        </clipView>
                    </scrollView>
            """)
        let table = try #require(GraphReading.objects("NSTableView", in: graph).first)
        #expect(GraphReading.integer(table.value(forKey: "NSTableViewDraggingDestinationStyle")) == expected)
    }
}
