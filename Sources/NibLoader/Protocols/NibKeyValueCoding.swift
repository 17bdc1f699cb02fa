/// An object that accepts values by key: outlets (L3.1, L3.2) and runtime attributes (L3.7).
///
/// Implement it by hand, or adopt ``NibKeyDeclaring`` and list the keys in a ``NibKeys`` table.
/// An object that does not adopt it has no keys: on AppKit its outlets are not connected
/// (no error), on UIKit they are an error.
public protocol NibKeyValueCoding: AnyObject {
    /// Sets the value for a key, preferring a setter to a stored property.
    ///
    /// - Parameters:
    ///   - value: The destination object of an outlet, an array for an outlet collection, or a
    ///     runtime attribute's value (`Bool`, `Int`, `Double`, `String`, `NibColor`, …).
    ///   - key: The outlet's property or one component of a key path.
    /// - Returns: Whether a setter or the stored property took the value.
    /// - Throws: ``NibKeyValueFailure`` when the key is missing or the value has the wrong type.
    func setNibValue(_ value: Any?, forKey key: String) throws(NibKeyValueFailure) -> NibKeyAccess

    /// The current value for a key, used to walk key paths such as `layer.cornerRadius`.
    ///
    /// - Parameter key: One component of a key path.
    /// - Returns: The value, or `nil` when the key is missing or holds nothing.
    func nibValue(forKey key: String) -> Any?
}
