extension CompiledNibMapper {
    /// The class whose rules describe an archived object: a class swapper's original class, a
    /// window template's own class, or the archived class.
    func vocabularyClass(of object: Int, kind: ArchiveClass) -> String {
        switch kind {
        case .nsClassSwapper: archive.string(.nsOriginalClassName, in: object) ?? "NSObject"
        case .uiClassSwapper: archive.string(.uiOriginalClassName, in: object) ?? "NSObject"
        default: archive.className(object)
        }
    }

    /// The vocabulary's decoding plan for archived object `object` (``VocabularyPlans``).
    func vocabularyPlan(of object: Int, kind: ArchiveClass) -> VocabularyPlans.Plan {
        switch kind {
        case .nsClassSwapper, .uiClassSwapper:
            plans.plan(className: vocabularyClass(of: object, kind: kind), classIndex: nil, appKit: isAppKit)
        default:
            // The class's name is made only the first time its plan is asked for.
            plans.cachedPlan(classIndex: archive.objects[object].classIndex, appKit: isAppKit)
                ?? plans.plan(
                    className: archive.className(object), classIndex: archive.objects[object].classIndex,
                    appKit: isAppKit)
        }
    }

    /// ``decodedAttributes(of:kind:)``, or what was decoded for the object before its turn.
    func decodedAttributesOnce(of object: Int, kind: ArchiveClass) -> IBDecodedAttributes {
        if !plans.decodedAhead.isEmpty, let ahead = plans.decodedAhead.removeValue(forKey: object) { return ahead }
        return decodedAttributes(of: object, kind: kind)
    }

    /// What the vocabulary says a document writes for archived object `object`: attributes,
    /// keyed attribute elements and rectangles (see ``IBVocabulary/decode(archivedClass:platform:value:)``).
    ///
    /// The object's slots are read once: each slot whose key starts one of the plan's key paths
    /// is noted, and each path's value is converted once, however many properties read it (the
    /// flags of a cell share one integer). ``decodedAttributesByName(of:kind:)`` is the same
    /// decoding by key names, which a test holds this one to.
    func decodedAttributes(of object: Int, kind: ArchiveClass) -> IBDecodedAttributes {
        let held = vocabularyPlan(of: object, kind: kind)
        guard !held.properties.isEmpty else { return IBDecodedAttributes() }
        // The mapper's scratch tables, taken for this object and given back (no allocation per object).
        var firstSlots = plans.takeFirstSlots(count: held.firstKeys.count)
        for slot in archive.slotRange(of: object) {
            let key = archive.slots[slot].key
            guard key >= 0 else { continue }
            let number = plans.keyNumbers[Int(key)]
            guard number >= 0 else { continue }
            let position = Int(held.firstKeyPositions[Int(number)])
            if position >= 0, firstSlots[position] < 0 { firstSlots[position] = Int32(slot) }
        }
        // Every path is read by at least one step, so each is converted here, once, and the
        // decoder's closure captures the table only: a closure that converted on demand captured
        // the mapper, copying (retaining) all its tables for every object (2.7 M instructions).
        // A path only geometry codecs read (a view's `NSFrame`) is handed over as its numbers,
        // read from the archive's bytes: a `String` per frame, too long to be kept in place, cost
        // its allocation, its release and its reference counting.
        var converted = plans.takeConverted(count: held.paths.count)
        var geometry = plans.takeGeometry(count: held.paths.count)
        for index in held.paths.indices {
            let value = archivedValue(path: held.paths[index], firstSlots: firstSlots)
            // Only a geometry path's entry is read (and so written).
            if held.geometryPaths[index] {
                geometry[index] = value.flatMap(geometryNumbers(of:))
                if geometry[index] != nil {
                    converted[index] = nil
                    continue
                }
            }
            converted[index] = value.flatMap(scalar(of:))
        }
        var decoded = plans.takeDecoded()
        IBVocabulary.decode(held, into: &decoded, value: { converted[$0] }, geometry: geometry)
        plans.giveBack(firstSlots: firstSlots, converted: converted, geometry: geometry)
        return decoded
    }

    /// ``decodedAttributes(of:kind:)`` read by key names, property by property, as
    /// ``IBVocabulary/decode(archivedClass:platform:value:)`` asks: the reference the fast
    /// reading is tested against.
    func decodedAttributesByName(of object: Int, kind: ArchiveClass) -> IBDecodedAttributes {
        let className = vocabularyClass(of: object, kind: kind)
        return IBVocabulary.decode(archivedClass: className, platform: isAppKit ? .appKit : .uiKit) { key in
            scalar(forKeyPath: key, in: object)
        }
    }

    /// The archived value of a resolved key path, from the slots an object's pass found for the
    /// paths' first keys (see ``scalar(forKeyPath:in:)``, which reads the same by names).
    private func archivedValue(path: (first: Int, rest: [Int32]?), firstSlots: [Int32]) -> ArchiveValue? {
        let slot = firstSlots[path.first]
        guard slot >= 0 else { return nil }
        var value = archive.slots[Int(slot)].value
        if let rest = path.rest {
            for key in rest {
                guard case .reference(let target) = value, key >= 0,
                    let next = firstSlot(withKeyNumber: key, in: target)
                else { return nil }
                value = archive.slots[next].value
            }
        }
        return value
    }

    /// The numbers of a string value (a string, or a reference to a string object) of ASCII
    /// text holding at most four numbers, read from the archive's bytes: what
    /// ``IBVocabulary/asciiGeometryNumbers(_:)`` reads from ``scalar(of:)``'s `String`. `nil`
    /// for any other value or text, which is then converted as before.
    private func geometryNumbers(of value: ArchiveValue) -> GeometryNumbers? {
        switch value {
        case .string, .data: break
        case .reference(let index):
            switch archive.classKind(index) {
            case .nsString, .nsMutableString, .nsLocalizableString: break
            default: return nil
            }
        default: return nil
        }
        guard let (start, count) = archive.stringRange(value) else { return nil }
        return archive.withBytes(start, count) { bytes -> GeometryNumbers? in
            for byte in bytes where byte >= 0x80 { return nil }
            guard let numbers = GeometryNumbers(parsing: bytes), numbers.count <= 4 else { return nil }
            return numbers
        }
    }

    /// The first slot of `object` whose key has vocabulary key number `number`.
    private func firstSlot(withKeyNumber number: Int32, in object: Int) -> Int? {
        for slot in archive.slotRange(of: object) {
            let key = archive.slots[slot].key
            if key >= 0, plans.keyNumbers[Int(key)] == number { return slot }
        }
        return nil
    }

    /// The vocabulary's child elements of an object: its rectangles (but the frame, which
    /// ``writeGeometry`` writes), its attribute elements (behaviour, masks, fonts, colours) and the
    /// objects it embeds without ids (a column's header cell, a segmented cell's segments),
    /// each of those written with its own decoded attributes and children.
    func writeDecodedChildren(
        _ decoded: IBDecodedAttributes, of object: Int, kind: ArchiveClass, depth: Int, keys: SpecialKeys,
        into writer: inout TreeWriter
    ) throws(NibParseError) {
        // Written attribute by attribute: an array of name/value pairs per element cost an
        // allocation or two each.
        for rect in decoded.rects where rect.key != "frame" || depth > 0 {
            try writer.open(nameIndex: TreeWriter.rectIndex, at: (0, nil))
            writer.attribute(.key, rect.key)
            writer.attribute(.x, rect.x)
            writer.attribute(.y, rect.y)
            writer.attribute(.width, rect.width)
            writer.attribute(.height, rect.height)
            writer.endAttributes()
            writer.end()
        }
        for element in decoded.keyed where !silentAtZero(element.key, in: decoded) {
            try writer.open(element.element, at: (0, nil))
            writer.attribute(.key, element.key)
            for attribute in element.attributes { writer.attribute(named: attribute.name, attribute.value) }
            writer.endAttributes()
            writer.end()
        }
        if isAppKit, depth == 0 { try writeViewLayoutGuides(of: object, keys: keys, into: &writer) }
        if !isAppKit, depth == 0 { try writeUIKitViewLayoutGuides(of: object, into: &writer) }
        if kind == .other, case .reference(let container)? = keys.textContainer {
            try writeTextStorage(ofContainer: container, into: &writer)
        }
        if isAppKit, depth == 0, archive.className(object) == "NSBox" {
            try writeBoxTitleFont(of: object, into: &writer)
        }
        if kind == .other, decoded.attributes.contains(where: { Self.isAttribute($0, Self.formatterBehavior, "10_0") })
        {
            try writeNumberFormatter10Children(of: object, into: &writer)
        }
        if kind == .other, keys.hasStringList {
            for (key, list) in Self.stringLists {
                guard let values = archive.value(key, in: object) else { continue }
                let strings = archive.collectionValues(values).compactMap { archive.string($0) }
                if strings.isEmpty, !list.writesEmpty { continue }
                try writer.start(list.element, [], at: (0, nil))
                for text in strings {
                    try writer.start("string", [], at: (0, nil))
                    writer.text(text)
                    writer.end()
                }
                writer.end()
            }
        }
        for rule in Self.silentAtZeroRules
        where decoded.attributes.contains(where: { Self.isAttribute($0, rule.attribute, rule.value) }) {
            try writeFlagsSilentAtZero(key: rule.key, of: object, kind: kind, into: &writer)
        }
        guard depth < 4 else { return }
        for (child, key) in vocabularyPlan(of: object, kind: kind).embedded {
            let value = key < 0 ? nil : firstSlot(withKeyNumber: key, in: object).map { archive.slots[$0].value }
            if let documentKey = child.documentKey {
                guard case .reference(let target) = value, !memberSet.contains(target) else { continue }
                try writeEmbedded(target, key: documentKey, depth: depth + 1, into: &writer)
            } else if let wrapper = child.wrapper {
                let elements = archive.elements(value).filter { !memberSet.contains($0) }
                guard !elements.isEmpty else { continue }
                try writer.start(wrapper, [], at: (0, nil))
                for element in elements { try writeEmbedded(element, key: nil, depth: depth + 1, into: &writer) }
                writer.end()
            }
        }
    }

    /// A UIKit view's guides (`<viewLayoutGuide key="safeArea">`): each `UILayoutGuide` of its
    /// `UIViewLayoutGuides` whose `UILayoutGuideIdentifier` the vocabulary names
    /// (``IBVocabulary/uiKitViewLayoutGuideIdentifiers``, the way back of the compiler's
    /// `archiveViewLayoutGuide`), with the guide's id.
    private func writeUIKitViewLayoutGuides(of view: Int, into writer: inout TreeWriter) throws(NibParseError) {
        let guides = archive.elements(archive.value(named: "UIViewLayoutGuides", in: view))
        guard !guides.isEmpty else { return }
        for guide in guides where archive.className(guide) == "UILayoutGuide" {
            guard let identifier = archive.string(archive.value(named: "UILayoutGuideIdentifier", in: guide)),
                let key = IBVocabulary.uiKitViewLayoutGuideIdentifiers.first(where: { $0.value == identifier })?.key
            else { continue }
            try writer.leaf("viewLayoutGuide", [("key", key), ("id", elementID(of: guide))])
        }
    }

    /// A view's safe area and layout margins as ibtool archives them (`archiveViewLayoutGuide`
    /// in the compiler): an `IBNSViewAutolayoutGuide` marker under `IBNSSafeAreaLayoutGuide` or
    /// `IBNSLayoutMarginsGuide` for each `<viewLayoutGuide>` the document gives, and for a safe
    /// area that constraints name, the `NSLayoutGuide` in `NSViewLayoutGuides` they reference,
    /// whose id the element takes.
    private func writeViewLayoutGuides(
        of view: Int, keys: SpecialKeys, into writer: inout TreeWriter
    ) throws(NibParseError) {
        let safeArea = archive.reference(keys.safeAreaLayoutGuide)
        let margins = archive.reference(keys.layoutMarginsGuide)
        guard safeArea != nil || margins != nil else { return }
        if let safeArea {
            let guide = archive.elements(archive.value(.viewLayoutGuides, in: view)).first {
                archive.classKind($0) == .layoutGuide
                    && archive.string(archive.value(named: "NSLayoutGuideIdentifier", in: $0))
                        == "NSViewSafeAreaLayoutGuide"
            }
            try writer.leaf("viewLayoutGuide", [("key", "safeArea"), ("id", elementID(of: guide ?? safeArea))])
        }
        if let margins {
            try writer.leaf("viewLayoutGuide", [("key", "layoutMargins"), ("id", elementID(of: margins))])
        }
    }

    /// A box's title font (its `NSTitleCell`'s `NSSupport`) as `<font key="titleFont">`, unless
    /// it is the one the compiler gives a box whose document names none
    /// (``IBVocabulary/boxTitleFont``) or the box is a separator, whose title font the compiler
    /// does not read.
    private func writeBoxTitleFont(of box: Int, into writer: inout TreeWriter) throws(NibParseError) {
        guard archive.number(archive.value(named: "NSBoxType", in: box)) != 2,
            case .reference(let cell)? = archive.value(named: "NSTitleCell", in: box),
            case .reference(let fontObject)? = archive.value(named: "NSSupport", in: cell),
            case .object(let className, let fields) = valueObject(fontObject),
            let font = IBFontCodec.decode(className: className, fields: fields),
            !(font.count == IBVocabulary.boxTitleFont.count
                && IBVocabulary.boxTitleFont.allSatisfy({ pair in font.contains { $0 == pair } }))
        else { return }
        try writer.leaf("font", [("key", "titleFont")] + font.map { ($0.name, $0.value) })
    }

    /// A text view's own text (its text container's layout manager's `NSTextStorage`) as the
    /// document's `<attributedString key="textStorage">`: a fragment per run, with the run's
    /// font and colour unless they are what the compiler gives a run that names none
    /// (``IBVocabulary/textStorageDefaultFont``). Nothing for an empty text.
    private func writeTextStorage(ofContainer container: Int, into writer: inout TreeWriter) throws(NibParseError) {
        guard case .reference(let manager)? = archive.value(named: "NSLayoutManager", in: container),
            case .reference(let storage)? = archive.value(named: "NSTextStorage", in: manager)
        else { return }
        try writeAttributedString(storage, key: "textStorage", into: &writer) { key, value in
            if key == "NSFont", case .object(let className, let fields) = valueObject(value),
                let font = IBFontCodec.decode(className: className, fields: fields),
                !(font.count == IBVocabulary.textStorageDefaultFont.count
                    && IBVocabulary.textStorageDefaultFont.allSatisfy({ pair in font.contains { $0 == pair } }))
            {
                return ("font", font)
            } else if key == "NSColor", let color = colorAttributes(of: value),
                !color.contains(where: { $0 == ("name", IBVocabulary.textStorageDefaultColor) })
            {
                return ("color", color)
            }
            return nil
        }
    }

    /// An `NSAttributedString` (`storage`) as the document's `<attributedString key=…>`: a
    /// fragment per run, with the attributes `attribute` writes for each of the run's (by the
    /// attribute's key and its archived object: the element and its attributes, `nil` to leave
    /// it out). One attribute dictionary covers the whole string; several come in an array with
    /// `NSAttributeInfo`, each run's length in UTF-16 units and its dictionary's index as
    /// base-128 numbers. Nothing for an empty text.
    func writeAttributedString(
        _ storage: Int, key documentKey: String, into writer: inout TreeWriter,
        attribute: (String, Int) -> (element: String, attributes: [(name: String, value: String)])?
    ) throws(NibParseError) {
        guard let string = archive.string(archive.value(named: "NSString", in: storage)), !string.isEmpty else {
            return
        }
        let attributes = archive.value(named: "NSAttributes", in: storage)
        let units = Array(string.utf16)
        var runs: [(length: Int, dictionary: Int?)] = []
        if case .reference(let single)? = attributes, archive.className(single).hasSuffix("Dictionary") {
            runs = [(units.count, single)]
        } else {
            let dictionaries = archive.elements(attributes)
            var info: [UInt8] = []
            if case .reference(let data)? = archive.value(named: "NSAttributeInfo", in: storage),
                let (start, count) = archive.stringRange(.reference(data))
            {
                info = archive.withBytes(start, count) { Array($0) }
            }
            var offset = 0
            var numbers: [Int] = []
            while offset < info.count, numbers.count < 2 * units.count + 2 {
                var number = 0
                var shift = 0
                while offset < info.count, shift < 63 {
                    let byte = info[offset]
                    offset += 1
                    number |= Int(byte & 0x7F) << shift
                    shift += 7
                    if byte & 0x80 == 0 { break }
                }
                numbers.append(number)
            }
            for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
                let index = numbers[pair + 1]
                runs.append((numbers[pair], index < dictionaries.count ? dictionaries[index] : nil))
            }
            if runs.isEmpty { runs = [(units.count, nil)] }
        }
        try writer.start("attributedString", [("key", documentKey)], at: (0, nil))
        var position = 0
        for run in runs where position < units.count {
            let end = position + min(max(run.length, 0), units.count - position)
            let content = String(decoding: units[position..<end], as: UTF16.self)
            position = end
            var children: [(element: String, key: String, attributes: [(name: String, value: String)])] = []
            for entry in run.dictionary.map({ archive.dictionary(.reference($0)) }) ?? [] {
                guard let key = archive.string(.reference(entry.key)), let child = attribute(key, entry.value) else {
                    continue
                }
                children.append((child.element, key, child.attributes))
            }
            let multiline = content.contains { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            try writer.start("fragment", multiline ? [] : [("content", content)], at: (0, nil))
            if multiline {
                try writer.start("string", [("key", "content")], at: (0, nil))
                writer.text(content)
                writer.end()
            }
            if !children.isEmpty {
                try writer.start("attributes", [], at: (0, nil))
                for child in children { try writer.leaf(child.element, [("key", child.key)] + child.attributes) }
                writer.end()
            }
            writer.end()
        }
        writer.end()
    }

    /// Whether keyed element `key` is one whose silence the object's other attributes make no
    /// flag at all (``IBVocabulary/keyedElementsSilentAtZero``: a separator's modifier mask).
    private func silentAtZero(_ key: String, in decoded: IBDecodedAttributes) -> Bool {
        Self.silentAtZeroRules.contains { rule in
            rule.key == key && decoded.attributes.contains { Self.isAttribute($0, rule.attribute, rule.value) }
        }
    }

    /// An attribute name and its index in a compiled tree (`TreeWriter.seededIndices`, -1 when
    /// not seeded), so that a decoded attribute whose plan gave its index is told apart by
    /// number instead of by a string comparison.
    struct IndexedName {
        let name: String
        let index: Int32

        init(_ name: String) {
            self.name = name
            index = TreeWriter.seededIndices.value(of: name) ?? -1
        }
    }

    /// Whether decoded `attribute` is `name` with text `value`. An attribute whose name has a
    /// tree index is compared by the index (the same name has the same index, another name
    /// another); one without (added by the mapper's adjustments) by its spelling.
    @inline(__always)
    static func isAttribute(_ attribute: IBDecodedAttribute, _ name: IndexedName, _ value: String) -> Bool {
        if attribute.nameIndex >= 0, name.index >= 0 {
            return attribute.nameIndex == name.index && attribute.value == value
        }
        return attribute.name == name.name && attribute.value == value
    }

    static let formatterBehavior = IndexedName("formatterBehavior")
    /// ``IBVocabulary/keyedElementsSilentAtZero`` with the attributes' tree indices.
    static let silentAtZeroRules: [(attribute: IndexedName, value: String, key: String)] =
        IBVocabulary.keyedElementsSilentAtZero.map { (IndexedName($0.attribute), $0.value, $0.key) }

    /// The first values of the keys ``writeDecodedChildren(_:of:kind:depth:keys:into:)`` and
    /// ``adjustDecoded(_:of:element:traits:keys:)`` read, from one pass over an object's slots
    /// (what ``ArchiveTables/value(_:in:)`` gives for each; six passes cost 2.1 M instructions
    /// in benchmark pass 7).
    struct SpecialKeys {
        var clipsToBounds: ArchiveValue?
        var textContainer: ArchiveValue?
        /// Whether the object holds one of ``IBVocabulary/stringLists``' arrays.
        var hasStringList = false
        var safeAreaLayoutGuide: ArchiveValue?
        var layoutMarginsGuide: ArchiveValue?

        init(of object: Int, in archive: ArchiveTables) {
            for slot in archive.slotRange(of: object) {
                let kind = archive.keyKind(ofSlot: slot)
                switch kind {
                case .clipsToBounds where clipsToBounds == nil: clipsToBounds = archive.slots[slot].value
                case .textContainer where textContainer == nil: textContainer = archive.slots[slot].value
                case .allowedTypes, .allowedInputLocales, .declaredKeys, .popUpListData: hasStringList = true
                case .safeAreaLayoutGuide where safeAreaLayoutGuide == nil:
                    safeAreaLayoutGuide = archive.slots[slot].value
                case .layoutMarginsGuide where layoutMarginsGuide == nil:
                    layoutMarginsGuide = archive.slots[slot].value
                default: continue
                }
            }
        }
    }

    /// Keyed element `key` written flag by flag from its archived integer, nothing when no flag
    /// is set (see ``silentAtZero(_:in:)``).
    private func writeFlagsSilentAtZero(
        key: String, of object: Int, kind: ArchiveClass, into writer: inout TreeWriter
    ) throws(NibParseError) {
        var element: String?
        var flags: [(String, String)] = []
        for property in vocabularyPlan(of: object, kind: kind).properties {
            guard case .keyed(let name, key, let attribute) = property.slot,
                !flags.contains(where: { $0.0 == attribute })
            else { continue }
            let mask: UInt64
            switch property.codec {
            case .flag(let bits), .flagUnless(let bits, _): mask = bits
            default: continue
            }
            guard mask != 0, let number = archive.value(named: property.key, in: object)?.integer,
                UInt64(bitPattern: number) & mask == mask
            else { continue }
            element = name
            flags.append((attribute, "YES"))
        }
        guard let element else { return }
        try writer.leaf(element, [("key", key)] + flags)
    }

    /// The frame Interface Builder gives a scroll view's clip view, or the clip view's document
    /// view, where ibtool archives another: Xcode lays a scroll view out with overlay scrollers,
    /// its clip view filling the inside of the border, and ibtool archives the clip view as
    /// AppKit tiles it with legacy scrollers (narrower by a visible scroller). A document view as
    /// wide (high) as its clip view stays so (``IBVocabulary/scrollViewBorderInsets``). With a
    /// header view, today's Xcode lays the clip view out the same way, under the header (Xcode
    /// before version 12 ended it at the header, which the archive does not tell).
    func designedFrame(of object: Int, element: String, archived: [Double]) -> [Double]? {
        if !resizedDesigns.isEmpty, let designed = resizedDesigns[object] { return designed }
        if element == "clipView" { return designedClip(object) }
        // Only a clip view's document view has one (``designedClip`` asks the class again): the
        // class is asked first, before the parent's values are searched by name for every view.
        guard let clip = parents[object]?.parent, archive.className(clip) == "NSClipView",
            archive.classKind(clip) != .windowTemplate,
            case .reference(object)? = archive.value(named: "NSDocView", in: clip),
            let clipFrame = archivedFrame(of: clip), let designed = designedClip(clip)
        else { return nil }
        var result = archived
        if archived[2] == clipFrame[2] { result[2] = designed[2] }
        if archived[3] == clipFrame[3] { result[3] = designed[3] }
        return result
    }

    /// A view's archived frame (x, y, width, height): its `NSFrame`, or its `NSFrameSize` at
    /// the origin.
    func archivedFrame(of view: Int) -> [Double]? {
        // `IBVocabulary.geometryNumbers` is `IBValueCodec.numbers` read byte by byte.
        if let numbers = archive.string(archive.value(named: "NSFrame", in: view)).flatMap(
            IBVocabulary.geometryNumbers),
            numbers.count == 4
        {
            return numbers
        }
        guard
            let size = archive.string(archive.value(named: "NSFrameSize", in: view)).flatMap(
                IBVocabulary.geometryNumbers),
            size.count == 2
        else { return nil }
        return [0, 0] + size
    }

    /// The clip view's designed frame, if `clip` is the content view of a scroll view: the
    /// inside of the scroll view's border.
    func designedClip(_ clip: Int) -> [Double]? {
        guard archive.className(clip) == "NSClipView", let scroll = parents[clip]?.parent,
            archive.className(scroll) == "NSScrollView",
            case .reference(clip)? = archive.value(named: "NSContentView", in: scroll),
            let outer = archivedFrame(of: scroll),
            let flags = archive.value(named: "NSsFlags", in: scroll)?.integer,
            let inset = IBVocabulary.scrollViewBorderInsets[Int(flags & 0x3)]
        else { return nil }
        return [inset, inset, outer[2] - 2 * inset, outer[3] - 2 * inset]
    }

    /// The designed frames of the views ibtool autoresized in a window's scroll view
    /// (``resizedDesigns``): ibtool tiles the clip view of a scroll view in a window (not in a
    /// tab view item; no table, whose columns lay it out, and no header) inside its visible
    /// scrollers, and its document view follows with its autoresizing mask, its subviews with
    /// theirs (test10_next_key). Each is given back the frame it had in the designed clip view:
    /// the same autoresizing from the archived size to the designed one.
    mutating func readResizedDocumentViews() {
        guard isAppKit else { return }
        // Clip views found by class index, and the members' children listed only once a clip
        // view's document view is resized (both made for every nib before: 2 M instructions in
        // benchmark pass 7's model).
        let clipClasses = archive.classNames.indices.filter { archive.classNames[$0] == "NSClipView" }
        guard !clipClasses.isEmpty else { return }
        let clips = members.filter { clipClasses.contains(Int(archive.objects[$0].classIndex)) }
        guard !clips.isEmpty else { return }
        var listedChildren: [Int: [Int]]?
        for clip in clips {
            guard case .reference(let document)? = archive.value(named: "NSDocView", in: clip),
                memberSet.contains(document), let scroll = parents[clip]?.parent,
                archive.value(named: "NSHeaderView", in: scroll) == nil,
                !["NSTableView", "NSOutlineView"].contains(archive.className(document)),
                isInWindow(scroll), let clipFrame = archivedFrame(of: clip), let designed = designedClip(clip),
                clipFrame[2] != designed[2] || clipFrame[3] != designed[3],
                let old = archivedFrame(of: document)
            else { continue }
            let mask = (archive.value(named: "NSvFlags", in: document)?.integer ?? 0) & 0x3F
            var new = old
            if mask & 0x2 != 0 {
                new[2] += designed[2] - clipFrame[2]
            } else if old[2] == clipFrame[2] {
                new[2] = designed[2]
            }
            if mask & 0x10 != 0 {
                new[3] += designed[3] - clipFrame[3]
            } else if old[3] == clipFrame[3] {
                new[3] = designed[3]
            }
            guard new != old else { continue }
            resizedDesigns[document] = new
            let children: [Int: [Int]]
            if let listedChildren {
                children = listedChildren
            } else {
                var listed: [Int: [Int]] = [:]
                for object in members {
                    if let parent = parents[object]?.parent { listed[parent, default: []].append(object) }
                }
                listedChildren = listed
                children = listed
            }
            // The subviews, each resized as the compiler resizes them, the other way.
            var pending: [(view: Int, old: [Double], new: [Double], depth: Int)] = [(document, old, new, 0)]
            while let (view, from, to, depth) = pending.popLast() {
                guard depth < 64 else { continue }
                for child in children[view] ?? [] {
                    guard archive.value(named: "NSSuperview", in: child)?.reference == view,
                        let frame = archivedFrame(of: child)
                    else { continue }
                    let childMask = (archive.value(named: "NSvFlags", in: child)?.integer ?? 0) & 0x3F
                    let resized = Autoresizing.frame(frame, mask: childMask, from: from, to: to)
                    guard resized != frame else { continue }
                    resizedDesigns[child] = resized
                    pending.append((child, frame, resized, depth + 1))
                }
            }
        }
    }

    /// Whether `view` is inside a window's views and not inside a tab view item's.
    private func isInWindow(_ view: Int) -> Bool {
        var current = view
        for _ in 0..<256 {
            guard let parent = parents[current]?.parent else { return false }
            if archive.classKind(parent) == .windowTemplate { return true }
            if archive.className(parent) == "NSTabViewItem" { return false }
            current = parent
        }
        return false
    }

    /// ``IBVocabulary/stringLists`` by the archive's key numbers (each key is an ``ArchiveKey``;
    /// a test holds the two lists equal).
    static let stringLists: [(ArchiveKey, IBVocabulary.StringList)] = IBVocabulary.stringLists.compactMap { list in
        ArchiveKey(rawValue: list.archiveKey).map { ($0, list) }
    }

    /// The keys ``packedAttributes(of:element:traits:)`` reads, by archived class, for the report.
    static let tableKeys: [String: Set<String>] = [
        "NSScrollView": [IBVocabulary.scrollAmounts.key], "NSMenu": ["NSName"],
        "NSOutlineView": ["NSOutlineViewOutlineTableColumnKey", "NSGridStyleMask"],
        // The formatters' settings (`decodeNumberFormatter`, `decodeDateFormatter`).
        "NSNumberFormatter": ["NS.attributes"], "NSDateFormatter": ["NS.attributes"],
        // A text field's character picker and a box's margins (`adjustDecoded`).
        "NSTextFieldCell": ["NSCharacterPickerEnabled"], "NSSearchFieldCell": ["NSCharacterPickerEnabled"],
        "NSSecureTextFieldCell": ["NSCharacterPickerEnabled"],
        "NSComboBoxCell": ["NSCharacterPickerEnabled"],
        "NSBox": ["NSOffsets"],
        // Grid lines, a sort descriptor prototype, a path cell's colour (`adjustDecoded`) and a
        // window's content border (`writeUnkeyedChildren`).
        "NSTableView": ["NSGridStyleMask"], "NSTableColumn": ["NSSortDescriptorPrototype"],
        "NSPathCell": ["NSBackgroundColor"],
        "NSWindowTemplate": [
            "NSContentBorderThicknessMinY", "NSContentBorderThicknessMaxY",
            "NSAutorecalculatesContentBorderThicknessMinY", "NSAutorecalculatesContentBorderThicknessMaxY",
        ],
    ]

    /// Attributes the vocabulary's tables give beside its rules, for values no single scalar
    /// holds: a scroll view's scroll amounts (packed floats, ``IBVocabulary/scrollAmounts``),
    /// the role of a system menu (its `NSName`, ``IBVocabulary/systemMenuNames``) and an outline
    /// view's outline column (its first column unless a key names another).
    func packedAttributes(of object: Int, element: String, traits: ElementTraits) -> [(String, String)] {
        guard isAppKit else { return uiKitPackedAttributes(of: object, element: element) }
        switch traits.kind {
        case .scrollView:
            let table = IBVocabulary.scrollAmounts
            var amounts = [String](repeating: table.silence, count: table.attributes.count)
            if case .data(let start, let count)? = archive.value(named: table.key, in: object),
                Int(count) == 4 * amounts.count
            {
                archive.withBytes(start, count) { bytes in
                    for index in amounts.indices {
                        var bits: UInt32 = 0
                        for byte in bytes[(4 * index)..<(4 * index + 4)] { bits = bits << 8 | UInt32(byte) }
                        amounts[index] = IBValueCodec.format(Double(Float(bitPattern: bits)))
                    }
                }
            }
            return Array(zip(table.attributes, amounts))
        case .outlineView:
            // The column that shows the outline: ibtool archives no key for it when it is the
            // first column (the 4 outline views of the pairs, each naming its first column).
            let named = archive.value(named: "NSOutlineViewOutlineTableColumnKey", in: object)
            let column: Int?
            if case .reference(let target)? = named {
                column = target
            } else {
                column = archive.elements(archive.value(named: "NSTableColumns", in: object)).first
            }
            guard let column, memberSet.contains(column) else { return [] }
            return [("outlineTableColumn", elementID(of: column))]
        case .menu:
            guard let name = archive.string(archive.value(named: "NSName", in: object)),
                let role = IBVocabulary.systemMenuNames.first(where: { $0.value == name })?.key
            else { return [] }
            return [("systemMenu", role)]
        default:
            return []
        }
    }

    /// An object without an id, written as an element named after its class.
    private func writeEmbedded(
        _ object: Int, key: String?, depth: Int, into writer: inout TreeWriter
    ) throws(NibParseError) {
        let kind = archive.classKind(object)
        let className = vocabularyClass(of: object, kind: kind)
        let decoded = decodedAttributesOnce(of: object, kind: kind)
        let element = ArchivedClass.elementName(for: className)
        try writer.open(element, at: archive.position(of: object))
        if let key { writer.attribute(.key, key) }
        for attribute in decoded.attributes { writer.attribute(attribute) }
        // A UIKit segment's image (``IBVocabulary/uiKitImageKeys``), which the archiver writes itself.
        if !isAppKit {
            for (name, value) in uiKitImageAttributes(of: object, element: element) {
                writer.attribute(named: name, value)
            }
        }
        writer.endAttributes()
        try writeDecodedChildren(
            decoded, of: object, kind: kind, depth: depth, keys: SpecialKeys(of: object, in: archive), into: &writer)
        if isAppKit {
            for rule in IBVocabulary.nilWhenUnarchived
            where rule.element == element && archive.value(named: rule.archiveKey, in: object) == nil {
                try writer.leaf("nil", [("key", rule.key)])
            }
        }
        writer.end()
        plans.giveBack(decoded: consume decoded)
    }

    /// The scalar stored under `path` in `object`: a key, or `A/B` for key `B` of the object
    /// that `A` refers to. Strings come back as text, numbers as numbers, `NSNumber` objects as
    /// their value; references to other objects as `nil`.
    private func scalar(forKeyPath path: String, in object: Int) -> IBArchivedValue? {
        var target = object
        var key = Substring(path)
        var depth = 0
        while let slash = key.firstIndex(of: "/"), depth < 4 {
            guard case .reference(let next) = archive.value(named: String(key[..<slash]), in: target) else {
                return nil
            }
            target = next
            key = key[key.index(after: slash)...]
            depth += 1
        }
        guard let value = archive.value(named: String(key), in: target) else { return nil }
        return scalar(of: value)
    }

    /// A value as the vocabulary reads it (see ``scalar(forKeyPath:in:)``).
    private func scalar(of value: ArchiveValue) -> IBArchivedValue? {
        switch value {
        case .integer(let number): return .integer(number)
        case .boolean(let flag): return .boolean(flag)
        case .double(let number): return .real(number)
        case .float(let number): return .float(Double(number))
        case .null: return .null
        case .string, .data: return archive.string(value).map(IBArchivedValue.string)
        case .reference(let index):
            switch archive.classKind(index) {
            case .nsString, .nsMutableString, .nsLocalizableString:
                return archive.string(value).map(IBArchivedValue.string)
            case .nsNumber:
                return archive.number(value).map(IBArchivedValue.real)
            default:
                // A view's layout guide is no object of the nib, but constraints name it by the
                // id its `<viewLayoutGuide>` has (``writeViewLayoutGuides``,
                // ``writeUIKitViewLayoutGuides``).
                if memberSet.contains(index) || archive.classKind(index) == .layoutGuide
                    || (!isAppKit && archive.className(index) == "UILayoutGuide")
                {
                    return .objectID(elementID(of: index))
                }
                if let text = archive.string(value) { return .string(text) }
                if let known = plans.valueObjects[index] { return known }
                let object = valueObject(index)
                plans.valueObjects[index] = object
                return object
            }
        default:
            return nil
        }
    }

    /// The `<color>` attributes of archived colour `index` (``IBColorCodec``), `nil` when it is
    /// no colour the codec reads.
    func colorAttributes(of index: Int) -> [(name: String, value: String)]? {
        guard case .object(let className, let fields) = plans.valueObjects[index] ?? valueObject(index) else {
            return nil
        }
        return IBColorCodec.decode(className: className, fields: fields)
    }

    /// An object that is no element of the document (a font, a colour), by its class and the
    /// scalars it holds.
    func valueObject(_ index: Int) -> IBArchivedValue {
        var fields: [String: IBArchivedValue] = [:]
        // Sized once: grown from empty, a colour's half-dozen fields cost three larger tables
        // and every key hashed again into each.
        fields.reserveCapacity(archive.slotRange(of: index).count)
        for slot in archive.slotRange(of: index) {
            let entry = archive.slots[slot]
            guard entry.key >= 0 else { continue }
            let key = archive.keyName(Int(entry.key))
            switch entry.value {
            case .integer(let number): fields[key] = .integer(number)
            case .boolean(let flag): fields[key] = .boolean(flag)
            case .double(let number): fields[key] = .real(number)
            case .float(let number): fields[key] = .float(Double(number))
            case .string, .data: fields[key] = archive.string(entry.value).map(IBArchivedValue.string)
            case .reference(let target):
                if let text = archive.string(entry.value) {
                    fields[key] = .string(text)
                } else if archive.classKind(target) == .nsNumber, let number = archive.number(entry.value) {
                    fields[key] = .real(number)
                } else if key == "NSTextStyleDescriptor", let style = textStyle(ofDescriptor: target) {
                    fields[IBFontCodec.textStyleField] = .string(style)
                } else if key == "NSCustomColorSpace", let id = archive.number(archive.value(named: "NSID", in: target))
                {
                    // A colour's custom space by its `NSID` (``IBColorCodec/customColorSpaces``).
                    fields[key] = .integer(Int64(id))
                }
            default: continue
            }
        }
        return .object(className: archive.className(index), fields: fields)
    }

    /// The text style a font descriptor names (its attributes' `NSCTFontUIUsageAttribute`,
    /// `UICTFontTextStyleSubhead`), the text style of the font whose `NSTextStyleDescriptor` it is.
    private func textStyle(ofDescriptor descriptor: Int) -> String? {
        let attributes = archive.value(named: "NSFontDescriptorAttributes", in: descriptor)
        for entry in archive.dictionary(attributes)
        where archive.string(.reference(entry.key)) == "NSCTFontUIUsageAttribute" {
            return archive.string(.reference(entry.value))
        }
        return nil
    }

    /// The id the document gives member `object`: its oid, or `obj` and its index, after the
    /// document's prefix.
    func elementID(of object: Int) -> String {
        if !idOverrides.isEmpty, let id = idOverrides[object] { return id }
        if let oid = oids[object] { return idPrefix + IBValueCodec.decimal(oid) }
        return idPrefix + "obj" + IBValueCodec.decimal(Int64(object))
    }
}
