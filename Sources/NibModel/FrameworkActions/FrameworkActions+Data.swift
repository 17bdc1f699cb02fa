// The data of `FrameworkActions`; the sources are listed at the top of FrameworkActions.swift.

extension FrameworkActions {
    /// `(class, superclass, actions)`.
    static let appKitEntries: [(String, String?, [String])] = [
        ("NSObject", nil, []),
        (
            "NSApplication", "NSResponder",
            [
                "terminate:", "hide:", "unhide:", "hideOtherApplications:", "unhideAllApplications:",
                "arrangeInFront:", "miniaturizeAll:", "stop:", "orderFrontStandardAboutPanel:",
                "orderFrontCharacterPalette:", "orderFrontColorPanel:", "runPageLayout:", "showHelp:",
                "activateContextHelpMode:", "toggleTouchBarCustomizationPalette:", "abortModal",
            ]
        ),
        (
            "NSWindow", "NSResponder",
            [
                "performClose:", "performMiniaturize:", "performZoom:", "miniaturize:", "deminiaturize:", "zoom:",
                "toggleFullScreen:", "makeKeyAndOrderFront:", "orderFront:", "orderBack:", "orderOut:", "print:",
                "toggleToolbarShown:", "runToolbarCustomizationPalette:", "selectNextKeyView:",
                "selectPreviousKeyView:", "selectNextTab:", "selectPreviousTab:", "moveTabToNewWindow:",
                "mergeAllWindows:", "toggleTabBar:", "toggleTabOverview:", "undo:", "redo:", "close",
                "orderFrontRegardless",
            ]
        ),
        ("NSPanel", "NSWindow", []),
        ("NSSavePanel", "NSPanel", ["ok:", "cancel:"]),
        ("NSOpenPanel", "NSSavePanel", []),
        ("NSColorPanel", "NSPanel", []),
        ("NSFontPanel", "NSPanel", []),
        ("NSView", "NSResponder", ["print:"]),
        ("NSControl", "NSView", takeValueActions + ["performClick:"]),
        ("NSButton", "NSControl", []),
        ("NSPopUpButton", "NSButton", []),
        ("NSStatusBarButton", "NSButton", []),
        ("NSTextField", "NSControl", ["selectText:"]),
        ("NSSecureTextField", "NSTextField", []),
        ("NSSearchField", "NSTextField", []),
        ("NSTokenField", "NSTextField", []),
        ("NSComboBox", "NSTextField", []),
        ("NSMatrix", "NSControl", ["selectAll:", "selectText:"]),
        ("NSForm", "NSMatrix", []),
        ("NSTableView", "NSControl", ["selectAll:", "deselectAll:"]),
        ("NSOutlineView", "NSTableView", []),
        ("NSBrowser", "NSControl", ["doClick:", "doDoubleClick:"]),
        ("NSColorWell", "NSControl", ["takeColorFrom:"]),
        ("NSSlider", "NSControl", []),
        ("NSStepper", "NSControl", []),
        ("NSSegmentedControl", "NSControl", []),
        ("NSDatePicker", "NSControl", []),
        ("NSLevelIndicator", "NSControl", []),
        ("NSImageView", "NSControl", []),
        ("NSPathControl", "NSControl", []),
        ("NSSwitch", "NSControl", []),
        ("NSScroller", "NSControl", []),
        (
            "NSText", "NSView",
            [
                "copy:", "copyFont:", "copyRuler:", "cut:", "delete:", "paste:", "pasteFont:", "pasteRuler:",
                "selectAll:", "changeFont:", "alignLeft:", "alignRight:", "alignCenter:", "subscript:",
                "superscript:", "underline:", "unscript:", "showGuessPanel:", "checkSpelling:", "toggleRuler:",
                "changeSpelling:", "ignoreSpelling:",
            ]
        ),
        ("NSTextView", "NSText", textViewActions + keyBindingActions + ["performTextFinderAction:"]),
        (
            "NSTabView", "NSView",
            [
                "takeSelectedTabViewItemFromSender:", "selectFirstTabViewItem:", "selectLastTabViewItem:",
                "selectNextTabViewItem:", "selectPreviousTabViewItem:",
            ]
        ),
        ("NSProgressIndicator", "NSView", ["startAnimation:", "stopAnimation:", "animate:"]),
        ("NSCollectionView", "NSView", ["selectAll:", "deselectAll:"]),
        ("NSScrollView", "NSView", []),
        ("NSClipView", "NSView", []),
        ("NSSplitView", "NSView", []),
        ("NSStackView", "NSView", []),
        ("NSBox", "NSView", []),
        ("NSTableCellView", "NSView", []),
        ("NSTableHeaderView", "NSView", []),
        ("NSVisualEffectView", "NSView", []),
        (
            "WebView", "NSView",
            [
                "takeStringURLFrom:", "stopLoading:", "reload:", "reloadFromOrigin:", "goBack:", "goForward:",
                "makeTextLarger:", "makeTextSmaller:", "makeTextStandardSize:", "toggleContinuousSpellChecking:",
                "toggleSmartInsertDelete:",
            ]
        ),
        (
            "WKWebView", "NSView",
            [
                "goBack:", "goForward:", "reload:", "reloadFromOrigin:", "stopLoading:", "goBack", "goForward",
                "reload", "reloadFromOrigin", "stopLoading",
            ]
        ),
        (
            "PDFView", "NSView",
            [
                "goToFirstPage:", "goToLastPage:", "goToNextPage:", "goToPreviousPage:", "goBack:", "goForward:",
                "zoomIn:", "zoomOut:", "takePasswordFrom:", "selectAll:", "copy:",
            ]
        ),
        ("NSViewController", "NSResponder", ["dismissController:"]),
        ("NSSplitViewController", "NSViewController", ["toggleSidebar:", "toggleInspector:"]),
        ("NSTabViewController", "NSViewController", []),
        ("NSPageController", "NSViewController", ["navigateBack:", "navigateForward:", "takeSelectedIndexFrom:"]),
        ("NSCollectionViewItem", "NSViewController", []),
        ("NSTitlebarAccessoryViewController", "NSViewController", []),
        ("NSWindowController", "NSResponder", ["showWindow:", "dismissController:", "close"]),
        ("NSDrawer", "NSResponder", ["open:", "close:", "toggle:"]),
        ("NSPopover", "NSResponder", ["performClose:", "close"]),
        (
            "NSDocument", "NSObject",
            [
                "saveDocument:", "saveDocumentAs:", "saveDocumentTo:", "saveDocumentToPDF:", "revertDocumentToSaved:",
                "printDocument:", "runPageLayout:", "duplicateDocument:", "renameDocument:", "moveDocument:",
                "moveDocumentToUbiquityContainer:", "browseDocumentVersions:", "lockDocument:", "unlockDocument:",
                "close",
            ]
        ),
        ("NSPersistentDocument", "NSDocument", []),
        (
            "NSDocumentController", "NSObject",
            ["newDocument:", "openDocument:", "saveAllDocuments:", "clearRecentDocuments:"]
        ),
        (
            "NSFontManager", "NSObject",
            [
                "addFontTrait:", "removeFontTrait:", "modifyFont:", "modifyFontViaPanel:", "orderFrontFontPanel:",
                "orderFrontStylesPanel:",
            ]
        ),
        ("NSController", "NSObject", ["commitEditing", "discardEditing"]),
        ("NSObjectController", "NSController", ["add:", "remove:", "fetch:"]),
        ("NSArrayController", "NSObjectController", ["insert:", "selectNext:", "selectPrevious:"]),
        ("NSDictionaryController", "NSArrayController", []),
        ("NSTreeController", "NSObjectController", ["insert:", "addChild:", "insertChild:"]),
        ("NSUserDefaultsController", "NSController", ["revert:", "save:", "revertToInitialValues:"]),
        ("NSMenu", "NSObject", ["submenuAction:"]),
        ("NSMenuItem", "NSObject", []),
        ("NSToolbar", "NSObject", ["runCustomizationPalette:"]),
        ("NSToolbarItem", "NSObject", []),
        ("NSTouchBarItem", "NSObject", []),
        ("NSPopoverTouchBarItem", "NSTouchBarItem", ["showPopover:", "dismissPopover:"]),
        ("NSUndoManager", "NSObject", ["undo", "redo"]),
        ("NSCell", "NSObject", takeValueActions + ["performClick:"]),
        ("NSActionCell", "NSCell", []),
        ("NSButtonCell", "NSActionCell", []),
        ("NSTextFieldCell", "NSActionCell", []),
        ("NSImageCell", "NSCell", []),
        ("NSMenuItemCell", "NSButtonCell", []),
        ("NSPopUpButtonCell", "NSMenuItemCell", []),
    ]

    /// NSControl's and NSCell's `take…ValueFrom:` actions.
    static let takeValueActions = [
        "takeIntValueFrom:", "takeIntegerValueFrom:", "takeFloatValueFrom:", "takeDoubleValueFrom:",
        "takeStringValueFrom:", "takeObjectValueFrom:",
    ]

    /// NSTextView's own action methods (NSTextView.h).
    static let textViewActions: [String] = [
        "turnOffKerning:", "tightenKerning:", "loosenKerning:", "useStandardKerning:", "turnOffLigatures:",
        "useStandardLigatures:", "useAllLigatures:", "raiseBaseline:", "lowerBaseline:",
        "toggleTraditionalCharacterShape:", "outline:", "performFindPanelAction:", "alignJustified:", "changeColor:",
        "changeAttributes:", "changeDocumentBackgroundColor:", "orderFrontSpacingPanel:", "orderFrontLinkPanel:",
        "orderFrontListPanel:", "orderFrontTablePanel:", "startSpeaking:", "stopSpeaking:", "changeLayoutOrientation:",
        "complete:", "pasteAsPlainText:", "pasteAsRichText:", "toggleContinuousSpellChecking:",
        "toggleGrammarChecking:",
        "toggleSmartInsertDelete:", "toggleAutomaticQuoteSubstitution:", "toggleAutomaticLinkDetection:",
        "toggleAutomaticDataDetection:", "toggleAutomaticDashSubstitution:", "toggleAutomaticTextReplacement:",
        "toggleAutomaticSpellingCorrection:", "orderFrontSubstitutionsPanel:", "checkTextInSelection:",
        "checkTextInDocument:", "toggleQuickLookPreviewPanel:", "orderFrontSharingServicePicker:",
        "toggleAutomaticTextCompletion:", "toggleBaseWritingDirection:",
    ]

    /// NSStandardKeyBindingResponding, which NSResponder declares and NSTextView implements.
    static let keyBindingActions: [String] = [
        "insertText:", "doCommandBySelector:", "moveForward:", "moveRight:", "moveBackward:", "moveLeft:", "moveUp:",
        "moveDown:", "moveWordForward:", "moveWordBackward:", "moveToBeginningOfLine:", "moveToEndOfLine:",
        "moveToBeginningOfParagraph:", "moveToEndOfParagraph:", "moveToEndOfDocument:", "moveToBeginningOfDocument:",
        "pageDown:", "pageUp:", "centerSelectionInVisibleArea:", "moveBackwardAndModifySelection:",
        "moveForwardAndModifySelection:", "moveWordForwardAndModifySelection:", "moveWordBackwardAndModifySelection:",
        "moveUpAndModifySelection:", "moveDownAndModifySelection:", "moveToBeginningOfLineAndModifySelection:",
        "moveToEndOfLineAndModifySelection:", "moveToBeginningOfParagraphAndModifySelection:",
        "moveToEndOfParagraphAndModifySelection:", "moveToEndOfDocumentAndModifySelection:",
        "moveToBeginningOfDocumentAndModifySelection:", "pageDownAndModifySelection:", "pageUpAndModifySelection:",
        "moveParagraphForwardAndModifySelection:", "moveParagraphBackwardAndModifySelection:", "moveWordRight:",
        "moveWordLeft:", "moveRightAndModifySelection:", "moveLeftAndModifySelection:",
        "moveWordRightAndModifySelection:", "moveWordLeftAndModifySelection:", "moveToLeftEndOfLine:",
        "moveToRightEndOfLine:", "moveToLeftEndOfLineAndModifySelection:", "moveToRightEndOfLineAndModifySelection:",
        "scrollPageUp:", "scrollPageDown:", "scrollLineUp:", "scrollLineDown:", "scrollToBeginningOfDocument:",
        "scrollToEndOfDocument:", "transpose:", "transposeWords:", "selectAll:", "selectParagraph:", "selectLine:",
        "selectWord:", "indent:", "insertTab:", "insertBacktab:", "insertNewline:", "insertParagraphSeparator:",
        "insertNewlineIgnoringFieldEditor:", "insertTabIgnoringFieldEditor:", "insertLineBreak:",
        "insertContainerBreak:", "insertSingleQuoteIgnoringSubstitution:", "insertDoubleQuoteIgnoringSubstitution:",
        "changeCaseOfLetter:", "uppercaseWord:", "lowercaseWord:", "capitalizeWord:", "deleteForward:",
        "deleteBackward:", "deleteBackwardByDecomposingPreviousCharacter:", "deleteWordForward:",
        "deleteWordBackward:", "deleteToBeginningOfLine:", "deleteToEndOfLine:", "deleteToBeginningOfParagraph:",
        "deleteToEndOfParagraph:", "yank:", "complete:", "setMark:", "deleteToMark:", "selectToMark:",
        "swapWithMark:", "cancelOperation:", "makeBaseWritingDirectionNatural:",
        "makeBaseWritingDirectionLeftToRight:", "makeBaseWritingDirectionRightToLeft:",
        "makeTextWritingDirectionNatural:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionRightToLeft:", "quickLookPreviewItems:",
    ]

    /// What NSResponder declares for its subclasses to implement: NSStandardKeyBindingResponding and
    /// the optional actions of its categories (a responder implementing newWindowForTab: is what
    /// shows a window's tab-bar plus button).
    static let responderDeclared: [String] =
        keyBindingActions + ["newWindowForTab:", "performTextFinderAction:", "showWritingTools:"]

    /// UIResponderStandardEditActions as the text classes implement them.
    static let uiKitEditActions: [String] = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "select:", "selectAll:", "delete:",
        "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "toggleBoldface:",
        "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "find:", "findNext:",
        "findPrevious:", "findAndReplace:", "useSelectionForFind:",
    ]

    /// The rest of UIResponderStandardEditActions, and UIResponder's sidebar and inspector actions.
    static let uiKitResponderDeclared: [String] = [
        "pasteAndGo:", "pasteAndSearch:", "print:", "rename:", "duplicate:", "move:", "export:", "alignLeft:",
        "alignCenter:", "alignRight:", "alignJustified:", "showWritingTools:", "newFromPasteboard:",
        "toggleInspector:", "toggleSidebar:",
    ]

    /// `(class, superclass, actions)`.
    static let uiKitEntries: [(String, String?, [String])] = [
        ("NSObject", nil, []),
        ("UIApplication", "UIResponder", []),
        ("UIView", "UIResponder", []),
        ("UIWindow", "UIView", []),
        ("UIControl", "UIView", []),
        ("UIButton", "UIControl", []),
        ("UISwitch", "UIControl", []),
        ("UISlider", "UIControl", []),
        ("UIStepper", "UIControl", []),
        ("UISegmentedControl", "UIControl", []),
        ("UIPageControl", "UIControl", []),
        ("UIDatePicker", "UIControl", []),
        ("UIRefreshControl", "UIControl", []),
        ("UITextField", "UIControl", uiKitEditActions),
        ("UIScrollView", "UIView", []),
        ("UITextView", "UIScrollView", uiKitEditActions),
        ("UITableView", "UIScrollView", []),
        ("UICollectionView", "UIScrollView", []),
        ("UILabel", "UIView", []),
        ("UIImageView", "UIView", []),
        ("UIStackView", "UIView", []),
        ("UINavigationBar", "UIView", []),
        ("UIToolbar", "UIView", []),
        ("UITabBar", "UIView", []),
        ("UISearchBar", "UIView", []),
        ("UIActivityIndicatorView", "UIView", ["startAnimating", "stopAnimating"]),
        ("UIProgressView", "UIView", []),
        ("UIPickerView", "UIView", []),
        ("UIVisualEffectView", "UIView", []),
        ("UIWebView", "UIView", ["goBack", "goForward", "reload", "stopLoading"]),
        ("WKWebView", "UIView", ["goBack", "goForward", "reload", "reloadFromOrigin", "stopLoading"]),
        (
            "PDFView", "UIView",
            [
                "goToFirstPage:", "goToLastPage:", "goToNextPage:", "goToPreviousPage:", "goBack:", "goForward:",
                "zoomIn:", "zoomOut:",
            ]
        ),
        ("UITableViewCell", "UIView", []),
        ("UICollectionReusableView", "UIView", []),
        ("UICollectionViewCell", "UICollectionReusableView", []),
        ("UIViewController", "UIResponder", []),
        ("UINavigationController", "UIViewController", []),
        ("UITabBarController", "UIViewController", []),
        ("UITableViewController", "UIViewController", []),
        ("UICollectionViewController", "UIViewController", []),
    ]
}
