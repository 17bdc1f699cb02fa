import Foundation
import NibCompiler
import NibEditing
import NibModel
import NibTestSupport
import Testing

/// UIKit accessibility (`<accessibility key="accessibilityConfiguration">`) compiled into
/// `UIRuntimeAccessibilityConfiguration`s and given back by decompiling: from
/// `Fixtures/UIKitAccessibility.xib` and from a storyboard's scene nib.
@Suite struct UIKitAccessibilityDecompileTests {
    static let fixture = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibCompilerTests/Fixtures/UIKitAccessibility.xib"
    ).path

    /// The accessibility configurations of a decompiled document, by the `key`-less element
    /// that holds each: its name, then the configuration.
    static func configurations(in decompiled: NibDocument) -> [(holder: String, configuration: NibElement)] {
        var found: [(String, NibElement)] = []
        decompiled.root.forEachDescendant { element in
            if let configuration = element.child(forKey: "accessibilityConfiguration") {
                found.append((element.name, configuration))
            }
        }
        return found
    }

    @Test func aXibsAccessibilityLabelHintIdentifierTraitsAndIsElementComeBackFromTheCompiledNib() throws {
        let bytes = try DocumentCompiler().compile(NibDocument(contentsOfFile: Self.fixture))
        let compiled = try NibDocument(data: Data(bytes), file: "UIKitAccessibility.nib")
        let decompiled = try NibDocument(data: Data(compiled.decompiledXML()), file: "UIKitAccessibility.xib")
        let found = Self.configurations(in: decompiled)
        #expect(found.map { $0.holder } == ["view", "button", "label", "textField"])
        for (_, configuration) in found { #expect(configuration.name == "accessibility") }

        let root = try #require(found.first { $0.holder == "view" }?.configuration)
        #expect(root[attribute: "identifier"] == "root-view")
        #expect(root.children.isEmpty)

        let button = try #require(found.first { $0.holder == "button" }?.configuration)
        #expect(button[attribute: "label"] == "Play")
        #expect(button[attribute: "hint"] == "Plays the track")
        #expect(button[attribute: "identifier"] == "play-button")
        let traits = try #require(button.child(forKey: "traits"))
        #expect(traits.name == "accessibilityTraits")
        #expect(traits.attributes.filter { $0.name != "key" }.map { $0.name } == ["button", "staticText"])
        #expect(traits[attribute: "button"] == "YES" && traits[attribute: "staticText"] == "YES")
        #expect(button.child(forKey: "isElement")?[attribute: "value"] == "YES")

        let label = try #require(found.first { $0.holder == "label" }?.configuration)
        #expect(label.child(forKey: "isElement")?.name == "bool")
        #expect(label.child(forKey: "isElement")?[attribute: "value"] == "NO")
        #expect(label.child(forKey: "traits") == nil && label[attribute: "label"] == nil)

        let field = try #require(found.first { $0.holder == "textField" }?.configuration)
        #expect(field[attribute: "label"] == "Search")
        #expect(field.child(forKey: "traits")?[attribute: "searchField"] == "YES")
        #expect(field.child(forKey: "isElement") == nil)
    }

    @Test func aDecompiledXibsAccessibilityCompilesToTheSameConfigurations() throws {
        let first = try DocumentCompiler().compile(NibDocument(contentsOfFile: Self.fixture))
        let compiled = try NibDocument(data: Data(first), file: "UIKitAccessibility.nib")
        let decompiled = try NibDocument(data: Data(compiled.decompiledXML()), file: "UIKitAccessibility.xib")
        let second = try DocumentCompiler().compile(decompiled)
        func configurations(_ bytes: [UInt8]) throws -> [String] {
            let graph = ArchiveGraph(try CompiledArchive(data: Data(bytes), file: "UIKitAccessibility.nib"))
            return graph.objects.filter { $0.className == "UIRuntimeAccessibilityConfiguration" }.map { object in
                ["UIAccessibilityLabel", "UIAccessibilityHint", "UIAccessibilityIdentifier"].map {
                    GraphReading.text(object.value(forKey: $0), in: graph) ?? "-"
                }.joined(separator: "|")
            }
        }
        let before = try configurations(first)
        #expect(before.count == 4)
        #expect(try configurations(second) == before)
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="axs-Vc-001">
            <scenes>
                <scene sceneID="axs-Sc-001">
                    <objects>
                        <viewController id="axs-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="axs-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="axs-Bt-001">
                                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                                        <accessibility key="accessibilityConfiguration" hint="Closes" label="Close">
                                            <accessibilityTraits key="traits" button="YES"/>
                                        </accessibility>
                                        <state key="normal" title="X"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="axs-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aStoryboardScenesAccessibilityComesBackFromItsCompiledSceneNib() throws {
        let document = try StoryboardCompilerTests.document(Self.storyboard, file: "Access.storyboard")
        let files = try StoryboardCompilerTests.compiler().compile(document)
        let compiled = try UIKitContainerStoryboardTests.readBack(files, name: "Access")
        let decompiled = try NibDocument(data: Data(compiled.decompiledXML()), file: "Access.storyboard")
        let found = Self.configurations(in: decompiled)
        #expect(found.map { $0.holder } == ["button"])
        let configuration = try #require(found.first?.configuration)
        #expect(configuration[attribute: "label"] == "Close")
        #expect(configuration[attribute: "hint"] == "Closes")
        #expect(configuration.child(forKey: "traits")?[attribute: "button"] == "YES")
    }
}
