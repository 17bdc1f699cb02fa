import NibModel

extension NibEditor {
    /// A connection to add: the element Interface Builder writes in the source's `<connections>`.
    public enum NewConnection: Sendable, Hashable {
        /// `<outlet property=… destination=…/>`.
        case outlet(property: String, destination: ObjectID)
        /// `<outletCollection property=… destination=… collectionClass=…/>`.
        case outletCollection(property: String, destination: ObjectID, collectionClass: String? = nil)
        /// `<action selector=… target=… eventType=…/>`: `save:` style selectors; `eventType` on UIKit.
        case action(selector: String, target: ObjectID, eventType: String? = nil)
        /// `<binding destination=… name=… keyPath=…/>` (AppKit).
        case binding(name: String, destination: ObjectID, keyPath: String)
        /// `<segue destination=… kind=… identifier=… relationship=…/>` to a scene's view controller.
        case segue(destination: ObjectID, kind: String, identifier: String? = nil, relationship: String? = nil)

        var elementName: String {
            switch self {
            case .outlet: "outlet"
            case .outletCollection: "outletCollection"
            case .action: "action"
            case .binding: "binding"
            case .segue: "segue"
            }
        }

        var destination: ObjectID {
            switch self {
            case .outlet(_, let destination), .outletCollection(_, let destination, _), .binding(_, let destination, _),
                .segue(let destination, _, _, _):
                destination
            case .action(_, let target, _): target
            }
        }

        var attributes: [(String, String)] {
            switch self {
            case .outlet(let property, let destination):
                [("property", property), ("destination", destination.rawValue)]
            case .outletCollection(let property, let destination, let collectionClass):
                [("property", property), ("destination", destination.rawValue)]
                    + (collectionClass.map { [("collectionClass", $0)] } ?? [])
            case .action(let selector, let target, let eventType):
                [("selector", selector), ("target", target.rawValue)] + (eventType.map { [("eventType", $0)] } ?? [])
            case .binding(let name, let destination, let keyPath):
                [("destination", destination.rawValue), ("name", name), ("keyPath", keyPath)]
            case .segue(let destination, let kind, let identifier, let relationship):
                [("destination", destination.rawValue), ("kind", kind)]
                    + (identifier.map { [("identifier", $0)] } ?? [])
                    + (relationship.map { [("relationship", $0)] } ?? [])
            }
        }
    }

    /// Adds a connection from the object `source`.
    ///
    /// - Returns: The new connection's id.
    /// - Throws: ``NibEditError`` when the source or destination is no object, or a segue's
    ///   destination is no scene's view controller.
    @discardableResult
    public mutating func addConnection(
        _ connection: NewConnection, from source: ObjectID
    ) throws(NibEditError)
        -> ObjectID
    {
        let sourceNode = try node(for: source)
        try checkDestination(connection.destination, attribute: connection.elementName, isSegue: isSegue(connection))
        let id = makeObjectID()
        let node = tree.addNode(name: connection.elementName, attributes: connection.attributes + [("id", id.rawValue)])
        ids[id.rawValue] = node
        tree.insert(node, into: tree.container("connections", in: sourceNode))
        return id
    }

    private func isSegue(_ connection: NewConnection) -> Bool {
        if case .segue = connection { return true }
        return false
    }

    private func checkDestination(_ destination: ObjectID, attribute: String, isSegue: Bool) throws(NibEditError) {
        guard let node = element(withID: destination)?.node else {
            throw isSegue
                ? error(.missingScene(destination)) : error(.danglingReference(attribute: attribute, id: destination))
        }
        if isSegue {
            // A scene's view controller: a child of a scene's <objects> that is not a placeholder.
            let objects = tree.nodes[node].parent
            let scene = objects >= 0 ? tree.nodes[objects].parent : -1
            guard scene >= 0, tree.nodes[scene].name == "scene", tree.nodes[objects].name == "objects",
                !["placeholder", "exit"].contains(tree.nodes[node].name)
            else { throw error(.missingScene(destination)) }
        }
    }

    /// The connection element with this id.
    private func connectionNode(_ id: ObjectID) throws(NibEditError) -> Int {
        let node = try node(for: id)
        let parent = tree.nodes[node].parent
        guard parent >= 0, tree.nodes[parent].name == "connections" else { throw error(.notAConnection(id)) }
        return node
    }

    /// Removes a connection (and its `<connections>` when that is left empty).
    ///
    /// - Throws: ``NibEditError`` when the id names no connection.
    public mutating func removeConnection(_ id: ObjectID) throws(NibEditError) {
        let node = try connectionNode(id)
        let parent = tree.nodes[node].parent
        tree.detach(node)
        if tree.children(of: parent).isEmpty, !tree.hasContent(parent) { tree.detach(parent) }
    }

    /// Points a connection at another object: an action's `target`, any other's `destination`.
    ///
    /// - Throws: ``NibEditError`` when the id names no connection or the new destination is no
    ///   object (for a segue: no scene's view controller).
    public mutating func retargetConnection(_ id: ObjectID, to destination: ObjectID) throws(NibEditError) {
        let node = try connectionNode(id)
        let name = tree.nodes[node].name
        let attribute = name == "action" && tree.attribute("target", of: node) != nil ? "target" : "destination"
        try checkDestination(destination, attribute: attribute, isSegue: name == "segue")
        tree.setAttribute(attribute, to: destination.rawValue, on: node)
    }
}
