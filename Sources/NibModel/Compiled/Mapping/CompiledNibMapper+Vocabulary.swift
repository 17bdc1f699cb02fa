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
                return archive.string(value).map(IBArchivedValue.string)
            }
        default:
            return nil
        }
    }
}
