#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// A compiled nib's archive as a handful of flat tables: the form the readers produce and the
/// mapper reads, without a Swift value per archived value.
///
/// - one ``ObjectRecord`` per archived object (class index, its slice of ``slots``, its place
///   in the file);
/// - one ``Slot`` per keyed value: a key index and an ``ArchiveValue``, whose strings, data,
///   arrays and dictionaries are ranges into ``bytes`` and ``slots`` rather than allocations;
/// - the key and class-name tables, each name resolved once per archive to the
///   ``ArchiveKey`` or ``ArchiveClass`` the mapper asks for, so that its lookups compare small
///   integers instead of strings.
///
/// ``CompiledArchive``, the public lossless form, is made from these tables on request
/// (``CompiledArchive/init(tables:)``); reading a document never makes it.
struct ArchiveTables {
    /// One archived object.
    struct ObjectRecord {
        var classIndex: Int32
        var first: Int32
        var count: Int32
        /// The byte offset of the object's record, or the line of its `$objects` entry.
        var position: Int32
    }

    /// One keyed value; `key` is an index into ``keyNames``, or -1 for an array element.
    struct Slot {
        var key: Int32
        var value: ArchiveValue
    }

    var format: DocumentFormat
    var objects: [ObjectRecord] = []
    var slots: [Slot] = []
    /// The bytes of every string and data value, back to back.
    var bytes: [UInt8] = []
    /// The key table: each key's UTF-8 as a range of ``bytes`` (see ``keyName(_:)``).
    var keyRanges: [(start: Int32, count: Int32)] = []
    var keyKinds: [ArchiveKey] = []
    var classNames: [String] = []
    var classKinds: [ArchiveClass] = []
    /// `NIBArchive` fallback class indices, by class index (empty lists for keyed archives).
    var classFallbacks: [[Int32]] = []
    /// Keyed archives: the class indices that `$class` descriptions named, in first-use order
    /// (the classes the tables add for plain entries, such as `NSString`, are not among them).
    var declaredClasses: [Int32] = []
    var rootIndex = 0
    /// Whether ``ObjectRecord/position`` is a line (XML property lists) or a byte offset.
    var positionsAreLines = false
    var top: [(key: String, index: Int)] = []
    var archiver: (name: String, version: Int64)?

    init(format: DocumentFormat) {
        self.format = format
    }

    var count: Int { objects.count }

    // MARK: Building

    /// Adds the key whose UTF-8 is `count` bytes of ``bytes`` at `start`; returns its index.
    mutating func addKey(start: Int32, count: Int32) -> Int32 {
        keyRanges.append((start, count))
        keyKinds.append(withBytes(start, count) { ArchiveKey.kind(of: $0) })
        return Int32(keyRanges.count - 1)
    }

    /// The index of the key spelt by `name`, added if it is new; `index` is the caller's table
    /// of key indices by hash (open addressing, -1 for empty), grown here as needed.
    mutating func internKey(_ name: UnsafeRawBufferPointer, index: inout [Int32]) -> Int32 {
        if index.count < 2 * (keyRanges.count + 1) {
            var grown = [Int32](repeating: -1, count: max(256, index.count * 2))
            for key in keyRanges.indices {
                var slot =
                    withBytes(keyRanges[key].start, keyRanges[key].count) { spellingHash($0) } & (grown.count - 1)
                while grown[slot] >= 0 { slot = (slot + 1) & (grown.count - 1) }
                grown[slot] = Int32(key)
            }
            index = grown
        }
        let mask = index.count - 1
        var slot = spellingHash(name.assumingMemoryBound(to: UInt8.self)) & mask
        while index[slot] >= 0 {
            let key = Int(index[slot])
            let range = keyRanges[key]
            if Int(range.count) == name.count,
                withBytes(range.start, range.count, { $0.elementsEqual(name) })
            {
                return Int32(key)
            }
            slot = (slot + 1) & mask
        }
        let start = Int32(bytes.count)
        bytes.append(contentsOf: name)
        let key = addKey(start: start, count: Int32(name.count))
        index[slot] = key
        return key
    }

    /// The number of keys in the key table.
    var keyCount: Int { keyRanges.count }

    /// The key with index `index`, as a string.
    func keyName(_ index: Int) -> String {
        let range = keyRanges[index]
        return withBytes(range.start, range.count) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether key `index` is spelt `name`.
    func key(_ index: Int, is name: String) -> Bool {
        var name = name
        return name.withUTF8 { key(index, is: $0) }
    }

    /// Whether key `index` is spelt by the UTF-8 bytes `name`: one `memcmp`, where comparing
    /// with a `String.UTF8View` element by element cost about 220 instructions a key.
    private func key(_ index: Int, is name: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = keyRanges[index]
        guard Int(range.count) == name.count else { return false }
        guard let other = name.baseAddress, range.count > 0 else { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            memcmp(buffer.baseAddress! + Int(range.start), other, name.count) == 0
        }
    }

    /// Adds `name` to the class table and returns its index.
    mutating func addClass(_ name: String, fallbacks: [Int32] = []) -> Int32 {
        classNames.append(name)
        classKinds.append(ArchiveClass.spellings.value(of: name) ?? .other)
        classFallbacks.append(fallbacks)
        return Int32(classNames.count - 1)
    }

    /// Appends bytes to ``bytes`` and returns their range as (start, count).
    mutating func store<C: Collection>(_ content: C) -> (Int32, Int32) where C.Element == UInt8 {
        let start = bytes.count
        bytes.append(contentsOf: content)
        return (Int32(start), Int32(bytes.count - start))
    }

    /// Appends a string's UTF-8 to ``bytes`` and returns the value.
    mutating func string(_ text: String) -> ArchiveValue {
        let (start, count) = store(text.utf8)
        return .string(start, count)
    }

    // MARK: Reading

    /// The class name of object `index`.
    func className(_ index: Int) -> String { classNames[Int(objects[index].classIndex)] }

    /// The class of object `index`, as far as the mapper tells classes apart.
    func classKind(_ index: Int) -> ArchiveClass { classKinds[Int(objects[index].classIndex)] }

    /// The slot indices of object `index`.
    func slotRange(of index: Int) -> Range<Int> {
        let record = objects[index]
        return Int(record.first)..<Int(record.first + record.count)
    }

    /// The kind of the key of slot `slot` (`.other` for an array element).
    func keyKind(ofSlot slot: Int) -> ArchiveKey {
        let key = slots[slot].key
        return key < 0 ? .other : keyKinds[Int(key)]
    }

    /// The first value stored under `key` in object `index`.
    func value(_ key: ArchiveKey, in index: Int) -> ArchiveValue? {
        for slot in slotRange(of: index) {
            let keyIndex = slots[slot].key
            if keyIndex >= 0, keyKinds[Int(keyIndex)] == key { return slots[slot].value }
        }
        return nil
    }

    /// The first value stored under a key spelt `name` in object `index` (for keys the mapper
    /// reads rarely; ``value(_:in:)`` is the fast way).
    func value(named name: String, in index: Int) -> ArchiveValue? {
        var name = name
        return name.withUTF8 { spelling in
            for slot in slotRange(of: index) {
                let keyIndex = slots[slot].key
                if keyIndex >= 0, key(Int(keyIndex), is: spelling) { return slots[slot].value }
            }
            return nil
        }
    }

    /// The bytes of a string or data value.
    func withBytes<Result>(
        _ start: Int32, _ count: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[Int(start)..<Int(start + count)]))
        }
    }

    /// The bytes of the string a value stands for, as a range of ``bytes``: a string, data
    /// read as UTF-8, or a reference to a string object (`NSString` and its kin with `NS.bytes`
    /// or `NS.string`, a keyed archive's plain string).
    func stringRange(_ value: ArchiveValue?) -> (Int32, Int32)? {
        switch value {
        case .string(let start, let count), .data(let start, let count):
            return (start, count)
        case .reference(let index):
            for slot in slotRange(of: index) {
                let entry = slots[slot]
                guard entry.key >= 0 else { continue }
                switch (keyKinds[Int(entry.key)], entry.value) {
                case (.plainValue, .string(let start, let count)), (.nsString, .string(let start, let count)),
                    (.nsBytes, .data(let start, let count)), (.nsBytes, .string(let start, let count)):
                    return (start, count)
                case (.nsString, .reference(let inner)) where inner != index:
                    if case .string(let start, let count) = self.value(.plainValue, in: inner) {
                        return (start, count)
                    }
                default: continue
                }
            }
            return nil
        default: return nil
        }
    }

    /// The string a value stands for (see ``stringRange(_:)``).
    func string(_ value: ArchiveValue?) -> String? {
        guard let (start, count) = stringRange(value) else { return nil }
        return withBytes(start, count) { String(decoding: $0, as: UTF8.self) }
    }

    /// The string stored under `key` in object `index`.
    func string(_ key: ArchiveKey, in index: Int) -> String? {
        string(value(key, in: index))
    }

    /// The number a value stands for: a scalar, or a reference to an `NSNumber`.
    func number(_ value: ArchiveValue?) -> Double? {
        if let number = value?.number { return number }
        guard case .reference(let index) = value else { return nil }
        for slot in slotRange(of: index) { if let number = slots[slot].value.number { return number } }
        return nil
    }

    /// The elements of a collection (`NSArray`, `NSSet` and their kin) as values:
    /// `UINibEncoderEmptyKey` values (`NIBArchive`) or the `NS.objects` array (keyed archives),
    /// or a plist array's items.
    func collectionValues(_ value: ArchiveValue?) -> [ArchiveValue] {
        let (slots, keyed) = elementSlots(value)
        return slots.compactMap { elementValue(inSlot: $0, keyed: keyed) }
    }

    /// The elements of a collection as object indices; elements that are not references are
    /// skipped.
    func elements(_ value: ArchiveValue?) -> [Int] {
        let (slots, keyed) = elementSlots(value)
        var result: [Int] = []
        if !slots.isEmpty { result.reserveCapacity(slots.count) }
        for slot in slots {
            if let target = element(inSlot: slot, keyed: keyed) { result.append(target) }
        }
        return result
    }

    /// Where a collection's elements are, for a loop that reads them without making a list:
    /// the slots that may hold them, and whether only `UINibEncoderEmptyKey` slots count
    /// (a `NIBArchive` collection object); ``element(inSlot:keyed:)`` reads each one.
    func elementSlots(_ value: ArchiveValue?) -> (slots: Range<Int>, keyed: Bool) {
        switch value {
        case .array(let first, let count):
            return (Int(first)..<Int(first + count), false)
        case .reference(let index):
            if case .array(let first, let count) = self.value(.nsObjects, in: index) {
                return (Int(first)..<Int(first + count), false)
            }
            return (slotRange(of: index), true)
        default: return (0..<0, false)
        }
    }

    /// The value of a slot of ``elementSlots(_:)``, or `nil` when the slot is no element.
    @inline(__always)
    func elementValue(inSlot slot: Int, keyed: Bool) -> ArchiveValue? {
        let entry = slots[slot]
        if keyed, entry.key < 0 || keyKinds[Int(entry.key)] != .emptyKey { return nil }
        return entry.value
    }

    /// The object a slot of ``elementSlots(_:)`` refers to, or `nil` when it is no element or
    /// no reference.
    @inline(__always)
    func element(inSlot slot: Int, keyed: Bool) -> Int? {
        if case .reference(let target) = elementValue(inSlot: slot, keyed: keyed) { return target }
        return nil
    }

    /// The entries of a dictionary object as (key, value) object indices: alternating
    /// `UINibEncoderEmptyKey` values (`NIBArchive`) or `NS.keys` with `NS.objects`.
    func dictionary(_ value: ArchiveValue?) -> [(key: Int, value: Int)] {
        guard case .reference(let index) = value else { return [] }
        if case .array(let keyStart, let keyCount) = self.value(.nsKeys, in: index),
            case .array(let valueStart, let valueCount) = self.value(.nsObjects, in: index)
        {
            var result: [(key: Int, value: Int)] = []
            for offset in 0..<Int(min(keyCount, valueCount)) {
                guard case .reference(let key) = slots[Int(keyStart) + offset].value,
                    case .reference(let item) = slots[Int(valueStart) + offset].value
                else { continue }
                result.append((key, item))
            }
            return result
        }
        let items = elements(value)
        return stride(from: 0, to: items.count - 1, by: 2).map { (items[$0], items[$0 + 1]) }
    }

    /// The object index stored under `key` in object `index`, when it refers to something
    /// other than `$null`.
    func reference(_ key: ArchiveKey, in index: Int) -> Int? {
        reference(value(key, in: index))
    }

    /// The object `value` refers to, `nil` for no reference or a reference to `nil`
    /// (``reference(_:in:)`` of a value already found).
    func reference(_ value: ArchiveValue?) -> Int? {
        guard case .reference(let target) = value, classKind(target) != .null else { return nil }
        return target
    }

    /// The numbers of an iOS geometry blob (a first byte 6 for 32-bit floats or 7 for 64-bit
    /// doubles, then two or four numbers), or `nil` when the value is not one.
    func geometry(_ value: ArchiveValue?) -> [Double]? {
        guard case .data(let start, let count) = value else { return nil }
        return withBytes(start, count) { ArchiveValue.geometry(of: $0) }
    }

    /// The two position fields an element of object `index` carries in the tree the mapper
    /// writes: the line of an XML property list's entry, or the object's index and its record's
    /// byte offset, each plus one (see ``ElementTree/Positions``).
    func position(of index: Int?) -> (line: Int, column: Int?) {
        guard let index else { return (0, nil) }
        let position = Int(objects[index].position)
        if positionsAreLines { return (position, nil) }
        return (index + 1, position + 1)
    }

    /// Where object `index` is in the archive, as the model says it.
    func origin(of index: Int?) -> ElementOrigin {
        guard let index else { return positionsAreLines ? .synthesized : .archive(objectIndex: nil, byteOffset: nil) }
        let position = Int(objects[index].position)
        return positionsAreLines
            ? .source(line: position, column: nil) : .archive(objectIndex: index, byteOffset: position)
    }
}

/// A value in ``ArchiveTables``: scalars inline, everything else as a range.
enum ArchiveValue: Equatable {
    case integer(Int64)
    case float(Float)
    case double(Double)
    case boolean(Bool)
    /// Bytes: a range of ``ArchiveTables/bytes`` (start, count).
    case data(Int32, Int32)
    /// UTF-8 text: a range of ``ArchiveTables/bytes`` (start, count).
    case string(Int32, Int32)
    case reference(Int)
    /// A plist array: its items are slots (start, count) with key -1.
    case array(Int32, Int32)
    /// A plist dictionary that is not an archived object: slots (start, count).
    case dictionary(Int32, Int32)
    case null

    /// The value as an integer, when it is one (booleans count as 0 and 1).
    var integer: Int64? {
        switch self {
        case .integer(let value): value
        case .boolean(let value): value ? 1 : 0
        default: nil
        }
    }

    /// The value as a floating-point number, when it is numeric.
    var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .float(let value): Double(value)
        case .double(let value): value
        case .boolean(let value): value ? 1 : 0
        default: nil
        }
    }

    /// The referenced object's index, when the value is a reference.
    var reference: Int? {
        if case .reference(let index) = self { return index }
        return nil
    }

    /// The numbers of an iOS geometry blob, or `nil` (see ``CompiledArchive/Value/geometry``).
    static func geometry<Bytes: RandomAccessCollection>(of bytes: Bytes) -> [Double]?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard let kind = bytes.first else { return nil }
        let width = kind == 6 ? 4 : kind == 7 ? 8 : 0
        guard width > 0, (bytes.count - 1) % width == 0 else { return nil }
        let count = (bytes.count - 1) / width
        guard count == 2 || count == 4 else { return nil }
        let base = bytes.startIndex + 1
        return (0..<count).map { item in
            var bits: UInt64 = 0
            for byte in 0..<width { bits |= UInt64(bytes[base + item * width + byte]) << (8 * byte) }
            return width == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
        }
    }
}
