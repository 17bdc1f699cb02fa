// Number formatters of the 10.0 behaviour (`formatterBehavior="10_0"`), one table for both
// directions: the compiler (`AppKitArchiver.archiveNumberFormatter10`) archives what it says, the
// compiled reader (`CompiledNibMapper+NumberFormatter10.swift`) reads it back. The evidence is
// Apple's keyed nibs of EFLaceView's LaceDocument and Adium's GeneralPreferences and the
// Quicksilver xibs' markup (docs/Compiling.md, "Number formatters of the 10.0 behaviour").

extension IBVocabulary {
    /// A setting of a 10.0 formatter: the document's attribute, the formatter's own archive key,
    /// the name of its `NS.attributes` entry, and the value the document leaves out (`nil`: Xcode
    /// writes it always).
    package struct NumberFormatter10Setting: Sendable {
        /// The document's attribute.
        package let attribute: String
        /// The formatter's own key (`NS.positiveformat`).
        package let archiveKey: String
        /// The `NS.attributes` entry that repeats it (empty: none, as for `NS.localized`).
        package let entry: String
        /// Whether the value is a boolean (`YES`/`NO`), else a string.
        package let isBoolean: Bool
        /// The value when the document gives none, `nil` when the archive always derives one.
        package let omitted: String?
    }

    /// The formats, separators and flags of a 10.0 formatter. The negative format's default is
    /// the positive one with a minus sign, the positive one's `#,##0.###`.
    package static let numberFormatter10Settings: [NumberFormatter10Setting] = [
        .init(
            attribute: "positiveFormat", archiveKey: "NS.positiveformat", entry: "positiveFormat", isBoolean: false,
            omitted: nil),
        .init(
            attribute: "negativeFormat", archiveKey: "NS.negativeformat", entry: "negativeFormat", isBoolean: false,
            omitted: nil),
        .init(
            attribute: "localizesFormat", archiveKey: "NS.localized", entry: "", isBoolean: true, omitted: "YES"),
        .init(
            attribute: "hasThousandSeparators", archiveKey: "NS.hasthousands", entry: "usesGroupingSeparator",
            isBoolean: true, omitted: "YES"),
        .init(
            attribute: "decimalSeparator", archiveKey: "NS.decimal", entry: "decimalSeparator", isBoolean: false,
            omitted: "."),
        .init(
            attribute: "thousandSeparator", archiveKey: "NS.thousand", entry: "groupingSeparator", isBoolean: false,
            omitted: nil),
        .init(
            attribute: "allowsFloats", archiveKey: "NS.allowsfloats", entry: "allowsFloats", isBoolean: true,
            omitted: "YES"),
    ]

    /// An attributed string of a 10.0 formatter: the document's key, the archive key, its
    /// default text, whether it archives an (empty) attribute dictionary, and the names of its
    /// `NS.attributes` entries when the document's differs (the string, its symbol, its text
    /// attributes; Adium's zero string).
    package struct NumberFormatter10String: Sendable {
        /// The document's `<attributedString key=…>`.
        package let key: String
        /// The formatter's archive key (`NS.zero`).
        package let archiveKey: String
        /// The text when the document gives none.
        package let defaultText: String
        /// Whether the archived string holds `NSAttributes`.
        package let hasAttributes: Bool
        /// The `NS.attributes` entries for a text other than the default.
        package let entries: [String]
        /// Whether decompile writes the default text too (Xcode writes the zero string always).
        package let writtenWhenDefault: Bool
    }

    /// The zero, nil and not-a-number strings of a 10.0 formatter.
    package static let numberFormatter10Strings: [NumberFormatter10String] = [
        .init(
            key: "attributedStringForZero", archiveKey: "NS.zero", defaultText: "0", hasAttributes: true,
            entries: ["attributedStringForZero", "zeroSymbol", "textAttributesForZero"], writtenWhenDefault: true),
        .init(
            key: "attributedStringForNil", archiveKey: "NS.nil", defaultText: "", hasAttributes: false,
            entries: ["attributedStringForNil", "nilSymbol", "textAttributesForNil"], writtenWhenDefault: false),
        .init(
            key: "attributedStringForNotANumber", archiveKey: "NS.nan", defaultText: "NaN", hasAttributes: true,
            entries: ["attributedStringForNotANumber", "notANumberSymbol", "textAttributesForNotANumber"],
            writtenWhenDefault: false),
    ]
}

/// An `NSDecimal` as `NSDecimalNumber` archives it and as a document writes it (`<decimal
/// value="2.5"/>`), both ways: a mantissa of up to 128 bits (eight little-endian 16-bit words,
/// `NS.length` of them used), a power of ten, a sign, compact (no trailing zero digit in the
/// mantissa); not-a-number is no length and negative. Adium's minimum 1 is the evidence.
package struct IBDecimal: Sendable, Equatable {
    /// The digits, as one integer.
    package var mantissa: UInt128
    /// The power of ten.
    package var exponent: Int
    /// Whether the number is negative.
    package var isNegative: Bool

    /// A number from its parts, made compact (trailing zero digits moved into the exponent).
    package init(mantissa: UInt128, exponent: Int, isNegative: Bool) {
        var mantissa = mantissa
        var exponent = exponent
        while mantissa != 0, mantissa % 10 == 0, exponent < 127 {
            mantissa /= 10
            exponent += 1
        }
        if mantissa == 0 { exponent = 0 }
        self.mantissa = mantissa
        self.exponent = exponent
        self.isNegative = isNegative && mantissa != 0
    }

    /// The number a document's text says (`-2.25`, `400`), `nil` for other text or a number
    /// out of `NSDecimal`'s range.
    package init?(parsing text: String) {
        var digits = Substring(text)
        var negative = false
        if digits.first == "-" || digits.first == "+" {
            negative = digits.first == "-"
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, parts.count <= 2, !(whole.isEmpty && (parts.count < 2 || parts[1].isEmpty))
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        var mantissa: UInt128 = 0
        for character in whole + fraction {
            guard character.isASCII, let digit = character.wholeNumberValue else { return nil }
            let (times, overflow) = mantissa.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt128(digit))
            guard !overflow, !carry else { return nil }
            mantissa = sum
        }
        self.init(mantissa: mantissa, exponent: -fraction.count, isNegative: negative)
        guard exponent >= -128, exponent <= 127 else { return nil }
    }

    /// The number archived as `bytes` (the mantissa, little-endian unless
    /// `littleEndian` is false) of which `length` 16-bit words count.
    package init(length: Int, bytes: UnsafeBufferPointer<UInt8>, littleEndian: Bool, exponent: Int, isNegative: Bool) {
        var mantissa: UInt128 = 0
        for word in (0..<min(max(length, 0), 8, bytes.count / 2)).reversed() {
            let low = UInt128(bytes[2 * word + (littleEndian ? 0 : 1)])
            let high = UInt128(bytes[2 * word + (littleEndian ? 1 : 0)])
            mantissa = mantissa << 16 | high << 8 | low
        }
        self.init(mantissa: mantissa, exponent: min(max(exponent, -128), 127), isNegative: isNegative)
    }

    /// An archived `NSDecimalNumber`'s value as a document writes it, from its `NS.length`,
    /// `NS.negative`, `NS.exponent`, `NS.mantissa.bo` and `NS.mantissa` (`nil` when it has
    /// none): `NaN` for not-a-number (no length, negative), `0` for no length or no mantissa,
    /// else ``text``. One rule for the compiled and the legacy readers.
    package static func archivedText(
        length: Int, isNegative: Bool, exponent: Int, littleEndian: Bool, mantissa: UnsafeBufferPointer<UInt8>?
    ) -> String {
        guard length > 0 else { return isNegative ? "NaN" : "0" }
        guard let mantissa else { return "0" }
        return IBDecimal(
            length: length, bytes: mantissa, littleEndian: littleEndian, exponent: exponent, isNegative: isNegative
        ).text
    }

    /// The number as a document writes it: the digits with the decimal point the exponent puts.
    package var text: String {
        var digits = String(mantissa)
        if exponent > 0, mantissa != 0 {
            digits += String(repeating: "0", count: exponent)
        } else if exponent < 0 {
            let places = -exponent
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return (isNegative ? "-" : "") + digits
    }

    /// The mantissa's sixteen archived bytes (little-endian) and how many 16-bit words count.
    package var archivedMantissa: (bytes: [UInt8], length: Int) {
        var bytes: [UInt8] = []
        var rest = mantissa
        for _ in 0..<16 {
            bytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
        var length = 8
        while length > 0, bytes[2 * length - 1] == 0, bytes[2 * length - 2] == 0 { length -= 1 }
        return (bytes, length)
    }
}
