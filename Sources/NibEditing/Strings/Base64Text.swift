#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The text of a `<string base64-UTF8="YES">`: Xcode writes a string that XML cannot carry as is
/// (a control character, a line-break character of its own) in base64, unpadded, on its own line.
enum Base64Text {
    /// The string `text` encodes, or `nil` when it is not base64 of UTF-8. Whitespace is
    /// ignored and padding may be missing, as Xcode writes it.
    static func decode(_ text: String) -> String? {
        var digits = String(text.unicodeScalars.filter { !" \t\r\n".unicodeScalars.contains($0) })
        while digits.hasSuffix("=") { digits.removeLast() }
        guard digits.count % 4 != 1 else { return nil }
        digits += String(repeating: "=", count: (4 - digits.count % 4) % 4)
        guard let data = Data(base64Encoded: digits) else { return nil }
        return String(validating: Array(data), as: UTF8.self)
    }

    /// `text` in base64 as Xcode writes it: UTF-8, unpadded.
    static func encode(_ text: String) -> String {
        var digits = Data(text.utf8).base64EncodedString()
        while digits.hasSuffix("=") { digits.removeLast() }
        return digits
    }
}
