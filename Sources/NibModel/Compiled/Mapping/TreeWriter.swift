/// Writes a synthetic element tree in the modern xib vocabulary with the shared
/// ``ElementTreeBuilder``, one element at a time.
///
/// Elements read from a binary archive carry their object index and byte offset in place of
/// a line and column: the line is `-(objectIndex + 1)` and the column `byteOffset + 1`
/// (see ``SourceLocation/init(file:elementLine:elementColumn:)``). Elements read from an XML
/// property list carry the line of their `$objects` entry.
struct TreeWriter: ~Copyable {
    var builder = ElementTreeBuilder()
    private var open: [Int32] = []
    let limits: ParseLimits
    let file: String
    var elementCount = 0
    /// The names interned so far, searched linearly: the mapper uses a couple of dozen short
    /// names, which compare faster than they hash.
    private var names: [(name: String, length: Int, index: Int32)] = []

    init(file: String, limits: ParseLimits) {
        self.file = file
        self.limits = limits
    }

    mutating func start(
        _ name: String, _ attributes: [(String, String)], at position: (line: Int, column: Int?)
    )
        throws(NibParseError)
    {
        elementCount += 1
        guard elementCount <= limits.maxElements else {
            throw NibParseError(
                .limitExceeded("the nib maps to more than \(limits.maxElements) elements"),
                at: SourceLocation(file: file, elementLine: position.line, elementColumn: position.column))
        }
        guard open.count < limits.effectiveMaxDepth else {
            throw NibParseError(
                .limitExceeded("objects nest deeper than \(limits.effectiveMaxDepth) levels"),
                at: SourceLocation(file: file, elementLine: position.line, elementColumn: position.column))
        }
        let element = builder.startElement(name: intern(name), line: position.line, column: position.column)
        var idAttribute: Int32 = -1
        for (attribute, value) in attributes {
            var value = value
            let start = value.withUTF8 { builder.append($0) }
            let nameIndex = intern(attribute)
            let record = builder.addAttribute(
                name: nameIndex, valueStart: start, valueLength: Int32(value.utf8.count))
            if nameIndex == KnownName.id.rawValue, idAttribute < 0 { idAttribute = record }
        }
        builder.finishAttributes(of: element, idAttribute: idAttribute)
        open.append(element)
    }

    private mutating func intern(_ name: String) -> Int32 {
        // Lengths first: most candidates differ in length, and comparing lengths is free.
        let length = name.utf8.count
        for entry in names where entry.length == length && entry.name == name { return entry.index }
        let index = builder.intern(name)
        names.append((name, length, index))
        return index
    }

    mutating func text(_ text: String) {
        guard let element = open.last else { return }
        var text = text
        text.withUTF8 { builder.appendText($0, to: element) }
    }

    mutating func end() {
        if let element = open.popLast() { builder.endElement(element) }
    }

    /// An element with no children.
    mutating func leaf(
        _ name: String, _ attributes: [(String, String)], at position: (line: Int, column: Int?) = (0, nil)
    )
        throws(NibParseError)
    {
        try start(name, attributes, at: position)
        end()
    }

    mutating func finish() -> ElementTree {
        while !open.isEmpty { end() }
        return builder.finish()
    }
}
