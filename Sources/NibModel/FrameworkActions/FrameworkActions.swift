// The action methods the standard AppKit and UIKit classes implement, with their superclasses: one
// table for the loader's stand-ins (NibLoader's `StandardActions`, loading.md L3.4) and the
// validator's framework classes (NibValidation's `FrameworkClasses`, M1), so that both agree.
//
// Audited 2026-11-24 against Apple's documentation (developer.apple.com symbol pages, by title) and,
// where a class's page lists no action methods, the class's AppKit/WebKit SDK header (IBAction and
// `(id)sender` declarations):
// - NSResponder: showContextHelp(_:), newWindowForTab(_:), performTextFinderAction(_:),
//   showWritingTools(_:); NSStandardKeyBindingResponding (audited before, kept).
// - NSApplication: terminate(_:), hide(_:), unhide(_:), hideOtherApplications(_:),
//   unhideAllApplications(_:), arrangeInFront(_:), miniaturizeAll(_:), stop(_:),
//   orderFrontStandardAboutPanel(_:), orderFrontCharacterPalette(_:), orderFrontColorPanel(_:),
//   runPageLayout(_:), showHelp(_:), activateContextHelpMode(_:),
//   toggleTouchBarCustomizationPalette(_:); abortModal() ("Modal Windows and Panels").
// - NSWindow, NSDocument, NSFontManager, the binding controllers, NSDrawer, NSTabView: audited
//   before (kept); NSDocument's saveToPDF(_:) is `saveDocumentToPDF:`.
// - NSSavePanel: ok(_:), cancel(_:). NSPopover: performClose(_:), close().
// - NSView: printView(_:) (selector `print:`). NSControl and NSCell: takeIntValueFrom(_:) and the
//   other take…ValueFrom(_:), performClick(_:) (NSControl.h). NSTextField: selectText(_:).
//   NSMatrix: selectAll(_:), selectText(_:). NSTableView: selectAll(_:), deselectAll(_:).
//   NSBrowser: doClick(_:), doDoubleClick(_:). NSColorWell: takeColorFrom(_:).
//   NSCollectionView: selectAll(_:), deselectAll(_:). NSProgressIndicator: startAnimation(_:),
//   stopAnimation(_:), animate:.
// - NSText: NSText.h's action methods (copyRuler(_:), pasteRuler(_:), showGuessPanel(_:),
//   checkSpelling(_:), unscript(_:), selectAll(_:), …) and its protocols NSChangeSpelling
//   (changeSpelling:) and NSIgnoreMisspelledWords (ignoreSpelling:). NSTextView: NSTextView.h
//   (alignJustified(_:), changeLayoutOrientation(_:), orderFrontSpacingPanel(_:),
//   orderFrontListPanel(_:), orderFrontSubstitutionsPanel(_:), turnOffKerning(_:),
//   loosenKerning(_:), tightenKerning(_:), useStandardKerning(_:), turnOffLigatures(_:),
//   useStandardLigatures(_:), useAllLigatures(_:), toggleAutomaticQuoteSubstitution(_:),
//   toggleAutomaticDashSubstitution(_:), toggleAutomaticTextReplacement(_:), …) and
//   NSStandardKeyBindingResponding, which it adopts; performFindPanelAction(_:), whose page says
//   the Find menu now sends performTextFinderAction(_:).
// - NSViewController: dismiss(_:) (selector `dismissController:`). NSWindowController:
//   showWindow(_:), dismissController(_:). NSSplitViewController: toggleSidebar(_:),
//   toggleInspector(_:). NSPageController: navigateBack(_:), navigateForward(_:),
//   takeSelectedIndexFrom(_:). NSDocumentController: newDocument:, openDocument:,
//   saveAllDocuments:, clearRecentDocuments(_:) (NSDocumentController.h).
// - NSMenu: submenuAction(_:). NSToolbar: runCustomizationPalette(_:). NSPopoverTouchBarItem:
//   showPopover(_:), dismissPopover(_:).
// - WebView: "WebKit Changes" (API diffs, macOS 10.10.3) and WebView.h's WebIBActions.
//   WKWebView: the same API diffs (goBack:, goForward:, reload(_:), reloadFromOrigin:,
//   stopLoading:). PDFView: goToNextPage(_:), takePasswordFrom(_:) and the PDFView page's topics.
// - UIKit: UIResponderStandardEditActions (audited before; printContent(_:) is `print:`,
//   showWritingTools(_:)); UIActivityIndicatorView startAnimating(); UIWebView goForward() etc.
//
// `actions` are the methods the class implements; `declared` are optional protocol methods the
// class declares without implementing (NSStandardKeyBindingResponding on NSResponder,
// UIResponderStandardEditActions on UIResponder): a stand-in does not answer them, but an action
// sent to First Responder may name them (M1). Selectors without a colon are documented methods
// without a sender that Interface Builder can still connect an action to.

/// One framework class: its superclass, the action methods it implements itself, and the optional
/// responder actions it only declares.
package struct FrameworkActionEntry: Sendable {
    /// The class name (`NSTextView`).
    package var className: String
    /// Its superclass, `nil` for a root class.
    package var superclass: String?
    /// The action selectors it implements itself (`copyRuler:`).
    package var actions: [String]
    /// Optional protocol selectors it declares without implementing.
    package var declared: [String] = []
}

/// The AppKit and UIKit action tables (see the comment at the top of this file for the sources).
package enum FrameworkActions {
    /// AppKit's classes (and the WebKit and PDFKit views used in macOS documents).
    package static let appKit: [FrameworkActionEntry] =
        appKitEntries.map {
            FrameworkActionEntry(className: $0.0, superclass: $0.1, actions: $0.2)
        } + [
            FrameworkActionEntry(
                className: "NSResponder", superclass: "NSObject", actions: ["showContextHelp:"],
                declared: responderDeclared)
        ]

    /// UIKit's classes (also used for tvOS documents).
    package static let uiKit: [FrameworkActionEntry] =
        uiKitEntries.map {
            FrameworkActionEntry(className: $0.0, superclass: $0.1, actions: $0.2)
        } + [
            FrameworkActionEntry(
                className: "UIResponder", superclass: "NSObject", actions: [],
                declared: uiKitEditActions + uiKitResponderDeclared)
        ]
}
