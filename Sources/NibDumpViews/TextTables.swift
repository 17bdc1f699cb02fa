import NibModel

/// The text views of `nibdump objects`, `classes`, `connections`, `resources` and `info`: one
/// aligned table each.
extension NibDocument {
    /// One line an object: id, element, class, parent, line.
    package func objectsDescription() -> String {
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
    package func classesDescription() -> String {
        Self.table(Self.classRows(classCounts()))
    }

    /// The class counts of several documents added up, as ``classesDescription()`` prints them.
    package static func classesTotalDescription(_ documents: [NibDocument]) -> String {
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
    package func connectionsDescription() -> String {
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
    package func resourcesDescription() -> String {
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
    package func infoDescription() -> String {
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
