import NibModel

extension NibEditor {
    /// Puts the values of a `.strings` file into the document (ibtool's
    /// `--import-strings-file`): each `objectID.key` sets the property ``LocalizableProperty``
    /// says the key names. A value equal to the document's changes nothing, so importing a
    /// document's own export gives back its bytes.
    ///
    /// - Returns: One warning per key that matches nothing, naming it and its line.
    public mutating func importStrings(_ strings: StringsFile, from stringsFile: String = "<strings>") -> [String] {
        var warnings: [String] = []
        for pair in strings.pairs where !apply(pair) {
            warnings.append("\(stringsFile):\(pair.line): warning: the key \"\(pair.key)\" matches nothing in \(file)")
        }
        return warnings
    }

    /// Sets one pair's value; false when its key names no property of the document.
    private mutating func apply(_ pair: StringsFile.Pair) -> Bool {
        guard let dot = pair.key.firstIndex(of: ".") else { return false }
        let id = String(pair.key[..<dot])
        let path = String(pair.key[pair.key.index(after: dot)...])
        guard let object = element(withID: ObjectID(id))?.node else { return false }
        let name = tree.nodes[object].name
        for property in LocalizableProperty.all where property.applies(to: name) {
            switch property.location {
            case .attribute(let attribute) where property.key == path:
                if tree.attribute(attribute, of: object) == nil,
                    let text = tree.children(of: object).first(where: {
                        ["string", "mutableString"].contains(tree.nodes[$0].name)
                            && tree.attribute("key", of: $0) == attribute
                    })
                {
                    setString(pair.value, of: text)
                } else {
                    tree.setAttribute(attribute, to: pair.value, on: object)
                }
                return true
            case .child(let element, let key, let attribute) where property.key == path:
                guard
                    let child = tree.children(of: object).first(where: {
                        tree.nodes[$0].name == element && tree.attribute("key", of: $0) == (key.isEmpty ? nil : key)
                    })
                else { return false }
                tree.setAttribute(attribute, to: pair.value, on: child)
                return true
            case .segments(let attribute):
                if setItem(path, of: property, in: object, container: "segments", attribute: attribute, to: pair.value)
                {
                    return true
                }
            case .items(let container, let attribute):
                if setItem(path, of: property, in: object, container: container, attribute: attribute, to: pair.value) {
                    return true
                }
            case .bindingOption(let option) where property.key == path:
                guard
                    let options = tree.children(of: object).first(where: {
                        tree.nodes[$0].name == "dictionary" && tree.attribute("key", of: $0) == "options"
                    }),
                    let value = tree.children(of: options).first(where: { tree.attribute("key", of: $0) == option })
                else { return false }
                if ["string", "mutableString"].contains(tree.nodes[value].name) {
                    setString(pair.value, of: value)
                } else {
                    tree.setAttribute("value", to: pair.value, on: value)
                }
                return true
            default:
                continue
            }
        }
        return false
    }

    /// Sets the `[N]` item of a list property (`segmentTitles[1]`) named by `path`; false when
    /// `path` is not that property's or names no item.
    private mutating func setItem(
        _ path: String, of property: LocalizableProperty, in object: Int, container: String, attribute: String?,
        to value: String
    ) -> Bool {
        guard path.hasPrefix(property.key + "["), path.hasSuffix("]"),
            let index = Int(path.dropFirst(property.key.count + 1).dropLast()),
            let list = tree.children(of: object).first(where: { tree.nodes[$0].name == container })
        else { return false }
        let items = tree.children(of: list)
        guard items.indices.contains(index) else { return false }
        if let attribute {
            tree.setAttribute(attribute, to: value, on: items[index])
        } else {
            setString(value, of: items[index])
        }
        return true
    }

    /// Sets a string element's text, in base64 when Xcode wrote it so (`base64-UTF8="YES"`);
    /// the same value changes nothing.
    private mutating func setString(_ value: String, of node: Int) {
        guard tree.attribute("base64-UTF8", of: node) == "YES" else {
            tree.setText(value, of: node)
            return
        }
        let current = tree.text(of: node)
        guard (Base64Text.decode(current) ?? current) != value else { return }
        tree.setText(Base64Text.encode(value), of: node)
    }
}
