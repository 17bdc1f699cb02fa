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

/// Number formatters: the settings ibtool archives for a 10.4 formatter of no style or the
/// decimal style, set by the document or left to Interface Builder's defaults.
extension AppKitArchiver {
    /// The number styles the compiler archives (`IBVocabulary.numberFormatterStyles`).
    static let numberFormatterStyles = IBVocabulary.numberFormatterStyles

    /// The behaviours the compiler archives: both are 10.4 formatters.
    static let numberFormatterBehaviors: Set<String> = ["default10_4", "custom10_4"]

    /// The settings every 10.4 number formatter archives (`IBVocabulary.numberFormatterDefaults`).
    static let numberFormatterDefaults = IBVocabulary.numberFormatterDefaults

    /// The number formatter attributes archived as integers, booleans and strings.
    static let numberFormatterIntegers = IBVocabulary.numberFormatterIntegers
    static let numberFormatterBooleans = IBVocabulary.numberFormatterBooleans
    static let numberFormatterStrings = IBVocabulary.numberFormatterStrings

    /// The document attributes of a number formatter the compiler archives.
    static let numberFormatterAttributes: Set<String> = numberFormatterIntegers.union(numberFormatterBooleans)
        .union(numberFormatterStrings)

    /// A number formatter as ibtool archives a 10.4 one: `NS.attributes` (the settings every
    /// formatter has, the document's own, its minimum and maximum and its style unless none,
    /// sorted by name; `<nil key>` leaves a setting out), the positive and negative format (the
    /// document's, else the pattern ICU makes of the settings, `#,##0.###`), the nil and
    /// not-a-number symbols as attributed strings, the minimum and maximum (a decimal
    /// not-a-number when the document gives none), banker's rounding that raises on every
    /// error, and the decimal and thousands separators. Another style or behaviour, or an
    /// attribute or child the compiler does not know, is refused.
    mutating func archiveNumberFormatter(_ element: NibElement, id: GraphID) throws(CompileError) {
        func refuse(_ attribute: String, value: String? = nil) -> CompileError {
            CompileError(
                .unsupportedValue(
                    element: element.name, attribute: attribute, value: value ?? element[attribute: attribute] ?? ""),
                at: element.location(in: document))
        }
        if element[attribute: "formatterBehavior"] == "10_0" {
            try archiveNumberFormatter10(element, id: id)
            return
        }
        let styleName = element[attribute: "numberStyle"] ?? "none"
        guard let style = Self.numberFormatterStyles[styleName] else { throw refuse("numberStyle") }
        guard Self.numberFormatterBehaviors.contains(element[attribute: "formatterBehavior"] ?? "") else {
            throw refuse("formatterBehavior")
        }
        var settings = Dictionary(Self.numberFormatterDefaults.map { ($0.key, $0.value) }) { first, _ in first }
        if style != 0 { settings["numberStyle"] = .integer(style) }
        // Whether the format is localized: `NS.localized`, as a 10.0 formatter archives it
        // (`IBVocabulary.numberFormatterLocalizesFormat`).
        var localizes = true
        for attribute in element.attributes
        where !["numberStyle", "formatterBehavior"].contains(attribute.name)
            && !DocumentCompiler.structuralAttributes.contains(attribute.name)
        {
            if attribute.name == IBVocabulary.numberFormatterLocalizesFormat.attribute,
                ["YES", "NO"].contains(attribute.value)
            {
                localizes = attribute.value == "YES"
            } else if Self.numberFormatterStrings.contains(attribute.name) {
                settings[attribute.name] = .string(attribute.value)
            } else if Self.numberFormatterIntegers.contains(attribute.name), let number = Int64(attribute.value) {
                settings[attribute.name] = .integer(number)
            } else if Self.numberFormatterBooleans.contains(attribute.name), ["YES", "NO"].contains(attribute.value) {
                settings[attribute.name] = .boolean(attribute.value == "YES")
            } else {
                throw refuse(attribute.name)
            }
        }
        // The minimum and maximum: numbers, or nothing.
        var limits: [String: GraphID] = [:]
        for child in element.children {
            guard let key = child[attribute: "key"] else { continue }
            switch (child.name, key) {
            case ("nil", _) where settings[key] != nil: settings[key] = nil
            case ("real", "minimum"), ("real", "maximum"):
                guard let number = child[attribute: "value"].flatMap(Double.init), number.isFinite else {
                    throw refuse(key, value: child[attribute: "value"])
                }
                limits[key] = builder.number(number)
            case ("integer", "minimum"), ("integer", "maximum"):
                guard let number = child[attribute: "value"].flatMap({ Int64($0) }) else {
                    throw refuse(key, value: child[attribute: "value"])
                }
                limits[key] = builder.number(number)
            default:
                throw CompileError(.unsupportedElement(child.name), at: child.location(in: document))
            }
        }
        func integer(_ key: String) -> Int {
            if case .integer(let number)? = settings[key] { return Int(number) }
            return 0
        }
        func flag(_ key: String) -> Bool { settings[key] == .boolean(true) }
        func text(_ key: String) -> String? {
            if case .string(let text)? = settings[key] { return text }
            return nil
        }
        let pattern = Self.numberPattern(
            groupingSize: flag("usesGroupingSeparator") ? integer("groupingSize") : 0,
            minimumIntegerDigits: integer("minimumIntegerDigits"),
            fractionDigits: (integer("minimumFractionDigits"), integer("maximumFractionDigits")),
            alwaysShowsDecimalSeparator: flag("alwaysShowsDecimalSeparator"))
        let positiveFormat = text("positiveFormat") ?? pattern
        let negativeFormat = text("negativeFormat") ?? positiveFormat
        // Apple shares equal numbers whatever their type: a whole minimum or maximum (1.0) is
        // the object an equal integer setting archives (viraptor's numfmt: minimumIntegerDigits).
        var wholeLimits: [Int64: GraphID] = [:]
        for key in ["maximum", "minimum"] {
            if let limit = limits[key], case .double(let number)? = builder[limit]?.value(forKey: "NS.dblval"),
                number == number.rounded(), abs(number) < 1e15, wholeLimits[Int64(number)] == nil
            {
                wholeLimits[Int64(number)] = limit
            }
        }
        var entries: [GraphID] = []
        var keys = Array(settings.keys) + limits.keys
        keys.sort()
        for key in keys {
            let object: GraphID
            if let limit = limits[key] {
                object = limit
            } else {
                switch settings[key] {
                case .boolean(let flag)?: object = builder.intern("NSNumber", [.init("NS.boolval", .boolean(flag))])
                case .integer(let number)?: object = wholeLimits[number] ?? builder.number(number)
                case .string(let text)?: object = builder.string(text)
                default: continue
                }
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
        for entry in [
            ArchiveGraph.Entry("NS.attributes", .reference(attributes)),
            .init("NS.positiveformat", .reference(builder.string(positiveFormat))),
            .init("NS.negativeformat", .reference(builder.string(negativeFormat))),
            .init("NS.positiveattrs", .null), .init("NS.negativeattrs", .null), .init("NS.zero", .null),
            .init(
                "NS.nil",
                .reference(
                    builder.add(
                        "NSAttributedString", [.init("NSString", .reference(builder.string(text("nilSymbol") ?? "")))])
                )),
            .init(
                "NS.nan",
                .reference(
                    builder.add(
                        "NSAttributedString",
                        [
                            .init("NSString", .reference(builder.string(text("notANumberSymbol") ?? "NaN"))),
                            .init("NSAttributes", .reference(builder.collection("NSDictionary", []))),
                        ]))),
            .init("NS.min", .reference(limits["minimum"] ?? notANumber)),
            .init("NS.max", .reference(limits["maximum"] ?? notANumber)),
            .init("NS.rounding", .reference(rounding)),
            .init("NS.decimal", .reference(builder.string(text("decimalSeparator") ?? "."))),
            .init("NS.thousand", .reference(builder.string(text("groupingSeparator") ?? ","))),
            .init("NS.hasthousands", .boolean(flag("usesGroupingSeparator"))),
            .init(IBVocabulary.numberFormatterLocalizesFormat.archiveKey, .boolean(localizes)),
            .init("NS.allowsfloats", .boolean(flag("allowsFloats"))),
        ] {
            builder.set(entry.key, entry.value, on: id)
        }
    }

    /// The pattern ICU writes for a number formatter's settings: the integer digits (`0` for
    /// each required one, `#` for the others of the first group, `,` between groups), and the
    /// fraction digits after `.` (`0` required, `#` optional): `#,##0.###` for a decimal
    /// formatter's defaults.
    static func numberPattern(
        groupingSize: Int, minimumIntegerDigits: Int, fractionDigits: (minimum: Int, maximum: Int),
        alwaysShowsDecimalSeparator: Bool
    ) -> String {
        let required = min(max(minimumIntegerDigits, 0), 64)
        let grouping = min(max(groupingSize, 0), 64)
        var integer: String
        if grouping > 0 {
            let count = max(grouping + 1, required)
            var digits = (0..<count).map { $0 < count - required ? "#" : "0" }
            digits.insert(",", at: count - grouping)
            integer = digits.joined()
        } else {
            integer = required == 0 ? "#" : String(repeating: "0", count: required)
        }
        let minimum = min(max(fractionDigits.minimum, 0), 64)
        let maximum = min(max(fractionDigits.maximum, minimum), 64)
        if maximum > 0 || alwaysShowsDecimalSeparator {
            integer +=
                "." + String(repeating: "0", count: minimum) + String(repeating: "#", count: maximum - minimum)
        }
        return integer
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
    /// (numfmt_decimal's "400" is an `NSNumber`), no contents without a title; a title that is
    /// no plain number stays text.
    /// A date formatter's cell archives its title as the `NSDate` the formatter reads in the
    /// compile's locale (dateformatter_weekday, test_date_formatter; a title the formatter does
    /// not read stays text). A formatter of date and time styles (no `dateFormat`) on a
    /// control's cell sets bit 31 of the cell's `NSCellFlags2`: the relative one of
    /// textfield_formatter does; viraptor/ibtool's compiler sets it for every such formatter
    /// and matches Apple's nib of its datacell_unparseable sample (short styles, not relative);
    /// the table column data cell of test_date_formatter, no control's cell, has it clear.
    mutating func archiveFormattedContents(of element: NibElement, id: GraphID) {
        if let formatter = element.child(forKey: "formatter"), formatter.name == "dateFormatter" {
            if formatter[attribute: "dateFormat"] == nil, element[attribute: "key"] == "cell",
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
        guard element.child(forKey: "formatter")?.name == "numberFormatter" else { return }
        // No title is no number: the cell archives no contents (viraptor's numfmt).
        guard let title = element[attribute: "title"], !title.isEmpty else {
            builder.remove("NSContents", from: id)
            return
        }
        if let number = Int64(title) {
            builder.set("NSContents", .reference(builder.number(number)), on: id)
        } else if let number = Double(title), number.isFinite {
            builder.set("NSContents", .reference(builder.number(number)), on: id)
        }
    }
}
