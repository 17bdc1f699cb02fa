#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CompiledArchive {
    /// The deepest chain of nibs nested in data values that ``init(nestedIn:file:limits:depth:)``
    /// follows.
    public static let maxNestingDepth = 4

    /// Reads the raw tables of a compiled nib: a `NIBArchive`, or an `NSKeyedArchiver` binary
    /// or XML property list.
    ///
    /// - Parameters:
    ///   - data: The archive's bytes.
    ///   - file: The name used in locations and errors.
    ///   - limits: Bounds on the input.
    /// - Throws: ``NibParseError``: ``NibParseError/Kind/malformedArchive(_:)`` with the byte
    ///   offset (or line) of the damage, ``NibParseError/Kind/unsupportedFormat(_:)`` for a
    ///   NeXT typedstream, ``NibParseError/Kind/notAnInterfaceBuilderDocument(_:)`` for
    ///   anything else.
    public init(data: Data, file: String = "<data>", limits: ParseLimits = .default) throws(NibParseError) {
        let result: Result<CompiledArchive, NibParseError> = data.withUnsafeBytes { bytes in
            Result { () throws(NibParseError) in try CompiledArchive(bytes: bytes, file: file, limits: limits) }
        }
        self = try result.get()
    }

    /// Reads the raw tables of the compiled nib at `path` (a file, or a `.nib` bundle
    /// directory, whose runtime archive is read; see ``NibBundle``).
    ///
    /// - Throws: ``NibParseError``.
    public init(contentsOfFile path: String, limits: ParseLimits = .default) throws(NibParseError) {
        let file = try NibBundle.archivePath(for: path)
        let data = try NibDocument.readFile(file, limits: limits)
        try self.init(data: data, file: file, limits: limits)
    }

    /// Reads the nib stored in a data value of another archive (table-cell prototypes, for
    /// instance); `depth` counts the archives around it, and more than ``maxNestingDepth``
    /// is refused.
    ///
    /// - Throws: ``NibParseError``.
    public init(
        nestedIn value: Value, file: String, limits: ParseLimits = .default, depth: Int = 1
    )
        throws(NibParseError)
    {
        guard case .data(let bytes) = value else {
            throw NibParseError(
                .malformedArchive("the value is not data"), at: SourceLocation(file: file, byteOffset: nil))
        }
        guard depth <= Self.maxNestingDepth else {
            throw NibParseError(
                .limitExceeded("nibs nest more than \(Self.maxNestingDepth) deep in data values"),
                at: SourceLocation(file: file, byteOffset: nil))
        }
        try self.init(data: Data(bytes), file: file + "[nested \(depth)]", limits: limits)
    }

    init(bytes: UnsafeRawBufferPointer, file: String, limits: ParseLimits) throws(NibParseError) {
        self.init(tables: try Self.tables(bytes: bytes, file: file, limits: limits))
    }

    /// Reads a compiled nib's bytes into the flat tables the mapper reads; `format` is the
    /// format when the caller has sniffed it already.
    static func tables(
        bytes: UnsafeRawBufferPointer, file: String, limits: ParseLimits, format: DocumentFormat? = nil
    ) throws(NibParseError) -> ArchiveTables {
        // Offsets and positions are stored in 32 bits.
        if bytes.count > min(limits.maxInputBytes, Int(Int32.max)) {
            throw NibParseError(
                .limitExceeded(
                    "the input is \(bytes.count) bytes; the limit is \(min(limits.maxInputBytes, Int(Int32.max)))"),
                at: SourceLocation(file: file, line: 0))
        }
        switch format ?? DocumentFormat.sniff(bytes) {
        case .nibArchive:
            return try NIBArchiveReader.read(bytes, file: file, limits: limits)
        case .binaryKeyedArchive:
            let list = try BinaryPropertyListReader.View(bytes, file: file, limits: limits)
            return try KeyedArchiveReader.tables(from: list, format: .binaryKeyedArchive, limits: limits)
        case .xmlKeyedArchive:
            let list = try XMLPropertyListReader.read(bytes, file: file, limits: limits)
            return try KeyedArchiveReader.tables(from: list, format: .xmlKeyedArchive, limits: limits)
        case .typedStream:
            throw NibParseError(.unsupportedFormat(.typedStream), at: SourceLocation(file: file, byteOffset: 0))
        case let other:
            throw NibParseError(
                .notAnInterfaceBuilderDocument(
                    "expected a compiled nib (NIBArchive or NSKeyedArchiver property list)"
                        + (other.map { ", found \($0)" } ?? "")),
                at: SourceLocation(file: file, byteOffset: 0))
        }
    }

    /// Reads only the reader's tables of a compiled nib and returns their object count: what
    /// ``init(data:file:limits:)`` costs without the public view, which the benchmark compares
    /// it with.
    ///
    /// - Throws: ``NibParseError``, as ``init(data:file:limits:)``.
    package static func tableObjectCount(
        data: Data, file: String = "<data>", limits: ParseLimits = .default
    ) throws(NibParseError) -> Int {
        let result: Result<Int, NibParseError> = data.withUnsafeBytes { bytes in
            Result { () throws(NibParseError) in try tables(bytes: bytes, file: file, limits: limits).count }
        }
        return try result.get()
    }
}
