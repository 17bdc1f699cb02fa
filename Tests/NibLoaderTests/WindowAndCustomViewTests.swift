import NibModel
import Testing

@testable import NibLoader

/// L2.5 (AppKit windows and panels from their window template) and L2.2 (every AppKit custom
/// view with init-with-frame), on both platforms.
@Suite struct WindowAndCustomViewTests {
    private static let window = """
        <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" releasedWhenClosed="NO" \
        visibleAtLaunch="NO" animationBehavior="default" deferred="NO" backingType="retained" id="W1" CLASS>
            <windowStyleMask key="styleMask" titled="YES" closable="YES" resizable="YES"/>
            <rect key="contentRect" x="196" y="240" width="480" height="270"/>
            <rect key="screenRect" x="0.0" y="0.0" width="1440" height="877"/>
            <view key="contentView" id="V1">
                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
            </view>
        </window>
        """

    private func window(customClass: String? = nil) -> String {
        Self.window.replacingOccurrences(of: "CLASS", with: customClass.map { #"customClass="\#($0)""# } ?? "")
    }

    @Test func L2_5_windowIsCreatedFromItsTemplate() throws {
        let loaded = try Documents.nib(Documents.appKit(window())).instantiate()
        let window = try #require(loaded.object(withID: "W1") as? NibStandIn)
        #expect(window.className == "NSWindow")
        #expect(window.initializer == "init(contentRect:styleMask:backing:defer:)")
        let template = try #require(window.windowTemplate)
        #expect(template.contentRect == NibRect(x: 196, y: 240, width: 480, height: 270))
        #expect(template.styleMask == [.titled, .closable, .resizable])
        #expect(template.backing == .retained)
        #expect(template.isDeferred == false)
        #expect(template.title == "Preferences")
        // the template then sets the rest: the content view and the other properties
        #expect(same(window.keyedChildren["contentView"], loaded.object(withID: "V1")))
        #expect(window.attributes["releasedWhenClosed"] == "NO")
        let created = try #require(loaded.trace.events(in: .instantiate).first { $0.objectID == "W1" })
        #expect(
            created.detail
                == "init(contentRect:styleMask:backing:defer:) from the window template: contentRect {196, 240, 480, 270}, "
                + "styleMask titled|closable|resizable, backing retained, defer NO (L2.5) (stand-in)")
    }

    @Test func L2_5_windowTemplateDefaultsAreBufferedDeferredAndBorderless() throws {
        let loaded = try Documents.nib(Documents.appKit(#"<window id="W1"/>"#)).instantiate()
        let template = try #require((loaded.object(withID: "W1") as? NibStandIn)?.windowTemplate)
        #expect(template == NibWindowTemplate(contentRect: NibRect(x: 0, y: 0, width: 0, height: 0), styleMask: []))
        #expect(template.backing == .buffered && template.isDeferred)
    }

    @Test func L2_5_customWindowClassGetsTheSameCall() throws {
        let log = CallLog()
        var options = NibLoadOptions()
        options.registry.register(Recorder.factory("MainWindow", log: log), as: "MainWindow")
        let loaded = try Documents.nib(Documents.appKit(window(customClass: "MainWindow"))).instantiate(
            options: options)
        #expect(log.calls.first == "init(contentRect:styleMask:backing:defer:) MainWindow")
        let window = try #require(loaded.object(withID: "W1") as? Recorder)
        #expect(window.windowTemplate?.styleMask == [.titled, .closable, .resizable])
        #expect(window.frame == NibRect(x: 196, y: 240, width: 480, height: 270))
        #expect(window.coderTitle == "Preferences")
    }

    /// A Swift window class that adopts the protocol directly.
    final class TemplateWindow: NibWindowTemplateInitializable {
        let template: NibWindowTemplate?
        let contentView: AnyObject?
        init() {
            template = nil
            contentView = nil
        }
        init(windowTemplate template: NibWindowTemplate, coder: NibCoder) throws {
            self.template = template
            contentView = coder.object(forKey: "contentView")
        }
    }

    @Test func L2_5_registeredClassAdoptingTheProtocolReceivesTemplateAndCoder() throws {
        var options = NibLoadOptions()
        options.registry.register(TemplateWindow.self, as: "TemplateWindow")
        let loaded = try Documents.nib(Documents.appKit(window(customClass: "TemplateWindow"))).instantiate(
            options: options)
        let window = try #require(loaded.object(withID: "W1") as? TemplateWindow)
        #expect(window.template?.contentRect.width == 480)
        #expect(same(window.contentView, loaded.object(withID: "V1")))
    }

    @Test func L2_5_panelStandInIsCreatedFromItsTemplateAndAnswersPanelActions() throws {
        let loaded = try Documents.nib(Documents.appKit(window(customClass: "NSPanel"))).instantiate()
        let panel = try #require(loaded.object(withID: "W1") as? NibStandIn)
        #expect(panel.className == "NSPanel")
        #expect(panel.initializer == "init(contentRect:styleMask:backing:defer:)")
        #expect(panel.respondsToNibAction("orderOut:") && panel.respondsToNibAction("performClose:"))
    }

    @Test func L2_5_uiKitWindowIsDecodedLikeAnyView() throws {
        let xml = Documents.uiKit(
            #"<window opaque="NO" id="W1"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></window>"#)
        let loaded = try Documents.nib(xml).instantiate()
        let window = try #require(loaded.object(withID: "W1") as? NibStandIn)
        #expect(window.className == "UIWindow")
        #expect(window.initializer == "init(nibCoder:)")
        #expect(window.windowTemplate == nil)
        #expect(loaded.trace.events(in: .instantiate).first?.detail == "init(nibCoder:) (stand-in)")
    }

    @Test func L2_2_plainCustomViewIsAnNSViewCreatedWithItsFrameKeepingItsSubviews() throws {
        let xml = Documents.appKit(
            owner: "Controller", ownerConnections: #"<outlet property="view" destination="V1" id="c1"/>"#,
            """
            <customView id="V1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <button id="B1"><rect key="frame" x="10" y="10" width="80" height="32"/></button>
                </subviews>
            </customView>
            """)
        let owner = NibStandIn(className: "Controller")
        let loaded = try Documents.nib(xml).instantiate(owner: owner)
        let view = try #require(loaded.object(withID: "V1") as? NibStandIn)
        #expect(view.className == "NSView")
        #expect(view.initializer == "init(frame:)")
        #expect(view.frame == NibRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.containedObjects["subviews"]?.count == 1)
        #expect(view.objectID == "V1")
        #expect(same(owner.nibValue(forKey: "view") as AnyObject?, view))
        #expect(loaded.trace.events(in: .instantiate).last?.detail == "init(frame:) (stand-in)")
    }

    @Test func L2_2_registeredPlainCustomViewClassGetsInitWithFrame() throws {
        let log = CallLog()
        var options = NibLoadOptions()
        options.registry.register(Recorder.factory("NSView", log: log), as: "NSView")
        let xml = Documents.appKit(
            #"<customView id="V1"><rect key="frame" x="1" y="2" width="3" height="4"/></customView>"#)
        _ = try Documents.nib(xml).instantiate(options: options)
        #expect(log.calls.first == "init(frame:) NSView")
    }

    @Test func L2_2_uiKitViewIsDecodedNeverFramed() throws {
        let xml = Documents.uiKit(
            #"<view contentMode="scaleToFill" id="V1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#
        )
        let view = try #require(try Documents.nib(xml).instantiate().object(withID: "V1") as? NibStandIn)
        #expect(view.className == "UIView")
        #expect(view.initializer == "init(nibCoder:)")
    }
}
