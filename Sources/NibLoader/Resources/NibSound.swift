/// A sound found for a name the document uses (AppKit only, loading.md L1.2).
public struct NibSound: Sendable, Hashable {
    /// The name the document used.
    public var name: String
    /// The file that was chosen.
    public var path: String
    /// The file's bytes.
    public var byteCount: Int

    /// Creates a sound record.
    public init(name: String, path: String, byteCount: Int) {
        self.name = name
        self.path = path
        self.byteCount = byteCount
    }
}
