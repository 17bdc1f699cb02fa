import NibModel

/// A document's object graph in Graphviz's DOT language: the object hierarchy as a tree,
/// connections as labelled edges, placeholders set apart; storyboard scenes as clusters.
///
/// Graphviz lays the graph out (`dot -Tsvg`); swift-nib only describes it. Constraints and
/// layout guides are left out of the tree, which they would crowd.
///
/// ```swift
/// let dot = ObjectGraph(kinds: [.outlets, .actions]).dot(for: document)
/// ```
public struct ObjectGraph: Sendable {
    /// The kinds of connection drawn as edges.
    public enum ConnectionKind: String, Sendable, Hashable, CaseIterable {
        /// Outlets and outlet collections.
        case outlets
        /// Target–action connections.
        case actions
        /// Cocoa bindings.
        case bindings
        /// Storyboard segues.
        case segues
    }

    /// The connection kinds drawn; all of them unless set.
    public var kinds: Set<ConnectionKind>

    /// Creates a graph description drawing the given connection kinds.
    public init(kinds: Set<ConnectionKind> = Set(ConnectionKind.allCases)) {
        self.kinds = kinds
    }

    static let skippedElements: Set<String> = ["constraint", "viewLayoutGuide", "layoutGuide", "userLayoutGuide"]

    /// The DOT text; the same document always gives the same bytes.
    public func dot(for document: NibDocument) -> String {
        var lines: [String] = []
        let name = document.file.split(separator: "/").last.map(String.init) ?? document.file
        lines.append("digraph \(Self.quote(name)) {")
        lines.append("  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, nodesep=0.2, ranksep=0.5];")
        lines.append(
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", color=\"#8a8f98\", fontname=\"Helvetica\", fontsize=10];"
        )
        lines.append("  edge [fontname=\"Helvetica\", fontsize=9];")
        var drawn = Set<ObjectID>()
        if document.kind == .storyboard, !document.scenes.isEmpty {
            for (index, scene) in document.scenes.enumerated() {
                lines.append("  subgraph cluster_scene\(index) {")
                lines.append(
                    "    label=\(Self.quote(sceneLabel(scene, document))); style=\"rounded\"; color=\"#b0b0b6\";")
                for id in scene.placeholders {
                    if let object = document[id] { lines.append("    " + node(object, &drawn)) }
                }
                for id in scene.topLevelObjects { tree(id, document, indent: "    ", &lines, &drawn) }
                lines.append("  }")
            }
        } else {
            lines.append("  subgraph cluster_placeholders {")
            lines.append("    label=\"Placeholders\"; style=\"dashed\"; color=\"#8a8f98\";")
            for object in document.placeholders { lines.append("    " + node(object, &drawn)) }
            lines.append("  }")
            for object in document.topLevelObjects { tree(object.id, document, indent: "  ", &lines, &drawn) }
        }
        for connection in document.connections {
            guard let edge = edge(connection, drawn: drawn) else { continue }
            lines.append("  " + edge)
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func sceneLabel(_ scene: Scene, _ document: NibDocument) -> String {
        guard let controller = scene.topLevelObjects.first.flatMap({ document[$0] }) else { return scene.id }
        return WireframeBuilder(document: document).sceneTitle(controller)
    }

    private func tree(
        _ id: ObjectID, _ document: NibDocument, indent: String, _ lines: inout [String], _ drawn: inout Set<ObjectID>
    ) {
        guard let object = document[id], !Self.skippedElements.contains(object.element), !drawn.contains(id) else {
            return
        }
        lines.append(indent + node(object, &drawn))
        for child in object.children {
            guard let element = document[child]?.element, !Self.skippedElements.contains(element) else { continue }
            tree(child, document, indent: indent, &lines, &drawn)
            lines.append(
                indent
                    + "\(Self.quote(id.rawValue)) -> \(Self.quote(child.rawValue)) [color=\"#c4c7cc\", arrowhead=none];"
            )
        }
    }

    private func node(_ object: NibObject, _ drawn: inout Set<ObjectID>) -> String {
        drawn.insert(object.id)
        let label: String
        if let name = object.userLabel ?? object[attribute: "title"] ?? object[attribute: "text"], !name.isEmpty {
            label =
                Self.escape(object.className) + "\\n“" + Self.escape(String(name.prefix(40))) + "”\\n"
                + Self.escape(object.id.rawValue)
        } else {
            label = Self.escape(object.className) + "\\n" + Self.escape(object.id.rawValue)
        }
        if let role = object.placeholderRole {
            let roleLine = object.userLabel == nil ? Self.escape(role.name) + "\\n" : ""
            return
                "\(Self.quote(object.id.rawValue)) [label=\"\(roleLine)\(label)\", shape=ellipse, style=\"dashed,filled\", fillcolor=\"#f1f3f5\"];"
        }
        return "\(Self.quote(object.id.rawValue)) [label=\"\(label)\"];"
    }

    private func edge(_ connection: Connection, drawn: Set<ObjectID>) -> String? {
        let color: String
        let label: String
        let style: String
        switch connection.kind {
        case .outlet(let outlet):
            guard kinds.contains(.outlets) else { return nil }
            (color, label, style) = ("#0a66d8", outlet.property, "solid")
        case .outletCollection(let outlet):
            guard kinds.contains(.outlets) else { return nil }
            (color, label, style) = ("#0a66d8", outlet.property + "[]", "solid")
        case .action(let action):
            guard kinds.contains(.actions) else { return nil }
            (color, label, style) = ("#2b8a3e", action.selector, "solid")
        case .binding(let binding):
            guard kinds.contains(.bindings) else { return nil }
            (color, label, style) = ("#7048e8", "\(binding.name) → \(binding.keyPath)", "dashed")
        case .segue(let segue):
            guard kinds.contains(.segues) else { return nil }
            let name =
                segue.relationship ?? segue.identifier.map { "\(segue.kind ?? "segue"): \($0)" } ?? segue.kind
                ?? "segue"
            (color, label, style) = ("#d9480f", name, segue.kind == "relationship" ? "bold" : "dashed")
        case .other:
            return nil
        }
        guard let destination = connection.destination, drawn.contains(connection.source), drawn.contains(destination)
        else { return nil }
        return
            "\(Self.quote(connection.source.rawValue)) -> \(Self.quote(destination.rawValue)) [label=\(Self.quote(label)), color=\"\(color)\", fontcolor=\"\(color)\", style=\(style), constraint=false];"
    }

    /// A DOT string literal.
    static func quote(_ value: String) -> String { "\"" + escape(value) + "\"" }

    /// Escapes backslashes, quotes and line breaks for a DOT string.
    static func escape(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }
}
