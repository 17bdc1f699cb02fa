// How AppKit's collection views, gesture recognizers, browsers and dictionary controllers are
// archived. Only the scroll view's own `NSPanGestureRecognizer` appears in an Apple-compiled nib
// of the corpus (its `NSGestureRecognizer.…` and `NSPanGestureRecognizer.…` keys, a view's
// `NSGestureRecognizers` array); every other key is the one a coder reads: GNUstep's
// `NSCollectionView` (`NSCollectionViewLayout`, `NSBackgroundColors`, `NSSelectable`,
// `NSAllowsMultipleSelection`, `NSMinGridSize`…), `NSCollectionViewFlowLayout`
// (`NSMinimumLineSpacing`, `NSItemSize`, `NSScrollDirection`, `NSSectionInset.top`…),
// `NSCollectionViewGridLayout` (`NSMaximumNumberOfRows`, `NSMinimumItemSize`,
// `NSCollectionViewGridLayoutMargins.top`…), `NSClickGestureRecognizer`
// (`NSClickGestureRecognizer.…`, named as Apple's pan recognizer's keys are), `NSBrowser`
// (`NSBrFlags` and its bits as GNUstep's encoder and decoder agree on them, `NSNumberOfVisibleColumns`,
// `NSMinColumnWidth`, `NSColumnResizingType`, `NSPreferedColumnWidth`…) and a gesture
// recognizer's `NSGestureRecognizer.enabled` as another AppKit implementation's decoder reads it.
// `NSDictionaryController` has no coder of its own: it archives what an `NSArrayController`
// does. Inferred, and marked so in docs/Compiling.md. What no coder shows (a recognizer's
// `delays…Events`, a press recognizer's duration, a browser's `allowsTypeSelect`, a dictionary
// controller's initial key and value) stays a warning at its line.

extension IBVocabulary {
    /// `NSCollectionView.ScrollDirection`.
    private static let collectionScrollDirections: [IBKeyword] = [.init("vertical", 0), .init("horizontal", 1)]

    /// `NSBrowser.ColumnResizingType`.
    private static let browserColumnResizing: [IBKeyword] = [
        .init("none", 0), .init("auto", 1), .init("user", 2),
    ]

    /// An `<edgeInsets key=…>` child's four numbers, each archived as a float under `prefix`
    /// and the edge's name (`NSSectionInset.top`), only when the document gives it.
    private static func edgeInsets(_ key: String, _ prefix: String) -> [IBProperty] {
        ["top", "left", "bottom", "right"].map {
            IBProperty(.keyed(element: "edgeInsets", key: key, attribute: $0), prefix + $0, .float)
        }
    }

    /// The collection view and its flow layout, AppKit's gesture recognizers, the browser and
    /// the dictionary controller. A collection view's background colours (`NSBackgroundColors`)
    /// and the recognizers' array (`NSGestureRecognizers`, the `gestureRecognizers` wrapper) are
    /// archived by `AppKitArchiver`.
    static let appKitCollectionRules: [IBClassRule] = [
        // The flow layout is the collection view's keyed child `collectionViewLayout`, archived
        // under `NSCollectionViewLayout` (the key's usual form).
        IBClassRule(
            "collectionView", "NSCollectionView", base: "@view",
            [
                .attribute("selectable", "NSSelectable", .boolean, default: "NO"),
                .attribute("allowsMultipleSelection", "NSAllowsMultipleSelection", .boolean, default: "NO"),
                .attribute("maxNumberOfRows", "NSMaxNumberOfGridRows", .integer),
                .attribute("maxNumberOfColumns", "NSMaxNumberOfGridColumns", .integer),
            ] + IBProperty.size("minItemSize", "NSMinGridSize") + IBProperty.size("maxItemSize", "NSMaxGridSize")),
        // AppKit's flow layout spaces items 10 points apart unless told otherwise (Xcode writes
        // both spacings whatever they are).
        IBClassRule(
            "collectionViewFlowLayout", "NSCollectionViewFlowLayout",
            [
                IBProperty(
                    .attribute("minimumInteritemSpacing"), "NSMinimumInteritemSpacing", .real, default: "10",
                    writtenWhenDefault: true),
                IBProperty(
                    .attribute("minimumLineSpacing"), "NSMinimumLineSpacing", .real, default: "10",
                    writtenWhenDefault: true),
                .attribute(
                    "scrollDirection", "NSScrollDirection", .enumeration(collectionScrollDirections),
                    default: "vertical"),
                .attribute("sectionHeadersPinToVisibleBounds", "NSSectionHeadersPinToVisibleBounds", .boolean),
                .attribute("sectionFootersPinToVisibleBounds", "NSSectionFootersPinToVisibleBounds", .boolean),
            ] + IBProperty.size("itemSize", "NSItemSize") + IBProperty.size("estimatedItemSize", "NSEstimatedItemSize")
                + IBProperty.size("headerReferenceSize", "NSHeaderReferenceSize")
                + IBProperty.size("footerReferenceSize", "NSFooterReferenceSize")
                + edgeInsets("sectionInset", "NSSectionInset.")),
        // A grid layout: at most so many rows and columns of items between two sizes, its
        // margins one float per edge (`NSCollectionViewGridLayoutMargins.top`…).
        IBClassRule(
            "collectionViewGridLayout", "NSCollectionViewGridLayout",
            [
                .attribute("maximumNumberOfRows", "NSMaximumNumberOfRows", .integer),
                .attribute("maximumNumberOfColumns", "NSMaximumNumberOfColumns", .integer),
                .attribute("minimumInteritemSpacing", "NSMinimumInteritemSpacing", .real),
            ] + IBProperty.size("minimumItemSize", "NSMinimumItemSize")
                + IBProperty.size("maximumItemSize", "NSMaximumItemSize")
                + edgeInsets("margins", "NSCollectionViewGridLayoutMargins.")),
        // A collection view item is a view controller (its view, text field and image view are
        // outlets); no coder reads a key of its own.
        IBClassRule("collectionViewItem", "NSCollectionViewItem", base: "viewController"),
        // Every recognizer takes direct touches (as Apple's scroll views' pan recognizers
        // archive it); its target and action are its action connection's
        // (`NSNibControlConnector` sets them), its delegate its outlet's.
        IBClassRule(
            "@gestureRecognizer", "NSGestureRecognizer",
            [
                IBProperty(
                    .attribute("enabled"), "NSGestureRecognizer.enabled", .boolean, default: "YES",
                    archivedDefault: .boolean(true))
            ],
            constants: [("NSGestureRecognizer.allowedTouchTypes", .integer(1))]),
        IBClassRule(
            "clickGestureRecognizer", "NSClickGestureRecognizer", base: "@gestureRecognizer",
            [
                .attribute("buttonMask", "NSClickGestureRecognizer.buttonMask", .integer, default: "1"),
                .attribute(
                    "numberOfClicksRequired", "NSClickGestureRecognizer.numberOfClicksRequired", .integer,
                    default: "1"),
                .attribute(
                    "numberOfTouchesRequired", "NSClickGestureRecognizer.numberOfTouchesRequired", .integer,
                    default: "1"),
            ]),
        // Apple's nibs hold both keys whatever they are (a scroll view's: mask 0, one touch).
        IBClassRule(
            "panGestureRecognizer", "NSPanGestureRecognizer", base: "@gestureRecognizer",
            [
                .attribute("buttonMask", "NSPanGestureRecognizer.buttonMask", .integer, default: "1"),
                .attribute(
                    "numberOfTouchesRequired", "NSPanGestureRecognizer.numberOfTouchesRequired", .integer,
                    default: "1"),
            ]),
        IBClassRule("pressGestureRecognizer", "NSPressGestureRecognizer", base: "@gestureRecognizer"),
        IBClassRule("magnificationGestureRecognizer", "NSMagnificationGestureRecognizer", base: "@gestureRecognizer"),
        IBClassRule("rotationGestureRecognizer", "NSRotationGestureRecognizer", base: "@gestureRecognizer"),
        // `NSBrFlags`: multiple selection 0x80000000, branch selection 0x40000000, reused
        // columns 0x20000000, titled 0x10000000, titles from the previous column 0x08000000,
        // separated columns 0x04000000, arrow keys 0x100000, action on arrow keys 0x40000, no
        // empty selection 0x20000, a horizontal scroller 0x10000.
        IBClassRule(
            "browser", "NSBrowser", base: "@control",
            [
                .flag("allowsMultipleSelection", "NSBrFlags", 0x8000_0000),
                .flag("allowsBranchSelection", "NSBrFlags", 0x4000_0000),
                .flag("reusesColumns", "NSBrFlags", 0x2000_0000),
                .flag("titled", "NSBrFlags", 0x1000_0000),
                .flag("takesTitleFromPreviousColumn", "NSBrFlags", 0x0800_0000),
                .flag("separatesColumns", "NSBrFlags", 0x0400_0000),
                .flag("acceptsArrowKeys", "NSBrFlags", 0x10_0000),
                .flag("sendsActionOnArrowKeys", "NSBrFlags", 0x4_0000),
                IBProperty(.attribute("allowsEmptySelection"), "NSBrFlags", .clearFlag(mask: 0x2_0000), default: "YES"),
                .flag("hasHorizontalScroller", "NSBrFlags", 0x1_0000),
                .attribute("maxVisibleColumns", "NSNumberOfVisibleColumns", .integer),
                .attribute("minColumnWidth", "NSMinColumnWidth", .integer),
                .attribute("defaultColumnWidth", "NSPreferedColumnWidth", .real),
                .attribute("rowHeight", "NSBrowserRowHeight", .real),
                .attribute(
                    "columnResizingType", "NSColumnResizingType", .enumeration(browserColumnResizing),
                    default: "auto"),
                .attribute("columnsAutosaveName", "NSColumnsAutosaveName", .string),
            ]),
        IBClassRule(
            "dictionaryController", "NSDictionaryController", arrayControllerProperties,
            constants: arrayControllerConstants),
    ]
}
