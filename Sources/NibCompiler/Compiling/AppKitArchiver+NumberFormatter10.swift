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
    static let numberFormatter10Attributes = Set(IBVocabulary.numberFormatter10Settings.map(\.attribute))

    /// A 10.0 number formatter (see the extension's comment), as `IBVocabulary`'s 10.0 tables
    /// say. An attribute, child or value the compiler does not know (text attributes, a limit
    /// that is no number) is refused at its line.
    mutating func archiveNumberFormatter10(_ element: NibElement, id: GraphID) throws(CompileError) {
        func refuse(_ attribute: String, _ value: String?, at node: NibElement) -> CompileError {
            CompileError(
                .unsupportedValue(element: node.name, attribute: attribute, value: value ?? ""),
                at: node.location(in: document))
        }
        for attribute in element.attributes
        where attribute.name != "formatterBehavior"
            && !DocumentCompiler.structuralAttributes.contains(attribute.name)
            && !Self.numberFormatter10Attributes.contains(attribute.name)
        {
            throw refuse(attribute.name, attribute.value, at: element)
        }
        // The settings' values: the document's, else the defaults (formats derived).
        var values: [String: String] = [:]
        for setting in IBVocabulary.numberFormatter10Settings {
            let text = element[attribute: setting.attribute]
            if setting.isBoolean, let text, text != "YES", text != "NO" {
                throw refuse(setting.attribute, text, at: element)
            }
            values[setting.attribute] = text ?? setting.omitted
        }
        let positiveFormat = values["positiveFormat"] ?? "#,##0.###"
        values["positiveFormat"] = positiveFormat
        values["negativeFormat"] = values["negativeFormat"] ?? "-" + positiveFormat
        values["thousandSeparator"] = values["thousandSeparator"] ?? ","

        var strings: [String: String] = [:]
        var limits: [String: GraphID] = [:]
        for child in element.children {
            let key = child[attribute: "key"] ?? ""
            switch (child.name, key) {
            case ("attributedString", _) where IBVocabulary.numberFormatter10Strings.contains(where: { $0.key == key }):
                var text = ""
                for fragment in child.children {
                    guard fragment.name == "fragment", fragment.firstChild(named: "attributes") == nil else {
                        throw CompileError(.unsupportedElement(fragment.name), at: fragment.location(in: document))
                    }
                    text += fragment[attribute: "content"] ?? fragment.child(forKey: "content")?.text ?? ""
                }
                strings[key] = text
            case ("decimal", "minimum"), ("decimal", "maximum"):
                let value = child[attribute: "value"] ?? ""
                if value == "NaN" { continue }
                guard let number = IBDecimal(parsing: value) else { throw refuse(key, value, at: child) }
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
        var formatterEntries: [ArchiveGraph.Entry] = []
        var settings: [(key: String, value: GraphID)] = [("formatterBehavior", builder.number(Int64(1000)))]
        for setting in IBVocabulary.numberFormatter10Settings {
            let text = values[setting.attribute] ?? ""
            if setting.isBoolean {
                formatterEntries.append(.init(setting.archiveKey, .boolean(text == "YES")))
                if !setting.entry.isEmpty { settings.append((setting.entry, boolean(text == "YES"))) }
            } else {
                let string = builder.string(text)
                formatterEntries.append(.init(setting.archiveKey, .reference(string)))
                if !setting.entry.isEmpty { settings.append((setting.entry, string)) }
            }
        }
        for (key, limit) in limits { settings.append((key, limit)) }
        let noAttributes = builder.collection("NSDictionary", [])
        var archived: [String: GraphID] = [:]
        for rule in IBVocabulary.numberFormatter10Strings {
            let text = strings[rule.key] ?? rule.defaultText
            var entries = [ArchiveGraph.Entry("NSString", .reference(builder.string(text)))]
            if rule.hasAttributes { entries.append(.init("NSAttributes", .reference(noAttributes))) }
            let string = builder.add("NSAttributedString", entries)
            archived[rule.archiveKey] = string
            if text != rule.defaultText {
                settings.append((rule.entries[0], string))
                settings.append((rule.entries[1], builder.string(text)))
                settings.append((rule.entries[2], noAttributes))
            }
        }
        settings.sort { $0.key < $1.key }
        let attributes = builder.collection(
            "NSMutableDictionary", settings.flatMap { [builder.string($0.key), $0.value] }, shared: false)
        // No limit is one decimal not-a-number for both, and for every formatter of the
        // archive: NSDecimalNumber's not-a-number is one object (EFLaceView's LaceDocument: its
        // ten formatters' limits are one `NSDecimalNumberPlaceholder`).
        var notANumber: GraphID?
        func limit(_ key: String) -> GraphID {
            if let limit = limits[key] { return limit }
            if let notANumber { return notANumber }
            let made = builder.intern("NSDecimalNumberPlaceholder", Self.decimalEntries(nil))
            notANumber = made
            return made
        }
        func entry(_ key: String) -> ArchiveGraph.Entry {
            formatterEntries.first { $0.key == key } ?? .init(key, .null)
        }
        for entry in [
            ArchiveGraph.Entry("NS.attributes", .reference(attributes)),
            entry("NS.positiveformat"), entry("NS.negativeformat"),
            .init("NS.positiveattrs", .null), .init("NS.negativeattrs", .null),
            .init("NS.zero", archived["NS.zero"].map(ArchiveGraph.Value.reference) ?? .null),
            .init("NS.nil", archived["NS.nil"].map(ArchiveGraph.Value.reference) ?? .null),
            .init("NS.nan", archived["NS.nan"].map(ArchiveGraph.Value.reference) ?? .null),
            .init("NS.min", .reference(limit("minimum"))),
            .init("NS.max", .reference(limit("maximum"))),
            .init("NS.rounding", .null),
            entry("NS.decimal"), entry("NS.thousand"), entry("NS.hasthousands"), entry("NS.localized"),
            entry("NS.allowsfloats"),
        ] {
            builder.set(entry.key, entry.value, on: id)
        }
    }

    /// The entries `NSDecimalNumberPlaceholder` archives for a number (``IBDecimal``): the
    /// exponent, the mantissa's length in 16-bit words, the sign, compactness, the byte order
    /// (1: little-endian) and the eight words; nil is not-a-number (no length, negative, not
    /// compact), as ibtool archives a formatter's missing limit.
    static func decimalEntries(_ number: IBDecimal?) -> [ArchiveGraph.Entry] {
        guard let number else {
            return [
                .init("NS.exponent", .integer(0)), .init("NS.length", .integer(0)),
                .init("NS.negative", .boolean(true)), .init("NS.compact", .boolean(false)),
                .init("NS.mantissa.bo", .integer(1)), .init("NS.mantissa", .data([UInt8](repeating: 0, count: 16))),
            ]
        }
        let (bytes, length) = number.archivedMantissa
        return [
            .init("NS.exponent", .integer(Int64(number.exponent))), .init("NS.length", .integer(Int64(length))),
            .init("NS.negative", .boolean(number.isNegative)), .init("NS.compact", .boolean(true)),
            .init("NS.mantissa.bo", .integer(1)), .init("NS.mantissa", .data(bytes)),
        ]
    }
}
