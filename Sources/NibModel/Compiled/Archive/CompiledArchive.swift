/// The raw, lossless content of a compiled nib: every archived object with its class name and
/// its keyed, typed values, as the archive stores them.
///
/// Both binary formats decode into this one representation, so that everything after it (the
/// mapping into the model, `nibdump dump --raw`) is shared:
///
/// - a `NIBArchive` gives one ``Object`` per entry of its object table, with the values of
///   its value slice in order; its key and class-name tables are kept in ``keys`` and
///   ``classNames``;
/// - an `NSKeyedArchiver` archive (binary or XML property list) gives one ``Object`` per
///   entry of `$objects`: dictionaries become objects of their `$class`, and the plain
///   entries (strings, numbers, data, `$null`) become objects of class `NSString`,
///   `NSNumber`, `NSData` or `$null` holding one value under the key ``Object/plainValueKey``.
///
/// The archive is a view over the reader's own tables, which it shares with every copy and
/// every ``Object`` taken from it: ``objects`` and ``Object/values`` are collections whose
/// elements are made when they are read, strings are decoded and data copied only then, and
/// ``Object/value(forKey:)`` compares the key's bytes with the key table without making a
/// `String` per entry. Reading an archive costs little more than reading its tables.
///
/// References are indices into ``objects``; the reader has checked that each is in range.
public struct CompiledArchive: Sendable, Hashable {
    /// The reader's tables, shared by every view of this archive.
    let storage: Storage

    /// The format the archive was read from.
    public var format: DocumentFormat { storage.tables.format }
    /// Every archived object, in archive order.
    public var objects: Objects { Objects(storage: storage) }
    /// The index of the root object: object 0 of a `NIBArchive`, `$top.root` (or
    /// `$top.IB.objectdata`'s owner) of a keyed archive.
    public var rootIndex: Int { storage.tables.rootIndex }
    /// The key table of a `NIBArchive`; empty for keyed archives. The strings are made on each
    /// access: keep the array rather than asking again in a loop.
    public var keys: [String] {
        guard case .nibArchive = storage.tables.format else { return [] }
        return (0..<storage.tables.keyCount).map(storage.tables.keyName)
    }
    /// The class-name table of a `NIBArchive` (with fallback class indices), or the distinct
    /// `$class` names of a keyed archive in first-use order. Made on each access, like ``keys``.
    public var classNames: [ClassName] {
        let tables = storage.tables
        if case .nibArchive = tables.format {
            return tables.classNames.indices.map {
                ClassName(name: tables.classNames[$0], fallbackIndices: tables.classFallbacks[$0])
            }
        }
        return tables.declaredClasses.map { ClassName(name: tables.classNames[Int($0)]) }
    }
    /// The `$top` dictionary of a keyed archive (key → object index); empty for `NIBArchive`.
    public var top: [(key: String, index: Int)] { storage.tables.top }
    /// `$archiver` and `$version` of a keyed archive; `nil` for `NIBArchive`.
    public var archiver: (name: String, version: Int64)? { storage.tables.archiver }

    /// The archive over the readers' tables.
    init(tables: ArchiveTables) {
        storage = Storage(tables)
    }

    /// The object with index `index`, or `nil` when the index is out of range.
    public func object(at index: Int) -> Object? {
        objects.indices.contains(index) ? objects[index] : nil
    }

    // MARK: - Equatable Conformance

    /// Whether two archives hold the same tables.
    public static func == (lhs: CompiledArchive, rhs: CompiledArchive) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.format == rhs.format && lhs.rootIndex == rhs.rootIndex && lhs.objects.elementsEqual(rhs.objects)
            && lhs.keys == rhs.keys && lhs.classNames == rhs.classNames
            && lhs.top.elementsEqual(rhs.top, by: { $0.key == $1.key && $0.index == $1.index })
            && lhs.archiver?.name == rhs.archiver?.name && lhs.archiver?.version == rhs.archiver?.version
    }

    // MARK: - Hashable Conformance

    /// Hashes the archive's format, root and object count.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(rootIndex)
        hasher.combine(objects.count)
    }
}

extension CompiledArchive {
    /// The reader's tables, held once and shared by an archive, its copies and its views.
    final class Storage: Sendable {
        let tables: ArchiveTables

        init(_ tables: ArchiveTables) {
            self.tables = tables
        }
    }
}
