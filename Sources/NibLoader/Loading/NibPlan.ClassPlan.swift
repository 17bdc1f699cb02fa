import NibModel

extension NibPlan {
    /// What every object of one class-resolution slot shares: the element and the custom class
    /// it names. A load resolves each slot once (``NibInstantiator/ResolvedClass``).
    struct ClassPlan: Sendable {
        /// What makes two objects share a slot.
        struct Key: Sendable, Hashable {
            /// ``NibObject/element``.
            var element: String
            /// ``NibObject/customClass``.
            var customClass: String?
            /// ``NibObject/customModule``.
            var customModule: String?
            /// ``NibObject/customModuleProvider``.
            var customModuleProvider: String?
        }

        /// The element and custom class.
        var key: Key
        /// The standard class for the element on the document's platform.
        var standardClassName: String

        /// ``Key/element``.
        var element: String { key.element }
        /// ``Key/customClass``.
        var customClass: String? { key.customClass }
    }
}
