/// How an object accepted a value for a key: the first two steps of AppKit's outlet rule
/// (loading.md L3.1) and of key-value coding's accessor search (L3.2).
public enum NibKeyAccess: String, Sendable, Hashable, Codable {
    /// Through a setter method (`setName:`).
    case setter
    /// By assigning the stored property (instance variable) of the same name.
    case instanceVariable
}
