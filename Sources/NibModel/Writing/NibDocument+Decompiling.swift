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
    public func decompiledXML() -> [UInt8] {
        let root = self.root
        var attributes = root.attributes.filter { $0.name != "systemVersion" }
        if format != .xmlDocument {
            attributes.removeAll { $0.name == "version" }
            let at = attributes.firstIndex { $0.name == "type" }.map { $0 + 1 } ?? 0
            attributes.insert(NibAttribute(name: "version", value: "3.0"), at: at)
        }
        let children = root.children.filter { !Self.formatOnlyElements.contains($0.name) }
        let modern = NibElement(name: root.name, attributes: attributes, children: children)
        return XMLTree(model: modern).serialized()
    }

    /// Children of the root that only the original format has; the model's own elements never
    /// use these names.
    static let formatOnlyElements: Set<String> = ["archive"]
}
