import NibModel

/// A stand-in for a framework view or window controller (`UINavigationController`,
/// `UITabBarController`, `UISplitViewController`, `UIPageViewController`, `NSWindowController`,
/// `NSTabViewController`, `NSSplitViewController`, `NSPageController`, plain `UIViewController` /
/// `NSViewController`): it records what the storyboard does to it, so that a storyboard loads and
/// its segues run with only the app's classes registered.
///
/// The storyboard keeps the controller state itself (``StoryboardController``); the stand-in
/// mirrors it for code that inspects the object.
open class StoryboardControllerStandIn: NibStandIn, StoryboardSegueHandling, StoryboardUnwinding,
    StoryboardViewLoading
{
    /// The children in container order (navigation stack bottom first, tabs left first).
    @exclusivity(unchecked) public var childControllers: [AnyObject] = []
    /// The presented controller, if any.
    @exclusivity(unchecked) public var presentedController: AnyObject?
    /// How many times `viewDidLoad` ran.
    @exclusivity(unchecked) public private(set) var viewDidLoadCount = 0
    /// The segues prepared, by identifier (empty string for none), in order.
    @exclusivity(unchecked) public private(set) var preparedSegues: [String] = []

    /// Counts the call.
    public func viewDidLoad() { viewDidLoadCount += 1 }

    /// Records the segue.
    public func prepare(for segue: StoryboardSegue, sender: AnyObject?) {
        preparedSegues.append(segue.identifier ?? "")
    }

    /// The framework controller classes that get this stand-in in a storyboard's registry.
    public static let classNames: [String] = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "UIPageViewController", "UITableViewController", "UICollectionViewController", "UIHostingController",
        "UIActivityViewController", "UIReferenceLibraryViewController", "AVPlayerViewController",
        "GLKViewController", "NSViewController", "NSWindowController", "NSTabViewController",
        "NSSplitViewController", "NSPageController", "NSTitlebarAccessoryViewController",
    ]

    /// Registers this stand-in for ``classNames`` (the app's own registrations win).
    public static func register(in registry: inout ClassRegistry) {
        for name in classNames where registry.factory(for: name)?.isStandIn ?? true {
            registry.register(
                ClassRegistry.Factory(
                    plain: { StoryboardControllerStandIn(className: name) },
                    coder: { coder in try StoryboardControllerStandIn(nibCoder: coder) },
                    isStandIn: true),
                as: name)
        }
    }
}
