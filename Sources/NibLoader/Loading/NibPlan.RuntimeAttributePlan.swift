import NibModel

extension NibPlan {
    /// One user-defined runtime attribute (L3.7), read from the document once.
    struct RuntimeAttributePlan: Sendable {
        /// ``RuntimeAttribute/keyPath``.
        var keyPath: String
        /// The key path's components.
        var components: [String]
        /// ``RuntimeAttribute/type``.
        var type: String?
        /// ``RuntimeAttribute/value``.
        var value: RuntimeAttribute.Value
        /// ``RuntimeAttribute/location``.
        var location: SourceLocation

        /// Reads one attribute.
        init(_ attribute: RuntimeAttribute) {
            self.keyPath = attribute.keyPath
            self.components = keyPath.split(separator: ".").map(String.init)
            self.type = attribute.type
            self.value = attribute.value
            self.location = attribute.location
        }
    }
}
