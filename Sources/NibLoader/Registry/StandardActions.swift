/// The action methods the standard AppKit and UIKit classes implement, with their superclass
/// chains, so that a stand-in answers what the real class answers (loading.md L3.4, M1).
///
/// Each entry lists the methods a class itself documents that take a `sender` (Apple's
/// documentation marks most of them `@IBAction`); a class also answers everything its
/// superclasses answer. The tables were written from Apple's class references (NSResponder,
/// NSApplication, NSWindow, NSText, NSTextView, NSControl, NSMatrix, NSTabView, NSDrawer,
/// NSPopover, NSViewController, NSWindowController, NSDocument, NSDocumentController,
/// NSFontManager, the binding controllers, UIResponderStandardEditActions, …). A class not in
/// the tables answers nothing.
///
/// ```swift
/// StandardActions.actions(for: "NSArrayController").contains("add:")   // true
/// StandardActions.superclass(of: "NSPanel")                             // "NSWindow"
/// ```
public enum StandardActions {
    /// One class: its superclass and the action methods it adds.
    struct Entry {
        var superclass: String?
        var actions: [String]
    }

    /// Every action `className` answers, its superclasses' included; empty for a class the
    /// tables do not know.
    ///
    /// - Parameter className: A framework class name (`NSFontManager`, `UITextField`).
    /// - Returns: The selectors, each with its colon (`orderFrontFontPanel:`).
    public static func actions(for className: String) -> Set<String> {
        flattened[className] ?? []
    }

    /// The superclass of a framework class, or `nil` for a root class or a class the tables
    /// do not know.
    public static func superclass(of className: String) -> String? {
        entries[className]?.superclass
    }

    /// The class names the tables know.
    public static var classNames: [String] { entries.keys.sorted() }

    /// Every class's actions with its superclasses' included, computed once.
    private static let flattened: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for name in entries.keys {
            var actions: Set<String> = []
            var next: String? = name
            while let current = next, let entry = entries[current] {
                actions.formUnion(entry.actions)
                next = entry.superclass
            }
            result[name] = actions
        }
        return result
    }()

    /// The tables, AppKit then UIKit.
    static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        for (name, superclass, actions) in appKit + uiKit {
            entries[name] = Entry(superclass: superclass, actions: actions)
        }
        return entries
    }()
}

// MARK: - AppKit

extension StandardActions {
    /// `(class, superclass, actions)`.
    private static let appKit: [(String, String?, [String])] = [
        ("NSObject", nil, []),
        // NSResponder: the help action; NSStandardKeyBindingResponding is optional and
        // implemented by the text classes.
        ("NSResponder", "NSObject", ["showContextHelp:"]),
        (
            "NSApplication", "NSResponder",
            [
                "terminate:", "hide:", "unhide:", "hideOtherApplications:", "unhideAllApplications:",
                "arrangeInFront:", "miniaturizeAll:", "orderFrontStandardAboutPanel:",
                "orderFrontCharacterPalette:", "orderFrontColorPanel:", "runPageLayout:", "showHelp:",
                "activateContextHelpMode:", "toggleTouchBarCustomizationPalette:",
            ]
        ),
        (
            "NSWindow", "NSResponder",
            [
                "performClose:", "performMiniaturize:", "performZoom:", "miniaturize:", "deminiaturize:", "zoom:",
                "toggleFullScreen:", "makeKeyAndOrderFront:", "orderFront:", "orderBack:", "orderOut:", "print:",
                "toggleToolbarShown:", "runToolbarCustomizationPalette:", "selectNextKeyView:",
                "selectPreviousKeyView:", "selectNextTab:", "selectPreviousTab:", "moveTabToNewWindow:",
                "mergeAllWindows:", "toggleTabBar:", "toggleTabOverview:", "undo:", "redo:",
            ]
        ),
        ("NSPanel", "NSWindow", []),
        ("NSSavePanel", "NSPanel", ["ok:", "cancel:"]),
        ("NSOpenPanel", "NSSavePanel", []),
        ("NSColorPanel", "NSPanel", []),
        ("NSFontPanel", "NSPanel", []),
        ("NSView", "NSResponder", ["print:"]),
        (
            "NSControl", "NSView",
            [
                "takeIntValueFrom:", "takeIntegerValueFrom:", "takeFloatValueFrom:", "takeDoubleValueFrom:",
                "takeStringValueFrom:", "takeObjectValueFrom:", "performClick:",
            ]
        ),
        ("NSButton", "NSControl", []),
        ("NSPopUpButton", "NSButton", []),
        ("NSStatusBarButton", "NSButton", []),
        // A text field's editing actions are answered by its field editor (an NSTextView)
        // while it is being edited; the stand-in answers them for it.
        (
            "NSTextField", "NSControl",
            ["selectText:", "copy:", "cut:", "paste:", "selectAll:", "delete:", "undo:", "redo:"]
        ),
        ("NSSecureTextField", "NSTextField", []),
        ("NSSearchField", "NSTextField", []),
        ("NSTokenField", "NSTextField", []),
        ("NSComboBox", "NSTextField", []),
        ("NSMatrix", "NSControl", ["selectAll:", "selectText:"]),
        ("NSForm", "NSMatrix", []),
        ("NSTableView", "NSControl", ["selectAll:", "deselectAll:"]),
        ("NSOutlineView", "NSTableView", []),
        ("NSBrowser", "NSControl", ["selectAll:", "doClick:", "doDoubleClick:"]),
        ("NSColorWell", "NSControl", ["takeColorFrom:"]),
        ("NSSlider", "NSControl", []),
        ("NSStepper", "NSControl", []),
        ("NSSegmentedControl", "NSControl", []),
        ("NSDatePicker", "NSControl", []),
        ("NSLevelIndicator", "NSControl", []),
        ("NSImageView", "NSControl", []),
        ("NSPathControl", "NSControl", []),
        ("NSSwitch", "NSControl", []),
        (
            "NSText", "NSView",
            [
                "copy:", "cut:", "paste:", "delete:", "selectAll:", "copyFont:", "pasteFont:", "copyRuler:",
                "pasteRuler:", "alignLeft:", "alignRight:", "alignCenter:", "subscript:", "superscript:",
                "unscript:", "underline:", "checkSpelling:", "showGuessPanel:", "toggleRuler:", "changeFont:",
            ]
        ),
        ("NSTextView", "NSText", textViewActions + keyBindingActions),
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
        ("NSScroller", "NSControl", []),
        (
            "WebView", "NSView",
            [
                "goBack:", "goForward:", "reload:", "reloadFromOrigin:", "stopLoading:", "takeStringURLFrom:",
                "makeTextLarger:", "makeTextSmaller:", "makeTextStandardSize:", "toggleContinuousSpellChecking:",
                "toggleSmartInsertDelete:",
            ]
        ),
        ("NSViewController", "NSResponder", ["dismissController:"]),
        ("NSSplitViewController", "NSViewController", ["toggleSidebar:", "toggleInspector:"]),
        ("NSTabViewController", "NSViewController", []),
        ("NSPageController", "NSViewController", ["navigateBack:", "navigateForward:"]),
        ("NSCollectionViewItem", "NSViewController", []),
        ("NSTitlebarAccessoryViewController", "NSViewController", []),
        ("NSWindowController", "NSResponder", ["showWindow:", "dismissController:"]),
        ("NSDrawer", "NSResponder", ["open:", "close:", "toggle:"]),
        ("NSPopover", "NSResponder", ["performClose:"]),
        (
            "NSDocument", "NSObject",
            [
                "saveDocument:", "saveDocumentAs:", "saveDocumentTo:", "saveDocumentToPDF:", "revertDocumentToSaved:",
                "printDocument:", "runPageLayout:", "duplicateDocument:", "renameDocument:", "moveDocument:",
                "moveDocumentToUbiquityContainer:", "browseDocumentVersions:", "lockDocument:", "unlockDocument:",
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
        ("NSController", "NSObject", []),
        ("NSObjectController", "NSController", ["add:", "remove:", "fetch:"]),
        ("NSArrayController", "NSObjectController", ["insert:", "selectNext:", "selectPrevious:"]),
        ("NSDictionaryController", "NSArrayController", []),
        ("NSTreeController", "NSObjectController", ["insert:", "addChild:", "insertChild:"]),
        ("NSUserDefaultsController", "NSController", ["revert:", "save:", "revertToInitialValues:"]),
        ("NSMenu", "NSObject", ["submenuAction:"]),
        ("NSMenuItem", "NSObject", []),
        ("NSToolbar", "NSObject", ["runCustomizationPalette:"]),
        ("NSToolbarItem", "NSObject", []),
        (
            "NSCell", "NSObject",
            [
                "takeIntValueFrom:", "takeIntegerValueFrom:", "takeFloatValueFrom:", "takeDoubleValueFrom:",
                "takeStringValueFrom:", "takeObjectValueFrom:", "performClick:",
            ]
        ),
        ("NSActionCell", "NSCell", []),
        ("NSButtonCell", "NSActionCell", []),
        ("NSTextFieldCell", "NSActionCell", []),
        ("NSImageCell", "NSCell", []),
        ("NSPopUpButtonCell", "NSMenuItemCell", []),
        ("NSMenuItemCell", "NSButtonCell", []),
    ]

    /// NSTextView's own actions.
    private static let textViewActions: [String] = [
        "alignJustified:", "changeColor:", "changeAttributes:", "changeDocumentBackgroundColor:",
        "changeLayoutOrientation:", "orderFrontSpacingPanel:", "orderFrontLinkPanel:", "orderFrontListPanel:",
        "orderFrontTablePanel:", "orderFrontSubstitutionsPanel:", "orderFrontSharingServicePicker:",
        "turnOffKerning:", "tightenKerning:", "loosenKerning:", "useStandardKerning:", "turnOffLigatures:",
        "useStandardLigatures:", "useAllLigatures:", "raiseBaseline:", "lowerBaseline:",
        "toggleTraditionalCharacterShape:", "outline:", "performFindPanelAction:", "performTextFinderAction:",
        "toggleContinuousSpellChecking:", "toggleGrammarChecking:", "toggleSmartInsertDelete:",
        "toggleAutomaticQuoteSubstitution:", "toggleAutomaticDashSubstitution:", "toggleAutomaticLinkDetection:",
        "toggleAutomaticDataDetection:", "toggleAutomaticTextReplacement:", "toggleAutomaticSpellingCorrection:",
        "toggleAutomaticTextCompletion:", "toggleQuickLookPreviewPanel:", "toggleBaseWritingDirection:",
        "pasteAsPlainText:", "pasteAsRichText:", "startSpeaking:", "stopSpeaking:", "checkTextInDocument:",
        "checkTextInSelection:", "undo:", "redo:",
    ]

    /// NSStandardKeyBindingResponding, which NSTextView implements.
    private static let keyBindingActions: [String] = [
        "moveForward:", "moveRight:", "moveBackward:", "moveLeft:", "moveUp:", "moveDown:", "moveWordForward:",
        "moveWordBackward:", "moveToBeginningOfLine:", "moveToEndOfLine:", "moveToBeginningOfParagraph:",
        "moveToEndOfParagraph:", "moveToEndOfDocument:", "moveToBeginningOfDocument:", "pageDown:", "pageUp:",
        "centerSelectionInVisibleArea:", "moveBackwardAndModifySelection:", "moveForwardAndModifySelection:",
        "moveWordForwardAndModifySelection:", "moveWordBackwardAndModifySelection:", "moveUpAndModifySelection:",
        "moveDownAndModifySelection:", "moveToBeginningOfLineAndModifySelection:",
        "moveToEndOfLineAndModifySelection:", "moveToBeginningOfParagraphAndModifySelection:",
        "moveToEndOfParagraphAndModifySelection:", "moveToEndOfDocumentAndModifySelection:",
        "moveToBeginningOfDocumentAndModifySelection:", "pageDownAndModifySelection:", "pageUpAndModifySelection:",
        "moveParagraphForwardAndModifySelection:", "moveParagraphBackwardAndModifySelection:",
        "moveWordRight:", "moveWordLeft:", "moveRightAndModifySelection:", "moveLeftAndModifySelection:",
        "moveWordRightAndModifySelection:", "moveWordLeftAndModifySelection:", "moveToLeftEndOfLine:",
        "moveToRightEndOfLine:", "moveToLeftEndOfLineAndModifySelection:", "moveToRightEndOfLineAndModifySelection:",
        "scrollPageUp:", "scrollPageDown:", "scrollLineUp:", "scrollLineDown:", "scrollToBeginningOfDocument:",
        "scrollToEndOfDocument:", "transpose:", "transposeWords:", "selectParagraph:", "selectLine:", "selectWord:",
        "indent:", "insertTab:", "insertBacktab:", "insertNewline:", "insertParagraphSeparator:",
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
}

// MARK: - UIKit

extension StandardActions {
    /// UIResponderStandardEditActions as the text classes implement them.
    private static let uiKitEditActions: [String] = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "select:", "selectAll:", "delete:",
        "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "toggleBoldface:",
        "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "find:", "findNext:",
        "findPrevious:", "findAndReplace:", "useSelectionForFind:",
    ]

    /// `(class, superclass, actions)`. UIResponder declares the standard edit actions as an
    /// optional protocol: it answers none of them itself.
    private static let uiKit: [(String, String?, [String])] = [
        ("UIResponder", "NSObject", []),
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
        ("UIActivityIndicatorView", "UIView", []),
        ("UIProgressView", "UIView", []),
        ("UIPickerView", "UIView", []),
        ("UIVisualEffectView", "UIView", []),
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
