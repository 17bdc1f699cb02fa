/// Numbers strings in the order they are first inserted (an archive's keys, its class names),
/// hashing each string's UTF-8 bytes eight at a time into an open-addressed table.
///
/// `Dictionary<String, Int>` hashes with SipHash behind a seeded `Hasher`: several times the
/// work of this table for the short ASCII keys of an archive, looked up once per entry.
struct StringNumbering {
    /// The strings inserted, by number.
    private(set) var names: [String] = []
    private var hashes: [UInt64] = []
    /// Numbers by bucket (a power of two in size), -1 for an empty bucket.
    private var slots: [Int32]

    /// An empty numbering with room for about `capacity` strings before it grows.
    init(capacity: Int = 32) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
    }

    /// How many strings are numbered.
    var count: Int { names.count }

    /// The number of `name`, or `nil` when it was never inserted.
    func number(of name: String) -> Int? {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while true {
            let number = Int(slots[bucket])
            if number < 0 { return nil }
            if hashes[number] == hash, names[number] == name { return number }
            bucket = (bucket + 1) & mask
        }
    }

    /// The number of `name`, inserting it with the next number if it is new.
    @discardableResult
    mutating func insert(_ name: String) -> (number: Int, inserted: Bool) {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while true {
            let number = Int(slots[bucket])
            if number < 0 { break }
            if hashes[number] == hash, names[number] == name { return (number, false) }
            bucket = (bucket + 1) & mask
        }
        let number = names.count
        names.append(name)
        hashes.append(hash)
        slots[bucket] = Int32(number)
        if names.count * 2 > slots.count { grow() }
        return (number, true)
    }

    private mutating func grow() {
        let size = slots.count * 2
        let mask = size - 1
        var slots = [Int32](repeating: -1, count: size)
        for (number, hash) in hashes.enumerated() {
            var bucket = Int(truncatingIfNeeded: hash) & mask
            while slots[bucket] >= 0 { bucket = (bucket + 1) & mask }
            slots[bucket] = Int32(number)
        }
        self.slots = slots
    }

    /// A 64-bit hash of `text`'s UTF-8 bytes (not seeded: the same in every process).
    static func hash(_ text: String) -> UInt64 {
        if let hash = text.utf8.withContiguousStorageIfAvailable({ hash(bytes: UnsafeRawBufferPointer($0)) }) {
            return hash
        }
        return Array(text.utf8).withUnsafeBytes { hash(bytes: $0) }
    }

    /// A 64-bit hash of `bytes`, eight at a time, with a final mix.
    static func hash(bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        var state = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var offset = 0
        let count = bytes.count
        while offset + 8 <= count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            state = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
            state ^= state >> 29
            offset += 8
        }
        if offset < count {
            // The last one to seven bytes: four, two and one at a time.
            var word: UInt64 = 0
            var shift: UInt64 = 0
            if count - offset >= 4 {
                word = UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                shift = 32
                offset += 4
            }
            if count - offset >= 2 {
                word |= UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << shift
                shift += 16
                offset += 2
            }
            if offset < count { word |= UInt64(bytes[offset]) << shift }
            state = (state ^ word) &* 0xC4CE_B9FE_1A85_EC53
        }
        return mix(state)
    }

    /// Mixes `value`'s bits (the 64-bit finaliser of MurmurHash3).
    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value = value &* 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
