import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Swift language version an Xcode project builds with, read from its `project.pbxproj`.
public enum XcodeProject {
    /// The lowest `SWIFT_VERSION` the project's build settings name; for a project that compiles
    /// `.swift` files with no `SWIFT_VERSION` at all (Xcode 7 and earlier did not write one;
    /// Xcode 8 requires it), Swift 2. `nil` for a project without Swift.
    public static func swiftVersion(ofProjectFile text: String) -> SwiftLanguageVersion? {
        var lowest: SwiftLanguageVersion?
        for line in text.split(separator: "\n") where line.contains("SWIFT_VERSION") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let value = line[line.index(after: equals)...].filter { $0 != ";" && $0 != "\"" && !$0.isWhitespace }
            guard let version = SwiftLanguageVersion(String(value)) else { continue }
            lowest = min(lowest ?? version, version)
        }
        if let lowest { return lowest }
        return text.contains("sourcecode.swift") ? SwiftLanguageVersion(major: 2) : nil
    }

    /// The version of the `project.pbxproj` at `path` (a `.pbxproj` file or an `.xcodeproj` folder).
    public static func swiftVersion(ofProjectAt path: String) -> SwiftLanguageVersion? {
        let file = path.hasSuffix(".xcodeproj") ? PathText.appending("project.pbxproj", to: path) : path
        guard let data = try? NibDocument.readFile(file) else { return nil }
        return swiftVersion(ofProjectFile: String(decoding: data, as: UTF8.self))
    }

    /// The version of the first `.xcodeproj` (by name) in the source folder or the folders above
    /// it, up to four levels; `nil` when none is found or it names no version.
    public static func swiftVersion(near sourcePath: String) -> SwiftLanguageVersion? {
        var directory = FileTree.isDirectory(sourcePath) ? sourcePath : PathText.deletingLastComponent(sourcePath)
        for _ in 0..<5 {
            let base = directory.isEmpty ? "." : directory
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).sorted()
            if let project = entries.first(where: { $0.hasSuffix(".xcodeproj") }) {
                return swiftVersion(ofProjectAt: PathText.appending(project, to: base))
            }
            let parent = PathText.deletingLastComponent(directory)
            guard !parent.isEmpty, parent != directory else { break }
            directory = parent
        }
        return nil
    }
}
