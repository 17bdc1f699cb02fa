import NibModel
import Testing

@testable import NibLoader

/// L2: which initializer each object gets, per platform, and the class registry.
@Suite struct InstantiationTests {
    private func initializers(
        _ xml: String, classes: [String], policy: NibLoadOptions.UnknownClassPolicy? = nil
    ) throws
        -> [String]
    {
        let log = CallLog()
        var options = NibLoadOptions(unknownClassPolicy: policy)
        for name in classes { options.registry.register(Recorder.factory(name, log: log), as: name) }
        _ = try Documents.nib(xml).instantiate(options: options)
        return log.calls.filter { $0.hasPrefix("init") }
    }

    @Test func L2_1_appKitLibraryObjectWithCustomClassIsDecoded() throws {
        let xml = Documents.appKit(#"<button title="OK" id="B1" customClass="MyButton"/>"#)
        #expect(try initializers(xml, classes: ["MyButton"]) == ["init(nibCoder:) MyButton"])
    }

    @Test func L2_2_appKitCustomViewIsCreatedWithItsFrame() throws {
        let log = CallLog()
        var options = NibLoadOptions()
        options.registry.register(Recorder.factory("Swatch", log: log), as: "Swatch")
        let xml = Documents.appKit(
            #"<customView id="S1" customClass="Swatch"><rect key="frame" x="10" y="20" width="30" height="40"/></customView>"#
        )
        let loaded = try Documents.nib(xml).instantiate(options: options)
        #expect(log.calls == ["init(frame:) Swatch", "awake Swatch"])
        #expect((loaded.object(withID: "S1") as? Recorder)?.frame == NibRect(x: 10, y: 20, width: 30, height: 40))
        #expect(loaded.trace.events(in: .instantiate).first?.detail == "init(frame:)")
    }

    @Test func L2_3_uiKitCustomViewIsDecodedNeverFramed() throws {
        let xml = Documents.uiKit(
            #"<view id="S1" customClass="Swatch"><rect key="frame" x="10" y="20" width="30" height="40"/></view>"#)
        #expect(try initializers(xml, classes: ["Swatch"]) == ["init(nibCoder:) Swatch"])
    }

    @Test(arguments: [true, false])
    func L2_4_customObjectUsesPlainInit(appKit: Bool) throws {
        let object = #"<customObject id="C1" customClass="Model"/>"#
        let xml = appKit ? Documents.appKit(object) : Documents.uiKit(object)
        #expect(try initializers(xml, classes: ["Model"]) == ["init() Model"])
    }

    @Test func L2_1_classWithoutCoderFallsBackToPlainInitAndSaysSo() throws {
        let log = CallLog()
        var options = NibLoadOptions()
        options.registry.register(Recorder.factory("Plain", log: log, frame: false, coder: false), as: "Plain")
        let loaded = try Documents.nib(Documents.uiKit(#"<view id="V1" customClass="Plain"/>"#)).instantiate(
            options: options)
        #expect(log.calls == ["init() Plain", "awake Plain"])
        #expect(loaded.trace.events(in: .instantiate).first?.detail == "init()")
    }

    @Test func registryPrefersTheModuleQualifiedNameAndResolvesTargetModule() throws {
        let log = CallLog()
        var options = NibLoadOptions(targetModule: "MyApp")
        options.registry.register(Recorder.factory("plain", log: log), as: "Delegate")
        options.registry.register(Recorder.factory("qualified", log: log), as: "MyApp.Delegate")
        let xml = Documents.appKit(
            #"<customObject id="C1" customClass="Delegate" customModule="HelloNib" customModuleProvider="target"/>"#)
        _ = try Documents.nib(xml).instantiate(options: options)
        #expect(log.calls == ["init() qualified", "awake qualified"])
    }

    @Test func uiKitUnknownClassLogsAndUsesTheStandardClass() throws {
        let loaded = try Documents.nib(Documents.uiKit(#"<label id="L1" customClass="FancyLabel" text="Hi"/>"#))
            .instantiate()
        let label = try #require(loaded.object(withID: "L1") as? NibStandIn)
        #expect(label.className == "UILabel")
        #expect(label.attributes["text"] == "Hi")
        #expect(loaded.warnings.map(\.detail) == ["Unknown class FancyLabel in Interface Builder file; using UILabel"])
    }

    @Test func appKitUnknownCustomObjectClassFailsWithLocation() throws {
        let xml = Documents.appKit(#"<customObject id="C1" customClass="Missing"/>"#)
        let error = try #require(throws: NibLoadingError.self) { try Documents.nib(xml).instantiate() }
        #expect(error.kind == .unknownClass("Missing"))
        #expect(error.objectID == "C1")
        #expect(error.description.hasPrefix("Test.xib:9:"))
        #expect(error.description.contains("error: object 'C1': unknown class Missing"))
    }

    @Test func appKitUnknownViewClassFallsBackAndTheStandardPolicyIsSelectable() throws {
        let view = Documents.appKit(#"<customView id="V1" customClass="Graph"/>"#)
        let loaded = try Documents.nib(view).instantiate()
        #expect((loaded.object(withID: "V1") as? NibStandIn)?.className == "NSView")
        let object = Documents.appKit(#"<customObject id="C1" customClass="Missing"/>"#)
        let lenient = try Documents.nib(object).instantiate(
            options: NibLoadOptions(unknownClassPolicy: .useStandardClass))
        #expect((lenient.object(withID: "C1") as? NibStandIn)?.className == "NSObject")
        #expect(throws: NibLoadingError.self) {
            try Documents.nib(view).instantiate(options: NibLoadOptions(unknownClassPolicy: .fail))
        }
    }

    @Test func standInsDecodeAttributesChildrenAndContainers() throws {
        let nib = try Nib(contentsOfFile: Paths.sample("MainMenu.xib"))
        let loaded = try nib.instantiate(options: NibLoadOptions(unknownClassPolicy: .useStandardClass))
        let window = try #require(loaded.object(withID: "QvC-M9-y7g") as? NibStandIn)
        #expect(window.className == "NSWindow")
        #expect(window.attributes["title"] == "HelloNib")
        #expect(same(window.keyedChildren["contentView"], loaded.object(withID: "EiT-Mj-1SZ")))
        let menu = try #require(loaded.object(withID: "AYu-sK-qS6") as? NibStandIn)
        #expect(menu.containedObjects["items"]?.count == 2)
    }

    @Test func coderDecodesTypedValues() throws {
        let xml = Documents.appKit(
            """
            <textField id="T1" customClass="Field" tag="7" enabled="NO" alphaValue="0.5">
                <rect key="frame" x="1" y="2" width="3" height="4"/>
                <point key="origin" x="5" y="6"/>
                <size key="size" width="7" height="8"/>
                <font key="font" metaFont="system" size="13"/>
                <color key="textColor" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
                <string key="toolTip">Tip</string>
            </textField>
            """)
        var decoded: [String] = []
        var options = NibLoadOptions()
        options.registry.register(
            ClassRegistry.Factory(
                plain: { NibStandIn() },
                coder: { coder in
                    decoded = [
                        "\(coder.integer(forKey: "tag") ?? -1)", "\(coder.bool(forKey: "enabled") ?? true)",
                        "\(coder.double(forKey: "alphaValue") ?? 0)", "\(coder.rect(forKey: "frame")?.width ?? 0)",
                        "\(coder.point(forKey: "origin")?.y ?? 0)", "\(coder.size(forKey: "size")?.height ?? 0)",
                        coder.font(forKey: "font")?.name ?? "", "\(coder.font(forKey: "font")?.size ?? 0)",
                        "\(coder.color(forKey: "textColor")?.red ?? 0)", coder.string(forKey: "toolTip") ?? "",
                        "\(coder.containsValue(forKey: "missing"))",
                    ]
                    return NibStandIn()
                }),
            as: "Field")
        _ = try Documents.nib(xml).instantiate(options: options)
        #expect(decoded == ["7", "false", "0.5", "3.0", "6.0", "8.0", "system", "13.0", "1.0", "Tip", "false"])
    }

    @Test func A1_aWindowThatIsItsOwnContentViewIsAnErrorNotACrash() throws {
        let xml = Documents.appKit(#"<window id="W1"><view key="contentView" id="W1"/></window>"#)
        let error = try #require(throws: NibLoadingError.self) { try Documents.nib(xml).instantiate() }
        #expect(error.kind == .duplicateID("W1"))
    }
}

/// An error a test initializer throws.
struct BrokenCoderError: Error, CustomStringConvertible {
    var description: String { "missing 'model' key" }
}

@Suite struct InitializerFailureTests {
    @Test func L2_1_aThrowingInitializerFailsTheLoadWithObjectAndStepsDone() throws {
        var options = NibLoadOptions()
        options.registry.register(
            ClassRegistry.Factory(plain: { NibStandIn() }, coder: { _ in throw BrokenCoderError() }), as: "Broken")
        let xml = Documents.uiKit(#"<label id="L1"/><view id="V1" customClass="Broken"/>"#)
        let error = try #require(throws: NibLoadingError.self) { try Documents.nib(xml).instantiate(options: options) }
        #expect(error.kind == .initializerFailed(className: "Broken", message: "missing 'model' key"))
        #expect(error.objectID == "V1")
        #expect(error.trace?.events.last?.objectID == "L1")
        #expect(error.description.hasPrefix("Test.xib:8:"))
    }
}
