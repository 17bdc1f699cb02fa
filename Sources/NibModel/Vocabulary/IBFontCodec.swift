/// How an archived `NSFont` reads as a document's `<font>`: a meta font (`metaFont="system"`,
/// with `size=` where it is not the meta font's own), or a named font and its size.
///
/// `NSfFlags` carries the meta font: its second byte is the meta font's number and its low byte
/// that number plus 16 (`system` is `0x414`); a font that is no meta font has `0x10`. The
/// numbers were read off Apple's compiled output for known sources (the corpus's pairs).
package enum IBFontCodec {
    /// The meta fonts: the name a document writes, `NSfFlags`, the system font's name in the
    /// archive and the default size. `NSfFlags`' second byte is the meta font's number, its low
    /// byte that number plus 16, except for the cell title font (`0x1313`) and the menu bar font
    /// (`0x1010`), which add bit `0x1000`.
    package static let metaFonts: [(name: String, flags: Int64, fontName: String, size: Double)] = [
        ("system", 0x414, ".AppleSystemUIFont", 13), ("message", 0x616, ".AppleSystemUIFont", 13),
        ("systemBold", 0x818, ".AppleSystemUIFontBold", 13), ("label", 0xB1B, ".AppleSystemUIFont", 10),
        ("smallSystem", 0xC1C, ".AppleSystemUIFont", 11), ("smallSystemBold", 0xD1D, ".AppleSystemUIFontBold", 11),
        ("miniSystem", 0xE1E, ".AppleSystemUIFont", 9), ("cellTitle", 0x1313, ".AppleSystemUIFont", 12),
        // Inferred: the menu font archives as the message font (no corpus nib has one; an
        // independent compiler's table probed from ibtool gives `menu` message's size and
        // flags). Listed after `message`, so that `0x616` reads back as `message`.
        ("menu", 0x616, ".AppleSystemUIFont", 13),
        // The rarer meta fonts, as viraptor/ibtool's compiler archives them for its
        // metafonts_extra sample (whose Apple nib its test matches): the tool tip (0x19), control
        // content (0x1A), palette (0x17) and mini bold (0x1F) fonts by their number, the menu bar
        // font as a named font (0x10) with bit 0x1000 (as the cell title font has it), the user
        // font as Helvetica 12 (0x11). No corpus nib holds one of them.
        ("toolTip", 0x919, ".AppleSystemUIFont", 11), ("controlContent", 0xA1A, ".AppleSystemUIFont", 12),
        ("palette", 0x717, ".AppleSystemUIFont", 11), ("miniSystemBold", 0xF1F, ".AppleSystemUIFontBold", 9),
        ("menuBar", 0x1010, ".AppleSystemUIFont", 14), ("user", 0x111, "Helvetica", 12),
    ]

    /// The key of an `NSFont` that follows the appearance's font size (`usesAppearanceFont="YES"`).
    package static let appearanceFontKey = "NSFontUsesAppearanceFontSize"

    /// The field of a decoded `NSFont` that holds the text style of its `NSTextStyleDescriptor`
    /// (the descriptor's `NSCTFontUIUsageAttribute`), when it has one.
    package static let textStyleField = "NSTextStyleDescriptor/NSCTFontUIUsageAttribute"

    /// The meta fonts ibtool archives as a text-style font (`NSfFlags` `0x10`, the system font
    /// of the style's weight and an `NSTextStyleDescriptor` naming the style) instead of by their
    /// `NSfFlags` number: a table header cell's `smallSystem` (every header cell of the pairs
    /// archives this font; the 7 whose source names a font name `smallSystem`, the others none),
    /// a button cell's `smallSystemBold` (test16_buttons; another pair's archives `0xD1D`). The
    /// style is read back as the meta font when the size is the meta font's.
    package static let textStyleMetaFonts: [(style: String, metaFont: String)] = [
        ("UICTFontTextStyleSubhead", "smallSystem"), ("UICTFontTextStyleEmphasizedSubhead", "smallSystemBold"),
    ]

    /// The `<font>` attributes for an `NSFont` object's fields (`NSName`, `NSSize`, `NSfFlags`,
    /// the text style of its descriptor: ``textStyleField``).
    package static func decode(className: String, fields: [String: IBArchivedValue]) -> [(name: String, value: String)]?
    {
        guard className == "NSFont" || className == "UIFont" else { return nil }
        let size = fields["NSSize"]?.real ?? fields["UIFontPointSize"]?.real
        let flags = fields["NSfFlags"]?.integer ?? 0
        if case .boolean(true)? = fields[appearanceFontKey] { return [(name: "usesAppearanceFont", value: "YES")] }
        if let meta = metaFonts.first(where: { flags == $0.flags }) {
            var attributes = [(name: "metaFont", value: meta.name)]
            if let size, size != meta.size { attributes.append(("size", IBValueCodec.format(size))) }
            return attributes
        }
        if case .string(let style) = fields[textStyleField] ?? .null,
            let metaName = textStyleMetaFonts.first(where: { $0.style == style })?.metaFont,
            let meta = metaFonts.first(where: { $0.name == metaName }), size == meta.size
        {
            return [(name: "metaFont", value: meta.name)]
        }
        guard case .string(let name) = fields["NSName"] ?? fields["UIFontName"] ?? .null else { return nil }
        var attributes: [(name: String, value: String)] = []
        if let size { attributes.append(("size", IBValueCodec.format(size))) }
        attributes.append(("name", name))
        return attributes
    }

    /// The `NSFont` fields for a `<font>` element's attributes, the way back of ``decode(className:fields:)``:
    /// a meta font archives the system font of its weight, its size (the meta font's own unless
    /// `size=` says otherwise) and its `NSfFlags`; a named font its name, its size and `0x10`.
    package static func encode(_ attributes: [(name: String, value: String)]) -> IBArchivedValue? {
        let value = { (name: String) in attributes.first { $0.name == name }?.value }
        let size = value("size").flatMap(Double.init)
        if value("usesAppearanceFont") == "YES", value("metaFont") == nil, value("name") == nil {
            // The appearance's font: the system font at its size, as ibtool archives it
            // (viraptor/ibtool's outline_cellview sample).
            return .object(
                className: "NSFont",
                fields: [
                    "NSName": .string(".AppleSystemUIFont"), appearanceFontKey: .boolean(true),
                    "NSSize": .real(size ?? 13), "NSfFlags": .integer(0x414),
                ])
        }
        if let metaName = value("metaFont") {
            guard let meta = metaFonts.first(where: { $0.name == metaName }) else { return nil }
            return .object(
                className: "NSFont",
                fields: [
                    "NSName": .string(meta.fontName), "NSSize": .real(size ?? meta.size),
                    "NSfFlags": .integer(meta.flags),
                ])
        }
        guard let name = value("name"), let size else { return nil }
        return .object(
            className: "NSFont", fields: ["NSName": .string(name), "NSSize": .real(size), "NSfFlags": .integer(0x10)])
    }
}
