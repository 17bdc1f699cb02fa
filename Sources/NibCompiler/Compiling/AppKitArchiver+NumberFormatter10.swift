import NibModel

/// Number formatters of the 10.0 behaviour (`formatterBehavior="10_0"`): format strings, the
/// separators and the attributed strings for zero, nil and not-a-number, which NSNumberFormatter
/// archives under its `NS.…` keys with a 10.4 attribute dictionary beside them.
///
/// The form comes from Apple-compiled nibs of the corpus (EFLaceView's LaceDocument, Adium's
/// GeneralPreferences): `NS.attributes` holds what the document sets (the formats, both
/// separators, grouping, floats, behaviour 1000), plus the minimum and maximum when they are
/// numbers and the zero string with its symbol and text attributes when it is not "0"; a
/// formatter without limits archives one decimal not-a-number for both. Which settings the
/// dictionary names beyond those two nibs (nil and not-a-number strings) is inferred.
extension AppKitArchiver {
    /// The document attributes of a 10.0 number formatter the compiler archives.
    static let numberFormatter10Attributes: Set<String> = [
        "positiveFormat", "negativeFormat", "localizesFormat", "hasThousandSeparators", "thousandSeparator",
        "decimalSeparator", "allowsFloats",
    ]

    /// The attributed strings a 10.0 formatter archives: document key, archive key, the
    /// string's default, and the names of its `NS.attributes` entries when the document's
    /// differs (the string, its symbol, its text attributes).
    static let numberFormatter10Strings:
        [(key: String, archiveKey: String, default: String, withAttributes: Bool, entries: [String])] = [
            (
                "attributedStringForZero", "NS.zero", "0", true,
                ["attributedStringForZero", "zeroSymbol", "textAttributesForZero"]
            ),
            (
                "attributedStringForNil", "NS.nil", "", false,
                ["attributedStringForNil", "nilSymbol", "textAttributesForNil"]
            ),
            (
                "attributedStringForNotANumber", "NS.nan", "NaN", true,
                ["attributedStringForNotANumber", "notANumberSymbol", "textAttributesForNotANumber"]
            ),
        ]

    /// A 10.0 number formatter (see the extension's comment). An attribute, child or value the
    /// compiler does not know (text attributes, a limit that is no number) is refused at its line.
    mutating func archiveNumberFormatter10(_ element: NibElement, id: GraphID) throws(CompileError) {
        func refuse(_ attribute: String, _ value: String?, at node: NibElement) -> CompileError {
            CompileError(
                .unsupportedValue(element: node.name, attribute: attribute, value: value ?? ""),
                at: node.location(in: document))
        }
        func flag(_ name: String) throws(CompileError) -> Bool {
            guard let text = element[attribute: name] else { return true }
            guard text == "YES" || text == "NO" else { throw refuse(name, text, at: element) }
            return text == "YES"
        }
        for attribute in element.attributes
        where !["id", "key", "formatterBehavior", "customClass"].contains(attribute.name)
            && !Self.numberFormatter10Attributes.contains(attribute.name)
        {
            throw refuse(attribute.name, attribute.value, at: element)
        }
        let positiveFormat = element[attribute: "positiveFormat"] ?? "#,##0.###"
        let negativeFormat = element[attribute: "negativeFormat"] ?? "-" + positiveFormat
        let decimal = element[attribute: "decimalSeparator"] ?? "."
        let thousand = element[attribute: "thousandSeparator"] ?? ","
        let grouping = try flag("hasThousandSeparators")
        let floats = try flag("allowsFloats")
        let localized = try flag("localizesFormat")

        var strings: [String: (text: String, node: NibElement)] = [:]
        var limits: [String: GraphID] = [:]
        for child in element.children {
            let key = child[attribute: "key"] ?? ""
            switch (child.name, key) {
            case ("attributedString", _) where Self.numberFormatter10Strings.contains(where: { $0.key == key }):
                var text = ""
                for fragment in child.children {
                    guard fragment.name == "fragment", fragment.firstChild(named: "attributes") == nil else {
                        throw CompileError(.unsupportedElement(fragment.name), at: fragment.location(in: document))
                    }
                    text += fragment[attribute: "content"] ?? fragment.child(forKey: "content")?.text ?? ""
                }
                strings[key] = (text, child)
            case ("decimal", "minimum"), ("decimal", "maximum"):
                let value = child[attribute: "value"] ?? ""
                if value == "NaN" { continue }
                guard let number = Self.decimalNumber(parsing: value) else { throw refuse(key, value, at: child) }
                limits[key] = builder.add("NSDecimalNumberPlaceholder", Self.decimalEntries(number))
            case ("real", "minimum"), ("real", "maximum"):
                guard let number = child[attribute: "value"].flatMap(Double.init), number.isFinite else {
                    throw refuse(key, child[attribute: "value"], at: child)
                }
                limits[key] = builder.number(number)
            case ("integer", "minimum"), ("integer", "maximum"):
                guard let number = child[attribute: "value"].flatMap({ Int64($0) }) else {
                    throw refuse(key, child[attribute: "value"], at: child)
                }
                limits[key] = builder.number(number)
            default:
                throw CompileError(.unsupportedElement(child.name), at: child.location(in: document))
            }
        }

        func boolean(_ value: Bool) -> GraphID { builder.intern("NSNumber", [.init("NS.boolval", .boolean(value))]) }
        let noAttributes = builder.collection("NSDictionary", [])
        var settings: [(key: String, value: GraphID)] = [
            ("allowsFloats", boolean(floats)), ("decimalSeparator", builder.string(decimal)),
            ("formatterBehavior", builder.number(Int64(1000))), ("groupingSeparator", builder.string(thousand)),
            ("negativeFormat", builder.string(negativeFormat)), ("positiveFormat", builder.string(positiveFormat)),
            ("usesGroupingSeparator", boolean(grouping)),
        ]
        for (key, limit) in limits { settings.append((key, limit)) }
        var archived: [String: GraphID] = [:]
        for rule in Self.numberFormatter10Strings {
            let text = strings[rule.key]?.text ?? rule.default
            var entries = [ArchiveGraph.Entry("NSString", .reference(builder.string(text)))]
            if rule.withAttributes { entries.append(.init("NSAttributes", .reference(noAttributes))) }
            let string = builder.add("NSAttributedString", entries)
            archived[rule.archiveKey] = string
            if text != rule.default {
                settings.append((rule.entries[0], string))
                settings.append((rule.entries[1], builder.string(text)))
                settings.append((rule.entries[2], noAttributes))
            }
        }
        settings.sort { $0.key < $1.key }
        let attributes = builder.collection(
            "NSMutableDictionary", settings.flatMap { [builder.string($0.key), $0.value] }, shared: false)
        // No limit is one decimal not-a-number for both (EFLaceView's LaceDocument).
        var notANumber: GraphID?
        func limit(_ key: String) -> GraphID {
            if let limit = limits[key] { return limit }
            if let notANumber { return notANumber }
            let made = builder.add("NSDecimalNumberPlaceholder", Self.decimalEntries(nil))
            notANumber = made
            return made
        }
        for entry in [
            ArchiveGraph.Entry("NS.attributes", .reference(attributes)),
            .init("NS.positiveformat", .reference(builder.string(positiveFormat))),
            .init("NS.negativeformat", .reference(builder.string(negativeFormat))),
            .init("NS.positiveattrs", .null), .init("NS.negativeattrs", .null),
            .init("NS.zero", archived["NS.zero"].map(ArchiveGraph.Value.reference) ?? .null),
            .init("NS.nil", archived["NS.nil"].map(ArchiveGraph.Value.reference) ?? .null),
            .init("NS.nan", archived["NS.nan"].map(ArchiveGraph.Value.reference) ?? .null),
            .init("NS.min", .reference(limit("minimum"))),
            .init("NS.max", .reference(limit("maximum"))),
            .init("NS.rounding", .null),
            .init("NS.decimal", .reference(builder.string(decimal))),
            .init("NS.thousand", .reference(builder.string(thousand))),
            .init("NS.hasthousands", .boolean(grouping)),
            .init("NS.localized", .boolean(localized)),
            .init("NS.allowsfloats", .boolean(floats)),
        ] {
            builder.set(entry.key, entry.value, on: id)
        }
    }

    /// A decimal number as `NSDecimal` holds it: a mantissa of up to 128 bits, a power of ten,
    /// a sign; compact (no trailing zero digit in the mantissa). Nil for text that is no decimal
    /// in range.
    static func decimalNumber(parsing text: String) -> (mantissa: UInt128, exponent: Int, negative: Bool)? {
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
        var exponent = -fraction.count
        for character in whole + fraction {
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            let (times, overflow) = mantissa.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt128(digit))
            guard !overflow, !carry else { return nil }
            mantissa = sum
        }
        while mantissa != 0, mantissa % 10 == 0 {
            mantissa /= 10
            exponent += 1
        }
        if mantissa == 0 { exponent = 0 }
        guard exponent >= -128, exponent <= 127 else { return nil }
        return (mantissa, exponent, negative && mantissa != 0)
    }

    /// The entries `NSDecimalNumberPlaceholder` archives: the exponent, the mantissa's length in
    /// 16-bit words, the sign, compactness, the byte order (1: little-endian) and the eight
    /// words; nil is not-a-number (no length, negative, not compact), as ibtool archives a
    /// formatter's missing limit. A number's form is Adium's minimum 1 (length 1, compact).
    static func decimalEntries(_ number: (mantissa: UInt128, exponent: Int, negative: Bool)?) -> [ArchiveGraph.Entry] {
        guard let number else {
            return [
                .init("NS.exponent", .integer(0)), .init("NS.length", .integer(0)),
                .init("NS.negative", .boolean(true)), .init("NS.compact", .boolean(false)),
                .init("NS.mantissa.bo", .integer(1)), .init("NS.mantissa", .data([UInt8](repeating: 0, count: 16))),
            ]
        }
        var bytes: [UInt8] = []
        var rest = number.mantissa
        for _ in 0..<16 {
            bytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
        var length = 8
        while length > 0, bytes[2 * length - 1] == 0, bytes[2 * length - 2] == 0 { length -= 1 }
        return [
            .init("NS.exponent", .integer(Int64(number.exponent))), .init("NS.length", .integer(Int64(length))),
            .init("NS.negative", .boolean(number.negative)), .init("NS.compact", .boolean(true)),
            .init("NS.mantissa.bo", .integer(1)), .init("NS.mantissa", .data(bytes)),
        ]
    }
}
