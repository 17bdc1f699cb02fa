import NibModel

/// Writes an ``ArchiveGraph`` as an `NSKeyedArchiver` binary property list — the form
/// `ibtool --use-nibkeyedarchiver-for-macos` writes (`keyedobjects.nib`).
///
/// The archive is a dictionary of `$archiver` (`NSKeyedArchiver`), `$version` (100000), `$top`
/// and `$objects`. `$objects[0]` is the string `$null`, which ``ArchiveGraph/Value/null`` refers
/// to. Every other object becomes one `$objects` entry, numbered as `NSKeyedArchiver` numbers
/// them: in pre-order from the root's references, each class description (`$classname`, and
/// `$classes` from ``ArchiveGraph/classChains`` or the class and `NSObject`) after the first
/// object of its class and all that object refers to. An object whose only entry is
/// `CompiledArchive.Object.plainValueKey` (`$value`) is a plain string, number or data entry;
/// every other object is a dictionary of its entries plus `$class`, references written as
/// UIDs. The root's entries are `$top` (the root itself gets an entry only when something refers
/// to it).
///
/// Graphs in the `NIBArchive` conventions are translated when ``Options/translatesNIBArchiveConventions``
/// is set: `NSString` objects holding `NS.bytes` become plain strings, `NSNumber`s plain numbers,
/// `NSData` plain data, an `NSMutableString`'s `NS.bytes` its `NS.string`, and collections (`NSInlinedValue` and element-key values) `NS.objects` arrays — or `NS.keys`
/// and `NS.objects` for a dictionary.
///
/// The property list is written by the package's own binary property list writer (no Foundation); writing is
/// linear in the size of the graph.
public struct KeyedArchiveWriter: Sendable {
    /// How the archive is written.
    public struct Options: Sendable, Hashable {
        /// `$version` (100000 in every nib of the corpus).
        public var version: Int64 = 100_000
        /// Whether objects in the `NIBArchive` conventions are written in the keyed ones.
        public var translatesNIBArchiveConventions = true

        /// Creates options.
        public init(version: Int64 = 100_000, translatesNIBArchiveConventions: Bool = true) {
            self.version = version
            self.translatesNIBArchiveConventions = translatesNIBArchiveConventions
        }
    }

    /// The deepest nesting of inline arrays and dictionaries written.
    public static let maxInlineDepth = 256

    /// How this writer writes.
    public var options: Options

    /// Creates a writer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The archive's bytes.
    ///
    /// - Parameter graph: The graph to write.
    /// - Returns: A complete binary property list.
    /// - Throws: ``ArchiveWriterError`` for a missing root, a dangling reference, or inline
    ///   values nested deeper than ``maxInlineDepth``.
    public func write(_ graph: ArchiveGraph) throws(ArchiveWriterError) -> [UInt8] {
        guard graph.contains(graph.root) else { throw ArchiveWriterError(.missingRoot) }
        var writer = Writer(graph: graph, options: options)
        return try writer.write()
    }
}

extension KeyedArchiveWriter {
    /// One archive being written.
    private struct Writer {
        typealias ID = ArchiveGraph.ObjectID
        let graph: ArchiveGraph
        let options: Options
        var list = BinaryPropertyListWriter()
        /// The `$objects` number of each graph object (0: none yet).
        var uids: [UInt64]
        /// `$objects` in order: a graph object, or a class description.
        var entries: [Entry] = [.null]
        var classUIDs: [String: UInt64] = [:]

        enum Entry {
            case null
            case object(ID)
            case classDescription(String)
        }

        init(graph: ArchiveGraph, options: Options) {
            self.graph = graph
            self.options = options
            uids = Array(repeating: 0, count: graph.objects.count)
        }

        mutating func write() throws(ArchiveWriterError) -> [UInt8] {
            try number()
            // Nodes: the top dictionary first, then `$objects` and its entries.
            let top = list.reserve()
            let archiver = list.scalar(.string("NSKeyedArchiver"))
            let version = list.scalar(.integer(options.version))
            let topDictionary = try dictionary(of: graph.root, withClass: false)
            let objects = list.reserve()
            var objectNodes: [Int] = []
            objectNodes.reserveCapacity(entries.count)
            for entry in entries {
                switch entry {
                case .null: objectNodes.append(list.scalar(.string("$null")))
                case .object(let id): objectNodes.append(try node(for: id))
                case .classDescription(let name):
                    let chain = graph.classChains[name] ?? (name == "NSObject" ? [name] : [name, "NSObject"])
                    let classes = list.reserve()
                    list.fill(classes, with: .array(chain.map { list.scalar(.string($0)) }))
                    let keys = [list.scalar(.string("$classes")), list.scalar(.string("$classname"))]
                    let node = list.reserve()
                    list.fill(node, with: .dictionary(keys: keys, values: [classes, list.scalar(.string(name))]))
                    objectNodes.append(node)
                }
            }
            list.fill(objects, with: .array(objectNodes))
            let keys = ["$version", "$archiver", "$top", "$objects"].map { list.scalar(.string($0)) }
            list.fill(top, with: .dictionary(keys: keys, values: [version, archiver, topDictionary, objects]))
            return list.bytes(top: top)
        }

        // MARK: Numbering

        /// Numbers the objects in `NSKeyedArchiver`'s order.
        mutating func number() throws(ArchiveWriterError) {
            enum Step {
                case visit(ID)
                case finish(ID)
            }
            var stack: [Step] = []
            var references: [ID] = []
            func push(referencesOf id: ID, into stack: inout [Step]) throws(ArchiveWriterError) {
                references.removeAll(keepingCapacity: true)
                for entry in graph.objects[id.index].entries {
                    try collect(entry.value, into: &references, object: id, key: entry.key)
                }
                for reference in references.reversed() { stack.append(.visit(reference)) }
            }
            try push(referencesOf: graph.root, into: &stack)
            var next = 0
            while true {
                while let step = stack.popLast() {
                    switch step {
                    case .visit(let id):
                        guard uids[id.index] == 0, !isPlainNull(id) else { continue }
                        uids[id.index] = UInt64(entries.count)
                        entries.append(.object(id))
                        stack.append(.finish(id))
                        try push(referencesOf: id, into: &stack)
                    case .finish(let id):
                        let name = graph.objects[id.index].className
                        if !isPlain(id), classUIDs[name] == nil {
                            classUIDs[name] = UInt64(entries.count)
                            entries.append(.classDescription(name))
                        }
                    }
                }
                // Objects only conditionally referred to (or not at all) follow.
                while next < graph.objects.count, uids[next] != 0 || next == graph.root.index { next += 1 }
                guard next < graph.objects.count else { break }
                stack.append(.visit(ID(next)))
            }
        }

        func collect(
            _ value: ArchiveGraph.Value, into references: inout [ID], object: ID, key: String, depth: Int = 0
        ) throws(ArchiveWriterError) {
            switch value {
            case .reference(let id), .conditionalReference(let id):
                guard graph.contains(id) else {
                    throw ArchiveWriterError(.danglingReference(id), object: object, key: key)
                }
                if case .reference = value { references.append(id) }
            case .array(let values):
                guard depth < maxInlineDepth else { throw tooDeep(object, key) }
                for value in values {
                    try collect(value, into: &references, object: object, key: key, depth: depth + 1)
                }
            case .dictionary(let entries):
                guard depth < maxInlineDepth else { throw tooDeep(object, key) }
                for entry in entries {
                    try collect(entry.value, into: &references, object: object, key: key, depth: depth + 1)
                }
            default: break
            }
        }

        func tooDeep(_ object: ID, _ key: String) -> ArchiveWriterError {
            ArchiveWriterError(
                .unencodableValue("inline values nest deeper than \(maxInlineDepth) levels"), object: object, key: key)
        }

        // MARK: Nodes

        /// Whether the object is written as a plain property-list value.
        func isPlain(_ id: ID) -> Bool {
            plainValue(of: graph.objects[id.index]) != nil
        }

        /// Whether the object is a `$null` read from a keyed archive (never the case for graphs
        /// made by ``ArchiveGraph/init(_:)``, which turn it into `nil`).
        func isPlainNull(_ id: ID) -> Bool {
            let object = graph.objects[id.index]
            return object.className == "$null" && object.entries.isEmpty
        }

        /// The plain value an object stands for, when it is one.
        func plainValue(of object: ArchiveGraph.Object) -> ArchiveGraph.Value? {
            guard object.entries.count == 1 else { return nil }
            let entry = object.entries[0]
            if entry.key == "$value" { return entry.value }
            guard options.translatesNIBArchiveConventions else { return nil }
            switch (object.className, entry.key, entry.value) {
            case ("NSString", "NS.bytes", .data(let bytes)):
                return String(validating: bytes, as: UTF8.self).map { .string($0) }
            case ("NSData", "NS.bytes", .data): return entry.value
            // A NIBArchive boolean `NSNumber` holds `NS.intval` as a boolean value (UIKit's runtime
            // attributes, Apple's Wizard nibs): a keyed archive's plain boolean too.
            case ("NSNumber", "NS.intval", .integer), ("NSNumber", "NS.dblval", .double),
                ("NSNumber", "NS.dblval", .float), ("NSNumber", "NS.boolval", .boolean),
                ("NSNumber", "NS.intval", .boolean):
                return entry.value
            default: return nil
            }
        }

        mutating func node(for id: ID) throws(ArchiveWriterError) -> Int {
            let object = graph.objects[id.index]
            if let plain = plainValue(of: object) {
                return try node(for: plain, object: id, key: "$value", depth: 0)
            }
            return try dictionary(of: id, withClass: true)
        }

        /// An object as a dictionary; `$class` last.
        mutating func dictionary(of id: ID, withClass: Bool) throws(ArchiveWriterError) -> Int {
            let object = graph.objects[id.index]
            var keys: [Int] = []
            var values: [Int] = []
            let entries = translatedEntries(of: object)
            keys.reserveCapacity(entries.count + 1)
            values.reserveCapacity(entries.count + 1)
            for entry in entries {
                keys.append(list.scalar(.string(entry.key)))
                values.append(try node(for: entry.value, object: id, key: entry.key, depth: 0))
            }
            if withClass {
                keys.append(list.scalar(.string("$class")))
                values.append(list.scalar(.uid(classUIDs[object.className] ?? 0)))
            }
            let node = list.reserve()
            list.fill(node, with: .dictionary(keys: keys, values: values))
            return node
        }

        /// The entries of an object, collections in the keyed conventions when asked for.
        func translatedEntries(of object: ArchiveGraph.Object) -> [ArchiveGraph.Entry] {
            if options.translatesNIBArchiveConventions, object.className == "NSMutableString",
                object.entries.count == 1, object.entries[0].key == "NS.bytes",
                case .data(let bytes) = object.entries[0].value, let text = String(validating: bytes, as: UTF8.self)
            {
                return [.init("NS.string", .string(text))]
            }
            // A localizable string's text too, before its key and development text (Apple's
            // keyed nib of Sparkle 1's Base-localized SUUpdateAlert, macvim's copy).
            if options.translatesNIBArchiveConventions, object.className == "NSLocalizableString",
                object.entries.first?.key == "NS.bytes", case .data(let bytes) = object.entries[0].value,
                let text = String(validating: bytes, as: UTF8.self)
            {
                return [.init("NS.string", .string(text))] + object.entries.dropFirst()
            }
            guard options.translatesNIBArchiveConventions,
                object.entries.first.map({ $0.key == "NSInlinedValue" }) == true
            else { return object.entries }
            var elements: [ArchiveGraph.Value] = []
            var others: [ArchiveGraph.Entry] = []
            for entry in object.entries.dropFirst() {
                if GraphMatcher.isElementKey(entry.key) { elements.append(entry.value) } else { others.append(entry) }
            }
            if object.className.hasSuffix("Dictionary") {
                let keys = stride(from: 0, to: elements.count - 1, by: 2).map { elements[$0] }
                let values = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
                return [.init("NS.keys", .array(keys)), .init("NS.objects", .array(values))] + others
            }
            return [.init("NS.objects", .array(elements))] + others
        }

        mutating func node(
            for value: ArchiveGraph.Value, object: ID, key: String, depth: Int
        ) throws(ArchiveWriterError) -> Int {
            switch value {
            case .integer(let value, _): return list.scalar(.integer(value))
            case .boolean(let value): return list.scalar(.boolean(value))
            case .float(let value): return list.scalar(.float(value))
            case .double(let value): return list.scalar(.real(value))
            case .data(let bytes): return list.scalar(.data(bytes))
            case .string(let text): return list.scalar(.string(text))
            case .null: return list.scalar(.uid(0))
            case .reference(let id), .conditionalReference(let id):
                guard graph.contains(id) else {
                    throw ArchiveWriterError(.danglingReference(id), object: object, key: key)
                }
                return list.scalar(.uid(uids[id.index]))
            case .array(let values):
                guard depth < maxInlineDepth else { throw tooDeep(object, key) }
                let node = list.reserve()
                var elements: [Int] = []
                elements.reserveCapacity(values.count)
                for value in values {
                    elements.append(try self.node(for: value, object: object, key: key, depth: depth + 1))
                }
                list.fill(node, with: .array(elements))
                return node
            case .dictionary(let entries):
                guard depth < maxInlineDepth else { throw tooDeep(object, key) }
                let node = list.reserve()
                var keys: [Int] = []
                var values: [Int] = []
                for entry in entries {
                    keys.append(list.scalar(.string(entry.key)))
                    values.append(try self.node(for: entry.value, object: object, key: key, depth: depth + 1))
                }
                list.fill(node, with: .dictionary(keys: keys, values: values))
                return node
            }
        }
    }
}
