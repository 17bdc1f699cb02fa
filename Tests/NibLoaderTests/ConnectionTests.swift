import Foundation
import NibModel
import Testing

@testable import NibLoader

/// A class with a setter for `title` and a stored property for `label`, declared in a table.
final class Panel: NibInstantiable, NibKeyDeclaring {
    var label: NibStandIn?
    var titleSetByMethod: String?
    var buttons: [NibStandIn] = []
    var greeted = false

    static let nibKeys = NibKeys<Panel>()
        .property("label", \.label)
        .setter("title") { (panel, value: String) in panel.titleSetByMethod = "set:" + value }
        .property("title", \.titleSetByMethod)
        .property("buttons", \.buttons)
        .action("greet:") { panel, _ in panel.greeted = true }
}

/// L3: outlets, actions, bindings, outlet collections, on both platforms.
@Suite struct ConnectionTests {
    private func options(_ log: CallLog? = nil) -> NibLoadOptions {
        var options = NibLoadOptions()
        options.registry.register(Panel.self, as: "Panel")
        return options
    }

    @Test func L3_1_appKitOutletUsesTheInstanceVariableWhenThereIsNoSetter() throws {
        let xml = Documents.appKit(
            """
            <customObject id="P1" customClass="Panel">
                <connections><outlet property="label" destination="T1" id="c1"/></connections>
            </customObject>
            <textField id="T1"/>
            """)
        let loaded = try Documents.nib(xml).instantiate(options: options())
        let panel = try #require(loaded.object(withID: "P1") as? Panel)
        #expect(same(panel.label, loaded.object(withID: "T1")))
        #expect(loaded.trace.events(in: .connect).first?.detail == "instanceVariable")
    }

    @Test func L3_1_appKitOutletPrefersTheSetter() throws {
        var keys = NibKeys<Panel>().property("title", \.titleSetByMethod)
        keys = keys.setter("title") { (panel, value: String) in panel.titleSetByMethod = "set:" + value }
        let panel = Panel()
        #expect(try keys.set("x", forKey: "title", on: panel) == .setter)
        #expect(panel.titleSetByMethod == "set:x")
    }

    @Test func L3_1_appKitOutletToMissingKeyMakesNoConnectionAndNoError() throws {
        let xml = Documents.appKit(
            """
            <customObject id="P1" customClass="Panel">
                <connections><outlet property="nothing" destination="T1" id="c1"/></connections>
            </customObject>
            <textField id="T1"/>
            """)
        let loaded = try Documents.nib(xml).instantiate(options: options())
        let event = try #require(loaded.trace.events(in: .connect).first)
        #expect(event.outcome == .skipped)
        #expect(event.detail?.contains("no setter setNothing: and no instance variable 'nothing'") == true)
    }

    @Test func L3_2_uiKitOutletToMissingKeyIsErrorNamingKeyClassFileAndLine() throws {
        let xml = Documents.uiKit(
            """
            <view id="V1" customClass="Panel">
                <connections><outlet property="nothing" destination="L1" id="c1"/></connections>
            </view>
            <label id="L1"/>
            """)
        let error = try #require(throws: NibLoadingError.self) {
            try Documents.nib(xml).instantiate(options: options())
        }
        #expect(error.kind == .undefinedKey(key: "nothing", className: "Panel"))
        #expect(
            error.description == """
                Test.xib:9:18: error: object 'V1': [Panel setValue:forKey:]: this class is not key value coding-compliant \
                for the key 'nothing' (after 4 load steps)
                """)
        #expect(error.trace?.events.map(\.action) == [.placeholderBound, .placeholderBound, .created, .created])
    }

    @Test func L3_2_uiKitOutletByKeyValueCoding() throws {
        let xml = Documents.uiKit(
            owner: "Panel", ownerConnections: #"<outlet property="label" destination="L1" id="c1"/>"#,
            #"<label id="L1"/>"#)
        let panel = Panel()
        let loaded = try Documents.nib(xml).instantiate(owner: panel, options: options())
        #expect(same(panel.label, loaded.object(withID: "L1")))
    }

    @Test func outletToAnObjectOfTheWrongTypeIsAnError() throws {
        let xml = Documents.appKit(
            owner: "Panel", ownerConnections: #"<outlet property="label" destination="P2" id="c1"/>"#,
            #"<customObject id="P2" customClass="Panel"/>"#)
        let error = try #require(throws: NibLoadingError.self) {
            try Documents.nib(xml).instantiate(owner: Panel(), options: options())
        }
        #expect(error.kind == .typeMismatch(key: "label", expected: "Optional<NibStandIn>", actual: "Panel"))
    }

    @Test func L3_3_observersAreNotifiedBeforeAnyAwake() throws {
        let log = CallLog()
        var options = options()
        options.outletObservers = [OutletLog(log: log)]
        options.registry.register(Recorder.factory("Field", log: log), as: "Field")
        let xml = Documents.appKit(
            owner: "Panel", ownerConnections: #"<outlet property="label" destination="T1" id="c1"/>"#,
            #"<textField id="T1" customClass="Field"/>"#)
        let owner = Recorder(log: log, name: "Owner", initializer: "caller", keys: nil, actions: [])
        _ = try Documents.nib(xml).instantiate(owner: owner, options: options)
        #expect(
            log.calls == [
                "caller Owner", "init(nibCoder:) Field", "set Owner.label", "observe label", "awake Field",
                "awake Owner",
            ])
    }

    @Test(arguments: [true, false])
    func outletCollectionsCollectInDocumentOrder(appKit: Bool) throws {
        let connections = ["B3", "B1", "B2"].enumerated().map {
            #"<outletCollection property="buttons" destination="\#($1)" id="oc\#($0)"/>"#
        }.joined()
        let objects = #"<button id="B1"/><button id="B2"/><button id="B3"/>"#
        let xml =
            appKit
            ? Documents.appKit(owner: "Panel", ownerConnections: connections, objects)
            : Documents.uiKit(owner: "Panel", ownerConnections: connections, objects)
        let panel = Panel()
        let loaded = try Documents.nib(xml).instantiate(owner: panel, options: options())
        #expect(panel.buttons.map(\.objectID) == ["B3", "B1", "B2"])
        #expect(loaded.trace.events.filter { $0.action == .outletCollection }.count == 1)
    }

    @Test func L3_4_appKitActionConnectsOnlyWhenTheTargetResponds() throws {
        let xml = Documents.appKit(
            owner: "Panel",
            """
            <button id="B1"><connections><action selector="greet:" target="-2" id="a1"/></connections></button>
            <button id="B2"><connections><action selector="unknown:" target="-2" id="a2"/></connections></button>
            """)
        let panel = Panel()
        let loaded = try Documents.nib(xml).instantiate(owner: panel, options: options())
        let first = try #require(loaded.object(withID: "B1") as? NibStandIn)
        let second = try #require(loaded.object(withID: "B2") as? NibStandIn)
        #expect(same(first.targetActions.first?.target, panel))
        #expect(first.targetActions.first?.action == "greet:")
        #expect(second.targetActions.isEmpty)
        #expect(
            loaded.trace.events(.skipped).first?.detail
                == "the target (Panel) does not respond to unknown:, so no connection is made (L3.4)")
    }

    @Test func L3_4_M1_firstResponderActionHasNilTargetAndTheResponderChainAnswers() throws {
        let loaded = try Nib(contentsOfFile: Paths.sample("MainMenu.xib"))
            .instantiate(options: NibLoadOptions(unknownClassPolicy: .useStandardClass))
        let copyItem = try #require(loaded.object(withID: "x3v-GG-iWU") as? NibStandIn)
        #expect(copyItem.targetActions.count == 1)
        #expect(copyItem.targetActions.first?.target == nil)
        #expect(
            loaded.nilTargetedActions.map(\.selector) == [
                "orderFrontStandardAboutPanel:", "terminate:", "copy:", "paste:",
            ])
        #expect((loaded.target(forAction: "terminate:") as? NibStandIn)?.className == "NSApplication")
        #expect(loaded.target(forAction: "copy:") == nil)
        let field = try #require(loaded.object(withID: "Gh7-pL-3xq"))
        loaded.responderChain.makeFirstResponder(field)
        #expect(same(loaded.target(forAction: "copy:"), field))
    }

    @Test func L3_5_uiKitActionAddsTargetForControlEventsAndNilForFirstResponder() throws {
        let xml = Documents.uiKit(
            owner: "Panel",
            """
            <button id="B1"><connections>
                <action selector="greet:" destination="-1" eventType="touchUpInside" id="a1"/>
                <action selector="copy:" destination="-2" eventType="primaryActionTriggered" id="a2"/>
                <action selector="notDeclared:" destination="-1" eventType="valueChanged" id="a3"/>
            </connections></button>
            """)
        let panel = Panel()
        let loaded = try Documents.nib(xml).instantiate(owner: panel, options: options())
        let button = try #require(loaded.object(withID: "B1") as? NibStandIn)
        #expect(button.targetActions.map(\.action) == ["greet:", "copy:", "notDeclared:"])
        #expect(button.targetActions.map(\.events) == ["touchUpInside", "primaryActionTriggered", "valueChanged"])
        #expect(same(button.targetActions[0].target, panel))
        #expect(button.targetActions[1].target == nil)
    }

    @Test func L3_6_appKitBindingsBindSourceToTarget() throws {
        let xml = Documents.appKit(
            """
            <textField id="T1"><connections>
                <binding destination="U1" name="value" keyPath="values.name" id="b1">
                    <dictionary key="options"><bool key="NSContinuouslyUpdatesValue" value="YES"/></dictionary>
                </binding>
            </connections></textField>
            <userDefaultsController representsSharedInstance="YES" id="U1"/>
            """)
        let loaded = try Documents.nib(xml).instantiate()
        let field = try #require(loaded.object(withID: "T1") as? NibStandIn)
        #expect(field.bindings.map(\.name) == ["value"])
        #expect(field.bindings.first?.keyPath == "values.name")
        #expect(same(field.bindings.first?.object, loaded.object(withID: "U1")))
    }

    @Test func L3_6_uiKitDocumentWithBindingsIsAnError() throws {
        let xml = Documents.uiKit(
            #"<label id="L1"><connections><binding destination="-1" name="value" keyPath="name" id="b1"/></connections></label>"#
        )
        let error = try #require(throws: NibLoadingError.self) { try Documents.nib(xml).instantiate() }
        #expect(error.kind == .bindingsInUIKit("value"))
        #expect(error.trace?.events.isEmpty == true)
    }

    @Test func connectionToAnUnknownObjectIsALocatedError() throws {
        let xml = Documents.appKit(
            owner: "Panel", ownerConnections: #"<outlet property="label" destination="nope" id="c1"/>"#, "")
        let error = try #require(throws: NibLoadingError.self) {
            try Documents.nib(xml).instantiate(owner: Panel(), options: options())
        }
        #expect(error.kind == .unknownObject("nope"))
        #expect(error.location.line == 5)
    }

    @Test func connectionsToFilesOwnerAreSkippedWhenNoOwnerIsGiven() throws {
        let xml = Documents.appKit(
            owner: "Panel", ownerConnections: #"<outlet property="label" destination="T1" id="c1"/>"#,
            #"<textField id="T1"/>"#)
        let loaded = try Documents.nib(xml).instantiate(options: options())
        #expect(loaded.trace.events(in: .connect).map(\.outcome) == [.skipped])
    }
}

@Suite struct NibKeysTests {
    @Test func keysSetNilAndReportTypeMismatchesAndMissingKeys() throws {
        let panel = Panel()
        panel.label = NibStandIn()
        let keys = NibKeys<Panel>().property("label", \.label)
        #expect(try keys.set(nil, forKey: "label", on: panel) == .instanceVariable)
        #expect(panel.label == nil)
        #expect(throws: NibKeyValueFailure.typeMismatch(expected: "Optional<NibStandIn>", actual: "String")) {
            try keys.set("text", forKey: "label", on: panel)
        }
        #expect(throws: NibKeyValueFailure.noSuchKey) { try keys.set(1, forKey: "other", on: panel) }
    }

    @Test func L1_1_aSharedCacheIsFilledOnceAndFoundByLaterLoads() throws {
        let cache = ResourceCache()
        var options = NibLoadOptions()
        options.cache = cache
        _ = try Documents.nib(Documents.uiKit(#"<imageView image="Logo" id="I1"/>"#)).instantiate(options: options)
        #expect(cache.image(named: "Logo") == nil)
        let directory = try Paths.temporaryDirectory()
        try Data("png".utf8).write(to: directory.appendingPathComponent("Logo@2x.png"))
        options.resources = BundleResources(directory: directory, scale: 2, device: .iphone)
        _ = try Documents.nib(Documents.uiKit(#"<imageView image="Logo" id="I1"/>"#)).instantiate(options: options)
        #expect(cache.image(named: "Logo.png")?.scale == 2)
    }
}
