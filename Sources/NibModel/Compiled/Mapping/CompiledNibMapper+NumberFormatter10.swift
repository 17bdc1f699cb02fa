/// Number formatters of the 10.0 behaviour read back into what Xcode writes for one
/// (`formatterBehavior="10_0"`): the formats, separators and flags from the formatter's own
/// `NS.…` keys, then the attributed strings for zero, nil and not-a-number and the limits as
/// child elements. The compiler archives the same form (`AppKitArchiver.archiveNumberFormatter10`).
extension CompiledNibMapper {
    /// Whether `object` is a number formatter of the 10.0 behaviour.
    func isNumberFormatter10(_ object: Int) -> Bool {
        guard case .reference(let settings)? = archive.value(named: "NS.attributes", in: object) else { return false }
        for entry in archive.dictionary(.reference(settings))
        where archive.string(.reference(entry.key)) == "formatterBehavior" {
            return archive.number(.reference(entry.value)) == 1000
        }
        return false
    }

    /// The attributes of a 10.0 formatter: its behaviour, both formats and the thousands
    /// separator always (as Xcode writes them), the others where they differ from the
    /// defaults (localized, grouping, floats: yes; the decimal separator: ".").
    func decodeNumberFormatter10(_ decoded: inout IBDecodedAttributes, of object: Int) {
        var attributes: [(name: String, value: String)] = [("formatterBehavior", "10_0")]
        for (name, key) in [("positiveFormat", "NS.positiveformat"), ("negativeFormat", "NS.negativeformat")] {
            if let text = archive.string(archive.value(named: key, in: object)) { attributes.append((name, text)) }
        }
        for (name, key) in [("localizesFormat", "NS.localized"), ("hasThousandSeparators", "NS.hasthousands")]
        where archive.value(named: key, in: object)?.integer == 0 {
            attributes.append((name, "NO"))
        }
        if let decimal = archive.string(archive.value(named: "NS.decimal", in: object)), decimal != "." {
            attributes.append(("decimalSeparator", decimal))
        }
        if let thousand = archive.string(archive.value(named: "NS.thousand", in: object)) {
            attributes.append(("thousandSeparator", thousand))
        }
        if archive.value(named: "NS.allowsfloats", in: object)?.integer == 0 {
            attributes.append(("allowsFloats", "NO"))
        }
        for attribute in attributes where !decoded.attributes.contains(where: { $0.name == attribute.name }) {
            decoded.attributes.append(IBDecodedAttribute(attribute.name, attribute.value))
        }
    }

    /// The child elements of a 10.0 formatter: the zero string always (Xcode writes it), the
    /// nil and not-a-number strings unless "" and "NaN", then the minimum and maximum: a
    /// `<decimal>` for a decimal number (`NaN` for none), `<real>` or `<integer>` for another.
    func writeNumberFormatter10Children(of object: Int, into writer: inout TreeWriter) throws(NibParseError) {
        for (key, archiveKey, omitted) in [
            ("attributedStringForZero", "NS.zero", nil), ("attributedStringForNil", "NS.nil", ""),
            ("attributedStringForNotANumber", "NS.nan", "NaN"),
        ] as [(String, String, String?)] {
            guard case .reference(let string)? = archive.value(named: archiveKey, in: object),
                let text = archive.string(archive.value(named: "NSString", in: string)), text != omitted
            else { continue }
            try writer.start("attributedString", [("key", key)], at: (0, nil))
            try writer.leaf("fragment", [("content", text)])
            writer.end()
        }
        for (key, archiveKey) in [("minimum", "NS.min"), ("maximum", "NS.max")] {
            guard case .reference(let limit)? = archive.value(named: archiveKey, in: object) else { continue }
            if archive.className(limit) == "NSDecimalNumberPlaceholder" {
                try writer.leaf("decimal", [("key", key), ("value", decimalText(of: limit))])
            } else if let number = archive.number(.reference(limit)) {
                let isReal = archive.value(named: "NS.dblval", in: limit) != nil || Int64(exactly: number) == nil
                try writer.leaf(
                    isReal ? "real" : "integer",
                    [("key", key), ("value", isReal ? IBValueCodec.format(number) : String(Int64(number)))])
            }
        }
    }

    /// An archived `NSDecimalNumber`'s value as text: `NaN` for not-a-number (no length,
    /// negative), else its mantissa's digits (little-endian 16-bit words) with the decimal
    /// point the exponent puts.
    private func decimalText(of object: Int) -> String {
        let length = Int(archive.value(named: "NS.length", in: object)?.integer ?? 0)
        let negative = archive.value(named: "NS.negative", in: object)?.integer == 1
        guard length > 0 else { return negative ? "NaN" : "0" }
        var mantissa: UInt128 = 0
        if let (start, count) = archive.stringRange(archive.value(named: "NS.mantissa", in: object)) {
            let littleEndian = archive.value(named: "NS.mantissa.bo", in: object)?.integer != 0
            archive.withBytes(start, count) { bytes in
                for word in (0..<min(length, 8, bytes.count / 2)).reversed() {
                    let low = UInt128(bytes[2 * word + (littleEndian ? 0 : 1)])
                    let high = UInt128(bytes[2 * word + (littleEndian ? 1 : 0)])
                    mantissa = mantissa << 16 | high << 8 | low
                }
            }
        }
        var digits = String(mantissa)
        let exponent = Int(archive.value(named: "NS.exponent", in: object)?.integer ?? 0)
        if exponent > 0, mantissa != 0 {
            digits += String(repeating: "0", count: min(exponent, 128))
        } else if exponent < 0 {
            let places = min(-exponent, 128)
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return (negative ? "-" : "") + digits
    }
}
