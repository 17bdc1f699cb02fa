/// Turns the element tree of a `<document>` into the typed model.
///
/// This is the only reader of the raw tree that gives it meaning. It never fails on what it
/// does not know: an unknown element is still an object if it has an `id` inside
/// `<objects>`, and everything stays reachable through ``NibDocument/root``.
struct NibParser {
    let file: String
    let limits: ParseLimits
    let platform: Platform?
    let kind: DocumentKind

    private var objects: [NibObject] = []
    private var connections: [Connection] = []
    private var placeholderIDs: [ObjectID] = []
    private var topLevelObjectIDs: [ObjectID] = []
    private var scenes: [Scene] = []
    /// The position in `objects` of the first object with each id; it becomes the document's index.
    private var positions: [ObjectID: Int] = [:]
    /// Where each connection id was first used.
    private var connectionIDLocations: [ObjectID: SourceLocation] = [:]
    /// Every use of each id used more than once, in document order; rarely anything.
    private var duplicateLocations: [ObjectID: [SourceLocation]] = [:]
    private var duplicateOrder: [ObjectID] = []
    /// The standard class of each element name met so far, for this document's platform.
    private var standardClasses: [String: String] = [:]

    /// Reads a `<document>` element.
    ///
    /// `idCount`, the number of elements with an `id` other than connections (the objects, give
    /// or take a misplaced element), sizes the id table and the object list so that they do not
    /// grow step by step; `connectionIDCount` sizes the connection list the same way.
    static func document(
        from root: NibElement, file: String, limits: ParseLimits, idCount: Int = 0, connectionIDCount: Int = 0
    ) throws(NibParseError)
        -> NibDocument
    {
        let type = root[attribute: "type"]
        let platform = Platform(targetRuntime: root[attribute: "targetRuntime"], type: type)
        let isStoryboard =
            type?.contains("Storyboard") == true || root.firstChild(named: "scenes") != nil
        var parser = NibParser(
            file: file, limits: limits, platform: platform, kind: isStoryboard ? .storyboard : .xib)
        let objectCount = min(idCount, limits.maxObjects)
        parser.positions.reserveCapacity(objectCount)
        parser.objects.reserveCapacity(objectCount)
        parser.connections.reserveCapacity(connectionIDCount)
        return try parser.run(root)
    }

    private mutating func run(_ root: NibElement) throws(NibParseError) -> NibDocument {
        var resources: [Resource] = []
        for child in root.children {
            switch child.name {
            case "objects":
                try readObjectsContainer(child, sceneID: nil)
            case "scenes":
                for scene in child.children where scene.name == "scene" {
                    try readScene(scene)
                }
            case "resources":
                resources += child.children.map(resource)
            default:
                break
            }
        }
        let duplicates = duplicateOrder.map {
            NibDocument.DuplicateID(id: $0, locations: duplicateLocations[$0] ?? [])
        }
        return NibDocument(
            file: file, kind: kind, platform: platform, header: header(root), root: root,
            objects: objects, connections: connections, resources: resources, scenes: scenes,
            topLevelObjectIDs: topLevelObjectIDs, placeholderIDs: placeholderIDs, duplicateIDs: duplicates,
            index: positions)
    }

    // MARK: Objects

    private mutating func readScene(_ scene: NibElement) throws(NibParseError) {
        let sceneID = scene[attribute: "sceneID"] ?? ""
        let topBefore = topLevelObjectIDs.count
        let placeholdersBefore = placeholderIDs.count
        for child in scene.children where child.name == "objects" {
            try readObjectsContainer(child, sceneID: sceneID)
        }
        scenes.append(
            Scene(
                id: sceneID, topLevelObjects: Array(topLevelObjectIDs[topBefore...]),
                placeholders: Array(placeholderIDs[placeholdersBefore...]),
                canvasLocation: scene.child(forKey: "canvasLocation")?.pointValue,
                location: location(scene)))
    }

    /// Reads an `<objects>` element: its direct children are placeholders or top-level objects.
    private mutating func readObjectsContainer(_ container: NibElement, sceneID: String?) throws(NibParseError) {
        for child in container.children {
            guard let id = child[attribute: "id"], !Self.isConnectionElement(child.name) else {
                try readElements([child], parent: nil, sceneID: sceneID)
                continue
            }
            let role = placeholderRole(child, id: id, inScene: sceneID != nil)
            if role != nil {
                placeholderIDs.append(ObjectID(id))
            } else {
                topLevelObjectIDs.append(ObjectID(id))
            }
            let object = try readObject(child, id: ObjectID(id), role: role, parent: nil, sceneID: sceneID)
            try readElements(child.children, parent: object, sceneID: sceneID)
        }
    }

    /// Reads elements below `<objects>`, and everything below them, in document order; each
    /// may or may not be an object.
    ///
    /// The walk keeps its own stack instead of recursing, so the depth of a document never
    /// grows the thread's stack here.
    private mutating func readElements(
        _ elements: [NibElement], parent: Parent?, sceneID: String?
    )
        throws(NibParseError)
    {
        // Each level is a run of siblings, the position of the next one to read, and the object
        // that encloses them; a level is pushed per element with children, not per element.
        var levels: [(siblings: [NibElement], next: Int, parent: Parent?)] = [(elements, 0, parent)]
        while let top = levels.indices.last {
            let index = levels[top].next
            guard index < levels[top].siblings.count else {
                levels.removeLast()
                continue
            }
            levels[top].next = index + 1
            let parent = levels[top].parent
            let element = levels[top].siblings[index]
            if element.name == "connections" {
                if let source = parent?.id { readConnections(element, source: source) }
                continue
            }
            var enclosing = parent
            if let id = element[attribute: "id"] {
                // A connection outside `<connections>` is misplaced: it is neither an object nor
                // a connection, and stays reachable through the element tree (and the enclosing
                // object's properties).
                if Self.isConnectionElement(element.name) { continue }
                enclosing = try readObject(element, id: ObjectID(id), role: nil, parent: parent, sceneID: sceneID)
            }
            if !element.children.isEmpty {
                levels.append((element.children, 0, enclosing))
            }
        }
    }

    /// Whether an element name is one of the connection kinds, which are never objects.
    private static func isConnectionElement(_ name: String) -> Bool {
        switch name.utf8.count {
        case 5: return name == "segue"
        case 6: return name == "outlet" || name == "action"
        case 7: return name == "binding"
        case 16: return name == "outletCollection"
        default: return false
        }
    }

    /// An enclosing object: its id, and the position of the first object with that id (the one
    /// that lists the children).
    private struct Parent {
        var id: ObjectID
        var position: Int
    }

    private mutating func readObject(
        _ element: NibElement, id: ObjectID, role: PlaceholderRole?, parent: Parent?, sceneID: String?
    ) throws(NibParseError) -> Parent {
        if objects.count >= limits.maxObjects {
            throw NibParseError(
                .limitExceeded("the document has more than \(limits.maxObjects) objects"), at: location(element))
        }
        let here = location(element)
        let position = noteObjectID(id, at: here)
        let customClass = element[attribute: "customClass"]
        // The properties are the children that are neither connections, runtime attributes nor
        // objects. Until the first child that is not a property, they are a prefix of the
        // children, and when every child is one (the common case) the object shares the
        // element's children array instead of copying it.
        var properties: [NibElement]? = nil
        var runtimeAttributes: [RuntimeAttribute] = []
        for (index, child) in element.children.enumerated() {
            let isProperty: Bool
            switch child.name {
            case "connections":
                isProperty = false
            case "userDefinedRuntimeAttributes":
                isProperty = false
                runtimeAttributes += child.children.lazy.filter { $0.name == "userDefinedRuntimeAttribute" }
                    .map { RuntimeAttribute(element: $0, file: file) }
            default:
                isProperty = child[attribute: "id"] == nil || Self.isConnectionElement(child.name)
            }
            if isProperty {
                properties?.append(child)
            } else if properties == nil {
                properties = Array(element.children[..<index])
            }
        }
        let object = NibObject(
            id: id, element: element.name,
            className: customClass ?? defaultClass(element.name, role: role),
            customClass: customClass, customModule: element[attribute: "customModule"],
            customModuleProvider: element[attribute: "customModuleProvider"],
            userLabel: element[attribute: "userLabel"], key: element[attribute: "key"],
            placeholderRole: role, parent: parent?.id, sceneID: sceneID, attributes: element.attributes,
            properties: properties ?? element.children, runtimeAttributes: runtimeAttributes, location: here)
        objects.append(object)
        if let parent {
            objects[parent.position].children.append(id)
        }
        return Parent(id: id, position: position)
    }

    private mutating func defaultClass(_ element: String, role: PlaceholderRole?) -> String {
        switch role {
        case .filesOwner, .custom: return "NSObject"
        case .firstResponder: return platform == .appKit ? "NSResponder" : "UIResponder"
        case .application: return "NSApplication"
        default: return standardClass(element)
        }
    }

    private mutating func standardClass(_ element: String) -> String {
        if let known = standardClasses[element] { return known }
        let name = StandardClasses.className(forElement: element, platform: platform)
        standardClasses[element] = name
        return name
    }

    /// The role of a direct child of `<objects>`, or `nil` for an ordinary object.
    private func placeholderRole(_ element: NibElement, id: String, inScene: Bool) -> PlaceholderRole? {
        if inScene {
            let member = element[attribute: "sceneMemberID"]
            if member == "firstResponder" { return .firstResponder }
            if element.name == "exit" || member == "exit" { return .exit }
            if element.name == "viewControllerPlaceholder" || element.name == "controllerPlaceholder" {
                return .storyboardReference(
                    storyboardName: element[attribute: "storyboardName"],
                    identifier: element[attribute: "referencedIdentifier"])
            }
        }
        if element.name == "placeholder" {
            switch element[attribute: "placeholderIdentifier"] {
            case "IBFilesOwner": return .filesOwner
            case "IBFirstResponder": return .firstResponder
            case let name: return .custom(name: name ?? id)
            }
        }
        if element.name == "customObject", id.hasPrefix("-"), !inScene {
            guard platform == .appKit else { return .custom(name: element[attribute: "userLabel"] ?? id) }
            switch id {
            case "-2": return .filesOwner
            case "-1": return .firstResponder
            case "-3": return .application
            default: return .custom(name: element[attribute: "userLabel"] ?? id)
            }
        }
        return nil
    }

    /// Records an object's id (before the object is appended); returns the position of the
    /// first object with that id.
    private mutating func noteObjectID(_ id: ObjectID, at here: SourceLocation) -> Int {
        let position = objects.count
        if let first = positions.updateValue(position, forKey: id) {
            positions[id] = first
            noteDuplicate(id, at: here, earlierObject: first, earlierConnection: connectionIDLocations[id])
            return first
        }
        if !connectionIDLocations.isEmpty, let connection = connectionIDLocations[id] {
            noteDuplicate(id, at: here, earlierObject: nil, earlierConnection: connection)
        }
        return position
    }

    /// Records a connection's id.
    private mutating func noteConnectionID(_ id: ObjectID, at here: SourceLocation) {
        if let first = connectionIDLocations[id] {
            noteDuplicate(id, at: here, earlierObject: positions[id], earlierConnection: first)
        } else {
            if let object = positions[id] {
                noteDuplicate(id, at: here, earlierObject: object, earlierConnection: nil)
            }
            connectionIDLocations[id] = here
        }
    }

    /// Records another use of an id already used. The first time, the earlier uses (the first
    /// object and the first connection with the id) start the list, in document order.
    private mutating func noteDuplicate(
        _ id: ObjectID, at here: SourceLocation, earlierObject: Int?, earlierConnection: SourceLocation?
    ) {
        if duplicateLocations[id] == nil {
            var earlier: [SourceLocation] = []
            if let earlierObject { earlier.append(objects[earlierObject].location) }
            if let earlierConnection { earlier.append(earlierConnection) }
            earlier.sort { ($0.line, $0.column ?? 0) < ($1.line, $1.column ?? 0) }
            duplicateLocations[id] = earlier
            duplicateOrder.append(id)
        }
        duplicateLocations[id, default: []].append(here)
    }

    // MARK: Connections

    private mutating func readConnections(_ container: NibElement, source: ObjectID) {
        for element in container.children {
            if let connection = connection(element, source: source) {
                if let id = connection.id { noteConnectionID(id, at: connection.location) }
                connections.append(connection)
            }
        }
    }

    private func connection(_ element: NibElement, source: ObjectID) -> Connection? {
        func id(_ name: String) -> ObjectID { ObjectID(element[attribute: name] ?? "") }
        let kind: Connection.Kind
        switch element.name {
        case "outlet":
            kind = .outlet(.init(property: element[attribute: "property"] ?? "", destination: id("destination")))
        case "outletCollection":
            kind = .outletCollection(
                .init(
                    property: element[attribute: "property"] ?? "", destination: id("destination"),
                    collectionClass: element[attribute: "collectionClass"],
                    appends: element[attribute: "appends"] == "YES"))
        case "action":
            kind = .action(
                .init(
                    selector: element[attribute: "selector"] ?? "",
                    target: ObjectID(element[attribute: "target"] ?? element[attribute: "destination"] ?? ""),
                    eventType: element[attribute: "eventType"], trigger: element[attribute: "trigger"]))
        case "binding":
            let options = element.children.first { $0.name == "dictionary" && $0[attribute: "key"] == "options" }
            kind = .binding(
                .init(
                    name: element[attribute: "name"] ?? "", keyPath: element[attribute: "keyPath"] ?? "",
                    destination: id("destination"),
                    options: options?.children.map {
                        Connection.BindingOption(
                            key: $0[attribute: "key"] ?? "", type: $0.name,
                            value: $0[attribute: "value"] ?? ($0.text.isEmpty ? nil : $0.text))
                    } ?? [],
                    previousBinding: element[attribute: "previousBinding"]))
        case "segue":
            if element[attribute: "destination"] == nil, element[attribute: "reference"] != nil {
                return nil  // a back-reference to a segue declared elsewhere
            }
            kind = .segue(
                .init(
                    kind: element[attribute: "kind"], identifier: element[attribute: "identifier"],
                    destination: id("destination"), relationship: element[attribute: "relationship"],
                    customClass: element[attribute: "customClass"], customModule: element[attribute: "customModule"],
                    customModuleProvider: element[attribute: "customModuleProvider"],
                    unwindAction: element[attribute: "unwindAction"]))
        default:
            kind = .other(element.name)
        }
        return Connection(
            id: element[attribute: "id"].map { ObjectID($0) }, source: source, kind: kind,
            attributes: element.attributes, element: element, location: location(element))
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
            kind: kind, name: element[attribute: "name"] ?? "", element: element, location: location(element))
    }

    private func header(_ root: NibElement) -> DocumentHeader {
        func flag(_ name: String) -> Bool? { root[attribute: name].map { $0 == "YES" } }
        let device = root.firstChild(named: "device").map {
            DocumentHeader.Device(
                id: $0[attribute: "id"], orientation: $0[attribute: "orientation"],
                adaptation: $0.firstChild(named: "adaptation")?[attribute: "id"])
        }
        let dependencies =
            root.firstChild(named: "dependencies")?.children.map {
                DocumentHeader.Dependency(
                    element: $0.name, identifier: $0[attribute: "identifier"] ?? $0[attribute: "name"],
                    version: $0[attribute: "version"] ?? $0[attribute: "minToolsVersion"])
            } ?? []
        return DocumentHeader(
            type: root[attribute: "type"], version: root[attribute: "version"],
            toolsVersion: root[attribute: "toolsVersion"], targetRuntime: root[attribute: "targetRuntime"],
            propertyAccessControl: root[attribute: "propertyAccessControl"], useAutolayout: flag("useAutolayout"),
            useTraitCollections: flag("useTraitCollections"), useSafeAreas: flag("useSafeAreas"),
            colorMatched: flag("colorMatched"),
            customObjectInstantiationMethod: root[attribute: "customObjectInstantitationMethod"],
            initialViewController: root[attribute: "initialViewController"].map { ObjectID($0) }, device: device,
            dependencies: dependencies, attributes: root.attributes)
    }

    private func location(_ element: NibElement) -> SourceLocation {
        SourceLocation(file: file, line: element.line, column: element.column)
    }
}
