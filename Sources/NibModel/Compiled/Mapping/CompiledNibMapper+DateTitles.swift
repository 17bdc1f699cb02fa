extension CompiledNibMapper {
    /// A date-formatted cell's title (`formatter` its `NSFormatter`): ibtool archives it as the
    /// `NSDate` its formatter read (`NS.time`, seconds from 2001 in GMT), written back with the
    /// formatter's own pattern (`NS.format`). `nil` when the cell holds no such date or the
    /// pattern has a field this writer does not know.
    func dateTitle(ofCell cell: Int, formatter: Int) -> String? {
        guard archive.className(formatter) == "NSDateFormatter",
            let pattern = archive.string(archive.value(named: "NS.format", in: formatter)),
            case .reference(let date)? = archive.value(named: "NSContents", in: cell),
            archive.className(date) == "NSDate", case .double(let time)? = archive.value(named: "NS.time", in: date)
        else { return nil }
        return DateTitleWriter.text(time, pattern: pattern)
    }
}

/// Writes a date with a date pattern, in English and GMT: the way back of the compiler's reading
/// of a date-formatted title.
enum DateTitleWriter {
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `time` (seconds from 2001-01-01 00:00 GMT, whole seconds within ±10 000 years) written
    /// with `pattern`.
    static func text(_ time: Double, pattern: String) -> String? {
        guard time.isFinite, time == time.rounded(), abs(time) < 3e11 else { return nil }
        let seconds = Int64(time)
        let days = Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
        let clock = Int(seconds - Int64(days) * 86_400)
        let (year, month, day) = civil(daysFromReference: days)
        let weekday = ((days + 1) % 7 + 7) % 7
        var text = ""
        var characters = Array(pattern)[...]
        while let character = characters.first {
            if character == "'" {
                characters.removeFirst()
                if characters.first == "'" {
                    text.append("'")
                    characters.removeFirst()
                    continue
                }
                while let quoted = characters.first {
                    characters.removeFirst()
                    if quoted == "'" {
                        guard characters.first == "'" else { break }
                        characters.removeFirst()
                    }
                    text.append(quoted)
                }
                continue
            }
            guard character.isASCII, character.isLetter else {
                text.append(character)
                characters.removeFirst()
                continue
            }
            let width = characters.prefix { $0 == character }.count
            characters.removeFirst(width)
            func padded(_ number: Int) -> String {
                let digits = String(number)
                return width >= 2 && digits.count < 2 ? "0" + digits : digits
            }
            switch character {
            case "y": text += width == 2 ? String(format2: year % 100) : String(year)
            case "M", "L":
                text +=
                    width >= 4 ? months[month - 1] : width == 3 ? String(months[month - 1].prefix(3)) : padded(month)
            case "d": text += padded(day)
            case "E", "c", "e": text += width >= 4 ? weekdays[weekday] : String(weekdays[weekday].prefix(3))
            case "h": text += padded((clock / 3600 + 11) % 12 + 1)
            case "H": text += padded(clock / 3600)
            case "m": text += padded(clock / 60 % 60)
            case "s": text += padded(clock % 60)
            case "a": text += clock < 43_200 ? "AM" : "PM"
            default: return nil
            }
        }
        return text
    }

    /// The year, month and day of a day counted from 2001-01-01 (proleptic Gregorian).
    static func civil(daysFromReference: Int) -> (year: Int, month: Int, day: Int) {
        let fromEpoch = daysFromReference + 11_323 + 719_468
        let era = (fromEpoch >= 0 ? fromEpoch : fromEpoch - 146_096) / 146_097
        let dayOfEra = fromEpoch - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension String {
    /// A number from 0 to 99 in two digits.
    fileprivate init(format2 number: Int) {
        self = number < 10 ? "0" + String(number) : String(number)
    }
}
