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
                    tree.setText(pair.value, of: text)
                } else {
                    tree.setAttribute(attribute, to: pair.value, on: object)
                }
                return true
            case .child(let element, let key, let attribute) where property.key == path:
                guard
                    let child = tree.children(of: object).first(where: {
                        tree.nodes[$0].name == element && tree.attribute("key", of: $0) == key
                    })
                else { return false }
                tree.setAttribute(attribute, to: pair.value, on: child)
                return true
            case .segments(let attribute) where path.hasPrefix(property.key + "[") && path.hasSuffix("]"):
                let digits = path.dropFirst(property.key.count + 1).dropLast()
                guard let index = Int(digits),
                    let segments = tree.children(of: object).first(where: { tree.nodes[$0].name == "segments" })
                else { return false }
                let items = tree.children(of: segments)
                guard items.indices.contains(index) else { return false }
                tree.setAttribute(attribute, to: pair.value, on: items[index])
                return true
            default:
                continue
            }
        }
        return false
    }
}
