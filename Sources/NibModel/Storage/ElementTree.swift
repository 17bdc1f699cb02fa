#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// The storage behind every ``NibElement`` of one document: flat tables instead of one value
/// per element.
///
/// Elements are records in document order (pre-order), so an element's subtree is the run of
/// records from the element to its `end`; its first child is the next record and each next
/// sibling starts where the previous sibling's subtree ends. Element and attribute names are
/// interned once per document. Attribute values and text are byte ranges of one UTF-8 buffer
/// and become `String`s only when someone asks for them. Parsing therefore allocates a handful
/// of growing arrays per document, not several values per element, and freeing a document
/// frees those arrays.
///
/// The tree is immutable once built and shared by every view of the document.
final class ElementTree: Sendable {
    /// One element: 36 bytes.
    struct Element {
        /// Index into ``ElementTree/names``.
        var name: Int32
        /// The first of the element's records in ``ElementTree/attributes``.
        var firstAttribute: Int32
        var attributeCount: Int32
        /// One past the last element of the subtree.
        var end: Int32
        /// The element's text in ``ElementTree/bytes`` (length 0: no text).
        var textStart: Int32
        var textLength: Int32
        /// The 1-based line of the start tag, or in a tree of archive positions the archived
        /// object's index plus one; 0 when unknown (see ``ElementTree/positions``).
        var line: Int32
        /// The 1-based column of the start tag's `<`, or in a tree of archive positions the
        /// byte offset of the object's record plus one; 0 when unknown.
        var column: Int32
        /// The attribute record of the element's unprefixed `id`, or -1.
        var idAttribute: Int32
    }

    /// One attribute: 12 bytes.
    struct Attribute {
        /// Index into ``ElementTree/names``.
        var name: Int32
        /// The decoded value in ``ElementTree/bytes``.
        var valueStart: Int32
        var valueLength: Int32
    }

    /// The names a builder was seeded with (``ElementTreeBuilder/seedNames(_:)``), after the
    /// known ones (``KnownName``), which every tree shares: index `KnownName.spellings.count + i`
    /// is `seededNames[i]`. An array shared by every tree seeded alike.
    let seededNames: [String]
    /// The names this document uses beyond the known and the seeded ones, after them.
    let addedNames: [String]
    /// The index of `addedNames[0]`: `KnownName.spellings.count + seededNames.count`, held so
    /// that a name's lookup compares with it without reading the seeded array.
    let firstAddedIndex: Int
    let elements: RecordTable<Element>
    let attributes: RecordTable<Attribute>
    /// Attribute values and text, UTF-8, back to back.
    let bytes: RecordTable<UInt8>

    /// What the two position fields of every ``Element`` of this tree hold.
    enum Positions: Sendable {
        /// Lines and columns of an XML source.
        case sourceLines
        /// Archived objects' indices and their records' byte offsets, of a binary compiled nib.
        case archiveRecords
    }

    /// What the elements' ``Element/line`` and ``Element/column`` mean in this tree.
    let positions: Positions

    /// A tree over finished tables, which it owns from now on.
    init(
        seededNames: [String] = [], addedNames: [String], elements: RecordTable<Element>,
        attributes: RecordTable<Attribute>, bytes: RecordTable<UInt8>, positions: Positions = .sourceLines
    ) {
        self.positions = positions
        self.seededNames = seededNames
        self.addedNames = addedNames
        firstAddedIndex = KnownName.spellings.count + seededNames.count
        self.elements = elements
        self.attributes = attributes
        self.bytes = bytes
    }

    /// Where element `element` came from, read from its two position fields.
    func origin(of element: Int32) -> ElementOrigin {
        let record = elements[Int(element)]
        switch positions {
        case .sourceLines:
            return record.line > 0
                ? .source(line: Int(record.line), column: record.column == 0 ? nil : Int(record.column))
                : .synthesized
        case .archiveRecords:
            return .archive(
                objectIndex: record.line == 0 ? nil : Int(record.line) - 1,
                byteOffset: record.column == 0 ? nil : Int(record.column) - 1)
        }
    }

    deinit {
        elements.free()
        attributes.free()
        bytes.free()
    }

    // MARK: Reading

    /// The name with index `index`.
    @inline(__always)
    func name(_ index: Int32) -> String {
        let known = KnownName.spellings.count
        if Int(index) < known { return KnownName.spellings[Int(index)] }
        if Int(index) >= firstAddedIndex { return addedNames[Int(index) - firstAddedIndex] }
        return seededName(index)
    }

    /// A seeded name (only compiled trees have them), out of line so that the look-up inlined
    /// into every reader stays as small as it was before trees kept their seeded names apart.
    @inline(never)
    private func seededName(_ index: Int32) -> String {
        seededNames[Int(index) - KnownName.spellings.count]
    }

    /// The index of `name` among the seeded and added names, or -1 when no element or
    /// attribute uses it (known names are not searched).
    func unknownNameIndex(_ name: String) -> Int32 {
        let known = KnownName.spellings.count
        if let seeded = seededNames.firstIndex(of: name) { return Int32(known + seeded) }
        guard let added = addedNames.firstIndex(of: name) else { return -1 }
        return Int32(known + seededNames.count + added)
    }

    @inline(__always)
    func name(of element: Int32) -> String {
        name(elements[Int(element)].name)
    }

    /// The attribute record index of the first attribute whose name has index `name`, or -1.
    @inline(__always)
    func attributeIndex(of element: Int32, name: Int32) -> Int32 {
        let record = elements[Int(element)]
        var index = record.firstAttribute
        let end = index + record.attributeCount
        while index < end {
            if attributes[Int(index)].name == name { return index }
            index += 1
        }
        return -1
    }

    /// The attribute record index of the first attribute named `name`, or -1.
    func attributeIndex(of element: Int32, named name: String) -> Int32 {
        let record = elements[Int(element)]
        let length = name.utf8.count
        var index = record.firstAttribute
        let end = index + record.attributeCount
        while index < end {
            let candidate = self.name(attributes[Int(index)].name)
            if candidate.utf8.count == length, candidate == name { return index }
            index += 1
        }
        return -1
    }

    /// The value of an attribute record as a string.
    @inline(__always)
    func value(_ attribute: Int32) -> String {
        let record = attributes[Int(attribute)]
        return string(start: record.valueStart, length: record.valueLength)
    }

    /// The value of the attribute with name index `name`, or `nil`.
    @inline(__always)
    func value(of element: Int32, name: Int32) -> String? {
        let index = attributeIndex(of: element, name: name)
        return index < 0 ? nil : value(index)
    }

    /// Whether the value of an attribute record is exactly `expected`.
    func value(_ attribute: Int32, equals expected: StaticString) -> Bool {
        let record = attributes[Int(attribute)]
        guard Int(record.valueLength) == expected.utf8CodeUnitCount else { return false }
        return memcmp(bytes.buffer.baseAddress! + Int(record.valueStart), expected.utf8Start, Int(record.valueLength))
            == 0
    }

    /// Whether the attribute with name index `name` exists and its value is `expected`.
    func value(of element: Int32, name: Int32, equals expected: StaticString) -> Bool {
        let index = attributeIndex(of: element, name: name)
        return index >= 0 && value(index, equals: expected)
    }

    func string(start: Int32, length: Int32) -> String {
        guard length > 0 else { return "" }
        precondition(start >= 0 && Int(start) + Int(length) <= bytes.count, "text range out of range")
        return String(
            decoding: UnsafeBufferPointer(start: bytes.buffer.baseAddress! + Int(start), count: Int(length)),
            as: UTF8.self)
    }

    func text(of element: Int32) -> String {
        let record = elements[Int(element)]
        return string(start: record.textStart, length: record.textLength)
    }

    /// The first child of `element`, or -1.
    @inline(__always)
    func firstChild(of element: Int32) -> Int32 {
        let next = element + 1
        return next < elements[Int(element)].end ? next : -1
    }

    /// The sibling after `element` inside `parent`, or -1.
    @inline(__always)
    func nextSibling(of element: Int32, in parent: Int32) -> Int32 {
        let next = elements[Int(element)].end
        return next < elements[Int(parent)].end ? next : -1
    }

    /// The children of `element`, in document order.
    func children(of element: Int32) -> ChildSequence {
        ChildSequence(tree: self, parent: element)
    }

    /// Iterates the children of one element without allocating.
    struct ChildSequence: Sequence, IteratorProtocol {
        let tree: ElementTree
        let end: Int32
        var upcoming: Int32

        init(tree: ElementTree, parent: Int32) {
            self.tree = tree
            self.end = tree.elements[Int(parent)].end
            self.upcoming = parent + 1
        }

        mutating func next() -> Int32? {
            let candidate = upcoming
            guard candidate < end else { return nil }
            upcoming = tree.elements[Int(candidate)].end
            return candidate
        }
    }

    /// The number of children of `element`.
    func childCount(of element: Int32) -> Int {
        var count = 0
        for _ in children(of: element) { count += 1 }
        return count
    }
}

// MARK: - Building

/// Collects the tables of an ``ElementTree`` while a document is read.
struct ElementTreeBuilder: ~Copyable {
    /// The seeded names, after the known ones (see ``ElementTree/seededNames``): an array shared
    /// with every builder seeded alike, never appended to (a tree that added a name copied the
    /// seeded array, some 700 names, and freed the copy string by string: about 4 M
    /// instructions in benchmark pass 7).
    private(set) var seededNames: [String] = []
    /// The names beyond the known and seeded ones, in index order after them (see
    /// ``ElementTree/addedNames``).
    private(set) var addedNames: [String] = []
    private(set) var elements: GrowableTable<ElementTree.Element>
    private(set) var attributes: GrowableTable<ElementTree.Attribute>
    /// Attribute values and text.
    private var storage: GrowableTable<UInt8>
    /// Names added by ``intern(_:)``, beyond the known ones; made on first use.
    private var nameIndex: [String: Int32]?
    /// What the positions given to ``startElement(name:line:column:)`` are: source lines and
    /// columns, or archived objects' indices and byte offsets (each plus one, 0 for none).
    var positions: ElementTree.Positions = .sourceLines

    /// A builder sized for a document of `expectedBytes` bytes (0: a small tree made in code).
    init(expectedBytes: Int = 0) {
        storage = GrowableTable(capacity: expectedBytes / 4)
        elements = GrowableTable(capacity: expectedBytes / 128 + 4)
        attributes = GrowableTable(capacity: expectedBytes / 32 + 4)
    }

    /// The name with index `index`.
    func name(_ index: Int32) -> String {
        let known = KnownName.spellings.count
        if Int(index) < known { return KnownName.spellings[Int(index)] }
        let beyond = Int(index) - known
        return beyond < seededNames.count ? seededNames[beyond] : addedNames[beyond - seededNames.count]
    }

    /// The index the next added name takes.
    private var nextNameIndex: Int32 {
        Int32(KnownName.spellings.count + seededNames.count + addedNames.count)
    }

    /// Starts the added names with `names` (none of them known, none added before), so that
    /// trees seeded alike give them the same indices; ``intern(_:)`` does not look them up.
    mutating func seedNames(_ names: [String]) {
        precondition(seededNames.isEmpty && addedNames.isEmpty, "names are seeded once, before any is added")
        seededNames = names
    }

    /// The index of `name`, adding it if it is new (for trees made in code).
    mutating func intern(_ name: String) -> Int32 {
        if let known = KnownName.indices[name] { return known }
        if let index = nameIndex?[name] { return index }
        let index = nextNameIndex
        addedNames.append(name)
        nameIndex = nameIndex ?? [:]
        nameIndex?[name] = index
        return index
    }

    /// The index of a name read from a NUL-terminated string that the caller has never passed
    /// before: a known name's fixed index, or a new entry.
    mutating func addName(_ name: UnsafePointer<UInt8>) -> Int32 {
        let length = strlen(name)
        if let known = KnownName.index(of: UnsafeRawBufferPointer(start: name, count: length)) { return known }
        let index = nextNameIndex
        addedNames.append(String(decoding: UnsafeBufferPointer(start: name, count: length), as: UTF8.self))
        return index
    }

    /// Adds a prefixed name (`prefix:local`) the caller has never passed before.
    mutating func addName(_ name: String) -> Int32 {
        let index = nextNameIndex
        addedNames.append(name)
        return index
    }

    /// Appends bytes to the buffer; returns where they start.
    @inline(__always)
    mutating func append(_ source: UnsafeBufferPointer<UInt8>) -> Int32 {
        Int32(truncatingIfNeeded: storage.appendBytes(source))
    }

    /// Drops the last `count` bytes.
    mutating func removeLastBytes(_ count: Int) {
        storage.removeLast(count)
    }

    /// Starts an element; returns its index. Its attributes are the ones added next.
    @inline(__always)
    mutating func startElement(name: Int32, line: Int, column: Int?) -> Int32 {
        let index = Int32(elements.count)
        elements.append(
            ElementTree.Element(
                name: name, firstAttribute: Int32(attributes.count), attributeCount: 0, end: index + 1,
                textStart: 0, textLength: 0, line: Int32(clamping: line), column: Int32(clamping: column ?? 0),
                idAttribute: -1))
        return index
    }

    /// Adds an attribute to the element started last; returns its record index.
    @inline(__always)
    @discardableResult
    mutating func addAttribute(name: Int32, valueStart: Int32, valueLength: Int32) -> Int32 {
        Int32(
            truncatingIfNeeded: attributes.append(
                ElementTree.Attribute(name: name, valueStart: valueStart, valueLength: valueLength)))
    }

    /// Closes the attribute list of `element`: every attribute added since it started.
    /// `idAttribute` is the record of its `id` attribute, or -1.
    @inline(__always)
    mutating func finishAttributes(of element: Int32, idAttribute: Int32 = -1) {
        let first = elements[Int(element)].firstAttribute
        elements[Int(element)].attributeCount = Int32(attributes.count) - first
        elements[Int(element)].idAttribute = idAttribute
    }

    /// Ends an element: its subtree is every element started since.
    @inline(__always)
    mutating func endElement(_ element: Int32) {
        elements[Int(element)].end = Int32(elements.count)
    }

    /// Adds text to an element's text, keeping each element's text contiguous.
    mutating func appendText(_ text: UnsafeBufferPointer<UInt8>, to element: Int32) {
        guard !text.isEmpty else { return }
        let record = elements[Int(element)]
        if record.textLength == 0 {
            elements[Int(element)].textStart = append(text)
            elements[Int(element)].textLength = Int32(text.count)
        } else if Int(record.textStart + record.textLength) == storage.count {
            _ = append(text)
            elements[Int(element)].textLength += Int32(text.count)
        } else {
            // Text after a child's text: move the element's text to the end first (rare).
            let earlier = Array(storage.records(start: Int(record.textStart), length: Int(record.textLength)))
            let start = earlier.withUnsafeBufferPointer { append($0) }
            _ = append(text)
            elements[Int(element)].textStart = start
            elements[Int(element)].textLength += Int32(text.count)
        }
    }

    /// The finished tree; the builder is left empty.
    mutating func finish() -> ElementTree {
        var finishedElements = GrowableTable<ElementTree.Element>(capacity: 0)
        var finishedAttributes = GrowableTable<ElementTree.Attribute>(capacity: 0)
        var finishedBytes = GrowableTable<UInt8>(capacity: 0)
        swap(&finishedElements, &elements)
        swap(&finishedAttributes, &attributes)
        swap(&finishedBytes, &storage)
        return ElementTree(
            seededNames: seededNames, addedNames: addedNames, elements: finishedElements.finish(),
            attributes: finishedAttributes.finish(),
            bytes: finishedBytes.finish(), positions: positions)
    }
}

// MARK: - Synthesised trees

extension ElementTree {
    /// Builds a tree for one element made in code (``NibElement/init(name:attributes:children:text:line:column:)``).
    static func synthesize(
        name: String, attributes: [NibAttribute], children: [NibElement], text: String, line: Int, column: Int?
    ) -> ElementTree {
        var builder = ElementTreeBuilder()
        builder.add(name: name, attributes: attributes, text: text, line: line, column: column) { builder in
            for child in children { builder.copy(child.tree, child.index) }
        }
        return builder.finish()
    }
}

extension ElementTreeBuilder {
    fileprivate mutating func add(
        name: String, attributes: [NibAttribute], text: String, line: Int, column: Int?,
        children: (inout ElementTreeBuilder) -> Void
    ) {
        let element = startElement(name: intern(name), line: line, column: column)
        var idAttribute: Int32 = -1
        for attribute in attributes {
            var value = attribute.value
            let start = value.withUTF8 { append($0) }
            let name = intern(attribute.name)
            let index = addAttribute(name: name, valueStart: start, valueLength: Int32(value.utf8.count))
            if name == KnownName.id.rawValue, idAttribute < 0 { idAttribute = index }
        }
        finishAttributes(of: element, idAttribute: idAttribute)
        var text = text
        text.withUTF8 { appendText($0, to: element) }
        children(&self)
        endElement(element)
    }

    /// Copies the subtree of `element` in `tree`, without recursion.
    mutating func copy(_ tree: ElementTree, _ element: Int32) {
        var open: [(source: Int32, copy: Int32)] = []
        var source = element
        let end = tree.elements[Int(element)].end
        while source < end {
            while let last = open.last, tree.elements[Int(last.source)].end <= source {
                endElement(last.copy)
                open.removeLast()
            }
            let record = tree.elements[Int(source)]
            // A position means something only in a tree whose positions are of the same kind.
            let keepsPosition = tree.positions == positions
            let copy = startElement(
                name: intern(tree.name(record.name)), line: keepsPosition ? Int(record.line) : 0,
                column: keepsPosition && record.column != 0 ? Int(record.column) : nil)
            var idAttribute: Int32 = -1
            for attribute in record.firstAttribute..<(record.firstAttribute + record.attributeCount) {
                let value = tree.attributes[Int(attribute)]
                let start = append(
                    UnsafeBufferPointer(
                        rebasing: tree.bytes.buffer[Int(value.valueStart)..<Int(value.valueStart + value.valueLength)]))
                let name = intern(tree.name(value.name))
                let index = addAttribute(name: name, valueStart: start, valueLength: value.valueLength)
                if name == KnownName.id.rawValue, idAttribute < 0 { idAttribute = index }
            }
            finishAttributes(of: copy, idAttribute: idAttribute)
            if record.textLength > 0 {
                appendText(
                    UnsafeBufferPointer(
                        rebasing: tree.bytes.buffer[Int(record.textStart)..<Int(record.textStart + record.textLength)]),
                    to: copy)
            }
            open.append((source, copy))
            source += 1
        }
        while let last = open.popLast() { endElement(last.copy) }
    }
}
