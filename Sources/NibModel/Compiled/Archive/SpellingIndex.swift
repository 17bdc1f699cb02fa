#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// A fixed table of spellings (the archive keys and classes the mapper tells apart) found from
/// raw UTF-8 bytes: a constant-time hash (``spellingHash(_:)``), an open-addressing probe, then
/// a length check and one `memcmp` — no `String`, no `Hasher`, no reference counting per
/// lookup.
///
/// Never changed after it is made, so one instance (each is a `static let`) is shared by every
/// thread.
final class SpellingIndex<Value: Sendable>: @unchecked Sendable {
    /// The entry each hash slot holds, or -1.
    private let slots: UnsafeMutablePointer<Int32>
    private let mask: Int
    /// Every spelling's bytes, back to back, with each entry's start and length.
    private let bytes: UnsafeMutablePointer<UInt8>
    private let starts: [Int]
    private let lengths: [Int]
    private let values: [Value]

    init(_ entries: [(spelling: String, value: Value)]) {
        var size = 16
        while size < entries.count * 4 { size *= 2 }
        mask = size - 1
        slots = .allocate(capacity: size)
        slots.initialize(repeating: -1, count: size)
        let total = entries.reduce(0) { $0 + $1.spelling.utf8.count }
        bytes = .allocate(capacity: max(total, 1))
        var starts: [Int] = []
        var lengths: [Int] = []
        var offset = 0
        for (entry, (spelling, _)) in entries.enumerated() {
            let utf8 = Array(spelling.utf8)
            for (index, byte) in utf8.enumerated() { bytes[offset + index] = byte }
            starts.append(offset)
            lengths.append(utf8.count)
            var slot = utf8.withUnsafeBufferPointer { spellingHash($0) } & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
            offset += utf8.count
        }
        self.starts = starts
        self.lengths = lengths
        values = entries.map(\.value)
    }

    deinit {
        slots.deallocate()
        bytes.deallocate()
    }

    /// The value spelt by `spelling`, or `nil`.
    func value(of spelling: UnsafeBufferPointer<UInt8>) -> Value? {
        guard let base = spelling.baseAddress else { return nil }
        var slot = spellingHash(spelling) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if lengths[entry] == spelling.count, memcmp(bytes + starts[entry], base, spelling.count) == 0 {
                return values[entry]
            }
            slot = (slot + 1) & mask
        }
    }

    /// The value spelt by `spelling`, or `nil`.
    func value(of spelling: String) -> Value? {
        var spelling = spelling
        return spelling.withUTF8 { value(of: $0) }
    }

}

/// The first eight bytes of a spelling and its last eight, packed little-endian; a spelling
/// under eight bytes is all in the first word (zero-padded) and its last word is zero. With the
/// length, the two words are the whole spelling up to 16 bytes.
@inline(__always)
func spellingWords(_ bytes: UnsafeBufferPointer<UInt8>) -> (head: UInt64, tail: UInt64) {
    let count = bytes.count
    guard count >= 8, let base = bytes.baseAddress else {
        var head: UInt64 = 0
        for (index, byte) in bytes.enumerated() { head |= UInt64(byte) &<< (index &* 8) }
        return (head, 0)
    }
    return (
        UnsafeRawPointer(base).loadUnaligned(as: UInt64.self),
        UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)
    )
}

/// The hash of a spelling from its length and ``spellingWords(_:)``, mixed — a constant cost
/// whatever the length. Spellings that agree in those words only share a probe sequence;
/// lookups still compare every byte.
@inline(__always)
func spellingHash(head: UInt64, tail: UInt64, count: Int) -> Int {
    var hash = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
    hash ^= hash >> 31
    hash = hash &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: hash ^ hash >> 29)
}

/// The hash of the spelling indices and of the tables' key interning (see
/// ``spellingHash(head:tail:count:)``).
@inline(__always)
func spellingHash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let (head, tail) = spellingWords(bytes)
    return spellingHash(head: head, tail: tail, count: bytes.count)
}
