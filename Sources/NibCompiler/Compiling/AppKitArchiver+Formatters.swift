import NibModel

/// Formatters: the settings ibtool archives for a date formatter (its 10.4 attributes).
extension AppKitArchiver {
    /// The styles of `NSDateFormatter.Style`, as the document names them.
    static let dateFormatterStyles: [String: Int64] = ["none": 0, "short": 1, "medium": 2, "long": 3, "full": 4]

    /// A date formatter's `NS.attributes` (a mutable dictionary of its settings: a custom
    /// format, the date and time styles, relative formatting, the 10.4 behaviour), `NS.natural`,
    /// and `NS.format`: the custom format, or for a style the pattern of the build machine's
    /// locale, here `CompileOptions.formatLocale`'s.
    mutating func archiveDateFormatter(_ element: NibElement, id: GraphID) throws(CompileError) {
        var entries: [(key: String, value: GraphID)] = []
        let custom = element[attribute: "dateFormat"]
        if let custom { entries.append(("dateFormat", builder.string(custom))) }
        var styles: [Int64] = []
        for key in ["dateStyle", "timeStyle"] {
            let text = element[attribute: key] ?? "none"
            guard let style = Self.dateFormatterStyles[text] else {
                throw CompileError(
                    .unsupportedValue(element: element.name, attribute: key, value: text),
                    at: element.location(in: document))
            }
            styles.append(style)
            entries.append((key, builder.number(style)))
        }
        let format = custom ?? options.formatLocale.pattern(dateStyle: Int(styles[0]), timeStyle: Int(styles[1]))
        if element[attribute: "doesRelativeDateFormatting"] == "YES" {
            entries.append(
                ("doesRelativeDateFormatting", builder.intern("NSNumber", [.init("NS.boolval", .boolean(true))])))
        }
        entries.append(("formatterBehavior", builder.number(Int64(1040))))
        entries.sort { $0.key < $1.key }
        let attributes = builder.collection(
            "NSMutableDictionary", entries.flatMap { [builder.string($0.key), $0.value] }, shared: false)
        builder.set("NS.attributes", .reference(attributes), on: id)
        if let format { builder.set("NS.format", .reference(builder.string(format)), on: id) }
        builder.set("NS.natural", .boolean(false), on: id)
    }
}

/// Number formatters: the settings ibtool archives for a 10.4 decimal formatter.
extension AppKitArchiver {
    /// The settings of a decimal number formatter (`numberStyle="decimal"`) the document does
    /// not write, as ibtool archives them in `NS.attributes` (numfmt_decimal; the symbols are
    /// those of an English locale, which a decimal style's pattern does not depend on).
    static let decimalFormatterDefaults: [(key: String, value: IBArchivedValue)] = [
        ("allowsFloats", .boolean(true)), ("alwaysShowsDecimalSeparator", .boolean(false)),
        ("generatesDecimalNumbers", .boolean(false)), ("groupingSize", .integer(3)), ("lenient", .boolean(false)),
        ("maximumFractionDigits", .integer(3)), ("maximumIntegerDigits", .integer(2_000_000_000)),
        ("minimumFractionDigits", .integer(0)), ("minimumIntegerDigits", .integer(1)),
        ("negativeInfinitySymbol", .string("-∞")), ("nilSymbol", .string("")), ("paddingPosition", .integer(0)),
        ("positiveInfinitySymbol", .string("+∞")), ("roundingMode", .integer(4)),
        ("secondaryGroupingSize", .integer(0)), ("usesGroupingSeparator", .boolean(true)),
        ("formatWidth", .integer(-1)),
    ]

    /// The document attributes of a number formatter the compiler archives: numbers, and
    /// booleans (`allowsFloats`, `lenient`) as `NSNumber`s in `NS.attributes`.
    static let numberFormatterAttributes: Set<String> = [
        "formatWidth", "minimumIntegerDigits", "maximumIntegerDigits", "minimumFractionDigits",
        "maximumFractionDigits", "allowsFloats", "lenient",
    ]

    /// A number formatter as ibtool archives a 10.4 decimal one: `NS.attributes` (its settings,
    /// sorted by name), the positive and negative format ICU makes of them (`#,##0.###`), the
    /// nil and not-a-number symbols as attributed strings, no minimum or maximum (a decimal
    /// not-a-number), banker's rounding that raises on every error, and the English decimal
    /// and thousands separators. Another style, another behaviour or an attribute the compiler
    /// does not know is refused: their archive depends on locale data it does not have.
    mutating func archiveNumberFormatter(_ element: NibElement, id: GraphID) throws(CompileError) {
        func refuse(_ attribute: String) -> CompileError {
            CompileError(
                .unsupportedValue(
                    element: element.name, attribute: attribute, value: element[attribute: attribute] ?? ""),
                at: element.location(in: document))
        }
        guard element[attribute: "numberStyle"] == "decimal" else { throw refuse("numberStyle") }
        guard element[attribute: "formatterBehavior"] == "default10_4" else { throw refuse("formatterBehavior") }
        var settings = Dictionary(Self.decimalFormatterDefaults.map { ($0.key, $0.value) }) { first, _ in first }
        for attribute in element.attributes
        where !["id", "key", "numberStyle", "formatterBehavior", "customClass"].contains(attribute.name) {
            guard Self.numberFormatterAttributes.contains(attribute.name) else { throw refuse(attribute.name) }
            if let number = Int64(attribute.value) {
                settings[attribute.name] = .integer(number)
            } else if attribute.value == "YES" || attribute.value == "NO" {
                settings[attribute.name] = .boolean(attribute.value == "YES")
            } else {
                throw refuse(attribute.name)
            }
        }
        settings["numberStyle"] = .integer(1)
        settings["formatterBehavior"] = .integer(1040)
        func digits(_ key: String) -> Int {
            if case .integer(let number)? = settings[key] { return Int(number) }
            return 0
        }
        // The pattern has one integer digit: refuse what would change it.
        guard digits("minimumIntegerDigits") == 1 else { throw refuse("minimumIntegerDigits") }
        let minimum = digits("minimumFractionDigits")
        let maximum = max(digits("maximumFractionDigits"), minimum)
        var format = "#,##0"
        if maximum > 0 {
            format += "." + String(repeating: "0", count: minimum) + String(repeating: "#", count: maximum - minimum)
        }
        var entries: [GraphID] = []
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) {
            let object: GraphID
            switch value {
            case .boolean(let flag): object = builder.intern("NSNumber", [.init("NS.boolval", .boolean(flag))])
            case .integer(let number): object = builder.number(number)
            case .string(let text): object = builder.string(text)
            default: continue
            }
            entries += [builder.string(key), object]
        }
        let attributes = builder.collection("NSMutableDictionary", entries, shared: false)
        let notANumber = builder.add(
            "NSDecimalNumberPlaceholder",
            [
                .init("NS.exponent", .integer(0)), .init("NS.length", .integer(0)),
                .init("NS.negative", .boolean(true)),
                .init("NS.compact", .boolean(false)), .init("NS.mantissa.bo", .integer(1)),
                .init("NS.mantissa", .data([UInt8](repeating: 0, count: 16))),
            ])
        let rounding = builder.add(
            "NSDecimalNumberHandler",
            [
                .init("NS.roundingmode", .integer(3)), .init("NS.raise.overflow", .boolean(true)),
                .init("NS.raise.underflow", .boolean(true)), .init("NS.raise.dividebyzero", .boolean(true)),
            ])
        let formatString = builder.string(format)
        for entry in [
            ArchiveGraph.Entry("NS.attributes", .reference(attributes)),
            .init("NS.positiveformat", .reference(formatString)), .init("NS.negativeformat", .reference(formatString)),
            .init("NS.positiveattrs", .null), .init("NS.negativeattrs", .null), .init("NS.zero", .null),
            .init(
                "NS.nil",
                .reference(builder.add("NSAttributedString", [.init("NSString", .reference(builder.string("")))]))),
            .init(
                "NS.nan",
                .reference(
                    builder.add(
                        "NSAttributedString",
                        [
                            .init("NSString", .reference(builder.string("NaN"))),
                            .init("NSAttributes", .reference(builder.collection("NSDictionary", []))),
                        ]))),
            .init("NS.min", .reference(notANumber)), .init("NS.max", .reference(notANumber)),
            .init("NS.rounding", .reference(rounding)), .init("NS.decimal", .reference(builder.string("."))),
            .init("NS.thousand", .reference(builder.string(","))), .init("NS.hasthousands", .boolean(true)),
            .init("NS.localized", .boolean(true)),
            .init("NS.allowsfloats", .boolean(settings["allowsFloats"] != .boolean(false))),
        ] {
            builder.set(entry.key, entry.value, on: id)
        }
    }
}

extension AppKitArchiver {
    /// The date pattern a date formatter element formats with: its custom format, or its
    /// styles' pattern in the compile's locale.
    func datePattern(of formatter: NibElement) -> String? {
        if let custom = formatter[attribute: "dateFormat"] { return custom }
        let date = Self.dateFormatterStyles[formatter[attribute: "dateStyle"] ?? "none"] ?? 0
        let time = Self.dateFormatterStyles[formatter[attribute: "timeStyle"] ?? "none"] ?? 0
        return options.formatLocale.pattern(dateStyle: Int(date), timeStyle: Int(time))
    }

    /// A cell with a number formatter archives its title as the number it reads
    /// (numfmt_decimal's "400" is an `NSNumber`); a title that is no plain number stays text.
    /// A date formatter's cell archives its title as the `NSDate` the formatter reads in the
    /// compile's locale (dateformatter_weekday, test_date_formatter), and a relative date
    /// formatter sets bit 31 of the cell's `NSCellFlags2` (textfield_formatter).
    mutating func archiveFormattedContents(of element: NibElement, id: GraphID) {
        if let formatter = element.child(forKey: "formatter"), formatter.name == "dateFormatter" {
            if formatter[attribute: "doesRelativeDateFormatting"] == "YES",
                let flags = integer(builder[id]?.value(forKey: "NSCellFlags2"))
            {
                builder.set("NSCellFlags2", .integer(flags | 0x8000_0000), on: id)
            }
            if let title = element[attribute: "title"], let pattern = datePattern(of: formatter),
                let time = options.formatLocale.time(parsing: title, pattern: pattern)
            {
                builder.set("NSContents", .reference(builder.add("NSDate", [.init("NS.time", .double(time))])), on: id)
            }
            return
        }
        guard element.child(forKey: "formatter")?.name == "numberFormatter", let title = element[attribute: "title"]
        else { return }
        if let number = Int64(title) {
            builder.set("NSContents", .reference(builder.number(number)), on: id)
        } else if let number = Double(title), number.isFinite {
            builder.set("NSContents", .reference(builder.number(number)), on: id)
        }
    }
}
