/// Turns an `NSKeyedArchiver` property list (binary or XML) into a ``CompiledArchive``.
///
/// Each `$objects` entry becomes one object: an archived dictionary becomes an object of the
/// class its `$class` UID names, with every other key converted (UIDs become references);
/// class descriptions become objects of class `$class`; plain entries become `NSString`,
/// `NSNumber`, `NSData` objects holding their value under ``CompiledArchive/Object/plainValueKey``
/// (entry 0, `$null`, becomes class `$null`). A last, synthetic object of class `$top` holds
/// the `$top` dictionary and is the archive's root, so that the root of a keyed archive has
/// the same keys as object 0 of a `NIBArchive` (`IB.objectdata`, or the `UINib…Key`s).
enum KeyedArchiveReader {
    static func archive(
        from list: PropertyList, format: DocumentFormat, limits: ParseLimits
    ) throws(NibParseError)
        -> CompiledArchive
    {
        let top = list.top
        guard case .dictionary = list.nodes[top] else {
            throw list.failure("expected a dictionary at the top of the keyed archive", at: top)
        }
        let archiverName = list.value(forKey: "$archiver", in: top).flatMap(list.string)
        guard let archiverName, archiverName.hasSuffix("KeyedArchiver") else {
            throw list.failure("expected $archiver = NSKeyedArchiver", at: top)
        }
        var version: Int64 = 0
        if let node = list.value(forKey: "$version", in: top), case .integer(let value) = list.nodes[node] {
            version = value
        }
        guard let objectsNode = list.value(forKey: "$objects", in: top),
            case .array(let entries) = list.nodes[objectsNode]
        else { throw list.failure("the keyed archive has no $objects array", at: top) }
        guard let topNode = list.value(forKey: "$top", in: top),
            case .dictionary(let topKeys, let topValues) =
                list.nodes[topNode]
        else { throw list.failure("the keyed archive has no $top dictionary", at: top) }
        guard entries.count <= limits.maxObjects else {
            throw NibParseError(
                .limitExceeded("the archive has \(entries.count) objects; the limit is \(limits.maxObjects)"),
                at: list.location(of: objectsNode))
        }
        var converter = Converter(list: list, objectCount: entries.count, limits: limits)
        var objects: [CompiledArchive.Object] = []
        objects.reserveCapacity(entries.count + 1)
        var classNames: [CompiledArchive.ClassName] = []
        var seenClasses: Set<String> = []
        /// Class names by the `$objects` index of their class description.
        var classNameCache: [UInt64: String] = [:]
        for (index, node) in entries.enumerated() {
            let position = list.positions[node]
            var object = CompiledArchive.Object(
                className: "", values: [], byteOffset: list.positionsAreLines ? nil : position,
                line: list.positionsAreLines ? position : nil)
            switch list.nodes[node] {
            case .dictionary(let keys, let values):
                if let classNode = list.value(forKey: "$class", in: node) {
                    if case .uid(let uid) = list.nodes[classNode], let cached = classNameCache[uid] {
                        object.className = cached
                    } else {
                        object.className = try converter.className(classNode, of: index, entries: entries)
                        if case .uid(let uid) = list.nodes[classNode] { classNameCache[uid] = object.className }
                        if seenClasses.insert(object.className).inserted {
                            classNames.append(.init(name: object.className))
                        }
                    }
                } else {
                    object.className = list.value(forKey: "$classname", in: node) != nil ? "$class" : "$dictionary"
                }
                object.values.reserveCapacity(keys.count)
                for (key, value) in zip(keys, values) {
                    guard let name = list.string(key) else {
                        throw list.failure("object \(index) has a key that is not a string", at: node)
                    }
                    if name == "$class" { continue }
                    object.values.append(.init(key: name, value: try converter.value(value)))
                }
            case .string(let text) where index == 0 && text == "$null":
                object.className = "$null"
            case .string(let text):
                object.className = "NSString"
                object.values = [.init(key: CompiledArchive.Object.plainValueKey, value: .string(text))]
            case .data(let bytes):
                object.className = "NSData"
                object.values = [.init(key: CompiledArchive.Object.plainValueKey, value: .data(bytes))]
            default:
                object.className = "NSNumber"
                object.values = [.init(key: CompiledArchive.Object.plainValueKey, value: try converter.value(node))]
            }
            objects.append(object)
        }
        var root = CompiledArchive.Object(
            className: "$top", values: [], byteOffset: list.positionsAreLines ? nil : list.positions[topNode],
            line: list.positionsAreLines ? list.positions[topNode] : nil)
        var topEntries: [(key: String, index: Int)] = []
        for (key, value) in zip(topKeys, topValues) {
            let name = list.string(key) ?? ""
            let converted = try converter.value(value)
            root.values.append(.init(key: name, value: converted))
            if let reference = converted.reference { topEntries.append((name, reference)) }
        }
        objects.append(root)
        return CompiledArchive(
            format: format, objects: objects, rootIndex: objects.count - 1, classNames: classNames, top: topEntries,
            archiver: (archiverName, version))
    }

    /// Converts property-list nodes into values, with a bound on depth (a container that
    /// holds itself) and on total work (containers that share each other many times over).
    private struct Converter {
        let list: PropertyList
        let objectCount: Int
        let limits: ParseLimits
        var budget: Int

        init(list: PropertyList, objectCount: Int, limits: ParseLimits) {
            self.list = list
            self.objectCount = objectCount
            self.limits = limits
            self.budget = list.nodes.count * 2 + 64
        }

        func className(_ classNode: Int, of index: Int, entries: [Int]) throws(NibParseError) -> String {
            guard case .uid(let uid) = list.nodes[classNode], uid < UInt64(entries.count) else {
                throw list.failure("object \(index): $class is not a reference to one of the $objects", at: classNode)
            }
            let description = entries[Int(uid)]
            guard let name = list.value(forKey: "$classname", in: description).flatMap(list.string) else {
                throw list.failure("object \(index): its $class has no $classname", at: description)
            }
            return name
        }

        mutating func value(_ node: Int, depth: Int = 0) throws(NibParseError) -> CompiledArchive.Value {
            budget -= 1
            guard budget >= 0 else {
                throw list.failure("the property list's containers refer to each other over and over", at: node)
            }
            guard depth < limits.effectiveMaxDepth else {
                throw list.failure(
                    "values nest deeper than \(limits.effectiveMaxDepth) levels (a container that holds itself?)",
                    at: node)
            }
            switch list.nodes[node] {
            case .null: return .null
            case .boolean(let value): return .boolean(value)
            case .integer(let value): return .integer(value)
            case .real(let value): return .double(value)
            case .date(let value): return .double(value)
            case .data(let bytes): return .data(bytes)
            case .string(let text): return .string(text)
            case .uid(let uid):
                guard uid < UInt64(objectCount) else {
                    throw list.failure("a reference to object \(uid); the archive has \(objectCount) objects", at: node)
                }
                return .reference(Int(uid))
            case .array(let items):
                var values: [CompiledArchive.Value] = []
                values.reserveCapacity(items.count)
                for item in items { values.append(try value(item, depth: depth + 1)) }
                return .array(values)
            case .dictionary(let keys, let values):
                var entries: [CompiledArchive.Entry] = []
                for (key, item) in zip(keys, values) {
                    entries.append(.init(key: list.string(key) ?? "", value: try value(item, depth: depth + 1)))
                }
                return .dictionary(entries)
            }
        }
    }
}
