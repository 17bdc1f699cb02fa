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
    public func forEachDescendant(_ body: (NibElement) throws -> Void) rethrows {
        try body(self)
        for child in children {
            try child.forEachDescendant(body)
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
