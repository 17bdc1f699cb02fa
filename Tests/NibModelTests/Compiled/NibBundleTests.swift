import Foundation
import Testing

@testable import NibModel

/// `.nib` bundle directories and compiled storyboards (`.storyboardc`).
@Suite struct NibBundleTests {
    private static func directory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("NibBundleTests-\(UUID().uuidString)")
            .appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aNibBundleIsReadFromTheArchiveARuntimePicks() throws {
        let bundle = try Self.directory("Main.nib")
        let nib = Data(CompiledMappingTests.appKitNib().bytes())
        try Data(
            "<?xml version=\"1.0\"?><archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\"/>".utf8
        )
        .write(to: bundle.appendingPathComponent("designable.nib"))
        try nib.write(to: bundle.appendingPathComponent("keyedobjects.nib"))
        try nib.write(to: bundle.appendingPathComponent("keyedobjects-101300.nib"))
        try nib.write(to: bundle.appendingPathComponent("keyedobjects-110000.nib"))
        #expect(try NibBundle.archivePath(for: bundle.path) == bundle.path + "/keyedobjects-110000.nib")
        let document = try NibDocument(contentsOfFile: bundle.path)
        #expect(document.file == bundle.path + "/keyedobjects-110000.nib", "the document says which file it read")
        #expect(document.format == .nibArchive(formatVersion: 1, coderVersion: 10))
        try nib.write(to: bundle.appendingPathComponent("runtime.nib"))
        #expect(try NibBundle.archivePath(for: bundle.path) == bundle.path + "/runtime.nib")
        try nib.write(to: bundle.appendingPathComponent("objects-13.0+.nib"))
        try nib.write(to: bundle.appendingPathComponent("objects-8.0+.nib"))
        #expect(try NibBundle.archivePath(for: bundle.path) == bundle.path + "/objects-13.0+.nib")
    }

    @Test func aBundleWithOnlyDesignableNibGoesToTheLegacyReader() throws {
        let bundle = try Self.directory("Legacy.nib")
        try Data(
            "<?xml version=\"1.0\"?><archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\"/>".utf8
        )
        .write(to: bundle.appendingPathComponent("designable.nib"))
        #expect(try NibBundle.archivePath(for: bundle.path) == bundle.path + "/designable.nib")
        // The legacy reader reads it, and says what this empty archive lacks.
        #expect {
            try NibDocument(contentsOfFile: bundle.path)
        } throws: { error in
            guard let error = error as? NibParseError, case .notAnInterfaceBuilderDocument(let reason) = error.kind
            else { return false }
            return reason.contains("IBDocument.Objects") && error.location.file.hasSuffix("designable.nib")
        }
    }

    @Test func anEmptyBundleIsAClearError() throws {
        let bundle = try Self.directory("Empty.nib")
        let error = #expect(throws: NibParseError.self) { try NibDocument(contentsOfFile: bundle.path) }
        #expect(error?.description.contains("holds none of") == true)
    }

    @Test func S_compiledStoryboardHasScenesIdentifiersAndInitialController() throws {
        let storyboard = try Self.directory("Main.storyboardc")
        let controllerNib = Data(CompiledMappingTests.uiKitNib().bytes(coderVersion: 9))
        try controllerNib.write(to: storyboard.appendingPathComponent("UIViewController-abc.nib"))
        try controllerNib.write(to: storyboard.appendingPathComponent("abc-view-def.nib"))
        let info = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>UIStoryboardDesignatedEntryPointIdentifier</key><string>Start</string>
                <key>UIStoryboardVersion</key><integer>1</integer>
                <key>UIViewControllerIdentifiersToNibNames</key>
                <dict><key>Start</key><string>UIViewController-abc</string></dict>
            </dict>
            </plist>
            """
        try Data(info.utf8).write(to: storyboard.appendingPathComponent("Info.plist"))
        let document = try NibDocument(contentsOfFile: storyboard.path + "/")
        #expect(document.kind == .storyboard)
        #expect(document.format == .compiledStoryboard)
        #expect(document.scenes.map(\.id) == ["UIViewController-abc", "abc-view-def"])
        #expect(document.storyboardIdentifiers.keys.sorted() == ["Start"])
        let initial = try #require(document.storyboardIdentifiers["Start"])
        #expect(document.root[attribute: "initialViewController"] == initial.rawValue)
        #expect(initial.rawValue.hasPrefix("UIViewController-abc:"))
        #expect(Set(document.objects.map(\.id)).count == document.objects.count, "ids are unique across scenes")
    }
}

/// Directory walks (`nibdump check DIR`) treat compiled bundles as documents.
@Suite struct CompiledBundleWalkTests {
    @Test func nibAndStoryboardcDirectoriesAreListedAsDocuments() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("Walk-\(UUID().uuidString)")
        for path in ["A.nib", "Main.storyboardc", "Sub"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try Data().write(to: root.appendingPathComponent("A.nib/keyedobjects.nib"))
        try Data().write(to: root.appendingPathComponent("Main.storyboardc/Info.plist"))
        try Data().write(to: root.appendingPathComponent("Sub/B.xib"))
        let found = DocumentDiscovery.documents(in: [root.path]).files.map {
            String($0.dropFirst(root.path.count + 1))
        }
        #expect(found == ["A.nib", "Main.storyboardc", "Sub/B.xib"])
    }
}
