/// The locale whose date patterns ibtool archives: a date formatter set by style archives the
/// build machine's pattern for it (`NS.format`), and a date-formatted cell's title is parsed
/// with that pattern into an `NSDate`. The compiler cannot ask the machine, so the locale is a
/// compile option (`nibdump compile --locale`); the default is `en_US`.
public struct FormatLocale: Sendable, Hashable {
    /// The locale's identifier (`en_US`).
    public var identifier: String
    /// The date patterns for the short, medium, long and full date styles.
    public var datePatterns: [String]
    /// The time patterns for the short, medium, long and full time styles.
    public var timePatterns: [String]
    /// How a date and a time pattern combine (`{1}` the date, `{0}` the time) for the short,
    /// medium, long and full date styles.
    public var dateTimePatterns: [String]
    /// The months' full names, January first.
    public var monthNames: [String]
    /// The weekdays' full names, Sunday first.
    public var weekdayNames: [String]
    /// The before- and after-noon symbols.
    public var dayPeriods: [String]

    /// A locale from its patterns and names.
    public init(
        identifier: String, datePatterns: [String], timePatterns: [String], dateTimePatterns: [String],
        monthNames: [String] = FormatLocale.englishMonths, weekdayNames: [String] = FormatLocale.englishWeekdays,
        dayPeriods: [String] = ["AM", "PM"]
    ) {
        self.identifier = identifier
        self.datePatterns = datePatterns
        self.timePatterns = timePatterns
        self.dateTimePatterns = dateTimePatterns
        self.monthNames = monthNames
        self.weekdayNames = weekdayNames
        self.dayPeriods = dayPeriods
    }

    /// The English months' names.
    public static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    /// The English weekdays' names, Sunday first.
    public static let englishWeekdays = [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]

    /// English (United States), as macOS 13 and later write its patterns (a narrow no-break
    /// space before the day period): CLDR's, which no compiled nib of the corpus shows yet.
    public static let enUS = FormatLocale(
        identifier: "en_US", datePatterns: ["M/d/yy", "MMM d, y", "MMMM d, y", "EEEE, MMMM d, y"],
        timePatterns: ["h:mm\u{202F}a", "h:mm:ss\u{202F}a", "h:mm:ss\u{202F}a z", "h:mm:ss\u{202F}a zzzz"],
        dateTimePatterns: ["{1}, {0}", "{1}, {0}", "{1} 'at' {0}", "{1} 'at' {0}"])

    /// English (Hong Kong): day-first dates with a four-digit year and a twelve-hour clock;
    /// the locale the corpus's pairs were compiled in (their `NS.format`s `d/M/y, h:mm a` and
    /// `d MMMM y 'at' h:mm a` show the short and long dates and the short time; the other
    /// styles are CLDR's).
    public static let enHK = FormatLocale(
        identifier: "en_HK", datePatterns: ["d/M/y", "d MMM y", "d MMMM y", "EEEE, d MMMM y"],
        timePatterns: ["h:mm\u{202F}a", "h:mm:ss\u{202F}a", "h:mm:ss\u{202F}a z", "h:mm:ss\u{202F}a zzzz"],
        dateTimePatterns: ["{1}, {0}", "{1}, {0}", "{1} 'at' {0}", "{1} 'at' {0}"], dayPeriods: ["am", "pm"])

    /// English (United Kingdom): day-first dates and a 24-hour clock, CLDR's patterns, which no
    /// compiled nib of the corpus shows yet.
    public static let enGB = FormatLocale(
        identifier: "en_GB", datePatterns: ["dd/MM/y", "d MMM y", "d MMMM y", "EEEE d MMMM y"],
        timePatterns: ["HH:mm", "HH:mm:ss", "HH:mm:ss z", "HH:mm:ss zzzz"],
        dateTimePatterns: ["{1}, {0}", "{1}, {0}", "{1} 'at' {0}", "{1} 'at' {0}"], dayPeriods: ["am", "pm"])

    /// The locales the compiler knows, by identifier.
    public static let known: [String: FormatLocale] = Dictionary(
        uniqueKeysWithValues: [enUS, enGB, enHK].map { ($0.identifier, $0) })

    /// The environment variable that names the build machine's locale where a command line
    /// cannot (`ibtool`, called with Xcode's own arguments): `SWIFT_NIB_LOCALE`.
    public static let environmentVariable = "SWIFT_NIB_LOCALE"

    /// The locale of a build: the one `identifier` names, else the one `environment`'s
    /// `SWIFT_NIB_LOCALE` names, else `en_US`. A name may be written as a POSIX locale
    /// (`en_HK.UTF-8`) or a language tag (`en-HK`). `nil` when the name is no known locale.
    public static func lookUp(_ identifier: String? = nil, environment: [String: String] = [:]) -> FormatLocale? {
        let given = identifier ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        guard let given else { return enUS }
        let name = given.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? given
        return known[name.replacing("-", with: "_")]
    }

    /// The pattern a date formatter with these styles formats with (1 short … 4 full, 0 none),
    /// or `nil` when both are none.
    public func pattern(dateStyle: Int, timeStyle: Int) -> String? {
        let date = (1...4).contains(dateStyle) ? datePatterns[dateStyle - 1] : nil
        let time = (1...4).contains(timeStyle) ? timePatterns[timeStyle - 1] : nil
        switch (date, time) {
        case (let date?, let time?):
            return dateTimePatterns[dateStyle - 1].replacing("{1}", with: date).replacing("{0}", with: time)
        case (let date?, nil): return date
        case (nil, let time?): return time
        case (nil, nil): return nil
        }
    }
}

extension FormatLocale {
    /// The seconds from 2001-01-01 00:00 GMT (an `NSDate`'s `NS.time`) of `text` read with
    /// `pattern`, as ibtool reads a date-formatted cell's title: in GMT, fields the pattern lacks
    /// from 2000-01-01 00:00, a weekday alone the first such day on or after it (dateformatter_weekday
    /// reads "Wednesday" as 2000-01-05). `nil` when the text does not match or the pattern has a
    /// field this reader does not know (a time zone, an era).
    public func time(parsing text: String, pattern: String) -> Double? {
        var reader = DateTextReader(text: Array(text), locale: self)
        for token in Self.tokens(of: pattern) {
            switch token {
            case .literal(let literal): guard reader.match(literal) else { return nil }
            case .field(let letter, let width): guard reader.read(letter, width: width) else { return nil }
            }
        }
        reader.skipSpaces()
        guard reader.position == reader.text.count else { return nil }
        return reader.time
    }

    /// A pattern's parts: literal text and fields (a letter repeated).
    enum Token: Equatable {
        case literal(String)
        case field(Character, Int)
    }

    static func tokens(of pattern: String) -> [Token] {
        var tokens: [Token] = []
        var characters = Array(pattern)[...]
        var literal = ""
        while let character = characters.first {
            if character == "'" {
                characters.removeFirst()
                if characters.first == "'" {
                    literal.append("'")
                    characters.removeFirst()
                    continue
                }
                while let quoted = characters.first {
                    characters.removeFirst()
                    if quoted == "'" {
                        if characters.first == "'" {
                            literal.append("'")
                            characters.removeFirst()
                            continue
                        }
                        break
                    }
                    literal.append(quoted)
                }
            } else if character.isASCII && character.isLetter {
                if !literal.isEmpty { tokens.append(.literal(literal)) }
                literal = ""
                let width = characters.prefix { $0 == character }.count
                characters.removeFirst(width)
                tokens.append(.field(character, width))
            } else {
                literal.append(character)
                characters.removeFirst()
            }
        }
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        return tokens
    }
}

/// Reads a date's text field by field.
private struct DateTextReader {
    let text: [Character]
    let locale: FormatLocale
    var position = 0
    var year = 2000
    var month = 1
    var day: Int?
    var weekday: Int?
    var hour = 0
    var minute = 0
    var second = 0
    var isAfternoon: Bool?
    var isTwelveHour = false

    init(text: [Character], locale: FormatLocale) {
        self.text = text
        self.locale = locale
    }

    mutating func skipSpaces() {
        while position < text.count, text[position].isWhitespace { position += 1 }
    }

    /// A literal, its spaces matching any run of spaces (a narrow no-break space is typed as a space).
    mutating func match(_ literal: String) -> Bool {
        for character in literal {
            if character.isWhitespace {
                skipSpaces()
                continue
            }
            guard position < text.count, text[position] == character else { return false }
            position += 1
        }
        return true
    }

    mutating func number(maximumDigits: Int) -> Int? {
        skipSpaces()
        var value = 0
        var digits = 0
        while position < text.count, digits < maximumDigits, let digit = text[position].wholeNumberValue,
            text[position].isASCII
        {
            value = value * 10 + digit
            digits += 1
            position += 1
        }
        return digits == 0 ? nil : value
    }

    /// The index of the longest name (or its first three letters) the text starts with.
    mutating func name(in names: [String]) -> Int? {
        skipSpaces()
        let rest = String(text[position...]).lowercased()
        var best: (index: Int, length: Int)?
        for (index, name) in names.enumerated() {
            for candidate in [name, String(name.prefix(3))] where rest.hasPrefix(candidate.lowercased()) {
                if candidate.count > best?.length ?? 0 { best = (index, candidate.count) }
            }
        }
        guard let best else { return nil }
        position += best.length
        return best.index
    }

    mutating func read(_ letter: Character, width: Int) -> Bool {
        switch letter {
        case "y":
            guard let value = number(maximumDigits: width == 2 ? 2 : 4) else { return false }
            year = value < 100 && width <= 2 ? (value < 50 ? 2000 + value : 1900 + value) : value
        case "M", "L":
            if width >= 3 {
                guard let index = name(in: locale.monthNames) else { return false }
                month = index + 1
            } else {
                guard let value = number(maximumDigits: 2), (1...12).contains(value) else { return false }
                month = value
            }
        case "d":
            guard let value = number(maximumDigits: 2), (1...31).contains(value) else { return false }
            day = value
        case "E", "c", "e":
            guard let index = name(in: locale.weekdayNames) else { return false }
            weekday = index
        case "h", "K":
            guard let value = number(maximumDigits: 2), value <= 12 else { return false }
            hour = value % 12
            isTwelveHour = true
        case "H", "k":
            guard let value = number(maximumDigits: 2), value <= 24 else { return false }
            hour = value % 24
        case "m":
            guard let value = number(maximumDigits: 2), value < 60 else { return false }
            minute = value
        case "s":
            guard let value = number(maximumDigits: 2), value < 60 else { return false }
            second = value
        case "a":
            guard let index = name(in: locale.dayPeriods) else { return false }
            isAfternoon = index == 1
        default:
            return false
        }
        return true
    }

    /// The seconds from the reference date.
    var time: Double {
        var days = Self.daysFromReference(year: year, month: month, day: day ?? 1)
        if day == nil, let weekday {
            // 2001-01-01 was a Monday (weekday 1, Sunday 0).
            let current = ((days % 7) + 7 + 1) % 7
            days += (weekday - current + 7) % 7
        }
        let hours = hour + (isTwelveHour && isAfternoon == true ? 12 : 0)
        return Double(days) * 86_400 + Double(hours * 3600 + minute * 60 + second)
    }

    /// Days from 2001-01-01 to a day of the proleptic Gregorian calendar.
    static func daysFromReference(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let fromEpoch = era * 146_097 + dayOfEra - 719_468
        return fromEpoch - 11_323
    }
}
