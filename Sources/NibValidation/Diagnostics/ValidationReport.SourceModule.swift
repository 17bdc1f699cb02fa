extension ValidationReport {
    /// A folder of Swift sources the documents were checked against, with the Swift language
    /// version it was judged by and why (the report says so, because the version decides which
    /// selectors the sources declare).
    public struct SourceModule: Sendable, Hashable, CustomStringConvertible {
        /// The module name, when the layout gives one.
        public var module: String?
        /// The source folder or file, as given.
        public var path: String
        /// The Swift language version (`2`, `4.2`, `5`).
        public var swiftVersion: String
        /// Where the version came from: `given`, `sourceDirectory`, `project` or `default`.
        public var basis: String
        /// Why (`--swift-version`, `Legacy.xcodeproj has no SWIFT_VERSION and LastSwiftUpdateCheck 0730`).
        public var reason: String

        /// Creates an entry.
        public init(module: String?, path: String, swiftVersion: String, basis: String, reason: String) {
            self.module = module
            self.path = path
            self.swiftVersion = swiftVersion
            self.basis = basis
            self.reason = reason
        }

        /// `module Legacy (Legacy): Swift 2: Legacy.xcodeproj has no SWIFT_VERSION and LastSwiftUpdateCheck 0730`.
        public var description: String {
            "\(module.map { "module \($0)" } ?? "sources") (\(path)): Swift \(swiftVersion): \(reason)"
        }
    }
}
