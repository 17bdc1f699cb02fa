/// Key-value coding and actions from a static ``NibKeys`` table: the convenient way to declare
/// outlets, keys and actions.
///
/// Adopt it in a final class and give the table; ``NibKeyValueCoding`` and
/// ``NibActionTarget`` come for free.
public protocol NibKeyDeclaring: NibKeyValueCoding, NibActionTarget {
    /// The class's keys and actions.
    static var nibKeys: NibKeys<Self> { get }
}

extension NibKeyDeclaring {
    /// Sets the value through ``nibKeys``.
    public func setNibValue(_ value: Any?, forKey key: String) throws(NibKeyValueFailure) -> NibKeyAccess {
        try Self.nibKeys.set(value, forKey: key, on: self)
    }

    /// Reads a stored property listed in ``nibKeys``.
    public func nibValue(forKey key: String) -> Any? {
        Self.nibKeys.value(forKey: key, on: self)
    }

    /// Whether ``nibKeys`` lists the action.
    public func respondsToNibAction(_ selector: String) -> Bool {
        Self.nibKeys.responds(to: selector)
    }

    /// Performs an action listed in ``nibKeys``.
    public func performNibAction(_ selector: String, sender: AnyObject?) {
        Self.nibKeys.perform(selector, on: self, sender: sender)
    }
}
