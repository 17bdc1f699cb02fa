/// How an AppKit window buffers its drawing: the `backing` argument of
/// `initWithContentRect:styleMask:backing:defer:` (loading.md L2.5).
///
/// The document writes `backingType="retained"` or `"nonretained"` on the window and nothing
/// for the default, buffered. The raw values are `NSWindow.BackingStoreType`'s.
public enum NibBackingStoreType: UInt, Sendable, Hashable, Codable {
    /// Retained (`backingType="retained"`).
    case retained = 0
    /// Nonretained (`backingType="nonretained"`).
    case nonretained = 1
    /// Buffered: the default.
    case buffered = 2

    /// The backing store an element's `backingType` attribute names; buffered when absent.
    init(attribute: String?) {
        switch attribute {
        case "retained": self = .retained
        case "nonretained": self = .nonretained
        default: self = .buffered
        }
    }
}
