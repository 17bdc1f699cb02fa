extension NibLoadOptions {
    /// What to do with a custom class that is not registered.
    public enum UnknownClassPolicy: String, Sendable, Hashable, CaseIterable {
        /// UIKit's rule: log "Unknown class X in Interface Builder file" (a trace warning) and
        /// create the element's standard class instead.
        case useStandardClass
        /// AppKit's rule: a generic custom object (`customObject`) with an unknown class fails
        /// the load; other elements fall back to their standard class with a warning.
        case failForCustomObjects
        /// Any unknown custom class fails the load.
        case fail
    }
}
