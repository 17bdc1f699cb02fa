import Foundation
import Testing

@testable import NibModel

/// Legacy (Interface Builder 3) xibs read into the same model as modern ones.
@Suite struct LegacyXIBReaderTests {
    private static func fixture(_ name: String) -> String { Paths.fixture("Legacy/\(name)") }

    private static func cocoa() throws -> NibDocument { try NibDocument(contentsOfFile: fixture("Cocoa.xib")) }
    private static func touch() throws -> NibDocument { try NibDocument(contentsOfFile: fixture("Touch.xib")) }

    // MARK: Format and header

    @Test func formatAndHeaderComeFromTheArchive() throws {
        let document = try Self.cocoa()
        #expect(document.format == .legacyXIB(version: "7.10"))
        #expect(document.kind == .xib)
        #expect(document.platform == .appKit)
        #expect(document.header.type == "com.apple.InterfaceBuilder3.Cocoa.XIB")
        #expect(document.header.toolsVersion == "823")
        #expect(document.header.targetRuntime == "MacOSX.Cocoa")
        let touch = try Self.touch()
        #expect(touch.format == .legacyXIB(version: "8.00"))
        #expect(touch.platform == .uiKit)
        #expect(touch.header.targetRuntime == "iOS.CocoaTouch")
        #expect(touch.header.useAutolayout == true)
    }

    // MARK: Placeholders and top-level objects

    @Test func A2_A3_A4_appKitPlaceholdersByRole() throws {
        let document = try Self.cocoa()
        #expect(document.placeholders.map(\.id.rawValue) == ["-2", "-1", "-3"])
        #expect(document.placeholders.map(\.placeholderRole) == [.filesOwner, .firstResponder, .application])
        #expect(document.filesOwner?.className == "AppController")
        // The base64-UTF8 objectName (no padding, a stray last character) decodes.
        #expect(document.filesOwner?.userLabel == "File's Owner")
    }

    @Test func A7_cocoaTouchProxiesByIdentifier() throws {
        let document = try Self.touch()
        #expect(document.placeholders.map(\.id.rawValue) == ["-1", "-2", "9"])
        #expect(
            document.placeholders.map(\.placeholderRole) == [
                .filesOwner, .firstResponder, .custom(name: "AccountStore"),
            ])
        #expect(document.filesOwner?.className == "ProfileViewController")
    }

    @Test func A5_topLevelObjectsAreTheRecordsWhoseParentIsTheRoot() throws {
        #expect(try Self.cocoa().topLevelObjects.map(\.id.rawValue) == ["1", "6", "11", "12"])
        #expect(try Self.touch().topLevelObjects.map(\.id.rawValue) == ["1"])
    }

    // MARK: Hierarchy, classes, ids

    @Test func hierarchyFollowsTheObjectRecordsWithModernKeysAndContainers() throws {
        let document = try Self.cocoa()
        let window = try #require(document["1"])
        #expect(window.element == "window")
        #expect(window.children.map(\.rawValue) == ["2"])
        let contentView = try #require(document["2"])
        #expect(contentView.key == "contentView")
        #expect(contentView.children.map(\.rawValue) == ["3", "5"])
        #expect(contentView.sourceElement.children.contains { $0.name == "subviews" })
        #expect(document["4"]?.key == "cell")
        #expect(document["4"]?.parent == "3")
        #expect(document["8"]?.key == "submenu")
        #expect(document["8"]?.children.map(\.rawValue) == ["9", "10"])
        #expect(document["6"]?.sourceElement.children.contains { $0.name == "items" } == true)
        #expect(document["10"]?[attribute: "isSeparatorItem"] == "YES")
    }

    @Test func classesMapToModernElementsAndCustomClasses() throws {
        let document = try Self.cocoa()
        let rows = document.objects.map { "\($0.id.rawValue) \($0.element) \($0.className)" }
        #expect(
            rows == [
                "-2 customObject AppController", "-1 customObject FirstResponder", "-3 customObject NSApplication",
                "1 window NSWindow", "2 view NSView", "3 button NSButton", "4 buttonCell NSButtonCell",
                "5 customView ChartView", "6 menu NSMenu", "7 menuItem NSMenuItem", "8 menu NSMenu",
                "9 menuItem NSMenuItem", "10 menuItem NSMenuItem", "11 arrayController NSArrayController",
                "12 customObject SettingsStore",
            ])
        // NSClassName of a custom view, a CustomClassName flattened property.
        #expect(document["5"]?.customClass == "ChartView")
        #expect(document["12"]?.customClass == "SettingsStore")
        let touch = try Self.touch()
        #expect(
            touch.objects.map { "\($0.element) \($0.className)" }.suffix(4) == [
                "view UIView", "label UILabel", "button RoundButton", "switch UISwitch",
            ])
    }

    @Test func idsAreObjectIDsAndConnectionIDs() throws {
        let document = try Self.cocoa()
        #expect(document.object(withID: "12")?.userLabel == "Settings Store")
        #expect(document.connections.compactMap(\.id?.rawValue) == ["20", "21", "23", "22"])
        #expect(document.duplicateIDs.isEmpty)
    }

    @Test func titlesFramesAndWindowsVisibleAtLaunch() throws {
        let document = try Self.cocoa()
        let window = try #require(document["1"])
        #expect(window[attribute: "title"] == "Preferences")
        #expect(window.isVisibleAtLaunch)
        #expect(window.property(forKey: "contentRect")?.rectValue == NibRect(x: 196, y: 240, width: 480, height: 270))
        #expect(document["3"]?.frame == NibRect(x: 20, y: 20, width: 96, height: 32))
        #expect(document["5"]?.frame == NibRect(x: 0, y: 0, width: 200, height: 100))
        #expect(document["4"]?[attribute: "title"] == "Apply")
        #expect(document["9"]?[attribute: "keyEquivalent"] == "c")
        #expect(document["3"]?[attribute: "toolTip"] == "Apply the settings")
        #expect(try Self.touch()["3"]?[attribute: "text"] == "Name")
    }

    @Test func windowWithoutTheVisibleAtLaunchPropertyStaysHidden() throws {
        let xml = try String(contentsOfFile: Self.fixture("Cocoa.xib"), encoding: .utf8)
            .replacingOccurrences(
                of: "<string>1.NSWindowTemplate.visibleAtLaunch</string>", with: "<string>1.Other</string>")
        let document = try NibDocument(parsing: xml, file: "Hidden.xib")
        #expect(document["1"]?.isVisibleAtLaunch == false)
    }

    @Test func L3_7_userDefinedRuntimeAttributesFromTheFlattenedProperties() throws {
        let attributes = try #require(try Self.cocoa()["3"]).runtimeAttributes
        #expect(attributes.map(\.keyPath) == ["layer.cornerRadius", "wantsLayer"])
        #expect(attributes.map(\.value) == [.number(.integer(4)), .boolean(true)])
        #expect(attributes.first?.location.line == 240)
    }

    // MARK: Connections

    @Test func outletsAndActionsWithTargetOrFirstResponder() throws {
        let document = try Self.cocoa()
        let rows = document.connections.map {
            "\($0.kindName) \($0.source) \($0.label ?? "-") \($0.destination?.rawValue ?? "-")"
        }
        #expect(rows == ["outlet -2 window 1", "action 3 apply: -2", "binding 3 enabled 11", "action 9 copy: -1"])
    }

    @Test func bindingsCarryKeyPathAndOptions() throws {
        let binding = try #require(
            try Self.cocoa().connections.compactMap { connection -> Connection.Binding? in
                if case .binding(let binding) = connection.kind { return binding }
                return nil
            }.first)
        #expect(binding.name == "enabled")
        #expect(binding.keyPath == "selection.canApply")
        #expect(binding.destination == "11")
        #expect(
            binding.options == [
                Connection.BindingOption(key: "NSRaisesForNotApplicableKeys", type: "bool", value: "NO")
            ])
    }

    @Test func cocoaTouchOutletsAndEventConnectionsWithEventNames() throws {
        let document = try Self.touch()
        let rows = document.connections.map { connection -> String in
            switch connection.kind {
            case .outlet(let outlet): "outlet \(connection.source) \(outlet.property) \(outlet.destination)"
            case .action(let action):
                "action \(connection.source) \(action.selector) \(action.target) \(action.eventType ?? "-")"
            default: "other"
            }
        }
        #expect(
            rows == [
                "outlet -1 view 1", "outlet -1 nameLabel 3", "action 4 save: -1 touchUpInside",
                "action 5 toggle: -2 valueChanged",
            ])
    }

    @Test func eventTypesNameTheControlEventBits() {
        #expect(LegacyVocabulary.eventName(forIBEventType: 1) == "touchDown")
        #expect(LegacyVocabulary.eventName(forIBEventType: 7) == "touchUpInside")
        #expect(LegacyVocabulary.eventName(forIBEventType: 13) == "valueChanged")
        #expect(LegacyVocabulary.eventName(forIBEventType: 18) == "editingChanged")
        #expect(LegacyVocabulary.eventName(forIBEventType: 0) == nil)
        #expect(LegacyVocabulary.eventName(forIBEventType: 10) == nil)
    }

    // MARK: Locations and losslessness

    @Test func locationsPointIntoTheLegacyFile() throws {
        let document = try Self.cocoa()
        #expect(document["3"]?.location == SourceLocation(file: Self.fixture("Cocoa.xib"), line: 23, column: 7))
        #expect(document.connections.first?.location.line == 77)
        #expect(document["3"]?.property(forKey: "frame")?.line == 25)
    }

    @Test func theWholeArchiveStaysReachable() throws {
        let document = try Self.cocoa()
        let archive = try #require(document.legacyArchive)
        #expect(archive.name == "archive")
        #expect(archive.line == 2)
        #expect(archive[attribute: "version"] == "7.10")
        var classes: [String] = []
        archive.forEachDescendant { if let name = $0[attribute: "class"] { classes.append(name) } }
        #expect(classes.contains("NSNibBindingConnector"))
        #expect(classes.filter { $0 == "IBObjectRecord" }.count == 16)
        // The synthesized tree and the archive share the root.
        #expect(document.root.children.last == archive)
        #expect(try NibDocument(contentsOfFile: Paths.sample("MainMenu.xib")).legacyArchive == nil)
    }

    @Test func designableNibInsideANibBundleIsALegacyXib() throws {
        let document = try NibDocument(contentsOfFile: Self.fixture("Preferences.nib/designable.nib"))
        #expect(document.format == .legacyXIB(version: "8.00"))
        #expect(document.filesOwner?.className == "PreferencesController")
        #expect(document.connections.map(\.label) == ["window"])
    }

    // MARK: Bad input

    @Test func archiveOfAnotherTypeIsRefusedWithALocatedError() {
        #expect(throws: NibParseError.self) {
            try NibDocument(
                parsing: "<?xml version=\"1.0\"?>\n<archive type=\"other\"><data/></archive>", file: "X.xib")
        }
        do {
            _ = try NibDocument(
                parsing: "<?xml version=\"1.0\"?>\n<archive type=\"other\"><data/></archive>", file: "X.xib")
        } catch {
            #expect(
                error.description
                    == "X.xib:2:1: error: not an Interface Builder document: an <archive> of type 'other', not an Interface Builder xib"
            )
        }
    }

    @Test func recordCyclesAndDanglingReferencesNeitherCrashNorLoseObjects() throws {
        let xml = """
            <?xml version="1.0"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00"><data>
            <array key="IBDocument.RootObjects" id="1000"><object class="NSView" id="a"/><object class="NSView" id="b"/></array>
            <object class="IBObjectContainer" key="IBDocument.Objects">
            <array key="connectionRecords">
            <object class="IBConnectionRecord"><object class="IBOutletConnection" key="connection">
            <string key="label">x</string><reference key="source" ref="a"/><reference key="destination" ref="missing"/>
            </object><int key="connectionID">9</int></object>
            <object class="IBConnectionRecord"><object class="IBOutletConnection" key="connection">
            <string key="label">y</string><reference key="source" ref="nowhere"/><reference key="destination" ref="a"/>
            </object></object>
            </array>
            <object class="IBMutableOrderedSet" key="objectRecords"><array key="orderedObjects">
            <object class="IBObjectRecord"><int key="objectID">1</int><reference key="object" ref="a"/><reference key="parent" ref="b"/></object>
            <object class="IBObjectRecord"><int key="objectID">2</int><reference key="object" ref="b"/><reference key="parent" ref="a"/></object>
            <object class="IBObjectRecord"><int key="objectID">3</int><reference key="object" ref="gone"/></object>
            </array></object>
            </object></data></archive>
            """
        let document = try NibDocument(parsing: xml, file: "Cycle.xib")
        #expect(document.objects.map(\.id.rawValue) == ["1", "2"])
        #expect(document["2"]?.parent == "1")
        // A connection whose holder is unknown stays in the archive only; one whose
        // destination is unknown keeps an empty destination.
        #expect(document.connections.map(\.label) == ["x"])
        #expect(document.connections.first?.destination == "")
    }

    @Test func deepRecordChainsStopAtTheDepthLimit() throws {
        var records = ""
        var objects = ""
        for index in 1...40 {
            objects += "<object class=\"NSView\" id=\"o\(index)\"/>"
            let parent = index == 1 ? "" : "<reference key=\"parent\" ref=\"o\(index - 1)\"/>"
            records += "<object class=\"IBObjectRecord\"><int key=\"objectID\">\(index)</int>"
            records += "<reference key=\"object\" ref=\"o\(index)\"/>\(parent)</object>"
        }
        let xml = """
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00"><data>
            <array key="IBDocument.RootObjects">\(objects)</array>
            <object class="IBObjectContainer" key="IBDocument.Objects"><object key="objectRecords">
            <array key="orderedObjects">\(records)</array></object></object></data></archive>
            """
        var options = ParseOptions.default
        options.limits.maxDepth = 20
        #expect(throws: NibParseError.self) { try NibDocument(parsing: xml, file: "Deep.xib", options: options) }
        #expect(try NibDocument(parsing: xml, file: "Deep.xib").objects.count == 40)
    }
}
