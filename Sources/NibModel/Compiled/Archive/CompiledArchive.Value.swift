extension CompiledArchive {
    /// A typed value as an archive stores it.
    public enum Value: Sendable, Hashable, CustomStringConvertible {
        /// An integer (`NIBArchive` int8…int64, a plist integer).
        case integer(Int64)
        /// A 32-bit float (`NIBArchive` type 6).
        case float(Float)
        /// A 64-bit float (`NIBArchive` type 7, a plist real).
        case double(Double)
        /// A boolean (`NIBArchive` types 4 = false and 5 = true, a plist boolean).
        case boolean(Bool)
        /// Bytes (`NIBArchive` type 8, plist data). iOS geometry and nested nibs arrive as data;
        /// see ``geometry`` and ``CompiledArchive/init(nestedIn:file:limits:depth:)``.
        case data([UInt8])
        /// A string (plist strings; `NIBArchive` stores strings as `NSString` objects instead).
        case string(String)
        /// A reference to another object, by index into ``CompiledArchive/objects``.
        case reference(Int)
        /// A plist array (keyed archives only: `NS.objects`, `NS.keys`).
        case array([Value])
        /// A plist dictionary that is not an archived object (rare; kept for losslessness).
        case dictionary([Entry])
        /// `nil` (`NIBArchive` type 9; a keyed archive's `$null`).
        case null

        /// The value as an integer, when it is one (booleans count as 0 and 1).
        public var integer: Int64? {
            switch self {
            case .integer(let value): value
            case .boolean(let value): value ? 1 : 0
            default: nil
            }
        }

        /// The value as a floating-point number, when it is numeric.
        public var number: Double? {
            switch self {
            case .integer(let value): Double(value)
            case .float(let value): Double(value)
            case .double(let value): value
            case .boolean(let value): value ? 1 : 0
            default: nil
            }
        }

        /// The referenced object's index, when the value is a reference.
        public var reference: Int? {
            if case .reference(let index) = self { return index }
            return nil
        }

        /// The numbers of an iOS geometry blob (a first byte 6 for 32-bit floats or 7 for
        /// 64-bit doubles, then two or four numbers: a point, a size or a rect), or `nil` when
        /// the value is not one.
        public var geometry: [Double]? {
            guard case .data(let bytes) = self else { return nil }
            return ArchiveValue.geometry(of: bytes)
        }

        /// A short rendering for raw dumps: `42`, `true`, `@12`, `<4 bytes>`, `"text"`.
        public var description: String {
            switch self {
            case .integer(let value): "\(value)"
            case .float(let value): "\(value)f"
            case .double(let value): "\(value)"
            case .boolean(let value): value ? "true" : "false"
            case .data(let bytes):
                if let geometry {
                    "<\(bytes.count) bytes: \(geometry.map { "\($0)" }.joined(separator: ", "))>"
                } else {
                    "<\(bytes.count) bytes>"
                }
            case .string(let value): "\"\(value.escapedForDump)\""
            case .reference(let index): "@\(index)"
            case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
            case .dictionary(let entries):
                "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
            case .null: "nil"
            }
        }
    }
}

extension String {
    /// The string with quotes, backslashes and control characters escaped, on one line (the raw
    /// dump's and the archive comparator's form).
    package var escapedForDump: String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
