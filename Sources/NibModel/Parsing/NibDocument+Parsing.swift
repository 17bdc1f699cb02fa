#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension NibDocument {
    /// Reads the document at a file path.
    ///
    /// - Parameters:
    ///   - path: The file to read; it appears as given in locations and errors.
    ///   - options: Limits and other options; the defaults suit every real document.
    /// - Throws: ``NibParseError``, located, when the file cannot be read or is not a xib or
    ///   storyboard this version reads.
    public init(contentsOfFile path: String, options: ParseOptions = .default) throws(NibParseError) {
        // A regular file is read straight into uninitialised memory and parsed from there.
        if let document = try Self.withRegularFileBytes(
            path, limits: options.limits,
            { bytes throws(NibParseError) in
                try NibDocument(bytes: bytes, file: path, options: options)
            })
        {
            self = document
            return
        }
        if NibBundle.isBundlePath(path), NibBundle.isDirectory(path) {
            self = try Self.bundle(at: path, options: options)
            return
        }
        let data = try Self.readFile(path, limits: options.limits)
        try self.init(data: data, file: path, options: options)
    }

    /// Reads the document at a file URL.
    ///
    /// - Parameters:
    ///   - url: A `file:` URL.
    ///   - options: Limits and other options.
    /// - Throws: ``NibParseError``.
    public init(contentsOf url: URL, options: ParseOptions = .default) throws(NibParseError) {
        guard url.isFileURL else {
            throw NibParseError(
                .unreadable("only file URLs are read (no network access): \(url.absoluteString)"),
                at: SourceLocation(file: url.absoluteString, line: 0))
        }
        try self.init(contentsOfFile: url.path, options: options)
    }

    /// Reads a document from bytes in memory.
    ///
    /// The format is detected from the content, not from a file name: a legacy xib (an
    /// `<archive>` root) is read through ``legacyArchive``'s translation; a compiled nib is
    /// recognised and refused with an error that names it.
    ///
    /// - Parameters:
    ///   - data: The document's bytes.
    ///   - file: The name to use in locations and errors.
    ///   - options: Limits and other options.
    /// - Throws: ``NibParseError``.
    public init(data: Data, file: String = "<data>", options: ParseOptions = .default) throws(NibParseError) {
        let result: Result<NibDocument, NibParseError> = data.withUnsafeBytes { bytes in
            Result { () throws(NibParseError) in try NibDocument(bytes: bytes, file: file, options: options) }
        }
        self = try result.get()
    }

    /// Reads a document from a string of XML.
    ///
    /// - Parameters:
    ///   - xml: The document's text.
    ///   - file: The name to use in locations and errors.
    ///   - options: Limits and other options.
    /// - Throws: ``NibParseError``.
    public init(
        parsing xml: String, file: String = "<string>", options: ParseOptions = .default
    )
        throws(NibParseError)
    {
        try self.init(data: Data(xml.utf8), file: file, options: options)
    }

    private init(bytes: UnsafeRawBufferPointer, file: String, options: ParseOptions) throws(NibParseError) {
        if bytes.count > options.limits.maxInputBytes {
            throw NibParseError(
                .limitExceeded("the input is \(bytes.count) bytes; the limit is \(options.limits.maxInputBytes)"),
                at: SourceLocation(file: file, line: 0))
        }
        if let binary = DocumentFormat.sniffBinary(bytes) {
            self = try Self.document(bytes, file: file, options: options, format: binary)
            return
        }
        // An XML keyed archive goes straight to its own reader (a `<plist` near the start is
        // the cheap test; xibs never pass it), not through libxml2 first.
        if DocumentFormat.startsLikePropertyList(bytes), DocumentFormat.sniff(bytes) == .xmlKeyedArchive {
            self = try Self.document(bytes, file: file, options: options, format: .xmlKeyedArchive)
            return
        }
        let tree: ElementTree
        let idCount: Int
        let connectionIDCount: Int
        do {
            (tree, idCount, connectionIDCount) = try LibXMLReader.read(bytes, file: file, limits: options.limits)
        } catch {
            // The XML reader stops at a root other than <document>; the other XML formats go
            // to their own readers from here, so that the modern path pays nothing for them.
            guard case .unsupportedFormat(let format) = error.kind else { throw error }
            self = try Self.document(bytes, file: file, options: options, format: format, located: error)
            return
        }
        if tree.elements[0].name != KnownName.document.rawValue {  // an <archive> root: a legacy xib
            self = try LegacyXIBReader.document(from: tree, file: file, limits: options.limits)
            return
        }
        self = try NibParser.document(
            from: tree, file: file, limits: options.limits, idCount: idCount, connectionIDCount: connectionIDCount)
    }

    /// Reads a document that is not modern XML, dispatching by format.
    private static func document(
        _ bytes: UnsafeRawBufferPointer, file: String, options: ParseOptions, format: DocumentFormat,
        located: NibParseError? = nil
    ) throws(NibParseError) -> NibDocument {
        let start = SourceLocation(file: file, line: 1, column: 1)
        switch format {
        case .xmlDocument, .compiledStoryboard:
            throw NibParseError(.unsupportedFormat(format), at: start)
        case .legacyXIB:
            let (tree, _, _) = try LibXMLReader.read(bytes, file: file, limits: options.limits)
            return try LegacyXIBReader.document(from: tree, file: file, limits: options.limits)
        case .typedStream:
            throw NibParseError(.unsupportedFormat(format), at: SourceLocation(file: file, byteOffset: 0))
        case .nibArchive, .binaryKeyedArchive, .xmlKeyedArchive:
            let archive = try CompiledArchive.tables(
                bytes: bytes, file: file, limits: options.limits, format: format)
            var mapper = CompiledNibMapper(archive: archive, file: file, limits: options.limits)
            return try mapper.document(format: archive.format)
        }
    }

    /// The bytes of the file at `path` (a regular file, or a stream read to its end), for the
    /// package's tools that read other files than documents.
    ///
    /// - Throws: ``NibParseError`` of kind ``NibParseError/Kind/unreadable(_:)`` or
    ///   ``NibParseError/Kind/limitExceeded(_:)``.
    package static func readFile(_ path: String, limits: ParseLimits = .default) throws(NibParseError) -> Data {
        if let data = try withRegularFileBytes(path, limits: limits, { Data($0) }) { return data }
        // Not a regular file with a size: say why, or read a stream (a pipe, a device) to its end.
        let location = SourceLocation(file: path, line: 0)
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw NibParseError(.unreadable(errno == ENOENT ? "no such file" : Self.systemError()), at: location)
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw NibParseError(.unreadable("it is a directory"), at: location)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw NibParseError(.unreadable(Self.systemError()), at: location) }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            guard let got = chunk.withUnsafeMutableBytes({ FileTree.fill($0, from: descriptor) }) else {
                throw NibParseError(.unreadable(Self.systemError()), at: location)
            }
            data.append(contentsOf: chunk[..<got])
            if data.count > limits.maxInputBytes {
                throw NibParseError(
                    .limitExceeded("the input is over \(limits.maxInputBytes) bytes, the limit"), at: location)
            }
            if got < chunk.count { return data }
        }
    }

    /// The C library's description of `errno`.
    private static func systemError() -> String {
        String(cString: strerror(errno))
    }

    /// Reads a regular file with one `open`, one `fstat` and `read` calls into uninitialised
    /// memory, and passes the bytes to `body`; `nil` when anything is unusual (no such file, a
    /// directory, an empty file, an error), so that the caller takes its general path and
    /// reports it.
    static func withRegularFileBytes<Result>(
        _ path: String, limits: ParseLimits, _ body: (UnsafeRawBufferPointer) throws(NibParseError) -> Result
    ) throws(NibParseError) -> Result? {
        #if canImport(Glibc) || canImport(Darwin)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            var closed = false
            defer { if !closed { close(descriptor) } }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            let size = Int(status.st_size)
            guard size > 0 else { return nil }  // empty, or a file that does not report its size
            if size > limits.maxInputBytes {
                throw NibParseError(
                    .limitExceeded("the file is \(size) bytes; the limit is \(limits.maxInputBytes)"),
                    at: SourceLocation(file: path, line: 0))
            }
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
            defer { buffer.deallocate() }
            guard let filled = FileTree.fill(buffer, from: descriptor) else { return nil }
            close(descriptor)
            closed = true
            return try body(UnsafeRawBufferPointer(rebasing: buffer[..<filled]))
        #else
            return nil
        #endif
    }
}
