internal import CLibXML

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

/// Reads XML bytes into a ``NibElement`` tree with libxml2's SAX2 interface.
///
/// This file is the only place in swift-nib that touches libxml2. The parse is secure by
/// construction: no network, no DTD loading, no entity substitution, and any entity
/// declaration stops the parse with ``NibParseError/Kind/entityRefused(_:)``. The libxml2
/// parser context is created and freed inside ``read(_:file:limits:)``; nothing from libxml2
/// outlives the call. The corresponding libxml2 functions are `xmlCreateMemoryParserCtxt`
/// and `xmlParseDocument`.
enum LibXMLReader {
    /// Parses `bytes` into the element tables of a document rooted at `<document>`.
    ///
    /// - Parameters:
    ///   - bytes: The whole document.
    ///   - file: The name used in locations and errors.
    ///   - limits: Bounds on depth, element count and text length.
    ///   - rootName: A root element accepted besides `<document>` (`plist` for XML keyed-archive nibs).
    /// - Returns: The element tree (its root is element 0), and the number of elements other than connections with an
    ///   unprefixed `id` attribute, and the number of connections with one (they size the
    ///   model's tables up front).
    /// - Throws: ``NibParseError`` with the location of the first problem.
    static func read(
        _ bytes: UnsafeRawBufferPointer, file: String, limits: ParseLimits, rootName: String? = nil
    ) throws(NibParseError) -> (tree: ElementTree, idCount: Int, connectionIDCount: Int) {
        _ = initialized
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw NibParseError(.emptyDocument, at: SourceLocation(file: file, line: 1, column: 1))
        }
        guard bytes.count <= Int(Int32.max) else {
            throw NibParseError(
                .limitExceeded("the input is \(bytes.count) bytes; libxml2 reads at most 2 GiB"),
                at: SourceLocation(file: file, line: 0))
        }
        let builder = TreeBuilder(file: file, limits: limits, inputBytes: bytes.count)
        builder.acceptedRoot = rootName
        guard
            let context = xmlCreateMemoryParserCtxt(
                base.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
        else {
            throw NibParseError(
                .unreadable("libxml2 could not create a parser"), at: SourceLocation(file: file, line: 0))
        }
        defer { xmlFreeParserCtxt(context) }

        // Errors raised without a parser context (the encoding converters', the I/O layer's)
        // bypass the context's handler and go to the thread's structured handler, or else to
        // libxml2's generic one, which prints to standard error. Silence them for this parse;
        // each is followed by a located parser error, which is what the caller gets. The
        // thread's previous handler is restored afterwards.
        let previousHandler = __xmlStructuredError().pointee
        let previousContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        defer { xmlSetStructuredErrorFunc(previousContext, previousHandler) }

        var options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue)
        options |= Int32(XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)
        if limits.effectiveMaxDepth > 256 || limits.maxAttributeLength > 10_000_000 {
            options |= Int32(XML_PARSE_HUGE.rawValue)
        }
        xmlCtxtUseOptions(context, options)
        context.pointee.sax.pointee = makeHandler()
        let unmanaged = Unmanaged.passUnretained(builder).toOpaque()
        context.pointee.userData = unmanaged
        context.pointee._private = unmanaged
        builder.context = context

        xmlParseDocument(context)
        builder.context = nil

        if let failure = builder.failure {
            // A legacy or plist root stops the parse before any conflict marker is reached, but a
            // file that still holds one is broken whatever its format: say that first.
            if case .unsupportedFormat = failure.kind, let marker = MergeConflictScanner.firstMarker(in: bytes) {
                throw NibParseError(
                    .mergeConflictMarker(marker.text), at: SourceLocation(file: file, line: marker.line, column: 1))
            }
            throw failure
        }
        if let error = builder.firstXMLError {
            throw diagnose(error, bytes: bytes, file: file)
        }
        guard context.pointee.wellFormed != 0, builder.finished else {
            throw diagnose(
                (message: "the XML parser stopped without a document", line: 1, column: 1, code: 0),
                bytes: bytes, file: file)
        }
        return (builder.tree.finish(), builder.idCount, builder.connectionIDCount)
    }

    /// Turns a libxml2 error into a located error a person understands, preferring a
    /// merge-conflict marker or an empty input over the XML parser's own wording.
    private static func diagnose(
        _ error: (message: String, line: Int, column: Int?, code: Int32),
        bytes: UnsafeRawBufferPointer, file: String
    ) -> NibParseError {
        if let marker = MergeConflictScanner.firstMarker(in: bytes) {
            return NibParseError(
                .mergeConflictMarker(marker.text),
                at: SourceLocation(file: file, line: marker.line, column: 1))
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return NibParseError(.emptyDocument, at: SourceLocation(file: file, line: 1, column: 1))
        }
        if let format = DocumentFormat.sniffBinary(bytes) {
            return NibParseError(.unsupportedFormat(format), at: SourceLocation(file: file, line: 1, column: 1))
        }
        return NibParseError(
            .malformedXML(error.message),
            at: SourceLocation(file: file, line: max(error.line, 1), column: error.column))
    }

    private static let initialized: Void = { xmlInitParser() }()

    // MARK: SAX callbacks

    private static func builder(_ context: UnsafeMutableRawPointer?) -> TreeBuilder? {
        guard let context else { return nil }
        return Unmanaged<TreeBuilder>.fromOpaque(context).takeUnretainedValue()
    }

    /// Runs `body` with the builder behind a callback's context, without retaining and
    /// releasing it: ``read(_:file:limits:)`` keeps the builder alive for the whole parse, and
    /// the callbacks (three per element) would otherwise pay two atomic operations each.
    @inline(__always)
    private static func withBuilder(_ context: UnsafeMutableRawPointer?, _ body: (TreeBuilder) -> Void) {
        guard let context else { return }
        Unmanaged<TreeBuilder>.fromOpaque(context)._withUnsafeGuaranteedRef(body)
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let localName else { return }
            LibXMLReader.withBuilder(context) {
                $0.startElement(localName, prefix: prefix, attributeCount: Int(attributeCount), attributes: attributes)
            }
        }
        handler.endElementNs = { context, _, _, _ in
            LibXMLReader.withBuilder(context) { $0.endElement() }
        }
        handler.characters = { context, characters, length in
            guard let characters else { return }
            LibXMLReader.withBuilder(context) {
                $0.characters(UnsafeBufferPointer(start: characters, count: Int(length)))
            }
        }
        handler.cdataBlock = handler.characters
        handler.entityDecl = { context, name, _, _, _, _ in
            let entity = name.map { String(cString: $0) } ?? "?"
            LibXMLReader.builder(context)?.refuse("the document declares the entity '\(entity)'")
        }
        handler.unparsedEntityDecl = { context, name, _, _, _ in
            let entity = name.map { String(cString: $0) } ?? "?"
            LibXMLReader.builder(context)?.refuse("the document declares the unparsed entity '\(entity)'")
        }
        handler.getEntity = { _, _ in nil }
        handler.getParameterEntity = { _, _ in nil }
        handler.serror = { _, error in
            guard let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue,
                let context = error.pointee.ctxt?.assumingMemoryBound(to: xmlParserCtxt.self),
                let builder = LibXMLReader.builder(context.pointee._private)
            else { return }
            builder.recordXMLError(error.pointee)
        }
        return handler
    }
}

/// Accumulates SAX events into an ``ElementTree``.
///
/// Formatting whitespace between elements never allocates: character data goes into one
/// reused byte buffer, and is copied into the tree only when it is an element's real text.
private final class TreeBuilder {
    // The builder is only ever used by the one thread running the parse, from libxml2's
    // callbacks; `@exclusivity(unchecked)` drops the dynamic exclusivity checks that otherwise
    // cost more than libxml2's own work per event.
    let file: String
    let limits: ParseLimits
    @exclusivity(unchecked) var context: xmlParserCtxtPtr?
    @exclusivity(unchecked) var tree: ElementTreeBuilder
    /// The open elements, innermost last.
    @exclusivity(unchecked) var open: [Int32] = []
    @exclusivity(unchecked) var finished = false
    /// A root element accepted besides `<document>`, or `nil`.
    @exclusivity(unchecked) var acceptedRoot: String?
    @exclusivity(unchecked) var failure: NibParseError?
    /// Whether ``failure`` is set: the callbacks test this flag, since comparing the optional
    /// error with `nil` copies and destroys it on every event.
    @exclusivity(unchecked) var hasFailed = false
    @exclusivity(unchecked) var firstXMLError: (message: String, line: Int, column: Int?, code: Int32)?
    @exclusivity(unchecked) var elementCount = 0
    /// The number of elements with an unprefixed `id` attribute, connections apart.
    @exclusivity(unchecked) var idCount = 0
    /// The number of connection elements with an `id` attribute.
    @exclusivity(unchecked) var connectionIDCount = 0
    @exclusivity(unchecked) var textBuffer = GrowableTable<UInt8>(capacity: 256)
    /// Whether `textBuffer` holds only spaces, tabs and line breaks, and whether it has a break.
    @exclusivity(unchecked) var textIsBlank = true
    @exclusivity(unchecked) var textHasBreak = false
    @exclusivity(unchecked) var names = NameTable()
    @exclusivity(unchecked) var prefixedNames: [PrefixedName: Int32] = [:]

    struct PrefixedName: Hashable {
        var prefix: UnsafeRawPointer
        var local: UnsafeRawPointer
    }

    init(file: String, limits: ParseLimits, inputBytes: Int) {
        self.file = file
        self.limits = limits
        tree = ElementTreeBuilder(expectedBytes: inputBytes)
        open.reserveCapacity(64)
    }

    // MARK: Events

    func startElement(
        _ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard !hasFailed else { return }
        flushMixedText()
        let (line, column) = startTagLocation()
        let name = nameIndex(localName, prefix: prefix)
        elementCount += 1
        if open.count >= limits.effectiveMaxDepth {
            fail(
                .limitExceeded("elements nest deeper than \(limits.effectiveMaxDepth) levels"), line: line,
                column: column)
            return
        }
        if elementCount > limits.maxElements {
            fail(
                .limitExceeded("the document has more than \(limits.maxElements) elements"), line: line, column: column)
            return
        }
        // A legacy xib's `<archive>` root is read too (the legacy reader translates its tree), and
        // the root a caller asks for (`<plist>` for the compiled-nib reader).
        if open.isEmpty, name != KnownName.document.rawValue, tree.name(name) != "archive",
            acceptedRoot == nil || tree.name(name) != acceptedRoot
        {
            fail(
                rootRejection(name, attributeCount: attributeCount, attributes: attributes), line: line, column: column)
            return
        }
        let element = tree.startElement(name: name, line: line, column: column)
        if attributeCount > 0, let attributes {
            let isConnection = prefix == nil && KnownName.isConnection(name)
            var idAttribute: Int32 = -1
            for index in 0..<attributeCount {
                let base = attributes + index * 5
                guard let attributeName = base[0], let start = base[3], let end = base[4] else { continue }
                let length = end - start
                if length > limits.maxAttributeLength {
                    fail(
                        .limitExceeded(
                            "an attribute value is \(length) bytes; the limit is \(limits.maxAttributeLength)"),
                        line: line, column: column)
                    return
                }
                let attribute = nameIndex(attributeName, prefix: base[1])
                let (valueStart, valueLength) = appendAttributeValue(UnsafeBufferPointer(start: start, count: length))
                let record = tree.addAttribute(name: attribute, valueStart: valueStart, valueLength: valueLength)
                if attribute == KnownName.id.rawValue, idAttribute < 0 {
                    idAttribute = record
                    if isConnection {
                        connectionIDCount += 1
                    } else {
                        idCount += 1
                    }
                }
            }
            tree.finishAttributes(of: element, idAttribute: idAttribute)
        }
        open.append(element)
    }

    func endElement() {
        guard !hasFailed, let element = open.popLast() else { return }
        if !textBuffer.isEmpty, !isFormattingWhitespace {
            tree.appendText(textBuffer.all, to: element)
        }
        clearText()
        tree.endElement(element)
        if open.isEmpty { finished = true }
    }

    func characters(_ characters: UnsafeBufferPointer<xmlChar>) {
        guard !hasFailed, !open.isEmpty else { return }
        if textIsBlank {
            scanBlank(characters)
        }
        _ = textBuffer.append(contentsOf: characters)
        if textBuffer.count > limits.maxAttributeLength {
            let (line, column) = startTagLocation()
            fail(
                .limitExceeded("a text run exceeds \(limits.maxAttributeLength) bytes"), line: line, column: column)
        }
    }

    func refuse(_ detail: String) {
        guard !hasFailed else { return }
        let line = context.map { Int($0.pointee.input.pointee.line) } ?? 0
        fail(.entityRefused(detail), line: line, column: nil)
    }

    func recordXMLError(_ error: xmlError) {
        guard firstXMLError == nil, !hasFailed else { return }
        var message = error.message.map { String(cString: $0) } ?? "unknown XML error"
        while message.last?.isWhitespace == true { message.removeLast() }
        // Some libxml2 messages continue on a second line ("Bytes: 0xFF 0xFE"); a diagnostic
        // stays on one line.
        message = message.split(whereSeparator: \.isNewline).joined(separator: "; ")
        firstXMLError = (message, Int(error.line), error.int2 > 0 ? Int(error.int2) : nil, error.code)
    }

    // MARK: Helpers

    private func fail(_ kind: NibParseError.Kind, line: Int, column: Int?) {
        failure = NibParseError(kind, at: SourceLocation(file: file, line: line, column: column))
        hasFailed = true
        if let context { xmlStopParser(context) }
    }

    /// The error for a root element that is not a modern `<document>`.
    private func rootRejection(
        _ name: Int32, attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> NibParseError.Kind {
        let spelling = tree.name(name)
        switch spelling {
        case "plist":
            return .unsupportedFormat(.xmlKeyedArchive)
        default:
            return .unexpectedRootElement(spelling)
        }
    }

    /// Text between child elements that is more than formatting goes to the parent's text.
    private func flushMixedText() {
        guard !textBuffer.isEmpty else { return }
        if let parent = open.last, !isFormattingWhitespace {
            tree.appendText(textBuffer.all, to: parent)
        }
        clearText()
    }

    /// Updates `textIsBlank` and `textHasBreak` for one more chunk of character data.
    ///
    /// Indentation is long runs of spaces, so they are skipped eight bytes at a time.
    private func scanBlank(_ characters: UnsafeBufferPointer<xmlChar>) {
        guard let start = characters.baseAddress else { return }
        let count = characters.count
        guard count >= 8 else {
            for index in 0..<count {
                switch start[index] {
                case 0x0A, 0x0D: textHasBreak = true
                case 0x20, 0x09: break
                default:
                    textIsBlank = false
                    return
                }
            }
            return
        }
        // Eight bytes at a time; the last word overlaps the one before it when the run is not a
        // multiple of eight, which only looks at some bytes twice.
        let raw = UnsafeRawPointer(start)
        var offset = 0
        while true {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if word != 0x2020_2020_2020_2020 {
                let breaks = Self.bytes(of: word, equalTo: 0x0A) | Self.bytes(of: word, equalTo: 0x0D)
                let blanks = breaks | Self.bytes(of: word, equalTo: 0x20) | Self.bytes(of: word, equalTo: 0x09)
                guard blanks == 0x8080_8080_8080_8080 else {
                    textIsBlank = false
                    return
                }
                if breaks != 0 { textHasBreak = true }
            }
            if offset + 8 >= count { return }
            offset = min(offset + 8, count - 8)
        }
    }

    /// The high bit of each byte of the result is set where `word`'s byte equals `byte`
    /// (exactly: no carry crosses a byte).
    @inline(__always)
    private static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        let low7 = difference & 0x7F7F_7F7F_7F7F_7F7F
        return ~((low7 &+ 0x7F7F_7F7F_7F7F_7F7F) | difference) & 0x8080_8080_8080_8080
    }

    private func clearText() {
        textBuffer.removeAll()
        textIsBlank = true
        textHasBreak = false
    }

    /// Whitespace that contains a line break and nothing else only formats the file.
    private var isFormattingWhitespace: Bool { textIsBlank && textHasBreak }

    /// The index in the tree's name table of a qualified name (`prefix:local`).
    ///
    /// libxml2 interns names in its dictionary, so a pointer identifies a name for the whole
    /// parse: each distinct name becomes a Swift string and a table entry once.
    private func nameIndex(_ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> Int32 {
        guard let prefix else {
            if let index = names.index(for: localName) { return index }
            let index = tree.addName(localName)
            names.insert(localName, index)
            return index
        }
        let key = PrefixedName(prefix: UnsafeRawPointer(prefix), local: UnsafeRawPointer(localName))
        if let index = prefixedNames[key] { return index }
        let index = tree.addName(String(cString: prefix) + ":" + String(cString: localName))
        prefixedNames[key] = index
        return index
    }

    /// Copies an attribute value into the tree's byte buffer.
    ///
    /// libxml2 hands attribute values to SAX2 with a literal `&` re-escaped as `&#38;` when
    /// entity substitution is off (so that a tree builder could re-parse them); the copy undoes
    /// that.
    private func appendAttributeValue(_ value: UnsafeBufferPointer<xmlChar>) -> (start: Int32, length: Int32) {
        let start = tree.append(value)
        guard let base = value.baseAddress, memchr(base, Int32(UInt8(ascii: "&")), value.count) != nil else {
            return (start, Int32(value.count))
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(value.count)
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "&"), index + 5 <= value.count, value[index + 1] == UInt8(ascii: "#"),
                value[index + 2] == UInt8(ascii: "3"), value[index + 3] == UInt8(ascii: "8"),
                value[index + 4] == UInt8(ascii: ";")
            {
                decoded.append(UInt8(ascii: "&"))
                index += 5
            } else {
                decoded.append(value[index])
                index += 1
            }
        }
        tree.removeLastBytes(value.count)
        let decodedStart = decoded.withUnsafeBufferPointer { tree.append($0) }
        return (decodedStart, Int32(decoded.count))
    }

    /// The line and column of the current start tag's `<`.
    ///
    /// When the start-element event fires, libxml2's cursor stands after the tag's last
    /// attribute. Attribute values cannot contain a raw `<`, so the nearest `<` before the
    /// cursor opens the tag; the line breaks in between correct libxml2's line number.
    private func startTagLocation() -> (line: Int, column: Int?) {
        guard let input = context?.pointee.input else { return (0, nil) }
        let line = Int(input.pointee.line)
        guard let base = input.pointee.base, let cursor = input.pointee.cur, cursor > base else {
            return (line, nil)
        }
        // memrchr is vectorised: this runs once per element over the whole start tag.
        guard let open = swiftnib_last_byte(base, Int32(UInt8(ascii: "<")), cursor - base) else {
            return (line, nil)
        }
        var breaks = 0
        var scan = UnsafeRawPointer(open) + 1
        let end = UnsafeRawPointer(cursor)
        while scan < end, let next = memchr(scan, 0x0A, end - scan) {
            breaks += 1
            scan = UnsafeRawPointer(next) + 1
        }
        let lineStart =
            swiftnib_last_byte(base, Int32(UInt8(ascii: "\n")), open - base).map { $0 + 1 } ?? base
        let reachedStart = lineStart == base && input.pointee.consumed == 0
        let column = (lineStart > base || reachedStart) ? open - lineStart + 1 : nil
        return (max(line - breaks, 1), column)
    }
}

/// Maps libxml2's interned name pointers to indices in the tree's name table, so each
/// distinct element or attribute name becomes a `String` once per parse.
///
/// libxml2 interns every name in its parser dictionary, so the pointer identifies the name for
/// the whole parse. An open-addressing table with a multiplicative hash of the pointer costs a
/// few instructions per lookup, where `Dictionary` would run SipHash.
struct NameTable: ~Copyable {
    private var keys: UnsafeMutablePointer<UnsafeRawPointer?>
    private var values: UnsafeMutablePointer<Int32>
    private var size = 256
    private var count = 0

    init() {
        keys = .allocate(capacity: size)
        keys.initialize(repeating: nil, count: size)
        values = .allocate(capacity: size)
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    @inline(__always)
    func index(for name: UnsafePointer<UInt8>) -> Int32? {
        let key = UnsafeRawPointer(name)
        let mask = size - 1
        var slot = Self.hash(key) & mask
        while let existing = keys[slot] {
            if existing == key { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    mutating func insert(_ name: UnsafePointer<UInt8>, _ value: Int32) {
        place(UnsafeRawPointer(name), value)
        count += 1
        if count * 2 > size { grow() }
    }

    private func place(_ key: UnsafeRawPointer, _ value: Int32) {
        let mask = size - 1
        var slot = Self.hash(key) & mask
        while keys[slot] != nil { slot = (slot + 1) & mask }
        keys[slot] = key
        values[slot] = value
    }

    @inline(__always)
    private static func hash(_ key: UnsafeRawPointer) -> Int {
        let bits = UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: bits >> 32)
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let oldSize = size
        size *= 2
        keys = .allocate(capacity: size)
        keys.initialize(repeating: nil, count: size)
        values = .allocate(capacity: size)
        for slot in 0..<oldSize {
            if let key = oldKeys[slot] { place(key, oldValues[slot]) }
        }
        oldKeys.deallocate()
        oldValues.deallocate()
    }
}

/// Finds a version-control conflict marker at the start of a line.
enum MergeConflictScanner {
    /// Only line starts are looked at: the scan jumps from one newline to the next with
    /// `memchr`, since it runs over whole files (every XML property list passes through it).
    static func firstMarker(in bytes: UnsafeRawBufferPointer) -> (line: Int, text: String)? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var line = 1
        var index = 0
        while index < count {
            // A marker is seven of the same byte: `<<<<<<<`, `=======` or `>>>>>>>`.
            let byte = bytes[index]
            if byte == 0x3C || byte == 0x3D || byte == 0x3E, index + 7 <= count {
                var run = 1
                while run < 7, bytes[index + run] == byte { run += 1 }
                if run == 7 {
                    return (
                        line,
                        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<(index + 7)]), as: UTF8.self)
                    )
                }
            }
            guard let newline = memchr(base + index, 0x0A, count - index) else { return nil }
            index = base.distance(to: UnsafeRawPointer(newline)) + 1
            line += 1
        }
        return nil
    }
}
