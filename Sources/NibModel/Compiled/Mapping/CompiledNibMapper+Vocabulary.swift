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
    func vocabularyPlan(of object: Int, kind: ArchiveClass) -> IBDecodingPlan {
        switch kind {
        case .nsClassSwapper, .uiClassSwapper:
            plans.plan(className: vocabularyClass(of: object, kind: kind), classIndex: nil, appKit: isAppKit)
        default:
            plans.plan(
                className: archive.className(object), classIndex: archive.objects[object].classIndex, appKit: isAppKit)
        }
    }

    /// What the vocabulary says a document writes for archived object `object`: attributes,
    /// keyed attribute elements and rectangles (see ``IBVocabulary/decode(archivedClass:platform:value:)``).
    ///
    /// The object's slots are read once: each slot whose key starts one of the plan's key paths
    /// is noted, and each path's value is converted once, however many properties read it (the
    /// flags of a cell share one integer). ``decodedAttributesByName(of:kind:)`` is the same
    /// decoding by key names, which a test holds this one to.
    func decodedAttributes(of object: Int, kind: ArchiveClass) -> IBDecodedAttributes {
        let plan = vocabularyPlan(of: object, kind: kind)
        guard !plan.properties.isEmpty else { return IBDecodedAttributes() }
        // The mapper's scratch tables, taken for this object and given back (no allocation per object).
        var firstSlots = plans.takeFirstSlots(count: plan.firstKeys.count)
        for slot in archive.slotRange(of: object) {
            let key = archive.slots[slot].key
            guard key >= 0 else { continue }
            let number = plans.keyNumbers[Int(key)]
            guard number >= 0 else { continue }
            let position = Int(plan.firstKeyPositions[Int(number)])
            if position >= 0, firstSlots[position] < 0 { firstSlots[position] = Int32(slot) }
        }
        var converted = plans.takeConverted(count: plan.paths.count)
        let decoded = IBVocabulary.decode(plan) { index in
            if let known = converted[index] { return known }
            let value = scalar(path: plan.paths[index], firstSlots: firstSlots)
            converted[index] = .some(value)
            return value
        }
        plans.giveBack(firstSlots: firstSlots, converted: converted)
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

    /// The value of a resolved key path, from the slots an object's pass found for the paths'
    /// first keys (see ``scalar(forKeyPath:in:)``, which reads the same by names).
    private func scalar(path: (first: Int, rest: [Int32]?), firstSlots: [Int32]) -> IBArchivedValue? {
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
        return scalar(of: value)
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
        _ decoded: IBDecodedAttributes, of object: Int, kind: ArchiveClass, depth: Int, into writer: inout TreeWriter
    ) throws(NibParseError) {
        for rect in decoded.rects where rect.key != "frame" || depth > 0 {
            try writer.leaf(
                "rect",
                [
                    ("key", rect.key), ("x", rect.numbers[0]), ("y", rect.numbers[1]), ("width", rect.numbers[2]),
                    ("height", rect.numbers[3]),
                ])
        }
        for element in decoded.keyed {
            try writer.leaf(element.element, [("key", element.key)] + element.attributes.map { ($0.name, $0.value) })
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

    /// An object without an id, written as an element named after its class.
    private func writeEmbedded(
        _ object: Int, key: String?, depth: Int, into writer: inout TreeWriter
    ) throws(NibParseError) {
        let kind = archive.classKind(object)
        let className = vocabularyClass(of: object, kind: kind)
        let decoded = decodedAttributes(of: object, kind: kind)
        var attributes: [(String, String)] = key.map { [("key", $0)] } ?? []
        attributes += decoded.attributes.map { ($0.name, $0.value) }
        try writer.start(
            ArchivedClass.elementName(for: className), attributes, at: archive.position(of: object))
        try writeDecodedChildren(decoded, of: object, kind: kind, depth: depth, into: &writer)
        writer.end()
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
                if memberSet.contains(index) { return .objectID(elementID(of: index)) }
                if let text = archive.string(value) { return .string(text) }
                return valueObject(index)
            }
        default:
            return nil
        }
    }

    /// An object that is no element of the document (a font, a colour), by its class and the
    /// scalars it holds.
    private func valueObject(_ index: Int) -> IBArchivedValue {
        var fields: [String: IBArchivedValue] = [:]
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
                }
            default: continue
            }
        }
        return .object(className: archive.className(index), fields: fields)
    }

    /// The id the document gives member `object`: its oid, or `obj` and its index, after the
    /// document's prefix.
    func elementID(of object: Int) -> String {
        if !idOverrides.isEmpty, let id = idOverrides[object] { return id }
        if let oid = oids[object] { return idPrefix + String(oid) }
        return idPrefix + "obj" + String(object)
    }
}
