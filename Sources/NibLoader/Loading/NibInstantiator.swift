import NibModel

/// One load of one document: the phases as named functions, in Cocoa's order (style.md 13).
///
/// `run()` calls ``loadResources()`` → ``bindPlaceholders()`` → ``instantiateObjects()``
/// (runtime attributes applied as each object is decoded, L3.7) → ``establishConnections()``
/// → ``awakeFromNib()`` → ``showWindows()`` → ``checkOwner()``. Any failure throws a
/// ``NibLoadingError`` carrying the trace so far; no half-connected graph is returned.
///
/// The stored properties skip the runtime's exclusivity checks: one instantiator is used by
/// one load on one thread, and only its own methods touch them, one at a time.
final class NibInstantiator {
    let document: NibDocument
    let plan: NibPlan
    let platform: Platform
    let options: NibLoadOptions
    let owner: AnyObject?
    let externalObjects: [String: AnyObject]
    let policy: NibLoadOptions.UnknownClassPolicy
    let live: LiveObjects
    @exclusivity(unchecked) var trace: LoadTrace
    /// Created objects' ids, in creation order (children before parents).
    @exclusivity(unchecked) var created: [Int] = []
    /// The class each object was created as, by document position.
    @exclusivity(unchecked) var classNames: [String?]
    /// Class resolution per ``NibPlan/ObjectPlan/classSlot``, filled on first use.
    @exclusivity(unchecked) var resolvedClasses: [ResolvedClass?]
    @exclusivity(unchecked) var nilTargeted: [LoadedNib.NilTargetedAction] = []
    /// While connecting: the positions of the current connection's source and destination.
    @exclusivity(unchecked) var connectionSource: Int?
    @exclusivity(unchecked) var connectionDestination: Int?
    @exclusivity(unchecked) var application: AnyObject?
    @exclusivity(unchecked) var shownWindows: [AnyObject] = []

    init(
        document: NibDocument, plan: NibPlan, owner: AnyObject?, externalObjects: [String: AnyObject],
        options: NibLoadOptions
    ) throws(NibLoadingError) {
        guard let platform = options.platform ?? document.platform, platform != .watchOS else {
            throw NibLoadingError(
                .unsupportedPlatform(
                    "the document targets \(document.platform?.rawValue ?? "no known platform"); give --platform appkit or uikit"
                ),
                at: SourceLocation(file: document.file, line: document.root.line))
        }
        self.document = document
        self.plan = plan
        self.platform = platform
        self.options = options
        self.owner = owner
        self.externalObjects = externalObjects
        self.policy =
            options.unknownClassPolicy ?? (platform.usesUIKitSemantics ? .useStandardClass : .failForCustomObjects)
        self.live = LiveObjects(cache: options.cache ?? ResourceCache(), document: document, plan: plan)
        self.trace = LoadTrace(file: document.file, platform: platform)
        self.classNames = [String?](repeating: nil, count: plan.documentObjects.count)
        self.resolvedClasses = [ResolvedClass?](repeating: nil, count: plan.classSlotCount)
        created.reserveCapacity(plan.order.count)
        trace.events.reserveCapacity(
            2 * plan.order.count + plan.imageNames.count + 2 * document.placeholderIDs.count
                + document.connections.count + plan.windows.count + 1)
    }

    var isAppKit: Bool { !platform.usesUIKitSemantics }

    func run() throws(NibLoadingError) -> LoadedNib {
        try checkDocument()
        loadResources()
        try bindPlaceholders()
        try instantiateObjects()
        try establishConnections()
        awakeFromNib()
        showWindows()
        checkOwner()
        let chain = options.responderChain ?? ResponderChain(shownWindows + [application, owner].compactMap { $0 })
        return LoadedNib(
            topLevelObjects: plan.topLevel.compactMap { $0.flatMap { live.slots[$0] } }, table: live.table,
            owner: owner, trace: trace, cache: live.cache, responderChain: chain, nilTargetedActions: nilTargeted)
    }

    /// The class the object with this id was created as, or `nil` when it was not created.
    func createdClassName(_ id: ObjectID) -> String? {
        plan.indexByID[id].flatMap { classNames[$0] }
    }

    /// The class the current connection's source was created as.
    var connectionSourceClassName: String? { connectionSource.flatMap { classNames[$0] } }

    func record(_ event: consuming LoadEvent) {
        trace.events.append(consume event)
    }

    func failure(
        _ kind: NibLoadingError.Kind, at location: SourceLocation, objectID: ObjectID? = nil
    )
        -> NibLoadingError
    {
        NibLoadingError(kind, at: location, objectID: objectID, trace: trace)
    }

    /// Refuses documents whose graph would be ambiguous, and UIKit documents with bindings,
    /// before anything is created.
    func checkDocument() throws(NibLoadingError) {
        if let duplicate = document.duplicateIDs.first {
            let location = duplicate.locations.dropFirst().first ?? duplicate.locations.first
            throw failure(
                .duplicateID(duplicate.id), at: location ?? document.location(line: 0), objectID: duplicate.id)
        }
        if platform.usesUIKitSemantics {
            for connection in document.connections {
                if case .binding(let binding) = connection.kind {
                    throw failure(.bindingsInUIKit(binding.name), at: connection.location, objectID: connection.source)
                }
            }
        }
    }
}
