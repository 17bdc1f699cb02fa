/// A value per archived object, stored by object index: the mapper's tables, without hashing.
///
/// Most tables hold values for a few objects only, so the values are kept densely and found
/// through a table of positions by object: making and freeing the table costs nothing per
/// object without a value, whatever the value's type.
///
/// Every index the mapper uses comes from the archive, whose reader has checked it.
struct ObjectTable<Value> {
    /// The position of each object's value in ``storage``, or -1; empty until the first value
    /// is stored (a mapper makes eleven tables, most of which a small nib leaves empty).
    private var positions: [Int32] = []
    private var storage: [Value?] = []
    /// How many objects the table has room for.
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    subscript(index: Int) -> Value? {
        get {
            guard !positions.isEmpty else { return nil }
            let position = positions[index]
            return position < 0 ? nil : storage[Int(position)]
        }
        set {
            if positions.isEmpty {
                guard newValue != nil else { return }
                positions = Array(repeating: -1, count: count)
            }
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
            if positions.isEmpty { positions = Array(repeating: -1, count: count) }
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
    var values: [Value] {
        guard !positions.isEmpty else { return [] }
        return positions.compactMap { $0 < 0 ? nil : storage[Int($0)] }
    }
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

/// Each object's children in the order they were added, as linked lists over three flat
/// tables: nothing is made per parent, and nothing but the tables is freed.
struct ChildLists {
    private var first: [Int32]
    private var last: [Int32]
    private var next: [Int32]

    init(count: Int) {
        first = Array(repeating: -1, count: count)
        last = Array(repeating: -1, count: count)
        next = Array(repeating: -1, count: count)
    }

    /// Adds `child` after the children `parent` already has; each child is added once.
    mutating func append(_ child: Int, to parent: Int) {
        let tail = last[parent]
        if tail < 0 { first[parent] = Int32(child) } else { next[Int(tail)] = Int32(child) }
        last[parent] = Int32(child)
    }

    /// The children of `parent`, in order.
    func children(of parent: Int) -> Children { Children(lists: self, current: first[parent]) }

    /// A pass over one parent's children.
    struct Children: Sequence, IteratorProtocol {
        let lists: ChildLists
        var current: Int32

        mutating func next() -> Int? {
            guard current >= 0 else { return nil }
            defer { current = lists.next[Int(current)] }
            return Int(current)
        }
    }
}

/// For each key that links a child to its parent: the child's `key=` and the wrapper element
/// of a collection (`NSSubviews` → `subviews`), by key index, plus links added past the
/// archive's keys. Kept sparse, so that the keys without a name cost one integer each.
struct LinkNames {
    private var positions: [Int32]
    private var names: [(key: String, wrapper: String)] = []

    init(count: Int = 0) {
        positions = Array(repeating: -1, count: count)
    }

    /// The number of link indices, the next one ``append(_:)`` gives.
    var count: Int32 { Int32(positions.count) }

    subscript(key: Int32) -> (key: String, wrapper: String)? {
        get {
            let position = positions[Int(key)]
            return position < 0 ? nil : names[Int(position)]
        }
        set {
            let position = positions[Int(key)]
            if let newValue, position >= 0 {
                names[Int(position)] = newValue
            } else if let newValue {
                positions[Int(key)] = Int32(names.count)
                names.append(newValue)
            } else {
                positions[Int(key)] = -1
            }
        }
    }

    /// Adds a link past the archive's keys.
    mutating func append(_ name: (key: String, wrapper: String)) {
        positions.append(Int32(names.count))
        names.append(name)
    }
}

/// Each member's parent, the parent's key that holds it (an index into the key table, -1 for
/// none) and whether it is held through a collection, by object index: one flat table that
/// every object has a record in, so that a read is one bounds check and a write never copies.
struct ParentTable {
    private struct Record {
        /// The parent's object index, or -1 for none.
        var parent: Int32
        var key: Int32
        var inCollection: Bool
    }

    private var records: [Record]

    init(count: Int) {
        records = Array(repeating: Record(parent: -1, key: -1, inCollection: false), count: count)
    }

    subscript(index: Int) -> (parent: Int, key: Int32, inCollection: Bool)? {
        get {
            let record = records[index]
            return record.parent < 0 ? nil : (Int(record.parent), record.key, record.inCollection)
        }
        set {
            if let newValue {
                records[index] = Record(
                    parent: Int32(newValue.parent), key: newValue.key, inCollection: newValue.inCollection)
            } else {
                records[index].parent = -1
            }
        }
    }

    /// The parent of `index`, or -1 for none.
    func parent(of index: Int) -> Int { Int(records[index].parent) }
}

/// For each child of a parent the structure pass has indexed, the parent's key that holds it and
/// whether through a collection, by object index, in one flat table.
struct LinkTable {
    /// The key index, or `Int32.min` for no link.
    private var keys: [Int32]
    private var inCollection: [Bool]

    init(count: Int) {
        keys = Array(repeating: Int32.min, count: count)
        inCollection = Array(repeating: false, count: count)
    }

    subscript(index: Int) -> (key: Int32, inCollection: Bool)? {
        get {
            let key = keys[index]
            return key == Int32.min ? nil : (key, inCollection[index])
        }
        set {
            keys[index] = newValue?.key ?? Int32.min
            inCollection[index] = newValue?.inCollection ?? false
        }
    }
}
