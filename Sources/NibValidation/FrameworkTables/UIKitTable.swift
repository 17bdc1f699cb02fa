// The UIKit (and watchKit) classes Interface Builder documents use, as Apple's UIKit
// documentation describes them; the format is `AppKitTable.swift`'s. The action methods come from
// NibModel's `FrameworkActions` (audited 2026-11-24 against UIResponderStandardEditActions and the
// classes' pages; sources listed in FrameworkActions.swift). Checked keys: UIView.gestureRecognizers;
// the other keys are not yet audited.

extension FrameworkTable {
    static let uiKitText = """
        NSObject:
          keys: accessibilityIdentifier accessibilityLabel accessibilityHint accessibilityValue isAccessibilityElement accessibilityTraits identifier
        UIResponder: NSObject
          keys: inputView inputAccessoryView userActivity
        UIApplication: UIResponder
          keys: delegate
        UIView: UIResponder
          keys: layer backgroundColor tintColor tag clipsToBounds alpha hidden contentMode translatesAutoresizingMaskIntoConstraints gestureRecognizers maskView
        UIWindow: UIView
          keys: rootViewController
        UIControl: UIView
          keys: enabled selected highlighted
        UIButton: UIControl
          keys: menu titleLabel imageView
        UITextField: UIControl
          keys: delegate inputView inputAccessoryView leftView rightView
        UISlider: UIControl
        UISwitch: UIControl
        UISegmentedControl: UIControl
        UIStepper: UIControl
        UIPageControl: UIControl
        UIDatePicker: UIControl
        UIColorWell: UIControl
        UIRefreshControl: UIControl
        UILabel: UIView
        UIImageView: UIView
        UIScrollView: UIView
          keys: delegate refreshControl
        UITableView: UIScrollView
          keys: delegate dataSource tableHeaderView tableFooterView backgroundView prefetchDataSource dragDelegate dropDelegate
        UICollectionView: UIScrollView
          keys: delegate dataSource backgroundView collectionViewLayout prefetchDataSource dragDelegate dropDelegate
        UITextView: UIScrollView
          keys: delegate inputView inputAccessoryView
        UIStackView: UIView
        UIActivityIndicatorView: UIView
        UIProgressView: UIView
        UIToolbar: UIView
          keys: delegate
        UINavigationBar: UIView
          keys: delegate
        UITabBar: UIView
          keys: delegate selectedItem
        UISearchBar: UIView
          keys: delegate inputAccessoryView
        UIVisualEffectView: UIView
          keys: contentView
        UITableViewCell: UIView
          keys: textLabel detailTextLabel imageView accessoryView backgroundView selectedBackgroundView editingAccessoryView contentView
        UITableViewCellContentView: UIView
        UITableViewHeaderFooterView: UIView
          keys: backgroundView textLabel detailTextLabel contentView
        UICollectionReusableView: UIView
        UICollectionViewCell: UICollectionReusableView
          keys: backgroundView selectedBackgroundView contentView
        UICollectionViewListCell: UICollectionViewCell
        UIPickerView: UIView
          keys: delegate dataSource
        UIWebView: UIView
          keys: delegate
        UIInputView: UIView
        UIContentUnavailableView: UIView
        MKMapView: UIView
          keys: delegate
        SCNView: UIView
          keys: delegate scene
        SKView: UIView
          keys: delegate
        PDFView: UIView
          keys: delegate document
        WKWebView: UIView
          keys: navigationDelegate UIDelegate
        MTKView: UIView
          keys: delegate
        GLKView: UIView
          keys: delegate
        ARSCNView: SCNView
          keys: delegate
        ARSKView: SKView
          keys: delegate
        UIViewController: UIResponder
          keys: view searchDisplayController navigationItem tabBarItem title toolbarItems preferredContentSize modalPresentationStyle restorationIdentifier
        UINavigationController: UIViewController
          keys: navigationBar toolbar delegate
        UIImagePickerController: UINavigationController
          keys: delegate
        UIVideoEditorController: UINavigationController
          keys: delegate
        UITabBarController: UIViewController
          keys: tabBar delegate
        UITableViewController: UIViewController
          keys: tableView refreshControl
        UICollectionViewController: UIViewController
          keys: collectionView
        UISplitViewController: UIViewController
          keys: delegate
        UIPageViewController: UIViewController
          keys: delegate dataSource
        UIActivityViewController: UIViewController
        UIHostingController: UIViewController
        UIInputViewController: UIViewController
          keys: inputView
        AVPlayerViewController: UIViewController
          keys: delegate
        GLKViewController: UIViewController
          keys: delegate
        UIReferenceLibraryViewController: UIViewController
        UIDocumentPickerViewController: UIViewController
          keys: delegate
        UIBarItem: NSObject
        UIBarButtonItem: UIBarItem
          keys: customView target menu
        UITabBarItem: UIBarItem
        UINavigationItem: NSObject
          keys: titleView leftBarButtonItem rightBarButtonItem backBarButtonItem searchController leftBarButtonItems rightBarButtonItems
        UIGestureRecognizer: NSObject
          keys: delegate
        UITapGestureRecognizer: UIGestureRecognizer
        UIPanGestureRecognizer: UIGestureRecognizer
        UIPinchGestureRecognizer: UIGestureRecognizer
        UISwipeGestureRecognizer: UIGestureRecognizer
        UILongPressGestureRecognizer: UIGestureRecognizer
        UIRotationGestureRecognizer: UIGestureRecognizer
        UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer
        UIHoverGestureRecognizer: UIGestureRecognizer
        UIStoryboardSegue: NSObject
        UIStoryboardPopoverSegue: UIStoryboardSegue
        UIStoryboardReference: NSObject
        UIKeyCommand: NSObject
        UILayoutGuide: NSObject
        NSLayoutConstraint: NSObject
          keys: firstItem secondItem
        UIImage: NSObject
        UIFont: NSObject
        UIColor: NSObject
        UICollectionViewLayout: NSObject
        UICollectionViewFlowLayout: UICollectionViewLayout
        UICollectionViewCompositionalLayout: UICollectionViewLayout
        UISearchDisplayController: NSObject
          keys: delegate searchBar searchContentsController searchResultsDataSource searchResultsDelegate
        UISearchController: UIViewController
          keys: searchBar delegate searchResultsUpdater
        UIMenu: NSObject
        UIAction: NSObject
        NSTextContainer: NSObject
        NSFormatter: NSObject
        NSNumberFormatter: NSFormatter
        NSDateFormatter: NSFormatter
        NSCustomObject: NSObject
        WKInterfaceObject: NSObject
        WKInterfaceController: NSObject
        WKInterfaceButton: WKInterfaceObject
        WKInterfaceLabel: WKInterfaceObject
        WKInterfaceImage: WKInterfaceObject
        WKInterfaceGroup: WKInterfaceObject
        WKInterfaceTable: WKInterfaceObject
        WKInterfaceSwitch: WKInterfaceObject
        WKInterfaceSlider: WKInterfaceObject
        WKInterfaceTimer: WKInterfaceObject
        WKInterfaceDate: WKInterfaceObject
        WKInterfaceMap: WKInterfaceObject
        WKInterfaceSeparator: WKInterfaceObject
        WKInterfacePicker: WKInterfaceObject
        WKInterfaceMovie: WKInterfaceObject
        WKInterfaceSKScene: WKInterfaceObject
        WKInterfaceSCNScene: WKInterfaceObject
        """
}
