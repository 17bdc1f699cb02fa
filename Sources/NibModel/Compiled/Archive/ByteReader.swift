/// A cursor over the bytes of a binary archive that checks every read against the end of the
/// input and reports a located ``NibParseError`` instead of reading past it.
///
/// The bytes stay owned by the caller; the reader only lives inside one read call.
struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    let file: String
    /// The offset of the next byte to read.
    var offset: Int

    init(_ bytes: UnsafeRawBufferPointer, file: String, offset: Int = 0) {
        self.bytes = bytes
        self.file = file
        self.offset = offset
    }

    var count: Int { bytes.count }

    /// The error for damaged input at `offset` (the current offset by default).
    func failure(_ detail: String, at offset: Int? = nil, object: Int? = nil) -> NibParseError {
        NibParseError(
            .malformedArchive(detail),
            at: SourceLocation(file: file, byteOffset: offset ?? self.offset, objectIndex: object))
    }

    /// Checks that `length` bytes are available at the cursor.
    @inline(__always)
    func require(_ length: Int, for what: @autoclosure () -> String) throws(NibParseError) {
        guard length >= 0, length <= bytes.count - offset else {
            throw failure("\(what()) needs \(length) bytes at offset \(offset); the file has \(bytes.count)")
        }
    }

    @inline(__always)
    mutating func u8(_ what: @autoclosure () -> String) throws(NibParseError) -> UInt8 {
        try require(1, for: what())
        defer { offset += 1 }
        return bytes[offset]
    }

    /// An unsigned little-endian integer of `width` bytes (the widths 1, 2, 4 and 8 in one load).
    @inline(__always)
    mutating func littleEndian(_ width: Int, _ what: @autoclosure () -> String) throws(NibParseError) -> UInt64 {
        try require(width, for: what())
        var value: UInt64 = 0
        switch width {
        case 1: value = UInt64(bytes[offset])
        case 2: value = UInt64(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
        case 4: value = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        case 8: value = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        default: for index in 0..<width { value |= UInt64(bytes[offset + index]) << (8 * index) }
        }
        offset += width
        return value
    }

    /// An unsigned big-endian integer of `width` (1…8) bytes (the widths 1, 2, 4 and 8 in one load).
    @inline(__always)
    mutating func bigEndian(_ width: Int, _ what: @autoclosure () -> String) throws(NibParseError) -> UInt64 {
        try require(width, for: what())
        var value: UInt64 = 0
        switch width {
        case 1: value = UInt64(bytes[offset])
        case 2: value = UInt64(UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
        case 4: value = UInt64(UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        case 8: value = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        default: for index in 0..<width { value = value << 8 | UInt64(bytes[offset + index]) }
        }
        offset += width
        return value
    }

    /// A `NIBArchive` varint: 7-bit groups, least significant first, the high bit marking the
    /// last byte. At most 5 groups (35 bits) are accepted, and the value must fit an `Int32`.
    @inline(__always)
    mutating func nibVarint(_ what: @autoclosure () -> String) throws(NibParseError) -> Int {
        let start = offset
        switch Self.nibVarint(in: bytes, at: &offset) {
        case .value(let value): return value
        case .pastEnd:
            throw failure("\(what()): the variable-length integer runs past the end of the file", at: start)
        case .tooLong: throw failure("\(what()): the variable-length integer is too long", at: start)
        case .tooLarge(let value): throw failure("\(what()): \(value) is larger than any table can be", at: start)
        }
    }

    /// What reading a `NIBArchive` varint gave.
    enum NibVarint {
        case value(Int)
        /// The bytes end before the varint's last byte.
        case pastEnd
        /// More than five groups.
        case tooLong
        /// A value larger than an `Int32`.
        case tooLarge(Int)
    }

    /// The `NIBArchive` varint at `offset` in `bytes` (see ``nibVarint(_:)``), past which
    /// `offset` is moved; the one decoder of the format, used by the cursor and by the
    /// `NIBArchive` reader's fast pass alike.
    @inline(__always)
    static func nibVarint(in bytes: UnsafeRawBufferPointer, at offset: inout Int) -> NibVarint {
        var value = 0
        var shift = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 != 0 { return value <= Int(Int32.max) ? .value(value) : .tooLarge(value) }
            shift += 7
            if shift >= 35 { return .tooLong }
        }
        return .pastEnd
    }

    /// `length` bytes, copied.
    mutating func take(_ length: Int, _ what: @autoclosure () -> String) throws(NibParseError) -> [UInt8] {
        try require(length, for: what())
        defer { offset += length }
        return Array(bytes[offset..<(offset + length)])
    }

    /// `length` bytes decoded as UTF-8 (invalid sequences become U+FFFD).
    mutating func utf8(_ length: Int, _ what: @autoclosure () -> String) throws(NibParseError) -> String {
        try require(length, for: what())
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
    }
}
