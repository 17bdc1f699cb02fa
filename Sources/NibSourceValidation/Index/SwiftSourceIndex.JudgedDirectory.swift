extension SwiftSourceIndex {
    /// A source folder the index read, with the Swift language version it was judged by.
    public struct JudgedDirectory: Sendable, Hashable, CustomStringConvertible {
        /// The folder (or file) and its module.
        public var directory: SourceDirectory
        /// The version its files were read with, and why.
        public var judgement: SwiftVersionJudgement

        /// Creates an entry.
        public init(directory: SourceDirectory, judgement: SwiftVersionJudgement) {
            self.directory = directory
            self.judgement = judgement
        }

        /// `module App (Sources/App): Swift 5: SWIFT_VERSION = 5.0 in App.xcodeproj`.
        public var description: String {
            let module = directory.module.map { "module \($0)" } ?? "sources"
            return "\(module) (\(directory.path)): \(judgement)"
        }
    }
}
