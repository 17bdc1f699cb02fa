import NibModel

/// A lossless, editable XML tree: the writer's view of a document.
///
/// Read from bytes (``XMLTree/init(source:file:)``), every element keeps the exact bytes of its
/// start tag, its end tag and everything between its children (formatting whitespace, comments,
/// text with its character references), as ranges of the shared source buffer. Serializing an
/// unchanged tree therefore gives back the input byte for byte. An edit replaces only what it
/// touches: a changed start tag is rebuilt from its attributes (unchanged attributes keep their
/// own spelling), a new element is written the way Xcode writes it (see ``XcodeStyle``).
///
/// Elements are numbered in document order (pre-order), the numbering of the parsed
/// ``NibDocument``'s element tree, so element `i` of the document is node `i` here. New nodes are
/// appended; removed nodes stay in the table, detached, so that they can be inserted again.
///
/// The tree is a value: nodes are records in an array, the source bytes a shared, copy-on-write
/// array.
struct XMLTree: Sendable {
    /// One piece of an element's content.
    enum Item: Sendable, Hashable {
        /// Bytes of the source, as written (text, whitespace, comments, CDATA).
        case source(Range<Int>)
        /// Bytes an edit made (formatting whitespace).
        case literal([UInt8])
        /// Text an edit made, escaped when written.
        case text(String)
        /// A child element (a node index).
        case element(Int)
    }

    /// One attribute: its name, its decoded value, and, while unchanged, its bytes in the source
    /// (leading whitespace included).
    struct Attribute: Sendable, Hashable {
        var name: String
        var value: String
        var source: Range<Int>?
    }

    /// One element.
    struct Node: Sendable {
        var name: String
        var attributes: [Attribute]
        /// The start tag's bytes (`<name … >` or `<name … />`), while it is unchanged.
        var startTag: Range<Int>?
        /// The whitespace before the start tag's `>` or `/>`.
        var startTagTail: Range<Int>?
        /// Whether the source wrote the element as `<name … />`.
        var wasSelfClosing: Bool
        /// The end tag's bytes, when the source had one.
        var endTag: Range<Int>?
        var content: [Item]
        /// Whether an edit changed which children the element has.
        var contentEdited = false
        /// The node's parent, or -1 (the root, or a detached node).
        var parent: Int
        /// The whitespace that starts the start tag's line, when the tag begins its line.
        var indent: [UInt8]?
        /// The 1-based line of the start tag in the source (0 for new nodes).
        var line: Int
        /// Whether the node was made by an edit or from a model: written wholly in Xcode's
        /// style, its content holding only elements and text.
        var isNew = false
    }

    /// The document's bytes as read (empty for a tree made from a model).
    var source: [UInt8]
    /// What comes before the root element (XML declaration, comments) and after it.
    var prolog: [Item]
    var epilog: [Item]
    var nodes: [Node]
    /// The root element's node, or -1.
    var root: Int
    /// The line break the document uses (`\n` or `\r\n`).
    var newline: [UInt8]

    // MARK: Reading bytes

    /// Reads a well-formed UTF-8 document into a tree that serializes back to `source`.
    ///
    /// - Throws: `NibParseError` when the bytes are not UTF-8 XML this tokenizer follows.
    init(source: [UInt8], file: String) throws(NibParseError) {
        self.source = source
        self.prolog = []
        self.epilog = []
        self.nodes = []
        self.root = -1
        self.newline = Array("\n".utf8)
        var reader = Tokenizer(bytes: source, file: file)
        try reader.read(into: &self)
    }

    /// A tree with no source, to be filled with new nodes.
    init() {
        source = []
        prolog = []
        epilog = []
        nodes = []
        root = -1
        newline = Array("\n".utf8)
    }

    // MARK: Queries

    /// The value of attribute `name` of `node`.
    func attribute(_ name: String, of node: Int) -> String? {
        nodes[node].attributes.first { $0.name == name }?.value
    }

    /// The element children of `node`, in order.
    func children(of node: Int) -> [Int] {
        nodes[node].content.compactMap { if case .element(let child) = $0 { child } else { nil } }
    }

    /// `node` and every node below it, in document order.
    func subtree(_ node: Int) -> [Int] {
        var result: [Int] = []
        var stack = [node]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: children(of: next).reversed())
        }
        return result
    }

    /// Whether `node` is attached to the document (its chain of parents reaches the root).
    func isAttached(_ node: Int) -> Bool {
        var current = node
        while current != root {
            let parent = nodes[current].parent
            if parent < 0 { return false }
            current = parent
        }
        return true
    }

    /// The indentation of `node`'s start tag: as written, else its parent's plus one level.
    func indentation(of node: Int) -> [UInt8] {
        if let indent = nodes[node].indent { return indent }
        let parent = nodes[node].parent
        if parent < 0 { return [] }
        return indentation(of: parent) + XcodeStyle.indentUnit
    }

    /// Whether `item` is whitespace only.
    func isWhitespace(_ item: Item) -> Bool {
        switch item {
        case .source(let range): return source[range].allSatisfy(XMLTree.isSpace)
        case .literal(let bytes): return bytes.allSatisfy(XMLTree.isSpace)
        case .text(let text): return text.utf8.allSatisfy(XMLTree.isSpace)
        case .element: return false
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

// MARK: - Tokenizer

/// Splits well-formed XML into the ranges an ``XMLTree`` keeps. libxml2 has already checked the
/// document, so this follows the grammar only as far as it needs to find each tag's bytes.
private struct Tokenizer {
    let bytes: [UInt8]
    let file: String
    var position = 0
    var line = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    func failure(_ message: String) -> NibParseError {
        NibParseError(.unreadable("cannot edit: \(message)"), at: SourceLocation(file: file, line: line))
    }

    mutating func read(into tree: inout XMLTree) throws(NibParseError) {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw failure("only UTF-8 documents can be written back")
        }
        if let firstBreak = bytes.firstIndex(of: 0x0A), firstBreak > 0, bytes[firstBreak - 1] == 0x0D {
            tree.newline = [0x0D, 0x0A]
        }
        // The prolog: everything up to the root's start tag.
        while position < bytes.count {
            guard let open = next(0x3C) else { break }
            if open > position { tree.prolog.append(.source(position..<open)) }
            advance(to: open)
            if peek(1) == 0x3F || peek(1) == 0x21 {
                let start = position
                try skipMarkup()
                tree.prolog.append(.source(start..<position))
            } else {
                tree.root = try readElement(into: &tree)
                break
            }
        }
        guard tree.root >= 0 else { throw failure("no root element") }
        if position < bytes.count { tree.epilog.append(.source(position..<bytes.count)) }
    }

    func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    func next(_ byte: UInt8) -> Int? {
        bytes[position...].firstIndex(of: byte)
    }

    mutating func advance(to target: Int) {
        for index in position..<target where bytes[index] == 0x0A { line += 1 }
        position = target
    }

    /// Skips a comment, processing instruction, CDATA section or declaration at `position`.
    mutating func skipMarkup() throws(NibParseError) {
        let terminator: [UInt8]
        if bytes[position...].starts(with: Array("<!--".utf8)) {
            terminator = Array("-->".utf8)
        } else if bytes[position...].starts(with: Array("<![CDATA[".utf8)) {
            terminator = Array("]]>".utf8)
        } else if peek(1) == 0x3F {
            terminator = Array("?>".utf8)
        } else {
            terminator = Array(">".utf8)  // a DOCTYPE without an internal subset
        }
        var index = position + 2
        while index + terminator.count <= bytes.count {
            if bytes[index] == terminator[0], bytes[index..<(index + terminator.count)].elementsEqual(terminator) {
                advance(to: index + terminator.count)
                return
            }
            index += 1
        }
        throw failure("unterminated markup")
    }

    /// Reads the element whose `<` is at `position`, with everything inside it, without
    /// recursion; returns its node.
    mutating func readElement(into tree: inout XMLTree) throws(NibParseError) -> Int {
        var open: [Int] = []
        var top = -1
        repeat {
            // At a `<`: a start tag, an end tag or markup.
            if peek(1) == 0x2F {
                guard let close = next(0x3E), let current = open.popLast() else { throw failure("stray end tag") }
                tree.nodes[current].endTag = position..<(close + 1)
                advance(to: close + 1)
            } else if peek(1) == 0x21 || peek(1) == 0x3F {
                let start = position
                try skipMarkup()
                guard let current = open.last else { throw failure("markup outside the root") }
                tree.nodes[current].content.append(.source(start..<position))
            } else {
                let node = try readStartTag(into: &tree, parent: open.last ?? -1)
                if let parent = open.last {
                    tree.nodes[parent].content.append(.element(node))
                } else {
                    top = node
                }
                if !tree.nodes[node].wasSelfClosing { open.append(node) }
            }
            guard let current = open.last else { break }
            // Content up to the next `<`.
            guard let nextOpen = next(0x3C) else { throw failure("unterminated element") }
            if nextOpen > position {
                tree.nodes[current].content.append(.source(position..<nextOpen))
                advance(to: nextOpen)
            }
        } while true
        return top
    }

    mutating func readStartTag(into tree: inout XMLTree, parent: Int) throws(NibParseError) -> Int {
        let start = position
        let startLine = line
        var index = position + 1
        while index < bytes.count, !XMLTree.isSpace(bytes[index]), bytes[index] != 0x2F, bytes[index] != 0x3E {
            index += 1
        }
        let name = String(decoding: bytes[(position + 1)..<index], as: UTF8.self)
        var attributes: [XMLTree.Attribute] = []
        var selfClosing = false
        var tail = index..<index
        while true {
            let whitespaceStart = index
            while index < bytes.count, XMLTree.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { throw failure("unterminated start tag") }
            if bytes[index] == 0x3E || bytes[index] == 0x2F {
                tail = whitespaceStart..<index
                selfClosing = bytes[index] == 0x2F
                index += selfClosing ? 2 : 1
                break
            }
            let nameStart = index
            while index < bytes.count, bytes[index] != 0x3D, !XMLTree.isSpace(bytes[index]) { index += 1 }
            let attributeName = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < bytes.count, bytes[index] != 0x22, bytes[index] != 0x27 { index += 1 }
            guard index < bytes.count else { throw failure("unterminated attribute") }
            let quote = bytes[index]
            let valueStart = index + 1
            guard let valueEnd = bytes[valueStart...].firstIndex(of: quote) else {
                throw failure("unterminated attribute value")
            }
            index = valueEnd + 1
            attributes.append(
                XMLTree.Attribute(
                    name: attributeName, value: XMLEscaping.decodeAttribute(bytes[valueStart..<valueEnd]),
                    source: whitespaceStart..<index))
        }
        var indent: [UInt8]?
        var scan = start
        while scan > 0, bytes[scan - 1] == 0x20 || bytes[scan - 1] == 0x09 { scan -= 1 }
        if scan == 0 || bytes[scan - 1] == 0x0A { indent = Array(bytes[scan..<start]) }
        let node = tree.nodes.count
        tree.nodes.append(
            XMLTree.Node(
                name: name, attributes: attributes, startTag: start..<index, startTagTail: tail,
                wasSelfClosing: selfClosing, endTag: nil, content: [], parent: parent, indent: indent,
                line: startLine))
        advance(to: index)
        return node
    }
}
