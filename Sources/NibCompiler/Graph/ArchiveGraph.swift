/// The archived object graph a compiler produces, before it is written in one of the compiled
/// formats: objects with a class name and an ordered list of keyed values, one of them the root.
///
/// The graph is format-neutral in its shape: a ``NIBArchiveWriter`` and a ``KeyedArchiveWriter``
/// both write it, and ``ArchiveComparison`` compares two of them. Sharing is explicit: a value
/// refers to an object by its ``ObjectID``, and two keys that refer to one ID share one archived
/// object — which is how Apple archives equal strings, numbers, colours and fonts once (see
/// ``Builder/intern(_:_:)``).
///
/// A few values exist in keyed archives only (``Value/string(_:)``, ``Value/array(_:)``,
/// ``Value/dictionary(_:)``: property-list values stored inline); the `NIBArchive` writer refuses
/// them.
public struct ArchiveGraph: Sendable, Hashable {
    /// Every object, indexed by ``ObjectID/index``.
    public var objects: [Object]
    /// The root object: object 0 of a `NIBArchive`, the `$top` dictionary of a keyed archive.
    public var root: ObjectID
    /// The fallback classes of a class (`+classFallbacksForKeyedArchiver`), which a `NIBArchive`
    /// writes in its class-name table: `UIColor` → `["NSColor"]`.
    public var classFallbacks: [String: [String]]
    /// The `$classes` chain a keyed archive writes for a class, the class itself first
    /// (`NSButton` → `["NSButton", "NSControl", "NSView", "NSResponder", "NSObject"]`).
    public var classChains: [String: [String]]
    /// The table orders of the archive the graph was read from, when it was; writers that can
    /// follow them do, so that a graph read from a file can be written back byte for byte.
    public var layout: Layout?

    /// Creates a graph from its objects; ``Builder`` is the comfortable way to make one.
    public init(
        objects: [Object], root: ObjectID, classFallbacks: [String: [String]] = [:],
        classChains: [String: [String]] = [:], layout: Layout? = nil
    ) {
        self.objects = objects
        self.root = root
        self.classFallbacks = classFallbacks
        self.classChains = classChains
        self.layout = layout
    }

    /// The object with the identifier `id`, or `nil` when the graph has no such object.
    public subscript(id: ObjectID) -> Object? {
        objects.indices.contains(id.index) ? objects[id.index] : nil
    }

    /// Whether `id` names an object of the graph.
    public func contains(_ id: ObjectID) -> Bool {
        objects.indices.contains(id.index)
    }
}

extension ArchiveGraph {
    /// The orders of the tables of the archive a graph was read from.
    public struct Layout: Sendable, Hashable {
        /// The `NIBArchive` coder version (10 for current macOS nibs, 9 for the corpus's iOS
        /// nibs); `nil` for a keyed archive.
        public var coderVersion: UInt32?
        /// The key table, in file order (Apple's ibtool writes it in hash-table order, which a
        /// writer cannot derive).
        public var keys: [String]
        /// The class-name table, in file order.
        public var classNames: [String]

        /// Creates a layout.
        public init(coderVersion: UInt32? = nil, keys: [String] = [], classNames: [String] = []) {
            self.coderVersion = coderVersion
            self.keys = keys
            self.classNames = classNames
        }
    }
}
