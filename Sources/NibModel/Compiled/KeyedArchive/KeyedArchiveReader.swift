/// Turns an `NSKeyedArchiver` property list (binary or XML) into ``ArchiveTables``.
///
/// Each `$objects` entry becomes one object: an archived dictionary becomes an object of the
/// class its `$class` UID names, with every other key converted (UIDs become references);
/// class descriptions become objects of class `$class`; plain entries become `NSString`,
/// `NSNumber`, `NSData` objects holding their value under ``CompiledArchive/Object/plainValueKey``
/// (entry 0, `$null`, and any other entry that is the string `$null`, become class `$null`).
/// A last, synthetic object of class `$top` holds the `$top` dictionary and is the archive's
/// root, so that the root of a keyed archive has the same keys as object 0 of a `NIBArchive`
/// (`IB.objectdata`, or the `UINib…Key`s).
enum KeyedArchiveReader {
    static func tables<Source: PropertyListSource>(
        from list: Source, format: DocumentFormat, limits: ParseLimits
    ) throws(NibParseError)
        -> ArchiveTables
    {
        let top = list.topNode
        guard case .dictionary = try list.item(top) else {
            throw list.failure("expected a dictionary at the top of the keyed archive", at: top)
        }
        let archiverName = try list.value(forKey: "$archiver", inDictionary: top).flatMap(list.string)
        guard let archiverName, archiverName.hasSuffix("KeyedArchiver") else {
            throw list.failure("expected $archiver = NSKeyedArchiver", at: top)
        }
        var version: Int64 = 0
        if let node = try list.value(forKey: "$version", inDictionary: top),
            case .integer(let value) = try list.item(node)
        {
            version = value
        }
        guard let objectsNode = try list.value(forKey: "$objects", inDictionary: top) else {
            throw list.failure("the keyed archive has no $objects array", at: top)
        }
        let objectsItem = try list.item(objectsNode)
        guard case .array(let objectCount, _) = objectsItem else {
            throw list.failure("the keyed archive has no $objects array", at: top)
        }
        guard let topNode = try list.value(forKey: "$top", inDictionary: top) else {
            throw list.failure("the keyed archive has no $top dictionary", at: top)
        }
        let topItem = try list.item(topNode)
        guard case .dictionary = topItem else {
            throw list.failure("the keyed archive has no $top dictionary", at: top)
        }
        guard objectCount <= limits.maxObjects else {
            throw NibParseError(
                .limitExceeded("the archive has \(objectCount) objects; the limit is \(limits.maxObjects)"),
                at: list.location(of: objectsNode))
        }
        let entries = (0..<objectCount).map { list.element($0, of: objectsItem, at: objectsNode) }
        var converter = Converter(list: list, format: format, objectCount: objectCount, limits: limits)
        converter.tables.objects.reserveCapacity(objectCount + 1)
        converter.tables.positionsAreLines = list.positionsAreLines
        /// Class indices by the `$objects` index of their class description.
        var classCache = [Int32](repeating: -1, count: objectCount)
        var classIndexByName: [String: Int32] = [:]
        var declared: Set<Int32> = []
        func classIndex(_ name: String, declared isDeclared: Bool, tables: inout ArchiveTables) -> Int32 {
            let index: Int32
            if let known = classIndexByName[name] {
                index = known
            } else {
                index = tables.addClass(name)
                classIndexByName[name] = index
            }
            if isDeclared, declared.insert(index).inserted { tables.declaredClasses.append(index) }
            return index
        }
        /// The classes of plain entries, made on first use.
        var plainClasses: [Int32] = [-1, -1, -1]
        func plainClass(_ slot: Int, _ name: String, tables: inout ArchiveTables) -> Int32 {
            if plainClasses[slot] < 0 { plainClasses[slot] = classIndex(name, declared: false, tables: &tables) }
            return plainClasses[slot]
        }
        for (index, node) in entries.enumerated() {
            let position = Int32(truncatingIfNeeded: list.position(of: node))
            var record = ArchiveTables.ObjectRecord(classIndex: 0, first: 0, count: 0, position: position)
            let item = try list.item(node)
            switch item {
            case .dictionary:
                // One pass over the keys finds `$class` and gathers the other entries.
                let classNode = try converter.gatherEntries(of: item, at: node, of: index)
                if let classNode {
                    // The class description's index, read once; `className` reports one out of range.
                    var description: Int?
                    if case .uid(let uid) = try list.item(classNode), uid < UInt64(objectCount) {
                        description = Int(uid)
                    }
                    if let description, classCache[description] >= 0 {
                        record.classIndex = classCache[description]
                    } else {
                        let name = try converter.className(classNode, of: index, entries: entries)
                        record.classIndex = classIndex(name, declared: true, tables: &converter.tables)
                        if let description { classCache[description] = record.classIndex }
                    }
                } else {
                    let name =
                        try list.value(forKey: "$classname", inDictionary: node) != nil ? "$class" : "$dictionary"
                    record.classIndex = classIndex(name, declared: false, tables: &converter.tables)
                }
                (record.first, record.count) = try converter.gatheredEntries()
            // `$null` is nil wherever it stands: NSKeyedUnarchiver decodes a reference to any
            // `$objects` entry that is the string `$null` as nil, and an older archiver wrote
            // such references past entry 0 (adium's EditStateSheet: a window's content view's
            // `NSSuperview`, entry 322, one binary-plist string with entry 0).
            case .string where list.string(node) == "$null":
                record.classIndex = classIndex("$null", declared: false, tables: &converter.tables)
                record.first = Int32(converter.tables.slots.count)
            case .string:
                record.classIndex = plainClass(0, "NSString", tables: &converter.tables)
                (record.first, record.count) = try converter.plainValue(node)
            case .data:
                record.classIndex = plainClass(1, "NSData", tables: &converter.tables)
                (record.first, record.count) = try converter.plainValue(node)
            default:
                record.classIndex = plainClass(2, "NSNumber", tables: &converter.tables)
                (record.first, record.count) = try converter.plainValue(node)
            }
            converter.tables.objects.append(record)
        }
        var root = ArchiveTables.ObjectRecord(
            classIndex: classIndex("$top", declared: false, tables: &converter.tables), first: 0, count: 0,
            position: Int32(truncatingIfNeeded: list.position(of: topNode)))
        (root.first, root.count) = try converter.topEntries(of: topItem, at: topNode)
        for slot in Int(root.first)..<Int(root.first + root.count) {
            let entry = converter.tables.slots[slot]
            if case .reference(let target) = entry.value {
                converter.tables.top.append((converter.tables.keyName(Int(entry.key)), target))
            }
        }
        converter.tables.objects.append(root)
        converter.tables.rootIndex = objectCount
        converter.tables.archiver = (archiverName, version)
        return converter.tables
    }

    /// Converts property-list nodes into table slots, with a bound on depth (a container that
    /// holds itself) and on total work (containers that share each other many times over).
    private struct Converter<Source: PropertyListSource> {
        let list: Source
        let objectCount: Int
        let limits: ParseLimits
        var budget: Int
        var tables: ArchiveTables
        /// Key indices by the node of the key's string (binary plists share one node per key).
        var keyByNode: [Int32]
        /// Key indices by the hash of their spelling (``ArchiveTables/internKey(_:index:)``).
        var keyIndex: [Int32] = []
        var plainValueKey: Int32 = -1
        /// The index of the `$class` key, which object dictionaries leave out.
        var classKey: Int32 = -1

        init(list: Source, format: DocumentFormat, objectCount: Int, limits: ParseLimits) {
            self.list = list
            self.objectCount = objectCount
            self.limits = limits
            self.budget = list.nodeCount * 2 + 64
            self.tables = ArchiveTables(format: format)
            self.keyByNode = Array(repeating: -1, count: list.nodeCount)
            self.classKey = key(named: "$class")
        }

        func className(_ classNode: Int, of index: Int, entries: [Int]) throws(NibParseError) -> String {
            guard case .uid(let uid) = try list.item(classNode), uid < UInt64(entries.count) else {
                throw list.failure("object \(index): $class is not a reference to one of the $objects", at: classNode)
            }
            let description = entries[Int(uid)]
            guard let name = try list.value(forKey: "$classname", inDictionary: description).flatMap(list.string)
            else {
                throw list.failure("object \(index): its $class has no $classname", at: description)
            }
            return name
        }

        mutating func key(named name: String) -> Int32 {
            var name = name
            return name.withUTF8 { tables.internKey(UnsafeRawBufferPointer($0), index: &keyIndex) }
        }

        /// The key index for the string node `node`.
        mutating func key(node: Int) -> Int32? {
            let cached = keyByNode[node]
            if cached >= 0 { return cached }
            guard let index = list.withUTF8(node, { tables.internKey($0, index: &keyIndex) }) else { return nil }
            keyByNode[node] = index
            return index
        }

        /// The entries of the object dictionary ``gatherEntries(of:at:of:)`` read last, but `$class`.
        private var gathered: [(key: Int32, value: Int)] = []

        /// Reads the keys of an object dictionary once: returns the value node of its `$class`
        /// key, if any, and keeps its other entries for ``gatheredEntries()``.
        mutating func gatherEntries(
            of container: PropertyListItem, at node: Int, of index: Int
        ) throws(NibParseError) -> Int? {
            gathered.removeAll(keepingCapacity: true)
            guard case .dictionary(let count, _) = container else { return nil }
            var classNode: Int?
            for entry in 0..<count {
                guard let key = key(node: list.key(entry, of: container, at: node)) else {
                    throw list.failure("object \(index) has a key that is not a string", at: node)
                }
                if key == classKey {
                    if classNode == nil { classNode = list.value(entry, of: container, at: node) }
                    continue
                }
                gathered.append((key, list.value(entry, of: container, at: node)))
            }
            return classNode
        }

        /// The entries ``gatherEntries(of:at:of:)`` kept, as consecutive slots (the slots of
        /// nested containers come after them).
        mutating func gatheredEntries() throws(NibParseError) -> (Int32, Int32) {
            let first = tables.slots.count
            for entry in gathered { tables.slots.append(.init(key: entry.key, value: .null)) }
            for offset in gathered.indices {
                tables.slots[first + offset].value = try value(gathered[offset].value)
            }
            return (Int32(first), Int32(gathered.count))
        }

        /// A plain `$objects` entry as one slot under `$value`.
        mutating func plainValue(_ node: Int) throws(NibParseError) -> (Int32, Int32) {
            if plainValueKey < 0 { plainValueKey = key(named: CompiledArchive.Object.plainValueKey) }
            let first = tables.slots.count
            tables.slots.append(.init(key: plainValueKey, value: .null))
            tables.slots[first].value = try value(node)
            return (Int32(first), 1)
        }

        /// The `$top` dictionary's entries as consecutive slots (the slots of nested containers
        /// come after them); a key that is no string is kept under the empty key.
        mutating func topEntries(of container: PropertyListItem, at node: Int) throws(NibParseError) -> (Int32, Int32) {
            guard case .dictionary(let count, _) = container else { return (Int32(tables.slots.count), 0) }
            // The keys first, so that the entries' slots are consecutive; then the values, whose
            // containers append their own slots after them.
            let first = tables.slots.count
            for entry in 0..<count {
                let key = key(node: list.key(entry, of: container, at: node)) ?? key(named: "")
                tables.slots.append(.init(key: key, value: .null))
            }
            for entry in 0..<count {
                tables.slots[first + entry].value = try value(list.value(entry, of: container, at: node))
            }
            return (Int32(first), Int32(count))
        }

        mutating func value(_ node: Int, depth: Int = 0) throws(NibParseError) -> ArchiveValue {
            budget -= 1
            guard budget >= 0 else {
                throw list.failure("the property list's containers refer to each other over and over", at: node)
            }
            guard depth < limits.effectiveMaxDepth else {
                throw list.failure(
                    "values nest deeper than \(limits.effectiveMaxDepth) levels (a container that holds itself?)",
                    at: node)
            }
            let item = try list.item(node)
            switch item {
            case .null: return .null
            case .boolean(let value): return .boolean(value)
            case .integer(let value): return .integer(value)
            case .real(let value): return .double(value)
            case .date(let value): return .double(value)
            case .data: return list.appendData(node, to: &tables)
            case .string: return list.appendString(node, to: &tables)
            case .uid(let uid):
                guard uid < UInt64(objectCount) else {
                    throw list.failure("a reference to object \(uid); the archive has \(objectCount) objects", at: node)
                }
                return .reference(Int(uid))
            case .array(let count, _):
                let first = tables.slots.count
                for _ in 0..<count { tables.slots.append(.init(key: -1, value: .null)) }
                for offset in 0..<count {
                    tables.slots[first + offset].value = try value(
                        list.element(offset, of: item, at: node), depth: depth + 1)
                }
                return .array(Int32(first), Int32(count))
            case .dictionary(let count, _):
                let first = tables.slots.count
                for entry in 0..<count {
                    let keyNode = list.key(entry, of: item, at: node)
                    let key = self.key(node: keyNode) ?? key(named: "")
                    tables.slots.append(.init(key: key, value: .null))
                }
                for offset in 0..<count {
                    tables.slots[first + offset].value = try value(
                        list.value(offset, of: item, at: node), depth: depth + 1)
                }
                return .dictionary(Int32(first), Int32(count))
            }
        }
    }
}
