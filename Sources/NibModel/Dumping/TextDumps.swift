extension NibDocument {
    /// The object tree drawn with `├─ └─ │`, one object a line: element, class, id, label,
    /// line. Storyboards are grouped by scene.
    ///
    /// - Parameters:
    ///   - options: What to print beside each object, and whether to leave constraints out.
    ///   - maxDepth: How many levels to draw (1: the top-level objects only); `nil` for all.
    /// - Returns: The text, ending in a newline.
    public func hierarchyDescription(options: DumpOptions = .default, maxDepth: Int? = nil) -> String {
        var dumper = HierarchyDumper(document: self, options: options, maxDepth: maxDepth)
        dumper.remaining = [
            objects.lazy.filter { $0.parent == nil && HierarchyDumper.shows($0, options: options) }.count
        ]
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
                object.location.place,
            ])
        }
        return Self.table(rows)
    }

    /// Each class and how many objects have it, most frequent first; `custom` marks a class
    /// the app defines (see ``NibObject/hasAppDefinedClass``).
    public func classesDescription() -> String {
        Self.table(Self.classRows(classCounts()))
    }

    /// The class counts of several documents added up, as ``classesDescription()`` prints them.
    public static func classesTotalDescription(_ documents: [NibDocument]) -> String {
        table(classRows(ClassCount.total(documents.map { $0.classCounts() })))
    }

    static func classRows(_ counts: [ClassCount]) -> [[String]] {
        [["COUNT", "CLASS", "CUSTOM"]] + counts.map { [String($0.count), $0.className, $0.isCustom ? "yes" : "no"] }
    }

    /// How many objects have each class, most frequent first.
    package func classCounts() -> [ClassCount] {
        var counts: [String: ClassCount] = [:]
        for object in objects {
            let name = object.qualifiedClassName
            counts[name, default: ClassCount(className: name, count: 0, isCustom: object.hasAppDefinedClass)]
                .count += 1
        }
        return ClassCount.sorted(Array(counts.values))
    }

    /// One line a connection: kind, source, label, destination, line, and what else the
    /// connection says (a binding's key path, a segue's kind or relationship, an action's event).
    public func connectionsDescription() -> String {
        var rows = [["KIND", "SOURCE", "LABEL", "DESTINATION", "LINE", "DETAIL"]]
        for connection in connections {
            rows.append([
                connection.kindName, describe(connection.source), connection.label ?? "-",
                connection.destination.map(describe) ?? "-", connection.location.place,
                connection.detail,
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
                resource.kindName, resource.name, details.joined(separator: " "), resource.location.place,
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

/// Draws the object tree for ``NibDocument/hierarchyDescription(options:maxDepth:)``.
struct HierarchyDumper: NibVisitor {
    let document: NibDocument
    let options: DumpOptions
    let maxDepth: Int?
    var output = ""
    /// For each depth on the current path, how many siblings are still to be drawn.
    var remaining: [Int] = []
    private var indent = ""

    init(document: NibDocument, options: DumpOptions, maxDepth: Int?) {
        self.document = document
        self.options = options
        self.maxDepth = maxDepth
    }

    /// Whether the options let the object be drawn.
    static func shows(_ object: NibObject, options: DumpOptions) -> Bool {
        !(options.contains(.omitConstraints) && object.element == "constraint")
    }

    /// How many of the object's children the options let be drawn.
    /// ` line 42` for an XML document, ` @1214` for an object of a binary archive, nothing for
    /// an object the reader supplied (a compiled AppKit nib's First Responder).
    static func placeText(_ location: SourceLocation) -> String {
        if location.line > 0 { return " line \(location.line)" }
        return location.byteOffset == nil && location.objectIndex == nil ? "" : " " + location.place
    }

    static func visibleChildCount(of object: NibObject, in document: NibDocument, options: DumpOptions) -> Int {
        object.children.count { document.object(withID: $0).map { shows($0, options: options) } ?? false }
    }

    mutating func visitScene(_ scene: Scene) {
        indent = "  "
        output += "scene \(scene.id)"
        if options.contains(.printLocations) { output += Self.placeText(scene.location) }
        output += "\n"
        remaining = [scene.placeholders.count + scene.topLevelObjects.count]
    }

    mutating func visitObject(_ object: NibObject, depth: Int) -> NibVisitAction {
        guard depth < remaining.count, Self.shows(object, options: options) else { return .skipChildren }
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
        if options.contains(.printLocations) { line += Self.placeText(object.location) }
        if let maxDepth, depth + 1 >= maxDepth {
            let hidden = Self.visibleChildCount(of: object, in: document, options: options)
            if hidden > 0 { line += " (+\(hidden) below)" }
            output += line + "\n"
            return .skipChildren
        }
        output += line + "\n"
        remaining.append(Self.visibleChildCount(of: object, in: document, options: options))
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
