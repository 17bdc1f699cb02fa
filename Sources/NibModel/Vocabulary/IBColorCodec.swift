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
        return text.split(whereSeparator: { $0 == " " || $0 == "\0" }).map(String.init)
    }
}
