import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Collection views, gesture recognizers, browsers and dictionary controllers as Xcode writes
/// them, compiled (inferred forms: no Apple-compiled nib of the corpus holds one, bar a scroll
/// view's own pan recognizer; the keys are AppKit's coders' as GNUstep's decoders read them) and
/// decompiled back; a connection whose source is not archived is refused at its line.
struct CollectionViewCompileTests {
    /// A gallery pane: a browser, a collection view with a horizontal flow layout and two
    /// background colours in a scroll view that has a recognizer of its own, and a pane with
    /// click, pan and magnification recognizers sending actions to the owner.
    static let gallery = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSViewController">
                    <connections>
                        <outlet property="view" destination="pane" id="o1"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <dictionaryController objectClassName="_NSDictionaryControllerKeyValuePair" \
        avoidsEmptySelection="NO" id="dc1"/>
                <customView id="pane">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <subviews>
                        <browser verticalHuggingPriority="750" enabled="YES" allowsEmptySelection="NO" \
        allowsMultipleSelection="YES" hasHorizontalScroller="YES" defaultColumnWidth="120" minColumnWidth="80" \
        maxVisibleColumns="2" titled="YES" separatesColumns="YES" columnResizingType="user" id="br1">
                            <rect key="frame" x="20" y="20" width="200" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <connections>
                                <action selector="browse:" target="-2" id="a2"/>
                            </connections>
                        </browser>
                        <scrollView wantsLayer="YES" autohidesScrollers="YES" horizontalLineScroll="10" \
        horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="sc1">
                            <rect key="frame" x="20" y="130" width="200" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <clipView key="contentView" id="cv1">
                                <rect key="frame" x="1" y="1" width="198" height="98"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <collectionView selectable="YES" allowsMultipleSelection="YES" id="col1">
                                        <rect key="frame" x="0.0" y="0.0" width="198" height="98"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" \
        minimumInteritemSpacing="8" minimumLineSpacing="12" scrollDirection="horizontal" id="fl1">
                                            <size key="itemSize" width="64" height="48"/>
                                            <size key="headerReferenceSize" width="0.0" height="20"/>
                                        </collectionViewFlowLayout>
                                        <color key="primaryBackgroundColor" name="controlBackgroundColor" \
        catalog="System" colorSpace="catalog"/>
                                        <color key="secondaryBackgroundColor" name="textBackgroundColor" \
        catalog="System" colorSpace="catalog"/>
                                        <connections>
                                            <outlet property="dataSource" destination="-2" id="o2"/>
                                            <outlet property="delegate" destination="-2" id="o3"/>
                                        </connections>
                                    </collectionView>
                                </subviews>
                            </clipView>
                            <scroller key="horizontalScroller" hidden="YES" wantsLayer="YES" \
        verticalHuggingPriority="750" horizontal="YES" id="hs1">
                                <rect key="frame" x="1" y="144" width="233" height="15"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </scroller>
                            <scroller key="verticalScroller" hidden="YES" wantsLayer="YES" \
        verticalHuggingPriority="750" doubleValue="1" id="vs1">
                                <rect key="frame" x="234" y="1" width="15" height="143"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </scroller>
                            <gestureRecognizers>
                                <rotationGestureRecognizer id="rg1">
                                    <connections>
                                        <action selector="rotated:" target="-2" id="a5"/>
                                    </connections>
                                </rotationGestureRecognizer>
                            </gestureRecognizers>
                        </scrollView>
                    </subviews>
                    <gestureRecognizers>
                        <clickGestureRecognizer numberOfClicksRequired="2" id="cg1">
                            <connections>
                                <action selector="clicked:" target="-2" id="a1"/>
                            </connections>
                        </clickGestureRecognizer>
                        <panGestureRecognizer buttonMask="2" id="pg1">
                            <connections>
                                <action selector="panned:" target="-2" id="a3"/>
                                <outlet property="delegate" destination="-2" id="o4"/>
                            </connections>
                        </panGestureRecognizer>
                        <magnificationGestureRecognizer enabled="NO" id="mg1">
                            <connections>
                                <action selector="magnified:" target="-2" id="a4"/>
                            </connections>
                        </magnificationGestureRecognizer>
                    </gestureRecognizers>
                </customView>
            </objects>
        </document>
        """

    /// A collection view item with its view, and two collection views: a flow layout with section
    /// insets, a grid layout with a size and margins.
    static let layouts = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <collectionViewItem id="item1">
                    <connections>
                        <outlet property="view" destination="iv" id="o5"/>
                        <outlet property="textField" destination="tf" id="o6"/>
                    </connections>
                </collectionViewItem>
                <customView id="iv">
                    <rect key="frame" x="0.0" y="0.0" width="64" height="48"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" id="tf">
                            <rect key="frame" x="0.0" y="0.0" width="64" height="16"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="tfc">
                                <font key="font" metaFont="system"/>
                                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                <color key="backgroundColor" name="textBackgroundColor" catalog="System" \
        colorSpace="catalog"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                </customView>
                <collectionView id="col1">
                    <rect key="frame" x="0.0" y="0.0" width="198" height="98"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumInteritemSpacing="10" \
        minimumLineSpacing="10" id="fl1">
                        <size key="itemSize" width="50" height="50"/>
                        <edgeInsets key="sectionInset" left="5" right="6" top="7" bottom="8"/>
                    </collectionViewFlowLayout>
                </collectionView>
                <collectionView id="col2">
                    <rect key="frame" x="0.0" y="0.0" width="198" height="98"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                    <collectionViewGridLayout key="collectionViewLayout" maximumNumberOfRows="2" \
        maximumNumberOfColumns="3" minimumInteritemSpacing="4" id="gl1">
                        <size key="minimumItemSize" width="40" height="30"/>
                        <edgeInsets key="margins" left="1" right="2" top="3" bottom="4"/>
                    </collectionViewGridLayout>
                </collectionView>
            </objects>
        </document>
        """

    static func graph(_ xib: String) throws -> ArchiveGraph {
        try DocumentCompiler().graph(for: NibDocument(data: Data(xib.utf8), file: "Gallery.xib"))
    }

    static func first(
        _ className: String, in graph: ArchiveGraph
    ) throws -> (ArchiveGraph.ObjectID, ArchiveGraph.Object) {
        let index = try #require(graph.objects.firstIndex { $0.className == className })
        return (ArchiveGraph.ObjectID(index), graph.objects[index])
    }

    @Test func aCollectionViewArchivesItsFlowLayoutAndBackgroundColours() throws {
        let graph = try Self.graph(Self.gallery)
        let (_, collection) = try Self.first("NSCollectionView", in: graph)
        #expect(collection.value(forKey: "NSSelectable") == .boolean(true))
        #expect(collection.value(forKey: "NSAllowsMultipleSelection") == .boolean(true))
        let colors = GraphReading.members("NSBackgroundColors", of: collection, in: graph).compactMap { graph[$0] }
        #expect(colors.map(\.className) == ["NSColor", "NSColor"])
        let names = colors.compactMap {
            $0.value(forKey: "NSColorName")?.referencedObject.flatMap { GraphReading.text(graph[$0]) }
        }
        #expect(names == ["controlBackgroundColor", "textBackgroundColor"])

        let (layoutID, layout) = try Self.first("NSCollectionViewFlowLayout", in: graph)
        #expect(collection.value(forKey: "NSCollectionViewLayout")?.referencedObject == layoutID)
        #expect(layout.value(forKey: "NSMinimumInteritemSpacing") == .double(8))
        #expect(layout.value(forKey: "NSMinimumLineSpacing") == .double(12))
        #expect(GraphReading.integer(layout.value(forKey: "NSScrollDirection")) == 1)
        #expect(
            layout.value(forKey: "NSItemSize")?.referencedObject.flatMap { GraphReading.text(graph[$0]) } == "{64, 48}")
        #expect(
            layout.value(forKey: "NSHeaderReferenceSize")?.referencedObject.flatMap { GraphReading.text(graph[$0]) }
                == "{0, 20}")
        #expect(layout.value(forKey: "NSEstimatedItemSize") == nil)
    }

    @Test func aViewsGestureRecognizersAreArchivedWithTheirConnections() throws {
        let graph = try Self.graph(Self.gallery)
        let paneIndex = try #require(
            graph.objects.firstIndex { $0.className == "NSCustomView" || $0.className == "NSView" })
        let pane = graph.objects[paneIndex]
        let recognizerIDs = GraphReading.members("NSGestureRecognizers", of: pane, in: graph)
        let recognizers = recognizerIDs.compactMap { graph[$0] }
        #expect(
            recognizers.map(\.className) == [
                "NSClickGestureRecognizer", "NSPanGestureRecognizer", "NSMagnificationGestureRecognizer",
            ])
        for recognizer in recognizers {
            #expect(GraphReading.integer(recognizer.value(forKey: "NSGestureRecognizer.allowedTouchTypes")) == 1)
        }
        #expect(
            GraphReading.integer(recognizers[0].value(forKey: "NSClickGestureRecognizer.numberOfClicksRequired")) == 2)
        #expect(GraphReading.integer(recognizers[0].value(forKey: "NSClickGestureRecognizer.buttonMask")) == 1)
        #expect(GraphReading.integer(recognizers[1].value(forKey: "NSPanGestureRecognizer.buttonMask")) == 2)
        #expect(
            GraphReading.integer(recognizers[1].value(forKey: "NSPanGestureRecognizer.numberOfTouchesRequired")) == 1)
        // Enabled is the default, archived only when off.
        #expect(recognizers[0].value(forKey: "NSGestureRecognizer.enabled") == nil)
        #expect(recognizers[2].value(forKey: "NSGestureRecognizer.enabled") == .boolean(false))

        // Each recognizer's action is a control connector from it; the pan's delegate an outlet.
        let actions = graph.objects.filter { $0.className == "NSNibControlConnector" }
        let sources = Set(actions.compactMap { $0.value(forKey: "NSSource")?.referencedObject })
        #expect(sources.isSuperset(of: recognizerIDs))
        let outlets = graph.objects.filter { $0.className == "NSNibOutletConnector" }
        #expect(outlets.contains { $0.value(forKey: "NSSource")?.referencedObject == recognizerIDs[1] })
    }

    @Test func aScrollViewKeepsItsOwnPanRecognizerBeforeTheDocumentsOnes() throws {
        let graph = try Self.graph(Self.gallery)
        let (_, scrollView) = try Self.first("NSScrollView", in: graph)
        let recognizers = GraphReading.members("NSGestureRecognizers", of: scrollView, in: graph).compactMap {
            graph[$0]
        }
        #expect(recognizers.map(\.className) == ["NSPanGestureRecognizer", "NSRotationGestureRecognizer"])
        let action = recognizers[0].value(forKey: "NSGestureRecognizer.action")?.referencedObject
        #expect(action.flatMap { GraphReading.text(graph[$0]) } == "_panWithGestureRecognizer:")
    }

    @Test func aBrowserArchivesItsFlagsAsASigned32BitWord() throws {
        let graph = try Self.graph(Self.gallery)
        let (_, browser) = try Self.first("NSBrowser", in: graph)
        // Multiple selection, titled, separated columns, no empty selection, a horizontal scroller.
        let flags: UInt32 = 0x8000_0000 | 0x1000_0000 | 0x0400_0000 | 0x2_0000 | 0x1_0000
        #expect(GraphReading.integer(browser.value(forKey: "NSBrFlags")) == Int64(Int32(bitPattern: flags)))
        #expect(GraphReading.integer(browser.value(forKey: "NSNumberOfVisibleColumns")) == 2)
        #expect(GraphReading.integer(browser.value(forKey: "NSMinColumnWidth")) == 80)
        #expect(browser.value(forKey: "NSPreferedColumnWidth") == .double(120))
        #expect(GraphReading.integer(browser.value(forKey: "NSColumnResizingType")) == 2)
    }

    @Test func aDictionaryControllerArchivesWhatAnArrayControllerDoes() throws {
        let graph = try Self.graph(Self.gallery)
        let (_, controller) = try Self.first("NSDictionaryController", in: graph)
        #expect(
            controller.value(forKey: "NSObjectClassName")?.referencedObject.flatMap { GraphReading.text(graph[$0]) }
                == "_NSDictionaryControllerKeyValuePair")
        #expect(controller.value(forKey: "NSAvoidsEmptySelection") == .boolean(false))
        // Editable, the default, is left out as Apple's array controllers leave it out.
        #expect(controller.value(forKey: "NSEditable") == nil)
        #expect(controller.value(forKey: "NSFilterRestrictsInsertion") == .boolean(true))
    }

    @Test func theGalleryCompilesWithNothingLeftOut() throws {
        let document = try NibDocument(data: Data(Self.gallery.utf8), file: "Gallery.xib")
        #expect(DocumentCompiler().unarchivedParts(of: document).isEmpty)
    }

    @Test func aCompiledGalleryDecompilesToTheElementsItCameFrom() throws {
        let source = try NibDocument(data: Data(Self.gallery.utf8), file: "Gallery.xib")
        let nib = try DocumentCompiler().compile(source)
        let xml = String(
            decoding: try NibDocument(data: Data(nib), file: "Gallery.nib").decompiledXML(), as: UTF8.self)
        #expect(xml.contains(#"<collectionView selectable="YES" allowsMultipleSelection="YES""#))
        #expect(xml.contains(#"<collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal""#))
        #expect(xml.contains(#"minimumLineSpacing="12" minimumInteritemSpacing="8""#))
        #expect(xml.contains(#"<size key="itemSize" width="64" height="48"/>"#))
        #expect(xml.contains(#"<color key="primaryBackgroundColor" name="controlBackgroundColor""#))
        #expect(xml.contains(#"<color key="secondaryBackgroundColor" name="textBackgroundColor""#))
        #expect(xml.contains(#"<clickGestureRecognizer numberOfClicksRequired="2""#))
        #expect(xml.contains(#"<panGestureRecognizer buttonMask="2""#))
        #expect(xml.contains(#"<magnificationGestureRecognizer enabled="NO""#))
        #expect(xml.contains(#"<rotationGestureRecognizer"#))
        #expect(xml.contains(#"<action selector="clicked:" target="-2""#))
        #expect(xml.contains(#"<dictionaryController"#))
        #expect(xml.contains(#"columnResizingType="user""#))
        // The scroll view's own pan recognizer is AppKit's, not the document's.
        #expect(xml.components(separatedBy: "<panGestureRecognizer").count == 2)
    }

    @Test func aConnectionWhoseSourceIsNotArchivedIsRefusedAtItsLine() throws {
        // The recognizers in a wrapper the compiler does not archive: their connections would
        // be lost.
        let xib = Self.gallery.replacingOccurrences(
            of: "<gestureRecognizers>\n                <clickGestureRecognizer",
            with: "<trackingAreas>\n                <clickGestureRecognizer"
        ).replacingOccurrences(
            of: "</magnificationGestureRecognizer>\n            </gestureRecognizers>",
            with: "</magnificationGestureRecognizer>\n            </trackingAreas>")
        #expect(xib != Self.gallery)
        let document = try NibDocument(data: Data(xib.utf8), file: "Gallery.xib")
        let error = try #require(throws: CompileError.self) { try DocumentCompiler().compile(document) }
        let line = xib.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains(#"selector="clicked:""#)
        }
        #expect(error.location.line == line.map { $0 + 1 })
        #expect("\(error)".contains("'cg1' is not archived"))
    }

    @Test func flowAndGridLayoutsArchiveTheirInsetsSizesAndLimits() throws {
        let graph = try Self.graph(Self.layouts)
        let (_, flow) = try Self.first("NSCollectionViewFlowLayout", in: graph)
        #expect(flow.value(forKey: "NSSectionInset.top") == .float(7))
        #expect(flow.value(forKey: "NSSectionInset.left") == .float(5))
        #expect(flow.value(forKey: "NSSectionInset.bottom") == .float(8))
        #expect(flow.value(forKey: "NSSectionInset.right") == .float(6))
        let (gridID, grid) = try Self.first("NSCollectionViewGridLayout", in: graph)
        #expect(GraphReading.integer(grid.value(forKey: "NSMaximumNumberOfRows")) == 2)
        #expect(GraphReading.integer(grid.value(forKey: "NSMaximumNumberOfColumns")) == 3)
        #expect(grid.value(forKey: "NSMinimumInteritemSpacing") == .double(4))
        #expect(
            grid.value(forKey: "NSMinimumItemSize")?.referencedObject.flatMap { GraphReading.text(graph[$0]) }
                == "{40, 30}")
        #expect(grid.value(forKey: "NSCollectionViewGridLayoutMargins.left") == .float(1))
        let collections = graph.objects.filter { $0.className == "NSCollectionView" }
        #expect(collections.contains { $0.value(forKey: "NSCollectionViewLayout")?.referencedObject == gridID })
        #expect(graph.objects.contains { $0.className == "NSCollectionViewItem" })

        let document = try NibDocument(data: Data(Self.layouts.utf8), file: "Layouts.xib")
        #expect(DocumentCompiler().unarchivedParts(of: document).isEmpty)
        let nib = try DocumentCompiler().compile(document)
        let xml = String(
            decoding: try NibDocument(data: Data(nib), file: "Layouts.nib").decompiledXML(), as: UTF8.self)
        #expect(xml.contains(#"<edgeInsets key="sectionInset" left="5" right="6" top="7" bottom="8"/>"#))
        #expect(xml.contains(#"<edgeInsets key="margins" left="1" right="2" top="3" bottom="4"/>"#))
        #expect(xml.contains(#"maximumNumberOfRows="2" maximumNumberOfColumns="3""#))
        #expect(xml.contains(#"<size key="minimumItemSize" width="40" height="30"/>"#))
        #expect(xml.contains(#"<outlet property="textField""#))
    }
}
