import NibModel

/// What Interface Builder compiles an AppKit `<window>` or `<panel>` into: the window
/// template that creates the window at load (loading.md L2.5).
///
/// The template holds the arguments of `initWithContentRect:styleMask:backing:defer:`, decoded
/// from the document: `<rect key="contentRect">`, `<windowStyleMask key="styleMask">`, the
/// window's `backingType` and `deferred` attributes, and its title. The loader creates the
/// window of the custom class when one is set, else `NSWindow` or `NSPanel`, with
/// ``NibWindowTemplateInitializable/init(windowTemplate:coder:)``.
public struct NibWindowTemplate: Sendable, Hashable {
    /// The content rectangle (`<rect key="contentRect">`), or a zero rectangle when absent.
    public var contentRect: NibRect
    /// The style mask.
    public var styleMask: NibWindowStyleMask
    /// The backing store (buffered unless the document says otherwise).
    public var backing: NibBackingStoreType
    /// Whether the window server defers creating the window until it is shown
    /// (`deferred`, `YES` unless the document says `NO`).
    public var isDeferred: Bool
    /// The window's title, if any.
    public var title: String?

    /// Creates a template.
    public init(
        contentRect: NibRect, styleMask: NibWindowStyleMask, backing: NibBackingStoreType = .buffered,
        isDeferred: Bool = true, title: String? = nil
    ) {
        self.contentRect = contentRect
        self.styleMask = styleMask
        self.backing = backing
        self.isDeferred = isDeferred
        self.title = title
    }

    /// Reads the template of a `window` or `panel` object.
    init(_ object: NibObject) {
        let mask = object.property(forKey: "styleMask")
        self.init(
            contentRect: object.property(forKey: "contentRect")?.rectValue ?? NibRect(x: 0, y: 0, width: 0, height: 0),
            styleMask: mask.map { element in NibWindowStyleMask(attribute: { element[attribute: $0] }) } ?? [],
            backing: NibBackingStoreType(attribute: object[attribute: "backingType"]),
            isDeferred: object[attribute: "deferred"] != "NO", title: object[attribute: "title"])
    }

    /// The `created` step's detail: the call and its arguments.
    var traceDetail: String {
        let rect = [contentRect.x, contentRect.y, contentRect.width, contentRect.height].map(Self.number)
        return "\(NibInstantiator.Initializer.windowTemplate.rawValue) from the window template: contentRect "
            + "{\(rect.joined(separator: ", "))}, styleMask \(styleMaskText), backing \(backing), "
            + "defer \(isDeferred ? "YES" : "NO") (L2.5)"
    }

    /// `500` for a whole number, `0.5` otherwise.
    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The flags as the document names them, `|`-separated, or `borderless`.
    var styleMaskText: String {
        let names = NibWindowStyleMask.attributeNames.filter { styleMask.contains($0.1) }.map(\.0)
        return names.isEmpty ? "borderless" : names.joined(separator: "|")
    }
}
