// How AppKit's tables, outlines and the scroll views around them are archived (see
// IBVocabulary+AppKit.swift for where the facts come from).

extension IBVocabulary {
    /// Scroll and clip views, scrollers, tables, outlines, columns and their cells.
    static let appKitTableRules: [IBClassRule] = [
        IBClassRule(
            "scrollView", "NSScrollView", base: "@view",
            [
                IBProperty(.attribute("borderType"), "NSsFlags", .field(mask: 0x3, borderTypeBits), default: "bezel"),
                IBProperty(.attribute("hasHorizontalScroller"), "NSsFlags", .flag(mask: 0x20), default: "YES"),
                IBProperty(.attribute("hasVerticalScroller"), "NSsFlags", .flag(mask: 0x10), default: "YES"),
                .flag("autohidesScrollers", "NSsFlags", 0x200),
                IBProperty(
                    .attribute("usesPredominantAxisScrolling"), "NSsFlags", .flag(mask: 0x10000), default: "YES"),
                // Inferred: the scroll elasticities in bits 12–13 (vertical) and 14–15 (horizontal)
                // of `NSsFlags`, `NSScrollElasticity`'s values (AppKit's header), as a
                // reimplementation of AppKit's scroll view coder reads the flags ibtool writes. No
                // Apple nib of the corpus has a scroll view that names one; automatic is 0.
                IBProperty(
                    .attribute("verticalScrollElasticity"), "NSsFlags", .field(mask: 0x3000, scrollElasticities(12)),
                    default: "automatic"),
                IBProperty(
                    .attribute("horizontalScrollElasticity"), "NSsFlags",
                    .field(mask: 0xC000, scrollElasticities(14)), default: "automatic"),
                .attribute(
                    "allowsMagnification", "NSAllowsMagnification", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                .attribute("maxMagnification", "NSMaxMagnification", .real, default: "4"),
                .attribute("minMagnification", "NSMinMagnification", .real, default: "0.25"),
                .attribute("magnification", "NSMagnification", .real, default: "1"),
                focusRingType,
            ],
            // Bits 0x800 and 0x20000 are set in every scroll view of the corpus.
            constants: [("NSsFlags", .integer(0x20800))]),
        IBClassRule(
            "clipView", "NSClipView", base: "@view",
            [
                // No flags set (no background, copies on scroll): ibtool archives no `NScvFlags`
                // (the storyboard pair `sb_tv_customclass`), so its silence is 0.
                IBProperty(
                    .attribute("drawsBackground"), "NScvFlags", .flag(mask: 0x4), default: "YES",
                    archivedDefault: .integer(0)),
                // Set when the clip view does not copy on scroll (pred_compound_chain, transmission_MainMenu).
                IBProperty(
                    .attribute("copiesOnScroll"), "NScvFlags", .clearFlag(mask: 0x2), default: "YES",
                    archivedDefault: .integer(0)),
                IBProperty(.object(element: "color", key: "backgroundColor"), "NSBGColor", .color),
            ],
            constants: [("NSAutomaticallyAdjustsContentInsets", .boolean(true))]),
        IBClassRule(
            "scroller", "NSScroller", base: "@control",
            [
                .attribute("doubleValue", "NSCurValue", .real, default: "0", archivedDefault: .real(0)),
                .attribute("knobProportion", "NSPercent", .real),
                // A scroller's size is in its `NSsFlags` (small 0x100), as its direction is.
                IBProperty(
                    .attribute("controlSize"), "NSsFlags",
                    .field(mask: 0x300, [.init("regular", 0), .init("small", 0x100), .init("mini", 0x200)]),
                    default: "regular", archivedDefault: .integer(0)),
                // A horizontal scroller's `NSsFlags` is 1; a vertical one archives none.
                IBProperty(
                    .attribute("horizontal"), "NSsFlags", .flag(mask: 0x1), default: "NO",
                    archivedDefault: .integer(0)),
                // Scrollers archive no `NSEnabled`.
                IBProperty(
                    .attribute("enabled"), "NSEnabled", .boolean, default: "YES", archivedDefault: .boolean(true)),
            ] + noCell,
            constants: [("NSControlWritingDirection", .integer(0))]),
        IBClassRule("tableHeaderView", "NSTableHeaderView", base: "@view"),
        IBClassRule("tableCellView", "NSTableCellView", base: "@view"),
        IBClassRule(
            "tableView", "NSTableView", base: "@control",
            // A table's own hugging (250 across, 750 along) is the archive's silence
            // (transmission_MainMenu's outline); the document's silence is still 250.
            hugging(250, 750) + [
                .attribute("rowHeight", "NSRowHeight", .real, default: "17"),
                focusRingType,
                .attribute("typeSelect", "NSAllowsTypeSelect", .boolean, default: "YES"),
                // NSTvFlags, read off the pairs' tables (each bit against the one attribute that
                // differs between two sources): 0x8000_0000 column reordering, 0x4000_0000 column
                // resizing, 0x1000_0000 empty and 0x0800_0000 multiple selection, 0x0100_0000
                // autosaved columns (all set by default), 0x0080_0000 alternating row colours,
                // 0x0400_0000 column selection. ibtool sets 0x0200_0000 in every table; the compiler
                // adds grid lines (0x2000_0000) and uniform column autoresizing (0x8000).
                IBProperty(.attribute("columnReordering"), "NSTvFlags", .flag(mask: 0x8000_0000), default: "YES"),
                IBProperty(.attribute("columnResizing"), "NSTvFlags", .flag(mask: 0x4000_0000), default: "YES"),
                IBProperty(.attribute("emptySelection"), "NSTvFlags", .flag(mask: 0x1000_0000), default: "YES"),
                IBProperty(.attribute("multipleSelection"), "NSTvFlags", .flag(mask: 0x0800_0000), default: "YES"),
                IBProperty(.attribute("autosaveColumns"), "NSTvFlags", .flag(mask: 0x0100_0000), default: "YES"),
                .flag("alternatingRowBackgroundColors", "NSTvFlags", 0x0080_0000),
                .flag("columnSelection", "NSTvFlags", 0x0400_0000),
                .attribute(
                    "columnAutoresizingStyle", "NSColumnAutoresizingStyle",
                    .enumeration([
                        .init("none", 0), .init("uniform", 1), .init("sequential", 2), .init("reverseSequential", 3),
                        .init("lastColumnOnly", 4), .init("firstColumnOnly", 5),
                    ]), default: "uniform"),
                .attribute("autosaveName", "NSAutosaveName", .string),
                // `NSTableViewStyle`'s values (AppKit's header); an Apple nib of Sparkle's
                // SUUpdatePermissionPrompt archives 4 under the key.
                .attribute(
                    "tableStyle", "NSTableViewStyle",
                    .enumeration([
                        .init("automatic", 0), .init("fullWidth", 1), .init("inset", 2), .init("sourceList", 3),
                        .init("plain", 4),
                    ])),
                // Apple's nib of HSChooserWindow archives sourceList as 1 (viraptor/ibtool writes the
                // same); the other values are `NSTableViewSelectionHighlightStyle`'s (AppKit's header).
                .attribute(
                    "selectionHighlightStyle", "NSTableViewSelectionHighlightStyle",
                    .enumeration([.init("none", UInt64(bitPattern: -1)), .init("regular", 0), .init("sourceList", 1)])),
                .attribute("headerView", "NSHeaderView", .objectReference),
                // Apple's nib of HSChooserWindow archives usesAutomaticRowHeights="YES" as
                // `NSTableViewUseARH` true; the tables of the pairs, which say nothing, have no key.
                IBProperty(
                    .attribute("usesAutomaticRowHeights"), "NSTableViewUseARH", .boolean, default: "NO",
                    archivedDefault: .boolean(false)),
                // Inferred: the row size style as `NSTableViewRowSizeStyle`'s value (AppKit's header;
                // the key a reimplementation of AppKit's table coder reads, and GNUstep's table cell
                // view archives its own under). No Apple nib of the corpus has a table that names
                // one but `automatic`, which it leaves out (transmission_MainMenu): archived as nothing.
                .attribute(
                    "rowSizeStyle", "NSTableViewRowSizeStyle",
                    .enumeration([
                        .init("systemDefault", UInt64(bitPattern: -1)), .init("custom", 0), .init("small", 1),
                        .init("medium", 2), .init("large", 3),
                    ])),
                // Inferred: a table that does not float its group rows archives
                // `NSTableViewShouldFloatGroupRows` false, as viraptor/ibtool's compiler writes it;
                // the tables of Apple's nibs, which float them (the default), have no key.
                IBProperty(
                    .attribute("floatsGroupRows"), "NSTableViewShouldFloatGroupRows", .boolean, default: "YES",
                    archivedDefault: .boolean(true)),
                IBProperty(.sizeComponent(key: "intercellSpacing", index: 0), "NSIntercellSpacingWidth", .real),
                IBProperty(.sizeComponent(key: "intercellSpacing", index: 1), "NSIntercellSpacingHeight", .real),
                IBProperty(.object(element: "color", key: "backgroundColor"), "NSBackgroundColor", .color),
                IBProperty(.object(element: "color", key: "gridColor"), "NSGridColor", .color),
            ] + noCell,
            constants: [
                ("NSDelegate", .null), ("NSDataSource", .null), ("NSDraggingSourceMaskForLocal", .integer(-1)),
                ("NSDraggingSourceMaskForNonLocal", .integer(0)), ("NSTableViewDraggingDestinationStyle", .integer(0)),
                ("NSTableViewGroupRowStyle", .integer(1)), ("NSControlWritingDirection", .integer(0)),
                ("NSControlSendActionMask", .integer(0)), ("NSTvFlags", .integer(0x0200_0000)),
            ]),
        IBClassRule(
            "outlineView", "NSOutlineView", base: "tableView",
            [
                .attribute("indentationPerLevel", "NSOutlineViewIndentationPerLevelKey", .real),
                // ibtool is silent when the marker follows the cell and when the outline column
                // autoresizes; a document that says nothing about the column archives NO.
                .attribute(
                    "indentationMarkerFollowsCell", "NSOutlineViewIndentationMarkerFollowsCellKey", .boolean,
                    default: "YES", archivedDefault: .boolean(true)),
                .attribute(
                    "autoresizesOutlineColumn", "NSOutlineViewAutoresizesOutlineColumnKey", .boolean, default: "NO",
                    archivedDefault: .boolean(true)),
            ],
            // The key's spelling is AppKit's.
            constants: [("NSOutineViewStronglyReferencesItems", .boolean(true))]),
        IBClassRule(
            "tableColumn", "NSTableColumn", embedded: [.keyed("NSHeaderCell", as: "headerCell")],
            [
                IBProperty(
                    .attribute("identifier"), "NSIdentifier", .string,
                    generatedPrefix: "AutomaticTableColumnIdentifier."),
                .attribute("width", "NSWidth", .real),
                .attribute("minWidth", "NSMinWidth", .real),
                .attribute("maxWidth", "NSMaxWidth", .real),
                IBProperty(
                    .attribute("editable"), "NSIsEditable", .boolean, default: "YES", archivedDefault: .boolean(false)),
                .attribute("hidden", "NSHidden", .boolean, default: "NO", archivedDefault: .boolean(false)),
                .attribute("headerToolTip", "NSHeaderToolTip", .string),
                IBProperty(
                    .keyed(element: "tableColumnResizingMask", key: "resizingMask", attribute: "resizeWithTable"),
                    "NSResizingMask", .flag(mask: 0x1), default: "NO", archivedDefault: .integer(0)),
                IBProperty(
                    .keyed(element: "tableColumnResizingMask", key: "resizingMask", attribute: "userResizable"),
                    "NSResizingMask", .flag(mask: 0x2), default: "NO", archivedDefault: .integer(0)),
                // `NSIsResizeable` is set for a column that resizes at all, with the table too (the
                // compiler adds it): it is no `userResizable` (transmission_MainMenu's column).
            ]),
    ]

    /// A scroll view's scroll amounts, which ibtool packs into `NSScrollAmts` as four big-endian
    /// floats in this order (a line of a table's scroll view being a row and its spacing); a
    /// scroll view that archives none scrolls by `silence` each way.
    package static let scrollAmounts = (
        key: "NSScrollAmts",
        attributes: ["horizontalPageScroll", "verticalPageScroll", "horizontalLineScroll", "verticalLineScroll"],
        silence: "10"
    )

    /// The width of a scroll view's border by the border type in the low bits of its `NSsFlags`
    /// (none, line, bezel, groove): how far inside the scroll view Interface Builder lays its
    /// clip view.
    package static let scrollViewBorderInsets: [Int: Double] = [0: 0, 1: 1, 2: 1, 3: 2]

    /// Archive keys of objects ibtool makes that hold an object of the document, which the document
    /// writes as a child of the holder's owner (under ``documentKey(forArchiveKey:)`` of the key): a
    /// scroll view's header clip view holds its table's header view (`headerView`).
    package static let holdingKeys: Set<String> = ["NSHeaderClipView"]

    /// A list of strings an object archives as an array of strings under one key and a document
    /// writes as an element of `<string>` children.
    package struct StringList: Sendable {
        /// The archive key of the array.
        package var archiveKey: String
        /// The element the document writes.
        package var element: String
        /// Whether an empty array is written as an empty element (`<allowedTypes/>`) rather than
        /// left out.
        package var writesEmpty: Bool
    }

    /// The lists of strings: a path cell's allowed types (`<allowedTypes/>` for none,
    /// test_path_control; a type's text is inferred, no document of the corpus names one), a text
    /// cell's allowed input source locales (viraptor/ibtool's securetextfield sample), a
    /// controller's declared keys (the EFLaceView nib's array controllers, the Sparkle permission
    /// prompts'), a combo box cell's items (`NSPopUpListData`, inferred from GNUstep's and
    /// Cappuccino's coders).
    package static let stringLists: [StringList] = [
        StringList(archiveKey: "NSAllowedTypes", element: "allowedTypes", writesEmpty: true),
        StringList(archiveKey: "NSAllowedInputLocales", element: "allowedInputSourceLocales", writesEmpty: true),
        StringList(archiveKey: "NSDeclaredKeys", element: "declaredKeys", writesEmpty: true),
        StringList(archiveKey: "NSPopUpListData", element: "objectValues", writesEmpty: false),
    ]

    /// `NSScrollElasticity`'s values (automatic 0, none 1, allowed 2) in the two bits of a
    /// scroll view's `NSsFlags` from `shift`.
    private static func scrollElasticities(_ shift: UInt64) -> [IBKeyword] {
        [.init("automatic", 0), .init("none", 1 << shift), .init("allowed", 2 << shift)]
    }

    /// `NSFocusRingType` in bits 12–13 of `NSvFlags` (`focusRingType="none"` is 0x1000); Xcode
    /// leaves the default out.
    static let focusRingType = IBProperty(
        .attribute("focusRingType"), "NSvFlags",
        .field(mask: 0x3000, [.init("default", 0), .init("none", 0x1000), .init("exterior", 0x2000)]),
        default: "default")

    /// A table or a scroller has no cell: the control's cell-derived alignment stays the
    /// `NSControlTextAlignment` constant (0) rather than a cell's natural alignment.
    private static let noCell: [IBProperty] = [
        IBProperty(.keyed(element: "*", key: "cell", attribute: "alignment"), "NSControlTextAlignment", .integer)
    ]

    /// The colours the compiler gives an AppKit element whose document names none, and archives
    /// nothing for when the document says `<nil key=…>`, by element: the archive key and the
    /// document key. A clip view's background is the control background colour unless the
    /// document says `<nil key="backgroundColor"/>` (`archiveClipView`), as the sources of
    /// iTerm2's SearchableComboView and Hammerspoon's HSChooserWindow do, whose Apple-compiled
    /// nibs archive no `NSBGColor`; decompile writes the `<nil>` when the key is absent.
    package static let appKitNilWhenUnarchived: [String: [(archiveKey: String, key: String)]] = [
        "clipView": [("NSBGColor", "backgroundColor")]
    ]
}
