extension CompiledArchive {
    /// The key under which `NIBArchive` collections store each element.
    static let emptyKey = "UINibEncoderEmptyKey"

    /// Whether `key` is ``emptyKey``, its length compared first.
    static func isEmptyKey(_ key: String) -> Bool {
        key.utf8.count == 20 && key == emptyKey
    }

    /// The string a value stands for: a plist string, or a reference to a string object
    /// (`NSString` and its kin with `NS.bytes` or `NS.string`, a keyed archive's plain
    /// string).
    public func string(_ value: Value?) -> String? {
        switch value {
        case .string(let text): return text
        case .data(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .reference(let index):
            let object = objects[index]
            for entry in object.values {
                switch (entry.key, entry.value) {
                case (Object.plainValueKey, .string(let text)), ("NS.string", .string(let text)): return text
                case ("NS.bytes", .data(let bytes)): return String(decoding: bytes, as: UTF8.self)
                case ("NS.bytes", .string(let text)): return text
                case ("NS.string", .reference(let inner)) where inner != index:
                    if case .string(let text) = objects[inner].value(forKey: Object.plainValueKey) { return text }
                default: continue
                }
            }
            return nil
        default: return nil
        }
    }

    /// The string stored under `key` in `object`.
    public func string(forKey key: String, in object: Object) -> String? {
        string(object.value(forKey: key))
    }

    /// The number a value stands for: a scalar, or a reference to an `NSNumber`.
    public func number(_ value: Value?) -> Double? {
        if let number = value?.number { return number }
        guard case .reference(let index) = value else { return nil }
        return objects[index].values.lazy.compactMap(\.value.number).first
    }

    /// The elements of a collection (`NSArray`, `NSSet` and their mutable kin) as object
    /// indices: `UINibEncoderEmptyKey` values (`NIBArchive`) or the `NS.objects` array
    /// (keyed archives). Non-reference elements are skipped.
    public func elements(_ value: Value?) -> [Int] {
        switch value {
        case .array(let items): return items.compactMap(\.reference)
        case .reference(let index):
            let object = objects[index]
            if case .array(let items) = object.value(forKey: "NS.objects") { return items.compactMap(\.reference) }
            return object.values.compactMap { Self.isEmptyKey($0.key) ? $0.value.reference : nil }
        default: return []
        }
    }

    /// The entries of a dictionary object as (key, value) object indices: alternating
    /// `UINibEncoderEmptyKey` values (`NIBArchive`) or `NS.keys` with `NS.objects`.
    public func dictionary(_ value: Value?) -> [(key: Int, value: Int)] {
        guard case .reference(let index) = value else { return [] }
        let object = objects[index]
        if case .array(let keys) = object.value(forKey: "NS.keys"),
            case .array(let values) = object.value(forKey: "NS.objects")
        {
            return zip(keys, values).compactMap { key, value in
                guard let key = key.reference, let value = value.reference else { return nil }
                return (key, value)
            }
        }
        let items = object.values.compactMap { Self.isEmptyKey($0.key) ? $0.value.reference : nil }
        return stride(from: 0, to: items.count - 1, by: 2).map { (items[$0], items[$0 + 1]) }
    }
}
