/// An observer told whenever the loader sets an outlet (loading.md L3.3).
///
/// Notifications arrive while connections are being made — possibly before all of them are
/// made — and always before any `awakeFromNib`.
public protocol NibOutletObserver: AnyObject {
    /// Called right after `key` of `object` was set to `value`.
    ///
    /// - Parameters:
    ///   - object: The outlet's source.
    ///   - key: The outlet's property.
    ///   - value: The new value.
    func nibOutlet(of object: AnyObject, didSet key: String, to value: AnyObject?)
}
