import NibModel

/// The objects of one load, by id: the instantiated ones and the bound placeholders.
///
/// Objects are kept by their position in the document (``NibPlan/indexByID``), so the loader
/// and the coder find them without hashing ids.
final class LiveObjects {
    /// The live object at each document position.
    @exclusivity(unchecked) var slots: [AnyObject?]
    /// Placeholders that stand for `nil` (First Responder) or cannot be resolved (Exit, references).
    @exclusivity(unchecked) var nilPlaceholders: [ObjectID: PlaceholderRole] = [:]
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

    /// The objects of the finished load.
    var table: Table { Table(slots: slots, plan: plan) }

    /// The objects of a finished load by position, and by id when first asked.
    final class Table {
        let slots: [AnyObject?]
        let plan: NibPlan
        private var byID: [ObjectID: AnyObject]?

        init(slots: [AnyObject?], plan: NibPlan) {
            self.slots = slots
            self.plan = plan
        }

        /// The live object with a document id, or `nil`.
        func object(withID id: ObjectID) -> AnyObject? {
            plan.indexByID[id].flatMap { slots[$0] }
        }

        /// Every live object by id.
        var objects: [ObjectID: AnyObject] {
            if let byID { return byID }
            var result: [ObjectID: AnyObject] = [:]
            result.reserveCapacity(slots.count)
            let objects = plan.documentObjects
            for (position, slot) in slots.enumerated() {
                if let slot { result[objects[position].id] = slot }
            }
            byID = result
            return result
        }
    }
}
