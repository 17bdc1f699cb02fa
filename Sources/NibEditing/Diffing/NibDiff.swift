import NibModel

/// What changed between two documents, object by object: a semantic diff.
///
/// Objects are matched by id (scenes by their scene id, placeholders by role), then compared
/// by what they mean rather than how they are written: attribute order and whitespace are
/// never a change. When two documents share almost no ids — a compiled nib against its source,
/// whose ids the compiler renumbered — the objects left over are matched by place instead:
/// the same parent, element and class, in order.
///
/// ```swift
/// let diff = NibDiff(old: try NibDocument(contentsOfFile: "Old.xib"),
///                    new: try NibDocument(contentsOfFile: "New.xib"))
/// for change in diff.changes { print(change.kind, change.object?.id ?? "") }
/// print(diff.description(options: .init()))
/// ```
///
/// Changes come in the new document's hierarchy order (a removed object where it used to
/// be). Layout-only changes — frames, `misplaced`, `ambiguous`, constraint constants, canvas
/// positions — are kept apart in each change's ``Change/geometry`` so that a view can fold
/// them; tools-version and plug-in version bumps are ``noise``, never a change.
public struct NibDiff: Sendable, Hashable {
    /// The name of the old document.
    public var oldFile: String
    /// The name of the new document.
    public var newFile: String
    /// The changes to objects, connections, resources and the header, in hierarchy order.
    public var changes: [Change]
    /// Header changes that Interface Builder makes on its own (tools and plug-in versions,
    /// the preview device): shown apart, never counted as a difference.
    public var noise: [PropertyChange]

    /// Whether the documents mean the same: no change outside ``noise``.
    public var isSame: Bool { changes.isEmpty }

    /// Compares two documents.
    ///
    /// - Parameters:
    ///   - old: The document before.
    ///   - new: The document after.
    public init(old: NibDocument?, new: NibDocument?) {
        var builder = DiffBuilder(old: old, new: new)
        builder.run()
        self.oldFile = old?.file ?? "/dev/null"
        self.newFile = new?.file ?? "/dev/null"
        self.changes = builder.changes
        self.noise = builder.noise
    }

    /// One change.
    public struct Change: Sendable, Hashable, Encodable {
        /// What kind of change it is.
        public var kind: Kind
        /// The object added, removed, moved or changed (as it is in the new document, or the
        /// old one when it was removed); for a connection change, the connection's source.
        public var object: ObjectSummary?
        /// For a move: the parent before.
        public var oldParent: ObjectSummary?
        /// For an addition or a move: the parent after; for a removal: the parent it had.
        public var newParent: ObjectSummary?
        /// For a connection change: the connection after (before, when it was removed).
        public var connection: ConnectionSummary?
        /// For a changed connection: the connection before.
        public var oldConnection: ConnectionSummary?
        /// For a resource change: the resource.
        public var resource: ResourceSummary?
        /// For a changed object or header: each attribute or property, old and new, other
        /// than layout.
        public var properties: [PropertyChange]
        /// For a changed object: the layout-only changes (frames, `misplaced`, `ambiguous`,
        /// constraint constants, canvas positions).
        public var geometry: [PropertyChange]

        /// The kinds of change.
        public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
            /// An object only the new document has.
            case objectAdded
            /// An object only the old document has.
            case objectRemoved
            /// An object whose parent changed.
            case objectMoved
            /// An object whose attributes or properties changed.
            case objectChanged
            /// An object whose child objects are in another order.
            case childrenReordered
            /// A connection only the new document has.
            case connectionAdded
            /// A connection only the old document has.
            case connectionRemoved
            /// A connection with the same id whose content changed.
            case connectionChanged
            /// A resource only the new document has.
            case resourceAdded
            /// A resource only the old document has.
            case resourceRemoved
            /// A resource with the same kind, name and catalog whose content changed.
            case resourceChanged
            /// A header attribute that is not noise (`useAutolayout`, `initialViewController`, …).
            case headerChanged
        }

        init(
            _ kind: Kind, object: ObjectSummary? = nil, oldParent: ObjectSummary? = nil,
            newParent: ObjectSummary? = nil, connection: ConnectionSummary? = nil,
            oldConnection: ConnectionSummary? = nil, resource: ResourceSummary? = nil,
            properties: [PropertyChange] = [], geometry: [PropertyChange] = []
        ) {
            self.kind = kind
            self.object = object
            self.oldParent = oldParent
            self.newParent = newParent
            self.connection = connection
            self.oldConnection = oldConnection
            self.resource = resource
            self.properties = properties
            self.geometry = geometry
        }
    }

    /// An attribute or property of an object, before and after.
    ///
    /// `path` names it: `title` for an attribute, `rect[frame].width` for an attribute of a
    /// property element, `string[title]` for a property element's text, `runtime:layer.cornerRadius`
    /// for a user-defined runtime attribute. `nil` means absent.
    public struct PropertyChange: Sendable, Hashable, Encodable {
        /// What changed.
        public var path: String
        /// The value before, or `nil` when it was absent.
        public var old: String?
        /// The value after, or `nil` when it is absent.
        public var new: String?

        /// Creates a change of one attribute or property.
        public init(path: String, old: String?, new: String?) {
            self.path = path
            self.old = old
            self.new = new
        }
    }

    /// An object, named the way people recognise it.
    public struct ObjectSummary: Sendable, Hashable, Encodable {
        /// The object's id.
        public var id: String
        /// The element (`button`, `window`).
        public var element: String
        /// The class the loader would create (the custom class when set).
        public var className: String
        /// A name to show: the user label, title, text or placeholder role, when there is one.
        public var label: String?
        /// The line of the object in its document (the new one, or the old one when removed).
        public var line: Int

        init(_ object: NibObject) {
            id = object.id.rawValue
            element = object.element
            className = object.className
            label = Self.label(of: object)
            line = object.location.line
        }

        static func label(of object: NibObject) -> String? {
            switch object.placeholderRole {
            case .filesOwner: return "File's Owner"
            case .firstResponder: return "First Responder"
            case .application: return "Application"
            case .exit: return "Exit"
            default: break
            }
            for name in ["userLabel", "title", "text", "label", "placeholder", "placeholderString", "storyboardName"] {
                if let value = object[attribute: name], !value.isEmpty { return value }
            }
            if let title = object.property(forKey: "title"), !title.text.isEmpty { return title.text }
            return nil
        }
    }

    /// A connection, with its source and destination named.
    public struct ConnectionSummary: Sendable, Hashable, Encodable {
        /// The connection element's id.
        public var id: String?
        /// `outlet`, `outletCollection`, `action`, `binding`, `segue`, or another element name.
        public var kind: String
        /// The object whose `<connections>` holds it.
        public var source: ObjectSummary
        /// The outlet's property, action's selector, binding's name or segue's identifier.
        public var label: String?
        /// The destination or target, when it names an object of the document.
        public var destination: ObjectSummary?
        /// The destination id as written (kept when it names no object).
        public var destinationID: String?
        /// The remaining attributes that matter: a binding's key path, an action's event type,
        /// a segue's kind, in `name=value` form.
        public var details: [String]
        /// The line of the connection element.
        public var line: Int
    }

    /// A resource by what identifies it: kind, name and catalog.
    ///
    /// A document may name the same image twice, from the system catalog and from the app
    /// (`<image name="star" catalog="system"/>` and `<image name="star"/>`): they are two
    /// resources. Two resources that agree in all three are told apart by ``occurrence``.
    public struct ResourceSummary: Sendable, Hashable, Encodable {
        /// `image`, `sound`, `namedColor` or `systemColor`.
        public var kind: String
        /// The resource's name.
        public var name: String
        /// The catalog it comes from (`system`), or `nil` for the app's own.
        public var catalog: String?
        /// Which of the resources with the same kind, name and catalog it is, from 0 (a document
        /// written by Xcode has one of each; not in the JSON).
        public var occurrence: Int
        /// The line of its element.
        public var line: Int

        /// How the resource is shown: `image "star"`, `image "star" (catalog system)`.
        public var displayName: String {
            var text = "\(kind) \"\(name)\""
            if let catalog { text += " (catalog \(catalog))" }
            if occurrence > 0 { text += " #\(occurrence + 1)" }
            return text
        }

    }
}
