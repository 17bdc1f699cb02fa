/// The UI framework a document targets, which decides its loading semantics.
public enum Platform: String, Sendable, Hashable, Codable, CaseIterable {
    /// macOS: `targetRuntime="MacOSX.Cocoa"`.
    case appKit
    /// iOS and iPadOS: `targetRuntime="iOS.CocoaTouch"` (and `.iPad`).
    case uiKit
    /// tvOS: `targetRuntime="AppleTV"`; its classes and loading are UIKit's.
    case tvOS
    /// watchOS: `targetRuntime="watchKit"`.
    case watchOS

    /// Reads the platform from a document's `targetRuntime`, falling back to its `type`.
    public init?(targetRuntime: String?, type: String?) {
        let runtime = targetRuntime ?? ""
        let type = type ?? ""
        if runtime.hasPrefix("MacOSX") || type.containsBytes(".Cocoa.") {
            self = .appKit
        } else if runtime.hasPrefix("iOS") || type.containsBytes("CocoaTouch") {
            self = .uiKit
        } else if runtime == "AppleTV" || type.containsBytes("AppleTV") {
            self = .tvOS
        } else if runtime.lowercased() == "watchkit" || type.containsBytes("WatchKit") {
            self = .watchOS
        } else {
            return nil
        }
    }

    /// Whether the platform loads nibs with UIKit's rules (iOS and tvOS).
    public var usesUIKitSemantics: Bool { self == .uiKit || self == .tvOS }
}

/// Whether a document is a single-nib xib or a storyboard of scenes.
public enum DocumentKind: String, Sendable, Hashable, Codable {
    /// A `.xib`: one nib's objects.
    case xib
    /// A `.storyboard`: scenes, each compiled to its own nibs, joined by segues.
    case storyboard
}
