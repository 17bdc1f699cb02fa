import NibModel

/// One load of one document: the phases as named functions, in Cocoa's order (style.md 13).
///
/// `run()` calls ``loadResources()`` → ``bindPlaceholders()`` → ``instantiateObjects()``
/// (runtime attributes applied as each object is decoded, L3.7) → ``establishConnections()``
/// → ``awakeFromNib()`` → ``showWindows()`` → ``checkOwner()``. Any failure throws a
/// ``NibLoadingError`` carrying the trace so far; no half-connected graph is returned.
final class NibInstantiator {
    let document: NibDocument
    let platform: Platform
    let options: NibLoadOptions
    let owner: AnyObject?
    let externalObjects: [String: AnyObject]
    let policy: NibLoadOptions.UnknownClassPolicy
    let live: LiveObjects
    var trace: LoadTrace
    /// Created objects' ids, in creation order (children before parents).
    var created: [ObjectID] = []
    var classNames: [ObjectID: String] = [:]
    var nilTargeted: [LoadedNib.NilTargetedAction] = []
    var application: AnyObject?
    var shownWindows: [AnyObject] = []

    init(
        document: NibDocument, owner: AnyObject?, externalObjects: [String: AnyObject], options: NibLoadOptions
    ) throws(NibLoadingError) {
        guard let platform = options.platform ?? document.platform, platform != .watchOS else {
            throw NibLoadingError(
                .unsupportedPlatform(
                    "the document targets \(document.platform?.rawValue ?? "no known platform"); give --platform appkit or uikit"
                ),
                at: SourceLocation(file: document.file, line: document.root.line))
        }
        self.document = document
        self.platform = platform
        self.options = options
        self.owner = owner
        self.externalObjects = externalObjects
        self.policy =
            options.unknownClassPolicy ?? (platform.usesUIKitSemantics ? .useStandardClass : .failForCustomObjects)
        self.live = LiveObjects(cache: options.cache ?? ResourceCache(), document: document)
        self.trace = LoadTrace(file: document.file, platform: platform)
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
            topLevelObjects: document.topLevelObjectIDs.compactMap { live.byID[$0] }, objects: live.byID,
            owner: owner, trace: trace, cache: live.cache, responderChain: chain, nilTargetedActions: nilTargeted)
    }

    func record(_ event: LoadEvent) {
        trace.events.append(event)
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
