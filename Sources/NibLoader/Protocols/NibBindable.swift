/// An object that accepts Cocoa bindings (AppKit only, loading.md L3.6).
public protocol NibBindable: AnyObject {
    /// Binds the receiver's `binding` to `keyPath` of `object`, as `bind:toObject:withKeyPath:options:`.
    ///
    /// - Parameters:
    ///   - binding: The binding name (`value`, `enabled`, `contentArray`).
    ///   - object: The observed object.
    ///   - keyPath: The observed key path (`values.name`).
    ///   - options: The binding options by key, values as written.
    func bindNib(_ binding: String, to object: AnyObject, withKeyPath keyPath: String, options: [String: String])
}
