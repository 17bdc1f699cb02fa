/// Reads an XML property list (`<plist version="1.0">`) into a ``PropertyList`` with
/// ``XMLPropertyListScanner``, a scanner of the property-list vocabulary (no general XML parser
/// and no libxml2); every node keeps the 1-based line of its start tag.
///
/// The scanner never expands an entity beyond XML's five and character references, and
/// refuses a DOCTYPE with an internal subset, so no entity can be declared: entity bombs and
/// external entities are ruled out by construction.
enum XMLPropertyListReader {
    static func read(
        _ bytes: UnsafeRawBufferPointer, file: String, limits: ParseLimits
    ) throws(NibParseError)
        -> PropertyList
    {
        guard bytes.baseAddress != nil,
            !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        else {
            throw NibParseError(.emptyDocument, at: SourceLocation(file: file, line: 1, column: 1))
        }
        let scanner = XMLPropertyListScanner(bytes, file: file, limits: limits)
        do {
            return try scanner.scan()
        } catch {
            throw diagnose(error, bytes: bytes, file: file)
        }
    }

    /// Prefers a merge-conflict marker over the scanner's own wording for a document that is
    /// not a property list, as the XML reader does for xibs; limits and refused entities stand.
    private static func diagnose(_ error: NibParseError, bytes: UnsafeRawBufferPointer, file: String) -> NibParseError {
        switch error.kind {
        case .malformedXML, .malformedArchive:
            if let marker = MergeConflictScanner.firstMarker(in: bytes) {
                return NibParseError(
                    .mergeConflictMarker(marker.text), at: SourceLocation(file: file, line: marker.line, column: 1))
            }
            if let format = DocumentFormat.sniffBinary(bytes) {
                return NibParseError(.unsupportedFormat(format), at: SourceLocation(file: file, line: 1, column: 1))
            }
            return error
        default:
            return error
        }
    }
}
