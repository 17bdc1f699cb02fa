import NibModel

/// The result of one ``Nib/instantiate(owner:externalObjects:options:)``: a fully connected
/// object graph (loading.md L6) and the trace of how it was made.
public struct LoadedNib {
    /// An action connected with a nil target: answered by the responder chain.
    public struct NilTargetedAction {
        /// The control or menu item.
        public var source: AnyObject
        /// The selector.
        public var selector: String
    }

    /// The top-level objects, in document order (A5, T2): keep them, or they go away.
    public let topLevelObjects: [AnyObject]
    /// Every object by id: the created objects and the bound placeholders.
    public var objects: [ObjectID: AnyObject] { table.objects }
    /// The objects by document position; ``objects`` is built from it on first use.
    let table: LiveObjects.Table
    /// File's Owner, as the caller passed it.
    public let owner: AnyObject?
    /// Every step, in order.
    public let trace: LoadTrace
    /// The filled image and sound caches.
    public let cache: ResourceCache
    /// The chain that answers First Responder actions.
    public let responderChain: ResponderChain
    /// The actions connected to First Responder, in document order.
    public let nilTargetedActions: [NilTargetedAction]

    /// The object with a document id.
    public func object(withID id: ObjectID) -> AnyObject? { table.object(withID: id) }

    /// Which object would handle a nil-targeted action now (e.g. `"copy:"`).
    public func target(forAction selector: String) -> AnyObject? { responderChain.target(forAction: selector) }

    /// The warnings of the load.
    public var warnings: [LoadEvent] { trace.warnings }
}
