// The AppKit classes Interface Builder documents use, as Apple's AppKit documentation describes
// them: each class's superclass, the outlets and key-value keys it declares itself (inherited
// ones come from its superclasses' lines), and the action methods it implements itself.
//
// Format, one class per line, continuation lines indented:
//     Class: Superclass
//       keys: outletOrKey …
//       actions: selector: …
// Read by `FrameworkTable`; a class that is not here is unknown, and rules that would need it stay silent.

extension FrameworkTable {
    static let appKitText = """
        NSObject:
          keys: accessibilityIdentifier accessibilityLabel accessibilityHint identifier
        NSResponder: NSObject
          keys: nextResponder menu touchBar userActivity
          actions: cancelOperation: noResponderFor: showContextHelp: presentError: performTextFinderAction: newWindowForTab: quickLookPreviewItems: insertText: doCommandBySelector: moveForward: moveRight: moveBackward: moveLeft: moveUp: moveDown: moveWordForward: moveWordBackward: moveToBeginningOfLine: moveToEndOfLine: moveToBeginningOfParagraph: moveToEndOfParagraph: moveToEndOfDocument: moveToBeginningOfDocument: pageDown: pageUp: centerSelectionInVisibleArea: moveBackwardAndModifySelection: moveForwardAndModifySelection: moveWordForwardAndModifySelection: moveWordBackwardAndModifySelection: moveUpAndModifySelection: moveDownAndModifySelection: moveToBeginningOfLineAndModifySelection: moveToEndOfLineAndModifySelection: moveToBeginningOfParagraphAndModifySelection: moveToEndOfParagraphAndModifySelection: moveToEndOfDocumentAndModifySelection: moveToBeginningOfDocumentAndModifySelection: pageDownAndModifySelection: pageUpAndModifySelection: moveParagraphForwardAndModifySelection: moveParagraphBackwardAndModifySelection: moveWordRight: moveWordLeft: moveRightAndModifySelection: moveLeftAndModifySelection: moveWordRightAndModifySelection: moveWordLeftAndModifySelection: moveToLeftEndOfLine: moveToRightEndOfLine: moveToLeftEndOfLineAndModifySelection: moveToRightEndOfLineAndModifySelection: scrollPageUp: scrollPageDown: scrollLineUp: scrollLineDown: scrollToBeginningOfDocument: scrollToEndOfDocument: transpose: transposeWords: selectAll: selectParagraph: selectLine: selectWord: indent: insertTab: insertBacktab: insertNewline: insertParagraphSeparator: insertNewlineIgnoringFieldEditor: insertTabIgnoringFieldEditor: insertLineBreak: insertContainerBreak: insertSingleQuoteIgnoringSubstitution: insertDoubleQuoteIgnoringSubstitution: changeCaseOfLetter: uppercaseWord: lowercaseWord: capitalizeWord: deleteForward: deleteBackward: deleteBackwardByDecomposingPreviousCharacter: deleteWordForward: deleteWordBackward: deleteToBeginningOfLine: deleteToEndOfLine: deleteToBeginningOfParagraph: deleteToEndOfParagraph: yank: complete: setMark: deleteToMark: selectToMark: swapWithMark: makeBaseWritingDirectionNatural: makeBaseWritingDirectionLeftToRight: makeBaseWritingDirectionRightToLeft: makeTextWritingDirectionNatural: makeTextWritingDirectionLeftToRight: makeTextWritingDirectionRightToLeft: quickLookPreviewItems: showWritingTools:
        NSApplication: NSResponder
          keys: delegate mainMenu windowsMenu servicesMenu helpMenu dockMenu
          actions: terminate: hide: hideOtherApplications: unhideAllApplications: orderFrontStandardAboutPanel: orderFrontStandardAboutPanelWithOptions: arrangeInFront: miniaturizeAll: showHelp: orderFrontCharacterPalette: orderFrontColorPanel: activateContextHelpMode: stop: abortModal toggleTouchBarCustomizationPalette: runPageLayout:
        NSWindow: NSResponder
          keys: delegate initialFirstResponder contentView toolbar windowController backgroundColor contentViewController
          actions: undo: redo: performClose: performMiniaturize: performZoom: orderFront: orderBack: orderOut: makeKeyAndOrderFront: orderFrontRegardless toggleToolbarShown: runToolbarCustomizationPalette: toggleFullScreen: close miniaturize: deminiaturize: zoom: selectNextKeyView: selectPreviousKeyView: print: selectNextTab: selectPreviousTab: moveTabToNewWindow: mergeAllWindows: toggleTabBar: toggleTabOverview: performWindowDragWithEvent:
        NSPanel: NSWindow
        NSColorPanel: NSPanel
        NSFontPanel: NSPanel
        NSSavePanel: NSPanel
          keys: accessoryView
          actions: ok: cancel:
        NSOpenPanel: NSSavePanel
        NSWindowController: NSResponder
          keys: window document owner contentViewController
          actions: showWindow: close dismissController:
        NSViewController: NSResponder
          keys: view representedObject title nibBundle sourceItemView preferredContentSize
          actions: dismissController: presentViewControllerAsSheet: presentViewControllerAsModalWindow: dismissViewController:
        NSTabViewController: NSViewController
          keys: tabView
        NSSplitViewController: NSViewController
          keys: splitView
          actions: toggleSidebar: toggleInspector:
        NSPageController: NSViewController
          keys: delegate
          actions: navigateBack: navigateForward: takeSelectedIndexFrom:
        NSTitlebarAccessoryViewController: NSViewController
        NSCollectionViewItem: NSViewController
          keys: textField imageView view
        NSDocument: NSObject
          keys: window windowForSheet
          actions: saveDocument: saveDocumentAs: saveDocumentTo: saveDocumentAsPDF: revertDocumentToSaved: runPageLayout: printDocument: duplicateDocument: renameDocument: moveDocument: moveDocumentToUbiquityContainer: browseDocumentVersions: lockDocument: unlockDocument: close performClose:
        NSPersistentDocument: NSDocument
        NSDocumentController: NSObject
          actions: newDocument: openDocument: saveAllDocuments: clearRecentDocuments: newWindowForTab:
        NSView: NSResponder
          keys: nextKeyView menu toolTip identifier layer wantsLayer alphaValue hidden frameRotation translatesAutoresizingMaskIntoConstraints gestureRecognizers
          actions: print: showDefinitionForAttributedString:atPoint:
        NSCustomView: NSView
        NSControl: NSView
          keys: target formatter delegate cell stringValue integerValue enabled
          actions: takeStringValueFrom: takeIntValueFrom: takeDoubleValueFrom: takeFloatValueFrom: takeObjectValueFrom: takeIntegerValueFrom: takeAttributedStringValueFrom: performClick:
        NSButton: NSControl
        NSPopUpButton: NSButton
          keys: menu
        NSStatusBarButton: NSButton
        NSTextField: NSControl
          keys: delegate nextKeyView
          actions: selectText:
        NSSearchField: NSTextField
          keys: searchMenuTemplate
        NSSecureTextField: NSTextField
        NSComboBox: NSTextField
          keys: dataSource
        NSTokenField: NSTextField
          keys: delegate
        NSSlider: NSControl
        NSSegmentedControl: NSControl
        NSImageView: NSControl
        NSTableView: NSControl
          keys: delegate dataSource headerView cornerView menu
          actions: selectAll: deselectAll:
        NSOutlineView: NSTableView
          keys: delegate dataSource
        NSStepper: NSControl
        NSColorWell: NSControl
        NSDatePicker: NSControl
        NSLevelIndicator: NSControl
        NSPathControl: NSControl
          keys: delegate
        NSMatrix: NSControl
          keys: delegate prototype
          actions: selectAll: selectText:
        NSForm: NSMatrix
        NSSwitch: NSControl
        NSComboButton: NSControl
          keys: menu
        NSBrowser: NSControl
          keys: delegate
          actions: doClick: doDoubleClick:
        NSRuleEditor: NSControl
          keys: delegate
        NSPredicateEditor: NSRuleEditor
        NSScroller: NSControl
        NSTextView: NSText
          keys: delegate
          actions: alignJustified: changeAttributes: changeColor: changeDocumentBackgroundColor: changeLayoutOrientation: changeBaseWritingDirection: checkTextInDocument: checkTextInSelection: clickedOnLink:atIndex: complete: orderFrontLinkPanel: orderFrontListPanel: orderFrontSpacingPanel: orderFrontTablePanel: orderFrontSubstitutionsPanel: orderFrontSharingServicePicker: outline: pasteAsPlainText: pasteAsRichText: performFindPanelAction: performTextFinderAction: raiseBaseline: lowerBaseline: loosenKerning: tightenKerning: turnOffKerning: useStandardKerning: turnOffLigatures: useStandardLigatures: useAllLigatures: toggleBaseWritingDirection: toggleContinuousSpellChecking: toggleGrammarChecking: toggleSmartInsertDelete: toggleAutomaticQuoteSubstitution: toggleAutomaticDashSubstitution: toggleAutomaticLinkDetection: toggleAutomaticDataDetection: toggleAutomaticTextReplacement: toggleAutomaticSpellingCorrection: toggleAutomaticTextCompletion: toggleQuickLookPreviewPanel: toggleTraditionalCharacterShape: startSpeaking: stopSpeaking: showGuessPanel: insertText: delete: orderFrontFontPanel: underline: orderFrontCharacterPalette:
        NSText: NSView
          keys: delegate
          actions: copy: copyFont: copyRuler: cut: delete: paste: pasteFont: pasteRuler: selectAll: alignCenter: alignLeft: alignRight: alignJustified: checkSpelling: showGuessPanel: changeSpelling: ignoreSpelling: subscript: superscript: unscript: underline: toggleRuler: changeFont: changeColor: centerSelectionInVisibleArea:
        NSBox: NSView
          keys: contentView
        NSScrollView: NSView
          keys: documentView contentView verticalScroller horizontalScroller
        NSClipView: NSView
          keys: documentView
        NSTabView: NSView
          keys: delegate
          actions: takeSelectedTabViewItemFromSender: selectFirstTabViewItem: selectLastTabViewItem: selectNextTabViewItem: selectPreviousTabViewItem:
        NSSplitView: NSView
          keys: delegate
        NSStackView: NSView
          keys: delegate
        NSGridView: NSView
        NSVisualEffectView: NSView
        NSTableRowView: NSView
        NSTableCellView: NSView
          keys: textField imageView objectValue
        NSTableHeaderView: NSView
          keys: tableView
        NSRulerView: NSView
        NSCollectionView: NSView
          keys: delegate dataSource itemPrototype collectionViewLayout prefetchDataSource
          actions: selectAll: deselectAll:
        NSProgressIndicator: NSView
          actions: startAnimation: stopAnimation: animate:
        NSOpenGLView: NSView
        NSScrubber: NSView
          keys: delegate dataSource
        NSPopover: NSResponder
          keys: delegate contentViewController
          actions: performClose: close
        NSDrawer: NSResponder
          keys: contentView parentWindow delegate
          actions: open: close: toggle:
        NSCell: NSObject
          keys: menu formatter representedObject
          actions: takeStringValueFrom: takeIntValueFrom: takeDoubleValueFrom: takeFloatValueFrom: takeObjectValueFrom: takeIntegerValueFrom:
        NSActionCell: NSCell
          keys: target
        NSImageCell: NSCell
        NSBrowserCell: NSCell
        NSButtonCell: NSActionCell
        NSTextFieldCell: NSActionCell
        NSSliderCell: NSActionCell
        NSSegmentedCell: NSActionCell
        NSStepperCell: NSActionCell
        NSLevelIndicatorCell: NSActionCell
        NSPathCell: NSActionCell
        NSDatePickerCell: NSActionCell
        NSFormCell: NSActionCell
        NSMenuItemCell: NSButtonCell
        NSPopUpButtonCell: NSMenuItemCell
        NSSearchFieldCell: NSTextFieldCell
        NSSecureTextFieldCell: NSTextFieldCell
        NSComboBoxCell: NSTextFieldCell
        NSTokenFieldCell: NSTextFieldCell
        NSTableHeaderCell: NSTextFieldCell
        NSGridRow: NSObject
        NSGridColumn: NSObject
        NSGridCell: NSObject
          keys: contentView
        NSFormatter: NSObject
        NSNumberFormatter: NSFormatter
        NSDateFormatter: NSFormatter
        NSByteCountFormatter: NSFormatter
        NSDateComponentsFormatter: NSFormatter
        NSMeasurementFormatter: NSFormatter
        NSPersonNameComponentsFormatter: NSFormatter
        NSController: NSObject
          actions: commitEditing discardEditing
        NSObjectController: NSController
          keys: content
          actions: add: remove: fetch:
        NSArrayController: NSObjectController
          keys: content
          actions: add: remove: insert: selectNext: selectPrevious: fetch:
        NSDictionaryController: NSArrayController
        NSTreeController: NSObjectController
          actions: add: addChild: remove: insert: insertChild:
        NSUserDefaultsController: NSController
          actions: revert: save: revertToInitialValues:
        NSLayoutConstraint: NSObject
          keys: firstItem secondItem
        NSLayoutGuide: NSObject
        NSMenu: NSObject
          keys: delegate supermenu
          actions: submenuAction:
        NSMenuItem: NSObject
          keys: target submenu view representedObject
        NSGestureRecognizer: NSObject
          keys: delegate target
        NSClickGestureRecognizer: NSGestureRecognizer
        NSPanGestureRecognizer: NSGestureRecognizer
        NSMagnificationGestureRecognizer: NSGestureRecognizer
        NSPressGestureRecognizer: NSGestureRecognizer
        NSRotationGestureRecognizer: NSGestureRecognizer
        NSToolbar: NSObject
          keys: delegate
        NSToolbarItem: NSObject
          keys: view target menuFormRepresentation
        NSToolbarItemGroup: NSToolbarItem
        NSSearchToolbarItem: NSToolbarItem
          keys: searchField
        NSMenuToolbarItem: NSToolbarItem
          keys: menu
        NSSharingServicePickerToolbarItem: NSToolbarItem
          keys: delegate
        NSTrackingSeparatorToolbarItem: NSToolbarItem
          keys: splitView
        NSTouchBar: NSObject
          keys: delegate
        NSTouchBarItem: NSObject
          keys: view viewController
        NSCustomTouchBarItem: NSTouchBarItem
          keys: view viewController
        NSButtonTouchBarItem: NSTouchBarItem
          keys: target
        NSPopoverTouchBarItem: NSTouchBarItem
          keys: popoverTouchBar pressAndHoldTouchBar collapsedRepresentation
          actions: showPopover: dismissPopover:
        NSGroupTouchBarItem: NSTouchBarItem
          keys: groupTouchBar
        NSSliderTouchBarItem: NSTouchBarItem
          keys: target slider
        NSColorPickerTouchBarItem: NSTouchBarItem
          keys: target
        NSSharingServicePickerTouchBarItem: NSTouchBarItem
          keys: delegate
        NSCandidateListTouchBarItem: NSTouchBarItem
          keys: delegate client
        NSStepperTouchBarItem: NSTouchBarItem
          keys: target
        NSFont: NSObject
        NSImage: NSObject
        NSTableColumn: NSObject
          keys: headerCell dataCell tableView
        NSTextContainer: NSObject
          keys: textView layoutManager
        NSLayoutManager: NSObject
          keys: delegate
        NSTextTab: NSObject
        NSStoryboardSegue: NSObject
        NSTabViewItem: NSObject
          keys: view initialFirstResponder viewController
        NSSplitViewItem: NSObject
          keys: viewController
        NSStatusItem: NSObject
          keys: menu button
        NSFontManager: NSObject
          keys: delegate target
          actions: orderFrontFontPanel: orderFrontStylesPanel: addFontTrait: removeFontTrait: modifyFont: modifyFontViaPanel:
        NSDockTile: NSObject
          keys: contentView
        NSCustomObject: NSObject
        NSWindowTemplate: NSObject
        NSCollectionViewLayout: NSObject
        NSCollectionViewFlowLayout: NSCollectionViewLayout
          keys: delegate
        NSCollectionViewGridLayout: NSCollectionViewLayout
        NSCollectionViewCompositionalLayout: NSCollectionViewLayout
        NSPredicateEditorRowTemplate: NSObject
        NSRulerMarker: NSObject
        NSStoryboardReference: NSObject
        NSSharingServicePicker: NSObject
          keys: delegate
        NSPathControlItem: NSObject
        NSSound: NSObject
        NSColor: NSObject
        NSViewAnimation: NSObject
          keys: delegate
        NSAnimationContext: NSObject
        NSTextFinder: NSObject
          keys: client findBarContainer
          actions: performAction: performTextFinderAction:
        NSUndoManager: NSObject
          actions: undo redo
        MKMapView: NSView
          keys: delegate
        SCNView: NSView
          keys: delegate scene
        SKView: NSView
          keys: delegate
        PDFView: NSView
          keys: delegate document
          actions: goToFirstPage: goToLastPage: goToNextPage: goToPreviousPage: goBack: goForward: zoomIn: zoomOut: takePasswordFrom: selectAll: copy: printWithInfo:autoRotate:
        PDFThumbnailView: NSView
          keys: PDFView
        AVPlayerView: NSView
          keys: player
        WKWebView: NSView
          keys: navigationDelegate UIDelegate
          actions: goBack: goForward: reload: reloadFromOrigin: stopLoading:
        WebView: NSView
          keys: frameLoadDelegate policyDelegate resourceLoadDelegate UIDelegate downloadDelegate editingDelegate
          actions: goBack: goForward: reload: reloadFromOrigin: stopLoading: takeStringURLFrom: makeTextLarger: makeTextSmaller: makeTextStandardSize: toggleContinuousSpellChecking: toggleSmartInsertDelete:
        MTKView: NSView
          keys: delegate
        IKImageView: NSView
          keys: delegate
        IKImageBrowserView: NSView
          keys: delegate dataSource draggingDestinationDelegate
        QLPreviewView: NSView
        AVPlayerViewController: NSViewController
        """
}
