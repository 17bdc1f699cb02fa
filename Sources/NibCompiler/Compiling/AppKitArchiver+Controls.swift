import NibModel

/// Controls and cells: what ibtool derives for them beyond what their attributes say one by one
/// (the vocabulary's rules): a button's type from its behaviour, a check box's or radio button's
/// image, a button's hugging priorities by its type, fonts and colours as shared objects.
extension AppKitArchiver {
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
        if element.name == "segmentedCell" { archiveSegments(of: element, id: id) }
        // A text field's Touch Bar character picker is its cell's to archive.
        if element[attribute: "allowsCharacterPickerTouchBarItem"] == "YES",
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

    /// `NSAuxButtonType` from the behaviour (or the type of a check box or radio button), and a
    /// check box's or radio button's image.
    private mutating func archiveButtonCell(_ element: NibElement, id: GraphID) {
        let type = element[attribute: "type"] ?? "push"
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
        for (key, bits) in [("NSCellFlags", Int64(0x40_0000)), ("NSButtonFlags", 0x80_0000)] {
            guard let flags = integer(builder[id]?.value(forKey: key)) else { continue }
            builder.set(key, .integer(flags | bits), on: id)
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
    /// not one with a fixed frame, and only in a document with constraints or inside a stack view.
    func archivesDoNotTranslate(_ element: NibElement) -> Bool {
        guard element[attribute: "fixedFrame"] != "YES" else { return false }
        if autoLayout.hasConstraints || isTopLevel(element) { return true }
        return element[attribute: "id"].map { autoLayout.arrangedIDs.contains($0) } ?? false
    }

    /// Whether `document` has constraints, and the ids of the views its stack views arrange: one
    /// walk of the document for every view's ``archivesDoNotTranslate(_:)``.
    static func autoLayoutPlacement(in document: NibDocument) -> (hasConstraints: Bool, arrangedIDs: Set<String>) {
        var hasConstraints = false
        var arranged: Set<String> = []
        document.root.forEachDescendant { candidate in
            if candidate.name == "constraint" { hasConstraints = true }
            if candidate.name == "stackView", let subviews = candidate.firstChild(named: "subviews") {
                for view in subviews.children { if let id = view[attribute: "id"] { arranged.insert(id) } }
            }
        }
        return (hasConstraints, arranged)
    }
}
