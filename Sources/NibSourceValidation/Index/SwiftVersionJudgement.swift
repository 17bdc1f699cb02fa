/// The Swift language version a source folder was judged by, and why: what `nibdump validate`
/// prints for each module (`Swift 2: Legacy.xcodeproj has no SWIFT_VERSION and
/// LastSwiftUpdateCheck 0730`).
public struct SwiftVersionJudgement: Sendable, Hashable, CustomStringConvertible {
    /// Where the version came from.
    public enum Basis: String, Sendable, Hashable, Codable {
        /// Given for the whole run (`--swift-version`, or the `swiftVersion` argument).
        case given
        /// Given for this source folder (``SourceDirectory/swiftVersion``).
        case sourceDirectory
        /// Read from an Xcode project (`--project`, or the project found at or above the folder).
        case project
        /// Nothing said otherwise: today's rules.
        case `default`
    }

    /// The version whose rules decide selectors and what Objective-C sees.
    public var version: SwiftLanguageVersion
    /// Where it came from.
    public var basis: Basis
    /// Why, in a few words (`--swift-version`, `SWIFT_VERSION = 5.0 in App.xcodeproj`).
    public var reason: String

    /// Creates a judgement.
    public init(version: SwiftLanguageVersion, basis: Basis, reason: String) {
        self.version = version
        self.basis = basis
        self.reason = reason
    }

    /// The version judged when nothing says otherwise: Swift 5, whose rules for Interface Builder
    /// (labelled first parameters, SE-0160's explicit `@objc`) hold from Swift 4 on.
    public static let defaultVersion = SwiftLanguageVersion(major: 5)

    /// The judgement when nothing says otherwise; `detail` says what was looked at.
    public static func byDefault(_ detail: String? = nil) -> Self {
        Self(version: defaultVersion, basis: .default, reason: detail.map { "default (\($0))" } ?? "default")
    }

    /// The version the source rules apply: `nil` for the default, which are today's rules.
    var rulesVersion: SwiftLanguageVersion? { basis == .default ? nil : version }

    /// `Swift 2: Legacy.xcodeproj has no SWIFT_VERSION and LastSwiftUpdateCheck 0730`.
    public var description: String { "Swift \(version): \(reason)" }
}
