extension NibDocument {
    /// The object tree drawn with `├─ └─ │`, one object a line: element, class, id, label,
    /// line. Storyboards are grouped by scene.
    ///
    /// - Parameter options: What to print beside each object.
    /// - Returns: The text, ending in a newline.
    public func hierarchyDescription(options: DumpOptions = .default) -> String {
        var dumper = HierarchyDumper(options: options)
        dumper.remaining = [objects.lazy.filter { $0.parent == nil }.count]
        dumper.output = "\(file) (\(kind.rawValue), \(platform?.rawValue ?? "unknown platform"))\n"
        walk(&dumper)
        return dumper.output
    }

    /// One line an object: id, element, class, parent, line.
    public func objectsDescription() -> String {
        var rows = [["ID", "ELEMENT", "CLASS", "PARENT", "LINE"]]
        for object in objects {
            rows.append([
                object.id.rawValue, object.element, object.qualifiedClassName,
                object.parent?.rawValue ?? (object.placeholderRole.map { "(\($0.name))" } ?? "-"),
                String(object.location.line),
            ])
        }
        return Self.table(rows)
    }

    /// Each class and how many objects have it, most frequent first; custom classes show
    /// their module.
    public func classesDescription() -> String {
        var counts: [String: Int] = [:]
        var custom: Set<String> = []
        for object in objects {
            counts[object.qualifiedClassName, default: 0] += 1
            if object.customClass != nil { custom.insert(object.qualifiedClassName) }
        }
        let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        var rows = [["COUNT", "CLASS", ""]]
        for (name, count) in sorted {
            rows.append([String(count), name, custom.contains(name) ? "custom" : ""])
        }
        return Self.table(rows)
    }

    /// One line a connection: kind, source, label, destination, line.
    public func connectionsDescription() -> String {
        var rows = [["KIND", "SOURCE", "LABEL", "DESTINATION", "LINE"]]
        for connection in connections {
            rows.append([
                connection.kindName, describe(connection.source), connection.label ?? "-",
                connection.destination.map(describe) ?? "-", String(connection.location.line),
            ])
        }
        return Self.table(rows)
    }

    /// One line a resource: kind, name, details.
    public func resourcesDescription() -> String {
        var rows = [["KIND", "NAME", "DETAILS", "LINE"]]
        for resource in resources {
            var details: [String] = []
            switch resource.kind {
            case .image(let catalog, let size):
                if let catalog { details.append("catalog=\(catalog)") }
                if let size { details.append("\(Self.number(size.width))x\(Self.number(size.height))") }
            case .namedColor(let color), .systemColor(let color):
                if let color { details.append(Self.describe(color)) }
            case .sound, .other:
                break
            }
            rows.append([
                resource.kindName, resource.name, details.joined(separator: " "), String(resource.location.line),
            ])
        }
        return Self.table(rows)
    }

    /// The header: format, platform, versions and flags.
    public func infoDescription() -> String {
        var rows: [[String]] = [
            ["file", file], ["kind", kind.rawValue], ["platform", platform?.rawValue ?? "unknown"],
        ]
        for attribute in header.attributes {
            rows.append([attribute.name, attribute.value])
        }
        if let device = header.device {
            rows.append([
                "device", [device.id, device.orientation, device.adaptation].compactMap { $0 }.joined(separator: " "),
            ])
        }
        for dependency in header.dependencies {
            rows.append([
                dependency.element,
                [dependency.identifier, dependency.version].compactMap { $0 }.joined(separator: " "),
            ])
        }
        rows.append(["objects", String(objects.count)])
        rows.append(["placeholders", String(placeholderIDs.count)])
        rows.append(["topLevelObjects", String(topLevelObjectIDs.count)])
        if kind == .storyboard { rows.append(["scenes", String(scenes.count)]) }
        rows.append(["connections", String(connections.count)])
        rows.append(["resources", String(resources.count)])
        let coverage = coverage
        rows.append([
            "unrecognised",
            coverage.isComplete
                ? "none"
                : coverage.unknownElements.map { "\($0.element)×\($0.count)" }.joined(separator: " "),
        ])
        return Self.table(rows)
    }

    /// `id (Class)` or `id (File's Owner)` for an object reference.
    func describe(_ id: ObjectID) -> String {
        guard let object = object(withID: id) else { return "\(id) (missing)" }
        if let role = object.placeholderRole { return "\(id) (\(role.displayName))" }
        return "\(id) (\(object.qualifiedClassName))"
    }

    static func table(_ rows: [[String]]) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var text = ""
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                line += column == row.count - 1 ? cell : cell.padded(to: widths[column] + 2)
            }
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }

    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func describe(_ color: NibColor) -> String {
        if let name = color.name { return [color.catalog, name].compactMap { $0 }.joined(separator: "/") }
        if let system = color.systemColor { return "system/\(system)" }
        let parts: [(String, Double?)] = [
            ("r", color.red), ("g", color.green), ("b", color.blue), ("w", color.white), ("a", color.alpha),
        ]
        let components = parts.compactMap { name, value in value.map { "\(name)=\(number($0))" } }
        return (components + [color.customColorSpace ?? color.colorSpace].compactMap { $0 }).joined(separator: " ")
    }
}

extension PlaceholderRole {
    /// The name Interface Builder shows for the role.
    public var displayName: String {
        switch self {
        case .filesOwner: "File's Owner"
        case .firstResponder: "First Responder"
        case .application: "Application"
        case .custom(let name): "placeholder \(name)"
        case .exit: "Exit"
        case .storyboardReference(let storyboard, let identifier):
            "reference to \([storyboard, identifier].compactMap { $0 }.joined(separator: ":"))"
        }
    }
}

/// Draws the object tree for ``NibDocument/hierarchyDescription(options:)``.
struct HierarchyDumper: NibVisitor {
    let options: DumpOptions
    var output = ""
    /// For each depth on the current path, how many siblings are still to be drawn.
    var remaining: [Int] = []
    private var indent = ""

    init(options: DumpOptions) {
        self.options = options
    }

    mutating func visitScene(_ scene: Scene) {
        indent = "  "
        output += "scene \(scene.id)"
        if options.contains(.printLocations) { output += " line \(scene.location.line)" }
        output += "\n"
        remaining = [scene.placeholders.count + scene.topLevelObjects.count]
    }

    mutating func visitObject(_ object: NibObject, depth: Int) -> NibVisitAction {
        guard depth < remaining.count else { return .skipChildren }
        remaining[depth] -= 1
        var line = indent
        for level in 0..<depth {
            line += remaining[level] > 0 ? "│  " : "   "
        }
        line += remaining[depth] > 0 ? "├─ " : "└─ "
        line += object.element + " " + object.qualifiedClassName
        if options.contains(.printIDs) { line += " id=\(object.id)" }
        if let role = object.placeholderRole { line += " [\(role.displayName)]" }
        if let key = object.key { line += " key=\(key)" }
        if let label = object.displayLabel { line += " \"\(label)\"" }
        if options.contains(.printLocations) { line += " line \(object.location.line)" }
        output += line + "\n"
        remaining.append(object.children.count)
        return .visitChildren
    }

    mutating func didVisitObject(_ object: NibObject, depth: Int) {
        remaining.removeSubrange(min(depth + 1, remaining.count)...)
    }
}

extension NibObject {
    /// A short human label: `userLabel`, else `title`, `text`, `identifier` or `placeholder`.
    public var displayLabel: String? {
        for name in ["userLabel", "title", "text", "identifier", "placeholder"] {
            if let value = self[attribute: name], !value.isEmpty { return value }
        }
        return nil
    }
}
