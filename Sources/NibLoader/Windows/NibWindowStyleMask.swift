/// The style of an AppKit window as its template gives it to
/// `initWithContentRect:styleMask:backing:defer:` (loading.md L2.5), decoded from the
/// document's `<windowStyleMask key="styleMask" titled="YES" closable="YES" …/>`.
///
/// The raw values are `NSWindow.StyleMask`'s, so a caller on macOS can pass them on unchanged.
/// No flag at all is a borderless window.
public struct NibWindowStyleMask: OptionSet, Sendable, Hashable, Codable {
    /// The `NSWindow.StyleMask` bits.
    public var rawValue: UInt

    /// Creates a style mask from `NSWindow.StyleMask` bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A title bar (`titled`).
    public static let titled = NibWindowStyleMask(rawValue: 1 << 0)
    /// A close button (`closable`).
    public static let closable = NibWindowStyleMask(rawValue: 1 << 1)
    /// A minimize button (`miniaturizable`).
    public static let miniaturizable = NibWindowStyleMask(rawValue: 1 << 2)
    /// Resizable by the user (`resizable`).
    public static let resizable = NibWindowStyleMask(rawValue: 1 << 3)
    /// A utility panel (`utility`).
    public static let utilityWindow = NibWindowStyleMask(rawValue: 1 << 4)
    /// A document-modal panel (`documentModal`).
    public static let docModalWindow = NibWindowStyleMask(rawValue: 1 << 6)
    /// A panel that does not activate the app (`nonactivatingPanel`).
    public static let nonactivatingPanel = NibWindowStyleMask(rawValue: 1 << 7)
    /// A textured background (`texturedBackground`).
    public static let texturedBackground = NibWindowStyleMask(rawValue: 1 << 8)
    /// A unified title bar and toolbar (`unifiedTitleAndToolbar`).
    public static let unifiedTitleAndToolbar = NibWindowStyleMask(rawValue: 1 << 12)
    /// A heads-up display panel (`HUD`).
    public static let hudWindow = NibWindowStyleMask(rawValue: 1 << 13)
    /// Full screen (`fullScreen`).
    public static let fullScreen = NibWindowStyleMask(rawValue: 1 << 14)
    /// Content under the title bar (`fullSizeContentView`).
    public static let fullSizeContentView = NibWindowStyleMask(rawValue: 1 << 15)

    /// The document's attribute name for each flag.
    static let attributeNames: [(String, NibWindowStyleMask)] = [
        ("titled", .titled), ("closable", .closable), ("miniaturizable", .miniaturizable),
        ("resizable", .resizable), ("utility", .utilityWindow), ("documentModal", .docModalWindow),
        ("nonactivatingPanel", .nonactivatingPanel), ("texturedBackground", .texturedBackground),
        ("unifiedTitleAndToolbar", .unifiedTitleAndToolbar), ("HUD", .hudWindow), ("fullScreen", .fullScreen),
        ("fullSizeContentView", .fullSizeContentView),
    ]

    /// The flags set to `YES` among an element's attributes.
    ///
    /// - Parameter value: Looks up an attribute by name.
    init(attribute value: (String) -> String?) {
        self = []
        for (name, flag) in Self.attributeNames where value(name) == "YES" {
            insert(flag)
        }
    }
}
