// How UIKit elements are archived: the keys UIKit's `initWithCoder:` reads (`UIText`,
// `UITextAlignment`…), with enumeration values from UIKit's headers.

extension IBVocabulary {
    /// The UIKit rules, abstract bases first.
    ///
    /// UIKit's coders archive a view's or control's property only when it is not the default:
    /// Apple's iOS nibs hold no `UIHidden`, `UIAlpha`, `UITag` or `UIContentMode` for a view that
    /// keeps them (a compiled storyboard's table view in the corpus), so those properties name the
    /// value their silence stands for (`archivedDefault`).
    package static let uiKitRules: [IBClassRule] = uiKitBaseRules + uiKitElementRules

    /// The rules of `IBVocabulary+UIKit.swift`; ``uiKitElementRules`` follow them.
    static let uiKitBaseRules: [IBClassRule] = [
        IBClassRule(
            "@uiView", "UIView",
            [
                .attribute("hidden", "UIHidden", .boolean, default: "NO", archivedDefault: .boolean(false)),
                .attribute("alpha", "UIAlpha", .real, default: "1", archivedDefault: .real(1)),
                .attribute("opaque", "UIOpaque", .boolean, default: "YES"),
                .attribute(
                    "clipsSubviews", "UIClipsToBounds", .boolean, default: "NO", archivedDefault: .boolean(false)),
                .attribute(
                    "userInteractionEnabled", "UIUserInteractionDisabled", .negatedBoolean, default: "YES",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "multipleTouchEnabled", "UIMultipleTouchEnabled", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute("tag", "UITag", .integer, default: "0", archivedDefault: .integer(0)),
                .attribute(
                    "contentMode", "UIContentMode",
                    .enumeration([
                        .init("scaleToFill", 0), .init("scaleAspectFit", 1), .init("scaleAspectFill", 2),
                        .init("redraw", 3), .init("center", 4), .init("top", 5), .init("bottom", 6), .init("left", 7),
                        .init("right", 8), .init("topLeft", 9), .init("topRight", 10), .init("bottomLeft", 11),
                        .init("bottomRight", 12),
                    ]), default: "scaleToFill", archivedDefault: .integer(0), writtenWhenDefault: true),
                .attribute("restorationIdentifier", "UIRestorationIdentifier", .string),
                // Archived only when off (`UIView.h`'s `insetsLayoutMarginsFromSafeArea`; the key
                // is what other projects report of Apple's nibs).
                .attribute(
                    "insetsLayoutMarginsFromSafeArea", "UIViewInsetsLayoutMarginsFromSafeArea", .boolean,
                    default: "YES", archivedDefault: .boolean(true)),
                .attribute("autoresizesSubviews", "UIAutoresizeSubviews", .boolean, default: "YES"),
                // Keys as xibdump (a nib-to-xib reader of Apple's nibs) reads them; each archived
                // only when it is not UIKit's default (inferred: no Apple-compiled iOS nib of the
                // corpus says them).
                .attribute(
                    "preservesSuperviewLayoutMargins", "UIViewPreservesSuperviewMargins", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "layoutMarginsFollowReadableWidth", "UIViewLayoutMarginsFollowReadableWidth", .boolean,
                    default: "NO", archivedDefault: .boolean(false)),
                .attribute(
                    "clearsContextBeforeDrawing", "UIClearsContextBeforeDrawing", .boolean, default: "YES",
                    archivedDefault: .boolean(true)),
                // Archived even at its default (`UISemanticContentAttribute`, UIKit's `UIView.h`).
                .attribute(
                    "semanticContentAttribute", "UIViewSemanticContentAttribute",
                    .enumeration([
                        .init("unspecified", 0), .init("playback", 1), .init("spatial", 2),
                        .init("forceLeftToRight", 3), .init("forceRightToLeft", 4),
                    ]), default: "unspecified"),
                uiAutoresizing("flexibleMinX", 0x1), uiAutoresizing("widthSizable", 0x2),
                uiAutoresizing("flexibleMaxX", 0x4), uiAutoresizing("flexibleMinY", 0x8),
                uiAutoresizing("heightSizable", 0x10), uiAutoresizing("flexibleMaxY", 0x20),
                IBProperty(
                    .attribute("translatesAutoresizingMaskIntoConstraints"),
                    "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .negatedBoolean, default: "YES",
                    archivedDefault: .boolean(false)),
                // Content hugging and compression resistance, each a `{horizontal, vertical}`
                // string as `UIView`'s `initWithCoder:` reads it. Inferred: no Apple-compiled iOS
                // nib of the corpus has a view with other priorities than the defaults, which are
                // left out as AppKit's `NSHuggingPriority` is.
                IBProperty(
                    .attribute("horizontalHuggingPriority"), "UIViewContentHuggingPriority",
                    .pairComponent(0, fill: 250), default: "250", archivedDefault: .string("{250, 250}")),
                IBProperty(
                    .attribute("verticalHuggingPriority"), "UIViewContentHuggingPriority",
                    .pairComponent(1, fill: 250), default: "250", archivedDefault: .string("{250, 250}")),
                IBProperty(
                    .attribute("horizontalCompressionResistancePriority"), "UIViewContentCompressionResistancePriority",
                    .pairComponent(0, fill: 750), default: "750", archivedDefault: .string("{750, 750}")),
                IBProperty(
                    .attribute("verticalCompressionResistancePriority"), "UIViewContentCompressionResistancePriority",
                    .pairComponent(1, fill: 750), default: "750", archivedDefault: .string("{750, 750}")),
            ],
            // `UIDeepDrawRect`: true on every view of Apple's compiled Wizard table nib (the table,
            // its prototype cell and content view) and of the ibtool-compiled views other
            // projects dump (a plain view, a label).
            // Xcode writes every view's `contentMode` and every control's content alignments,
            // and a label's line break mode and font fitting, at their defaults too (all 232
            // views, 80 buttons and 113 text fields of the corpus's iOS documents, 345 and 323
            // of its 347 labels): decompile writes them as it does.
            constants: [("UIViewLargeContentStoredProperties", .null), ("UIDeepDrawRect", .boolean(true))]),
        IBClassRule("view", "UIView", base: "@uiView"),
        IBClassRule(
            "@uiControl", "UIControl", base: "@uiView",
            [
                .attribute("enabled", "UIDisabled", .negatedBoolean, default: "YES", archivedDefault: .boolean(false)),
                .attribute("selected", "UISelected", .boolean, default: "NO", archivedDefault: .boolean(false)),
                .attribute("highlighted", "UIHighlighted", .boolean, default: "NO", archivedDefault: .boolean(false)),
                .attribute(
                    "contentHorizontalAlignment", "UIContentHorizontalAlignment",
                    .enumeration([
                        .init("center", 0), .init("left", 1), .init("right", 2), .init("fill", 3),
                        .init("leading", 4), .init("trailing", 5),
                    ]), default: "center", archivedDefault: .integer(0), writtenWhenDefault: true),
                .attribute(
                    "contentVerticalAlignment", "UIContentVerticalAlignment",
                    .enumeration([.init("center", 0), .init("top", 1), .init("bottom", 2), .init("fill", 3)]),
                    default: "center", archivedDefault: .integer(0), writtenWhenDefault: true),
                // The pointer (hover) interaction: `UIControl`'s decompiled `encodeWithCoder:`
                // writes `UIPointerInteractionEnabled` YES only when enabled, and its
                // `initWithCoder:` reads it only when present (UIKitCore, iOS 26).
                .attribute(
                    "pointerInteraction", "UIPointerInteractionEnabled", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
            ]),
        IBClassRule(
            "label", "UILabel", base: "@uiView",
            [
                .attribute("text", "UIText", .string),
                // Left is what a document that names no alignment means: Xcode writes
                // `textAlignment="natural"` (170 of the corpus's 347 UIKit labels, 52 of 113 text
                // fields) and never `"left"` (none of 483 labels, text fields and text views), and
                // left is `NSTextAlignment` 0, what UIKit's coder reads from an absent key; so
                // natural (4) is archived and left is not (inferred: no Apple-compiled iOS nib of
                // the corpus holds a label). The same for text fields and text views.
                .attribute(
                    "textAlignment", "UITextAlignment", textAlignments, default: "left", archivedDefault: .integer(0)),
                .attribute("numberOfLines", "UINumberOfLines", .integer, default: "1"),
                .attribute(
                    "lineBreakMode", "UILineBreakMode", lineBreakModes, default: "tailTruncation",
                    writtenWhenDefault: true),
                .attribute(
                    "adjustsFontSizeToFit", "UIAdjustsFontSizeToFit", .boolean, default: "NO", writtenWhenDefault: true),
                .attribute("minimumScaleFactor", "UIMinimumScaleFactor", .real),
                .attribute("enabled", "UIEnabled", .boolean, default: "YES"),
                // Inferred from UIKit's `UIStringDrawing.h` enumeration and the `UI` + name rule:
                // no Apple-compiled iOS nib of the corpus holds a label's own keys.
                .attribute(
                    "baselineAdjustment", "UIBaselineAdjustment",
                    .enumeration([.init("alignBaselines", 0), .init("alignCenters", 1), .init("none", 2)])),
                .attribute("minimumFontSize", "UIMinimumFontSize", .real),
                .attribute(
                    "adjustsFontForContentSizeCategory", "UIAdjustsFontForContentSizeCategory", .boolean),
                // Keys as xibdump (a nib-to-xib reader of Apple's nibs) reads them: the
                // preferred width as a number, letter spacing archived only when on (inferred).
                .attribute("preferredMaxLayoutWidth", "UIPreferredMaxLayoutWidth", .real),
                .attribute(
                    "adjustsLetterSpacingToFitWidth", "UIAdjustsLetterSpacingToFit", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                IBProperty(.object(element: "fontDescription", key: "fontDescription"), "UIFont", .uiFont),
            ]),
        // Inferred (`UIButton.h`'s `UIButtonType`, `roundedRect` being `system`; the `UI` + name
        // rule for the keys): no Apple-compiled iOS nib of the corpus holds a button.
        IBClassRule(
            "button", "UIButton", base: "@uiControl",
            [
                .attribute(
                    "buttonType", "UIButtonType",
                    .enumeration([
                        .init("custom", 0), .init("system", 1), .init("roundedRect", 1),
                        .init("detailDisclosure", 2), .init("infoLight", 3), .init("infoDark", 4),
                        .init("contactAdd", 5),
                    ])),
                .attribute("lineBreakMode", "UILineBreakMode", lineBreakModes),
                .attribute(
                    "reversesTitleShadowWhenHighlighted", "UIReversesTitleShadowWhenHighlighted", .boolean),
                IBProperty(.object(element: "fontDescription", key: "fontDescription"), "UIFont", .uiFont),
            ]),
        IBClassRule(
            "textField", "UITextField", base: "@uiControl",
            [
                .attribute("text", "UIText", .string),
                .attribute("placeholder", "UIPlaceholder", .string),
                .attribute(
                    "textAlignment", "UITextAlignment", textAlignments, default: "left", archivedDefault: .integer(0)),
                .attribute(
                    "borderStyle", "UIBorderStyle",
                    .enumeration([.init("none", 0), .init("line", 1), .init("bezel", 2), .init("roundedRect", 3)]),
                    default: "none"),
                .attribute("clearsOnBeginEditing", "UIClearsOnBeginEditing", .boolean, default: "NO"),
                // `UITextFieldViewMode` (`UITextField.h`) under the key xibdump reads; the
                // font-fitting switch under a label's key (both inferred).
                .attribute(
                    "clearButtonMode", "UIClearButtonMode",
                    .enumeration([
                        .init("never", 0), .init("whileEditing", 1), .init("unlessEditing", 2), .init("always", 3),
                    ]), default: "never", archivedDefault: .integer(0)),
                .attribute(
                    "adjustsFontSizeToFit", "UIAdjustsFontSizeToFit", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "adjustsFontForContentSizeCategory", "UIAdjustsFontForContentSizeCategory", .boolean,
                    default: "NO", archivedDefault: .boolean(false)),
                .attribute("minimumFontSize", "UIMinimumFontSize", .real),
                IBProperty(.object(element: "fontDescription", key: "fontDescription"), "UIFont", .uiFont),
            ] + textInputTraits),
        IBClassRule(
            "textView", "UITextView", base: "@uiView",
            [
                .attribute("text", "UIText", .string),
                .attribute(
                    "textAlignment", "UITextAlignment", textAlignments, default: "left", archivedDefault: .integer(0)),
                .attribute("editable", "UIEditable", .boolean, default: "YES"),
                .attribute("selectable", "UISelectable", .boolean, default: "YES"),
                .attribute(
                    "adjustsFontForContentSizeCategory", "UIAdjustsFontForContentSizeCategory", .boolean,
                    default: "NO", archivedDefault: .boolean(false)),
                IBProperty(.object(element: "fontDescription", key: "fontDescription"), "UIFont", .uiFont),
                // The data detectors (`<dataDetectorType key="dataDetectorTypes" link="YES"/>`) as
                // `UIDataDetectorTypes` bits (`UIDataDetectors.h`), under the key UIKit's
                // `UITextContentView` and `UIWebView` coders write only when not 0, and that a
                // UIKit port reads from Apple-compiled text views (OpenUIKit's `UINib`).
                // Inferred for `UITextView`'s own coder: no Apple-compiled iOS nib of the corpus
                // holds a text view.
                uiDataDetector("phoneNumber", 0x1), uiDataDetector("link", 0x2), uiDataDetector("address", 0x4),
                uiDataDetector("calendarEvent", 0x8), uiDataDetector("shipmentTrackingNumber", 0x10),
                uiDataDetector("flightNumber", 0x20), uiDataDetector("lookupSuggestion", 0x40),
                // A text view is a scroll view: archived even at its default, as Apple's compiled
                // Wizard table archives it (inferred for a text view).
                .attribute("bouncesZoom", "UIBouncesZoom", .boolean, default: "YES"),
            ] + scrollingFlags + textInputTraits),
        IBClassRule("imageView", "UIImageView", base: "@uiView"),
        // A cell's content view is not opaque: ibtool archives no `UIOpaque` for it (Apple's
        // compiled Wizard storyboard's cells, and the compiler's prototype cells), and Xcode writes
        // `opaque="NO"` on each of the corpus's 237 `<tableViewCellContentView>`s.
        IBClassRule(
            "tableViewCellContentView", "UITableViewCellContentView", base: "@uiView",
            [.attribute("opaque", "UIOpaque", .boolean, default: "YES", archivedDefault: .boolean(false))]),
        // Xcode 11's element for a collection view cell's content view (Xcode 10 wrote
        // `<view key="contentView">`): a plain `UIView`, the class `+[UICollectionViewCell
        // _contentViewClass]` makes, under the cell's `UIContentView` (UIKit's decompiled coder).
        IBClassRule("collectionViewCellContentView", "UIView", base: "@uiView"),
        // `MKMapType` (MapKit's `MKTypes.h`) under the key xibdump reads (inferred).
        IBClassRule(
            "mapView", "MKMapView", base: "@uiView",
            [
                .attribute(
                    "mapType", "MKMapType",
                    .enumeration([
                        .init("standard", 0), .init("satellite", 1), .init("hybrid", 2), .init("satelliteFlyover", 3),
                        .init("hybridFlyover", 4), .init("mutedStandard", 5),
                    ]), default: "standard", archivedDefault: .integer(0))
            ]),
        // A view controller's top and bottom layout guides: hidden views of the controller's
        // view (davidquesada/ibtool's dumps of Apple's iOS nibs).
        IBClassRule(
            "viewControllerLayoutGuide", "_UILayoutGuide",
            constants: [
                ("UIOpaque", .boolean(true)), ("UIHidden", .boolean(true)), ("UIAutoresizeSubviews", .boolean(true)),
                ("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .boolean(true)),
            ]),
        // A flow layout's numbers under the keys xib2nib's `UICollectionViewFlowLayout.cpp`
        // writes; its sizes and section inset are geometry blobs the UIKit archiver writes
        // itself. `UICollectionViewFlowLayout`'s decompiled `encodeWithCoder:` (UIKitCore,
        // iOS 26) leaves each spacing out at 10, and its `initWithCoder:` reads one only when
        // present (inferred that ibtool's nibs follow it: no Apple-compiled iOS nib of the corpus
        // has a collection view). Xcode writes both spacings, 10 too: decompile does.
        IBClassRule(
            "collectionViewFlowLayout", "UICollectionViewFlowLayout",
            [
                .attribute(
                    "minimumLineSpacing", "UILineSpacing", .float, archivedDefault: .float(10), writtenWhenDefault: true
                ),
                .attribute(
                    "minimumInteritemSpacing", "UIInteritemSpacing", .float, archivedDefault: .float(10),
                    writtenWhenDefault: true),
                .attribute(
                    "scrollDirection", "UIScrollDirection",
                    .enumeration([.init("vertical", 0), .init("horizontal", 1)]), default: "vertical",
                    archivedDefault: .integer(0)),
                .attribute(
                    "sectionInsetReference", "UISectionInsetReference",
                    .enumeration([.init("content", 0), .init("safeArea", 1), .init("layoutMargins", 2)]),
                    default: "content", archivedDefault: .integer(0)),
            ]),
        // A collection view's own layout class (`<collectionViewLayout customClass=…>`, a
        // `UICollectionViewLayout` subclass the app defines), kept under the same key as a flow
        // layout: `UICollectionViewLayout` archives no keys of its own (inferred: no
        // Apple-compiled iOS nib of the corpus has a collection view), so the class swapper
        // names the class alone.
        IBClassRule("collectionViewLayout", "UICollectionViewLayout"),
        // `UISwitch`'s decompiled `encodeWithCoder:` (UIKitCore, iOS 26) writes `UISwitchOn` YES
        // only when on; its enabled state is ``uiKitEnabledStateKeys``.
        IBClassRule(
            "switch", "UISwitch", base: "@uiControl",
            [.attribute("on", "UISwitchOn", .boolean, default: "NO", archivedDefault: .boolean(false))]),
        IBClassRule(
            "slider", "UISlider", base: "@uiControl",
            [
                .attribute("value", "UIValue", .real),
                .attribute("minValue", "UIMinValue", .real),
                .attribute("maxValue", "UIMaxValue", .real),
                .attribute("continuous", "UIContinuous", .boolean, default: "YES"),
            ]),
        IBClassRule(
            "stepper", "UIStepper", base: "@uiControl",
            [
                .attribute("value", "UIValue", .real),
                .attribute("minimumValue", "UIMinimumValue", .real),
                .attribute("maximumValue", "UIMaximumValue", .real),
                .attribute("stepValue", "UIStepValue", .real),
            ]),
        // The selected segment under the key xibdump reads (inferred; -1, no segment, when the
        // document names none).
        // The style (`UISegmentedControlStyle`, deprecated since iOS 7: plain 0, bordered 1, bar 2,
        // bezeled 3 in `UISegmentedControl.h`) under the key a reimplementation of UIKit that
        // loads Apple's nibs (touchHLE) reads with `containsValueForKey:`; archived only when not
        // plain (inferred: no Apple-compiled iOS nib of the corpus holds a segmented control).
        // Its segments: `UISegment` objects in `UISegments` (`UIKitArchiver.archiveSegments`).
        IBClassRule(
            "segmentedControl", "UISegmentedControl", base: "@uiControl",
            embedded: [.collection("UISegments", in: "segments")],
            [
                // `UISegmentedControl`'s decompiled `encodeWithCoder:` (UIKitCore, iOS 26) writes
                // the selected index always, -1 for none (which Xcode leaves out).
                .attribute("selectedSegmentIndex", "UISelectedSegmentIndex", .integer, default: "-1"),
                // Inferred (no Apple-compiled iOS nib of the corpus): `UISegmentedControlStyle`,
                // the values UIKit's deprecated `UISegmentedControlStyle`, left out when plain (0),
                // as WinObjC's xib2nib writes it. Xcode writes the style of every segmented
                // control (the corpus's 5 say `plain`).
                IBProperty(
                    .attribute("segmentControlStyle"), "UISegmentedControlStyle",
                    .enumeration([.init("plain", 0), .init("bordered", 1), .init("bar", 2), .init("bezeled", 3)]),
                    default: "plain", archivedDefault: .integer(0), writtenWhenDefault: true),
            ]),
        // A segment as `UISegment`'s decompiled coders (UIKitCore, iOS 26) write and read it:
        // its title (or image, ``uiKitImageKeys``) under `UISegmentInfo`, its width a float
        // under `UISegmentWidth` only when not 0 (automatic), `UISegmentStyle` 5 always, and its
        // position (`UIKitArchiver.archiveSegments`). Inferred: no Apple-compiled iOS nib of the
        // corpus holds a segmented control; a UIKit port that reads Apple's nibs (OpenUIKit)
        // reads a segment's title from `UISegmentInfo` too.
        IBClassRule(
            "segment", "UISegment",
            [
                .attribute("title", "UISegmentInfo", .string),
                .attribute("width", "UISegmentWidth", .float, default: "0", archivedDefault: .float(0)),
            ],
            constants: [("UISegmentStyle", .integer(5))]),
        IBClassRule(
            "progressView", "UIProgressView", base: "@uiView", [.attribute("progress", "UIProgress", .real)]),
        IBClassRule(
            "pageControl", "UIPageControl", base: "@uiControl",
            [
                .attribute("numberOfPages", "UINumberOfPages", .integer),
                .attribute("currentPage", "UICurrentPage", .integer, default: "0"),
            ]),
        // As `UIActivityIndicatorView`'s decompiled `encodeWithCoder:` writes it: the style
        // under `…Style-Modern` and again under the older key (`uiKitMirroredKeys`: `medium`
        // 100 as 1, `large` 101 as 0), `UIHidesWhenStopped` only when off, `UIAnimating` only when on, and the colour
        // under `UIColor` always (nil when the document names none). For `medium` and `large`
        // without a colour the coder adds a `UITintColor` of the style's default colour
        // (``uiKitActivityIndicatorDefaultTints``), which the UIKit archiver writes.
        IBClassRule(
            "activityIndicatorView", "UIActivityIndicatorView", base: "@uiView",
            [
                .attribute(
                    "style", "UIActivityIndicatorViewStyle-Modern",
                    .enumeration([
                        .init("whiteLarge", 0), .init("white", 1), .init("gray", 2), .init("medium", 100),
                        .init("large", 101),
                    ])),
                .attribute(
                    "hidesWhenStopped", "UIHidesWhenStopped", .boolean, default: "YES",
                    archivedDefault: .boolean(true)),
                .attribute("animating", "UIAnimating", .boolean, default: "NO", archivedDefault: .boolean(false)),
            ],
            constants: [("UIColor", .null)]),
        IBClassRule(
            "stackView", "UIStackView", base: "@uiView",
            [
                .attribute(
                    "axis", "UIStackViewAxis", .enumeration([.init("horizontal", 0), .init("vertical", 1)]),
                    default: "horizontal"),
                .attribute(
                    "distribution", "UIStackViewDistribution",
                    .enumeration([
                        .init("fill", 0), .init("fillEqually", 1), .init("fillProportionally", 2),
                        .init("equalSpacing", 3), .init("equalCentering", 4),
                    ]), default: "fill"),
                .attribute(
                    "alignment", "UIStackViewAlignment",
                    .enumeration([
                        .init("fill", 0), .init("top", 1), .init("firstBaseline", 2), .init("center", 3),
                        .init("bottom", 4), .init("lastBaseline", 5),
                    ]), default: "fill"),
                .attribute("spacing", "UIStackViewSpacing", .real, default: "0"),
                .attribute("baselineRelativeArrangement", "UIStackViewBaselineRelative", .boolean, default: "NO"),
            ]),
        // Scroll and table views: checked against the table view of Apple's compiled Wizard
        // storyboard (SwiftGen, coder 9), which archives `UIBouncesZoom`, the content inset
        // behaviour and the table's style, separator and heights even at their defaults (its
        // document writes no estimated heights: 0, where a newer document writes -1).
        IBClassRule(
            "scrollView", "UIScrollView", base: "@uiView",
            [
                .attribute(
                    "alwaysBounceVertical", "UIAlwaysBounceVertical", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "alwaysBounceHorizontal", "UIAlwaysBounceHorizontal", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute("bouncesZoom", "UIBouncesZoom", .boolean, default: "YES"),
                // Keys as xibdump reads them, archived only off their default (inferred).
                .attribute(
                    "directionalLockEnabled", "UIDirectionalLockEnabled", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "pagingEnabled", "UIPagingEnabled", .boolean, default: "NO", archivedDefault: .boolean(false)),
                // `UIScrollViewKeyboardDismissMode` (`UIScrollView.h`) under the key xibdump
                // reads, archived only off its default (inferred).
                .attribute(
                    "keyboardDismissMode", "UIKeyboardDismissMode",
                    .enumeration([
                        .init("none", 0), .init("onDrag", 1), .init("interactive", 2),
                        .init("onDragWithAccessory", 3), .init("interactiveWithAccessory", 4),
                    ]), default: "none", archivedDefault: .integer(0)),
                .attribute(
                    "contentInsetAdjustmentBehavior", "UIScrollViewContentInsetAdjustmentBehavior",
                    .enumeration([
                        .init("automatic", 0), .init("scrollableAxes", 1), .init("never", 2), .init("always", 3),
                    ]), default: "automatic"),
            ] + scrollingFlags,
            // The indicator insets follow the content insets (1), which a document does not
            // write: the Wizard's table archives it so.
            constants: [("UIScrollViewIndicatorInsetAdjustmentBehavior", .integer(1))]),
        IBClassRule(
            "tableView", "UITableView", base: "scrollView",
            [
                // Xcode writes a table's style and separator style at their defaults too (64 and
                // 61 of the corpus's 64 iOS tables): decompile writes them so.
                .attribute(
                    "style", "UITableViewStyle",
                    .enumeration([.init("plain", 0), .init("grouped", 1), .init("insetGrouped", 2)]),
                    default: "plain", writtenWhenDefault: true),
                .attribute(
                    "separatorStyle", "UISeparatorStyle",
                    .enumeration([.init("none", 0), .init("default", 1), .init("singleLineEtched", 2)]),
                    default: "default", writtenWhenDefault: true),
                .attribute("rowHeight", "UIRowHeight", .float),
                // As xibdump reads it (inferred).
                .attribute(
                    "allowsSelectionDuringEditing", "UIAllowsSelectionDuringEditing", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "allowsSelection", "UIAllowsSelection", .boolean, default: "YES", archivedDefault: .boolean(true)),
                .attribute("sectionHeaderHeight", "UISectionHeaderHeight", .float),
                .attribute("sectionFooterHeight", "UISectionFooterHeight", .float),
                .attribute("estimatedRowHeight", "UIEstimatedRowHeight", .float, default: "0"),
                .attribute("estimatedSectionHeaderHeight", "UIEstimatedSectionHeaderHeight", .float, default: "0"),
                .attribute("estimatedSectionFooterHeight", "UIEstimatedSectionFooterHeight", .float, default: "0"),
                .attribute(
                    "insetsContentViewsToSafeArea", "UIInsetsContentViewsToSafeArea", .boolean, default: "YES"),
                .attribute(
                    "separatorInsetReference", "UISeparatorInsetReference",
                    .enumeration([.init("fromCellEdges", 0), .init("fromAutomaticInsets", 1)]),
                    default: "fromCellEdges"),
            ]),
        // Prefetching under the key a UIKit port reads from Apple-compiled nibs (OpenUIKit's
        // `UINib`, measured on NetNewsWire's storyboards, whose collection views say
        // `prefetchingEnabled="NO"`); archived only when off (inferred: UIKit's default is on).
        IBClassRule(
            "collectionView", "UICollectionView", base: "scrollView",
            [
                .attribute(
                    "prefetchingEnabled", "UICollectionViewPrefetchingEnabled", .boolean, default: "YES",
                    archivedDefault: .boolean(true))
            ]),
        // A cell's enumerations are UIKit's (`UITableViewCell.h`); their keys follow the `UI` +
        // name rule, inferred. The prototype cell of Apple's compiled Wizard storyboard
        // (`selectionStyle="default"`, `indentationWidth="10"`) archives neither: UIKit's cell
        // archives them only away from their defaults, which `archivedDefault` names.
        IBClassRule(
            "tableViewCell", "UITableViewCell", base: "@uiView",
            [
                .attribute("reuseIdentifier", "UIReuseIdentifier", .string),
                // A styled cell's labels and image view (views of its content view), under the
                // keys xib2nib's `UITableViewCell.cpp` writes and UIKit reimplementations'
                // `initWithCoder:`s read (inferred: no Apple-compiled iOS nib of the corpus has
                // a styled cell).
                .attribute("textLabel", "UITextLabel", .objectReference),
                .attribute("detailTextLabel", "UIDetailTextLabel", .objectReference),
                .attribute("imageView", "UIImageView", .objectReference),
                .attribute(
                    "selectionStyle", "UISelectionStyle",
                    .enumeration([.init("none", 0), .init("blue", 1), .init("gray", 2), .init("default", 3)]),
                    default: "default", archivedDefault: .integer(3), writtenWhenDefault: true),
                .attribute(
                    "accessoryType", "UIAccessoryType",
                    .enumeration([
                        .init("none", 0), .init("disclosureIndicator", 1), .init("detailDisclosureButton", 2),
                        .init("checkmark", 3), .init("detailButton", 4),
                    ]), default: "none", archivedDefault: .integer(0)),
                // The accessory while editing and a custom focus style, as WinObjC's xib2nib writes
                // them (`UIEditingAccessoryType` only when not none, `UIFocusStyle` 1 for custom).
                .attribute(
                    "editingAccessoryType", "UIEditingAccessoryType",
                    .enumeration([
                        .init("none", 0), .init("disclosureIndicator", 1), .init("detailDisclosureButton", 2),
                        .init("checkmark", 3), .init("detailButton", 4),
                    ]), default: "none", archivedDefault: .integer(0)),
                .attribute(
                    "focusStyle", "UIFocusStyle", .enumeration([.init("default", 0), .init("custom", 1)]),
                    default: "default", archivedDefault: .integer(0)),
                // Xcode writes a cell's selection style and indentation width at their defaults
                // too (all 237 cells of the corpus's iOS documents): decompile writes them so.
                .attribute(
                    "indentationWidth", "UIIndentationWidth", .real, default: "10", archivedDefault: .real(10),
                    writtenWhenDefault: true),
                .attribute(
                    "indentationLevel", "UIIndentationLevel", .integer, default: "0", archivedDefault: .integer(0)),
                .attribute(
                    "style", "UITableViewCellStyle",
                    .enumeration([
                        .init("IBUITableViewCellStyleDefault", 0), .init("IBUITableViewCellStyleValue1", 1),
                        .init("IBUITableViewCellStyleValue2", 2), .init("IBUITableViewCellStyleSubtitle", 3),
                    ])),
            ]),
        IBClassRule(
            "collectionViewCell", "UICollectionViewCell", base: "@uiView",
            [.attribute("reuseIdentifier", "UIReuseIdentifier", .string)]),
        IBClassRule(
            "collectionReusableView", "UICollectionReusableView", base: "@uiView",
            [.attribute("reuseIdentifier", "UIReuseIdentifier", .string)]),
        // `UINavigationItem`'s decompiled `encodeWithCoder:` (UIKitCore, iOS 26) writes
        // `UILargeTitleDisplayMode` always (for apps built with a recent SDK, as ibtool's agent
        // is), the default `automatic` 0 too; `initWithCoder:` reads it when present. The values
        // are `UINavigationItemLargeTitleDisplayMode`'s (`UINavigationItem.h`: automatic 0,
        // always 1, never 2, inline 3), Xcode's keywords the cases' names (IBDecodable reads
        // `automatic`, `always`, `never`; `inline` is inferred). Inferred that ibtool archives
        // it for every item: no Apple-compiled iOS nib of the corpus holds a navigation item.
        IBClassRule(
            "navigationItem", "UINavigationItem",
            [
                .attribute("title", "UITitle", .string), .attribute("prompt", "UIPrompt", .string),
                .attribute(
                    "largeTitleDisplayMode", "UILargeTitleDisplayMode",
                    .enumeration([.init("automatic", 0), .init("always", 1), .init("never", 2), .init("inline", 3)]),
                    default: "automatic"),
            ]),
        IBClassRule(
            "barButtonItem", "UIBarButtonItem",
            [
                .attribute("title", "UITitle", .string),
                // A storyboard's item without `style` is bordered (Xcode writes `style="plain"`
                // for a plain one, flexible spaces included), as xib2nib's UIBarButtonItem.cpp
                // reads it (`_style = 1` when absent); inferred: no Apple-compiled iOS nib of the
                // corpus holds a bar button item.
                .attribute(
                    "style", "UIStyle", .enumeration([.init("plain", 0), .init("bordered", 1), .init("done", 2)]),
                    default: "bordered"),
                .attribute("enabled", "UIEnabled", .boolean, default: "YES"),
                .attribute("tag", "UITag", .integer, default: "0"),
                // A fixed width (a fixed space's, an item's own) as a float under `UIWidth`, as
                // WinObjC's xib2nib writes it (inferred: no Apple-compiled iOS nib of the corpus
                // holds a bar button item).
                .attribute("width", "UIWidth", .float),
                // `UIBarButtonSystemItem` (`UIBarButtonItem.h`) under `UISystemItem`, inferred.
                .attribute(
                    "systemItem", "UISystemItem",
                    .enumeration([
                        .init("done", 0), .init("cancel", 1), .init("edit", 2), .init("save", 3), .init("add", 4),
                        .init("flexibleSpace", 5), .init("fixedSpace", 6), .init("compose", 7), .init("reply", 8),
                        .init("action", 9), .init("organize", 10), .init("bookmarks", 11), .init("search", 12),
                        .init("refresh", 13), .init("stop", 14), .init("camera", 15), .init("trash", 16),
                        .init("play", 17), .init("pause", 18), .init("rewind", 19), .init("fastForward", 20),
                        .init("undo", 21), .init("redo", 22), .init("pageCurl", 23), .init("close", 24),
                    ])),
            ]),
        IBClassRule(
            "tabBarItem", "UITabBarItem",
            [
                .attribute("title", "UITitle", .string), .attribute("tag", "UITag", .integer, default: "0"),
                // `UITabBarSystemItem` (`UITabBarItem.h`) under `UISystemItem`, as xibdump reads it
                // (inferred).
                .attribute(
                    "systemItem", "UISystemItem",
                    .enumeration([
                        .init("more", 0), .init("favorites", 1), .init("featured", 2), .init("topRated", 3),
                        .init("recents", 4), .init("contacts", 5), .init("history", 6), .init("bookmarks", 7),
                        .init("search", 8), .init("downloads", 9), .init("mostRecent", 10), .init("mostViewed", 11),
                    ])),
            ]),
        IBClassRule(
            "viewController", "UIViewController",
            [
                .attribute("title", "UITitle", .string),
                .attribute("storyboardIdentifier", "UIStoryboardIdentifier", .string),
                // The keys `UIViewController`'s `initWithCoder:` asks its coder for (a trace of
                // UIKit's decoding another project logged): the scroll view insets and opaque
                // bars as integers (`decodeInt64`), the presentation context and bottom bar as
                // booleans, each archived only off UIKit's default (inferred). A view that does
                // not resize to full size is `UIAutoresizesArchivedViewToFullSize` false, as
                // WinObjC's xib2nib writes it.
                .attribute(
                    "automaticallyAdjustsScrollViewInsets", "UIKeyAutomaticallyAdjustsScrollViewInsets",
                    .booleanInteger, default: "YES", archivedDefault: .integer(1)),
                .attribute(
                    "extendedLayoutIncludesOpaqueBars", "UIKeyExtendedLayoutIncludesOpaqueBars", .booleanInteger,
                    default: "NO", archivedDefault: .integer(0)),
                .attribute(
                    "definesPresentationContext", "UIDefinesPresentationContext", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "providesPresentationContextTransitionStyle", "UIProvidesPresentationContextTransitionStyle",
                    .boolean, default: "NO", archivedDefault: .boolean(false)),
                .attribute(
                    "hidesBottomBarWhenPushed", "UIHidesBottomBarWhenPushed", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "autoresizesArchivedViewToFullSize", "UIAutoresizesArchivedViewToFullSize", .boolean,
                    default: "YES", archivedDefault: .boolean(true)),
            ]),
        // A storyboard's container controllers: a view controller's keys, under their own class.
        // `UITableViewController`'s and `UICollectionViewController`'s decompiled
        // `encodeWithCoder:`s write `UIClearsSelectionOnViewWillAppear` NO only when off (UIKit's
        // default is YES), and their `initWithCoder:`s read it only when present (UIKitCore,
        // iOS 26).
        IBClassRule(
            "tableViewController", "UITableViewController", base: "viewController", [clearsSelection]),
        IBClassRule(
            "collectionViewController", "UICollectionViewController", base: "viewController", [clearsSelection]),
        // `UINavigationController`'s decompiled `encodeWithCoder:` (UIKitCore, iOS 26) writes
        // `UINavigationBarHidden` YES only when the bar is hidden and `UIToolbarShown` YES only
        // when the toolbar is shown (a document's `toolbarHidden="NO"`); its `initWithCoder:`
        // reads both as booleans, absent being NO.
        IBClassRule(
            "navigationController", "UINavigationController", base: "viewController",
            [
                .attribute(
                    "navigationBarHidden", "UINavigationBarHidden", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "toolbarHidden", "UIToolbarShown", .negatedBoolean, default: "YES",
                    archivedDefault: .boolean(false)),
            ]),
        IBClassRule("tabBarController", "UITabBarController", base: "viewController"),
        // The class name from `UISplitViewController.h`. `UISplitViewControllerPanelImpl`'s
        // decompiled `encodeWithCoder:` (UIKitCore, iOS 26) writes its primary background style
        // and preferred split behavior only when not 0, and its `_initWithCoder:` reads each only
        // when present; the numbers are `UISplitViewController.h`'s (`…BackgroundStyleSidebar` 1;
        // `…SplitBehaviorTile` 1, `Overlay` 2, `Displace` 3). Inferred: that Xcode's keywords are
        // the cases' names (NetNewsWire's `behavior="tile" primaryBackgroundStyle="sidebar"`), as no
        // Apple-compiled split view controller is in the corpus.
        IBClassRule(
            "splitViewController", "UISplitViewController", base: "viewController",
            [
                .attribute(
                    "primaryBackgroundStyle", "UISplitViewControllerPrimaryBackgroundStyle",
                    .enumeration([.init("none", 0), .init("sidebar", 1)]), default: "none"),
                .attribute(
                    "behavior", "UISplitViewControllerPreferredSplitBehavior",
                    .enumeration([
                        .init("automatic", 0), .init("tile", 1), .init("overlay", 2), .init("displace", 3),
                    ]), default: "automatic"),
            ]),
        IBClassRule("pageViewController", "UIPageViewController", base: "viewController"),
        // The bars a container controller or a view holds. Their class names are UIKit's
        // (`UINavigationBar.h`, `UIToolbar.h`, `UITabBar.h`, `UISearchBar.h`); the keys under which
        // their holder archives them follow UIKit's `UI` + key rule (`UINavigationBar`,
        // `UIToolbar`, `UITabBar`) and their items `UIItems`, inferred (no Apple-compiled iOS nib of
        // the corpus holds a bar): only the keys of `UIView` are archived for them.
        IBClassRule("navigationBar", "UINavigationBar", base: "@uiView", [barTranslucence]),
        IBClassRule("toolbar", "UIToolbar", base: "@uiView", [barTranslucence]),
        IBClassRule("tabBar", "UITabBar", base: "@uiView"),
        // `UISearchBarStyle` (`UISearchBar.h`) under the key xibdump reads (inferred).
        IBClassRule(
            "searchBar", "UISearchBar", base: "@uiView",
            [
                .attribute(
                    "searchBarStyle", "UISearchBarStyle",
                    .enumeration([.init("default", 0), .init("prominent", 1), .init("minimal", 2)]),
                    default: "default", archivedDefault: .integer(0))
            ] + textInputTraits),
        // A storyboard's container view: a plain `UIView` whose content an embed segue supplies.
        IBClassRule("containerView", "UIView", base: "@uiView"),
        uiKitConstraintRule,
    ]

    /// A constraint as UIKit archives it: the shared rule, and the `…V2` copies of its attributes
    /// and constant that iOS nibs hold beside them, with `NSShouldBeArchived` (davidquesada/ibtool's
    /// dumps of Apple's iOS nibs).
    static let uiKitConstraintRule: IBClassRule = {
        var rule = constraintRule
        rule.properties += [
            .attribute("firstAttribute", "NSFirstAttributeV2", layoutAttributeNumbers),
            .attribute("secondAttribute", "NSSecondAttributeV2", layoutAttributeNumbers),
            .attribute("constant", "NSConstantV2", .real, default: "0"),
        ]
        rule.constants.append(("NSShouldBeArchived", .boolean(true)))
        return rule
    }()

    /// `NSLayoutAttribute` (UIKit's `NSLayoutConstraint.h`).
    private static let layoutAttributeNumbers = IBValueCodec.enumeration([
        .init("left", 1), .init("right", 2), .init("top", 3), .init("bottom", 4), .init("leading", 5),
        .init("trailing", 6), .init("width", 7), .init("height", 8), .init("centerX", 9), .init("centerY", 10),
        .init("lastBaseline", 11), .init("firstBaseline", 12), .init("leftMargin", 13),
        .init("rightMargin", 14), .init("topMargin", 15), .init("bottomMargin", 16), .init("leadingMargin", 17),
        .init("trailingMargin", 18), .init("centerXWithinMargins", 19), .init("centerYWithinMargins", 20),
    ])

    /// A bit of a view's `UIAutoresizingMask` (`UIViewAutoresizing`), left out when no bit is set.
    private static func uiAutoresizing(_ name: String, _ mask: UInt64) -> IBProperty {
        IBProperty(
            .keyed(element: "autoresizingMask", key: "autoresizingMask", attribute: name), "UIAutoresizingMask",
            .flag(mask: mask), default: "NO", archivedDefault: .integer(0))
    }

    /// A bit of a text view's `UIDataDetectorTypes`, left out when no bit is set.
    private static func uiDataDetector(_ name: String, _ mask: UInt64) -> IBProperty {
        IBProperty(
            .keyed(element: "dataDetectorType", key: "dataDetectorTypes", attribute: name), "UIDataDetectorTypes",
            .flag(mask: mask), default: "NO", archivedDefault: .integer(0))
    }

    /// The archive key under which a UIKit object stores a child the document writes with
    /// `key=documentKey`: an exception, else `UI` and the key capitalised (`contentView` →
    /// `UIContentView`), which ``documentKey(forArchiveKey:)`` reads back.
    package static func uiKitArchiveKey(forDocumentKey documentKey: String) -> String {
        if let known = uiKitArchiveKeyExceptions[documentKey] { return known }
        guard let first = documentKey.first else { return documentKey }
        return "UI" + first.uppercased() + documentKey.dropFirst()
    }

    private static let uiKitArchiveKeyExceptions: [String: String] = [:]

    /// The archive key of a label's `<size key="shadowOffset">`: a geometry blob of width and
    /// height, which `UILabel`'s coder leaves out at its default,
    /// ``uiKitLabelDefaultShadowOffset`` (inferred from UIKit's coder: no Apple-compiled iOS nib
    /// of the corpus holds a label's shadow).
    package static let uiKitLabelShadowOffsetKey = "UIShadowOffset"
    /// A label's shadow offset when its archive says none: (0, -1), `UILabel`'s default.
    package static let uiKitLabelDefaultShadowOffset: [Double] = [0, -1]

    /// A button's keyed `<inset>`s and the archive keys of their `UIEdgeInsets` geometry blobs
    /// (top, left, bottom, right: `minY`, `minX`, `maxY`, `maxX`), in the order Xcode writes
    /// them: the keys xib2nib's `UIButton.cpp` writes (inferred; no Apple-compiled iOS nib of the
    /// corpus holds a button with insets). The compiler archives them (`UIKitArchiver`) and the
    /// decompiler gives them back (`CompiledNibMapper.writeUIKitButtonInsets`).
    package static let uiKitButtonInsetKeys: [(documentKey: String, key: String)] = [
        ("contentEdgeInsets", "UIContentEdgeInsets"), ("titleEdgeInsets", "UITitleEdgeInsets"),
        ("imageEdgeInsets", "UIImageEdgeInsets"),
    ]

    /// The archive keys of the collections a UIKit document wraps (`subviews` → `UISubviews`,
    /// `constraints` → `UIViewAutolayoutConstraints`, as `UIView`'s `initWithCoder:` reads them).
    package static let uiKitCollectionKeys: [String: String] = [
        "subviews": "UISubviews", "constraints": "UIViewAutolayoutConstraints",
        // A bar's items (`UINavigationBar`, `UIToolbar`, `UITabBar`) and a controller's toolbar
        // items, under UIKit's `UI` + name rule; inferred, no Apple-compiled iOS nib of the corpus
        // holds them.
        "items": "UIItems", "toolbarItems": "UIToolbarItems",
        // A navigation item's bar button items (`UINavigationItem.h`'s `leftBarButtonItems`,
        // `rightBarButtonItems`); inferred the same way.
        "leftBarButtonItems": "UILeftBarButtonItems", "rightBarButtonItems": "UIRightBarButtonItems",
        // A xib's container controller's children (`<viewControllers>` of a navigation or tab
        // bar controller, an iOS `MainWindow.xib`'s), each with its `UIParentViewController`
        // (`UIKitArchiver`): the form the storyboard compiler gives a container's children, which
        // UIKit's `UIViewController` coder reads back. Inferred: no Apple-compiled iOS nib of the
        // corpus holds a container controller; other projects report `UIChildViewControllers`
        // (and, in older nibs, the same array again under `UIViewControllers`).
        "viewControllers": "UIChildViewControllers",
    ]

    /// Parts of a UIKit element that Interface Builder writes for its canvas only, by element:
    /// ibtool archives nothing for them. A collection view cell's `<size key="customSize">` is
    /// the size inspector's "Custom" size, which the cell's frame (`UIBounds`) already holds:
    /// `UICollectionReusableView`'s and `UICollectionViewCell`'s decompiled coders read no size,
    /// and a xib's cell keeps a stale one beside its frame (DuckDuckGo's `FavoriteHomeCell`:
    /// custom 134×110, frame 68×110). Inferred: no Apple-compiled collection view is in the
    /// corpus.
    /// A controller's `<size key="freeformSize">` (any element, `*`) is the size Interface
    /// Builder's "Simulated Size: Freeform" gives its canvas, as the `simulated…` metrics are:
    /// `UIViewController`'s coder reads no size (its view's frame is archived as the view's
    /// `UIBounds`). Inferred.
    package static let uiKitDesignTimeParts: [String: Set<String>] = [
        "collectionViewCell": ["customSize"], "*": ["freeformSize"],
    ]

    /// The design-time parts (``uiKitDesignTimeParts``) of `element`, its own and every
    /// element's.
    package static func uiKitDesignTimeParts(of element: String) -> Set<String> {
        (uiKitDesignTimeParts[element] ?? []).union(uiKitDesignTimeParts["*"] ?? [])
    }

    /// Attributes a document writes for a UIKit object that UIKit's coder neither writes nor
    /// reads, so that ibtool (which archives the object with its own `encodeWithCoder:`)
    /// archives nothing for them, by element:
    /// - a cell's `hidesAccessoryWhenEditing` (deprecated since iOS 3): `UITableViewCell`'s
    ///   decompiled `encodeWithCoder:` and `initWithCoder:` (UIKitCore, iOS 26) name no key for
    ///   it (nor for `shouldIndentWhileEditing`), only the accessory types, styles, indentation,
    ///   views and content configuration;
    /// - a switch's `title`: an iOS `UISwitch` has none (its `setTitle:` throws outside the Mac
    ///   idiom), and its coder archives only its state, colours, images and style.
    ///
    /// Facts from the decompiled coders; that no Apple-compiled nib holds a key for them is
    /// inferred (no Apple-compiled iOS nib of the corpus holds such a cell or switch). The
    /// decompiler cannot give them back.
    package static let uiKitPartsUIKitDoesNotArchive: [String: Set<String>] = [
        "tableViewCell": ["hidesAccessoryWhenEditing"], "switch": ["title"],
    ]

    /// The named images a UIKit element archives itself, by element then attribute: the
    /// archive key of the `UIImage` (a `UIImageNibPlaceholder`, `UIKitArchiver.uiImage(named:)`).
    /// An image view's `UIImage` as xib2nib's `UIImageView.cpp` writes it and `UIImageView`'s
    /// coder reads it; a slider's value images and a progress view's images under the keys
    /// `UISlider`'s and `UIProgressView`'s decompiled `initWithCoder:`s read (UIKitCore, iOS 26),
    /// each only when set (inferred: no Apple-compiled iOS nib of the corpus holds one). The
    /// decompiler writes each back as its attribute from the placeholder's `UIResourceName`.
    package static let uiKitImageKeys: [String: [String: String]] = [
        "imageView": ["image": "UIImage"],
        "slider": ["minimumValueImage": "UIMinimumValueImage", "maximumValueImage": "UIMaximumValueImage"],
        "progressView": ["progressImage": "UIProgressProgressImage", "trackImage": "UIProgressTrackImage"],
        // A segment's image is its `UISegmentInfo` (the title's key: `UISegment`'s coder keeps
        // one object value, `archiveSegments`).
        "segment": ["image": "UISegmentInfo"],
        // A bar button item's image and landscape image, under the keys `UIBarButtonItem`'s
        // decompiled `initWithCoder:` reads (UIKitCore); inferred, as above.
        "barButtonItem": ["image": "UIImage", "landscapeImage": "UILandscapeImagePhone"],
    ]

    /// The key a control's own coder writes YES for an enabled control, beside `UIControl`'s
    /// `UIDisabled` (written only for a disabled one), by element: `UISwitch`'s decompiled
    /// `encodeWithCoder:` (UIKitCore, iOS 26) writes `UISwitchEnabled` YES when enabled, and
    /// its `initWithCoder:` sets `enabled` from it, absent being NO, so a switch archived
    /// without it loads disabled. The compiler writes it for every enabled element; the
    /// decompiler reads the state from `UIDisabled`.
    package static let uiKitEnabledStateKeys: [String: String] = ["switch": "UISwitchEnabled"]

    /// The text attributes a UIKit element archives as a dictionary, by element then the
    /// document's `<textAttributes key=…>`: the archive key. A navigation bar's
    /// `titleTextAttributes` is `UITitleTextAttributes`, which `UINavigationBar`'s decompiled
    /// `encodeWithCoder:` writes when set and its `initWithCoder:` reads when present (UIKitCore,
    /// iOS 26). The dictionary's entries are ``uiKitTextAttributeEntries``.
    package static let uiKitTextAttributeDictionaries: [String: [String: String]] = [
        "navigationBar": ["titleTextAttributes": "UITitleTextAttributes"]
    ]

    /// The entries of a `<textAttributes>` dictionary the archiver writes, by the child's `key`:
    /// the attributed-string key it stands for (`NSForegroundColorAttributeName` is `NSColor`)
    /// and the child's element. Its value is a `UIColor`. The dictionary is an `NSDictionary`
    /// of `NSString` keys (inferred: no Apple-compiled iOS nib of the corpus holds bar text
    /// attributes); a font or shadow is not archived yet and stays reported.
    package static let uiKitTextAttributeEntries: [String: (name: String, element: String)] = [
        "textColor": ("NSColor", "color")
    ]

    /// The `UIRectEdge` sets a UIKit element writes as a keyed `<extendedEdge>` of edge switches
    /// (``uiKitRectEdges``), by the rule that has them: the document's key, the archive key (an
    /// integer of the edges' bits) and the set a document means when it writes no element.
    /// A controller's `edgesForExtendedLayout` is `UIKeyEdgesForExtendedLayout`, which
    /// `UIViewController`'s `initWithCoder:` reads with `decodeInt64` when present (a logged
    /// trace of UIKit's decoding; WinObjC's reader decodes the same key as an integer); Xcode
    /// writes no element for all four edges, UIKit's default, and an empty one for none.
    /// Archived only when not all edges, as the controller's other `UIKey…` settings are
    /// (inferred: no Apple-compiled iOS nib of the corpus holds one).
    package static let uiKitRectEdgeSets: [String: (documentKey: String, key: String, silent: Int64)] = [
        "viewController": ("edgesForExtendedLayout", "UIKeyEdgesForExtendedLayout", 15)
    ]

    /// A document's edge switches and their `UIRectEdge` bits (`UIGeometry.h`).
    package static let uiKitRectEdges: [(name: String, bit: Int64)] = [
        ("top", 1), ("left", 2), ("bottom", 4), ("right", 8),
    ]

    /// The unkeyed `<nil name=…>` a container controller's document writes for a collection its
    /// relationship segues fill (an older Xcode's `<nil name="viewControllers"/>` of a navigation
    /// controller): nil is the absence of a value, and the children are archived from the
    /// segues (`UIChildViewControllers`), so ibtool has nothing more to archive (inferred).
    package static let uiKitNilCollections: Set<String> = ["viewControllers"]

    /// The colour `UIActivityIndicatorView`'s coder archives as `UITintColor` for a `medium` or
    /// `large` indicator that has no colour of its own, by style: its decompiled
    /// `encodeWithCoder:` writes `_defaultColorForStyle:` there, which is
    /// `+[UIColor secondaryLabelColor]` for both (100 and 101; the other styles' defaults are
    /// not archived). Archived as the system colour by name (``IBValueCodec/uiColorFields(_:)``).
    package static let uiKitActivityIndicatorDefaultTints: [String: String] = [
        "medium": "secondaryLabelColor", "large": "secondaryLabelColor",
    ]

    /// A UIKit element's attributed text, by element: the document's `<attributedString key=…>`,
    /// the attribute that says the element uses it, and the key `encodeWithCoder:` archives it
    /// under. `UILabel`'s decompiled coder writes its text as an `NSMutableAttributedString`
    /// under `UIAttributedText` (besides its plain string under `UIText`) whenever the text is
    /// attributed and differs from one the label's own font, colour, shadow and paragraph
    /// settings make: an attributed string Interface Builder writes carries no shadow, so it is
    /// always archived. Inferred: no Apple-compiled iOS nib of the corpus holds a label.
    package static let uiKitAttributedTexts: [String: (documentKey: String, flag: String, key: String)] = [
        "label": ("attributedText", "usesAttributedText", "UIAttributedText")
    ]

    /// The attributes of a run of attributed text the UIKit archiver archives, by the
    /// attribute's key (`NSAttributedStringKey`) and the element the document writes it as: a
    /// font (a `UIFont`), a colour (a `UIColor`) or a paragraph style (an
    /// `NSMutableParagraphStyle`, as `NSParagraphStyle`'s coder writes one; its tab stops are
    /// not archived yet). Other attributes are left out and reported. `NSOriginalFont` is the
    /// font a run asked for before the text system substituted another (`NSFont`), which Xcode
    /// keeps in a run's attributes as another font; archived as the run's other fonts are, under
    /// its own key (inferred: no Apple-compiled iOS nib of the corpus holds attributed text).
    package static let uiKitTextAttributes: [String: String] = [
        "NSFont": "font", "NSColor": "color", "NSBackgroundColor": "color", "NSParagraphStyle": "paragraphStyle",
        "NSOriginalFont": "font",
    ]

    /// The `UIColor` class methods older documents name with `cocoaTouchSystemColor=` (the
    /// colours of `UIInterface.h` before iOS 13's semantic `systemColor=` ones), which the
    /// decompiler writes back under that attribute.
    package static let uiKitLegacySystemColors: Set<String> = [
        "darkTextColor", "lightTextColor", "groupTableViewBackgroundColor", "viewFlipsideBackgroundColor",
        "scrollViewTexturedBackgroundColor", "underPageBackgroundColor", "tableCellGroupedBackgroundColor",
    ]

    /// Elements a document writes for objects UIKit makes itself at run time (a view's
    /// `safeAreaLayoutGuide`, `keyboardLayoutGuide`): the compiler archives nothing for them.
    package static let uiKitRuntimeMadeElements: Set<String> = ["viewLayoutGuide"]

    /// Wrappers of a UIKit element whose children the compiler does not archive, so a document
    /// that holds them is warned about. None now: a segmented control's `<segments>` is
    /// archived as its `UISegments` (the rule's embedded collection).
    package static let uiKitUnarchivedWrappers: Set<String> = []

    /// Why the compiler refuses an element whose archived form it does not know, by element:
    /// what UIKit reads back, and what the corpus does not show.
    package static let uiKitUnknownArchives: [String: String] = [
        "sections":
            "a static table's cells are archived as its storyboard table view controller's "
            + "UITableViewControllerStaticDataSource; a xib's table view has no such controller to hold them",
        "hostingController":
            "a SwiftUI hosting controller (a UIHostingController subclass) is in no Apple-compiled nib of the "
            + "corpus",
        "avPlayerViewController": "AVKit's player controller is in no Apple-compiled nib of the corpus",
        "sceneKitView":
            "SceneKit's view (SCNView) is in no Apple-compiled nib of the corpus, nor are the keys of its scene "
            + "and rendering options known",
    ]

    /// The `UILayoutGuideIdentifier` of the view layout guides the compiler archives, by the
    /// guide's `key`: a view's safe area (a `UILayoutGuide` UIKit's `UIView` lists in
    /// `UIViewLayoutGuides`). A scroll view's `contentLayoutGuide` and `frameLayoutGuide` are
    /// not archived.
    package static let uiKitViewLayoutGuideIdentifiers: [String: String] = [
        "safeArea": "UIViewSafeAreaLayoutGuide"
    ]

    /// The relationship a storyboard's UIKit container gives the children it archives in
    /// `UIChildViewControllers`, by the container's class: the compiler archives only these
    /// relationships (a navigation controller's root, a tab bar controller's tabs), in the
    /// order of their segues, and the compiled reader reads them back as these segues.
    package static let uiKitChildRelationships: [String: String] = [
        "UINavigationController": "rootViewController", "UITabBarController": "viewControllers",
    ]

    /// The relationships a UIKit container tells apart by position in `UIChildViewControllers`,
    /// by the container's class, in the order the compiler archives them (whatever the order of
    /// the segues) and the compiled reader reads them back. A split view controller's
    /// `UISplitViewControllerPanelImpl` hands its decoded `childViewControllers` to
    /// `setViewControllers:` (UIKit's decompiled `_initWithCoder:`): index 0 is the primary
    /// (leading) column, 1 the secondary. That `masterViewController` is the primary and
    /// `detailViewController` the secondary is inferred from the names: no Apple-compiled split
    /// view controller is in the corpus.
    package static let uiKitPositionalChildRelationships: [String: [String]] = [
        "UISplitViewController": ["masterViewController", "detailViewController"]
    ]

    /// A container's style that takes more children than ``uiKitPositionalChildRelationships``
    /// says, by the container's class: the style key, its value, and the relationships by
    /// position. A split view controller with a `supplementaryViewController` is a triple-column
    /// one: `UISplitViewControllerPanelImpl`'s decompiled `_initWithCoder:` reads
    /// `UISplitViewControllerStyle` (an integer its `encodeWithCoder:` always writes;
    /// `UISplitViewControllerStyle.tripleColumn` is 2) before it hands the decoded children to
    /// `setViewControllers:`, which in that style puts index 0 in the primary column, 1 in the
    /// supplementary and 2 in the secondary (and refuses three children in any other style).
    /// Inferred: that Interface Builder's supplementary relationship makes the style 2 (no
    /// Apple-compiled split view controller is in the corpus; UIKit takes three children in no
    /// other style), and that the style is left out otherwise, as the compiler did before.
    package static let uiKitStyledChildRelationships:
        [String: (styleKey: String, style: Int64, relationships: [String])] = [
            "UISplitViewController": (
                "UISplitViewControllerStyle", 2,
                ["masterViewController", "supplementaryViewController", "detailViewController"]
            )
        ]

    /// The relationships a UIKit container of class `className` tells apart by position, in
    /// its style `style` (the value of its style key, `nil` when the archive has none):
    /// ``uiKitStyledChildRelationships`` for the style that names them, else
    /// ``uiKitPositionalChildRelationships``.
    package static func uiKitPositionalRelationships(of className: String, style: Int64?) -> [String]? {
        if let styled = uiKitStyledChildRelationships[className], styled.style == style {
            return styled.relationships
        }
        return uiKitPositionalChildRelationships[className]
    }

    /// Keys UIKit archives twice, under an older name too: Apple's compiled table view holds
    /// `UIStyle` beside `UITableViewStyle` and `UISeparatorStyleIOS5AndLater` beside
    /// `UISeparatorStyle`, with the same value.
    package static let uiKitMirroredKeys: [String: String] = [
        "UITableViewStyle": "UIStyle", "UISeparatorStyle": "UISeparatorStyleIOS5AndLater",
        // An activity indicator's style under its older key too (`UIActivityIndicatorView`'s
        // decompiled `encodeWithCoder:`), with ``uiKitMirroredValues``.
        "UIActivityIndicatorViewStyle-Modern": "UIActivityIndicatorViewStyle",
    ]

    /// The numbers a mirrored key (``uiKitMirroredKeys``) holds in place of its source's, by the
    /// source key: an activity indicator's `medium` (100) and `large` (101) are the older
    /// `white` (1) and `whiteLarge` (0); any other number is the same.
    package static let uiKitMirroredValues: [String: [Int64: Int64]] = [
        "UIActivityIndicatorViewStyle-Modern": [100: 1, 101: 0]
    ]

    /// The `_UILayoutGuideIdentifier` of a view controller's layout guide, by its `type`.
    package static let uiKitLayoutGuideIdentifiers: [String: String] = [
        "top": "_UIViewControllerTop", "bottom": "_UIViewControllerBottom",
    ]

    /// The wrapper of a view controller's layout guides, which UIKit keeps among the subviews
    /// of the controller's view.
    package static let uiKitLayoutGuidesWrapper = "layoutGuides"

    /// The colours Xcode writes as `<nil key=…>` on every UIKit element of a kind that has none
    /// (a label's `<nil key="textColor"/>`, `<nil key="highlightedColor"/>`: 322 of the 325
    /// labels of the corpus's iOS storyboards write the second, the 106 without a text colour the
    /// first), by element: the key the compiler archives the colour under, absent when the
    /// document says `nil`. Decompile writes the `<nil>` when the key is absent (the compiler
    /// archives nothing for it either way).
    package static let uiKitNilWhenUnarchived: [String: [(archiveKey: String, key: String)]] = [
        "label": [("UITextColor", "textColor"), ("UIHighlightedColor", "highlightedColor")]
    ]

    /// Keyed children Xcode writes on every UIKit element of a kind, empty when nothing in them
    /// differs from the default: a text field's, text view's and search bar's
    /// `<textInputTraits key="textInputTraits"/>` (all 141 of the corpus's iOS storyboards and
    /// xibs have one). Decompile writes the element when no archived trait made it.
    package static let uiKitAlwaysWrittenKeyed: [String: (element: String, key: String)] = [
        "textField": ("textInputTraits", "textInputTraits"), "textView": ("textInputTraits", "textInputTraits"),
        "searchBar": ("textInputTraits", "textInputTraits"),
    ]

    /// The keys of the colours a UIKit element names by `key` (`UIView`'s `UIBackgroundColor`,
    /// `UILabel`'s `UITextColor`, `UIView`'s `UITintColor`).
    package static let uiKitColorKeys: [String: String] = [
        "backgroundColor": "UIBackgroundColor", "textColor": "UITextColor", "tintColor": "UITintColor",
        "barTintColor": "UIBarTintColor", "separatorColor": "UISeparatorColor",
        // A label's highlighted text colour, under the `UI` + name rule (inferred).
        "highlightedColor": "UIHighlightedColor",
    ]

    /// The keys of the colours only some UIKit elements name, by element then document key:
    /// a switch's (`UISwitch`'s decompiled `encodeWithCoder:` writes each when set), a
    /// slider's, a progress view's and a page control's (the keys xibdump reads back from
    /// Apple's nibs; inferred: no Apple-compiled iOS nib of the corpus holds one).
    package static let uiKitElementColorKeys: [String: [String: String]] = [
        "switch": ["onTintColor": "UISwitchOnTintColor", "thumbTintColor": "UISwitchThumbTintColor"],
        "slider": [
            "minimumTrackTintColor": "UIMinimumTintColor", "maximumTrackTintColor": "UIMaximumTintColor",
            "thumbTintColor": "UIThumbTintColor",
        ],
        "progressView": [
            "trackTintColor": "UIProgressTrackTintColor", "progressTintColor": "UIProgressProgressTintColor",
        ],
        "pageControl": [
            "pageIndicatorTintColor": "UIPageIndicatorTintColor",
            "currentPageIndicatorTintColor": "UICurrentPageIndicatorTintColor",
        ],
        // An activity indicator's colour (its decompiled `encodeWithCoder:`; also its
        // `UITintColor`, which the UIKit archiver writes).
        "activityIndicatorView": ["color": "UIColor"],
    ]

    /// The archive key of the colour `element` names by `key`: its own
    /// (``uiKitElementColorKeys``) or every view's (``uiKitColorKeys``).
    package static func uiKitColorKey(element: String, key: String) -> String? {
        uiKitElementColorKeys[element]?[key] ?? uiKitColorKeys[key]
    }

    /// The `UIControlState` number of each `<state key=…>` of a button (UIKit's `UIControl.h`).
    package static let uiControlStates: [String: Int64] = [
        "normal": 0, "highlighted": 1, "disabled": 2, "selected": 4, "focused": 8,
    ]

    /// The keys of the colours a button's `<state>` names, in its `UIButtonContent` (inferred).
    package static let uiButtonContentColorKeys: [String: String] = [
        "titleColor": "UITitleColor", "titleShadowColor": "UIShadowColor",
    ]

    /// The bit of each `UIControlEvents` value a document names in `eventType` (UIKit's
    /// `UIControl.h`); the compiled reader reads the same bits back.
    package static let uiControlEvents: [String: Int] = [
        "touchDown": 0, "touchDownRepeat": 1, "touchDragInside": 2, "touchDragOutside": 3, "touchDragEnter": 4,
        "touchDragExit": 5, "touchUpInside": 6, "touchUpOutside": 7, "touchCancel": 8, "valueChanged": 12,
        "primaryActionTriggered": 13, "menuActionTriggered": 14, "editingDidBegin": 16, "editingChanged": 17,
        "editingDidEnd": 18, "editingDidEndOnExit": 19,
    ]

    /// A scroll view's scrolling switches, which a text view (a scroll view) has too: keys as
    /// xibdump reads them, archived only off their default (inferred).
    private static let scrollingFlags: [IBProperty] = [
        .attribute(
            "showsHorizontalScrollIndicator", "UIShowsHorizontalScrollIndicator", .boolean, default: "YES",
            archivedDefault: .boolean(true)),
        .attribute(
            "showsVerticalScrollIndicator", "UIShowsVerticalScrollIndicator", .boolean, default: "YES",
            archivedDefault: .boolean(true)),
        .attribute(
            "scrollEnabled", "UIScrollDisabled", .negatedBoolean, default: "YES", archivedDefault: .boolean(false)),
        // `bounces` as xibdump reads it (`UIBounceEnabled`), archived only when off (inferred).
        .attribute("bounces", "UIBounceEnabled", .boolean, default: "YES", archivedDefault: .boolean(true)),
    ]

    /// A table or collection view controller's `clearsSelectionOnViewWillAppear`.
    private static let clearsSelection: IBProperty = .attribute(
        "clearsSelectionOnViewWillAppear", "UIClearsSelectionOnViewWillAppear", .boolean, default: "YES",
        archivedDefault: .boolean(true))

    /// A navigation bar's or toolbar's `translucent` as `UIBarTranslucence` (1 translucent, 2
    /// opaque; 0, the default, left out), as xibdump reads it (inferred).
    private static let barTranslucence: IBProperty = .attribute(
        "translucent", "UIBarTranslucence", .enumeration([.init("YES", 1), .init("NO", 2)]))

    /// A text field's, text view's or search bar's `<textInputTraits key="textInputTraits">`
    /// (`UITextInputTraits`), archived on the view itself under the keys the decompiled
    /// `initWithCoder:`s of `UITextField`, `UITextView` and `UISearchBar` read
    /// (`UIAutocapitalizationType`, `UIAutocorrectionType`, `UISpellCheckingType`,
    /// `UIKeyboardType`, `UIKeyboardAppearance`, `UIReturnKeyType`,
    /// `UIEnablesReturnKeyAutomatically`, `UISecureTextEntry`, `UITextContentType`,
    /// `UITextSmartInsertDeleteType`; WinObjC's xib2nib writes the same keys and
    /// `UITextSmartDashesType`, `UITextSmartQuotesType`), with the numbers of
    /// `UITextInputTraits.h`'s enumerations and the document's names for them as xib2nib reads
    /// them (`alphabet` is `UIKeyboardTypeASCIICapable`). Each is archived only when it is not
    /// the value a silent document means (0, `NO`), as xib2nib writes them and as the coders'
    /// `containsValueForKey:` checks allow (inferred: no Apple-compiled iOS nib of the corpus
    /// holds a text field, so whether ibtool archives `none` capitalization as 0 is not known).
    private static let textInputTraits: [IBProperty] = {
        func trait(_ attribute: String, _ key: String, _ codec: IBValueCodec, default text: String) -> IBProperty {
            IBProperty(
                .keyed(element: "textInputTraits", key: "textInputTraits", attribute: attribute), key, codec,
                default: text, archivedDefault: text == "NO" ? .boolean(false) : .integer(0))
        }
        let tristate = IBValueCodec.enumeration([.init("default", 0), .init("no", 1), .init("yes", 2)])
        return [
            trait(
                "autocapitalizationType", "UIAutocapitalizationType",
                .enumeration([.init("none", 0), .init("words", 1), .init("sentences", 2), .init("allCharacters", 3)]),
                default: "none"),
            trait("autocorrectionType", "UIAutocorrectionType", tristate, default: "default"),
            trait("spellCheckingType", "UISpellCheckingType", tristate, default: "default"),
            trait("smartDashesType", "UITextSmartDashesType", tristate, default: "default"),
            trait("smartQuotesType", "UITextSmartQuotesType", tristate, default: "default"),
            trait("smartInsertDeleteType", "UITextSmartInsertDeleteType", tristate, default: "default"),
            trait(
                "keyboardType", "UIKeyboardType",
                .enumeration([
                    .init("default", 0), .init("alphabet", 1), .init("numbersAndPunctuation", 2), .init("URL", 3),
                    .init("numberPad", 4), .init("phonePad", 5), .init("namePhonePad", 6),
                    .init("emailAddress", 7), .init("decimalPad", 8), .init("twitter", 9), .init("webSearch", 10),
                    .init("ASCIICapableNumberPad", 11),
                ]), default: "default"),
            trait(
                "keyboardAppearance", "UIKeyboardAppearance",
                .enumeration([.init("default", 0), .init("alert", 1), .init("light", 2)]), default: "default"),
            trait(
                "returnKeyType", "UIReturnKeyType",
                .enumeration([
                    .init("default", 0), .init("go", 1), .init("google", 2), .init("join", 3), .init("next", 4),
                    .init("route", 5), .init("search", 6), .init("send", 7), .init("yahoo", 8), .init("done", 9),
                    .init("emergencyCall", 10), .init("continue", 11),
                ]), default: "default"),
            trait("enablesReturnKeyAutomatically", "UIEnablesReturnKeyAutomatically", .boolean, default: "NO"),
            trait("secureTextEntry", "UISecureTextEntry", .boolean, default: "NO"),
            IBProperty(
                .keyed(element: "textInputTraits", key: "textInputTraits", attribute: "textContentType"),
                "UITextContentType", .string),
        ]
    }()

    private static let lineBreakModes = IBValueCodec.enumeration([
        .init("wordWrap", 0), .init("characterWrap", 1), .init("clip", 2), .init("headTruncation", 3),
        .init("tailTruncation", 4), .init("middleTruncation", 5),
    ])
}

extension IBValueCodec {
    /// An iOS geometry blob as UIKit archives `UIBounds`, `UICenter` and its other points and
    /// rectangles: a first byte 7 (the `NIBArchive` value type of a double), then each number
    /// as a little-endian 64-bit double (17 bytes for a point, 33 for a rectangle).
    package static func geometryBlob(_ numbers: [Double]) -> [UInt8] {
        var bytes: [UInt8] = [7]
        bytes.reserveCapacity(1 + 8 * numbers.count)
        for number in numbers {
            let bits = number.bitPattern
            for byte in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: bits >> (8 * UInt64(byte)))) }
        }
        return bytes
    }

    /// The keys and values of the `UIColor` a document's `<color>` stands for: RGB components
    /// (`UIColorComponentCount` 4, `UIRed`, `UIGreen`, `UIBlue`, `UIAlpha` as floats, as Apple's
    /// iOS nibs store them), a white level (`UIWhite`, `UIAlpha`), or a system colour by name
    /// (`UISystemColorName`, the `UIColor` class method UIKit calls), with the `NSRGB` or
    /// `NSWhite` text and `NSColorSpace` 2 (RGB) or 4 (white) as Apple's iOS nibs write it. `nil` for a colour the
    /// vocabulary cannot encode (a named asset-catalog colour).
    package static func uiColorFields(_ color: NibColor) -> [(key: String, value: IBArchivedValue)]? {
        if let name = color.systemColor, color.red == nil, color.white == nil {
            return [("UISystemColorName", .string(name))]
        }
        let alpha = color.alpha ?? 1
        if let red = color.red, let green = color.green, let blue = color.blue {
            return [
                ("UIColorComponentCount", .integer(4)), ("UIRed", .float(red)), ("UIGreen", .float(green)),
                ("UIBlue", .float(blue)), ("UIAlpha", .float(alpha)),
                ("NSRGB", .string(uiComponents([red, green, blue], alpha: alpha))), ("NSColorSpace", .integer(2)),
            ]
        }
        if let white = color.white {
            return [
                ("UIColorComponentCount", .integer(2)), ("UIWhite", .float(white)), ("UIAlpha", .float(alpha)),
                ("NSWhite", .string(uiComponents([white], alpha: alpha))), ("NSColorSpace", .integer(4)),
            ]
        }
        return nil
    }

    /// The `NSRGB` or `NSWhite` text of a `UIColor`: its components as `%g` writes them, the
    /// alpha only when not 1, with no terminating NUL (Apple's compiled Wizard storyboard holds
    /// `"1 1 1"` for opaque white; the `NSWhite` form is inferred from it).
    private static func uiComponents(_ numbers: [Double], alpha: Double) -> String {
        (numbers + (alpha == 1 ? [] : [alpha])).map { IBColorCodec.significant($0, digits: 10) }
            .joined(separator: " ")
    }

    /// The keys of the `UIFont` a `<fontDescription>` stands for, inferred from the keys UIKit's
    /// `UIFont` decoder reads (no Apple-compiled iOS nib of the corpus holds a font): the point
    /// size (`UIFontPointSize`), a system font (`UISystemFont`, with `UIFontTraits` 1 italic or
    /// 2 bold) or a named one (`UIFontName`), and a text style (`UIFontTextStyle`). `nil` when
    /// the element names no size, name or style.
    package static func uiFontFields(_ attributes: [(name: String, value: String)]) -> [String: IBArchivedValue]? {
        let attribute = { (name: String) in attributes.first { $0.name == name }?.value }
        var fields: [String: IBArchivedValue] = [:]
        if let size = attribute("pointSize").flatMap(Double.init) { fields["UIFontPointSize"] = .real(size) }
        if let style = attribute("style") { fields["UIFontTextStyle"] = .string(style) }
        switch attribute("type") {
        case "system": fields["UISystemFont"] = .boolean(true)
        case "boldSystem":
            fields["UISystemFont"] = .boolean(true)
            fields["UIFontTraits"] = .integer(2)
        case "italicSystem":
            fields["UISystemFont"] = .boolean(true)
            fields["UIFontTraits"] = .integer(1)
        default:
            if let name = attribute("name") { fields["UIFontName"] = .string(name) }
        }
        return fields.isEmpty ? nil : fields
    }

    /// The `<fontDescription>` attributes of a `UIFont`'s keys, the way back of
    /// ``uiFontFields(_:)``, in the order Xcode writes them: a text style, a system font's
    /// `type` (bold and italic by their traits) or a named font's `name`, then the point size.
    /// A weight or a family, which the archive does not keep, is not given back. `nil` when the
    /// keys say none of them.
    package static func uiFontAttributes(_ fields: [String: IBArchivedValue]) -> [(name: String, value: String)]? {
        var attributes: [(name: String, value: String)] = []
        if case .string(let style)? = fields["UIFontTextStyle"] { attributes.append(("style", style)) }
        if fields["UISystemFont"] == .boolean(true) {
            let type =
                switch fields["UIFontTraits"] {
                case .integer(2)?: "boldSystem"
                case .integer(1)?: "italicSystem"
                default: "system"
                }
            attributes.append(("type", type))
        } else if case .string(let name)? = fields["UIFontName"] {
            attributes.append(("name", name))
        }
        switch fields["UIFontPointSize"] {
        case .real(let size)?, .float(let size)?: attributes.append(("pointSize", IBValueCodec.format(size)))
        case .integer(let size)?: attributes.append(("pointSize", String(size)))
        default: break
        }
        return attributes.isEmpty ? nil : attributes
    }
}

// MARK: - Accessibility

extension IBVocabulary {
    /// A UIKit object's `<accessibility key="accessibilityConfiguration">` as the compiler
    /// archives it and the decompiler reads it back: a `UIRuntimeAccessibilityConfiguration` in
    /// the root's `UINibAccessibilityConfigurationsKey`, with the keys UIKit's decompiled
    /// `initWithCoder:`/`encodeWithCoder:` use, each only when the document gives it. Inferred:
    /// no Apple-compiled iOS nib of the corpus holds one, so neither the order of the keys nor
    /// whether ibtool also lists the configurations among `UINibObjectsKey` is known.
    package enum UIKitAccessibility {
        /// The root's key listing the configurations, in document order.
        package static let configurationsKey = "UINibAccessibilityConfigurationsKey"
        /// The configurations' class.
        package static let className = "UIRuntimeAccessibilityConfiguration"
        /// The `<accessibility>` element's `key=`.
        package static let documentKey = "accessibilityConfiguration"
        /// The key of the object configured (UIKit's spelling).
        package static let objectKey = "UIAccessibileObject"
        /// The string attributes of the `<accessibility>` element and their archive keys, in
        /// the order the compiler archives them and Xcode writes them (alphabetical).
        package static let strings: [(attribute: String, key: String)] = [
            ("hint", "UIAccessibilityHint"), ("identifier", "UIAccessibilityIdentifier"),
            ("label", "UIAccessibilityLabel"),
        ]
        /// `<accessibilityTraits key="traits" …/>`: an `NSNumber` of the `UIAccessibilityTraits` bits.
        package static let traitsKey = "UIAccessibilityTraits"
        /// `<bool key="isElement" value="…"/>`: an `NSNumber` boolean.
        package static let isElementKey = "UIIsAccessibilityElement"
        /// The attribute of `<accessibilityTraits>` that sets no bit (written for traits of 0).
        package static let noTraits = "none"
        /// The bits of `UIAccessibilityConstants.h`'s traits (`UIAccessibilityTraitButton`…) by
        /// the attribute names of a document's `<accessibilityTraits>`, in bit order; `none` is
        /// no bit. Bits 0 to 14, on which the copies of the header in other projects (React
        /// Native macOS's `RCTUIAccessibilityTraits`, GNUstep-style UIKit reimplementations)
        /// agree; `header` and `tabBar`, which they give different bits, are not here (the
        /// compiler reports a document that names them).
        package static let traitBits: [(trait: String, bit: Int64)] = [
            ("button", 1 << 0), ("link", 1 << 1), ("image", 1 << 2), ("selected", 1 << 3), ("playsSound", 1 << 4),
            ("keyboardKey", 1 << 5), ("staticText", 1 << 6), ("summaryElement", 1 << 7), ("notEnabled", 1 << 8),
            ("updatesFrequently", 1 << 9), ("searchField", 1 << 10), ("startsMediaSession", 1 << 11),
            ("adjustable", 1 << 12), ("allowsDirectInteraction", 1 << 13), ("causesPageTurn", 1 << 14),
        ]

        /// The bits of `traitBits` set in `bits`, by attribute name in bit order (`noTraits` for
        /// none), or `nil` when `bits` holds a bit the table does not name (the decompiler then
        /// writes no traits).
        package static func traits(of bits: Int64) -> [String]? {
            var rest = bits
            var names: [String] = []
            for (trait, bit) in traitBits where bits & bit != 0 {
                names.append(trait)
                rest &= ~bit
            }
            guard rest == 0 else { return nil }
            return names.isEmpty ? [noTraits] : names
        }
    }
}
