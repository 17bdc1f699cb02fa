import NibModel

/// One load of one document: the phases as named functions, in Cocoa's order (style.md 13).
///
/// `run()` calls ``loadResources()`` → ``bindPlaceholders()`` → ``instantiateObjects()``
/// (runtime attributes applied as each object is decoded, L3.7) → ``establishConnections()``
/// → ``awakeFromNib()`` → ``showWindows()`` → ``checkOwner()``. Any failure throws a
/// ``NibLoadingError`` carrying the trace so far; no half-connected graph is returned.
///
/// A load reads only the ``NibPlan``, never the document: objects, placeholders and
/// connections are addressed by their position in the plan.
///
/// The stored properties skip the runtime's exclusivity checks: one instantiator is used by
/// one load on one thread, and only its own methods touch them, one at a time.
final class NibInstantiator {
    let plan: NibPlan
    let platform: Platform
    let isAppKit: Bool
    let options: NibLoadOptions
    let owner: AnyObject?
    let externalObjects: [String: AnyObject]
    let policy: NibLoadOptions.UnknownClassPolicy
    let live: LiveObjects
    @exclusivity(unchecked) var recorder: TraceRecorder
    /// Class resolution per ``NibPlan/classSlots`` slot, filled on first use.
    @exclusivity(unchecked) var resolvedClasses: [ResolvedClass?]
    /// What the trace says about each resolved slot.
    @exclusivity(unchecked) var classResolutions: [ClassResolution?]
    /// What class resolution depends on, to reuse the classes of an earlier load.
    let cacheKey: ResolvedClassCache.Key
    /// Whether this load resolved a class that the cache does not hold.
    @exclusivity(unchecked) var resolvedNewClasses = false
    @exclusivity(unchecked) var nilTargeted: [LoadedNib.NilTargetedAction] = []
    @exclusivity(unchecked) var application: AnyObject?
    @exclusivity(unchecked) var shownWindows: [AnyObject] = []

    init(
        plan: NibPlan, owner: AnyObject?, externalObjects: [String: AnyObject], options: NibLoadOptions
    ) throws(NibLoadingError) {
        guard let platform = options.platform ?? plan.platform else {
            throw NibLoadingError(
                .unsupportedPlatform(
                    "the document targets no known platform; set NibLoadOptions.platform to .appKit or .uiKit to load it with those semantics"
                ),
                at: plan.documentLocation)
        }
        self.plan = plan
        self.platform = platform
        // WatchKit creates a scene's interface objects as UIKit does its objects (S39).
        self.isAppKit = platform == .appKit
        self.options = options
        self.owner = owner
        self.externalObjects = externalObjects
        self.policy =
            options.unknownClassPolicy ?? (platform == .appKit ? .failForCustomObjects : .useStandardClass)
        self.live = LiveObjects(cache: options.cache ?? ResourceCache(), plan: plan)
        self.recorder = TraceRecorder(plan: plan)
        let cacheKey = ResolvedClassCache.Key(
            registry: options.registry.identity, platform: platform, targetModule: options.targetModule,
            policy: policy)
        self.cacheKey = cacheKey
        if let cached = plan.resolvedClasses.entry(for: cacheKey) {
            self.resolvedClasses = cached.classes
            self.classResolutions = cached.resolutions
        } else {
            self.resolvedClasses = [ResolvedClass?](repeating: nil, count: plan.classes.count)
            self.classResolutions = [ClassResolution?](repeating: nil, count: plan.classes.count)
        }
    }

    func run() throws(NibLoadingError) -> LoadedNib {
        try checkDocument()
        loadResources()
        try bindPlaceholders()
        defer {
            if resolvedNewClasses {
                plan.resolvedClasses.store(
                    .init(key: cacheKey, classes: resolvedClasses, resolutions: classResolutions))
            }
        }
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

    /// The steps so far.
    var trace: LoadTrace {
        recorder.trace(
            plan: plan, platform: platform, classes: classResolutions,
            placeholderClasses: plan.placeholders.map { placeholder in
                live.slots[placeholder.position].map(RecordedTrace.LiveClass.init)
            })
    }

    /// The class of the live object at `position`: as created, else the bound placeholder's.
    func liveClassName(at position: Int?) -> String? {
        if let created = createdClassName(at: position) { return created }
        return position.flatMap { live.slots[$0] }.map { RecordedTrace.LiveClass($0).name }
    }

    /// The class the object at `position` was created as, or `nil` when it was not created.
    func createdClassName(at position: Int?) -> String? {
        plan.createdSlot(at: position).flatMap { classResolutions[$0]?.className }
    }

    func record(_ record: TraceRecord) {
        recorder.append(record)
    }

    func record(_ event: consuming LoadEvent) {
        recorder.append(event)
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
        if let duplicate = plan.duplicate {
            throw failure(.duplicateID(duplicate.id), at: duplicate.location, objectID: duplicate.id)
        }
        if platform.usesUIKitSemantics, let index = plan.bindings.first {
            let connection = plan.connections[index]
            guard case .binding(let binding) = connection.kind else { return }
            throw failure(.bindingsInUIKit(binding.name), at: connection.location, objectID: connection.sourceID)
        }
    }
}
