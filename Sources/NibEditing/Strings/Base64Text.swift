import NibModel

/// The text of a `<string base64-UTF8="YES">`: Xcode writes a string that XML cannot carry as is
/// (a control character, a line-break character of its own) in base64, unpadded, on its own line.
enum Base64Text {
    /// The string `text` encodes, or `nil` when it is not base64 of UTF-8. Whitespace is
    /// ignored and padding may be missing, as Xcode writes it.
    static func decode(_ text: String) -> String? {
        Base64.decode(text, rules: .strict).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// `text` in base64 as Xcode writes it: UTF-8, unpadded.
    static func encode(_ text: String) -> String {
        Base64.encode(Array(text.utf8), padded: false)
    }
}
