import NibModel

/// Text views: the text system ibtool archives beside an `NSTextView` — its text container,
/// layout manager and text storage (empty, or the document's attributed text), and the shared
/// data that keeps the view's settings, selection and link attributes and colours.
extension AppKitArchiver {
    /// A text view's text system and shared data, once the view is archived as `id`.
    mutating func archiveTextView(_ element: NibElement, id: GraphID) throws(CompileError) {
        let text = element.child(forKey: "textStorage")
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
        let storage = try textStorage(text, of: element)
        // The layout manager's flags: 0x66 as ibtool archives them for every text view of the
        // pairs, with the bits of the view's attributes the vocabulary keeps there.
        var layoutFlags = IBArchivedValue.integer(102)
        for property in IBVocabulary.ruleChain(element: element.name, platform: .appKit).flatMap(\.properties)
        where property.key.hasSuffix("/NSLayoutManager/NSLMFlags") {
            guard case .attribute(let name) = property.slot, let said = element[attribute: name],
                let encoded = property.codec.encode(said, into: layoutFlags)
            else { continue }
            layoutFlags = encoded
        }
        let container = builder.add("NSTextContainer")
        let layoutManager = builder.add(
            "NSLayoutManager",
            [
                .init("NSTextStorage", .reference(storage)),
                .init("NSTextContainers", .reference(builder.collection("NSMutableArray", [container], shared: false))),
                .init("NSLMFlags", .integer(layoutFlags.integer ?? 102)), .init("NSDelegate", .null),
            ])
        for entry in [
            ArchiveGraph.Entry("NSLayoutManager", .reference(layoutManager)), .init("NSTextLayoutManager", .null),
            .init("NSTextView", .reference(id)), .init("NSWidth", .double(width)), .init("NSMinWidth", .double(15)),
            .init("NSTCFlags", .integer(1)),
        ] {
            builder.set(entry.key, entry.value, on: container)
        }
        builder.set("NSTextContainer", .reference(container), on: id)
        builder.set("NSSharedData", .reference(textViewSharedData(element, ownText: text != nil)), on: id)
        // Text of its own has its colour in its attributes.
        guard text == nil else {
            builder.remove("NSTextViewTextColor", from: id)
            return
        }
        let textColor = element.child(forKey: "textColor").flatMap { color in
            IBColorCodec.encode(color.attributes.map { ($0.name, $0.value) })
        }
        builder.set(
            "NSTextViewTextColor",
            textColor.map { value($0, element: element) }
                ?? catalogColor(catalog: "System", name: "textColor").map { .reference($0) } ?? .null, on: id)
    }

    /// The settings a text view keeps in its `NSTextViewSharedData`.
    /// A text view with text of its own archives the text background colour, whatever colour
    /// the document gives (textview_attributedstring and textview_multiattr give white).
    private mutating func textViewSharedData(_ element: NibElement, ownText: Bool) -> GraphID {
        var flags: UInt64 = 0
        for flag in IBVocabulary.textViewSharedFlags
        where (element[attribute: flag.attribute] ?? flag.default) == "YES" {
            flags |= flag.mask
        }
        let findsInPanel = element[attribute: "findStyle"] == "panel"
        if findsInPanel { flags |= 1 << 13 }
        func color(_ key: String) -> IBArchivedValue? {
            element.child(forKey: key).flatMap { IBColorCodec.encode($0.attributes.map { ($0.name, $0.value) }) }
        }
        let background = ownText ? nil : color("backgroundColor")
        let insertion = color("insertionPointColor")
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
                .init(
                    "NSBackgroundColor",
                    (ownText
                        ? nil
                        : legacyWhiteSystemColor(element.child(forKey: "backgroundColor"), name: "textBackgroundColor")
                            .map { .reference($0) })
                        ?? background.map { value($0, element: element) }
                        ?? (ownText ? system("textBackgroundColor") : .null)),
                .init("NSSelectedAttributes", selected),
                .init(
                    "NSInsertionColor",
                    insertion.map { value($0, element: element) } ?? system(IBVocabulary.textViewDefaultInsertionColor)),
                .init("NSLinkAttributes", link), .init("NSDefaultParagraphStyle", .null), .init("NSTextFinder", .null),
                .init("NSPreferredTextFinderStyle", .integer(findsInPanel ? 1 : 0)),
                .init("NSTextHighlightAttributes", .null), .init("NSWritingToolsFlags", .integer(256)),
            ])
    }
}

extension AppKitArchiver {
    /// A text view's `NSTextStorage`: an empty string, or the document's attributed text — its
    /// string, and its runs' attributes (each run its own font and colour, Helvetica 12 and
    /// the text view's text colour when the document gives none): one dictionary for a single
    /// run, else the distinct dictionaries in an array and `NSAttributeInfo`, each run's
    /// length in UTF-16 units and its dictionary's index as base-128 numbers.
    mutating func textStorage(_ text: NibElement?, of view: NibElement) throws(CompileError) -> GraphID {
        var runs = AttributedRuns()
        for fragment in text?.children ?? [] where fragment.name == "fragment" {
            let content = fragment[attribute: "content"] ?? fragment.child(forKey: "content")?.text ?? ""
            var attributes: [String: GraphID] = [:]
            for attribute in fragment.firstChild(named: "attributes")?.children ?? [] {
                guard let key = attribute[attribute: "key"], let object = try textAttribute(attribute) else {
                    throw CompileError(
                        .unsupportedElement("\(attribute.name) key=\"\(attribute[attribute: "key"] ?? "")\""),
                        at: attribute.location(in: document))
                }
                attributes[key] = object
            }
            if attributes["NSFont"] == nil {
                attributes["NSFont"] = objectOf(
                    builder.value(for: IBFontCodec.encode(IBVocabulary.textStorageDefaultFont) ?? .null))
            }
            if attributes["NSColor"] == nil {
                let color = view.child(forKey: "textColor").flatMap {
                    IBColorCodec.encode($0.attributes.map { ($0.name, $0.value) })
                }
                attributes["NSColor"] =
                    color.flatMap { objectOf(value($0, element: view)) }
                    ?? catalogColor(catalog: "System", name: IBVocabulary.textStorageDefaultColor)
            }
            runs.append(content, attributes: attributes)
        }
        // Each text storage its own (mutable) string.
        var entries = runs.entries(in: &builder)
        entries.append(.init("NSDelegate", .null))
        return builder.add("NSTextStorage", entries)
    }

    /// An attribute of a run of text: a font, a colour or a paragraph style.
    private mutating func textAttribute(_ element: NibElement) throws(CompileError) -> GraphID? {
        let attributes = element.attributes.filter { $0.name != "key" }.map { ($0.name, $0.value) }
        switch element.name {
        case "font": return IBFontCodec.encode(attributes).flatMap { objectOf(builder.value(for: $0)) }
        case "color": return IBColorCodec.encode(attributes).flatMap { objectOf(value($0, element: element)) }
        case "paragraphStyle": return try paragraphStyle(element)
        default: return nil
        }
    }

    /// A run's paragraph style, as `NSParagraphStyle`'s keyed coder writes one (the keys and
    /// which values it leaves out are those of AppKit's `encodeWithCoder:`; no corpus nib holds
    /// one): what differs from a new style, and its tab stops (`NSTextTab`s: the location, the
    /// alignment when not left, the options when the document gives some). Inferred: Interface
    /// Builder's styles are mutable (`NSMutableParagraphStyle`), and a style without
    /// `<tabStops>` has AppKit's default ones (no `NSTabStops`). Text lists and blocks, and
    /// attributes the compiler does not know, are refused at their element.
    private mutating func paragraphStyle(_ element: NibElement) throws(CompileError) -> GraphID {
        func refuse(_ what: String, _ at: NibElement) -> CompileError {
            CompileError(.unsupportedElement(what), at: at.location(in: document))
        }
        var (entries, refused) = AttributedRuns.paragraphStyleEntries(of: element)
        if let refused { throw refuse("paragraphStyle \(refused.name)=\"\(refused.value)\"", element) }
        for child in element.children {
            guard child.name == "tabStops" else { throw refuse("<\(child.name)> of <paragraphStyle>", child) }
            var tabs: [GraphID] = []
            for tab in child.children {
                guard tab.name == "textTab", let location = tab[attribute: "location"].flatMap(Double.init),
                    let alignment = IBVocabulary.paragraphStyleEnumerations["alignment"]?.values[
                        tab[attribute: "alignment"] ?? "left"]
                else { throw refuse("<\(tab.name)> of <tabStops>", tab) }
                // `NSTextTab` archives its alignment (when not left) and options (an empty
                // dictionary for `<options/>`) when it has options or is justified or natural,
                // its type (right 1, centre 2) when not left, and its location.
                let options = tab.firstChild(named: "options")
                if let options, !options.children.isEmpty { throw refuse("<options> of <textTab>", options) }
                var tabEntries: [ArchiveGraph.Entry] = []
                if options != nil || alignment > 2 {
                    if alignment != 0 { tabEntries.append(.init("NSTextAlignment", .integer(alignment))) }
                    if options != nil {
                        tabEntries.append(.init("NSTabOptions", .reference(builder.collection("NSDictionary", []))))
                    }
                }
                if [1, 2].contains(alignment) { tabEntries.append(.init("NSType", .integer(alignment))) }
                tabEntries.append(.init("NSLocation", .double(location)))
                tabs.append(builder.intern("NSTextTab", tabEntries))
            }
            entries.append(.init("NSTabStops", .reference(builder.collection("NSArray", tabs))))
        }
        builder.classChains["NSMutableParagraphStyle"] = ["NSMutableParagraphStyle", "NSParagraphStyle", "NSObject"]
        // Equal styles are one object, so that runs that differ by nothing else are one run.
        return builder.intern("NSMutableParagraphStyle", entries)
    }

    private func objectOf(_ value: ArchiveGraph.Value) -> GraphID? {
        if case .reference(let object) = value { return object }
        return nil
    }
}
