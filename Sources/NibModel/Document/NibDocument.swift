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
    public var file: String
    /// xib or storyboard.
    public var kind: DocumentKind
    /// The target platform, from `targetRuntime` (or `type`); `nil` when neither says.
    public var platform: Platform?
    /// The root element's attributes and header elements.
    public var header: DocumentHeader
    /// Every element and attribute of the input, as written: the lossless layer.
    public var root: NibElement
    /// Every object in document order, placeholders included.
    public private(set) var objects: [NibObject]
    /// Every connection in document order.
    public var connections: [Connection]
    /// The entries of `<resources>`, in document order.
    public var resources: [Resource]
    /// The scenes of a storyboard, in document order; empty for a xib.
    public var scenes: [Scene]
    /// The ids of the top-level objects (loading.md A5): the non-placeholder objects directly
    /// inside `<objects>`, in document order; for storyboards, every scene's, scene by scene.
    public var topLevelObjectIDs: [ObjectID]
    /// The ids of the placeholders, in document order.
    public var placeholderIDs: [ObjectID]
    /// Ids that more than one element uses, with every place each is used.
    public var duplicateIDs: [DuplicateID]

    /// An id used by more than one element.
    public struct DuplicateID: Sendable, Hashable {
        /// The repeated id.
        public var id: ObjectID
        /// Every element that uses it, in document order.
        public var locations: [SourceLocation]
    }

    private var index: [ObjectID: Int]

    /// Assembles a document from its parts; ``NibParser`` and other readers use it.
    package init(
        file: String, kind: DocumentKind, platform: Platform?, header: DocumentHeader, root: NibElement,
        objects: [NibObject], connections: [Connection], resources: [Resource], scenes: [Scene],
        topLevelObjectIDs: [ObjectID], placeholderIDs: [ObjectID], duplicateIDs: [DuplicateID],
        index: [ObjectID: Int]? = nil
    ) {
        self.file = file
        self.kind = kind
        self.platform = platform
        self.header = header
        self.root = root
        self.objects = objects
        self.connections = connections
        self.resources = resources
        self.scenes = scenes
        self.topLevelObjectIDs = topLevelObjectIDs
        self.placeholderIDs = placeholderIDs
        self.duplicateIDs = duplicateIDs
        if let index {
            // The parser already knows the position of the first object with each id.
            self.index = index
        } else {
            var index: [ObjectID: Int] = [:]
            index.reserveCapacity(objects.count)
            for (position, object) in objects.enumerated() where index[object.id] == nil {
                index[object.id] = position
            }
            self.index = index
        }
    }

    /// The object with this id, or `nil`. O(1).
    ///
    /// When an id is duplicated, the first object with it is returned.
    public func object(withID id: ObjectID) -> NibObject? {
        index[id].map { objects[$0] }
    }

    /// The object with this id, or `nil`. O(1).
    public subscript(id: ObjectID) -> NibObject? {
        object(withID: id)
    }

    /// Whether an object has this id.
    public func contains(_ id: ObjectID) -> Bool {
        index[id] != nil
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
        connections.filter { $0.source == source }
    }

    /// The objects directly inside `id`, in document order.
    public func children(of id: ObjectID) -> [NibObject] {
        object(withID: id)?.children.compactMap(object(withID:)) ?? []
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
    /// Documents are equal when they were read from the same name and have the same content.
    public static func == (lhs: NibDocument, rhs: NibDocument) -> Bool {
        lhs.file == rhs.file && lhs.root == rhs.root && lhs.objects == rhs.objects
            && lhs.connections == rhs.connections && lhs.platform == rhs.platform
    }

    /// Hashes the name and the content.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(root)
    }
}
