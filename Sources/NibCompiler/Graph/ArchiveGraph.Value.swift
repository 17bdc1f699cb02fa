extension ArchiveGraph {
    /// A value of an ``Entry``: a scalar, bytes, `nil`, or a reference to another object.
    public enum Value: Sendable, Hashable, CustomStringConvertible {
        /// An integer, written with `width` (``IntegerWidth/automatic`` is Apple's choice).
        case integer(Int64, IntegerWidth)
        /// A boolean (`NIBArchive` types 4 and 5).
        case boolean(Bool)
        /// A 32-bit float (`NIBArchive` type 6; a keyed archive writes a real).
        case float(Float)
        /// A 64-bit float.
        case double(Double)
        /// Bytes (`NS.bytes` of a string, iOS geometry, a nested nib).
        case data([UInt8])
        /// `nil` (`NIBArchive` type 9; `$null` in a keyed archive).
        case null
        /// A reference to an object that the writer archives where it is first met.
        case reference(ObjectID)
        /// A reference that does not by itself archive the object (`encodeConditionalObject:`,
        /// used by Apple for `NSNextResponder`, `NSSuperview`, `NSNextKeyView`, a menu item's
        /// `NSMenu`): it decides nothing about object order. Compared like ``reference(_:)``.
        case conditionalReference(ObjectID)
        /// An inline string (keyed archives only: a geometry string such as `NSFrame`).
        case string(String)
        /// An inline array (keyed archives only: `NS.objects`, `NS.keys`).
        case array([Value])
        /// An inline dictionary that is no archived object (keyed archives only; rare).
        case dictionary([Entry])

        /// An integer that the writer gives the width Apple would.
        public static func integer(_ value: Int64) -> Value { .integer(value, .automatic) }

        /// The referenced object, for both kinds of reference.
        public var referencedObject: ObjectID? {
            switch self {
            case .reference(let id), .conditionalReference(let id): id
            default: nil
            }
        }

        /// A short rendering for messages: `42`, `true`, `@12`, `<4 bytes>`, `"text"`.
        public var description: String {
            switch self {
            case .integer(let value, _): "\(value)"
            case .boolean(let value): value ? "true" : "false"
            case .float(let value): "\(value)f"
            case .double(let value): "\(value)"
            case .data(let bytes): "<\(bytes.count) bytes>"
            case .null: "nil"
            case .reference(let id): id.description
            case .conditionalReference(let id): "\(id)?"
            case .string(let text): "\"\(text)\""
            case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
            case .dictionary(let entries):
                "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
            }
        }
    }

    /// The width a `NIBArchive` writer gives an integer.
    public enum IntegerWidth: Sendable, Hashable {
        /// Apple's choice: the smallest of 8, 16, 32, 64 bits that holds a value of zero or
        /// more; 64 bits for every negative value (seen on all 417 negative integers of the corpus).
        case automatic
        /// One byte (type 0).
        case int8
        /// Two bytes (type 1).
        case int16
        /// Four bytes (type 2).
        case int32
        /// Eight bytes (type 3).
        case int64
    }
}
