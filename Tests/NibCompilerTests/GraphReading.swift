@testable import NibCompiler

/// Reading an archived graph in tests: the values, strings, references and collections the
/// compile tests assert on, written once for every suite that reads a compiled graph.
enum GraphReading {
    /// The objects of a class, in graph order.
    static func objects(_ className: String, in graph: ArchiveGraph) -> [ArchiveGraph.Object] {
        graph.objects.filter { $0.className == className }
    }

    /// The object a key of `object` references.
    static func target(_ key: String, of object: ArchiveGraph.Object?, in graph: ArchiveGraph) -> ArchiveGraph.Object? {
        object?.value(forKey: key)?.referencedObject.flatMap { graph[$0] }
    }

    /// The members of an archived collection.
    static func members(_ collection: ArchiveGraph.Object?, in graph: ArchiveGraph) -> [ArchiveGraph.ObjectID] {
        collection?.entries.filter { $0.key == "UINibEncoderEmptyKey" }.compactMap(\.value.referencedObject) ?? []
    }

    /// The members of the collection a key of `object` references.
    static func members(
        _ key: String, of object: ArchiveGraph.Object?, in graph: ArchiveGraph
    ) -> [ArchiveGraph.ObjectID] {
        members(target(key, of: object, in: graph), in: graph)
    }

    /// The text of an archived string.
    static func text(_ object: ArchiveGraph.Object?) -> String? {
        guard case .data(let bytes)? = object?.value(forKey: "NS.bytes") else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of the string a value refers to.
    static func text(_ value: ArchiveGraph.Value?, in graph: ArchiveGraph) -> String? {
        guard case .reference(let id)? = value else { return nil }
        return text(graph[id])
    }

    /// An integer value, whatever its width.
    static func integer(_ value: ArchiveGraph.Value?) -> Int64? {
        if case .integer(let number, _)? = value { return number }
        return nil
    }

    /// A boolean value.
    static func boolean(_ value: ArchiveGraph.Value?) -> Bool? {
        if case .boolean(let flag)? = value { return flag }
        return nil
    }

    /// A 64-bit float value.
    static func double(_ value: ArchiveGraph.Value?) -> Double? {
        if case .double(let number)? = value { return number }
        return nil
    }
}
