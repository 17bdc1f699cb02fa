extension CompiledNibMapper {
    /// The keys the UIKit attributed-text reader reads beside the rules, by archived class (for
    /// the report).
    static let uiKitTextKeys: [String: Set<String>] = [
        "UILabel": ["UIAttributedText"], "UIActivityIndicatorView": ["UITintColor"],
    ]

    /// The attributed string a UIKit object archives as its text
    /// (``IBVocabulary/uiKitAttributedTexts``: a label's `UIAttributedText`), if any.
    func uiKitAttributedText(of object: Int, element: String) -> Int? {
        guard !isAppKit, let form = IBVocabulary.uiKitAttributedTexts[element],
            case .reference(let text)? = archive.value(named: form.key, in: object)
        else { return nil }
        return text
    }

    /// The attributes a UIKit object's attributed text makes: `usesAttributedText="YES"`, and
    /// those it stands for, which the document does not write beside it (the plain string, and
    /// the alignment of its first run that the coder archives as the element's own).
    func uiKitAttributedTextAttributes(
        of object: Int, element: String
    ) -> (said: [(String, String)], derived: Set<String>) {
        guard uiKitAttributedText(of: object, element: element) != nil,
            let form = IBVocabulary.uiKitAttributedTexts[element]
        else { return ([], []) }
        return ([(form.flag, "YES")], ["text", "textAlignment"])
    }

    /// A UIKit object's attributed text as the document's `<attributedString key=…>`, its runs'
    /// fonts, colours and paragraph styles as Xcode writes them
    /// (``IBVocabulary/uiKitTextAttributes``).
    func writeUIKitAttributedText(
        of object: Int, element: String, into writer: inout TreeWriter
    )
        throws(NibParseError)
    {
        guard let text = uiKitAttributedText(of: object, element: element),
            let form = IBVocabulary.uiKitAttributedTexts[element]
        else { return }
        try writeUIKitAttributedString(text, key: form.documentKey, into: &writer)
    }

    /// An archived attributed string as the document's `<attributedString key=…>`, its runs'
    /// fonts, colours and paragraph styles as Xcode writes them
    /// (``IBVocabulary/uiKitTextAttributes``): a label's text, a button state's title.
    func writeUIKitAttributedString(_ text: Int, key: String, into writer: inout TreeWriter) throws(NibParseError) {
        try writeAttributedString(text, key: key, into: &writer) { key, value in
            switch IBVocabulary.uiKitTextAttributes[key] {
            case "font": uiFontAttributes(of: value).map { ("font", $0) }
            case "color": uiColorAttributes(of: value).map { ("color", $0) }
            case "paragraphStyle": paragraphStyleAttributes(of: value).map { ("paragraphStyle", $0) }
            default: nil
            }
        }
    }

    /// A run's `UIFont` as Xcode writes a run's `<font>`: `size` and a `name`, or a system
    /// `metaFont` (the inverse of the UIKit archiver's reading).
    private func uiFontAttributes(of object: Int) -> [(name: String, value: String)]? {
        guard archive.className(object) == "UIFont", case .object(_, let fields) = valueObject(object) else {
            return nil
        }
        var attributes: [(name: String, value: String)] = []
        if case .string(let name)? = fields["UIFontName"] {
            attributes.append(("name", name))
        } else if fields["UISystemFont"] == .boolean(true) {
            attributes.append(("metaFont", fields["UIFontTraits"] == .integer(2) ? "boldSystem" : "system"))
        } else {
            return nil
        }
        switch fields["UIFontPointSize"] {
        case .real(let size)?, .float(let size)?: attributes.insert(("size", IBValueCodec.format(size)), at: 0)
        default: break
        }
        return attributes
    }

    /// A run's `UIColor` as a `<color>`'s attributes: an asset-catalog colour by name
    /// (`UIDynamicCatalogName`, as the compiler archives `<color name=…>`; its fallback is the
    /// document's `<namedColor>`, ``uiNamedColors()``), a system colour by name, or its RGB or
    /// white components in sRGB or gamma 2.2 grey, as `IBValueCodec.uiColorFields(_:)` archives
    /// them.
    func uiColorAttributes(of object: Int) -> [(name: String, value: String)]? {
        guard archive.className(object) == "UIColor", case .object(_, let fields) = valueObject(object) else {
            return nil
        }
        if case .string(let name)? = fields["UIDynamicCatalogName"] { return [("name", name)] }
        return uiColorComponents(fields)
    }

    /// The asset-catalog colours of a UIKit nib (`UIColor`s with a `UIDynamicCatalogName`), each
    /// by name with its fallback's `<color>` attributes (the components archived beside the
    /// name): the document's `<resources>` `<namedColor>`s, which the compiler needs to compile
    /// a `<color name=…>` again. With those of the nibs this one writes inside it (a storyboard
    /// controller's view nib, prototype cells' nibs), each name once, sorted by name as Xcode
    /// sorts its resources.
    func uiNamedColors() -> [(name: String, color: [(name: String, value: String)])] {
        var found: [String: [(name: String, value: String)]] = [:]
        collectNamedColors(into: &found)
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private func collectNamedColors(into found: inout [String: [(name: String, value: String)]]) {
        if !isAppKit, archive.classNames.contains("UIColor") {
            for index in 0..<archive.count where archive.className(index) == "UIColor" {
                guard case .object(_, let fields) = valueObject(index),
                    case .string(let name)? = fields["UIDynamicCatalogName"], found[name] == nil,
                    let color = uiColorComponents(fields)
                else { continue }
                found[name] = color
            }
        }
        for view in nestedViews.values { view.collectNamedColors(into: &found) }
        for list in nested.written.values {
            for (_, mapper) in list { mapper.collectNamedColors(into: &found) }
        }
    }

    /// Writes `<namedColor>` resources (``uiNamedColors()``), each with its fallback `<color>`.
    static func writeNamedColors(
        _ colors: [(name: String, color: [(name: String, value: String)])], into writer: inout TreeWriter
    ) throws(NibParseError) {
        for (name, color) in colors {
            try writer.start("namedColor", [("name", name)], at: (0, nil))
            try writer.leaf("color", color.map { ($0.name, $0.value) })
            writer.end()
        }
    }

    /// A `UIColor`'s own components as `<color>` attributes (a system colour by name, RGB or
    /// white), `nil` when it has none.
    private func uiColorComponents(_ fields: [String: IBArchivedValue]) -> [(name: String, value: String)]? {
        func number(_ key: String) -> String? {
            switch fields[key] {
            case .real(let value)?, .float(let value)?: IBValueCodec.format(value)
            default: nil
            }
        }
        if case .string(let name)? = fields["UISystemColorName"] {
            return [
                (IBVocabulary.uiKitLegacySystemColors.contains(name) ? "cocoaTouchSystemColor" : "systemColor", name)
            ]
        }
        if let red = number("UIRed"), let green = number("UIGreen"), let blue = number("UIBlue") {
            return [
                ("red", red), ("green", green), ("blue", blue), ("alpha", number("UIAlpha") ?? "1"),
                ("colorSpace", "custom"), ("customColorSpace", "sRGB"),
            ]
        }
        if let white = number("UIWhite") {
            return [
                ("white", white), ("alpha", number("UIAlpha") ?? "1"), ("colorSpace", "custom"),
                ("customColorSpace", "genericGamma22GrayColorSpace"),
            ]
        }
        return nil
    }

    /// A run's `NSParagraphStyle` as Xcode writes a `<paragraphStyle>`: its alignment, line
    /// break mode and base writing direction always, then its non-zero lengths and a tightening
    /// factor other than the default (``IBVocabulary/paragraphStyleEnumerations``). `nil` for a
    /// style with tab stops, which the compiler does not archive.
    private func paragraphStyleAttributes(of object: Int) -> [(name: String, value: String)]? {
        guard archive.className(object).hasSuffix("ParagraphStyle"),
            archive.value(named: "NSTabStops", in: object) == nil
        else { return nil }
        var attributes: [(name: String, value: String)] = []
        for name in ["alignment", "lineBreakMode", "baseWritingDirection"] {
            guard let table = IBVocabulary.paragraphStyleEnumerations[name] else { continue }
            var number: Int64 = 0
            if case .integer(let archived)? = archive.value(named: table.key, in: object) { number = archived }
            guard let keyword = table.values.first(where: { $0.value == number })?.key else { return nil }
            attributes.append((name, keyword))
        }
        for (name, key) in IBVocabulary.paragraphStyleNumbers.sorted(by: { $0.key < $1.key }) {
            if case .double(let number)? = archive.value(named: key, in: object), number != 0 {
                attributes.append((name, IBValueCodec.format(number)))
            }
        }
        if case .double(let factor)? = archive.value(named: "NSTighteningFactorForTruncation", in: object) {
            attributes.append(("tighteningFactorForTruncation", IBValueCodec.format(factor)))
        }
        if case .integer(1)? = archive.value(named: "NSAllowsTighteningForTruncation", in: object) {
            attributes.append(("allowsDefaultTighteningForTruncation", "YES"))
        }
        return attributes
    }
}
