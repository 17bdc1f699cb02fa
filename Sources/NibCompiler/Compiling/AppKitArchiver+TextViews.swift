import NibModel

/// Text views: the text system ibtool archives beside an `NSTextView` — its text container,
/// layout manager and (empty) text storage, and the shared data that keeps the view's settings,
/// selection and link attributes and colours.
extension AppKitArchiver {
    /// The bits of `NSTextViewSharedData`'s `NSFlags` for the text view's boolean attributes,
    /// with the value each attribute has when the document does not write it.
    static let textViewFlagBits: [(attribute: String, bit: Int64, standard: Bool)] = [
        ("selectable", 1 << 0, true), ("editable", 1 << 1, true), ("richText", 1 << 2, true),
        ("importsGraphics", 1 << 3, true), ("fieldEditor", 1 << 4, false), ("rulerVisible", 1 << 5, false),
        ("usesRuler", 1 << 6, false), ("continuousSpellChecking", 1 << 7, false), ("drawsBackground", 1 << 8, true),
        ("smartInsertDelete", 1 << 9, false), ("allowsUndo", 1 << 10, false), ("usesFontPanel", 1 << 11, true),
        ("allowsDocumentBackgroundColorChange", 1 << 14, false), ("grammarChecking", 1 << 15, false),
        ("allowsImageEditing", 1 << 16, false), ("quoteSubstitution", 1 << 17, false),
        ("linkDetection", 1 << 18, false), ("dashSubstitution", 1 << 24, false),
        ("textReplacement", 1 << 25, false), ("spellingCorrection", 1 << 26, false),
        ("usesInspectorBar", 1 << 31, false),
    ]

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
        var flags: Int64 = 0
        for flag in Self.textViewFlagBits {
            let text = element[attribute: flag.attribute]
            if text.map({ $0 == "YES" }) ?? flag.standard { flags |= flag.bit }
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
