extension LoadEvent {
    /// What happened.
    public enum Action: String, Sendable, Hashable, Codable {
        /// An image was found and cached (L1.1, L1.3).
        case imageLoaded
        /// A sound was found and cached (L1.2).
        case soundLoaded
        /// An image or sound was not found: a warning (A6).
        case resourceMissing
        /// A placeholder was bound to the caller's object, or to nil (A2–A4, A7).
        case placeholderBound
        /// An object was created; ``LoadEvent/detail`` names the initializer (L2).
        case created
        /// A custom class was not registered and the standard class was used.
        case unknownClass
        /// A user-defined runtime attribute was set or skipped (L3.7).
        case runtimeAttribute
        /// An outlet was set or skipped (L3.1, L3.2).
        case outlet
        /// An outlet collection was set with its objects in document order.
        case outletCollection
        /// An action was connected or skipped (L3.4, L3.5).
        case action
        /// A binding was made or skipped (L3.6).
        case binding
        /// A storyboard segue: recorded, performed at run time.
        case segue
        /// A connection kind the loader does not make.
        case otherConnection
        /// An outlet observer was notified (L3.3).
        case observerNotified
        /// `awakeFromNib` was sent (L4).
        case awake
        /// A window was shown, or not because `visibleAtLaunch="NO"` (L5).
        case windowShown
        /// File's Owner is a window controller or document whose `window` outlet is not connected (T6).
        case windowOutletUnconnected
    }
}
