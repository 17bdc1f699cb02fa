// How AppKit elements are archived. Each fact was read off Apple's compiled output for known
// sources (the corpus's xib/nib pairs, `nibdump dump --raw`) or taken from AppKit's headers
// (enumeration values); bit masks are those of the archived integers (`NSvFlags`,
// `NSCellFlags`, `NSCellFlags2`, `NSButtonFlags`, `NSButtonFlags2`, `NSWTFlags`).

extension IBVocabulary {
    /// The AppKit rules, abstract bases first.
    package static let appKitRules: [IBClassRule] =
        appKitViewRules + appKitCellRules + appKitTableRules + appKitOtherRules + appKitContainerControllerRules
        + [appKitConstraintRule] + appKitElementRules + appKitRuleEditorRules + appKitGridRules
        + appKitCollectionRules

    // MARK: Views and controls

    private static let appKitViewRules: [IBClassRule] = [
        IBClassRule(
            "@view", "NSView",
            [
                IBProperty(.rect(key: "frame"), "NSFrame", .frameString),
                IBProperty(.rect(key: "frame"), "NSFrameSize", .sizeString),
                .flag("hidden", "NSvFlags", 0x8000_0000),
                // Cappuccino's nib2cib reads `NSvFlags`' 0x100 as autoresizesSubviews; every view of
                // the pairs sets it (the rule's constant) and none of their documents says NO.
                IBProperty(.attribute("autoresizesSubviews"), "NSvFlags", .flag(mask: 0x100), default: "YES"),
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
                // A view archives its identifier as `NSReuseIdentifierKey` (a table cell view's in
                // transmission_MainMenu; viraptor/ibtool's compiler for every view, matching Apple's
                // nib of its stackview_identifier sample); a window's or view controller's is
                // `NSUserInterfaceItemIdentifier`.
                .attribute("identifier", "NSReuseIdentifierKey", .string),
                // A view's opacity: `NSViewAlphaValue`, a double, when the document gives one
                // (an independent compiler's probes of ibtool's output for a view and a custom
                // view; inferred for the other views, whose `NSView` archives it, and left out at 1,
                // the value Xcode does not write). No Apple nib of the corpus has one.
                IBProperty(
                    .attribute("alphaValue"), "NSViewAlphaValue", .real, default: "1", archivedDefault: .real(1)),
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
        // ibtool archives a `customView` as an `NSCustomView` naming the class it stands for
        // (`NSClassName`, `NSView` unless a custom class swaps it). Its focus ring is its own
        // `NSvFlags`' (``focusRingType``), as a box's is.
        IBClassRule(
            "customView", "NSCustomView", base: "@view", [focusRingType],
            constants: [("NSClassName", .string("NSView"))]),
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
        IBClassRule(
            "button", "NSButton", base: "@control",
            [
                // A button whose image hugs its title says so in its cell: 0x20 in the low byte
                // of `NSButtonFlags` (viraptor/ibtool's compiler, which matches Apple's nib of its
                // button_imagehugstitle sample). That byte was the alternate mnemonic's location
                // in older nibs (0xFF: adium's), read as neither. The archiver sets the bits
                // (`archiveCellBitsOfControl`).
                IBProperty(
                    .attribute("imageHugsTitle"), "NSCell/NSButtonFlags",
                    .field(mask: 0xFF, [.init("NO", 0), .init("YES", 0x20)]), default: "NO"),
                contentTintColor,
            ], constants: [("IBNSShadowedSymbolConfiguration", .null)]),
        IBClassRule(
            "textField", "NSTextField", base: "@control",
            hugging(250, 750) + [
                .attribute(
                    "preferredMaxLayoutWidth", "NSPreferredMaxLayoutWidth", .real, default: "0",
                    archivedDefault: .real(0)),
                // Inferred: a text field that does not complete text says so in its cell, as a
                // search field does (Apple's nibs of iTerm2's SearchableComboView and
                // BetterFontPicker), whose cells are text field cells. The archiver gives the
                // cell the key (`archiveControlFacts`).
                IBProperty(
                    .attribute("textCompletion"), "NSCell/NSAutomaticTextCompletionDisabled", .negatedBoolean,
                    default: "YES", archivedDefault: .boolean(false)),
                // The kind of text the field takes (`username`, `password`, …): its string as
                // `NSTextContentType` (an independent compiler's probe of ibtool's output, Vienna's
                // FeedCredentials fields; no Apple nib of the corpus has one).
                .attribute("contentType", "NSTextContentType", .string),
            ], constants: textFieldConstants(true)),
        IBClassRule("secureTextField", "NSSecureTextField", base: "@control"),
        IBClassRule(
            "searchField", "NSSearchField", base: "@control",
            hugging(250, 750) + [
                // Read back from the cell, which the archiver gives the key
                // (`archiveControlFacts`; viraptor/ibtool's searchfield_no_completion sample).
                IBProperty(
                    .attribute("textCompletion"), "NSCell/NSAutomaticTextCompletionDisabled", .negatedBoolean,
                    default: "YES", archivedDefault: .boolean(false))
            ], constants: textFieldConstants(false)),
        IBClassRule("tokenField", "NSTokenField", base: "@control"),
        IBClassRule("comboBox", "NSComboBox", base: "@control"),
        IBClassRule(
            "popUpButton", "NSPopUpButton", base: "@control", hugging(250, 750) + [contentTintColor],
            constants: [("IBNSShadowedSymbolConfiguration", .null)]),
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
        IBClassRule(
            "slider", "NSSlider", base: "@control", hugging(250, 750),
            constants: [
                ("NSSubviews", .collection(className: "NSMutableArray", elements: [])),
                // Left mouse down, up and dragged.
                ("NSControlSendActionMask", .integer(0x46)),
            ]),
        IBClassRule(
            "stepper", "NSStepper", base: "@control",
            hugging(750, 750) + [
                IBProperty(
                    .keyed(element: "*", key: "cell", attribute: "continuous"), "NSControlContinuous", .boolean,
                    default: "YES")
            ],
            constants: [
                // Left mouse down and periodic events; the stepper's own copies of its cell's
                // values are archived empty.
                ("NSControlSendActionMask", .integer(0x1_0002)), ("NSStepperMinValue", .real(0)),
                ("NSStepperMaxValue", .real(0)), ("NSStepperIncrement", .real(0)), ("NSStepperWraps", .boolean(false)),
                ("NSStepperAutorepeat", .boolean(false)),
            ]),
        IBClassRule(
            "segmentedControl", "NSSegmentedControl", base: "@control", hugging(250, 750),
            constants: [("NSSubviews", .collection(className: "NSMutableArray", elements: []))]),
        // `presentsCalendarOverlay` NO: viraptor/ibtool's compiler writes it for every date
        // picker and passes its test against Apple's nib of its datepicker sample.
        IBClassRule(
            "datePicker", "NSDatePicker", base: "@control", constants: [("presentsCalendarOverlay", .boolean(false))]),
        IBClassRule("levelIndicator", "NSLevelIndicator", base: "@control"),
        IBClassRule("pathControl", "NSPathControl", base: "@control", hugging(250, 750)),
        IBClassRule(
            "colorWell", "NSColorWell", base: "@control",
            [
                .attribute("bordered", "NSIsBordered", .boolean, default: "YES"),
                IBProperty(.object(element: "color", key: "color"), "NSColor", .color),
                // A colour well has no cell: its text alignment is left, its writing direction
                // left to right.
                IBProperty(
                    .keyed(element: "*", key: "cell", attribute: "alignment"), "NSControlTextAlignment",
                    .enumeration([.init("left", 0)]), default: "left"),
            ],
            constants: [
                ("NSSubviews", .collection(className: "NSMutableArray", elements: [])),
                ("NSDragTypes", .collection(className: "NSMutableSet", elements: [.string("NSColor pasteboard type")])),
                ("NSControlWritingDirection", .integer(0)),
            ]),
        // A switch has no cell: Xcode writes on the switch itself what other controls' cells
        // say, and the control archives it under its own keys (those `@control`'s constants
        // name, as Apple's nibs hold them for every control).
        IBClassRule(
            "switch", "NSSwitch", base: "@control",
            [
                .attribute("state", "NSControlState", .enumeration([.init("off", 0), .init("on", 1)])),
                .attribute("controlSize", "NSControlSize", controlSizes, default: "regular"),
                .attribute("alignment", "NSControlTextAlignment", textAlignments, default: "natural"),
                .attribute("baseWritingDirection", "NSControlWritingDirection", writingDirections, default: "natural"),
            ]),
        // A progress indicator hugs vertically and hosts a layer unless the document says
        // otherwise (blocklist_big, an Xcode 8 document without `wantsLayer`; Sparkle's
        // compiled SUStatus.nib). `NSpiFlags` has bits 0x4004 always set, 0x1 for a bezel,
        // 0x2 indeterminate, the control size at bit 8, 0x1000 spinning and 0x2000 hidden when
        // stopped (viraptor/ibtool, Cocotron and nib2cib read them alike).
        IBClassRule(
            "progressIndicator", "NSProgressIndicator", base: "@view",
            hugging(250, 750) + [
                IBProperty(
                    .attribute("wantsLayer"), "NSViewIsLayerTreeHost", .boolean, default: "YES",
                    archivedDefault: .boolean(false)),
                .attribute("maxValue", "NSMaxValue", .real, default: "100"),
                .attribute("minValue", "NSMinValue", .real, default: "0", archivedDefault: .real(0)),
                // No `doubleValue`: ibtool archives no value for a progress indicator
                // (viraptor/ibtool's compiler writes none and matches Apple's nib of its
                // progressindicator_doublevalue sample, `doubleValue="16"`; Cappuccino's nib2cib
                // reads none). The compiler leaves it out (`partsArchivedItself`).
                IBProperty(.attribute("bezeled"), "NSpiFlags", .flag(mask: 0x1), default: "YES"),
                .flag("indeterminate", "NSpiFlags", 0x2),
                IBProperty(
                    .attribute("controlSize"), "NSpiFlags",
                    .field(mask: 0x300, [.init("regular", 0), .init("small", 0x100), .init("mini", 0x200)]),
                    default: "regular"),
                IBProperty(
                    .attribute("style"), "NSpiFlags",
                    .field(mask: 0x1000, [.init("bar", 0), .init("spinning", 0x1000)]),
                    default: "bar"),
                IBProperty(
                    .attribute("displayedWhenStopped"), "NSpiFlags",
                    .field(mask: 0x2000, [.init("YES", 0), .init("NO", 0x2000)]), default: "YES"),
            ],
            constants: [("NSpiFlags", .integer(0x4004))]),
        IBClassRule(
            "box", "NSBox", base: "@view",
            [
                // A new `NSBox`'s title (a separator's, test_box_separator) when the document
                // names none.
                .attribute("title", "NSTitleCell/NSContents", .string, default: "Title"),
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
                // Groove when the document names none: the corpus's boxes write `line` or
                // nothing, and test_box_separator, test_box_titled and test_box_colors archive 3
                // (Apple's nib of the first; viraptor/ibtool's compiler for the others).
                .attribute("borderType", "NSBorderType", borderTypes, default: "groove"),
                .attribute("transparent", "NSTransparent", .boolean, default: "NO"),
                focusRingType,
                // A custom box's colours, width and radius: the keys Cappuccino's nib2cib decodes
                // (no pair shows them); the archiver drops the colours of any other box.
                IBProperty(.object(element: "color", key: "borderColor"), "NSBorderColor2", .color),
                IBProperty(.object(element: "color", key: "fillColor"), "NSFillColor2", .color),
                .attribute("borderWidth", "NSBorderWidth2", .real),
                .attribute("cornerRadius", "NSCornerRadius2", .real),
            ]),
        IBClassRule(
            "splitView", "NSSplitView", base: "@view",
            [
                IBProperty(
                    .attribute("vertical"), "NSIsVertical", .boolean, default: "NO", archivedDefault: .boolean(false)),
                IBProperty(
                    .attribute("dividerStyle"), "NSDividerStyle",
                    .enumeration([.init("thick", 1), .init("thin", 2), .init("paneSplitter", 3)]), default: "thick",
                    archivedDefault: .integer(1)),
                .attribute("autosaveName", "NSSplitViewAutosaveName", .string),
                focusRingType,
            ]),
        IBClassRule(
            "stackView", "NSStackView", base: "@view",
            [
                // Xcode writes the orientation of every stack view (the corpus's 183 macOS ones).
                IBProperty(
                    .attribute("orientation"), "NSStackViewOrientation",
                    .enumeration([.init("horizontal", 0), .init("vertical", 1)]), default: "horizontal",
                    writtenWhenDefault: true),
                .attribute("alignment", "NSStackViewAlignment", layoutAttributes),
                .attribute(
                    "distribution", "NSStackViewdistribution",
                    .enumeration([
                        .init("gravityAreas", UInt64(bitPattern: -1)), .init("fill", 0), .init("fillEqually", 1),
                        .init("fillProportionally", 2), .init("equalSpacing", 3), .init("equalCentering", 4),
                    ])),
                .attribute("spacing", "NSStackViewSpacing", .real, default: "8"),
                .attribute("detachesHiddenViews", "NSStackViewDetachesHiddenViews", .boolean, default: "NO"),
                // Floats, as the pairs' stack views (button_framesize_no_frame) hold them.
                .attribute("horizontalStackHuggingPriority", "NSStackViewHorizontalHugging", .float),
                .attribute("verticalStackHuggingPriority", "NSStackViewVerticalHugging", .float),
                .attribute(
                    "horizontalClippingResistancePriority", "NSStackViewHorizontalClippingResistance", .float,
                    default: "1000"),
                .attribute(
                    "verticalClippingResistancePriority", "NSStackViewVerticalClippingResistance", .float,
                    default: "1000"),
                stackViewInset("top"), stackViewInset("left"), stackViewInset("right"), stackViewInset("bottom"),
            ],
            constants: [("NSStackViewHasFlatViewHierarchy", .boolean(true))]),
        IBClassRule(
            "textView", "NSTextView", base: "@view",
            [
                .attribute("allowsUndo", "NSAllowsUndo", .boolean, default: "NO", archivedDefault: .boolean(false)),
                // Inferred for a text view: a view's focus ring type in `NSvFlags`, as the pairs'
                // Apple nibs show it for scroll views, tables and boxes.
                focusRingType,
                // Inferred: a layout manager that allows non-contiguous layout sets 0x80 of its
                // `NSLMFlags` (what another reader of Apple's nibs decodes; GNUstep reads the low
                // five bits as other settings). Every text view of the pairs says nothing and
                // archives 0x66; no corpus nib shows the bit. The archiver sets it
                // (`archiveTextView`).
                IBProperty(
                    .attribute("allowsNonContiguousLayout"), "NSTextContainer/NSLayoutManager/NSLMFlags",
                    .flag(mask: 0x80), default: "NO"),
                // NSTVFlags: 0x1 horizontally, 0x2 vertically resizable, 0x84 always set.
                IBProperty(.attribute("horizontallyResizable"), "NSTVFlags", .flag(mask: 0x1), default: "NO"),
                // Xcode writes verticallyResizable="YES" too (36 of the corpus's 41 macOS text views
                // name a value; the 5 silent ones archive the bit set, as YES does).
                IBProperty(
                    .attribute("verticallyResizable"), "NSTVFlags", .flag(mask: 0x2), default: "YES",
                    writtenWhenDefault: true),
            ] + IBProperty.size("maxSize", "NSMaxSize")
                // The text view's settings, in the flags of the data it shares with the text
                // views of its layout manager (`NSTextViewSharedData`), which the compiler
                // archives itself (`allowsUndo` is read back from `NSAllowsUndo`).
                + textViewSharedFlags.filter { $0.attribute != "allowsUndo" }.map { flag in
                    IBProperty(
                        .attribute(flag.attribute), "NSSharedData/NSFlags", .flag(mask: flag.mask),
                        default: flag.default)
                }
                + [
                    IBProperty(
                        .attribute("findStyle"), "NSSharedData/NSFlags", .field(mask: 0x2000, [.init("panel", 0x2000)])),
                    // Its text colour is its own; its background colour is the shared data's.
                    IBProperty(.object(element: "color", key: "textColor"), "NSTextViewTextColor", .color),
                    IBProperty(
                        .object(element: "color", key: "backgroundColor"), "NSSharedData/NSBackgroundColor", .color),
                ],
            constants: [("NSTVFlags", .integer(0x84)), ("NSDelegate", .null)]),
        IBClassRule(
            "visualEffectView", "NSVisualEffectView", base: "@view",
            [
                // The keys are those of Apple's nibs of HSChooserWindow (sidebar, 7) and iTerm2's
                // SearchableComboView (menu, 5); the other values are AppKit's enumerations
                // (`NSVisualEffectMaterial`, `NSVisualEffectBlendingMode`, `NSVisualEffectState`).
                .attribute("material", "NSVisualEffectViewMaterial", visualEffectMaterials),
                .attribute(
                    "blendingMode", "NSVisualEffectViewBlendingMode",
                    .enumeration([.init("behindWindow", 0), .init("withinWindow", 1)])),
                .attribute(
                    "state", "NSVisualEffectViewState",
                    .enumeration([.init("followsWindowActiveState", 0), .init("active", 1), .init("inactive", 2)])),
            ],
            // Today's ibtool archives the material again under a key of its own
            // (``appKitMirroredKeys``), with no mask image and appearance type 0: both nibs say
            // so (the constants are inferred from them).
            constants: [("NSVisualEffectViewMaskImage", .null), ("IBVisualEffectViewAppearanceType", .integer(0))]),
        IBClassRule(
            "tabView", "NSTabView", base: "@view",
            [
                // `NSTvFlags`: the type in the low bits, the control size in bits 26 and 27 (the
                // layout GNUstep's NSTabView decoder reads, `GSTabViewTypeFlags`; inferred, no
                // corpus nib has a tab view of another size).
                IBProperty(
                    .attribute("type"), "NSTvFlags",
                    .field(
                        mask: 0x7,
                        [
                            .init("topTabsBezelBorder", 0), .init("leftTabsBezelBorder", 1),
                            .init("bottomTabsBezelBorder", 2), .init("rightTabsBezelBorder", 3),
                            .init("noTabsBezelBorder", 4), .init("noTabsLineBorder", 5), .init("noTabsNoBorder", 6),
                        ]), default: "topTabsBezelBorder"),
                IBProperty(
                    .attribute("controlSize"), "NSTvFlags",
                    .field(
                        mask: 0xC00_0000,
                        [.init("regular", 0), .init("small", 0x400_0000), .init("mini", 0x800_0000)]),
                    default: "regular"),
                IBProperty(
                    .attribute("drawsBackground"), "NSDrawsBackground", .boolean, default: "YES",
                    archivedDefault: .boolean(false)),
                .attribute("allowsTruncatedLabels", "NSAllowTruncatedLabels", .boolean, default: "YES"),
                IBProperty(.object(element: "font", key: "font"), "NSFont", .font),
            ]),
        IBClassRule(
            "tabViewItem", "NSTabViewItem",
            [
                .attribute("label", "NSLabel", .string),
                .attribute("identifier", "NSIdentifier", .string),
                .attribute("toolTip", "NSToolTip", .string),
                IBProperty(.object(element: "color", key: "color"), "NSColor", .color),
                // A storyboard tab's image (`NSImage`, the `NSCustomResource` the container
                // archiver writes): its name and a symbol's catalog.
                .attribute("image", "NSImage/NSResourceName", .string),
                .attribute("catalog", "NSImage/NSCatalogName", .string),
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
                // A disabled cell sets 0x2000_0000 (the `disabled` bit of AppKit's cell flags, which
                // GNUstep's NSCell decoder reads back as not enabled).
                IBProperty(.attribute("enabled"), "NSCellFlags", .clearFlag(mask: 0x2000_0000), default: "YES"),
                // Selectable sets a second bit, 0x1, beside its own.
                .flag("selectable", "NSCellFlags", 0x20_0001),
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
                // Apple's nib of HSChooserWindow sets 0x100 for its one cell that says
                // truncatesLastVisibleLine="YES" (its "Subtext" cell) and for none of the others.
                .flag("truncatesLastVisibleLine", "NSCellFlags2", 0x100),
                // The writing direction the control archives for its cell (``cellDerived``), read
                // back through the cell's control: right to left, or natural (-1). A table's or a
                // matrix's cells read their control's 0, which names no direction of theirs.
                IBProperty(
                    .attribute("baseWritingDirection"), "NSControlView/NSControlWritingDirection",
                    .enumeration([.init("natural", UInt64(bitPattern: -1)), .init("rightToLeft", 1)]),
                    default: "natural"),
                // A cell with a mixed state (a check box's third state): 0x100_0000, as
                // viraptor/ibtool's compiler writes it (test_outline_small_sv's check box data cell,
                // which its test compares with Apple's nib) and GNUstep's coder reads it.
                .flag("allowsMixedState", "NSCellFlags2", 0x100_0000),
                // GNUstep's NSCell decoder reads `NSCellFlags2`' 0x4000_0000 as
                // allowsEditingTextAttributes (no pair shows it).
                .flag("allowsEditingTextAttributes", "NSCellFlags2", 0x4000_0000),
                IBProperty(
                    .attribute("focusRingType"), "NSCellFlags2",
                    .field(mask: 0x1_8000, [.init("default", 0), .init("none", 0x8000), .init("exterior", 0x1_0000)]),
                    default: "default"),
                IBProperty(.attribute("tag"), "NSTag", .integer, default: "0", archivedDefault: .integer(0)),
                IBProperty(.object(element: "font", key: "font"), "NSSupport", .font),
            ]),
        IBClassRule(
            "textFieldCell", "NSTextFieldCell", base: "@cell",
            [
                .attribute("title", "NSContents", .string, default: ""),
                .attribute("placeholderString", "NSPlaceholderString", .string),
                .attribute(
                    "drawsBackground", "NSDrawsBackground", .boolean, default: "NO", archivedDefault: .boolean(false)),
                IBProperty(.object(element: "color", key: "textColor"), "NSTextColor", .color),
                IBProperty(.object(element: "color", key: "backgroundColor"), "NSBackgroundColor", .color),
                // A text field cell's bezel, square or round, is `NSTextBezelStyle`: what Apple's
                // nibs of search field cells hold (searchfieldcell_customclass, iTerm2's
                // BetterFontPicker and SearchableComboView), a key of `NSTextFieldCell`, whose
                // property it is. Inferred for a plain text field cell, with the square bezel
                // (AppKit's default) left out: no Apple nib of the corpus has a round one, and
                // none of their text field cells holds the key.
                IBProperty(
                    .attribute("bezelStyle"), "NSTextBezelStyle",
                    .enumeration([.init("square", 0), .init("round", 1)]),
                    default: "square", archivedDefault: .integer(0)),
                // A cell that does not allow undo sets 0x1000 (five cells of transmission_MainMenu).
                IBProperty(
                    .attribute("allowsUndo"), "NSCellFlags2",
                    .field(mask: 0x1000, [.init("YES", 0), .init("NO", 0x1000)]),
                    default: "YES"),
            ],
            constants: [("NSCellFlags", .integer(textCellType))]),
        IBClassRule("secureTextFieldCell", "NSSecureTextFieldCell", base: "textFieldCell"),
        IBClassRule("tableHeaderCell", "NSTableHeaderCell", base: "textFieldCell"),
        IBClassRule("tokenFieldCell", "NSTokenFieldCell", base: "textFieldCell"),
        IBClassRule(
            "comboBoxCell", "NSComboBoxCell", base: "textFieldCell",
            [
                // The key GNUstep's NSComboBoxCell encodes and Cappuccino's nib2cib decodes (no Apple
                // nib of the corpus has a combo box).
                .attribute("numberOfVisibleItems", "NSVisibleItemCount", .integer),
                // Inferred, no Apple nib of the corpus having a combo box: the keys GNUstep's
                // NSComboBoxCell encodes and Cappuccino's nib2cib decodes. Xcode writes only
                // completes="NO", buttonBordered="NO" and usesDataSource="YES" (the corpus's 7
                // combo box cells), so completing, a bordered button and no data source are its
                // defaults. Interface Builder 3's archives of two non-completing data-source cells
                // (growl's legacy xibs) hold `NSUsesDataSource` true and no `NSCompletes`;
                // nib2cib reads `NSButtonBordered` as present only when NO.
                .attribute("completes", "NSCompletes", .boolean, default: "YES", archivedDefault: .boolean(false)),
                .attribute(
                    "usesDataSource", "NSUsesDataSource", .boolean, default: "NO", archivedDefault: .boolean(false)),
                .attribute(
                    "buttonBordered", "NSButtonBordered", .boolean, default: "YES", archivedDefault: .boolean(true)),
            ]),
        IBClassRule("pathCell", "NSPathCell", base: "@cell", constants: [("NSCellFlags", .integer(textCellType))]),
        IBClassRule(
            "searchFieldCell", "NSSearchFieldCell", base: "textFieldCell",
            [
                .attribute(
                    "bezelStyle", "NSTextBezelStyle", .enumeration([.init("square", 0), .init("round", 1)]),
                    default: "square"),
                .attribute("recentsAutosaveName", "NSRecentsAutosaveName", .string),
                // Inferred, no Apple nib of the corpus holding it: the boolean Cappuccino's
                // nib2cib decodes for `sendsWholeSearchString`, left out at NO (Xcode writes only
                // YES).
                .attribute(
                    "sendsWholeSearchString", "NSSendsWholeSearchString", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
            ]),
        IBClassRule(
            "buttonCell", "NSButtonCell", base: "@cell",
            [
                .attribute("title", "NSContents", .string, default: ""),
                IBProperty(
                    .attribute("type"), "NSAuxButtonType", .enumeration([.init("check", 3), .init("radio", 4)])),
                IBProperty(.attribute("type"), "NSBezelStyle", buttonTypes),
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
                    // Bits 6–7 hold `NSImageScaling` plus 2, modulo 4 (down 0 → 0x80, up or down
                    // 3 → 0x40, from Apple's nibs); axes independently (1) is 0xC0 by the same rule
                    // (inferred: no Apple nib of the corpus has one).
                    .field(
                        mask: 0xC0,
                        [
                            .init("proportionallyDown", 0x80), .init("proportionallyUpOrDown", 0x40),
                            .init("axesIndependently", 0xC0),
                        ])),
                .flag("showsBorderOnlyWhileMouseInside", "NSButtonFlags2", 0x8),
                // The key equivalent's modifiers shifted left by 8 (GNUstep's NSButtonCell decoder;
                // an Apple nib of adium's EditStateSheet archives ⌘ as 0x1000_0000).
                buttonModifier("shift", 0x2_0000), buttonModifier("control", 0x4_0000),
                buttonModifier("option", 0x8_0000), buttonModifier("command", 0x10_0000),
                // The bezel style again in the low bits of `NSButtonFlags2` (its fourth bit as 0x20).
                IBProperty(.attribute("bezelStyle"), "NSButtonFlags2", .field(mask: 0x27, bezelStyleBits)),
                .attribute("bezelStyle", "NSBezelStyle", bezelStyles),
                .attribute("alternateTitle", "NSAlternateContents", .string, default: ""),
                .attribute("keyEquivalent", "NSKeyEquivalent", .string, default: ""),
                .attribute("image", "NSNormalImage/NSResourceName", .string),
                .attribute("alternateImage", "NSAlternateImage/NSResourceName", .string),
                .attribute("catalog", "NSNormalImage/NSCatalogName", .string),
            ],
            constants: [
                ("NSCellFlags", .integer(textCellType)), ("NSPeriodicDelay", .integer(400)),
                ("NSPeriodicInterval", .integer(75)),
            ]),
        IBClassRule(
            "popUpButtonCell", "NSPopUpButtonCell", base: "buttonCell",
            [
                // Xcode's borderAndBezel pop-up (225 of the corpus's 241) archives the cell's
                // bezel bit beside the button's border bit (every pop-up cell of the pairs).
                IBProperty(
                    .attribute("borderStyle"), "NSCellFlags",
                    .field(mask: 0x40_0000, [.init("borderAndBezel", 0x40_0000)])),
                .attribute("pullsDown", "NSPullDown", .boolean, default: "NO", archivedDefault: .boolean(false)),
                // The selected item is the menu item `NSMenuItem` names (`NSSelectedIndex`, its
                // index, the compiler derives).
                .attribute("selectedItem", "NSMenuItem", .objectReference),
                .attribute(
                    "arrowPosition", "NSArrowPosition",
                    .enumeration([.init("noArrow", 0), .init("arrowAtCenter", 1), .init("arrowAtBottom", 2)]),
                    default: "arrowAtBottom", archivedDefault: .integer(0)),
                .attribute(
                    "preferredEdge", "NSPreferredEdge",
                    .enumeration([
                        .init("minX", 0), .init("minY", 1), .init("maxX", 2), .init("maxY", 3),
                    ]), default: "minY"),
                .attribute("usesItemFromMenu", "NSUsesItemFromMenu", .boolean, default: "YES"),
                .attribute("altersStateOfSelectedItem", "NSAltersState", .boolean, default: "YES"),
            ],
            // Every pop-up cell of the pairs respects its items' alignment.
            constants: [("NSMenuItemRespectAlignment", .boolean(true))]),
        IBClassRule(
            "imageCell", "NSImageCell", base: "@cell",
            [
                .attribute(
                    "imageScaling", "NSScale",
                    .enumeration([
                        .init("proportionallyDown", 0), .init("axesIndependently", 1), .init("none", 2),
                        .init("proportionallyUpOrDown", 3),
                    ]), default: "none"),
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
                // The image is the cell's contents, a named image (`NSCustomResource`).
                .attribute("image", "NSContents/NSResourceName", .string),
                .attribute("catalog", "NSContents/NSCatalogName", .string),
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
                // A vertical slider's marks are `left` and `right`, which AppKit's
                // `NSTickMarkPosition` gives the numbers of `above` and `below` (`leading` is
                // `above`, `trailing` `below`); a nib keeps the number only, read back as
                // `above` or `below`.
                .attribute(
                    "tickMarkPosition", "NSTickMarkPosition",
                    .enumeration([.init("below", 0), .init("above", 1), .init("left", 1), .init("right", 0)]),
                    default: "below"),
                // A slider acts while the mouse drags (`NSCellFlags`' 0x100), not as a continuous cell.
                .flag("continuous", "NSCellFlags", 0x100),
            ],
            constants: [("NSCellFlags", .integer(0x4_0000)), ("NSAltIncValue", .real(0))]),
        IBClassRule(
            "stepperCell", "NSStepperCell", base: "@cell",
            [
                .attribute("maxValue", "NSMaxValue", .real, default: "100"),
                .attribute("minValue", "NSMinValue", .real, default: "0", archivedDefault: .real(0)),
                .attribute("doubleValue", "NSValue", .real, default: "0", archivedDefault: .real(0)),
                .attribute("increment", "NSIncrement", .real, default: "1"),
                .attribute("valueWraps", "NSValueWraps", .boolean, default: "NO", archivedDefault: .boolean(false)),
                // Left out when NO (viraptor/ibtool's compiler, which matches Apple's nib of its
                // stepper_test sample; the cell's flags are then 0: `archiveStepperCell`).
                .attribute("autorepeat", "NSAutorepeat", .boolean, default: "YES", archivedDefault: .boolean(false)),
                // A stepper cell that autorepeats is continuous, acts on mouse down and not on
                // mouse up.
                IBProperty(.attribute("continuous"), "NSCellFlags", .flag(mask: 0x8_0000), default: "YES"),
            ],
            constants: [("NSCellFlags", .integer(0x4_0020))]),
        IBClassRule(
            "segmentedCell", "NSSegmentedCell", base: "@cell",
            embedded: [.collection("NSSegmentImages", in: "segments")],
            [
                // Xcode writes the tracking mode even when it is the first, which ibtool leaves out.
                .attribute(
                    "trackingMode", "NSTrackingMode",
                    .enumeration([
                        .init("selectOne", 0), .init("selectAny", 1), .init("momentary", 2),
                        .init("momentaryAccelerator", 3),
                    ]), archivedDefault: .integer(0)),
                // A separated style is archived as 9, with a flag of its own.
                IBProperty(.attribute("style"), "NSSegmentStyleSeparated", .field(mask: 1, [.init("separated", 1)])),
                .attribute(
                    "style", "NSSegmentStyle",
                    .enumeration([
                        .init("automatic", 0), .init("rounded", 1), .init("texturedRounded", 2), .init("roundRect", 3),
                        .init("texturedSquare", 4), .init("capsule", 5), .init("smallSquare", 6), .init("separated", 9),
                    ])),
                .attribute(
                    "segmentDistribution", "NSSegmentDistribution",
                    .enumeration([
                        .init("fit", 0), .init("fill", 1), .init("fillEqually", 2), .init("fillProportionally", 3),
                    ]), default: "fit"),
            ],
            constants: [("NSCellFlags", .integer(textCellType))]),
        IBClassRule(
            "segment", "NSSegmentItem",
            [
                .attribute("label", "NSSegmentItemLabel", .string, default: ""),
                .attribute("image", "NSSegmentItemImage/NSResourceName", .string),
                // A symbol's catalog (`system`), in the image's `NSCustomResource`, as a button's.
                .attribute("catalog", "NSSegmentItemImage/NSCatalogName", .string),
                .attribute("toolTip", "NSSegmentItemTooltip", .string),
                .attribute("width", "NSSegmentItemWidth", .real),
                .attribute(
                    "selected", "NSSegmentItemSelected", .boolean, default: "NO", archivedDefault: .boolean(false)),
                .attribute("tag", "NSSegmentItemTag", .integer, default: "0", archivedDefault: .integer(0)),
                .attribute(
                    "enabled", "NSSegmentItemDisabled", .negatedBoolean, default: "YES",
                    archivedDefault: .boolean(false)),
                .attribute(
                    "imageScaling", "NSSegmentItemImageScaling",
                    .enumeration([
                        .init("proportionallyDown", 0), .init("axesIndependently", 1), .init("none", 2),
                        .init("proportionallyUpOrDown", 3),
                    ]), default: "proportionallyDown"),
            ]),
        IBClassRule(
            "levelIndicatorCell", "NSLevelIndicatorCell", base: "@cell",
            [
                .attribute("maxValue", "NSMaxValue", .real),
                .attribute("minValue", "NSMinValue", .real),
                .attribute("warningValue", "NSWarningValue", .real),
                .attribute("criticalValue", "NSCriticalValue", .real),
                // Inferred, no Apple nib of the corpus having a level indicator: `NSIndicatorStyle`
                // is the key GNUstep's NSLevelIndicatorCell encodes and Cappuccino's nib2cib
                // decodes, the values AppKit's `NSLevelIndicatorStyle`; viraptor/ibtool's compiler
                // archives it for every cell, 0 (relevancy) when the document names none.
                .attribute(
                    "levelIndicatorStyle", "NSIndicatorStyle",
                    .enumeration([
                        .init("relevancy", 0), .init("continuousCapacity", 1), .init("discreteCapacity", 2),
                        .init("rating", 3),
                    ]), default: "relevancy"),
            ]),
        // A date picker cell (viraptor/ibtool's datepicker sample, whose Apple nib its compiler
        // matches): its date an `NSDate` under `NSContents` (the archiver's,
        // `archiveDatePickerCell`), its colours under the text cell's keys, its elements as
        // `NSDatePickerElements` (left out when none) and two constants.
        IBClassRule(
            "datePickerCell", "NSDatePickerCell", base: "@cell",
            [
                // Read back from the `NSDate`'s `NS.time`; the archiver writes the date.
                IBProperty(
                    .keyed(element: "date", key: "date", attribute: "timeIntervalSinceReferenceDate"),
                    "NSContents/NS.time", .real),
                IBProperty(.object(element: "color", key: "textColor"), "NSTextColor", .color),
                IBProperty(.object(element: "color", key: "backgroundColor"), "NSBackgroundColor", .color),
            ]
                + datePickerElements.map { name, mask in
                    IBProperty(
                        .keyed(element: "datePickerElements", key: "datePickerElements", attribute: name),
                        "NSDatePickerElements", .flag(mask: mask), default: "NO", archivedDefault: .integer(0))
                },
            constants: [("NSDatePickerUseCurrentDateDuringDecoding", .boolean(false)), ("NSTimeInterval", .real(0))]),
    ]

    // MARK: Windows, menus, toolbars

    private static let appKitOtherRules: [IBClassRule] = [
        IBClassRule(
            "window", "NSWindowTemplate",
            [
                .attribute("title", "NSWindowTitle", .string, default: ""),
                // The window's `NSUserInterfaceItemIdentification` identifier: Apple's nib of
                // Sparkle's SUStatus (`identifier="SUStatus"`) archives the string; a window without
                // one archives `nil` under the key (the archiver's).
                .attribute("identifier", "NSUserInterfaceItemIdentifier", .string),
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
                strut("leftStrut"), strut("rightStrut"), strut("topStrut"), strut("bottomStrut"),
                // A minimum and a maximum size, archived only when the document gives them, as the
                // content's (the document's, `<value key="minSize" type="size" .../>`); the
                // window's frame sizes (`NSMinSize`, `NSMaxSize`, the title bar added) are the
                // archiver's.
                minSizeType("NSWindowContentMinSize"), minSizeComponent("NSWindowContentMinSize", 0),
                minSizeComponent("NSWindowContentMinSize", 1),
                minSizeType("NSWindowContentMaxSize", of: "maxSize"),
                minSizeComponent("NSWindowContentMaxSize", 0, of: "maxSize"),
                minSizeComponent("NSWindowContentMaxSize", 1, of: "maxSize"),
                IBProperty(
                    .attribute("releasedWhenClosed"), "NSWTFlags", .clearFlag(mask: 0x4000_0000), default: "YES"),
                IBProperty(.attribute("hidesOnDeactivate"), "NSWTFlags", .flag(mask: 0x8000_0000), default: "NO"),
                IBProperty(
                    .attribute("allowsToolTipsWhenApplicationIsInactive"), "NSWTFlags", .flag(mask: 0x2000),
                    default: "YES"),
                // A deferred window (the default) sets 0x2000_0000 of `NSWTFlags`, the bit GNUstep's
                // window template flags and viraptor/ibtool's compiler name `isDeferred`: every Apple
                // nib of the corpus has it set, its windows saying nothing; `deferred="NO"`
                // (quicksilver's pref panes) clears it.
                IBProperty(.attribute("deferred"), "NSWTFlags", .flag(mask: 0x2000_0000), default: "YES"),
                // Inferred: a window without a shadow sets 0x1000 of `NSWTFlags`, the bit a
                // reimplementation of AppKit's window template coder reads as "not shadowed" (between
                // the key view loop's 0x800 and the tool tips' 0x2000, in the low half GNUstep leaves
                // to Cocoa). No Apple nib of the corpus has a shadowless window.
                IBProperty(.attribute("hasShadow"), "NSWTFlags", .clearFlag(mask: 0x1000), default: "YES"),
                // A window that names no value archives the bit set, as YES does. Documents say YES
                // (11 windows of the corpus, tools 9059 to 24506) about as often as they leave it
                // out (17, transmission's among them): the decompiler writes it, read back the same.
                IBProperty(
                    .attribute("autorecalculatesKeyViewLoop"), "NSWTFlags", .flag(mask: 0x800), default: "YES",
                    writtenWhenDefault: true),
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
                        .init("compact", 4),
                    ]), default: "automatic", archivedDefault: .integer(0)),
                collectionBehavior("canJoinAllSpaces", 0x1), collectionBehavior("moveToActiveSpace", 0x2),
                collectionBehavior("managed", 0x4), collectionBehavior("transient", 0x8),
                collectionBehavior("stationary", 0x10), collectionBehavior("participatesInCycle", 0x20),
                collectionBehavior("ignoresCycle", 0x40), collectionBehavior("fullScreenPrimary", 0x80),
                collectionBehavior("fullScreenAuxiliary", 0x100), collectionBehavior("fullScreenNone", 0x200),
                collectionBehavior("fullScreenAllowsTiling", 0x800),
                collectionBehavior("fullScreenDisallowsTiling", 0x1000), collectionBehavior("primary", 0x1_0000),
                collectionBehavior("auxiliary", 0x2_0000), collectionBehavior("canJoinAllApplications", 0x4_0000),
            ]),
        IBClassRule(
            "menu", "NSMenu",
            [
                .attribute("title", "NSTitle", .string, default: ""),
                // Inferred, as a menu item's: the menu's identifier under the key its items, windows
                // and view controllers archive theirs with (a reimplementation of AppKit's NSMenu coder
                // reads the same key); no Apple nib of the corpus has an identified menu.
                .attribute("identifier", "NSUserInterfaceItemIdentifier", .string),
                IBProperty(
                    .attribute("autoenablesItems"), "NSNoAutoenable", .negatedBoolean, default: "YES",
                    archivedDefault: .boolean(false)),
            ]),
        IBClassRule(
            "menuItem", "NSMenuItem",
            [
                .attribute("title", "NSTitle", .string, default: ""),
                .attribute("keyEquivalent", "NSKeyEquiv", .string, default: ""),
                // A number the item represents (a compound predicate row's Any, All, None).
                IBProperty(.object(element: "integer", key: "representedObject"), "NSRepObject", .integerObject),
                IBProperty(
                    .attribute("isSeparatorItem"), "NSIsSeparator", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                IBProperty(.attribute("tag"), "NSTag", .integer, default: "0", archivedDefault: .integer(0)),
                IBProperty(
                    .attribute("state"), "NSState",
                    .enumeration([.init("off", 0), .init("on", 1), .init("mixed", UInt64(bitPattern: -1))]),
                    default: "off", archivedDefault: .integer(0)),
                IBProperty(
                    .attribute("hidden"), "NSIsHidden", .boolean, default: "NO", archivedDefault: .boolean(false)),
                IBProperty(
                    .attribute("enabled"), "NSIsDisabled", .negatedBoolean, default: "YES",
                    archivedDefault: .boolean(false)),
                IBProperty(
                    .attribute("alternate"), "NSIsAlternate", .boolean, default: "NO", archivedDefault: .boolean(false)),
                IBProperty(
                    .attribute("indentationLevel"), "NSIndent", .integer, default: "0", archivedDefault: .integer(0)),
                .attribute("toolTip", "NSToolTip", .string),
                modifier("shift", 0x2_0000), modifier("control", 0x4_0000), modifier("option", 0x8_0000),
                modifier("command", 0x10_0000),
                // Any mask but ⌘ alone writes the element, an empty one for an item without
                // modifiers (which archives none); a separator's is `keyedElementsSilentAtZero`.
                IBProperty(
                    .presence(element: "modifierMask", key: "keyEquivalentModifierMask"), "NSKeyEquivModMask",
                    .flagUnless(mask: 0, unless: UInt64(defaultMenuItemModifierMask)), archivedDefault: .integer(0)),
                // A named image (an `NSCustomResource`): its name, and its catalog for a symbol.
                .attribute("image", "NSImage/NSResourceName", .string),
                .attribute("secondaryImage", "NSActionImage/NSResourceName", .string),
                .attribute("catalog", "NSImage/NSCatalogName", .string),
                .attribute("catalog", "NSActionImage/NSCatalogName", .string),
                // Whether AppKit may remap the key equivalent for the keyboard's layout and
                // mirror it for right-to-left interfaces: every item of Apple's nibs archives both,
                // `true` (302 of the corpus); `localization="NO"`, `mirroring="NO"` (CotEditor's
                // Main) archive `false`, inferred — no Apple nib of the corpus has one.
                .attribute("localization", "NSAllowsKeyEquivalentLocalization", .boolean, default: "YES"),
                .attribute("mirroring", "NSAllowsKeyEquivalentMirroring", .boolean, default: "YES"),
                // The item's `NSUserInterfaceItemIdentification` identifier, under the key a
                // window template and a view controller archive theirs with (inferred: no Apple
                // nib of the corpus has an identified item; a reimplementation of AppKit's
                // NSMenuItem coder reads the same key).
                .attribute("identifier", "NSUserInterfaceItemIdentifier", .string),
            ],
            constants: [("NSMnemonicLoc", .integer(0x7FFF_FFFF)), ("NSHiddenInRepresentation", .boolean(false))]),
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
                IBProperty(
                    .attribute("showsBaselineSeparator"), "NSToolbarShowsBaselineSeparator", .boolean, default: "YES",
                    archivedDefault: .boolean(true)),
                .attribute("prefersToBeShown", "NSToolbarPrefersToBeShown", .boolean, default: "YES"),
            ],
            constants: [("NSToolbarDelegate", .null), ("NSToolbarCenteredItemIdentifier", .null)]),
        IBClassRule(
            "toolbarItem", "NSToolbarItem",
            [
                .attribute("identifier", "NSToolbarItemIdentifier", .string),
                .attribute("label", "NSToolbarItemLabel", .string, default: ""),
                .attribute("paletteLabel", "NSToolbarItemPaletteLabel", .string, default: ""),
                .attribute("toolTip", "NSToolbarItemToolTip", .string, default: ""),
                .attribute("tag", "NSToolbarItemTag", .integer, default: "0"),
                .attribute("autovalidates", "NSToolbarItemAutovalidates", .boolean, default: "YES"),
                .attribute("bordered", "NSToolbarItemBordered", .boolean, default: "NO"),
                .attribute("enabled", "NSToolbarItemEnabled", .boolean, default: "YES"),
                .attribute("navigational", "NSToolbarItemNavigational", .boolean, default: "NO"),
                .attribute("image", "NSToolbarItemImage/NSResourceName", .string),
                .attribute("catalog", "NSToolbarItemImage/NSCatalogName", .string),
                // Sizes, archived only when the document gives them.
            ] + IBProperty.size("minSize", "NSToolbarItemMinSize") + IBProperty.size("maxSize", "NSToolbarItemMaxSize"),
            constants: [
                ("NSToolbarItemView", .null), ("NSToolbarItemImage", .null), ("NSToolbarItemTitle", .string("")),
                ("NSToolbarItemTarget", .null), ("NSToolbarItemAction", .null),
                ("NSToolbarItemIgnoreMinMaxSizes", .boolean(false)), ("NSToolbarItemVisibilityPriority", .integer(0)),
                ("NSToolbarIsUserRemovable", .boolean(true)), ("NSToolbarItemStyle", .integer(0)),
            ]),
        IBClassRule(
            "viewController", "NSViewController",
            [
                .attribute("title", "NSTitle", .string),
                .attribute("identifier", "NSUserInterfaceItemIdentifier", .string),
                showSeguePresentationStyle,
            ]),
        IBClassRule("windowController", "NSWindowController", [showSeguePresentationStyle]),
        // A storyboard's window controller of a custom class swaps its class in for ibtool's
        // `IBNSWindowController` (sb_swift_wc), which is read with a window controller's rules.
        IBClassRule("windowController", "IBNSWindowController", base: "windowController"),
        // The defaults controller ibtool archives holds only whether it is the shared one.
        IBClassRule(
            "userDefaultsController", "NSUserDefaultsController",
            [
                IBProperty(
                    .attribute("representsSharedInstance"), "NSSharedInstance", .boolean, default: "NO",
                    archivedDefault: .boolean(false))
            ]),
        // Every array controller of the corpus's Apple nibs (the three Sparkle permission
        // prompts' NIBArchives, the EFLaceView keyed nib) archives `NSFilterRestrictsInsertion`
        // true; no document attribute the corpus shows sets it.
        IBClassRule(
            "arrayController", "NSArrayController", arrayControllerProperties, constants: arrayControllerConstants),
        IBClassRule(
            "dateFormatter", "NSDateFormatter",
            [
                .attribute(
                    "formatterBehavior", "NSFormatterBehavior",
                    .enumeration([.init("default", 0), .init("behavior10_0", 1000), .init("behavior10_4", 1040)]))
            ]),
        // A number formatter's settings are the compiler's to archive (its `NS.attributes`).
        IBClassRule("numberFormatter", "NSNumberFormatter"),
        // A formatter of the app's own class (`<customFormatter customClass="…">`): `NSFormatter`
        // archives nothing of its own, so the object is the custom class swapped in for it, as
        // for any object of a custom class (inferred: no Apple nib of the corpus has one).
        IBClassRule("customFormatter", "NSFormatter"),
    ]

    /// The accessibility attributes an AppKit document gives an element (`<accessibility
    /// description="…" identifier="…"/>`), each archived as an `NSNibAXAttributeConnector` whose
    /// attribute type (`AXAttributeTypeArchiveKey`, a mutable string) is the one named here, in
    /// the order the compiler lists them for one element. `AXDescription` is viraptor/ibtool's
    /// (its test_accessibility, compared with Apple's nib); `AXIdentifier` is that of Apple's
    /// nib of Sparkle's SUStatus (transmission's copy: its button's `SUStatusButton`). The
    /// order of the two for one element is inferred: no nib of the corpus has both.
    package static let accessibilityAttributeTypes: [(attribute: String, type: String)] = [
        ("description", "AXDescription"), ("identifier", "AXIdentifier"),
    ]

    /// How a storyboard controller is presented by a show segue: a new instance each time
    /// (`multiple`, 0, what every controller of the pairs' storyboards archives) or one reused
    /// (`single`, 1: the number viraptor/ibtool's compiler archives; no Apple nib of the corpus
    /// has a `single` controller, so it is inferred).
    static let showSeguePresentationStyle = IBProperty(
        .attribute("showSeguePresentationStyle"), "showSeguePresentationStyle",
        .enumeration([.init("multiple", 0), .init("single", 1)]), default: "multiple", archivedDefault: .integer(0))

    /// The names AppKit gives the menus a document marks as system menus (`systemMenu="main"`),
    /// archived as the menu's `NSName`.
    package static let systemMenuNames: [String: String] = [
        "main": "_NSMainMenu", "apple": "_NSAppleMenu", "services": "_NSServicesMenu",
        "window": "_NSWindowsMenu", "help": "_NSHelpMenu", "recentDocuments": "_NSRecentDocumentsMenu",
        "font": "_NSFontMenu",
    ]

    /// The modifier mask a menu item archives when the document writes none: ⌘.
    package static let defaultMenuItemModifierMask: Int64 = 0x10_0000

    /// The images AppKit draws for a menu item's on and mixed states, which ibtool archives for
    /// every item, with their design sizes.
    package static let menuItemStateImages: [(key: String, name: String, size: String)] = [
        ("NSOnImage", "NSMenuCheckmark", "{18, 16}"), ("NSMixedImage", "NSMenuMixedState", "{18, 4}"),
    ]

    /// A toolbar item's `sizingBehavior` (Xcode 12's; `auto` sizes the item by its contents and
    /// constraints, not by a minimum and maximum size): whether it ignores its minimum and
    /// maximum sizes, archived under ``toolbarItemSizingKey``, which every toolbar item of the
    /// pairs (none with a sizing behaviour) archives as `false`. `auto` as `true` is inferred: no
    /// Apple nib of the corpus has a toolbar item of that sizing.
    package static let toolbarItemSizingBehaviors: [String: Bool] = ["auto": true]

    /// The key of ``toolbarItemSizingBehaviors``.
    package static let toolbarItemSizingKey = "NSToolbarItemIgnoreMinMaxSizes"

    /// AppKit's standard toolbar items, which ibtool archives as their own classes (named by
    /// their identifier), with the palette label, sizes and tag AppKit gives them and a separator
    /// item as their menu form.
    package static let standardToolbarItems:
        [String: (paletteLabel: String, minSize: String, maxSize: String, tag: Int64)] = [
            "NSToolbarFlexibleSpaceItem": ("Flexible Space", "{8, 24}", "{20000, 24}", -1),
            "NSToolbarSpaceItem": ("Space", "{8, 24}", "{8, 24}", -1),
        ]

    // MARK: Layout

    /// Constraints as ibtool archives them for AppKit: what equals AppKit's default (an equal
    /// relation, a multiplier of 1, a zero constant, a required priority) is left out, a
    /// priority is an integer, and a constant the document marks `symbolic` is the standard
    /// space (`NSSymbolicConstant` `NSSpace`, no number). The compiler adds the `V2` copies
    /// of the attributes and constant, `NSShouldBeArchived`, and the holding view as the first
    /// item when the document names none.
    static let appKitConstraintRule = IBClassRule(
        "constraint", "NSLayoutConstraint",
        [
            .attribute("firstItem", "NSFirstItem", .objectReference),
            .attribute("firstAttribute", "NSFirstAttribute", layoutAttributes),
            .attribute("secondItem", "NSSecondItem", .objectReference),
            .attribute("secondAttribute", "NSSecondAttribute", layoutAttributes),
            IBProperty(
                .attribute("relation"), "NSRelation",
                .enumeration([
                    .init("lessThanOrEqual", UInt64(bitPattern: -1)), .init("equal", 0), .init("greaterThanOrEqual", 1),
                ]), default: "equal", archivedDefault: .integer(0)),
            IBProperty(.attribute("multiplier"), "NSMultiplier", .real, default: "1", archivedDefault: .real(1)),
            IBProperty(.attribute("constant"), "NSConstant", .real, default: "0", archivedDefault: .real(0)),
            .attribute("constant", "NSSymbolicConstant", .presentAs("8")),
            .attribute("symbolic", "NSSymbolicConstant", .presentAs("YES")),
            IBProperty(
                .attribute("priority"), "NSPriority", .integer, default: "1000", archivedDefault: .integer(1000)),
            .attribute("identifier", "NSLayoutIdentifier", .string),
        ],
        constants: [("NSShouldBeArchived", .boolean(true))])

    /// Constraints, as UIKit archives them (`NSLayoutConstraint`).
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
            .keyed(element: "*", key: "cell", attribute: "alignment"), "NSControlTextAlignment", textAlignments,
            default: "natural"),
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
            .keyed(element: "*", key: "cell", attribute: "controlSize"), "NSControlSize", controlSizes,
            default: "regular"),
        // Inferred: a cell's writing direction is archived as its control's
        // (`NSControlWritingDirection`, which a switch, whose document says it on the control,
        // archives the same way). No corpus nib has a cell that names one; a cell that says
        // nothing leaves the control's constant (-1, or a table's 0) alone.
        IBProperty(
            .keyed(element: "*", key: "cell", attribute: "baseWritingDirection"), "NSControlWritingDirection",
            writingDirections),
    ]

    /// `NSTextAlignment` as a control archives it (UIKit's has the same numbers).
    static let textAlignments = IBValueCodec.enumeration([
        .init("left", 0), .init("center", 1), .init("right", 2), .init("justified", 3), .init("natural", 4),
    ])

    /// `NSControl.ControlSize`.
    static let controlSizes = IBValueCodec.enumeration([
        .init("regular", 0), .init("small", 1), .init("mini", 2), .init("large", 3),
    ])

    /// `NSWritingDirection` as a control archives it (natural is -1).
    static let writingDirections = IBValueCodec.enumeration([
        .init("natural", UInt64(bitPattern: -1)), .init("leftToRight", 0), .init("rightToLeft", 1),
    ])

    static let borderTypeBits: [IBKeyword] = [
        .init("none", 0), .init("line", 1), .init("bezel", 2), .init("groove", 3),
    ]
    static let borderTypes = IBValueCodec.enumeration(borderTypeBits)

    /// `NSLayoutAttribute`, as stack views and constraints archive it.
    static let layoutAttributes = IBValueCodec.enumeration([
        .init("notAnAttribute", 0), .init("left", 1), .init("right", 2), .init("top", 3), .init("bottom", 4),
        .init("leading", 5), .init("trailing", 6), .init("width", 7), .init("height", 8), .init("centerX", 9),
        // 11 is written `baseline` (the corpus's 73 baseline constraints, test22_stackview_orient's
        // stack view); `lastBaseline` is its other spelling.
        .init("centerY", 10), .init("baseline", 11), .init("firstBaseline", 12), .init("lastBaseline", 11),
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

    /// What ibtool archives for every text field and search field: the alignment rectangle
    /// insets' version, Writing Tools (allowed for a text field, not a search field) without
    /// their affordance, natural alignment not resolved by the writing direction.
    static func textFieldConstants(_ allowsWritingTools: Bool) -> [(key: String, value: IBArchivedValue)] {
        [
            ("NSTextFieldAlignmentRectInsetsVersion", .integer(2)),
            ("NSAllowsWritingTools", .boolean(allowsWritingTools)),
            ("NSTextFieldAllowsWritingToolsAffordance", .boolean(false)),
            ("NS.resolvesNaturalAlignmentWithBaseWritingDirection", .boolean(false)),
        ]
    }

    /// `NSCellFlags`' cell type bits for a text cell (`NSTextCellType` is 1, at bit 26), which
    /// ibtool archives for every text field, button, pop-up, segmented and path cell.
    package static let textCellType: Int64 = 0x400_0000

    /// The bezel style as `NSButtonFlags2` keeps it: its three low bits, its fourth as 0x20 (a
    /// recessed button's `showsBorderOnlyWhileMouseInside`, 0x8, comes with it: see
    /// ``derivedCellBits``).
    static let bezelStyleBits: [IBKeyword] = [
        .init("rounded", 0x1), .init("regularSquare", 0x2), .init("disclosure", 0x5), .init("shadowlessSquare", 0x6),
        .init("circular", 0x7), .init("texturedSquare", 0x20), .init("helpButton", 0x21), .init("smallSquare", 0x22),
        .init("texturedRounded", 0x23), .init("roundedRect", 0x24), .init("recessed", 0x25),
        .init("roundedDisclosure", 0x26), .init("inline", 0x27),
    ]

    /// Bits ibtool sets in a cell's flag words for an attribute beyond the attribute's own
    /// encoding, which no round trip of one attribute could hold (several keywords share them):
    /// the element (any cell when `nil`), the attribute (`child.attribute` for a keyed child's),
    /// the values that set them, the key and the bits.
    package static let derivedCellBits:
        [(element: String?, attribute: String, values: Set<String>, key: String, bits: Int64)] = [
            // A line break mode that clips or truncates also truncates the last line.
            (
                nil, "lineBreakMode", ["clipping", "truncatingHead", "truncatingTail", "truncatingMiddle"],
                "NSCellFlags", 0x40
            ),
            // A recessed button shows its border only while the mouse is inside.
            ("buttonCell", "bezelStyle", ["recessed"], "NSButtonFlags2", 0x8),
            // `doesNotDimImage` is kept with the behaviour flags.
            ("buttonCell", "behavior.doesNotDimImage", ["YES"], "NSButtonFlags", 0x1000),
        ]

    /// `NSAuxButtonType` (AppKit's `NSButtonType`) as a cell's behaviour makes it: the behaviour
    /// flags each button type sets (`setButtonType:`), a check box and a radio button told by
    /// their `type` first. A behaviour no type sets is a momentary push-in button (7).
    package static let buttonTypesByBehavior: [(behavior: Set<String>, type: Int64)] = [
        (["lightByBackground", "lightByGray"], 0),
        (["pushIn", "lightByBackground", "lightByGray", "changeBackground", "changeGray"], 1),
        (["pushIn", "changeContents", "lightByContents"], 2),
        (["pushIn", "changeBackground", "changeGray", "lightByContents"], 2),
        (["lightByContents"], 5),
        (["lightByBackground", "lightByGray", "changeBackground", "changeGray"], 6),
        (["pushIn", "lightByBackground", "lightByGray"], 7),
    ]

    /// The image a check box or radio button draws, archived as an `NSButtonImageSource` under
    /// `NSAlternateImage`, with bit 0x100 of `NSButtonFlags` set.
    package static let buttonImageSources: [String: String] = ["check": "NSSwitch", "radio": "NSRadioButton"]

    /// A button's own hugging priorities (horizontal, vertical) by its `type`: what ibtool's
    /// silence stands for. Push-like buttons hug vertically, small fixed-size ones both ways,
    /// any other type neither (250).
    package static let buttonHuggingDefaults: [String: (Double, Double)] = [
        "push": (250, 750), "roundTextured": (250, 750), "roundRect": (250, 750), "recessed": (250, 750),
        "help": (750, 750), "disclosureTriangle": (750, 750), "disclosure": (750, 750),
    ]

    /// The hugging properties of a class whose own priorities are not a plain view's 250: the
    /// silence of `NSHuggingPriority` stands for them.
    static func hugging(_ horizontal: Double, _ vertical: Double) -> [IBProperty] {
        let silence = IBArchivedValue.string("{\(IBValueCodec.format(horizontal)), \(IBValueCodec.format(vertical))}")
        return [
            IBProperty(
                .attribute("horizontalHuggingPriority"), "NSHuggingPriority", .pairComponent(0, fill: 250),
                default: "250", archivedDefault: silence),
            IBProperty(
                .attribute("verticalHuggingPriority"), "NSHuggingPriority", .pairComponent(1, fill: 250),
                default: "250", archivedDefault: silence),
        ]
    }

    /// A button's or pop-up button's tint colour (`<color key="contentTintColor">`), which the
    /// document gives the control and ibtool archives on its cell as `NSContentTintColor` (an
    /// independent compiler's probe of ibtool's output for a button; inferred for a pop-up
    /// button, whose cell is a button cell). No Apple nib of the corpus has one. The archiver
    /// gives the cell the colour (`archiveCellObjectsOfControl`).
    static let contentTintColor = IBProperty(
        .object(element: "color", key: "contentTintColor"), "NSCell/NSContentTintColor", .color)

    /// Keys ibtool archives twice, under a name of its own too, with the same value: a visual
    /// effect view's material as `IBVisualEffectViewExternalMaterial` (HSChooserWindow's sidebar,
    /// 7, and iTerm2's SearchableComboView's menu, 5).
    package static let appKitMirroredKeys: [String: String] = [
        "NSVisualEffectViewMaterial": "IBVisualEffectViewExternalMaterial"
    ]

    /// AppKit's `NSVisualEffectMaterial` values, by the names a document gives them.
    static let visualEffectMaterials = IBValueCodec.enumeration([
        .init("appearanceBased", 0), .init("light", 1), .init("dark", 2), .init("titlebar", 3),
        .init("selection", 4), .init("menu", 5), .init("popover", 6), .init("sidebar", 7),
        .init("mediumLight", 8), .init("ultraDark", 9), .init("headerView", 10), .init("sheet", 11),
        .init("windowBackground", 12), .init("HUDWindow", 13), .init("fullScreenUI", 15),
        .init("toolTip", 17), .init("contentBackground", 18), .init("underWindowBackground", 21),
        .init("underPageBackground", 22),
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

    /// A stack view's gravity areas as a document writes them (`<beginningViews>`,
    /// `<middleViews>`, `<endViews>`: the gravity-areas distribution), beginning to end, each with
    /// the key of the `NSStackViewContainer` that holds its views: the compiler archives an
    /// area's views in its container (all of them the stack view's subviews, in this order), and
    /// the decompiler writes each container's views back in its area. The keys are those AppKit's
    /// coder writes for the three gravities (GNUstep's and Cappuccino's readers of Apple's nibs
    /// decode each container's views as that gravity's; Apple's nibs of the corpus show the
    /// beginning container only); that the areas' views are kept this way is inferred.
    package static let stackGravityAreas: [(area: String, containerKey: String)] = [
        ("beginningViews", "NSStackViewBeginningContainer"), ("middleViews", "NSStackViewMiddleContainer"),
        ("endViews", "NSStackViewEndContainer"),
    ]

    /// One of a stack view's edge insets (`<edgeInsets key="edgeInsets" right="4"/>`), which
    /// ibtool archives always, 0 by default.
    static func stackViewInset(_ edge: String) -> IBProperty {
        IBProperty(
            .keyed(element: "edgeInsets", key: "edgeInsets", attribute: edge), "NSStackViewEdgeInsets." + edge,
            .float, default: "0")
    }

    static func behavior(_ name: String, _ mask: UInt64) -> IBProperty {
        IBProperty(
            .keyed(element: "behavior", key: "behavior", attribute: name), "NSButtonFlags", .flag(mask: mask),
            default: "NO")
    }

    /// The bits of `NSDatePickerElements` a `<datePickerElements>` sets, by attribute: the
    /// single components of `NSDatePickerElementFlags` (`NSDatePickerCell.h`: hour and minute
    /// `0x000c`, with the second `0x000e`, the time zone `0x0010`, year and month `0x00c0`, with
    /// the day `0x00e0`, the era `0x0100`). The datepicker sample's hour and minute are `0x0c`.
    static let datePickerElements: [(String, UInt64)] = [
        ("second", 0x2), ("hour", 0x4), ("minute", 0x8), ("timeZone", 0x10), ("day", 0x20), ("year", 0x40),
        ("month", 0x80), ("era", 0x100),
    ]

    static func styleMask(_ name: String, _ mask: UInt64) -> IBProperty {
        IBProperty(
            .keyed(element: "windowStyleMask", key: "styleMask", attribute: name), "NSWindowStyleMask",
            .flag(mask: mask), default: "NO", archivedDefault: .integer(0))
    }

    /// A bit of `NSWindowCollectionBehavior`, which ibtool archives only when some bit is set.
    static func collectionBehavior(_ name: String, _ mask: UInt64) -> IBProperty {
        IBProperty(
            .keyed(element: "windowCollectionBehavior", key: "collectionBehavior", attribute: name),
            "NSWindowCollectionBehavior", .flag(mask: mask), default: "NO", archivedDefault: .integer(0))
    }

    /// A bit of a button cell's key equivalent modifier mask, kept in `NSButtonFlags2` shifted
    /// left by 8.
    static func buttonModifier(_ name: String, _ mask: UInt64) -> IBProperty {
        IBProperty(
            .keyed(element: "modifierMask", key: "keyEquivalentModifierMask", attribute: name), "NSButtonFlags2",
            .flag(mask: mask << 8), default: "NO")
    }

    /// A bit of a menu item's modifier mask; a document writes no mask at all for ⌘ alone,
    /// what ibtool archives for an item whose document names none.
    static func modifier(_ name: String, _ mask: UInt64) -> IBProperty {
        IBProperty(
            .keyed(element: "modifierMask", key: "keyEquivalentModifierMask", attribute: name), "NSKeyEquivModMask",
            .flagUnless(mask: mask, unless: UInt64(defaultMenuItemModifierMask)), default: "NO",
            archivedDefault: .integer(0))
    }

    /// An `<imageReference>`'s `symbolScale` and `renderingMode` as its resource's
    /// `IBImageConfiguration` archives them (`IBSymbolScale`: -1 for the default, else AppKit's
    /// `NSImage.SymbolScale`; `IBRenderingMode`: 0 automatic), read by the compiler and the
    /// decompiler (transmission_MainMenu's symbol).
    package static let imageReferenceSymbolScales: [(name: String, value: Int64)] = [
        ("default", -1), ("small", 1), ("medium", 2), ("large", 3),
    ]
    /// See ``imageReferenceSymbolScales``.
    package static let imageReferenceRenderingModes: [(name: String, value: Int64)] = [
        ("automatic", 0), ("original", 1), ("template", 2),
    ]

    /// The System catalog colour ibtool archives as a text view's insertion point colour
    /// (`NSTextViewSharedData`'s `NSInsertionColor`) when the document names none.
    package static let textViewDefaultInsertionColor = "textInsertionPointColor"

    /// The font of a box's title when the document gives none (`<font key="titleFont">`), and
    /// of a separator's whatever the document says: a new `NSBox`'s, the small system font
    /// (test_box_separator and transmission_MainMenu archive it). The compiler archives it so,
    /// the decompiler writes a title font only when the archived one differs (Sparkle's
    /// SUUpdateAlert boxes, whose title is in Lucida Grande 11).
    package static let boxTitleFont: [(name: String, value: String)] = [("metaFont", "smallSystem")]

    /// The font and colour a run of a text view's own text has when the document's
    /// `<attributedString key="textStorage">` gives it none: `NSTextStorage`'s own Helvetica 12,
    /// and the System text colour (when the text view names no `textColor`).
    package static let textStorageDefaultFont: [(name: String, value: String)] = [
        ("name", "Helvetica"), ("size", "12"),
    ]
    /// See ``textStorageDefaultFont``.
    package static let textStorageDefaultColor = "textColor"

    /// The bits of a text view's shared data flags (`NSTextViewSharedData`'s `NSFlags`) and
    /// the value each attribute has when the document does not write it: the decoder reads them
    /// back as attributes, the compiler archives them. The meanings are AppKit's (GNUstep
    /// decodes the same bits). The pairs decide the defaults ibtool archives: `0x100` (uses the
    /// ruler) and `0x800` (draws its background) are set for every text view whose document
    /// writes neither, rich or plain (test7_clipview, test12_text_view_border), `0x20` (uses
    /// the font panel) is not.
    package static let textViewSharedFlags: [(attribute: String, mask: UInt64, default: String)] = [
        ("selectable", 0x1, "YES"), ("editable", 0x2, "YES"), ("richText", 0x4, "YES"), ("importsGraphics", 0x8, "YES"),
        ("fieldEditor", 0x10, "NO"), ("usesFontPanel", 0x20, "NO"), ("rulerVisible", 0x40, "NO"),
        ("continuousSpellChecking", 0x80, "NO"), ("usesRuler", 0x100, "YES"), ("smartInsertDelete", 0x200, "NO"),
        ("allowsUndo", 0x400, "NO"), ("drawsBackground", 0x800, "YES"),
        ("allowsDocumentBackgroundColorChange", 0x4000, "NO"), ("grammarChecking", 0x8000, "NO"),
        ("allowsImageEditing", 0x1_0000, "NO"), ("quoteSubstitution", 0x2_0000, "NO"),
        ("linkDetection", 0x4_0000, "NO"), ("dashSubstitution", 0x100_0000, "NO"),
        ("textReplacement", 0x200_0000, "NO"), ("spellingCorrection", 0x400_0000, "NO"),
        ("usesInspectorBar", 0x8000_0000, "NO"),
    ]

    /// A strut of a window's initial position mask, which ibtool keeps as a code of four bits
    /// of `NSWTFlags` (``windowStrutBits``).
    static func strut(_ name: String) -> IBProperty {
        IBProperty(
            .keyed(element: "windowPositionMask", key: "initialPositionMask", attribute: name), "NSWTFlags",
            .field(mask: 0x78_0000, windowStrutBits.map { .init($0.struts.contains(name) ? "YES" : "NO", $0.bits) }),
            default: "NO")
    }

    /// The `type` of a window's `<value key="minSize" type="size">` (or `maxSize`), present with
    /// the size.
    static func minSizeType(_ key: String, of documentKey: String = "minSize") -> IBProperty {
        IBProperty(.keyed(element: "value", key: documentKey, attribute: "type"), key, .presentAs("size"))
    }

    /// The width (0) or height (1) of a window's minimum (or maximum) size, archived as a size
    /// string.
    static func minSizeComponent(_ key: String, _ index: Int, of documentKey: String = "minSize") -> IBProperty {
        IBProperty(
            .keyed(element: "value", key: documentKey, attribute: index == 0 ? "width" : "height"), key,
            .pairComponent(index, fill: 0))
    }

    /// The window position masks ibtool stores in bits 19–22 of `NSWTFlags`, by the struts the
    /// document sets; a mask without struts is stored as one with all four.
    package static let windowStrutBits: [(struts: Set<String>, bits: UInt64)] = [
        (["leftStrut", "rightStrut", "topStrut", "bottomStrut"], 0x78_0000), (["leftStrut", "bottomStrut"], 0),
        (["rightStrut", "bottomStrut"], 0x50_0000), (["leftStrut", "topStrut"], 0x28_0000),
        (["rightStrut", "topStrut"], 0x30_0000), (["leftStrut"], 0x68_0000), (["rightStrut"], 0x70_0000),
        (["bottomStrut"], 0x58_0000), (["topStrut"], 0x38_0000),
    ]

    /// Keyed elements of flags whose silence is no flag at all when the element has an attribute
    /// of a value, rather than the rule's: a separator has no key equivalent, so ibtool archives
    /// no modifier mask for one whose document writes none, and the document writes the mask it
    /// was given (`command="YES"` for ⌘ alone) bit by bit.
    package static let keyedElementsSilentAtZero: [(attribute: String, value: String, key: String)] = [
        ("isSeparatorItem", "YES", "keyEquivalentModifierMask")
    ]

    /// Attributes a document says are no value at all (`<nil key="label"/>`) when the archive
    /// has no key for them, where an empty value archives an empty string: a segment without a
    /// label archives no `NSSegmentItemLabel`, one with `label=""` (or none written) archives ""
    /// (test23_segmented: its 7 `<nil key="label"/>` segments archive no key, its 29 others one).
    package static let nilWhenUnarchived: [(element: String, archiveKey: String, key: String)] = [
        ("segment", "NSSegmentItemLabel", "label")
    ]

    // MARK: More elements

    /// What an `NSObjectController` archives of its document, which an `NSArrayController`
    /// (its subclass) archives too; its declared keys are the compiler's to archive
    /// (`NSDeclaredKeys`, an array of strings, as the EFLaceView nib's array controllers hold them).
    /// Its settings are left out at their defaults, as the array controllers of the three Sparkle
    /// permission prompts' NIBArchives (iTerm2's, macvim's, transmission's, by three Xcodes) have
    /// none of them; the older keyed EFLaceView nib writes every one.
    static let objectControllerProperties: [IBProperty] = [
        .attribute("editable", "NSEditable", .boolean, default: "YES", archivedDefault: .boolean(true)),
        .attribute(
            "automaticallyPreparesContent", "NSAutomaticallyPreparesContent", .boolean, default: "NO",
            archivedDefault: .boolean(false)),
        .attribute("objectClassName", "NSObjectClassName", .string),
    ]

    /// What every `NSArrayController` archives whatever its document says.
    static let arrayControllerConstants: [(key: String, value: IBArchivedValue)] = [
        ("NSFilterRestrictsInsertion", .boolean(true))
    ]

    /// What an `NSArrayController` archives of its document, which an `NSDictionaryController`
    /// (its subclass, with no coder of its own) archives too.
    /// Like an object controller's, its settings are left out at their defaults (the Sparkle
    /// permission prompts' NIBArchives).
    static let arrayControllerProperties: [IBProperty] =
        objectControllerProperties + [
            .attribute(
                "avoidsEmptySelection", "NSAvoidsEmptySelection", .boolean, default: "YES",
                archivedDefault: .boolean(true)),
            .attribute(
                "preservesSelection", "NSPreservesSelection", .boolean, default: "YES", archivedDefault: .boolean(true)),
            .attribute(
                "selectsInsertedObjects", "NSSelectsInsertedObjects", .boolean, default: "YES",
                archivedDefault: .boolean(true)),
            .attribute(
                "clearsFilterPredicateOnInsertion", "NSClearsFilterPredicateOnInsertion", .boolean, default: "YES"),
            // As `NSArrayController`'s coder reads it (GNUstep, Cappuccino's nib2cib); not
            // archived when false (the Sparkle permission prompt's nibs' array controllers).
            IBProperty(
                .attribute("automaticallyRearrangesObjects"), "NSAutomaticallyRearrangesObjects", .boolean,
                default: "NO", archivedDefault: .boolean(false)),
        ]

    /// Elements that real documents use beyond the controls above: an object controller, a
    /// matrix of cells, a WebKit web view, a custom cell, a popover and a drawer. The keys are
    /// those Apple's nibs hold where the corpus has one (the EFLaceView nib's `NSMatrix`, the
    /// Sparkle alert's `WebView`) and those the classes' coders read (GNUstep's `NSMatrix`,
    /// `NSPopover` and `NSDrawer`), which AppKit's own keyed archives share.
    private static let appKitElementRules: [IBClassRule] = [
        IBClassRule("objectController", "NSObjectController", objectControllerProperties),
        // A tree controller: an object controller with the key paths of its nodes' children,
        // count and leafness (`NSTreeContent…Key`, as AppKit's and GNUstep's coders read them)
        // and the selection settings an array controller has too.
        IBClassRule(
            "treeController", "NSTreeController",
            objectControllerProperties + [
                .attribute("childrenKeyPath", "NSTreeContentChildrenKey", .string),
                .attribute("countKeyPath", "NSTreeContentCountKey", .string),
                .attribute("leafKeyPath", "NSTreeContentLeafKey", .string),
                .attribute("avoidsEmptySelection", "NSAvoidsEmptySelection", .boolean, default: "YES"),
                .attribute("preservesSelection", "NSPreservesSelection", .boolean, default: "YES"),
                .attribute("selectsInsertedObjects", "NSSelectsInsertedObjects", .boolean, default: "YES"),
            ]),
        // `NSMatrixFlags`: the mode in the top three bits (highlight 0x80000000, radio
        // 0x40000000, list 0x20000000, track none), then empty selection, selection by
        // rectangle, background and cell size bits, as AppKit's and GNUstep's coders read them.
        // A document writes no mode for a radio matrix (a new `NSMatrix` is one): the corpus's
        // matrices of radio buttons write none. The cells, the prototype and the selection are
        // the compiler's (`AppKitArchiver.archiveMatrix`).
        IBClassRule(
            "matrix", "NSMatrix", base: "@control",
            [
                IBProperty(
                    .attribute("mode"), "NSMatrixFlags",
                    .field(
                        mask: 0xE000_0000,
                        [
                            .init("track", 0), .init("highlight", 0x8000_0000), .init("radio", 0x4000_0000),
                            .init("list", 0x2000_0000),
                        ]), default: "radio"),
                IBProperty(
                    .attribute("allowsEmptySelection"), "NSMatrixFlags", .flag(mask: 0x1000_0000), default: "YES"),
                IBProperty(.attribute("selectionByRect"), "NSMatrixFlags", .flag(mask: 0x400_0000), default: "YES"),
                .flag("drawsBackground", "NSMatrixFlags", 0x100_0000),
                IBProperty(.attribute("autosizesCells"), "NSMatrixFlags", .flag(mask: 0x80_0000), default: "YES"),
            ] + IBProperty.size("cellSize", "NSCellSize") + IBProperty.size("intercellSpacing", "NSIntercellSpacing")
                + [
                    IBProperty(.object(element: "color", key: "backgroundColor"), "NSBackgroundColor", .color),
                    IBProperty(.object(element: "color", key: "cellBackgroundColor"), "NSCellBackgroundColor", .color),
                    // A matrix has no cell of its own in the document: its text alignment is left.
                    IBProperty(
                        .keyed(element: "*", key: "cell", attribute: "alignment"), "NSControlTextAlignment",
                        .enumeration([.init("left", 0)]), default: "left"),
                ],
            // The class a matrix makes new cells of: the EFLaceView nib's matrices name
            // `NSActionCell` (their prototype gives new cells their settings). Its cells are
            // discardable, its writing direction left to right and it sends no action mask: what
            // viraptor/ibtool's compiler writes for test_matrix_flags, which its test compares
            // with Apple's nib.
            constants: [
                ("NSMatrixFlags", .integer(0)), ("NSCellClass", .string("NSActionCell")),
                ("NSCellIsDiscardable", .boolean(true)), ("NSControlWritingDirection", .integer(0)),
                ("NSControlSendActionMask", .integer(0)),
            ]),
        // A WebKit `WebView` as the Sparkle alert's nib (iTerm2's copy) archives one: its frame
        // and group names, whether it keeps a back-forward list and allows undo; its preferences
        // and drag types are the compiler's. Its next key view is `nil`: the view it leads to is
        // its own frame view, which it does not archive (no `NSSubviews`), so the conditional
        // reference comes out empty (inferred from that one nib, the corpus's only `WebView`).
        IBClassRule(
            "webView", "WebView", base: "@view",
            [
                IBProperty(.attribute("frameName"), "FrameName", .string, default: ""),
                IBProperty(.attribute("groupName"), "GroupName", .string, default: ""),
                IBProperty(
                    .attribute("maintainsBackForwardList"), "UseBackForwardList", .boolean, default: "YES"),
                IBProperty(
                    .attribute("allowsUndo"), "AllowsUndo", .boolean, default: "YES"),
            ],
            constants: [("NSNextKeyView", .null)]),
        // PDFKit's `PDFView`, with the keys its coder reads: whether it shows page breaks and
        // scales automatically, and the settings a new PDF view archives (version 3, continuous
        // single pages, scale 1 between 0.1 and 20, left to right, high interpolation, no book
        // layout, data detectors or dropped files) and the file names it accepts dropped. The
        // keys, types and values are the ones viraptor/ibtool writes for test34_pdfview, which
        // its test compares with Apple's nib; no pair of the corpus has a PDF view.
        IBClassRule(
            "pdfView", "PDFView", base: "@view",
            [
                .attribute("displaysPageBreaks", "PageBreaks", .boolean, default: "YES"),
                .attribute("autoScales", "AutoScale", .boolean, default: "NO"),
            ],
            constants: [
                ("NSSubviews", .collection(className: "NSMutableArray", elements: [])),
                ("NSDragTypes", .collection(className: "NSMutableSet", elements: [.string("NSFilenamesPboardType")])),
                ("Version", .integer(3)), ("DisplayMode", .integer(1)), ("ScaleFactor", .float(1)),
                ("DisplayDirection", .boolean(false)), ("DisplaysRTL", .boolean(false)),
                ("MinScaleFactor", .float(0.10000000149011612)), ("MaxScaleFactor", .float(20)),
                ("DisplaysAsBook", .boolean(false)), ("EnableDataDetectors", .boolean(false)),
                ("InterpolationQuality", .integer(2)), ("AcceptsDraggedFiles", .boolean(false)),
            ]),
        // A cell of a custom class (`customCell`) is an `NSCell` the class swaps.
        IBClassRule("customCell", "NSCell", base: "@cell"),
        // `NSPopover`'s keys as its coder reads them: the behaviour (application-defined unless
        // the document says `t`ransient or `s`emitransient), whether it animates; the content
        // view controller is an outlet of the document.
        IBClassRule(
            "popover", "NSPopover",
            [
                IBProperty(
                    .attribute("behavior"), "NSBehavior",
                    .enumeration([.init("a", 0), .init("t", 1), .init("s", 2)]), default: "a"),
                IBProperty(
                    .attribute("animates"), "NSAnimates", .boolean, default: "YES"),
            ]),
        // `NSDrawer`'s keys as its coder reads them: the content sizes, the edge (`NSRectEdge`)
        // and offsets; the parent window, content view and delegate are outlets of the document.
        IBClassRule(
            "drawer", "NSDrawer",
            IBProperty.size("contentSize", "NSContentSize") + IBProperty.size("minContentSize", "NSMinContentSize")
                + IBProperty.size("maxContentSize", "NSMaxContentSize") + [
                    IBProperty(
                        .attribute("preferredEdge"), "NSPreferredEdge",
                        .enumeration([.init("minX", 0), .init("minY", 1), .init("maxX", 2), .init("maxY", 3)]),
                        default: "minX"),
                    IBProperty(
                        .attribute("leadingOffset"), "NSLeadingOffset", .real, default: "0"),
                    IBProperty(
                        .attribute("trailingOffset"), "NSTrailingOffset", .real, default: "0"),
                ]),
    ]
}

// MARK: Container view controllers

extension IBVocabulary {
    /// A storyboard's split view and tab view controllers and their items. No Apple-compiled
    /// nib of the corpus holds one: the class names are AppKit's, the keys those GNUstep's
    /// `initWithCoder:` reads from Apple's nibs (`NSSplitView`, `NSSplitViewItems`,
    /// `NSSplitViewItemViewController`, `NSHoldingPriority`, `NSBehavior`, `NSCollapsed`;
    /// `NSTabView`, `NSTabViewItems`). The keys GNUstep does not read are inferred from the
    /// property names as those are (`NSCanCollapse`, `NSTabStyle`, `NSSelectedTabViewItemIndex`);
    /// the enumeration values are AppKit's headers'. (A reimplementation of AppKit, Finch, reads
    /// the split view item's settings under `NSSplitViewItem`-prefixed keys instead; GNUstep's
    /// are followed here.) The storyboard compiler archives the items
    /// and their controllers (`AppKitStoryboardCompiler`).
    /// How a storyboard's AppKit container controller lists its children: the relationship
    /// segue, the document's wrapper and item elements, the controller's array of items and the
    /// item's key for its child (`NSTabViewItemViewController` inferred, after
    /// `NSSplitViewItemViewController`).
    package static let appKitContainerItems:
        [(
            element: String, archivedClass: String, relationship: String, wrapper: String, item: String,
            itemsKey: String, controllerKey: String
        )] = [
            (
                "splitViewController", "NSSplitViewController", "splitItems", "splitViewItems", "splitViewItem",
                "NSSplitViewItems", "NSSplitViewItemViewController"
            ),
            (
                "tabViewController", "NSTabViewController", "tabItems", "tabViewItems", "tabViewItem", "NSTabViewItems",
                "NSTabViewItemViewController"
            ),
        ]

    static let appKitContainerControllerRules: [IBClassRule] = [
        IBClassRule("splitViewController", "NSSplitViewController", base: "viewController"),
        // A page controller is a view controller to its decoder (GNUstep's reads only an
        // optional `NSTransitionStyle`, absent for the default style; no document attribute for
        // it is known, so none is archived).
        IBClassRule("pagecontroller", "NSPageController", base: "viewController"),
        // A storyboard's container view: inferred to be archived as a plain view, as UIKit's is a
        // `UIView` (AppKit has no container view class; its embed segue's template holds it).
        IBClassRule("containerView", "NSView", base: "@view"),
        IBClassRule(
            "tabViewController", "NSTabViewController", base: "viewController",
            [
                // Inferred key; `NSTabViewControllerTabStyle`'s values.
                .attribute(
                    "tabStyle", "NSTabStyle",
                    .enumeration([
                        .init("segmentedControlOnTop", 0), .init("segmentedControlOnBottom", 1), .init("toolbar", 2),
                        .init("unspecified", UInt64(bitPattern: -1)),
                    ]), default: "segmentedControlOnTop"),
                // Inferred key.
                .attribute("selectedTabViewItemIndex", "NSSelectedTabViewItemIndex", .integer),
            ]),
        IBClassRule(
            "splitViewItem", "NSSplitViewItem",
            [
                .attribute("holdingPriority", "NSHoldingPriority", .float, default: "250"),
                // `NSSplitViewItemBehavior`'s values.
                .attribute(
                    "behavior", "NSBehavior",
                    .enumeration([
                        .init("default", 0), .init("sidebar", 1), .init("contentList", 2), .init("inspector", 3),
                    ]), default: "default"),
                .attribute("collapsed", "NSCollapsed", .boolean, default: "NO"),
                // Inferred key.
                .attribute("canCollapse", "NSCanCollapse", .boolean, default: "NO"),
            ]),
    ]
}

// MARK: Rule and predicate editors

extension IBVocabulary {
    /// `NSRuleEditorNestingMode`, as a rule editor's `nestingMode`.
    package static let ruleEditorNestingModes: [IBKeyword] = [
        .init("single", 0), .init("list", 1), .init("compound", 2), .init("simple", 3),
    ]

    /// Rule and predicate editors and a predicate editor's row templates (pred_compound_chain,
    /// viraptor's predicateEditor sample). The editor's run-time objects (its slice holder,
    /// bound-array owner, the templates' pop-up buttons) are the compiler's to archive.
    static let appKitRuleEditorRules: [IBClassRule] = [
        IBClassRule(
            "ruleEditor", "NSRuleEditor", base: "@control",
            [
                .attribute("nestingMode", "NSRuleEditorNestingMode", .enumeration(ruleEditorNestingModes)),
                // Xcode writes the row height whatever it is.
                IBProperty(
                    .attribute("rowHeight"), "NSRuleEditorSliceHeight", .real, default: "25", writtenWhenDefault: true),
                .attribute("canRemoveAllRows", "NSRuleEditorDisallowEmpty", .negatedBoolean, default: "NO"),
                .attribute("editable", "NSRuleEditorEditable", .boolean, default: "YES"),
            ],
            constants: [
                ("NSRuleEditorAlignmentGridWidth", .real(75)), ("NSRuleEditorAllowsEmptyCompoundRows", .boolean(false)),
                ("NSRuleEditorRowTypeKeyPath", .string("rowType")),
                ("NSRuleEditorSubrowsArrayKeyPath", .string("subrows")),
                ("NSRuleEditorItemsKeyPath", .string("criteria")),
                ("NSRuleEditorValuesKeyPath", .string("displayValues")),
                ("NSRuleEditorBoundArrayKeyPath", .string("boundArray")),
                ("NSRuleEditorRowClass", .string("NSMutableDictionary")), ("NSRuleEditorDelegate", .null),
                ("NSControlWritingDirection", .integer(0)),
            ]),
        IBClassRule("predicateEditor", "NSPredicateEditor", base: "ruleEditor"),
        IBClassRule(
            "predicateEditorRowTemplate", "NSPredicateEditorRowTemplate",
            [
                .attribute("rowType", "NSPredicateTemplateType", .enumeration([.init("compound", 2)]))
            ],
            constants: [
                ("NSPredicateTemplateOptions", .integer(0)), ("NSPredicateTemplateModifier", .integer(0)),
                ("NSPredicateTemplateLeftAttributeType", .integer(0)),
                ("NSPredicateTemplateRightAttributeType", .integer(0)),
                ("NSPredicateTemplateLeftIsWildcard", .boolean(false)),
                ("NSPredicateTemplateRightIsWildcard", .boolean(false)),
            ]),
    ]
}

// MARK: Number formatters

extension IBVocabulary {
    /// The number styles the compiler archives (`NSNumberFormatter.Style`) and the decompiler
    /// reads: the others' patterns and symbols are the build machine's locale data.
    package static let numberFormatterStyles: [String: Int64] = ["none": 0, "decimal": 1]

    /// The settings every 10.4 number formatter archives in `NS.attributes`, with the value
    /// they have when the document does not give one (numfmt_decimal, viraptor's numfmt).
    package static let numberFormatterDefaults: [(key: String, value: IBArchivedValue)] = [
        ("allowsFloats", .boolean(true)), ("alwaysShowsDecimalSeparator", .boolean(false)),
        ("formatWidth", .integer(0)), ("formatterBehavior", .integer(1040)),
        ("generatesDecimalNumbers", .boolean(false)), ("groupingSize", .integer(3)), ("lenient", .boolean(false)),
        ("maximumFractionDigits", .integer(0)), ("maximumIntegerDigits", .integer(2_000_000_000)),
        ("minimumFractionDigits", .integer(0)), ("minimumIntegerDigits", .integer(1)),
        ("negativeInfinitySymbol", .string("-∞")), ("nilSymbol", .string("")), ("paddingPosition", .integer(0)),
        ("positiveInfinitySymbol", .string("+∞")), ("roundingMode", .integer(4)),
        ("secondaryGroupingSize", .integer(0)), ("usesGroupingSeparator", .boolean(true)),
    ]

    /// Whether a 10.4 formatter's format is localized (`localizesFormat`): archived as a 10.0
    /// formatter's is (``numberFormatter10Settings``), under `NS.localized` only, `true` by default
    /// (every number formatter of Apple's nibs in the corpus). `NO` as `false` for a 10.4
    /// formatter is inferred: no Apple nib of the corpus has one (ViennaRSS's Preferences does).
    package static let numberFormatterLocalizesFormat = (attribute: "localizesFormat", archiveKey: "NS.localized")

    /// The number formatter attributes archived as integers.
    package static let numberFormatterIntegers: Set<String> = [
        "formatWidth", "groupingSize", "secondaryGroupingSize", "minimumIntegerDigits", "maximumIntegerDigits",
        "minimumFractionDigits", "maximumFractionDigits",
    ]

    /// The number formatter attributes archived as booleans.
    package static let numberFormatterBooleans: Set<String> = [
        "allowsFloats", "lenient", "usesGroupingSeparator", "alwaysShowsDecimalSeparator", "generatesDecimalNumbers",
    ]

    /// The number formatter attributes archived as strings, under their own names.
    package static let numberFormatterStrings: Set<String> = [
        "positiveFormat", "negativeFormat", "currencySymbol", "internationalCurrencySymbol", "currencyCode",
        "decimalSeparator", "groupingSeparator", "currencyDecimalSeparator", "currencyGroupingSeparator", "plusSign",
        "minusSign", "notANumberSymbol", "perMillSymbol", "percentSymbol", "exponentSymbol", "positivePrefix",
        "positiveSuffix", "negativePrefix", "negativeSuffix", "paddingCharacter", "zeroSymbol", "nilSymbol",
        "positiveInfinitySymbol", "negativeInfinitySymbol",
    ]
}
