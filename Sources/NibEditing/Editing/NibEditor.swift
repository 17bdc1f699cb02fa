import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Changes a document and writes it back.
///
/// An editor is a value: copy it to try an edit, keep the copy that worked. Start from a
/// document's bytes (``init(contentsOfFile:)``, ``init(bytes:file:)``) and an unchanged editor
/// writes back exactly those bytes; every edit changes only the lines it must, in Xcode's style
/// (see docs/Writing.md). Start from a model alone (``init(document:)``) and
/// the whole document is written in Xcode's style.
///
/// Edits that would leave the document inconsistent (a connection to nothing, a duplicate id,
/// a segue to a missing scene) throw ``NibEditError`` and change nothing;
/// ``deleteObject(_:)`` repairs instead: it removes every connection, constraint and reference
/// that names what it deletes.
///
/// ```swift
/// var editor = try NibEditor(contentsOfFile: "MainMenu.xib")
/// try editor.setCustomClass("HelloNib.Greeter", of: "Voe-Tx-rLC")
/// let outlet = try editor.addConnection(.outlet(property: "window", destination: "QvC-M9-y7g"), from: "Voe-Tx-rLC")
/// let document = try editor.makeDocument()   // the edited model, read back from `editor.bytes`
/// ```
public struct NibEditor: Sendable {
    var tree: XMLTree
    /// The id of each element that has one (the first, when the source repeats an id).
    var ids: [String: Int]
    var random: SplitMix
    /// The document the editor started from.
    public let original: NibDocument

    /// The file name used in errors and in the documents ``makeDocument()`` reads.
    public var file: String { original.file }

    /// Reads a document's bytes for editing.
    ///
    /// - Throws: `NibParseError` when the file cannot be read or parsed.
    public init(contentsOfFile path: String) throws(NibParseError) {
        let data = try NibDocument.readFile(path)
        try self.init(bytes: Array(data), file: path)
    }

    /// Reads a document from its bytes for editing.
    ///
    /// - Throws: `NibParseError` when the bytes are not a document swift-nib reads, not UTF-8,
    ///   or not modern XML (a legacy xib or compiled nib is written with ``init(document:)``).
    public init(bytes: [UInt8], file: String = "<data>") throws(NibParseError) {
        let document = try NibDocument(data: Data(bytes), file: file)
        guard document.format == .xmlDocument else {
            throw NibParseError(
                .unreadable(
                    "cannot edit a \(document.format) in place: only modern xibs and storyboards are written back "
                        + "(decompile it into a modern xib first)"),
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        let tree = try XMLTree(source: bytes, file: file)
        guard tree.nodes.count == document.elementCount else {
            throw NibParseError(
                .unreadable(
                    "cannot edit: the writer found \(tree.nodes.count) elements, the reader \(document.elementCount)"),
                at: SourceLocation(file: file, line: 0))
        }
        self.init(tree: tree, original: document)
    }

    /// An editor over a model alone (a document synthesised in code or read from another
    /// format): ``bytes`` is the whole document in Xcode's style.
    public init(document: NibDocument) {
        self.init(tree: XMLTree(model: document.root), original: document)
    }

    private init(tree: XMLTree, original: NibDocument) {
        self.tree = tree
        self.original = original
        self.ids = [:]
        self.random = SplitMix(seed: UInt64(tree.nodes.count) &* 0x9E37_79B9 &+ UInt64(tree.source.count))
        for node in tree.nodes.indices {
            if let id = tree.attribute("id", of: node), ids[id] == nil { ids[id] = node }
        }
    }

    /// The document's bytes as edited.
    public var bytes: [UInt8] { tree.serialized() }

    /// Reads ``bytes`` back into a model.
    ///
    /// - Throws: `NibParseError` if the edited document does not read (an edit made text
    ///   that is not valid XML, such as an attribute name with a space).
    public func makeDocument() throws(NibParseError) -> NibDocument {
        try NibDocument(data: Data(bytes), file: file)
    }

    // MARK: Elements

    /// An element of the document being edited.
    public struct Element: Hashable, Sendable {
        let node: Int
    }

    /// The element with this id.
    public func element(withID id: ObjectID) -> Element? {
        guard let node = ids[id.rawValue], node >= 0, tree.isAttached(node) else { return nil }
        return Element(node: node)
    }

    /// The editor's element for an element of ``original``.
    public func element(for element: NibElement) -> Element? {
        guard element.sharesStorage(with: original.root), tree.isAttached(Int(element.treePosition)) else { return nil }
        return Element(node: Int(element.treePosition))
    }

    /// The root element (`<document>`).
    public var root: Element { Element(node: tree.root) }

    /// The element's name.
    public func name(of element: Element) -> String { tree.nodes[element.node].name }

    /// The value of an attribute.
    public func attribute(_ name: String, of element: Element) -> String? {
        tree.attribute(name, of: element.node)
    }

    /// The element's attributes, in the order they are written.
    public func attributes(of element: Element) -> [NibAttribute] {
        tree.nodes[element.node].attributes.map { NibAttribute(name: $0.name, value: $0.value) }
    }

    /// The element's child elements.
    public func children(of element: Element) -> [Element] {
        tree.children(of: element.node).map(Element.init)
    }

    /// The element's parent, or `nil` for the root and detached elements.
    public func parent(of element: Element) -> Element? {
        let parent = tree.nodes[element.node].parent
        return parent < 0 ? nil : Element(node: parent)
    }

    /// The line of the element's start tag in the original bytes (0 for an element an edit made).
    public func line(of element: Element) -> Int { tree.nodes[element.node].line }

    func error(_ kind: NibEditError.Kind) -> NibEditError { NibEditError(kind, file: file) }

    func node(for id: ObjectID) throws(NibEditError) -> Int {
        guard let element = element(withID: id) else { throw error(.noSuchObject(id)) }
        return element.node
    }

    // MARK: Attributes

    /// Sets an attribute (a no-op when it already has the value).
    ///
    /// - Throws: ``NibEditError`` when the attribute is `id` and another element has the value,
    ///   or the value holds a character XML cannot write (a control character such as Escape).
    public mutating func setAttribute(_ name: String, to value: String, on element: Element) throws(NibEditError) {
        if value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" }) {
            throw error(.unwritableValue(attribute: name))
        }
        if name == "id" {
            let old = tree.attribute("id", of: element.node)
            guard old != value else { return }
            if let other = ids[value], other >= 0, other != element.node, tree.isAttached(other) {
                throw error(.duplicateID(ObjectID(value)))
            }
            if let old, ids[old] == element.node { ids[old] = nil }
            ids[value] = element.node
        }
        tree.setAttribute(name, to: value, on: element.node)
    }

    /// Removes an attribute (a no-op when the element does not have it).
    public mutating func removeAttribute(_ name: String, from element: Element) {
        if name == "id", let old = tree.attribute("id", of: element.node), ids[old] == element.node { ids[old] = nil }
        tree.removeAttribute(name, from: element.node)
    }

    /// Sets or (with `nil`) removes an attribute of the object with id `id`.
    public mutating func setAttribute(_ name: String, to value: String?, ofObject id: ObjectID) throws(NibEditError) {
        let element = Element(node: try node(for: id))
        if let value {
            try setAttribute(name, to: value, on: element)
        } else {
            removeAttribute(name, from: element)
        }
    }

    /// Sets an object's custom class (`nil` removes it, and the module with it).
    public mutating func setCustomClass(_ className: String?, of id: ObjectID) throws(NibEditError) {
        try setAttribute("customClass", to: className, ofObject: id)
        if className == nil {
            try setAttribute("customModule", to: nil, ofObject: id)
            try setAttribute("customModuleProvider", to: nil, ofObject: id)
        }
    }

    /// Sets an object's custom module (`nil` removes it).
    public mutating func setCustomModule(_ module: String?, of id: ObjectID) throws(NibEditError) {
        try setAttribute("customModule", to: module, ofObject: id)
    }

    /// Sets an object's module provider (`"target"`: the module of the target that compiles the
    /// document; `nil` removes it).
    public mutating func setCustomModuleProvider(_ provider: String?, of id: ObjectID) throws(NibEditError) {
        try setAttribute("customModuleProvider", to: provider, ofObject: id)
    }

    // MARK: Ids

    /// A new id in Interface Builder's form (`abc-de-fgh`), unique in the document; it is
    /// reserved, so the next call makes another.
    public mutating func makeObjectID() -> ObjectID {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        while true {
            var bytes: [UInt8] = []
            for position in 0..<10 {
                if position == 3 || position == 6 {
                    bytes.append(UInt8(ascii: "-"))
                } else {
                    bytes.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
                }
            }
            let id = String(decoding: bytes, as: UTF8.self)
            if ids[id] == nil {
                ids[id] = -1
                return ObjectID(id)
            }
        }
    }
}

/// A small, seedable generator: the same edits on the same document make the same ids.
struct SplitMix: RandomNumberGenerator, Sendable {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
