import NibModel

extension NibPlan {
    /// One placeholder (A2–A4, A7), read from the document once.
    struct PlaceholderPlan: Sendable {
        /// Its position in the document.
        var position: Int
        /// ``NibObject/id``.
        var id: ObjectID
        /// ``NibObject/placeholderRole``.
        var role: PlaceholderRole?
        /// ``NibObject/className``.
        var className: String
        /// ``NibObject/location``.
        var location: SourceLocation
    }

    /// One `window` or `panel` object (L5).
    struct WindowPlan: Sendable {
        /// Its position in the document.
        var position: Int
        /// ``NibObject/isVisibleAtLaunch``.
        var isVisibleAtLaunch: Bool
    }
}
