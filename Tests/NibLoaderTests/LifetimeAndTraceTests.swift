import Foundation
import NibModel
import Testing

@testable import NibLoader

/// T5–T7 built-in support, the trace's text and JSON forms, and the samples.
@Suite struct LifetimeAndTraceTests {
    private func bundle(plist: String, documents: [String: String]) throws -> URL {
        let directory = try Paths.temporaryDirectory()
        try Data(plist.utf8).write(to: directory.appendingPathComponent("Info.plist"))
        for (name, xml) in documents {
            try Data(xml.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    private func plist(_ mainNib: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>NSMainNibFile</key><string>\(mainNib)</string></dict></plist>
        """
    }

    @Test(arguments: ["MainMenu", "MainMenu.nib"])
    func T5_mainNibFromInfoPlistWithOrWithoutExtensionHasTheApplicationAsOwner(name: String) throws {
        let main = try String(contentsOfFile: Paths.sample("MainMenu.xib"), encoding: .utf8)
        let directory = try bundle(plist: plist(name), documents: ["MainMenu.xib": main])
        let application = NibStandIn(className: "NSApplication")
        let loaded = try MainNib(bundleDirectory: directory)
            .load(application: application, options: NibLoadOptions(unknownClassPolicy: .useStandardClass))
        #expect(same(loaded.owner, application))
        #expect(same(loaded.object(withID: "-3"), application))
        #expect(application.nibValue(forKey: "delegate") != nil)
    }

    @Test func T5_missingMainNibFileIsAnError() throws {
        let directory = try bundle(plist: "<plist version=\"1.0\"><dict/></plist>", documents: [:])
        #expect(throws: NibLoadingError.self) { try MainNib(bundleDirectory: directory).mainNibName() }
    }

    @Test func T7_deviceSpecificNibNamesArePickedByDevice() throws {
        let xml = Documents.uiKit("")
        let directory = try bundle(plist: plist("Main"), documents: ["Main.xib": xml, "Main~ipad.xib": xml])
        #expect(
            try MainNib(bundleDirectory: directory, device: .ipad).path(forNibNamed: "Main").hasSuffix("Main~ipad.xib"))
        #expect(
            try MainNib(bundleDirectory: directory, device: .iphone).path(forNibNamed: "Main").hasSuffix("/Main.xib"))
    }

    @Test func T6_viewControllerLoadsLazilyOnceAndKeepsTheView() throws {
        let nib = try Nib(contentsOfFile: Paths.sample("ProfileViewController.xib"))
        let controller = NibViewController(nib: nib)
        #expect(!controller.isViewLoaded)
        let view = try controller.view()
        #expect(view != nil)
        #expect(try same(controller.view(), view))
        #expect(controller.loadCount == 1)
        #expect((controller.outlets["ratingButtons"] as? [AnyObject])?.count == 3)
        #expect(!controller.didAwake)
    }

    @Test func T6_windowControllerLoadsOnFirstWindowAccessAndReportsAnUnconnectedWindowOutlet() throws {
        let connected = try Documents.nib(
            Documents.appKit(
                owner: "NSWindowController", ownerConnections: #"<outlet property="window" destination="W1" id="c1"/>"#,
                #"<window id="W1"/>"#))
        let controller = NibWindowController(nib: connected)
        #expect(!controller.isWindowLoaded)
        let window = try controller.window()
        #expect(window != nil)
        #expect(try same(controller.window(), window))
        #expect(controller.didAwake)
        #expect(controller.loaded?.warnings.isEmpty == true)

        let unconnected = NibWindowController(
            nib: try Documents.nib(
                Documents.appKit(
                    owner: "PreferencesWindowController", #"<window id="W1"/>"#)))
        #expect(try unconnected.window() == nil)
        #expect(unconnected.loaded?.warnings.map(\.action) == [.windowOutletUnconnected])
    }

    @Test func traceHasTextAndVersionedJSONForms() throws {
        let loaded = try Documents.nib(Documents.appKit(#"<window id="W1"/>"#)).instantiate()
        #expect(
            loaded.trace.text.components(separatedBy: "\n") == [
                "placeholders placeholderBound SKIPPED -2 'File's Owner' : no owner given: its connections are skipped",
                "placeholders placeholderBound -1 'First Responder' : nil target: the responder chain",
                "placeholders placeholderBound -3 'Application' : application stand-in",
                "instantiate created W1 NSWindow : init(contentRect:styleMask:backing:defer:) from the window template: "
                    + "contentRect {0, 0, 0, 0}, styleMask borderless, backing buffered, defer YES (L2.5) (stand-in) (line 9)",
                "awake awake W1 NSWindow",
                "awake awake -3 NSObject",
                "show windowShown W1 NSWindow",
            ])
        let json = try loaded.trace.json()
        #expect(json.contains("\"serializationVersion\" : 1"))
        let decoded = try JSONDecoder().decode(LoadTrace.self, from: Data(json.utf8))
        #expect(decoded == loaded.trace)
    }

    @Test(arguments: ["MainMenu.xib", "PreferencesWindow.xib", "ProfileViewController.xib", "Main.storyboard"])
    func samplesLoadWithStandIns(name: String) throws {
        let loaded = try Nib(contentsOfFile: Paths.sample(name))
            .instantiate(
                owner: NibStandIn(className: "Owner"), options: NibLoadOptions(unknownClassPolicy: .useStandardClass))
        #expect(!loaded.topLevelObjects.isEmpty)
    }
}
