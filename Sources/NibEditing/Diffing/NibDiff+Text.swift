import NibModel

extension NibDiff {
    /// How ``description(options:)`` writes a diff.
    public struct TextOptions: Sendable, Hashable {
        /// Show each layout-only change (frames, `misplaced`, constraint constants) instead of
        /// one folded line per object.
        public var showsGeometry: Bool
        /// Colour the lines with ANSI escapes (`+` green, `-` red, `~` yellow, `>` cyan).
        public var usesColor: Bool

        /// Creates options; the defaults fold geometry and use no colour.
        public init(showsGeometry: Bool = false, usesColor: Bool = false) {
            self.showsGeometry = showsGeometry
            self.usesColor = usesColor
        }
    }

    /// The diff as text for people: a `---`/`+++` header, then one `+`, `-`, `>` (moved) or `~`
    /// (changed) line per change with indented details, the noise apart, and a summary line.
    ///
    /// - Parameter options: Whether to unfold geometry and use colour.
    /// - Returns: The text, ending in a newline.
    public func description(options: TextOptions = TextOptions()) -> String {
        var lines = ["--- \(oldFile)", "+++ \(newFile)"]
        func paint(_ text: String, _ code: String) -> String {
            options.usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }
        for change in changes {
            switch change.kind {
            case .objectAdded:
                lines.append(paint("+ \(describe(change.object))\(inParent(change.newParent))", "32"))
            case .objectRemoved:
                lines.append(paint("- \(describe(change.object))\(inParent(change.newParent))", "31"))
            case .objectMoved:
                lines.append(
                    paint(
                        "> \(describe(change.object)) moved from \(describe(change.oldParent, brief: true)) "
                            + "to \(describe(change.newParent, brief: true))", "36"))
            case .childrenReordered:
                lines.append(paint("~ \(describe(change.object)): child objects reordered", "33"))
            case .objectChanged:
                if change.properties.isEmpty && !options.showsGeometry {
                    lines.append(paint("~ \(describe(change.object)): layout (\(paths(change.geometry)))", "33"))
                    continue
                }
                lines.append(paint("~ \(describe(change.object))", "33"))
                for property in change.properties {
                    let note = ["customClass", "customModule", "customModuleProvider"].contains(property.path)
                    lines.append(
                        "    \(property.path): \(show(property.old)) → \(show(property.new))"
                            + (note ? "  (class change)" : ""))
                }
                if options.showsGeometry {
                    for property in change.geometry {
                        lines.append("    \(property.path): \(show(property.old)) → \(show(property.new))")
                    }
                } else if !change.geometry.isEmpty {
                    lines.append("    layout: \(paths(change.geometry))")
                }
            case .connectionAdded:
                lines.append(paint("+ \(describe(change.connection))", "32"))
            case .connectionRemoved:
                lines.append(paint("- \(describe(change.connection))", "31"))
            case .connectionChanged:
                lines.append(paint("~ \(describe(change.connection))", "33"))
                lines.append("    was: \(describe(change.oldConnection))")
            case .resourceAdded, .resourceRemoved, .resourceChanged:
                let sign = change.kind == .resourceAdded ? "+" : change.kind == .resourceRemoved ? "-" : "~"
                let resource = change.resource.map(\.displayName) ?? "resource"
                lines.append(paint("\(sign) \(resource)", sign == "+" ? "32" : sign == "-" ? "31" : "33"))
                for property in change.properties {
                    lines.append("    \(property.path): \(show(property.old)) → \(show(property.new))")
                }
            case .headerChanged:
                lines.append(paint("~ header", "33"))
                for property in change.properties {
                    lines.append("    \(property.path): \(show(property.old)) → \(show(property.new))")
                }
            }
        }
        if !noise.isEmpty {
            let items = noise.map { "\($0.path) \(show($0.old)) → \(show($0.new))" }
            lines.append(paint("noise (not a change): " + items.joined(separator: "; "), "2"))
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line that counts the changes by kind, or says the documents are the same.
    public var summary: String {
        if changes.isEmpty { return "same: no change" + (noise.isEmpty ? "" : " (only noise)") }
        var counts: [(String, Int)] = []
        let groups: [(String, Set<Change.Kind>)] = [
            ("added", [.objectAdded]), ("removed", [.objectRemoved]), ("moved", [.objectMoved]),
            ("changed", [.objectChanged, .childrenReordered]),
            ("connection changes", [.connectionAdded, .connectionRemoved, .connectionChanged]),
            ("resource changes", [.resourceAdded, .resourceRemoved, .resourceChanged]),
            ("header changes", [.headerChanged]),
        ]
        for (name, kinds) in groups {
            let count = changes.filter { kinds.contains($0.kind) }.count
            if count > 0 { counts.append((name, count)) }
        }
        return "\(changes.count) change\(changes.count == 1 ? "" : "s"): "
            + counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
    }

    private func describe(_ object: ObjectSummary?, brief: Bool = false) -> String {
        guard let object else { return "the top level" }
        var text = "\(object.element) \(object.className)"
        if let label = object.label { text += " \"\(label)\"" }
        text += " [\(object.id)]"
        if !brief, object.line > 0 { text += " line \(object.line)" }
        return text
    }

    private func inParent(_ parent: ObjectSummary?) -> String {
        parent.map { " in \(describe($0, brief: true))" } ?? ""
    }

    private func describe(_ connection: ConnectionSummary?) -> String {
        guard let connection else { return "connection" }
        var text = "\(connection.kind) \(describe(connection.source, brief: true))"
        if let label = connection.label { text += " .\(label)" }
        if let destination = connection.destination {
            text += " → \(describe(destination, brief: true))"
        } else if let id = connection.destinationID {
            text += " → [\(id)]"
        }
        if !connection.details.isEmpty { text += " (\(connection.details.joined(separator: ", ")))" }
        if connection.line > 0 { text += " line \(connection.line)" }
        return text
    }

    private func show(_ value: String?) -> String {
        value.map { "\"\($0)\"" } ?? "none"
    }

    private func paths(_ changes: [PropertyChange]) -> String {
        var seen = Set<String>()
        var names: [String] = []
        for change in changes {
            let head = String(change.path.prefix { $0 != "." })
            if seen.insert(head).inserted { names.append(head) }
        }
        return names.joined(separator: ", ")
    }
}
