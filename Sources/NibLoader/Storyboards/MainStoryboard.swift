import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An application's main storyboard (storyboards.md S29–S31): `UIMainStoryboardFile` or
/// `NSMainStoryboardFile` from the bundle's `Info.plist`, its initial controller installed in a
/// window and, on AppKit, the application scene's main menu.
public struct MainStoryboard {
    /// The bundle directory (holding `Info.plist`, or `Contents/Info.plist`).
    public var bundleDirectory: String

    /// Creates a finder for a bundle directory.
    public init(bundleDirectory: String) {
        self.bundleDirectory = bundleDirectory
    }

    /// The main storyboard's base name from `Info.plist` (S29, S30).
    ///
    /// - Throws: ``StoryboardError/Kind/noMainStoryboard(_:)`` when there is no readable plist or key.
    public func storyboardName() throws(StoryboardError) -> String {
        for candidate in ["Info.plist", "Contents/Info.plist"] {
            let path = PathText.appending(candidate, to: bundleDirectory)
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { continue }
            let plist = try? PropertyListDecoder().decode(InfoPlist.self, from: data)
            guard let name = plist?.uiKit ?? plist?.appKit, !name.isEmpty else {
                throw StoryboardError(
                    .noMainStoryboard("\(path) has no UIMainStoryboardFile or NSMainStoryboardFile"),
                    at: SourceLocation(file: path, line: 1))
            }
            return name
        }
        throw StoryboardError(
            .noMainStoryboard("no Info.plist in \(bundleDirectory)"), at: SourceLocation(file: bundleDirectory, line: 0)
        )
    }

    /// The storyboard's path: in the bundle, `Base.lproj`, `Resources`, `Contents/Resources` or their `.lproj` folders.
    ///
    /// - Throws: ``StoryboardError/Kind/missingStoryboard(_:folder:)`` (S33).
    public func path(forStoryboardNamed name: String) throws(StoryboardError) -> String {
        for folder in ["", "Resources", "Contents/Resources"] {
            let directory = folder.isEmpty ? bundleDirectory : PathText.appending(folder, to: bundleDirectory)
            if let path = Storyboard.path(forStoryboardNamed: name, near: directory) { return path }
        }
        throw StoryboardError(
            .missingStoryboard(name, folder: bundleDirectory), at: SourceLocation(file: bundleDirectory, line: 0))
    }

    /// Launches: opens the main storyboard, fills the main menu from the application scene
    /// (AppKit, S31), instantiates the initial controller, installs it in a window and loads its
    /// view, as it goes on screen (S7.2, S29, S30).
    ///
    /// - Returns: The storyboard; ``StoryboardSession/rootController`` is the initial controller.
    /// - Throws: ``StoryboardError``.
    public func launch(options: StoryboardOptions = StoryboardOptions()) throws(StoryboardError) -> Storyboard {
        let name = try storyboardName()
        let storyboard = try Storyboard(contentsOfFile: try path(forStoryboardNamed: name), options: options)
        let uiKit = storyboard.platform.usesUIKitSemantics
        storyboard.session.record(
            StoryboardEvent(
                .mainStoryboard, rule: uiKit ? "S29" : "S30", name: name,
                detail: "\(uiKit ? "UIMainStoryboardFile" : "NSMainStoryboardFile") = \(name)"))
        if !uiKit, let application = storyboard.scenes.first(where: { $0.kind == .application }) {
            _ = try storyboard.instantiate(application, rule: "S31")
        }
        let initial = try storyboard.instantiateInitialController()
        storyboard.session.install(initial, rule: uiKit ? "S29" : "S30")
        try initial.loadViewIfNeeded()
        return storyboard
    }
}

/// The keys of an `Info.plist` that ``MainStoryboard`` reads (XML or binary).
private struct InfoPlist: Decodable {
    var uiKit: String?
    var appKit: String?

    enum CodingKeys: String, CodingKey {
        case uiKit = "UIMainStoryboardFile"
        case appKit = "NSMainStoryboardFile"
    }
}
