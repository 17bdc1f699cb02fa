/// Base64, for every format that stores bytes as base64 text: XML property lists' `<data>`,
/// Xcode's `base64-UTF8` strings, legacy xibs' `bytes` and strings, the keyed archive of an
/// image a document embeds (`keyedArchiveRepresentation`). One decoder and one encoder; what
/// differs between the formats (padding, whitespace, line breaks) is a parameter.
package enum Base64 {
    /// What a decoder accepts beside the 64 characters.
    package enum Rules: Sendable {
        /// Interface Builder's base64, read leniently: whitespace and `=` are skipped wherever
        /// they are, and a final group too short to hold a byte is dropped (Xcode writes
        /// `base64-UTF8` strings unpadded; older Interface Builders padded them).
        case interfaceBuilder
        /// A property list's `<data>`: whitespace is skipped, `=` is only the final padding,
        /// and a lone final character is an error.
        case strict
    }

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

    /// Decodes `text` under `rules`, handing each byte to `emit` in order; `false` when the text
    /// is not base64 under the rules (some bytes may have been emitted).
    @inline(__always)
    static func decode(_ text: UnsafeBufferPointer<UInt8>, rules: Rules, _ emit: (UInt8) -> Void) -> Bool {
        var bits: UInt32 = 0
        var sextets = 0
        var padded = false
        for byte in text {
            guard let value = sextet(byte) else {
                switch byte {
                case UInt8(ascii: "="): padded = true
                case 0x20, 0x09, 0x0A, 0x0D: break
                default: return false
                }
                continue
            }
            if padded, rules == .strict { return false }
            bits = bits << 6 | UInt32(value)
            sextets += 1
            if sextets == 4 {
                emit(UInt8(truncatingIfNeeded: bits >> 16))
                emit(UInt8(truncatingIfNeeded: bits >> 8))
                emit(UInt8(truncatingIfNeeded: bits))
                bits = 0
                sextets = 0
            }
        }
        switch sextets {
        case 2: emit(UInt8(truncatingIfNeeded: bits >> 4))
        case 3:
            emit(UInt8(truncatingIfNeeded: bits >> 10))
            emit(UInt8(truncatingIfNeeded: bits >> 2))
        case 1: return rules == .interfaceBuilder
        default: break
        }
        return true
    }

    /// The bytes `text` encodes under `rules`, or `nil` when it is not base64 under them.
    package static func decode(_ text: String, rules: Rules = .interfaceBuilder) -> [UInt8]? {
        var text = text
        return text.withUTF8 { utf8 in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count / 4 * 3 + 2)
            return decode(utf8, rules: rules) { bytes.append($0) } ? bytes : nil
        }
    }

    /// The bytes of one of Interface Builder's base64 values (a legacy xib's `bytes`, a
    /// `base64-UTF8` string) without the NUL bytes Interface Builder ends some of them with.
    package static func interfaceBuilderBytes(_ text: String) -> [UInt8]? {
        guard var bytes = decode(text, rules: .interfaceBuilder) else { return nil }
        while bytes.last == 0 { bytes.removeLast() }
        return bytes
    }

    /// The text of a `base64-UTF8` string (`<string base64-UTF8="YES">`, a legacy
    /// `type="base64-UTF8"`), or `nil` when it is not base64.
    package static func interfaceBuilderString(_ text: String) -> String? {
        interfaceBuilderBytes(text).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `bytes` in base64: padded with `=` or not (Xcode writes `base64-UTF8` strings unpadded),
    /// on one line or, with `lineLength`, in lines of that many characters, each ended by a
    /// line break (Xcode's `<mutableData>`).
    package static func encode(_ bytes: [UInt8], padded: Bool = true, lineLength: Int? = nil) -> String {
        // Written straight into the string's storage through pointers: Foundation's encoder and
        // a copy into lines cost 3.3 M instructions in benchmark pass 7's model for its 18
        // embedded images, a bounds-checked loop more than that.
        let characters = (bytes.count + 2) / 3 * 4
        let width = max(lineLength ?? Int.max, 1)
        let capacity = characters + (lineLength == nil ? 0 : characters / width + 1)
        guard capacity > 0 else { return "" }
        return String(unsafeUninitializedCapacity: capacity) { output in
            bytes.withUnsafeBufferPointer { input in
                alphabet.withUnsafeBufferPointer { table in
                    write(input, table: table, padded: padded, width: width, into: output)
                }
            }
        }
    }

    /// Writes ``encode(_:padded:lineLength:)`` of `input` into `output`, which has room for it, a
    /// line break after every `width` characters (`Int.max`: none) and after a last partial
    /// line; returns the count of bytes written.
    private static func write(
        _ input: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>, padded: Bool, width: Int,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        guard let start = output.baseAddress, let source = input.baseAddress, table.count == 64 else { return 0 }
        var out = start
        var column = 0
        @inline(__always) func put(_ character: UInt8) {
            out.pointee = character
            out += 1
            column += 1
            if column == width {
                out.pointee = UInt8(ascii: "\n")
                out += 1
                column = 0
            }
        }
        let whole = input.count - input.count % 3
        var index = 0
        while index < whole {
            let first = source[index]
            let second = source[index + 1]
            let third = source[index + 2]
            put(table[Int(first >> 2)])
            put(table[Int((first & 0x03) << 4 | second >> 4)])
            put(table[Int((second & 0x0F) << 2 | third >> 6)])
            put(table[Int(third & 0x3F)])
            index += 3
        }
        let rest = input.count - whole
        if rest > 0 {
            let first = source[whole]
            let second = rest == 2 ? source[whole + 1] : 0
            put(table[Int(first >> 2)])
            put(table[Int((first & 0x03) << 4 | second >> 4)])
            if rest == 2 { put(table[Int((second & 0x0F) << 2)]) } else if padded { put(UInt8(ascii: "=")) }
            if padded { put(UInt8(ascii: "=")) }
        }
        if width != Int.max, column > 0 {
            out.pointee = UInt8(ascii: "\n")
            out += 1
        }
        return out - start
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
}
