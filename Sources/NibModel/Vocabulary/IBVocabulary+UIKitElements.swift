// How UIKit's date and picker views, visual effect views, web views and gesture recognizers are
// archived. No Apple-compiled iOS nib of the corpus holds any of them: every rule here is
// inferred from UIKit's coder — the `encodeWithCoder:` of each class as decompiled from
// UIKitCore (iOS 26), which names the keys and the values it leaves out — with the numbers of
// UIKit's enumerations (`UIDatePicker.h`, `UIGestureRecognizer.h`…). Listed in docs/Compiling.md.

extension IBVocabulary {
    /// The rules, concatenated into ``uiKitRules``.
    static let uiKitElementRules: [IBClassRule] = [
        // Inferred from UIKit's coder: `UIDatePicker`'s `encodeWithCoder:` writes `UIPickerStyle`
        // when not automatic (0), `UIDatePickerMode` when not `dateAndTime` (2) and
        // `UIMinuteInterval` when not 1. Its dates (`UIDate`, `UIMinimumDate`,
        // `UIMaximumDate`), its countdown and `UIDatePickerUseCurrentDateDuringDecoding` are
        // the archiver's (`UIKitArchiver.archiveDatePicker`).
        IBClassRule(
            "datePicker", "UIDatePicker", base: "@uiControl",
            [
                .attribute(
                    "style", "UIPickerStyle",
                    .enumeration([.init("automatic", 0), .init("wheels", 1), .init("compact", 2), .init("inline", 3)]),
                    default: "automatic", archivedDefault: .integer(0)),
                .attribute(
                    "datePickerMode", "UIDatePickerMode",
                    .enumeration([
                        .init("time", 0), .init("date", 1), .init("dateAndTime", 2), .init("countDownTimer", 3),
                        .init("yearAndMonth", 4),
                    ]), default: "dateAndTime", archivedDefault: .integer(2)),
                .attribute("minuteInterval", "UIMinuteInterval", .integer, default: "1", archivedDefault: .integer(1)),
                // `UIDatePickerUseCurrentDateDuringDecoding` NO only when the document does not
                // use the current date: Xcode writes `useCurrentDate="NO"` with a fixed date (the
                // corpus's StoryboardAllViews), the current date being its default.
                .attribute(
                    "useCurrentDate", "UIDatePickerUseCurrentDateDuringDecoding", .boolean, default: "YES",
                    archivedDefault: .boolean(true)),
            ]
                + uiDatePickerDateKeys.sorted { $0.key < $1.key }.map { documentKey, key in
                    // Read back from the `NSDate`'s `NS.time`; the archiver writes the date.
                    IBProperty(
                        .keyed(element: "date", key: documentKey, attribute: "timeIntervalSinceReferenceDate"),
                        key + "/NS.time", .real)
                }),
        // Inferred from UIKit's coder: a picker view archives a view's keys; its data source and
        // delegate are outlets (connections).
        IBClassRule("pickerView", "UIPickerView", base: "@uiView"),
        // Inferred from UIKit's coder: `UIVisualEffectView`'s `encodeWithCoder:` writes its
        // effect under `UIVisualEffectViewEffect` and its content view under
        // `UIVisualEffectViewContentView` (``uiKitChildKeys``).
        IBClassRule("visualEffectView", "UIVisualEffectView", base: "@uiView"),
        // Inferred from UIKit's coder: `UIBlurEffect` writes its style under `UIBlurEffectStyle`
        // (`UIBlurEffectStyle`, `UIBlurEffect.h`). For `regular`, `prominent` (the automatic
        // styles) it writes a second key its decompiled coder does not name: those are warned
        // (``uiKitBlurStylesWithUnknownKeys``).
        IBClassRule(
            "blurEffect", "UIBlurEffect",
            [.attribute("style", "UIBlurEffectStyle", .enumeration(blurEffectStyles))]),
        // A web view archives a view's keys here (the decompiler reads them back); WebKit's
        // `WKWebViewConfiguration` (the `configuration` WebKit's decoder requires) is not in the
        // vocabulary, so the compiler refuses a web view (`UIKitArchiver.refuseWebView`).
        IBClassRule("wkWebView", "WKWebView", base: "@uiView"),
        // `UIWebView` (deprecated since iOS 12): a view's keys, and of its own the page scaling,
        // `UIScalesPageToFit`, only when YES, as WinObjC's xib2nib writes it (inferred: no
        // Apple-compiled nib of the corpus holds a `UIWebView`). Its data detectors (a
        // `<dataDetectorType>` child, `UIDataDetectorTypes` there) are not in the vocabulary: a
        // document that sets them is warned.
        IBClassRule(
            "webView", "UIWebView", base: "@uiView",
            [
                .attribute(
                    "scalesPageToFit", "UIScalesPageToFit", .boolean, default: "NO", archivedDefault: .boolean(false))
            ]),
        // `UIWindow` (an iOS `MainWindow.xib`'s `<window>`): a view's keys and, of its own,
        // `UIResizesToFullScreen`, archived YES unless the document says
        // `resizesToFullScreen="NO"` (Interface Builder's default; a legacy IB 3 window's
        // `IBUIResizesToFullScreen`). A window the document marks `visibleAtLaunch="YES"` is
        // listed in the nib's `UINibVisibleWindowsKey` (`UIKitArchiver`). Inferred: no
        // Apple-compiled iOS nib of the corpus holds a window; the key and the list are what
        // WinObjC's xib2nib writes and what other projects report of Apple's `MainWindow.nib`
        // (`UIResizesToFullScreen=1`, the window in `UINibVisibleWindowsKey`).
        IBClassRule(
            "window", "UIWindow", base: "@uiView",
            [.attribute("resizesToFullScreen", "UIResizesToFullScreen", .boolean, default: "YES")]),
        // Inferred from UIKit's coder: `UIGestureRecognizer`'s `encodeWithCoder:` writes
        // `UIGestureRecognizer.disabled` only when disabled, `.cancelsTouchesInView` only when
        // NO, `.delaysTouchesBegan` only when YES, `.delaysTouchesEnded` only when NO, and
        // always `.requiresExclusiveTouchType` (YES, UIKit's documented default). It writes
        // `.allowedTouchTypes` too, whose value for a recognizer Interface Builder makes is not
        // known: left out, its decoder keeps the recognizer's own default.
        IBClassRule(
            "@uiGestureRecognizer", "UIGestureRecognizer",
            [
                .attribute(
                    "enabled", "UIGestureRecognizer.disabled", .negatedBoolean, default: "YES",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "cancelsTouchesInView", "UIGestureRecognizer.cancelsTouchesInView", .boolean, default: "YES",
                    archivedDefault: .boolean(true)),
                .attribute(
                    "delaysTouchesBegan", "UIGestureRecognizer.delaysTouchesBegan", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "delaysTouchesEnded", "UIGestureRecognizer.delaysTouchesEnded", .boolean, default: "YES",
                    archivedDefault: .boolean(true)),
            ],
            constants: [("UIGestureRecognizer.requiresExclusiveTouchType", .boolean(true))]),
        // Inferred from UIKit's coder: a tap recognizer archives its taps and touches in the
        // `UITapRecognizer` under `UITapGestureRecognizer._imp` (``uiKitTapRecognizers``).
        IBClassRule(
            "tapGestureRecognizer", "UITapGestureRecognizer", base: "@uiGestureRecognizer",
            tapRecognizerPaths("tapGestureRecognizer")),
        // Inferred from UIKit's coder: each number only when not 1, the maximum only when the
        // document names one (UIKit's default is unbounded). `.allowedScrollTypesMask`, which
        // the encoder always writes, is left out as `.allowedTouchTypes` is.
        IBClassRule(
            "panGestureRecognizer", "UIPanGestureRecognizer", base: "@uiGestureRecognizer",
            [
                .attribute(
                    "minimumNumberOfTouches", "UIPanGestureRecognizer.minimumNumberOfTouches", .integer,
                    default: "1", archivedDefault: .integer(1)),
                .attribute("maximumNumberOfTouches", "UIPanGestureRecognizer.maximumNumberOfTouches", .integer),
            ]),
        // Inferred from UIKit's coder: `UIScreenEdgePanGestureRecognizer` writes its
        // `UIRectEdge` (`top` 1, `left` 2, `bottom` 4, `right` 8) always.
        IBClassRule(
            "screenEdgePanGestureRecognizer", "UIScreenEdgePanGestureRecognizer", base: "panGestureRecognizer",
            [
                IBProperty(
                    .keyed(element: "rectEdge", key: "edges", attribute: "top"),
                    "UIScreenEdgePanGestureRecognizer.edges", .flag(mask: 1), default: "NO"),
                IBProperty(
                    .keyed(element: "rectEdge", key: "edges", attribute: "left"),
                    "UIScreenEdgePanGestureRecognizer.edges", .flag(mask: 2), default: "NO"),
                IBProperty(
                    .keyed(element: "rectEdge", key: "edges", attribute: "bottom"),
                    "UIScreenEdgePanGestureRecognizer.edges", .flag(mask: 4), default: "NO"),
                IBProperty(
                    .keyed(element: "rectEdge", key: "edges", attribute: "right"),
                    "UIScreenEdgePanGestureRecognizer.edges", .flag(mask: 8), default: "NO"),
            ]),
        // Inferred from UIKit's coder: the direction (`UISwipeGestureRecognizerDirection`) only
        // when not right (1), the touches only when not 1.
        IBClassRule(
            "swipeGestureRecognizer", "UISwipeGestureRecognizer", base: "@uiGestureRecognizer",
            [
                .attribute(
                    "direction", "UISwipeGestureRecognizer.direction",
                    .enumeration([.init("right", 1), .init("left", 2), .init("up", 4), .init("down", 8)]),
                    default: "right", archivedDefault: .integer(1)),
                .attribute(
                    "numberOfTouchesRequired", "UISwipeGestureRecognizer.numberOfTouchesRequired", .integer,
                    default: "1", archivedDefault: .integer(1)),
            ]),
        // Inferred from UIKit's coder: the touches only when not 1, the duration only when not
        // 0.5 and the movement only when not 10 (floats); its taps are in the `UITapRecognizer`
        // under `UILongPressGestureRecognizer._imp` (``uiKitTapRecognizers``). Xcode writes the
        // element as `pongPressGestureRecognizer` (its own spelling, which other projects'
        // readers of Xcode documents — xib2nib, IBDecodable — name as it is): the decompiler
        // writes it so, and the compiler reads `longPressGestureRecognizer` too
        // (``uiKitElementAliases``).
        IBClassRule(
            "pongPressGestureRecognizer", "UILongPressGestureRecognizer", base: "@uiGestureRecognizer",
            [
                .attribute(
                    "numberOfTouchesRequired", "UILongPressGestureRecognizer.numberOfTouchesRequired", .integer,
                    default: "1", archivedDefault: .integer(1)),
                .attribute(
                    "minimumPressDuration", "UILongPressGestureRecognizer.minimumPressDuration", .float,
                    default: "0.5", archivedDefault: .float(0.5)),
                .attribute(
                    "allowableMovement", "UILongPressGestureRecognizer.allowableMovement", .float, default: "10",
                    archivedDefault: .float(10)),
            ] + tapRecognizerPaths("pongPressGestureRecognizer")),
        // Inferred from UIKit's coder: neither writes a key of its own.
        IBClassRule("pinchGestureRecognizer", "UIPinchGestureRecognizer", base: "@uiGestureRecognizer"),
        IBClassRule("rotationGestureRecognizer", "UIRotationGestureRecognizer", base: "@uiGestureRecognizer"),
        // GLKit's controller and view, from GLKit's coders (decompiled): `GLKViewController`'s
        // `encodeWithCoder:` writes its frame rate (an integer, 30 when not set) and both
        // notification switches (YES by default) always, after a view controller's keys;
        // `GLKView`'s writes its four drawable formats (`GLKViewDrawable…Format`,
        // `…Multisample` of `GLKView.h`) and `enableSetNeedsDisplay` (YES by default) always.
        // The document's names are those xibdump reads back from Apple's nibs.
        IBClassRule(
            "glkViewController", "GLKViewController", base: "viewController",
            [
                .attribute(
                    "preferredFramesPerSecond", "GLKViewControllerPreferredFramesPerSecondCoderKey", .integer,
                    default: "30"),
                .attribute(
                    "pauseOnWillResignActive", "GLKViewControllerPauseOnWillResignActiveCoderKey", .boolean,
                    default: "YES"),
                .attribute(
                    "resumeOnDidBecomeActive", "GLKViewControllerResumeOnDidBecomeActiveCoderKey", .boolean,
                    default: "YES"),
            ]),
        IBClassRule(
            "glkView", "GLKView", base: "@uiView",
            [
                .attribute(
                    "drawableColorFormat", "GLKViewDrawableColorFormatCoderKey",
                    .enumeration([.init("RGBA8888", 0), .init("RGB565", 1), .init("SRGBA8888", 2)]),
                    default: "RGBA8888"),
                .attribute(
                    "drawableDepthFormat", "GLKViewDrawableDepthFormatCoderKey",
                    .enumeration([.init("none", 0), .init("16", 1), .init("24", 2)]), default: "none"),
                .attribute(
                    "drawableStencilFormat", "GLKViewDrawableStencilFormatCoderKey",
                    .enumeration([.init("none", 0), .init("8", 1)]), default: "none"),
                .attribute(
                    "drawableMultisample", "GLKViewDrawableMultisampleCoderKey",
                    .enumeration([.init("none", 0), .init("4X", 1)]), default: "none"),
                .attribute("enableSetNeedsDisplay", "GLKViewEnableSetNeedsDisplayCoderKey", .boolean, default: "YES"),
            ]),
    ]

    /// `UIBlurEffectStyle` (`UIBlurEffect.h`), as the document names the styles.
    private static let blurEffectStyles: [IBKeyword] = [
        .init("extraLight", 0), .init("light", 1), .init("dark", 2), .init("extraDark", 3), .init("regular", 4),
        .init("prominent", 5), .init("systemUltraThinMaterial", 6), .init("systemThinMaterial", 7),
        .init("systemMaterial", 8), .init("systemThickMaterial", 9), .init("systemChromeMaterial", 10),
        .init("systemUltraThinMaterialLight", 11), .init("systemThinMaterialLight", 12),
        .init("systemMaterialLight", 13), .init("systemThickMaterialLight", 14),
        .init("systemChromeMaterialLight", 15), .init("systemUltraThinMaterialDark", 16),
        .init("systemThinMaterialDark", 17), .init("systemMaterialDark", 18), .init("systemThickMaterialDark", 19),
        .init("systemChromeMaterialDark", 20),
    ]

    /// The blur styles for which `UIBlurEffect`'s coder writes a key beside `UIBlurEffectStyle`
    /// that its decompiled form does not name (`regular`, `prominent`): the compiler archives
    /// the style and warns.
    package static let uiKitBlurStylesWithUnknownKeys: Set<String> = ["regular", "prominent"]

    /// The archive key of a child a UIKit element holds without a `key=` or an id, by the
    /// holder's element and the child's: a visual effect view's `<blurEffect>` is its
    /// `UIVisualEffectViewEffect` (inferred from UIKit's coder).
    package static let uiKitUnkeyedChildKeys: [String: [String: String]] = [
        "visualEffectView": ["blurEffect": "UIVisualEffectViewEffect"]
    ]

    /// The archive keys of keyed children that do not follow the `UI` + key rule, by the
    /// holder's element and the child's `key`: a visual effect view's content view is its
    /// `UIVisualEffectViewContentView` (inferred from UIKit's coder).
    package static let uiKitChildKeys: [String: [String: String]] = [
        "visualEffectView": ["contentView": "UIVisualEffectViewContentView"]
    ]

    /// The `UITapRecognizer` a tap or long-press recognizer archives under its `_imp` key, by
    /// element: the key, and the properties of the recognizer's element that it holds.
    /// Inferred from UIKit's coder: `UITapRecognizer` writes `numberOfTapsRequired` and
    /// `numberOfTouchesRequired` each only when not 1; a long-press recognizer's own taps
    /// default to 0 (`initWithTarget:action:` sets them so), its touches are its own.
    package static let uiKitTapRecognizers: [String: (key: String, properties: [IBProperty])] = [
        "tapGestureRecognizer": (
            "UITapGestureRecognizer._imp",
            [
                .attribute(
                    "numberOfTapsRequired", "UITapRecognizer.numberOfTapsRequired", .integer, default: "1",
                    archivedDefault: .integer(1)),
                .attribute(
                    "numberOfTouchesRequired", "UITapRecognizer.numberOfTouchesRequired", .integer, default: "1",
                    archivedDefault: .integer(1)),
            ]
        ),
        "pongPressGestureRecognizer": (
            "UILongPressGestureRecognizer._imp",
            [
                .attribute(
                    "numberOfTapsRequired", "UITapRecognizer.numberOfTapsRequired", .integer, default: "0",
                    archivedDefault: .integer(1))
            ]
        ),
    ]

    /// Element names a document may write for another's rule: the name the class's element
    /// follows the `UI` + name rule with, where Xcode writes its own spelling
    /// (`pongPressGestureRecognizer`). The compiler reads both; the decompiler writes Xcode's.
    package static let uiKitElementAliases: [String: String] = [
        "longPressGestureRecognizer": "pongPressGestureRecognizer"
    ]

    /// The properties of a recognizer's `UITapRecognizer` as key paths through its `_imp` key,
    /// which the decompiler reads (the compiler archives the `UITapRecognizer` itself).
    private static func tapRecognizerPaths(_ element: String) -> [IBProperty] {
        guard let tap = uiKitTapRecognizers[element] else { return [] }
        return tap.properties.map { property in
            var path = property
            path.key = tap.key + "/" + property.key
            return path
        }
    }

    /// The `<date key=…>`s of a date picker and the `NSDate` keys its coder writes them under.
    package static let uiDatePickerDateKeys: [String: String] = [
        "date": "UIDate", "minimumDate": "UIMinimumDate", "maximumDate": "UIMaximumDate",
    ]
}
