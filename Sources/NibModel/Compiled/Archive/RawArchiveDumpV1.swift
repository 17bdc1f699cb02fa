#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON shape of `nibdump dump --raw --format json`: a compiled nib's own tables.
///
/// Values are written as one-key objects naming their type (`{"integer": 3}`, `{"ref": 12}`,
/// `{"data": "base64…"}`, `{"null": true}`), so that nothing is lost and each type is clear.
public struct RawArchiveDumpV1: Codable, Sendable, Hashable {
    /// Always 1 for this shape.
    public var serializationVersion: Int = 1
    /// The path the archive was read from.
    public var file: String
    /// The format, as ``DocumentFormat/description`` words it.
    public var format: String
    /// The root object's index.
    public var root: Int
    /// The `NIBArchive` key table (empty for keyed archives).
    public var keys: [String]
    /// The class names (`NIBArchive` table, or the keyed archive's classes in first-use order).
    public var classNames: [String]
    /// `$top` of a keyed archive, key → object index (empty for `NIBArchive`).
    public var top: [String: Int]
    /// Every object (for keyed archives: `$objects`, then the synthetic `$top` object).
    public var objects: [Object]

    /// One object.
    public struct Object: Codable, Sendable, Hashable {
        /// The index in the object table.
        public var index: Int
        /// The class name.
        public var className: String
        /// Where the record starts (binary archives).
        public var byteOffset: Int?
        /// Its line (XML plists).
        public var line: Int?
        /// The values in archive order, as `[key, value]` pairs.
        public var values: [Entry]
    }

    /// One keyed value.
    public struct Entry: Codable, Sendable, Hashable {
        /// The key.
        public var key: String
        /// The typed value.
        public var value: TypedValue
    }

    /// A value with its type as the only key.
    public indirect enum TypedValue: Codable, Sendable, Hashable {
        /// An integer.
        case integer(Int64)
        /// A 32-bit float.
        case float(Float)
        /// A 64-bit float.
        case double(Double)
        /// A boolean.
        case boolean(Bool)
        /// Bytes, base64.
        case data(String)
        /// A string.
        case string(String)
        /// An object index.
        case ref(Int)
        /// An array.
        case array([TypedValue])
        /// A dictionary.
        case dictionary([Entry])
        /// Nil.
        case null(Bool)

        init(_ value: CompiledArchive.Value) {
            switch value {
            case .integer(let value): self = .integer(value)
            case .float(let value): self = .float(value)
            case .double(let value): self = .double(value)
            case .boolean(let value): self = .boolean(value)
            case .data(let bytes): self = .data(Data(bytes).base64EncodedString())
            case .string(let text): self = .string(text)
            case .reference(let index): self = .ref(index)
            case .array(let values): self = .array(values.map(TypedValue.init))
            case .dictionary(let entries):
                self = .dictionary(entries.map { Entry(key: $0.key, value: .init($0.value)) })
            case .null: self = .null(true)
            }
        }
    }

    /// The dump of `archive`, read from `file`.
    public init(_ archive: CompiledArchive, file: String) {
        self.file = file
        format = archive.format.description
        root = archive.rootIndex
        keys = archive.keys
        classNames = archive.classNames.map(\.name)
        top = Dictionary(archive.top.map { ($0.key, $0.index) }, uniquingKeysWith: { first, _ in first })
        objects = archive.objects.enumerated().map { index, object in
            Object(
                index: index, className: object.className, byteOffset: object.byteOffset, line: object.line,
                values: object.values.map { Entry(key: $0.key, value: .init($0.value)) })
        }
    }

    /// Pretty-printed JSON with sorted keys.
    ///
    /// - Throws: `EncodingError` if a value cannot be encoded (a non-finite float).
    public func jsonData() throws -> Data {
        try DeterministicJSON.data(self)
    }
}

extension CompiledArchive {
    /// The archive's own tables as text: a header, the key and class-name tables
    /// (`NIBArchive`) or `$top` (keyed archives), then every object with its values.
    public func rawDescription(file: String) -> String {
        var lines = ["\(file): \(format)", "root: object \(rootIndex)"]
        if let archiver { lines.append("$archiver: \(archiver.name), $version: \(archiver.version)") }
        if !keys.isEmpty {
            lines.append("keys (\(keys.count)):")
            for (index, key) in keys.enumerated() { lines.append("  [\(index)] \(key)") }
        }
        lines.append("class names (\(classNames.count)):")
        for (index, entry) in classNames.enumerated() {
            let fallbacks =
                entry.fallbackIndices.isEmpty
                ? "" : " (fallbacks: \(entry.fallbackIndices.map(String.init).joined(separator: ", ")))"
            lines.append("  [\(index)] \(entry.name)\(fallbacks)")
        }
        if !top.isEmpty {
            lines.append("$top:")
            for entry in top { lines.append("  \(entry.key) = @\(entry.index)") }
        }
        lines.append(archiver == nil ? "objects (\(objects.count)):" : "$objects (\(objects.count - 1)) and $top:")
        for (index, object) in objects.enumerated() {
            let place = object.byteOffset.map { " @\($0)" } ?? object.line.map { " line \($0)" } ?? ""
            lines.append("  [\(index)] \(object.className)\(place)")
            for entry in object.values { lines.append("      \(entry.key) = \(entry.value)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
