/// Reads a binary property list (`bplist00`) into a ``PropertyList``.
///
/// Layout: the 8-byte magic, the objects, an offset table and a 32-byte trailer (offset
/// width, reference width, object count, top object, offset-table offset, big-endian). Each
/// object starts with a marker byte: its high nibble is the type, its low nibble a size, or
/// 15 when an integer object with the size follows. The trailer's counts and widths, every
/// offset, every length and every reference are checked before use.
enum BinaryPropertyListReader {
    static let magic = Array("bplist00".utf8)

    static func read(
        _ bytes: UnsafeRawBufferPointer, file: String, limits: ParseLimits
    ) throws(NibParseError)
        -> PropertyList
    {
        var reader = ByteReader(bytes, file: file)
        try reader.require(magic.count + 32, for: "a binary property list (magic and trailer)")
        guard magic.indices.allSatisfy({ bytes[$0] == magic[$0] }) else {
            throw reader.failure("expected the magic 'bplist00'", at: 0)
        }
        let trailer = bytes.count - 32
        reader.offset = trailer + 6
        let offsetWidth = Int(try reader.u8("the offset width"))
        let referenceWidth = Int(try reader.u8("the reference width"))
        let objectCount = try reader.bigEndian(8, "the object count")
        let topObject = try reader.bigEndian(8, "the top object")
        let tableOffset = try reader.bigEndian(8, "the offset table's offset")
        guard (1...8).contains(offsetWidth), (1...8).contains(referenceWidth) else {
            throw reader.failure(
                "offsets are \(offsetWidth) bytes and references \(referenceWidth) bytes; both must be 1 to 8",
                at: trailer + 6)
        }
        guard objectCount >= 1, objectCount <= UInt64(trailer), tableOffset >= UInt64(magic.count),
            tableOffset <= UInt64(trailer), objectCount <= (UInt64(trailer) - tableOffset) / UInt64(offsetWidth)
        else {
            throw reader.failure(
                "the trailer claims \(objectCount) objects with an offset table at \(tableOffset); the file cannot hold them",
                at: trailer + 8)
        }
        let count = Int(objectCount)
        guard count <= limits.maxObjects * 8 else {
            throw NibParseError(
                .limitExceeded("the property list has \(count) objects"),
                at: SourceLocation(file: file, byteOffset: trailer + 8))
        }
        guard topObject < objectCount else {
            throw reader.failure("the top object \(topObject) is not one of the \(count) objects", at: trailer + 16)
        }
        reader.offset = Int(tableOffset)
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for index in 0..<count {
            let offset = try reader.bigEndian(offsetWidth, "the offset of object \(index)")
            guard offset >= UInt64(magic.count), offset < tableOffset else {
                throw reader.failure("object \(index) is said to start at \(offset), outside the object area")
            }
            offsets.append(Int(offset))
        }
        var nodes: [PropertyList.Node] = []
        nodes.reserveCapacity(count)
        for (index, offset) in offsets.enumerated() {
            reader.offset = offset
            nodes.append(
                try node(&reader, index: index, count: count, end: Int(tableOffset), referenceWidth: referenceWidth))
        }
        return PropertyList(nodes: nodes, positions: offsets, top: Int(topObject), positionsAreLines: false, file: file)
    }

    /// Big-endian UTF-16 as a string, transcoded to UTF-8 in one pass (unpaired surrogates
    /// become U+FFFD).
    static func utf16BigEndian(_ bytes: UnsafeRawBufferPointer) -> String {
        let count = bytes.count / 2
        func unit(_ index: Int) -> UInt32 { UInt32(bytes[2 * index]) << 8 | UInt32(bytes[2 * index + 1]) }
        return String(unsafeUninitializedCapacity: count * 3) { buffer in
            var written = 0
            func put(_ byte: UInt32) {
                buffer[written] = UInt8(truncatingIfNeeded: byte)
                written += 1
            }
            var index = 0
            while index < count {
                var scalar = unit(index)
                index += 1
                if scalar >= 0xD800, scalar < 0xE000 {
                    if scalar < 0xDC00, index < count, unit(index) >= 0xDC00, unit(index) < 0xE000 {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(index) - 0xDC00)
                        index += 1
                    } else {
                        scalar = 0xFFFD
                    }
                }
                switch scalar {
                case 0..<0x80: put(scalar)
                case 0x80..<0x800:
                    put(0xC0 | scalar >> 6)
                    put(0x80 | scalar & 0x3F)
                case 0x800..<0x10000:
                    put(0xE0 | scalar >> 12)
                    put(0x80 | scalar >> 6 & 0x3F)
                    put(0x80 | scalar & 0x3F)
                default:
                    put(0xF0 | scalar >> 18)
                    put(0x80 | scalar >> 12 & 0x3F)
                    put(0x80 | scalar >> 6 & 0x3F)
                    put(0x80 | scalar & 0x3F)
                }
            }
            return written
        }
    }

    private static func node(
        _ reader: inout ByteReader, index: Int, count: Int, end: Int, referenceWidth: Int
    ) throws(NibParseError) -> PropertyList.Node {
        let start = reader.offset
        let marker = try reader.u8("the marker of object \(index)")
        let type = marker >> 4
        let low = Int(marker & 0x0F)

        /// The size in the low nibble, or the integer object after the marker when it is 15.
        func length(_ reader: inout ByteReader) throws(NibParseError) -> Int {
            guard low == 15 else { return low }
            let sizeMarker = try reader.u8("the length of object \(index)")
            guard sizeMarker >> 4 == 1, sizeMarker & 0x0F <= 3 else {
                throw reader.failure("object \(index): expected an integer length after the marker", at: start)
            }
            let value = try reader.bigEndian(1 << Int(sizeMarker & 0x0F), "the length of object \(index)")
            guard value <= UInt64(end) else {
                throw reader.failure("object \(index) claims a length of \(value); the file is smaller", at: start)
            }
            return Int(value)
        }

        func references(_ reader: inout ByteReader, _ amount: Int) throws(NibParseError) -> [Int] {
            guard amount <= (end - reader.offset) / referenceWidth else {
                throw reader.failure("object \(index) claims \(amount) entries; the file is smaller", at: start)
            }
            var result: [Int] = []
            result.reserveCapacity(amount)
            for _ in 0..<amount {
                let reference = try reader.bigEndian(referenceWidth, "a reference in object \(index)")
                guard reference < UInt64(count) else {
                    throw reader.failure(
                        "object \(index) refers to object \(reference); the list has \(count) objects", at: start)
                }
                result.append(Int(reference))
            }
            return result
        }

        switch type {
        case 0x0:
            switch low {
            case 0x0, 0xF: return .null
            case 0x8: return .boolean(false)
            case 0x9: return .boolean(true)
            default: throw reader.failure("object \(index) has the unknown marker \(marker)", at: start)
            }
        case 0x1:
            guard low <= 4 else { throw reader.failure("object \(index): an integer of 2^\(low) bytes", at: start) }
            let width = 1 << low
            if width == 16 {
                // A 128-bit integer: keep the low 64 bits (Apple writes them for large unsigned values).
                _ = try reader.bigEndian(8, "an integer")
                return .integer(Int64(bitPattern: try reader.bigEndian(8, "an integer")))
            }
            let raw = try reader.bigEndian(width, "an integer")
            // 1-, 2- and 4-byte integers are unsigned; 8-byte ones are signed.
            return .integer(Int64(bitPattern: raw))
        case 0x2:
            switch low {
            case 2: return .real(Double(Float(bitPattern: UInt32(try reader.bigEndian(4, "a float")))))
            case 3: return .real(Double(bitPattern: try reader.bigEndian(8, "a double")))
            default: throw reader.failure("object \(index): a real of 2^\(low) bytes", at: start)
            }
        case 0x3:
            guard low == 3 else { throw reader.failure("object \(index) has the unknown marker \(marker)", at: start) }
            return .date(Double(bitPattern: try reader.bigEndian(8, "a date")))
        case 0x4:
            let size = try length(&reader)
            return .data(try reader.take(size, "the data of object \(index)"))
        case 0x5:
            let size = try length(&reader)
            return .string(try reader.utf8(size, "the ASCII string of object \(index)"))
        case 0x6:
            let size = try length(&reader)
            guard size <= (end - reader.offset) / 2 else {
                throw reader.failure("object \(index) claims \(size) UTF-16 units; the file is smaller", at: start)
            }
            let start = reader.offset
            reader.offset += size * 2
            return .string(utf16BigEndian(UnsafeRawBufferPointer(rebasing: reader.bytes[start..<(start + size * 2)])))
        case 0x8:
            return .uid(try reader.bigEndian(low + 1, "the UID of object \(index)"))
        case 0xA, 0xC:
            let size = try length(&reader)
            return .array(try references(&reader, size))
        case 0xD:
            let size = try length(&reader)
            guard size <= Int(Int32.max) / 2 else {
                throw reader.failure("object \(index) claims \(size) entries; the file is smaller", at: start)
            }
            let keys = try references(&reader, size)
            return .dictionary(keys: keys, values: try references(&reader, size))
        default:
            throw reader.failure("object \(index) has the unknown marker \(marker)", at: start)
        }
    }
}
