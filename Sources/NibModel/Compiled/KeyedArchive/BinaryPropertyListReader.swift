/// Reads a binary property list (`bplist00`) into a ``PropertyList``.
///
/// Layout: the 8-byte magic, the objects, an offset table and a 32-byte trailer (offset
/// width, reference width, object count, top object, offset-table offset, big-endian). Each
/// object starts with a marker byte: its high nibble is the type, its low nibble a size, or
/// 15 when an integer object with the size follows. The trailer's counts and widths, every
/// offset, every length and every reference are checked before use.
enum BinaryPropertyListReader {
    static let magic = Array("bplist00".utf8)

    /// Reads the whole list into a ``PropertyList`` (a storyboard's `Info.plist`); keyed
    /// archives are read through a ``View`` instead, without the node table.
    static func read(
        _ bytes: UnsafeRawBufferPointer, file: String, limits: ParseLimits
    ) throws(NibParseError)
        -> PropertyList
    {
        let view = try View(bytes, file: file, limits: limits)
        var nodes: [PropertyList.Node] = []
        nodes.reserveCapacity(view.offsets.count)
        for index in view.offsets.indices {
            let item = try view.item(index)
            switch item {
            case .null: nodes.append(.null)
            case .boolean(let value): nodes.append(.boolean(value))
            case .integer(let value): nodes.append(.integer(value))
            case .real(let value): nodes.append(.real(value))
            case .date(let value): nodes.append(.date(value))
            case .uid(let value): nodes.append(.uid(value))
            case .string: nodes.append(.string(view.string(index) ?? ""))
            case .data:
                let span = view.span(index)
                nodes.append(.data(span.map { Array(bytes[$0.start..<($0.start + $0.count)]) } ?? []))
            case .array(let count, _):
                nodes.append(.array((0..<count).map { view.element($0, of: item, at: index) }))
            case .dictionary(let count, _):
                nodes.append(
                    .dictionary(
                        keys: (0..<count).map { view.key($0, of: item, at: index) },
                        values: (0..<count).map { view.value($0, of: item, at: index) }))
            }
        }
        return PropertyList(
            nodes: nodes, positions: view.offsets, top: view.topNode, positionsAreLines: false, file: file)
    }

    /// A binary property list read on demand: the trailer and offset table are checked when it
    /// is made, each node's bytes and references when ``item(_:)`` reads it.
    struct View: PropertyListSource {
        let bytes: UnsafeRawBufferPointer
        let file: String
        let offsets: [Int]
        let topNode: Int
        /// Where the object area ends (the offset table's offset).
        let end: Int
        let referenceWidth: Int
        var positionsAreLines: Bool { false }
        var nodeCount: Int { offsets.count }

        init(_ bytes: UnsafeRawBufferPointer, file: String, limits: ParseLimits) throws(NibParseError) {
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
            self.bytes = bytes
            self.file = file
            self.offsets = offsets
            self.topNode = Int(topObject)
            self.end = Int(tableOffset)
            self.referenceWidth = referenceWidth
        }

        func position(of node: Int) -> Int { offsets[node] }

        func location(of node: Int) -> SourceLocation {
            SourceLocation(file: file, byteOffset: offsets.indices.contains(node) ? offsets[node] : 0)
        }

        func failure(_ detail: String, at node: Int) -> NibParseError {
            NibParseError(.malformedArchive(detail), at: location(of: node))
        }

        /// The reference at byte offset `offset` (checked by ``item(_:)``).
        @inline(__always)
        private func reference(at offset: Int) -> Int {
            switch referenceWidth {
            case 1: return Int(bytes[offset])
            case 2: return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            default:
                var value = 0
                for byte in 0..<referenceWidth { value = value << 8 | Int(bytes[offset + byte]) }
                return value
            }
        }

        func element(_ index: Int, of container: PropertyListItem, at node: Int) -> Int {
            guard case .array(_, let base) = container else { return node }
            return reference(at: base + index * referenceWidth)
        }

        func key(_ index: Int, of container: PropertyListItem, at node: Int) -> Int {
            guard case .dictionary(_, let base) = container else { return node }
            return reference(at: base + index * referenceWidth)
        }

        func value(_ index: Int, of container: PropertyListItem, at node: Int) -> Int {
            guard case .dictionary(let count, let base) = container else { return node }
            return reference(at: base + (count + index) * referenceWidth)
        }

        /// A string or data node's type nibble and content bytes, or `nil` when the node is
        /// neither or its bytes are damaged.
        func span(_ node: Int) -> (type: UInt8, start: Int, count: Int)? {
            guard let header = try? header(node), header.type >= 0x4, header.type <= 0x6 else { return nil }
            let width = header.type == 0x6 ? 2 : 1
            guard header.length <= (end - header.content) / width else { return nil }
            return (header.type, header.content, header.length * width)
        }

        func string(_ node: Int) -> String? {
            guard let span = span(node), span.type != 0x4 else { return nil }
            let content = UnsafeRawBufferPointer(rebasing: bytes[span.start..<(span.start + span.count)])
            if span.type == 0x5 { return String(decoding: content, as: UTF8.self) }
            var utf8: [UInt8] = []
            BinaryPropertyListReader.utf16BigEndian(content, into: &utf8)
            return String(decoding: utf8, as: UTF8.self)
        }

        func withUTF8<Result>(_ node: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
            guard let span = span(node), span.type != 0x4 else { return nil }
            let content = UnsafeRawBufferPointer(rebasing: bytes[span.start..<(span.start + span.count)])
            if span.type == 0x5 { return body(content) }
            var utf8: [UInt8] = []
            BinaryPropertyListReader.utf16BigEndian(content, into: &utf8)
            return utf8.withUnsafeBytes(body)
        }

        func appendString(_ node: Int, to tables: inout ArchiveTables) -> ArchiveValue {
            let start = Int32(tables.bytes.count)
            if let span = span(node), span.type != 0x4 {
                let content = UnsafeRawBufferPointer(rebasing: bytes[span.start..<(span.start + span.count)])
                if span.type == 0x5 {
                    tables.bytes.append(contentsOf: content)
                } else {
                    BinaryPropertyListReader.utf16BigEndian(content, into: &tables.bytes)
                }
            }
            return .string(start, Int32(tables.bytes.count) - start)
        }

        func appendData(_ node: Int, to tables: inout ArchiveTables) -> ArchiveValue {
            let start = Int32(tables.bytes.count)
            if let span = span(node), span.type == 0x4 {
                tables.bytes.append(
                    contentsOf: UnsafeRawBufferPointer(rebasing: bytes[span.start..<(span.start + span.count)]))
            }
            return .data(start, Int32(tables.bytes.count) - start)
        }

        func item(_ node: Int) throws(NibParseError) -> PropertyListItem {
            let (type, low, length, content) = try header(node)
            /// `width` bytes at the content, big-endian, checked against the end of the objects.
            func number(_ width: Int, _ what: StaticString) throws(NibParseError) -> UInt64 {
                guard width <= end - content else {
                    throw failure("object \(node): \(what) needs \(width) bytes; the object area ends first", at: node)
                }
                var value: UInt64 = 0
                for index in 0..<width { value = value << 8 | UInt64(bytes[content + index]) }
                return value
            }
            /// Checks a run of `amount` references at the content.
            func references(_ amount: Int) throws(NibParseError) -> Int {
                guard amount <= (end - content) / referenceWidth else {
                    throw failure("object \(node) claims \(amount) entries; the file is smaller", at: node)
                }
                // The largest reference first (no branch per reference); a closer look only
                // when one is out of range.
                var largest = 0
                for item in 0..<amount { largest = max(largest, reference(at: content + item * referenceWidth)) }
                guard largest >= offsets.count else { return content }
                for item in 0..<amount {
                    let target = reference(at: content + item * referenceWidth)
                    guard target < offsets.count else {
                        throw failure(
                            "object \(node) refers to object \(target); the list has \(offsets.count) objects", at: node
                        )
                    }
                }
                return content
            }
            func unknown() -> NibParseError {
                failure("object \(node) has the unknown marker \(type << 4 | UInt8(low))", at: node)
            }
            switch type {
            case 0x0:
                switch low {
                case 0x0, 0xF: return .null
                case 0x8: return .boolean(false)
                case 0x9: return .boolean(true)
                default: throw unknown()
                }
            case 0x1:
                guard low <= 4 else { throw failure("object \(node): an integer of 2^\(low) bytes", at: node) }
                let width = 1 << low
                if width == 16 {
                    // A 128-bit integer: keep the low 64 bits (Apple writes them for large unsigned values).
                    guard 16 <= end - content else {
                        throw failure("object \(node): a 128-bit integer is cut off", at: node)
                    }
                    var value: UInt64 = 0
                    for index in 8..<16 { value = value << 8 | UInt64(bytes[content + index]) }
                    return .integer(Int64(bitPattern: value))
                }
                // 1-, 2- and 4-byte integers are unsigned; 8-byte ones are signed.
                return .integer(Int64(bitPattern: try number(width, "an integer")))
            case 0x2:
                switch low {
                case 2: return .real(Double(Float(bitPattern: UInt32(try number(4, "a float")))))
                case 3: return .real(Double(bitPattern: try number(8, "a double")))
                default: throw failure("object \(node): a real of 2^\(low) bytes", at: node)
                }
            case 0x3:
                guard low == 3 else { throw unknown() }
                return .date(Double(bitPattern: try number(8, "a date")))
            case 0x4, 0x5:
                guard length <= end - content else {
                    throw failure(
                        "object \(node) claims \(length) bytes of \(type == 0x4 ? "data" : "ASCII text"); the file is smaller",
                        at: node)
                }
                return type == 0x4 ? .data : .string
            case 0x6:
                guard length <= (end - content) / 2 else {
                    throw failure("object \(node) claims \(length) UTF-16 units; the file is smaller", at: node)
                }
                return .string
            case 0x8:
                return .uid(try number(low + 1, "a UID"))
            case 0xA, 0xC:
                return .array(count: length, base: try references(length))
            case 0xD:
                guard length <= Int(Int32.max) / 2 else {
                    throw failure("object \(node) claims \(length) entries; the file is smaller", at: node)
                }
                return .dictionary(count: length, base: try references(length * 2))
            default:
                throw unknown()
            }
        }

        /// Reads a node's marker: its type nibble, its low nibble, its length (the low nibble,
        /// or the integer object after the marker when it is 15, for the sized types) and where
        /// its content starts. Every offset in ``offsets`` is inside the object area.
        @inline(__always)
        func header(_ node: Int) throws(NibParseError) -> (type: UInt8, low: Int, length: Int, content: Int) {
            let start = offsets[node]
            let marker = bytes[start]
            let type = marker >> 4
            let low = Int(marker & 0x0F)
            let isSized = type == 0x4 || type == 0x5 || type == 0x6 || type == 0xA || type == 0xC || type == 0xD
            guard low == 15, isSized else { return (type, low, low, start + 1) }
            guard start + 1 < end else {
                throw failure("object \(node): the length after its marker runs past the object area", at: node)
            }
            let sizeMarker = bytes[start + 1]
            guard sizeMarker >> 4 == 1, sizeMarker & 0x0F <= 3 else {
                throw failure("object \(node): expected an integer length after the marker", at: node)
            }
            let width = 1 << Int(sizeMarker & 0x0F)
            guard width <= end - (start + 2) else {
                throw failure("object \(node): the length after its marker runs past the object area", at: node)
            }
            var value: UInt64 = 0
            for index in 0..<width { value = value << 8 | UInt64(bytes[start + 2 + index]) }
            guard value <= UInt64(end) else {
                throw failure("object \(node) claims a length of \(value); the file is smaller", at: node)
            }
            return (type, low, Int(value), start + 2 + width)
        }
    }

    /// Big-endian UTF-16 as a string (unpaired surrogates become U+FFFD).
    static func utf16BigEndian(_ bytes: UnsafeRawBufferPointer) -> String {
        var utf8: [UInt8] = []
        utf16BigEndian(bytes, into: &utf8)
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Appends big-endian UTF-16 to `utf8`, transcoded in one pass (unpaired surrogates become
    /// U+FFFD).
    static func utf16BigEndian(_ bytes: UnsafeRawBufferPointer, into utf8: inout [UInt8]) {
        let count = bytes.count / 2
        func unit(_ index: Int) -> UInt32 { UInt32(bytes[2 * index]) << 8 | UInt32(bytes[2 * index + 1]) }
        utf8.reserveCapacity(utf8.count + count * 3)
        func put(_ byte: UInt32) { utf8.append(UInt8(truncatingIfNeeded: byte)) }
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
    }
}
