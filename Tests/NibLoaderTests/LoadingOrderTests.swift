import Foundation
import NibModel
import Testing

@testable import NibLoader

/// Pins the whole phase order (style.md 13) and the lifetime rules T1, T4.
@Suite struct LoadingOrderTests {
    static let appKitDocument = Documents.appKit(
        owner: "Owner",
        ownerConnections: #"<outlet property="window" destination="W1" id="c1"/>"#,
        """
        <window title="Main" id="W1" customClass="Window">
            <rect key="contentRect" x="0" y="0" width="100" height="100"/>
            <view key="contentView" id="V1" customClass="ContentView">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
                    <button id="B1" customClass="Button">
                        <rect key="frame" x="1" y="2" width="3" height="4"/>
                        <connections>
                            <action selector="go:" target="-2" id="c2"/>
                        </connections>
                    </button>
                </subviews>
            </view>
        </window>
        <customObject id="C1" customClass="Controller">
            <connections>
                <outlet property="button" destination="B1" id="c3"/>
            </connections>
        </customObject>
        """)

    private func appKitOptions(_ log: CallLog, owner: String = "Owner") -> NibLoadOptions {
        var options = NibLoadOptions()
        for name in ["Window", "ContentView", "Button", "Controller"] {
            options.registry.register(Recorder.factory(name, log: log), as: name)
        }
        options.outletObservers = [OutletLog(log: log)]
        return options
    }

    @Test func L1_L5_appKitPhaseOrderIsResourcesInstantiateConnectAwakeShow() throws {
        let log = CallLog()
        let owner = Recorder(log: log, name: "Owner", initializer: "caller", keys: nil, actions: ["go:"])
        let nib = try Documents.nib(Self.appKitDocument)
        let loaded = try nib.instantiate(owner: owner, options: appKitOptions(log))
        #expect(
            log.calls == [
                "caller Owner",
                // L2: children before parents, top-level objects in document order
                "init(nibCoder:) Button", "init(nibCoder:) ContentView",
                "init(contentRect:styleMask:backing:defer:) Window", "init() Controller",
                // L3: connections in document order, each outlet observed as it is set (L3.3)
                "set Owner.window", "observe window", "target Button.go:", "set Controller.button", "observe button",
                // L4: created objects, then placeholders, File's Owner last (L4.1, L4.3)
                "awake Button", "awake ContentView", "awake Window", "awake Controller", "awake Owner",
                // L5
                "show Window",
            ])
        #expect(
            loaded.trace.events.map(\.phase).reduce(into: [LoadEvent.Phase]()) { phases, phase in
                if phases.last != phase { phases.append(phase) }
            } == [.placeholders, .instantiate, .connect, .awake, .show])
    }

    @Test func L4_2_uiKitPhaseOrderNeverWakesFilesOwner() throws {
        let log = CallLog()
        let owner = Recorder(log: log, name: "Owner", initializer: "caller", keys: nil, actions: [])
        let xml = Documents.uiKit(
            owner: "Owner", ownerConnections: #"<outlet property="view" destination="V1" id="c1"/>"#,
            """
            <view id="V1" customClass="Root">
                <subviews><label id="L1" customClass="Label" text="Hi"/></subviews>
            </view>
            """)
        var options = NibLoadOptions()
        options.registry.register(Recorder.factory("Root", log: log), as: "Root")
        options.registry.register(Recorder.factory("Label", log: log), as: "Label")
        _ = try Documents.nib(xml).instantiate(owner: owner, options: options)
        #expect(
            log.calls == [
                "caller Owner", "init(nibCoder:) Label", "init(nibCoder:) Root", "set Owner.view", "awake Label",
                "awake Root",
            ])
    }

    @Test func T1_instantiatingTwiceMakesDistinctObjects() throws {
        let nib = try Nib(contentsOfFile: Paths.sample("MainMenu.xib"))
        var options = NibLoadOptions()
        options.unknownClassPolicy = .useStandardClass
        let first = try nib.instantiate(owner: NibStandIn(className: "NSApplication"), options: options)
        let second = try nib.instantiate(owner: NibStandIn(className: "NSApplication"), options: options)
        #expect(first.topLevelObjects.count == 4)
        #expect(first.topLevelObjects.count == second.topLevelObjects.count)
        for (a, b) in zip(first.topLevelObjects, second.topLevelObjects) {
            #expect(!same(a, b))
        }
        for (id, object) in first.objects where !id.rawValue.hasPrefix("-") {
            #expect(!same(second.objects[id], object))
        }
    }

    @Test func T4_aNibIsParsedOnceAndIsSendable() throws {
        let nib = try Nib(contentsOfFile: Paths.sample("MainMenu.xib"))
        let copy: any Sendable = nib
        #expect((copy as? Nib)?.document == nib.document)
        let data = try Data(contentsOf: URL(fileURLWithPath: Paths.sample("MainMenu.xib")))
        #expect(try Nib(data: data, file: "MainMenu.xib").document.objects.count == nib.document.objects.count)
    }

    @Test func T2_A5_topLevelObjectsAreReturnedInDocumentOrderWithoutPlaceholders() throws {
        let log = CallLog()
        let loaded = try Documents.nib(Self.appKitDocument).instantiate(
            owner: Recorder(log: log, name: "Owner", initializer: "caller", keys: nil, actions: []),
            options: appKitOptions(log))
        #expect(loaded.topLevelObjects.map { ($0 as? Recorder)?.name } == ["Window", "Controller"])
        #expect(loaded.object(withID: "V1").map { ($0 as? Recorder)?.name } == "ContentView")
    }
}
