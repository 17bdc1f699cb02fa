import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Every storyboard a storyboard reference may name.
///
/// Xcode copies every storyboard of a target into the bundle flat (`Base.lproj` and the other
/// localizations become one name), so `storyboardName="Settings"` resolves to a `Settings.storyboard`
/// anywhere in the target, not only beside the referring storyboard.
///
/// ```swift
/// var catalog = StoryboardCatalog(searching: ["App/Resources"])
/// catalog.paths(named: "Settings.storyboard")
/// ```
public struct StoryboardCatalog: Sendable {
    private var pathsByName: [String: [String]] = [:]
    private var knownIdentifiers: [String: Set<String>] = [:]

    /// An empty catalogue: references look in the referring storyboard's folder only.
    public init() {}

    /// The storyboards at or below the paths (files or folders, `.lproj` folders included).
    public init(searching paths: [String]) {
        add(searching: paths)
    }

    /// Whether the catalogue holds no storyboard.
    public var isEmpty: Bool { pathsByName.isEmpty }

    /// Adds the storyboards at or below the paths.
    public mutating func add(searching paths: [String]) {
        for path in paths {
            let files =
                FileTree.isDirectory(path)
                ? FileTree.regularFiles(under: path, skippingDirectoriesNamed: [".build", ".git"]) : [path]
            for file in files where file.hasSuffix(".storyboard") { add(path: file) }
        }
    }

    /// Adds one storyboard file; its identifiers are read when a reference needs them.
    public mutating func add(path: String) {
        let name = PathText.lastComponent(path)
        if !(pathsByName[name]?.contains(path) ?? false) { pathsByName[name, default: []].append(path) }
    }

    /// Adds a storyboard already read, with its identifiers.
    public mutating func add(_ document: NibDocument) {
        guard document.kind == .storyboard else { return }
        add(path: document.file)
        knownIdentifiers[document.file] = Set(document.storyboardIdentifiers.keys)
    }

    /// The paths of every storyboard with that file name (`Settings.storyboard`).
    public func paths(named fileName: String) -> [String] {
        pathsByName[fileName] ?? []
    }

    /// The storyboard identifiers of the storyboard at `path`, or `nil` when it cannot be read.
    public func identifiers(ofStoryboardAt path: String) -> Set<String>? {
        if let known = knownIdentifiers[path] { return known }
        guard let document = try? NibDocument(contentsOfFile: path), document.kind == .storyboard else { return nil }
        return Set(document.storyboardIdentifiers.keys)
    }

    /// The storyboard in the folder or one of its `*.lproj` subfolders.
    static func localPaths(named fileName: String, in directory: String) -> [String] {
        let base = directory.isEmpty ? "." : directory
        var found: [String] = []
        let direct = PathText.appending(fileName, to: base)
        if FileTree.isRegularFile(direct) { found.append(direct) }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).sorted()
        for entry in entries where entry.hasSuffix(".lproj") {
            let localized = PathText.appending(fileName, to: PathText.appending(entry, to: base))
            if FileTree.isRegularFile(localized) { found.append(localized) }
        }
        return found
    }
}
