import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// The build machine's ICC profiles for catalog colours: read out of Apple's nibs, found in a
/// folder by content, looked up in order, and warned about when missing.
@Suite struct ColorProfilesTests {
    static var pairs: URL? { TestPaths.corpus?.appendingPathComponent("pairs/macos") }

    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("profiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The `NS.bytes` of every `NSICC` data object of a graph, as the nib holds them.
    func embeddedProfiles(_ graph: ArchiveGraph) -> [[UInt8]] {
        graph.objects.filter { $0.className == "NSColorSpace" }.compactMap { space in
            guard case .reference(let data)? = space.value(forKey: "NSICC"),
                case .data(let bytes)? = graph[data]?.value(forKey: "NS.bytes")
            else { return nil }
            return bytes
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func extractionGivesTheExactBytesApplesNibHolds() throws {
        let folder = try #require(Self.pairs)
        let gray = ArchiveGraph(
            try CompiledArchive(contentsOfFile: folder.appendingPathComponent("textfield_textcolor_v20037.nib").path))
        let profiles = ColorProfiles.profiles(in: gray)
        let grayBytes = try #require(profiles["genericGamma22Gray"])
        #expect(grayBytes.count == 4508)
        #expect(embeddedProfiles(gray).contains(grayBytes))
        #expect(ColorProfiles.name(ofProfile: grayBytes) == "genericGamma22Gray")
        // A blue catalog colour's fallback is in sRGB: find a pair that holds it.
        var found: [UInt8]?
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".nib") && found == nil {
            let graph = ArchiveGraph(try CompiledArchive(contentsOfFile: folder.appendingPathComponent(name).path))
            if let bytes = ColorProfiles.profiles(in: graph)["sRGB"] {
                #expect(embeddedProfiles(graph).contains(bytes))
                found = bytes
            }
        }
        #expect(found?.count == 3144)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aKeyedArchivesProfileIsExtractedFromItsPlainData() throws {
        // A keyed archive keeps an NSData's bytes as a plain value, not NS.bytes.
        let path = try #require(TestPaths.corpus).appendingPathComponent(
            "nib-compiled/adium__adium__Frameworks_Adium_Resources_AccountProfile.nib_keyedobjects.nib"
        ).path
        let profiles = ColorProfiles.profiles(in: ArchiveGraph(try CompiledArchive(contentsOfFile: path)))
        let gray = try #require(profiles["genericGamma22Gray"])
        #expect(gray.count == 4508)
        #expect(ColorProfiles.name(ofProfile: gray) == "genericGamma22Gray")
    }

    @Test func aColourInACustomSpaceWithoutItsProfileIsAWarningAtItsLine() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <box boxType="custom" borderType="line" title="Box" id="1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <color key="fillColor" white="0.0" alpha="0.0" colorSpace="custom" \
            customColorSpace="genericGamma22GrayColorSpace"/>
                    </box>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xml.utf8), file: "box.xib")
        let warnings = DocumentCompiler(options: CompileOptions()).missingColorProfiles(in: document)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.location.line == 8)
        #expect(warning.part == "genericGamma22GrayColorSpace")
        #expect(warning.message.contains("Generic Gray Gamma 2.2"))
        let options = CompileOptions(colorProfiles: ["genericGamma22Gray": [1]])
        #expect(DocumentCompiler(options: options).missingColorProfiles(in: document).isEmpty)
    }

    @Test func aProfileIsRecognizedByItsContentNotItsName() throws {
        #expect(ColorProfiles.name(ofProfile: Array("not a profile".utf8)) == nil)
        #expect(ColorProfiles.name(ofProfile: []) == nil)
        let directory = try temporaryDirectory()
        try Data("garbage".utf8).write(to: directory.appendingPathComponent("sRGB.icc"))
        #expect(ColorProfiles.profiles(inFolder: directory.path).isEmpty)
        #expect(ColorProfiles.profiles(inFolder: directory.appendingPathComponent("missing").path).isEmpty)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func theLookUpTakesExplicitProfilesFirstThenTheEnvironmentsFolder() throws {
        let folder = try #require(Self.pairs)
        let apple = ArchiveGraph(
            try CompiledArchive(contentsOfFile: folder.appendingPathComponent("textfield_textcolor_v20037.nib").path))
        let gray = try #require(ColorProfiles.profiles(in: apple)["genericGamma22Gray"])
        let directory = try temporaryDirectory()
        // Any file name: the folder is read by content.
        try Data(gray).write(to: directory.appendingPathComponent("Whatever Gray.ICC"))
        let environment = [ColorProfiles.environmentVariable: directory.path]
        #expect(ColorProfiles.lookUp(environment: environment, systemFolders: []) == ["genericGamma22Gray": gray])
        let explicit = ["genericGamma22Gray": [UInt8](repeating: 1, count: 4)]
        #expect(ColorProfiles.lookUp(explicit: explicit, environment: environment, systemFolders: []) == explicit)
        #expect(ColorProfiles.lookUp(environment: [:], systemFolders: []).isEmpty)
        #expect(ColorProfiles.lookUp(environment: [:], systemFolders: [directory.path]) == ["genericGamma22Gray": gray])
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aCatalogColourWithoutItsProfileIsAWarningAtItsLineOncePerProfile() throws {
        let folder = try #require(Self.pairs)
        let document = try NibDocument(
            contentsOfFile: folder.appendingPathComponent("textfield_textcolor_v20037.xib").path)
        let warnings = DocumentCompiler(options: CompileOptions()).missingColorProfiles(in: document)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.location.line == 20)
        #expect(warning.part == "textColor")
        #expect(warning.message.contains("Generic Gray Gamma 2.2"))
        #expect(warning.message.contains(ColorProfiles.environmentVariable))
        #expect(warning.description.contains(":20:"))
        let apple = ArchiveGraph(
            try CompiledArchive(contentsOfFile: folder.appendingPathComponent("textfield_textcolor_v20037.nib").path))
        let options = CompileOptions(colorProfiles: ColorProfiles.profiles(in: apple))
        #expect(DocumentCompiler(options: options).missingColorProfiles(in: document).isEmpty)
    }
}
