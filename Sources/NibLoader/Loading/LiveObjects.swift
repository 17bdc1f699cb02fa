import NibModel

/// The objects of one load: the instantiated ones and the bound placeholders.
///
/// Objects are kept by their position in the document (``NibPlan/indexByID``), so the loader
/// and the coder find them without hashing ids.
final class LiveObjects {
    /// The live object at each document position.
    @exclusivity(unchecked) var slots: [AnyObject?]
    /// Per placeholder (``NibPlan/placeholders``): whether it stands for `nil` (First Responder)
    /// or cannot be resolved (Exit, references, File's Owner when none was given).
    @exclusivity(unchecked) private var boundToNil: [Bool]
    let cache: ResourceCache
    let plan: NibPlan

    init(cache: ResourceCache, plan: NibPlan) {
        self.cache = cache
        self.plan = plan
        self.slots = [AnyObject?](repeating: nil, count: plan.ids.count)
        self.boundToNil = [Bool](repeating: false, count: plan.placeholders.count)
    }

    /// The live object with a document id, or `nil`.
    subscript(id: ObjectID) -> AnyObject? {
        plan.indexByID[id].flatMap { slots[$0] }
    }

    /// Binds a placeholder to `nil`.
    func bindNil(_ placeholder: Int) {
        boundToNil[placeholder] = true
    }

    /// The role of the placeholder at a position when it is bound to `nil`.
    func nilPlaceholderRole(at position: Int?) -> PlaceholderRole? {
        guard let position, let index = plan.placeholderIndices[position], boundToNil[index] else { return nil }
        return plan.placeholders[index].role
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
            let ids = plan.ids
            for (position, slot) in slots.enumerated() {
                if let slot { result[ids[position]] = slot }
            }
            byID = result
            return result
        }
    }
}
