import NibModel

extension NibPlan {
    /// One connection (L3), read from the document once, with its endpoints' positions.
    struct ConnectionPlan: Sendable {
        /// What the connection does, with what a load needs of it.
        enum Kind: Sendable {
            /// ``Connection/Kind/outlet(_:)``.
            case outlet(property: String)
            /// ``Connection/Kind/outletCollection(_:)``.
            case outletCollection(property: String)
            /// ``Connection/Kind/action(_:)``.
            case action(Action)
            /// ``Connection/Kind/binding(_:)``, with its options as the source receives them.
            case binding(Binding)
            /// ``Connection/Kind/segue(_:)``.
            case segue
            /// ``Connection/Kind/other(_:)``: the element name.
            case other(String)
        }

        /// An action's selector and events.
        struct Action: Sendable {
            /// ``Connection/Action/selector``.
            var selector: String
            /// ``Connection/Action/eventType``.
            var eventType: String?
            /// ``Connection/Action/trigger``.
            var trigger: String?
        }

        /// A binding's name, key path and options.
        struct Binding: Sendable {
            /// ``Connection/Binding/name``.
            var name: String
            /// ``Connection/Binding/keyPath``.
            var keyPath: String
            /// ``Connection/Binding/options`` by key (a missing value is empty).
            var options: [String: String]
        }

        /// What the connection does.
        var kind: Kind
        /// The position of ``sourceID`` (`nil` for an id not in the document).
        var source: Int?
        /// The position of ``destinationID``.
        var destination: Int?
        /// ``Connection/source``.
        var sourceID: ObjectID
        /// ``Connection/destination``.
        var destinationID: ObjectID?
        /// ``Connection/label``.
        var label: String?
        /// ``Connection/location``.
        var location: SourceLocation

        /// Reads one connection.
        init(_ connection: Connection, indexByID: [ObjectID: Int]) {
            switch connection.kind {
            case .outlet(let outlet):
                kind = .outlet(property: outlet.property)
            case .outletCollection(let collection):
                kind = .outletCollection(property: collection.property)
            case .action(let action):
                kind = .action(Action(selector: action.selector, eventType: action.eventType, trigger: action.trigger))
            case .binding(let binding):
                var options: [String: String] = [:]
                for option in binding.options { options[option.key] = option.value ?? "" }
                kind = .binding(Binding(name: binding.name, keyPath: binding.keyPath, options: options))
            case .segue:
                kind = .segue
            case .other(let name):
                kind = .other(name)
            }
            sourceID = connection.source
            destinationID = connection.destination
            source = indexByID[sourceID]
            destination = destinationID.flatMap { indexByID[$0] }
            label = connection.label
            location = connection.location
        }

        /// The trace's action for the connection's kind.
        var eventAction: LoadEvent.Action {
            switch kind {
            case .outlet: .outlet
            case .outletCollection: .outletCollection
            case .action: .action
            case .binding: .binding
            case .segue: .segue
            case .other: .otherConnection
            }
        }
    }
}
