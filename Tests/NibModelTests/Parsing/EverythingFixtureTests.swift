import Testing

@testable import NibModel

/// Pins down every kind the typed layer models, on one fixture that has each of them.
@Suite struct EverythingFixtureTests {
    let document: NibDocument

    init() throws {
        document = try NibDocument(contentsOfFile: Paths.fixture("Everything.xib"))
    }

    @Test func headerKeepsEveryRootAttributeAndHeaderElement() {
        let header = document.header
        #expect(header.type == "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        #expect(header.version == "3.0")
        #expect(header.toolsVersion == "22505")
        #expect(header.targetRuntime == "iOS.CocoaTouch")
        #expect(header.propertyAccessControl == "none")
        #expect(header.useAutolayout == true)
        #expect(header.useTraitCollections == true)
        #expect(header.useSafeAreas == true)
        #expect(header.colorMatched == true)
        #expect(header.customObjectInstantiationMethod == nil)
        #expect(header.device == .init(id: "retina6_12", orientation: "portrait", adaptation: "fullscreen"))
        #expect(header.dependencies.map(\.element) == ["deployment", "plugIn", "capability"])
        #expect(header.dependencies[2].identifier == "System colors in document resources")
        #expect(header.dependencies[2].version == "11.0")
        #expect(header.attributes.count == 9)
    }

    @Test func placeholdersIncludeACustomExternalObjectByName() {
        #expect(document.placeholderIDs == ["-1", "-2", "ext-theme"])
        #expect(
            document.placeholders.map(\.placeholderRole) == [
                .filesOwner, .firstResponder, .custom(name: "SharedTheme"),
            ])
        #expect(document.filesOwner?.className == "EverythingViewController")
        #expect(document.filesOwner?.qualifiedClassName == "Fixtures.EverythingViewController")
        #expect(document.filesOwner?.customModuleProvider == "target")
    }

    @Test func topLevelObjectsExcludePlaceholders() {
        #expect(document.topLevelObjectIDs == ["root-view", "tap-1"])
        #expect(document.topLevelObjects.map(\.className) == ["UIView", "UITapGestureRecognizer"])
    }

    @Test func objectsKnowParentsChildrenKeysAndStandardClasses() throws {
        let root = try #require(document.object(withID: "root-view"))
        #expect(root.children == ["field-1", "future-1"])
        #expect(root.parent == nil)
        let field = try #require(document["field-1"])
        #expect(field.element == "textField")
        #expect(field.className == "UITextField")
        #expect(field.parent == "root-view")
        #expect(field.frame == NibRect(x: 20, y: 100, width: 353, height: 34))
        #expect(field.properties.map(\.name) == ["rect", "textInputTraits"])
        #expect(field.property(forKey: "textInputTraits")?[attribute: "autocorrectionType"] == "no")
    }

    @Test func entityAndCharacterReferencesAreDecodedInAttributes() throws {
        #expect(document["root-view"]?.userLabel == "Root & <Main> & more")
        #expect(document["field-1"]?[attribute: "text"] == "Tom & Jerry")
    }

    @Test func unknownElementsStayObjectsAndAreReportedByCoverage() throws {
        let future = try #require(document["future-1"])
        #expect(future.className == "UIFutureWidget")
        #expect(future[attribute: "sparkle"] == "high")
        #expect(future.property(forKey: "state")?[attribute: "spin"] == "up")
        let coverage = document.coverage
        #expect(coverage.unknownElements.map(\.element) == ["futureWidget", "hologram", "quantumState"])
        #expect(coverage.unknownElements[0].isObject)
        #expect(coverage.unknownElements[0].firstLocation == SourceLocation(file: document.file, line: 31, column: 17))
    }

    @Test func connectionsAreTypedInDocumentOrder() throws {
        #expect(
            document.connections.map(\.kindName) == [
                "outlet", "outletCollection", "action", "action", "outlet", "accessibilityConnection", "action",
            ])
        guard case .outletCollection(let collection) = document.connections[1].kind else {
            Issue.record("expected an outlet collection")
            return
        }
        #expect(collection.property == "fields")
        #expect(collection.destination == "field-1")
        #expect(collection.collectionClass == "NSMutableArray")
        #expect(collection.appends)
        guard case .action(let action) = document.connections[2].kind else {
            Issue.record("expected an action")
            return
        }
        #expect(action == .init(selector: "textChanged:", target: "-1", eventType: "editingChanged", trigger: nil))
        #expect(document.connections[2].source == "field-1")
        #expect(document.connections[3].destination == "-2")
        #expect(document.connections[5].kind == .other("accessibilityConnection"))
        #expect(document.connections[5].label == "accessibilityElements")
        #expect(document.connections(from: "root-view").map(\.id) == ["c-external", "c-accessibility"])
    }

    @Test func runtimeAttributesHaveTypedValues() throws {
        let values = try #require(document["root-view"]).runtimeAttributes.map(\.value)
        #expect(values.count == 14)
        #expect(values[0] == .boolean(true))
        #expect(values[1] == .number(.integer(42)))
        #expect(values[2] == .number(.real(6.5)))
        #expect(values[3] == .number(.bool(false)))
        #expect(values[4] == .string("Hello"))
        #expect(values[5] == .localizedString("Greeting"))
        #expect(values[6] == .nil)
        #expect(
            values[7]
                == .color(
                    NibColor(red: 1, green: 0.5, blue: 0, alpha: 1, colorSpace: "custom", customColorSpace: "sRGB")))
        #expect(values[8] == .image(name: "gear", catalog: "system"))
        #expect(values[9] == .point(NibPoint(x: 1.5, y: -2)))
        #expect(values[10] == .size(NibSize(width: 10, height: 20)))
        #expect(values[11] == .rect(NibRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(values[12] == .range(NibRange(location: 3, length: 5)))
        guard case .unknown(let type, let element) = values[13] else {
            Issue.record("an unknown runtime attribute type must be kept generically")
            return
        }
        #expect(type == "quaternion")
        #expect(element[attribute: "value"] == "1 0 0 0")
        #expect(document["root-view"]?.runtimeAttributes[2].keyPath == "layer.cornerRadius")
    }

    @Test func resourcesAreTypedAndUnknownOnesKept() {
        let resources = document.resources
        #expect(resources.map(\.kindName) == ["image", "image", "sound", "namedColor", "systemColor", "hologram"])
        #expect(resources[0].kind == .image(catalog: "system", size: NibSize(width: 128, height: 121)))
        #expect(
            resources[3].kind
                == .namedColor(
                    NibColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1, colorSpace: "custom", customColorSpace: "sRGB"))
        )
        #expect(
            resources[4].kind
                == .systemColor(
                    NibColor(white: 1, alpha: 1, colorSpace: "custom", customColorSpace: "genericGamma22GrayColorSpace")
                ))
        #expect(document.imageNames == ["gear", "logo"])
        #expect(document.soundNames == ["Ping"])
    }

    @Test func locationsPointAtTheStartTag() throws {
        let field = try #require(document["field-1"])
        #expect(field.location == SourceLocation(file: Paths.fixture("Everything.xib"), line: 23, column: 17))
        #expect(document.connections[0].location.line == 14)
        #expect(document.connections[0].location.column == 17)
    }

    @Test func lookupsByIDAreConsistentWithTheObjectList() {
        for object in document.objects {
            #expect(document.object(withID: object.id) == object)
        }
        #expect(document.object(withID: "nope") == nil)
        #expect(!document.contains("nope"))
    }
}
