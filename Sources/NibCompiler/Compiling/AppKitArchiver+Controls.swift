import NibModel

/// Controls and cells: what ibtool derives for them beyond what their attributes say one by one
/// (the vocabulary's rules): a button's type from its behaviour, a check box's or radio button's
/// image, a button's hugging priorities by its type, fonts and colours as shared objects.
extension AppKitArchiver {
    /// The attributes, keyed children (by key) and other children (by name) of an element that
    /// the archiver archives itself, beyond the vocabulary's rules: no parts to warn about
    /// (`DocumentCompiler.unarchivedParts(of:)`).
    static let partsArchivedItself: [String: Set<String>] = [
        // `archiveTextView`'s shared data holds textCompletion (`NSAutomaticTextCompletionDisabled`).
        "textView": ["textStorage", "insertionPointColor", "textCompletion"],
        "searchField": ["textCompletion"], "popUpButtonCell": ["autoenablesItems"],
        "box": ["titleFont", "contentViewMargins"],
        // A column's sort descriptor and a table's grid lines (`archiveColumn`, `archiveTable`).
        "tableColumn": ["prototypeCellViews", "sortDescriptorPrototype"], "tableView": ["viewBased", "gridStyleMask"],
        "outlineView": ["viewBased", "outlineTableColumn", "gridStyleMask"],
        // The scroll amounts, packed into `NSScrollAmts`.
        "scrollView": Set(IBVocabulary.scrollAmounts.attributes),
        // Custom spacings and visibility priorities: the defaults archive nothing, others are
        // refused (`checkStackDefaults`); views in gravity areas (`archiveGravityAreaViews`).
        "stackView": ["customSpacing", "visibilityPriorities", "beginningViews", "middleViews", "endViews"],
        "tabView": ["tabViewItems", "initialItem"],  // `archiveTabView`
        // `archiveToolbar`: the items by identifier, the allowed and default lists.
        "toolbar": ["allowedToolbarItems", "defaultToolbarItems", "implicitIdentifier", "explicitIdentifier"],
        // `archiveToolbarItem`: its identifier, sizing and a `<nil>` tool tip; `archiveToolbar`
        // lists the selectable ones.
        "toolbarItem": ["implicitItemIdentifier", "explicitItemIdentifier", "sizingBehavior", "selectable", "toolTip"],
        "window": ["contentBorderThickness"],  // `archiveContentBorder`
        // A placeholder constraint is left out whole (`isPlaceholderConstraint`).
        "constraint": ["placeholder"],
        "menuItem": ["image", "secondaryImage", "representedObject"],
        "pathCell": ["url", "backgroundColor", "allowedTypes"],
        "searchFieldCell": ["maximumRecents", "sendsSearchStringImmediately"],
        // A symbol by `<imageReference key="image">` (`archiveObjects`).
        "imageCell": ["image"],
        "dateFormatter": ["dateFormat", "dateStyle", "timeStyle", "doesRelativeDateFormatting", "formatterBehavior"],
        "numberFormatter": numberFormatterAttributes.union(numberFormatter10Attributes)
            .union(["numberStyle", "formatterBehavior", "minimum", "maximum", "localizesFormat"])
            .union(IBVocabulary.numberFormatter10Strings.map(\.key)),
        "predicateEditorRowTemplate": ["popUpMenus"],
        // ibtool archives no value for a progress indicator (the vocabulary's rule).
        "progressIndicator": ["doubleValue"],
        // `archiveAllowedInputLocales`.
        "textFieldCell": ["allowedInputSourceLocales"], "secureTextFieldCell": ["allowedInputSourceLocales"],
        "tokenFieldCell": ["allowedInputSourceLocales"],
        // `archiveComboBoxItems`.
        "comboBoxCell": ["allowedInputSourceLocales", "objectValues"],
    ].merging(elementPartsArchivedItself) { $0.union($1) }
        .merging(collectionPartsArchivedItself) { $0.union($1) }
        .merging(characterPickerFields.map { ($0, ["allowsCharacterPickerTouchBarItem"]) }) { $0.union($1) }

    /// The text fields whose cell archives the Touch Bar character picker
    /// (`allowsCharacterPicker(_:)`). A combo box's is inferred: its cell is a text field cell
    /// (no Apple nib of the corpus has a combo box).
    static let characterPickerFields: Set<String> = [
        "textField", "secureTextField", "searchField", "tokenField", "comboBox",
    ]

    /// The fields whose cell archives `textCompletion="NO"` as `NSAutomaticTextCompletionDisabled`.
    static let textCompletionFields: Set<String> = ["searchField", "textField"]

    /// The keys a control or cell gets from the element as a whole, once it and its children are
    /// archived as `id`.
    mutating func archiveControlFacts(of element: NibElement, id: GraphID) {
        let chain = IBVocabulary.ruleChain(element: element.name, platform: .appKit)
        if element.name == "buttonCell" { archiveButtonCell(element, id: id) }
        if element.name == "popUpButtonCell" { archivePopUpButtonCell(element, id: id) }
        // A rule for a cell serves its subclasses' cells too (a pop-up cell is a button cell).
        for derived in IBVocabulary.derivedCellBits
        where derived.element == nil || chain.contains(where: { $0.element == derived.element }) {
            let parts = derived.attribute.split(separator: ".").map(String.init)
            let text =
                parts.count == 2 ? element.child(forKey: parts[0])?[attribute: parts[1]] : element[attribute: parts[0]]
            guard let text, derived.values.contains(text), let flags = integer(builder[id]?.value(forKey: derived.key))
            else { continue }
            builder.set(derived.key, .integer(flags | derived.bits), on: id)
        }
        archiveCellBitsOfControl(element, chain: chain, id: id)
        archiveCellObjectsOfControl(element, chain: chain, id: id)
        if element.name == "segmentedCell" { archiveSegments(of: element, id: id) }
        if element.name == "datePickerCell" { archiveDatePickerCell(element, id: id) }
        if element.name == "stepperCell", element[attribute: "autorepeat"] == "NO" {
            // A stepper cell that does not autorepeat neither acts on mouse down nor is
            // continuous, and does not wrap (viraptor/ibtool's compiler, which matches Apple's
            // nib of its stepper_test sample: `NSCellFlags` 0, no `NSValueWraps`).
            builder.set("NSCellFlags", .integer(0), on: id)
            builder.remove("NSValueWraps", from: id)
        }
        if element.name.hasSuffix("Cell") { archiveAllowedInputLocales(of: element, id: id) }
        if element.name == "comboBoxCell" { archiveComboBoxItems(of: element, id: id) }
        if element.name == "box" { archiveBox(element, id: id) }
        if element.name.hasSuffix("Cell") { archiveFormattedContents(of: element, id: id) }
        if element.name == "pathControl", let cell = element.child(forKey: "cell"),
            case .reference(let cellID) = builder[id]?.value(forKey: "NSCell")
        {
            archivePathControl(id, cell: cell, cellID: cellID)
        }
        // A search field's cell knows its control once the field is archived.
        if element.name == "searchField", let cell = element.child(forKey: "cell"),
            case .reference(let cellID) = builder[id]?.value(forKey: "NSCell")
        {
            archiveSearchFieldCell(cell, id: cellID, control: id)
        }
        // A field that does not complete text says so in its cell (Apple's nibs of iTerm2's
        // SearchableComboView and BetterFontPicker, whose search fields say textCompletion="NO";
        // inferred for a text field, whose cell class the key belongs to).
        if Self.textCompletionFields.contains(element.name), element[attribute: "textCompletion"] == "NO",
            case .reference(let cellID) = builder[id]?.value(forKey: "NSCell")
        {
            builder.set("NSAutomaticTextCompletionDisabled", .boolean(true), on: cellID)
        }
        // A text field's Touch Bar character picker is its cell's to archive.
        if allowsCharacterPicker(element),
            case .reference(let cell) = builder[id]?.value(forKey: "NSCell")
        {
            builder.set("NSCharacterPickerEnabled", .boolean(true), on: cell)
        }
        // Flag words are archived as the signed 32-bit integers AppKit keeps them in.
        guard element.name.hasSuffix("Cell") else { return }
        for key in ["NSButtonFlags", "NSButtonFlags2", "NSCellFlags", "NSCellFlags2"] {
            guard let flags = integer(builder[id]?.value(forKey: key)) else { continue }
            builder.set(key, .integer(Int64(Int32(truncatingIfNeeded: flags))), on: id)
        }
    }

    /// The attributes of a control that the vocabulary keeps in bits of its cell's flag words
    /// (a key path `NSCell/…` whose codec shares its key: a button's `imageHugsTitle`), set on
    /// the cell the control holds when the document names them.
    private mutating func archiveCellBitsOfControl(_ element: NibElement, chain: [IBClassRule], id: GraphID) {
        guard case .reference(let cell)? = builder[id]?.value(forKey: "NSCell") else { return }
        for rule in chain {
            for property in rule.properties where property.codec.sharesItsKey && property.key.hasPrefix("NSCell/") {
                guard case .attribute(let name) = property.slot, let text = element[attribute: name] else { continue }
                let key = String(property.key.dropFirst("NSCell/".count))
                let old = integer(builder[cell]?.value(forKey: key)).map(IBArchivedValue.integer)
                guard case .integer(let flags)? = property.codec.encode(text, into: old) else { continue }
                builder.set(key, .integer(Int64(Int32(truncatingIfNeeded: flags))), on: cell)
            }
        }
    }

    /// The colours and fonts of a control that the vocabulary keeps on its cell (an object slot
    /// whose key path is `NSCell/…`: a button's `contentTintColor`), set on the cell the control
    /// holds when the document gives them.
    private mutating func archiveCellObjectsOfControl(_ element: NibElement, chain: [IBClassRule], id: GraphID) {
        guard case .reference(let cell)? = builder[id]?.value(forKey: "NSCell") else { return }
        for rule in chain {
            for property in rule.properties where property.key.hasPrefix("NSCell/") {
                guard case .object(let name, let key) = property.slot, let child = element.child(forKey: key),
                    child.name == name,
                    let object = property.codec.encodeFields(child.attributes.map { ($0.name, $0.value) })
                else { continue }
                builder.set(String(property.key.dropFirst("NSCell/".count)), value(object, element: child), on: cell)
            }
        }
    }

    /// A date picker cell's date (`<date key="date">`) as an `NSDate` (`NS.time`, its
    /// `timeIntervalSinceReferenceDate`) under `NSContents`, as viraptor/ibtool's compiler writes
    /// it for its datepicker sample (whose Apple nib it matches). A date the document gives no
    /// finite time for is left out.
    private mutating func archiveDatePickerCell(_ element: NibElement, id: GraphID) {
        guard let date = element.child(forKey: "date"), date.name == "date",
            let time = date[attribute: "timeIntervalSinceReferenceDate"].flatMap(Double.init), time.isFinite
        else { return }
        builder.set("NSContents", .reference(builder.add("NSDate", [.init("NS.time", .double(time))])), on: id)
    }

    /// A text cell's `<allowedInputSourceLocales>` (`<string>` locale identifiers) as
    /// `NSAllowedInputLocales`: an `NSArray` of the strings for a secure text field's cell, an
    /// `NSMutableArray` for the other cells, as viraptor/ibtool's compiler writes them (its
    /// securetextfield sample, whose Apple nib it matches, shows the secure cell's).
    private mutating func archiveAllowedInputLocales(of element: NibElement, id: GraphID) {
        guard let locales = element.firstChild(named: "allowedInputSourceLocales") else { return }
        let strings = locales.children.filter { $0.name == "string" }.map(\.text).filter { !$0.isEmpty }
        guard !strings.isEmpty else { return }
        let arrayClass = element.name == "secureTextFieldCell" ? "NSArray" : "NSMutableArray"
        builder.set(
            "NSAllowedInputLocales",
            .reference(
                builder.collection(arrayClass, strings.map { builder.string($0) }, shared: arrayClass == "NSArray")),
            on: id)
    }

    /// A combo box cell's items (`<objectValues>`, each a `<string>`) as `NSPopUpListData`, a
    /// mutable array of the strings. Inferred, no Apple nib of the corpus having a combo box: the
    /// key GNUstep's NSComboBoxCell encodes (its list a mutable array) and Cappuccino's nib2cib
    /// and Cocotron decode.
    private mutating func archiveComboBoxItems(of element: NibElement, id: GraphID) {
        guard let items = element.firstChild(named: "objectValues") else { return }
        let strings = items.children.filter { $0.name == "string" }.map(\.text)
        guard !strings.isEmpty else { return }
        builder.set(
            "NSPopUpListData",
            .reference(builder.collection("NSMutableArray", strings.map { builder.string($0) }, shared: false)),
            on: id)
    }

    /// Whether a text field allows the Touch Bar character picker: when its document says so,
    /// or when the document is Xcode 8's and says nothing. `allowsCharacterPickerTouchBarItem`
    /// came with the macOS 10.12.2 SDK (Xcode 8.2), whose documents did not write it; ibtool
    /// enables the picker of their text fields (the pairs blocklist_big and test3, tools
    /// version 11762), not of older documents' (test_animations, 9059) nor of later ones that
    /// leave the attribute out (test_tv, 15505). The Xcode 8 releases bound the rule (tools
    /// versions 11762 to 11999): no pair shows where between them and Xcode 11 it ends.
    private func allowsCharacterPicker(_ element: NibElement) -> Bool {
        if let allows = element[attribute: "allowsCharacterPickerTouchBarItem"] { return allows == "YES" }
        guard Self.characterPickerFields.contains(element.name) else { return false }
        let tools = document.root[attribute: "toolsVersion"]?.split(separator: ".").first.flatMap { Int($0) }
        return tools.map { (11_762..<12_000).contains($0) } ?? false
    }

    /// A segmented cell's segments, which the document writes without ids: each an
    /// `NSSegmentItem` in a mutable array, its image a named resource; and the last selected
    /// segment's index (-1 for none).
    private mutating func archiveSegments(of element: NibElement, id: GraphID) {
        let segments = element.firstChild(named: "segments")?.children.filter { $0.name == "segment" } ?? []
        var items: [GraphID] = []
        for segment in segments {
            let item = builder.add("NSSegmentItem")
            for (key, encoded) in IBVocabulary.encode(element: segment, platform: .appKit) {
                builder.set(key, value(encoded, element: segment), on: item)
            }
            if let name = segment[attribute: "image"] {
                let image = imageResource(name, catalog: segment[attribute: "catalog"])
                builder.set("NSSegmentItemImage", .reference(image), on: item)
            }
            items.append(item)
        }
        builder.set(
            "NSSegmentImages", .reference(builder.collection("NSMutableArray", items, shared: false)), on: id)
        let selected = segments.lastIndex { $0[attribute: "selected"] == "YES" }
        builder.set("NSSelectedSegment", .integer(Int64(selected ?? -1)), on: id)
    }

    /// A box's title cell (an `NSTextFieldCell` with its title, default "Title" as a new
    /// `NSBox`'s, and font, default ``IBVocabulary/boxTitleFont``),
    /// its content margins (`NSOffsets`) and its subviews (its content view, none without one).
    /// A separator's title, title font, border and title position are a new `NSBox`'s whatever
    /// the document says (test_box_separator names "Box", `system` and `noTitle`,
    /// transmission_MainMenu nothing; both archive "Title", the small system font, a groove
    /// border and the title at the top).
    private mutating func archiveBox(_ element: NibElement, id: GraphID) {
        let isSeparator = element[attribute: "boxType"] == "separator"
        if isSeparator {
            builder.set("NSBorderType", .integer(3), on: id)
            builder.set("NSTitlePosition", .integer(2), on: id)
        }
        let font =
            (isSeparator ? nil : element.child(forKey: "titleFont")).map { font in
                font.attributes.map { (name: $0.name, value: $0.value) }.filter { $0.name != "key" }
            } ?? IBVocabulary.boxTitleFont
        func system(_ name: String) -> ArchiveGraph.Value {
            catalogColor(catalog: "System", name: name).map { .reference($0) } ?? .null
        }
        let cell = builder.add(
            "NSTextFieldCell",
            [
                .init("NSCellFlags", .integer(IBVocabulary.textCellType)), .init("NSCellFlags2", .integer(0x800_0000)),
                .init(
                    "NSContents",
                    .reference(builder.string(isSeparator ? "Title" : element[attribute: "title"] ?? "Title"))),
                .init("NSSupport", IBFontCodec.encode(font).map { builder.value(for: $0) } ?? .null),
                .init("NSControlView", .null), .init("NSBackgroundColor", system("textBackgroundColor")),
                .init("NSTextColor", system("labelColor")),
            ])
        builder.set("NSTitleCell", .reference(cell), on: id)
        let margins = element.child(forKey: "contentViewMargins")
        // A box that is no separator has no margins unless the document gives them, and keeps
        // its content view as the document's (test_box_titled, test_box_colors: viraptor/ibtool's
        // compiler writes `{0, 0}` and `IBNSBoxIsUsingDocumentContentView`, as Apple's nibs of
        // those samples hold; a separator's `{5, 5}` is test_box_separator's).
        let margin = isSeparator ? "5" : "0"
        let offsets = [margins?[attribute: "width"] ?? margin, margins?[attribute: "height"] ?? margin]
        builder.set("NSOffsets", .reference(builder.string("{\(offsets[0]), \(offsets[1])}")), on: id)
        if !isSeparator { builder.set("IBNSBoxIsUsingDocumentContentView", .boolean(true), on: id) }
        // Only a custom box draws its own border and fill: ibtool archives no colour of any other
        // box, whatever its document says (test_box_colors' primary box, as viraptor/ibtool's
        // compiler writes it for Apple's nib).
        if element[attribute: "boxType"] != "custom" {
            builder.remove("NSBorderColor2", from: id)
            builder.remove("NSFillColor2", from: id)
        }
        // The content view is the box's one subview, as AppKit's `setContentView:` makes it
        // (Sparkle's SUUpdateAlert in Hammerspoon and iTerm2: `NSSubviews` holds the box's
        // `NSContentView`); a box without one has none.
        if builder[id]?.value(forKey: "NSSubviews") == nil {
            var subviews: [GraphID] = []
            if case .reference(let content)? = builder[id]?.value(forKey: "NSContentView") { subviews = [content] }
            builder.set(
                "NSSubviews", .reference(builder.collection("NSMutableArray", subviews, shared: false)), on: id)
        }
    }

    /// The name ibtool's machine gives the root of the file system, the title of a path's first
    /// component (test_path_control: "Macintosh HD", the name macOS gives the start-up volume).
    static let rootVolumeName = "Macintosh HD"

    /// A path control: the pasteboard types it accepts dropped, and its cell's URL, background
    /// colour, allowed types, delegate (the control) and a component cell for each level of a
    /// file URL's path — its name (the root's ``rootVolumeName``) and its URL — in the cell's
    /// font, the text background and control text colours.
    private mutating func archivePathControl(_ id: GraphID, cell element: NibElement, cellID cell: GraphID) {
        let types = ["Apple URL pasteboard type", "NSFilenamesPboardType"].map { builder.string($0) }
        builder.set("NSDragTypes", .reference(builder.collection("NSMutableSet", types, shared: false)), on: id)
        func url(_ text: String) -> GraphID {
            builder.add("NSURL", [.init("NS.base", .null), .init("NS.relative", .reference(builder.string(text)))])
        }
        func system(_ name: String) -> ArchiveGraph.Value {
            catalogColor(catalog: "System", name: name).map { .reference($0) } ?? .null
        }
        if let background = element.child(forKey: "backgroundColor").flatMap({
            IBColorCodec.encode($0.attributes.map { ($0.name, $0.value) })
        }) {
            builder.set("NSBackgroundColor", value(background, element: element), on: cell)
        }
        var components: [GraphID] = []
        if let text = element.child(forKey: "url")?[attribute: "string"] {
            builder.set("NSContents", .reference(url(text)), on: cell)
            if text.hasPrefix("file:///") {
                let names = text.dropFirst("file://".count).split(separator: "/").map(String.init)
                var path = "file:///"
                for (index, name) in ([Self.rootVolumeName] + names).enumerated() {
                    if index > 0 { path += (index > 1 ? "/" : "") + name }
                    components.append(
                        builder.add(
                            "NSPathComponentCell",
                            [
                                .init("NSCellFlags", .integer(0x400_0040)),
                                .init("NSCellFlags2", .integer(0x1000_0400)),
                                .init("NSContents", .reference(builder.string(name))),
                                .init("NSSupport", builder[cell]?.value(forKey: "NSSupport") ?? .null),
                                .init("NSBackgroundColor", system("textBackgroundColor")),
                                .init("NSTextColor", system("controlTextColor")), .init("NSURL", .reference(url(path))),
                            ]))
                }
            }
        }
        builder.set(
            "NSPathComponentCells", .reference(builder.collection("NSMutableArray", components, shared: false)),
            on: cell)
        builder.set("NSDelegate", .reference(id), on: cell)
        if let allowed = element.firstChild(named: "allowedTypes") {
            let types = allowed.children.compactMap { $0[attribute: "value"] ?? $0.text }.map { builder.string($0) }
            builder.set("NSAllowedTypes", .reference(builder.collection("NSArray", types)), on: cell)
        }
    }

    /// A search field cell's search and cancel button cells (momentary-change button cells that
    /// send `_searchFieldSearch:` and `_searchFieldCancel:` to the cell, the cancel button
    /// described "cancel" to accessibility), its recent searches' limit (255 unless the document
    /// says `maximumRecents`) and `NSSearchFieldFlags`: four bytes, `06 00 00 00` by default, `0x08`
    /// of the first for `sendsSearchStringImmediately` (searchfieldcell_customclass; the bit as
    /// Cappuccino reads it).
    private mutating func archiveSearchFieldCell(_ element: NibElement, id: GraphID, control: GraphID) {
        func buttonCell(_ action: String, cellFlags: Int64, _ extra: [ArchiveGraph.Entry]) -> GraphID {
            builder.add(
                "NSButtonCell",
                [.init("NSCellFlags", .integer(cellFlags)), .init("NSCellFlags2", .integer(0))] + extra + [
                    .init("NSControlView", .reference(control)), .init("NSAction", .reference(builder.string(action))),
                    .init("NSTarget", .reference(id)), .init("NSButtonFlags", .integer(0x840_4000)),
                    .init("NSButtonFlags2", .integer(0)), .init("NSBezelStyle", .integer(0)),
                    .init("NSKeyEquivalent", .reference(builder.string(""))),
                    .init("NSPeriodicDelay", .integer(400)), .init("NSPeriodicInterval", .integer(75)),
                    .init("NSAuxButtonType", .integer(5)),
                ])
        }
        let search = buttonCell(
            "_searchFieldSearch:", cellFlags: 0, [.init("NSContents", .reference(builder.string("search")))])
        let description = builder.collection(
            "NSMutableDictionary",
            [
                builder.string("AXDescription"), builder.string("cancel"),
                builder.string("NSAccessibilityEncodedAttributesValueType"), builder.number(Int64(1)),
            ], shared: false)
        let cancel = buttonCell(
            "_searchFieldCancel:", cellFlags: Int64(Int32.min),
            [
                .init(
                    "NSAccessibilityOverriddenAttributes",
                    .reference(builder.collection("NSMutableArray", [description], shared: false)))
            ])
        builder.set("NSSearchButtonCell", .reference(search), on: id)
        builder.set("NSCancelButtonCell", .reference(cancel), on: id)
        let recents = element[attribute: "maximumRecents"].flatMap { Int64($0) } ?? 255
        builder.set("NSMaximumRecents", .integer(recents), on: id)
        let immediately: UInt8 = element[attribute: "sendsSearchStringImmediately"] == "YES" ? 0x08 : 0
        builder.set("NSSearchFieldFlags", .data([0x06 | immediately, 0, 0, 0]), on: id)
        builder.set("NSAutomaticTextCompletionStored", .boolean(true), on: id)
    }

    /// The fonts ibtool archives as a text style's for a button cell with an inline bezel, by
    /// the meta font the document names: the style, the font's name and size
    /// (test16_buttons' inline button names `smallSystemBold`; button_framesize_no_frame's
    /// recessed one archives it by number).
    static let inlineButtonTextStyles: [String: (style: String, fontName: String, size: Double)] = [
        "smallSystemBold": ("UICTFontTextStyleEmphasizedSubhead", ".AppleSystemUIFontDemi", 11)
    ]

    /// A font described by a text style (`NSTextStyleDescriptor`): its size category 3, the
    /// style as its UI usage, and its size.
    mutating func textStyleFont(style: String, fontName: String, size: Double) -> GraphID {
        let attributes = builder.collection(
            "NSDictionary",
            [
                builder.string("NSCTFontSizeCategoryAttribute"), builder.number(Int64(3)),
                builder.string("NSCTFontUIUsageAttribute"), builder.string(style),
                builder.string("NSFontSizeAttribute"), builder.number(size),
            ])
        let descriptor = builder.intern(
            "NSFontDescriptor",
            [
                .init("NSFontDescriptorAttributes", .reference(attributes)),
                .init("NSFontDescriptorOptions", .integer(2_147_517_444)),
            ])
        return builder.intern(
            "NSFont",
            [
                .init("NSName", .reference(builder.string(fontName))), .init("NSSize", .double(size)),
                .init("NSfFlags", .integer(16)), .init("NSTextStyleDescriptor", .reference(descriptor)),
                .init("NSHasWidth", .boolean(false)),
            ])
    }

    /// `NSAuxButtonType` from the behaviour (or the type of a check box or radio button), and a
    /// check box's or radio button's image.
    private mutating func archiveButtonCell(_ element: NibElement, id: GraphID) {
        let type = element[attribute: "type"] ?? "push"
        if element[attribute: "bezelStyle"] == "inline", let font = element.child(forKey: "font"),
            font[attribute: "size"] == nil, let metaFont = font[attribute: "metaFont"],
            let textStyle = Self.inlineButtonTextStyles[metaFont]
        {
            let styled = textStyleFont(style: textStyle.style, fontName: textStyle.fontName, size: textStyle.size)
            builder.set("NSSupport", .reference(styled), on: id)
        }
        // A button's image is its normal image; its contents stay its title.
        if element[attribute: "image"] != nil, let image = builder[id]?.value(forKey: "NSContents") {
            builder.set("NSNormalImage", image, on: id)
            builder.set("NSContents", .reference(builder.string(element[attribute: "title"] ?? "")), on: id)
        }
        if let imageName = IBVocabulary.buttonImageSources[type] {
            let source = builder.intern(
                "NSButtonImageSource", [.init("NSImageName", .reference(builder.string(imageName)))])
            builder.set("NSAlternateImage", .reference(source), on: id)
            let flags = integer(builder[id]?.value(forKey: "NSButtonFlags")) ?? 0
            builder.set("NSButtonFlags", .integer(Int64(Int32(truncatingIfNeeded: flags | 0x100))), on: id)
        }
        if integer(builder[id]?.value(forKey: "NSAuxButtonType")) == nil {
            let behavior = element.child(forKey: "behavior")
            let set = Set((behavior?.attributes ?? []).filter { $0.value == "YES" }.map(\.name))
                .subtracting(["doesNotDimImage", "key"])
            let auxType = IBVocabulary.buttonTypesByBehavior.first { $0.behavior == set }?.type ?? 7
            builder.set("NSAuxButtonType", .integer(auxType), on: id)
        }
    }

    /// A pop-up cell: a button cell's type from its behaviour, no tag, and the bits ibtool sets in every
    /// pop-up cell's flag words (0x400000 of `NSCellFlags`, 0x800000 of `NSButtonFlags`).
    private mutating func archivePopUpButtonCell(_ element: NibElement, id: GraphID) {
        archiveButtonCell(element, id: id)
        // Its tag is its selected item's: the cell archives none of its own.
        builder.remove("NSTag", from: id)
        // The system font of a pop-up is its menu's: ibtool archives it as the message font
        // (test33_popup_pulldown's two pop-ups name `system` and archive `0x616`).
        if let font = element.child(forKey: "font"), font[attribute: "metaFont"] == "system",
            let message = IBFontCodec.encode(
                [("metaFont", "message")] + (font[attribute: "size"].map { [("size", $0)] } ?? []))
        {
            builder.set("NSSupport", builder.value(for: message), on: id)
        }
        for (key, bits) in [("NSCellFlags", Int64(0x40_0000)), ("NSButtonFlags", 0x80_0000)] {
            guard let flags = integer(builder[id]?.value(forKey: key)) else { continue }
            builder.set(key, .integer(flags | bits), on: id)
        }
        // A pop-up cell's autoenablesItems is its menu's (AppKit's NSPopUpButtonCell documents it
        // so): every corpus document that says NO on the cell says it on the menu too, which the
        // vocabulary archives as the menu's `NSNoAutoenable`; this covers a menu that does not.
        if element[attribute: "autoenablesItems"] == "NO",
            case .reference(let menu) = builder[id]?.value(forKey: "NSMenu")
        {
            builder.set("NSNoAutoenable", .boolean(true), on: menu)
        }
    }

    /// The vocabulary's values for an element, as ibtool archives them for controls: a button's
    /// hugging priorities against its type's own (``IBVocabulary/buttonHuggingDefaults``), and
    /// `NSDoNotTranslateAutoresizingMask` only for a view Auto Layout places.
    func adjustControlValues(_ values: inout [(key: String, value: IBArchivedValue)], of element: NibElement) {
        if element.name == "button" {
            let type = element.child(forKey: "cell")?[attribute: "type"] ?? "push"
            let own = IBVocabulary.buttonHuggingDefaults[type] ?? (250, 250)
            let horizontal = element[attribute: "horizontalHuggingPriority"].flatMap(Double.init) ?? 250
            let vertical = element[attribute: "verticalHuggingPriority"].flatMap(Double.init) ?? 250
            values.removeAll { $0.key == "NSHuggingPriority" }
            if horizontal != own.0 || vertical != own.1 {
                let pair = "{\(IBValueCodec.format(horizontal)), \(IBValueCodec.format(vertical))}"
                values.append(("NSHuggingPriority", .string(pair)))
            }
        }
        // `clipsToBounds` is archived twice: as a boolean, and as ibtool's own integer.
        if element[attribute: "clipsToBounds"] == "YES",
            let index = values.firstIndex(where: { $0.key == "IBNSClipsToBounds" })
        {
            values[index].value = .integer(1)
        }
        // A view's tool tip is a help connector's (``helpConnectors()``), not the view's.
        if IBVocabulary.ruleChain(element: element.name, platform: .appKit).contains(where: { $0.element == "@view" }) {
            values.removeAll { $0.key == "NSToolTip" }
        }
        if values.contains(where: { $0.key == "NSDoNotTranslateAutoresizingMask" && $0.value == .boolean(true) }),
            !archivesDoNotTranslate(element)
        {
            values.removeAll { $0.key == "NSDoNotTranslateAutoresizingMask" }
        }
    }

    /// Whether a view that does not translate its autoresizing mask says so in the archive:
    /// ibtool archives `NSDoNotTranslateAutoresizingMask` only for a view Auto Layout places —
    /// not one with a fixed frame, and only in a document with constraints or inside (or as) a
    /// stack or grid view.
    func archivesDoNotTranslate(_ element: NibElement) -> Bool {
        guard element[attribute: "fixedFrame"] != "YES" else { return false }
        if autoLayout.hasConstraints || isTopLevel(element) { return true }
        return element[attribute: "id"].map { autoLayout.arrangedIDs.contains($0) } ?? false
    }

    /// Whether `document` has constraints, and the ids of its stack and grid views and the views
    /// they lay out (``containerLaidOutIDs(_:)``): one
    /// walk of the document for every view's ``archivesDoNotTranslate(_:)``.
    static func autoLayoutPlacement(in document: NibDocument) -> (hasConstraints: Bool, arrangedIDs: Set<String>) {
        var hasConstraints = false
        var arranged: Set<String> = []
        document.root.forEachDescendant { candidate in
            if candidate.name == "constraint" { hasConstraints = true }
            arranged.formUnion(containerLaidOutIDs(candidate))
        }
        return (hasConstraints, arranged)
    }
}

/// Images a document embeds: an image resource with a `keyedArchiveRepresentation` (the
/// `NSImage` Interface Builder archived, as a keyed archive in base64) is archived as that
/// image, its objects copied into the nib, where a named image is an `NSCustomResource`
/// (test16_buttons' five button images).
extension AppKitArchiver {
    /// The `NSImage` of an image resource's embedded archive, or `nil` when the resource embeds
    /// none or its archive cannot be read (the image stays a named resource).
    mutating func embeddedImage(_ resource: Resource) -> GraphID? {
        guard let text = resource.element.child(forKey: "keyedArchiveRepresentation")?.text,
            let bytes = Base64.decode(text),
            let archive = try? CompiledArchive(nestedIn: .data(bytes), file: resource.name)
        else { return nil }
        let graph = ArchiveGraph(archive)
        guard case .reference(let image)? = graph[graph.root]?.value(forKey: "root") else { return nil }
        var copied: [ArchiveGraph.ObjectID: GraphID] = [:]
        return copy(image, from: graph, into: &copied)
    }

    /// An object of a keyed archive's graph as a nib holds it: plain strings, numbers and data
    /// as their objects, collections as `NIBArchive` collections, any other object with its
    /// keys (an image with `NSTintColor`, a colour with `NSLinearExposure`, which a nib's always
    /// name), a colour space shared by every colour in it.
    private mutating func copy(
        _ id: ArchiveGraph.ObjectID, from graph: ArchiveGraph, into copied: inout [ArchiveGraph.ObjectID: GraphID]
    ) -> GraphID? {
        if let known = copied[id] { return known }
        guard let object = graph[id] else { return nil }
        let plain = object.value(forKey: CompiledArchive.Object.plainValueKey)
        func references(_ key: String) -> [GraphID] {
            guard case .array(let values)? = object.value(forKey: key) else { return [] }
            return values.compactMap { value in
                value.referencedObject.flatMap { copy($0, from: graph, into: &copied) }
            }
        }
        let result: GraphID
        switch (object.className, plain) {
        case ("NSString", .string(let text)?), ("NSMutableString", .string(let text)?):
            result = builder.string(text)
        case ("NSNumber", .integer(let number, _)?): result = builder.number(number)
        case ("NSNumber", .double(let number)?): result = builder.number(number)
        case ("NSNumber", .boolean(let flag)?):
            result = builder.intern("NSNumber", [.init("NS.boolval", .boolean(flag))])
        case ("NSData", .data(let bytes)?), ("NSMutableData", .data(let bytes)?):
            result = builder.add(object.className, [.init("NS.bytes", .data(bytes))])
        case ("NSArray", _), ("NSMutableArray", _), ("NSSet", _), ("NSMutableSet", _):
            result = builder.collection(
                object.className, references("NS.objects"), shared: !object.className.hasPrefix("NSMutable"))
        case ("NSDictionary", _), ("NSMutableDictionary", _):
            let keys = references("NS.keys")
            let values = references("NS.objects")
            result = builder.collection(
                object.className, zip(keys, values).flatMap { [$0, $1] },
                shared: !object.className.hasPrefix("NSMutable"))
        case ("NSColorSpace", _):
            // A colour space is one object however many colours use it, its profile too.
            var entries: [ArchiveGraph.Entry] = []
            for entry in object.entries {
                if let target = entry.value.referencedObject, let data = graph[target],
                    case .data(let bytes)? = data.value(forKey: CompiledArchive.Object.plainValueKey)
                {
                    entries.append(
                        .init(entry.key, .reference(builder.intern("NSData", [.init("NS.bytes", .data(bytes))]))))
                } else if entry.value.referencedObject == nil {
                    entries.append(entry)
                }
            }
            result = builder.intern("NSColorSpace", entries)
        default:
            result = builder.add(object.className)
            copied[id] = result
            for entry in object.entries {
                let value: ArchiveGraph.Value
                if let target = entry.value.referencedObject {
                    value = copy(target, from: graph, into: &copied).map { .reference($0) } ?? .null
                } else {
                    value = entry.value
                }
                builder.set(entry.key, value, on: result)
            }
            if object.className == "NSImage", builder[result]?.value(forKey: "NSTintColor") == nil {
                builder.set("NSTintColor", .null, on: result)
            }
            // A colour in a colour space of its own names its linear exposure, as ibtool's do.
            if object.className == "NSColor", object.value(forKey: "NSComponents") != nil,
                object.value(forKey: "NSLinearExposure") == nil
            {
                builder.set("NSLinearExposure", .data(Array("1".utf8)), on: result)
            }
        }
        copied[id] = result
        return result
    }
}
