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
/// References are indices into ``objects``; the reader has checked that each is in range.
public struct CompiledArchive: Sendable, Hashable {
    /// The format the archive was read from.
    public var format: DocumentFormat
    /// Every archived object, in archive order.
    public var objects: [Object]
    /// The index of the root object: object 0 of a `NIBArchive`, `$top.root` (or
    /// `$top.IB.objectdata`'s owner) of a keyed archive.
    public var rootIndex: Int
    /// The key table of a `NIBArchive`; empty for keyed archives.
    public var keys: [String]
    /// The class-name table of a `NIBArchive` (with fallback class indices), or the distinct
    /// `$class` names of a keyed archive in first-use order.
    public var classNames: [ClassName]
    /// The `$top` dictionary of a keyed archive (key → object index); empty for `NIBArchive`.
    public var top: [(key: String, index: Int)]
    /// `$archiver` and `$version` of a keyed archive; `nil` for `NIBArchive`.
    public var archiver: (name: String, version: Int64)?

    /// Creates an archive from its parts; the readers check every reference before they call it.
    public init(
        format: DocumentFormat, objects: [Object], rootIndex: Int, keys: [String] = [], classNames: [ClassName] = [],
        top: [(key: String, index: Int)] = [], archiver: (name: String, version: Int64)? = nil
    ) {
        self.format = format
        self.objects = objects
        self.rootIndex = rootIndex
        self.keys = keys
        self.classNames = classNames
        self.top = top
        self.archiver = archiver
    }

    /// The object with index `index`, or `nil` when the index is out of range.
    public func object(at index: Int) -> Object? {
        objects.indices.contains(index) ? objects[index] : nil
    }

    // MARK: - Equatable Conformance

    /// Whether two archives hold the same tables.
    public static func == (lhs: CompiledArchive, rhs: CompiledArchive) -> Bool {
        lhs.format == rhs.format && lhs.objects == rhs.objects && lhs.rootIndex == rhs.rootIndex
            && lhs.keys == rhs.keys && lhs.classNames == rhs.classNames
            && lhs.top.elementsEqual(rhs.top, by: { $0.key == $1.key && $0.index == $1.index })
            && lhs.archiver?.name == rhs.archiver?.name && lhs.archiver?.version == rhs.archiver?.version
    }

    // MARK: - Hashable Conformance

    /// Hashes the archive's format and objects.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(objects)
        hasher.combine(rootIndex)
    }
}
