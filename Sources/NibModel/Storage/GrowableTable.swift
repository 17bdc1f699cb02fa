#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Records of a plain type (elements, attributes, bytes) appended while a document is read,
/// in one block of C memory grown with `realloc`.
///
/// Appending is a capacity check and a store, with none of the uniqueness checks and generic
/// paths of `Array.append`; `realloc` often grows the block in place. ``finish()`` shrinks the
/// block to its records (in place) and hands it to a ``RecordTable`` without copying it.
struct GrowableTable<Record: BitwiseCopyable>: ~Copyable {
    fileprivate var base: UnsafeMutablePointer<Record>
    fileprivate var capacity: Int
    /// The number of records held.
    fileprivate(set) var count = 0

    /// An empty table with room for `capacity` records.
    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = Self.reallocate(nil, count: self.capacity)
    }

    deinit {
        free(base)
    }

    var isEmpty: Bool { count == 0 }

    /// Appends one record; returns its index.
    @inline(__always)
    @discardableResult
    mutating func append(_ record: Record) -> Int {
        let index = count
        if index == capacity { grow(to: index + 1) }
        (base + index).initialize(to: record)
        count = index + 1
        return index
    }

    /// Appends records; returns the index of the first.
    @inline(__always)
    mutating func append(contentsOf source: UnsafeBufferPointer<Record>) -> Int {
        let start = count
        let added = source.count
        if start + added > capacity { grow(to: start + added) }
        if added > 0, let from = source.baseAddress {
            (base + start).update(from: from, count: added)
        }
        count = start + added
        return start
    }

    /// The record at `index`.
    @inline(__always)
    subscript(index: Int) -> Record {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "record index out of range")
            return base[index]
        }
        set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "record index out of range")
            base[index] = newValue
        }
    }

    /// Drops the last `dropped` records.
    mutating func removeLast(_ dropped: Int) {
        precondition(dropped >= 0 && dropped <= count, "cannot drop more records than there are")
        count -= dropped
    }

    /// Empties the table, keeping its memory.
    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    /// The records from `start`, `length` of them; valid until the next append.
    func records(start: Int, length: Int) -> UnsafeBufferPointer<Record> {
        precondition(start >= 0 && length >= 0 && start + length <= count, "record range out of range")
        return UnsafeBufferPointer(start: base + start, count: length)
    }

    /// Every record held; valid until the next append.
    var all: UnsafeBufferPointer<Record> { UnsafeBufferPointer(start: base, count: count) }

    /// The records, in a block of exactly their size, as an immutable table.
    consuming func finish() -> RecordTable<Record> {
        let block = count == capacity ? base : Self.reallocate(base, count: max(count, 1))
        let table = RecordTable(taking: block, count: count)
        discard self
        return table
    }

    fileprivate mutating func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        base = Self.reallocate(base, count: larger)
        capacity = larger
    }

    private static func reallocate(_ block: UnsafeMutablePointer<Record>?, count: Int) -> UnsafeMutablePointer<Record> {
        let bytes = count.multipliedReportingOverflow(by: MemoryLayout<Record>.stride)
        precondition(!bytes.overflow, "table too large")
        guard let raw = realloc(block, bytes.partialValue) else { fatalError("out of memory") }
        return raw.bindMemory(to: Record.self, capacity: count)
    }
}

extension GrowableTable where Record == UInt8 {
    /// Appends bytes; returns the offset of the first.
    ///
    /// Most attribute values are a few bytes long (ids, numbers, flags), where a call to
    /// `memmove` costs more than the copy: runs up to 16 bytes are copied here with two
    /// overlapping loads and stores.
    @inline(__always)
    mutating func appendBytes(_ source: UnsafeBufferPointer<UInt8>) -> Int {
        let added = source.count
        guard added <= 16, added >= 4, let from = source.baseAddress else {
            return append(contentsOf: source)
        }
        let start = count
        if start + added > capacity { grow(to: start + added) }
        let target = UnsafeMutableRawPointer(base + start)
        let origin = UnsafeRawPointer(from)
        if added >= 8 {
            let head = origin.loadUnaligned(as: UInt64.self)
            let tail = origin.loadUnaligned(fromByteOffset: added - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: added - 8, as: UInt64.self)
        } else {
            let head = origin.loadUnaligned(as: UInt32.self)
            let tail = origin.loadUnaligned(fromByteOffset: added - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: added - 4, as: UInt32.self)
        }
        count = start + added
        return start
    }
}

/// An immutable table of records in C memory: what a ``GrowableTable`` becomes when a
/// document's tree is finished. The table does not own its memory; its owner (an
/// ``ElementTree``) calls ``free()`` once, when it is freed itself.
///
/// It is `Sendable` because nothing writes to the records after ``GrowableTable/finish()``.
struct RecordTable<Record: BitwiseCopyable>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Record>
    /// The number of records.
    let count: Int

    fileprivate init(taking base: UnsafeMutablePointer<Record>, count: Int) {
        self.base = base
        self.count = count
    }

    /// The record at `index`.
    @inline(__always)
    subscript(index: Int) -> Record {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "record index out of range")
        return base[index]
    }

    /// The records; valid while the owner lives.
    @inline(__always)
    var buffer: UnsafeBufferPointer<Record> { UnsafeBufferPointer(start: base, count: count) }

    /// Calls `body` with the records (the owner must outlive the call).
    @inline(__always)
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Record>) throws -> Result) rethrows -> Result {
        try body(buffer)
    }

    /// Calls `body` with the records' bytes (the owner must outlive the call).
    @inline(__always)
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(buffer))
    }

    /// Gives the memory back; the owner calls it once, from its `deinit`.
    func free() {
        #if canImport(Glibc)
            Glibc.free(base)
        #elseif canImport(Darwin)
            Darwin.free(base)
        #elseif canImport(Musl)
            Musl.free(base)
        #endif
    }
}
