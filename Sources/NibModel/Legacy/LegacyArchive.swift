/// Read access to the element tree of a legacy (Interface Builder 3, xib 2.x) `<archive>`.
///
/// A legacy xib is a keyed archive spelled as XML: every value is an element whose `key`
/// attribute names the property it fills (`<string key="NSTitle">`), objects are
/// `<object class="…" id="…">`, and `<reference ref="…"/>` points at an object defined
/// elsewhere by its `id`. Collections come in three spellings, all read here: arrays
/// (`<object class="NSMutableArray">` or `<array>`, items without a `key`), dictionaries as
/// `dict.sortedKeys` + `dict.values` arrays or `NS.key.N` / `NS.object.N` pairs (version 7.x),
/// and `<dictionary>` whose children carry their key (version 8.x).
///
/// The archive never fails on a shape it does not expect: a missing key is `nil`, a reference
/// to an unknown id resolves to nothing.
struct LegacyArchive {
    let tree: ElementTree
    /// The element defining each `id`, the first one when an id repeats.
    private let elementsByID: [String: Int32]
    /// The enclosing element of each element; -1 for the root.
    private let parents: [Int32]
    private let keyName: Int32
    private let refName: Int32
    private let classAttributeName: Int32
    private let typeName: Int32
    private let valueName: Int32

    init(tree: ElementTree) {
        self.tree = tree
        var byID: [String: Int32] = [:]
        for element in 0..<Int32(tree.elements.count) {
            let attribute = tree.elements[Int(element)].idAttribute
            guard attribute >= 0 else { continue }
            let id = tree.value(attribute)
            if byID[id] == nil { byID[id] = element }
        }
        elementsByID = byID
        // Elements are in document order and each knows where its subtree ends, so one pass
        // with a stack of open elements finds every parent.
        var parents = [Int32](repeating: -1, count: tree.elements.count)
        var open: [Int32] = []
        for element in 0..<Int32(tree.elements.count) {
            while let last = open.last, tree.elements[Int(last)].end <= element { open.removeLast() }
            parents[Int(element)] = open.last ?? -1
            open.append(element)
        }
        self.parents = parents
        keyName = KnownName.key.rawValue
        refName = Self.nameIndex("ref", in: tree)
        classAttributeName = Self.nameIndex("class", in: tree)
        typeName = KnownName.type.rawValue
        valueName = Self.nameIndex("value", in: tree)
    }

    /// The index of `name` in the tree's name table, or -1 when no element or attribute uses it.
    func nameIndex(_ name: String) -> Int32 { Self.nameIndex(name, in: tree) }

    private static func nameIndex(_ name: String, in tree: ElementTree) -> Int32 {
        if let known = KnownName.indices[name] { return known }
        return tree.unknownNameIndex(name)
    }

    // MARK: Elements

    /// The element's name (`object`, `string`, `reference`, …).
    func name(_ element: Int32) -> String { tree.name(of: element) }

    /// The `key` the element fills in its parent, or `nil`.
    func key(_ element: Int32) -> String? { tree.value(of: element, name: keyName) }

    /// The archived class (`class=`), or `nil`.
    func className(_ element: Int32) -> String? {
        classAttributeName < 0 ? nil : tree.value(of: element, name: classAttributeName)
    }

    /// The element's `id`, or `nil`.
    func id(_ element: Int32) -> String? {
        let attribute = tree.elements[Int(element)].idAttribute
        return attribute < 0 ? nil : tree.value(attribute)
    }

    /// The element that encloses `element`, or -1 for the root.
    func parent(of element: Int32) -> Int32 { parents[Int(element)] }

    /// The first child of `element` with key `key`, as written (a `<reference>` stays one).
    func child(_ element: Int32, key: String) -> Int32? {
        for child in tree.children(of: element) where tree.value(of: child, name: keyName) == key {
            return child
        }
        return nil
    }

    /// The object an element stands for: a `<reference ref=…>` resolves to the element that
    /// defines that id; any other element is itself. `nil` for a dangling reference.
    func resolve(_ element: Int32) -> Int32? {
        guard tree.name(of: element) == "reference" else { return element }
        guard refName >= 0, let ref = tree.value(of: element, name: refName) else { return nil }
        return elementsByID[ref]
    }

    /// The resolved value under `key`, or `nil` (a `<nil>` value is `nil` too).
    func value(_ element: Int32, key: String) -> Int32? {
        guard let child = child(element, key: key), let resolved = resolve(child) else { return nil }
        return tree.name(of: resolved) == "nil" ? nil : resolved
    }

    // MARK: Scalars

    /// The text of a string-like element: `<string>` (decoded when `type="base64-UTF8"`), a
    /// string object holding `NS.bytes`, or a scalar's `value=` or text.
    func string(_ element: Int32) -> String? {
        switch tree.name(of: element) {
        case "nil":
            return nil
        case "object":
            return value(element, key: "NS.bytes").flatMap(string)
        default:
            if valueName >= 0, let value = tree.value(of: element, name: valueName) { return value }
            let text = tree.text(of: element)
            if tree.value(of: element, name: typeName) == "base64-UTF8" {
                return Base64.interfaceBuilderString(text) ?? text
            }
            return text
        }
    }

    /// The string under `key`, or `nil`.
    func string(_ element: Int32, key: String) -> String? {
        value(element, key: key).flatMap(string)
    }

    /// Whether a boolean-like value (`YES`, `1`, `true`) is set.
    func isTrue(_ element: Int32) -> Bool {
        switch string(element) {
        case "YES", "1", "true": true
        default: false
        }
    }

    // MARK: Collections

    /// The items of an array (the children without a `key`), each resolved; dangling
    /// references are left out.
    func items(_ array: Int32) -> [Int32] {
        var items: [Int32] = []
        for child in tree.children(of: array) where tree.value(of: child, name: keyName) == nil {
            if let resolved = resolve(child) { items.append(resolved) }
        }
        return items
    }

    /// The entries of a dictionary in any of its three spellings, in document order; each
    /// value resolved.
    func entries(_ dictionary: Int32) -> [(key: String, value: Int32)] {
        if let keys = value(dictionary, key: "dict.sortedKeys"), let values = value(dictionary, key: "dict.values") {
            return zip(items(keys), items(values)).compactMap { key, value in string(key).map { ($0, value) } }
        }
        var entries: [(key: String, value: Int32)] = []
        var pendingKeys: [String: String] = [:]
        var pendingValues: [String: Int32] = [:]
        var order: [String] = []
        for child in tree.children(of: dictionary) {
            guard let key = tree.value(of: child, name: keyName), key != "EncodedWithXMLCoder" else { continue }
            if key.hasPrefix("NS.key.") {
                let slot = String(key.dropFirst(7))
                if pendingKeys[slot] == nil, pendingValues[slot] == nil { order.append(slot) }
                pendingKeys[slot] = string(child)
            } else if key.hasPrefix("NS.object.") {
                let slot = String(key.dropFirst(10))
                if pendingKeys[slot] == nil, pendingValues[slot] == nil { order.append(slot) }
                pendingValues[slot] = resolve(child)
            } else if let resolved = resolve(child) {
                entries.append((key, resolved))
            }
        }
        for slot in order {
            if let key = pendingKeys[slot], let value = pendingValues[slot] { entries.append((key, value)) }
        }
        return entries
    }
}
