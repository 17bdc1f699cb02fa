import NibModel

/// What a ``Nib`` computes once from its document and every instantiation reuses (loading.md
/// T4, "parse once, instantiate many").
///
/// Everything a load needs from the document is read here, once: object positions instead of
/// id lookups, the creation order, what a stand-in decodes from each object, the placeholders,
/// windows and connections with their endpoints resolved to positions, and the checks made
/// before a load. A load reads only this plan, never the document's objects or connections:
/// those are views that compute their properties on every read.
///
/// Nothing here depends on the load options; class resolution, which does, is done per load for
/// each ``classes`` slot (one per distinct element/custom class/module combination).
final class NibPlan: Sendable {
    // MARK: Document

    /// ``NibDocument/file``.
    let file: String
    /// ``NibDocument/platform``.
    let platform: Platform?
    /// Where a load that cannot start is reported: the document element.
    let documentLocation: SourceLocation
    /// The first id used by two elements, with the location of its second use.
    let duplicate: (id: ObjectID, location: SourceLocation)?
    /// The connections that are bindings, in document order (refused on UIKit, L3.6).
    let bindings: [Int]

    // MARK: Objects

    /// ``NibDocument/objects``, read once: only ``NibCoder/object`` hands them out.
    let documentObjects: [NibObject]
    /// The position in ``NibDocument/objects`` of the first object with each id.
    let indexByID: [ObjectID: Int]
    /// Per object, by position: its id.
    let ids: [ObjectID]
    /// Per object, by position: where it is.
    let locations: [SourceLocation]
    /// Per object, by position: what a stand-in decodes from it.
    let objects: [ObjectPlan]
    /// Per object, by position: its class-resolution slot (an index in ``classes``).
    let classSlots: [Int]
    /// Per object, by position: the index of its first runtime attribute in
    /// ``runtimeAttributes`` and the number it has.
    let runtimeAttributeRanges: [Range<Int>]
    /// Every object's user-defined runtime attributes, object by object.
    let runtimeAttributes: [RuntimeAttributePlan]
    /// Per class slot: the element and custom class every object of the slot shares.
    let classes: [ClassPlan]
    /// Positions of the objects to create, in creation order (children first, top-level
    /// objects in document order, then the rest).
    let order: [Int]
    /// Per object, by position: whether it is in ``order`` (so created by every finished load).
    let isCreated: [Bool]
    /// Positions of the top-level objects (`nil` for an id not in the document).
    let topLevel: [Int?]
    /// Per object, by position: whether it is a top-level object (A5).
    let isTopLevel: [Bool]

    // MARK: Placeholders, windows, connections

    /// ``NibDocument/placeholders``, in document order.
    let placeholders: [PlaceholderPlan]
    /// Per object, by position: its index in ``placeholders``, or `nil`.
    let placeholderIndices: [Int?]
    /// The index in ``placeholders`` of File's Owner (``NibDocument/filesOwner``).
    let filesOwner: Int?
    /// Whether File's Owner has a `window` outlet connection.
    let filesOwnerHasWindowOutlet: Bool
    /// The `window` and `panel` objects, in document order.
    let windows: [WindowPlan]
    /// ``NibDocument/connections``, in document order, with their endpoints resolved.
    let connections: [ConnectionPlan]
    /// Per connection: ``ConnectionPlan/source`` and ``ConnectionPlan/destination``, read
    /// without copying the rest.
    let connectionEnds: [(source: Int?, destination: Int?)]

    // MARK: Resources

    /// ``NibDocument/imageNames``.
    let imageNames: [String]
    /// ``NibDocument/soundNames``.
    let soundNames: [String]
    /// Images from the `system` catalog.
    let systemImages: Set<String>

    /// Roughly how many trace steps a load records, to size the trace once.
    let expectedTraceLength: Int

    /// The classes the last load resolved, for the next load with the same options.
    let resolvedClasses = ResolvedClassCache()

    /// Plans a load of `document`, or of the part of it a storyboard ``Scope`` names.
    init(document: NibDocument, scope: Scope? = nil) {
        let documentObjects = Array(document.objects)
        let platform = document.platform
        self.file = document.file
        self.platform = platform
        self.documentLocation = SourceLocation(file: document.file, line: document.root.line)
        self.documentObjects = documentObjects

        var indexByID: [ObjectID: Int] = [:]
        indexByID.reserveCapacity(documentObjects.count)
        var ids: [ObjectID] = []
        ids.reserveCapacity(documentObjects.count)
        var locations: [SourceLocation] = []
        locations.reserveCapacity(documentObjects.count)
        var elements: [String] = []
        elements.reserveCapacity(documentObjects.count)
        var children: [[Int]] = []
        children.reserveCapacity(documentObjects.count)
        var keys: [String?] = []
        keys.reserveCapacity(documentObjects.count)
        var isPlaceholder: [Bool] = []
        isPlaceholder.reserveCapacity(documentObjects.count)
        for (position, object) in documentObjects.enumerated() {
            let id = object.id
            if indexByID[id] == nil { indexByID[id] = position }
            ids.append(id)
            locations.append(object.location)
            elements.append(object.element)
            keys.append(object.key)
            isPlaceholder.append(object.isPlaceholder)
        }
        if let owner = scope?.owner { isPlaceholder[owner] = true }
        for object in documentObjects {
            // A child id that is not an object's is left out, as a lookup by id would.
            children.append(object.children.compactMap { indexByID[$0] })
        }
        self.indexByID = indexByID
        self.ids = ids
        self.locations = locations
        self.duplicate = document.duplicateIDs.first.map { duplicate in
            let location = duplicate.locations.dropFirst().first ?? duplicate.locations.first
            return (duplicate.id, location ?? SourceLocation(file: document.file, line: 0))
        }

        var slots: [ClassPlan.Key: Int] = [:]
        var classes: [ClassPlan] = []
        var classSlots: [Int] = []
        classSlots.reserveCapacity(documentObjects.count)
        var plans: [ObjectPlan] = []
        plans.reserveCapacity(documentObjects.count)
        var runtimeAttributes: [RuntimeAttributePlan] = []
        var runtimeAttributeRanges: [Range<Int>] = []
        runtimeAttributeRanges.reserveCapacity(documentObjects.count)
        for (position, object) in documentObjects.enumerated() {
            plans.append(ObjectPlan(object, children: children[position], keys: keys, indexByID: indexByID))
            let key = ClassPlan.Key(
                element: elements[position], customClass: object.customClass, customModule: object.customModule,
                customModuleProvider: object.customModuleProvider)
            if let slot = slots[key] {
                classSlots.append(slot)
            } else {
                slots[key] = classes.count
                classSlots.append(classes.count)
                classes.append(
                    ClassPlan(
                        key: key,
                        standardClassName: StandardClasses.className(forElement: key.element, platform: platform)))
            }
            let start = runtimeAttributes.count
            for attribute in object.runtimeAttributes {
                runtimeAttributes.append(RuntimeAttributePlan(attribute))
            }
            runtimeAttributeRanges.append(start..<runtimeAttributes.count)
        }
        self.objects = plans
        self.classSlots = classSlots
        self.classes = classes
        self.runtimeAttributes = runtimeAttributes
        self.runtimeAttributeRanges = runtimeAttributeRanges

        let topLevel = scope?.topLevel ?? document.topLevelObjectIDs.map { indexByID[$0] }
        let order = Self.creationOrder(
            topLevel: topLevel, ids: ids, children: children,
            isPlaceholder: scope?.excluding(isPlaceholder) ?? isPlaceholder,
            indexByID: indexByID)
        var isCreated = [Bool](repeating: false, count: documentObjects.count)
        for position in order { isCreated[position] = true }
        self.order = order
        self.isCreated = isCreated
        self.topLevel = topLevel
        var isTopLevel = [Bool](repeating: false, count: documentObjects.count)
        for position in topLevel {
            if let position { isTopLevel[position] = true }
        }
        self.isTopLevel = isTopLevel

        var placeholders: [PlaceholderPlan] = []
        var placeholderIndices = [Int?](repeating: nil, count: documentObjects.count)
        var filesOwner: Int?
        for id in scope?.placeholderIDs(document.placeholderIDs) ?? document.placeholderIDs {
            guard let position = indexByID[id] else { continue }
            let object = documentObjects[position]
            let role = position == scope?.owner ? .filesOwner : object.placeholderRole
            if role == .filesOwner, filesOwner == nil { filesOwner = placeholders.count }
            if placeholderIndices[position] == nil { placeholderIndices[position] = placeholders.count }
            placeholders.append(
                PlaceholderPlan(
                    position: position, id: object.id, role: role, className: object.className,
                    location: object.location))
        }
        self.placeholders = placeholders
        self.placeholderIndices = placeholderIndices
        self.filesOwner = filesOwner

        self.windows = documentObjects.indices.compactMap { position in
            guard elements[position] == "window" || elements[position] == "panel" else { return nil }
            return WindowPlan(position: position, isVisibleAtLaunch: documentObjects[position].isVisibleAtLaunch)
        }

        let connections = document.connections.map { ConnectionPlan($0, indexByID: indexByID) }
            .filter { scope?.includes($0) ?? true }
        self.connections = connections
        self.connectionEnds = connections.map { ($0.source, $0.destination) }
        self.bindings = connections.indices.filter {
            if case .binding = connections[$0].kind { return true }
            return false
        }
        let ownerID = filesOwner.map { placeholders[$0].id }
        self.filesOwnerHasWindowOutlet = connections.contains { connection in
            guard connection.sourceID == ownerID, case .outlet(let property) = connection.kind else { return false }
            return property == "window"
        }

        self.imageNames = document.imageNames
        self.soundNames = document.soundNames
        self.systemImages = Set(
            document.resources.compactMap { resource -> String? in
                if case .image(let catalog, _) = resource.kind, catalog == "system" { return resource.name }
                return nil
            })
        self.expectedTraceLength =
            2 * order.count + imageNames.count + soundNames.count + 2 * placeholders.count + connections.count
            + windows.count + 1
    }

    /// Whether the object at `position` was created by the load (``isCreated``) and so has a
    /// resolved class.
    func createdSlot(at position: Int?) -> Int? {
        guard let position, isCreated[position] else { return nil }
        return classSlots[position]
    }

    /// Depth-first, children before their parent, top-level objects first in document order,
    /// then every other object that is not a placeholder (the first object with each id).
    private static func creationOrder(
        topLevel: [Int?], ids: [ObjectID], children: [[Int]], isPlaceholder: [Bool], indexByID: [ObjectID: Int]
    ) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(ids.count)
        var visited = [Bool](repeating: false, count: ids.count)
        func visit(_ root: Int) {
            guard !isPlaceholder[root], !visited[root] else { return }
            visited[root] = true
            var stack: [(position: Int, next: Int)] = [(root, 0)]
            while let top = stack.last {
                let nodes = children[top.position]
                if top.next < nodes.count {
                    stack[stack.count - 1].next += 1
                    let child = nodes[top.next]
                    if !isPlaceholder[child], !visited[child] {
                        visited[child] = true
                        stack.append((child, 0))
                    }
                } else {
                    order.append(top.position)
                    stack.removeLast()
                }
            }
        }
        for position in topLevel {
            if let position { visit(position) }
        }
        for position in ids.indices where !isPlaceholder[position] {
            // `instantiateObjects` visits by id: the first object with the id.
            if let first = indexByID[ids[position]] { visit(first) }
        }
        return order
    }
}
