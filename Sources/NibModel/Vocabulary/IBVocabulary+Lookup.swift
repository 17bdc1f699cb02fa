/// A class's decoding laid out once, for a reader that looks values up by number rather than by
/// key name: the properties ``IBVocabulary/decode(archivedClass:platform:value:)`` reads, in its
/// order, and each distinct key path they read, once, its keys numbered
/// (``IBVocabulary/keyNumber(of:)``).
///
/// A compiled-nib mapper numbers its archive's keys once, then reads each object's values in
/// one pass over its slots: a slot whose key number starts one of the plan's paths is noted at
/// ``firstKeyPositions``.
///
/// A class's plan is made once per process and shared (a reference: handing out a struct
/// copied, retained and released, each of its tables for every object decoded); it is only
/// mutated while ``IBVocabulary`` builds it.
package final class IBDecodingPlan: Sendable {
    /// The properties, the most specific rule's first, as the decoder visits them.
    package let properties: [IBProperty]
    /// For each property, the index in ``paths`` of the key path it reads.
    package let pathIndices: [Int]
    /// The distinct key paths the properties read, in first-use order: the position of the
    /// path's first key in ``firstKeys``, and the numbers of its further keys (`A/B`: key `B`
    /// of the object under `A`), `nil` for a single key.
    package let paths: [(first: Int, rest: [Int32]?)]
    /// The distinct first keys of ``paths``, as key numbers.
    package let firstKeys: [Int32]
    /// For each key number, its position in ``firstKeys``, or -1.
    package let firstKeyPositions: [Int32]
    /// The objects the class writes as child elements without ids
    /// (``IBVocabulary/embeddedChildren(archivedClass:platform:)``), with their keys' numbers.
    package let embedded: [(child: IBEmbeddedChild, key: Int32)]
    /// For each property, what the decoder needs of it without copying it (see ``IBDecodeStep``).
    let steps: [IBDecodeStep]
    /// The names of the element attributes the properties write, each once: a step's
    /// ``IBDecodeStep/attribute`` numbers them, so that the decoder tells an attribute already
    /// decoded by a flag instead of a search.
    let attributeNames: [String]
    /// The index of each of ``attributeNames`` in a compiled tree (`TreeWriter.seededIndices`),
    /// so that the mapper writes a decoded attribute's name by number; -1 for a name not seeded.
    let attributeNameIndices: [Int32]
    /// The keys of the rectangles the `rectangle` steps write (their ``IBDecodeStep/attribute``
    /// numbers them).
    let rectangleKeys: [String]
    /// For each of ``paths``, whether every step that reads it reads an AppKit geometry string
    /// only (a `rectangle` step, or a `general` step of a geometry codec): a reader may then
    /// hand the decoder the string's numbers (``GeometryNumbers``) instead of a `String`.
    let geometryPaths: [Bool]

    /// The plan `draft` laid out.
    fileprivate init(_ draft: Draft) {
        properties = draft.properties
        pathIndices = draft.pathIndices
        paths = draft.paths
        firstKeys = draft.firstKeys
        firstKeyPositions = draft.firstKeyPositions
        embedded = draft.embedded
        steps = draft.steps
        attributeNames = draft.attributeNames
        attributeNameIndices = draft.attributeNameIndices
        rectangleKeys = draft.rectangleKeys
        var geometryPaths = [Bool](repeating: true, count: draft.paths.count)
        for (position, step) in draft.steps.enumerated()
        where !IBVocabulary.readsGeometryOnly(step, draft.properties[position]) {
            geometryPaths[Int(step.path)] = false
        }
        self.geometryPaths = geometryPaths
    }

    /// A plan while ``IBVocabulary`` lays it out (the plan's fields are constants: a class's
    /// variable fields are checked for exclusive access at every read).
    fileprivate struct Draft {
        var properties: [IBProperty] = []
        var pathIndices: [Int] = []
        var paths: [(first: Int, rest: [Int32]?)] = []
        var firstKeys: [Int32] = []
        var firstKeyPositions: [Int32] = []
        var embedded: [(child: IBEmbeddedChild, key: Int32)] = []
        var steps: [IBDecodeStep] = []
        var attributeNames: [String] = []
        var attributeNameIndices: [Int32] = []
        var rectangleKeys: [String] = []
    }
}

/// One property of an ``IBDecodingPlan`` laid out for the decoder: plain numbers, read without
/// retaining the property's strings and codec.
///
/// A `YES`/`NO` codec (booleans, flags) on an element attribute is decoded from the stored
/// integer here (``Kind/answer``); a geometry codec on a rectangle goes from the stored string to
/// the rectangle's numbers without a joined text (``Kind/rectangle``); anything else is decoded by
/// its codec (``Kind/general``). The three give what the codec, the default-text check and
/// ``IBDecodedAttributes`` give.
struct IBDecodeStep: Sendable {
    enum Kind: UInt8, Sendable {
        case general, answer, rectangle
    }
    /// How an `answer` step reads the stored integer `n`: `YES` when `n & mask == mask`
    /// (`allSet`), `n & mask != 0` (`anySet`) or `n & mask == 0` (`noneSet`).
    enum Test: UInt8, Sendable {
        case allSet, anySet, noneSet
    }
    var kind: Kind = .general
    /// The index of the property's path in the plan's paths.
    var path: Int32
    /// The number of the property's attribute name in the plan's attribute names (for a
    /// `rectangle` step, of its key in the plan's rectangle keys), or -1 when the property writes
    /// no element attribute.
    var attribute: Int32 = -1
    var test: Test = .allSet
    var mask: UInt64 = 0
    /// Whether an `answer` step writes `YES`, and `NO` (neither when it is the default text).
    var writesYes = true
    var writesNo = true
    /// What an `answer` step gives when the archive holds no value: 0 nothing, 1 `YES`, 2 `NO`
    /// (from the property's archived default).
    var absent: UInt8 = 0
    /// For a `rectangle` step, the count of numbers the string holds (4 for a rectangle, 2 for
    /// a size, written at the origin).
    var numbers: Int8 = 4
    /// For a `general` step, whether the property gives nothing when the archive holds no
    /// value: no archived default, or one that decodes to nothing or to the omitted text (most
    /// defaults), so that the decoder passes over the step without decoding the default again.
    var absentGivesNothing = false
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
        decode(plan, into: &decoded, value: value)
        return decoded
    }

    /// ``decode(_:value:)`` into `decoded`, which is empty: a reader that decodes many objects
    /// reuses one table's storage instead of allocating arrays for each object.
    package static func decode(
        _ plan: IBDecodingPlan, into decoded: inout IBDecodedAttributes, value: (Int) -> IBArchivedValue?
    ) {
        decode(plan, into: &decoded, value: value, geometry: [])
    }

    /// ``decode(_:into:value:)`` where a path of ``IBDecodingPlan/geometryPaths`` may come as the
    /// numbers of its ASCII geometry string: `geometry[i]`, when there and not `nil`, is what
    /// ``asciiGeometryNumbers(_:)`` reads from the string `value(i)` would give (and `value(i)`
    /// is not read). A table, not a second closure: with two closures the decoder was no longer
    /// specialized for the mapper's closure. A compiled-nib reader reads them from the archive's bytes without making
    /// a `String` (a view's frame, some 20 bytes, is too long for a string kept in place).
    static func decode(
        _ plan: IBDecodingPlan, into decoded: inout IBDecodedAttributes, value: (Int) -> IBArchivedValue?,
        geometry: [GeometryNumbers?]
    ) {
        // Which element attributes are decoded already (the first property that decodes one
        // wins), a bit each, on the stack (an array cost an allocation per object).
        let words = (plan.attributeNames.count + 63) / 64
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(words, 1)) { seenWords in
            seenWords.initialize(repeating: 0)
            decodeSteps(plan, into: &decoded, seenWords: seenWords, value: value, geometry: geometry)
        }
    }

    /// The steps of ``decode(_:into:value:)``, `seenWords` marking the attributes decoded.
    private static func decodeSteps(
        _ plan: IBDecodingPlan, into decoded: inout IBDecodedAttributes, seenWords: UnsafeMutableBufferPointer<UInt64>,
        value: (Int) -> IBArchivedValue?, geometry: [GeometryNumbers?]
    ) {
        func firstTime(_ attribute: Int32) -> Bool {
            let word = Int(attribute) >> 6
            let bit = UInt64(1) << UInt64(attribute & 63)
            guard seenWords[word] & bit == 0 else { return false }
            seenWords[word] |= bit
            return true
        }
        for position in plan.steps.indices {
            let step = plan.steps[position]
            // A path of geometry strings may come as its numbers (``GeometryNumbers``); no
            // `answer` step reads such a path.
            func numbers() -> GeometryNumbers? {
                let path = Int(step.path)
                return plan.geometryPaths[path] && path < geometry.count ? geometry[path] : nil
            }
            switch step.kind {
            case .answer:
                let yes: Bool
                if let stored = value(Int(step.path)) {
                    guard let number = stored.integer else { continue }
                    let bits = UInt64(bitPattern: number) & step.mask
                    switch step.test {
                    case .allSet: yes = bits == step.mask
                    case .anySet: yes = bits != 0
                    case .noneSet: yes = bits == 0
                    }
                } else {
                    guard step.absent != 0 else { continue }
                    yes = step.absent == 1
                }
                guard yes ? step.writesYes : step.writesNo, firstTime(step.attribute) else { continue }
                decoded.attributes.append(
                    IBDecodedAttribute(
                        plan.attributeNames[Int(step.attribute)], yes ? "YES" : "NO",
                        nameIndex: plan.attributeNameIndices[Int(step.attribute)]))
            case .rectangle:
                if let numbers = numbers() {
                    guard numbers.count == Int(step.numbers) else { continue }
                    let key = plan.rectangleKeys[Int(step.attribute)]
                    guard !decoded.rects.contains(where: { $0.key == key }) else { continue }
                    decoded.rects.append(IBDecodedRect(key: key, count: numbers.count) { numbers[$0] })
                    continue
                }
                guard case .string(let text) = value(Int(step.path)) else { continue }
                // An ASCII string's numbers are read without an array (``GeometryNumbers``);
                // other text as before.
                if let numbers = asciiGeometryNumbers(text) {
                    guard numbers.count == Int(step.numbers) else { continue }
                    let key = plan.rectangleKeys[Int(step.attribute)]
                    guard !decoded.rects.contains(where: { $0.key == key }) else { continue }
                    decoded.rects.append(IBDecodedRect(key: key, count: numbers.count) { numbers[$0] })
                    continue
                }
                guard let numbers = geometryNumbers(text), numbers.count == Int(step.numbers) else { continue }
                let key = plan.rectangleKeys[Int(step.attribute)]
                guard !decoded.rects.contains(where: { $0.key == key }) else { continue }
                decoded.rects.append(IBDecodedRect(key: key, count: numbers.count) { numbers[$0] })
            case .general:
                // The property's fields are read in place: a copy of the property retained every
                // string and codec it holds (3 M instructions in pass 6).
                let decodedText: String?
                if let numbers = numbers() {
                    // A geometry string's numbers: what `decodeGeometry` makes of the string.
                    decodedText = decodeGeometry(plan.properties[position].codec, numbers)
                } else {
                    let found = value(Int(step.path))
                    if found == nil, step.absentGivesNothing { continue }
                    guard let stored = found ?? plan.properties[position].archivedDefault, stored != .null else {
                        continue
                    }
                    if case .object(let element, let key) = plan.properties[position].slot {
                        if let fields = plan.properties[position].codec.decodeFields(stored) {
                            decoded.addObject(element, key: key, fields)
                        }
                        continue
                    }
                    decodedText =
                        decodeGeometry(plan.properties[position].codec, stored)
                        ?? plan.properties[position].codec.decode(stored)
                }
                guard
                    let text = decodedText,
                    text != plan.properties[position].omittedText,
                    plan.properties[position].generatedPrefix.map({ !text.hasPrefix($0) }) ?? true
                else { continue }
                if step.attribute >= 0 {
                    guard firstTime(step.attribute) else { continue }
                    decoded.attributes.append(
                        IBDecodedAttribute(
                            plan.attributeNames[Int(step.attribute)], text,
                            nameIndex: plan.attributeNameIndices[Int(step.attribute)]))
                } else {
                    decoded.add(text, at: plan.properties[position].slot)
                }
            }
        }
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
            return IBValueCodec.formatJoined(numbers)
        case .sizeString:
            guard let numbers = geometryNumbers(text), numbers.count == 2 else { return nil }
            return IBValueCodec.formatJoined(numbers, leadingZeros: 2)
        case .pairComponent(let index, _):
            guard let numbers = geometryNumbers(text), numbers.count == 2 else { return nil }
            return IBValueCodec.format(numbers[index])
        default:
            return nil
        }
    }

    /// ``decodeGeometry(_:_:)`` of a geometry string whose numbers are read already (see
    /// ``IBDecodingPlan/geometryPaths``): the same counts and formatting.
    private static func decodeGeometry(_ codec: IBValueCodec, _ numbers: GeometryNumbers) -> String? {
        switch codec {
        case .rectString, .frameString:
            guard numbers.count == 4 else { return nil }
            return IBValueCodec.formatJoined(count: 4) { numbers[$0] }
        case .sizeString:
            guard numbers.count == 2 else { return nil }
            return IBValueCodec.formatJoined(count: 2, leadingZeros: 2) { numbers[$0] }
        case .pairComponent(let index, _):
            guard numbers.count == 2, index >= 0, index < 2 else { return nil }
            return IBValueCodec.format(numbers[index])
        default:
            return nil
        }
    }

    /// Whether `step` of `property` reads its path as an AppKit geometry string only (see
    /// ``IBDecodingPlan/geometryPaths``).
    static func readsGeometryOnly(_ step: IBDecodeStep, _ property: IBProperty) -> Bool {
        switch step.kind {
        case .rectangle: return true
        case .answer: return false
        case .general:
            if case .object = property.slot { return false }
            switch property.codec {
            case .rectString, .frameString, .sizeString, .pairComponent: return true
            default: return false
            }
        }
    }

    /// ``geometryNumbers(_:)`` of an ASCII string of at most four numbers, without an array;
    /// `nil` for any other text (which ``geometryNumbers(_:)`` reads). The same tokens and numbers:
    /// both split ASCII text at `{`, `}`, `,` and spaces and read each token as an integer of at
    /// most 15 digits or through `Double`.
    static func asciiGeometryNumbers(_ text: String) -> GeometryNumbers? {
        let parsed = text.utf8.withContiguousStorageIfAvailable { bytes -> GeometryNumbers? in
            for byte in bytes where byte >= 0x80 { return nil }
            guard let numbers = GeometryNumbers(parsing: bytes), numbers.count <= 4 else { return nil }
            return numbers
        }
        return parsed ?? nil
    }

    /// ``IBValueCodec/numbers(_:)`` of an ASCII string, split at `{`, `}`, `,` and spaces byte
    /// by byte rather than character by character (the same tokens for ASCII text), a token of
    /// at most 15 decimal digits (after an optional `-`) read as an integer, which it is exactly;
    /// other text goes to ``IBValueCodec/numbers(_:)``.
    static func geometryNumbers(_ text: String) -> [Double]? {
        let parsed = text.utf8.withContiguousStorageIfAvailable { bytes -> (ascii: Bool, numbers: [Double]?) in
            var numbers: [Double] = []
            numbers.reserveCapacity(4)
            var start = 0
            var index = 0
            // Whether bytes[start..<index] so far are an optional `-` and digits, and their value.
            var negative = false
            var digits = 0
            var whole: Int64 = 0
            var plain = true
            while index <= bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: " "):
                    if start < index {
                        if plain, digits > 0, digits <= 15 {
                            numbers.append(negative ? -Double(whole) : Double(whole))
                        } else {
                            let token = String(
                                decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                            guard let number = Double(token) else { return (true, nil) }
                            numbers.append(number)
                        }
                    }
                    start = index + 1
                    negative = false
                    digits = 0
                    whole = 0
                    plain = true
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    digits += 1
                    if digits <= 15 { whole = whole * 10 + Int64(byte - UInt8(ascii: "0")) }
                case UInt8(ascii: "-") where index == start:
                    negative = true
                default:
                    guard byte < 0x80 else { return (false, nil) }
                    plain = false
                }
                index += 1
            }
            return (true, numbers)
        }
        guard let parsed, parsed.ascii else { return IBValueCodec.numbers(text) }
        return parsed.numbers
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

    private static let emptyPlan = IBDecodingPlan(IBDecodingPlan.Draft())

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
        var plan = IBDecodingPlan.Draft()
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
                plan.steps.append(step(property, path: plan.pathIndices[plan.pathIndices.count - 1], plan: &plan))
            }
            plan.embedded += rule.embedded.map { ($0, number($0.key)) }
        }
        return IBDecodingPlan(plan)
    }

    /// How the decoder reads `property`, whose key path is `plan.paths[path]` (see
    /// ``IBDecodeStep``); numbers the property's attribute name in `plan.attributeNames`.
    private static func step(_ property: IBProperty, path: Int, plan: inout IBDecodingPlan.Draft) -> IBDecodeStep {
        var step = IBDecodeStep(path: Int32(path))
        if case .attribute(let name) = property.slot {
            if let known = plan.attributeNames.firstIndex(of: name) {
                step.attribute = Int32(known)
            } else {
                plan.attributeNames.append(name)
                plan.attributeNameIndices.append(TreeWriter.seededIndices.value(of: name) ?? -1)
                step.attribute = Int32(plan.attributeNames.count - 1)
            }
            // A `YES`/`NO` codec: the answer is the stored integer's bits.
            let test: (IBDecodeStep.Test, UInt64)?
            switch property.codec {
            case .boolean, .booleanInteger: test = (.anySet, ~0)
            case .negatedBoolean: test = (.noneSet, ~0)
            case .flag(let mask): test = (.allSet, mask)
            case .clearFlag(let mask): test = (.noneSet, mask)
            default: test = nil
            }
            if let (kind, mask) = test, property.generatedPrefix == nil {
                step.kind = .answer
                step.test = kind
                step.mask = mask
                step.writesYes = property.omittedText != "YES"
                step.writesNo = property.omittedText != "NO"
                if let stored = property.archivedDefault, let text = property.codec.decode(stored) {
                    step.absent = text == "YES" ? 1 : 2
                }
            }
        } else if case .rect(let key) = property.slot, property.omittedText == nil, property.generatedPrefix == nil,
            property.archivedDefault == nil
        {
            switch property.codec {
            case .rectString, .frameString: step.kind = .rectangle
            case .sizeString:
                step.kind = .rectangle
                step.numbers = 2
            default: break
            }
            if step.kind == .rectangle {
                step.attribute = Int32(plan.rectangleKeys.count)
                plan.rectangleKeys.append(key)
            }
        }
        step.absentGivesNothing = absentGivesNothing(property)
        return step
    }

    /// Whether ``decodeSteps(_:into:seenWords:value:)`` does nothing for `property` when the
    /// archive holds no value for it: the same tests as a `general` step's on its archived
    /// default, made once.
    private static func absentGivesNothing(_ property: IBProperty) -> Bool {
        guard let stored = property.archivedDefault, stored != .null else { return true }
        if case .object = property.slot { return property.codec.decodeFields(stored) == nil }
        guard let text = decodeGeometry(property.codec, stored) ?? property.codec.decode(stored),
            text != property.omittedText, property.generatedPrefix.map({ !text.hasPrefix($0) }) ?? true
        else { return true }
        return false
    }

    /// Whether `slot` is an attribute of any keyed child (`*`): a control's copy of its cell's
    /// settings, which the decompiler leaves to the cell.
    static func isDerivedFromChild(_ slot: IBSlot) -> Bool {
        if case .keyed("*", _, _) = slot { return true }
        return false
    }
}

/// An element's rule chain laid out once for ``IBVocabulary/encode(element:platform:)``: the
/// properties each rule owns (the most specific rule naming a slot decides it), in the encoder's
/// order, with every archive key, slot, attribute name and child key numbered.
///
/// An element is then read once — its attributes and its keyed children by number — instead of
/// a search of its attributes and children for each property, and the encoded values are kept by
/// key number instead of a search by key name. The values, their order and what is left out are
/// those of the rules read one by one.
struct IBEncodePlan: Sendable {
    /// One owned property's numbers (the property itself is at the same index of
    /// ``IBEncodePlan/properties``, read only where needed: a copy retains its strings).
    struct Step: Sendable {
        enum Kind: Sendable {
            case attribute, object, other
        }
        /// The index in the chain of the rule that owns it.
        var rule: Int
        /// The number of its archive key in ``IBEncodePlan/keys``.
        var key: Int
        /// The number of its slot among the plan's distinct slots.
        var slot: Int
        /// The number of the `key=` of the child element its slot reads (in
        /// ``IBEncodePlan/childKeys``), or -1.
        var child: Int
        /// The number of its attribute name (in ``IBEncodePlan/attributeNames``), or -1.
        var attribute: Int
        /// Whether its slot is an element attribute, an object, or another place.
        var kind: Kind
        /// Whether encoding it takes its slot from the rule's later properties (an attribute
        /// whose codec does not share its key, a rectangle).
        var takesItsSlot: Bool
        /// Whether it has an archived default (a value ibtool leaves out).
        var hasArchivedDefault: Bool
    }

    /// The archive keys, each once.
    var keys: [String] = []
    /// The constants of the chain, most general rule first, by key number.
    var constants: [(key: Int, value: IBArchivedValue)] = []
    /// The owned properties' numbers, rule by rule, most general rule first.
    var steps: [Step] = []
    /// The owned properties, in the order of ``steps``.
    var properties: [IBProperty] = []
    /// The `key=` values of the child elements the properties read, numbered.
    var childKeys: [String: Int] = [:]
    /// The element attributes the properties read, numbered.
    var attributeNames: [String: Int] = [:]
    /// The count of distinct slots.
    var slotCount = 0

    init(chain: [IBClassRule]) {
        var owner: [IBSlot: Int] = [:]
        for (index, link) in chain.enumerated() {
            for property in link.properties { owner[property.slot] = index }
        }
        var keyNumbers: [String: Int] = [:]
        func number(_ key: String) -> Int {
            if let known = keyNumbers[key] { return known }
            keys.append(key)
            keyNumbers[key] = keys.count - 1
            return keys.count - 1
        }
        var slotNumbers: [IBSlot: Int] = [:]
        for rule in chain {
            for constant in rule.constants { constants.append((number(constant.key), constant.value)) }
        }
        for (index, rule) in chain.enumerated() {
            // A key path (`NSNormalImage/NSResourceName`) reads a value of another archived
            // object, which the compiler archives itself.
            for property in rule.properties where owner[property.slot] == index && !property.key.contains("/") {
                let slot = slotNumbers[property.slot] ?? slotNumbers.count
                slotNumbers[property.slot] = slot
                var step = Step(
                    rule: index, key: number(property.key), slot: slot, child: -1, attribute: -1, kind: .other,
                    takesItsSlot: false, hasArchivedDefault: property.archivedDefault != nil)
                let childKey: String?
                switch property.slot {
                case .attribute(let name):
                    step.attribute = attributeNames[name] ?? attributeNames.count
                    attributeNames[name] = step.attribute
                    step.kind = .attribute
                    step.takesItsSlot = !property.codec.sharesItsKey
                    childKey = name
                case .object(_, let key):
                    step.kind = .object
                    childKey = key
                case .rect(let key):
                    step.takesItsSlot = true
                    childKey = key
                case .keyed(_, let key, _), .sizeComponent(let key, _):
                    childKey = key
                case .presence:
                    childKey = nil
                }
                if let childKey {
                    step.child = childKeys[childKey] ?? childKeys.count
                    childKeys[childKey] = step.child
                }
                steps.append(step)
                properties.append(property)
            }
        }
        slotCount = slotNumbers.count
    }

    /// The archived values of `element`'s attributes, key by key (see
    /// ``IBVocabulary/encode(element:platform:)``).
    func encode(_ element: NibElement) -> [(key: String, value: IBArchivedValue)] {
        let tree = element.tree
        // The element's first child with each key the properties read, and its attributes.
        var children = [Int32](repeating: -1, count: childKeys.count)
        if !childKeys.isEmpty {
            for child in tree.children(of: element.index) {
                let attribute = tree.attributeIndex(of: child, name: KnownName.key.rawValue)
                guard attribute >= 0, let number = childKeys[tree.value(attribute)], children[number] < 0 else {
                    continue
                }
                children[number] = child
            }
        }
        var attributes = [Int32](repeating: -1, count: attributeNames.count)
        let record = tree.elements[Int(element.index)]
        for attribute in record.firstAttribute..<(record.firstAttribute + record.attributeCount) {
            guard let number = attributeNames[tree.name(tree.attributes[Int(attribute)].name)], attributes[number] < 0
            else { continue }
            attributes[number] = attribute
        }
        // The values by key number; a removed value keeps its place with key -1.
        var entries: [(key: Int, value: IBArchivedValue)] = []
        var position = [Int](repeating: -1, count: keys.count)
        // Constants first: flags that ibtool always sets are the base the attributes add to.
        for constant in constants {
            if position[constant.key] >= 0 {
                entries[position[constant.key]].value = constant.value
            } else {
                position[constant.key] = entries.count
                entries.append(constant)
            }
        }
        // For each slot, the rule that has encoded it: where two keys can hold one attribute,
        // the first that takes it wins within a rule.
        var encodedBy = [Int](repeating: -1, count: slotCount)
        for index in steps.indices {
            let step = steps[index]
            guard encodedBy[step.slot] != step.rule else { continue }
            let child =
                step.child >= 0 && children[step.child] >= 0
                ? NibElement(tree: tree, index: children[step.child]) : nil
            switch step.kind {
            case .object:
                // A font or colour: the keyed element's attributes make the archived object.
                guard let child, case .object(let name, _) = properties[index].slot, child.name == name,
                    let object = properties[index].codec.encodeFields(child.attributes.map { ($0.name, $0.value) })
                else { continue }
                if position[step.key] >= 0 { entries[position[step.key]].key = -1 }
                position[step.key] = entries.count
                entries.append((step.key, object))
                encodedBy[step.slot] = step.rule
                continue
            case .attribute:
                // `<nil key="label"/>`: the document says the attribute has no value at all.
                if child?.name == "nil" { continue }
            case .other:
                break
            }
            let found = step.attribute >= 0 ? attributes[step.attribute] : -1
            guard
                let text = Self.text(properties[index].slot, attribute: found, child: child, in: tree)
                    ?? properties[index].defaultText
            else { continue }
            let at = position[step.key]
            guard let value = properties[index].codec.encode(text, into: at >= 0 ? entries[at].value : nil) else {
                continue
            }
            if at >= 0 {
                entries[at].value = value
            } else {
                position[step.key] = entries.count
                entries.append((step.key, value))
            }
            if step.takesItsSlot { encodedBy[step.slot] = step.rule }
        }
        // ibtool leaves a key out when it holds the value its silence stands for (the silence of
        // the rule that owns the attribute: a text field's hugging is not a plain view's).
        for index in steps.indices where steps[index].hasArchivedDefault {
            let key = steps[index].key
            guard let silent = properties[index].archivedDefault, position[key] >= 0,
                entries[position[key]].value == silent
            else { continue }
            entries[position[key]].key = -1
            position[key] = -1
        }
        var values: [(key: String, value: IBArchivedValue)] = []
        values.reserveCapacity(entries.count)
        for entry in entries where entry.key >= 0 { values.append((keys[entry.key], entry.value)) }
        return values
    }

    /// ``IBVocabulary/documentText(_:in:)`` from what the element was read into: `attribute`,
    /// the attribute record of an attribute slot's name (-1 when absent), and `child`, the first
    /// child element with the slot's key.
    private static func text(_ slot: IBSlot, attribute: Int32, child: NibElement?, in tree: ElementTree) -> String? {
        switch slot {
        case .attribute:
            if attribute >= 0 { return tree.value(attribute) }
            // Text XML cannot hold as an attribute (a return, a tab) is a keyed `<string>`, in
            // base64 when Xcode wrote it so.
            guard let string = child, string.name == "string" else { return nil }
            guard string[attribute: "base64-UTF8"] == "YES" else { return string.text }
            return Base64.interfaceBuilderString(string.text)
        case .keyed(let name, _, let attribute):
            guard let child, child.name == name || name == "*" else { return nil }
            return child[attribute: attribute]
        case .rect:
            guard let child, child.name == "rect" else { return nil }
            let numbers = ["x", "y", "width", "height"].compactMap { child[attribute: $0] }
            return numbers.count == 4 ? numbers.joined(separator: " ") : nil
        case .sizeComponent(_, let index):
            guard let child, child.name == "size" else { return nil }
            return child[attribute: index == 0 ? "width" : "height"]
        case .object, .presence:
            return nil
        }
    }
}
