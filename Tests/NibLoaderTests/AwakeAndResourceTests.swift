import Foundation
import NibModel
import Testing

@testable import NibLoader

/// L1 resources, L3.7/C1 runtime attributes, L4 awake, L5 windows, A2–A7 placeholders.
@Suite struct AwakeAndResourceTests {
    // MARK: L1

    private func bundle(_ files: [String]) throws -> URL {
        let directory = try Paths.temporaryDirectory()
        for file in files {
            try Data(file.utf8).write(to: directory.appendingPathComponent(file))
        }
        return directory
    }

    @Test func L1_3_imageNamesResolveToTheBestVariantScaleBeforeDevice() throws {
        let directory = try bundle(["Logo.png", "Logo@2x.png", "Logo@2x~iphone.png", "Logo~ipad.png", "Logo@3x.png"])
        let phone2x = BundleResources(directory: directory, scale: 2, device: .iphone)
        #expect(phone2x.image(named: "Logo")?.path.hasSuffix("Logo@2x~iphone.png") == true)
        #expect(phone2x.image(named: "Logo.png")?.scale == 2)
        let pad1x = BundleResources(directory: directory, scale: 1, device: .ipad)
        #expect(pad1x.image(named: "Logo")?.path.hasSuffix("Logo~ipad.png") == true)
        #expect(pad1x.image(named: "Logo")?.scale == 1)
        let pad2x = BundleResources(directory: directory, scale: 2, device: .ipad)
        #expect(pad2x.image(named: "Logo")?.path.hasSuffix("Logo@2x.png") == true)
        let phone3x = BundleResources(directory: directory, scale: 3, device: .iphone)
        #expect(phone3x.image(named: "Logo")?.scale == 3)
        #expect(BundleResources(directory: directory).image(named: "Missing") == nil)
    }

    @Test func L1_1_L1_2_A6_appKitFillsImageAndSoundCachesByNameBeforeAnyObjectExists() throws {
        let directory = try bundle(["Icon.png", "Ping.aiff"])
        let xml = Documents.appKit(
            #"<button image="Icon" sound="Ping" id="B1"/><imageView image="Gone" id="I1"/>"#)
        let loaded = try Documents.nib(xml).instantiate(
            options: NibLoadOptions(resources: BundleResources(directory: directory)))
        #expect(loaded.cache.image(named: "Icon")?.path.hasSuffix("Icon.png") == true)
        #expect(loaded.cache.sound(named: "Ping")?.path.hasSuffix("Ping.aiff") == true)
        let firstCreated = try #require(loaded.trace.events.firstIndex { $0.action == .created })
        let resourceSteps = loaded.trace.events.indices.filter { loaded.trace.events[$0].phase == .resources }
        #expect(resourceSteps.allSatisfy { $0 < firstCreated })
        #expect(loaded.warnings.map(\.name) == ["Gone"])
    }

    @Test func L1_2_uiKitCachesImagesOnly() throws {
        let directory = try bundle(["Icon.png", "Ping.aiff"])
        let xml = Documents.uiKit(#"<button image="Icon" sound="Ping" id="B1"/>"#)
        let loaded = try Documents.nib(xml).instantiate(
            options: NibLoadOptions(resources: BundleResources(directory: directory, scale: 2, device: .iphone)))
        #expect(loaded.cache.image(named: "Icon.png") != nil)
        #expect(loaded.cache.sounds.isEmpty)
    }

    // MARK: L3.7, C1

    @Test func L3_7_C1_uiKitRuntimeAttributesSetNestedLayerKeyPaths() throws {
        let loaded = try Nib(contentsOfFile: Paths.sample("ProfileViewController.xib")).instantiate()
        let avatar = try #require(loaded.object(withID: "Av1-Iv-w01") as? NibStandIn)
        let layer = try #require(avatar.values["layer"] as? NibStandIn)
        #expect(layer.values["cornerRadius"] as? Int == 60)
        #expect(layer.values["masksToBounds"] as? Bool == true)
        let created = try #require(
            loaded.trace.events.firstIndex { $0.action == .created && $0.objectID == "Av1-Iv-w01" })
        #expect(loaded.trace.events[created + 1].name == "layer.cornerRadius")
    }

    @Test func C1_appKitLayerKeyPathsNeedWantsLayer() throws {
        let attributes = """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><real key="value" value="2"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityName" value="Box"/>
            </userDefinedRuntimeAttributes>
            """
        let xml = Documents.appKit(
            #"<customView id="V1">\#(attributes)</customView><customView wantsLayer="YES" id="V2">\#(attributes)</customView>"#
        )
        let loaded = try Documents.nib(xml).instantiate()
        let plain = try #require(loaded.object(withID: "V1") as? NibStandIn)
        let layered = try #require(loaded.object(withID: "V2") as? NibStandIn)
        #expect(plain.values["layer"] == nil)
        #expect(plain.values["accessibilityName"] as? String == "Box")
        #expect((layered.values["layer"] as? NibStandIn)?.values["borderWidth"] as? Double == 2)
        #expect(loaded.warnings.first?.detail?.contains("not layer-backed") == true)
    }

    @Test func L3_7_missingRuntimeAttributeKeyIsLoggedNotFatal() throws {
        let xml = Documents.uiKit(
            #"<view id="V1" customClass="Panel"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="glows" value="YES"/></userDefinedRuntimeAttributes></view>"#
        )
        var options = NibLoadOptions()
        options.registry.register(Panel.self, as: "Panel")
        let loaded = try Documents.nib(xml).instantiate(options: options)
        #expect(
            loaded.warnings.first?.detail?.hasPrefix("Failed to set (glows) user defined inspected property on (Panel)")
                == true)
    }

    // MARK: L4, L5

    @Test func L4_1_L4_3_appKitWakesPlaceholdersAndFilesOwnerLast() throws {
        let log = CallLog()
        var options = NibLoadOptions()
        options.application = Recorder(log: log, name: "App", initializer: "caller", keys: nil, actions: [])
        let owner = Recorder(log: log, name: "Owner", initializer: "caller", keys: nil, actions: [])
        let loaded = try Documents.nib(Documents.appKit(#"<customObject id="C1" customClass="NSObject"/>"#))
            .instantiate(owner: owner, options: options)
        #expect(log.calls == ["caller App", "caller Owner", "awake App", "awake Owner"])
        #expect(loaded.trace.events(in: .awake).map(\.objectID) == ["C1", "-3", "-2"])
    }

    @Test func L4_2_uiKitWakesOnlyInstantiatedObjects() throws {
        let log = CallLog()
        let owner = Recorder(log: log, name: "Owner", initializer: "caller", keys: nil, actions: [])
        let external = Recorder(log: log, name: "External", initializer: "caller", keys: nil, actions: [])
        let xml = Documents.uiKit(
            #"<placeholder placeholderIdentifier="Shared" id="E1"/><view id="V1"/>"#)
        let loaded = try Documents.nib(xml).instantiate(owner: owner, externalObjects: ["Shared": external])
        #expect(owner.awakeCount == 0)
        #expect(external.awakeCount == 0)
        #expect(loaded.trace.events(in: .awake).map(\.objectID) == ["V1"])
    }

    @Test func L5_windowsVisibleAtLaunchAreShownAfterAllAwakes() throws {
        let xml = Documents.appKit(
            #"<window id="W1"/><window visibleAtLaunch="NO" id="W2"/><window visibleAtLaunch="YES" id="W3"/>"#)
        let loaded = try Documents.nib(xml).instantiate()
        let visible = ["W1", "W2", "W3"].map { (loaded.object(withID: ObjectID($0)) as? NibStandIn)?.isVisible }
        #expect(visible == [true, false, true])
        let lastAwake = try #require(loaded.trace.events.lastIndex { $0.phase == .awake })
        let firstShow = try #require(loaded.trace.events.firstIndex { $0.phase == .show })
        #expect(lastAwake < firstShow)
        #expect(loaded.trace.events(in: .show).map(\.outcome) == [.done, .skipped, .done])
    }

    // MARK: A

    @Test func A2_A3_A4_placeholdersAreRecognisedByRoleOnBothPlatforms() throws {
        let appKit = try Documents.nib(Documents.appKit("")).instantiate(owner: Panel())
        #expect(
            appKit.trace.events(in: .placeholders).map(\.name) == ["File's Owner", "First Responder", "Application"])
        #expect(appKit.object(withID: "-2") is Panel)
        #expect(appKit.object(withID: "-1") == nil)
        let uiKit = try Documents.nib(Documents.uiKit("")).instantiate(owner: Panel())
        #expect(uiKit.object(withID: "-1") is Panel)
        #expect(uiKit.object(withID: "-2") == nil)
    }

    @Test func A7_uiKitExternalObjectsReplaceCustomPlaceholders() throws {
        let xml = Documents.uiKit(
            """
            <placeholder placeholderIdentifier="Store" id="E1">
                <connections><outlet property="label" destination="L1" id="c1"/></connections>
            </placeholder>
            <label id="L1"/>
            """)
        let store = Panel()
        var options = NibLoadOptions()
        options.registry.register(Panel.self, as: "Panel")
        let loaded = try Documents.nib(xml).instantiate(externalObjects: ["Store": store], options: options)
        #expect(same(store.label, loaded.object(withID: "L1")))
    }

    @Test func A7_uiKitMissingExternalObjectIsAnErrorNamingIt() throws {
        let xml = Documents.uiKit(#"<placeholder placeholderIdentifier="Store" id="E1"/>"#)
        let error = try #require(throws: NibLoadingError.self) { try Documents.nib(xml).instantiate() }
        #expect(error.kind == .missingExternalObject("Store"))
        #expect(error.description.contains("no external object named 'Store'"))
    }

    @Test func A7_appKitDocumentWithCustomPlaceholderIsAnError() throws {
        let xml = Documents.appKit(#"<customObject id="-4" userLabel="Shared"/>"#)
        let error = try #require(throws: NibLoadingError.self) { try Documents.nib(xml).instantiate() }
        #expect(error.kind == .customPlaceholderInAppKit("Shared"))
    }
}
