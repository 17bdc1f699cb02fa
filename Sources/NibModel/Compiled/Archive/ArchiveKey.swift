/// The archive keys the mapper reads, resolved once per key table entry so that its lookups
/// compare small integers; every other key is ``other``.
enum ArchiveKey: String, CaseIterable {
    case other = ""
    // Keyed-archive plumbing.
    case plainValue = "$value"
    case nsString = "NS.string"
    case nsBytes = "NS.bytes"
    case nsObjects = "NS.objects"
    case nsKeys = "NS.keys"
    case emptyKey = "UINibEncoderEmptyKey"
    // AppKit's NSIBObjectData.
    case objectData = "IB.objectdata"
    case root = "NSRoot"
    case objectsKeys = "NSObjectsKeys"
    case objectsValues = "NSObjectsValues"
    case oidsKeys = "NSOidsKeys"
    case oidsValues = "NSOidsValues"
    case visibleWindows = "NSVisibleWindows"
    case connections = "NSConnections"
    case accessibilityConnectors = "NSAccessibilityConnectors"
    case axDestination = "AXDestinationArchiveKey"
    case axAttributeType = "AXAttributeTypeArchiveKey"
    case axAttributeValue = "AXAttributeValueArchiveKey"
    // UIKit's nib root.
    case uiObjects = "UINibObjectsKey"
    case uiTopLevelObjects = "UINibTopLevelObjectsKey"
    case uiVisibleWindows = "UINibVisibleWindowsKey"
    case uiConnections = "UINibConnectionsKey"
    case uiKeyValuePairs = "UINibKeyValuePairsKey"
    case proxiedObjectIdentifier = "UIProxiedObjectIdentifier"
    // Classes.
    case className = "NSClassName"
    case windowClass = "NSWindowClass"
    case nsOriginalClassName = "NSOriginalClassName"
    case uiOriginalClassName = "UIOriginalClassName"
    case uiClassName = "UIClassName"
    case classReference = "IBClassReference"
    case ibClassName = "IBClassName"
    // Attributes and geometry.
    case title = "NSTitle"
    case windowTitle = "NSWindowTitle"
    case frame = "NSFrame"
    case frameSize = "NSFrameSize"
    case bounds = "UIBounds"
    case center = "UICenter"
    case windowRect = "NSWindowRect"
    case windowStyleMask = "NSWindowStyleMask"
    case resourceName = "NSResourceName"
    // A named image's resource (`NSCustomResource`): its asset catalog and design size.
    case catalogName = "NSCatalogName"
    case designSize = "IBDesignSize"
    case designImageConfiguration = "IBDesignImageConfiguration"
    case sizeValue = "NS.sizeval"
    // A text view's text system (`NSTextContainer` → `NSLayoutManager` → `NSTextStorage`).
    case textContainer = "NSTextContainer"
    // A path cell's allowed types (`<allowedTypes>`).
    case allowedTypes = "NSAllowedTypes"
    // A text cell's allowed input source locales (`<allowedInputSourceLocales>`).
    case allowedInputLocales = "NSAllowedInputLocales"
    // A controller's declared keys (`<declaredKeys>`).
    case declaredKeys = "NSDeclaredKeys"
    // A combo box cell's items (`<objectValues>`).
    case popUpListData = "NSPopUpListData"
    // A scroll view's clip view.
    case contentView = "NSContentView"
    // A view's safe area and margins (`<viewLayoutGuide>`): ibtool's markers and the guides
    // constraints name.
    case safeAreaLayoutGuide = "IBNSSafeAreaLayoutGuide"
    case layoutMarginsGuide = "IBNSLayoutMarginsGuide"
    case viewLayoutGuides = "NSViewLayoutGuides"
    case clipsToBounds = "IBNSClipsToBounds"
    // Back pointers: keys by which an object points at its container, never a parent link.
    case uiSuperview = "UISuperview"
    case uiNextResponder = "UINextResponder"
    case uiParentViewController = "UIParentViewController"
    case uiViewControllerParentViewController = "UIViewControllerParentViewController"
    case nsSuperview = "NSSuperview"
    case nsNextResponder = "NSNextResponder"
    case nsWindow = "NSWindow"
    case uiWindow = "UIWindow"
    case uiStoryboard = "UIStoryboard"
    case uiPresentingViewController = "UIPresentingViewController"
    case uiSourceViewController = "UISourceViewController"
    case uiDestinationViewController = "UIDestinationViewController"
    /// The key-view loop: a link between views, never the one that holds a view (a view whose
    /// superview is not in the object table is written top-level rather than as a
    /// `nextKeyView` child, which no document holds).
    case nsNextKeyView = "NSNextKeyView"
    // Menu item state images, which the source document does not name.
    case onImage = "NSOnImage"
    case mixedImage = "NSMixedImage"
    // Connectors.
    case nsSource = "NSSource"
    case nsDestination = "NSDestination"
    case nsLabel = "NSLabel"
    case uiSource = "UISource"
    case uiDestination = "UIDestination"
    case uiLabel = "UILabel"
    case collectionClassName = "runtimeCollectionClassName"
    case appendsToCollection = "addsContentToExistingCollection"
    case trigger = "NSTrigger"
    case eventMask = "UIEventMask"
    case binding = "NSBinding"
    case keyPath = "NSKeyPath"
    case options = "NSOptions"
    case nsObject = "NSObject"
    case keyPaths = "NSKeyPaths"
    case values = "NSValues"
    case uiObject = "UIObject"
    case uiKeyPath = "UIKeyPath"
    case uiValue = "UIValue"
    case marker = "NSMarker"
    case helpFile = "NSFile"
    // Prototype dictionaries (nibs nested in data values).
    case tableViewReusableViews = "NSTableViewArchivedReusableViewsKey"
    case tableViewCellPrototypeNibs = "UITableViewCellPrototypeNibs"
    case collectionViewCellPrototypeNibs = "UICollectionViewCellPrototypeNibs"
    /// The key `UICollectionView`'s decoder reads its prototype cells' nibs under (other
    /// projects' reading of Apple's compiled storyboards), the one nibdump's compiler writes.
    case collectionViewCellNibDict = "UICollectionViewCellNibDict"

    /// The key spelt by `bytes`.
    static func kind(of bytes: UnsafeBufferPointer<UInt8>) -> ArchiveKey {
        spellings.value(of: bytes) ?? .other
    }

    /// Every key but ``other``, by spelling.
    static let spellings = SpellingIndex(allCases.filter { $0 != .other }.map { ($0.rawValue, $0) })

    /// Whether the key points back at the object's container (`UISuperview`, `NSWindow`, …).
    var isBackPointer: Bool {
        switch self {
        case .uiSuperview, .uiNextResponder, .uiParentViewController, .uiViewControllerParentViewController,
            .nsSuperview, .nsNextResponder, .nsWindow, .uiWindow, .uiStoryboard, .uiPresentingViewController,
            .uiSourceViewController, .uiDestinationViewController, .nsNextKeyView:
            true
        default: false
        }
    }
}

/// The archived classes the mapper tells apart, resolved once per class table entry; every
/// other class is ``other``.
enum ArchiveClass: String, CaseIterable {
    case other = ""
    case null = "$null"
    case customObject = "NSCustomObject"
    case customView = "NSCustomView"
    case windowTemplate = "NSWindowTemplate"
    case nsClassSwapper = "NSClassSwapper"
    case uiClassSwapper = "UIClassSwapper"
    case proxyObject = "UIProxyObject"
    case customResource = "NSCustomResource"
    case layoutGuide = "NSLayoutGuide"
    case nsObject = "NSObject"
    case nsString = "NSString"
    case nsMutableString = "NSMutableString"
    case nsLocalizableString = "NSLocalizableString"
    case nsNumber = "NSNumber"
    case nsColor = "NSColor"
    case uiColor = "UIColor"
    case nsImage = "NSImage"
    case uiImage = "UIImage"
    // Connectors.
    case outletConnector = "NSNibOutletConnector"
    case controlConnector = "NSNibControlConnector"
    case auxiliaryActionConnector = "NSNibAuxiliaryActionConnector"
    case bindingConnector = "NSNibBindingConnector"
    case runtimeAttributesConnector = "NSIBUserDefinedRuntimeAttributesConnector"
    case helpConnector = "NSIBHelpConnector"
    case connector = "NSNibConnector"
    case uiOutletConnection = "UIRuntimeOutletConnection"
    case uiEventConnection = "UIRuntimeEventConnection"
    case uiOutletCollectionConnection = "UIRuntimeOutletCollectionConnection"
    case uiAccessibilityConfiguration = "UIRuntimeAccessibilityConfiguration"
    case uiKeyValuePair = "UINibKeyValuePair"
    case axRelationshipConnector = "NSNibAXRelationshipConnector"
    case axAttributeConnector = "NSNibAXAttributeConnector"

    /// Every class but ``other``, by spelling.
    static let spellings = SpellingIndex(allCases.filter { $0 != .other }.map { ($0.rawValue, $0) })

    /// Whether objects of the class are connectors (or runtime-attribute pairs), never objects
    /// of the document.
    var isConnector: Bool {
        switch self {
        case .outletConnector, .controlConnector, .auxiliaryActionConnector, .bindingConnector,
            .runtimeAttributesConnector, .helpConnector, .connector, .uiOutletConnection, .uiEventConnection,
            .uiOutletCollectionConnection, .uiAccessibilityConfiguration, .uiKeyValuePair, .axRelationshipConnector,
            .axAttributeConnector:
            true
        default: false
        }
    }
}
