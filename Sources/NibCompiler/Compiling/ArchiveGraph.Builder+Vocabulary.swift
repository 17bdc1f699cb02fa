import NibModel

extension ArchiveGraph.Builder {
    /// A vocabulary value as a graph value: numbers and booleans inline, strings as shared
    /// `NSString` objects, collections as collection objects (mutable ones never shared), fonts as
    /// shared objects and colours given by components as objects of their own (their components
    /// as bytes), as ibtool archives them; references and `nil` as `nil` (the archivers resolve
    /// references to document objects themselves).
    mutating func value(for archived: IBArchivedValue) -> ArchiveGraph.Value {
        switch archived {
        case .integer(let number): .integer(number)
        case .boolean(let flag): .boolean(flag)
        case .real(let number): .double(number)
        case .float(let number): .float(Float(number))
        case .string(let text): .reference(string(text))
        case .collection(let className, let elements):
            .reference(
                collection(
                    className,
                    elements.compactMap { element in
                        if case .reference(let id) = value(for: element) { return id }
                        return nil
                    }, shared: !className.hasPrefix("NSMutable")))
        case .object(let className, let fields): objectValue(className, fields)
        case .null, .objectID: .null
        }
    }

    private mutating func objectValue(_ className: String, _ fields: [String: IBArchivedValue]) -> ArchiveGraph.Value {
        var entries: [ArchiveGraph.Entry] = []
        for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
            if className == "NSColor", IBColorCodec.componentKeys.contains(key), case .string(let text) = field {
                entries.append(ArchiveGraph.Entry(key, .data(Array(text.utf8))))
            } else {
                entries.append(ArchiveGraph.Entry(key, value(for: field)))
            }
        }
        return .reference(className == "NSColor" ? add(className, entries) : intern(className, entries))
    }
}
