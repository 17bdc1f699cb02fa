import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The image and sound caches a load fills before any object exists (loading.md L1.1, L1.2):
/// what `imageNamed:` and `soundNamed:` find afterwards.
///
/// Pass one cache to several loads to share it, as the application-wide caches are shared.
public final class ResourceCache {
    /// The images by the name the document used.
    public private(set) var images: [String: NibImage] = [:]
    /// The sounds by the name the document used.
    public private(set) var sounds: [String: NibSound] = [:]

    /// Creates an empty cache.
    public init() {}

    /// The cached image for `Name` or `Name.png`.
    public func image(named name: String) -> NibImage? {
        if images.isEmpty { return nil }
        if let image = images[name] { return image }
        let base = PathText.deletingPathExtension(name)
        return images[base] ?? images.values.first { PathText.deletingPathExtension($0.name) == base }
    }

    /// The cached sound for a name.
    public func sound(named name: String) -> NibSound? { sounds[name] }

    func add(_ image: NibImage) { images[image.name] = image }
    func add(_ sound: NibSound) { sounds[sound.name] = sound }
}
