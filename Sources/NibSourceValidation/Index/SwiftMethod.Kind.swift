extension SwiftMethod {
    /// How the method is exposed.
    public enum Kind: String, Sendable, Hashable {
        /// `@IBAction`.
        case action
        /// `@IBSegueAction`.
        case segueAction
        /// Another `@objc` method (or one in an `@objcMembers` class).
        case objc
    }
}
