import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The classes the last load of a ``Nib`` resolved, kept for the next load with the same
/// options: resolving a class looks names up in the registry and builds the trace's texts,
/// the same work for every load with the same registry, platform, target module and policy.
///
/// A ``ClassRegistry`` changes its ``ClassRegistry/identity`` whenever it changes, so a load
/// whose registry has the same identity would resolve every class the same way.
final class ResolvedClassCache: @unchecked Sendable {
    /// What the resolution of a class depends on, besides the plan.
    struct Key {
        var registry: ClassRegistry.Identity
        var platform: Platform
        var targetModule: String?
        var policy: NibLoadOptions.UnknownClassPolicy

        func matches(_ other: Key) -> Bool {
            registry === other.registry && platform == other.platform && targetModule == other.targetModule
                && policy == other.policy
        }
    }

    /// The classes of one load, by class slot.
    struct Entry {
        var key: Key
        var classes: [NibInstantiator.ResolvedClass?]
        var resolutions: [ClassResolution?]
    }

    private let lock = Lock()
    /// Guarded by ``lock``.
    private var entry: Entry?

    /// The classes resolved for `key`, if the last load stored them.
    func entry(for key: Key) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry, entry.key.matches(key) else { return nil }
        return entry
    }

    /// Keeps the classes of a load for the next one.
    func store(_ entry: Entry) {
        lock.lock()
        defer { lock.unlock() }
        self.entry = entry
    }
}
