import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// `ibtool` finds the build machine's ICC profiles for catalog colours through
/// `SWIFT_NIB_COLOR_PROFILES` (Xcode's command lines carry no option for them).
extension IBToolCommandLineTests {
    /// A folder holding the profiles `nibdump extract-color-profiles` would take from `nib`.
    func extractedProfiles(from nib: String) throws -> URL {
        let directory = try temporaryDirectory().appendingPathComponent("profiles")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let profiles = ColorProfiles.profiles(in: ArchiveGraph(try CompiledArchive(contentsOfFile: nib)))
        for (name, bytes) in profiles { try Data(bytes).write(to: directory.appendingPathComponent(name + ".icc")) }
        return directory
    }

    @Test func standInProfilesAreRecognized() throws {
        let found = ColorProfiles.profiles(inFolder: try StandInProfiles.folder().path)
        #expect(found.keys.sorted() == ["genericGamma22Gray", "sRGB"])
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func profilesFromTheEnvironmentMakeCatalogColoursTheSameAsApples() throws {
        let pairs = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let source = pairs.appendingPathComponent("textfield_textcolor_v20037.xib").path
        let apple = pairs.appendingPathComponent("textfield_textcolor_v20037.nib").path
        let directory = try temporaryDirectory()
        let nib = directory.appendingPathComponent("Out.nib").path
        let info = directory.appendingPathComponent("Info.plist").path
        let line = xcodeMacCommandLine(input: source, output: nib, partialInfoPlist: info)

        let profiles = try extractedProfiles(from: apple)
        let run = try ibtool(line, environment: [ColorProfiles.environmentVariable: profiles.path])
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(!run.text.contains("ICC profile"), "\(run.text)")
        let comparison = try ArchiveComparison(contentsOfFile: apple, nib)
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")

        // Without them: the graph differs in the fallback's colour space, and ibtool warns once.
        let without = try ibtool(line, environment: [ColorProfiles.environmentVariable: ""])
        #expect(without.status == 0, "\(without.text)\(without.stderr)")
        #expect(without.text.components(separatedBy: "ICC profile").count == 2, "\(without.text)")
        #expect(without.text.contains("Generic Gray Gamma 2.2"))
        #expect(!(try ArchiveComparison(contentsOfFile: apple, nib)).isSame)
    }
}

/// ICC profiles that `ColorProfiles` recognizes (the header and description of Apple's) but
/// that hold nothing else: stand-ins for the build machine's, which the project cannot ship.
enum StandInProfiles {
    /// A minimal ICC v2 profile: the header and one `desc` tag.
    static func profile(colorSpace: String, description: String) -> [UInt8] {
        func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let text = Array(description.utf8) + [0]
        let tag = Array("desc".utf8) + word(0) + word(text.count) + text
        let size = 128 + 4 + 12 + tag.count
        var header = word(size) + [UInt8](repeating: 0, count: 124)
        header.replaceSubrange(16..<20, with: Array(colorSpace.utf8))
        header.replaceSubrange(36..<40, with: Array("acsp".utf8))
        return header + word(1) + Array("desc".utf8) + word(144) + word(tag.count) + tag
    }

    /// A folder holding a stand-in for every profile `ColorProfiles` knows (made once).
    static func folder() throws -> URL {
        if let made { return made }
        throw CocoaError(.fileWriteUnknown)
    }

    private static let made: URL? = try? make()

    private static func make() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stand-in-profiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for known in ColorProfiles.known {
            try Data(profile(colorSpace: known.colorSpace, description: known.description)).write(
                to: directory.appendingPathComponent(known.name + ".icc"))
        }
        return directory
    }
}
