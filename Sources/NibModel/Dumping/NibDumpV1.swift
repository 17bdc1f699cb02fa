#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The versioned JSON shape of `nibdump dump --format json`, which other tools rely on.
///
/// Version 1 guarantees the fields documented in docs/nibdump.md; fields may be added, never
/// renamed or removed, without a new ``serializationVersion``. Optional fields are written
/// as `null` rather than left out, so every documented key is always present.
public struct NibDumpV1: Codable, Sendable, Hashable {
    /// Always 1 for this shape.
    public var serializationVersion: Int = 1
    /// The documents that were read.
    public var documents: [Document]
    /// The inputs that could not be read, with their locations.
    public var errors: [ErrorRecord]

    /// Creates a dump of some documents and errors.
    public init(documents: [NibDocument], errors: [NibParseError]) {
        self.documents = documents.map(Document.init)
        self.errors = errors.map(ErrorRecord.init)
    }

    /// Encodes the dump as pretty-printed JSON with sorted keys: the same input always gives
    /// the same bytes.
    ///
    /// - Throws: `EncodingError` if a value cannot be encoded.
    public func jsonData() throws -> Data {
        try DeterministicJSON.data(self)
    }

    /// One document.
    public struct Document: Codable, Sendable, Hashable {
        /// The path or name the document or error belongs to.
        public var file: String
        /// The kind: see the type's documentation for the values.
        public var kind: String
        /// `appKit`, `uiKit`, `tvOS`, `watchOS`, or `null` when the document does not say.
        public var platform: String?
        /// The root's `type` attribute.
        public var type: String?
        /// The root's `toolsVersion` attribute.
        public var toolsVersion: String?
        /// The root's `targetRuntime` attribute.
        public var targetRuntime: String?
        /// The format read: `xml`, `legacyXIB`, `nibArchive`, `binaryKeyedArchive`,
        /// `xmlKeyedArchive` or `compiledStoryboard` (``DocumentFormat/identifier``).
        public var format: String
        /// The placeholders, in document order.
        public var placeholders: [Placeholder]
        /// The ids of the top-level objects, in document order.
        public var topLevelObjects: [String]
        /// The storyboard scenes (empty for a xib).
        public var scenes: [SceneRecord]
        /// Every object, placeholders included, in document order.
        public var objects: [Object]
        /// The outlets, outlet collections, actions, bindings and segues, in document order.
        public var connections: [ConnectionRecord]
        /// Connection elements outside the five kinds (e.g. `accessibilityConnection`).
        public var otherConnections: [ConnectionRecord]
        /// The entries of `<resources>`.
        public var resources: [ResourceRecord]
        /// Ids used by more than one element.
        public var duplicateIDs: [String]

        /// The record of `document`, as `nibdump dump --format json` writes it.
        public init(_ document: NibDocument) {
            file = document.file
            kind = document.kind.rawValue
            platform = document.platform?.rawValue
            let header = document.header
            type = header.type
            toolsVersion = header.toolsVersion
            targetRuntime = header.targetRuntime
            format = document.format.identifier
            placeholders = document.placeholders.map(Placeholder.init)
            topLevelObjects = document.topLevelObjectIDs.map(\.rawValue)
            scenes = document.scenes.map(SceneRecord.init)
            objects = document.objects.map(Object.init)
            let records = document.connections.map(ConnectionRecord.init)
            let typed: Set<String> = ["outlet", "outletCollection", "action", "binding", "segue"]
            connections = records.filter { typed.contains($0.kind) }
            otherConnections = records.filter { !typed.contains($0.kind) }
            resources = document.resources.map(ResourceRecord.init)
            duplicateIDs = document.duplicateIDs.map(\.id.rawValue)
        }

        private enum CodingKeys: String, CodingKey {
            case file, kind, platform, type, toolsVersion, targetRuntime, format, placeholders, topLevelObjects
            case scenes, objects, connections, otherConnections, resources, duplicateIDs
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(kind, forKey: .kind)
            try container.encode(platform, forKey: .platform)
            try container.encode(type, forKey: .type)
            try container.encode(toolsVersion, forKey: .toolsVersion)
            try container.encode(targetRuntime, forKey: .targetRuntime)
            try container.encode(format, forKey: .format)
            try container.encode(placeholders, forKey: .placeholders)
            try container.encode(topLevelObjects, forKey: .topLevelObjects)
            try container.encode(scenes, forKey: .scenes)
            try container.encode(objects, forKey: .objects)
            try container.encode(connections, forKey: .connections)
            try container.encode(otherConnections, forKey: .otherConnections)
            try container.encode(resources, forKey: .resources)
            try container.encode(duplicateIDs, forKey: .duplicateIDs)
        }
    }

    /// A placeholder: `role` is `filesOwner|firstResponder|application|custom|exit|storyboardReference`.
    public struct Placeholder: Codable, Sendable, Hashable {
        /// The element's `id`.
        public var id: String
        /// The placeholder's role.
        public var role: String
        /// The class the loader would use (custom class or standard class).
        public var `class`: String
        /// The element name.
        public var element: String
        /// The external object's name (custom placeholders) or referenced storyboard.
        public var name: String?
        /// The scene that holds it, in storyboards.
        public var scene: String?

        /// The record of `object`, as `nibdump dump --format json` writes it.
        public init(_ object: NibObject) {
            id = object.id.rawValue
            role = object.placeholderRole?.name ?? "custom"
            `class` = object.qualifiedClassName
            element = object.element
            switch object.placeholderRole {
            case .custom(let name): self.name = name
            case .storyboardReference(let storyboard, _): self.name = storyboard
            default: self.name = nil
            }
            scene = object.sceneID
        }

        private enum CodingKeys: String, CodingKey { case id, role, `class`, element, name, scene }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(role, forKey: .role)
            try container.encode(`class`, forKey: .class)
            try container.encode(element, forKey: .element)
            try container.encode(name, forKey: .name)
            try container.encode(scene, forKey: .scene)
        }
    }

    /// A storyboard scene.
    public struct SceneRecord: Codable, Sendable, Hashable {
        /// The scene's `sceneID`.
        public var sceneID: String
        /// The placeholders, in document order.
        public var placeholders: [String]
        /// The ids of the top-level objects, in document order.
        public var topLevelObjects: [String]
        /// The 1-based line of the element's start tag.
        public var line: Int

        /// The record of `scene`, as `nibdump dump --format json` writes it.
        public init(_ scene: Scene) {
            sceneID = scene.id
            placeholders = scene.placeholders.map(\.rawValue)
            topLevelObjects = scene.topLevelObjects.map(\.rawValue)
            line = scene.location.line
        }
    }

    /// An object.
    public struct Object: Codable, Sendable, Hashable {
        /// The element's `id`.
        public var id: String
        /// The element name.
        public var element: String
        /// The class the loader would use (custom class or standard class).
        public var `class`: String
        /// `customClass=`, or `null`.
        public var customClass: String?
        /// `customModule=`, or `null`.
        public var customModule: String?
        /// `customModuleProvider=`, or `null`.
        public var customModuleProvider: String?
        /// The parent property it fills (`key=`), or `null`.
        public var key: String?
        /// `userLabel=`, or `null`.
        public var userLabel: String?
        /// The id of the enclosing object, or `null` at the top level.
        public var parent: String?
        /// The placeholder role, or `null` for an ordinary object.
        public var placeholderRole: String?
        /// The 1-based line of the element's start tag.
        public var line: Int
        /// The 1-based column, when known.
        public var column: Int?
        /// The user-defined runtime attributes, typed, in document order.
        public var runtimeAttributes: [RuntimeAttributeRecord]

        /// The record of `object`, as `nibdump dump --format json` writes it.
        public init(_ object: NibObject) {
            id = object.id.rawValue
            element = object.element
            `class` = object.className
            customClass = object.customClass
            customModule = object.customModule
            customModuleProvider = object.customModuleProvider
            key = object.key
            userLabel = object.userLabel
            parent = object.parent?.rawValue
            placeholderRole = object.placeholderRole?.name
            line = object.location.line
            column = object.location.column
            runtimeAttributes = object.runtimeAttributes.map(RuntimeAttributeRecord.init)
        }

        private enum CodingKeys: String, CodingKey {
            case id, element, `class`, customClass, customModule, customModuleProvider, key, userLabel
            case parent, placeholderRole, line, column, runtimeAttributes
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(element, forKey: .element)
            try container.encode(`class`, forKey: .class)
            try container.encode(customClass, forKey: .customClass)
            try container.encode(customModule, forKey: .customModule)
            try container.encode(customModuleProvider, forKey: .customModuleProvider)
            try container.encode(key, forKey: .key)
            try container.encode(userLabel, forKey: .userLabel)
            try container.encode(parent, forKey: .parent)
            try container.encode(placeholderRole, forKey: .placeholderRole)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(runtimeAttributes, forKey: .runtimeAttributes)
        }
    }

    /// A connection: `kind` is `outlet|outletCollection|action|binding|segue`; `label` is
    /// the outlet's property, the action's selector, the binding's name or the segue's
    /// identifier; an action's `destination` is its target. The kind's own fields (a binding's
    /// `keyPath` and `options`, a segue's `segueKind` and `relationship`, an action's
    /// `eventType` and `trigger`) are `null` on the other kinds.
    public struct ConnectionRecord: Codable, Sendable, Hashable {
        /// The element's `id`.
        public var id: String?
        /// The kind: see the type's documentation for the values.
        public var kind: String
        /// The id of the object whose `<connections>` holds it.
        public var source: String
        /// The id it points at; an action's target.
        public var destination: String?
        /// The property, selector, binding name or segue identifier.
        public var label: String?
        /// The 1-based line of the element's start tag.
        public var line: Int
        /// Every attribute of the connection element, verbatim.
        public var attributes: [String: String]
        /// A binding's key path on its destination.
        public var keyPath: String?
        /// A binding's options, in document order.
        public var options: [BindingOptionRecord]?
        /// A segue's kind (`show`, `relationship`, `embed`, `unwind`, …).
        public var segueKind: String?
        /// A relationship segue's relationship (`rootViewController`, …).
        public var relationship: String?
        /// An action's control event (UIKit's `touchUpInside`, …).
        public var eventType: String?
        /// An action's auxiliary trigger (AppKit's `doubleAction`).
        public var trigger: String?

        /// The record of `connection`, as `nibdump dump --format json` writes it.
        public init(_ connection: Connection) {
            id = connection.id?.rawValue
            kind = connection.kindName
            source = connection.source.rawValue
            destination = connection.destination?.rawValue
            label = connection.label
            line = connection.location.line
            attributes = Dictionary(connection.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            switch connection.kind {
            case .binding(let binding):
                keyPath = binding.keyPath
                options = binding.options.map(BindingOptionRecord.init)
            case .segue(let segue):
                segueKind = segue.kind
                relationship = segue.relationship
            case .action(let action):
                eventType = action.eventType
                trigger = action.trigger
            case .outlet, .outletCollection, .other:
                break
            }
        }

        private enum CodingKeys: String, CodingKey {
            case id, kind, source, destination, label, line, attributes
            case keyPath, options, segueKind, relationship, eventType, trigger
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(kind, forKey: .kind)
            try container.encode(source, forKey: .source)
            try container.encode(destination, forKey: .destination)
            try container.encode(label, forKey: .label)
            try container.encode(line, forKey: .line)
            try container.encode(attributes, forKey: .attributes)
            try container.encode(keyPath, forKey: .keyPath)
            try container.encode(options, forKey: .options)
            try container.encode(segueKind, forKey: .segueKind)
            try container.encode(relationship, forKey: .relationship)
            try container.encode(eventType, forKey: .eventType)
            try container.encode(trigger, forKey: .trigger)
        }
    }

    /// One entry of a binding's options: `type` is the value element's name (`bool`,
    /// `integer`, `string`, `nil`, …), `value` the value as written.
    public struct BindingOptionRecord: Codable, Sendable, Hashable {
        /// The option's name (`NSConditionallySetsEnabled`, …).
        public var key: String
        /// The value element's name.
        public var type: String
        /// The value as written, or `null`.
        public var value: String?

        /// The record of `option`, as `nibdump dump --format json` writes it.
        public init(_ option: Connection.BindingOption) {
            key = option.key
            type = option.type
            value = option.value
        }

        private enum CodingKeys: String, CodingKey { case key, type, value }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(type, forKey: .type)
            try container.encode(value, forKey: .value)
        }
    }

    /// A resource: `kind` is `image|sound|namedColor|systemColor` (or another element's name).
    public struct ResourceRecord: Codable, Sendable, Hashable {
        /// The kind: see the type's documentation for the values.
        public var kind: String
        /// The name.
        public var name: String
        /// The 1-based line of the element's start tag.
        public var line: Int

        /// The record of `resource`, as `nibdump dump --format json` writes it.
        public init(_ resource: Resource) {
            kind = resource.kindName
            name = resource.name
            line = resource.location.line
        }
    }

    /// An input that could not be read.
    public struct ErrorRecord: Codable, Sendable, Hashable {
        /// The path or name the document or error belongs to.
        public var file: String
        /// The 1-based line of the element's start tag.
        public var line: Int
        /// The 1-based column, when known.
        public var column: Int?
        /// What went wrong, in a sentence.
        public var message: String

        /// The record of `error`, as `nibdump dump --format json` writes it.
        public init(_ error: NibParseError) {
            file = error.location.file
            line = error.location.line
            column = error.location.column
            message = error.message
        }

        private enum CodingKeys: String, CodingKey { case file, line, column, message }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(message, forKey: .message)
        }
    }
}
