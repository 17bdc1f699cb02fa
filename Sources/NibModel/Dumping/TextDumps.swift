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
}

extension NibDocument {
    /// Whether the hierarchy views draw `object` with `options` (constraints may be left out).
    package static func hierarchyShows(_ object: NibObject, options: DumpOptions) -> Bool {
        HierarchyDumper.shows(object, options: options)
    }

    /// How many of `object`'s children the hierarchy views draw with `options`.
    package func hierarchyVisibleChildCount(of object: NibObject, options: DumpOptions) -> Int {
        HierarchyDumper.visibleChildCount(of: object, in: self, options: options)
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
