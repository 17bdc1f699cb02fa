/// Turns the element tree of a `<document>` into the typed model.
///
/// This is the only reader of the raw tree that gives it meaning. It never fails on what it
/// does not know: an unknown element is still an object if it has an `id` inside
/// `<objects>`, and everything stays reachable through ``NibDocument/root``.
///
/// The parser records which elements are objects and connections, how objects nest and which
/// id each uses, as small integer records; the strings of the typed layer are read from the
/// tree when someone asks for them.
struct NibParser {
    let tree: ElementTree
    let file: String
    let limits: ParseLimits
    let platform: Platform?
    let kind: DocumentKind
    let format: DocumentFormat

    private var objects: [ObjectStore.Object] = []
    private var connections: [ObjectStore.Connection] = []
    private var placeholderPositions: [Int32] = []
    private var topLevelPositions: [Int32] = []
    /// Each scene, with the positions of its top-level objects and placeholders.
    private var scenes: [(scene: Scene, topLevel: [Int32], placeholders: [Int32])] = []
    /// The position of the first object with each id; it becomes the document's index.
    private var index: IDTable
    /// The element of the first connection with each id (connections' ids are not objects').
    private var connectionIDs: IDTable
    /// The `id` attribute record of each connection in `connectionIDs`, by its slot value.
    private var connectionIDAttributes: [Int32] = []
    private var connectionIDElements: [Int32] = []
    /// Every use of each id used more than once, in document order; rarely anything.
    private var duplicateLocations: [ObjectID: [SourceLocation]] = [:]
    private var duplicateOrder: [ObjectID] = []

    /// Reads the `<document>` element at the root of `tree`.
    ///
    /// `idCount`, the number of elements with an `id` other than connections (the objects, give
    /// or take a misplaced element), sizes the id table and the object list so that they do not
    /// grow step by step; `connectionIDCount` sizes the connection list the same way.
    /// `format` records where the tree came from: the XML reader passes `.xmlDocument`; the
    /// readers of legacy and compiled formats build a tree in the modern vocabulary and pass
    /// their own format.
    static func document(
        from tree: ElementTree, file: String, limits: ParseLimits, format: DocumentFormat = .xmlDocument,
        idCount: Int = 0, connectionIDCount: Int = 0
    ) throws(NibParseError) -> NibDocument {
        let root = NibElement(tree: tree, index: 0)
        let type = root.value(.type)
        let platform = Platform(targetRuntime: root.value(.targetRuntime), type: type)
        var isStoryboard = type?.containsBytes("Storyboard") == true
        if !isStoryboard {
            isStoryboard = tree.children(of: 0).contains { tree.elements[Int($0)].name == KnownName.scenes.rawValue }
        }
        let objectCount = min(idCount, limits.maxObjects)
        var parser = NibParser(
            tree: tree, file: file, limits: limits, platform: platform, kind: isStoryboard ? .storyboard : .xib,
            format: format, index: IDTable(capacity: objectCount),
            connectionIDs: IDTable(capacity: min(connectionIDCount, 1 << 20)))
        parser.objects.reserveCapacity(objectCount)
        parser.connections.reserveCapacity(connectionIDCount)
        return try parser.run()
    }

    private init(
        tree: ElementTree, file: String, limits: ParseLimits, platform: Platform?, kind: DocumentKind,
        format: DocumentFormat, index: IDTable, connectionIDs: IDTable
    ) {
        self.tree = tree
        self.file = file
        self.limits = limits
        self.platform = platform
        self.kind = kind
        self.format = format
        self.index = index
        self.connectionIDs = connectionIDs
    }

    private mutating func run() throws(NibParseError) -> NibDocument {
        var resources: [Resource] = []
        for child in tree.children(of: 0) {
            switch tree.elements[Int(child)].name {
            case KnownName.objects.rawValue:
                try readObjectsContainer(child, scene: -1)
            case KnownName.scenes.rawValue:
                for scene in tree.children(of: child) where tree.elements[Int(scene)].name == KnownName.scene.rawValue {
                    try readScene(scene)
                }
            case KnownName.resources.rawValue:
                resources += tree.children(of: child).map { resource(NibElement(tree: tree, index: $0)) }
            default:
                break
            }
        }
        let store = ObjectStore(
            tree: tree, file: file, platform: platform, objects: objects, connections: connections, index: index)
        let duplicates = duplicateOrder.map {
            NibDocument.DuplicateID(id: $0, locations: duplicateLocations[$0] ?? [])
        }
        return NibDocument(
            store: store, kind: kind, format: format, resources: resources,
            scenes: scenes.map { entry in
                var scene = entry.scene
                scene.topLevelObjects = entry.topLevel.map(store.id(at:))
                scene.placeholders = entry.placeholders.map(store.id(at:))
                return scene
            },
            topLevelObjectIDs: topLevelPositions.map(store.id(at:)),
            placeholderIDs: placeholderPositions.map(store.id(at:)), duplicateIDs: duplicates)
    }

    // MARK: Objects

    private mutating func readScene(_ scene: Int32) throws(NibParseError) {
        let element = NibElement(tree: tree, index: scene)
        let topBefore = topLevelPositions.count
        let placeholdersBefore = placeholderPositions.count
        for child in tree.children(of: scene) where tree.elements[Int(child)].name == KnownName.objects.rawValue {
            try readObjectsContainer(child, scene: scene)
        }
        let record = Scene(
            id: element.value(.sceneID) ?? "", topLevelObjects: [], placeholders: [],
            canvasLocation: element.child(forKey: "canvasLocation")?.pointValue, location: location(scene))
        scenes.append(
            (record, Array(topLevelPositions[topBefore...]), Array(placeholderPositions[placeholdersBefore...])))
    }

    /// Reads an `<objects>` element: its direct children are placeholders or top-level objects.
    private mutating func readObjectsContainer(_ container: Int32, scene: Int32) throws(NibParseError) {
        for child in tree.children(of: container) {
            let idAttribute = tree.elements[Int(child)].idAttribute
            guard idAttribute >= 0, !KnownName.isConnection(tree.elements[Int(child)].name) else {
                try readElements(from: child, to: tree.elements[Int(child)].end, parent: -1, scene: scene)
                continue
            }
            let role = placeholderRole(child, idAttribute: idAttribute, inScene: scene >= 0)
            let object = try readObject(child, idAttribute: idAttribute, role: role, parent: -1, scene: scene)
            if role != .none {
                placeholderPositions.append(Int32(objects.count - 1))
            } else {
                topLevelPositions.append(Int32(objects.count - 1))
            }
            try readElements(from: child + 1, to: tree.elements[Int(child)].end, parent: object, scene: scene)
        }
    }

    /// Reads the run of sibling elements from `first` up to `end`, and everything below them, in
    /// document order; each may or may not be an object.
    ///
    /// The walk keeps its own stack instead of recursing, so the depth of a document never
    /// grows the thread's stack here.
    private mutating func readElements(
        from first: Int32, to end: Int32, parent: Int32, scene: Int32
    ) throws(NibParseError) {
        // Each level is a run of siblings: the next one to read, where the run ends, and the
        // object that encloses them; a level is pushed per element with children.
        var levels: [(next: Int32, end: Int32, parent: Int32)] = [(first, end, parent)]
        while let top = levels.indices.last {
            let element = levels[top].next
            guard element < levels[top].end else {
                levels.removeLast()
                continue
            }
            let record = tree.elements[Int(element)]
            levels[top].next = record.end
            let parent = levels[top].parent
            if record.name == KnownName.connections.rawValue {
                if parent >= 0 { readConnections(element, source: parent) }
                continue
            }
            var enclosing = parent
            let idAttribute = tree.elements[Int(element)].idAttribute
            if idAttribute >= 0 {
                // A connection outside `<connections>` is misplaced: it is neither an object nor
                // a connection, and stays reachable through the element tree (and the enclosing
                // object's properties).
                if KnownName.isConnection(record.name) { continue }
                enclosing = try readObject(element, idAttribute: idAttribute, role: .none, parent: parent, scene: scene)
            }
            if record.end > element + 1 {
                levels.append((element + 1, record.end, enclosing))
            }
        }
    }

    /// Records an object; returns the position of the first object with its id (the one that
    /// lists the children of every object with that id).
    private mutating func readObject(
        _ element: Int32, idAttribute: Int32, role: ObjectStore.RoleCode, parent: Int32, scene: Int32
    ) throws(NibParseError) -> Int32 {
        let position = Int32(objects.count)
        if objects.count >= limits.maxObjects {
            throw NibParseError(
                .limitExceeded("the document has more than \(limits.maxObjects) objects"), at: location(element))
        }
        objects.append(
            ObjectStore.Object(element: element, idAttribute: idAttribute, parent: parent, scene: scene, role: role))
        let first = noteObjectID(position, idAttribute: idAttribute)
        if parent >= 0 {
            let last = objects[Int(parent)].lastChild
            if last < 0 {
                objects[Int(parent)].firstChild = position
            } else {
                objects[Int(last)].nextSibling = position
            }
            objects[Int(parent)].lastChild = position
        }
        return first
    }

    /// The role of a direct child of `<objects>`, or ``ObjectStore/RoleCode/none``.
    private func placeholderRole(_ element: Int32, idAttribute: Int32, inScene: Bool) -> ObjectStore.RoleCode {
        let name = tree.elements[Int(element)].name
        if inScene {
            let member = tree.attributeIndex(of: element, name: KnownName.sceneMemberID.rawValue)
            if member >= 0, tree.value(member, equals: "firstResponder") { return .firstResponder }
            if name == KnownName.exit.rawValue || (member >= 0 && tree.value(member, equals: "exit")) { return .exit }
            if name == KnownName.viewControllerPlaceholder.rawValue || name == KnownName.controllerPlaceholder.rawValue
            {
                return .storyboardReference
            }
        }
        if name == KnownName.placeholder.rawValue {
            let identifier = tree.attributeIndex(of: element, name: KnownName.placeholderIdentifier.rawValue)
            if identifier >= 0, tree.value(identifier, equals: "IBFilesOwner") { return .filesOwner }
            if identifier >= 0, tree.value(identifier, equals: "IBFirstResponder") { return .firstResponder }
            return .custom
        }
        if name == KnownName.customObject.rawValue, !inScene {
            let id = tree.attributes[Int(idAttribute)]
            guard id.valueLength > 0, tree.bytes[Int(id.valueStart)] == UInt8(ascii: "-") else { return .none }
            guard platform == .appKit else { return .custom }
            if tree.value(idAttribute, equals: "-2") { return .filesOwner }
            if tree.value(idAttribute, equals: "-1") { return .firstResponder }
            if tree.value(idAttribute, equals: "-3") { return .application }
            return .custom
        }
        return .none
    }

    /// Records an object's id (after the object is appended); returns the position of the
    /// first object with that id.
    private mutating func noteObjectID(_ position: Int32, idAttribute: Int32) -> Int32 {
        let objects = objects
        let first = index.insert(position, idAttribute: idAttribute, in: tree) { objects[Int($0)].idAttribute }
        let connectionAttributes = connectionIDAttributes
        let connection =
            connectionIDs.count == 0
            ? -1 : find(idAttribute, in: connectionIDs) { connectionAttributes[Int($0)] }
        if first >= 0 || connection >= 0 {
            noteDuplicate(
                idAttribute, at: location(objects[Int(position)].element),
                earlierObject: first >= 0 ? objects[Int(first)].element : nil,
                earlierConnection: connection >= 0 ? connectionIDElements[Int(connection)] : nil)
        }
        return first >= 0 ? first : position
    }

    /// Records a connection's id.
    private mutating func noteConnectionID(_ idAttribute: Int32, element: Int32) {
        let slot = Int32(connectionIDAttributes.count)
        connectionIDAttributes.append(idAttribute)
        connectionIDElements.append(element)
        let connectionAttributes = connectionIDAttributes
        let first = connectionIDs.insert(slot, idAttribute: idAttribute, in: tree) { connectionAttributes[Int($0)] }
        let objects = objects
        let object = objects.isEmpty ? -1 : find(idAttribute, in: index) { objects[Int($0)].idAttribute }
        if first >= 0 || object >= 0 {
            noteDuplicate(
                idAttribute, at: location(element), earlierObject: object >= 0 ? objects[Int(object)].element : nil,
                earlierConnection: first >= 0 ? connectionIDElements[Int(first)] : nil)
        }
    }

    /// The position stored in `table` for the id held by attribute record `idAttribute`, or -1.
    private func find(_ idAttribute: Int32, in table: IDTable, attribute: (Int32) -> Int32) -> Int32 {
        let key = tree.attributes[Int(idAttribute)]
        return tree.bytes.withUnsafeBytes { bytes in
            table.find(
                UnsafeRawBufferPointer(rebasing: bytes[Int(key.valueStart)..<Int(key.valueStart + key.valueLength)]),
                in: tree, attribute: attribute)
        }
    }

    /// Records another use of an id already used. The first time, the earlier uses (the first
    /// object and the first connection with the id) start the list, in document order.
    private mutating func noteDuplicate(
        _ idAttribute: Int32, at here: SourceLocation, earlierObject: Int32?, earlierConnection: Int32?
    ) {
        let id = ObjectID(tree.value(idAttribute))
        if duplicateLocations[id] == nil {
            var earlier: [SourceLocation] = []
            if let earlierObject { earlier.append(location(earlierObject)) }
            if let earlierConnection { earlier.append(location(earlierConnection)) }
            earlier.sort { ($0.line, $0.column ?? 0) < ($1.line, $1.column ?? 0) }
            duplicateLocations[id] = earlier
            duplicateOrder.append(id)
        }
        duplicateLocations[id, default: []].append(here)
    }

    // MARK: Connections

    private mutating func readConnections(_ container: Int32, source: Int32) {
        for element in tree.children(of: container) {
            let name = tree.elements[Int(element)].name
            if name == KnownName.segue.rawValue,
                tree.attributeIndex(of: element, name: KnownName.destination.rawValue) < 0,
                tree.attributeIndex(of: element, name: KnownName.reference.rawValue) >= 0
            {
                continue  // a back-reference to a segue declared elsewhere
            }
            let idAttribute = tree.elements[Int(element)].idAttribute
            if idAttribute >= 0 { noteConnectionID(idAttribute, element: element) }
            connections.append(ObjectStore.Connection(element: element, source: source))
        }
    }

    // MARK: Resources and header

    private func resource(_ element: NibElement) -> Resource {
        let color = element.firstChild(named: "color").map(NibColor.init(element:))
        let kind: Resource.Kind =
            switch element.name {
            case "image": .image(catalog: element[attribute: "catalog"], size: element.sizeValue)
            case "sound": .sound
            case "namedColor": .namedColor(color)
            case "systemColor": .systemColor(color)
            default: .other(element.name)
            }
        return Resource(
            kind: kind, name: element[attribute: "name"] ?? "", element: element, location: location(element.index))
    }

    private func location(_ element: Int32) -> SourceLocation {
        SourceLocation(file: file, origin: tree.origin(of: element))
    }
}
