/// A Swift language version (`SWIFT_VERSION`, `-swift-version`): `2.3`, `4.2`, `5`.
///
/// What changes for Interface Builder:
/// - Swift 2 and earlier: a method's first parameter has no argument label unless one is written
///   (`func login(sender: UIButton)` is `login:`); Swift 3 and later label it (`loginWithSender:`).
/// - Swift 3 and earlier: every non-private member of an `NSObject` subclass is seen by Objective-C.
///   Swift 4 and later (SE-0160): only `@objc`, `@IBAction`, `@IBOutlet`, `@IBInspectable`,
///   `@NSManaged` members and those of `@objcMembers` classes or `@objc` extensions.
public struct SwiftLanguageVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version.
    public var major: Int
    /// The minor version.
    public var minor: Int

    /// Creates a version.
    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `4`, `4.2`, `2.3` (a third component is ignored); `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), major > 0 else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor else { return nil }
        self.init(major: major, minor: minor)
    }

    /// `4.2`, or `5` for a `.0` version.
    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    /// Orders versions.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
