extension LoadEvent {
    /// Whether the step was carried out.
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// Done.
        case done
        /// Not done, for the ``LoadEvent/detail`` reason; not an error.
        case skipped
        /// Done or not, but worth a look (an unknown class, a missing resource).
        case warning
        /// Information that may explain a surprise, not a problem in the document (a registered
        /// class that does not adopt ``NibAwakable`` and so is never sent `awakeFromNib`).
        case note
    }
}
