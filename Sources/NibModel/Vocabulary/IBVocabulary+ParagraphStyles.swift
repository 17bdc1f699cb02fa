// How a run's paragraph style (`<paragraphStyle key="NSParagraphStyle">` of an attributed
// string) is archived: `NSParagraphStyle`'s keyed coder, which AppKit and UIKit share.

extension IBVocabulary {
    /// The numbers of a paragraph style's alignment, line break mode and base writing direction
    /// as `NSParagraphStyle` archives them (`NSTextAlignment` and `NSLineBreakMode` of AppKit's
    /// headers; the writing direction one more than `NSWritingDirection`), each left out at 0.
    /// An iOS nib's styles are inferred to use the same numbers: `NSParagraphStyle`'s coder
    /// archives a platform-independent alignment, and xibdump reads `NSAlignment` of Apple's
    /// iOS nibs in this order.
    package static let paragraphStyleEnumerations: [String: (key: String, values: [String: Int64])] = [
        "alignment": ("NSAlignment", ["left": 0, "right": 1, "center": 2, "justified": 3, "natural": 4]),
        "lineBreakMode": (
            "NSLineBreakMode",
            [
                "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4,
                "truncatingMiddle": 5,
            ]
        ),
        "baseWritingDirection": ("NSWritingDirection", ["natural": 0, "leftToRight": 1, "rightToLeft": 2]),
    ]

    /// A paragraph style's lengths and factors and their archive keys, each archived (as a
    /// double) only when it is not zero, as `NSParagraphStyle`'s coder does.
    package static let paragraphStyleNumbers: [String: String] = [
        "lineSpacing": "NSLineSpacing", "paragraphSpacing": "NSParagraphSpacing", "headIndent": "NSHeadIndent",
        "firstLineHeadIndent": "NSFirstLineHeadIndent", "tailIndent": "NSTailIndent",
        "minimumLineHeight": "NSMinLineHeight", "maximumLineHeight": "NSMaxLineHeight",
        "lineHeightMultiple": "NSLineHeightMultiple", "paragraphSpacingBefore": "NSParagraphSpacingBefore",
        "defaultTabInterval": "NSDefaultTabInterval", "hyphenationFactor": "NSHyphenationFactor",
        "headerLevel": "NSHeaderLevel",
    ]

    /// The tightening factor `NSParagraphStyle` archives only when a style's differs from it
    /// (`tighteningFactorForTruncation`'s documented default).
    package static let defaultTighteningFactor = 0.05
}
