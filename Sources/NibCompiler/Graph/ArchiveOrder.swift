/// The order in which a writer numbers a graph's objects.
struct ArchiveOrder {
    /// The objects, in archive order.
    var ids: [ArchiveGraph.ObjectID]
    /// The archive position of each graph object (by graph index); -1 for none.
    var positions: [Int32]

    /// Numbers the objects of `graph` (whose root is one of its objects).
    static func objects(
        of graph: ArchiveGraph, order: NIBArchiveWriter.ObjectOrder
    ) throws(ArchiveWriterError) -> ArchiveOrder {
        var result = ArchiveOrder(ids: [], positions: Array(repeating: -1, count: graph.objects.count))
        result.ids.reserveCapacity(graph.objects.count)
        func place(_ id: ArchiveGraph.ObjectID) {
            result.positions[id.index] = Int32(result.ids.count)
            result.ids.append(id)
        }
        switch order {
        case .graph, .automatic:
            place(graph.root)
            for index in graph.objects.indices where index != graph.root.index { place(ArchiveGraph.ObjectID(index)) }
        case .firstReference:
            // An explicit stack: a graph a million objects deep is walked without recursion.
            var stack = [graph.root]
            var references: [ArchiveGraph.ObjectID] = []
            while let id = stack.popLast() {
                guard result.positions[id.index] < 0 else { continue }
                place(id)
                references.removeAll(keepingCapacity: true)
                let entries = graph.objects[id.index].entries
                for position in entries.indices {
                    // Only references matter: other values are passed over without copying them.
                    switch entries[position].value {
                    case .reference(let target) where graph.contains(target): references.append(target)
                    case .array, .dictionary, .reference:
                        try collect(
                            entries[position].value, into: &references, graph: graph, object: id,
                            key: entries[position].key)
                    default: break
                    }
                }
                for reference in references.reversed() where result.positions[reference.index] < 0 {
                    stack.append(reference)
                }
            }
            for index in graph.objects.indices where result.positions[index] < 0 {
                place(ArchiveGraph.ObjectID(index))
            }
        }
        return result
    }

    /// The unconditional references in `value`, checked to be in the graph.
    private static func collect(
        _ value: ArchiveGraph.Value, into references: inout [ArchiveGraph.ObjectID], graph: ArchiveGraph,
        object: ArchiveGraph.ObjectID, key: String
    ) throws(ArchiveWriterError) {
        switch value {
        case .reference(let id):
            guard graph.contains(id) else { throw ArchiveWriterError(.danglingReference(id), object: object, key: key) }
            references.append(id)
        case .array(let values):
            for value in values { try collect(value, into: &references, graph: graph, object: object, key: key) }
        case .dictionary(let entries):
            for entry in entries {
                try collect(entry.value, into: &references, graph: graph, object: object, key: key)
            }
        default: break
        }
    }
}
