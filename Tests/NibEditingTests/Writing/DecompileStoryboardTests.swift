import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

/// A `.storyboardc` decompiled to one storyboard that reads like its source: the Apple-compiled
/// pairs of the corpus (`pairs/macos/sb_*`), each source beside the storyboardc ibtool made.
@Suite(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
struct DecompileStoryboardTests {
    static let pairs = [
        "sb_basic_wc", "sb_imagecell_nsstyle", "sb_swift_wc", "sb_toolbar", "sb_tv_customclass",
        "Base.lproj/sb_localized",
    ]

    static func path(_ name: String) -> String {
        TestPaths.corpus!.appendingPathComponent("pairs/macos/\(name).storyboardc").path
    }

    /// The compiled storyboard, decompiled and read back.
    static func decompiled(_ name: String) throws -> (compiled: NibDocument, decompiled: NibDocument, text: String) {
        let compiled = try NibDocument(contentsOfFile: path(name))
        let bytes = compiled.decompiledXML()
        let document = try NibDocument(data: Data(bytes), file: name + ".storyboard")
        return (compiled, document, String(decoding: bytes, as: UTF8.self))
    }

    static func connections(_ document: NibDocument) -> [String] {
        document.connections.map { "\($0.kindName) \($0.source) \($0.label ?? "") \($0.destination?.rawValue ?? "")" }
            .sorted()
    }

    @Test func aWindowControllerAndItsContentAreTwoScenesJoinedByTheirRelationship() throws {
        let (_, document, text) = try Self.decompiled("sb_basic_wc")
        #expect(document.kind == .storyboard)
        #expect(document.format == .xmlDocument)
        #expect(document.scenes.count == 3)
        // The entry point, and the ids the nib names keep (NSWindowController-wc1-00-001,
        // vc1-00-001-view-vw1-00-001).
        #expect(document.root[attribute: "initialViewController"] == "wc1-00-001")
        let controller = try #require(document["wc1-00-001"])
        #expect(controller.element == "windowController")
        #expect(controller[attribute: "sceneMemberID"] == "viewController")
        #expect(
            controller[attribute: "storyboardIdentifier"] == nil, "ibtool's generated identifier is not the source's")
        let segue = try #require(document.connections.first { $0.kindName == "segue" })
        #expect(segue.source == "wc1-00-001")
        #expect(segue.destination == "vc1-00-001")
        #expect(text.contains(#"kind="relationship" relationship="window.shadowedContentViewController""#))
        // The content controller is its own scene, with its view nib as its view and the frame.
        let content = try #require(document["vc1-00-001"])
        #expect(content.className == "TestViewController")
        let view = try #require(document["vw1-00-001"])
        #expect(view.parent == "vc1-00-001")
        #expect(text.contains(#"<view key="view" id="vw1-00-001">"#))
        #expect(text.contains(#"<rect key="frame" x="0" y="0" width="300" height="200"/>"#))
        #expect(!text.contains("contentViewController"), "the relationship, not the runtime attribute it compiles to")
        #expect(!text.contains("NSStoryboardPlaceholder") && !text.contains("nibExternalObjectPlaceholder"))
        // The main menu nib is the application scene.
        #expect(text.contains(#"<application id="MainMenu:2" sceneMemberID="viewController">"#))
        #expect(text.contains(#"<menu key="mainMenu" title="Main Menu""#))
        #expect(text.contains(#"<menu key="submenu" title="TestApp""#))
    }

    @Test func storyboardIdentifiersToolbarsAndTheViewNibsOutletsComeBack() throws {
        let toolbar = try Self.decompiled("sb_toolbar")
        let controller = try #require(toolbar.decompiled.objects.first { $0.element == "windowController" })
        #expect(controller[attribute: "storyboardIdentifier"] == "ToolbarWC")
        #expect(toolbar.decompiled.root[attribute: "initialViewController"] == controller.id.rawValue)
        #expect(toolbar.text.contains("<allowedToolbarItems>"))
        #expect(toolbar.text.contains(#"<defaultToolbarItems>"#))
        #expect(toolbar.text.contains(#"<toolbarItem reference="ToolbarWC:8"/>"#))

        // The view nib's outlets leave from its proxy of the controller: they are the controller's.
        let swift = try Self.decompiled("sb_swift_wc")
        let outlet = try #require(swift.decompiled.connections.first { $0.label == "myLabel" })
        #expect(outlet.source == "vc1-00-002")
        #expect(swift.decompiled["vc1-00-002"]?.customModule == "TestApp")
    }

    @Test(arguments: pairs) func readsBackToTheConnectionsOfTheCompiledForm(_ name: String) throws {
        let (compiled, decompiled, _) = try Self.decompiled(name)
        #expect(Self.connections(decompiled) == Self.connections(compiled))
        #expect(decompiled.scenes.count == compiled.scenes.count)
        #expect(Set(decompiled.objects.map(\.id)) == Set(compiled.objects.map(\.id)))
    }

    /// Damaged scene nibs (cut short, bytes changed) are located errors or documents that
    /// decompile and read back; never a crash.
    @Test func damagedScenesNeverCrash() throws {
        let source = URL(fileURLWithPath: Self.path("sb_toolbar"))
        let manager = FileManager.default
        let names = try manager.contentsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".nib") }.sorted()
        for name in names {
            let original = try Data(contentsOf: source.appendingPathComponent(name))
            var variants: [Data] = []
            for cut in stride(from: 16, to: original.count, by: max(1, original.count / 12)) {
                variants.append(original.prefix(cut))
            }
            for offset in stride(from: 20, to: original.count, by: max(1, original.count / 24)) {
                var flipped = original
                flipped[offset] ^= 0x5A
                variants.append(flipped)
            }
            for (index, bytes) in variants.enumerated() {
                let copy = manager.temporaryDirectory.appendingPathComponent("Damaged-\(UUID()).storyboardc")
                try manager.copyItem(at: source, to: copy)
                defer { try? manager.removeItem(at: copy) }
                try bytes.write(to: copy.appendingPathComponent(name))
                if let document = try? NibDocument(contentsOfFile: copy.path) {
                    let text = document.decompiledXML()
                    #expect(
                        (try? NibDocument(data: Data(text), file: "\(name)-\(index).storyboard")) != nil,
                        "\(name) variant \(index) decompiles to a document that reads back")
                }
                _ = try? DecompileReport(contentsOfFile: copy.path)
            }
        }
    }
}
