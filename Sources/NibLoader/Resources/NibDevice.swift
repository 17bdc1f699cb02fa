/// The device a load is for: picks image variants (L1.3) and nib names (T7).
public enum NibDevice: String, Sendable, Hashable, Codable, CaseIterable {
    /// An iPhone: `~iphone` variants.
    case iphone
    /// An iPad: `~ipad` variants.
    case ipad
    /// A Mac: no device modifier.
    case mac

    /// The file-name modifier (`~iphone`), or `nil` for a Mac.
    public var modifier: String? {
        switch self {
        case .iphone: "~iphone"
        case .ipad: "~ipad"
        case .mac: nil
        }
    }
}
