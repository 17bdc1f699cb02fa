import Foundation
import Testing

@testable import NibModel

/// The one directory walk every command uses to find documents.
@Suite struct DocumentDiscoveryTests {
    private func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)").path
        for (path, contents) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    @Test func documentsAreFoundByExtensionOrContentAndBuildOutputIsSkipped() throws {
        let xib = try String(contentsOfFile: Paths.sample("MainMenu.xib"), encoding: .utf8)
        let root = try folder([
            "a/One.xib": xib, "b/Two.storyboard": xib, "c/designable.nib": xib, "d/NoExtension": xib,
            "notes.txt": "plain text\n", "Sources/main.swift": "print(1)\n", ".build/debug/Built.xib": xib,
            ".git/objects/Stored.xib": xib,
        ])
        let found = DocumentDiscovery.documents(in: [root])
        #expect(
            found.files
                == ["a/One.xib", "b/Two.storyboard", "c/designable.nib", "d/NoExtension"].map { root + "/" + $0 })
        #expect(found.emptyDirectories.isEmpty)
    }

    @Test func aDirectoryWithoutDocumentsIsReportedAndAFileGivenIsKeptAsItIs() throws {
        let empty = try folder(["main.swift": "print(1)\n"])
        let found = DocumentDiscovery.documents(in: [empty, "/no/such/file.txt"])
        #expect(found.files == ["/no/such/file.txt"])
        #expect(found.emptyDirectories == [empty])
    }
}
