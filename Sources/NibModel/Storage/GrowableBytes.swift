/// A byte buffer grown by hand: appending is a capacity check and a copy, with none of the
/// uniqueness checks and generic paths of `Array.append(contentsOf:)`.
struct GrowableBytes: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes held.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// Appends bytes; returns the offset where they start.
    @inline(__always)
    mutating func append(_ source: UnsafeBufferPointer<UInt8>) -> Int {
        let start = count
        let added = source.count
        if start + added > capacity { grow(to: start + added) }
        if added > 0, let base = source.baseAddress {
            (storage + start).update(from: base, count: added)
        }
        count = start + added
        return start
    }

    /// Drops the last `dropped` bytes.
    mutating func removeLast(_ dropped: Int) {
        count -= dropped
    }

    /// Empties the buffer, keeping its memory.
    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    /// The bytes from `start`, `length` long; valid until the next append.
    func bytes(start: Int, length: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage + start, count: length)
    }

    /// Every byte held; valid until the next append.
    var all: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    private mutating func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        new.update(from: storage, count: count)
        storage.deallocate()
        storage = new
        capacity = larger
    }
}
