/// What decompiling a compiled nib leaves out: each archived class the vocabulary does not
/// cover, and each key of a covered class that nothing reads, with how often it occurs.
///
/// `nibdump decompile --report` prints it. An archived object becomes an element of the decompiled
/// document; its values become attributes and child elements through `IBVocabulary`'s rules.
/// A value nothing reads is still reachable (`nibdump dump --raw` shows it) but the decompiled
/// document does not say it. Counted:
///
/// - every object of the document's tree (and every object a rule embeds without an id, such as
///   a table column's header cell) whose class no rule describes, by class, with ``Entry/key``
///   `nil` — unless every key it holds is one the reader reads anyway (an `NSCustomObject` with
///   only its class name loses nothing);
/// - every key of such an object, of a class a rule describes, that no property, constant or
///   embedded child of its rules reads, that holds no child of the object, and that is not one of
///   the keys the reader itself understands (class names, frames, titles, back pointers, a
///   storyboard's view nib names and segue templates, …), by class and key;
/// - every connector of a kind the reader does not turn into a connection, by class.
///
/// A document that is not compiled (a xib, a storyboard, a legacy xib) has nothing to report:
/// its own text is what the decompiler writes.
public struct DecompileReport: Sendable, Equatable, Codable {
    /// One archived class, or one key of it, that the decompiler does not map.
    public struct Entry: Sendable, Hashable, Codable {
        /// The archived class (`NSTextView`, or the original class of a class swapper).
        public var archivedClass: String
        /// The archive key nothing reads, or `nil` for objects of a class no rule covers.
        public var key: String?
        /// How many objects hold it.
        public var count: Int

        /// An entry.
        ///
        /// - Parameters:
        ///   - archivedClass: The archived class.
        ///   - key: The key, or `nil` for the class as a whole.
        ///   - count: How many objects.
        public init(archivedClass: String, key: String?, count: Int) {
            self.archivedClass = archivedClass
            self.key = key
            self.count = count
        }
    }

    /// The version of this report's JSON form.
    public var serializationVersion = 1
    /// The documents counted, as given.
    public var files: [String] = []
    /// What is not mapped, the most frequent first (then by class and key).
    public private(set) var entries: [Entry] = []

    /// How many values in all are not mapped (the sum of the entries' counts).
    public var total: Int { entries.reduce(0) { $0 + $1.count } }

    /// An empty report.
    public init() {}

    /// The report of one document: a compiled nib, a `.nib` bundle or a `.storyboardc` (each of
    /// its nibs counted); a document that is not compiled gives an empty report.
    ///
    /// - Parameters:
    ///   - path: The document.
    ///   - options: Limits.
    /// - Throws: ``NibParseError``, located, when the document cannot be read (a NeXT
    ///   typedstream nib included, which the reader does not read either).
    public init(contentsOfFile path: String, options: ParseOptions = .default) throws(NibParseError) {
        files = [path]
        var counts: [Key: Int] = [:]
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        var archives: [String] = []
        if NibBundle.isDirectory(trimmed) {
            if trimmed.hasSuffix(".storyboardc") {
                for name in NibBundle.directoryEntries(trimmed).sorted() where name.hasSuffix(".nib") {
                    archives.append(try NibBundle.archivePath(for: trimmed + "/" + name))
                }
            } else {
                archives.append(try NibBundle.archivePath(for: trimmed))
            }
        } else {
            archives.append(path)
        }
        for file in archives where !NibBundle.isDirectory(file) {
            let data = try NibDocument.readFile(file, limits: options.limits)
            let result: Result<Void, NibParseError> = data.withUnsafeBytes { bytes in
                Result { () throws(NibParseError) in
                    guard let format = DocumentFormat.sniff(bytes) else { return }
                    switch format {
                    case .typedStream:
                        throw NibParseError(.unsupportedFormat(format), at: SourceLocation(file: file, byteOffset: 0))
                    case .nibArchive, .binaryKeyedArchive, .xmlKeyedArchive:
                        let archive = try CompiledArchive.tables(
                            bytes: bytes, file: file, limits: options.limits, format: format)
                        var mapper = CompiledNibMapper(archive: archive, file: file, limits: options.limits)
                        try mapper.prepare()
                        mapper.countUnmapped(into: &counts)
                    default: return
                    }
                }
            }
            try result.get()
        }
        entries = Self.sorted(counts)
    }

    /// Adds another report's files and counts to this one (a total over several documents).
    ///
    /// - Parameter other: The report to add.
    public mutating func add(_ other: DecompileReport) {
        files += other.files
        var counts: [Key: Int] = [:]
        for entry in entries + other.entries {
            counts[Key(archivedClass: entry.archivedClass, key: entry.key), default: 0] += entry.count
        }
        entries = Self.sorted(counts)
    }

    /// The report as text: a line per entry, count first, then the total.
    public var text: String {
        var lines: [String] = []
        let width = max(5, entries.map { $0.archivedClass.count }.max() ?? 0)
        for entry in entries {
            let count = String(entry.count)
            let padded = String(repeating: " ", count: max(0, 6 - count.count)) + count
            let name = entry.archivedClass + String(repeating: " ", count: width - entry.archivedClass.count)
            lines.append("\(padded)  \(name)  \(entry.key ?? "(no rule covers the class)")")
        }
        let kinds = entries.count == 1 ? "1 kind" : "\(entries.count) kinds"
        let documents = files.count == 1 ? "1 document" : "\(files.count) documents"
        lines.append("\(total) unmapped in \(kinds), \(documents)")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Implementation Details

    /// A class and key, the unit of counting.
    struct Key: Hashable {
        var archivedClass: String
        var key: String?
    }

    private static func sorted(_ counts: [Key: Int]) -> [Entry] {
        counts.map { Entry(archivedClass: $0.key.archivedClass, key: $0.key.key, count: $0.value) }
            .sorted {
                ($1.count, $0.archivedClass, $0.key ?? "") < ($0.count, $1.archivedClass, $1.key ?? "")
            }
    }
}
