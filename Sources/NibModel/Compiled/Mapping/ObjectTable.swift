/// A value per archived object, stored by object index: the mapper's tables, without hashing.
///
/// Most tables hold values for a few objects only, so the values are kept densely and found
/// through a table of positions by object: making and freeing the table costs nothing per
/// object without a value, whatever the value's type.
///
/// Every index the mapper uses comes from the archive, whose reader has checked it.
struct ObjectTable<Value> {
    /// The position of each object's value in ``storage``, or -1.
    private var positions: [Int32]
    private var storage: [Value?] = []

    init(count: Int) {
        positions = Array(repeating: -1, count: count)
    }

    subscript(index: Int) -> Value? {
        get {
            let position = positions[index]
            return position < 0 ? nil : storage[Int(position)]
        }
        set {
            let position = positions[index]
            if position >= 0 {
                storage[Int(position)] = newValue
            } else if let newValue {
                positions[index] = Int32(storage.count)
                storage.append(newValue)
            }
        }
    }

    subscript(index: Int, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[index] ?? defaultValue() }
        // In place, so that `table[i, default: []].append(x)` does not copy the array.
        _modify {
            var position = Int(positions[index])
            if position < 0 {
                position = storage.count
                positions[index] = Int32(position)
                storage.append(defaultValue())
            } else if storage[position] == nil {
                storage[position] = defaultValue()
            }
            yield &storage[position]!
        }
    }

    /// The values present, in object order.
    var values: [Value] { positions.compactMap { $0 < 0 ? nil : storage[Int($0)] } }
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
