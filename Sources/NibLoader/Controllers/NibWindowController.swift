import NibModel

/// A window controller that loads its nib the first time its window is requested and keeps
/// it (loading.md T6), as `NSWindowController` does.
///
/// It is the nib's File's Owner: its `window` outlet receives the window, and any other outlet
/// is kept in ``outlets``. If the nib does not connect `window`, the load's trace holds a
/// ``LoadEvent/Action/windowOutletUnconnected`` warning.
public final class NibWindowController: NibKeyValueCoding, NibAwakable {
    /// The nib to load.
    public let nib: Nib
    /// The options of the load.
    public var options: NibLoadOptions
    /// The result of the load, once loaded.
    public private(set) var loaded: LoadedNib?
    /// The window the nib connected, once loaded.
    public private(set) var connectedWindow: AnyObject?
    /// Every other outlet the nib set on the controller.
    public private(set) var outlets: [String: Any] = [:]
    /// Whether `awakeFromNib` was received.
    public private(set) var didAwake = false

    /// Creates a controller; nothing is loaded yet.
    public init(nib: Nib, options: NibLoadOptions = NibLoadOptions()) {
        self.nib = nib
        self.options = options
    }

    /// Whether the nib was loaded.
    public var isWindowLoaded: Bool { loaded != nil }

    /// The window: loads the nib on first access, then returns the kept window.
    ///
    /// - Returns: The window, or `nil` when the nib does not connect the `window` outlet.
    /// - Throws: ``NibLoadingError`` from the load.
    public func window() throws(NibLoadingError) -> AnyObject? {
        if loaded == nil {
            loaded = try nib.instantiate(owner: self, options: options)
        }
        return connectedWindow
    }

    /// Takes `window` and keeps every other outlet.
    public func setNibValue(_ value: Any?, forKey key: String) throws(NibKeyValueFailure) -> NibKeyAccess {
        if key == "window" {
            connectedWindow = value as AnyObject?
            return .setter
        }
        outlets[key] = value
        return .instanceVariable
    }

    /// The window or another outlet.
    public func nibValue(forKey key: String) -> Any? { key == "window" ? connectedWindow : outlets[key] }

    /// Notes the call.
    public func awakeFromNib() { didAwake = true }
}
