/// How one Interface Builder attribute's text becomes an archived value and back: the one place
/// where each kind of value (strings, numbers, flags, enumerations, bit fields, geometry) is
/// formatted for a document and parsed back for an archive.
///
/// The decompiler reads with ``decode(_:)``, the compiler writes with ``encode(_:into:)``; a test
/// runs every table entry through both.
package enum IBValueCodec: Sendable, Equatable {
    /// Text, archived as a string object (`NSString`).
    case string
    /// `YES` or `NO`, archived as a boolean.
    case boolean
    /// `YES` or `NO`, archived as the opposite boolean (`enabled` as `NSIsDisabled`).
    case negatedBoolean
    /// `YES` or `NO`, archived as the integer 1 or 0.
    case booleanInteger
    /// A whole number in decimal, archived as an integer.
    case integer
    /// A number, archived as a double.
    case real
    /// A number, archived as a float.
    case float
    /// A keyword, archived as the integer the table gives it.
    case enumeration([IBKeyword])
    /// `YES` when every bit of `mask` is set in an integer the archive shares with other flags.
    case flag(mask: UInt64)
    /// `YES` when no bit of `mask` is set (the archive keeps the opposite sense).
    case clearFlag(mask: UInt64)
    /// ``flag(mask:)`` unless the whole integer is `unless`, the value a document writes nothing
    /// for (a menu item's modifier mask of ⌘ alone); with an empty mask, `YES` for any other value.
    case flagUnless(mask: UInt64, unless: UInt64)
    /// A keyword stored in the bits `mask` of a shared integer: the keyword whose value equals
    /// the masked bits.
    case field(mask: UInt64, [IBKeyword])
    /// An AppKit geometry string `{{x, y}, {width, height}}`, written as a `<rect>`'s four numbers.
    case rectString
    /// A view's `NSFrame`: a ``rectString`` that ibtool writes only away from the origin (at the
    /// origin it writes `NSFrameSize`).
    case frameString
    /// An AppKit geometry string `{width, height}`, written as a `<rect>` at the origin (or a
    /// `<size>`).
    case sizeString
    /// One number of an AppKit pair string `{horizontal, vertical}` (priorities); the other
    /// number is `fill` until its own property sets it.
    case pairComponent(Int, fill: Double)
    /// A reference to another object of the document, written as that object's id.
    case objectReference
    /// `text` whenever the archive holds any value under the key (a constraint's symbolic
    /// constant `NSSpace` reads as `constant="8"`, `symbolic="YES"`).
    case presentAs(String)
    /// An `NSFont` object, written as a `<font>` element's attributes (``IBFontCodec``).
    case font
    /// An `NSColor` object, written as a `<color>` element's attributes (``IBColorCodec``).
    case color
    /// A `UIFont` object, written as a `<fontDescription>` element's attributes
    /// (``IBValueCodec/uiFontFields(_:)``, and back with ``IBValueCodec/uiFontAttributes(_:)``).
    case uiFont
    /// An `NSNumber` object of a whole number, written as an `<integer>` element's `value` (a
    /// menu item's represented object).
    case integerObject

    /// The text a document would hold for `value`, or `nil` when the value is not of this kind.
    package func decode(_ value: IBArchivedValue) -> String? {
        switch self {
        case .string:
            if case .string(let text) = value { return text }
            return nil
        case .boolean:
            guard let number = value.integer else { return nil }
            return number != 0 ? "YES" : "NO"
        case .negatedBoolean:
            guard let number = value.integer else { return nil }
            return number != 0 ? "NO" : "YES"
        case .booleanInteger:
            guard let number = value.integer else { return nil }
            return number != 0 ? "YES" : "NO"
        case .integer:
            return value.integer.map(Self.decimal)
        case .real, .float:
            return value.real.map(Self.format)
        case .enumeration(let keywords):
            guard let number = value.integer else { return nil }
            return keywords.first { $0.value == UInt64(bitPattern: number) }?.name
        case .flag(let mask):
            guard let number = value.integer else { return nil }
            return UInt64(bitPattern: number) & mask == mask ? "YES" : "NO"
        case .clearFlag(let mask):
            guard let number = value.integer else { return nil }
            return UInt64(bitPattern: number) & mask == 0 ? "YES" : "NO"
        case .flagUnless(let mask, let unless):
            guard let number = value.integer else { return nil }
            let bits = UInt64(bitPattern: number)
            return bits & mask == mask && bits != unless ? "YES" : "NO"
        case .field(let mask, let keywords):
            guard let number = value.integer else { return nil }
            let bits = UInt64(bitPattern: number) & mask
            return keywords.first { $0.value == bits }?.name
        case .rectString, .frameString:
            guard case .string(let text) = value, let numbers = Self.numbers(text), numbers.count == 4 else {
                return nil
            }
            return numbers.map(Self.format).joined(separator: " ")
        case .sizeString:
            guard case .string(let text) = value, let numbers = Self.numbers(text), numbers.count == 2 else {
                return nil
            }
            return (["0", "0"] + numbers.map(Self.format)).joined(separator: " ")
        case .pairComponent(let index, _):
            guard case .string(let text) = value, let numbers = Self.numbers(text), numbers.count == 2 else {
                return nil
            }
            return Self.format(numbers[index])
        case .objectReference:
            if case .objectID(let id) = value { return id }
            return nil
        case .presentAs(let text):
            return value == .null ? nil : text
        case .font, .color, .uiFont, .integerObject:
            return nil
        }
    }

    /// The attributes of the element an object-valued codec (``font``, ``color``) writes for
    /// `value`, or `nil` when the value is not such an object.
    package func decodeFields(_ value: IBArchivedValue) -> [(name: String, value: String)]? {
        // A decompiled archive reads a number object as its value.
        if self == .integerObject {
            switch value {
            case .integer(let number): return [("value", String(number))]
            case .real(let number) where number == number.rounded() && abs(number) < 1e15:
                return [("value", String(Int64(number)))]
            default: break
            }
        }
        guard case .object(let className, let fields) = value else { return nil }
        switch self {
        case .integerObject:
            guard className == "NSNumber", fields.count == 1, case .integer(let number)? = fields["NS.intval"] else {
                return nil
            }
            return [("value", String(number))]
        case .font: return IBFontCodec.decode(className: className, fields: fields)
        case .color: return IBColorCodec.decode(className: className, fields: fields)
        case .uiFont: return className == "UIFont" ? Self.uiFontAttributes(fields) : nil
        default: return nil
        }
    }

    /// The archived object an object-valued codec (``font``, ``color``) makes of an element's
    /// attributes, the way back of ``decodeFields(_:)``; `nil` when they describe no such object.
    package func encodeFields(_ attributes: [(name: String, value: String)]) -> IBArchivedValue? {
        switch self {
        case .font: IBFontCodec.encode(attributes)
        case .color: IBColorCodec.encode(attributes)
        case .uiFont: Self.uiFontFields(attributes).map { .object(className: "UIFont", fields: $0) }
        case .integerObject:
            attributes.first { $0.name == "value" }.flatMap { Int64($0.value) }
                .map { .object(className: "NSNumber", fields: ["NS.intval": .integer($0)]) }
        default: nil
        }
    }

    /// Adds the archived form of a document's `text` to `value` (the value already stored under
    /// the key, for flags and fields that share one integer); `nil` when the text is not of this
    /// kind.
    package func encode(_ text: String, into value: IBArchivedValue?) -> IBArchivedValue? {
        switch self {
        case .string:
            return .string(text)
        case .boolean, .negatedBoolean:
            guard text == "YES" || text == "NO" else { return nil }
            return .boolean((text == "YES") == (self == .boolean))
        case .booleanInteger:
            guard text == "YES" || text == "NO" else { return nil }
            return .integer(text == "YES" ? 1 : 0)
        case .integer:
            return Int64(text).map(IBArchivedValue.integer)
        case .real:
            return Double(text).map(IBArchivedValue.real)
        case .float:
            return Double(text).map(IBArchivedValue.float)
        case .enumeration(let keywords):
            return keywords.first { $0.name == text }.map { .integer(Int64(bitPattern: $0.value)) }
        case .flag(let mask), .clearFlag(let mask):
            guard text == "YES" || text == "NO" else { return nil }
            let set = (text == "YES") == (self == .flag(mask: mask))
            let old = UInt64(bitPattern: value?.integer ?? 0)
            return .integer(Int64(bitPattern: set ? old | mask : old & ~mask))
        case .flagUnless(let mask, _):
            guard text == "YES" || text == "NO" else { return nil }
            let old = UInt64(bitPattern: value?.integer ?? 0)
            return .integer(Int64(bitPattern: text == "YES" ? old | mask : old & ~mask))
        case .field(let mask, let keywords):
            guard let keyword = keywords.first(where: { $0.name == text }) else { return nil }
            let old = UInt64(bitPattern: value?.integer ?? 0)
            return .integer(Int64(bitPattern: (old & ~mask) | (keyword.value & mask)))
        case .rectString, .frameString:
            let numbers = Self.spaceSeparatedNumbers(text)
            guard numbers.count == 4 else { return nil }
            if self == .frameString, numbers[0] == 0, numbers[1] == 0 { return nil }
            let f = numbers.map(Self.format)
            return .string("{{\(f[0]), \(f[1])}, {\(f[2]), \(f[3])}}")
        case .sizeString:
            let numbers = Self.spaceSeparatedNumbers(text)
            guard numbers.count == 4 || numbers.count == 2 else { return nil }
            let f = numbers.suffix(2).map(Self.format)
            return .string("{\(f[0]), \(f[1])}")
        case .pairComponent(let index, let fill):
            guard let number = Double(text) else { return nil }
            var pair = [fill, fill]
            if case .string(let old) = value, let numbers = IBVocabulary.geometryNumbers(old), numbers.count == 2 {
                pair = numbers
            }
            pair[index] = number
            return .string("{\(Self.format(pair[0])), \(Self.format(pair[1]))}")
        case .objectReference:
            return .objectID(text)
        case .presentAs(let expected):
            return text == expected ? .string("NSSpace") : nil
        case .font, .color, .uiFont, .integerObject:
            return nil
        }
    }

    /// Whether several attributes share the key's integer (flags and bit fields).
    package var sharesItsKey: Bool {
        switch self {
        case .flag, .clearFlag, .flagUnless, .field, .pairComponent: true
        default: false
        }
    }

    /// `12` rather than `12.0`, as documents write whole numbers; other numbers as Swift
    /// prints them (the shortest text that reads back to the same double).
    package static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return decimal(Int64(number)) }
        return String(number)
    }

    /// `String(number)`, made from its digits in a byte buffer (the standard library's
    /// `description` goes through a generic conversion: about twice the instructions).
    package static func decimal(_ number: Int64) -> String {
        switch number {
        case 0: return "0"
        case 1: return "1"
        case -1: return "-1"
        default: return withDecimalDigits(number) { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Calls `body` with the ASCII decimal digits of `number` (a leading `-` when negative),
    /// written into a temporary buffer: what `decimal(_:)` makes a string of and the compiled
    /// tree writer copies straight into its text.
    package static func withDecimalDigits<R>(_ number: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = number.magnitude
            var index = 20
            repeat {
                index -= 1
                digits[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if number < 0 {
                index -= 1
                digits[index] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(rebasing: digits[index..<20]))
        }
    }

    /// `leadingZeros` zeros and then ``format(_:)`` of each of `numbers`, separated by spaces
    /// (`0 0 480 270`): the same text as formatting each number and joining them, written into
    /// one buffer and made into one string.
    package static func formatJoined(_ numbers: [Double], leadingZeros: Int = 0) -> String {
        formatJoined(count: numbers.count, leadingZeros: leadingZeros) { numbers[$0] }
    }

    /// ``formatJoined(_:leadingZeros:)`` of the `count` numbers `number(0)`, `number(1)`…: a
    /// reader that holds its numbers in place (``GeometryNumbers``) makes no array for them.
    static func formatJoined(count: Int, leadingZeros: Int = 0, _ number: (Int) -> Double) -> String {
        // A number takes at most 24 bytes (`-1.7976931348623157e+308`) and a space.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 25 * (count + leadingZeros) + 1) { buffer in
            var length = 0
            for _ in 0..<leadingZeros {
                if length > 0 { buffer[length] = UInt8(ascii: " "); length += 1 }
                buffer[length] = UInt8(ascii: "0")
                length += 1
            }
            for index in 0..<count {
                let number = number(index)
                if length > 0 { buffer[length] = UInt8(ascii: " "); length += 1 }
                if number == number.rounded(), abs(number) < 1e15 {
                    var magnitude = Int64(number).magnitude
                    if number < 0, magnitude > 0 { buffer[length] = UInt8(ascii: "-"); length += 1 }
                    let start = length
                    repeat {
                        buffer[length] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                        length += 1
                        magnitude /= 10
                    } while magnitude > 0
                    buffer[start..<length].reverse()
                } else {
                    for byte in String(number).utf8 {
                        buffer[length] = byte
                        length += 1
                    }
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<length]), as: UTF8.self)
        }
    }

    /// The numbers among the space-separated words of a document's rectangle (`x y width
    /// height`), words that are no number left out: `text.split(separator: " ").compactMap
    /// { Double($0) }`, with ASCII text split byte by byte and a word of at most 15 decimal digits
    /// (after an optional `-`) read as an integer, which it is exactly.
    static func spaceSeparatedNumbers(_ text: String) -> [Double] {
        let parsed = text.utf8.withContiguousStorageIfAvailable { bytes -> [Double]? in
            var numbers: [Double] = []
            numbers.reserveCapacity(4)
            var start = 0
            var whole: Int64 = 0
            var digits = 0
            var plain = true
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
                guard byte < 0x80 else { return nil }
                if byte == UInt8(ascii: " ") {
                    if start < index {
                        if plain, digits > 0, digits <= 15 {
                            numbers.append(bytes[start] == UInt8(ascii: "-") ? -Double(whole) : Double(whole))
                        } else if let number = Double(
                            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                        {
                            numbers.append(number)
                        }
                    }
                    start = index + 1
                    whole = 0
                    digits = 0
                    plain = true
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    digits += 1
                    if digits <= 15 { whole = whole * 10 + Int64(byte - UInt8(ascii: "0")) }
                } else if !(byte == UInt8(ascii: "-") && index == start) {
                    plain = false
                }
            }
            return numbers
        }
        if let parsed, let numbers = parsed { return numbers }
        return text.split(separator: " ").compactMap { Double($0) }
    }

    /// The numbers of an AppKit geometry string (`{{0, 0}, {480, 270}}`), or `nil` when a token
    /// is not a number.
    package static func numbers(_ text: String) -> [Double]? {
        var numbers: [Double] = []
        for token in text.split(whereSeparator: { "{}, ".contains($0) }) {
            guard let number = Double(token) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}

/// One keyword of an enumeration or bit field and the number it stands for.
package struct IBKeyword: Sendable, Equatable {
    /// The keyword a document writes (`rounded`).
    package var name: String
    /// The archived number (or masked bits).
    package var value: UInt64

    /// A keyword and its number.
    package init(_ name: String, _ value: UInt64) {
        self.name = name
        self.value = value
    }
}

/// A scalar as an archive holds it, whatever the archive's format.
package enum IBArchivedValue: Sendable, Equatable {
    /// An integer of any width.
    case integer(Int64)
    /// A boolean.
    case boolean(Bool)
    /// A double.
    case real(Double)
    /// A float.
    case float(Double)
    /// A string (a string object's text).
    case string(String)
    /// `nil`.
    case null
    /// A reference to another object of the document, by the id the document gives it.
    case objectID(String)
    /// Another object, by its class and its scalar values (strings, numbers), one level deep.
    case object(className: String, fields: [String: IBArchivedValue])
    /// A collection object (`NSMutableArray`, `NSMutableSet`…) of values: what a class always
    /// archives, such as an image view's empty subviews or its drag types.
    case collection(className: String, elements: [IBArchivedValue])

    /// The value as an integer (booleans as 0 and 1).
    package var integer: Int64? {
        switch self {
        case .integer(let value): value
        case .boolean(let value): value ? 1 : 0
        case .real(let value), .float(let value):
            value == value.rounded() && abs(value) < 9e18 ? Int64(value) : nil
        default: nil
        }
    }

    /// The value as a number.
    package var real: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value), .float(let value): value
        case .boolean(let value): value ? 1 : 0
        default: nil
        }
    }
}
