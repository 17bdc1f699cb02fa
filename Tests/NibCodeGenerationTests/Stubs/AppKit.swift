// A stand-in for the AppKit names generated code uses, so it type-checks on Linux.
// The signatures are AppKit's.

open class NSObject { public init() {} }
open class Bundle: NSObject {}
open class NSResponder: NSObject {}
open class NSViewController: NSResponder {}
open class NSWindowController: NSResponder {}
open class NSTabViewController: NSViewController {}
open class NSSplitViewController: NSViewController {}

open class NSStoryboard: NSObject {
    public typealias Name = String
    public typealias SceneIdentifier = String
    public init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateInitialController() -> Any? { nil }
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any { NSObject() }
}

open class NSNib: NSObject {
    public typealias Name = String
    public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {}
}
