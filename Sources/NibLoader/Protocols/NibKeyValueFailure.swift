/// Why an object did not accept a value for a key.
public enum NibKeyValueFailure: Error, Sendable, Hashable {
    /// The object has neither a setter nor a stored property for the key.
    case noSuchKey
    /// The object has the key, but the value is not of the key's type.
    case typeMismatch(expected: String, actual: String)
}
