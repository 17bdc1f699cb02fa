import NibModel

extension Resource {
    /// The catalog the resource comes from (`catalog="system"`), when the element names one.
    var catalog: String? { element[attribute: "catalog"] }

    /// What identifies the resource in its document: kind, name and catalog. Two resources that
    /// differ in any of them are two resources (`star` from the system and `star` from the app).
    var identity: String { "\(kindName)\u{1}\(name)\u{1}\(catalog ?? "")" }

    /// Each resource of a list with its key: its ``identity``, then the occurrence among the
    /// resources with the same identity (0 for the first), so that repeats pair up in order.
    static func keyed(_ resources: [Resource]) -> [(key: String, occurrence: Int, resource: Resource)] {
        var seen: [String: Int] = [:]
        return resources.map { resource in
            let identity = resource.identity
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            return ("\(identity)\u{1}\(occurrence)", occurrence, resource)
        }
    }

    /// The `occurrence`-th resource of `document` whose kind, name and catalog are those of
    /// `summary`.
    static func find(_ summary: NibDiff.ResourceSummary, in document: NibDocument) -> Resource? {
        let matching = document.resources.filter {
            $0.kindName == summary.kind && $0.name == summary.name && $0.catalog == summary.catalog
        }
        return matching.indices.contains(summary.occurrence) ? matching[summary.occurrence] : nil
    }
}
