import NibModel

/// What an object, connection or resource says, as a flat map from a path to a value, so
/// that two of them compare without regard to attribute order or whitespace.
///
/// Paths: `title` for the element's own attribute; `rect[frame].width` for an attribute of a
/// property element with a `key`; `subviews/segment#2.title` for the third unkeyed element of
/// a name (`state[normal]#1` for a second element of one name and key); `string[title]` for a
/// property element's text; `runtime:layer.cornerRadius.value` for a user-defined runtime
/// attribute (`runtime:layer.cornerRadius#1.value` for its key path set a second time). Child objects and connections are left out: they are
/// compared on their own.
enum ObjectContent {
    /// The content of an object: its attributes but `id`, its property elements, its runtime
    /// attributes.
    static func of(_ object: NibObject) -> [String: String] {
        let element = object.sourceElement
        var content = flatten(element, skipping: ["id"], nested: false)
        // Runtime attributes by key path; a key path set twice keeps both, the second as `#1`.
        var uses: [String: Int] = [:]
        for list in element.children where list.name == "userDefinedRuntimeAttributes" {
            for attribute in list.children {
                let keyPath = attribute[attribute: "keyPath"] ?? ""
                let ordinal = uses[keyPath, default: 0]
                uses[keyPath] = ordinal + 1
                content.merge(
                    flatten(
                        attribute, prefix: "runtime:\(keyPath)" + (ordinal > 0 ? "#\(ordinal)" : ""),
                        skipping: ["keyPath"]),
                    uniquingKeysWith: { first, _ in first })
            }
        }
        return content
    }

    /// Flattens an element: its attributes (but `skipping`), text, and the descendant elements
    /// that are not objects; with `nested` false the element's own name is not in the paths
    /// and its `<connections>` and runtime attributes are left out.
    static func flatten(
        _ element: NibElement, prefix: String = "", skipping: Set<String> = [], nested: Bool = true
    ) -> [String: String] {
        var content: [String: String] = [:]
        var stack: [(element: NibElement, path: String, skipping: Set<String>)] = [(element, prefix, skipping)]
        while let (element, path, skipped) = stack.popLast() {
            for attribute in element.attributes where !skipped.contains(attribute.name) {
                content[path.isEmpty ? attribute.name : "\(path).\(attribute.name)"] = attribute.value
            }
            let text = element.text.trimmingBlanks()
            if !text.isEmpty { content[path.isEmpty ? "#text" : path] = text }
            if !path.isEmpty, content[path] == nil, element.attributeCount <= skipped.count, !element.hasChildren {
                content[path] = ""
            }
            var ordinals: [String: Int] = [:]
            for child in element.children {
                if isObject(child) { continue }
                if path.isEmpty, !nested, child.name == "connections" || child.name == "userDefinedRuntimeAttributes" {
                    continue
                }
                // A child is named by its element and key; repeats of both are told apart by order.
                var segment = child.name
                if let key = child[attribute: "key"] { segment += "[\(key)]" }
                let ordinal = ordinals[segment, default: 0]
                ordinals[segment] = ordinal + 1
                if ordinal > 0 { segment += "#\(ordinal)" }
                stack.append((child, path.isEmpty ? segment : "\(path)/\(segment)", ["key"]))
            }
        }
        return content
    }

    /// Whether an element is an object of its own (it has an id and is not a connection).
    static func isObject(_ element: NibElement) -> Bool {
        element.declaresObject
    }

    /// Whether a path is layout only: frames, content rects, canvas positions, `misplaced`,
    /// `ambiguous`, `verifyAmbiguity`, and a constraint's `constant`.
    static func isGeometry(_ path: String, isConstraint: Bool) -> Bool {
        for prefix in ["rect[frame]", "rect[contentRect]", "rect[screenRect]", "point[canvasLocation]"]
        where path.hasPrefix(prefix) {
            return true
        }
        switch path {
        case "misplaced", "ambiguous", "verifyAmbiguity": return true
        case "constant": return isConstraint
        default: return false
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    fileprivate func trimmingBlanks() -> String {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r"]
        guard let first = firstIndex(where: { !blanks.contains($0) }),
            let last = lastIndex(where: { !blanks.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}
