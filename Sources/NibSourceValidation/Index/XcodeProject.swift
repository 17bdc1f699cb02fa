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
/// - Else the lowest `SWIFT_VERSION` of the `.xcconfig` files the project names (their build
///   settings are the base of the project's).
/// - No `SWIFT_VERSION` and a `LastSwiftUpdateCheck` of `0800` or later: the project says
///   nothing, and the default rules apply.
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
    /// project, and `configurations` are the `.xcconfig` files it names (name and text), read
    /// when the project itself names no `SWIFT_VERSION`. `nil` for a project without Swift files.
    public static func judgement(
        ofProjectFile text: String, name: String, configurations: [(name: String, text: String)] = []
    ) -> SwiftVersionJudgement? {
        if let lowest = lowestSwiftVersion(in: text) {
            return SwiftVersionJudgement(
                version: lowest.version, basis: .project, reason: "SWIFT_VERSION = \(lowest.text) in \(name)")
        }
        guard text.contains("sourcecode.swift") else { return nil }
        var fromConfiguration: (version: SwiftLanguageVersion, text: String, file: String)?
        for configuration in configurations {
            guard let found = lowestSwiftVersion(in: configuration.text) else { continue }
            if let lowest = fromConfiguration, lowest.version <= found.version { continue }
            fromConfiguration = (found.version, found.text, configuration.name)
        }
        if let found = fromConfiguration {
            return SwiftVersionJudgement(
                version: found.version, basis: .project, reason: "SWIFT_VERSION = \(found.text) in \(found.file)")
        }
        var lastSwiftUpdateCheck: String?
        for line in text.split(separator: "\n") where line.contains("LastSwiftUpdateCheck") {
            lastSwiftUpdateCheck = settingValue(line)
        }
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
        let text = String(decoding: data, as: UTF8.self)
        var root = folder.hasSuffix(".xcodeproj") ? PathText.deletingLastComponent(folder) : folder
        if root.isEmpty { root = "." }
        return judgement(ofProjectFile: text, name: name, configurations: configurationFiles(named: text, under: root))
    }

    /// The `.xcconfig` files a project names (`path = Config/Base.xcconfig;`), found below the
    /// project's folder: at that path, else by name up to four folders down. Each is given with
    /// its path (without a leading `./`) and text.
    private static func configurationFiles(
        named projectText: String, under root: String
    ) -> [(name: String, text: String)] {
        var files: [(name: String, text: String)] = []
        var seen = Set<String>()
        for line in projectText.split(separator: "\n") where line.contains(".xcconfig") {
            guard let range = line.firstRange(of: "path = ") else { continue }
            let value = line[range.upperBound...].prefix { $0 != ";" }.filter { $0 != "\"" }
            guard value.hasSuffix(".xcconfig"), seen.insert(String(value)).inserted else { continue }
            let direct = PathText.appending(String(value), to: root)
            let path =
                FileTree.isRegularFile(direct)
                ? direct : find(PathText.lastComponent(String(value)), under: root, depth: 4)
            guard let path, let data = try? NibDocument.readFile(path) else { continue }
            var name = path
            if name.hasPrefix("./") { name.removeFirst(2) }
            files.append((name, String(decoding: data, as: UTF8.self)))
        }
        return files
    }

    /// The first file called `name` at or below `directory` (sorted, breadth first), `depth`
    /// folders down at most.
    private static func find(_ name: String, under directory: String, depth: Int) -> String? {
        var level = [directory]
        for _ in 0...depth {
            var next: [String] = []
            for folder in level {
                let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                for entry in entries where !entry.hasPrefix(".") {
                    let path = PathText.appending(entry, to: folder)
                    if entry == name, FileTree.isRegularFile(path) { return path }
                    if FileTree.isDirectory(path, followingLinks: false) { next.append(path) }
                }
            }
            level = next
        }
        return nil
    }

    /// The lowest `SWIFT_VERSION = …` a project or configuration file sets (comments skipped).
    private static func lowestSwiftVersion(in text: String) -> (version: SwiftLanguageVersion, text: String)? {
        var lowest: (version: SwiftLanguageVersion, text: String)?
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("SWIFT_VERSION"), let value = settingValue(trimmed) else { continue }
            guard let version = SwiftLanguageVersion(value) else { continue }
            if let found = lowest, found.version <= version { continue }
            lowest = (version, value)
        }
        return lowest
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
