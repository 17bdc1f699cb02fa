// Number formatters of the 10.4 behaviour read back from their archived settings (`NS.attributes`),
// one reading for both archives that hold them: compiled nibs (`CompiledNibMapper`) and the
// keyed archives of Interface Builder 3's documents (`LegacyXIBReader`), whose number formatters
// carry the same dictionary (growl's GrowlCal MainMenu, WebKitPrefs, GrowlSamplePrefs). The
// compiler archives the same settings (`AppKitArchiver.archiveNumberFormatter`).

extension IBVocabulary {
    /// What a document writes for a 10.4 number formatter whose `NS.attributes` hold `settings`
    /// (each setting a string, a number as `.integer` or `.real`, or a boolean), or `nil` for a
    /// formatter of another behaviour: `custom10_4` when it has formats of its own (else
    /// `default10_4`), `localizesFormat="NO"` when `localized` is `false`, its style unless none,
    /// the settings that differ from ``numberFormatterDefaults`` (the integer digits always, as
    /// Xcode writes them), and as keyed children `<nil>` for an infinity symbol it lacks and its
    /// minimum and maximum as `<real>` or `<integer>`.
    package static func numberFormatter104Document(
        settings: [String: IBArchivedValue], localized: Bool?
    ) -> (
        attributes: [(name: String, value: String)],
        keyed: [IBDecodedElement]
    )? {
        func number(_ value: IBArchivedValue?) -> Double? {
            switch value {
            case .integer(let number)?: Double(number)
            case .real(let number)?, .float(let number)?: number
            case .boolean(let flag)?: flag ? 1 : 0
            default: nil
            }
        }
        guard number(settings["formatterBehavior"]) == 1040 else { return nil }
        let custom = settings["positiveFormat"] != nil || settings["negativeFormat"] != nil
        var attributes: [(name: String, value: String)] = [("formatterBehavior", custom ? "custom10_4" : "default10_4")]
        if localized == false { attributes.append((numberFormatterLocalizesFormat.attribute, "NO")) }
        if let style = number(settings["numberStyle"]),
            let name = numberFormatterStyles.first(where: { Double($0.value) == style })?.key, name != "none"
        {
            attributes.append(("numberStyle", name))
        }
        let defaults = Dictionary(numberFormatterDefaults.map { ($0.key, $0.value) }) { first, _ in first }
        for key in settings.keys.sorted() {
            let value = settings[key]
            if numberFormatterStrings.contains(key), case .string(let text)? = value {
                if defaults[key] != .string(text) { attributes.append((key, text)) }
            } else if numberFormatterIntegers.contains(key), let number = number(value),
                let whole = Int64(exactly: number)
            {
                // Xcode writes the integer digits whatever they are.
                if defaults[key] != .integer(whole) || key.hasSuffix("IntegerDigits") {
                    attributes.append((key, String(whole)))
                }
            } else if numberFormatterBooleans.contains(key), let number = number(value) {
                if defaults[key] != .boolean(number != 0) { attributes.append((key, number != 0 ? "YES" : "NO")) }
            }
        }
        var keyed: [IBDecodedElement] = []
        for key in ["negativeInfinitySymbol", "positiveInfinitySymbol"] where settings[key] == nil {
            keyed.append(IBDecodedElement("nil", key, []))
        }
        for key in ["minimum", "maximum"] {
            guard let limit = number(settings[key]) else { continue }
            var isReal = true
            if case .integer? = settings[key] { isReal = false }
            keyed.append(
                IBDecodedElement(
                    isReal ? "real" : "integer", key,
                    [("value", isReal ? IBValueCodec.format(limit) : String(Int64(limit)))]
                ))
        }
        return (attributes, keyed)
    }
}
