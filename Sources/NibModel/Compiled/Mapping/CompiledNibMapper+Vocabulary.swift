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

    /// What the vocabulary says a document writes for archived object `object`: attributes,
    /// keyed attribute elements and rectangles (see ``IBVocabulary/decode(archivedClass:platform:value:)``).
    func decodedAttributes(of object: Int, kind: ArchiveClass) -> IBDecodedAttributes {
        let className = vocabularyClass(of: object, kind: kind)
        return IBVocabulary.decode(archivedClass: className, platform: isAppKit ? .appKit : .uiKit) { key in
            scalar(forKeyPath: key, in: object)
        }
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
        let platform: Platform = isAppKit ? .appKit : .uiKit
        for child in IBVocabulary.embeddedChildren(
            archivedClass: vocabularyClass(of: object, kind: kind), platform: platform)
        {
            let value = archive.value(named: child.key, in: object)
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
