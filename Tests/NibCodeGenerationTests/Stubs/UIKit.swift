// A stand-in for the UIKit names generated code uses, so it type-checks on Linux.
// The signatures are UIKit's.

open class NSObject { public init() {} }
open class Bundle: NSObject {}
open class UIResponder: NSObject {}
open class UIViewController: UIResponder {}
open class UINavigationController: UIViewController {}
open class UITabBarController: UIViewController {}
open class UITableViewController: UIViewController {}
open class UICollectionViewController: UIViewController {}
open class UISplitViewController: UIViewController {}
open class UIPageViewController: UIViewController {}

open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateInitialViewController() -> UIViewController? { nil }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
}

open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
}
