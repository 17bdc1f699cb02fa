import NibModel
import Testing

@testable import NibLoader

/// T2, T3: what keeps the objects of a load alive — with real Swift `weak` references, so that
/// releasing the load and then the owner deallocates what nothing holds any more.
@Suite struct OutletLifetimeTests {
    /// File's Owner → the top-level view (strong) and a subview (weak); the subview's delegate
    /// and a button's target point back at the owner; one more top-level object nobody keeps.
    private static func document(appKit: Bool) -> String {
        let connections = """
            <outlet property="view" destination="V1" id="c1"/>
            <outlet property="label" destination="L1" id="c2"/>
            """
        let label = appKit ? "textField" : "label"
        let action =
            appKit
            ? #"<action selector="go:" target="-2" id="a1"/>"#
            : #"<action selector="go:" destination="-1" eventType="touchUpInside" id="a1"/>"#
        let owner = appKit ? "-2" : "-1"
        let objects = """
            <\(appKit ? "customView" : "view") id="V1">
                <subviews>
                    <\(label) id="L1"><connections><outlet property="delegate" destination="\(owner)" id="c3"/></connections></\(label)>
                    <button id="B1"><connections>\(action)</connections></button>
                </subviews>
            </\(appKit ? "customView" : "view")>
            <customObject id="C1" customClass="Loose"/>
            """
        return appKit
            ? Documents.appKit(owner: "Controller", ownerConnections: connections, objects)
            : Documents.uiKit(owner: "Controller", ownerConnections: connections, objects)
    }

    /// Weak references to the objects of one load.
    final class Watched {
        weak var view: AnyObject?
        weak var label: AnyObject?
        weak var button: AnyObject?
        weak var loose: AnyObject?
    }

    /// Loads, notes the objects, and lets the `LoadedNib` go before returning.
    private func load(appKit: Bool, owner: AnyObject, watched: Watched) throws {
        let loaded = try Documents.nib(Self.document(appKit: appKit)).instantiate(
            owner: owner, options: NibLoadOptions(unknownClassPolicy: .useStandardClass))
        #expect(loaded.topLevelObjects.count == 2)  // AppKit holds them for the caller; UIKit returns them
        watched.view = loaded.object(withID: "V1")
        watched.label = loaded.object(withID: "L1")
        watched.button = loaded.object(withID: "B1")
        watched.loose = loaded.object(withID: "C1")
        #expect(watched.loose != nil)
    }

    @Test(arguments: [true, false])
    func T3_releasingTheLoadKeepsWhatTheOwnerHoldsAndReleasingTheOwnerFreesTheRest(appKit: Bool) throws {
        var owner: NibStandIn? = NibStandIn(className: "Controller")
        owner?.respondedActions.insert("go:")  // so that AppKit connects the action (L3.4)
        let watched = Watched()
        try load(appKit: appKit, owner: try #require(owner), watched: watched)
        // The load is gone: the owner's strong outlet keeps the top-level view (T3), the view
        // keeps its subviews, and the top-level object nobody took is gone (T2).
        #expect(watched.view != nil)
        #expect(watched.label != nil)
        #expect(watched.button != nil)
        #expect(watched.loose == nil)
        #expect(same(owner?.values["view"] as AnyObject?, watched.view))
        // the outlet to the subview is weak: held by the superview, not by the outlet
        #expect(owner?.values["label"] == nil)
        #expect(same(owner?.weakOutlets["label"]?.object, watched.label))
        #expect(same(owner?.nibValue(forKey: "label") as AnyObject?, watched.label))
        // the subview's delegate and the button's target point back at the owner, weakly
        #expect(same((watched.label as? NibStandIn)?.nibValue(forKey: "delegate") as AnyObject?, owner))
        #expect(same((watched.button as? NibStandIn)?.targetActions.first?.target, owner))
        owner = nil
        // no cycle: releasing the owner frees everything
        #expect(watched.view == nil)
        #expect(watched.label == nil)
        #expect(watched.button == nil)
    }

    /// A Swift owner declares its outlets as Xcode does: the view strong, the label weak.
    final class Controller: NibInstantiable, NibKeyDeclaring {
        var view: NibStandIn?
        weak var label: NibStandIn?
        static let nibKeys = NibKeys<Controller>()
            .property("view", \.view)
            .property("label", \.label)
            .action("go:") { _, _ in }
    }

    @Test(arguments: [true, false])
    func T3_aSwiftOwnerWithAStrongViewAndAWeakLabelKeepsTheView(appKit: Bool) throws {
        var owner: Controller? = Controller()
        let watched = Watched()
        try load(appKit: appKit, owner: try #require(owner), watched: watched)
        #expect(same(owner?.view, watched.view))
        #expect(same(owner?.label, watched.label))
        #expect(watched.loose == nil)
        owner = nil
        #expect(watched.view == nil && watched.label == nil && watched.button == nil)
    }

    @Test(arguments: [true, false])
    func T2_withoutAnOwnerTheCallerMustKeepTheTopLevelObjects(appKit: Bool) throws {
        let watched = Watched()
        var topLevel: [AnyObject] = []
        do {
            let loaded = try Documents.nib(Self.document(appKit: appKit)).instantiate(
                options: NibLoadOptions(unknownClassPolicy: .useStandardClass))
            topLevel = loaded.topLevelObjects
            watched.view = loaded.object(withID: "V1")
            watched.label = loaded.object(withID: "L1")
        }
        #expect(watched.view != nil && watched.label != nil)
        topLevel.removeAll()
        #expect(watched.view == nil && watched.label == nil)
    }

    @Test func T3_anOutletBetweenTopLevelObjectsIsStrongUnlessTheFrameworkPropertyIsWeak() throws {
        let xml = Documents.appKit(
            #"""
            <customObject id="D1" customClass="NSObjectController">
                <connections><outlet property="window" destination="W1" id="c1"/></connections>
            </customObject>
            <window id="W1"><connections><outlet property="delegate" destination="D1" id="c2"/></connections></window>
            """#)
        let loaded = try Documents.nib(xml).instantiate()
        let controller = try #require(loaded.object(withID: "D1") as? NibStandIn)
        let window = try #require(loaded.object(withID: "W1") as? NibStandIn)
        #expect(same(controller.values["window"] as AnyObject?, window))
        #expect(window.values["delegate"] == nil)
        #expect(same(window.weakOutlets["delegate"]?.object, controller))
    }
}
