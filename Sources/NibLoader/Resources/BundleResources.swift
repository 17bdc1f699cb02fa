import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Resources in a bundle directory: images and sounds at its top level, in `Resources/` or in
/// `Contents/Resources/`.
///
/// Image names resolve to the best variant for the scale and device (loading.md L1.3):
/// `Name@2x~iphone.png`, then `Name@2x.png`, then `Name~iphone.png`, then `Name.png` for a
/// 2x iPhone — the scale modifier before the device modifier. Other scales are tried from the
/// largest down when the device's scale is missing. Code asks for `Name` or `Name.png`.
public struct BundleResources: NibResourceProvider {
    /// The bundle directory.
    public var directory: URL
    /// The screen scale: 1, 2 or 3.
    public var scale: Int
    /// The device, for `~iphone` / `~ipad` variants.
    public var device: NibDevice

    /// Image file extensions tried for a name without one.
    public static let imageExtensions = ["png", "jpg", "jpeg", "pdf", "tiff", "tif", "gif", "heic", "icns"]
    /// Sound file extensions tried for a name without one.
    public static let soundExtensions = ["aiff", "aif", "wav", "caf", "mp3", "m4a"]

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - directory: The bundle directory.
    ///   - scale: The screen scale (default 1).
    ///   - device: The device (default `.mac`).
    public init(directory: URL, scale: Int = 1, device: NibDevice = .mac) {
        self.directory = directory
        self.scale = max(1, scale)
        self.device = device
    }

    /// The best image variant for the name.
    public func image(named name: String) -> NibImage? {
        let (base, givenExtension) = Self.split(name)
        let extensions = givenExtension.map { [$0] } ?? Self.imageExtensions
        let scales = [scale] + [3, 2, 1].filter { $0 != scale }
        for candidateScale in scales {
            let scaleModifier = candidateScale == 1 ? "" : "@\(candidateScale)x"
            for deviceModifier in [device.modifier, nil] {
                for ext in extensions {
                    let file = base + scaleModifier + (deviceModifier ?? "") + "." + ext
                    if let path = find(file) {
                        return NibImage(
                            name: name, path: path, scale: candidateScale,
                            device: deviceModifier.map { String($0.dropFirst()) }, byteCount: size(path))
                    }
                }
            }
        }
        return nil
    }

    /// The sound file for the name.
    public func sound(named name: String) -> NibSound? {
        let (base, givenExtension) = Self.split(name)
        for ext in givenExtension.map({ [$0] }) ?? Self.soundExtensions {
            if let path = find(base + "." + ext) { return NibSound(name: name, path: path, byteCount: size(path)) }
        }
        return nil
    }

    private static func split(_ name: String) -> (String, String?) {
        let ext = PathText.pathExtension(name)
        guard !ext.isEmpty else { return (name, nil) }
        return (PathText.deletingPathExtension(name), ext)
    }

    private func find(_ file: String) -> String? {
        for folder in ["", "Resources", "Contents/Resources"] {
            let path = directory.appendingPathComponent(folder).appendingPathComponent(file).path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    private func size(_ path: String) -> Int {
        FileTree.size(of: path) ?? 0
    }
}
