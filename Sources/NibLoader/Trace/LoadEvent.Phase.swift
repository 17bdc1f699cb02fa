extension LoadEvent {
    /// The load phase, in Cocoa's order (loading.md L1–L5).
    public enum Phase: String, Sendable, Hashable, Codable, CaseIterable {
        /// L1: images and sounds read into the caches.
        case resources
        /// A2–A4, A7: placeholders bound to the caller's objects.
        case placeholders
        /// L2: objects created; runtime attributes applied as part of decoding (L3.7).
        case instantiate
        /// L3: outlets, actions, bindings, outlet collections.
        case connect
        /// L4: `awakeFromNib`.
        case awake
        /// L5: windows visible at launch shown.
        case show
        /// T6 and other checks after the load.
        case finish
    }
}
