import NibModel

/// The walk behind ``ArchiveComparison``: a stack of object pairs for the ordered structure and
/// a queue of unordered collections, paired once the ordered walk has said what corresponds.
struct GraphMatcher {
    typealias ID = ArchiveGraph.ObjectID
    typealias Value = ArchiveGraph.Value
    typealias Difference = ArchiveComparison.Difference

    let left: ArchiveGraph
    let right: ArchiveGraph
    let options: ArchiveComparison.Options
    /// How many archives this one is nested in (a nib stored in a data value of another).
    let nesting: Int
    private(set) var differences: [Difference] = []
    private(set) var isTruncated = false
    /// Whether the left graph is AppKit's (its root holds `IB.objectdata`), for the
    /// vocabulary's archived defaults (``standsForAbsence(_:key:className:)``).
    private let isAppKit: Bool

    /// The correspondence: right index by left index and back (-1: none yet).
    private var leftToRight: [Int32]
    private var rightToLeft: [Int32]
    /// The path at which each left object was first met, for sharing messages.
    private var leftPath: [Int32]
    private var rightPath: [Int32]
    private var paths = PathTable()
    /// Pairs of objects still to compare, with their path and whether their elements are unordered.
    private var stack: [(left: ID, right: ID, path: Int32, unordered: Bool)] = []
    /// Unordered collections waiting to be paired.
    private var pending: [PendingCollection] = []
    /// Structural fingerprints by depth, for each side.
    private var leftPrints: [Int: [Int: Int]] = [:]
    private var rightPrints: [Int: [Int: Int]] = [:]

    /// The elements of unordered collections, as tuples (one member for a list, two for a
    /// dictionary or for parallel tables), with each member's path.
    private struct PendingCollection {
        var left: [(members: [Value], paths: [Int32])]
        var right: [(members: [Value], paths: [Int32])]
        var path: Int32
    }

    init(left: ArchiveGraph, right: ArchiveGraph, options: ArchiveComparison.Options, nesting: Int = 0) {
        self.left = left
        self.right = right
        self.options = options
        self.nesting = nesting
        leftToRight = Array(repeating: -1, count: left.objects.count)
        rightToLeft = Array(repeating: -1, count: right.objects.count)
        leftPath = Array(repeating: -1, count: left.objects.count)
        rightPath = Array(repeating: -1, count: right.objects.count)
        isAppKit = left[left.root]?.value(forKey: "IB.objectdata") != nil
    }

    /// The number of objects reachable from the root of `graph`.
    func reachable(in graph: ArchiveGraph) -> Int {
        guard graph.contains(graph.root) else { return 0 }
        var seen = [Bool](repeating: false, count: graph.objects.count)
        var stack = [graph.root.index]
        seen[graph.root.index] = true
        var count = 0
        var references: [ID] = []
        while let index = stack.popLast() {
            count += 1
            references.removeAll(keepingCapacity: true)
            for entry in graph.objects[index].entries { Self.collect(entry.value, into: &references) }
            for id in references where graph.contains(id) && !seen[id.index] {
                seen[id.index] = true
                stack.append(id.index)
            }
        }
        return count
    }

    private static func collect(_ value: Value, into references: inout [ID]) {
        switch value {
        case .reference(let id), .conditionalReference(let id): references.append(id)
        case .array(let values): for value in values { collect(value, into: &references) }
        case .dictionary(let entries): for entry in entries { collect(entry.value, into: &references) }
        default: break
        }
    }

    // MARK: - The walk

    mutating func run() {
        let root = paths.root
        // A missing root reaches no object: the object counts (0 against some) say so.
        guard left.contains(left.root), right.contains(right.root) else { return }
        stack.append((left.root, right.root, root, false))
        while !isTruncated {
            while let task = stack.popLast(), !isTruncated {
                compareObjects(task.left, task.right, path: task.path, unordered: task.unordered)
            }
            guard !isTruncated, !pending.isEmpty else { break }
            pairPending()
        }
    }

    private mutating func report(_ kind: Difference.Kind, _ path: Int32, _ left: String, _ right: String) {
        guard differences.count < options.maxDifferences else {
            isTruncated = true
            return
        }
        differences.append(Difference(kind, path: paths.render(path), left: left, right: right))
    }

    /// Maps the pair, or reports that the sharing differs; `true` when the pair is new and its
    /// contents are to be compared.
    private mutating func map(_ l: ID, _ r: ID, path: Int32) -> Bool {
        let known = leftToRight[l.index]
        let knownLeft = rightToLeft[r.index]
        if known == Int32(r.index), knownLeft == Int32(l.index) { return false }
        if known >= 0 || knownLeft >= 0 {
            let leftSide =
                known >= 0 ? "the left object is the one at \(paths.render(leftPath[l.index]))" : "a new left object"
            let rightSide =
                knownLeft >= 0
                ? "the right object is the one at \(paths.render(rightPath[r.index]))" : "a new right object"
            report(
                valueContent(l, in: left) != nil && sameValue(l, r) ? .valueSharing : .sharing, path, leftSide,
                rightSide)
            return false
        }
        leftToRight[l.index] = Int32(r.index)
        rightToLeft[r.index] = Int32(l.index)
        leftPath[l.index] = path
        rightPath[r.index] = path
        return true
    }

    private mutating func compareObjects(_ l: ID, _ r: ID, path: Int32, unordered: Bool) {
        guard left.contains(l), right.contains(r) else {
            report(
                .value, path, left.contains(l) ? "\(l)" : "dangling \(l)", right.contains(r) ? "\(r)" : "dangling \(r)")
            return
        }
        guard map(l, r, path: path) else { return }
        // The pairs this object queues are compared in entry order.
        let mark = stack.count
        defer { stack[mark...].reverse() }
        let lo = left.objects[l.index]
        let ro = right.objects[r.index]
        let isRoot = l == left.root && r == right.root
        if lo.className != ro.className, !(isRoot && (lo.className == "$top" || ro.className == "$top")) {
            report(.className, path, "class \(lo.className)", "class \(ro.className)")
            return
        }
        if let leftText = Self.text(of: lo), let rightText = Self.text(of: ro) {
            if leftText != rightText { report(.value, path, Self.quoted(leftText), Self.quoted(rightText)) }
            return
        }
        if let leftValue = Self.plainValue(of: lo), let rightValue = Self.plainValue(of: ro) {
            compareValues(leftValue, rightValue, path: path, unorderedTarget: false)
            return
        }
        let isDictionary = options.dictionaryClasses.contains(lo.className)
        let elementsUnordered = unordered || options.unorderedClasses.contains(lo.className) || isDictionary
        let leftEntries = Grouped(lo)
        let rightEntries = Grouped(ro)
        // Parallel tables (NSObjectsKeys with NSObjectsValues…) present on both sides.
        var parallel: Set<String> = []
        for group in options.parallelUnorderedKeys
        where group.allSatisfy({ leftEntries[$0] != nil && rightEntries[$0] != nil }) {
            if compareParallel(group, lo: leftEntries, ro: rightEntries, path: path) {
                parallel.formUnion(group)
            }
        }
        // Elements, in either format: element-key values (`NIBArchive`) or `NS.objects` (with
        // `NS.keys` for a dictionary) of a keyed archive; a collection without them is empty.
        let leftElements = Self.elements(of: leftEntries, dictionary: isDictionary)
        let rightElements = Self.elements(of: rightEntries, dictionary: isDictionary)
        if leftElements != nil || rightElements != nil {
            compareElements(
                leftElements ?? [], rightElements ?? [], path: path, unordered: elementsUnordered)
        }
        // A string of a class that holds more than its text (`NSLocalizableString`, with its
        // key and development text): its text compared in either format.
        var textKeys: Set<String> = []
        if lo.className.hasSuffix("String"), let leftText = Self.leadingText(of: lo),
            let rightText = Self.leadingText(of: ro)
        {
            if leftText != rightText {
                report(.value, paths.child(path, key: "NS.string"), Self.quoted(leftText), Self.quoted(rightText))
            }
            textKeys = ["NS.bytes", "NS.string"]
        }
        let skipped: Set<String> =
            leftElements != nil || rightElements != nil
            ? parallel.union([ArchiveGraph.Builder.elementKey, "NS.objects", "NS.keys", "NSInlinedValue"])
            : parallel.union(textKeys).union(["NSInlinedValue"])
        for key in leftEntries.keys where !skipped.contains(key) {
            let leftValues = leftEntries[key] ?? []
            guard let rightValues = rightEntries[key] else {
                let kind: Difference.Kind =
                    standsForAbsence(leftValues[0], key: key, className: lo.className) ? .missingDefault : .missingKey
                report(kind, paths.child(path, key: key), describe(leftValues[0], in: left), "")
                continue
            }
            let keyPath = paths.child(path, key: key)
            if leftValues.count != rightValues.count {
                report(.elementCount, keyPath, "\(leftValues.count) values", "\(rightValues.count) values")
            }
            if options.freshValueKeys.contains(key) { continue }
            let unorderedTarget = options.unorderedKeys.contains(key)
            for (leftValue, rightValue) in zip(leftValues, rightValues) {
                compareValues(leftValue, rightValue, path: keyPath, unorderedTarget: unorderedTarget)
            }
        }
        for key in rightEntries.keys where leftEntries[key] == nil && !skipped.contains(key) {
            report(.extraKey, paths.child(path, key: key), "", describe(rightEntries[key]![0], in: right))
        }
    }

    /// The content of a value object (a string's text, a number's or data object's value),
    /// which makes two such objects the same whatever their identity; `nil` for other objects.
    private func valueContent(_ id: ID, in graph: ArchiveGraph) -> Value? {
        guard let object = graph[id] else { return nil }
        if let text = Self.text(of: object) { return .string(text) }
        return Self.plainValue(of: object)
    }

    /// Whether left object `l` and right object `r` are value objects of one class and content.
    private func sameValue(_ l: ID, _ r: ID) -> Bool {
        guard let a = valueContent(l, in: left), let b = valueContent(r, in: right),
            left[l]?.className == right[r]?.className
        else { return false }
        return scalarsEqual(a, b)
    }

    /// Whether `value`, held under `key` by a left object of class `className`, is what the
    /// key's absence stands for: `nil`, or the vocabulary's archived default for the class (or,
    /// for a class the vocabulary does not know, the nearest superclass the archive names that
    /// it does).
    private func standsForAbsence(_ value: Value, key: String, className: String) -> Bool {
        if case .null = value { return true }
        let platform: Platform = isAppKit ? .appKit : .uiKit
        var archived: IBArchivedValue?
        for name in [className] + (left.classChains[className] ?? []) {
            if !IBVocabulary.ruleChain(archivedClass: name, platform: platform).isEmpty {
                archived = IBVocabulary.archivedDefault(forKey: key, archivedClass: name, platform: platform)
                break
            }
        }
        guard let archived else { return false }
        switch (value, archived) {
        case (.integer(let a, _), _): return archived.integer == a
        case (.boolean(let a), _): return archived.integer == (a ? 1 : 0)
        case (.float, .real(let b)), (.double, .real(let b)), (.float, .float(let b)), (.double, .float(let b)):
            return closeEnough(Self.number(value), b)
        case (.reference(let id), .string(let text)):
            return left[id].flatMap(Self.text(of:)) == text
        default: return false
        }
    }

    /// Compares two values at `path`; references are queued.
    private mutating func compareValues(_ lv: Value, _ rv: Value, path: Int32, unorderedTarget: Bool) {
        switch (lv, rv) {
        case (.integer(let a, _), .integer(let b, _)):
            if a != b { report(.value, path, "\(a)", "\(b)") }
        case (.boolean(let a), .boolean(let b)):
            if a != b { report(.value, path, "\(a)", "\(b)") }
        case (.float, .float), (.float, .double), (.double, .float), (.double, .double):
            if !closeEnough(Self.number(lv), Self.number(rv)) { report(.value, path, lv.description, rv.description) }
        case (.data(let a), .data(let b)):
            if a != b, !compareNested(a, b, path: path) { report(.value, path, Self.render(a), Self.render(b)) }
        case (.string(let a), .string(let b)):
            if a != b { report(.value, path, Self.quoted(a), Self.quoted(b)) }
        case (.null, .null): break
        case (.array(let a), .array(let b)):
            if a.count != b.count { report(.elementCount, path, "\(a.count) elements", "\(b.count) elements") }
            for (offset, (x, y)) in zip(a, b).enumerated() {
                compareValues(x, y, path: paths.child(path, index: offset), unorderedTarget: false)
            }
        case (.dictionary(let a), .dictionary(let b)):
            let x = Grouped(ArchiveGraph.Object(className: "", entries: a))
            let y = Grouped(ArchiveGraph.Object(className: "", entries: b))
            for key in x.keys {
                guard let rightValues = y[key] else {
                    report(.missingKey, paths.child(path, key: key), "", "")
                    continue
                }
                compareValues(x[key]![0], rightValues[0], path: paths.child(path, key: key), unorderedTarget: false)
            }
            for key in y.keys where x[key] == nil { report(.extraKey, paths.child(path, key: key), "", "") }
        default:
            if let l = lv.referencedObject, let r = rv.referencedObject {
                stack.append((l, r, path, unorderedTarget))
            } else {
                report(.value, path, describe(lv, in: left), describe(rv, in: right))
            }
        }
    }

    /// Compares two data values that both hold a compiled nib (a table cell's prototype nib) as
    /// graphs, their differences reported under `path` followed by `/` and the nested path;
    /// `false` when they are no nibs (or nest too deep) and the bytes are to be compared instead.
    private mutating func compareNested(_ a: [UInt8], _ b: [UInt8], path: Int32) -> Bool {
        guard nesting + 1 <= CompiledArchive.maxNestingDepth, Self.startsLikeArchive(a), Self.startsLikeArchive(b),
            let leftArchive = try? CompiledArchive(nestedIn: .data(a), file: "left", depth: nesting + 1),
            let rightArchive = try? CompiledArchive(nestedIn: .data(b), file: "right", depth: nesting + 1)
        else { return false }
        let inner = ArchiveComparison(
            ArchiveGraph(leftArchive), ArchiveGraph(rightArchive), options: options, nesting: nesting + 1)
        let prefix = paths.render(path) + "/"
        for difference in inner.differences {
            guard differences.count < options.maxDifferences else {
                isTruncated = true
                break
            }
            differences.append(
                Difference(
                    difference.kind, path: prefix + difference.path, left: difference.left, right: difference.right))
        }
        isTruncated = isTruncated || inner.isTruncated
        return true
    }

    private static func startsLikeArchive(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: NIBArchiveWriter.magic) || bytes.starts(with: Array("bplist00".utf8))
    }

    private func closeEnough(_ a: Double, _ b: Double) -> Bool {
        if a == b || (a.isNaN && b.isNaN) { return true }
        let scale = max(abs(a), abs(b), 1e-30)
        // Float rounding: a 32-bit float keeps 24 bits, about 6e-8 relative.
        return abs(a - b) / scale <= max(options.floatTolerance, 1.2e-7) || abs(a - b) < 1e-9
    }

    // MARK: - Collections

    /// Ordered elements are compared pairwise; unordered ones wait in ``pending``.
    private mutating func compareElements(
        _ a: [[Value]], _ b: [[Value]], path: Int32, unordered: Bool
    ) {
        if a.count != b.count { report(.elementCount, path, "\(a.count) elements", "\(b.count) elements") }
        func tuples(_ rows: [[Value]]) -> [(members: [Value], paths: [Int32])] {
            rows.enumerated().map { offset, row in
                let elementPath = paths.child(path, index: offset)
                return (row, Array(repeating: elementPath, count: row.count))
            }
        }
        let l = tuples(a)
        let r = tuples(b)
        if unordered {
            pending.append(PendingCollection(left: l, right: r, path: path))
        } else {
            for (x, y) in zip(l, r) { pair(x, y) }
        }
    }

    /// Parallel tables: their collection objects are mapped here, their element tuples wait.
    private mutating func compareParallel(
        _ group: [String], lo: Grouped, ro: Grouped, path: Int32
    ) -> Bool {
        var leftColumns: [[Value]] = []
        var rightColumns: [[Value]] = []
        var columnPaths: [Int32] = []
        var identifiers: [(left: [Value], right: [Value], path: Int32)] = []
        for key in group {
            guard let lv = lo[key]?.first?.referencedObject, let rv = ro[key]?.first?.referencedObject,
                left.contains(lv), right.contains(rv)
            else { return false }
            let keyPath = paths.child(path, key: key)
            let lc = left.objects[lv.index]
            let rc = right.objects[rv.index]
            if map(lv, rv, path: keyPath), lc.className != rc.className {
                report(.className, keyPath, "class \(lc.className)", "class \(rc.className)")
            }
            if options.identifierKeys.contains(key) {
                identifiers.append((Self.elements(of: lc), Self.elements(of: rc), keyPath))
                continue
            }
            leftColumns.append(Self.elements(of: lc))
            rightColumns.append(Self.elements(of: rc))
            columnPaths.append(keyPath)
        }
        for column in identifiers { compareIdentifiers(column.left, column.right, path: column.path) }
        guard !leftColumns.isEmpty else { return true }
        func tuples(_ columns: [[Value]]) -> [(members: [Value], paths: [Int32])] {
            let count = columns.map(\.count).min() ?? 0
            return (0..<count).map { row in
                (columns.map { $0[row] }, columnPaths.map { paths.child($0, index: row) })
            }
        }
        let l = tuples(leftColumns)
        let r = tuples(rightColumns)
        if l.count != r.count {
            report(.elementCount, columnPaths[0], "\(l.count) elements", "\(r.count) elements")
        }
        pending.append(PendingCollection(left: l, right: r, path: path))
        return true
    }

    /// Compares a column of identifiers (oids) as a whole: the same numbers on both sides.
    private mutating func compareIdentifiers(_ a: [Value], _ b: [Value], path: Int32) {
        func numbers(_ values: [Value], in graph: ArchiveGraph) -> [Double] {
            values.map { value in
                var plain = value
                if let id = value.referencedObject, let object = graph[id], let inner = Self.plainValue(of: object) {
                    plain = inner
                }
                switch plain {
                case .integer(let number, _): return Double(number)
                case .float, .double: return Self.number(plain)
                default: return .nan
                }
            }.sorted()
        }
        let x = numbers(a, in: left)
        let y = numbers(b, in: right)
        guard x.count == y.count else {
            report(.elementCount, path, "\(x.count) elements", "\(y.count) elements")
            return
        }
        if let offset = x.indices.first(where: { !closeEnough(x[$0], y[$0]) }) {
            report(.value, paths.child(path, index: offset), Self.format(x[offset]), Self.format(y[offset]))
        }
    }

    private static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// Pairs the elements of waiting collections: first by the correspondence, then by unique
    /// structure; a collection that is still ambiguous waits for the others, and when no
    /// collection makes progress the first one is paired in order.
    private mutating func pairPending() {
        let mark = stack.count
        defer { stack[mark...].reverse() }
        var progress = false
        var index = 0
        while index < pending.count {
            var item = pending[index]
            let before = item.left.count + item.right.count
            pairKnown(&item)
            pairByStructure(&item, force: false)
            if item.left.isEmpty || item.right.isEmpty {
                finish(item)
                pending.remove(at: index)
                progress = true
                if !stack.isEmpty { return }
                continue
            }
            if item.left.count + item.right.count < before {
                progress = true
                pending[index] = item
                if !stack.isEmpty { return }
            }
            index += 1
        }
        if !progress, !pending.isEmpty {
            var item = pending.removeFirst()
            pairByStructure(&item, force: true)
            finish(item)
        }
    }

    /// Reports the elements left on one side only.
    private mutating func finish(_ item: PendingCollection) {
        for tuple in item.left {
            report(.missingKey, tuple.paths[0], describe(tuple.members[0], in: left), "")
        }
        for tuple in item.right {
            report(.extraKey, tuple.paths[0], "", describe(tuple.members[0], in: right))
        }
    }

    private mutating func pair(
        _ l: (members: [Value], paths: [Int32]), _ r: (members: [Value], paths: [Int32])
    ) {
        for (offset, (x, y)) in zip(l.members, r.members).enumerated() {
            compareValues(x, y, path: l.paths[offset], unorderedTarget: false)
        }
    }

    /// Pairs tuples whose members already correspond.
    private mutating func pairKnown(_ item: inout PendingCollection) {
        var rightByKey: [[Int32]: [Int]] = [:]
        for (offset, tuple) in item.right.enumerated() {
            let key = tuple.members.map { $0.referencedObject.map { Int32($0.index) } ?? -1 }
            if !key.contains(-1) { rightByKey[key, default: []].append(offset) }
        }
        guard !rightByKey.isEmpty else { return }
        var usedRight = Set<Int>()
        var keptLeft: [(members: [Value], paths: [Int32])] = []
        for tuple in item.left {
            let key = tuple.members.map { value -> Int32 in
                guard let id = value.referencedObject, leftToRight.indices.contains(id.index) else { return -2 }
                return leftToRight[id.index]
            }
            if !key.contains(where: { $0 < 0 }), var candidates = rightByKey[key], !candidates.isEmpty {
                let match = candidates.removeFirst()
                rightByKey[key] = candidates
                usedRight.insert(match)
                pair(tuple, item.right[match])
            } else {
                keptLeft.append(tuple)
            }
        }
        item.left = keptLeft
        item.right = item.right.enumerated().filter { !usedRight.contains($0.offset) }.map(\.element)
    }

    /// Pairs tuples by fingerprint: those whose fingerprint is unique on both sides, or (when
    /// `force`) each left tuple with the first right tuple of its fingerprint, then the rest by
    /// similarity.
    private mutating func pairByStructure(_ item: inout PendingCollection, force: Bool) {
        let leftPrints = item.left.map { fingerprint($0.members, left: true) }
        let rightPrints = item.right.map { fingerprint($0.members, left: false) }
        var rightByPrint: [Int: [Int]] = [:]
        for (offset, print) in rightPrints.enumerated() { rightByPrint[print, default: []].append(offset) }
        var leftCount: [Int: Int] = [:]
        for print in leftPrints { leftCount[print, default: 0] += 1 }
        var usedRight = Set<Int>()
        var keptLeft: [(members: [Value], paths: [Int32])] = []
        for (offset, tuple) in item.left.enumerated() {
            let print = leftPrints[offset]
            if var candidates = rightByPrint[print], !candidates.isEmpty,
                force || (candidates.count == 1 && leftCount[print] == 1)
            {
                let match = candidates.removeFirst()
                rightByPrint[print] = candidates
                usedRight.insert(match)
                pair(tuple, item.right[match])
            } else {
                keptLeft.append(tuple)
            }
        }
        var keptRight = item.right.enumerated().filter { !usedRight.contains($0.offset) }.map(\.element)
        if force {
            pairBySimilarity(&keptLeft, &keptRight)
        }
        item.left = keptLeft
        item.right = keptRight
    }

    /// Pairs what structure could not: each left tuple, in order, with the right tuple most like
    /// it (``similarity(_:_:)``; the first of equals), so that two collections listing the same
    /// elements in another order with one element changed differ by that element's changes only.
    /// Above ``maxSimilarityPairs`` comparisons the rest are paired in order.
    private mutating func pairBySimilarity(
        _ keptLeft: inout [(members: [Value], paths: [Int32])], _ keptRight: inout [(members: [Value], paths: [Int32])]
    ) {
        let count = min(keptLeft.count, keptRight.count)
        guard count > 0 else { return }
        var usedRight = [Bool](repeating: false, count: keptRight.count)
        var pairs: [(Int, Int)] = []
        if keptLeft.count * keptRight.count <= Self.maxSimilarityPairs {
            for (leftOffset, tuple) in keptLeft.enumerated() where pairs.count < count {
                var best = -1
                var bestScore = Int.min
                for (rightOffset, candidate) in keptRight.enumerated() where !usedRight[rightOffset] {
                    let score = similarity(tuple.members, candidate.members)
                    if score > bestScore {
                        best = rightOffset
                        bestScore = score
                    }
                }
                usedRight[best] = true
                pairs.append((leftOffset, best))
            }
        } else {
            pairs = (0..<count).map { ($0, $0) }
            for offset in 0..<count { usedRight[offset] = true }
        }
        for (l, r) in pairs { pair(keptLeft[l], keptRight[r]) }
        let pairedLeft = Set(pairs.map(\.0))
        keptLeft = keptLeft.enumerated().filter { !pairedLeft.contains($0.offset) }.map(\.element)
        keptRight = keptRight.enumerated().filter { !usedRight[$0.offset] }.map(\.element)
    }

    /// The most left-by-right comparisons ``pairBySimilarity(_:_:)`` makes.
    private static let maxSimilarityPairs = 1 << 20

    /// How alike two tuples are: members that already correspond count most, then for objects
    /// of one class each key with an equal value (a scalar, a reference to corresponding
    /// objects, or to objects of equal structure two levels deep).
    private mutating func similarity(_ a: [Value], _ b: [Value]) -> Int {
        var score = 0
        for (x, y) in zip(a, b) {
            guard let l = x.referencedObject, let r = y.referencedObject else {
                if scalarsEqual(x, y) { score += 1 }
                continue
            }
            guard left.contains(l), right.contains(r) else { continue }
            if leftToRight[l.index] == Int32(r.index) || sameValue(l, r) {
                score += 1000
                continue
            }
            if leftToRight[l.index] >= 0 || rightToLeft[r.index] >= 0 { continue }
            let lo = left.objects[l.index]
            let ro = right.objects[r.index]
            guard lo.className == ro.className else { continue }
            score += 10
            let rightEntries = Grouped(ro)
            for entry in lo.entries {
                guard let other = rightEntries[entry.key]?.first else { continue }
                if let lt = entry.value.referencedObject, let rt = other.referencedObject {
                    guard left.contains(lt), right.contains(rt) else { continue }
                    if leftToRight[lt.index] == Int32(rt.index) || sameValue(lt, rt) {
                        score += 4
                    } else if leftToRight[lt.index] < 0, rightToLeft[rt.index] < 0,
                        structure(lt, depth: 2, left: true) == structure(rt, depth: 2, left: false)
                    {
                        score += 2
                    }
                } else if scalarsEqual(entry.value, other) {
                    score += 2
                }
            }
        }
        return score
    }

    /// Whether two inline values are equal as ``compareValues(_:_:path:unorderedTarget:)`` sees them.
    private func scalarsEqual(_ x: Value, _ y: Value) -> Bool {
        switch (x, y) {
        case (.integer(let a, _), .integer(let b, _)): a == b
        case (.boolean(let a), .boolean(let b)): a == b
        case (.float, .float), (.float, .double), (.double, .float), (.double, .double):
            closeEnough(Self.number(x), Self.number(y))
        case (.data(let a), .data(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    // MARK: - Fingerprints

    /// A hash of a tuple's structure: references to corresponding objects by their right-hand
    /// identity, other objects by class and contents three levels deep.
    private mutating func fingerprint(_ members: [Value], left isLeft: Bool) -> Int {
        var hasher = Hasher()
        for member in members {
            if let id = member.referencedObject {
                let graph = isLeft ? left : right
                guard graph.contains(id) else {
                    hasher.combine(-1)
                    continue
                }
                let counterpart = isLeft ? leftToRight[id.index] : Int32(id.index)
                let mapped = isLeft ? leftToRight[id.index] >= 0 : rightToLeft[id.index] >= 0
                if let content = valueContent(id, in: graph) {
                    // A string or number by its class and content, on either side, whatever
                    // each side shares.
                    hasher.combine(4)
                    hasher.combine(graph.objects[id.index].className)
                    Self.hashScalar(content, into: &hasher)
                } else if mapped {
                    hasher.combine(1)
                    hasher.combine(counterpart)
                } else {
                    hasher.combine(2)
                    let object = graph.objects[id.index]
                    hasher.combine(object.className)
                    var entries = EntryHasher()
                    for entry in object.entries {
                        var entryHasher = Hasher()
                        entryHasher.combine(entry.key)
                        if let target = entry.value.referencedObject, graph.contains(target) {
                            if let content = valueContent(target, in: graph) {
                                entryHasher.combine(graph.objects[target.index].className)
                                Self.hashScalar(content, into: &entryHasher)
                            } else if isLeft ? leftToRight[target.index] >= 0 : rightToLeft[target.index] >= 0 {
                                entryHasher.combine(isLeft ? leftToRight[target.index] : Int32(target.index))
                            } else {
                                entryHasher.combine(structure(target, depth: 2, left: isLeft))
                            }
                        } else {
                            Self.hashScalar(entry.value, into: &entryHasher)
                        }
                        entries.add(entryHasher.finalize(), key: entry.key)
                    }
                    entries.finish(into: &hasher)
                }
            } else {
                hasher.combine(3)
                Self.hashScalar(member, into: &hasher)
            }
        }
        return hasher.finalize()
    }

    /// The structural hash of an object, `depth` levels deep, memoized per side.
    private mutating func structure(_ id: ID, depth: Int, left isLeft: Bool) -> Int {
        let graph = isLeft ? left : right
        guard graph.contains(id) else { return -1 }
        if let known = (isLeft ? leftPrints : rightPrints)[depth]?[id.index] { return known }
        var hasher = Hasher()
        let object = graph.objects[id.index]
        hasher.combine(object.className)
        if let text = Self.text(of: object) {
            hasher.combine(text)
        } else {
            var entries = EntryHasher()
            for entry in object.entries {
                var entryHasher = Hasher()
                entryHasher.combine(entry.key)
                if let target = entry.value.referencedObject {
                    if depth > 0 {
                        entryHasher.combine(structure(target, depth: depth - 1, left: isLeft))
                    } else if graph.contains(target) {
                        entryHasher.combine(graph.objects[target.index].className)
                    }
                } else {
                    Self.hashScalar(entry.value, into: &entryHasher)
                }
                entries.add(entryHasher.finalize(), key: entry.key)
            }
            entries.finish(into: &hasher)
        }
        let result = hasher.finalize()
        if isLeft {
            leftPrints[depth, default: [:]][id.index] = result
        } else {
            rightPrints[depth, default: [:]][id.index] = result
        }
        return result
    }

    /// Combines an object's entry hashes: a collection's elements in order, the other keys as a
    /// set, since ibtool and the compiler may write one object's keys in different orders (the
    /// walk compares keys by name), and a fingerprint that saw the order would leave every
    /// object ambiguous until the forced pairing, before anything corresponds.
    private struct EntryHasher {
        private var elements = Hasher()
        private var keyed = 0

        mutating func add(_ hash: Int, key: String) {
            if GraphMatcher.isElementKey(key) {
                elements.combine(hash)
            } else {
                keyed &+= hash
            }
        }

        func finish(into hasher: inout Hasher) {
            hasher.combine(elements.finalize())
            hasher.combine(keyed)
        }
    }

    private static func hashScalar(_ value: Value, into hasher: inout Hasher) {
        switch value {
        case .integer(let value, _): hasher.combine(value)
        case .boolean(let value): hasher.combine(value)
        case .float, .double:
            // Rounded, so that numbers equal within rounding hash alike (most of the time).
            let number = number(value)
            hasher.combine(number.isFinite ? (number * 1e4).rounded() : 0)
        case .data(let bytes): hasher.combine(bytes)
        case .string(let text): hasher.combine(text)
        case .null: hasher.combine(0)
        case .array(let values): hasher.combine(values.count)
        case .dictionary(let entries): hasher.combine(entries.count)
        case .reference, .conditionalReference: hasher.combine(-1)
        }
    }

    // MARK: - Helpers

    private static func number(_ value: Value) -> Double {
        switch value {
        case .float(let value): Double(value)
        case .double(let value): value
        default: .nan
        }
    }

    static func isElementKey(_ key: String) -> Bool {
        key.utf8.count == 20 && key == ArchiveGraph.Builder.elementKey
    }

    /// A collection's elements as rows (one value, or a dictionary's key and value), or `nil`
    /// when the object holds none of the keys that make a collection.
    private static func elements(of entries: Grouped, dictionary: Bool) -> [[Value]]? {
        if let values = entries[ArchiveGraph.Builder.elementKey] {
            guard dictionary else { return values.map { [$0] } }
            return stride(from: 0, to: values.count - 1, by: 2).map { [values[$0], values[$0 + 1]] }
        }
        guard let objects = entries["NS.objects"]?.flatMap(flattened) else {
            return entries["NSInlinedValue"] != nil ? [] : nil
        }
        if let keys = entries["NS.keys"]?.flatMap(flattened) {
            return zip(keys, objects).map { [$0, $1] }
        }
        return objects.map { [$0] }
    }

    /// The values of a key, with a keyed archive's inline array spread out.
    private static func flattened(_ value: Value) -> [Value] {
        if case .array(let values) = value { return values }
        return [value]
    }

    /// A collection object's elements: its element-key values, or its `NS.objects` array.
    static func elements(of object: ArchiveGraph.Object) -> [Value] {
        var result: [Value] = []
        for entry in object.entries {
            if isElementKey(entry.key) {
                result.append(entry.value)
            } else if entry.key == "NS.objects", case .array(let values) = entry.value {
                result.append(contentsOf: values)
            }
        }
        return result
    }

    /// The text of a string object: `NS.bytes` of a `NIBArchive` string, the plain value or
    /// `NS.string` of a keyed archive's.
    static func text(of object: ArchiveGraph.Object) -> String? {
        guard object.className.hasSuffix("String"), object.entries.count == 1 else { return nil }
        switch (object.entries[0].key, object.entries[0].value) {
        case ("NS.bytes", .data(let bytes)): return String(validating: bytes, as: UTF8.self)
        case ("NS.bytes", .string(let text)), ("NS.string", .string(let text)), ("$value", .string(let text)):
            return text
        default: return nil
        }
    }

    /// The text a string object holds first, beside other keys: `NS.bytes` of a `NIBArchive`'s,
    /// `NS.string` of a keyed archive's.
    static func leadingText(of object: ArchiveGraph.Object) -> String? {
        switch (object.entries.first?.key, object.entries.first?.value) {
        case ("NS.bytes", .data(let bytes)?): return String(validating: bytes, as: UTF8.self)
        case ("NS.bytes", .string(let text)?), ("NS.string", .string(let text)?): return text
        default: return nil
        }
    }

    /// The value of a number or data object in either format: `NS.intval`, `NS.dblval`,
    /// `NS.boolval` of a `NIBArchive` `NSNumber`, `NS.bytes` of its `NSData`, or the plain value
    /// of a keyed archive's.
    static func plainValue(of object: ArchiveGraph.Object) -> Value? {
        guard object.entries.count == 1, object.className == "NSNumber" || object.className == "NSData" else {
            return nil
        }
        switch object.entries[0].key {
        case "$value", "NS.intval", "NS.dblval", "NS.boolval", "NS.bytes": return object.entries[0].value
        default: return nil
        }
    }

    /// `text` in quotes, escaped as the raw dump escapes it.
    static func quoted(_ text: String) -> String { "\"" + text.escapedForDump + "\"" }

    static func render(_ bytes: [UInt8]) -> String {
        if bytes.count <= 200, let text = String(validating: bytes, as: UTF8.self),
            text.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\n" || $0 == "\t" })
        {
            return "<\(quoted(text))>"
        }
        if bytes.count <= 32 {
            let digits = Array("0123456789abcdef")
            return "<" + bytes.map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }.joined(separator: " ") + ">"
        }
        return "<\(bytes.count) bytes>"
    }

    /// A value for a message: a string object's text, an object's class, a scalar.
    private func describe(_ value: Value, in graph: ArchiveGraph) -> String {
        if let id = value.referencedObject {
            guard let object = graph[id] else { return "dangling \(id)" }
            if let text = Self.text(of: object) { return Self.quoted(text) }
            return object.className
        }
        if case .data(let bytes) = value { return Self.render(bytes) }
        return value.description
    }
}

/// An object's values grouped by key, keys in first-appearance order.
private struct Grouped {
    var keys: [String] = []
    private var values: [String: [ArchiveGraph.Value]] = [:]

    init(_ object: ArchiveGraph.Object) {
        for entry in object.entries {
            if values[entry.key] == nil { keys.append(entry.key) }
            values[entry.key, default: []].append(entry.value)
        }
    }

    subscript(key: String) -> [ArchiveGraph.Value]? { values[key] }
}

/// Paths from the root as a table of (parent, segment) nodes, rendered only for messages.
struct PathTable {
    private enum Segment {
        case root
        case key(String)
        case index(Int)
    }

    private var nodes: [(parent: Int32, segment: Segment)] = [(-1, .root)]

    var root: Int32 { 0 }

    mutating func child(_ parent: Int32, key: String) -> Int32 {
        nodes.append((parent, .key(key)))
        return Int32(nodes.count - 1)
    }

    mutating func child(_ parent: Int32, index: Int) -> Int32 {
        nodes.append((parent, .index(index)))
        return Int32(nodes.count - 1)
    }

    func render(_ node: Int32) -> String {
        var parts: [String] = []
        var current = node
        while current >= 0, Int(current) < nodes.count {
            let (parent, segment) = nodes[Int(current)]
            switch segment {
            case .root: parts.append("root")
            case .key(let key): parts.append("." + key)
            case .index(let index): parts.append("[\(index)]")
            }
            current = parent
        }
        return parts.reversed().joined()
    }
}
