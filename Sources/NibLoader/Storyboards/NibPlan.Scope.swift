import NibModel

extension NibPlan {
    /// The part of a storyboard one load creates: a scene's controller and its other objects
    /// (storyboards.md S6), or the controller's view hierarchy with the controller as owner (S7).
    ///
    /// A scoped plan is the document's plan with three changes: only the ``included`` objects are
    /// created, the ``owner`` (the controller, for a view load) is File's Owner, and only the
    /// connections the load makes are kept: neither segues, which the storyboard runs, nor
    /// connections another part of the scene makes.
    struct Scope: Sendable {
        /// Per document position: whether this load creates the object.
        var included: [Bool]
        /// Per document position: whether the object is there when the load starts (created by
        /// the scene load, or a placeholder of the scene).
        var available: [Bool]
        /// The position bound as File's Owner, if any.
        var owner: Int?
        /// The owner's id.
        var ownerID: ObjectID?
        /// The top-level objects, in document order.
        var topLevel: [Int?]
        /// The placeholders the load binds (the scene's own), by id.
        var placeholders: Set<ObjectID>

        /// Every position outside the scope marked as if it were a placeholder, so that the
        /// creation order skips it and its subtree.
        func excluding(_ isPlaceholder: [Bool]) -> [Bool] {
            var marked = isPlaceholder
            for position in marked.indices where !included[position] { marked[position] = true }
            return marked
        }

        /// The scene's placeholders in document order, then the owner.
        func placeholderIDs(_ all: [ObjectID]) -> [ObjectID] {
            all.filter { placeholders.contains($0) } + (ownerID.map { [$0] } ?? [])
        }

        /// Whether the load makes the connection: not a segue, one end created by this load and
        /// the other there when it runs.
        func includes(_ connection: ConnectionPlan) -> Bool {
            if case .segue = connection.kind { return false }
            guard let source = connection.source else { return false }
            let sourceHere = included[source] || available[source] || source == owner
            guard let destination = connection.destination else {
                return included[source]
            }
            let destinationHere = included[destination] || available[destination] || destination == owner
            return sourceHere && destinationHere && (included[source] || included[destination])
        }
    }
}
