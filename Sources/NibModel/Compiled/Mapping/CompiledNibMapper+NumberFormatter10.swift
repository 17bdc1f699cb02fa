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

    /// The attributes of a 10.0 formatter, from its own `NS.…` keys as
    /// ``IBVocabulary/numberFormatter10Settings`` names them: those Xcode writes always (the
    /// formats, the thousands separator), the others where they differ from the value the
    /// document leaves out.
    func decodeNumberFormatter10(_ decoded: inout IBDecodedAttributes, of object: Int) {
        var attributes: [(name: String, value: String)] = [("formatterBehavior", "10_0")]
        for setting in IBVocabulary.numberFormatter10Settings {
            let value = archive.value(named: setting.archiveKey, in: object)
            let text: String?
            if setting.isBoolean {
                text = value?.integer.map { $0 == 0 ? "NO" : "YES" }
            } else {
                text = archive.string(value)
            }
            if let text, text != setting.omitted { attributes.append((setting.attribute, text)) }
        }
        for attribute in attributes where !decoded.attributes.contains(where: { $0.name == attribute.name }) {
            decoded.attributes.append(IBDecodedAttribute(attribute.name, attribute.value))
        }
    }

    /// The child elements of a 10.0 formatter: its attributed strings as
    /// ``IBVocabulary/numberFormatter10Strings`` says (the zero string always, as Xcode writes
    /// it, the others unless their default), then the minimum and maximum: a `<decimal>` for a
    /// decimal number (``IBDecimal``; `NaN` for none), `<real>` or `<integer>` for another.
    func writeNumberFormatter10Children(of object: Int, into writer: inout TreeWriter) throws(NibParseError) {
        for rule in IBVocabulary.numberFormatter10Strings {
            guard case .reference(let string)? = archive.value(named: rule.archiveKey, in: object),
                let text = archive.string(archive.value(named: "NSString", in: string)),
                rule.writtenWhenDefault || text != rule.defaultText
            else { continue }
            try writer.start("attributedString", [("key", rule.key)], at: (0, nil))
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

    /// An archived `NSDecimalNumber`'s value as a document writes it
    /// (``IBDecimal/archivedText(length:isNegative:exponent:littleEndian:mantissa:)``).
    private func decimalText(of object: Int) -> String {
        let length = Int(archive.value(named: "NS.length", in: object)?.integer ?? 0)
        let negative = archive.value(named: "NS.negative", in: object)?.integer == 1
        let exponent = Int(archive.value(named: "NS.exponent", in: object)?.integer ?? 0)
        let littleEndian = archive.value(named: "NS.mantissa.bo", in: object)?.integer != 0
        func text(_ mantissa: UnsafeBufferPointer<UInt8>?) -> String {
            IBDecimal.archivedText(
                length: length, isNegative: negative, exponent: exponent, littleEndian: littleEndian,
                mantissa: mantissa)
        }
        guard let (start, count) = archive.stringRange(archive.value(named: "NS.mantissa", in: object)) else {
            return text(nil)
        }
        return archive.withBytes(start, count) { text($0) }
    }
}
