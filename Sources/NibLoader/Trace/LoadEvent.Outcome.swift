extension LoadEvent {
    /// Whether the step was carried out.
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// Done.
        case done
        /// Not done, for the ``LoadEvent/detail`` reason; not an error.
        case skipped
        /// Done or not, but worth a look (an unknown class, a missing resource).
        case warning
    }
}
