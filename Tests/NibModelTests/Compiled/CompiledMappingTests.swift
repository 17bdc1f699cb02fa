import Foundation
import NibDumpViews
import NibTestSupport
import Testing

@testable import NibModel

/// Compiled nibs made in test code map into the model as their xibs would: placeholders by
/// role, classes, hierarchy, every connector kind, windows, resources, ids and locations.
@Suite struct CompiledMappingTests {
    /// An AppKit nib: File's Owner of a Swift class, the Application placeholder, a window
    /// template with a content view holding a button, a custom view and a class-swapped
    /// button, and one connector of each kind.
    static func appKitNib() -> NIBArchiveBuilder {
        var nib = NIBArchiveBuilder()
        let root = nib.add("NSObject")
        let data = nib.add("NSIBObjectData")
        let owner = nib.add("NSCustomObject", [("NSClassName", .ref(nib.string("_TtC7TestApp11AppDelegate")))])
        let application = nib.add("NSCustomObject", [("NSClassName", .ref(nib.string("NSApplication")))])
        let image = nib.add(
            "NSCustomResource",
            [("NSClassName", .ref(nib.string("NSImage"))), ("NSResourceName", .ref(nib.string("NSActionTemplate")))])
        let sound = nib.add(
            "NSCustomResource",
            [("NSClassName", .ref(nib.string("NSSound"))), ("NSResourceName", .ref(nib.string("Glass")))])
        let button = nib.add(
            "NSButton",
            [
                ("NSFrame", .ref(nib.string("{{20, 20}, {80, 32}}"))), ("NSNormalImage", .ref(image)),
                ("NSSound", .ref(sound)),
            ])
        let custom = nib.add(
            "NSCustomView",
            [("NSClassName", .ref(nib.string("GraphView"))), ("NSFrame", .ref(nib.string("{{0, 60}, {200, 100}}")))])
        let swapped = nib.add(
            "NSClassSwapper",
            [
                ("NSClassName", .ref(nib.string("FancyButton"))), ("NSOriginalClassName", .ref(nib.string("NSButton"))),
            ])
        let contentView = nib.add("NSView")
        nib.set(
            contentView,
            [
                ("NSFrameSize", .ref(nib.string("{480, 270}"))),
                ("NSSubviews", .ref(nib.array([button, custom, swapped], className: "NSMutableArray"))),
            ])
        let window = nib.add(
            "NSWindowTemplate",
            [
                ("NSWindowRect", .ref(nib.string("{{100, 200}, {480, 270}}"))), ("NSWindowStyleMask", .int(15)),
                ("NSWindowTitle", .ref(nib.string("Main"))), ("NSWindowClass", .ref(nib.string("NSWindow"))),
                ("NSWindowView", .ref(contentView)),
            ])
        let hidden = nib.add("NSWindowTemplate", [("NSWindowClass", .ref(nib.string("NSPanel")))])
        func connector(_ className: String, _ values: [(String, NIBArchiveBuilder.Value)]) -> Int {
            nib.add(className, values)
        }
        let options = nib.add("NSDictionary")
        nib.set(
            options,
            [
                ("NSInlinedValue", .bool(true)), ("UINibEncoderEmptyKey", .ref(nib.string("NSValueTransformerName"))),
                ("UINibEncoderEmptyKey", .ref(nib.string("NSNegateBoolean"))),
                ("UINibEncoderEmptyKey", .ref(nib.string("NSConditionallySetsEnabled"))),
                ("UINibEncoderEmptyKey", .ref(nib.add("NSNumber", [("NS.intval", .bool(false))]))),
            ])
        let connectors = [
            connector(
                "NSNibOutletConnector",
                [("NSSource", .ref(owner)), ("NSDestination", .ref(window)), ("NSLabel", .ref(nib.string("window")))]),
            connector(
                "NSNibControlConnector", [("NSSource", .ref(button)), ("NSLabel", .ref(nib.string("performClose:")))]),
            connector(
                "NSNibControlConnector",
                [("NSSource", .ref(swapped)), ("NSDestination", .ref(owner)), ("NSLabel", .ref(nib.string("save:")))]),
            connector(
                "NSNibBindingConnector",
                [
                    ("NSSource", .ref(button)), ("NSDestination", .ref(owner)),
                    ("NSBinding", .ref(nib.string("enabled"))), ("NSKeyPath", .ref(nib.string("canSave"))),
                    ("NSOptions", .ref(options)), ("NSNibBindingConnectorVersion", .int(2)),
                ]),
            connector(
                "NSNibAuxiliaryActionConnector",
                [
                    ("NSSource", .ref(button)), ("NSDestination", .ref(owner)),
                    ("NSLabel", .ref(nib.string("open:"))), ("NSTrigger", .ref(nib.string("doubleAction"))),
                ]),
            connector(
                "NSIBHelpConnector",
                [
                    ("NSDestination", .ref(button)), ("NSFile", .ref(nib.string("NSToolTipHelpKey"))),
                    ("NSMarker", .ref(nib.string("Closes the window"))),
                ]),
            connector(
                "NSIBUserDefinedRuntimeAttributesConnector",
                [
                    ("NSObject", .ref(custom)), ("NSKeyPaths", .ref(nib.array([nib.string("layer.cornerRadius")]))),
                    ("NSValues", .ref(nib.array([nib.number(4)]))),
                ]),
        ]
        let objects = [application, window, contentView, button, custom, swapped, hidden]
        let parents = [owner, owner, window, contentView, contentView, contentView, owner]
        let oids = [(owner, 1), (application, 2), (window, 100), (contentView, 101), (button, 102), (custom, 103)]
        nib.set(
            data,
            [
                ("NSRoot", .ref(owner)), ("NSVisibleWindows", .ref(nib.array([window], className: "NSMutableSet"))),
                ("NSConnections", .ref(nib.array(connectors, className: "NSMutableArray"))),
                ("NSObjectsKeys", .ref(nib.array(objects))), ("NSObjectsValues", .ref(nib.array(parents))),
                ("NSOidsKeys", .ref(nib.array(oids.map(\.0)))),
                ("NSOidsValues", .ref(nib.array(oids.map { nib.number(Int64($0.1)) }))),
            ])
        nib.set(root, [("IB.objectdata", .ref(data)), ("IB.systemFontUpdateVersion", .int(1))])
        return nib
    }

    static func document(_ nib: NIBArchiveBuilder, coderVersion: UInt32 = 10) throws -> NibDocument {
        try NibDocument(data: Data(nib.bytes(coderVersion: coderVersion)), file: "Fixture.nib")
    }

    @Test func A2_A3_A4_appKitPlaceholdersByRoleWithFirstResponderSupplied() throws {
        let document = try Self.document(Self.appKitNib())
        #expect(document.format == .nibArchive(formatVersion: 1, coderVersion: 10))
        #expect(document.platform == .appKit)
        let owner = try #require(document.filesOwner)
        #expect(owner.id == "-2")
        #expect(owner.customClass == "AppDelegate")
        #expect(owner.customModule == "TestApp")
        #expect(document.placeholder(.firstResponder)?.id == "-1")
        #expect(document.placeholder(.application)?.id == "-3")
    }

    @Test func A5_topLevelObjectsAreTheRootsChildrenWithOidsAsIDs() throws {
        let document = try Self.document(Self.appKitNib())
        #expect(document.topLevelObjectIDs.count == 2)
        #expect(document.topLevelObjectIDs.first == "100")
        #expect(document.topLevelObjects.map(\.element) == ["window", "window"])
        let hidden = try #require(document.topLevelObjects.last)
        #expect(hidden.id.rawValue.hasPrefix("obj"), "no oid: an id from the object index")
        #expect(hidden.customClass == "NSPanel")
        #expect(!hidden.isVisibleAtLaunch)
    }

    @Test func L2_5_windowTemplateBecomesAWindowWithContentRectAndStyleMask() throws {
        let document = try Self.document(Self.appKitNib())
        let window = try #require(document.object(withID: "100"))
        #expect(window.element == "window")
        #expect(window.isVisibleAtLaunch)
        #expect(window[attribute: "title"] == "Main")
        #expect(window.property(forKey: "contentRect")?.rectValue == NibRect(x: 100, y: 200, width: 480, height: 270))
        let mask = try #require(window.property(forKey: "styleMask"))
        #expect(mask.attributes.map(\.name).sorted() == ["closable", "key", "miniaturizable", "resizable", "titled"])
        let content = try #require(document.object(withID: "101"))
        #expect(content.key == "contentView")
        #expect(content.parent == "100")
        #expect(content.children.prefix(2).map(\.rawValue) == ["102", "103"])
        #expect(content.children.count == 3)
    }

    @Test func L2_2_L2_1_customViewsAndClassSwappersKeepTheirCustomClass() throws {
        let document = try Self.document(Self.appKitNib())
        let custom = try #require(document.object(withID: "103"))
        #expect(custom.element == "customView")
        #expect(custom.className == "GraphView")
        #expect(custom.frame == NibRect(x: 0, y: 60, width: 200, height: 100))
        let swapped = try #require(document.children(of: "101").last)
        #expect(swapped.element == "button")
        #expect(swapped.customClass == "FancyButton")
    }

    @Test func L3_connectionsOfEveryKind() throws {
        let document = try Self.document(Self.appKitNib())
        let kinds = document.connections.map {
            "\($0.kindName) \($0.source) \($0.label ?? "") -> \($0.destination?.rawValue ?? "")"
        }
        let swapped = try #require(document.children(of: "101").last).id.rawValue
        #expect(
            kinds == [
                "outlet -2 window -> 100", "action 102 performClose: -> -1", "binding 102 enabled -> -2",
                "action 102 open: -> -2", "action \(swapped) save: -> -2",
            ])
        let triggers = document.connections.compactMap { connection -> String? in
            guard case .action(let action) = connection.kind else { return nil }
            return action.trigger
        }
        #expect(triggers == ["doubleAction"])
        guard case .binding(let binding) = try #require(document.connections.first { $0.kindName == "binding" }).kind
        else {
            Issue.record("not a binding")
            return
        }
        #expect(binding.keyPath == "canSave")
        #expect(binding.options.map(\.key) == ["NSValueTransformerName", "NSConditionallySetsEnabled"])
        let button = try #require(document.object(withID: "102"))
        #expect(button[attribute: "toolTip"] == "Closes the window")
        let custom = try #require(document.object(withID: "103"))
        #expect(custom.runtimeAttributes.map(\.keyPath) == ["layer.cornerRadius"])
        #expect(custom.runtimeAttributes.first?.type == "number")
    }

    @Test func A6_resourcesAreReferencedByName() throws {
        let document = try Self.document(Self.appKitNib())
        #expect(document.imageNames == ["NSActionTemplate"])
        #expect(document.soundNames == ["Glass"])
    }

    @Test func locationsOfBinaryArchivesNameTheObjectIndexAndByteOffset() throws {
        let document = try Self.document(Self.appKitNib())
        let window = try #require(document.object(withID: "100"))
        let location = window.location
        #expect(location.line == 0)
        #expect(location.objectIndex != nil)
        #expect(location.byteOffset.map { $0 >= 50 } == true)
        #expect(
            location.description == "Fixture.nib:@\(location.byteOffset ?? 0) (object \(location.objectIndex ?? 0))")
    }

    @Test func coderVersion9IsReadLikeVersion10() throws {
        let document = try Self.document(Self.appKitNib(), coderVersion: 9)
        #expect(document.format == .nibArchive(formatVersion: 1, coderVersion: 9))
        #expect(document.connections.count == 5)
    }

    /// A UIKit nib: proxies for File's Owner, First Responder and an external object, a view
    /// controller whose view holds a button, and outlet, collection and event connections.
    static func uiKitNib() -> NIBArchiveBuilder {
        var nib = NIBArchiveBuilder()
        let root = nib.add("NSObject")
        let owner = nib.add("UIProxyObject", [("UIProxiedObjectIdentifier", .ref(nib.string("IBFilesOwner")))])
        let responder = nib.add("UIProxyObject", [("UIProxiedObjectIdentifier", .ref(nib.string("IBFirstResponder")))])
        let store = nib.add("UIProxyObject", [("UIProxiedObjectIdentifier", .ref(nib.string("Store")))])
        let view = nib.add("UIView")
        let button = nib.add(
            "UIButton",
            [
                ("UISuperview", .ref(view)),
                (
                    "UIBounds",
                    .data([6] + [0, 0, 80, 30].flatMap { NIBArchiveBuilder.littleEndian(Float($0).bitPattern) })
                ),
            ])
        nib.set(view, [("UISubviews", .ref(nib.array([button], className: "NSMutableArray")))])
        let controller = nib.add(
            "UIClassSwapper",
            [
                ("UIClassName", .ref(nib.string("_TtC7TestApp14ViewController"))),
                ("UIOriginalClassName", .ref(nib.string("UIViewController"))), ("UIView", .ref(view)),
            ])
        let connections = [
            nib.add(
                "UIRuntimeOutletConnection",
                [("UISource", .ref(owner)), ("UIDestination", .ref(view)), ("UILabel", .ref(nib.string("view")))]),
            nib.add(
                "UIRuntimeEventConnection",
                [
                    ("UISource", .ref(button)), ("UIDestination", .ref(owner)), ("UILabel", .ref(nib.string("tap:"))),
                    ("UIEventMask", .int(64 | 4096)),
                ]),
            nib.add(
                "UIRuntimeEventConnection",
                [("UISource", .ref(button)), ("UILabel", .ref(nib.string("help:"))), ("UIEventMask", .int(64))]),
            nib.add(
                "UIRuntimeOutletCollectionConnection",
                [
                    ("UISource", .ref(owner)), ("UIDestination", .ref(button)),
                    ("UILabel", .ref(nib.string("buttons"))),
                    ("runtimeCollectionClassName", .ref(nib.string("NSArray"))),
                ]),
        ]
        let pair = nib.add(
            "UINibKeyValuePair",
            [
                ("UIObject", .ref(button)), ("UIKeyPath", .ref(nib.string("layer.cornerRadius"))),
                ("UIValue", .double(6)),
            ])
        nib.set(
            root,
            [
                ("UINibTopLevelObjectsKey", .ref(nib.array([owner, responder, store, controller]))),
                ("UINibObjectsKey", .ref(nib.array([owner, responder, store, controller, view, button]))),
                ("UINibConnectionsKey", .ref(nib.array(connections))),
                ("UINibKeyValuePairsKey", .ref(nib.array([pair]))),
            ])
        return nib
    }

    @Test func A7_uiKitProxiesArePlaceholdersByIdentifier() throws {
        let document = try Self.document(Self.uiKitNib(), coderVersion: 9)
        #expect(document.platform == .uiKit)
        #expect(document.filesOwner?.id == "-1")
        #expect(document.placeholder(.firstResponder)?.id == "-2")
        let custom = try #require(document.placeholder(.custom(name: "Store")))
        #expect(custom[attribute: "placeholderIdentifier"] == "Store")
        #expect(document.topLevelObjects.count == 1)
        let controller = try #require(document.topLevelObjects.first)
        #expect(controller.element == "viewController")
        #expect(controller.customClass == "ViewController")
        #expect(controller.customModule == "TestApp")
        let view = try #require(document.children(of: controller.id).first)
        #expect(view.key == "view")
        let button = try #require(document.children(of: view.id).first)
        #expect(button.element == "button")
        #expect(button.frame == NibRect(x: 0, y: 0, width: 80, height: 30))
        #expect(button.runtimeAttributes.map(\.keyPath) == ["layer.cornerRadius"])
    }

    @Test func L3_5_eventMasksBecomeEventTypesAndNilTargetsFirstResponder() throws {
        let document = try Self.document(Self.uiKitNib(), coderVersion: 9)
        let actions = document.connections.compactMap { connection -> String? in
            guard case .action(let action) = connection.kind else { return nil }
            return "\(action.selector) \(action.eventType ?? "-") -> \(action.target)"
        }
        #expect(actions == ["tap: touchUpInside -> -1", "tap: valueChanged -> -1", "help: touchUpInside -> -2"])
        let collection = document.connections.compactMap { connection -> Connection.OutletCollection? in
            if case .outletCollection(let value) = connection.kind { return value }
            return nil
        }
        #expect(collection.map(\.property) == ["buttons"])
        #expect(collection.first?.collectionClass == "NSArray")
    }

    @Test func swiftMangledNamesGiveModuleAndClass() {
        #expect(ArchivedClass.demangle("_TtC7TestApp11AppDelegate") == ("AppDelegate", "TestApp"))
        #expect(ArchivedClass.demangle("_TtCC4Main5Outer5Inner") == ("Outer.Inner", "Main"))
        #expect(ArchivedClass.demangle("AppDelegate") == ("AppDelegate", nil))
        #expect(ArchivedClass.demangle("_TtC7TestApp99Short") == ("_TtC7TestApp99Short", nil))
    }
}

/// The text views locate a compiled nib's objects by byte offset, as its errors do.
@Suite struct CompiledLocationDumpTests {
    @Test func textViewsShowByteOffsetsForArchivedObjects() throws {
        let document = try NibDocument(
            data: Data(CompiledMappingTests.appKitNib().bytes()), file: "Greeter.nib")
        let objects = document.objectsDescription().split(separator: "\n").dropFirst()
        #expect(!objects.isEmpty)
        #expect(objects.allSatisfy { $0.hasSuffix("-") || $0.range(of: #"@\d+$"#, options: .regularExpression) != nil })
        #expect(objects.contains { $0.contains("@") })
        let hierarchy = document.hierarchyDescription()
        #expect(hierarchy.contains("@"))
        #expect(!hierarchy.contains("line 0"), "an object the reader supplied has no place to print")
    }
}

@Suite("Binary property list strings")
struct BinaryPropertyListStringTests {
    /// Big-endian UTF-16 code units as bytes.
    private func units(_ values: [UInt16]) -> [UInt8] {
        values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    @Test func utf16StringsBecomeTheSameTextInUTF8() {
        let text = "Réglages – 設定 👍🏽"
        let bytes = units(Array(text.utf16))
        let decoded = bytes.withUnsafeBytes { BinaryPropertyListReader.utf16BigEndian($0) }
        #expect(decoded == text)
        #expect(Array(decoded.utf8) == Array(text.utf8))
    }

    @Test func unpairedSurrogatesBecomeReplacementCharacters() {
        let bytes = units([0x0041, 0xD83D, 0x0042, 0xDC4D, 0xD83D])
        let decoded = bytes.withUnsafeBytes { BinaryPropertyListReader.utf16BigEndian($0) }
        #expect(decoded == "A\u{FFFD}B\u{FFFD}\u{FFFD}")
    }
}

@Suite("Keyed archive class tables")
struct KeyedArchiveClassTableTests {
    @Test func classNamesListEveryDeclaredClassEvenOneAPlainEntryUsedFirst() throws {
        // `$objects[1]` is a plain string (class NSString in the raw tables) before any
        // `$class` names NSString; the class-name table still lists the declared NSString.
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>$archiver</key><string>NSKeyedArchiver</string>
            <key>$objects</key><array>
              <string>$null</string>
              <string>plain</string>
              <dict><key>$class</key><dict><key>CF$UID</key><integer>3</integer></dict>
                <key>NS.string</key><string>declared</string></dict>
              <dict><key>$classname</key><string>NSString</string>
                <key>$classes</key><array><string>NSString</string><string>NSObject</string></array></dict>
            </array>
            <key>$top</key><dict><key>root</key><dict><key>CF$UID</key><integer>2</integer></dict></dict>
            <key>$version</key><integer>100000</integer>
            </dict></plist>
            """
        let archive = try CompiledArchive(data: Data(plist.utf8), file: "classes.plist")
        #expect(archive.classNames.map(\.name) == ["NSString"])
        #expect(archive.objects[1].className == "NSString")
        #expect(archive.objects[2].className == "NSString")
        #expect(archive.string(.reference(2)) == "declared")
        #expect(archive.top.map(\.key) == ["root"])
    }
}

@Suite("Keyed archive nulls")
struct KeyedArchiveNullTests {
    @Test func aReferenceToAnyEntryThatIsTheStringNullIsNil() throws {
        // An older archiver's reference past entry 0 to a `$null` string (adium's EditStateSheet:
        // a content view's `NSSuperview`) is nil, as NSKeyedUnarchiver decodes it; another
        // string stays a string.
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>$archiver</key><string>NSKeyedArchiver</string>
            <key>$objects</key><array>
              <string>$null</string>
              <dict><key>$class</key><dict><key>CF$UID</key><integer>2</integer></dict>
                <key>NSSuperview</key><dict><key>CF$UID</key><integer>3</integer></dict>
                <key>NSToolTip</key><dict><key>CF$UID</key><integer>4</integer></dict></dict>
              <dict><key>$classname</key><string>NSView</string>
                <key>$classes</key><array><string>NSView</string><string>NSObject</string></array></dict>
              <string>$null</string>
              <string>$nullified</string>
            </array>
            <key>$top</key><dict><key>root</key><dict><key>CF$UID</key><integer>1</integer></dict></dict>
            <key>$version</key><integer>100000</integer>
            </dict></plist>
            """
        let archive = try CompiledArchive(data: Data(plist.utf8), file: "nulls.plist")
        #expect(archive.objects[3].className == "$null")
        #expect(archive.objects[3].values.isEmpty)
        #expect(archive.string(.reference(4)) == "$nullified")
        let view = archive.objects[1]
        #expect(archive.string(view.value(forKey: "NSSuperview")) == nil)
    }
}

@Suite("Embedded images' base64 lines")
struct EmbeddedImageBase64Tests {
    /// The package's encoder, as the mapper writes an embedded image's archive, gives
    /// Foundation's base64, padding included, in lines of 80 characters, each after a line
    /// break, and a line break at the end: for every length of input around the padding and the
    /// line breaks.
    @Test func base64LinesAreFoundationsEncodingInLinesOf80() {
        var generator = SystemRandomNumberGenerator()
        for count in Array(0...130) + [239, 240, 241, 1000] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let encoded = Data(bytes).base64EncodedString()
            var expected = "\n"
            var rest = Substring(encoded)
            while !rest.isEmpty {
                expected += rest.prefix(80) + "\n"
                rest = rest.dropFirst(80)
            }
            #expect("\n" + Base64.encode(bytes, lineLength: 80) == expected, "\(count) bytes")
        }
    }
}
