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
        case .reference(let index): return storage.tables.string(.reference(index))
        default: return nil
        }
    }

    /// The string stored under `key` in `object`.
    public func string(forKey key: String, in object: Object) -> String? {
        let tables = object.storage.tables
        guard let slot = tables.firstSlot(named: key, in: object.index) else { return nil }
        let value = tables.slots[slot].value
        if case .reference(let index) = value, object.storage !== storage { return string(.reference(index)) }
        return tables.string(value)
    }

    /// The number a value stands for: a scalar, or a reference to an `NSNumber`.
    public func number(_ value: Value?) -> Double? {
        if let number = value?.number { return number }
        guard case .reference(let index) = value else { return nil }
        return storage.tables.number(.reference(index))
    }

    /// The elements of a collection (`NSArray`, `NSSet` and their mutable kin) as object
    /// indices: `UINibEncoderEmptyKey` values (`NIBArchive`) or the `NS.objects` array
    /// (keyed archives). Non-reference elements are skipped.
    public func elements(_ value: Value?) -> [Int] {
        switch value {
        case .array(let items): return items.compactMap(\.reference)
        case .reference(let index): return storage.tables.elements(.reference(index))
        default: return []
        }
    }

    /// The entries of a dictionary object as (key, value) object indices: alternating
    /// `UINibEncoderEmptyKey` values (`NIBArchive`) or `NS.keys` with `NS.objects`.
    public func dictionary(_ value: Value?) -> [(key: Int, value: Int)] {
        guard case .reference(let index) = value else { return [] }
        return storage.tables.dictionary(.reference(index))
    }
}
