/// A class's decoding laid out once, for a reader that looks values up by number rather than by
/// key name: the properties ``IBVocabulary/decode(archivedClass:platform:value:)`` reads, in its
/// order, and each distinct key path they read, once, its keys numbered
/// (``IBVocabulary/keyNumber(of:)``).
///
/// A compiled-nib mapper numbers its archive's keys once, then reads each object's values in
/// one pass over its slots: a slot whose key number starts one of the plan's paths is noted at
/// ``firstKeyPositions``.
package struct IBDecodingPlan: Sendable {
    /// The properties, the most specific rule's first, as the decoder visits them.
    package var properties: [IBProperty]
    /// For each property, the index in ``paths`` of the key path it reads.
    package var pathIndices: [Int]
    /// The distinct key paths the properties read, in first-use order: the position of the
    /// path's first key in ``firstKeys``, and the numbers of its further keys (`A/B`: key `B`
    /// of the object under `A`), `nil` for a single key.
    package var paths: [(first: Int, rest: [Int32]?)]
    /// The distinct first keys of ``paths``, as key numbers.
    package var firstKeys: [Int32]
    /// For each key number, its position in ``firstKeys``, or -1.
    package var firstKeyPositions: [Int32]
    /// The objects the class writes as child elements without ids
    /// (``IBVocabulary/embeddedChildren(archivedClass:platform:)``), with their keys' numbers.
    package var embedded: [(child: IBEmbeddedChild, key: Int32)]
}

extension IBVocabulary {
    /// The number of every archive key the vocabulary reads (each key of a key path apart), in
    /// ``keyNumber(of:)``'s numbering; a reader numbers its archive's keys through it once.
    package static func keyNumber(of spelling: UnsafeBufferPointer<UInt8>) -> Int32? {
        keyNumbers.value(of: spelling)
    }

    /// The decoding plan of an archived class on a platform (see ``IBDecodingPlan``); a class
    /// the vocabulary does not know has an empty plan.
    package static func decodingPlan(archivedClass: String, platform: Platform?) -> IBDecodingPlan {
        (platform == .appKit ? appKitPlans : uiKitPlans)[archivedClass] ?? emptyPlan
    }

    /// What ``decode(archivedClass:platform:value:)`` gives for the class of `plan`, with the
    /// values looked up by path: `value(i)` is the value stored under `plan.paths[i]`. The two
    /// give the same attributes for the same values (a corpus test holds them to it).
    package static func decode(_ plan: IBDecodingPlan, value: (Int) -> IBArchivedValue?) -> IBDecodedAttributes {
        var decoded = IBDecodedAttributes()
        for position in plan.properties.indices {
            guard
                let stored = value(plan.pathIndices[position]) ?? plan.properties[position].archivedDefault,
                stored != .null
            else { continue }
            let codec = plan.properties[position].codec
            let slot = plan.properties[position].slot
            if case .object(let element, let key) = slot {
                if let fields = codec.decodeFields(stored) { decoded.addObject(element, key: key, fields) }
                continue
            }
            guard let text = decodeGeometry(codec, stored) ?? codec.decode(stored),
                text != plan.properties[position].omittedText,
                plan.properties[position].generatedPrefix.map({ !text.hasPrefix($0) }) ?? true
            else { continue }
            decoded.add(text, at: slot)
        }
        return decoded
    }

    // MARK: Implementation Details

    /// ``IBValueCodec/decode(_:)`` of the geometry codecs (the strings of AppKit rectangles,
    /// sizes and pairs), their numbers read from the string's bytes (``geometryNumbers(_:)``);
    /// `nil` for any other codec or value, which the codec decodes itself. The corpus test that
    /// holds plan decoding to decoding by name holds this to the codec.
    private static func decodeGeometry(_ codec: IBValueCodec, _ value: IBArchivedValue) -> String? {
        guard case .string(let text) = value else { return nil }
        switch codec {
        case .rectString, .frameString:
            guard let numbers = geometryNumbers(text), numbers.count == 4 else { return nil }
            return numbers.map(IBValueCodec.format).joined(separator: " ")
        case .sizeString:
            guard let numbers = geometryNumbers(text), numbers.count == 2 else { return nil }
            return (["0", "0"] + numbers.map(IBValueCodec.format)).joined(separator: " ")
        case .pairComponent(let index, _):
            guard let numbers = geometryNumbers(text), numbers.count == 2 else { return nil }
            return IBValueCodec.format(numbers[index])
        default:
            return nil
        }
    }

    /// ``IBValueCodec/numbers(_:)`` of an ASCII string, split at `{`, `}`, `,` and spaces byte
    /// by byte rather than character by character (the same tokens for ASCII text); other text
    /// goes to ``IBValueCodec/numbers(_:)``.
    static func geometryNumbers(_ text: String) -> [Double]? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return IBValueCodec.numbers(text) }
        var numbers: [Double] = []
        numbers.reserveCapacity(4)
        var start = utf8.startIndex
        var index = start
        func token(upTo end: String.Index) -> Bool {
            guard start < end else { return true }
            guard let number = Double(Substring(utf8[start..<end])) else { return false }
            numbers.append(number)
            return true
        }
        while index < utf8.endIndex {
            switch utf8[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: " "):
                guard token(upTo: index) else { return nil }
                index = utf8.index(after: index)
                start = index
            default:
                index = utf8.index(after: index)
            }
        }
        guard token(upTo: utf8.endIndex) else { return nil }
        return numbers
    }

    /// A key path's keys, split at its first four slashes (as the mapper's reading by name
    /// splits them).
    static func keyPathComponents(_ path: String) -> [String] {
        var components: [String] = []
        var key = Substring(path)
        var depth = 0
        while let slash = key.firstIndex(of: "/"), depth < 4 {
            components.append(String(key[..<slash]))
            key = key[key.index(after: slash)...]
            depth += 1
        }
        components.append(String(key))
        return components
    }

    /// Every key the rules read, numbered in first-use order.
    private static let keySpellings: [String] = {
        var seen: Set<String> = []
        var spellings: [String] = []
        for rule in appKitRules + uiKitRules {
            for key in rule.properties.map(\.key) {
                for component in keyPathComponents(key) where seen.insert(component).inserted {
                    spellings.append(component)
                }
            }
            // An embedded child's key is read whole, never as a path.
            for key in rule.embedded.map(\.key) where seen.insert(key).inserted { spellings.append(key) }
        }
        return spellings
    }()

    private static let keyNumbers = SpellingIndex(keySpellings.enumerated().map { ($1, Int32($0)) })

    private static let emptyPlan = IBDecodingPlan(
        properties: [], pathIndices: [], paths: [], firstKeys: [], firstKeyPositions: [], embedded: [])

    private static let appKitPlans = plans(appKitRules, platform: .appKit)
    private static let uiKitPlans = plans(uiKitRules, platform: .uiKit)

    /// The plan of every concrete class of `rules`.
    private static func plans(_ rules: [IBClassRule], platform: Platform) -> [String: IBDecodingPlan] {
        var plans: [String: IBDecodingPlan] = [:]
        for rule in rules where !rule.element.hasPrefix("@") && plans[rule.archivedClass] == nil {
            plans[rule.archivedClass] = plan(ruleChain(archivedClass: rule.archivedClass, platform: platform))
        }
        return plans
    }

    private static func number(_ key: String) -> Int32 {
        keyNumbers.value(of: key) ?? -1
    }

    /// The plan of a rule chain (most general first).
    private static func plan(_ chain: [IBClassRule]) -> IBDecodingPlan {
        var plan = emptyPlan
        plan.firstKeyPositions = [Int32](repeating: -1, count: keySpellings.count)
        var pathPositions: [String: Int] = [:]
        for rule in chain.reversed() {
            // An attribute of any keyed child (`*`) is the child's to say, as in `decode`.
            for property in rule.properties where !Self.isDerivedFromChild(property.slot) {
                if let known = pathPositions[property.key] {
                    plan.pathIndices.append(known)
                } else {
                    let components = keyPathComponents(property.key)
                    let first = Int(number(components[0]))
                    if plan.firstKeyPositions[first] < 0 {
                        plan.firstKeys.append(Int32(first))
                        plan.firstKeyPositions[first] = Int32(plan.firstKeys.count - 1)
                    }
                    let rest = components.dropFirst().map(number)
                    plan.paths.append((Int(plan.firstKeyPositions[first]), rest.isEmpty ? nil : rest))
                    pathPositions[property.key] = plan.paths.count - 1
                    plan.pathIndices.append(plan.paths.count - 1)
                }
                plan.properties.append(property)
            }
            plan.embedded += rule.embedded.map { ($0, number($0.key)) }
        }
        return plan
    }

    /// Whether `slot` is an attribute of any keyed child (`*`): a control's copy of its cell's
    /// settings, which the decompiler leaves to the cell.
    static func isDerivedFromChild(_ slot: IBSlot) -> Bool {
        if case .keyed("*", _, _) = slot { return true }
        return false
    }
}
