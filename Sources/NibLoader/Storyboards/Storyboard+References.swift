import NibModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Storyboard {
    /// A reference placeholder (S26): opens the referenced storyboard from this storyboard's
    /// folder (S28) and instantiates its initial controller, or the referenced identifier's.
    func followReference(
        _ scene: StoryboardScene, creator: ((NibCoder) throws -> AnyObject?)?, depth: Int
    ) throws(StoryboardError) -> StoryboardController {
        let storyboardName = scene.reference?.storyboardName
        let identifier = scene.reference?.identifier
        let target: Storyboard
        if let storyboardName {
            guard let path = Self.path(forStoryboardNamed: storyboardName, near: folder) else {
                session.record(
                    StoryboardEvent(
                        .reference, rule: "S33", outcome: .warning, sceneID: scene.id, objectID: scene.controllerID,
                        name: storyboardName,
                        detail: "could not find a storyboard named '\(storyboardName)' in \(folder)",
                        location: scene.location))
                throw StoryboardError(
                    .missingStoryboard(storyboardName, folder: folder), at: scene.location,
                    objectID: scene.controllerID,
                    trace: trace)
            }
            if let opened = session.storyboards[path] {
                target = opened
            } else {
                target = try Storyboard(path: path, options: options, session: session)
            }
        } else {
            target = self
        }
        session.record(
            StoryboardEvent(
                .reference, rule: "S26", sceneID: scene.id, objectID: scene.controllerID, name: storyboardName,
                detail: "loads \(identifier.map { "'\($0)'" } ?? "the initial controller") of \(target.path)"
                    + (storyboardName == nil ? " (no storyboardName: this storyboard; S26.1 unspecified)" : ""),
                location: scene.location))
        if let identifier {
            guard let referenced = target.scene(identifier: identifier) else {
                throw StoryboardError(
                    .missingIdentifier(identifier, storyboard: target.name, available: target.identifiers),
                    at: scene.location, objectID: scene.controllerID, trace: trace)
            }
            guard referenced.kind != .reference || target !== self else {
                throw StoryboardError(
                    .missingIdentifier(identifier, storyboard: target.name, available: target.identifiers),
                    at: scene.location, objectID: scene.controllerID, trace: trace)
            }
            return try target.instantiate(referenced, rule: "S26", creator: creator, depth: depth + 1)
        }
        guard let initial = target.initialControllerID.flatMap(target.scene(controllerID:)) else {
            throw StoryboardError(
                .noInitialController(storyboard: target.name), at: scene.location, objectID: scene.controllerID,
                trace: trace)
        }
        return try target.instantiate(initial, rule: "S26", creator: creator, depth: depth + 1)
    }

    /// `NAME.storyboard` in `folder`, in its `.lproj` subfolders (`Base.lproj` first), or — when
    /// `folder` is itself an `.lproj` — beside it in the sibling `.lproj` folders (S28); in each
    /// folder a compiled `NAME.storyboardc` (S32) stands in when there is no source.
    public static func path(forStoryboardNamed name: String, near folder: String) -> String? {
        let file = name.hasSuffix(".storyboard") ? name : name + ".storyboard"
        var folders = [folder]
        folders += lprojFolders(in: folder)
        if PathText.pathExtension(folder) == "lproj" {
            let parent = PathText.deletingLastComponent(folder)
            let base = parent.isEmpty ? "." : parent
            folders.append(base)
            folders += lprojFolders(in: base)
        }
        for candidate in folders {
            let path = PathText.appending(file, to: candidate)
            if FileTree.isRegularFile(path) { return path }
            if FileTree.isDirectory(path + "c") { return path + "c" }
        }
        return nil
    }

    /// The `.lproj` folders directly in `folder`, `Base.lproj` first, then by name.
    static func lprojFolders(in folder: String) -> [String] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".lproj") { names.append(name) }
        }
        return names.sorted { ($0 == "Base.lproj" ? "" : $0) < ($1 == "Base.lproj" ? "" : $1) }.map {
            PathText.appending($0, to: folder)
        }
    }
}
