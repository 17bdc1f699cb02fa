/// A value per archived object, stored by object index: the mapper's tables, without hashing.
///
/// Every index the mapper uses comes from the archive, whose reader has checked it.
struct ObjectTable<Value> {
    private var storage: [Value?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    subscript(index: Int, default defaultValue: @autoclosure () -> Value) -> Value {
        get { storage[index] ?? defaultValue() }
        set { storage[index] = newValue }
    }

    /// The values present, in object order.
    var values: [Value] { storage.compactMap { $0 } }
}

/// One flag per archived object.
struct ObjectFlags {
    private var storage: [Bool]

    init(count: Int) {
        storage = Array(repeating: false, count: count)
    }

    func contains(_ index: Int) -> Bool { storage[index] }

    mutating func insert(_ index: Int) { storage[index] = true }

    mutating func remove(_ index: Int) { storage[index] = false }
}
