/// What the typed layer of the model did not recognise in a document.
///
/// Nothing is ever dropped: an unrecognised element is still in ``NibDocument/root`` and, if
/// it has an `id` inside `<objects>`, it is still a ``NibObject`` whose class follows the
/// platform's naming rule. The report says where the typed layer fell back to that.
public struct CoverageReport: Sendable, Hashable {
    /// An element name the typed layer does not know, how often it occurs, and where first.
    public struct Entry: Sendable, Hashable {
        /// The element name.
        public var element: String
        /// Whether the element is an object (has an `id` inside `<objects>`).
        public var isObject: Bool
        /// How many times it occurs.
        public var count: Int
        /// Its first occurrence.
        public var firstLocation: SourceLocation
    }

    /// The unrecognised element names, most frequent first.
    public var unknownElements: [Entry]
    /// How many elements the document has in all.
    public var elementCount: Int

    /// Whether the typed layer recognised every element.
    public var isComplete: Bool { unknownElements.isEmpty }
}

extension NibDocument {
    /// Reports the element names that the typed layer kept only generically.
    public var coverage: CoverageReport {
        var entries: [String: CoverageReport.Entry] = [:]
        var order: [String] = []
        var total = 0
        // A start tag's name, line and column identify its element; the objects carry theirs.
        let objectTags = Set(
            objects.map { TagPosition(element: $0.element, line: $0.location.line, column: $0.location.column) })
        root.forEachDescendant { element in
            total += 1
            let isObject = objectTags.contains(
                TagPosition(element: element.name, line: element.line, column: element.column))
            let known =
                isObject
                ? StandardClasses.isKnownObjectElement(element.name, platform: platform)
                : StandardClasses.knownNonObjectElements.contains(element.name)
                    || StandardClasses.isKnownObjectElement(element.name, platform: platform)
            guard !known else { return }
            if entries[element.name] == nil {
                order.append(element.name)
                entries[element.name] = CoverageReport.Entry(
                    element: element.name, isObject: isObject, count: 0,
                    firstLocation: location(line: element.line, column: element.column))
            }
            entries[element.name]?.count += 1
        }
        let sorted = order.compactMap { entries[$0] }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.element < $1.element
        }
        return CoverageReport(unknownElements: sorted, elementCount: total)
    }
}

private struct TagPosition: Hashable {
    var element: String
    var line: Int
    var column: Int?
}
