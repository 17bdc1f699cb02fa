/// How an archived `NSColor` reads as a document's `<color>`: a catalog colour by name, or its
/// components in the colour space it was made in.
///
/// `NSColorSpace` tells which: 1 calibrated RGB (`NSRGB`), 2 device RGB, 3 calibrated white
/// (`NSWhite`), 4 device white, 6 a catalog colour (`NSCatalogName`, `NSColorName`). Components are
/// stored as text (`"0.33333299"`, alpha after the others when it is not 1, NUL-terminated) and
/// come back as written.
package enum IBColorCodec {
    /// The `<color>` attributes for an `NSColor` object's fields.
    package static func decode(className: String, fields: [String: IBArchivedValue]) -> [(name: String, value: String)]?
    {
        guard className == "NSColor", let space = fields["NSColorSpace"]?.integer else { return nil }
        switch space {
        case 6:
            guard case .string(let name) = fields["NSColorName"] ?? .null,
                case .string(let catalog) = fields["NSCatalogName"] ?? .null
            else { return nil }
            return [("name", name), ("catalog", catalog), ("colorSpace", "catalog")]
        case 3, 1:
            if let custom = customSpaceAttributes(fields) { return custom }
            fallthrough
        case 4, 2:
            return calibratedAttributes(space: space, fields: fields)
        default:
            return nil
        }
    }

    /// The `customColorSpace` names of the colour spaces ibtool archives a `colorSpace="custom"`
    /// colour in, by their `NSColorSpace`'s `NSID` (``IBColorCodec`` reads the `NSID` of a
    /// colour's `NSCustomColorSpace` as an integer field): 9 Generic Gray Gamma 2.2, 7 sRGB (both
    /// in Apple's nibs of the corpus), and 2 Generic Gray, which Xcode names `calibratedWhite`
    /// (**inferred**: no Apple nib of the corpus holds such a colour; `NSID` 2 is Generic Gray in
    /// AppKit's table of archived spaces, 1–9, as an independent AppKit that matches the two
    /// spaces the corpus shows records it, and Generic Gray is the space of AppKit's calibrated
    /// white colours, the name Xcode gives it).
    package static let customColorSpaces: [(name: String, id: Int64, calibratedSpace: Int64)] = [
        ("genericGamma22GrayColorSpace", 9, 3), ("sRGB", 7, 1), ("calibratedWhite", 2, 3),
    ]

    /// The `NSID`s of ``customColorSpaces`` that AppKit archives by their number alone, with no
    /// ICC profile (`NSICC`) and no `NSModel` beside it: the spaces of its table numbered 1 to 6
    /// (of them, Generic Gray, 2). **Inferred** as ``customColorSpaces``' Generic Gray is:
    /// the independent AppKit writes a profile and a model only for the other spaces, as Apple's
    /// nibs show for Generic Gray Gamma 2.2 (9) and sRGB (7).
    package static let spacesWithoutProfile: Set<Int64> = [2]

    /// A colour archived in a custom colour space (`NSCustomColorSpace` with its components in
    /// `NSComponents`, alpha always last, beside the calibrated colour ColorSync made of them):
    /// the `<color colorSpace="custom" customColorSpace=…>` Xcode writes, its components as the
    /// archive holds them (iTerm2's header cells, `white="0.0" alpha="0.0"` in Generic Gray
    /// Gamma 2.2, HSChooserWindow's sRGB label background).
    private static func customSpaceAttributes(_ fields: [String: IBArchivedValue]) -> [(name: String, value: String)]? {
        guard case .integer(let id)? = fields["NSCustomColorSpace"],
            let space = customColorSpaces.first(where: { $0.id == id }),
            fields["NSColorSpace"] == .integer(space.calibratedSpace),
            let numbers = components(fields["NSComponents"])
        else { return nil }
        let names = space.calibratedSpace == 3 ? ["white"] : ["red", "green", "blue"]
        guard numbers.count == names.count + 1 else { return nil }
        return Array(zip(names, numbers)) + [
            ("alpha", numbers[names.count]), ("colorSpace", "custom"), ("customColorSpace", space.name),
        ]
    }

    /// A colour in a calibrated or device space (`NSWhite` or `NSRGB`).
    private static func calibratedAttributes(
        space: Int64, fields: [String: IBArchivedValue]
    ) -> [(
        name: String, value: String
    )]? {
        switch space {
        case 3, 4:
            guard let numbers = components(fields["NSWhite"]), !numbers.isEmpty else { return nil }
            return [
                ("white", numbers[0]), ("alpha", numbers.count > 1 ? numbers[1] : "1"),
                ("colorSpace", space == 3 ? "calibratedWhite" : "deviceWhite"),
            ]
        case 1, 2:
            guard let numbers = components(fields["NSRGB"]), numbers.count >= 3 else { return nil }
            return [
                ("red", numbers[0]), ("green", numbers[1]), ("blue", numbers[2]),
                ("alpha", numbers.count > 3 ? numbers[3] : "1"),
                ("colorSpace", space == 1 ? "calibratedRGB" : "deviceRGB"),
            ]
        default:
            return nil
        }
    }

    /// The numbers of a component string, as written, without its terminating NUL.
    private static func components(_ value: IBArchivedValue?) -> [String]? {
        guard case .string(let text) = value else { return nil }
        var bytes = text
        if let pieces = bytes.withUTF8(asciiComponents) { return pieces }
        return text.split(whereSeparator: { $0 == " " || $0 == "\0" }).map(String.init)
    }

    /// ``components(_:)`` of ASCII text, split at its bytes (splitting by `Character` cost
    /// about a thousand instructions a colour): in ASCII each byte is a character but for
    /// `\r\n`, and neither separator is part of that pair, so the pieces are the same. `nil`
    /// for text that is not ASCII.
    private static func asciiComponents(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var pieces: [String] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x20 || bytes[index] == 0 {
            if index > start {
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
            start = index + 1
        }
        return pieces
    }

    /// The keys of an `NSColor` whose text ibtool archives as NUL-terminated bytes (`NSData`)
    /// rather than as a string object.
    package static let componentKeys: Set<String> = ["NSWhite", "NSRGB", "NSComponents"]

    /// The `NSColor` fields for a `<color>` element's attributes, the way back of
    /// ``decode(className:fields:)`` for colours given by their components: white or RGB, each
    /// number written as C's `%.10g` writes it, the alpha after them only when it is not 1.
    /// A catalog colour is its catalog and name (space 6); the compiler adds the fallback colour
    /// ibtool archives beside them.
    package static func encode(_ attributes: [(name: String, value: String)]) -> IBArchivedValue? {
        let attribute = { (name: String) in attributes.first { $0.name == name }?.value }
        if attribute("colorSpace") == "custom" { return encodeCustom(attributes) }
        if attribute("colorSpace") == "catalog" {
            guard let name = attribute("name"), let catalog = attribute("catalog") else { return nil }
            return .object(
                className: "NSColor",
                fields: ["NSColorSpace": .integer(6), "NSCatalogName": .string(catalog), "NSColorName": .string(name)])
        }
        let value = { (name: String) in attributes.first { $0.name == name }.flatMap { Double($0.value) } }
        let alpha = value("alpha") ?? 1
        let space: Int64
        var numbers: [Double]
        let key: String
        switch attributes.first(where: { $0.name == "colorSpace" })?.value {
        case "calibratedWhite", "deviceWhite":
            guard let white = value("white") else { return nil }
            space = attributes.contains { $0.value == "deviceWhite" } ? 4 : 3
            numbers = [white]
            key = "NSWhite"
        case "calibratedRGB", "deviceRGB":
            guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
            space = attributes.contains { $0.value == "deviceRGB" } ? 2 : 1
            numbers = [red, green, blue]
            key = "NSRGB"
        default:
            return nil
        }
        if alpha != 1 { numbers.append(alpha) }
        let text = numbers.map { significant($0, digits: 10) }.joined(separator: " ") + "\0"
        return .object(className: "NSColor", fields: ["NSColorSpace": .integer(space), key: .string(text)])
    }

    /// The calibrated whites ColorSync makes of Generic Gray Gamma 2.2 greys, as ibtool archives
    /// them beside the grey (the fallbacks of AppKit's `System` catalog colours): 0 and 1 are
    /// themselves.
    package static let calibratedWhitesOfGamma22Grays: [String: String] = [
        "0": "0", "1": "1", "0.6666666667": "0.602715373", "0.5": "0.4246723652", "0.3333333333": "0.2637968361",
    ]

    /// The `NSColor` fields of a `colorSpace="custom"` colour in a space of
    /// ``customColorSpaces``: the calibrated colour (`NSColorSpace` 3 or 1, `NSWhite` or `NSRGB`),
    /// the components as written (`NSComponents`, alpha always, no NUL) and the space, an
    /// `NSColorSpace` with its `NSID` (and `NSModel` 0 for grey) to which the compiler adds the
    /// build's ICC profile. The calibrated components are ColorSync's conversion, which the
    /// package does not compute: a grey of ``calibratedWhitesOfGamma22Grays`` is converted as
    /// ibtool converts it, any other grey and every sRGB colour is archived with its own
    /// numbers (inferred, and inexact but for 0 and 1); a Generic Gray (`calibratedWhite`) grey
    /// is its own calibrated white (inferred, exact: the calibrated white space is Generic Gray).
    private static func encodeCustom(_ attributes: [(name: String, value: String)]) -> IBArchivedValue? {
        let value = { (name: String) in attributes.first { $0.name == name }.flatMap { Double($0.value) } }
        guard let spaceName = attributes.first(where: { $0.name == "customColorSpace" })?.value,
            let space = customColorSpaces.first(where: { $0.name == spaceName })
        else { return nil }
        let names = space.calibratedSpace == 3 ? ["white"] : ["red", "green", "blue"]
        let numbers = names.compactMap(value)
        guard numbers.count == names.count else { return nil }
        let alpha = value("alpha") ?? 1
        let written = numbers.map { significant($0, digits: 10) }
        // Generic Gray is the calibrated white space itself, so its greys are their own
        // calibrated colour (inferred); Generic Gray Gamma 2.2's convert as ibtool converts them.
        var calibrated = space.id == 9 ? written.map { calibratedWhitesOfGamma22Grays[$0] ?? $0 } : written
        if alpha != 1 { calibrated.append(significant(alpha, digits: 10)) }
        var colorSpace: [String: IBArchivedValue] = ["NSID": .integer(space.id)]
        if space.calibratedSpace == 3, !spacesWithoutProfile.contains(space.id) {
            colorSpace["NSModel"] = .integer(0)
        }
        return .object(
            className: "NSColor",
            fields: [
                "NSColorSpace": .integer(space.calibratedSpace),
                space.calibratedSpace == 3 ? "NSWhite" : "NSRGB": .string(calibrated.joined(separator: " ") + "\0"),
                "NSComponents": .string((written + [significant(alpha, digits: 10)]).joined(separator: " ")),
                "NSCustomColorSpace": .object(className: "NSColorSpace", fields: colorSpace),
            ])
    }

    /// `number` rounded to `digits` significant digits, written as `%g` writes it (`0.42`, `1`).
    static func significant(_ number: Double, digits: Int) -> String {
        guard number != 0, number.isFinite else { return IBValueCodec.format(number) }
        var scale = 0
        var magnitude = abs(number)
        while magnitude >= 1 {
            magnitude /= 10
            scale -= 1
        }
        while magnitude < 0.1 {
            magnitude *= 10
            scale += 1
        }
        var power = 1.0
        for _ in 0..<max(0, digits + scale) { power *= 10 }
        let rounded = (number * power).rounded() / power
        return IBValueCodec.format(rounded)
    }
}
