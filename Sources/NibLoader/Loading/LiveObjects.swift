import NibModel

/// The objects of one load, by id: the instantiated ones and the bound placeholders.
///
/// Objects are kept by their position in the document (``NibPlan/indexByID``), so the loader
/// and the coder find them without hashing ids.
final class LiveObjects {
    /// The live object at each document position.
    var slots: [AnyObject?]
    /// Placeholders that stand for `nil` (First Responder) or cannot be resolved (Exit, references).
    var nilPlaceholders: [ObjectID: PlaceholderRole] = [:]
    let cache: ResourceCache
    let document: NibDocument
    let plan: NibPlan

    init(cache: ResourceCache, document: NibDocument, plan: NibPlan) {
        self.cache = cache
        self.document = document
        self.plan = plan
        self.slots = [AnyObject?](repeating: nil, count: plan.documentObjects.count)
    }

    /// The live object with a document id, or `nil`.
    subscript(id: ObjectID) -> AnyObject? {
        get { plan.indexByID[id].flatMap { slots[$0] } }
        set {
            if let position = plan.indexByID[id] { slots[position] = newValue }
        }
    }

    /// Every live object by id.
    var byID: [ObjectID: AnyObject] {
        var result: [ObjectID: AnyObject] = [:]
        result.reserveCapacity(slots.count)
        let objects = plan.documentObjects
        for (position, slot) in slots.enumerated() {
            if let slot { result[objects[position].id] = slot }
        }
        return result
    }
}
