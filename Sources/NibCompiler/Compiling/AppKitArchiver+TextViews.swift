import NibModel

/// Text views: the text system ibtool archives beside an `NSTextView` — its text container,
/// layout manager and (empty) text storage, and the shared data that keeps the view's settings,
/// selection and link attributes and colours.
extension AppKitArchiver {
    /// A text view's text system and shared data, once the view is archived as `id`. A text
    /// view with text of its own (`<attributedString>`) keeps the parts the vocabulary gives it.
    mutating func archiveTextView(_ element: NibElement, id: GraphID) {
        guard element.child(forKey: "textStorage") == nil, element.firstChild(named: "attributedString") == nil
        else { return }
        var width = 0.0
        if case .reference(let size)? = builder[id]?.value(forKey: "NSFrameSize")
            ?? builder[id]?.value(
                forKey: "NSFrame"),
            case .data(let bytes)? = builder[size]?.value(forKey: "NS.bytes")
        {
            // `{w, h}` or `{{x, y}, {w, h}}`: the width is the second number from the end.
            let numbers = String(decoding: bytes, as: UTF8.self).split { "{}, ".contains($0) }.compactMap {
                Double($0)
            }
            if numbers.count >= 2 { width = numbers[numbers.count - 2] }
        }
        let storage = builder.add(
            "NSTextStorage",
            [
                // Each text storage its own (mutable) string.
                .init("NSString", .reference(builder.add("NSMutableString", [.init("NS.bytes", .data([]))]))),
                .init("NSDelegate", .null),
            ])
        let container = builder.add("NSTextContainer")
        let layoutManager = builder.add(
            "NSLayoutManager",
            [
                .init("NSTextStorage", .reference(storage)),
                .init("NSTextContainers", .reference(builder.collection("NSMutableArray", [container], shared: false))),
                .init("NSLMFlags", .integer(102)), .init("NSDelegate", .null),
            ])
        for entry in [
            ArchiveGraph.Entry("NSLayoutManager", .reference(layoutManager)), .init("NSTextLayoutManager", .null),
            .init("NSTextView", .reference(id)), .init("NSWidth", .double(width)), .init("NSMinWidth", .double(15)),
            .init("NSTCFlags", .integer(1)),
        ] {
            builder.set(entry.key, entry.value, on: container)
        }
        builder.set("NSTextContainer", .reference(container), on: id)
        builder.set("NSSharedData", .reference(textViewSharedData(element)), on: id)
        let textColor = element.child(forKey: "textColor").flatMap { color in
            IBColorCodec.encode(color.attributes.map { ($0.name, $0.value) })
        }
        builder.set(
            "NSTextViewTextColor",
            textColor.map { value($0, element: element) }
                ?? catalogColor(catalog: "System", name: "textColor").map { .reference($0) } ?? .null, on: id)
    }

    /// The settings a text view keeps in its `NSTextViewSharedData`.
    private mutating func textViewSharedData(_ element: NibElement) -> GraphID {
        var flags: UInt64 = 0
        for flag in IBVocabulary.textViewSharedFlags
        where (element[attribute: flag.attribute] ?? flag.default) == "YES" {
            flags |= flag.mask
        }
        let findsInPanel = element[attribute: "findStyle"] == "panel"
        if findsInPanel { flags |= 1 << 13 }
        let background = element.child(forKey: "backgroundColor").flatMap { color in
            IBColorCodec.encode(color.attributes.map { ($0.name, $0.value) })
        }
        func system(_ name: String) -> ArchiveGraph.Value {
            catalogColor(catalog: "System", name: name).map { .reference($0) } ?? .null
        }
        func dictionary(_ pairs: [(String, ArchiveGraph.Value)]) -> ArchiveGraph.Value {
            var elements: [GraphID] = []
            for (key, value) in pairs {
                guard let object = value.referencedObject else { continue }
                elements += [builder.string(key), object]
            }
            // Each text view its own attributes, though they are equal.
            return .reference(builder.collection("NSDictionary", elements, shared: false))
        }
        let selected = dictionary([
            ("NSBackgroundColor", system("selectedTextBackgroundColor")), ("NSColor", system("selectedTextColor")),
        ])
        let cursor = builder.intern(
            "NSCursor",
            [.init("NSHotSpot", .reference(builder.string("{8, -8}"))), .init("NSCursorType", .integer(13))])
        let link = dictionary([
            ("NSColor", system("linkColor")), ("NSCursor", .reference(cursor)),
            ("NSUnderline", .reference(builder.number(Int64(1)))),
        ])
        return builder.add(
            "NSTextViewSharedData",
            [
                .init("NSAutomaticTextCompletionDisabled", .boolean(element[attribute: "textCompletion"] == "NO")),
                .init("NSFlags", .integer(Int64(Int32(truncatingIfNeeded: flags)))), .init("NSMoreFlags", .integer(1)),
                .init("NSTextCheckingTypes", .integer(0)), .init("NSMarkedAttributes", .null),
                .init("NSBackgroundColor", background.map { value($0, element: element) } ?? .null),
                .init("NSSelectedAttributes", selected), .init("NSInsertionColor", system("textInsertionPointColor")),
                .init("NSLinkAttributes", link), .init("NSDefaultParagraphStyle", .null), .init("NSTextFinder", .null),
                .init("NSPreferredTextFinderStyle", .integer(findsInPanel ? 1 : 0)),
                .init("NSTextHighlightAttributes", .null), .init("NSWritingToolsFlags", .integer(256)),
            ])
    }
}
