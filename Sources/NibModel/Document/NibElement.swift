/// One XML element of an Interface Builder document, exactly as the file spelled it.
///
/// `NibElement` is the generic, lossless layer of the model: every element and attribute of
/// the input is reachable through ``NibDocument/root`` and its children, whether or not the
/// typed layer (``NibObject``, ``Connection``, ``Resource``) gives it a meaning.
///
/// An element is a small view into its document's storage: copying one copies a reference
/// and an index, and its name, attributes, text and children are read from the document's
/// tables when asked for.
public struct NibElement: Sendable {
    let tree: ElementTree
    let index: Int32

    init(tree: ElementTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    /// Creates an element with its own storage; for tools and tests that synthesise documents.
    ///
    /// The children are copied into the new element's storage.
    public init(
        name: String, attributes: [NibAttribute] = [], children: [NibElement] = [],
        text: String = "", line: Int = 0, column: Int? = nil
    ) {
        self.tree = ElementTree.synthesize(
            name: name, attributes: attributes, children: children, text: text, line: line, column: column)
        self.index = 0
    }

    private var record: ElementTree.Element { tree.elements[Int(index)] }

    /// The element's position in its document's tree, in document order: an ancestor's
    /// position is smaller than its descendants', which follow it within ``subtreeCount``.
    package var treePosition: Int32 { index }

    /// Whether `other` is stored in the same document tree as this element.
    package func sharesStorage(with other: NibElement) -> Bool { tree === other.tree }

    /// Whether the element is an object of its own: it has an `id` and is not a connection.
    package var declaresObject: Bool {
        let record = record
        return record.idAttribute >= 0 && !KnownName.isConnection(record.name)
    }

    /// The element name, with its namespace prefix if it had one (`prefix:name`).
    public var name: String { tree.name(of: index) }

    /// The attributes in source order, with entity and character references decoded.
    public var attributes: [NibAttribute] {
        let record = record
        return (record.firstAttribute..<(record.firstAttribute + record.attributeCount)).map { attribute in
            NibAttribute(name: tree.name(tree.attributes[Int(attribute)].name), value: tree.value(attribute))
        }
    }

    /// The number of attributes.
    public var attributeCount: Int { Int(record.attributeCount) }

    /// The child elements in document order.
    public var children: [NibElement] {
        tree.children(of: index).map { NibElement(tree: tree, index: $0) }
    }

    /// Whether the element has child elements.
    public var hasChildren: Bool { tree.firstChild(of: index) >= 0 }

    /// The character data directly inside the element.
    ///
    /// Whitespace that only formats the file (a run containing a line break and nothing
    /// else) is dropped; any other text, including a lone space, is kept.
    public var text: String { tree.text(of: index) }

    /// Where the element came from: its start tag's line and column in an XML source, or the
    /// archived object and record offset of a binary compiled nib.
    public var origin: ElementOrigin { tree.origin(of: index) }

    /// The 1-based line of the element's start tag (0 for an element made in code without one,
    /// or read from a binary compiled nib: see ``origin``).
    public var line: Int {
        guard case .source(let line, _) = origin else { return 0 }
        return line
    }

    /// The 1-based byte column of the start tag's `<`, or `nil` where it could not be found or
    /// the element has no start tag (see ``origin``).
    public var column: Int? {
        guard case .source(_, let column) = origin else { return nil }
        return column
    }

    /// The value of the attribute named `name`, or `nil` if the element does not have it.
    public subscript(attribute name: String) -> String? {
        let attribute = tree.attributeIndex(of: index, named: name)
        return attribute < 0 ? nil : tree.value(attribute)
    }

    /// The first child element with this name, if any.
    public func firstChild(named name: String) -> NibElement? {
        for child in tree.children(of: index) where tree.name(of: child) == name {
            return NibElement(tree: tree, index: child)
        }
        return nil
    }

    /// The first child element whose `key` attribute is `key` (e.g. `rect key="frame"`).
    public func child(forKey key: String) -> NibElement? {
        for child in tree.children(of: index) {
            let attribute = tree.attributeIndex(of: child, name: KnownName.key.rawValue)
            if attribute >= 0, tree.value(attribute) == key { return NibElement(tree: tree, index: child) }
        }
        return nil
    }

    /// Calls `body` for this element and every element below it, in document order.
    ///
    /// Elements are stored in document order, so the walk is a loop over the subtree's records.
    public func forEachDescendant(_ body: (NibElement) throws -> Void) rethrows {
        let end = record.end
        var element = index
        while element < end {
            try body(NibElement(tree: tree, index: element))
            element += 1
        }
    }

    /// The number of elements in this element's subtree, itself included.
    public var subtreeCount: Int { Int(record.end - index) }

    /// The value of an attribute whose name the typed layer knows.
    func value(_ name: KnownName) -> String? {
        tree.value(of: index, name: name.rawValue)
    }
}

// MARK: - Equatable and Hashable Conformance

extension NibElement: Hashable {
    /// Whether two element trees are the same: names, attributes, text, locations and
    /// children, all the way down.
    public static func == (lhs: NibElement, rhs: NibElement) -> Bool {
        if lhs.tree === rhs.tree, lhs.index == rhs.index { return true }
        let count = lhs.subtreeCount
        guard count == rhs.subtreeCount else { return false }
        // Equal subtrees have equal records one for one, relative to their roots.
        for offset in 0..<Int32(count) {
            let left = NibElement(tree: lhs.tree, index: lhs.index + offset)
            let right = NibElement(tree: rhs.tree, index: rhs.index + offset)
            guard left.subtreeCount == right.subtreeCount, left.name == right.name, left.line == right.line,
                left.column == right.column, left.text == right.text, left.attributes == right.attributes
            else { return false }
        }
        return true
    }

    /// Hashes the whole tree.
    public func hash(into hasher: inout Hasher) {
        forEachDescendant { element in
            hasher.combine(element.name)
            hasher.combine(element.attributes)
            hasher.combine(element.text)
            hasher.combine(element.line)
            hasher.combine(element.column)
            hasher.combine(element.subtreeCount)
        }
    }
}

/// One attribute of a ``NibElement``: its name and its decoded value.
public struct NibAttribute: Sendable, Hashable {
    /// The attribute name (`prefix:name` when it had a namespace prefix).
    public var name: String
    /// The value, with character and entity references decoded.
    public var value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
