import Foundation
import NibDumpViews
import Testing

@testable import NibModel

/// Pins the text dumps and the JSON schema of the bundled samples.
@Suite struct DumpTests {
    /// Snapshots name files relative to the package, so they do not depend on the checkout path.
    private func sample(_ name: String) throws -> NibDocument {
        let path = Paths.sample(name)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try NibDocument(data: data, file: "Samples/Documents/\(name)")
    }

    @Test(arguments: ["MainMenu.xib", "PreferencesWindow.xib", "ProfileViewController.xib", "Main.storyboard"])
    func hierarchyMatchesSnapshot(name: String) throws {
        assertSnapshot(try sample(name).hierarchyDescription(), named: "hierarchy-\(name)")
    }

    @Test(arguments: ["MainMenu.xib", "PreferencesWindow.xib", "ProfileViewController.xib", "Main.storyboard"])
    func connectionsMatchSnapshot(name: String) throws {
        assertSnapshot(try sample(name).connectionsDescription(), named: "connections-\(name)")
    }

    @Test func otherViewsMatchSnapshots() throws {
        let document = try sample("ProfileViewController.xib")
        assertSnapshot(document.objectsDescription(), named: "objects-ProfileViewController.xib")
        assertSnapshot(document.classesDescription(), named: "classes-ProfileViewController.xib")
        assertSnapshot(document.resourcesDescription(), named: "resources-ProfileViewController.xib")
        assertSnapshot(document.infoDescription(), named: "info-ProfileViewController.xib")
    }

    @Test func hierarchyWithoutOptionsOmitsIDsAndLines() throws {
        let text = try sample("MainMenu.xib").hierarchyDescription(options: [])
        #expect(text.contains("└─ window NSWindow \"HelloNib\"\n"))
        #expect(!text.contains("id="))
    }

    @Test func jsonDumpMatchesSnapshotAndDecodesBack() throws {
        let documents = try ["MainMenu.xib", "Main.storyboard"].map(sample)
        let error = NibParseError(.emptyDocument, at: SourceLocation(file: "Empty.xib", line: 1, column: 1))
        let dump = NibDumpV1(documents: documents, errors: [error])
        let data = try dump.jsonData()
        assertSnapshot(String(decoding: data, as: UTF8.self), named: "dump-json")
        #expect(try JSONDecoder().decode(NibDumpV1.self, from: data) == dump)
    }

    @Test func jsonDumpAlwaysWritesEveryDocumentedKey() throws {
        let data = try NibDumpV1(documents: [try sample("MainMenu.xib")], errors: []).jsonData()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["serializationVersion"] as? Int == 1)
        let document = try #require((json["documents"] as? [[String: Any]])?.first)
        for key in [
            "file", "kind", "platform", "toolsVersion", "placeholders", "topLevelObjects", "objects", "connections",
            "resources",
        ] {
            #expect(document[key] != nil, "missing \(key)")
        }
        let object = try #require((document["objects"] as? [[String: Any]])?.last)
        for key in ["id", "element", "class", "customClass", "customModule", "parent", "line"] {
            #expect(object.keys.contains(key), "object misses \(key)")
        }
        let connection = try #require((document["connections"] as? [[String: Any]])?.first)
        for key in ["id", "kind", "source", "destination", "label", "line"] {
            #expect(connection.keys.contains(key), "connection misses \(key)")
        }
        let placeholder = try #require((document["placeholders"] as? [[String: Any]])?.first)
        #expect(placeholder["role"] as? String == "filesOwner")
        #expect(placeholder["class"] as? String == "NSApplication")
        let actions = (document["connections"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "action" }
        #expect(
            actions.first?["destination"] as? String == "-1", "an action to First Responder names its placeholder id")
    }

    @Test func jsonDumpTypesRuntimeAttributesAndDecodesThemBack() throws {
        let documents = try ["PreferencesWindow.xib", "ProfileViewController.xib"].map(sample)
        let dump = NibDumpV1(documents: documents, errors: [])
        let attributes = dump.documents.flatMap(\.objects).flatMap(\.runtimeAttributes)
        let values = Dictionary(attributes.map { ($0.keyPath, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(values["layer.cornerRadius"] == .real(8))
        #expect(values["caption"] == .string("Accent"))
        #expect(values["layer.masksToBounds"] == .boolean(true))
        guard case .color(let color) = values["swatchColor"] else {
            Issue.record("swatchColor is not a color: \(String(describing: values["swatchColor"]))")
            return
        }
        #expect(color.red == 0.2 && color.blue == 0.8 && color.customColorSpace == "sRGB")
        #expect(attributes.contains { $0.keyPath == "layer.cornerRadius" && $0.value == .integer(60) })
        // A real that is a whole number (8) is written as `8` and still reads back as a real.
        #expect(try JSONDecoder().decode(NibDumpV1.self, from: dump.jsonData()) == dump)
    }

    @Test func jsonDumpTypesBindingKeyPathsAndOptions() throws {
        let dump = NibDumpV1(documents: [try sample("PreferencesWindow.xib")], errors: [])
        let binding = try #require(dump.documents[0].connections.first { $0.label == "selectedValue" })
        #expect(binding.keyPath == "values.theme")
        #expect(binding.options?.count == 2)
        #expect(binding.segueKind == nil && binding.eventType == nil)
    }

    @Test func classesFlagOnlyTheAppsOwnClasses() throws {
        let document = try sample("MainMenu.xib")
        let custom = document.objects.filter(\.hasAppDefinedClass).map(\.qualifiedClassName)
        #expect(custom == ["HelloNib.AppDelegate"], "not NSApplication, FirstResponder, NSObject or NSFontManager")
    }

    @Test func hierarchyWithoutConstraintsClosesTheBranchAtTheLastDrawnChild() throws {
        let text = try sample("ProfileViewController.xib").hierarchyDescription(options: [.omitConstraints])
        #expect(!text.contains("constraint"))
        #expect(text.contains("│  └─ viewLayoutGuide UILayoutGuide key=safeArea\n"))
    }
}
