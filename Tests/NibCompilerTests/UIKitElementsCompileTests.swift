import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// Date pickers, picker views, visual effect views and gesture recognizers, compiled from
/// `Fixtures/UIKitElements.xib` under the keys UIKit's coders write, and read back from the
/// compiled bytes.
@Suite struct UIKitElementsCompileTests {
    static let fixture = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibCompilerTests/Fixtures/UIKitElements.xib"
    ).path

    /// The fixture's compiled bytes.
    static func compiled() throws -> [UInt8] {
        try DocumentCompiler().compile(NibDocument(contentsOfFile: fixture))
    }

    /// The fixture compiled and read back as a graph.
    static func graph() throws -> ArchiveGraph {
        ArchiveGraph(try CompiledArchive(data: Data(try compiled()), file: "UIKitElements.nib"))
    }

    /// The fixture compiled and decompiled: its first element of each name, by name.
    static func decompiled() throws -> [String: [NibElement]] {
        let document = try NibDocument(data: Data(try compiled()), file: "UIKitElements.nib")
        var found: [String: [NibElement]] = [:]
        document.root.forEachDescendant { found[$0.name, default: []].append($0) }
        return found
    }

    @Test func aDatePickerArchivesItsStyleModeIntervalAndDatesAsNSDates() throws {
        let graph = try Self.graph()
        let pickers = graph.objects.filter { $0.className == "UIDatePicker" }
        #expect(pickers.count == 3)
        let fixed = try #require(pickers.first { $0.value(forKey: "UIDate") != nil })
        #expect(fixed.value(forKey: "UIPickerStyle") == .integer(1))
        #expect(fixed.value(forKey: "UIDatePickerMode") == .integer(1))
        #expect(fixed.value(forKey: "UIMinuteInterval") == .integer(5))
        #expect(fixed.value(forKey: "UIDatePickerUseCurrentDateDuringDecoding") == .boolean(false))
        guard case .reference(let date)? = fixed.value(forKey: "UIDate"),
            case .reference(let minimum)? = fixed.value(forKey: "UIMinimumDate")
        else {
            Issue.record("no UIDate or UIMinimumDate")
            return
        }
        #expect(graph[date]?.className == "NSDate")
        #expect(graph[date]?.value(forKey: "NS.time") == .double(600_000_000))
        #expect(graph[minimum]?.value(forKey: "NS.time") == .double(-978_307_200))
        #expect(fixed.value(forKey: "UIMaximumDate") == nil)
        // A picker that shows the current date in the default style and mode archives none of them.
        let timer = try #require(pickers.first { $0.value(forKey: "UICountDownDuration") != nil })
        #expect(timer.value(forKey: "UIDatePickerMode") == .integer(3))
        #expect(timer.value(forKey: "UICountDownDuration") == .float(90))
        let now = try #require(
            pickers.first { $0.value(forKey: "UIDate") == nil && $0.value(forKey: "UICountDownDuration") == nil })
        for key in [
            "UIPickerStyle", "UIDatePickerMode", "UIMinuteInterval", "UIDatePickerUseCurrentDateDuringDecoding",
        ] {
            #expect(now.value(forKey: key) == nil, "\(key)")
        }
    }

    @Test func aVisualEffectViewArchivesItsBlurEffectAndContentViewUnderItsOwnKeys() throws {
        let graph = try Self.graph()
        #expect(graph.objects.contains { $0.className == "UIPickerView" })
        let effectView = try #require(graph.objects.first { $0.className == "UIVisualEffectView" })
        guard case .reference(let effect)? = effectView.value(forKey: "UIVisualEffectViewEffect"),
            case .reference(let content)? = effectView.value(forKey: "UIVisualEffectViewContentView")
        else {
            Issue.record("no UIVisualEffectViewEffect or UIVisualEffectViewContentView")
            return
        }
        #expect(graph[effect]?.className == "UIBlurEffect")
        #expect(graph[effect]?.value(forKey: "UIBlurEffectStyle") == .integer(2))
        #expect(graph[content]?.className == "UIView")
        #expect(effectView.value(forKey: "UIContentView") == nil)
    }

    @Test func gestureRecognizersArchiveOnlyWhatDiffersFromUIKitsDefaults() throws {
        let graph = try Self.graph()
        func recognizer(_ name: String) throws -> ArchiveGraph.Object {
            try #require(graph.objects.first { $0.className == name })
        }
        let tap = try recognizer("UITapGestureRecognizer")
        #expect(tap.value(forKey: "UIGestureRecognizer.cancelsTouchesInView") == .boolean(false))
        #expect(tap.value(forKey: "UIGestureRecognizer.requiresExclusiveTouchType") == .boolean(true))
        #expect(tap.value(forKey: "UIGestureRecognizer.disabled") == nil)
        guard case .reference(let imp)? = tap.value(forKey: "UITapGestureRecognizer._imp") else {
            Issue.record("the tap recognizer has no _imp")
            return
        }
        #expect(graph[imp]?.className == "UITapRecognizer")
        #expect(graph[imp]?.value(forKey: "UITapRecognizer.numberOfTapsRequired") == .integer(2))
        #expect(graph[imp]?.value(forKey: "UITapRecognizer.numberOfTouchesRequired") == .integer(2))

        let pan = try recognizer("UIPanGestureRecognizer")
        #expect(pan.value(forKey: "UIGestureRecognizer.disabled") == .boolean(true))
        #expect(pan.value(forKey: "UIGestureRecognizer.delaysTouchesBegan") == .boolean(true))
        #expect(pan.value(forKey: "UIGestureRecognizer.delaysTouchesEnded") == .boolean(false))
        #expect(pan.value(forKey: "UIPanGestureRecognizer.minimumNumberOfTouches") == .integer(2))
        #expect(pan.value(forKey: "UIPanGestureRecognizer.maximumNumberOfTouches") == .integer(3))

        let swipe = try recognizer("UISwipeGestureRecognizer")
        #expect(swipe.value(forKey: "UISwipeGestureRecognizer.direction") == .integer(4))
        #expect(swipe.value(forKey: "UISwipeGestureRecognizer.numberOfTouchesRequired") == .integer(2))

        let press = try recognizer("UILongPressGestureRecognizer")
        #expect(press.value(forKey: "UILongPressGestureRecognizer.minimumPressDuration") == .float(1))
        #expect(press.value(forKey: "UILongPressGestureRecognizer.allowableMovement") == .float(20))
        #expect(press.value(forKey: "UILongPressGestureRecognizer.numberOfTouchesRequired") == nil)
        guard case .reference(let pressImp)? = press.value(forKey: "UILongPressGestureRecognizer._imp") else {
            Issue.record("the long-press recognizer has no _imp")
            return
        }
        #expect(graph[pressImp]?.value(forKey: "UITapRecognizer.numberOfTapsRequired") == .integer(0))

        let edge = try recognizer("UIScreenEdgePanGestureRecognizer")
        #expect(edge.value(forKey: "UIScreenEdgePanGestureRecognizer.edges") == .integer(2))
        #expect(edge.value(forKey: "UIPanGestureRecognizer.minimumNumberOfTouches") == nil)
        for name in ["UIPinchGestureRecognizer", "UIRotationGestureRecognizer"] {
            let plain = try recognizer(name)
            #expect(plain.entries.map(\.key) == ["UIGestureRecognizer.requiresExclusiveTouchType"], "\(name)")
        }
    }

    @Test func theElementsAndTheirAttributesReadBackFromTheCompiledNib() throws {
        let found = try Self.decompiled()
        let pickers = found["datePicker"] ?? []
        let fixed = try #require(pickers.first { $0[attribute: "useCurrentDate"] == "NO" })
        #expect(fixed[attribute: "datePickerMode"] == "date")
        #expect(fixed[attribute: "style"] == "wheels")
        #expect(fixed[attribute: "minuteInterval"] == "5")
        #expect(fixed.child(forKey: "date")?[attribute: "timeIntervalSinceReferenceDate"] == "600000000")
        #expect(fixed.child(forKey: "minimumDate")?[attribute: "timeIntervalSinceReferenceDate"] == "-978307200")
        // The current date is the default: said by no attribute.
        #expect(pickers.contains { $0[attribute: "useCurrentDate"] == nil && $0.child(forKey: "date") == nil })
        let timer = try #require(pickers.first { $0[attribute: "datePickerMode"] == "countDownTimer" })
        #expect(timer[attribute: "countDownDuration"] == "90")
        #expect(found["pickerView"]?.count == 1)
        #expect(found["blurEffect"]?.first?[attribute: "style"] == "dark")
        let effectView = try #require(found["visualEffectView"]?.first)
        #expect(effectView.child(forKey: "contentView")?.name == "view")

        let tap = try #require(found["tapGestureRecognizer"]?.first)
        #expect(tap[attribute: "numberOfTapsRequired"] == "2")
        #expect(tap[attribute: "numberOfTouchesRequired"] == "2")
        #expect(tap[attribute: "cancelsTouchesInView"] == "NO")
        let pan = try #require(found["panGestureRecognizer"]?.first)
        #expect(pan[attribute: "enabled"] == "NO")
        #expect(pan[attribute: "minimumNumberOfTouches"] == "2")
        #expect(pan[attribute: "maximumNumberOfTouches"] == "3")
        #expect(pan[attribute: "delaysTouchesBegan"] == "YES")
        #expect(pan[attribute: "delaysTouchesEnded"] == "NO")
        #expect(found["swipeGestureRecognizer"]?.first?[attribute: "direction"] == "up")
        // Written as Xcode spells it; the fixture's `longPressGestureRecognizer` is read as its alias.
        let press = try #require(found["pongPressGestureRecognizer"]?.first)
        #expect(press[attribute: "minimumPressDuration"] == "1")
        #expect(press[attribute: "allowableMovement"] == "20")
        #expect(press[attribute: "numberOfTapsRequired"] == nil)
        #expect(found["pinchGestureRecognizer"]?.count == 1)
        #expect(found["rotationGestureRecognizer"]?.count == 1)
        let edge = try #require(found["screenEdgePanGestureRecognizer"]?.first)
        #expect(edge.child(forKey: "edges")?[attribute: "left"] == "YES")
    }

    @Test func theFixtureCompilesWithNothingLeftOut() throws {
        let parts = DocumentCompiler().unarchivedParts(of: try NibDocument(contentsOfFile: Self.fixture))
        #expect(parts.isEmpty, "\(parts)")
    }

    @Test func anAutomaticBlurStyleIsWarnedAtItsLine() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <visualEffectView opaque="NO" contentMode="scaleToFill" id="fx">
                                <blurEffect style="regular"/>
                            </visualEffectView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Effects.xib")
        _ = try DocumentCompiler().compile(document)
        let parts = DocumentCompiler().unarchivedParts(of: document)
        #expect(parts.count == 1, "\(parts)")
        #expect(parts.contains { $0.part == "<blurEffect style=\"regular\">" && $0.location.line == 7 })
    }

    /// WebKit's decoder raises without a configuration, which the vocabulary cannot archive yet:
    /// a web view is refused at its configuration's line rather than compiled into a nib that
    /// would not load.
    @Test func aWebViewIsRefusedAtItsConfiguration() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <wkWebView contentMode="scaleToFill" id="web">
                                <wkWebViewConfiguration key="configuration"/>
                            </wkWebView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Web.xib")
        do {
            _ = try DocumentCompiler().compile(document)
            Issue.record("a web view compiled without its configuration")
        } catch {
            #expect(error.location.line == 7)
            #expect("\(error)".contains("cannot compile <wkWebViewConfiguration>"))
        }
    }
}
