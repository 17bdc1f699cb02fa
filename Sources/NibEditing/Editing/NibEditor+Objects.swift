import NibModel

extension NibEditor {
    /// Attributes whose value is the id of another object of the document.
    static let referenceAttributes: Set<String> = [
        "destination", "target", "firstItem", "secondItem", "initialViewController",
    ]

    /// Containers Xcode does not write empty; a deletion that empties one removes it.
    static let prunedContainers: Set<String> = ["connections", "constraints", "subviews"]

    // MARK: Adding

    /// Adds an element with its subtree under `parent`, as its `index`th child element (last
    /// when `nil`), on its own lines in Xcode's style.
    ///
    /// - Throws: ``NibEditError`` when an id in the subtree is already used, or a reference in
    ///   it (`destination`, `target`, `firstItem`, …) names nothing; the document is unchanged.
    @discardableResult
    public mutating func addElement(
        _ element: NibElement, under parent: Element, at index: Int? = nil
    )
        throws(NibEditError) -> Element
    {
        try checkInsertion(of: element)
        let node = tree.addNodes(copying: element)
        register(node)
        tree.insert(node, into: parent.node, at: index)
        return Element(node: node)
    }

    /// Adds an object (an element with its children) under the object `parent`, inside the
    /// child element `container` of it (`subviews`, `items`, … made where Xcode puts it when
    /// missing), or among the xib's top-level objects when `parent` is `nil`.
    ///
    /// The object gets a new id (``makeObjectID()``) when it has none.
    ///
    /// - Returns: The object's id.
    /// - Throws: ``NibEditError`` for a duplicate id, a reference to nothing, or a missing parent.
    @discardableResult
    public mutating func addObject(
        _ object: NibElement, under parent: ObjectID?, container: String? = nil, at index: Int? = nil
    ) throws(NibEditError) -> ObjectID {
        let parentNode: Int
        if let parent {
            parentNode = try node(for: parent)
        } else {
            guard original.kind == .xib,
                let objects = tree.children(of: tree.root).first(where: {
                    tree.nodes[$0].name == "objects"
                })
            else {
                throw error(
                    .noContainer("a top-level object needs a xib's <objects>; in a storyboard add it to a scene"))
            }
            parentNode = objects
        }
        try checkInsertion(of: object)
        let node = tree.addNodes(copying: object)
        let id: ObjectID
        if let existing = tree.attribute("id", of: node) {
            id = ObjectID(existing)
        } else {
            id = makeObjectID()
            tree.setAttribute("id", to: id.rawValue, on: node)
        }
        register(node)
        let target = container.map { tree.container($0, in: parentNode) } ?? parentNode
        tree.insert(node, into: target, at: index)
        return id
    }

    /// Refuses an element whose ids are taken or whose references name nothing.
    private func checkInsertion(of element: NibElement) throws(NibEditError) {
        var added: Set<String> = []
        var references: [(String, String)] = []
        var duplicate: String?
        element.forEachDescendant { descendant in
            for attribute in descendant.attributes {
                if attribute.name == "id" {
                    if added.contains(attribute.value) || isTaken(attribute.value) { duplicate = attribute.value }
                    added.insert(attribute.value)
                } else if Self.referenceAttributes.contains(attribute.name) {
                    references.append((attribute.name, attribute.value))
                }
            }
        }
        if let duplicate { throw error(.duplicateID(ObjectID(duplicate))) }
        for (name, value) in references where !added.contains(value) && !isTaken(value) {
            throw error(.danglingReference(attribute: name, id: ObjectID(value)))
        }
    }

    /// Whether an attached element (or a reserved new id) uses `id`.
    func isTaken(_ id: String) -> Bool {
        guard let node = ids[id] else { return false }
        return node < 0 || tree.isAttached(node)
    }

    /// Records the ids of a subtree.
    mutating func register(_ node: Int) {
        for member in tree.subtree(node) {
            if let id = tree.attribute("id", of: member) { ids[id] = member }
        }
    }

    // MARK: Deleting

    /// What ``deleteObject(_:)`` removed, to report it or to put it back with ``restore(_:)``.
    public struct Deletion: Sendable {
        /// The ids of the elements deleted with the object (its subtree, itself included).
        public internal(set) var removedIDs: [ObjectID] = []
        /// The ids of the connections and constraints elsewhere that named something deleted.
        public internal(set) var removedReferences: [ObjectID] = []
        /// References held in attributes that were removed (`initialViewController`, …), as
        /// `element.attribute`.
        public internal(set) var clearedAttributes: [String] = []

        enum Step: Sendable {
            case detached(node: Int, parent: Int, index: Int, items: [XMLTree.Item])
            case attributes(node: Int, previous: [XMLTree.Attribute], startTag: Range<Int>?)
        }
        var steps: [Step] = []
    }

    /// Deletes an object with its subtree and repairs the document: every connection and
    /// constraint naming anything deleted goes too, so do containers it leaves empty, and an
    /// attribute elsewhere that names it (a storyboard's `initialViewController`) is removed.
    /// Deleting the view controller of a storyboard scene deletes the scene.
    ///
    /// - Throws: ``NibEditError`` when no object has the id, or it is the document's root.
    @discardableResult
    public mutating func deleteObject(_ id: ObjectID) throws(NibEditError) -> Deletion {
        var top = try node(for: id)
        guard top != tree.root else { throw error(.invalidMove("the document's root cannot be deleted")) }
        if let scene = sceneOwned(by: top) { top = scene }
        let members = tree.subtree(top)
        let memberSet = Set(members)
        var deletion = Deletion()
        var removed: Set<String> = []
        for member in members {
            if let value = tree.attribute("id", of: member) {
                removed.insert(value)
                deletion.removedIDs.append(ObjectID(value))
            }
        }
        // Everything outside the subtree that names something inside it.
        for node in tree.nodes.indices where !memberSet.contains(node) && tree.isAttached(node) {
            let names = tree.nodes[node].attributes.filter {
                Self.referenceAttributes.contains($0.name) && removed.contains($0.value)
            }
            guard !names.isEmpty else { continue }
            let parent = tree.nodes[node].parent
            if tree.nodes[node].name == "constraint" || (parent >= 0 && tree.nodes[parent].name == "connections") {
                if let value = tree.attribute("id", of: node) { deletion.removedReferences.append(ObjectID(value)) }
                detach(node, recordingIn: &deletion)
            } else {
                deletion.steps.append(
                    .attributes(node: node, previous: tree.nodes[node].attributes, startTag: tree.nodes[node].startTag))
                for attribute in names {
                    tree.removeAttribute(attribute.name, from: node)
                    deletion.clearedAttributes.append("\(tree.nodes[node].name).\(attribute.name)")
                }
            }
        }
        detach(top, recordingIn: &deletion)
        return deletion
    }

    /// The scene whose only object besides placeholders is `node`, if any.
    private func sceneOwned(by node: Int) -> Int? {
        let objects = tree.nodes[node].parent
        guard objects >= 0, tree.nodes[objects].name == "objects" else { return nil }
        let scene = tree.nodes[objects].parent
        guard scene >= 0, tree.nodes[scene].name == "scene" else { return nil }
        let others = tree.children(of: objects).filter {
            $0 != node && !["placeholder", "exit"].contains(tree.nodes[$0].name)
        }
        return others.isEmpty ? scene : nil
    }

    /// Detaches a node, and its container when that is left empty, recording both.
    private mutating func detach(_ node: Int, recordingIn deletion: inout Deletion) {
        var current = node
        while true {
            let parent = tree.nodes[current].parent
            guard parent >= 0 else { return }
            let (index, items) = tree.detach(current)
            deletion.steps.append(.detached(node: current, parent: parent, index: index, items: items))
            guard Self.prunedContainers.contains(tree.nodes[parent].name), tree.children(of: parent).isEmpty,
                !tree.hasContent(parent)
            else { return }
            current = parent
        }
    }

    /// Puts back what a deletion removed, as it was: when nothing else changed since, the
    /// bytes are those before the deletion.
    public mutating func restore(_ deletion: Deletion) {
        for step in deletion.steps.reversed() {
            switch step {
            case .detached(let node, let parent, let index, let items):
                tree.reattach(node, into: parent, at: index, items: items)
                register(node)
            case .attributes(let node, let previous, let startTag):
                tree.nodes[node].attributes = previous
                tree.nodes[node].startTag = startTag
            }
        }
    }

    // MARK: Moving

    /// Moves an object with its subtree under another object (inside its child element
    /// `container` when given), as its `index`th child element; the moved lines are
    /// re-indented for their new depth.
    ///
    /// - Throws: ``NibEditError`` when either id names nothing, or the destination is inside
    ///   the object.
    public mutating func moveObject(
        _ id: ObjectID, under parent: ObjectID, container: String? = nil, at index: Int? = nil
    ) throws(NibEditError) {
        let node = try node(for: id)
        let parentNode = try self.node(for: parent)
        guard node != tree.root, !tree.subtree(node).contains(parentNode) else {
            throw error(.invalidMove("'\(id)' cannot move inside itself"))
        }
        tree.detach(node)
        let target = container.map { tree.container($0, in: parentNode) } ?? parentNode
        tree.insert(node, into: target, at: index)
    }
}
