/// An Interface Builder document — a xib or a storyboard — read into a typed object graph.
///
/// Create one with ``init(contentsOfFile:options:)``, ``init(contentsOf:options:)`` or
/// ``init(data:file:options:)``. The model is a value: `Sendable`, `Equatable`, cheap to
/// copy, and safe to share between threads. Lookups by id are O(1).
///
/// ```swift
/// let document = try NibDocument(contentsOfFile: "MainMenu.xib")
/// for connection in document.connections {
///     print(connection.kindName, connection.source, connection.label ?? "")
/// }
/// ```
public struct NibDocument: Sendable, Hashable {
    /// The path or name the document was read from.
    public var file: String { store.file }
    /// xib or storyboard.
    public let kind: DocumentKind
    /// The format the document was read from: modern XML, a legacy xib, or a compiled nib.
    ///
    /// Every format is read into the same model; this says which one the bytes were.
    public let format: DocumentFormat
    /// The target platform, from `targetRuntime` (or `type`); `nil` when neither says.
    public var platform: Platform? { store.platform }
    /// The root element's attributes and header elements.
    ///
    /// The header is read from the root element when asked for (a few microseconds), so that
    /// a document does not keep a second copy of what its tree holds.
    public var header: DocumentHeader { DocumentHeader(root: root) }
    /// The entries of `<resources>`, in document order.
    public let resources: [Resource]
    /// The scenes of a storyboard, in document order; empty for a xib.
    public let scenes: [Scene]
    /// The ids of the top-level objects (loading.md A5): the non-placeholder objects directly
    /// inside `<objects>`, in document order; for storyboards, every scene's, scene by scene.
    public let topLevelObjectIDs: [ObjectID]
    /// The ids of the placeholders, in document order.
    public let placeholderIDs: [ObjectID]
    /// Ids that more than one element uses, with every place each is used.
    public let duplicateIDs: [DuplicateID]

    /// An id used by more than one element.
    public struct DuplicateID: Sendable, Hashable {
        /// The repeated id.
        public var id: ObjectID
        /// Every element that uses it, in document order.
        public var locations: [SourceLocation]
    }

    let store: ObjectStore

    /// The document-order position of the object with `id`, or `nil` when there is none.
    package func position(ofObject id: ObjectID) -> Int32? { store.position(of: id) }

    /// Assembles a document from its parts; ``NibParser`` makes them.
    init(
        store: ObjectStore, kind: DocumentKind, format: DocumentFormat = .xmlDocument, resources: [Resource],
        scenes: [Scene], topLevelObjectIDs: [ObjectID], placeholderIDs: [ObjectID], duplicateIDs: [DuplicateID]
    ) {
        self.store = store
        self.kind = kind
        self.format = format
        self.resources = resources
        self.scenes = scenes
        self.topLevelObjectIDs = topLevelObjectIDs
        self.placeholderIDs = placeholderIDs
        self.duplicateIDs = duplicateIDs
    }

    /// The document's element tree: the generic layer under the typed one.
    ///
    /// For an XML source (xib, storyboard) it is every element, attribute and text as written,
    /// losslessly. A legacy Interface Builder 3 xib and a compiled nib are not in this vocabulary:
    /// their reader writes the tree a modern xib of the same objects would have, holding what it
    /// could translate (objects, their classes, keys, titles and frames, connections, resources,
    /// runtime attributes) with ``NibElement/origin`` naming the archived object each element came
    /// from; what it could not translate stays in the raw archive (``CompiledArchive``).
    public var root: NibElement { NibElement(tree: store.tree, index: 0) }

    /// The number of elements in the document.
    public var elementCount: Int { store.tree.elements.count }

    /// Every object in document order, placeholders included.
    public var objects: NibObjects { NibObjects(store: store) }

    /// Every connection in document order.
    public var connections: NibConnections { NibConnections(store: store) }

    /// The object with this id, or `nil`. O(1).
    ///
    /// When an id is duplicated, the first object with it is returned.
    public func object(withID id: ObjectID) -> NibObject? {
        store.position(of: id).map { NibObject(store: store, position: $0) }
    }

    /// The object with this id, or `nil`. O(1).
    public subscript(id: ObjectID) -> NibObject? {
        object(withID: id)
    }

    /// Whether an object has this id.
    public func contains(_ id: ObjectID) -> Bool {
        store.position(of: id) != nil
    }

    /// The placeholders, in document order.
    public var placeholders: [NibObject] {
        placeholderIDs.compactMap(object(withID:))
    }

    /// The top-level objects (loading.md A5), in document order.
    public var topLevelObjects: [NibObject] {
        topLevelObjectIDs.compactMap(object(withID:))
    }

    /// The first placeholder with this role (for storyboards, the first scene's).
    public func placeholder(_ role: PlaceholderRole) -> NibObject? {
        placeholders.first { $0.placeholderRole == role }
    }

    /// File's Owner, if the document has one.
    public var filesOwner: NibObject? { placeholder(.filesOwner) }

    /// The connections whose source is this object, in document order.
    public func connections(from source: ObjectID) -> [Connection] {
        guard let position = store.position(of: source) else { return [] }
        return store.connections.indices.lazy.filter { store.connections[$0].source == position }.map {
            Connection(store: store, position: Int32($0))
        }
    }

    /// The objects directly inside `id`, in document order.
    public func children(of id: ObjectID) -> [NibObject] {
        guard let position = store.position(of: id) else { return [] }
        var children: [NibObject] = []
        var child = store.objects[Int(position)].firstChild
        while child >= 0 {
            children.append(NibObject(store: store, position: child))
            child = store.objects[Int(child)].nextSibling
        }
        return children
    }

    /// Storyboard identifiers (`storyboardIdentifier=`) and the objects that carry them.
    public var storyboardIdentifiers: [String: ObjectID] {
        var identifiers: [String: ObjectID] = [:]
        for object in objects {
            if let identifier = object[attribute: "storyboardIdentifier"], identifiers[identifier] == nil {
                identifiers[identifier] = object.id
            }
        }
        return identifiers
    }

    /// The names of every image the document uses: the `<resources>` images and the values of
    /// image attributes (`image=`, `alternateImage=`, …) on objects, first use first.
    public var imageNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        func add(_ name: String?) {
            if let name, !name.isEmpty, seen.insert(name).inserted { names.append(name) }
        }
        for resource in resources {
            if case .image = resource.kind { add(resource.name) }
        }
        for object in objects {
            for attribute in object.attributes
            where attribute.name == "image" || attribute.name.hasSuffix("Image") {
                add(attribute.value)
            }
        }
        return names
    }

    /// The names of every sound the document uses: `<resources>` sounds and `sound=` attributes.
    public var soundNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for resource in resources {
            if case .sound = resource.kind, seen.insert(resource.name).inserted { names.append(resource.name) }
        }
        for object in objects {
            if let sound = object[attribute: "sound"], !sound.isEmpty, seen.insert(sound).inserted {
                names.append(sound)
            }
        }
        return names
    }

    /// A location in this document.
    public func location(line: Int, column: Int? = nil) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}

// MARK: - Equatable Conformance

extension NibDocument {
    /// Documents are equal when they were read from the same name and have the same content
    /// (the typed layer is read from the elements, so equal elements make equal objects).
    public static func == (lhs: NibDocument, rhs: NibDocument) -> Bool {
        if lhs.store === rhs.store { return true }
        return lhs.file == rhs.file && lhs.platform == rhs.platform && lhs.objects.count == rhs.objects.count
            && lhs.connections.count == rhs.connections.count && lhs.root == rhs.root
    }

    /// Hashes the name and the content.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(root)
    }
}

/// The objects of a document, in document order: a random-access collection of views.
public struct NibObjects: RandomAccessCollection, Sendable {
    let store: ObjectStore

    /// The position of the first object.
    public var startIndex: Int { 0 }
    /// One past the position of the last object.
    public var endIndex: Int { store.objects.count }
    /// The object at a position.
    public subscript(position: Int) -> NibObject {
        precondition(position >= 0 && position < store.objects.count, "object position out of range")
        return NibObject(store: store, position: Int32(position))
    }
}

/// The connections of a document, in document order: a random-access collection of views.
public struct NibConnections: RandomAccessCollection, Sendable {
    let store: ObjectStore

    /// The position of the first connection.
    public var startIndex: Int { 0 }
    /// One past the position of the last connection.
    public var endIndex: Int { store.connections.count }
    /// The connection at a position.
    public subscript(position: Int) -> Connection {
        precondition(position >= 0 && position < store.connections.count, "connection position out of range")
        return Connection(store: store, position: Int32(position))
    }
}
