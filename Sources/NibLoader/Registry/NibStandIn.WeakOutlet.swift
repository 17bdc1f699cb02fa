extension NibStandIn {
    /// An outlet that does not keep its object alive (loading.md T3): `weak` in Swift.
    public struct WeakOutlet {
        /// The object, or `nil` once nothing else keeps it.
        public weak var object: AnyObject?

        /// Holds `object` weakly.
        public init(_ object: AnyObject) {
            self.object = object
        }
    }
}
