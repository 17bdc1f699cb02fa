/// The order of the key table Apple's ibtool writes: the iteration order of the hash set in
/// which its encoder interns keys.
///
/// What is known of that set (CoreFoundation's published sources for the hash and the table
/// sizes; the rest measured on Apple's nibs, and checked here against 109 of the corpus's 110
/// key tables): a key's hash is CoreFoundation's string hash (`__CFStrHashEightBit`: the length,
/// then base-257 over the characters, four at a time, the first, middle and last 32 of a string
/// longer than 96, and a final `h + (h << (length & 31))`, in 64 bits); a key's bucket is the
/// hash modulo the table size, collisions probing linearly to the next free bucket; the table
/// starts with 3 buckets and grows through CoreFoundation's prime ladder when an insertion
/// would pass its capacity (or find no free bucket), re-inserting the old buckets in order with
/// the new key spliced in where probing the old table put it. Keys are interned in encoding
/// order: depth first, each object's keys in entry order, an object met through a reference
/// encoded at once (conditional references are not followed), then any object not met.
enum AppleKeyOrder {
    /// Bucket counts, CoreFoundation's `__CFBasicHashTableSizes`.
    static let sizes = [3, 7, 13, 23, 41, 71, 127, 191, 251, 383, 631, 1087, 1723, 2803, 4523, 7351, 11959]
    /// The most keys each size holds (CoreFoundation's capacities, one more from 7 buckets up).
    static let capacities = [3, 7, 12, 20, 33, 53, 86, 119, 156, 238, 390, 672, 1065, 1724, 2796, 4544, 7392]

    /// CoreFoundation's hash of a string, over its UTF-16 code units (the same as over the
    /// bytes of the ASCII keys archives use).
    static func hash(_ key: String) -> UInt64 {
        // An ASCII key's UTF-16 units are its bytes: hashed in place, without an array of units.
        let ascii = key.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return hash(units: bytes)
        }
        if let ascii, let hash = ascii { return hash }
        return hash(units: Array(key.utf16))
    }

    /// ``hash(_:)`` over a string's UTF-16 code units (or the bytes of an ASCII string).
    private static func hash<Units: RandomAccessCollection>(
        units: Units
    ) -> UInt64 where Units.Index == Int, Units.Element: UnsignedInteger {
        let length = units.count
        var result = UInt64(length)
        // Base 257, four characters at a time; each run of 32 (below) is a multiple of four, so
        // mixing the three runs one after the other is mixing their concatenation.
        func mix(_ range: Range<Int>) {
            var index = units.startIndex + range.lowerBound
            let end = units.startIndex + range.upperBound
            while index + 4 <= end {
                result =
                    result &* 67_503_105 &+ UInt64(units[index]) &* 16_974_593
                    &+ UInt64(units[index + 1]) &* 66_049 &+ UInt64(units[index + 2]) &* 257
                    &+ UInt64(units[index + 3])
                index += 4
            }
            while index < end {
                result = result &* 257 &+ UInt64(units[index])
                index += 1
            }
        }
        if length <= 96 {
            mix(0..<length)
        } else {
            let middle = length / 2
            mix(0..<32)
            mix((middle - 16)..<(middle + 16))
            mix((length - 32)..<length)
        }
        return result &+ (result << UInt64(length & 31))
    }

    /// The table order of `keys` (distinct, in the order they are interned).
    static func order(_ keys: [String]) -> [String] {
        orderedIndices(keys).map { keys[$0] }
    }

    /// The positions in `keys` (distinct, in interning order) in the order Apple's writer
    /// stores them: ``order(_:)`` as indices, so a caller that numbered the keys keeps its
    /// numbers.
    static func orderedIndices(_ keys: [String]) -> [Int] {
        let hashes = keys.map(hash)
        var level = 0
        var table = [Int](repeating: -1, count: sizes[0])
        func probe(_ table: [Int], _ hash: UInt64) -> Int? {
            let count = table.count
            var bucket = Int(hash % UInt64(count))
            for _ in 0..<count {
                if table[bucket] < 0 { return bucket }
                bucket += 1
                if bucket == count { bucket = 0 }
            }
            return nil
        }
        for index in keys.indices {
            let count = index + 1
            let free = probe(table, hashes[index])
            if let free, count <= capacities[level] {
                table[free] = index
                continue
            }
            // Grow: the old buckets in order, the new key where it would have gone.
            var sequence: [Int] = []
            sequence.reserveCapacity(count)
            for (bucket, occupant) in table.enumerated() {
                if bucket == free { sequence.append(index) }
                if occupant >= 0 { sequence.append(occupant) }
            }
            if free == nil { sequence.append(index) }
            while level < sizes.count - 1, count > capacities[level] { level += 1 }
            // Past the ladder (more keys than any nib holds): the size doubles.
            let size = count > capacities[level] ? max(count * 2, table.count * 2) : sizes[level]
            table = [Int](repeating: -1, count: size)
            for key in sequence {
                if let bucket = probe(table, hashes[key]) { table[bucket] = key }
            }
        }
        return table.filter { $0 >= 0 }
    }

    /// The keys of `graph` in the order the encoder interns them, starting from the objects in
    /// archive order `ids`.
    static func internOrder(of graph: ArchiveGraph, ids: [ArchiveGraph.ObjectID]) -> [String] {
        internNumbering(of: graph, ids: ids).keys.names
    }

    /// The keys of `graph` in interning order (``internOrder(of:ids:)``), numbered, with each
    /// entry's key number: `entryKeys[firstEntry[object] + position]`, -1 for an entry of an
    /// object the walk does not reach. The writer then looks no key up by its text.
    static func internNumbering(
        of graph: ArchiveGraph, ids: [ArchiveGraph.ObjectID]
    ) -> (keys: StringNumbering, firstEntry: [Int], entryKeys: [Int32]) {
        var firstEntry = [Int](repeating: 0, count: graph.objects.count + 1)
        for (index, object) in graph.objects.enumerated() {
            firstEntry[index + 1] = firstEntry[index] + object.entries.count
        }
        var entryKeys = [Int32](repeating: -1, count: firstEntry[graph.objects.count])
        var keys = StringNumbering(capacity: 128)
        var visited = [Bool](repeating: false, count: graph.objects.count)
        var stack: [(object: Int, entry: Int)] = []
        for start in ids where graph.contains(start) && !visited[start.index] {
            visited[start.index] = true
            stack.append((start.index, 0))
            while let (object, first) = stack.popLast() {
                graph.objects[object].entries.withUnsafeBufferPointer { entries in
                    var position = first
                    let base = firstEntry[object]
                    while position < entries.count {
                        let entry = entries[position]
                        entryKeys[base + position] = Int32(keys.insert(entry.key).number)
                        position += 1
                        if case .reference(let target) = entry.value, graph.contains(target),
                            !visited[target.index]
                        {
                            visited[target.index] = true
                            stack.append((object, position))
                            stack.append((target.index, 0))
                            break
                        }
                    }
                }
            }
        }
        return (keys, firstEntry, entryKeys)
    }
}
