import NibModel

extension NibDocument {
    /// The document as a modern xib or storyboard in Xcode's style, from its model: what
    /// `nibdump decompile` writes.
    ///
    /// Any format swift-nib reads can be written: a legacy xib or a compiled nib becomes a
    /// `<document version="3.0">` with its placeholders, objects, classes and custom classes,
    /// hierarchy, frames, titles and connections, which reads back to the same model. What only
    /// the original format holds (a legacy file's verbatim `<archive>`, kept for losslessness;
    /// the raw tables of a compiled nib) is left out, and so are attributes that only describe
    /// the legacy file (`systemVersion`). A modern document is written from its model too, so
    /// its formatting becomes Xcode's.
    ///
    /// A character XML 1.0 cannot carry at all, even as a character reference — a control
    /// character such as the Escape key a legacy or compiled nib stores as a menu item's key
    /// equivalent — is written as Xcode writes it: the attribute becomes a keyed
    /// `<string key="keyEquivalent" base64-UTF8="YES">Gw</string>`, which the compiler reads back;
    /// in an element's text, as its Unicode control picture (U+241B `␛` for Escape). The output
    /// stays a document every XML reader accepts.
    public func decompiledXML() -> [UInt8] {
        let root = self.root
        var attributes = root.attributes
        if format != .xmlDocument {
            attributes.removeAll { $0.name == "version" || $0.name == "systemVersion" }
            let at = attributes.firstIndex { $0.name == "type" }.map { $0 + 1 } ?? 0
            attributes.insert(NibAttribute(name: "version", value: "3.0"), at: at)
        }
        var children = root.children.filter { !Self.formatOnlyElements.contains($0.name) }
        if children.contains(where: Self.holdsUnwritableCharacters) { children = children.map(Self.writable) }
        let modern = NibElement(name: root.name, attributes: attributes, children: children)
        return XMLTree(model: modern).serialized()
    }

    /// Children of the root that only the original format has; the model's own elements never
    /// use these names.
    static let formatOnlyElements: Set<String> = ["archive"]

    /// Whether a character is one XML 1.0 excludes: C0 controls other than tab, line feed and
    /// carriage return.
    private static func isUnwritable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r"
    }

    private static func holdsUnwritableCharacters(_ element: NibElement) -> Bool {
        var found = false
        element.forEachDescendant { descendant in
            if found { return }
            found =
                descendant.text.unicodeScalars.contains(where: isUnwritable)
                || descendant.attributes.contains { $0.value.unicodeScalars.contains(where: isUnwritable) }
        }
        return found
    }

    /// A copy of `element` whose attributes holding an unwritable character are keyed
    /// `<string key="name" base64-UTF8="YES">` children, as Xcode writes them (an Escape key
    /// equivalent is `Gw`), and whose text has every unwritable character replaced by its
    /// control picture.
    private static func writable(_ element: NibElement) -> NibElement {
        func clean(_ text: String) -> String {
            guard text.unicodeScalars.contains(where: isUnwritable) else { return text }
            var scalars = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                scalars.append(isUnwritable(scalar) ? Unicode.Scalar(0x2400 + scalar.value) ?? "?" : scalar)
            }
            return String(scalars)
        }
        var attributes: [NibAttribute] = []
        var strings: [NibElement] = []
        for attribute in element.attributes {
            if attribute.value.unicodeScalars.contains(where: isUnwritable) {
                strings.append(
                    NibElement(
                        name: "string",
                        attributes: [
                            NibAttribute(name: "key", value: attribute.name),
                            NibAttribute(name: "base64-UTF8", value: "YES"),
                        ], text: Base64.encode(Array(attribute.value.utf8), padded: false), line: element.line))
            } else {
                attributes.append(attribute)
            }
        }
        return NibElement(
            name: element.name, attributes: attributes, children: strings + element.children.map(writable),
            text: clean(element.text), line: element.line, column: element.column)
    }

}
