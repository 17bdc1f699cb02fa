import NibModel

/// Formatters: the settings ibtool archives for a date formatter (its 10.4 attributes).
extension AppKitArchiver {
    /// The styles of `NSDateFormatter.Style`, as the document names them.
    static let dateFormatterStyles: [String: Int64] = ["none": 0, "short": 1, "medium": 2, "long": 3, "full": 4]

    /// A date formatter's `NS.attributes` (a mutable dictionary of its settings: a custom
    /// format, the date and time styles, relative formatting, the 10.4 behaviour), `NS.natural`,
    /// and `NS.format` for a custom format. The format ibtool writes for a style is the build
    /// machine's locale's pattern, which the compiler cannot know: it is left out.
    mutating func archiveDateFormatter(_ element: NibElement, id: GraphID) throws(CompileError) {
        var entries: [(key: String, value: GraphID)] = []
        let format = element[attribute: "dateFormat"]
        if let format { entries.append(("dateFormat", builder.string(format))) }
        for key in ["dateStyle", "timeStyle"] {
            let text = element[attribute: key] ?? "none"
            guard let style = Self.dateFormatterStyles[text] else {
                throw CompileError(
                    .unsupportedValue(element: element.name, attribute: key, value: text),
                    at: element.location(in: document))
            }
            entries.append((key, builder.number(style)))
        }
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
