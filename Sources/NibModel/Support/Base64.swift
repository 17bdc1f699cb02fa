/// The base64 alphabet, for the decoders of the formats that store bytes as base64 text (XML
/// property lists' `<data>`, legacy xibs' `base64-UTF8` strings). Each decoder keeps its own
/// rules for padding and whitespace; the alphabet is this one.
enum Base64 {
    /// The 64 characters, by the six bits each stands for (what the embedded images' archives
    /// are written with, ``CompiledNibMapper/base64Lines(_:)``).
    static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The six bits `byte` stands for, or `nil` when it is not one of the 64 characters.
    @inline(__always)
    static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
