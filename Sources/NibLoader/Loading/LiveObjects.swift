import NibModel

/// The objects of one load, by id: the instantiated ones and the bound placeholders.
final class LiveObjects {
    var byID: [ObjectID: AnyObject] = [:]
    /// Placeholders that stand for `nil` (First Responder) or cannot be resolved (Exit, references).
    var nilPlaceholders: [ObjectID: PlaceholderRole] = [:]
    let cache: ResourceCache
    let document: NibDocument

    init(cache: ResourceCache, document: NibDocument) {
        self.cache = cache
        self.document = document
    }
}
