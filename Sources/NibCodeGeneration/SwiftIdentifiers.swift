/// Turns the strings documents use (storyboard identifiers, segue identifiers, file names) into
/// Swift identifiers and string literals.
enum SwiftIdentifiers {
    /// Words Swift reserves in declarations and expressions; an identifier spelled like one is
    /// written in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "package", "consume", "copy", "borrowing",
        "consuming", "some", "any",
    ]

    /// The words of a string: runs of ASCII letters and digits, split where a lowercase letter is
    /// followed by an uppercase one (`showProfile` → `show`, `Profile`; `2FA` stays one word);
    /// everything else separates words.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, character.isUppercase, previous.isLowercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `lowerCamelCase` for a value: `show-profile` → `showProfile`, `URLCell` → `urlCell`,
    /// `2fa` → `_2fa`, `…` → `unnamed`; a keyword is escaped when written.
    static func lowerCamel(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "unnamed" }
        var result = lowercasedLeadingCapitals(first)
        for part in parts.dropFirst() { result += capitalized(part) }
        return leadingDigitGuarded(result)
    }

    /// `UpperCamelCase` for a type: `main` → `Main`, `Settings~ipad` → `SettingsIpad`.
    static func upperCamel(_ text: String) -> String {
        let parts = words(text)
        guard !parts.isEmpty else { return "Unnamed" }
        return leadingDigitGuarded(parts.map(capitalized).joined())
    }

    /// The identifier as written in source: keywords in backticks.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Whether a class name from a document can be written as a Swift type name: an ASCII
    /// identifier, or identifiers joined by dots (`Module.Class`), none of them a keyword.
    static func isTypeName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
                return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                    && !keywords.contains(String(part))
            }
    }

    /// A Swift string literal holding `text` exactly.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    literal += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// Text safe to put in a `///` comment: one line, no control characters.
    static func commentText(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `URL` → `url`, `2FA` → `2fa`, `URLCell` → `urlCell`, `Profile` → `profile`.
    private static func lowercasedLeadingCapitals(_ word: String) -> String {
        if !word.contains(where: \.isLowercase) { return word.lowercased() }
        let capitals = word.prefix { $0.isUppercase }
        if capitals.count <= 1 { return word.prefix(1).lowercased() + word.dropFirst() }
        // `URLCell`: lower every capital but the one that starts the next word.
        let head = word.prefix(capitals.count - 1)
        return head.lowercased() + word.dropFirst(capitals.count - 1)
    }

    private static func leadingDigitGuarded(_ identifier: String) -> String {
        guard let first = identifier.first, first.isNumber else { return identifier }
        return "_" + identifier
    }
}

/// Hands out identifiers unique within one scope, in the order they are asked for.
struct IdentifierScope {
    private var used: Set<String>

    /// A scope where `reserved` names (the scope's fixed members) are already taken.
    init(reserved: Set<String> = []) {
        used = reserved
    }

    /// `base`, or `base2`, `base3`, … when taken.
    mutating func unique(_ base: String) -> String {
        var candidate = base
        var number = 2
        while used.contains(candidate) {
            candidate = "\(base)\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}
