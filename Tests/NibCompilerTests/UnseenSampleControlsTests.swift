import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// What viraptor/ibtool's samples outside the pairs pin down, on a fixture of this project's
/// own (`Fixtures/UnseenSampleControls.xib`): a date picker cell's date, colours and elements, a
/// text cell's allowed input locales, a stepper that does not autorepeat, a progress indicator's
/// value (none), a view's identifier, the bit a date-style formatter sets in its cell's flags,
/// a tab view without items, and the key view loop's rows of overlapping views. Compiled and read back from the
/// compiled bytes.
@Suite struct UnseenSampleControlsTests {
    static let fixture = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibCompilerTests/Fixtures/UnseenSampleControls.xib"
    ).path

    /// The fixture's compiled bytes.
    static func compiled() throws -> [UInt8] {
        try DocumentCompiler().compile(NibDocument(contentsOfFile: fixture))
    }

    /// The fixture compiled and read back as a graph.
    static func graph() throws -> ArchiveGraph {
        ArchiveGraph(try CompiledArchive(data: Data(try compiled()), file: "UnseenSampleControls.nib"))
    }

    /// The one object of `className` in `graph` that satisfies `test`.
    static func object(
        _ className: String, in graph: ArchiveGraph, where test: (ArchiveGraph.Object) -> Bool = { _ in true }
    ) throws -> ArchiveGraph.Object {
        let objects = GraphReading.objects(className, in: graph).filter(test)
        #expect(objects.count == 1, "\(className)")
        return try #require(objects.first)
    }

    @Test func aDatePickerCellArchivesItsDateColoursElementsAndConstants() throws {
        let graph = try Self.graph()
        let cell = try Self.object("NSDatePickerCell", in: graph)
        let date = try #require(GraphReading.target("NSContents", of: cell, in: graph))
        #expect(date.className == "NSDate")
        #expect(GraphReading.double(date.value(forKey: "NS.time")) == 700_000_000.5)
        // Year, month and day.
        #expect(GraphReading.integer(cell.value(forKey: "NSDatePickerElements")) == 0xE0)
        #expect(GraphReading.target("NSTextColor", of: cell, in: graph)?.className == "NSColor")
        #expect(GraphReading.target("NSBackgroundColor", of: cell, in: graph)?.className == "NSColor")
        #expect(GraphReading.boolean(cell.value(forKey: "NSDatePickerUseCurrentDateDuringDecoding")) == false)
        #expect(GraphReading.double(cell.value(forKey: "NSTimeInterval")) == 0)
        let picker = try Self.object("NSDatePicker", in: graph)
        #expect(GraphReading.boolean(picker.value(forKey: "presentsCalendarOverlay")) == false)
    }

    @Test func allowedInputLocalesArchiveAsAnArrayForASecureCellAndMutableOtherwise() throws {
        let graph = try Self.graph()
        let secure = try Self.object("NSSecureTextFieldCell", in: graph)
        let secureLocales = try #require(GraphReading.target("NSAllowedInputLocales", of: secure, in: graph))
        #expect(secureLocales.className == "NSArray")
        #expect(
            GraphReading.members(secureLocales, in: graph).map { GraphReading.text(graph[$0]) } == [
                "NSAllRomanInputSourcesLocaleIdentifier", "el",
            ])
        let plain = try Self.object("NSTextFieldCell", in: graph) { $0.value(forKey: "NSAllowedInputLocales") != nil }
        let plainLocales = try #require(GraphReading.target("NSAllowedInputLocales", of: plain, in: graph))
        #expect(plainLocales.className == "NSMutableArray")
        #expect(GraphReading.members(plainLocales, in: graph).map { GraphReading.text(graph[$0]) } == ["ja"])
    }

    @Test func aStepperThatDoesNotAutorepeatHasNoCellFlagsNorAutorepeatNorWrapping() throws {
        let graph = try Self.graph()
        let still = try Self.object("NSStepperCell", in: graph) {
            GraphReading.double($0.value(forKey: "NSMaxValue")) == 9
        }
        #expect(GraphReading.integer(still.value(forKey: "NSCellFlags")) == 0)
        #expect(still.value(forKey: "NSAutorepeat") == nil)
        #expect(still.value(forKey: "NSValueWraps") == nil)
        #expect(GraphReading.double(still.value(forKey: "NSValue")) == 3)
        // One that autorepeats keeps its flags, autorepeat and wrapping.
        let repeating = try Self.object("NSStepperCell", in: graph) {
            GraphReading.double($0.value(forKey: "NSMaxValue")) == 10
        }
        #expect(GraphReading.integer(repeating.value(forKey: "NSCellFlags")) == 0xC_0020)
        #expect(GraphReading.boolean(repeating.value(forKey: "NSAutorepeat")) == true)
        #expect(GraphReading.boolean(repeating.value(forKey: "NSValueWraps")) == true)
    }

    @Test func aProgressIndicatorArchivesItsBoundsButNoValue() throws {
        let graph = try Self.graph()
        let progress = try Self.object("NSProgressIndicator", in: graph)
        #expect(GraphReading.double(progress.value(forKey: "NSMinValue")) == 5)
        #expect(GraphReading.double(progress.value(forKey: "NSMaxValue")) == 50)
        #expect(progress.value(forKey: "NSValue") == nil)
    }

    @Test func aViewArchivesItsIdentifierAsItsReuseIdentifier() throws {
        let graph = try Self.graph()
        let progress = try Self.object("NSProgressIndicator", in: graph)
        #expect(GraphReading.text(progress.value(forKey: "NSReuseIdentifierKey"), in: graph) == "busy")
        #expect(progress.value(forKey: "NSUserInterfaceItemIdentifier") == nil)
        let document = try NibDocument(data: Data(try Self.compiled()), file: "UnseenSampleControls.nib")
        var identifiers: [String] = []
        document.root.forEachDescendant { element in
            if element.name == "progressIndicator", let identifier = element[attribute: "identifier"] {
                identifiers.append(identifier)
            }
        }
        #expect(identifiers == ["busy"])
    }

    @Test func aDateStyleFormatterSetsBit31OfItsCellsSecondFlagsAndKeepsAnUnreadTitle() throws {
        let graph = try Self.graph()
        let formatted = GraphReading.objects("NSTextFieldCell", in: graph).filter {
            GraphReading.target("NSFormatter", of: $0, in: graph)?.className == "NSDateFormatter"
        }
        #expect(formatted.count == 2)
        let styled = try #require(
            formatted.first { GraphReading.text($0.value(forKey: "NSContents"), in: graph) != nil })
        // "sometime soon" is no date: the title stays text, and the style sets the bit.
        #expect(GraphReading.text(styled.value(forKey: "NSContents"), in: graph) == "sometime soon")
        #expect((GraphReading.integer(styled.value(forKey: "NSCellFlags2")) ?? 0) & 0x8000_0000 != 0)
        // A custom format does not set it.
        let custom = try #require(formatted.first { $0 != styled })
        #expect((GraphReading.integer(custom.value(forKey: "NSCellFlags2")) ?? 0) & 0x8000_0000 == 0)
    }

    @Test func aTabViewWithoutItemsHasNoSelectedItem() throws {
        let graph = try Self.graph()
        let empty = try Self.object("NSTabView", in: graph) {
            GraphReading.members("NSTabViewItems", of: $0, in: graph).isEmpty
        }
        #expect(empty.value(forKey: "NSSelectedTabViewItem") == nil)
        let full = try Self.object("NSTabView", in: graph) {
            !GraphReading.members("NSTabViewItems", of: $0, in: graph).isEmpty
        }
        #expect(GraphReading.target("NSSelectedTabViewItem", of: full, in: graph)?.className == "NSTabViewItem")
    }

    @Test func theKeyViewLoopTakesOverlappingViewsAsOneRowLeftToRight() throws {
        let graph = try Self.graph()
        func title(_ object: ArchiveGraph.Object?) -> String? {
            GraphReading.text(
                GraphReading.target("NSCell", of: object, in: graph)?.value(forKey: "NSContents"), in: graph)
        }
        let tabs = try Self.object("NSTabView", in: graph) {
            !GraphReading.members("NSTabViewItems", of: $0, in: graph).isEmpty
        }
        let itemView = GraphReading.target("NSNextKeyView", of: tabs, in: graph)
        var chain: [String] = []
        var next = GraphReading.target("NSNextKeyView", of: itemView, in: graph)
        while let view = next, view.className == "NSButton", chain.count < 8 {
            chain.append(title(view) ?? "?")
            next = GraphReading.target("NSNextKeyView", of: view, in: graph)
        }
        // Tall's top is the highest, but it overlaps Left and Under: one row, left to right
        // (Left above Under), then Bottom; the loop returns to the tab view.
        #expect(chain == ["Left", "Under", "Tall", "Bottom"])
        #expect(next?.className == "NSTabView")
    }

    /// A document of Xcode 8 (tools version 11762) with two scroll views of custom views, the
    /// second clip view with a colour of its own.
    static let xcode8ClipViews = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="11762" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <scrollView borderType="none" hasHorizontalScroller="NO" hasVerticalScroller="NO" id="plainScroll">
                            <rect key="frame" x="0.0" y="0.0" width="140" height="100"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <clipView key="contentView" id="plainClip">
                                <rect key="frame" x="0.0" y="0.0" width="140" height="100"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <customView id="plainDocument">
                                        <rect key="frame" x="0.0" y="0.0" width="140" height="100"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </customView>
                                </subviews>
                            </clipView>
                        </scrollView>
                        <scrollView borderType="none" hasHorizontalScroller="NO" hasVerticalScroller="NO" id="tintedScroll">
                            <rect key="frame" x="150" y="0.0" width="140" height="100"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <clipView key="contentView" id="tintedClip">
                                <rect key="frame" x="0.0" y="0.0" width="140" height="100"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <customView id="tintedDocument">
                                        <rect key="frame" x="0.0" y="0.0" width="140" height="100"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </customView>
                                </subviews>
                                <color key="backgroundColor" name="windowBackgroundColor" catalog="System" \
        colorSpace="catalog"/>
                            </clipView>
                        </scrollView>
                    </subviews>
                </customView>
            </objects>
        </document>
        """

    @Test func anXcode8ClipViewOfACustomViewDrawsNoBackgroundUnlessItHasAColour() throws {
        let graph = try DocumentCompiler().graph(
            for: NibDocument(data: Data(Self.xcode8ClipViews.utf8), file: "ClipViews.xib"))
        let clips = GraphReading.objects("NSClipView", in: graph)
        #expect(clips.count == 2)
        let flags = clips.map { GraphReading.integer($0.value(forKey: "NScvFlags")) }
        // No flags at all are archived as none; the coloured one draws its background.
        #expect(flags.contains(nil))
        #expect(flags.contains(4))
    }

    @Test func theDatePickerLocalesAndTextCompletionReadBackFromTheCompiledNib() throws {
        let document = try NibDocument(data: Data(try Self.compiled()), file: "UnseenSampleControls.nib")
        var elements: [String: [NibElement]] = [:]
        document.root.forEachDescendant { elements[$0.name, default: []].append($0) }
        #expect(elements["date"]?.first?[attribute: "timeIntervalSinceReferenceDate"] == "700000000.5")
        let pickerElements = try #require(elements["datePickerElements"]?.first)
        #expect(pickerElements[attribute: "year"] == "YES")
        #expect(pickerElements[attribute: "day"] == "YES")
        #expect(pickerElements[attribute: "hour"] == nil)
        let locales = (elements["allowedInputSourceLocales"] ?? []).map { $0.children.map(\.text) }
        #expect(locales.sorted { $0.count > $1.count } == [["NSAllRomanInputSourcesLocaleIdentifier", "el"], ["ja"]])
        // A search field that does not complete text says so on its cell, and reads back so.
        #expect(elements["searchField"]?.first?[attribute: "textCompletion"] == "NO")
    }
}
