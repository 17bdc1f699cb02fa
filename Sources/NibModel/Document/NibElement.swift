/// One XML element of an Interface Builder document, exactly as the file spelled it.
///
/// `NibElement` is the generic, lossless layer of the model: every element and attribute of
/// the input is reachable through ``NibDocument/root`` and its children, whether or not the
/// typed layer (``NibObject``, ``Connection``, ``Resource``) gives it a meaning.
public struct NibElement: Sendable, Hashable {
    /// The element name, with its namespace prefix if it had one (`prefix:name`).
    public var name: String
    /// The attributes in source order, with entity and character references decoded.
    public var attributes: [NibAttribute]
    /// The child elements in document order.
    public var children: [NibElement]
    /// The character data directly inside the element.
    ///
    /// Whitespace that only formats the file (a run containing a line break and nothing
    /// else) is dropped; any other text, including a lone space, is kept.
    public var text: String
    /// The 1-based line of the element's start tag.
    public var line: Int
    /// The 1-based byte column of the start tag's `<`, or `nil` where it could not be found.
    public var column: Int?

    /// Creates an element; the parser and tests use it, and so can tools that synthesise documents.
    public init(
        name: String, attributes: [NibAttribute] = [], children: [NibElement] = [],
        text: String = "", line: Int = 0, column: Int? = nil
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    /// The value of the attribute named `name`, or `nil` if the element does not have it.
    public subscript(attribute name: String) -> String? {
        // Comparing the UTF-8 lengths first (O(1) for native strings) skips almost every
        // mismatch without the full string comparison.
        let length = name.utf8.count
        for attribute in attributes where attribute.name.utf8.count == length && attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// The first child element with this name, if any.
    public func firstChild(named name: String) -> NibElement? {
        children.first { $0.name == name }
    }

    /// The first child element whose `key` attribute is `key` (e.g. `rect key="frame"`).
    public func child(forKey key: String) -> NibElement? {
        children.first { $0[attribute: "key"] == key }
    }

    /// Calls `body` for this element and every element below it, in document order.
    ///
    /// The walk keeps its own stack, so a deep tree does not grow the thread's stack.
    public func forEachDescendant(_ body: (NibElement) throws -> Void) rethrows {
        var pending = [self]
        while let element = pending.popLast() {
            try body(element)
            pending.append(contentsOf: element.children.reversed())
        }
    }
}

// MARK: - Equatable and Hashable Conformance

extension NibElement {
    /// Whether two element trees are the same: names, attributes, text, locations and
    /// children, all the way down.
    ///
    /// The comparison keeps its own stack instead of recursing, so a deep tree does not grow
    /// the thread's stack.
    public static func == (lhs: NibElement, rhs: NibElement) -> Bool {
        var pending = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            guard left.name == right.name, left.line == right.line, left.column == right.column,
                left.text == right.text, left.attributes == right.attributes,
                left.children.count == right.children.count
            else { return false }
            pending.append(contentsOf: zip(left.children, right.children))
        }
        return true
    }

    /// Hashes the whole tree, without recursion (see ``==(_:_:)``).
    public func hash(into hasher: inout Hasher) {
        var pending = [self]
        while let element = pending.popLast() {
            hasher.combine(element.name)
            hasher.combine(element.attributes)
            hasher.combine(element.text)
            hasher.combine(element.line)
            hasher.combine(element.column)
            hasher.combine(element.children.count)
            pending.append(contentsOf: element.children.reversed())
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
