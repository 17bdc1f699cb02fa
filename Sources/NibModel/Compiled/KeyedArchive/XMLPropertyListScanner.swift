#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A single pass over the bytes of an XML property list, straight into a ``PropertyList``.
///
/// The XML of a property list is a small fixed vocabulary, so no general XML parser is
/// involved: element names are recognised by length and bytes, whitespace between elements is
/// skipped byte by byte while lines are counted, text without entities or line-end fixes is
/// taken in place, and containers are kept on an explicit stack (nesting costs heap, never
/// call stack). The grammar read:
///
/// - before the root: a UTF-8 byte-order mark, the XML declaration (a UTF-8 or ASCII encoding
///   only), processing instructions, comments, and one `<!DOCTYPE …>` **without an internal
///   subset**: a `[` inside the DOCTYPE is refused, so no entity can ever be declared, which
///   rules out entity expansion (billion laughs) and external entities by construction; the
///   DOCTYPE's public and system identifiers are never loaded;
/// - a `<plist>` root (the only element that may carry attributes) holding exactly one value;
/// - values `dict` (alternating `key` and value), `array`, `string`, `key`, `integer`, `real`,
///   `true`, `false`, `date`, `data` (base64, whitespace inside ignored), each also in its
///   empty-element form;
/// - in text: the five predefined entities, decimal and hexadecimal character references,
///   CDATA sections, comments and processing instructions; CR LF and lone CR become LF.
///
/// Anything else is a located ``NibParseError``: `.malformedXML` for what is not well-formed
/// XML (a truncated file, mismatched tags, an undefined entity, invalid UTF-8 in text),
/// `.malformedArchive` for well-formed XML that is not a property list (an unknown element,
/// text where a value belongs, a `<key>` without a value), `.entityRefused` for an internal
/// subset, `.limitExceeded` past ``ParseLimits``.
final class XMLPropertyListScanner {
    // One scanner runs on one thread for one read; `@exclusivity(unchecked)` drops the
    // dynamic exclusivity checks that would otherwise cost more than the scan of a tag.
    private let base: UnsafePointer<UInt8>
    private let count: Int
    private let file: String
    private let limits: ParseLimits
    private let maxDepth: Int
    /// The next byte to read.
    @exclusivity(unchecked) private var position = 0
    /// The 1-based line of ``position``: every `\n` consumed so far, plus one.
    @exclusivity(unchecked) private var line = 1
    /// The nodes read so far, and the tables they refer to, moved into the ``PropertyList`` at
    /// the end.
    @exclusivity(unchecked) private var records: GrowableTable<PropertyList.Record>
    @exclusivity(unchecked) private var bytes: GrowableTable<UInt8>
    /// The node indices of the closed containers' children (``PropertyList/children``).
    @exclusivity(unchecked) private var runs: GrowableTable<Int32>
    /// The line of each node.
    @exclusivity(unchecked) private var positions: GrowableTable<Int>
    @exclusivity(unchecked) private var top = 0
    /// The open containers, innermost last.
    @exclusivity(unchecked) private var frames: [Frame] = []
    /// The node indices of the open containers' children so far, each container's after its
    /// parent's (a dictionary's alternate key and value).
    @exclusivity(unchecked) private var children = GrowableTable<Int32>(capacity: 256)
    @exclusivity(unchecked) private var elementCount = 0
    @exclusivity(unchecked) private var keys = KeyTable()
    /// Decoded text, for the text that cannot be taken in place.
    @exclusivity(unchecked) private var text = GrowableTable<UInt8>(capacity: 256)

    /// An open `<array>` or `<dict>`.
    private struct Frame {
        var node: Int
        var isDictionary: Bool
        /// Where its children start in ``children``.
        var firstChild: Int
        var line: Int
    }

    /// The element names of a property list.
    enum Kind: UInt8 {
        case key, dict, real, yes, date, data, array, no, plist, string, integer

        /// The name from its length and its bytes packed little-endian into a word.
        @inline(__always)
        init?(length: Int, word: UInt64) {
            switch (length, word) {
            case (3, 0x79_656b): self = .key
            case (4, 0x7463_6964): self = .dict
            case (4, 0x6c61_6572): self = .real
            case (4, 0x6575_7274): self = .yes
            case (4, 0x6574_6164): self = .date
            case (4, 0x6174_6164): self = .data
            case (5, 0x79_6172_7261): self = .array
            case (5, 0x65_736c_6166): self = .no
            case (5, 0x74_7369_6c70): self = .plist
            case (6, 0x676e_6972_7473): self = .string
            case (7, 0x72_6567_6574_6e69): self = .integer
            default: return nil
            }
        }

        /// The length of the name.
        var length: Int {
            switch self {
            case .key: 3
            case .dict, .real, .yes, .date, .data: 4
            case .array, .no, .plist: 5
            case .string: 6
            case .integer: 7
            }
        }

        /// The name's bytes packed little-endian, as ``init(length:word:)`` takes them.
        var word: UInt64 {
            switch self {
            case .key: 0x79_656b
            case .dict: 0x7463_6964
            case .real: 0x6c61_6572
            case .yes: 0x6575_7274
            case .date: 0x6574_6164
            case .data: 0x6174_6164
            case .array: 0x79_6172_7261
            case .no: 0x65_736c_6166
            case .plist: 0x74_7369_6c70
            case .string: 0x676e_6972_7473
            case .integer: 0x72_6567_6574_6e69
            }
        }

        var name: String {
            switch self {
            case .key: "key"
            case .dict: "dict"
            case .real: "real"
            case .yes: "true"
            case .date: "date"
            case .data: "data"
            case .array: "array"
            case .no: "false"
            case .plist: "plist"
            case .string: "string"
            case .integer: "integer"
            }
        }
    }

    init(_ bytes: UnsafeRawBufferPointer, file: String, limits: ParseLimits) {
        base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        count = bytes.count
        self.file = file
        self.limits = limits
        maxDepth = limits.effectiveMaxDepth
        // About one node per 40 bytes in real keyed archives (a UID dictionary is one node),
        // and about a byte of string or data per 16 bytes of XML.
        records = GrowableTable(capacity: count / 40 + 4)
        positions = GrowableTable(capacity: count / 40 + 4)
        runs = GrowableTable(capacity: count / 40 + 4)
        self.bytes = GrowableTable(capacity: count / 16 + 16)
        frames.reserveCapacity(32)
    }

    // MARK: Document

    /// Reads the whole document.
    func scan() throws(NibParseError) -> PropertyList {
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { position = 3 }
        try skipProlog()
        let rootStart = position
        let rootLine = line
        position += 1
        let (length, word) = readName()
        guard Kind(length: length, word: word) == .plist else {
            throw failure(
                .malformedArchive("expected a <plist> root element, found <\(spelling(rootStart + 1, length))>"),
                at: rootStart)
        }
        elementCount = 1
        if try skipAttributes(rootStart) {
            throw failure(.malformedArchive("expected a <plist> root holding one value"), at: rootStart)
        }
        try scanValues(rootStart: rootStart, rootLine: rootLine)
        try skipEpilogue()
        return PropertyList(
            records: Array(records.all), bytes: Array(bytes.all), children: Array(runs.all),
            positions: Array(positions.all), top: top, positionsAreLines: true, file: file)
    }

    /// Skips what may come before the root element, up to its `<`.
    private func skipProlog() throws(NibParseError) {
        var sawDoctype = false
        while true {
            guard skipSpace() else {
                throw failure(.malformedXML("expected '<' to start the <plist> root element"), at: position)
            }
            guard position + 1 < count else { throw truncated("before the <plist> root element") }
            switch base[position + 1] {
            case UInt8(ascii: "?"):
                try skipProcessingInstruction(checkingDeclaration: true)
            case UInt8(ascii: "!"):
                if startsWith("<!--") {
                    try skipComment()
                } else if startsWith("<!DOCTYPE"), !sawDoctype {
                    sawDoctype = true
                    try skipDoctype()
                } else {
                    throw failure(
                        .malformedXML("expected the <plist> root element, a comment or a DOCTYPE"), at: position)
                }
            default:
                return
            }
        }
    }

    /// Skips what may follow `</plist>`: whitespace, comments and processing instructions.
    private func skipEpilogue() throws(NibParseError) {
        while true {
            while position < count, Self.isSpace(base[position]) { advanceCountingLines() }
            guard position < count else { return }
            if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<?") {
                try skipProcessingInstruction(checkingDeclaration: false)
            } else {
                throw failure(.malformedXML("unexpected content after the </plist> end tag"), at: position)
            }
        }
    }

    // MARK: Values

    /// Reads the values inside `<plist>` up to and including `</plist>`.
    private func scanValues(rootStart: Int, rootLine: Int) throws(NibParseError) {
        var hasTop = false
        while true {
            guard skipSpace() else { throw textFailure(at: position) }
            guard position + 1 < count else { throw truncatedInside(rootLine: rootLine) }
            let tagStart = position
            switch base[position + 1] {
            case UInt8(ascii: "/"):
                if let frame = frames.last {
                    try endTag(frame.isDictionary ? .dict : .array, openedAt: frame.line)
                    try close(frame, endTag: tagStart)
                    frames.removeLast()
                    continue
                }
                try endTag(.plist, openedAt: rootLine)
                guard hasTop else {
                    throw failure(.malformedArchive("expected a <plist> root holding one value"), at: rootStart)
                }
                return
            case UInt8(ascii: "!"):
                guard startsWith("<!--") else { throw textFailure(at: tagStart) }
                try skipComment()
                continue
            case UInt8(ascii: "?"):
                try skipProcessingInstruction(checkingDeclaration: false)
                continue
            default: break
            }
            let tagLine = line
            position += 1
            let (length, word) = readName()
            guard let kind = Kind(length: length, word: word), kind != .plist else {
                let name = spelling(tagStart + 1, length)
                throw failure(
                    length == 0
                        ? .malformedXML("expected an element name after '<'")
                        : .malformedArchive("unexpected <\(name)> in a property list"),
                    at: tagStart)
            }
            let isEmpty = try tagEnd(kind, tagStart: tagStart)
            elementCount += 1
            try checkLimits(at: tagStart)
            try checkPlacement(kind, hasTop: hasTop, at: tagStart)
            let index = records.count
            positions.append(tagLine)
            if kind == .key {
                // Inside a <dict> (``checkPlacement(_:hasTop:at:)``), listed by its spelling.
                children.append(try key(isEmpty: isEmpty, tagStart: tagStart, tagLine: tagLine))
                continue
            }
            if frames.isEmpty {
                hasTop = true
                top = index
            } else {
                children.append(Int32(truncatingIfNeeded: index))
            }
            switch kind {
            case .dict where !isEmpty:
                if let uid = plainUID() {
                    records.append(PropertyList.Record(.uid, payload: uid))
                    continue
                }
                records.append(PropertyList.Record(.null))
                frames.append(Frame(node: index, isDictionary: true, firstChild: children.count, line: tagLine))
            case .array, .dict:
                if isEmpty {
                    records.append(PropertyList.Record(kind == .dict ? .dictionary : .array))
                } else {
                    records.append(PropertyList.Record(.null))
                    frames.append(
                        Frame(node: index, isDictionary: kind == .dict, firstChild: children.count, line: tagLine))
                }
            default:
                records.append(try scalar(kind, isEmpty: isEmpty, tagStart: tagStart, tagLine: tagLine))
            }
        }
    }

    /// Refuses an element where the open container does not take it.
    @inline(__always)
    private func checkPlacement(_ kind: Kind, hasTop: Bool, at tagStart: Int) throws(NibParseError) {
        guard let frame = frames.last else {
            if hasTop { throw failure(.malformedArchive("the <plist> holds more than one value"), at: tagStart) }
            if kind == .key { throw failure(.malformedArchive("a <key> outside a <dict>"), at: tagStart) }
            return
        }
        if frame.isDictionary {
            let wantsKey = (children.count - frame.firstChild) & 1 == 0
            if wantsKey, kind != .key {
                throw failure(
                    .malformedArchive("expected a <key> in the <dict>, found <\(kind.name)>"), at: tagStart)
            }
            if !wantsKey, kind == .key {
                throw failure(.malformedArchive("a <key> without a value in the <dict>"), at: tagStart)
            }
        } else if kind == .key {
            throw failure(.malformedArchive("a <key> outside a <dict>"), at: tagStart)
        }
    }

    /// Fills the node of a container that just closed.
    private func close(_ frame: Frame, endTag: Int) throws(NibParseError) {
        let first = frame.firstChild
        let childCount = children.count - first
        let items = children.records(start: first, length: childCount)
        defer { children.removeLast(childCount) }
        guard frame.isDictionary else {
            let start = runs.append(contentsOf: items)
            records[frame.node] = PropertyList.Record(.array, payload: UInt64(start), count: UInt32(childCount))
            return
        }
        guard childCount & 1 == 0 else {
            throw failure(.malformedArchive("a <key> without a value in the <dict>"), at: endTag)
        }
        // `{CF$UID = n}` is how XML spells an NSKeyedArchiver UID: one node, no key or integer
        // node (both scalars, so they are the last two nodes). ``plainUID()`` reads the usual
        // spelling; this is the rest (spaces in the integer, a comment, an entity in the key).
        if childCount == 2, case let value = records[Int(items[1])], value.kind == .integer,
            Int64(bitPattern: value.payload) >= 0, isUIDKey(Int(items[0]))
        {
            records.removeLast(2)
            positions.removeLast(2)
            keys.forget(node: Int32(truncatingIfNeeded: records.count))
            records[frame.node] = PropertyList.Record(.uid, payload: value.payload)
            return
        }
        // The keys, then the values.
        let pairs = childCount / 2
        let start = runs.count
        for pair in 0..<pairs { runs.append(items[2 * pair]) }
        for pair in 0..<pairs { runs.append(items[2 * pair + 1]) }
        records[frame.node] = PropertyList.Record(.dictionary, payload: UInt64(start), count: UInt32(pairs))
    }

    /// Whether node `node` is the string `CF$UID`.
    private func isUIDKey(_ node: Int) -> Bool {
        let record = records[node]
        guard record.kind == .string, record.count == 6 else { return false }
        return memcmp(bytes.records(start: Int(record.payload), length: 6).baseAddress!, "CF$UID", 6) == 0
    }

    /// After a `<dict>` start tag: the UID of `<key>CF$UID</key><integer>n</integer></dict>`
    /// written the usual way (whitespace between the tags, n plain decimal digits, at most 18),
    /// read in one go with the dictionary's end tag; `nil`, with nothing read, for anything else.
    private func plainUID() -> UInt64? {
        // Locals only: the helpers below must not capture the scanner.
        let base = base
        let count = count
        var index = position
        var lines = 0
        @inline(__always) func skipSpace() {
            while index < count {
                let byte = base[index]
                if byte == 0x09 || byte == 0x20 {
                    index += 1
                } else if byte == 0x0A {
                    lines += 1
                    index += 1
                } else {
                    return
                }
            }
        }
        @inline(__always) func load(_ offset: Int) -> UInt64 {
            UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
        }
        skipSpace()
        // The whitespace is skipped for good: the caller would skip it next if this is no UID.
        position = index
        line += lines
        lines = 0
        // `<key>CF$UID</key>`, then `<integer>`, in words.
        guard index + 24 <= count, load(index) == 0x2446_433e_7965_6b3c, load(index + 8) == 0x7965_6b2f_3c44_4955,
            base[index + 16] == UInt8(ascii: ">")
        else { return nil }
        index += 17
        skipSpace()
        guard index + 16 <= count, load(index) == 0x7265_6765_746e_693c, base[index + 8] == UInt8(ascii: ">") else {
            return nil
        }
        index += 9
        var value: UInt64 = 0
        let digits = index
        while index < count, base[index] &- 0x30 < 10, index - digits < 18 {
            value = value &* 10 &+ UInt64(base[index] &- 0x30)
            index += 1
        }
        // `</integer>`, then `</dict>`.
        guard index > digits, index + 16 <= count, load(index) == 0x6567_6574_6e69_2f3c,
            base[index + 8] == UInt8(ascii: "r"), base[index + 9] == UInt8(ascii: ">")
        else { return nil }
        index += 10
        skipSpace()
        guard index + 8 <= count, load(index) & 0x00FF_FFFF_FFFF_FFFF == 0x3e_7463_6964_2f3c else { return nil }
        index += 7
        // The key and the integer are elements one level inside the dictionary.
        guard frames.count + 2 < maxDepth, elementCount + 2 <= limits.maxElements else { return nil }
        elementCount += 2
        position = index
        line += lines
        return value
    }

    /// Reads the text of a `kind` element (after its start tag) and its end tag.
    @inline(__always)
    private func content(_ kind: Kind, isEmpty: Bool, tagStart: Int, tagLine: Int) throws(NibParseError) -> Text {
        let content: Text =
            isEmpty ? Text(start: base + position, count: 0, isASCII: true) : try readText(kind, tagLine)
        if content.count > limits.maxAttributeLength {
            throw failure(
                .limitExceeded("a text run exceeds \(limits.maxAttributeLength) bytes"), at: tagStart)
        }
        if !content.isASCII, String(validating: content.buffer, as: UTF8.self) == nil {
            throw failure(.malformedXML("the text of this element is not valid UTF-8"), at: tagStart)
        }
        return content
    }

    /// Reads a `<key>` into a string node and returns the node that stands for its spelling in
    /// the dictionaries: the first node that spelt it (its bytes are stored once).
    private func key(isEmpty: Bool, tagStart: Int, tagLine: Int) throws(NibParseError) -> Int32 {
        let text = try content(.key, isEmpty: isEmpty, tagStart: tagStart, tagLine: tagLine)
        let node = Int32(truncatingIfNeeded: records.count)
        let (first, start) = keys.intern(text.buffer, node: node, bytes: &bytes)
        records.append(PropertyList.Record(.string, payload: UInt64(start), count: UInt32(text.count)))
        return first
    }

    /// Reads a scalar's text (after its start tag) and its end tag into a node.
    private func scalar(
        _ kind: Kind, isEmpty: Bool, tagStart: Int, tagLine: Int
    ) throws(NibParseError)
        -> PropertyList.Record
    {
        let text = try content(kind, isEmpty: isEmpty, tagStart: tagStart, tagLine: tagLine).buffer
        switch kind {
        case .string, .date:
            let start = bytes.appendBytes(text)
            return PropertyList.Record(.string, payload: UInt64(start), count: UInt32(text.count))
        case .integer:
            if let value = Self.plainInteger(text) {
                return PropertyList.Record(.integer, payload: UInt64(bitPattern: value))
            }
            let trimmed = Self.trimmed(text)
            guard let value = Int64(trimmed) ?? UInt64(trimmed).map({ Int64(bitPattern: $0) }) else {
                throw failure(.malformedArchive("'\(Self.printable(trimmed))' is not an integer"), at: tagStart)
            }
            return PropertyList.Record(.integer, payload: UInt64(bitPattern: value))
        case .real:
            let trimmed = Self.trimmed(text)
            guard let value = Double(trimmed) else {
                throw failure(.malformedArchive("'\(Self.printable(trimmed))' is not a real number"), at: tagStart)
            }
            return PropertyList.Record(.real, payload: value.bitPattern)
        case .yes, .no:
            guard text.allSatisfy(Self.isSpace) else {
                throw failure(.malformedArchive("<\(kind.name)/> holds text"), at: tagStart)
            }
            return PropertyList.Record(.boolean, payload: kind == .yes ? 1 : 0)
        case .data:
            let start = bytes.count
            guard Base64.decode(text, rules: .strict, { bytes.append($0) }) else {
                throw failure(.malformedArchive("the <data> is not base64"), at: tagStart)
            }
            return PropertyList.Record(.data, payload: UInt64(start), count: UInt32(bytes.count - start))
        case .key, .array, .dict, .plist:
            preconditionFailure("keys and containers are not scalars")
        }
    }

    /// A plain decimal integer (an optional `-`, then 1 to 18 digits, nothing else); `nil` for
    /// anything else, which the caller reads the general way.
    @inline(__always)
    private static func plainInteger(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard !text.isEmpty, text.count <= 19 else { return nil }
        let negative = text[0] == UInt8(ascii: "-")
        var index = negative ? 1 : 0
        guard index < text.count, text.count - index <= 18 else { return nil }
        var value: Int64 = 0
        while index < text.count {
            let digit = text[index] &- 0x30
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int64(digit)
            index += 1
        }
        return negative ? -value : value
    }

    /// The text as a string without XML whitespace at either end.
    private static func trimmed(_ text: UnsafeBufferPointer<UInt8>) -> String {
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: text[first...last]), as: UTF8.self)
    }

    // MARK: Text

    /// An element's text: in place in the input, or decoded into ``text``.
    private struct Text {
        var start: UnsafePointer<UInt8>
        var count: Int
        var isASCII: Bool

        var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }
    }

    /// Reads the text of a `kind` element up to and including its end tag.
    ///
    /// The usual text (no `&`, no CR, no markup inside) is found in one pass and left in place;
    /// anything else is decoded into ``text``.
    private func readText(_ kind: Kind, _ tagLine: Int) throws(NibParseError) -> Text {
        let start = position
        var index = start
        var isASCII = true
        // Eight bytes at a time while none is markup, a control character (line breaks
        // included, which are counted below) or outside ASCII.
        while index + 8 <= count, !Self.hasSpecialByte(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte &- 0x20 < 0x60 {
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
            } else if byte == 0x0A {
                line += 1
            } else if byte >= 0x80 {
                isASCII = false
            } else if byte != 0x09 {
                break
            }
            index += 1
        }
        if index + 1 < count, base[index] == UInt8(ascii: "<"), base[index + 1] == UInt8(ascii: "/") {
            position = index
            try endTag(kind, openedAt: tagLine)
            return Text(start: base + start, count: index - start, isASCII: isASCII)
        }
        text.removeAll()
        _ = text.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
        position = index
        return try decodeText(kind, tagLine, isASCII: isASCII)
    }

    /// Continues ``readText(_:_:)`` from the first byte that needs more than a copy.
    private func decodeText(_ kind: Kind, _ tagLine: Int, isASCII: Bool) throws(NibParseError) -> Text {
        var isASCII = isASCII
        while true {
            guard position < count else { throw truncatedInside(kind, openedAt: tagLine) }
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "<"):
                if startsWith("</") {
                    try endTag(kind, openedAt: tagLine)
                    let decoded = text.all
                    return Text(start: decoded.baseAddress!, count: decoded.count, isASCII: isASCII)
                } else if startsWith("<![CDATA[") {
                    let contentStart = position + 9
                    guard let end = find(UInt8(ascii: "]"), UInt8(ascii: "]"), UInt8(ascii: ">"), from: contentStart)
                    else { throw truncatedInside(kind, openedAt: tagLine) }
                    var index = contentStart
                    while index < end {
                        let byte = base[index]
                        if byte >= 0x80 { isASCII = false }
                        try appendCharacter(byte, at: index)
                        index += 1
                    }
                    position = end + 3
                } else if startsWith("<!--") {
                    try skipComment()
                } else if startsWith("<?") {
                    try skipProcessingInstruction(checkingDeclaration: false)
                } else {
                    throw failure(.malformedArchive("unexpected element inside <\(kind.name)>"), at: position)
                }
            case UInt8(ascii: "&"):
                let scalar = try entity()
                if scalar >= 0x80 { isASCII = false }
                for unit in Unicode.Scalar(scalar)!.utf8 { text.append(unit) }
            default:
                if byte >= 0x80 { isASCII = false }
                try appendCharacter(byte, at: position)
                position += 1
            }
        }
    }

    /// Appends one byte of text: CR LF and a lone CR become LF, lines are counted, and control
    /// characters that XML does not allow are refused.
    private func appendCharacter(_ byte: UInt8, at index: Int) throws(NibParseError) {
        switch byte {
        case 0x0D:
            if index + 1 < count, base[index + 1] == 0x0A { return }
            text.append(0x0A)
        case 0x0A:
            line += 1
            text.append(0x0A)
        case 0x09: text.append(0x09)
        case ..<0x20:
            throw failure(.malformedXML("the control character U+\(hex(byte)) is not allowed in XML text"), at: index)
        default: text.append(byte)
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Reads an entity or character reference at `&` and returns its scalar.
    private func entity() throws(NibParseError) -> UInt32 {
        let start = position
        var end = start + 1
        while end < count, end - start <= 12, base[end] != UInt8(ascii: ";") { end += 1 }
        guard end < count, base[end] == UInt8(ascii: ";") else {
            throw failure(.malformedXML("expected ';' to end the reference that starts with '&'"), at: start)
        }
        let name = UnsafeBufferPointer(start: base + start + 1, count: end - start - 1)
        position = end + 1
        if name.first == UInt8(ascii: "#") {
            var value: UInt32 = 0
            var digits = name.dropFirst()
            let radix: UInt32 = digits.first == UInt8(ascii: "x") ? 16 : 10
            if radix == 16 { digits = digits.dropFirst() }
            for byte in digits {
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
                    digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
                    digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: digit = 99
                }
                guard digit < radix, value <= 0x10FFFF else { value = 0x110000; break }
                value = value * radix + digit
            }
            let allowed =
                value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
            guard !digits.isEmpty, allowed else {
                throw failure(
                    .malformedXML("'&\(spelling(start + 1, end - start - 1));' is not a character XML allows"),
                    at: start)
            }
            return value
        }
        switch String(decoding: name, as: UTF8.self) {
        case "lt": return 0x3C
        case "gt": return 0x3E
        case "amp": return 0x26
        case "apos": return 0x27
        case "quot": return 0x22
        case let other: throw failure(.malformedXML("Entity '\(Self.printable(other))' not defined"), at: start)
        }
    }

    // MARK: Tags

    /// The `length` (at most 8) bytes at `offset` packed little-endian into a word; the caller
    /// makes sure that eight bytes can be loaded.
    @inline(__always)
    private func word(at offset: Int, length: Int) -> UInt64 {
        let loaded = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
        return length >= 8 ? loaded : loaded & ((1 &<< UInt64(length &* 8)) &- 1)
    }

    /// Reads a name at ``position``: its length and its first eight bytes packed little-endian.
    @inline(__always)
    private func readName() -> (length: Int, word: UInt64) {
        // Every name of the vocabulary is under eight small letters: find where the letters of
        // the next eight bytes end, all at once.
        if position + 8 <= count {
            let loaded = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            let length = (~Self.smallLetters(loaded) & Self.highBits).trailingZeroBitCount &>> 3
            if length < 8 {
                let next = base[position + length]
                if next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || Self.isSpace(next) {
                    position += length
                    return (length, loaded & ((1 &<< UInt64(length &* 8)) &- 1))
                }
            }
        }
        let start = position
        var word: UInt64 = 0
        while position < count {
            let byte = base[position]
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || Self.isSpace(byte) { break }
            let length = position - start
            if length < 8 { word |= UInt64(byte) &<< (length &* 8) }
            position += 1
        }
        return (position - start, word)
    }

    /// Reads the rest of a start tag after its name (no attributes: only `<plist>` has any) and
    /// returns whether it is an empty element (`/>`).
    @inline(__always)
    private func tagEnd(_ kind: Kind, tagStart: Int) throws(NibParseError) -> Bool {
        if position < count, base[position] == UInt8(ascii: ">") {
            position += 1
            return false
        }
        while position < count, Self.isSpace(base[position]) { advanceCountingLines() }
        guard position < count else { throw truncated("in the <\(kind.name)> start tag") }
        if base[position] == UInt8(ascii: ">") {
            position += 1
            return false
        }
        if base[position] == UInt8(ascii: "/"), position + 1 < count, base[position + 1] == UInt8(ascii: ">") {
            position += 2
            return true
        }
        throw failure(
            .malformedArchive("unexpected attribute on <\(kind.name)>: only <plist> has attributes"), at: position)
    }

    /// Skips the attributes of the `<plist>` start tag and returns whether it is empty (`/>`).
    private func skipAttributes(_ tagStart: Int) throws(NibParseError) -> Bool {
        while true {
            while position < count, Self.isSpace(base[position]) { advanceCountingLines() }
            guard position < count else { throw truncated("in the <plist> start tag") }
            switch base[position] {
            case UInt8(ascii: ">"):
                position += 1
                return false
            case UInt8(ascii: "/"):
                guard position + 1 < count, base[position + 1] == UInt8(ascii: ">") else {
                    throw failure(.malformedXML("expected '>' after '/' in the <plist> start tag"), at: position)
                }
                position += 2
                return true
            default:
                let nameStart = position
                while position < count, base[position] != UInt8(ascii: "="), base[position] != UInt8(ascii: ">"),
                    !Self.isSpace(base[position])
                {
                    position += 1
                }
                let length = position - nameStart
                while position < count, Self.isSpace(base[position]) { advanceCountingLines() }
                guard length > 0, position < count, base[position] == UInt8(ascii: "=") else {
                    throw failure(.malformedXML("expected name=\"value\" in the <plist> start tag"), at: nameStart)
                }
                position += 1
                while position < count, Self.isSpace(base[position]) { advanceCountingLines() }
                guard position < count, base[position] == 0x22 || base[position] == 0x27 else {
                    throw failure(.malformedXML("expected a quoted attribute value"), at: position)
                }
                let quote = base[position]
                let valueStart = position + 1
                guard let close = memchr(base + valueStart, Int32(quote), count - valueStart) else {
                    throw truncated("in an attribute value of the <plist> start tag")
                }
                let valueEnd = UnsafePointer<UInt8>(close.assumingMemoryBound(to: UInt8.self)) - base
                if valueEnd - valueStart > limits.maxAttributeLength {
                    throw failure(
                        .limitExceeded(
                            "an attribute value is \(valueEnd - valueStart) bytes; the limit is \(limits.maxAttributeLength)"
                        ), at: tagStart)
                }
                if memchr(base + valueStart, Int32(UInt8(ascii: "<")), valueEnd - valueStart) != nil {
                    throw failure(.malformedXML("'<' is not allowed in an attribute value"), at: valueStart)
                }
                countLines(valueStart, valueEnd)
                position = valueEnd + 1
            }
        }
    }

    /// Reads the end tag `</kind>` at ``position``.
    @inline(__always)
    private func endTag(_ kind: Kind, openedAt openLine: Int) throws(NibParseError) {
        let length = kind.length
        if position + 10 <= count, base[position + length + 2] == UInt8(ascii: ">"),
            word(at: position + 2, length: length) == kind.word
        {
            position += length + 3
            return
        }
        try slowEndTag(kind, openedAt: openLine)
    }

    /// ``endTag(_:openedAt:)`` with spaces before its `>`, near the end of the input, or wrong.
    private func slowEndTag(_ kind: Kind, openedAt openLine: Int) throws(NibParseError) {
        let tagStart = position
        position += 2
        let (length, word) = readName()
        while position < count, Self.isSpace(base[position]) { advanceCountingLines() }
        guard position < count else { throw truncatedInside(kind, openedAt: openLine) }
        guard Kind(length: length, word: word) == kind, base[position] == UInt8(ascii: ">") else {
            throw failure(
                .malformedXML(
                    "expected </\(kind.name)> to close the <\(kind.name)> of line \(openLine), found </\(spelling(tagStart + 2, length))"
                        + (base[position] == UInt8(ascii: ">") ? ">" : "")),
                at: tagStart)
        }
        position += 1
    }

    /// Refuses a start tag past the depth or element limit. The `<plist>` root counts as one
    /// open element and one element, as in the XML reader.
    @inline(__always)
    private func checkLimits(at tagStart: Int) throws(NibParseError) {
        if frames.count + 1 >= maxDepth {
            throw failure(.limitExceeded("elements nest deeper than \(maxDepth) levels"), at: tagStart)
        }
        if elementCount > limits.maxElements {
            throw failure(.limitExceeded("the document has more than \(limits.maxElements) elements"), at: tagStart)
        }
    }

    // MARK: Markup skipped

    /// Skips whitespace, counting lines, up to a `<` or the end; `false` when it stopped at
    /// anything else (left at ``position``).
    @inline(__always)
    private func skipSpace() -> Bool {
        var index = position
        var lines = 0
        defer {
            position = index
            line += lines
        }
        while index < count {
            // Indentation first: tabs and spaces are most of what is skipped.
            let byte = base[index]
            if byte == 0x09 || byte == 0x20 {
                index += 1
            } else if byte == 0x0A {
                lines += 1
                index += 1
            } else if byte == UInt8(ascii: "<") {
                return true
            } else if byte == 0x0D {
                index += 1
            } else {
                return false
            }
        }
        return true
    }

    /// The error for text where an element belongs.
    private func textFailure(at offset: Int) -> NibParseError {
        if let frame = frames.last, frame.isDictionary, (children.count - frame.firstChild) & 1 == 0 {
            return failure(.malformedArchive("expected a <key> in the <dict>, found text"), at: offset)
        }
        return failure(.malformedArchive("expected a value element, found text"), at: offset)
    }

    private func skipComment() throws(NibParseError) {
        guard let end = find(UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: ">"), from: position + 4) else {
            throw truncated("in a comment")
        }
        countLines(position, end)
        position = end + 3
    }

    /// Skips `<? … ?>`; the XML declaration's encoding must be UTF-8 (or ASCII, its subset).
    private func skipProcessingInstruction(checkingDeclaration: Bool) throws(NibParseError) {
        let start = position
        guard let end = find(UInt8(ascii: "?"), UInt8(ascii: ">"), nil, from: position + 2) else {
            throw truncated("in a processing instruction")
        }
        if checkingDeclaration, startsWith("<?xml"), position + 5 < count, Self.isSpace(base[position + 5]) {
            if let found = firstOffset(of: "encoding", in: start..<end) {
                let declaration = String(
                    decoding: UnsafeBufferPointer(start: base + found + 8, count: end - found - 8), as: UTF8.self)
                let rest = declaration.drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
                let name = rest.prefix { $0 != "\"" && $0 != "'" && $0 != "?" && $0 != " " }.lowercased()
                guard ["utf-8", "utf8", "us-ascii", "ascii"].contains(name) else {
                    throw failure(
                        .malformedXML(
                            "the document is encoded in \(Self.printable(name)); a property list is read as UTF-8"),
                        at: start)
                }
            }
        }
        countLines(position, end)
        position = end + 2
    }

    /// Skips `<!DOCTYPE …>`, refusing an internal subset (`[ … ]`), where entities would be
    /// declared.
    private func skipDoctype() throws(NibParseError) {
        let start = position
        var index = position + 9
        var quote: UInt8 = 0
        while index < count {
            let byte = base[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw failure(.entityRefused(internalSubsetDetail(from: index)), at: start)
            } else if byte == UInt8(ascii: ">") {
                countLines(position, index)
                position = index + 1
                return
            }
            index += 1
        }
        throw truncated("in the DOCTYPE")
    }

    /// What an internal subset declares, for the error: the first entity's name if any.
    private func internalSubsetDetail(from index: Int) -> String {
        if let found = firstOffset(of: "<!ENTITY", in: index..<min(count, index + 4096)) {
            let rest = String(
                decoding: UnsafeBufferPointer(start: base + found + 8, count: min(count - found - 8, 256)),
                as: UTF8.self)
            let name = rest.drop { $0 == " " || $0 == "%" || $0 == "\t" || $0 == "\n" }
                .prefix { !$0.isWhitespace && $0 != ">" }
            return "the document declares the entity '\(Self.printable(String(name)))' in an internal DTD subset"
        }
        return "the DOCTYPE has an internal subset, where entities would be declared"
    }

    // MARK: Bytes

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte <= 0x20 && (byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D)
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x0101_0101_0101_0101

    /// The high bit of each byte of `word` that is a small ASCII letter.
    @inline(__always)
    private static func smallLetters(_ word: UInt64) -> UInt64 {
        let low7 = word & ~highBits
        // Adding 0x1F sets a byte's high bit from 0x61 (`a`) up; adding 0x05 from 0x7B (past `z`).
        return (low7 &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(low7 &+ 0x0505_0505_0505_0505) & ~word & highBits
    }

    /// Whether a byte of `word` is `<`, `&`, below 0x20 or above 0x7F.
    @inline(__always)
    private static func hasSpecialByte(_ word: UInt64) -> Bool {
        let less = ~word & highBits & (word &- 0x2020_2020_2020_2020)
        let angle = word ^ 0x3C3C_3C3C_3C3C_3C3C
        let ampersand = word ^ 0x2626_2626_2626_2626
        let zeroes = ((angle &- lowBits) & ~angle) | ((ampersand &- lowBits) & ~ampersand)
        return (less | zeroes | word) & highBits != 0
    }

    @inline(__always)
    private func advanceCountingLines() {
        if base[position] == 0x0A { line += 1 }
        position += 1
    }

    /// Counts the line breaks in `start..<end` into ``line``.
    private func countLines(_ start: Int, _ end: Int) {
        var index = start
        while index < end, let next = memchr(base + index, 0x0A, end - index) {
            line += 1
            index = UnsafePointer<UInt8>(next.assumingMemoryBound(to: UInt8.self)) - base + 1
        }
    }

    /// Whether the input at ``position`` starts with `prefix` (ASCII).
    private func startsWith(_ prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard position + length <= count else { return false }
        return memcmp(base + position, prefix.utf8Start, length) == 0
    }

    /// The offset of the first `a b c` (or `a b` when `c` is nil) at or after `start`.
    private func find(_ a: UInt8, _ b: UInt8, _ c: UInt8?, from start: Int) -> Int? {
        let length = c == nil ? 2 : 3
        var index = start
        while index + length <= count, let hit = memchr(base + index, Int32(a), count - index - length + 1) {
            let offset = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            if base[offset + 1] == b, c.map({ base[offset + 2] == $0 }) ?? true { return offset }
            index = offset + 1
        }
        return nil
    }

    /// The offset of the first `needle` (ASCII) inside `range`.
    private func firstOffset(of needle: StaticString, in range: Range<Int>) -> Int? {
        let length = needle.utf8CodeUnitCount
        var index = range.lowerBound
        while index + length <= range.upperBound {
            if memcmp(base + index, needle.utf8Start, length) == 0 { return index }
            index += 1
        }
        return nil
    }

    /// Input bytes for a message: see ``printable(_:)``.
    private func spelling(_ start: Int, _ length: Int) -> String {
        Self.printable(
            String(decoding: UnsafeBufferPointer(start: base + start, count: min(length, 64)), as: UTF8.self))
    }

    /// Text from the input made fit for a one-line message: control characters become `?`,
    /// and at most 64 characters are kept.
    private static func printable(_ text: String) -> String {
        String(text.unicodeScalars.prefix(64).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    }

    // MARK: Errors

    /// An error at byte `offset`, located by line and column (the column counts bytes).
    private func failure(_ kind: NibParseError.Kind, at offset: Int) -> NibParseError {
        let offset = min(max(offset, 0), count)
        var lineNumber = 1
        var lineStart = 0
        var index = 0
        while index < offset, let next = memchr(base + index, 0x0A, offset - index) {
            lineNumber += 1
            lineStart = UnsafePointer<UInt8>(next.assumingMemoryBound(to: UInt8.self)) - base + 1
            index = lineStart
        }
        return NibParseError(kind, at: SourceLocation(file: file, line: lineNumber, column: offset - lineStart + 1))
    }

    private func truncated(_ place: String) -> NibParseError {
        failure(.malformedXML("the document ends \(place)"), at: count)
    }

    private func truncatedInside(_ kind: Kind, openedAt openLine: Int) -> NibParseError {
        failure(
            .malformedXML("the document ends inside the <\(kind.name)> of line \(openLine): expected </\(kind.name)>"),
            at: count)
    }

    private func truncatedInside(rootLine: Int) -> NibParseError {
        if let frame = frames.last {
            return truncatedInside(frame.isDictionary ? .dict : .array, openedAt: frame.line)
        }
        return truncatedInside(.plist, openedAt: rootLine)
    }
}

/// Dictionary keys by their bytes, so that a key an archive repeats thousands of times is
/// stored once and listed under one node (the first that spelt it).
///
/// Open addressing over a hash of the key's length and its first and last eight bytes; equal
/// hashes are confirmed byte by byte against the key's bytes in the scanner's byte table.
private struct KeyTable {
    private struct Entry {
        /// The key's first eight bytes and its last eight (see ``spellingWords(_:)``).
        var head: UInt64
        var tail: UInt64
        /// Where the key's bytes are in the byte table.
        var start: Int
        var count: Int
        /// The first node that spelt the key.
        var node: Int32
    }

    private var slots = [Int32](repeating: -1, count: 64)
    private var entries: [Entry] = []

    /// The node listed for the spelling `key` and where its bytes are in `bytes`: `node` and
    /// bytes appended to `bytes` when the spelling is new.
    mutating func intern(
        _ key: UnsafeBufferPointer<UInt8>, node: Int32, bytes: inout GrowableTable<UInt8>
    ) -> (node: Int32, start: Int) {
        let (head, tail) = spellingWords(key)
        let mask = slots.count - 1
        var slot = spellingHash(head: head, tail: tail, count: key.count) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            let entry = entries[index]
            // Up to 16 bytes, the two words are the whole key.
            if entry.head == head, entry.tail == tail, entry.count == key.count,
                key.count <= 16
                    || memcmp(
                        bytes.records(start: entry.start, length: entry.count).baseAddress!, key.baseAddress!, key.count
                    )
                        == 0
            {
                return (entry.node, entry.start)
            }
            slot = (slot + 1) & mask
        }
        let start = bytes.appendBytes(key)
        slots[slot] = Int32(entries.count)
        entries.append(Entry(head: head, tail: tail, start: start, count: key.count, node: node))
        if entries.count * 2 > slots.count { grow() }
        return (node, start)
    }

    /// Drops the spelling that `node` brought, if it brought one (the scanner drops a key node
    /// that turned out to be part of a UID). Only the last node can be dropped: its entry, if
    /// any, is the newest, so no other entry was placed past its slot.
    mutating func forget(node: Int32) {
        guard let last = entries.last, last.node == node else { return }
        var slot = spellingHash(head: last.head, tail: last.tail, count: last.count) & (slots.count - 1)
        while Int(slots[slot]) != entries.count - 1 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = -1
        entries.removeLast()
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = spellingHash(head: entry.head, tail: entry.tail, count: entry.count) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
