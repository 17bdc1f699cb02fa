import NibModel

/// Maps class names to the Swift types the loader creates (style.md 12).
///
/// Register by class name (`"AppDelegate"`) or by module-qualified name
/// (`"HelloNib.AppDelegate"`); qualified names are tried first. ``standard`` comes with
/// ``NibStandIn`` stand-ins for the standard framework classes, so only custom classes need
/// registering.
///
/// ```swift
/// var registry = ClassRegistry.standard
/// registry.register(AppDelegate.self, as: "AppDelegate")
/// ```
public struct ClassRegistry {
    private var factories: [String: Factory] = [:] {
        didSet { identity = Identity() }
    }

    /// When `true`, any standard (non-custom) class without an entry gets a stand-in.
    public var standInsForOtherStandardClasses: Bool {
        didSet { identity = Identity() }
    }

    /// Which registry this is: replaced by every change, so that two registries with the same
    /// identity have the same entries. A ``Nib`` reuses the classes it resolved for a registry
    /// while the identity stays the same.
    private(set) var identity = Identity()

    /// A registry's identity (compared with `===`).
    final class Identity: Sendable {}

    /// An empty registry: nothing is registered and no stand-ins are made.
    public init() {
        standInsForOtherStandardClasses = false
    }

    /// A registry with stand-ins for the standard AppKit and UIKit classes, and for any other
    /// standard class a document uses.
    public static var standard: ClassRegistry {
        var registry = ClassRegistry()
        registry.standInsForOtherStandardClasses = true
        for name in standardClassNames { registry.registerStandIn(name) }
        return registry
    }

    /// Registers a Swift class under a class name or a module-qualified name.
    ///
    /// The loader uses ``NibDecodable``, ``NibFrameInitializable`` and
    /// ``NibWindowTemplateInitializable`` when the type adopts them.
    ///
    /// - Parameters:
    ///   - type: The class.
    ///   - name: `"Class"` or `"Module.Class"`.
    public mutating func register<T: NibInstantiable>(_ type: T.Type, as name: String) {
        var factory = Factory(plain: { T() })
        if let decodable = T.self as? any NibDecodable.Type {
            factory.coder = { coder in try decodable.init(nibCoder: coder) }
        }
        if let framed = T.self as? any NibFrameInitializable.Type {
            factory.frame = { frame in framed.init(frame: frame) }
        }
        if let windowed = T.self as? any NibWindowTemplateInitializable.Type {
            factory.window = { template, coder in try windowed.init(windowTemplate: template, coder: coder) }
        }
        factories[name] = factory
    }

    /// Registers a factory under a class name or a module-qualified name.
    public mutating func register(_ factory: Factory, as name: String) {
        factories[name] = factory
    }

    /// Registers a ``NibStandIn`` for a standard class name.
    public mutating func registerStandIn(_ name: String) {
        factories[name] = Self.standIn(name)
    }

    /// Removes a registration.
    public mutating func unregister(_ name: String) {
        factories[name] = nil
    }

    /// The factory for a name, exactly as registered.
    public func factory(for name: String) -> Factory? {
        factories[name]
    }

    /// The factory for a class: `module.name` first when a module is given, then `name`.
    public func factory(forClass name: String, module: String?) -> Factory? {
        if let module, let factory = factories["\(module).\(name)"] { return factory }
        return factories[name]
    }

    /// Whether a class name is registered.
    public func contains(_ name: String) -> Bool { factories[name] != nil }

    static func standIn(_ name: String) -> Factory {
        Factory(
            plain: { NibStandIn(className: name) },
            coder: { coder in try NibStandIn(nibCoder: coder) },
            frame: { frame in
                let view = NibStandIn(frame: frame)
                view.className = name
                return view
            },
            window: { template, coder in try NibStandIn(windowTemplate: template, coder: coder) },
            isStandIn: true)
    }

    /// The standard classes that get a stand-in in ``standard``.
    public static let standardClassNames: [String] = [
        "NSObject", "NSApplication", "NSWindow", "NSPanel", "NSView", "NSMenu", "NSMenuItem", "NSButton",
        "NSButtonCell", "NSTextField", "NSTextFieldCell", "NSSecureTextField", "NSTextView", "NSScrollView",
        "NSClipView", "NSScroller", "NSTableView", "NSTableColumn", "NSTableCellView", "NSTableHeaderView",
        "NSOutlineView", "NSImageView", "NSImageCell", "NSPopUpButton", "NSPopUpButtonCell", "NSSegmentedControl",
        "NSSlider", "NSStackView", "NSTabView", "NSTabViewItem", "NSSplitView", "NSBox", "NSProgressIndicator",
        "NSCollectionView", "NSWindowController", "NSViewController", "NSUserDefaultsController",
        "NSArrayController", "NSObjectController", "NSTreeController", "NSDictionaryController",
        "NSFontManager", "NSLayoutConstraint", "NSToolbar", "NSToolbarItem", "NSSearchField", "NSDatePicker",
        "NSColorWell", "NSLevelIndicator", "NSMatrix", "NSNumberFormatter", "NSDateFormatter", "NSCustomView",
        "UIApplication", "UIWindow", "UIView", "UIViewController", "UINavigationController",
        "UITabBarController", "UITableViewController", "UICollectionViewController", "UILabel", "UIButton",
        "UIImageView", "UITextField", "UITextView", "UISwitch", "UISlider", "UISegmentedControl",
        "UIScrollView", "UITableView", "UITableViewCell", "UITableViewCellContentView", "UICollectionView",
        "UICollectionViewCell", "UICollectionReusableView", "UICollectionViewFlowLayout", "UIStackView",
        "UINavigationBar", "UINavigationItem", "UIBarButtonItem", "UITabBar", "UITabBarItem", "UIToolbar",
        "UIActivityIndicatorView", "UIProgressView", "UIPageControl", "UIPickerView", "UIDatePicker",
        "UISearchBar", "UIVisualEffectView", "UILayoutGuide", "UITapGestureRecognizer",
        "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer",
        "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
        "NSClickGestureRecognizer", "NSPanGestureRecognizer", "NSPressGestureRecognizer",
        "NSMagnificationGestureRecognizer", "NSRotationGestureRecognizer",
    ]
}
