#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The one JSON form every swift-nib module writes: pretty-printed, keys sorted, slashes left
/// unescaped, and non-finite floats spelt `inf`, `-inf` and `nan` (a damaged archive may hold
/// them), so that the same value always gives the same bytes.
package enum DeterministicJSON {
    /// The encoded bytes of `value`.
    ///
    /// - Throws: `EncodingError` if a value cannot be encoded.
    package static func data(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(value)
    }

    /// The encoded text of `value`.
    ///
    /// - Throws: `EncodingError` if a value cannot be encoded.
    package static func string(_ value: some Encodable) throws -> String {
        String(decoding: try data(value), as: UTF8.self)
    }
}
