import NibModel

extension NibInstantiator {
    /// Where a connection's destination points.
    enum Destination {
        case object(AnyObject)
        /// First Responder (nil target), Exit, a storyboard reference, or File's Owner when none was given.
        case placeholder(PlaceholderRole)
    }

    /// L3: every connection in document order; outlet collections are set once each, holding
    /// their destinations in document order, after the other connections.
    func establishConnections() throws(NibLoadingError) {
        var collections: [Collection] = []
        let connections = plan.connections
        for index in connections.indices {
            connectionSource = plan.connectionSources[index]
            connectionDestination = plan.connectionDestinations[index]
            // Passed borrowed from the array: a connection is not copied to be made.
            try connect(connections[index], collections: &collections)
        }
        for collection in collections {
            connectionSource = collection.position
            guard let source = collection.position.flatMap({ live.slots[$0] }) else { continue }
            try setOutlet(
                source, key: collection.property, to: collection.values, objectCount: collection.values.count,
                connection: collection.connection,
                action: .outletCollection)
        }
    }

    /// An outlet collection being gathered: set once, after the other connections.
    typealias Collection = (
        source: ObjectID, position: Int?, property: String, values: [AnyObject], connection: Connection
    )

    /// One connection of ``establishConnections()``, whose endpoints' positions are in
    /// ``connectionSource`` and ``connectionDestination``.
    private func connect(_ connection: Connection, collections: inout [Collection]) throws(NibLoadingError) {
        guard let source = connectionSource.flatMap({ live.slots[$0] }) else {
            skip(connection, reason: sourceReason(connection.source))
            return
        }
        switch connection.kind {
        case .outlet(let outlet):
            guard case .object(let destination) = try destination(outlet.destination, connection) else {
                skip(connection, reason: "the destination is a placeholder with no object")
                return
            }
            // A stand-in is never an array; anything else is asked, as for any value.
            let count = destination is NibStandIn ? nil : ((destination as Any) as? [AnyObject])?.count
            try setOutlet(
                source, key: outlet.property, to: destination, objectCount: count, connection: connection,
                action: .outlet)
        case .outletCollection(let collection):
            guard case .object(let destination) = try destination(collection.destination, connection) else {
                skip(connection, reason: "the destination is a placeholder with no object")
                return
            }
            if let index = collections.firstIndex(where: {
                $0.source == connection.source && $0.property == collection.property
            }) {
                collections[index].values.append(destination)
            } else {
                collections.append(
                    (connection.source, connectionSource, collection.property, [destination], connection))
            }
        case .action(let action):
            try connectAction(action, source: source, connection: connection)
        case .binding(let binding):
            try connectBinding(binding, source: source, connection: connection)
        case .segue:
            skip(connection, reason: "segues are performed at run time, not at load", action: .segue)
        case .other(let name):
            skip(connection, reason: "\(name) connections are not made by this loader", action: .otherConnection)
        }
    }

    /// `id` is the connection's ``Connection/destination``, whose position is ``connectionDestination``.
    private func destination(_ id: ObjectID, _ connection: Connection) throws(NibLoadingError) -> Destination {
        if let object = connectionDestination.flatMap({ live.slots[$0] }) { return .object(object) }
        if let role = live.nilPlaceholders[id] { return .placeholder(role) }
        throw failure(.unknownObject(id), at: connection.location, objectID: connection.source)
    }

    private func sourceReason(_ id: ObjectID) -> String {
        switch live.nilPlaceholders[id] {
        case .filesOwner: "the source is File's Owner and no owner was given"
        case .some(let role): "the source is the \(role.name) placeholder, which has no object"
        case nil: document.contains(id) ? "the source was not created" : "the source '\(id)' is not in the document"
        }
    }

    private func skip(_ connection: Connection, reason: String, action: LoadEvent.Action? = nil) {
        record(
            LoadEvent(
                phase: .connect, action: action ?? eventAction(connection), outcome: .skipped,
                objectID: connection.source,
                className: connectionSourceClassName, name: connection.label,
                destinationID: connection.destination,
                detail: reason, location: connection.location))
    }

    private func eventAction(_ connection: Connection) -> LoadEvent.Action {
        switch connection.kind {
        case .outlet: .outlet
        case .outletCollection: .outletCollection
        case .action: .action
        case .binding: .binding
        case .segue: .segue
        case .other: .otherConnection
        }
    }

    private func className(of object: AnyObject, id: ObjectID) -> String {
        connectionSourceClassName ?? (object as? NibStandIn)?.className ?? "\(type(of: object))"
    }

    /// L3.1 (AppKit: setter, else instance variable, else nothing) and L3.2 (UIKit: KVC, a
    /// missing key is an error), then L3.3 (observers).
    private func setOutlet(
        _ source: AnyObject, key: String, to value: Any, objectCount: Int?, connection: Connection,
        action: LoadEvent.Action
    ) throws(NibLoadingError) {
        let sourceClass = className(of: source, id: connection.source)
        func missing() throws(NibLoadingError) {
            if isAppKit {
                skip(
                    connection,
                    reason:
                        "\(sourceClass) has no setter set\(key.prefix(1).uppercased() + key.dropFirst()): and no instance variable '\(key)': no connection (L3.1)",
                    action: action)
            } else {
                throw failure(
                    .undefinedKey(key: key, className: sourceClass), at: connection.location,
                    objectID: connection.source)
            }
        }
        guard let coding = LoaderCasts.keyValueCoding(source) else {
            try missing()
            return
        }
        let result = Result { () throws(NibKeyValueFailure) in try coding.setNibValue(value, forKey: key) }
        switch result {
        case .success(let access):
            record(
                LoadEvent(
                    phase: .connect, action: action, objectID: connection.source, className: sourceClass, name: key,
                    destinationID: connection.destination,
                    detail: objectCount.map { access.rawValue + " (\($0) objects)" } ?? access.rawValue,
                    location: connection.location))
        case .failure(.noSuchKey):
            try missing()
            return
        case .failure(.typeMismatch(let expected, let actual)):
            throw failure(
                .typeMismatch(key: key, expected: expected, actual: actual), at: connection.location,
                objectID: connection.source)
        }
        for observer in options.outletObservers {
            observer.nibOutlet(of: source, didSet: key, to: value as AnyObject)
            record(
                LoadEvent(
                    phase: .connect, action: .observerNotified, objectID: connection.source, className: sourceClass,
                    name: key,
                    detail: "\(type(of: observer))"))
        }
    }

    /// L3.4 (AppKit: only if the target responds; nil target = First Responder) and L3.5
    /// (UIKit: add target/action for the control events).
    private func connectAction(
        _ action: Connection.Action, source: AnyObject, connection: Connection
    ) throws(NibLoadingError) {
        let target: AnyObject?
        switch try destination(action.target, connection) {
        case .object(let object): target = object
        case .placeholder(.firstResponder): target = nil
        case .placeholder(let role):
            skip(connection, reason: "the target is the \(role.name) placeholder, which has no object")
            return
        }
        guard let control = LoaderCasts.control(source) else {
            skip(connection, reason: "\(className(of: source, id: connection.source)) cannot hold a target and action")
            return
        }
        let targetText = target == nil ? "nil target (First Responder)" : "target"
        if isAppKit {
            if let target, LoaderCasts.actionTarget(target)?.respondsToNibAction(action.selector) != true {
                skip(connection, reason: "the target does not respond to \(action.selector): no connection (L3.4)")
                return
            }
            control.setNibTarget(target, action: action.selector, trigger: action.trigger)
        } else {
            control.addNibTarget(target, action: action.selector, for: action.eventType)
        }
        if target == nil { nilTargeted.append(.init(source: source, selector: action.selector)) }
        record(
            LoadEvent(
                phase: .connect, action: .action, objectID: connection.source,
                className: connectionSourceClassName,
                name: action.selector, destinationID: action.target,
                detail: isAppKit
                    ? "setTarget/setAction, \(targetText)"
                    : "addTarget for \(action.eventType ?? "default events"), \(targetText)",
                location: connection.location))
    }

    /// L3.6: AppKit bindings (UIKit documents with bindings were refused before loading).
    private func connectBinding(
        _ binding: Connection.Binding, source: AnyObject, connection: Connection
    ) throws(NibLoadingError) {
        guard case .object(let observed) = try destination(binding.destination, connection) else {
            skip(connection, reason: "the binding's object is a placeholder with no object")
            return
        }
        guard let bindable = LoaderCasts.bindable(source) else {
            skip(connection, reason: "\(className(of: source, id: connection.source)) does not accept bindings")
            return
        }
        var options: [String: String] = [:]
        for option in binding.options { options[option.key] = option.value ?? "" }
        bindable.bindNib(binding.name, to: observed, withKeyPath: binding.keyPath, options: options)
        record(
            LoadEvent(
                phase: .connect, action: .binding, objectID: connection.source,
                className: connectionSourceClassName,
                name: binding.name, destinationID: binding.destination, detail: "bind to \(binding.keyPath)",
                location: connection.location))
    }
}
