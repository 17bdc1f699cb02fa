import NibModel
import Testing

@testable import NibLoader

/// The README's example class.
final class AppDelegate: NibInstantiable, NibKeyDeclaring, NibAwakable {
    var window: NibStandIn?
    var awakeCount = 0
    static let nibKeys = NibKeys<AppDelegate>()
        .property("window", \.window)
        .action("sayHello:") { _, _ in }

    func awakeFromNib() { awakeCount += 1 }
}

/// The README example, L6 and graphs with cycles.
@Suite struct ReadmeAndGraphTests {
    @Test func readmeExampleLoadsMainMenuWithTheDelegateConnected() throws {
        var options = NibLoadOptions(targetModule: "HelloNib")
        options.registry.register(AppDelegate.self, as: "HelloNib.AppDelegate")
        let nib = try Nib(contentsOfFile: Paths.sample("MainMenu.xib"))
        let application = NibStandIn(className: "NSApplication")
        let loaded = try nib.instantiate(owner: application, options: options)
        let delegate = try #require(application.nibValue(forKey: "delegate") as? AppDelegate)
        #expect(same(delegate.window, loaded.object(withID: "QvC-M9-y7g")))
        #expect(delegate.awakeCount == 1)
        #expect(loaded.trace.events(.note).isEmpty)
        // sayHello: is connected because AppDelegate responds (L3.4); greetingLabel is not an
        // outlet of this AppDelegate, so AppKit makes no connection (L3.1).
        let item = try #require(loaded.object(withID: "Hl0-Sy-Q1k") as? NibStandIn)
        #expect(same(item.targetActions.first?.target, delegate))
        #expect(loaded.trace.events(.skipped).map(\.name) == ["greetingLabel"])
        #expect(loaded.warnings.allSatisfy { $0.action == .resourceMissing })
    }

    @Test func L6_afterTheCallReturnsEveryObjectIsConnectedAndAnotherNibCanLoad() throws {
        let log = CallLog()
        var options = NibLoadOptions()
        options.registry.register(Recorder.factory("Controller", log: log), as: "Controller")
        let xml = Documents.appKit(
            """
            <customObject id="C1" customClass="Controller">
                <connections><outlet property="window" destination="W1" id="c1"/></connections>
            </customObject>
            <window id="W1"><connections><outlet property="delegate" destination="C1" id="c2"/></connections></window>
            """)
        let first = try Documents.nib(xml).instantiate(options: options)
        let controller = try #require(first.object(withID: "C1") as? Recorder)
        let window = try #require(first.object(withID: "W1") as? NibStandIn)
        // a cycle: controller.window = window, window.delegate = controller
        #expect(same(controller.values["window"] as AnyObject?, window))
        // window.delegate is a weak framework property (T3): read through the key, not `values`
        #expect(same(window.nibValue(forKey: "delegate") as AnyObject?, controller))
        let second = try Documents.nib(xml).instantiate(owner: controller, options: options)
        #expect(!same(second.object(withID: "C1"), controller))
    }

    @Test func anObjectMayBeConnectedToItself() throws {
        let xml = Documents.uiKit(
            #"<view id="V1"><connections><outlet property="nextResponder" destination="V1" id="c1"/></connections></view>"#
        )
        let loaded = try Documents.nib(xml).instantiate()
        let view = try #require(loaded.object(withID: "V1") as? NibStandIn)
        #expect(same(view.values["nextResponder"] as AnyObject?, view))
    }

    @Test func storyboardScenesLoadWithSeguesRecordedNotPerformed() throws {
        let loaded = try Nib(contentsOfFile: Paths.sample("Main.storyboard")).instantiate()
        #expect(!loaded.topLevelObjects.isEmpty)
        #expect(loaded.trace.events.contains { $0.action == .segue && $0.outcome == .skipped })
    }
}
