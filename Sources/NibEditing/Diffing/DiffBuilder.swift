import NibModel

/// Computes a ``NibDiff``: matches the two documents' objects, then compares what each
/// matched pair, connection, resource and header says.
struct DiffBuilder {
    let old: NibDocument?
    let new: NibDocument?
    private(set) var changes: [NibDiff.Change] = []
    private(set) var noise: [NibDiff.PropertyChange] = []

    /// For each old object (by position), the new object it matches, or -1.
    private var newForOld: [Int]
    /// For each new object (by position), the old object it matches, or -1.
    private var oldForNew: [Int]

    init(old: NibDocument?, new: NibDocument?) {
        self.old = old
        self.new = new
        newForOld = Array(repeating: -1, count: old?.objects.count ?? 0)
        oldForNew = Array(repeating: -1, count: new?.objects.count ?? 0)
    }

    mutating func run() {
        matchObjects()
        compareHeaders()
        compareObjects()
        compareConnections()
        compareResources()
    }

    // MARK: Matching

    private mutating func matchObjects() {
        guard let old, let new else { return }
        var matched = 0
        // An id used more than once matches its uses in order.
        let duplicated = Set(old.duplicateIDs.map(\.id))
        var uses: [ObjectID: [Int]] = [:]
        for index in old.objects.indices where duplicated.contains(old.objects[index].id) {
            uses[old.objects[index].id, default: []].append(index)
        }
        // A compiled nib numbers its objects itself: its ids say nothing about a source's.
        let sameIDSpace = Self.isCompiled(old.format) == Self.isCompiled(new.format)
        for index in new.objects.indices where sameIDSpace {
            let id = new.objects[index].id
            var candidate = old.position(ofObject: id).map(Int.init)
            if duplicated.contains(id) { candidate = uses[id]?.first { newForOld[$0] < 0 } }
            // The same id on another kind of element is a coincidence of two id spaces (a
            // compiled nib's numbered objects against a xib's), not the same object.
            guard let candidate, newForOld[candidate] < 0,
                old.objects[candidate].element == new.objects[index].element
            else { continue }
            link(old: candidate, new: index)
            matched += 1
        }
        // Placeholders by role, when each document has one of that role (xibs).
        for role in [PlaceholderRole.filesOwner, .firstResponder, .application] {
            let olds = old.objects.indices.filter { old.objects[$0].placeholderRole == role }
            let news = new.objects.indices.filter { new.objects[$0].placeholderRole == role }
            if olds.count == 1, news.count == 1, newForOld[olds[0]] < 0, oldForNew[news[0]] < 0 {
                link(old: olds[0], new: news[0])
                matched += 1
            }
        }
        // Different id spaces (a compiled nib against its source): match what is left by place.
        if !sameIDSpace || matched * 2 < min(old.objects.count, new.objects.count) {
            matchByPlace(old: old, new: new)
        }
    }

    private static func isCompiled(_ format: DocumentFormat) -> Bool {
        switch format {
        case .nibArchive, .binaryKeyedArchive, .xmlKeyedArchive, .compiledStoryboard: true
        default: false
        }
    }

    private mutating func link(old: Int, new: Int) {
        newForOld[old] = new
        oldForNew[new] = old
    }

    /// Matches unmatched objects whose parents match (or which are both roots), with the same
    /// element and class, in document order.
    private mutating func matchByPlace(old: NibDocument, new: NibDocument) {
        var oldChildren: [Int: [Int]] = [:]
        for index in old.objects.indices where newForOld[index] < 0 {
            oldChildren[parentPosition(old.objects[index], in: old), default: []].append(index)
        }
        for index in new.objects.indices where oldForNew[index] < 0 {
            let object = new.objects[index]
            let newParent = parentPosition(object, in: new)
            let oldParent = newParent < 0 ? -1 : oldForNew[newParent]
            if newParent >= 0, oldParent < 0 { continue }
            guard var candidates = oldChildren[oldParent] else { continue }
            let sameElement = candidates.filter { old.objects[$0].element == object.element }
            let pick =
                sameElement.first { old.objects[$0].className == object.className }
                ?? sameElement.first
            guard let pick else { continue }
            candidates.removeAll { $0 == pick }
            oldChildren[oldParent] = candidates
            link(old: pick, new: index)
        }
    }

    private func parentPosition(_ object: NibObject, in document: NibDocument) -> Int {
        object.parent.flatMap { document.position(ofObject: $0) }.map(Int.init) ?? -1
    }

    // MARK: Objects

    private mutating func compareObjects() {
        var entries: [(key: SortKey, change: NibDiff.Change)] = []
        if let new {
            for index in new.objects.indices {
                let object = new.objects[index]
                let parentIndex = parentPosition(object, in: new)
                let parent = parentIndex < 0 ? nil : NibDiff.ObjectSummary(new.objects[parentIndex])
                guard let old, oldForNew[index] >= 0 else {
                    // Only the top of an added subtree is reported.
                    if parentIndex < 0 || oldForNew[parentIndex] >= 0 {
                        entries.append(
                            (SortKey(index), NibDiff.Change(.objectAdded, object: .init(object), newParent: parent)))
                    }
                    continue
                }
                let before = old.objects[oldForNew[index]]
                let beforeParent = parentPosition(before, in: old)
                let mappedParent = beforeParent < 0 ? -1 : newForOld[beforeParent]
                if mappedParent != parentIndex {
                    entries.append(
                        (
                            SortKey(index),
                            NibDiff.Change(
                                .objectMoved, object: .init(object),
                                oldParent: beforeParent < 0 ? nil : .init(old.objects[beforeParent]), newParent: parent)
                        ))
                }
                let (properties, geometry) = Self.compare(
                    ObjectContent.of(before), ObjectContent.of(object), isConstraint: object.element == "constraint")
                if !properties.isEmpty || !geometry.isEmpty {
                    entries.append(
                        (
                            SortKey(index),
                            NibDiff.Change(
                                .objectChanged, object: .init(object), properties: properties, geometry: geometry)
                        ))
                }
                if childrenReordered(before: before, after: object, old: old, new: new) {
                    entries.append((SortKey(index), NibDiff.Change(.childrenReordered, object: .init(object))))
                }
            }
        }
        if let old {
            for index in old.objects.indices where newForOld[index] < 0 {
                let object = old.objects[index]
                let parentIndex = parentPosition(object, in: old)
                guard parentIndex < 0 || newForOld[parentIndex] >= 0 else { continue }
                entries.append(
                    (
                        removedKey(index),
                        NibDiff.Change(
                            .objectRemoved, object: .init(object),
                            newParent: parentIndex < 0 ? nil : .init(old.objects[parentIndex]))
                    ))
            }
        }
        changes += entries.sorted { $0.key < $1.key }.map(\.change)
    }

    /// Where a removed old object goes in the new document's order: after the nearest object
    /// before it that both documents have.
    private func removedKey(_ oldIndex: Int) -> SortKey {
        var previous = oldIndex - 1
        while previous >= 0, newForOld[previous] < 0 { previous -= 1 }
        return SortKey(previous < 0 ? -1 : newForOld[previous], removed: oldIndex)
    }

    private func childrenReordered(before: NibObject, after: NibObject, old: NibDocument, new: NibDocument) -> Bool {
        let afterChildren = after.children.compactMap { new.position(ofObject: $0).map(Int.init) }
        let beforeChildren = before.children.compactMap { old.position(ofObject: $0).map { newForOld[Int($0)] } }
        let common = Set(afterChildren).intersection(beforeChildren)
        return beforeChildren.filter(common.contains) != afterChildren.filter(common.contains)
    }

    /// Splits the differences of two contents into meaningful and layout-only changes.
    static func compare(
        _ before: [String: String], _ after: [String: String], isConstraint: Bool
    ) -> (
        properties: [NibDiff.PropertyChange], geometry: [NibDiff.PropertyChange]
    ) {
        var properties: [NibDiff.PropertyChange] = []
        var geometry: [NibDiff.PropertyChange] = []
        for path in Set(before.keys).union(after.keys).sorted() where before[path] != after[path] {
            let change = NibDiff.PropertyChange(path: path, old: before[path], new: after[path])
            if ObjectContent.isGeometry(path, isConstraint: isConstraint) {
                geometry.append(change)
            } else {
                properties.append(change)
            }
        }
        return (properties, geometry)
    }

    // MARK: Connections

    private struct ConnectionInfo {
        var connection: Connection
        var source: Int
        var destination: Int
        var content: [String: String]
    }

    private func connectionInfos(_ document: NibDocument?) -> [ConnectionInfo] {
        guard let document else { return [] }
        return document.connections.map { connection in
            let source = document.position(ofObject: connection.source).map(Int.init) ?? -1
            let destination = connection.destination.flatMap { document.position(ofObject: $0) }.map(Int.init) ?? -1
            var content = ObjectContent.flatten(connection.element, skipping: ["id", "destination", "target"])
            content["@kind"] = connection.kindName
            if destination < 0, let raw = connection.destination?.rawValue { content["@destinationID"] = raw }
            return ConnectionInfo(connection: connection, source: source, destination: destination, content: content)
        }
    }

    private mutating func compareConnections() {
        let before = connectionInfos(old)
        let after = connectionInfos(new)
        var newForOldConnection = Array(repeating: -1, count: before.count)
        var oldForNewConnection = Array(repeating: -1, count: after.count)
        var byID: [String: Int] = [:]
        for (index, info) in before.enumerated() {
            if let id = info.connection.id?.rawValue, byID[id] == nil { byID[id] = index }
        }
        func sameEnds(_ b: ConnectionInfo, _ a: ConnectionInfo) -> Bool {
            mapped(b.source) == a.source && mapped(b.destination) == a.destination
        }
        for (index, info) in after.enumerated() {
            if let id = info.connection.id?.rawValue, let match = byID[id], newForOldConnection[match] < 0,
                before[match].content["@kind"] == info.content["@kind"]
            {
                newForOldConnection[match] = index
                oldForNewConnection[index] = match
            }
        }
        // Connections whose ids differ but which join the same objects the same way (a compiled
        // nib's against its source's): indexed by ends and content, so a large document pair
        // is matched in one pass rather than each against all.
        func key(source: Int, destination: Int, content: [String: String]) -> String {
            "\(source) \(destination) "
                + content.keys.sorted().map { "\($0)=\(content[$0] ?? "")" }.joined(separator: "\u{1}")
        }
        var unmatched: [String: [Int]] = [:]
        for (index, info) in before.enumerated().reversed() where newForOldConnection[index] < 0 {
            unmatched[
                key(source: mapped(info.source), destination: mapped(info.destination), content: info.content),
                default: []
            ].append(index)
        }
        for (index, info) in after.enumerated() where oldForNewConnection[index] < 0 {
            let wanted = key(source: info.source, destination: info.destination, content: info.content)
            guard let match = unmatched[wanted]?.popLast() else { continue }
            newForOldConnection[match] = index
            oldForNewConnection[index] = match
        }
        var entries: [(key: SortKey, change: NibDiff.Change)] = []
        for (index, info) in after.enumerated() {
            let summary = connectionSummary(info, in: new)
            let match = oldForNewConnection[index]
            if match < 0 {
                entries.append(
                    (SortKey(index), NibDiff.Change(.connectionAdded, object: summary.source, connection: summary)))
            } else if !sameEnds(before[match], info) || before[match].content != info.content {
                entries.append(
                    (
                        SortKey(index),
                        NibDiff.Change(
                            .connectionChanged, object: summary.source, connection: summary,
                            oldConnection: connectionSummary(before[match], in: old),
                            properties: Self.compare(before[match].content, info.content, isConstraint: false)
                                .properties)
                    ))
            }
        }
        for (index, info) in before.enumerated() where newForOldConnection[index] < 0 {
            var previous = index - 1
            while previous >= 0, newForOldConnection[previous] < 0 { previous -= 1 }
            let summary = connectionSummary(info, in: old)
            entries.append(
                (
                    SortKey(previous < 0 ? -1 : newForOldConnection[previous], removed: index),
                    NibDiff.Change(.connectionRemoved, object: summary.source, connection: summary)
                ))
        }
        changes += entries.sorted { $0.key < $1.key }.map(\.change)
    }

    private func mapped(_ oldPosition: Int) -> Int {
        oldPosition < 0 ? -1 : newForOld[oldPosition]
    }

    private func connectionSummary(_ info: ConnectionInfo, in document: NibDocument?) -> NibDiff.ConnectionSummary {
        let connection = info.connection
        let objects = document?.objects
        var source = NibDiff.ObjectSummary(placeholderFor: connection.source.rawValue)
        if info.source >= 0, let objects { source = NibDiff.ObjectSummary(objects[info.source]) }
        var details: [String] = []
        for name in ["keyPath", "eventType", "trigger", "kind", "relationship", "unwindAction", "customClass"] {
            if let value = connection.element[attribute: name] { details.append("\(name)=\(value)") }
        }
        return NibDiff.ConnectionSummary(
            id: connection.id?.rawValue, kind: connection.kindName,
            source: source, label: connection.label,
            destination: info.destination >= 0 ? objects.map { NibDiff.ObjectSummary($0[info.destination]) } : nil,
            destinationID: connection.destination?.rawValue, details: details, line: connection.location.line)
    }

    // MARK: Resources and header

    /// Resources are matched by everything that identifies them — kind, name and catalog — and,
    /// among resources that agree in all three, in order.
    private mutating func compareResources() {
        let before = Resource.keyed(old?.resources ?? [])
        let after = Resource.keyed(new?.resources ?? [])
        let beforeByKey = Dictionary(before.map { ($0.key, $0.resource) }, uniquingKeysWith: { first, _ in first })
        let afterKeys = Set(after.map(\.key))
        func summary(_ resource: Resource, _ occurrence: Int) -> NibDiff.ResourceSummary {
            .init(
                kind: resource.kindName, name: resource.name, catalog: resource.catalog, occurrence: occurrence,
                line: resource.location.line)
        }
        for (key, occurrence, resource) in after {
            guard let previous = beforeByKey[key] else {
                changes.append(NibDiff.Change(.resourceAdded, resource: summary(resource, occurrence)))
                continue
            }
            let (properties, _) = Self.compare(
                ObjectContent.flatten(previous.element), ObjectContent.flatten(resource.element), isConstraint: false)
            if !properties.isEmpty {
                changes.append(
                    NibDiff.Change(.resourceChanged, resource: summary(resource, occurrence), properties: properties))
            }
        }
        for (key, occurrence, resource) in before where !afterKeys.contains(key) {
            changes.append(NibDiff.Change(.resourceRemoved, resource: summary(resource, occurrence)))
        }
    }

    /// Header attributes and elements Interface Builder rewrites by itself.
    static let noisyHeaderPaths: Set<String> = ["toolsVersion", "version"]

    private mutating func compareHeaders() {
        func content(_ document: NibDocument?) -> [String: String] {
            guard let root = document?.root else { return [:] }
            var content: [String: String] = [:]
            for attribute in root.attributes { content[attribute.name] = attribute.value }
            for child in root.children where ["dependencies", "device"].contains(child.name) {
                content.merge(ObjectContent.flatten(child, prefix: child.name), uniquingKeysWith: { first, _ in first })
            }
            return content
        }
        guard old != nil, new != nil else { return }
        let before = content(old)
        let after = content(new)
        var meaningful: [NibDiff.PropertyChange] = []
        for path in Set(before.keys).union(after.keys).sorted() where before[path] != after[path] {
            let change = NibDiff.PropertyChange(path: path, old: before[path], new: after[path])
            let isNoise =
                Self.noisyHeaderPaths.contains(path) || path.hasPrefix("dependencies/plugIn")
                || path.hasPrefix("dependencies/capability") || path.hasPrefix("device")
            if isNoise { noise.append(change) } else { meaningful.append(change) }
        }
        if !meaningful.isEmpty { changes.append(NibDiff.Change(.headerChanged, properties: meaningful)) }
    }
}

/// Orders changes by the new document's positions; a removed item sorts after the item it
/// followed in the old document.
private struct SortKey: Comparable {
    var position: Int
    var removed: Int

    init(_ position: Int, removed: Int = -1) {
        self.position = position
        self.removed = removed
    }

    static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        (lhs.position, lhs.removed) < (rhs.position, rhs.removed)
    }
}

extension NibDiff.ObjectSummary {
    /// A summary for an id that names no object of the document.
    init(placeholderFor id: String) {
        self.id = id
        element = "?"
        className = "?"
        label = nil
        line = 0
    }
}
