import NibModel

extension NibDocument {
    /// The document as a canonical listing for line-based tools (`git diff` through a
    /// textconv driver): the header, then each object in document order with its attributes
    /// and properties sorted by path, one per line, then connections and resources.
    ///
    /// Attribute order and whitespace do not show in it, so two documents that differ only
    /// there give the same listing.
    public func canonicalDescription() -> String {
        var lines: [String] = []
        var header = root.attributes.map { "\($0.name)=\($0.value)" }.sorted()
        header.insert("\(kind) \(format)", at: 0)
        lines.append("document " + header.joined(separator: " "))
        for object in objects {
            let summary = NibDiff.ObjectSummary(object)
            var line = "object \(summary.element) \(summary.className)"
            if let label = summary.label { line += " \"\(label)\"" }
            line += " [\(summary.id)]"
            if let parent = object.parent { line += " in [\(parent.rawValue)]" }
            lines.append(line)
            let content = ObjectContent.of(object)
            for path in content.keys.sorted() {
                lines.append("    \(path) = \(content[path] ?? "")")
            }
        }
        for connection in connections {
            var line = "\(connection.kindName) [\(connection.source.rawValue)]"
            if let label = connection.label { line += " .\(label)" }
            if let destination = connection.destination { line += " → [\(destination.rawValue)]" }
            let content = ObjectContent.flatten(connection.element, skipping: ["id", "destination", "target"])
            let details = content.keys.sorted().map { "\($0)=\(content[$0] ?? "")" }
            if !details.isEmpty { line += " " + details.joined(separator: " ") }
            lines.append(line)
        }
        for resource in resources {
            var line = "resource \(resource.kindName) \"\(resource.name)\""
            if let catalog = resource.catalog { line += " catalog=\(catalog)" }
            lines.append(line)
            let content = ObjectContent.flatten(resource.element, skipping: ["name", "catalog"])
            for path in content.keys.sorted() {
                lines.append("    \(path) = \(content[path] ?? "")")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
