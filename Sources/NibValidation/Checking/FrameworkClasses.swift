/// The AppKit and UIKit classes Interface Builder documents use, with their superclasses and
/// the outlets and key paths the framework itself declares.
///
/// The table is not exhaustive: a class that is not in it but carries an Apple framework prefix
/// (see ``isFrameworkClassName(_:)``) is treated as a framework class whose members are unknown,
/// so rules that need its members stay silent rather than guess.
public struct FrameworkClasses: ClassHierarchy {
    /// The shared table.
    public static let shared = FrameworkClasses()

    /// Creates the table.
    public init() {}

    /// The framework superclass of a framework class, if the table has it.
    public func superclass(of className: String) -> String? {
        Self.superclasses[className]
    }

    /// Whether the table knows the class.
    public func contains(_ className: String) -> Bool {
        Self.superclasses[className] != nil || className == "NSObject"
    }

    /// Whether the name is a framework class: in the table, or with an Apple framework prefix
    /// (`NS`, `UI`, `WK`, `MK`, `AV`, `SCN`, `SK`, `PDF`, `IK`, …) followed by an upper-case word.
    public static func isFrameworkClassName(_ name: String) -> Bool {
        if shared.contains(name) { return true }
        for prefix in prefixes where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase, rest.dropFirst().first?.isLowercase ?? false { return true }
        }
        return false
    }

    /// The outlets a framework class declares itself (with its superclasses' added by the caller).
    public func outlets(of className: String) -> Set<String> {
        Self.outlets[className] ?? []
    }

    /// The outlet and key names every framework class in a lineage declares, plus KVC keys
    /// every `NSObject` answers in Interface Builder documents.
    public func knownMembers(ofLineage lineage: [String]) -> Set<String> {
        var members: Set<String> = []
        for name in lineage { members.formUnion(Self.outlets[name] ?? []) }
        return members
    }

    static let prefixes = [
        "NS", "UI", "WK", "MK", "AV", "SCN", "SK", "PDF", "IK", "QL", "GLK", "MTK", "AR", "PK", "CN", "EK",
        "PH", "SF", "GK", "WebView", "CA", "RP", "AS", "CP", "HK", "IN", "MF", "MS", "PHP", "QC", "SL", "TK",
    ]

    static let superclasses: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            (
                "NSObject",
                [
                    "NSResponder", "UIResponder", "NSCell", "NSFormatter", "NSController", "NSLayoutConstraint",
                    "NSMenu", "NSMenuItem", "NSGestureRecognizer", "UIGestureRecognizer", "NSToolbar",
                    "NSToolbarItem", "NSTouchBar", "NSTouchBarItem", "UIBarItem", "NSLayoutGuide", "UILayoutGuide",
                    "NSFont", "NSImage", "UIImage", "NSTableColumn", "NSTextContainer", "UIStoryboardSegue",
                    "NSStoryboardSegue", "UIKeyCommand", "NSTabViewItem", "NSStatusItem", "NSFontManager",
                    "UISearchDisplayController", "NSTextTab", "NSDrawer", "WKInterfaceObject", "WKInterfaceController",
                    "NSWindowTemplate", "UINavigationItem", "NSDockTile", "NSCustomObject", "UICollectionViewLayout",
                    "NSCollectionViewLayout", "NSSplitViewItem", "NSPredicateEditorRowTemplate", "NSRulerMarker",
                    "NSStoryboardReference", "UIStoryboardReference", "NSDocument",
                ]
            ),
            ("NSResponder", ["NSView", "NSWindow", "NSViewController", "NSWindowController", "NSApplication"]),
            ("NSWindow", ["NSPanel"]),
            ("NSPanel", ["NSColorPanel", "NSFontPanel", "NSSavePanel"]),
            ("NSSavePanel", ["NSOpenPanel"]),
            (
                "NSView",
                [
                    "NSControl", "NSBox", "NSScrollView", "NSClipView", "NSTabView", "NSSplitView", "NSStackView",
                    "NSVisualEffectView", "NSTableRowView", "NSTableCellView", "NSTableHeaderView", "NSRulerView",
                    "NSCollectionView", "NSProgressIndicator", "NSText", "NSOpenGLView", "NSBrowser", "NSGridView",
                    "NSScroller", "MKMapView", "SCNView", "SKView", "PDFView", "AVPlayerView", "WKWebView",
                    "WebView", "MTKView", "IKImageView", "NSCustomView",
                ]
            ),
            (
                "NSControl",
                [
                    "NSButton", "NSTextField", "NSSlider", "NSSegmentedControl", "NSImageView",
                    "NSTableView", "NSStepper", "NSColorWell", "NSDatePicker", "NSLevelIndicator", "NSPathControl",
                    "NSMatrix", "NSForm",
                    "NSSwitch",
                ]
            ),
            ("NSButton", ["NSPopUpButton"]),
            ("NSTextField", ["NSSearchField", "NSSecureTextField", "NSComboBox", "NSTokenField"]),
            ("NSTableView", ["NSOutlineView"]),
            ("NSText", ["NSTextView"]),
            ("NSCell", ["NSActionCell", "NSImageCell", "NSBrowserCell"]),
            (
                "NSActionCell",
                [
                    "NSButtonCell", "NSTextFieldCell", "NSSliderCell", "NSSegmentedCell", "NSStepperCell",
                    "NSLevelIndicatorCell", "NSPathCell", "NSDatePickerCell",
                ]
            ),
            ("NSButtonCell", ["NSMenuItemCell"]),
            ("NSMenuItemCell", ["NSPopUpButtonCell"]),
            (
                "NSTextFieldCell",
                [
                    "NSSearchFieldCell", "NSSecureTextFieldCell", "NSComboBoxCell", "NSTokenFieldCell",
                    "NSTableHeaderCell",
                ]
            ),
            ("NSController", ["NSObjectController", "NSUserDefaultsController"]),
            ("NSObjectController", ["NSArrayController", "NSTreeController"]),
            ("NSArrayController", ["NSDictionaryController"]),
            (
                "NSViewController",
                [
                    "NSTabViewController", "NSSplitViewController", "NSPageController",
                    "NSTitlebarAccessoryViewController",
                    "NSCollectionViewItem", "AVPlayerViewController",
                ]
            ),
            ("NSFormatter", ["NSNumberFormatter", "NSDateFormatter", "NSByteCountFormatter"]),
            ("UIResponder", ["UIView", "UIViewController", "UIApplication"]),
            (
                "UIView",
                [
                    "UIControl", "UILabel", "UIImageView", "UIScrollView", "UIStackView", "UIActivityIndicatorView",
                    "UIProgressView", "UIToolbar", "UINavigationBar", "UITabBar", "UIVisualEffectView",
                    "UITableViewCell", "UICollectionReusableView", "UIPickerView", "UIWebView", "MKMapView",
                    "SCNView", "SKView", "PDFView", "WKWebView", "MTKView", "GLKView", "ARSCNView", "ARSKView",
                    "UITableViewHeaderFooterView", "UIInputView", "UIWindow", "UISearchBar",
                    "UITableViewCellContentView",
                ]
            ),
            (
                "UIControl",
                [
                    "UIButton", "UITextField", "UISlider", "UISwitch", "UISegmentedControl", "UIStepper",
                    "UIPageControl", "UIDatePicker", "UIColorWell",
                ]
            ),
            ("UIScrollView", ["UITableView", "UICollectionView", "UITextView"]),
            ("UICollectionReusableView", ["UICollectionViewCell"]),
            (
                "UIViewController",
                [
                    "UINavigationController", "UITabBarController", "UITableViewController",
                    "UICollectionViewController", "UISplitViewController", "UIPageViewController",
                    "AVPlayerViewController", "GLKViewController", "UIHostingController", "UIActivityViewController",
                ]
            ),
            ("UINavigationController", ["UIImagePickerController", "UIVideoEditorController"]),
            ("UIBarItem", ["UIBarButtonItem", "UITabBarItem"]),
            ("UICollectionViewLayout", ["UICollectionViewFlowLayout"]),
            ("NSCollectionViewLayout", ["NSCollectionViewFlowLayout", "NSCollectionViewGridLayout"]),
            (
                "UIGestureRecognizer",
                [
                    "UITapGestureRecognizer", "UIPanGestureRecognizer", "UIPinchGestureRecognizer",
                    "UISwipeGestureRecognizer", "UILongPressGestureRecognizer", "UIRotationGestureRecognizer",
                    "UIScreenEdgePanGestureRecognizer",
                ]
            ),
            (
                "NSGestureRecognizer",
                [
                    "NSClickGestureRecognizer", "NSPanGestureRecognizer", "NSMagnificationGestureRecognizer",
                    "NSPressGestureRecognizer", "NSRotationGestureRecognizer",
                ]
            ),
            ("UIStoryboardSegue", ["UIStoryboardPopoverSegue"]),
            (
                "WKInterfaceObject",
                [
                    "WKInterfaceButton", "WKInterfaceLabel", "WKInterfaceImage", "WKInterfaceGroup",
                    "WKInterfaceTable", "WKInterfaceSwitch", "WKInterfaceSlider", "WKInterfaceTimer",
                    "WKInterfaceDate", "WKInterfaceMap", "WKInterfaceSeparator", "WKInterfacePicker",
                ]
            ),
        ]
        for (superclass, classes) in groups {
            for name in classes where table[name] == nil { table[name] = superclass }
        }
        table["NSPersistentDocument"] = "NSDocument"
        return table
    }()

    static let outlets: [String: Set<String>] = [
        "NSObject": ["accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "identifier"],
        "NSResponder": ["nextResponder", "menu", "touchBar"],
        "NSView": [
            "nextKeyView", "menu", "toolTip", "identifier", "layer", "wantsLayer", "alphaValue", "hidden",
            "frameRotation", "translatesAutoresizingMaskIntoConstraints",
        ],
        "NSControl": ["target", "formatter", "delegate", "cell", "stringValue", "integerValue", "enabled"],
        "NSWindow": [
            "delegate", "initialFirstResponder", "contentView", "toolbar", "windowController", "backgroundColor",
        ],
        "NSWindowController": ["window", "document", "owner", "contentViewController"],
        "NSViewController": ["view", "representedObject", "title", "nibBundle"],
        "NSDocument": ["window", "windowForSheet"],
        "NSApplication": ["delegate", "mainMenu", "windowsMenu", "servicesMenu", "helpMenu", "dockMenu"],
        "NSMenu": ["delegate", "supermenu"],
        "NSMenuItem": ["target", "submenu", "view", "representedObject"],
        "NSTableView": ["delegate", "dataSource", "headerView", "cornerView", "menu"],
        "NSOutlineView": ["delegate", "dataSource"],
        "NSBrowser": ["delegate"],
        "NSCollectionView": ["delegate", "dataSource", "itemPrototype", "collectionViewLayout"],
        "NSCollectionViewItem": ["textField", "imageView", "view"],
        "NSTableCellView": ["textField", "imageView", "objectValue"],
        "NSTextField": ["delegate", "nextKeyView"],
        "NSTextView": ["delegate"],
        "NSTabView": ["delegate"],
        "NSSplitView": ["delegate"],
        "NSScrollView": ["documentView", "contentView", "verticalScroller", "horizontalScroller"],
        "NSClipView": ["documentView"],
        "NSBox": ["contentView"],
        "NSSearchField": ["searchMenuTemplate"],
        "NSComboBox": ["dataSource"],
        "NSTokenField": ["delegate"],
        "NSPathControl": ["delegate"],
        "NSDrawer": ["contentView", "parentWindow", "delegate"],
        "NSToolbar": ["delegate"],
        "NSToolbarItem": ["view", "target", "menuFormRepresentation"],
        "NSTabViewItem": ["view", "initialFirstResponder"],
        "NSMatrix": ["delegate", "prototype"],
        "NSStackView": ["delegate"],
        "NSGestureRecognizer": ["delegate", "target"],
        "NSObjectController": ["content"],
        "NSArrayController": ["content"],
        "NSPageController": ["delegate"],
        "NSSplitViewController": ["splitView"],
        "NSTabViewController": ["tabView"],
        "NSTouchBar": ["delegate"],
        "NSTableColumn": ["headerCell", "dataCell"],
        "NSCell": ["menu", "formatter", "representedObject"],
        "NSActionCell": ["target"],
        "NSFormatter": [],
        "UIResponder": [],
        "UIView": [
            "layer", "backgroundColor", "tintColor", "tag", "accessibilityIdentifier", "accessibilityLabel",
            "isAccessibilityElement", "accessibilityHint", "clipsToBounds", "alpha", "hidden", "contentMode",
            "translatesAutoresizingMaskIntoConstraints",
        ],
        "UIViewController": [
            "view", "searchDisplayController", "navigationItem", "tabBarItem", "title", "toolbarItems",
            "preferredContentSize", "modalPresentationStyle", "restorationIdentifier",
        ],
        "UITableViewController": ["tableView"],
        "UICollectionViewController": ["collectionView"],
        "UINavigationController": ["navigationBar", "toolbar", "delegate"],
        "UITabBarController": ["tabBar", "delegate"],
        "UISplitViewController": ["delegate"],
        "UIPageViewController": ["delegate", "dataSource"],
        "UITableView": [
            "delegate", "dataSource", "tableHeaderView", "tableFooterView", "backgroundView", "prefetchDataSource",
        ],
        "UICollectionView": ["delegate", "dataSource", "backgroundView", "collectionViewLayout", "prefetchDataSource"],
        "UIScrollView": ["delegate", "refreshControl"],
        "UITextView": ["delegate", "inputView", "inputAccessoryView"],
        "UITextField": ["delegate", "inputView", "inputAccessoryView", "leftView", "rightView"],
        "UISearchBar": ["delegate", "inputAccessoryView"],
        "UIPickerView": ["delegate", "dataSource"],
        "UIWebView": ["delegate"],
        "WKWebView": ["navigationDelegate", "UIDelegate"],
        "MKMapView": ["delegate"],
        "UINavigationBar": ["delegate"],
        "UITabBar": ["delegate", "selectedItem"],
        "UIToolbar": ["delegate"],
        "UIGestureRecognizer": ["delegate"],
        "UITableViewCell": [
            "textLabel", "detailTextLabel", "imageView", "accessoryView", "backgroundView", "selectedBackgroundView",
            "editingAccessoryView",
        ],
        "UICollectionViewCell": ["backgroundView", "selectedBackgroundView"],
        "UITableViewHeaderFooterView": ["backgroundView"],
        "UINavigationItem": [
            "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "searchController",
        ],
        "UIBarButtonItem": ["customView", "target", "menu"],
        "UIButton": ["menu"],
        "UIApplication": ["delegate"],
        "UIWindow": ["rootViewController"],
        "UISearchDisplayController": [
            "delegate", "searchBar", "searchContentsController", "searchResultsDataSource", "searchResultsDelegate",
        ],
        "UIStackView": [],
        "UIVisualEffectView": ["contentView"],
        "SCNView": ["delegate", "scene"],
        "SKView": ["delegate"],
        "AVPlayerView": ["player"],
        "WKInterfaceController": [],
    ]
}
