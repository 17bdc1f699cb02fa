import NibModel

/// How a ``Storyboard`` instantiates scenes and runs segues: the nib-load options every scene
/// and view load uses, custom segue classes, and the size class UIKit's adaptive segues follow.
public struct StoryboardOptions {
    /// A horizontal size class (S15, S17).
    public enum SizeClass: String, Sendable, Hashable {
        /// iPad full screen: split views show detail beside the primary, popovers are popovers.
        case regular
        /// iPhone portrait: show detail becomes show, popovers present full screen.
        case compact
    }

    /// The classes, platform, resources and observers of every nib load. Framework controllers
    /// get ``StoryboardControllerStandIn`` unless the registry already has a class for them.
    public var load: NibLoadOptions
    /// Custom segue classes by `customClass` (S13): the closure is the segue's `perform()`.
    public var customSegues: [String: StoryboardSeguePerformer]
    /// The horizontal size class of the window.
    public var horizontalSizeClass: SizeClass

    /// Creates options.
    public init(
        load: NibLoadOptions = NibLoadOptions(), customSegues: [String: StoryboardSeguePerformer] = [:],
        horizontalSizeClass: SizeClass = .regular
    ) {
        self.load = load
        self.customSegues = customSegues
        self.horizontalSizeClass = horizontalSizeClass
    }
}
