import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Swift language version an Xcode project builds with, read from its `project.pbxproj`.
///
/// - `SWIFT_VERSION` in the build settings: the lowest one named.
/// - No `SWIFT_VERSION`, Swift files, and `LastSwiftUpdateCheck` before `0800` (or none at all):
///   Swift 2. Xcode 7 and earlier wrote no `SWIFT_VERSION`; Xcode 8 requires one and asks to
///   convert any project without it.
/// - No `SWIFT_VERSION` and a `LastSwiftUpdateCheck` of `0800` or later (the setting lives in an
///   `.xcconfig`, say): the project says nothing, and the default rules apply.
public enum XcodeProject {
    /// The lowest `SWIFT_VERSION` the project's build settings name; Swift 2 for a project
    /// written by Xcode 7 or earlier (see ``XcodeProject``). `nil` for a project without Swift,
    /// or one that leaves the version to the defaults.
    public static func swiftVersion(ofProjectFile text: String) -> SwiftLanguageVersion? {
        judgement(ofProjectFile: text, name: "project.pbxproj").flatMap(\.rulesVersion)
    }

    /// The version of the `project.pbxproj` at `path` (a `.pbxproj` file or an `.xcodeproj` folder).
    public static func swiftVersion(ofProjectAt path: String) -> SwiftLanguageVersion? {
        judgement(ofProjectAt: path).flatMap(\.rulesVersion)
    }

    /// The version of the first `.xcodeproj` (by name) in the source folder or the folders above
    /// it, up to four levels; `nil` when none is found or it names no version.
    public static func swiftVersion(near sourcePath: String) -> SwiftLanguageVersion? {
        judgement(near: sourcePath).flatMap(\.rulesVersion)
    }

    /// The version a project file's text gives, and why; `name` is how the reason names the
    /// project. `nil` for a project without Swift files.
    public static func judgement(ofProjectFile text: String, name: String) -> SwiftVersionJudgement? {
        var lowest: (version: SwiftLanguageVersion, text: String)?
        var lastSwiftUpdateCheck: String?
        for line in text.split(separator: "\n") {
            if line.contains("SWIFT_VERSION"), let value = settingValue(line) {
                guard let version = SwiftLanguageVersion(value) else { continue }
                if let found = lowest, found.version <= version { continue }
                lowest = (version, value)
            } else if line.contains("LastSwiftUpdateCheck"), let value = settingValue(line) {
                lastSwiftUpdateCheck = value
            }
        }
        if let lowest {
            return SwiftVersionJudgement(
                version: lowest.version, basis: .project, reason: "SWIFT_VERSION = \(lowest.text) in \(name)")
        }
        guard text.contains("sourcecode.swift") else { return nil }
        guard let check = lastSwiftUpdateCheck else {
            return SwiftVersionJudgement(
                version: SwiftLanguageVersion(major: 2), basis: .project,
                reason: "\(name) has no SWIFT_VERSION and no LastSwiftUpdateCheck (written before Xcode 8)")
        }
        if let number = Int(check), number < 800 {
            return SwiftVersionJudgement(
                version: SwiftLanguageVersion(major: 2), basis: .project,
                reason: "\(name) has no SWIFT_VERSION and LastSwiftUpdateCheck \(check)")
        }
        return .byDefault("\(name) has no SWIFT_VERSION, LastSwiftUpdateCheck \(check)")
    }

    /// The judgement of the `project.pbxproj` at `path` (a `.pbxproj` file or an `.xcodeproj`
    /// folder); `nil` when it cannot be read or has no Swift files.
    public static func judgement(ofProjectAt path: String) -> SwiftVersionJudgement? {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        let file = path.hasSuffix(".xcodeproj") ? PathText.appending("project.pbxproj", to: path) : path
        guard let data = try? NibDocument.readFile(file) else { return nil }
        let folder = PathText.deletingLastComponent(file)
        var name = folder.hasSuffix(".xcodeproj") ? folder : file
        if name.hasPrefix("./") { name.removeFirst(2) }
        return judgement(ofProjectFile: String(decoding: data, as: UTF8.self), name: name)
    }

    /// The judgement of the first `.xcodeproj` (by name) in the source folder or the folders
    /// above it, up to four levels (a relative path climbs through `.` and `..`); `nil` when
    /// none is found or it has no Swift files.
    public static func judgement(near sourcePath: String) -> SwiftVersionJudgement? {
        var directory = FileTree.isDirectory(sourcePath) ? sourcePath : PathText.deletingLastComponent(sourcePath)
        if directory.isEmpty { directory = "." }
        for _ in 0..<5 {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            if let project = entries.first(where: { $0.hasSuffix(".xcodeproj") }) {
                return judgement(ofProjectAt: PathText.appending(project, to: directory))
            }
            guard let parent = parent(of: directory) else { break }
            directory = parent
        }
        return nil
    }

    /// The folder above `directory`, relative paths climbing through `.` and `..`; `nil` above `/`.
    private static func parent(of directory: String) -> String? {
        if directory == "/" { return nil }
        let components = directory.split(separator: "/")
        if directory == "." { return ".." }
        if !directory.hasPrefix("/"), components.allSatisfy({ $0 == ".." || $0 == "." }) {
            return directory + "/.."
        }
        let parent = PathText.deletingLastComponent(directory)
        return parent.isEmpty ? "." : parent
    }

    /// The value of a `KEY = value;` line, without quotes, or `nil` without an `=`.
    private static func settingValue(_ line: Substring) -> String? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        return String(line[line.index(after: equals)...].filter { $0 != ";" && $0 != "\"" && !$0.isWhitespace })
    }
}
