import NibModel

extension NibInstantiator {
    /// Where a connection's destination points.
    enum Destination {
        case object(AnyObject)
        /// First Responder (nil target), Exit, a storyboard reference, or File's Owner when none was given.
        case placeholder(PlaceholderRole)
    }

    /// An outlet collection being gathered: set once, after the other connections.
    struct Collection {
        /// The first connection of the collection, by index in ``NibPlan/connections``.
        var connection: Int
        var property: String
        var values: [AnyObject]
    }

    /// L3: every connection in document order; outlet collections are set once each, holding
    /// their destinations in document order, after the other connections.
    func establishConnections() throws(NibLoadingError) {
        var collections: [Collection] = []
        for index in plan.connections.indices {
            try connect(index, collections: &collections)
        }
        for collection in collections {
            guard let source = plan.connectionEnds[collection.connection].source.flatMap({ live.slots[$0] }) else {
                continue
            }
            try setOutlet(
                source, key: collection.property, to: collection.values, objectCount: collection.values.count,
                connection: collection.connection, kind: .outletCollection)
        }
    }

    /// One connection of ``establishConnections()``, by index in ``NibPlan/connections``.
    private func connect(_ index: Int, collections: inout [Collection]) throws(NibLoadingError) {
        guard let source = plan.connectionEnds[index].source.flatMap({ live.slots[$0] }) else {
            skip(index, reason: sourceReason(plan.connections[index]))
            return
        }
        switch plan.connections[index].kind {
        case .outlet(let property):
            guard case .object(let destination) = try destination(of: index) else {
                skip(index, reason: "the destination is a placeholder with no object")
                return
            }
            // A stand-in is never an array; anything else is asked, as for any value.
            let count = destination is NibStandIn ? nil : ((destination as Any) as? [AnyObject])?.count
            try setOutlet(
                source, key: property, to: destination, object: destination, objectCount: count, connection: index,
                kind: .outlet)
        case .outletCollection(let property):
            guard case .object(let destination) = try destination(of: index) else {
                skip(index, reason: "the destination is a placeholder with no object")
                return
            }
            let sourceID = plan.connections[index].sourceID
            if let existing = collections.firstIndex(where: {
                plan.connections[$0.connection].sourceID == sourceID && $0.property == property
            }) {
                collections[existing].values.append(destination)
            } else {
                collections.append(Collection(connection: index, property: property, values: [destination]))
            }
        case .action(let action):
            try connectAction(action, source: source, connection: index)
        case .binding(let binding):
            try connectBinding(binding, source: source, connection: index)
        case .segue:
            skip(index, reason: "segues are performed at run time, not at load", action: .segue)
        case .other(let name):
            skip(index, reason: "\(name) connections are not made by this loader", action: .otherConnection)
        }
    }

    /// The live object, or the placeholder role, at a connection's destination.
    private func destination(of index: Int) throws(NibLoadingError) -> Destination {
        let position = plan.connectionEnds[index].destination
        if let object = position.flatMap({ live.slots[$0] }) { return .object(object) }
        if let role = live.nilPlaceholderRole(at: position) { return .placeholder(role) }
        let connection = plan.connections[index]
        throw failure(
            .unknownObject(connection.destinationID ?? ObjectID("")), at: connection.location,
            objectID: connection.sourceID)
    }

    private func sourceReason(_ connection: NibPlan.ConnectionPlan) -> String {
        switch live.nilPlaceholderRole(at: connection.source) {
        case .filesOwner: "the source is File's Owner and no owner was given"
        case .some(let role): "the source is the \(role.name) placeholder, which has no object"
        case nil:
            connection.source != nil
                ? "the source was not created" : "the source '\(connection.sourceID)' is not in the document"
        }
    }

    private func skip(_ index: Int, reason: String, action: LoadEvent.Action? = nil) {
        let connection = plan.connections[index]
        record(
            LoadEvent(
                phase: .connect, action: action ?? connection.eventAction, outcome: .skipped,
                objectID: connection.sourceID, className: createdClassName(at: connection.source),
                name: connection.label, destinationID: connection.destinationID,
                destinationClassName: liveClassName(at: connection.destination), detail: reason,
                location: connection.location))
    }

    /// The class of a connection's source: as created, else a stand-in's, else the Swift type's.
    private func className(of object: AnyObject, position: Int?) -> String {
        createdClassName(at: position) ?? (object as? NibStandIn)?.className ?? "\(type(of: object))"
    }

    /// L3.1 (AppKit: setter, else instance variable, else nothing) and L3.2 (UIKit: KVC, a
    /// missing key is an error), then L3.3 (observers).
    private func setOutlet(
        _ source: AnyObject, key: String, to value: Any, object: AnyObject? = nil, objectCount: Int?,
        connection index: Int, kind: TraceRecord.Kind
    ) throws(NibLoadingError) {
        let sourcePosition = plan.connectionEnds[index].source
        // A created source's class is the one it was created as; a placeholder's is read now.
        let placeholderClass =
            plan.createdSlot(at: sourcePosition) == nil ? className(of: source, position: sourcePosition) : nil
        func sourceClass() -> String { placeholderClass ?? className(of: source, position: sourcePosition) }
        var connection: NibPlan.ConnectionPlan { plan.connections[index] }
        func missing() throws(NibLoadingError) {
            if isAppKit {
                skip(
                    index,
                    reason:
                        "\(sourceClass()) has no setter set\(key.prefix(1).uppercased() + key.dropFirst()): and no instance variable '\(key)': no connection (L3.1)",
                    action: kind == .outlet ? .outlet : .outletCollection)
            } else {
                throw failure(
                    .undefinedKey(key: key, className: sourceClass()), at: connection.location,
                    objectID: connection.sourceID)
            }
        }
        guard let coding = LoaderCasts.keyValueCoding(source) else {
            try missing()
            return
        }
        // A stand-in is told which outlets are weak (T3); a Swift class declares its own.
        let weakStandIn =
            object != nil
                && !Self.outletHoldsStrongly(key: key, destination: plan.connectionEnds[index].destination, plan: plan)
            ? source as? NibStandIn : nil
        weakStandIn?.weakOutletDestination = object
        let result = Result { () throws(NibKeyValueFailure) in try coding.setNibValue(value, forKey: key) }
        weakStandIn?.weakOutletDestination = nil
        switch result {
        case .success(let access):
            record(
                TraceRecord(
                    kind: kind, flag: access == .setter ? 0 : 1, index: index, count: objectCount ?? -1,
                    string: placeholderClass.map { recorder.keep($0) } ?? -1))
        case .failure(.noSuchKey):
            try missing()
            return
        case .failure(.typeMismatch(let expected, let actual)):
            throw failure(
                .typeMismatch(key: key, expected: expected, actual: actual), at: connection.location,
                objectID: connection.sourceID)
        }
        guard !options.outletObservers.isEmpty else { return }
        let observedClass = sourceClass()
        for observer in options.outletObservers {
            observer.nibOutlet(of: source, didSet: key, to: value as AnyObject)
            record(
                LoadEvent(
                    phase: .connect, action: .observerNotified, objectID: connection.sourceID,
                    className: observedClass, name: key, detail: "\(type(of: observer))"))
        }
    }

    /// The framework properties that never keep their object alive.
    static let weakFrameworkKeys: Set<String> = ["delegate", "dataSource", "nextKeyView", "initialFirstResponder"]

    /// T3, as Interface Builder writes outlets: an outlet to a top-level object keeps it alive;
    /// an outlet to an object its parent keeps, to a placeholder (the caller keeps File's
    /// Owner), or through a weak framework property does not.
    static func outletHoldsStrongly(key: String, destination: Int?, plan: NibPlan) -> Bool {
        guard let destination, plan.isTopLevel[destination] else { return false }
        return !weakFrameworkKeys.contains(key)
    }

    /// L3.4 (AppKit: only if the target responds; nil target = First Responder) and L3.5
    /// (UIKit: add target/action for the control events).
    private func connectAction(
        _ action: NibPlan.ConnectionPlan.Action, source: AnyObject, connection index: Int
    ) throws(NibLoadingError) {
        let target: AnyObject?
        switch try destination(of: index) {
        case .object(let object): target = object
        case .placeholder(.firstResponder): target = nil
        case .placeholder(let role):
            skip(index, reason: "the target is the \(role.name) placeholder, which has no object")
            return
        }
        guard let control = LoaderCasts.control(source) else {
            skip(
                index,
                reason:
                    "\(className(of: source, position: plan.connectionEnds[index].source)) cannot hold a target and action"
            )
            return
        }
        if isAppKit {
            if let target, LoaderCasts.actionTarget(target)?.respondsToNibAction(action.selector) != true {
                record(TraceRecord(kind: .actionNotAnswered, index: index))
                return
            }
            control.setNibTarget(target, action: action.selector, trigger: action.trigger)
        } else {
            control.addNibTarget(target, action: action.selector, for: action.eventType)
        }
        if target == nil { nilTargeted.append(.init(source: source, selector: action.selector)) }
        record(TraceRecord(kind: .action, flag: target == nil ? 1 : 0, index: index))
    }

    /// L3.6: AppKit bindings (UIKit documents with bindings were refused before loading).
    private func connectBinding(
        _ binding: NibPlan.ConnectionPlan.Binding, source: AnyObject, connection index: Int
    ) throws(NibLoadingError) {
        guard case .object(let observed) = try destination(of: index) else {
            skip(index, reason: "the binding's object is a placeholder with no object")
            return
        }
        guard let bindable = LoaderCasts.bindable(source) else {
            skip(
                index,
                reason: "\(className(of: source, position: plan.connectionEnds[index].source)) does not accept bindings"
            )
            return
        }
        bindable.bindNib(binding.name, to: observed, withKeyPath: binding.keyPath, options: binding.options)
        record(TraceRecord(kind: .binding, index: index))
    }
}
