import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One of nibdump's read-only views of a document.
package enum NibView: String, CaseIterable, Sendable {
    /// The object tree.
    case hierarchy
    /// Every object, one record each.
    case objects
    /// How many objects of each class.
    case classes
    /// The outlets, actions, bindings and segues.
    case connections
    /// The images, sounds and colors named.
    case resources
    /// The header and counts.
    case info
}

/// The JSON of one or more views (`nibdump hierarchy --format json`, or several ibtool-style
/// views at once): one object with `serializationVersion`, one key per view and `errors`.
///
/// Each view's value is `{"documents": [{"file", …}]}` with what that view shows of each
/// document (`classes` adds `total`, the counts over every document). docs/nibdump.md documents the
/// fields; version 1 adds fields, never renames or removes one, and writes `null` rather than
/// leaving an optional field out.
package struct NibViewsJSON: Sendable {
    /// The views, in the order asked for.
    package var views: [NibView]
    /// The documents that were read.
    package var documents: [NibDocument]
    /// The inputs that could not be read.
    package var errors: [NibParseError]
    /// For `hierarchy`: ``DumpOptions/omitConstraints`` leaves constraints out.
    package var options: DumpOptions
    /// For `hierarchy`: how many levels to include (1: the top-level objects); `nil` for all.
    package var maxDepth: Int?

    /// Creates the JSON of some views of some documents.
    package init(
        views: [NibView], documents: [NibDocument], errors: [NibParseError], options: DumpOptions = .default,
        maxDepth: Int? = nil
    ) {
        self.views = views
        self.documents = documents
        self.errors = errors
        self.options = options
        self.maxDepth = maxDepth
    }

    /// Encodes the views as pretty-printed JSON with sorted keys.
    ///
    /// - Throws: `EncodingError` if a value cannot be encoded.
    package func jsonData() throws -> Data {
        var root: [String: JSONValue] = [
            "serializationVersion": .number(1),
            "errors": .encoded(errors.map(NibDumpV1.ErrorRecord.init)),
        ]
        for view in views {
            var value: [String: JSONValue] = ["documents": .array(documents.map { record(view, of: $0) })]
            if view == .classes {
                value["total"] = .array(ClassCount.total(documents.map { $0.classCounts() }).map(Self.record))
            }
            root[view.rawValue] = .object(value)
        }
        return try DeterministicJSON.data(JSONValue.object(root))
    }

    private func record(_ view: NibView, of document: NibDocument) -> JSONValue {
        var record: [String: JSONValue] = ["file": .string(document.file)]
        switch view {
        case .hierarchy:
            record["kind"] = .string(document.kind.rawValue)
            record["platform"] = .optional(document.platform?.rawValue)
            var builder = HierarchyJSON(document: document, options: options, maxDepth: maxDepth)
            document.walk(&builder)
            record["roots"] = .array(builder.roots)
        case .objects:
            record["objects"] = .encoded(document.objects.map(NibDumpV1.Object.init))
        case .classes:
            record["classes"] = .array(document.classCounts().map(Self.record))
        case .connections:
            record["connections"] = .encoded(document.connections.map(NibDumpV1.ConnectionRecord.init))
        case .resources:
            record["resources"] = .encoded(document.resources.map(NibDumpV1.ResourceRecord.init))
        case .info:
            Self.addInfo(of: document, to: &record)
        }
        return .object(record)
    }

    private static func record(_ count: ClassCount) -> JSONValue {
        .object(["class": .string(count.className), "count": .number(count.count), "custom": .bool(count.isCustom)])
    }

    private static func addInfo(of document: NibDocument, to record: inout [String: JSONValue]) {
        let header = document.header
        record["kind"] = .string(document.kind.rawValue)
        record["platform"] = .optional(document.platform?.rawValue)
        record["header"] = .object(
            Dictionary(header.attributes.map { ($0.name, .string($0.value)) }, uniquingKeysWith: { first, _ in first }))
        record["device"] =
            header.device.map { device in
                .object([
                    "id": .optional(device.id), "orientation": .optional(device.orientation),
                    "adaptation": .optional(device.adaptation),
                ])
            } ?? .null
        record["dependencies"] = .array(
            header.dependencies.map { dependency in
                .object([
                    "element": .string(dependency.element), "identifier": .optional(dependency.identifier),
                    "version": .optional(dependency.version),
                ])
            })
        record["counts"] = .object([
            "objects": .number(document.objects.count), "placeholders": .number(document.placeholderIDs.count),
            "topLevelObjects": .number(document.topLevelObjectIDs.count), "scenes": .number(document.scenes.count),
            "connections": .number(document.connections.count), "resources": .number(document.resources.count),
        ])
        record["unrecognised"] = .array(
            document.coverage.unknownElements.map {
                .object(["element": .string($0.element), "count": .number($0.count)])
            }
        )
    }
}

/// Builds the `hierarchy` view's tree of nodes while the document is walked.
private struct HierarchyJSON: NibVisitor {
    let document: NibDocument
    let options: DumpOptions
    let maxDepth: Int?
    private(set) var roots: [JSONValue] = []
    /// The nodes being built, outermost first, with the children collected so far.
    private var open: [(fields: [String: JSONValue], children: [JSONValue])] = []

    init(document: NibDocument, options: DumpOptions, maxDepth: Int?) {
        self.document = document
        self.options = options
        self.maxDepth = maxDepth
    }

    mutating func visitObject(_ object: NibObject, depth: Int) -> NibVisitAction {
        guard depth == open.count, NibDocument.hierarchyShows(object, options: options) else { return .skipChildren }
        let fields: [String: JSONValue] = [
            "id": .string(object.id.rawValue), "element": .string(object.element),
            "class": .string(object.qualifiedClassName), "key": .optional(object.key),
            "label": .optional(object.displayLabel), "placeholderRole": .optional(object.placeholderRole?.name),
            "scene": .optional(object.sceneID), "line": .number(object.location.line),
        ]
        let visible = document.hierarchyVisibleChildCount(of: object, options: options)
        if let maxDepth, depth + 1 >= maxDepth {
            var node = fields
            node["children"] = .array([])
            node["omittedChildren"] = .number(visible)
            add(.object(node))
            return .skipChildren
        }
        open.append((fields, []))
        return .visitChildren
    }

    mutating func didVisitObject(_ object: NibObject, depth: Int) {
        guard depth == open.count - 1, let last = open.popLast() else { return }
        var node = last.fields
        node["children"] = .array(last.children)
        node["omittedChildren"] = .number(0)
        add(.object(node))
    }

    private mutating func add(_ node: JSONValue) {
        if open.isEmpty {
            roots.append(node)
        } else {
            open[open.count - 1].children.append(node)
        }
    }
}

/// A JSON value built in code, for records whose keys are chosen at run time.
enum JSONValue: Encodable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    /// A value with its own `Encodable` conformance.
    case encoded(any Encodable & Sendable)

    /// A string, or `null`.
    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let fields):
            var container = encoder.container(keyedBy: Key.self)
            for (name, value) in fields { try container.encode(value, forKey: Key(stringValue: name)) }
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .encoded(let value):
            try value.encode(to: encoder)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }
}
