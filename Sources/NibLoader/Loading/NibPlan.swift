import NibModel

/// What a ``Nib`` computes once from its document and every instantiation reuses (loading.md
/// T4, "parse once, instantiate many"): object positions instead of id lookups, the creation
/// order, and what a stand-in decodes from each object.
///
/// Nothing here depends on the load options; class resolution, which does, is cached per load
/// by ``classSlot`` (one slot per distinct element/custom class/module combination).
final class NibPlan: Sendable {
    /// One keyed container (`subviews`, `items`) as ``NibCoder/objects(forKey:)`` finds it.
    struct Container: Sendable {
        /// The key the stand-in stores the contained objects under.
        var key: String
        /// Positions of the container's children with an object id, in document order.
        var members: [Int]
    }

    /// One key among an object's children (`contentView`, `cell`) and the children that carry it.
    struct KeyedChild: Sendable {
        /// The child's `key`.
        var key: String
        /// Positions of the children with that key, in document order.
        var candidates: [Int]
    }

    /// What one object needs at every instantiation.
    struct ObjectPlan: Sendable {
        /// The element's attributes by name (the last one wins, as in a dictionary fill).
        var attributes: [String: String]
        /// `<rect key="frame">`.
        var frame: NibRect?
        /// The keyed containers with children, in property order.
        var containers: [Container]
        /// The keys of the children, first use first.
        var keyedChildren: [KeyedChild]
        /// The object's class-resolution slot.
        var classSlot: Int
        /// The object's key among its parent's children.
        var key: String?
        /// ``NibObject/id``.
        var id: ObjectID
        /// ``NibObject/location``.
        var location: SourceLocation
        /// Whether the object has user-defined runtime attributes.
        var hasRuntimeAttributes: Bool
    }

    /// ``NibDocument/objects``, read once.
    let documentObjects: [NibObject]
    /// The position in ``NibDocument/objects`` of the first object with each id.
    let indexByID: [ObjectID: Int]
    /// Positions of the objects to create, in creation order (children first, top-level
    /// objects in document order, then the rest).
    let order: [Int]
    /// Per object, by position.
    let objects: [ObjectPlan]
    /// The number of distinct class-resolution slots.
    let classSlotCount: Int
    /// Per class slot, the standard class for the element on the document's platform.
    let standardClassNames: [String]
    /// The platform ``standardClassNames`` are for.
    let platform: Platform?
    /// Positions of the top-level objects (`nil` for an id not in the document).
    let topLevel: [Int?]
    /// Positions of the `window` and `panel` objects, in document order.
    let windows: [Int]
    /// ``NibDocument/connections``, read once.
    let connections: [Connection]
    /// Per connection, the position of its source (`nil` for an id not in the document).
    let connectionSources: [Int?]
    /// Per connection, the position of ``Connection/destination``.
    let connectionDestinations: [Int?]
    /// ``NibDocument/placeholders``, in document order.
    let placeholders: [NibObject]
    /// ``NibDocument/filesOwner``.
    let filesOwner: NibObject?
    /// Whether File's Owner has a `window` outlet connection.
    let filesOwnerHasWindowOutlet: Bool
    /// ``NibDocument/imageNames``.
    let imageNames: [String]
    /// ``NibDocument/soundNames``.
    let soundNames: [String]
    /// Images from the `system` catalog.
    let systemImages: Set<String>

    private struct ClassKey: Hashable {
        var element: String
        var customClass: String?
        var customModule: String?
        var customModuleProvider: String?
    }

    init(document: NibDocument) {
        let documentObjects = Array(document.objects)
        self.documentObjects = documentObjects
        var indexByID: [ObjectID: Int] = [:]
        indexByID.reserveCapacity(documentObjects.count)
        for (position, object) in documentObjects.enumerated() where indexByID[object.id] == nil {
            indexByID[object.id] = position
        }
        self.indexByID = indexByID

        var slots: [ClassKey: Int] = [:]
        var standardClassNames: [String] = []
        var plans: [ObjectPlan] = []
        plans.reserveCapacity(documentObjects.count)
        for object in documentObjects {
            var attributes: [String: String] = [:]
            attributes.reserveCapacity(object.attributes.count)
            for attribute in object.attributes { attributes[attribute.name] = attribute.value }
            var containers: [Container] = []
            for property in object.properties where !property.children.isEmpty {
                let key = property[attribute: "key"] ?? property.name
                guard let container = object.properties.first(where: { $0.name == key || $0[attribute: "key"] == key })
                else { continue }
                let members = container.children.compactMap { child in
                    child[attribute: "id"].flatMap { indexByID[ObjectID($0)] }
                }
                containers.append(Container(key: key, members: members))
            }
            var keyedChildren: [KeyedChild] = []
            for child in object.children {
                guard let position = indexByID[child], let key = documentObjects[position].key else { continue }
                if let existing = keyedChildren.firstIndex(where: { $0.key == key }) {
                    keyedChildren[existing].candidates.append(position)
                } else {
                    keyedChildren.append(KeyedChild(key: key, candidates: [position]))
                }
            }
            let classKey = ClassKey(
                element: object.element, customClass: object.customClass, customModule: object.customModule,
                customModuleProvider: object.customModuleProvider)
            let slot: Int
            if let existing = slots[classKey] {
                slot = existing
            } else {
                slot = slots.count
                slots[classKey] = slot
                standardClassNames.append(
                    StandardClasses.className(forElement: object.element, platform: document.platform))
            }
            plans.append(
                ObjectPlan(
                    attributes: attributes, frame: object.frame, containers: containers, keyedChildren: keyedChildren,
                    classSlot: slot, key: object.key, id: object.id, location: object.location,
                    hasRuntimeAttributes: !object.runtimeAttributes.isEmpty))
        }
        self.objects = plans
        self.classSlotCount = slots.count
        self.standardClassNames = standardClassNames
        self.platform = document.platform

        var order: [Int] = []
        order.reserveCapacity(documentObjects.count)
        var visited = [Bool](repeating: false, count: documentObjects.count)
        // Iterative depth-first walk, children before their parent, as the recursive
        // `instantiateTree` did.
        func visit(_ root: Int) {
            guard !documentObjects[root].isPlaceholder, !visited[root] else { return }
            visited[root] = true
            var stack: [(position: Int, next: Int)] = [(root, 0)]
            while let top = stack.last {
                let children = documentObjects[top.position].children
                if top.next < children.count {
                    stack[stack.count - 1].next += 1
                    if let child = indexByID[children[top.next]], !documentObjects[child].isPlaceholder,
                        !visited[child]
                    {
                        visited[child] = true
                        stack.append((child, 0))
                    }
                } else {
                    order.append(top.position)
                    stack.removeLast()
                }
            }
        }
        for id in document.topLevelObjectIDs {
            if let position = indexByID[id] { visit(position) }
        }
        for object in documentObjects where !object.isPlaceholder {
            // `instantiateObjects` visits by id: the first object with the id.
            if let first = indexByID[object.id] { visit(first) }
        }
        self.order = order
        self.topLevel = document.topLevelObjectIDs.map { indexByID[$0] }
        self.windows = documentObjects.indices.filter {
            documentObjects[$0].element == "window" || documentObjects[$0].element == "panel"
        }
        self.connections = Array(document.connections)
        self.connectionSources = connections.map { indexByID[$0.source] }
        self.connectionDestinations = connections.map { connection in connection.destination.flatMap { indexByID[$0] } }
        self.placeholders = document.placeholders
        let filesOwner = document.filesOwner
        self.filesOwner = filesOwner
        self.filesOwnerHasWindowOutlet =
            filesOwner.map { owner in
                document.connections(from: owner.id).contains {
                    if case .outlet(let outlet) = $0.kind { return outlet.property == "window" }
                    return false
                }
            } ?? false
        self.imageNames = document.imageNames
        self.soundNames = document.soundNames
        self.systemImages = Set(
            document.resources.compactMap { resource -> String? in
                if case .image(let catalog, _) = resource.kind, catalog == "system" { return resource.name }
                return nil
            })
    }
}
