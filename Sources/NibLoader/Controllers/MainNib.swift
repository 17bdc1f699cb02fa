import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds and loads an application's main nib (loading.md T5) and device-specific nibs (T7).
public struct MainNib {
    /// The bundle directory (holding `Info.plist`, or `Contents/Info.plist`).
    public var bundleDirectory: URL
    /// The device, for `Name~iphone` / `Name~ipad` documents.
    public var device: NibDevice

    /// Creates a finder for a bundle directory.
    public init(bundleDirectory: URL, device: NibDevice = .mac) {
        self.bundleDirectory = bundleDirectory
        self.device = device
    }

    /// The `NSMainNibFile` value of the bundle's `Info.plist`.
    ///
    /// - Throws: ``NibLoadingError/Kind/fileNotFound(_:)`` when there is no readable plist or key.
    public func mainNibName() throws(NibLoadingError) -> String {
        for candidate in ["Info.plist", "Contents/Info.plist"] {
            let url = bundleDirectory.appendingPathComponent(candidate)
            guard let data = try? Data(contentsOf: url) else { continue }
            let plist = try? PropertyListDecoder().decode(InfoPlist.self, from: data)
            guard let name = plist?.mainNibFile, !name.isEmpty else {
                throw NibLoadingError(
                    .fileNotFound("\(url.path) has no NSMainNibFile"), at: SourceLocation(file: url.path, line: 0))
            }
            return name
        }
        throw NibLoadingError(
            .fileNotFound("no Info.plist in \(bundleDirectory.path)"),
            at: SourceLocation(file: bundleDirectory.path, line: 0))
    }

    /// The document for a nib name, with or without extension, preferring the device's
    /// variant (`Name~ipad.xib`), in the bundle, `Base.lproj`, `Resources` or `Contents/Resources`.
    ///
    /// - Throws: ``NibLoadingError/Kind/fileNotFound(_:)`` when no document has the name.
    public func path(forNibNamed name: String) throws(NibLoadingError) -> String {
        let base = PathText.deletingPathExtension(name)
        let names = [device.modifier.map { base + $0 }, base].compactMap { $0 }
        for candidate in names {
            for folder in ["", "Base.lproj", "Resources", "Contents/Resources", "Contents/Resources/Base.lproj"] {
                for ext in ["xib", "storyboard"] {
                    let path = bundleDirectory.appendingPathComponent(folder)
                        .appendingPathComponent(candidate + "." + ext).path
                    if FileManager.default.fileExists(atPath: path) { return path }
                }
            }
        }
        throw NibLoadingError(
            .fileNotFound("no document named \(name) in \(bundleDirectory.path)"),
            at: SourceLocation(file: bundleDirectory.path, line: 0))
    }

    /// Loads the main nib with the application object as File's Owner.
    ///
    /// - Parameters:
    ///   - application: The application object: File's Owner and the Application placeholder.
    ///   - options: The load options; ``NibLoadOptions/application`` is set to `application`.
    /// - Returns: The loaded nib.
    /// - Throws: ``NibLoadingError``.
    public func load(
        application: AnyObject, options: NibLoadOptions = NibLoadOptions()
    ) throws(NibLoadingError)
        -> LoadedNib
    {
        let path = try path(forNibNamed: try mainNibName())
        var options = options
        options.application = application
        return try Nib(contentsOfFile: path).instantiate(owner: application, options: options)
    }
}

/// The keys of an `Info.plist` that ``MainNib`` reads (XML or binary).
private struct InfoPlist: Decodable {
    var mainNibFile: String?

    enum CodingKeys: String, CodingKey {
        case mainNibFile = "NSMainNibFile"
    }
}
