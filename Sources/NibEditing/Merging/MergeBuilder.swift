import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Replays theirs' changes (base → theirs) on an editor holding ours, checking each against
/// ours' changes (base → ours).
struct MergeBuilder {
    let base: NibDocument
    let ours: NibDocument
    let theirs: NibDocument
    let theirsLines: [Substring]
    let file: String
    let strategy: NibMerge.Strategy
    var editor: NibEditor
    private(set) var conflicts: [NibMerge.Conflict] = []
    private(set) var renames: [ObjectID: ObjectID] = [:]
    /// Where to put conflict markers once the merged bytes are written.
    private var marks: [Mark] = []

    // What ours changed, relative to base.
    private var oursValues: [ObjectID: [String: String?]] = [:]
    private var oursRemoved: Set<ObjectID> = []
    private var oursMovedTo: [ObjectID: ObjectID?] = [:]
    private var oursEdited: Set<ObjectID> = []
    private var oursConnections: [ObjectID: NibDiff.Change] = [:]
    private var oursOutlets: [String: ObjectID] = [:]
    /// Runtime attributes and property elements already copied from theirs, by object and path.
    private var copiedPaths: Set<String> = []

    /// A conflict to show in the output.
    private struct Mark {
        /// The element (by id) whose lines ours' side is; `nil` when ours has no such element.
        var id: ObjectID?
        /// A property element of `id` (`rect[frame]`), when the conflict is on one.
        var segment: PathSegment?
        /// Whether ours' side is the whole element rather than its start tag's line.
        var wholeElement: Bool
        /// Theirs' lines.
        var theirs: [Substring]
        /// When ours has no element: the object whose start tag the markers follow.
        var anchor: ObjectID?
        /// The index of the conflict the mark belongs to.
        var conflict: Int
    }

    init(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], file: String, strategy: NibMerge.Strategy
    )
        throws(NibParseError)
    {
        self.base = try NibDocument(data: Data(base), file: "\(file) (base)")
        self.theirs = try NibDocument(data: Data(theirs), file: "\(file) (theirs)")
        editor = try NibEditor(bytes: ours, file: file)
        self.ours = editor.original
        theirsLines = String(decoding: theirs, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        self.file = file
        self.strategy = strategy
    }

    mutating func run() {
        indexOurChanges(NibDiff(old: base, new: ours))
        for change in NibDiff(old: base, new: theirs).changes {
            switch change.kind {
            case .objectChanged: applyChangedObject(change)
            case .objectAdded: applyAddedObject(change)
            case .objectRemoved: applyRemovedObject(change)
            case .objectMoved: applyMovedObject(change)
            case .childrenReordered: break  // Ours' order stands; a reorder alone never conflicts.
            case .connectionAdded: applyAddedConnection(change)
            case .connectionRemoved: applyRemovedConnection(change)
            case .connectionChanged: applyChangedConnection(change)
            case .resourceAdded, .resourceRemoved, .resourceChanged: applyResource(change)
            case .headerChanged: applyHeader(change)
            }
        }
    }

    // MARK: Ours

    private mutating func indexOurChanges(_ diff: NibDiff) {
        for change in diff.changes {
            let id = change.object.map { ObjectID($0.id) }
            switch change.kind {
            case .objectChanged:
                guard let id else { continue }
                oursEdited.insert(id)
                for property in change.properties + change.geometry {
                    oursValues[id, default: [:]][property.path] = .some(property.new)
                }
            case .objectRemoved:
                if let id { oursRemoved.formUnion(subtree(of: id, in: base)) }
            case .objectMoved:
                guard let id else { continue }
                oursEdited.insert(id)
                oursMovedTo[id] = .some(change.newParent.map { ObjectID($0.id) })
            case .objectAdded, .childrenReordered:
                if let parent = change.newParent ?? change.object { oursEdited.insert(ObjectID(parent.id)) }
            case .connectionAdded, .connectionChanged, .connectionRemoved:
                guard let connection = change.connection else { continue }
                oursEdited.insert(ObjectID(connection.source.id))
                if let connectionID = connection.id { oursConnections[ObjectID(connectionID)] = change }
                if change.kind != .connectionRemoved, connection.kind == "outlet", let label = connection.label,
                    let destination = connection.destinationID
                {
                    oursOutlets["\(connection.source.id).\(label)"] = ObjectID(destination)
                }
            case .resourceAdded, .resourceRemoved, .resourceChanged, .headerChanged:
                continue
            }
        }
    }

    /// The ids of an object and everything inside it.
    private func subtree(of id: ObjectID, in document: NibDocument) -> Set<ObjectID> {
        var ids: Set<ObjectID> = []
        var stack = [id]
        while let next = stack.popLast() {
            guard ids.insert(next).inserted, let object = document.object(withID: next) else { continue }
            stack += object.children
        }
        return ids
    }

    // MARK: Objects

    private mutating func applyChangedObject(_ change: NibDiff.Change) {
        guard let summary = change.object else { return }
        let id = ObjectID(summary.id)
        if oursRemoved.contains(id) {
            let conflict = record(.deletedAndEdited, id: id, ours: "deleted", theirs: "edited")
            switch strategy {
            case .ours: break
            case .theirs: restoreTheirs(id)
            case .mark:
                marks.append(
                    Mark(
                        id: nil, wholeElement: true, theirs: theirsElementLines(id),
                        anchor: theirs.object(withID: id)?.parent, conflict: conflict))
            }
            return
        }
        for property in change.properties + change.geometry {
            if let ourValue = oursValues[id]?[property.path] {
                if ourValue == property.new { continue }
                let conflict = record(.attribute, id: id, path: property.path, ours: ourValue, theirs: property.new)
                switch strategy {
                case .ours: continue
                case .theirs: break
                case .mark:
                    let segment = PropertyPath(property.path).segments.first
                    marks.append(
                        Mark(
                            id: id, segment: segment, wholeElement: false,
                            theirs: theirsLines(of: id, segment: segment), conflict: conflict))
                    continue
                }
            }
            applyProperty(property, of: id)
        }
    }

    /// Sets one attribute or property of ours' object to theirs' value.
    private mutating func applyProperty(_ property: NibDiff.PropertyChange, of id: ObjectID) {
        guard let element = editor.element(withID: id), let theirObject = theirs.object(withID: id) else { return }
        if property.path.hasPrefix("runtime:") {
            copyRuntimeAttribute(property.path, of: id, into: element, from: theirObject)
            return
        }
        let path = PropertyPath(property.path)
        if path.attribute?.hasPrefix("#") == true { return }  // an object's own text: not written by Xcode
        if path.segments.isEmpty, let name = path.attribute {
            setAttribute(name, to: property.new, on: element)
            return
        }
        // A property element: set the attribute or text where ours has the element; copy or
        // remove the whole element where only one side has it.
        let target = locate(path.segments, from: element.node)
        let source = locate(path.segments, from: theirObject.sourceElement)
        switch (target, source) {
        case (let node?, let theirElement?):
            if let name = path.attribute {
                setAttribute(name, to: property.new, on: NibEditor.Element(node: node))
            } else if let text = property.new, !theirElement.hasChildren {
                editor.tree.nodes[node].content = [.text(text)]
                editor.tree.nodes[node].contentEdited = true
            }
        case (nil, let theirElement?):
            let key = "\(id.rawValue) \(path.segments.map(\.description).joined(separator: "/"))"
            guard copiedPaths.insert(key).inserted,
                let parent = locate(Array(path.segments.dropLast()), from: element.node)
            else { return }
            _ = try? editor.addElement(theirElement, under: NibEditor.Element(node: parent))
        case (let node?, nil):
            editor.tree.detach(node)
        case (nil, nil):
            return
        }
    }

    private mutating func setAttribute(_ name: String, to value: String?, on element: NibEditor.Element) {
        if let value {
            try? editor.setAttribute(name, to: value, on: element)
        } else {
            editor.removeAttribute(name, from: element)
        }
    }

    /// Replaces ours' runtime attribute for the key path in `path` with theirs' (or removes it);
    /// a key path set more than once (`runtime:title#1.value`) is matched by its occurrence.
    private mutating func copyRuntimeAttribute(
        _ path: String, of id: ObjectID, into element: NibEditor.Element, from theirObject: NibObject
    ) {
        let keyPaths = Set(theirObject.runtimeAttributes.map(\.keyPath))
            .union(base.object(withID: id)?.runtimeAttributes.map(\.keyPath) ?? [])
        guard
            let keyPath = keyPaths.filter({ keyPath in
                let prefix = "runtime:\(keyPath)"
                return path == prefix || [".", "/", "#"].contains { path.hasPrefix(prefix + $0) }
            }).max(by: { $0.count < $1.count })
        else { return }
        var occurrence = 0
        let rest = path.dropFirst("runtime:\(keyPath)".count)
        if rest.first == "#" {
            occurrence = Int(rest.dropFirst().prefix { $0.isNumber }) ?? 0
        }
        guard copiedPaths.insert("\(id.rawValue) runtime:\(keyPath)#\(occurrence)").inserted else { return }
        func entry(_ element: NibElement) -> NibElement? {
            let entries = (element.children.first { $0.name == "userDefinedRuntimeAttributes" }?.children ?? [])
                .filter { $0[attribute: "keyPath"] == keyPath }
            return entries.indices.contains(occurrence) ? entries[occurrence] : nil
        }
        let list = editor.tree.children(of: element.node).first {
            editor.tree.nodes[$0].name == "userDefinedRuntimeAttributes"
        }
        let ourEntries =
            list.map { list in
                editor.tree.children(of: list).filter { editor.tree.attribute("keyPath", of: $0) == keyPath }
            } ?? []
        var index: Int?
        if ourEntries.indices.contains(occurrence), let list {
            let ourEntry = ourEntries[occurrence]
            index = editor.tree.children(of: list).firstIndex(of: ourEntry)
            editor.tree.detach(ourEntry)
        }
        guard let theirEntry = entry(theirObject.sourceElement) else { return }
        let container = list ?? editor.tree.container("userDefinedRuntimeAttributes", in: element.node)
        _ = try? editor.addElement(theirEntry, under: NibEditor.Element(node: container), at: index)
    }

    private mutating func applyAddedObject(_ change: NibDiff.Change) {
        guard let summary = change.object, let added = theirs.object(withID: ObjectID(summary.id)) else { return }
        let parentID = added.parent.map { renames[$0] ?? $0 }
        if let parentID, oursRemoved.contains(parentID) {
            let conflict = record(.deletedAndEdited, id: parentID, ours: "deleted", theirs: "added \(summary.id) in it")
            if strategy == .mark {
                marks.append(
                    Mark(
                        id: nil, wholeElement: true, theirs: theirsElementLines(parentID),
                        anchor: theirs.object(withID: parentID)?.parent, conflict: conflict))
            }
            return
        }
        // The same object added on both sides is taken once; a different one with a taken id is renamed.
        if let ourObject = ours.object(withID: added.id) {
            if Self.signature(ourObject.sourceElement) == Self.signature(added.sourceElement) { return }
        }
        let element = renamingCollisions(in: added.sourceElement)
        guard let (parentNode, index) = placement(of: added, in: theirs, parent: parentID) else {
            record(.unplaceable, id: added.id, ours: nil, theirs: "added")
            return
        }
        do {
            try editor.addElement(element, under: NibEditor.Element(node: parentNode), at: index)
        } catch {
            record(.unplaceable, id: added.id, ours: nil, theirs: "added, but \(error.kind)")
        }
    }

    private mutating func applyRemovedObject(_ change: NibDiff.Change) {
        guard let summary = change.object else { return }
        let id = ObjectID(summary.id)
        if oursRemoved.contains(id) { return }  // Deleted on both sides.
        let removed = subtree(of: id, in: base)
        guard let edited = removed.first(where: { oursEdited.contains($0) && !oursRemoved.contains($0) }) else {
            if editor.element(withID: id) != nil { _ = try? editor.deleteObject(id) }
            return
        }
        let conflict = record(.deletedAndEdited, id: id, ours: "edited \(edited)", theirs: "deleted")
        switch strategy {
        case .ours: break
        case .theirs: _ = try? editor.deleteObject(id)
        case .mark: marks.append(Mark(id: id, wholeElement: true, theirs: [], conflict: conflict))
        }
    }

    private mutating func applyMovedObject(_ change: NibDiff.Change) {
        guard let summary = change.object, let moved = theirs.object(withID: ObjectID(summary.id)) else { return }
        let newParent = change.newParent.map { ObjectID($0.id) }
        if oursRemoved.contains(moved.id) {
            record(.deletedAndEdited, id: moved.id, ours: "deleted", theirs: "moved")
            return
        }
        if let ourMove = oursMovedTo[moved.id] {
            if ourMove == newParent { return }
            let conflict = record(
                .moved, id: moved.id, ours: "under \(ourMove?.rawValue ?? "the top level")",
                theirs: "under \(newParent?.rawValue ?? "the top level")")
            switch strategy {
            case .ours: return
            case .theirs: break
            case .mark:
                marks.append(Mark(id: moved.id, wholeElement: false, theirs: [], conflict: conflict))
                return
            }
        }
        guard let newParent, let (parentNode, index) = placement(of: moved, in: theirs, parent: newParent),
            let node = editor.element(withID: moved.id)?.node
        else {
            record(.unplaceable, id: moved.id, ours: nil, theirs: "moved")
            return
        }
        editor.tree.detach(node)
        editor.tree.insert(node, into: parentNode, at: index)
    }

    /// Where theirs' object goes in ours: the element of ours' parent object (or the child of it
    /// that holds the object in theirs, such as `<subviews>`), and the index among its children.
    private mutating func placement(of object: NibObject, in document: NibDocument, parent: ObjectID?) -> (Int, Int)? {
        let element = object.sourceElement
        let theirParent: NibElement
        let ourParent: Int
        if let parent {
            guard let parentObject = document.object(withID: object.parent ?? parent),
                let node = editor.element(withID: parent)?.node
            else { return nil }
            theirParent = parentObject.sourceElement
            ourParent = node
        } else {
            // A top-level object: the xib's <objects>, or its scene's <objects> in a storyboard.
            guard let container = enclosing(element, in: document.root, named: "objects") else { return nil }
            theirParent = container
            if let scene = enclosing(element, in: document.root, named: "scene"),
                let sceneID = scene[attribute: "sceneID"]
            {
                guard let ourScene = ourScene(withID: sceneID, copying: scene) else { return nil }
                guard
                    let objects = editor.tree.children(of: ourScene).first(where: {
                        editor.tree.nodes[$0].name == "objects"
                    })
                else { return nil }
                ourParent = objects
            } else {
                guard
                    let objects = editor.tree.children(of: editor.tree.root).first(where: {
                        editor.tree.nodes[$0].name == "objects"
                    })
                else { return nil }
                ourParent = objects
            }
            return (ourParent, index(of: element, in: theirParent, limit: editor.tree.children(of: ourParent).count))
        }
        // The child of the parent element on the way down to the object (a container, or the object).
        guard let step = theirParent.children.first(where: { contains($0, element) }) else { return nil }
        if step.treePosition == element.treePosition {
            return (ourParent, index(of: element, in: theirParent, limit: editor.tree.children(of: ourParent).count))
        }
        let container: Int
        if let key = step[attribute: "key"] {
            guard
                let existing = editor.tree.children(of: ourParent).first(where: {
                    editor.tree.nodes[$0].name == step.name && editor.tree.attribute("key", of: $0) == key
                })
            else { return nil }
            container = existing
        } else {
            container = editor.tree.container(step.name, in: ourParent)
        }
        return (container, index(of: element, in: step, limit: editor.tree.children(of: container).count))
    }

    /// Ours' scene with this id; a scene only theirs has is copied in whole (placeholders and
    /// all), and then its objects are ours too.
    private mutating func ourScene(withID sceneID: String, copying scene: NibElement) -> Int? {
        guard
            let scenes = editor.tree.children(of: editor.tree.root).first(where: {
                editor.tree.nodes[$0].name == "scenes"
            })
        else { return nil }
        if let existing = editor.tree.children(of: scenes).first(where: {
            editor.tree.attribute("sceneID", of: $0) == sceneID
        }) {
            return existing
        }
        let copy = renamingCollisions(in: scene)
        return (try? editor.addElement(copy, under: NibEditor.Element(node: scenes)))?.node
    }

    private func index(of element: NibElement, in parent: NibElement, limit: Int) -> Int {
        min(parent.children.firstIndex { $0.treePosition == element.treePosition } ?? limit, limit)
    }

    private func contains(_ outer: NibElement, _ inner: NibElement) -> Bool {
        inner.treePosition >= outer.treePosition && inner.treePosition < outer.treePosition + Int32(outer.subtreeCount)
    }

    /// The innermost element named `name` that holds `element`.
    private func enclosing(_ element: NibElement, in root: NibElement, named name: String) -> NibElement? {
        var found: NibElement?
        var current = root
        while current.treePosition != element.treePosition {
            guard let next = current.children.first(where: { contains($0, element) }) else { break }
            if current.name == name { found = current }
            current = next
        }
        return found
    }

    /// Puts theirs' version of an object ours deleted back, under its parent.
    private mutating func restoreTheirs(_ id: ObjectID) {
        guard let object = theirs.object(withID: id), let parent = object.parent,
            let (node, index) = placement(of: object, in: theirs, parent: parent)
        else { return }
        _ = try? editor.addElement(renamingCollisions(in: object.sourceElement), under: .init(node: node), at: index)
    }

    // MARK: Connections

    private mutating func applyAddedConnection(_ change: NibDiff.Change) {
        guard let summary = change.connection, let element = theirConnection(summary) else { return }
        let source = renames[ObjectID(summary.source.id)] ?? ObjectID(summary.source.id)
        if oursRemoved.contains(source) {
            record(.deletedAndEdited, id: source, ours: "deleted", theirs: "connected \(summary.label ?? "")")
            return
        }
        if let connectionID = summary.id,
            let ourElement = ours.connections.first(where: { $0.id?.rawValue == connectionID })
        {
            if Self.signature(ourElement.element) == Self.signature(element) { return }
        }
        if summary.kind == "outlet", let label = summary.label,
            let ourDestination = oursOutlets["\(source.rawValue).\(label)"],
            ourDestination.rawValue != (summary.destinationID.map { renames[ObjectID($0)]?.rawValue ?? $0 })
        {
            let conflict = record(
                .connection, id: summary.id.map { ObjectID($0) }, path: "outlet \(label)",
                ours: ourDestination.rawValue, theirs: summary.destinationID)
            switch strategy {
            case .ours: return
            case .theirs:
                if let ourConnection = ours.connections.first(where: {
                    $0.source == source && $0.kindName == "outlet" && $0.label == label
                }), let id = ourConnection.id {
                    try? editor.removeConnection(id)
                }
            case .mark:
                let ourConnection = ours.connections.first {
                    $0.source == source && $0.kindName == "outlet" && $0.label == label
                }
                marks.append(
                    Mark(
                        id: ourConnection?.id, wholeElement: false, theirs: lines(of: element, in: theirsLines),
                        conflict: conflict))
                return
            }
        }
        guard let sourceNode = editor.element(withID: source)?.node else { return }
        let container = editor.tree.container("connections", in: sourceNode)
        do {
            try editor.addElement(renamingCollisions(in: element), under: NibEditor.Element(node: container))
        } catch {
            record(.unplaceable, id: summary.id.map { ObjectID($0) }, ours: nil, theirs: "added, but \(error.kind)")
        }
    }

    private mutating func applyRemovedConnection(_ change: NibDiff.Change) {
        guard let connectionID = change.connection?.id.map({ ObjectID($0) }) else { return }
        if let ourChange = oursConnections[connectionID], ourChange.kind == .connectionChanged {
            let conflict = record(.connection, id: connectionID, ours: "changed", theirs: "removed")
            switch strategy {
            case .ours: return
            case .theirs: break
            case .mark:
                marks.append(Mark(id: connectionID, wholeElement: false, theirs: [], conflict: conflict))
                return
            }
        }
        if editor.element(withID: connectionID) != nil { try? editor.removeConnection(connectionID) }
    }

    private mutating func applyChangedConnection(_ change: NibDiff.Change) {
        guard let summary = change.connection, let connectionID = summary.id.map({ ObjectID($0) }),
            let theirElement = theirConnection(summary),
            let baseElement = base.connections.first(where: { $0.id == connectionID })?.element
        else { return }
        if let ourChange = oursConnections[connectionID] {
            let ourElement = ours.connections.first { $0.id == connectionID }?.element
            if let ourElement, Self.signature(ourElement) == Self.signature(theirElement) { return }
            let conflict = record(
                .connection, id: connectionID, ours: ourChange.kind == .connectionRemoved ? "removed" : "changed",
                theirs: "changed")
            switch strategy {
            case .ours: return
            case .theirs: break
            case .mark:
                marks.append(
                    Mark(
                        id: ourElement == nil ? nil : connectionID, wholeElement: false,
                        theirs: lines(of: theirElement, in: theirsLines),
                        anchor: ourElement == nil ? ObjectID(summary.source.id) : nil, conflict: conflict))
                return
            }
        }
        guard let element = editor.element(withID: connectionID) else { return }
        let before = Dictionary(baseElement.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(theirElement.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        for name in Set(before.keys).union(after.keys).sorted() where before[name] != after[name] {
            setAttribute(name, to: after[name].map { renames[ObjectID($0)]?.rawValue ?? $0 }, on: element)
        }
    }

    private func theirConnection(_ summary: NibDiff.ConnectionSummary) -> NibElement? {
        theirs.connections.first {
            $0.location.line == summary.line && $0.id?.rawValue == summary.id && $0.kindName == summary.kind
        }?.element
    }

    // MARK: Resources and header

    /// Replays a resource change. Resources are found by kind, name and catalog (and, among
    /// repeats, by occurrence), so that `star` from the system and `star` from the app stay two.
    private mutating func applyResource(_ change: NibDiff.Change) {
        guard let resource = change.resource else { return }
        let resources = editor.tree.container("resources", in: editor.tree.root)
        let elementName = (Resource.find(resource, in: theirs) ?? Resource.find(resource, in: base))?.element.name
        let ourNodes = editor.tree.children(of: resources).filter {
            editor.tree.nodes[$0].name == elementName && editor.tree.attribute("name", of: $0) == resource.name
                && editor.tree.attribute("catalog", of: $0) == resource.catalog
        }
        let ourNode = ourNodes.indices.contains(resource.occurrence) ? ourNodes[resource.occurrence] : nil
        switch change.kind {
        case .resourceAdded:
            guard ourNode == nil, let added = Resource.find(resource, in: theirs) else { return }
            _ = try? editor.addElement(added.element, under: NibEditor.Element(node: resources))
        case .resourceRemoved:
            if let ourNode, let baseResource = Resource.find(resource, in: base),
                let ourResource = Resource.find(resource, in: ours),
                Self.signature(ourResource.element) == Self.signature(baseResource.element)
            {
                editor.tree.detach(ourNode)
            }
        default:
            guard let changed = Resource.find(resource, in: theirs), let ourNode else { return }
            if let ourResource = Resource.find(resource, in: ours),
                let baseResource = Resource.find(resource, in: base),
                Self.signature(ourResource.element) != Self.signature(baseResource.element),
                Self.signature(ourResource.element) != Self.signature(changed.element)
            {
                record(
                    .attribute, id: nil, path: "resource \(resource.displayName)", ours: "changed", theirs: "changed")
                if strategy != .theirs { return }
            }
            let index = editor.tree.children(of: resources).firstIndex(of: ourNode)
            editor.tree.detach(ourNode)
            _ = try? editor.addElement(changed.element, under: NibEditor.Element(node: resources), at: index)
        }
    }

    private mutating func applyHeader(_ change: NibDiff.Change) {
        let baseRoot = base.root
        let ourRoot = ours.root
        for property in change.properties where !property.path.contains("/") && !property.path.contains(".") {
            let ourValue = ourRoot[attribute: property.path]
            if ourValue != baseRoot[attribute: property.path] {
                if ourValue == property.new { continue }
                record(.attribute, id: nil, path: property.path, ours: ourValue, theirs: property.new)
                if strategy != .theirs { continue }
            }
            setAttribute(property.path, to: property.new, on: editor.root)
        }
    }

    // MARK: Ids

    /// A copy of theirs' element whose ids that ours already uses get new ids, and whose
    /// references follow every rename made so far.
    private mutating func renamingCollisions(in element: NibElement) -> NibElement {
        var collides = false
        element.forEachDescendant { descendant in
            if let id = descendant[attribute: "id"],
                ours.contains(ObjectID(id)) || editor.element(withID: ObjectID(id)) != nil
            {
                collides = true
            }
        }
        if collides {
            element.forEachDescendant { descendant in
                guard let id = descendant[attribute: "id"].map({ ObjectID($0) }), renames[id] == nil else { return }
                if ours.contains(id) || editor.element(withID: id) != nil { renames[id] = editor.makeObjectID() }
            }
        }
        guard !renames.isEmpty else { return element }
        // The new ids were reserved when they were made; the copy is about to use them.
        for id in renames.values where editor.ids[id.rawValue] == -1 { editor.ids[id.rawValue] = nil }
        return rewrite(element)
    }

    private func rewrite(_ element: NibElement) -> NibElement {
        NibElement(
            name: element.name,
            attributes: element.attributes.map { attribute in
                guard attribute.name == "id" || NibEditor.referenceAttributes.contains(attribute.name),
                    let renamed = renames[ObjectID(attribute.value)]
                else { return attribute }
                return NibAttribute(name: attribute.name, value: renamed.rawValue)
            },
            children: element.children.map(rewrite), text: element.text, line: element.line, column: element.column)
    }

    /// What an element says, without its formatting: names, sorted attributes and text.
    static func signature(_ element: NibElement) -> String {
        var parts: [String] = []
        element.forEachDescendant { descendant in
            let attributes = descendant.attributes.map { "\($0.name)=\($0.value)" }.sorted()
            parts.append("<\(descendant.name) \(attributes.joined(separator: " "))>\(descendant.text)")
        }
        return parts.joined(separator: "\n")
    }

    // MARK: Conflicts

    @discardableResult
    private mutating func record(
        _ kind: NibMerge.Conflict.Kind, id: ObjectID?, path: String? = nil, ours: String?, theirs: String?
    ) -> Int {
        conflicts.append(
            NibMerge.Conflict(kind: kind, id: id, path: path, ours: ours, theirs: theirs, line: 0, file: file))
        return conflicts.count - 1
    }

    /// Theirs' lines of an object's whole element.
    private func theirsElementLines(_ id: ObjectID) -> [Substring] {
        guard let object = theirs.object(withID: id) else { return [] }
        return lines(of: object.sourceElement, in: theirsLines)
    }

    /// Theirs' start-tag line of an object, or of one of its property elements.
    private func theirsLines(of id: ObjectID, segment: PathSegment?) -> [Substring] {
        guard let object = theirs.object(withID: id) else { return [] }
        var element = object.sourceElement
        if let segment, let property = locate([segment], from: element) { element = property }
        let line = element.line
        return line > 0 && line <= theirsLines.count ? [theirsLines[line - 1]] : []
    }

    /// The merged bytes; with ``NibMerge/Strategy/mark``, conflict markers around each conflict.
    mutating func output() -> [UInt8] {
        let bytes = editor.bytes
        guard !marks.isEmpty, let merged = try? NibDocument(data: Data(bytes), file: file) else { return bytes }
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        var edits: [(range: Range<Int>, replacement: [String], conflict: Int)] = []
        for mark in marks {
            if let id = mark.id, let element = elementForMark(id, segment: mark.segment, in: merged) {
                let start = element.line - 1
                guard start >= 0, start < lines.count else { continue }
                let end = mark.wholeElement ? Self.elementEnd(lines.map { Substring($0) }, start: start) : start
                let ours = Array(lines[start...end])
                let theirs = mark.theirs.map(String.init)
                edits.append(
                    (
                        start..<(end + 1), ["<<<<<<< ours"] + ours + ["======="] + theirs + [">>>>>>> theirs"],
                        mark.conflict
                    ))
            } else if let anchor = mark.anchor, let object = merged.object(withID: anchor) {
                let after = object.location.line
                edits.append(
                    (
                        after..<after, ["<<<<<<< ours", "======="] + mark.theirs.map(String.init) + [">>>>>>> theirs"],
                        mark.conflict
                    ))
            }
        }
        var shift = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let range = (edit.range.lowerBound + shift)..<(edit.range.upperBound + shift)
            guard range.lowerBound >= 0, range.upperBound <= lines.count else { continue }
            lines.replaceSubrange(range, with: edit.replacement)
            conflicts[edit.conflict].line = range.lowerBound + 2
            shift += edit.replacement.count - edit.range.count
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    private func elementForMark(_ id: ObjectID, segment: PathSegment?, in document: NibDocument) -> NibElement? {
        let element =
            document.object(withID: id)?.sourceElement
            ?? document.connections.first { $0.id == id }?.element
        guard let element, let segment else { return element }
        return locate([segment], from: element) ?? element
    }

    /// The last line of the element that starts on line `start` (0-based), found by Xcode's
    /// indentation: its end tag is the first later line at the same indentation.
    static func elementEnd(_ lines: [Substring], start: Int) -> Int {
        let first = lines[start]
        let trimmed = first.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasSuffix("/>") || !trimmed.hasPrefix("<") { return start }
        let indent = first.prefix(first.count - trimmed.count)
        let name = trimmed.dropFirst().prefix { $0 != " " && $0 != ">" && $0 != "/" }
        for index in (start + 1)..<lines.count {
            let line = lines[index]
            if line.hasPrefix(indent + "</\(name)>") { return index }
        }
        return start
    }

    /// The lines of an element in a document's lines.
    private func lines(of element: NibElement, in lines: [Substring]) -> [Substring] {
        let start = element.line - 1
        guard start >= 0, start < lines.count else { return [] }
        return Array(lines[start...Self.elementEnd(lines, start: start)])
    }

    // MARK: Paths

    /// Finds the property element at `segments` below an editor node (objects skipped).
    private func locate(_ segments: [PathSegment], from node: Int) -> Int? {
        let tree = editor.tree
        return PathSegment.follow(segments, from: node) { current in
            tree.children(of: current).compactMap { child in
                let record = tree.nodes[child]
                if record.attributes.contains(where: { $0.name == "id" }), !Self.connectionNames.contains(record.name) {
                    return nil
                }
                return (child, record.name, tree.attribute("key", of: child))
            }
        }
    }

    /// Finds the property element at `segments` below a model element (objects skipped).
    private func locate(_ segments: [PathSegment], from element: NibElement) -> NibElement? {
        PathSegment.follow(segments, from: element) { current in
            current.children.filter { !ObjectContent.isObject($0) }.map { ($0, $0.name, $0[attribute: "key"]) }
        }
    }

    static let connectionNames: Set<String> = ["outlet", "outletCollection", "action", "binding", "segue"]
}

/// One step of a property path: `rect[frame]` (name and key), `segment#2` (the third unkeyed
/// element of the name) or `state[normal]#1` (the second element of that name and key).
struct PathSegment: Sendable, Hashable, CustomStringConvertible {
    var name: String
    var key: String?
    var ordinal: Int

    /// Follows `segments` down from `start`: at each step the `ordinal`-th child with the
    /// segment's name and key (keyless children for a segment without a key).
    /// `children` lists an element's candidate children with their names and keys.
    static func follow<Node>(
        _ segments: [PathSegment], from start: Node, children: (Node) -> [(Node, String, String?)]
    ) -> Node? {
        var current = start
        for segment in segments {
            var ordinal = 0
            var found: Node?
            for (child, name, key) in children(current) where name == segment.name && key == segment.key {
                if ordinal == segment.ordinal {
                    found = child
                    break
                }
                ordinal += 1
            }
            guard let found else { return nil }
            current = found
        }
        return current
    }

    init(_ text: Substring) {
        var body = text
        ordinal = 0
        // A trailing `#N` counts repeats of the name (and key).
        if let hash = text.lastIndex(of: "#"), let number = Int(text[text.index(after: hash)...]),
            text[..<hash].last == "]" || !text[..<hash].contains("[")
        {
            body = text[..<hash]
            ordinal = number
        }
        if let open = body.firstIndex(of: "["), body.last == "]" {
            name = String(body[..<open])
            key = String(body[body.index(after: open)..<body.index(before: body.endIndex)])
        } else {
            name = String(body)
        }
    }

    var description: String {
        let base = key.map { "\(name)[\($0)]" } ?? name
        return ordinal > 0 ? "\(base)#\(ordinal)" : base
    }
}

/// A path of ``ObjectContent``: the property elements to walk down, then an attribute (none
/// for an element's text or presence).
struct PropertyPath {
    var segments: [PathSegment]
    var attribute: String?

    init(_ path: String) {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let last = parts.removeLast()
        // The attribute follows the first `.` after a key's `]`, or the first `.` of a plain segment.
        let searchFrom = last.firstIndex(of: "]") ?? last.startIndex
        if let dot = last[searchFrom...].firstIndex(of: ".") {
            segments = (parts + [last[..<dot]]).map(PathSegment.init)
            attribute = String(last[last.index(after: dot)...])
        } else if parts.isEmpty, !last.contains("["), !last.contains("#") {
            segments = []
            attribute = String(last)
        } else {
            segments = (parts + [last]).map(PathSegment.init)
            attribute = nil
        }
    }
}
