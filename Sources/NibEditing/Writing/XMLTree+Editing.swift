import NibModel

/// The structural edits of an ``XMLTree``: each changes only the bytes it must.
extension XMLTree {
    /// A tree that writes `root` and everything below it in Xcode's style.
    init(model root: NibElement) {
        self.init()
        self.root = addNodes(copying: root)
    }

    /// Sets an attribute; a no-op when it already has this value. A changed start tag is
    /// rebuilt: the other attributes keep their bytes, a new one goes where Xcode's order puts it.
    mutating func setAttribute(_ name: String, to value: String, on node: Int) {
        if let index = nodes[node].attributes.firstIndex(where: { $0.name == name }) {
            guard nodes[node].attributes[index].value != value else { return }
            nodes[node].attributes[index].value = value
            nodes[node].attributes[index].source = nil
        } else {
            let attribute = Attribute(name: name, value: value, source: nil)
            let index = XcodeStyle.insertionIndex(of: name, in: nodes[node].attributes, element: nodes[node].name)
            nodes[node].attributes.insert(attribute, at: index)
        }
        nodes[node].startTag = nil
    }

    /// Removes an attribute; a no-op when the element does not have it.
    mutating func removeAttribute(_ name: String, from node: Int) {
        guard let index = nodes[node].attributes.firstIndex(where: { $0.name == name }) else { return }
        nodes[node].attributes.remove(at: index)
        nodes[node].startTag = nil
    }

    /// Makes new nodes for `element` and its subtree (detached, written in Xcode's style);
    /// returns the top one.
    mutating func addNodes(copying element: NibElement) -> Int {
        let top = nodes.count
        var pending: [(NibElement, parent: Int)] = [(element, -1)]
        while let (next, parent) = pending.popLast() {
            let node = nodes.count
            let attributes = next.attributes.map { Attribute(name: $0.name, value: $0.value, source: nil) }
            nodes.append(
                Node(
                    name: next.name, attributes: XcodeStyle.ordered(attributes, for: next.name), startTag: nil,
                    startTagTail: nil, wasSelfClosing: false, endTag: nil,
                    content: next.text.isEmpty ? [] : [.text(next.text)], parent: parent, indent: nil, line: 0,
                    isNew: true))
            if parent >= 0 { nodes[parent].content.append(.element(node)) }
            pending += next.children.reversed().map { ($0, node) }
        }
        return top
    }

    /// Makes one new, empty element.
    mutating func addNode(name: String, attributes: [(String, String)]) -> Int {
        let list = attributes.map { Attribute(name: $0.0, value: $0.1, source: nil) }
        nodes.append(
            Node(
                name: name, attributes: XcodeStyle.ordered(list, for: name), startTag: nil, startTagTail: nil,
                wasSelfClosing: false, endTag: nil, content: [], parent: -1, indent: nil, line: 0, isNew: true))
        return nodes.count - 1
    }

    /// The content index of each element child of `node`.
    private func elementPositions(in node: Int) -> [Int] {
        nodes[node].content.indices.filter { if case .element = nodes[node].content[$0] { true } else { false } }
    }

    /// Inserts a detached node as the `childIndex`th element child of `parent` (at the end when
    /// `nil`), on its own line: after a line break and its indentation (a subtree read from the
    /// source is re-indented for its new depth).
    mutating func insert(_ child: Int, into parent: Int, at childIndex: Int? = nil) {
        precondition(nodes[child].parent < 0, "the node is attached")
        nodes[child].parent = parent
        let positions = elementPositions(in: parent)
        let index = min(childIndex ?? positions.count, positions.count)
        if nodes[parent].isNew {
            let at = index < positions.count ? positions[index] : nodes[parent].content.count
            nodes[parent].content.insert(.element(child), at: at)
            return
        }
        if nodes[child].indent != nil {
            reindent(child, to: indentation(of: parent) + XcodeStyle.indentUnit)
        }
        var items: [Item] = [.literal(newline + indentation(of: child)), .element(child)]
        var at: Int
        if index < positions.count {
            at = positions[index]
            if at > 0, isWhitespace(nodes[parent].content[at - 1]) { at -= 1 }
        } else if let last = positions.last {
            at = last + 1
        } else if nodes[parent].content.allSatisfy(isWhitespace) {
            at = 0
            if nodes[parent].content.isEmpty { items.append(.literal(newline + indentation(of: parent))) }
        } else {
            at = nodes[parent].content.count
        }
        nodes[parent].content.insert(contentsOf: items, at: at)
        nodes[parent].contentEdited = true
    }

    /// Detaches `node` from its parent with the whitespace before it (so its lines go), and
    /// with a comment on the lines just before it (Xcode's `<!--Scene Name-->`); returns where
    /// it was and what was removed, to put it back with ``reattach(_:into:at:items:)``.
    @discardableResult
    mutating func detach(_ node: Int) -> (index: Int, items: [Item]) {
        let parent = nodes[node].parent
        guard parent >= 0, let at = nodes[parent].content.firstIndex(of: .element(node)) else { return (0, []) }
        nodes[node].parent = -1
        nodes[parent].contentEdited = true
        let content = nodes[parent].content
        var start = at
        if !nodes[parent].isNew, start > 0, isWhitespace(content[start - 1]) {
            start -= 1
            if start > 1, isComment(content[start - 1]), isWhitespace(content[start - 2]) { start -= 2 }
        }
        let removed = Array(content[start...at])
        nodes[parent].content.removeSubrange(start...at)
        return (start, removed)
    }

    /// Puts back what ``detach(_:)`` removed, where it was.
    mutating func reattach(_ node: Int, into parent: Int, at index: Int, items: [Item]) {
        nodes[node].parent = parent
        nodes[parent].content.insert(contentsOf: items, at: min(index, nodes[parent].content.count))
    }

    private func isComment(_ item: Item) -> Bool {
        if case .source(let range) = item { return source[range].starts(with: Array("<!--".utf8)) }
        return false
    }

    /// The bytes an item writes.
    func bytes(of item: Item) -> [UInt8] {
        switch item {
        case .source(let range): Array(source[range])
        case .literal(let bytes): bytes
        case .text(let text): XMLEscaping.escapeText(text)
        case .element: []
        }
    }

    /// The position among its parent's element children at which `name` goes, by Xcode's child order.
    func childIndex(for name: String, in parent: Int) -> Int {
        let rank = XcodeStyle.childRank(of: name)
        let children = children(of: parent)
        return children.firstIndex { XcodeStyle.childRank(of: nodes[$0].name) > rank } ?? children.count
    }

    /// The child of `parent` named `name` without a `key` (a container such as `<connections>`),
    /// made where Xcode puts it when missing.
    mutating func container(_ name: String, in parent: Int) -> Int {
        if let existing = children(of: parent).first(where: {
            nodes[$0].name == name && attribute("key", of: $0) == nil
        }) {
            return existing
        }
        let node = addNode(name: name, attributes: [])
        insert(node, into: parent, at: childIndex(for: name, in: parent))
        return node
    }

    /// Shifts the indentation of a subtree read from the source so that its start tag is
    /// indented by `indent`: the formatting whitespace inside it moves by the same amount.
    private mutating func reindent(_ node: Int, to indent: [UInt8]) {
        guard let old = nodes[node].indent, old != indent else { return }
        let delta = indent.count - old.count
        for member in subtree(node) where !nodes[member].isNew {
            if let own = nodes[member].indent { nodes[member].indent = Self.shift(own, by: delta) }
            nodes[member].content = nodes[member].content.map { item in
                guard case .element = item else {
                    let bytes = bytes(of: item)
                    guard isWhitespace(item), let lastBreak = bytes.lastIndex(of: 0x0A) else { return item }
                    return .literal(
                        Array(bytes[...lastBreak]) + Self.shift(Array(bytes[(lastBreak + 1)...]), by: delta))
                }
                return item
            }
        }
    }

    private static func shift(_ indent: [UInt8], by delta: Int) -> [UInt8] {
        delta >= 0 ? indent + Array(repeating: 0x20, count: delta) : Array(indent.dropLast(min(-delta, indent.count)))
    }
}

extension XMLTree {
    /// The character data directly inside `node`, decoded.
    func text(of node: Int) -> String {
        nodes[node].content.map { item in
            switch item {
            case .source(let range): XMLEscaping.decodeText(source[range])
            case .literal(let bytes): String(decoding: bytes, as: UTF8.self)
            case .text(let text): text
            case .element: ""
            }
        }.joined()
    }

    /// Replaces the text of an element without children (a no-op when it already has it).
    mutating func setText(_ text: String, of node: Int) {
        guard self.text(of: node) != text, children(of: node).isEmpty else { return }
        nodes[node].content = text.isEmpty ? [] : [.text(text)]
        nodes[node].contentEdited = true
    }
}
