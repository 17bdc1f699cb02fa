/// A connection: an entry of an object's `<connections>`, made when the nib loads.
///
/// The ``source`` is the object whose `<connections>` holds the entry. Destinations are ids;
/// an action's destination is its target, and an action to First Responder names the First
/// Responder placeholder's id.
///
/// A connection is a small view into its document; its fields are read from the document's
/// tables when asked for.
public struct Connection: Sendable {
    let store: ObjectStore
    let position: Int32

    init(store: ObjectStore, position: Int32) {
        self.store = store
        self.position = position
    }

    private var record: ObjectStore.Connection { store.connections[Int(position)] }
    /// The connection's kind, with its typed content.
    public enum Kind: Sendable, Hashable {
        case outlet(Outlet)
        case outletCollection(OutletCollection)
        case action(Action)
        case binding(Binding)
        case segue(Segue)
        /// A connection element this version does not model (e.g. `accessibilityConnection`);
        /// the payload is its element name.
        case other(String)
    }

    /// An outlet: the source's `property` is set to the destination (`<outlet>`).
    public struct Outlet: Sendable, Hashable {
        /// The property of the source that the connection sets.
        public var property: String
        /// The object the connection points at.
        public var destination: ObjectID
    }

    /// An outlet collection: the destination is appended to the source's array `property`.
    public struct OutletCollection: Sendable, Hashable {
        /// The property of the source that the connection sets.
        public var property: String
        /// The object the connection points at.
        public var destination: ObjectID
        /// `collectionClass=`, when the document names one.
        public var collectionClass: String?
        /// `appends="YES"`: add to an existing collection rather than replace it.
        public var appends: Bool
    }

    /// An action: sending `selector` to `target` when the source fires.
    public struct Action: Sendable, Hashable {
        /// The Objective-C selector of the action method (`save:`).
        public var selector: String
        /// The target: AppKit writes `target=`, UIKit `destination=`.
        public var target: ObjectID
        /// UIKit control events (`touchUpInside`, `valueChanged`, …), when given.
        public var eventType: String?
        /// AppKit's auxiliary trigger (`doubleAction`), when given.
        public var trigger: String?
    }

    /// A Cocoa binding from the source's `name` to the destination's `keyPath`.
    public struct Binding: Sendable, Hashable {
        /// The bound property of the source (`value`, `enabled`, …).
        public var name: String
        /// The key path observed on the destination (`values.showGreeting`).
        public var keyPath: String
        /// The object the connection points at.
        public var destination: ObjectID
        /// The options dictionary in document order.
        public var options: [BindingOption]
        /// `previousBinding=`, which chains multi-value bindings (`enabled2` after `enabled`).
        public var previousBinding: String?
    }

    /// One entry of a binding's options dictionary.
    public struct BindingOption: Sendable, Hashable {
        /// The option's name (`NSConditionallySetsEnabled`, …).
        public var key: String
        /// The value element's name: `bool`, `integer`, `real`, `string`, `nil`, …
        public var type: String
        /// The value as written (`value=` or the element's text).
        public var value: String?
    }

    /// A storyboard segue (`<segue>`).
    public struct Segue: Sendable, Hashable {
        /// `show`, `relationship`, `embed`, `presentation`, `unwind`, `custom`, …
        public var kind: String?
        /// The identifier code uses to perform or recognise the segue.
        public var identifier: String?
        /// The object the connection points at.
        public var destination: ObjectID
        /// For `kind="relationship"`: which relationship (`rootViewController`, …).
        public var relationship: String?
        /// A custom segue class.
        public var customClass: String?
        /// The module of the custom segue class.
        public var customModule: String?
        /// `target` when the custom class's module is the one being built.
        public var customModuleProvider: String?
        /// For unwind segues: the action method that performs the unwind.
        public var unwindAction: String?
    }

    /// The connection element's own `id`.
    public var id: ObjectID? { element.value(.id).map { ObjectID($0) } }

    /// The object whose `<connections>` holds this entry.
    public var source: ObjectID { store.id(at: record.source) }

    /// The typed content.
    public var kind: Kind {
        let element = element
        func id(_ name: String) -> ObjectID { ObjectID(element[attribute: name] ?? "") }
        switch element.name {
        case "outlet":
            return .outlet(.init(property: element[attribute: "property"] ?? "", destination: id("destination")))
        case "outletCollection":
            return .outletCollection(
                .init(
                    property: element[attribute: "property"] ?? "", destination: id("destination"),
                    collectionClass: element[attribute: "collectionClass"],
                    appends: element[attribute: "appends"] == "YES"))
        case "action":
            return .action(
                .init(
                    selector: element[attribute: "selector"] ?? "",
                    target: ObjectID(element[attribute: "target"] ?? element[attribute: "destination"] ?? ""),
                    eventType: element[attribute: "eventType"], trigger: element[attribute: "trigger"]))
        case "binding":
            let options = element.children.first { $0.name == "dictionary" && $0[attribute: "key"] == "options" }
            return .binding(
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
            return .segue(
                .init(
                    kind: element[attribute: "kind"], identifier: element[attribute: "identifier"],
                    destination: id("destination"), relationship: element[attribute: "relationship"],
                    customClass: element[attribute: "customClass"], customModule: element[attribute: "customModule"],
                    customModuleProvider: element[attribute: "customModuleProvider"],
                    unwindAction: element[attribute: "unwindAction"]))
        case let name:
            return .other(name)
        }
    }

    /// Every attribute as written, including the ones typed above.
    public var attributes: [NibAttribute] { element.attributes }

    /// The connection element as written.
    public var element: NibElement { NibElement(tree: store.tree, index: record.element) }

    /// Where the connection element is.
    public var location: SourceLocation { store.location(of: record.element) }

    /// The kind's name in nibdump's JSON schema.
    public var kindName: String {
        element.name
    }

    /// The object the connection points at: an outlet's or binding's destination, an
    /// action's target, a segue's destination.
    public var destination: ObjectID? {
        switch kind {
        case .outlet(let outlet): outlet.destination
        case .outletCollection(let collection): collection.destination
        case .action(let action): action.target
        case .binding(let binding): binding.destination
        case .segue(let segue): segue.destination
        case .other: element[attribute: "destination"].map { ObjectID($0) }
        }
    }

    /// The outlet's property, the action's selector, the binding's name or the segue's identifier.
    public var label: String? {
        switch kind {
        case .outlet(let outlet): outlet.property
        case .outletCollection(let collection): collection.property
        case .action(let action): action.selector
        case .binding(let binding): binding.name
        case .segue(let segue): segue.identifier
        case .other: element[attribute: "property"] ?? element[attribute: "name"]
        }
    }
}

// MARK: - Equatable and Hashable Conformance

extension Connection: Hashable {
    /// Whether two connections have the same source, element and location.
    public static func == (lhs: Connection, rhs: Connection) -> Bool {
        if lhs.store === rhs.store, lhs.position == rhs.position { return true }
        return lhs.source == rhs.source && lhs.location == rhs.location && lhs.element == rhs.element
    }

    /// Hashes the source, the kind's name and the location.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(kindName)
        hasher.combine(location)
    }
}
