import NibModel

/// A `.strings` file: `"key" = "value";` pairs with C comments, read from UTF-8 or from UTF-16
/// with a byte-order mark (Xcode writes both).
public struct StringsFile: Sendable, Hashable {
    /// One pair, with the line it starts on.
    public struct Pair: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: String
        /// The 1-based line of the key.
        public var line: Int
    }

    /// A malformed strings file: where, and what was expected.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The file.
        public var file: String
        /// The 1-based line.
        public var line: Int
        /// What was expected.
        public var message: String

        /// `file:line: error: message`.
        public var description: String { "\(file):\(line): error: \(message)" }
    }

    /// The pairs in file order.
    public var pairs: [Pair]

    /// Reads a strings file's bytes.
    ///
    /// - Throws: ``ParseError`` naming the line where the file stops making sense.
    public init(bytes: [UInt8], file: String = "<strings>") throws(ParseError) {
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let first = UInt16(bytes[index])
                let second = UInt16(bytes[index + 1])
                units.append(little ? first | second << 8 : first << 8 | second)
                index += 2
            }
            text = String(decoding: units, as: UTF16.self)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        } else {
            text = String(decoding: bytes, as: UTF8.self)
        }
        var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
        pairs = try parser.parse()
    }

    /// Escapes a key or value for between double quotes.
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        func fail(_ message: String) -> ParseError { ParseError(file: file, line: line, message: message) }

        mutating func parse() throws(ParseError) -> [Pair] {
            var pairs: [Pair] = []
            while true {
                try skipTrivia()
                guard index < scalars.count else { return pairs }
                let keyLine = line
                let key = try string("a key")
                let afterKey = line
                try skipTrivia()
                guard index < scalars.count, scalars[index] == "=" else {
                    // `"key";` alone means the value is the key.
                    if index < scalars.count, scalars[index] == ";" {
                        index += 1
                        pairs.append(Pair(key: key, value: key, line: keyLine))
                        continue
                    }
                    throw ParseError(file: file, line: afterKey, message: "expected '=' after the key \"\(key)\"")
                }
                index += 1
                try skipTrivia()
                let value = try string("a value")
                let valueLine = line
                try skipTrivia()
                guard index < scalars.count, scalars[index] == ";" else {
                    throw ParseError(file: file, line: valueLine, message: "expected ';' after the value")
                }
                index += 1
                pairs.append(Pair(key: key, value: value, line: keyLine))
            }
        }

        mutating func skipTrivia() throws(ParseError) {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\n" {
                    line += 1
                    index += 1
                } else if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                    index += 1
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
                        if scalars[index] == "\n" { line += 1 }
                        index += 1
                    }
                    guard index + 1 < scalars.count else { throw fail("unterminated comment") }
                    index += 2
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while index < scalars.count, scalars[index] != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }

        /// A quoted string, or an unquoted word of letters, digits and `_.-:/$`.
        mutating func string(_ what: String) throws(ParseError) -> String {
            guard index < scalars.count else { throw fail("expected \(what), found the end of the file") }
            guard scalars[index] == "\"" else {
                var word = ""
                while index < scalars.count,
                    scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                        || "_.-:/$".unicodeScalars.contains(scalars[index])
                {
                    word.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard !word.isEmpty else { throw fail("expected \(what) in double quotes") }
                return word
            }
            index += 1
            var result = ""
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                switch scalar {
                case "\"":
                    return result
                case "\n":
                    line += 1
                    result.unicodeScalars.append(scalar)
                case "\\":
                    guard index < scalars.count else { throw fail("unterminated string") }
                    let escaped = scalars[index]
                    index += 1
                    switch escaped {
                    case "n": result += "\n"
                    case "t": result += "\t"
                    case "r": result += "\r"
                    case "0": result += "\0"
                    case "U", "u":
                        let digits = String(String.UnicodeScalarView(scalars[index..<min(index + 4, scalars.count)]))
                        guard digits.count == 4, let code = UInt32(digits, radix: 16) else {
                            throw fail("expected four hexadecimal digits after \\\(escaped)")
                        }
                        index += 4
                        var value = code
                        // A surrogate pair written as two escapes.
                        if (0xD800..<0xDC00).contains(code), index + 5 < scalars.count, scalars[index] == "\\",
                            ["U", "u"].contains(scalars[index + 1]),
                            let low = UInt32(
                                String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)])), radix: 16),
                            (0xDC00..<0xE000).contains(low)
                        {
                            value = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                            index += 6
                        }
                        guard let decoded = Unicode.Scalar(value) else {
                            throw fail("invalid character \\\(escaped)\(digits)")
                        }
                        result.unicodeScalars.append(decoded)
                    default:
                        if escaped == "\n" { line += 1 }
                        result.unicodeScalars.append(escaped)
                    }
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
            throw fail("unterminated string")
        }
    }
}
