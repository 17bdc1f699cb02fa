import Foundation
import Testing

@testable import NibModel

/// The path arithmetic and file walking the package's tools share instead of NSString and
/// FileManager.
@Suite struct PackageSupportTests {
    @Test func pathExtensionIsWhatFollowsTheLastDotOfTheLastComponent() {
        #expect(PathText.pathExtension("a/b/Main.storyboard") == "storyboard")
        #expect(PathText.pathExtension("archive.tar.gz") == "gz")
        #expect(PathText.pathExtension("dir.lproj/Main") == "")
        #expect(PathText.pathExtension(".hidden") == "")
        #expect(PathText.pathExtension("Icon.png/") == "png")
    }

    @Test func deletingPathsPartsFollowsNSStringsRules() {
        #expect(PathText.deletingPathExtension("a/Icon@2x.png") == "a/Icon@2x")
        #expect(PathText.deletingPathExtension("Icon") == "Icon")
        #expect(PathText.deletingPathExtension(".hidden") == ".hidden")
        #expect(PathText.deletingLastComponent("a/b/Main.xib") == "a/b")
        #expect(PathText.deletingLastComponent("Main.xib") == "")
        #expect(PathText.deletingLastComponent("/Main.xib") == "/")
        #expect(PathText.deletingLastComponent("a/b/") == "a")
        #expect(PathText.lastComponent("a/b/Main.xib") == "Main.xib")
    }

    @Test func appendingPutsOneSlashBetween() {
        #expect(PathText.appending("Main.storyboard", to: "Base.lproj") == "Base.lproj/Main.storyboard")
        #expect(PathText.appending("x", to: "/") == "/x")
        #expect(PathText.appending("x", to: "") == "x")
        #expect(PathText.appending("", to: "a") == "a")
    }

    @Test func paddingAddsSpacesAndKeepsLongerStringsWhole() {
        #expect("ab".padded(to: 4) == "ab  ")
        #expect("abcdef".padded(to: 4) == "abcdef")
    }

    @Test func byteSearchFindsSubstringsAnywhereAndNothingInShorterStrings() {
        let type = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        #expect(type.containsBytes("Storyboard"))
        #expect(type.containsBytes("com."))
        #expect(type.containsBytes(".XIB"))
        #expect(!type.containsBytes(".Cocoa."))
        #expect(!"Story".containsBytes("Storyboard"))
        #expect("".containsBytes(""))
        #expect("née".containsBytes("ée"))
    }

    @Test func regularFilesAreFoundBelowADirectorySortedSkippingNamedFoldersAndLinkedFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swift-nib-tree-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for folder in ["b", "a/deeper", ".build/debug", "linked-target"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["b/Two.xib", "a/One.xib", "a/deeper/Three.storyboard", ".build/debug/Skipped.xib", "top.txt"] {
            try Data("<document/>".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/linked-target/Inside.xib"))
        try manager.createSymbolicLink(atPath: root + "/a/link", withDestinationPath: root + "/linked-target")
        try manager.createSymbolicLink(atPath: root + "/b/Alias.xib", withDestinationPath: root + "/b/Two.xib")

        let found = FileTree.regularFiles(under: root + "/", skippingDirectoriesNamed: [".build", "linked-target"])
        #expect(
            found == [
                root + "/a/One.xib", root + "/a/deeper/Three.storyboard", root + "/b/Alias.xib", root + "/b/Two.xib",
                root + "/top.txt",
            ])
        #expect(FileTree.regularFiles(under: root).contains(root + "/.build/debug/Skipped.xib"))
        #expect(FileTree.isDirectory(root + "/a/link"))
        #expect(!FileTree.isDirectory(root + "/a/link", followingLinks: false))
        #expect(FileTree.isRegularFile(root + "/b/Alias.xib"))
        #expect(FileTree.size(of: root + "/a/One.xib") == 11)
        #expect(FileTree.size(of: root + "/none") == nil)
        #expect(FileTree.head(of: root + "/a/One.xib", count: 4) == Array("<doc".utf8))
        #expect(FileTree.head(of: root + "/a/One.xib", count: 100) == Array("<document/>".utf8))
        #expect(FileTree.head(of: root + "/none", count: 4) == nil)
    }

    #if os(Linux)
        @Test func aFileThatReportsNoSizeIsReadToItsEnd() throws {
            // /proc files are regular but report a size of 0: the stream path reads them.
            let data = try NibDocument.readFile("/proc/self/status")
            #expect(String(decoding: data, as: UTF8.self).hasPrefix("Name:"))
        }
    #endif

    @Test func aLockSerialisesItsHolders() async {
        let lock = Lock()
        final class Counter: @unchecked Sendable { var value = 0 }
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1000 { lock.withLock { counter.value += 1 } }
                }
            }
        }
        #expect(counter.value == 8000)
    }
}
