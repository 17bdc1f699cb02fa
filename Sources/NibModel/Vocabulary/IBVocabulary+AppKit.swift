// How AppKit elements are archived. Each fact was read off Apple's compiled output for known
// sources (the corpus's xib/nib pairs, `nibdump dump --raw`) or taken from AppKit's headers
// (enumeration values); bit masks are those of the archived integers (`NSvFlags`,
// `NSCellFlags`, `NSCellFlags2`, `NSButtonFlags`, `NSButtonFlags2`, `NSWTFlags`).

extension IBVocabulary {
    /// The AppKit rules, abstract bases first.
    package static let appKitRules: [IBClassRule] =
        appKitViewRules + appKitCellRules + appKitTableRules + appKitOtherRules + [constraintRule]

    // MARK: Views and controls

    private static let appKitViewRules: [IBClassRule] = [
        IBClassRule(
            "@view", "NSView",
            [
                IBProperty(.rect(key: "frame"), "NSFrame", .frameString),
                IBProperty(.rect(key: "frame"), "NSFrameSize", .sizeString),
                .flag("hidden", "NSvFlags", 0x8000_0000),
                autoresizing("flexibleMinX", 0x1), autoresizing("widthSizable", 0x2),
                autoresizing("flexibleMaxX", 0x4), autoresizing("flexibleMinY", 0x8),
                autoresizing("heightSizable", 0x10), autoresizing("flexibleMaxY", 0x20),
                IBProperty(
                    .attribute("wantsLayer"), "NSViewIsLayerTreeHost", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                IBProperty(
                    .attribute("clipsToBounds"), "NSViewClipsToBoundsKeyName", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                IBProperty(.attribute("clipsToBounds"), "IBNSClipsToBounds", .booleanInteger, default: "NO"),
                IBProperty(
                    .attribute("horizontalHuggingPriority"), "NSHuggingPriority", .pairComponent(0, fill: 250),
                    default: "250", archivedDefault: .string("{250, 250}")),
                IBProperty(
                    .attribute("verticalHuggingPriority"), "NSHuggingPriority", .pairComponent(1, fill: 250),
                    default: "250", archivedDefault: .string("{250, 250}")),
                IBProperty(
                    .attribute("horizontalCompressionResistancePriority"), "NSAntiCompressionPriority",
                    .pairComponent(0, fill: 750), default: "750", archivedDefault: .string("{750, 750}")),
                IBProperty(
                    .attribute("verticalCompressionResistancePriority"), "NSAntiCompressionPriority",
                    .pairComponent(1, fill: 750), default: "750", archivedDefault: .string("{750, 750}")),
                .attribute("toolTip", "NSToolTip", .string),
                .attribute("identifier", "NSUserInterfaceItemIdentifier", .string),
                IBProperty(
                    .attribute("translatesAutoresizingMaskIntoConstraints"), "NSDoNotTranslateAutoresizingMask",
                    .negatedBoolean, default: "YES", archivedDefault: .boolean(false)),
                // A view that keeps its autoresizing mask writes the (possibly empty) mask element.
                IBProperty(
                    .presence(element: "autoresizingMask", key: "autoresizingMask"),
                    "NSDoNotTranslateAutoresizingMask", .negatedBoolean, archivedDefault: .boolean(false)),
            ],
            constants: [
                ("NSvFlags", .integer(0x100)), ("NSNibTouchBar", .null),
                ("NSViewWantsBestResolutionOpenGLSurface", .boolean(true)), ("IBNSSafeAreaLayoutGuide", .null),
                ("IBNSLayoutMarginsGuide", .null), ("IBNSClipsToBounds", .integer(0)),
            ]),
        IBClassRule("view", "NSView", base: "@view"),
        IBClassRule("customView", "NSView", base: "@view"),
        IBClassRule(
            "@control", "NSControl", base: "@view",
            [
                .attribute("enabled", "NSEnabled", .boolean, default: "YES"),
                IBProperty(
                    .attribute("allowsExpansionToolTips"), "NSControlAllowsExpansionToolTips", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                IBProperty(.attribute("tag"), "NSTag", .integer, default: "0", archivedDefault: .integer(0)),
            ] + cellDerived,
            constants: [
                ("NSAllowsLogicalLayoutDirection", .boolean(false)), ("NSControlSize", .integer(0)),
                ("NSControlContinuous", .boolean(false)), ("NSControlRefusesFirstResponder", .boolean(false)),
                ("NSControlUsesSingleLineMode", .boolean(false)), ("NSControlTextAlignment", .integer(0)),
                ("NSControlLineBreakMode", .integer(0)), ("NSControlWritingDirection", .integer(-1)),
                ("NSControlSendActionMask", .integer(4)),
            ]),
        IBClassRule("button", "NSButton", base: "@control"),
        IBClassRule("textField", "NSTextField", base: "@control"),
        IBClassRule("secureTextField", "NSSecureTextField", base: "@control"),
        IBClassRule("searchField", "NSSearchField", base: "@control"),
        IBClassRule("tokenField", "NSTokenField", base: "@control"),
        IBClassRule("comboBox", "NSComboBox", base: "@control"),
        IBClassRule("popUpButton", "NSPopUpButton", base: "@control"),
        IBClassRule(
            "imageView", "NSImageView", base: "@control",
            constants: [
                ("NSEditable", .boolean(true)), ("NSImageViewPlaceholderPrecedence", .integer(0)),
                ("IBNSShadowedSymbolConfiguration", .null),
                ("NSSubviews", .collection(className: "NSMutableArray", elements: [])),
                (
                    "NSDragTypes",
                    .collection(className: "NSMutableSet", elements: imagePasteboardTypes.map { .string($0) })
                ),
            ]),
        IBClassRule("slider", "NSSlider", base: "@control"),
        IBClassRule("stepper", "NSStepper", base: "@control"),
        IBClassRule("segmentedControl", "NSSegmentedControl", base: "@control"),
        IBClassRule("datePicker", "NSDatePicker", base: "@control"),
        IBClassRule("levelIndicator", "NSLevelIndicator", base: "@control"),
        IBClassRule("pathControl", "NSPathControl", base: "@control"),
        IBClassRule(
            "colorWell", "NSColorWell", base: "@control",
            [.attribute("bordered", "NSIsBordered", .boolean, default: "YES")]),
        IBClassRule(
            "switch", "NSSwitch", base: "@control",
            [.attribute("state", "NSControlState", .enumeration([.init("off", 0), .init("on", 1)]))]),
        IBClassRule(
            "progressIndicator", "NSProgressIndicator", base: "@view",
            [
                .attribute("maxValue", "NSMaxValue", .real, default: "100"),
                .attribute("minValue", "NSMinValue", .real, default: "0"),
                .attribute("doubleValue", "NSValue", .real, default: "0"),
                .flag("indeterminate", "NSpiFlags", 0x2),
                IBProperty(
                    .attribute("style"), "NSpiFlags",
                    .field(mask: 0x1000, [.init("bar", 0), .init("spinning", 0x1000)]),
                    default: "bar"),
            ]),
        IBClassRule(
            "box", "NSBox", base: "@view",
            [
                .attribute("title", "NSTitleCell/NSContents", .string, default: "Box"),
                .attribute(
                    "boxType", "NSBoxType",
                    .enumeration([
                        .init("primary", 0), .init("secondary", 1), .init("separator", 2), .init("oldStyle", 3),
                        .init("custom", 4),
                    ]), default: "primary"),
                .attribute(
                    "titlePosition", "NSTitlePosition",
                    .enumeration([
                        .init("noTitle", 0), .init("aboveTop", 1), .init("atTop", 2), .init("belowTop", 3),
                        .init("aboveBottom", 4), .init("atBottom", 5), .init("belowBottom", 6),
                    ]), default: "atTop"),
                .attribute("borderType", "NSBorderType", borderTypes, default: "bezel"),
                .attribute("transparent", "NSTransparent", .boolean, default: "NO"),
            ]),
        IBClassRule(
            "splitView", "NSSplitView", base: "@view",
            [
                .attribute("vertical", "NSIsVertical", .boolean, default: "NO"),
                .attribute(
                    "dividerStyle", "NSDividerStyle",
                    .enumeration([.init("thick", 1), .init("thin", 2), .init("paneSplitter", 3)]), default: "thick"),
                .attribute("autosaveName", "NSSplitViewAutosaveName", .string),
            ]),
        IBClassRule(
            "stackView", "NSStackView", base: "@view",
            [
                .attribute(
                    "orientation", "NSStackViewOrientation",
                    .enumeration([.init("horizontal", 0), .init("vertical", 1)]), default: "horizontal"),
                .attribute("alignment", "NSStackViewAlignment", layoutAttributes),
                .attribute(
                    "distribution", "NSStackViewdistribution",
                    .enumeration([
                        .init("gravityAreas", UInt64(bitPattern: -1)), .init("fill", 0), .init("fillEqually", 1),
                        .init("fillProportionally", 2), .init("equalSpacing", 3), .init("equalCentering", 4),
                    ])),
                .attribute("spacing", "NSStackViewSpacing", .real, default: "8"),
                .attribute("detachesHiddenViews", "NSStackViewDetachesHiddenViews", .boolean, default: "NO"),
                .attribute("horizontalStackHuggingPriority", "NSStackViewHorizontalHugging", .real),
                .attribute("verticalStackHuggingPriority", "NSStackViewVerticalHugging", .real),
                .attribute("horizontalClippingResistancePriority", "NSStackViewHorizontalClippingResistance", .real),
                .attribute("verticalClippingResistancePriority", "NSStackViewVerticalClippingResistance", .real),
            ]),
        IBClassRule(
            "textView", "NSTextView", base: "@view",
            [
                .attribute("allowsUndo", "NSAllowsUndo", .boolean, default: "NO", archivedDefault: .boolean(false)),
                // NSTVFlags: 0x1 horizontally, 0x2 vertically resizable, 0x84 always set.
                IBProperty(.attribute("horizontallyResizable"), "NSTVFlags", .flag(mask: 0x1), default: "NO"),
                IBProperty(.attribute("verticallyResizable"), "NSTVFlags", .flag(mask: 0x2), default: "YES"),
                IBProperty(.sizeComponent(key: "maxSize", index: 0), "NSMaxSize", .pairComponent(0, fill: 0)),
                IBProperty(.sizeComponent(key: "maxSize", index: 1), "NSMaxSize", .pairComponent(1, fill: 0)),
            ],
            constants: [("NSTVFlags", .integer(0x84)), ("NSDelegate", .null)]),
        IBClassRule("visualEffectView", "NSVisualEffectView", base: "@view"),
        IBClassRule(
            "tabView", "NSTabView", base: "@view",
            [
                .attribute("drawsBackground", "NSDrawsBackground", .boolean, default: "YES"),
                .attribute("allowsTruncatedLabels", "NSAllowTruncatedLabels", .boolean, default: "YES"),
            ]),
        IBClassRule(
            "tabViewItem", "NSTabViewItem",
            [
                .attribute("label", "NSLabel", .string),
                .attribute("identifier", "NSIdentifier", .string),
                .attribute("toolTip", "NSToolTip", .string),
            ]),
    ]

    // MARK: Cells

    private static let appKitCellRules: [IBClassRule] = [
        IBClassRule(
            "@cell", "NSCell",
            [
                .attribute("title", "NSContents", .string),
                IBProperty(.attribute("state"), "NSCellFlags", .field(mask: 0x8000_0000, [.init("on", 0x8000_0000)])),
                .flag("editable", "NSCellFlags", 0x1000_0000),
                .flag("selectable", "NSCellFlags", 0x20_0000),
                .flag("scrollable", "NSCellFlags", 0x10_0000),
                .flag("continuous", "NSCellFlags", 0x8_0000),
                IBProperty(
                    .attribute("borderStyle"), "NSCellFlags",
                    .field(
                        mask: 0xC0_0000,
                        [.init("border", 0x80_0000), .init("bezel", 0x40_0000), .init("borderAndBezel", 0xC0_0000)])),
                IBProperty(
                    .attribute("alignment"), "NSCellFlags2",
                    .field(
                        mask: 0x1C00_0000,
                        [
                            .init("left", 0), .init("right", 0x400_0000), .init("center", 0x800_0000),
                            .init("justified", 0xC00_0000), .init("natural", 0x1000_0000),
                        ]), default: "natural"),
                IBProperty(
                    .attribute("lineBreakMode"), "NSCellFlags2",
                    .field(
                        mask: 0xE00,
                        [
                            .init("wordWrapping", 0), .init("charWrapping", 0x200), .init("clipping", 0x400),
                            .init("truncatingHead", 0x600), .init("truncatingTail", 0x800),
                            .init("truncatingMiddle", 0xA00),
                        ]), default: "wordWrapping"),
                IBProperty(
                    .attribute("controlSize"), "NSCellFlags2",
                    .field(
                        mask: 0xE_0000,
                        [
                            .init("regular", 0), .init("small", 0x2_0000), .init("mini", 0x4_0000),
                            .init("large", 0x6_0000),
                        ]),
                    default: "regular"),
                .flag("sendsActionOnEndEditing", "NSCellFlags2", 0x40_0000),
                .flag("refusesFirstResponder", "NSCellFlags2", 0x200_0000),
                .flag("usesSingleLineMode", "NSCellFlags2", 0x40),
                IBProperty(.attribute("tag"), "NSTag", .integer, default: "0", archivedDefault: .integer(0)),
                IBProperty(.object(element: "font", key: "font"), "NSSupport", .font),
            ]),
        IBClassRule(
            "textFieldCell", "NSTextFieldCell", base: "@cell",
            [
                .attribute("title", "NSContents", .string, default: ""),
                .attribute("placeholderString", "NSPlaceholderString", .string),
                .attribute("drawsBackground", "NSDrawsBackground", .boolean, default: "NO"),
                IBProperty(.object(element: "color", key: "textColor"), "NSTextColor", .color),
                IBProperty(.object(element: "color", key: "backgroundColor"), "NSBackgroundColor", .color),
            ]),
        IBClassRule("secureTextFieldCell", "NSSecureTextFieldCell", base: "textFieldCell"),
        IBClassRule("tableHeaderCell", "NSTableHeaderCell", base: "textFieldCell"),
        IBClassRule("tokenFieldCell", "NSTokenFieldCell", base: "textFieldCell"),
        IBClassRule("comboBoxCell", "NSComboBoxCell", base: "textFieldCell"),
        IBClassRule("pathCell", "NSPathCell", base: "@cell"),
        IBClassRule(
            "searchFieldCell", "NSSearchFieldCell", base: "textFieldCell",
            [
                .attribute(
                    "bezelStyle", "NSTextBezelStyle", .enumeration([.init("square", 0), .init("round", 1)]),
                    default: "square"),
                .attribute("recentsAutosaveName", "NSRecentsAutosaveName", .string),
            ]),
        IBClassRule(
            "buttonCell", "NSButtonCell", base: "@cell",
            [
                .attribute("title", "NSContents", .string, default: ""),
                IBProperty(
                    .attribute("type"), "NSAuxButtonType", .enumeration([.init("check", 3), .init("radio", 4)])),
                IBProperty(.attribute("type"), "NSBezelStyle", buttonTypes),
                .attribute("bezelStyle", "NSBezelStyle", bezelStyles),
                IBProperty(.attribute("imagePosition"), "NSButtonFlags", .field(mask: 0x78_0000, imagePositions)),
                IBProperty(
                    .attribute("borderStyle"), "NSButtonFlags", .field(mask: 0x80_0000, [.init("border", 0x80_0000)])),
                IBProperty(
                    .attribute("inset"), "NSButtonFlags",
                    .field(mask: 0x6000, [.init("1", 0x2000), .init("2", 0x4000), .init("3", 0x6000)])),
                .flag("transparent", "NSButtonFlags", 0x8000),
                behavior("pushIn", 0x8000_0000), behavior("changeContents", 0x4000_0000),
                behavior("changeBackground", 0x2000_0000), behavior("changeGray", 0x1000_0000),
                behavior("lightByContents", 0x800_0000), behavior("lightByBackground", 0x400_0000),
                behavior("lightByGray", 0x200_0000),
                IBProperty(
                    .attribute("imageScaling"), "NSButtonFlags2",
                    .field(mask: 0x80, [.init("proportionallyDown", 0x80)])),
                .flag("showsBorderOnlyWhileMouseInside", "NSButtonFlags2", 0x8),
                .attribute("alternateTitle", "NSAlternateContents", .string, default: ""),
                .attribute("keyEquivalent", "NSKeyEquivalent", .string, default: ""),
            ]),
        IBClassRule(
            "popUpButtonCell", "NSPopUpButtonCell", base: "buttonCell",
            [
                .attribute("pullsDown", "NSPullDown", .boolean, default: "NO"),
                .attribute("selectedItem", "NSSelectedIndex", .integer),
                .attribute(
                    "arrowPosition", "NSArrowPosition",
                    .enumeration([.init("noArrow", 0), .init("arrowAtCenter", 1), .init("arrowAtBottom", 2)])),
                .attribute(
                    "preferredEdge", "NSPreferredEdge",
                    .enumeration([
                        .init("minX", 0), .init("minY", 1), .init("maxX", 2), .init("maxY", 3),
                    ])),
            ]),
        IBClassRule(
            "imageCell", "NSImageCell", base: "@cell",
            [
                .attribute(
                    "imageScaling", "NSScale",
                    .enumeration([
                        .init("proportionallyDown", 0), .init("axesIndependently", 1), .init("none", 2),
                        .init("proportionallyUpOrDown", 3),
                    ])),
                .attribute("animates", "NSAnimates", .boolean, default: "NO"),
                IBProperty(
                    .attribute("alignment"), "NSAlign",
                    .enumeration([
                        .init("left", 0), .init("center", 1), .init("right", 2), .init("justified", 3),
                        .init("natural", 4),
                    ]), default: "natural"),
                .attribute(
                    "imageFrameStyle", "NSStyle",
                    .enumeration([
                        .init("none", 0), .init("photo", 1), .init("grayBezel", 2), .init("groove", 3),
                        .init("button", 4),
                    ]), default: "none"),
            ],
            constants: [("NSImageAnimation", .integer(-1))]),
        IBClassRule(
            "sliderCell", "NSSliderCell", base: "@cell",
            [
                .attribute("maxValue", "NSMaxValue", .real),
                .attribute("minValue", "NSMinValue", .real),
                .attribute("doubleValue", "NSValue", .real),
                .attribute("numberOfTickMarks", "NSNumberOfTickMarks", .integer, default: "0"),
                .attribute("allowsTickMarkValuesOnly", "NSAllowsTickMarkValuesOnly", .boolean, default: "NO"),
                .attribute("vertical", "NSVertical", .boolean, default: "NO"),
            ]),
        IBClassRule(
            "stepperCell", "NSStepperCell", base: "@cell",
            [
                .attribute("maxValue", "NSMaxValue", .real, default: "100"),
                .attribute("minValue", "NSMinValue", .real, default: "0"),
                .attribute("increment", "NSIncrement", .real, default: "1"),
                .attribute("valueWraps", "NSValueWraps", .boolean, default: "NO"),
                .attribute("autorepeat", "NSAutorepeat", .boolean, default: "YES"),
            ]),
        IBClassRule(
            "segmentedCell", "NSSegmentedCell", base: "@cell",
            embedded: [.collection("NSSegmentImages", in: "segments")],
            [
                .attribute(
                    "trackingMode", "NSTrackingMode",
                    .enumeration([
                        .init("selectOne", 0), .init("selectAny", 1), .init("momentary", 2),
                        .init("momentaryAccelerator", 3),
                    ]), default: "selectOne"),
                .attribute(
                    "style", "NSSegmentStyle",
                    .enumeration([
                        .init("automatic", 0), .init("rounded", 1), .init("texturedRounded", 2), .init("roundRect", 3),
                        .init("texturedSquare", 4), .init("capsule", 5), .init("smallSquare", 6), .init("separated", 8),
                    ])),
                .attribute(
                    "segmentDistribution", "NSSegmentDistribution",
                    .enumeration([
                        .init("fit", 0), .init("fill", 1), .init("fillEqually", 2), .init("fillProportionally", 3),
                    ]), default: "fit"),
            ]),
        IBClassRule(
            "segment", "NSSegmentItem",
            [
                .attribute("label", "NSSegmentItemLabel", .string),
                .attribute("toolTip", "NSSegmentItemTooltip", .string),
                .attribute("width", "NSSegmentItemWidth", .real),
                .attribute("selected", "NSSegmentItemSelected", .boolean, default: "NO"),
                .attribute("tag", "NSSegmentItemTag", .integer, default: "0"),
                .attribute("enabled", "NSSegmentItemDisabled", .negatedBoolean, default: "YES"),
            ]),
        IBClassRule(
            "levelIndicatorCell", "NSLevelIndicatorCell", base: "@cell",
            [
                .attribute("maxValue", "NSMaxValue", .real),
                .attribute("minValue", "NSMinValue", .real),
                .attribute("warningValue", "NSWarningValue", .real),
                .attribute("criticalValue", "NSCriticalValue", .real),
            ]),
        IBClassRule("datePickerCell", "NSDatePickerCell", base: "@cell"),
    ]

    // MARK: Windows, menus, toolbars

    private static let appKitOtherRules: [IBClassRule] = [
        IBClassRule(
            "window", "NSWindowTemplate",
            [
                .attribute("title", "NSWindowTitle", .string, default: ""),
                IBProperty(.rect(key: "screenRect"), "NSScreenRect", .rectString),
                IBProperty(
                    .attribute("animationBehavior"), "NSWindowAnimationBehavior",
                    .enumeration([
                        .init("default", 0), .init("none", 2), .init("documentWindow", 3), .init("utilityWindow", 4),
                        .init("alertPanel", 5),
                    ]), archivedDefault: .integer(0)),
                .attribute("subtitle", "NSWindowSubtitle", .string, default: ""),
                styleMask("titled", 0x1), styleMask("closable", 0x2), styleMask("miniaturizable", 0x4),
                styleMask("resizable", 0x8), styleMask("utility", 0x10), styleMask("docModal", 0x40),
                styleMask("nonactivatingPanel", 0x80), styleMask("texturedBackground", 0x100),
                styleMask("unifiedTitleAndToolbar", 0x1000), styleMask("HUD", 0x2000),
                styleMask("fullSizeContentView", 0x8000),
                IBProperty(
                    .attribute("releasedWhenClosed"), "NSWTFlags", .clearFlag(mask: 0x4000_0000), default: "YES"),
                IBProperty(.attribute("hidesOnDeactivate"), "NSWTFlags", .flag(mask: 0x8000_0000), default: "NO"),
                IBProperty(
                    .attribute("allowsToolTipsWhenApplicationIsInactive"), "NSWTFlags", .flag(mask: 0x2000),
                    default: "YES"),
                IBProperty(.attribute("autorecalculatesKeyViewLoop"), "NSWTFlags", .flag(mask: 0x800), default: "YES"),
                .attribute("restorable", "NSWindowIsRestorable", .boolean, default: "YES"),
                .attribute(
                    "tabbingMode", "NSWindowTabbingMode",
                    .enumeration([.init("automatic", 0), .init("preferred", 1), .init("disallowed", 2)]),
                    default: "automatic", archivedDefault: .integer(0)),
                .attribute("frameAutosaveName", "NSFrameAutosaveName", .string),
                .attribute(
                    "titleVisibility", "NSWindowTitleVisibility",
                    .enumeration([.init("visible", 0), .init("hidden", 1)]),
                    default: "visible", archivedDefault: .integer(0)),
                .attribute(
                    "titlebarAppearsTransparent", "NSWindowTitlebarAppearsTransparent", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "toolbarStyle", "NSWindowToolbarStyle",
                    .enumeration([
                        .init("automatic", 0), .init("expanded", 1), .init("preference", 2), .init("unified", 3),
                        .init("unifiedCompact", 4),
                    ]), default: "automatic", archivedDefault: .integer(0)),
            ]),
        IBClassRule(
            "menu", "NSMenu",
            [
                .attribute("title", "NSTitle", .string),
                .attribute("autoenablesItems", "NSNoAutoenable", .negatedBoolean, default: "YES"),
            ]),
        IBClassRule(
            "menuItem", "NSMenuItem",
            [
                .attribute("title", "NSTitle", .string),
                .attribute("keyEquivalent", "NSKeyEquiv", .string, default: ""),
                .attribute("isSeparatorItem", "NSIsSeparator", .boolean, default: "NO"),
                .attribute("tag", "NSTag", .integer, default: "0"),
                .attribute(
                    "state", "NSState",
                    .enumeration([.init("off", 0), .init("on", 1), .init("mixed", UInt64(bitPattern: -1))]),
                    default: "off"),
                .attribute("hidden", "NSIsHidden", .boolean, default: "NO"),
                .attribute("enabled", "NSIsDisabled", .negatedBoolean, default: "YES"),
                .attribute("alternate", "NSIsAlternate", .boolean, default: "NO"),
                .attribute("indentationLevel", "NSIndent", .integer, default: "0"),
                .attribute("toolTip", "NSToolTip", .string),
                modifier("shift", 0x2_0000), modifier("control", 0x4_0000), modifier("option", 0x8_0000),
                modifier("command", 0x10_0000),
            ]),
        IBClassRule(
            "toolbar", "NSToolbar",
            [
                .attribute("identifier", "NSToolbarIdentifier", .string),
                .attribute(
                    "displayMode", "NSToolbarDisplayMode",
                    .enumeration([
                        .init("default", 0), .init("iconAndLabel", 1), .init("iconOnly", 2), .init("labelOnly", 3),
                    ]), default: "default"),
                .attribute(
                    "sizeMode", "NSToolbarSizeMode",
                    .enumeration([.init("default", 0), .init("regular", 1), .init("small", 2)]), default: "default"),
                .attribute("allowsUserCustomization", "NSToolbarAllowsUserCustomization", .boolean, default: "YES"),
                .attribute("autosavesConfiguration", "NSToolbarAutosavesConfiguration", .boolean, default: "YES"),
                .attribute("showsBaselineSeparator", "NSToolbarShowsBaselineSeparator", .boolean, default: "YES"),
                .attribute("prefersToBeShown", "NSToolbarPrefersToBeShown", .boolean, default: "YES"),
            ]),
        IBClassRule(
            "toolbarItem", "NSToolbarItem",
            [
                .attribute("identifier", "NSToolbarItemIdentifier", .string),
                .attribute("label", "NSToolbarItemLabel", .string, default: ""),
                .attribute("paletteLabel", "NSToolbarItemPaletteLabel", .string, default: ""),
                .attribute("toolTip", "NSToolbarItemToolTip", .string),
                .attribute("tag", "NSToolbarItemTag", .integer, default: "0"),
                .attribute("autovalidates", "NSToolbarItemAutovalidates", .boolean, default: "YES"),
                .attribute("bordered", "NSToolbarIsBordered", .boolean, default: "NO"),
            ]),
        IBClassRule(
            "viewController", "NSViewController",
            [
                .attribute("title", "NSTitle", .string),
                .attribute("identifier", "NSUserInterfaceItemIdentifier", .string),
            ]),
        IBClassRule("windowController", "NSWindowController"),
        IBClassRule(
            "arrayController", "NSArrayController",
            [
                .attribute("editable", "NSEditable", .boolean, default: "YES"),
                .attribute("automaticallyPreparesContent", "NSAutomaticallyPreparesContent", .boolean, default: "NO"),
                .attribute("avoidsEmptySelection", "NSAvoidsEmptySelection", .boolean, default: "YES"),
                .attribute("preservesSelection", "NSPreservesSelection", .boolean, default: "YES"),
                .attribute("selectsInsertedObjects", "NSSelectsInsertedObjects", .boolean, default: "YES"),
                .attribute(
                    "clearsFilterPredicateOnInsertion", "NSClearsFilterPredicateOnInsertion", .boolean, default: "YES"),
                .attribute("objectClassName", "NSObjectClassName", .string),
            ]),
        IBClassRule(
            "dateFormatter", "NSDateFormatter",
            [
                .attribute(
                    "formatterBehavior", "NSFormatterBehavior",
                    .enumeration([.init("default", 0), .init("behavior10_0", 1000), .init("behavior10_4", 1040)]))
            ]),
    ]

    // MARK: Layout

    /// Constraints, as AppKit and UIKit archive them alike (`NSLayoutConstraint`).
    static let constraintRule = IBClassRule(
        "constraint", "NSLayoutConstraint",
        [
            .attribute("firstItem", "NSFirstItem", .objectReference),
            .attribute("firstAttribute", "NSFirstAttribute", layoutAttributes),
            .attribute("secondItem", "NSSecondItem", .objectReference),
            .attribute("secondAttribute", "NSSecondAttribute", layoutAttributes),
            .attribute(
                "relation", "NSRelation",
                .enumeration([
                    .init("lessThanOrEqual", UInt64(bitPattern: -1)), .init("equal", 0), .init("greaterThanOrEqual", 1),
                ]), default: "equal"),
            .attribute("multiplier", "NSMultiplier", .real, default: "1"),
            .attribute("constant", "NSSymbolicConstant", .presentAs("8")),
            .attribute("constant", "NSConstant", .real, default: "0"),
            .attribute("symbolic", "NSSymbolicConstant", .presentAs("YES")),
            .attribute("priority", "NSPriority", .real, default: "1000"),
            .attribute("identifier", "NSLayoutIdentifier", .string),
        ])

    // MARK: Shared tables

    /// The pasteboard types an image view accepts, which ibtool archives for every image view.
    static let imagePasteboardTypes = [
        "Apple PDF pasteboard type", "Apple PICT pasteboard type", "Apple PNG pasteboard type",
        "NSFilenamesPboardType", "NeXT TIFF v4.0 pasteboard type", "com.apple.NSFilePromiseItemMetaData",
        "com.apple.pasteboard.promised-file-content-type",
        "dyn.ah62d4rv4gu8yc6durvwwa3xmrvw1gkdusm1044pxqyuha2pxsvw0e55bsmwca7d3sbwu",
    ]

    /// What a control archives from its cell's attributes (the cell keeps them too).
    static let cellDerived: [IBProperty] = [
        IBProperty(
            .keyed(element: "*", key: "cell", attribute: "refusesFirstResponder"), "NSControlRefusesFirstResponder",
            .boolean, default: "NO"),
        IBProperty(
            .keyed(element: "*", key: "cell", attribute: "alignment"), "NSControlTextAlignment",
            .enumeration([
                .init("left", 0), .init("center", 1), .init("right", 2), .init("justified", 3), .init("natural", 4),
            ]), default: "natural"),
        IBProperty(
            .keyed(element: "*", key: "cell", attribute: "lineBreakMode"), "NSControlLineBreakMode",
            .enumeration([
                .init("wordWrapping", 0), .init("charWrapping", 1), .init("clipping", 2), .init("truncatingHead", 3),
                .init("truncatingTail", 4), .init("truncatingMiddle", 5),
            ]), default: "wordWrapping"),
        IBProperty(
            .keyed(element: "*", key: "cell", attribute: "usesSingleLineMode"), "NSControlUsesSingleLineMode",
            .boolean, default: "NO"),
        IBProperty(
            .keyed(element: "*", key: "cell", attribute: "continuous"), "NSControlContinuous", .boolean, default: "NO"),
        IBProperty(
            .keyed(element: "*", key: "cell", attribute: "controlSize"), "NSControlSize",
            .enumeration([.init("regular", 0), .init("small", 1), .init("mini", 2), .init("large", 3)]),
            default: "regular"),
    ]

    static let borderTypeBits: [IBKeyword] = [
        .init("none", 0), .init("line", 1), .init("bezel", 2), .init("groove", 3),
    ]
    static let borderTypes = IBValueCodec.enumeration(borderTypeBits)

    /// `NSLayoutAttribute`, as stack views and constraints archive it.
    static let layoutAttributes = IBValueCodec.enumeration([
        .init("notAnAttribute", 0), .init("left", 1), .init("right", 2), .init("top", 3), .init("bottom", 4),
        .init("leading", 5), .init("trailing", 6), .init("width", 7), .init("height", 8), .init("centerX", 9),
        .init("centerY", 10), .init("lastBaseline", 11), .init("firstBaseline", 12),
    ])

    static let bezelStyles = IBValueCodec.enumeration([
        .init("rounded", 1), .init("regularSquare", 2), .init("disclosure", 5), .init("shadowlessSquare", 6),
        .init("circular", 7), .init("texturedSquare", 8), .init("helpButton", 9), .init("smallSquare", 10),
        .init("texturedRounded", 11), .init("roundedRect", 12), .init("recessed", 13),
        .init("roundedDisclosure", 14), .init("inline", 15),
    ])

    /// Interface Builder's button types, as the bezel style they archive (check boxes and radio
    /// buttons are told by `NSAuxButtonType` first).
    static let buttonTypes = IBValueCodec.enumeration([
        .init("push", 1), .init("bevel", 2), .init("disclosureTriangle", 5), .init("square", 6), .init("round", 7),
        .init("textured", 8), .init("help", 9), .init("smallSquare", 10), .init("roundTextured", 11),
        .init("roundRect", 12), .init("recessed", 13), .init("disclosure", 14), .init("inline", 15),
    ])

    static let imagePositions: [IBKeyword] = [
        .init("above", 0x8_0000), .init("below", 0x18_0000), .init("right", 0x28_0000), .init("left", 0x38_0000),
        .init("only", 0x40_0000), .init("overlaps", 0x48_0000),
    ]

    static func autoresizing(_ name: String, _ mask: UInt64) -> IBProperty {
        IBProperty(
            .keyed(element: "autoresizingMask", key: "autoresizingMask", attribute: name), "NSvFlags",
            .flag(mask: mask), default: "NO")
    }

    static func behavior(_ name: String, _ mask: UInt64) -> IBProperty {
        IBProperty(
            .keyed(element: "behavior", key: "behavior", attribute: name), "NSButtonFlags", .flag(mask: mask),
            default: "NO")
    }

    static func styleMask(_ name: String, _ mask: UInt64) -> IBProperty {
        IBProperty(
            .keyed(element: "windowStyleMask", key: "styleMask", attribute: name), "NSWindowStyleMask",
            .flag(mask: mask), default: "NO", archivedDefault: .integer(0))
    }

    static func modifier(_ name: String, _ mask: UInt64) -> IBProperty {
        IBProperty(
            .keyed(element: "modifierMask", key: "keyEquivalentModifierMask", attribute: name), "NSKeyEquivModMask",
            .flag(mask: mask), default: "NO")
    }
}
