/// The framework class each Interface Builder element stands for, per platform.
///
/// Most element names map by rule: AppKit prefixes `NS`, UIKit `UI`, WatchKit
/// `WKInterface`, each with the first letter capitalised (`popUpButton` → `NSPopUpButton`,
/// `tableViewCell` → `UITableViewCell`). The tables hold the exceptions and the names the
/// typed layer knows; an element outside them still gets a class by the rule, and is
/// reported by ``NibDocument/coverage``.
package enum StandardClasses {
    /// The standard class of an element on a platform.
    package static func className(forElement element: String, platform: Platform?) -> String {
        if let shared = shared[element] { return shared }
        switch platform {
        case .appKit:
            return appKit[element] ?? "NS" + capitalized(element)
        case .watchOS:
            return watchKit[element] ?? "WKInterface" + capitalized(element)
        case .uiKit, .tvOS, nil:
            return uiKit[element] ?? "UI" + capitalized(element)
        }
    }

    /// Whether the typed layer knows the element as an object element on that platform.
    package static func isKnownObjectElement(_ element: String, platform: Platform?) -> Bool {
        if shared[element] != nil { return true }
        switch platform {
        case .appKit: return appKit[element] != nil || appKitRegular.contains(element)
        case .watchOS: return watchKit[element] != nil || watchKitRegular.contains(element)
        default: return uiKit[element] != nil || uiKitRegular.contains(element)
        }
    }

    private static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    private static let shared: [String: String] = [
        "constraint": "NSLayoutConstraint",
        "customObject": "NSObject",
        "placeholder": "NSObject",
        "exit": "UIStoryboardUnwindSegueSource",
        "viewControllerPlaceholder": "UIStoryboardReference",
        "controllerPlaceholder": "NSStoryboardReference",
        "hostingController": "NSHostingController",
    ]

    private static let appKit: [String: String] = [
        "customView": "NSView",
        "application": "NSApplication",
        "userDefaultsController": "NSUserDefaultsController",
        "textTab": "NSTextTab",
        "drawer": "NSDrawer",
        "pagecontroller": "NSPageController",
        "customCell": "NSCell",
        "customFormatter": "NSFormatter",
        "wkWebView": "WKWebView",
        "webView": "WebView",
        "mapView": "MKMapView",
        "sceneKitView": "SCNView",
        "skView": "SKView",
        "mtkView": "MTKView",
        "glkView": "NSOpenGLView",
        "avPlayerView": "AVPlayerView",
        "pdfView": "PDFView",
        "ikImageView": "IKImageView",
        "layoutGuide": "NSLayoutGuide",
        "viewLayoutGuide": "NSLayoutGuide",
        "userLayoutGuide": "NSLayoutGuide",
        "containerView": "NSContainerView",
        "hostingController": "NSHostingController",
    ]

    private static let uiKit: [String: String] = [
        "customView": "UIView",
        "application": "UIApplication",
        "wkWebView": "WKWebView",
        "mapView": "MKMapView",
        "sceneKitView": "SCNView",
        "arscnView": "ARSCNView",
        "arskView": "ARSKView",
        "skView": "SKView",
        "mtkView": "MTKView",
        "glkView": "GLKView",
        "glkViewController": "GLKViewController",
        "avPlayerViewController": "AVPlayerViewController",
        "viewControllerLayoutGuide": "UILayoutGuide",
        "viewLayoutGuide": "UILayoutGuide",
        "layoutGuide": "UILayoutGuide",
        "userLayoutGuide": "UILayoutGuide",
        "searchDisplayController": "UISearchDisplayController",
        "hostingController": "UIHostingController",
        "collectionViewCellContentView": "UIView",
        "containerView": "UIView",
        "tableViewCellContentView": "UITableViewCellContentView",
        "wkWebViewConfiguration": "WKWebViewConfiguration",
        "wkPreferences": "WKPreferences",
        "pageViewController": "UIPageViewController",
        "keyCommand": "UIKeyCommand",
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
    ]

    private static let watchKit: [String: String] = [
        "controller": "WKInterfaceController",
        "notificationController": "WKUserNotificationInterfaceController",
        "notificationCategory": "WKNotificationCategory",
    ]

    /// AppKit element names whose class follows the rule and that the typed layer knows.
    private static let appKitRegular: Set<String> = [
        "window", "panel", "view", "button", "buttonCell", "textField", "textFieldCell", "menu",
        "menuItem", "tableView", "tableColumn", "tableHeaderCell", "tableHeaderView", "tableCellView",
        "tableRowView", "outlineView", "scrollView", "clipView", "scroller", "imageView", "imageCell",
        "popUpButton", "popUpButtonCell", "box", "tabView", "tabViewItem", "splitView", "slider",
        "sliderCell", "stepper", "stepperCell", "segmentedControl", "segmentedCell", "searchField",
        "searchFieldCell", "secureTextField", "secureTextFieldCell", "tokenField", "tokenFieldCell",
        "comboBox", "comboBoxCell", "colorWell", "datePicker", "datePickerCell", "levelIndicator",
        "levelIndicatorCell", "progressIndicator", "matrix", "textView", "stackView", "visualEffectView",
        "collectionView", "collectionViewFlowLayout", "collectionViewGridLayout", "toolbar",
        "toolbarItem", "popover", "viewController", "windowController", "tabViewController",
        "splitViewController", "splitViewItem", "arrayController", "objectController",
        "treeController", "dictionaryController", "numberFormatter", "dateFormatter",
        "predicateEditor", "predicateEditorRowTemplate", "ruleEditor", "gridView", "gridRow",
        "gridColumn", "gridCell", "pathControl", "pathCell", "browser", "browserCell",
        "segment", "fontManager", "textContainer", "formCell", "form", "menuToolbarItem",
        "searchToolbarItem", "trackingSeparatorToolbarItem", "clickGestureRecognizer",
        "panGestureRecognizer", "magnificationGestureRecognizer", "pressGestureRecognizer",
        "rotationGestureRecognizer", "openGLView", "switch", "pageController",
    ]

    /// UIKit element names whose class follows the rule and that the typed layer knows.
    private static let uiKitRegular: Set<String> = [
        "view", "label", "button", "imageView", "tableView", "tableViewCell", "tableViewController",
        "tableViewSection", "collectionView", "collectionViewCell", "collectionViewController",
        "collectionViewFlowLayout", "collectionViewLayout", "collectionReusableView", "stackView",
        "scrollView", "textField", "textView", "switch", "slider", "stepper", "segmentedControl",
        "activityIndicatorView", "progressView", "pageControl", "pickerView", "datePicker",
        "searchBar", "toolbar", "tabBar", "tabBarItem", "navigationBar", "navigationItem",
        "barButtonItem", "viewController", "navigationController", "tabBarController",
        "splitViewController", "window", "visualEffectView", "containerView", "webView",
        "tapGestureRecognizer", "pinchGestureRecognizer", "rotationGestureRecognizer",
        "swipeGestureRecognizer", "panGestureRecognizer", "screenEdgePanGestureRecognizer",
        "longPressGestureRecognizer", "hoverGestureRecognizer", "refreshControl",
        "inputViewController", "colorWell", "menu", "command", "action",
    ]

    /// WatchKit element names whose class follows the rule and that the typed layer knows.
    private static let watchKitRegular: Set<String> = [
        "label", "button", "group", "image", "table", "tableRow", "separator", "switch", "slider",
        "picker", "date", "timer", "map", "movie", "menu", "menuItem",
    ]

    /// Non-object element names the typed layer knows: property values, containers,
    /// connections and document structure.
    package static let knownNonObjectElements: Set<String> = [
        "document", "dependencies", "deployment", "plugIn", "capability", "device", "adaptation",
        "objects", "scenes", "scene", "resources", "image", "sound", "namedColor", "systemColor",
        "connections", "outlet", "outletCollection", "action", "binding", "segue",
        "accessibilityConnection", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
        "rect", "point", "size", "range", "color", "font", "fontDescription", "string",
        "mutableString", "attributedString", "fragment", "attributes", "paragraphStyle", "integer",
        "real", "bool", "nil", "decimal", "date", "data", "mutableData", "dictionary", "array",
        "set", "autoresizingMask", "subviews", "constraints", "items", "cells", "behavior", "state",
        "modifierMask", "textInputTraits", "tableColumnResizingMask", "tableColumns", "tabViewItems",
        "windowStyleMask", "windowPositionMask", "windowCollectionBehavior", "accessibility",
        "accessibilityTraits", "accessibilityOverrides", "visibilityPriorities", "customSpacing",
        "holdingPriorities", "textTab", "tabStops", "options", "value", "prototypeCellViews",
        "prototypes", "sections", "segments", "inset", "edgeInsets", "layoutGuides", "declaredKeys",
        "sortDescriptor", "metadata", "inferredMetricsTieBreakers", "userGuides", "toolbarItems",
        "allowedToolbarItems", "defaultToolbarItems", "splitViewItems", "gestureRecognizers",
        "column", "tableViewGridLines", "expression", "classReference", "imageReference",
        "allowedInputSourceLocales", "variation", "mask", "exclude", "include", "customFonts",
        "freeformSimulatedSizeMetrics", "simulatedNavigationBarMetrics", "simulatedToolbarMetrics",
        "simulatedMetricsContainer", "simulatedStatusBarMetrics", "simulatedOrientationMetrics",
        "simulatedScreenMetrics", "simulatedTabBarMetrics", "popUpMenus", "animations", "rows",
        "columns", "gridCells", "beginningViews", "middleViews", "endViews", "rowTemplates",
        "objectValues", "comparisonPredicateOptions", "datePickerElements",
        "viewControllerTransitionOptions", "contentBorderThickness", "webPreferences", "shadow",
        "blurEffect", "vibrancyEffect", "rightBarButtonItems", "leftBarButtonItems",
        "preferredSymbolConfiguration", "textAttributes", "toolbarAppearance", "extendedEdge",
        "designables", "designable", "audiovisualMediaTypes", "dataDetectorType", "keyCommands",
        "listContentConfiguration", "buttonConfiguration", "backgroundConfiguration",
        "directionalEdgeInsets", "offsetWrapper", "navigationBarAppearance", "tabBarAppearance",
        "attributedStringFragment", "locale", "button", "menuItem", "segment",
    ]
}
