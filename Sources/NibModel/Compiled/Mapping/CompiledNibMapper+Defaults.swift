extension CompiledNibMapper {
    /// The type of a check box or radio button an older Interface Builder archived without
    /// `NSAuxButtonType`: its `NSAlternateImage` is an `NSButtonImageSource` naming the type's
    /// image (`IBVocabulary.buttonImageSources`: `NSSwitch`, `NSRadioButton`), as adium's keyed
    /// archives hold it and as today's ibtool archives a check box's (test16_buttons).
    func imageSourceButtonType(ofCell cell: Int) -> String? {
        guard archive.value(named: "NSAuxButtonType", in: cell) == nil,
            case .reference(let source)? = archive.value(named: "NSAlternateImage", in: cell),
            archive.className(source) == "NSButtonImageSource",
            let name = archive.string(archive.value(named: "NSImageName", in: source))
        else { return nil }
        return IBVocabulary.buttonImageSources.first { $0.value == name }?.key
    }

    /// The decoded attributes of a member adjusted for what its archive says beyond its class's
    /// rules, as Xcode would have written the document ibtool compiled:
    /// - a button without `NSHuggingPriority` hugs as its type does
    ///   (`IBVocabulary.buttonHuggingDefaults`: a push button vertically at 750);
    /// - a text field whose cell archives `NSCharacterPickerEnabled` allows the character picker;
    /// - a box whose content margins are not its kind's own says them (`contentViewMargins`);
    /// - a view's `clipsToBounds` is what ibtool's own `IBNSClipsToBounds` says when it archives
    ///   one (a split view's panes clip in `NSViewClipsToBoundsKeyName` though the xib says nothing);
    /// - a button cell an older Interface Builder archived without `NSAuxButtonType` is a check
    ///   box or radio button when its alternate image says so (``imageSourceButtonType(ofCell:)``);
    /// - a cell's behaviour flags that ibtool keeps beside the vocabulary's
    ///   (`IBVocabulary.derivedCellBits` of a keyed child: `doesNotDimImage`);
    /// - a UIKit table view cell's content view names its cell (`tableViewCell`);
    /// - a clip view without a background colour says `<nil key="backgroundColor"/>`
    ///   (`IBVocabulary.appKitNilWhenUnarchived`).
    func adjustDecoded(
        _ decoded: inout IBDecodedAttributes, of object: Int, element: String, traits: ElementTraits,
        keys: SpecialKeys
    ) {
        guard isAppKit else {
            // What a UIKit label's attributed text stands for (`uiKitAttributedTextAttributes`).
            let derived = uiKitAttributedTextAttributes(of: object, element: element).derived
            if !derived.isEmpty { decoded.attributes.removeAll { derived.contains($0.name) } }
            // Colours Xcode writes as `<nil>` when there are none (`uiKitNilWhenUnarchived`).
            for rule in IBVocabulary.uiKitNilWhenUnarchived[element] ?? []
            where archive.value(named: rule.archiveKey, in: object) == nil
                && !decoded.keyed.contains(where: { $0.key == rule.key })
            {
                decoded.keyed.append(IBDecodedElement("nil", rule.key, []))
            }
            // A view that translates its autoresizing mask into constraints has an
            // `<autoresizingMask>`, empty when no bit is set (625 of the corpus's 909 such iOS views
            // with a frame write it empty, the other 284 with bits; none leaves it out).
            if archive.value(named: "UIBounds", in: object) != nil,
                !decoded.attributes.contains(where: {
                    $0.name == "translatesAutoresizingMaskIntoConstraints" && $0.value == "NO"
                }),
                !decoded.keyed.contains(where: { $0.key == "autoresizingMask" })
            {
                decoded.keyed.append(IBDecodedElement("autoresizingMask", "autoresizingMask", []))
            }
            // A table view cell's content view names its cell (`tableViewCell="…"`), as Xcode
            // writes it on each of the corpus's 237 `<tableViewCellContentView>`s; the archive
            // says it only by holding the content view under the cell's `UIContentView`.
            if element == "tableViewCellContentView",
                !decoded.attributes.contains(where: { $0.name == "tableViewCell" }), let cell = parents[object]?.parent,
                let cellID = id(of: cell)
            {
                decoded.attributes.append(IBDecodedAttribute("tableViewCell", cellID))
            }
            // Keyed children Xcode always writes (`uiKitAlwaysWrittenKeyed`), empty at their defaults.
            if let always = IBVocabulary.uiKitAlwaysWrittenKeyed[element],
                !decoded.keyed.contains(where: { $0.key == always.key })
            {
                decoded.keyed.append(IBDecodedElement(always.element, always.key, []))
            }
            return
        }
        // Colours the compiler gives an element whose document names none, absent from the
        // archive: the document said `<nil>` (`appKitNilWhenUnarchived`).
        for rule in IBVocabulary.appKitNilWhenUnarchived[element] ?? []
        where archive.value(named: rule.archiveKey, in: object) == nil
            && !decoded.keyed.contains(where: { $0.key == rule.key })
        {
            decoded.keyed.append(IBDecodedElement("nil", rule.key, []))
        }
        func has(_ name: String) -> Bool { decoded.attributes.contains { $0.name == name } }
        if traits.kind == .button, archive.value(named: "NSHuggingPriority", in: object) == nil,
            case .reference(let cell)? = archive.value(named: "NSCell", in: object)
        {
            // The cell is decoded here and kept for when it is written (decoding it twice cost
            // 1.5 M instructions in pass 7).
            let cellDecoded = decodedAttributes(of: cell, kind: archive.classKind(cell))
            plans.decodedAhead[cell] = cellDecoded
            let type =
                cellDecoded.attributes.first { $0.name == "type" }?.value ?? imageSourceButtonType(ofCell: cell)
                ?? "push"
            if let own = IBVocabulary.buttonHuggingDefaults[type] {
                if own.0 != 250, !has("horizontalHuggingPriority") {
                    decoded.attributes.append(
                        IBDecodedAttribute("horizontalHuggingPriority", IBValueCodec.format(own.0)))
                }
                if own.1 != 250, !has("verticalHuggingPriority") {
                    decoded.attributes.append(IBDecodedAttribute("verticalHuggingPriority", IBValueCodec.format(own.1)))
                }
            }
        } else if traits.kind == .button,
            let hugging = archive.string(archive.value(named: "NSHuggingPriority", in: object)),
            case .reference(let cell)? = archive.value(named: "NSCell", in: object)
        {
            // ibtool leaves out the hugging a button's type has of its own, but the type is archived
            // as the bezel style (`NSBezelStyle`): a button whose archived hugging is its decoded
            // type's own had another type, whose bezel style was the document's choice — a bevel
            // button with a rounded bezel (bevel_rounded_flags). `bevel` hugs neither way.
            var cellDecoded = plans.decodedAhead[cell] ?? decodedAttributes(of: cell, kind: archive.classKind(cell))
            if let position = cellDecoded.attributes.firstIndex(where: { $0.name == "type" }),
                let own = IBVocabulary.buttonHuggingDefaults[cellDecoded.attributes[position].value],
                IBValueCodec.numbers(hugging) == [own.0, own.1]
            {
                cellDecoded.attributes[position].value = "bevel"
            }
            plans.decodedAhead[cell] = cellDecoded
        }
        if traits.kind == .scroller, !has("hidden"), let scroll = parents[object]?.parent,
            case .reference(object)? = archive.value(named: "NSHScroller", in: scroll),
            let flags = archive.value(named: "NSsFlags", in: scroll)?.integer, flags & 0x80 != 0,
            case .reference(let clip)? = archive.value(named: "NSContentView", in: scroll),
            let clipFrame = archivedFrame(of: clip), let frame = archivedFrame(of: object),
            let outer = archivedFrame(of: scroll), clipFrame[3] > 0,
            frame == [clipFrame[0], outer[3] - clipFrame[1] - 15, clipFrame[2], 15],
            clipFrame[1] + clipFrame[3] > frame[1]
        {
            // ibtool shows a hidden horizontal scroller when the table is wider than its clip
            // view (`NSsFlags` 0x80), 15 high along the clip view's bottom, but leaves the clip
            // view as the hidden scroller left it, over the scroller (test_6col): a scroller so
            // placed that the clip view covers was hidden.
            decoded.attributes.append(IBDecodedAttribute("hidden", "YES"))
        }
        if element == "buttonCell", !has("type"), let type = imageSourceButtonType(ofCell: object) {
            decoded.attributes.append(IBDecodedAttribute("type", type))
        }
        if traits.hasTextFieldCell, case .reference(let cell)? = archive.value(named: "NSCell", in: object),
            archive.value(named: "NSCharacterPickerEnabled", in: cell) == .boolean(true),
            !has("allowsCharacterPickerTouchBarItem")
        {
            decoded.attributes.append(IBDecodedAttribute("allowsCharacterPickerTouchBarItem", "YES"))
        }
        if let clips = keys.clipsToBounds?.integer {
            decoded.attributes.removeAll { $0.name == "clipsToBounds" }
            if clips != 0 { decoded.attributes.append(IBDecodedAttribute("clipsToBounds", "YES")) }
        }
        // AppKit's standard toolbar items are archived as their own classes, named by their identifier.
        if traits.kind == .toolbarItem, IBVocabulary.standardToolbarItems[archive.className(object)] != nil,
            !has("implicitItemIdentifier")
        {
            decoded.attributes.append(IBDecodedAttribute("implicitItemIdentifier", archive.className(object)))
        }
        if traits.kind == .toolbarItem { adjustToolbarItem(&decoded, of: object) }
        // A table's grid lines: 1 solid vertical, 2 solid horizontal, 8 dashed horizontal.
        if traits.kind == .tableView || traits.kind == .outlineView,
            let mask = archive.value(named: "NSGridStyleMask", in: object)?.integer, mask != 0,
            !decoded.keyed.contains(where: { $0.key == "gridStyleMask" })
        {
            var lines: [(name: String, value: String)] = []
            if mask & 1 != 0 { lines.append(("vertical", "YES")) }
            if mask & 2 != 0 { lines.append(("horizontal", "YES")) }
            if mask & 8 != 0 { lines.append(("dashed", "YES")) }
            if !lines.isEmpty { decoded.keyed.append(IBDecodedElement("tableViewGridLines", "gridStyleMask", lines)) }
        }
        // A collection view's background colours, the primary then the secondary one (inferred,
        // as `AppKitArchiver.archiveCollectionView` archives them).
        if traits.kind == .collectionView {
            let colors = archive.elements(archive.value(named: "NSBackgroundColors", in: object))
            for (color, key) in zip(colors, ["primaryBackgroundColor", "secondaryBackgroundColor"]) {
                if let fields = IBValueCodec.color.decodeFields(valueObject(color)) {
                    decoded.addObject("color", key: key, fields)
                }
            }
        }
        if traits.kind == .window { adjustWindowAnimation(&decoded, of: object) }
        if traits.kind == .menuItem { decodeImageReferences(&decoded, of: object) }
        if traits.kind == .pathCell { decodePathCell(&decoded, of: object) }
        // A text view's insertion point colour, kept in its shared data, unless it is ibtool's own.
        if traits.kind == .textView, case .reference(let shared)? = archive.value(named: "NSSharedData", in: object),
            case .reference(let color)? = archive.value(named: "NSInsertionColor", in: shared),
            let attributes = colorAttributes(of: color),
            !attributes.contains(where: { $0 == ("name", IBVocabulary.textViewDefaultInsertionColor) }),
            !decoded.keyed.contains(where: { $0.key == "insertionPointColor" })
        {
            decoded.keyed.append(IBDecodedElement("color", "insertionPointColor", attributes))
        }
        if traits.kind == .dateFormatter { decodeDateFormatter(&decoded, of: object) }
        // A box's content margins (`NSOffsets`) unless they are ibtool's own for its kind: 5 by
        // 5 for a separator, none for any other box (what the compiler writes back).
        if traits.kind == .box, let offsets = archive.string(archive.value(named: "NSOffsets", in: object)),
            let margins = IBValueCodec.numbers(offsets), margins.count == 2,
            margins
                != (decoded.attributes.contains { $0.name == "boxType" && $0.value == "separator" }
                    ? [5, 5] : [0, 0]),
            !decoded.keyed.contains(where: { $0.key == "contentViewMargins" })
        {
            decoded.keyed.append(
                IBDecodedElement(
                    "size", "contentViewMargins",
                    [
                        ("width", IBValueCodec.format(margins[0])), ("height", IBValueCodec.format(margins[1])),
                    ]
                ))
        }
        // A formatted cell's title, which ibtool archives as what its formatter reads: a number,
        // or a date (`dateTitle(ofCell:formatter:)`). One look-up for the formatter.
        if traits.isCell, !has("title"),
            case .reference(let formatter)? = archive.value(named: "NSFormatter", in: object)
        {
            if case .reference(let contents)? = archive.value(named: "NSContents", in: object),
                archive.classKind(contents) == .nsNumber, let number = archive.number(.reference(contents))
            {
                decoded.attributes.append(IBDecodedAttribute("title", IBValueCodec.format(number)))
            } else if let title = dateTitle(ofCell: object, formatter: formatter) {
                decoded.attributes.append(IBDecodedAttribute("title", title))
            }
        }
        // A pop-up cell's tag: Xcode writes its selected item's (every pop-up of the corpus with a
        // tag and a selected item), and ibtool archives none of its own (`NSTag` is absent from
        // test_pulldown_title's cell; its tag -1 is its title item's): the item `NSMenuItem` names,
        // or a pull-down's title item, its menu's first, when it names none (the corpus's 9
        // pull-downs without a selected item have their first item's tag).
        if element == "popUpButtonCell", !has("tag"), let item = popUpTagItem(of: object),
            let tag = archive.value(named: "NSTag", in: item)?.integer, tag != 0
        {
            decoded.attributes.append(IBDecodedAttribute("tag", String(tag)))
        }
        if traits.kind == .numberFormatter {
            if isNumberFormatter10(object) {
                decodeNumberFormatter10(&decoded, of: object)
            } else {
                decodeNumberFormatter(&decoded, of: object)
            }
        }
        // A column's sort descriptor prototype.
        if traits.kind == .tableColumn,
            case .reference(let descriptor)? = archive.value(named: "NSSortDescriptorPrototype", in: object),
            let key = archive.string(archive.value(named: "NSKey", in: descriptor))
        {
            var attributes = [(name: "sortKey", value: key)]
            let ascending = archive.value(named: "NSAscending", in: descriptor) != .boolean(false)
            attributes.append(("ascending", ascending ? "YES" : "NO"))
            if let selector = archive.string(archive.value(named: "NSSelector", in: descriptor)) {
                attributes.append(("selector", selector))
            }
            decoded.keyed.append(IBDecodedElement("sortDescriptor", "sortDescriptorPrototype", attributes))
        }
        for derived in IBVocabulary.derivedCellBits
        where traits.hasDerivedCellBits && derived.element == element && derived.values.count == 1 {
            // The flags first: splitting the attribute's name cost more than reading them.
            guard let flags = archive.value(named: derived.key, in: object)?.integer,
                flags & derived.bits == derived.bits
            else { continue }
            let parts = derived.attribute.split(separator: ".").map(String.init)
            guard parts.count == 2, let value = derived.values.first,
                let index = decoded.keyed.firstIndex(where: { $0.key == parts[0] }),
                !decoded.keyed[index].attributes.contains(where: { $0.name == parts[1] })
            else { continue }
            decoded.keyed[index].attributes.append((parts[1], value))
        }
    }

    /// A window's `animationBehavior`, which ibtool archives in its scrollers: a scroller hosts
    /// its layer tree (`NSViewIsLayerTreeHost`) unless it is in a window the document gives no
    /// `animationBehavior` (an older document's; ibtool archives no `NSWindowAnimationBehavior`
    /// for `default` either) or the scroller says `wantsLayer`. So a window archiving no
    /// animation behaviour that holds a scroller hosting no layer tree had none in its source.
    /// (A scroller that hosts one keeps `wantsLayer="YES"`: ten of the seventeen pairs' sources
    /// with scrollers write it, seven leave it to ibtool.)
    private func adjustWindowAnimation(_ decoded: inout IBDecodedAttributes, of window: Int) {
        guard lacksAnimationBehavior(window) else { return }
        decoded.attributes.removeAll { $0.name == "animationBehavior" }
    }

    /// A menu item's image named by an `<imageReference>` rather than an attribute: its resource
    /// carries an `IBImageConfiguration` (symbol scale, rendering mode, variable value), which
    /// ibtool archives for an image reference only (`imageReferenceResource` in the compiler).
    private func decodeImageReferences(_ decoded: inout IBDecodedAttributes, of item: Int) {
        for (archiveKey, documentKey) in [("NSImage", "image"), ("NSActionImage", "secondaryImage")] {
            guard case .reference(let resource)? = archive.value(named: archiveKey, in: item),
                archive.classKind(resource) == .customResource,
                let configuration = archive.reference(.designImageConfiguration, in: resource),
                let name = archive.string(.resourceName, in: resource)
            else { continue }
            var attributes = [(name: "image", value: name)]
            if let catalog = archive.string(.catalogName, in: resource) { attributes.append(("catalog", catalog)) }
            let scale = archive.value(named: "IBSymbolScale", in: configuration)?.integer ?? -1
            if let keyword = IBVocabulary.imageReferenceSymbolScales.first(where: { $0.value == scale }) {
                attributes.append(("symbolScale", keyword.name))
            }
            let mode = archive.value(named: "IBRenderingMode", in: configuration)?.integer ?? 0
            if mode != 0, let keyword = IBVocabulary.imageReferenceRenderingModes.first(where: { $0.value == mode }) {
                attributes.append(("renderingMode", keyword.name))
            }
            if let variable = archive.number(archive.value(named: "IBVariableValue", in: configuration)) {
                attributes.append(("variableValue", IBValueCodec.format(variable)))
            }
            decoded.attributes.removeAll { $0.name == documentKey }
            decoded.keyed.append(IBDecodedElement("imageReference", documentKey, attributes))
        }
        // The catalog stays for an image still named by an attribute.
        if !decoded.attributes.contains(where: { $0.name == "image" || $0.name == "secondaryImage" }) {
            decoded.attributes.removeAll { $0.name == "catalog" }
        }
    }

    /// A path cell's URL (`NSContents`, an `NSURL` with no base) and background colour, which
    /// the compiler archives itself with the component cells the URL makes
    /// (`archivePathControl`); its allowed types are written with its children
    /// (``writeDecodedChildren``).
    private func decodePathCell(_ decoded: inout IBDecodedAttributes, of cell: Int) {
        if case .reference(let url)? = archive.value(named: "NSContents", in: cell),
            archive.className(url) == "NSURL", !hasBase(url),
            let text = archive.string(archive.value(named: "NS.relative", in: url))
        {
            decoded.keyed.append(IBDecodedElement("url", "url", [("string", text)]))
        }
        if case .reference(let color)? = archive.value(named: "NSBackgroundColor", in: cell),
            let attributes = colorAttributes(of: color),
            !decoded.keyed.contains(where: { $0.key == "backgroundColor" })
        {
            decoded.keyed.append(IBDecodedElement("color", "backgroundColor", attributes))
        }
    }

    /// The menu item whose tag a pop-up cell shows: its selected item, or a pull-down's first.
    private func popUpTagItem(of cell: Int) -> Int? {
        if case .reference(let item)? = archive.value(named: "NSMenuItem", in: cell) { return item }
        guard archive.value(named: "NSPullDown", in: cell) == .boolean(true),
            case .reference(let menu)? = archive.value(named: "NSMenu", in: cell)
        else { return nil }
        return archive.elements(archive.value(named: "NSMenuItems", in: menu)).first
    }

    /// Whether an `NSURL` is relative to a base URL (`NS.base` refers to an object).
    private func hasBase(_ url: Int) -> Bool {
        guard case .reference(let base)? = archive.value(named: "NS.base", in: url) else { return false }
        return archive.classKind(base) != .null
    }

    /// Whether a window template's source gave it no `animationBehavior`: it archives none and
    /// holds a scroller that hosts no layer tree.
    private func lacksAnimationBehavior(_ window: Int) -> Bool {
        guard archive.value(named: "NSWindowAnimationBehavior", in: window) == nil else { return false }
        for object in members where archive.className(object) == "NSScroller" {
            guard archive.value(named: "NSViewIsLayerTreeHost", in: object) != .boolean(true) else { continue }
            var ancestor = parents[object]?.parent
            var steps = 0
            while let current = ancestor, current != window, steps < archive.count {
                ancestor = parents[current]?.parent
                steps += 1
            }
            if ancestor == window { return true }
        }
        return false
    }

    /// Whether the archive's custom objects were made with `init`: a class swapper standing for
    /// an `NSObject` that initialises with `init` is what `customObjectInstantitationMethod="direct"`
    /// (Apple's spelling) makes of a Swift custom object.
    /// So is a class swapper standing for a custom view (an `NSView` that is no window's content
    /// view and no box's) in an archive of today's ibtool (one with class references): without
    /// that attribute it keeps a custom view an `NSCustomView` naming its class. Older Interface
    /// Builders swapped views whatever the document said.
    var instantiatesCustomObjectsDirectly: Bool {
        let namesClasses = archive.classNames.contains("IBClassReference")
        var windowViews: Set<Int> = []
        for object in members where archive.classKind(object) == .windowTemplate {
            if case .reference(let view)? = archive.value(named: "NSWindowView", in: object) {
                windowViews.insert(view)
            }
        }
        return members.contains { object in
            guard archive.classKind(object) == .nsClassSwapper else { return false }
            switch archive.string(.nsOriginalClassName, in: object) {
            case "NSObject":
                return archive.value(named: "NSInitializeWithInit", in: object) == .boolean(true)
            case "NSView" where namesClasses:
                let superview = archive.reference(.nsSuperview, in: object)
                return !windowViews.contains(object) && superview.map { archive.className($0) } != "NSBox"
            default:
                return false
            }
        }
    }
}

extension CompiledNibMapper {
    /// The ids a Base-localized nib keeps: ibtool archives a title of a Base-localized document as
    /// an `NSLocalizableString` whose `NSKey` is the object's Interface Builder id and the
    /// property (`mi1-00-001.title`), so the object holding it gets that id back. An id is taken
    /// only when one object holds it and it cannot be mistaken for a numbered id of another
    /// object (the oids).
    mutating func recoverLocalizedIDs() {
        var candidates: [String: Int] = [:]
        var refused: Set<String> = []
        for object in members {
            for slot in archive.slotRange(of: object) {
                guard case .reference(let target) = archive.slots[slot].value,
                    archive.classKind(target) == .nsLocalizableString,
                    let key = archive.string(archive.value(named: "NSKey", in: target)),
                    let dot = key.lastIndex(of: "."), dot > key.startIndex
                else { continue }
                let id = String(key[..<dot])
                guard id.utf8.allSatisfy({ $0 > 0x20 && $0 != UInt8(ascii: "\"") && $0 < 0x7F }) else { continue }
                if let other = candidates[id], other != object { refused.insert(id) }
                candidates[id] = object
            }
        }
        guard !candidates.isEmpty else { return }
        // The ids the archive numbers itself (made only when a localized string asks for one:
        // a `String` of every member's number cost more than the rest of the recovery).
        var numbered: Set<String> = []
        for object in members {
            if let oid = oids[object] { numbered.insert(String(oid)) }
        }
        var taken: Set<Int> = []
        for (id, object) in candidates.sorted(by: { $0.key < $1.key })
        where !refused.contains(id) && !numbered.contains(id) && idOverrides[object] == nil && !taken.contains(object) {
            idOverrides[object] = id
            taken.insert(object)
        }
    }
}

extension CompiledNibMapper {
    /// The children without a key a member's archive holds beside its class's rules: a window's
    /// content border (`<contentBorderThickness minY="32"/>`), archived as the thickness of each
    /// edge AppKit no longer recalculates.
    func writeUnkeyedChildren(of object: Int, element: String, into writer: inout TreeWriter) throws(NibParseError) {
        guard isAppKit else { return try writeUIKitUnkeyedChildren(of: object, element: element, into: &writer) }
        guard element == "window" else { return }
        var edges: [(String, String)] = []
        for (edge, suffix) in [("minY", "MinY"), ("maxY", "MaxY")] {
            guard
                archive.value(named: "NSAutorecalculatesContentBorderThickness" + suffix, in: object)
                    == .boolean(false),
                let value = archive.value(named: "NSContentBorderThickness" + suffix, in: object)
            else { continue }
            let thickness: Double
            switch value {
            case .double(let number): thickness = number
            case .float(let number): thickness = Double(number)
            case .integer(let number): thickness = Double(number)
            default: continue
            }
            edges.append((edge, IBValueCodec.format(thickness)))
        }
        guard !edges.isEmpty else { return }
        try writer.leaf("contentBorderThickness", edges)
    }
}

extension CompiledNibMapper {
    /// A date formatter's settings from its `NS.attributes` (the 10.4 attributes ibtool
    /// archives): a custom `dateFormat` (with `formatterBehavior="custom10_4"`, as Xcode writes
    /// it), the date and time styles by name, relative formatting.
    func decodeDateFormatter(_ decoded: inout IBDecodedAttributes, of object: Int) {
        let styles = ["none", "short", "medium", "long", "full"]
        var attributes: [(name: String, value: String)] = []
        for entry in archive.dictionary(archive.value(named: "NS.attributes", in: object)) {
            guard let key = archive.string(.reference(entry.key)) else { continue }
            let value = ArchiveValue.reference(entry.value)
            switch key {
            case "dateFormat":
                if let format = archive.string(value) {
                    attributes.append(("formatterBehavior", "custom10_4"))
                    attributes.append(("dateFormat", format))
                }
            case "dateStyle", "timeStyle":
                if let number = archive.number(value), let style = Int(exactly: number), style > 0,
                    style < styles.count
                {
                    attributes.append((key, styles[style]))
                }
            case "doesRelativeDateFormatting":
                if let number = archive.number(value), number != 0 { attributes.append((key, "YES")) }
            default: continue
            }
        }
        for attribute in attributes where !decoded.attributes.contains(where: { $0.name == attribute.name }) {
            decoded.attributes.append(IBDecodedAttribute(attribute.name, attribute.value))
        }
    }
}

extension CompiledNibMapper {
    /// A toolbar item's parts the archiver writes itself (`AppKitArchiver.archiveToolbarItem`),
    /// read back: its sizing behaviour (`IBVocabulary.toolbarItemSizingBehaviors`), whether its
    /// toolbar lists it as selectable (`NSToolbarIBSelectableItems`), and no tool tip at all
    /// (`nil`, which a standard item always archives) as `<nil key="toolTip"/>`.
    func adjustToolbarItem(_ decoded: inout IBDecodedAttributes, of object: Int) {
        func has(_ name: String) -> Bool { decoded.attributes.contains { $0.name == name } }
        if case .boolean(let ignores)? = archive.value(named: IBVocabulary.toolbarItemSizingKey, in: object),
            let sizing = IBVocabulary.toolbarItemSizingBehaviors.first(where: { $0.value == ignores })?.key,
            !has("sizingBehavior")
        {
            decoded.attributes.append(IBDecodedAttribute("sizingBehavior", sizing))
        }
        if let toolbar = parents[object]?.parent, !has("selectable"),
            archive.elements(archive.value(named: "NSToolbarIBSelectableItems", in: toolbar)).contains(object)
        {
            decoded.attributes.append(IBDecodedAttribute("selectable", "YES"))
        }
        if IBVocabulary.standardToolbarItems[archive.className(object)] == nil,
            archive.value(named: "NSToolbarItemToolTip", in: object) == .null
        {
            decoded.attributes.removeAll { $0.name == "toolTip" }
            if !decoded.keyed.contains(where: { $0.key == "toolTip" }) {
                decoded.keyed.append(IBDecodedElement("nil", "toolTip", []))
            }
        }
    }

    /// A 10.4 number formatter's settings from its `NS.attributes`, as the compiler reads them
    /// back (`IBVocabulary.numberFormatter104Document`): each setting a string, a number (a
    /// limit archived as a double, or not whole, is a real) or a boolean, and whether its format
    /// is localized (`NS.localized`).
    func decodeNumberFormatter(_ decoded: inout IBDecodedAttributes, of object: Int) {
        var settings: [String: IBArchivedValue] = [:]
        for entry in archive.dictionary(archive.value(named: "NS.attributes", in: object)) {
            guard let key = archive.string(.reference(entry.key)) else { continue }
            let value = ArchiveValue.reference(entry.value)
            if let text = archive.string(value) {
                settings[key] = .string(text)
            } else if let number = archive.number(value) {
                let isReal = archive.value(named: "NS.dblval", in: entry.value) != nil || Int64(exactly: number) == nil
                settings[key] = isReal ? .real(number) : .integer(Int64(number))
            }
        }
        let localized = archive.value(named: IBVocabulary.numberFormatterLocalizesFormat.archiveKey, in: object)
        let localizes: Bool? = if case .boolean(let flag)? = localized { flag } else { nil }
        guard let document = IBVocabulary.numberFormatter104Document(settings: settings, localized: localizes) else {
            return
        }
        for attribute in document.attributes where !decoded.attributes.contains(where: { $0.name == attribute.name }) {
            decoded.attributes.append(IBDecodedAttribute(attribute.name, attribute.value))
        }
        decoded.keyed += document.keyed
    }
}
