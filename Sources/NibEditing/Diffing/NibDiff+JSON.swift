import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NibDiff {
    /// The diff as pretty-printed JSON with sorted keys (`serializationVersion` 1): `old`,
    /// `new`, `same`, `changes` and `noise`. Optional fields are written as `null`.
    ///
    /// - Throws: `EncodingError` if a value cannot be encoded.
    public func jsonData() throws -> Data {
        try DeterministicJSON.data(Envelope(old: oldFile, new: newFile, same: isSame, changes: changes, noise: noise))
    }

    private struct Envelope: Encodable {
        var serializationVersion = 1
        var old: String
        var new: String
        var same: Bool
        var changes: [Change]
        var noise: [PropertyChange]
    }
}

// Hand-written so that absent optionals are written as `null`, as every swift-nib schema does.

extension NibDiff.Change {
    private enum Keys: String, CodingKey {
        case kind, object, oldParent, newParent, connection, oldConnection, resource, properties, geometry
    }

    /// Writes every field, `null` when absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(object, forKey: .object)
        try container.encode(oldParent, forKey: .oldParent)
        try container.encode(newParent, forKey: .newParent)
        try container.encode(connection, forKey: .connection)
        try container.encode(oldConnection, forKey: .oldConnection)
        try container.encode(resource, forKey: .resource)
        try container.encode(properties, forKey: .properties)
        try container.encode(geometry, forKey: .geometry)
    }
}

extension NibDiff.PropertyChange {
    private enum Keys: String, CodingKey { case path, old, new }

    /// Writes every field, `null` when absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(path, forKey: .path)
        try container.encode(old, forKey: .old)
        try container.encode(new, forKey: .new)
    }
}

extension NibDiff.ObjectSummary {
    private enum Keys: String, CodingKey { case id, element, className = "class", label, line }

    /// Writes every field, `null` when absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(element, forKey: .element)
        try container.encode(className, forKey: .className)
        try container.encode(label, forKey: .label)
        try container.encode(line, forKey: .line)
    }
}

extension NibDiff.ConnectionSummary {
    private enum Keys: String, CodingKey { case id, kind, source, label, destination, destinationID, details, line }

    /// Writes every field, `null` when absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(source, forKey: .source)
        try container.encode(label, forKey: .label)
        try container.encode(destination, forKey: .destination)
        try container.encode(destinationID, forKey: .destinationID)
        try container.encode(details, forKey: .details)
        try container.encode(line, forKey: .line)
    }
}

extension NibDiff.ResourceSummary {
    private enum Keys: String, CodingKey { case kind, name, catalog, line }

    /// Writes every field but ``occurrence``, `null` when absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(name, forKey: .name)
        try container.encode(catalog, forKey: .catalog)
        try container.encode(line, forKey: .line)
    }
}
