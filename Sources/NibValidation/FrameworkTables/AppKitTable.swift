// The AppKit classes Interface Builder documents use, as Apple's AppKit documentation describes
// them: each class's superclass and the outlets and key-value keys it declares itself (inherited
// ones come from its superclasses' lines). The action methods are not here: they come from
// NibModel's `FrameworkActions` (FrameworkActions.swift lists their sources, audited 2026-11-24),
// the table the loader's stand-ins use, so that the loader and the validator agree.
//
// Checked against Apple's documentation: NSViewController.sourceItemView, NSGridRow/NSGridColumn/
// NSGridCell, NSView.gestureRecognizers. The other keys are not yet audited.
//
// Format, one class per line, continuation lines indented:
//     Class: Superclass
//       keys: outletOrKey …
// Read by `FrameworkTable`; a class that is not here or in `FrameworkActions` is unknown, and rules
// that would need it stay silent.

extension FrameworkTable {
    static let appKitText = """
        NSObject:
          keys: accessibilityIdentifier accessibilityLabel accessibilityHint identifier
        NSResponder: NSObject
          keys: nextResponder menu touchBar userActivity
        NSApplication: NSResponder
          keys: delegate mainMenu windowsMenu servicesMenu helpMenu dockMenu
        NSWindow: NSResponder
          keys: delegate initialFirstResponder contentView toolbar windowController backgroundColor contentViewController
        NSPanel: NSWindow
        NSColorPanel: NSPanel
        NSFontPanel: NSPanel
        NSSavePanel: NSPanel
          keys: accessoryView
        NSOpenPanel: NSSavePanel
        NSWindowController: NSResponder
          keys: window document owner contentViewController
        NSViewController: NSResponder
          keys: view representedObject title nibBundle sourceItemView preferredContentSize
        NSTabViewController: NSViewController
          keys: tabView
        NSSplitViewController: NSViewController
          keys: splitView
        NSPageController: NSViewController
          keys: delegate
        NSTitlebarAccessoryViewController: NSViewController
        NSCollectionViewItem: NSViewController
          keys: textField imageView view
        NSDocument: NSObject
          keys: window windowForSheet
        NSPersistentDocument: NSDocument
        NSDocumentController: NSObject
        NSView: NSResponder
          keys: nextKeyView menu toolTip identifier layer wantsLayer alphaValue hidden frameRotation translatesAutoresizingMaskIntoConstraints gestureRecognizers
        NSCustomView: NSView
        NSControl: NSView
          keys: target formatter delegate cell stringValue integerValue enabled
        NSButton: NSControl
        NSPopUpButton: NSButton
          keys: menu
        NSStatusBarButton: NSButton
        NSTextField: NSControl
          keys: delegate nextKeyView
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
        NSForm: NSMatrix
        NSSwitch: NSControl
        NSComboButton: NSControl
          keys: menu
        NSBrowser: NSControl
          keys: delegate
        NSRuleEditor: NSControl
          keys: delegate
        NSPredicateEditor: NSRuleEditor
        NSScroller: NSControl
        NSTextView: NSText
          keys: delegate
        NSText: NSView
          keys: delegate
        NSBox: NSView
          keys: contentView
        NSScrollView: NSView
          keys: documentView contentView verticalScroller horizontalScroller
        NSClipView: NSView
          keys: documentView
        NSTabView: NSView
          keys: delegate
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
        NSProgressIndicator: NSView
        NSOpenGLView: NSView
        NSScrubber: NSView
          keys: delegate dataSource
        NSPopover: NSResponder
          keys: delegate contentViewController
        NSDrawer: NSResponder
          keys: contentView parentWindow delegate
        NSCell: NSObject
          keys: menu formatter representedObject
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
        NSObjectController: NSController
          keys: content
        NSArrayController: NSObjectController
          keys: content
        NSDictionaryController: NSArrayController
        NSTreeController: NSObjectController
        NSUserDefaultsController: NSController
        NSLayoutConstraint: NSObject
          keys: firstItem secondItem
        NSLayoutGuide: NSObject
        NSMenu: NSObject
          keys: delegate supermenu
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
        NSUndoManager: NSObject
        MKMapView: NSView
          keys: delegate
        SCNView: NSView
          keys: delegate scene
        SKView: NSView
          keys: delegate
        PDFView: NSView
          keys: delegate document
        PDFThumbnailView: NSView
          keys: PDFView
        AVPlayerView: NSView
          keys: player
        WKWebView: NSView
          keys: navigationDelegate UIDelegate
        WebView: NSView
          keys: frameLoadDelegate policyDelegate resourceLoadDelegate UIDelegate downloadDelegate editingDelegate
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
