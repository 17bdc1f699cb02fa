extension CompiledArchive {
    /// A whole property list (binary or XML: a compiled storyboard's `Info.plist`) as one value
    /// tree: dictionaries as ``Value/dictionary(_:)``, arrays as ``Value/array(_:)``, UIDs as
    /// ``Value/reference(_:)``, dates as ``Value/double(_:)`` (seconds since 2001).
    ///
    /// Containers nested deeper than the limits' depth, or shared so often that the tree would
    /// grow past four times the list's node count, end the read with an error.
    ///
    /// - Throws: ``NibParseError`` for a list that is malformed or too large.
    package static func propertyListValue(
        bytes: [UInt8], file: String, limits: ParseLimits = .default
    ) throws(NibParseError) -> Value {
        let result: Result<PropertyList, NibParseError> = bytes.withUnsafeBytes { raw in
            Result { () throws(NibParseError) in
                if DocumentFormat.sniffBinary(raw) == .binaryKeyedArchive {
                    return try BinaryPropertyListReader.read(raw, file: file, limits: limits)
                }
                return try XMLPropertyListReader.read(raw, file: file, limits: limits)
            }
        }
        let list = try result.get()
        var budget = list.records.count * 4 + 64
        func convert(_ node: Int, depth: Int) throws(NibParseError) -> Value {
            budget -= 1
            guard budget >= 0, depth < limits.effectiveMaxDepth else {
                throw list.failure("the property list's containers nest or repeat too much", at: node)
            }
            switch list.node(node) {
            case .null: return .null
            case .boolean(let value): return .boolean(value)
            case .integer(let value): return .integer(value)
            case .real(let value), .date(let value): return .double(value)
            case .data(let bytes): return .data(bytes)
            case .string(let text): return .string(text)
            case .uid(let value): return .reference(Int(truncatingIfNeeded: value))
            case .array(let items):
                var values: [Value] = []
                for item in items { values.append(try convert(item, depth: depth + 1)) }
                return .array(values)
            case .dictionary(let keys, let values):
                var entries: [Entry] = []
                for (key, value) in zip(keys, values) {
                    entries.append(Entry(key: list.string(key) ?? "", value: try convert(value, depth: depth + 1)))
                }
                return .dictionary(entries)
            }
        }
        return try convert(list.top, depth: 0)
    }
}
