/// The identity of an object in one document: the value of its `id` attribute.
///
/// Interface Builder writes ids such as `"QvC-M9-y7g"`, `"-2"` or `"41"`. Connections and
/// parent links hold `ObjectID`s, not references, so the model has no cycles and stays
/// `Sendable`.
public struct ObjectID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The id exactly as the document wrote it.
    public var rawValue: String

    /// Wraps an id string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps an id string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps an id literal, as tests and examples write them.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// Decodes an id from a JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the id as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The raw id.
    public var description: String { rawValue }

    /// Orders ids by their raw strings.
    public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
