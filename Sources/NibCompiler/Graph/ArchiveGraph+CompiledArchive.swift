import NibModel

extension ArchiveGraph {
    /// The graph of a compiled nib read by NibModel's raw layer, without loss.
    ///
    /// A `NIBArchive` gives one object per archived object, in archive order, with its key and
    /// class-name tables kept in ``layout``. A keyed archive gives one object per `$objects`
    /// entry but for the two that are bookkeeping: `$null` (a reference to it becomes
    /// ``Value/null``) and the `$class` descriptions (their `$classes` go to ``classChains``);
    /// plain strings, numbers and data stay objects of class `NSString`, `NSNumber` and `NSData`
    /// holding one value under `CompiledArchive.Object.plainValueKey` (`$value`), and the root is the
    /// `$top` dictionary (an object of class `$top`).
    ///
    /// An archive does not say which references were conditional; references under
    /// `conditionalKeys` — a key (`NSNextResponder`) or a class and a key (`NSMenuItem.NSMenu`) —
    /// become ``Value/conditionalReference(_:)`` (see
    /// ``appleConditionalKeys``), so that a writer numbering objects in Apple's order
    /// (``NIBArchiveWriter/ObjectOrder/firstReference``) can be measured against the original.
    ///
    /// - Parameters:
    ///   - archive: The archive, as NibModel's raw layer reads it.
    ///   - conditionalKeys: Keys whose references are taken as conditional.
    public init(_ archive: CompiledArchive, conditionalKeys: Set<String> = []) {
        let isKeyed: Bool
        var coderVersion: UInt32?
        switch archive.format {
        case .nibArchive(_, let coder):
            isKeyed = false
            coderVersion = coder
        default: isKeyed = true
        }
        // Old index → new index; -1 for `$null`, -2 for a class description.
        var newIndex = [Int](repeating: 0, count: archive.objects.count)
        var classChains: [String: [String]] = [:]
        var count = 0
        for (index, object) in archive.objects.enumerated() {
            if isKeyed, object.className == "$null" {
                newIndex[index] = -1
            } else if isKeyed, object.className == "$class" {
                newIndex[index] = -2
                if let name = archive.string(object.value(forKey: "$classname")),
                    case .array(let chain)? = object.value(forKey: "$classes")
                {
                    classChains[name] = chain.compactMap { archive.string($0) }
                }
            } else {
                newIndex[index] = count
                count += 1
            }
        }
        func convert(_ value: CompiledArchive.Value, conditional: Bool = false) -> Value {
            switch value {
            case .integer(let value): return .integer(value)
            case .float(let value): return .float(value)
            case .double(let value): return .double(value)
            case .boolean(let value): return .boolean(value)
            case .data(let bytes): return .data(bytes)
            case .string(let text): return .string(text)
            case .reference(let index):
                let target = newIndex[index]
                guard target >= 0 else { return .null }
                return conditional ? .conditionalReference(ObjectID(target)) : .reference(ObjectID(target))
            case .array(let values): return .array(values.map { convert($0) })
            case .dictionary(let entries): return .dictionary(entries.map { Entry($0.key, convert($0.value)) })
            case .null: return .null
            }
        }
        var objects: [Object] = []
        objects.reserveCapacity(count)
        for (index, object) in archive.objects.enumerated() where newIndex[index] >= 0 {
            objects.append(
                Object(
                    className: object.className,
                    entries: object.values.map {
                        let conditional =
                            !conditionalKeys.isEmpty
                            && (conditionalKeys.contains($0.key)
                                || conditionalKeys.contains(object.className + "." + $0.key))
                        return Entry($0.key, convert($0.value, conditional: conditional))
                    }))
        }
        let root = newIndex.indices.contains(archive.rootIndex) ? max(newIndex[archive.rootIndex], 0) : 0
        var fallbacks: [String: [String]] = [:]
        for entry in archive.classNames where !entry.fallbackIndices.isEmpty {
            fallbacks[entry.name] = entry.fallbackIndices.compactMap {
                archive.classNames.indices.contains(Int($0)) ? archive.classNames[Int($0)].name : nil
            }
        }
        self.init(
            objects: objects, root: ObjectID(root), classFallbacks: fallbacks, classChains: classChains,
            layout: isKeyed
                ? nil
                : Layout(coderVersion: coderVersion, keys: archive.keys, classNames: archive.classNames.map(\.name)))
    }
}

extension ArchiveGraph {
    /// The keys under which Apple's ibtool archives references conditionally, as far as the
    /// corpus shows (a menu item's `NSMenu` is conditional, a pop-up cell's is not): with them,
    /// pre-order numbering reproduces the object order of every macOS nib of the corpus (see
    /// `docs/Compiling.md`).
    public static let appleConditionalKeys: Set<String> = [
        "NSNextResponder", "NSSuperview", "NSNextKeyView", "NSMenuItem.NSMenu",
    ]
}
