/// Nibs nested in data values: the cell prototypes of table, outline and collection views.
///
/// A compiled table view keeps each prototype cell as a nib of its own, stored in a data value
/// and registered under the cell's identifier:
///
/// - AppKit: `NSTableViewArchivedReusableViewsKey`, a dictionary identifier → `NSNib`, whose
///   `NSNibFileData` holds the archive (`makeView(withIdentifier:owner:)` loads it with the
///   given owner as File's Owner). The outer nib also archives the prototypes themselves, as
///   objects whose parent is their table column: a nested nib that matches one of those (same
///   class, same outlets) is the runtime copy of it and adds only its identifier.
/// - UIKit: `UITableViewCellPrototypeNibs` and `UICollectionViewCellPrototypeNibs` (or
///   `UICollectionViewCellNibDict`, the key nibdump's compiler writes), a
///   dictionary reuse identifier → `UINib`, whose `archiveData` holds the archive; the view's
///   `…PrototypeNibExternalObjects` gives, by reuse identifier, the objects its proxies stand for.
///
/// Written as the source document has them: an AppKit prototype under its table column in
/// `<prototypeCellViews>` (the column whose identifier is the cell's, else the table's first
/// column), with `identifier=` when it differs from the column's, the table `viewBased="YES"`;
/// a UIKit one under its view in `<prototypes>` (tables) or `<cells>` (collections), with
/// `reuseIdentifier=`. A nested
/// nib's ids are prefixed with `nib<index>:` (the index of its `NSNib`/`UINib` object, after
/// the outer nib's own prefix), so they cannot collide with the outer nib's; its placeholders
/// are the outer document's (File's Owner, First Responder, the Application, external objects
/// by identifier), and the connections of its File's Owner proxy move to the outer owner.
/// Its elements are located at the `NSNib`/`UINib` object of the outer file.
///
/// Damage is reported as for the rest of the archive, as a located ``NibParseError``: a nested
/// nib that does not read names the file `outer.nib[nested N]` with the offset inside the
/// nested archive; nesting deeper than ``CompiledArchive/maxNestingDepth`` (a nib that nests
/// itself ends there) and nested nibs holding more bytes in all than
/// ``ParseLimits/maxInputBytes`` are ``NibParseError/Kind/limitExceeded(_:)`` at the object
/// that holds the nib.
struct NestedNibs {
    /// Where a prototype dictionary puts its nibs.
    enum Host {
        /// `NSTableViewArchivedReusableViewsKey`: under a table column, in `<prototypeCellViews>`.
        case appKitTable
        /// `UI…CellPrototypeNibs`: under the view, in the wrapper named.
        case uiKit(wrapper: String, externalObjects: String)
    }

    /// Where the prototype dictionary under `key` puts its nibs, or `nil` when the key holds none.
    static func host(of key: ArchiveKey) -> Host? {
        switch key {
        case .tableViewReusableViews: .appKitTable
        case .tableViewCellPrototypeNibs:
            .uiKit(wrapper: "prototypes", externalObjects: "UITableViewCellPrototypeNibExternalObjects")
        case .collectionViewCellPrototypeNibs, .collectionViewCellNibDict:
            .uiKit(wrapper: "cells", externalObjects: "UICollectionViewCellPrototypeNibExternalObjects")
        default: nil
        }
    }

    /// How many archives enclose this one (0 for a document's own nib).
    var depth = 0
    /// The bytes nested nibs may still hold, shared by the whole chain; `nil` until the first
    /// nested nib (then ``ParseLimits/maxInputBytes``).
    var byteBudget: Int?
    /// The nested nibs to write, by the outer object they are written in, with their wrapper.
    var written: [Int: [(wrapper: String, mapper: CompiledNibMapper)]] = [:]
    /// The outer nib's own prototypes, by table column, and whether a nested nib matched each.
    var copies: [Int: [(object: Int, matched: Bool)]] = [:]
}

extension CompiledNibMapper {
    /// Finds the prototype dictionaries, reads and maps each nested nib, and decides where it
    /// is written (``NestedNibs``). Returns at once for a nib without an `NSNib` or `UINib`.
    mutating func mapNestedNibs() throws(NibParseError) {
        guard archive.classNames.contains(where: { $0 == "NSNib" || $0 == "UINib" }) else { return }
        guard archive.keyKinds.contains(where: { NestedNibs.host(of: $0) != nil }) else { return }
        // Nested nibs are stored inside the archive's bytes, each level inside the one around
        // it: more than that, in all, can only come from one nib registered again and again.
        var budget =
            nested.byteBudget ?? min(limits.maxInputBytes, CompiledArchive.maxNestingDepth * (archive.bytes.count + 1))
        // The objects no key of their parent holds, by parent: a table column's own prototypes.
        var unkeyed: [Int: [Int]] = [:]
        for object in members {
            if let link = parents[object], link.key < 0, !link.inCollection {
                unkeyed[link.parent, default: []].append(object)
            }
        }
        for host in members {
            for slot in archive.slotRange(of: host) {
                guard let kind = NestedNibs.host(of: archive.keyKind(ofSlot: slot)) else { continue }
                if case .appKitTable = kind { try wrapPrototypeCopies(of: host, unkeyed: unkeyed) }
                let entries = archive.dictionary(archive.slots[slot].value)
                try spend(entries.count, at: host)
                for (key, nib) in entries {
                    let className = archive.className(nib)
                    guard className == "NSNib" || className == "UINib",
                        let identifier = archive.string(.reference(key))
                    else { continue }
                    try mapNestedNib(nib, identifier: identifier, host: host, kind: kind, budget: &budget)
                }
            }
        }
        nested.byteBudget = budget
    }

    /// The table columns of an AppKit table view.
    private func columns(of table: Int) -> [Int] {
        archive.elements(archive.value(named: "NSTableColumns", in: table))
    }

    /// Gives the columns of `table` their `identifier=` (which prototypes are matched by) and
    /// writes the outer nib's own prototypes (objects whose parent is one of its columns and
    /// that no key of the column holds) in `<prototypeCellViews>`, through a link name added
    /// past the archive's keys; notes them in ``NestedNibs/copies``.
    private mutating func wrapPrototypeCopies(of table: Int, unkeyed: [Int: [Int]]) throws(NibParseError) {
        // A table that registers views is view-based (what Xcode reads its prototypes by).
        if extraAttributes[table]?.contains(where: { $0.0 == "viewBased" }) != true {
            extraAttributes[table, default: []].append(("viewBased", "YES"))
        }
        let link = linkNames.count
        var used = false
        for column in try spend(columns(of: table), at: table)
        where nested.copies[column] == nil && memberSet.contains(column) {
            // A column the xib gives no identifier is archived as `AutomaticTableColumnIdentifier.N`.
            if let identifier = archive.string(archive.value(named: "NSIdentifier", in: column)),
                !identifier.hasPrefix("AutomaticTableColumnIdentifier.")
            {
                extraAttributes[column, default: []].append(("identifier", identifier))
            }
            let copies = unkeyed[column] ?? []
            for object in copies { parents[object] = (column, link, true) }
            nested.copies[column] = copies.map { ($0, false) }
            used = used || !copies.isEmpty
        }
        if used { linkNames.append((key: "", wrapper: "prototypeCellViews")) }
    }

    /// Reads the nib of `nib` (an `NSNib` or `UINib` registered under `identifier` in
    /// `host`), maps it with a child mapper and decides where it is written.
    private mutating func mapNestedNib(
        _ nib: Int, identifier: String, host: Int, kind: NestedNibs.Host, budget: inout Int
    ) throws(NibParseError) {
        let location = SourceLocation(file: file, origin: archive.origin(of: nib))
        let depth = nested.depth + 1
        guard depth <= CompiledArchive.maxNestingDepth else {
            throw NibParseError(
                .limitExceeded("nibs nest more than \(CompiledArchive.maxNestingDepth) deep in data values"),
                at: location)
        }
        guard let (start, count) = nestedBytes(of: nib) else {
            throw failure("the \(archive.className(nib)) object \(nib) holds no nib data", object: nib)
        }
        budget -= Int(count)
        guard budget >= 0 else {
            throw NibParseError(
                .limitExceeded(
                    "nibs nested in data values hold more than \(CompiledArchive.maxNestingDepth) times the bytes of the nib"
                        + " or \(limits.maxInputBytes) bytes in all"),
                at: location)
        }
        let nestedFile = file + "[nested \(depth)]"
        let limits = self.limits
        let read: Result<ArchiveTables, NibParseError> = archive.withBytes(start, count) { bytes in
            Result { () throws(NibParseError) in
                try CompiledArchive.tables(bytes: UnsafeRawBufferPointer(bytes), file: nestedFile, limits: limits)
            }
        }
        var tables = try read.get()
        // Every element of the nested nib is located at the object that holds it.
        tables.positionsAreLines = archive.positionsAreLines
        let outerPosition = archive.objects[nib].position
        for index in tables.objects.indices { tables.objects[index].position = outerPosition }

        var child = CompiledNibMapper(archive: tables, file: file, limits: limits)
        child.idPrefix = idPrefix + "nib\(nib):"
        child.nested.depth = depth
        child.nested.byteBudget = budget
        try child.prepareStructure()
        let standsFor = placeholderTargets(identifier: identifier, host: host, kind: kind)
        child.placeholderAliases = standsFor.aliases
        for placeholder in child.placeholders {
            guard let index = placeholder.index, standsFor.aliases[Self.identifier(of: placeholder.role)] == nil
            else { continue }
            child.omitted.insert(index)
        }
        try child.prepareConnections()
        budget = child.nested.byteBudget ?? budget

        guard let top = child.topLevel.first else { return }
        var holder = host
        var wrapper = "prototypeCellViews"
        switch kind {
        case .appKitTable:
            let columns = try spend(columns(of: host), at: nib)
            let identifiers = columns.map { archive.string(archive.value(named: "NSIdentifier", in: $0)) }
            let column = columns.indices.first { identifiers[$0] == identifier }
            let searched = column.map { [columns[$0]] } ?? columns
            for column in searched { _ = try spend(nested.copies[column]?.map(\.object) ?? [], at: nib) }
            if let (copyColumn, slot) = matchingCopy(of: top, in: child, columns: searched),
                let copy = nested.copies[copyColumn]?[slot].object
            {
                // The outer nib's own prototype: the nested nib is its runtime copy.
                nested.copies[copyColumn]?[slot].matched = true
                let columnIdentifier = columns.firstIndex(of: copyColumn).flatMap { identifiers[$0] }
                if columnIdentifier != identifier {
                    extraAttributes[copy, default: []].append(("identifier", identifier))
                } else {
                    omittedAttributes[copy, default: []].append("identifier")
                }
                return
            }
            if let index = column ?? (columns.isEmpty ? nil : 0) {
                holder = columns[index]
                if identifiers[index] != identifier {
                    child.extraAttributes[top, default: []].append(("identifier", identifier))
                } else {
                    child.omittedAttributes[top, default: []].append("identifier")
                }
            }
        case .uiKit(let name, _):
            wrapper = name
            child.extraAttributes[top, default: []].append(("reuseIdentifier", identifier))
        }
        // The proxies' connections belong to the outer objects they stand for.
        for placeholder in child.placeholders {
            guard let index = placeholder.index, let list = child.connections[index] else { continue }
            child.connections[index] = nil
            if let target = standsFor.objects[Self.identifier(of: placeholder.role)] {
                connections[target, default: []] += list
            }
        }
        nested.written[holder, default: []].append((wrapper, child))
    }

    /// The bytes of a nested nib: `NSNibFileData` (AppKit) or `archiveData` (UIKit), data held
    /// directly or by an `NSData` object.
    private func nestedBytes(of nib: Int) -> (Int32, Int32)? {
        let value = archive.value(named: "NSNibFileData", in: nib) ?? archive.value(named: "archiveData", in: nib)
        switch value {
        case .data(let start, let count): return (start, count)
        case .reference(let data) where data != nib:
            for slot in archive.slotRange(of: data) {
                if case .data(let start, let count) = archive.slots[slot].value { return (start, count) }
            }
            return nil
        default: return nil
        }
    }

    /// The proxy identifier ``placeholderAliases`` uses for a role.
    private static func identifier(of role: Role) -> String {
        switch role {
        case .filesOwner: "IBFilesOwner"
        case .firstResponder: "IBFirstResponder"
        case .application: ""
        case .custom(let name): name
        }
    }

    /// What a nested nib's placeholders stand for in the outer document: ids by proxy
    /// identifier, and the outer objects (with an index) that take their connections.
    private func placeholderTargets(
        identifier: String, host: Int, kind: NestedNibs.Host
    ) -> (aliases: [String: String], objects: [String: Int]) {
        var aliases: [String: String] = [:]
        var objects: [String: Int] = [:]
        for placeholder in placeholders {
            if case .custom = placeholder.role { continue }
            let name = Self.identifier(of: placeholder.role)
            aliases[name] = placeholderID(placeholder.role, index: placeholder.index)
            if let index = placeholder.index, !omitted.contains(index) { objects[name] = index }
        }
        if case .uiKit(_, let externalObjects) = kind {
            let table = archive.dictionary(archive.value(named: externalObjects, in: host))
            for (key, value) in table where archive.string(.reference(key)) == identifier {
                for (proxy, object) in archive.dictionary(.reference(value)) {
                    guard let name = archive.string(.reference(proxy)), let id = id(of: object) else { continue }
                    aliases[name] = id
                    objects[name] = object
                }
            }
        }
        return (aliases, objects)
    }

    /// The outer nib's own prototype in `columns` that `top` (a nested nib's top-level object)
    /// is a copy of: not matched yet, the same class and the same outlets; as its column and
    /// its slot in ``NestedNibs/copies``.
    private func matchingCopy(of top: Int, in child: CompiledNibMapper, columns: [Int]) -> (Int, Int)? {
        func outlets(_ mapper: CompiledNibMapper, _ object: Int) -> [String] {
            (mapper.connections[object] ?? []).filter { $0.name == "outlet" }
                .compactMap { connection in connection.attributes.first { $0.0 == "property" }?.1 }.sorted()
        }
        let named = ArchivedClass.of(top, in: child.archive, elements: child.classElements)
        let labels = outlets(child, top)
        for column in columns {
            for (slot, copy) in (nested.copies[column] ?? []).enumerated() where !copy.matched {
                if ArchivedClass.of(copy.object, in: archive, elements: classElements) == named,
                    outlets(self, copy.object) == labels
                {
                    return (column, slot)
                }
            }
        }
        return nil
    }

    /// Writes the nested nibs mapped into `object` (``NestedNibs/written``): each one's
    /// top-level objects, with their subtrees, in its wrapper element, one wrapper for all the
    /// nibs that share it (a table's prototype cells are siblings in one `<prototypes>`, as
    /// Xcode writes them), in the order of each wrapper's first nib.
    func writeNestedNibs(in object: Int, into writer: inout TreeWriter) throws(NibParseError) {
        guard !nested.written.isEmpty, let list = nested.written[object] else { return }
        var wrappers: [String] = []
        for (wrapper, _) in list where !wrappers.contains(wrapper) { wrappers.append(wrapper) }
        for wrapper in wrappers {
            try writer.start(wrapper, [], at: archive.position(of: object))
            for (name, mapper) in list where name == wrapper {
                let children = mapper.childLists()
                for top in mapper.topLevel { try mapper.writeObject(top, key: nil, children: children, into: &writer) }
            }
            writer.end()
        }
    }
}
