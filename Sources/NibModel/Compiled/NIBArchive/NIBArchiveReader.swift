/// Reads Apple's `NIBArchive` binary format (coder versions 9 and 10) into
/// ``ArchiveTables``.
///
/// Layout (checked against the Apple-compiled nibs of the corpus): the ASCII magic
/// `NIBArchive`, ten little-endian `UInt32`s (format version, coder version, then count and
/// offset of the object, key, value and class-name tables), and the four tables. Objects are
/// (class-name index, first value, value count) varints; keys are a varint length and UTF-8
/// bytes; values are a varint key index, a type byte and a payload (0-3 integers of 1, 2, 4, 8
/// bytes, 4 false, 5 true, 6 float, 7 double, 8 data, 9 nil, 10 a `UInt32` object index);
/// class names are a varint length (with the trailing NUL), a varint count of fallback-class
/// `Int32`s, the fallbacks and the name. Varints put 7 bits in each byte, least significant
/// first, and set the high bit on the last byte.
///
/// Every count, offset, length and index is checked before use; a value slice outside the
/// value table, a reference outside the object table or object slices that together claim
/// more values than the table holds end the read with a located error.
enum NIBArchiveReader {
    static let magic = Array("NIBArchive".utf8)
    static let headerSize = 50

    /// Reads the archive; `carefully` skips the fast pass (tests hold the two to the same tables).
    static func read(
        _ bytes: UnsafeRawBufferPointer, file: String, limits: ParseLimits, carefully: Bool = false
    ) throws(NibParseError)
        -> ArchiveTables
    {
        var reader = ByteReader(bytes, file: file)
        try reader.require(headerSize, for: "the NIBArchive header")
        guard magic.indices.allSatisfy({ bytes[$0] == magic[$0] }) else {
            throw reader.failure("expected the magic 'NIBArchive'", at: 0)
        }
        reader.offset = magic.count
        var header: [Int] = []
        for name in [
            "format version", "coder version", "object count", "object table offset", "key count", "key table offset",
            "value count", "value table offset", "class-name count", "class-name table offset",
        ] {
            header.append(Int(try reader.littleEndian(4, "the header's \(name)")))
        }
        let (formatVersion, coderVersion) = (UInt32(header[0]), UInt32(header[1]))
        var tables = ArchiveTables(format: .nibArchive(formatVersion: formatVersion, coderVersion: coderVersion))
        // Each table entry takes at least this many bytes, so a count the rest of the file
        // cannot hold is refused before anything is allocated for it.
        let bounds: [(name: String, count: Int, offset: Int, minimumEntry: Int)] = [
            ("object", header[2], header[3], 3), ("key", header[4], header[5], 1),
            ("value", header[6], header[7], 2), ("class-name", header[8], header[9], 3),
        ]
        for table in bounds {
            guard table.offset <= bytes.count else {
                throw reader.failure(
                    "the \(table.name) table starts at offset \(table.offset), past the end of the file (\(bytes.count) bytes)",
                    at: 10 + 8)
            }
            guard table.count <= (bytes.count - table.offset) / table.minimumEntry else {
                throw reader.failure(
                    "the header claims \(table.count) \(table.name)s; the \(bytes.count - table.offset) bytes after offset \(table.offset) cannot hold them",
                    at: table.offset)
            }
        }
        if header[2] > limits.maxObjects {
            throw NibParseError(
                .limitExceeded("the archive has \(header[2]) objects; the limit is \(limits.maxObjects)"),
                at: SourceLocation(file: file, byteOffset: 18))
        }
        // Strings and data stay where the file has them: the tables keep a copy of the file.
        tables.bytes = Array(UnsafeRawBufferPointer(bytes).bindMemory(to: UInt8.self))

        // Keys.
        reader.offset = header[5]
        let keyCount = header[4]
        tables.keyRanges.reserveCapacity(keyCount)
        tables.keyKinds.reserveCapacity(keyCount)
        for index in 0..<keyCount {
            let length = try reader.nibVarint("the length of key \(index)")
            try reader.require(length, for: "key \(index)")
            _ = tables.addKey(start: Int32(reader.offset), count: Int32(length))
            reader.offset += length
        }

        // Class names.
        reader.offset = header[9]
        tables.classNames.reserveCapacity(header[8])
        tables.classKinds.reserveCapacity(header[8])
        tables.classFallbacks.reserveCapacity(header[8])
        for index in 0..<header[8] {
            let length = try reader.nibVarint("the length of class name \(index)")
            let extraCount = try reader.nibVarint("the fallback count of class name \(index)")
            try reader.require(extraCount * 4, for: "the fallback classes of class name \(index)")
            var fallbacks: [Int32] = []
            for _ in 0..<extraCount {
                fallbacks.append(Int32(truncatingIfNeeded: try reader.littleEndian(4, "a fallback class index")))
            }
            try reader.require(length, for: "class name \(index)")
            let nameLength = length > 0 && bytes[reader.offset + length - 1] == 0 ? length - 1 : length
            let name = try reader.utf8(nameLength, "class name \(index)")
            reader.offset += length - nameLength
            _ = tables.addClass(name, fallbacks: fallbacks)
        }

        // Values.
        reader.offset = header[7]
        let objectCount = header[2]
        let valueCount = header[6]
        // The fast pass reads every value of a sound archive; any doubt and the careful pass
        // below reads them again, to say where and what is wrong.
        if !carefully,
            let slots = fastValues(
                bytes, from: header[7], count: valueCount, keyCount: keyCount, objectCount: objectCount,
                maxDataLength: limits.maxAttributeLength)
        {
            tables.slots = slots
        } else {
            try carefulValues(
                &reader, into: &tables, count: valueCount, keyCount: keyCount, objectCount: objectCount,
                limits: limits, file: file)
        }

        // Objects.
        reader.offset = header[3]
        let classCount = tables.classNames.count
        if !carefully,
            let objects = fastObjects(
                bytes, from: header[3], count: objectCount, classCount: classCount, valueCount: valueCount)
        {
            tables.objects = objects
        } else {
            try carefulObjects(
                &reader, into: &tables, count: objectCount, classCount: classCount, valueCount: valueCount)
        }
        guard !tables.objects.isEmpty else { throw reader.failure("the archive has no objects", at: 18) }
        return tables
    }

    /// The values of a sound archive, read without a cursor; `nil` at the first thing that is
    /// not as it should be (``carefulValues`` then finds and reports it).
    private static func fastValues(
        _ bytes: UnsafeRawBufferPointer, from start: Int, count: Int, keyCount: Int, objectCount: Int,
        maxDataLength: Int
    ) -> [ArchiveTables.Slot]? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        var offset = start
        var sound = true
        let slots = [ArchiveTables.Slot](unsafeUninitializedCapacity: count) { buffer, initialized in
            var index = 0
            defer { initialized = index }
            while index < count {
                guard let key = varint(bytes, &offset), key < keyCount, offset < end else {
                    sound = false
                    return
                }
                let type = base.load(fromByteOffset: offset, as: UInt8.self)
                offset += 1
                /// `width` bytes at the offset, little-endian; `nil` past the end.
                func integer(_ width: Int) -> UInt64? {
                    guard width <= end - offset else { return nil }
                    defer { offset += width }
                    let at = base + offset
                    switch width {
                    case 1: return UInt64(at.load(as: UInt8.self))
                    case 2: return UInt64(UInt16(littleEndian: at.loadUnaligned(as: UInt16.self)))
                    case 4: return UInt64(UInt32(littleEndian: at.loadUnaligned(as: UInt32.self)))
                    default: return UInt64(littleEndian: at.loadUnaligned(as: UInt64.self))
                    }
                }
                let value: ArchiveValue?
                switch type {
                case 0: value = integer(1).map { .integer(Int64(Int8(truncatingIfNeeded: $0))) }
                case 1: value = integer(2).map { .integer(Int64(Int16(truncatingIfNeeded: $0))) }
                case 2: value = integer(4).map { .integer(Int64(Int32(truncatingIfNeeded: $0))) }
                case 3: value = integer(8).map { .integer(Int64(bitPattern: $0)) }
                case 4: value = .boolean(false)
                case 5: value = .boolean(true)
                case 6: value = integer(4).map { .float(Float(bitPattern: UInt32(truncatingIfNeeded: $0))) }
                case 7: value = integer(8).map { .double(Double(bitPattern: $0)) }
                case 8:
                    if let length = varint(bytes, &offset), length <= maxDataLength, length <= end - offset {
                        value = .data(Int32(offset), Int32(length))
                        offset += length
                    } else {
                        value = nil
                    }
                case 9: value = .null
                case 10: value = integer(4).flatMap { $0 < UInt64(objectCount) ? .reference(Int($0)) : nil }
                default: value = nil
                }
                guard let value else {
                    sound = false
                    return
                }
                (buffer.baseAddress! + index).initialize(to: .init(key: Int32(key), value: value))
                index += 1
            }
        }
        return sound ? slots : nil
    }

    /// The object records of a sound archive, read without a cursor; `nil` at the first thing
    /// that is not as it should be (``carefulObjects`` then finds and reports it).
    private static func fastObjects(
        _ bytes: UnsafeRawBufferPointer, from start: Int, count: Int, classCount: Int, valueCount: Int
    ) -> [ArchiveTables.ObjectRecord]? {
        var offset = start
        var claimed = 0
        var sound = true
        let objects = [ArchiveTables.ObjectRecord](unsafeUninitializedCapacity: count) { buffer, initialized in
            var index = 0
            defer { initialized = index }
            while index < count {
                let position = offset
                guard let classIndex = varint(bytes, &offset), let first = varint(bytes, &offset),
                    let values = varint(bytes, &offset), classIndex < classCount, first <= valueCount,
                    values <= valueCount - first, values <= valueCount - claimed
                else {
                    sound = false
                    return
                }
                claimed += values
                (buffer.baseAddress! + index).initialize(
                    to: .init(
                        classIndex: Int32(classIndex), first: Int32(first), count: Int32(values),
                        position: Int32(position)))
                index += 1
            }
        }
        return sound ? objects : nil
    }

    /// A varint (``ByteReader/nibVarint(in:at:)``), or `nil` for any problem with it.
    @inline(__always)
    private static func varint(_ bytes: UnsafeRawBufferPointer, _ offset: inout Int) -> Int? {
        if case .value(let value) = ByteReader.nibVarint(in: bytes, at: &offset) { return value }
        return nil
    }

    /// The values, each checked with a located error (the archive failed ``fastValues``).
    private static func carefulValues(
        _ reader: inout ByteReader, into tables: inout ArchiveTables, count valueCount: Int, keyCount: Int,
        objectCount: Int, limits: ParseLimits, file: String
    ) throws(NibParseError) {
        tables.slots.reserveCapacity(valueCount)
        for index in 0..<valueCount {
            let start = reader.offset
            let key = try reader.nibVarint("the key of value \(index)")
            guard key < keyCount else {
                throw reader.failure("value \(index) names key \(key); the archive has \(keyCount) keys", at: start)
            }
            let type = try reader.u8("the type of value \(index)")
            let value: ArchiveValue
            switch type {
            case 0: value = .integer(Int64(Int8(truncatingIfNeeded: try reader.littleEndian(1, "an int8"))))
            case 1: value = .integer(Int64(Int16(truncatingIfNeeded: try reader.littleEndian(2, "an int16"))))
            case 2: value = .integer(Int64(Int32(truncatingIfNeeded: try reader.littleEndian(4, "an int32"))))
            case 3: value = .integer(Int64(bitPattern: try reader.littleEndian(8, "an int64")))
            case 4: value = .boolean(false)
            case 5: value = .boolean(true)
            case 6: value = .float(Float(bitPattern: UInt32(try reader.littleEndian(4, "a float"))))
            case 7: value = .double(Double(bitPattern: try reader.littleEndian(8, "a double")))
            case 8:
                let length = try reader.nibVarint("the length of data value \(index)")
                if length > limits.maxAttributeLength {
                    throw NibParseError(
                        .limitExceeded(
                            "data value \(index) is \(length) bytes; the limit is \(limits.maxAttributeLength)"),
                        at: SourceLocation(file: file, byteOffset: start))
                }
                try reader.require(length, for: "data value \(index)")
                value = .data(Int32(reader.offset), Int32(length))
                reader.offset += length
            case 9: value = .null
            case 10:
                let target = Int(try reader.littleEndian(4, "an object reference"))
                guard target < objectCount else {
                    throw reader.failure(
                        "value \(index) refers to object \(target); the archive has \(objectCount) objects", at: start)
                }
                value = .reference(target)
            default:
                throw reader.failure("value \(index) has the unknown type code \(type)", at: start + 1)
            }
            tables.slots.append(.init(key: Int32(key), value: value))
        }
    }

    /// The object records, each checked with a located error (the archive failed ``fastObjects``).
    private static func carefulObjects(
        _ reader: inout ByteReader, into tables: inout ArchiveTables, count objectCount: Int, classCount: Int,
        valueCount: Int
    ) throws(NibParseError) {
        tables.objects.reserveCapacity(objectCount)
        var claimed = 0
        for index in 0..<objectCount {
            let start = reader.offset
            let classIndex = try reader.nibVarint("the class of object \(index)")
            let first = try reader.nibVarint("the first value of object \(index)")
            let count = try reader.nibVarint("the value count of object \(index)")
            guard classIndex < classCount else {
                throw reader.failure(
                    "object \(index) names class \(classIndex); the archive has \(classCount) class names",
                    at: start, object: index)
            }
            guard first <= valueCount, count <= valueCount - first else {
                throw reader.failure(
                    "object \(index) claims values \(first)..<\(first + count); the archive has \(valueCount)",
                    at: start, object: index)
            }
            claimed += count
            guard claimed <= valueCount else {
                throw reader.failure(
                    "the objects claim more values than the \(valueCount) the archive has", at: start, object: index)
            }
            tables.objects.append(
                .init(classIndex: Int32(classIndex), first: Int32(first), count: Int32(count), position: Int32(start)))
        }
    }
}
