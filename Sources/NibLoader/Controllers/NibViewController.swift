import NibModel

/// A view controller that loads its nib lazily, the first time its view is requested, and
/// keeps it (loading.md T6), as `UIViewController` and `NSViewController` do.
///
/// It is the nib's File's Owner: its `view` outlet receives the view, and any other outlet
/// is kept in ``outlets``.
public final class NibViewController: NibKeyValueCoding, NibAwakable {
    /// The nib to load.
    public let nib: Nib
    /// The options of the load.
    public var options: NibLoadOptions
    /// The result of the load, once loaded.
    public private(set) var loaded: LoadedNib?
    /// The view the nib connected, once loaded.
    public private(set) var connectedView: AnyObject?
    /// Every other outlet the nib set on the controller.
    public private(set) var outlets: [String: Any] = [:]
    /// How many times the nib was loaded: 0 or 1.
    public private(set) var loadCount = 0
    /// Whether `awakeFromNib` was received.
    public private(set) var didAwake = false

    /// Creates a controller; nothing is loaded yet.
    public init(nib: Nib, options: NibLoadOptions = NibLoadOptions()) {
        self.nib = nib
        self.options = options
    }

    /// Whether the view was loaded.
    public var isViewLoaded: Bool { loaded != nil }

    /// The view: loads the nib on first access, then returns the kept view.
    ///
    /// - Throws: ``NibLoadingError`` from the load.
    public func view() throws(NibLoadingError) -> AnyObject? {
        if loaded == nil {
            loaded = try nib.instantiate(owner: self, options: options)
            loadCount += 1
        }
        return connectedView
    }

    /// Takes `view` and keeps every other outlet.
    public func setNibValue(_ value: Any?, forKey key: String) throws(NibKeyValueFailure) -> NibKeyAccess {
        if key == "view" {
            connectedView = value as AnyObject?
            return .setter
        }
        outlets[key] = value
        return .instanceVariable
    }

    /// The view or another outlet.
    public func nibValue(forKey key: String) -> Any? { key == "view" ? connectedView : outlets[key] }

    /// Notes the call.
    public func awakeFromNib() { didAwake = true }
}
