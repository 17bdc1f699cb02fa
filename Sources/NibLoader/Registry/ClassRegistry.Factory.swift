import NibModel

extension ClassRegistry {
    /// How the loader can create one class.
    public struct Factory {
        /// Plain initialization (L2.4).
        public var plain: () -> AnyObject
        /// Init-with-coder (L2.1), when the class adopts ``NibDecodable``.
        public var coder: ((NibCoder) throws -> AnyObject)?
        /// Init-with-frame (L2.2), when the class adopts ``NibFrameInitializable``.
        public var frame: ((NibRect) -> AnyObject)?
        /// Creation from the window template (L2.5), when the class adopts
        /// ``NibWindowTemplateInitializable``.
        public var window: ((NibWindowTemplate, NibCoder) throws -> AnyObject)?
        /// Whether the factory makes a ``NibStandIn`` rather than a registered class.
        public var isStandIn: Bool

        /// Creates a factory from closures.
        public init(
            plain: @escaping () -> AnyObject, coder: ((NibCoder) throws -> AnyObject)? = nil,
            frame: ((NibRect) -> AnyObject)? = nil,
            window: ((NibWindowTemplate, NibCoder) throws -> AnyObject)? = nil, isStandIn: Bool = false
        ) {
            self.window = window
            self.plain = plain
            self.coder = coder
            self.frame = frame
            self.isStandIn = isStandIn
        }
    }
}
