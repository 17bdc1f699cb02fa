/// An image found for a name the document uses (loading.md L1.1, L1.3).
public struct NibImage: Sendable, Hashable {
    /// The name the document used (`"Logo"` or `"Logo.png"`).
    public var name: String
    /// The file that was chosen (`Logo@2x~iphone.png`).
    public var path: String
    /// The variant's scale factor: 1, 2 or 3.
    public var scale: Int
    /// The device modifier of the chosen file (`iphone`, `ipad`), if it had one.
    public var device: String?
    /// The file's bytes.
    public var byteCount: Int

    /// Creates an image record.
    public init(name: String, path: String, scale: Int, device: String?, byteCount: Int) {
        self.name = name
        self.path = path
        self.scale = scale
        self.device = device
        self.byteCount = byteCount
    }
}
