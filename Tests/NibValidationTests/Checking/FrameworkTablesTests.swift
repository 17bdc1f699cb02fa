import NibModel
import NibValidation
import Testing

/// The AppKit and UIKit tables (data files built from Apple's documentation): every class reaches
/// NSObject, and the members and actions the documentation lists are there, class family by family.
@Suite struct FrameworkTablesTests {
    static let appKitClasses = [
        "NSWindow", "NSPanel", "NSWindowController", "NSViewController", "NSSplitViewController", "NSDocument",
        "NSTextView", "NSTableView", "NSOutlineView", "NSGridView", "NSGridRow", "NSGridColumn", "NSArrayController",
        "NSTreeController", "NSFontManager", "NSDrawer", "NSPopover", "NSTabView", "NSSearchToolbarItem",
        "NSPopoverTouchBarItem", "NSPredicateEditor", "WKWebView", "PDFView",
    ]
    static let uiKitClasses = [
        "UIViewController", "UITableViewController", "UINavigationController", "UIImagePickerController",
        "UITableViewCell", "UICollectionViewCell", "UIButton", "UITextField", "UIScreenEdgePanGestureRecognizer",
        "UISearchController", "MKMapView", "ARSCNView", "WKInterfaceButton",
    ]

    @Test(arguments: appKitClasses)
    func appKitClassReachesNSObject(_ name: String) {
        #expect(FrameworkClasses.appKit.lineage(of: name).last == "NSObject", "\(name)")
    }

    @Test(arguments: uiKitClasses)
    func uiKitClassReachesNSObject(_ name: String) {
        #expect(FrameworkClasses.uiKit.lineage(of: name).last == "NSObject", "\(name)")
    }

    @Test func documentedOutletsAreKnownThroughTheLineage() {
        let appKit = FrameworkClasses.appKit
        #expect(appKit.knownMembers(ofLineage: appKit.lineage(of: "NSSplitViewController")).contains("sourceItemView"))
        #expect(appKit.knownMembers(ofLineage: appKit.lineage(of: "NSOutlineView")).contains("dataSource"))
        #expect(appKit.knownMembers(ofLineage: appKit.lineage(of: "NSTableCellView")).contains("textField"))
        let uiKit = FrameworkClasses.uiKit
        #expect(uiKit.knownMembers(ofLineage: uiKit.lineage(of: "UIButton")).contains("gestureRecognizers"))
        #expect(uiKit.knownMembers(ofLineage: uiKit.lineage(of: "UITableViewController")).contains("tableView"))
    }

    @Test func actionsOfEachFamilyAreInherited() {
        let appKit = FrameworkClasses.appKit
        let panel = appKit.actions(ofLineage: appKit.lineage(of: "NSPanel"))
        #expect(["orderOut:", "performClose:", "toggleFullScreen:", "undo:", "selectAll:"].allSatisfy(panel.contains))
        let textView = appKit.actions(ofLineage: appKit.lineage(of: "NSTextView"))
        #expect(
            ["copy:", "pasteAsPlainText:", "toggleContinuousSpellChecking:", "moveUp:"].allSatisfy(textView.contains))
        #expect(
            appKit.actions(ofLineage: appKit.lineage(of: "NSArrayController")).isSuperset(of: [
                "add:", "remove:", "insert:",
            ]))
        #expect(appKit.actions(ofLineage: ["NSFontManager"]).contains("orderFrontFontPanel:"))
        #expect(appKit.actions(ofLineage: ["NSDrawer"]).isSuperset(of: ["toggle:", "open:", "close:"]))
        #expect(appKit.actions(ofLineage: ["NSTabView"]).contains("takeSelectedTabViewItemFromSender:"))
        #expect(appKit.actions(ofLineage: appKit.lineage(of: "NSPersistentDocument")).contains("saveDocument:"))
        let uiKit = FrameworkClasses.uiKit
        #expect(uiKit.actions(ofLineage: uiKit.lineage(of: "UITextView")).isSuperset(of: ["copy:", "toggleBoldface:"]))
    }

    @Test func eachPlatformHasItsOwnSuperclassForSharedNames() {
        #expect(FrameworkClasses.appKit.superclass(of: "WKWebView") == "NSView")
        #expect(FrameworkClasses.uiKit.superclass(of: "WKWebView") == "UIView")
        #expect(FrameworkClasses.forPlatform(.uiKit).superclass(of: "MKMapView") == "UIView")
        #expect(FrameworkClasses.forPlatform(nil).contains("UIButton"))
        #expect(!FrameworkClasses.appKit.contains("UIButton"))
    }

    /// The validator's actions are the loader's: every class of NibModel's action table has, in the
    /// framework classes, the same superclass and all its actions (implemented and declared).
    @Test func validatorAndLoaderShareOneActionTable() {
        for (classes, entries) in [
            (FrameworkClasses.appKit, FrameworkActions.appKit), (FrameworkClasses.uiKit, FrameworkActions.uiKit),
        ] {
            for entry in entries {
                #expect(classes.superclass(of: entry.className) == entry.superclass, "\(entry.className)")
                let actions = classes.actions(ofLineage: [entry.className])
                #expect(actions.isSuperset(of: entry.actions + entry.declared), "\(entry.className)")
            }
        }
    }

    /// Audit of 2026-11-24, class family by class family: what the documentation lists is there,
    /// what it does not list is gone.
    @Test func auditedAppKitFamilies() {
        let appKit = FrameworkClasses.appKit
        func actions(_ name: String) -> Set<String> { appKit.actions(ofLineage: appKit.lineage(of: name)) }
        // NSApplication
        #expect(actions("NSApplication").isSuperset(of: ["stop:", "showHelp:", "unhide:", "abortModal"]))
        #expect(!actions("NSApplication").contains("orderFrontStandardAboutPanelWithOptions:"))
        // NSControl and NSCell
        #expect(actions("NSColorWell").isSuperset(of: ["takeColorFrom:", "takeIntegerValueFrom:", "performClick:"]))
        #expect(!actions("NSButton").contains("takeAttributedStringValueFrom:"))
        #expect(actions("NSButtonCell").contains("performClick:"))
        #expect(actions("NSBrowser").isSuperset(of: ["doClick:", "doDoubleClick:"]))
        // NSText and NSTextView
        #expect(appKit.actions(ofLineage: ["NSText"]).isSuperset(of: ["changeSpelling:", "ignoreSpelling:"]))
        #expect(!appKit.actions(ofLineage: ["NSText"]).contains("alignJustified:"))
        let textView = appKit.actions(ofLineage: ["NSTextView"])
        #expect(textView.isSuperset(of: ["alignJustified:", "toggleAutomaticTextCompletion:", "moveWordLeft:"]))
        #expect(
            textView.isDisjoint(with: ["clickedOnLink:atIndex:", "changeBaseWritingDirection:", "orderFrontFontPanel:"])
        )
        // controllers and documents
        #expect(actions("NSDocument").contains("saveDocumentToPDF:"))
        #expect(!actions("NSDocument").contains("saveDocumentAsPDF:"))
        #expect(
            appKit.actions(ofLineage: ["NSDocumentController"]) == [
                "newDocument:", "openDocument:", "saveAllDocuments:", "clearRecentDocuments:",
            ])
        #expect(actions("NSViewController").contains("dismissController:"))
        #expect(
            actions("NSViewController").isDisjoint(with: ["presentViewControllerAsSheet:", "dismissViewController:"]))
        #expect(actions("NSPageController").contains("takeSelectedIndexFrom:"))
        #expect(actions("NSToolbar").contains("runCustomizationPalette:"))
        #expect(!actions("NSTextFinder").contains("performAction:"))
        // the responder chain's declared actions stay reachable for First Responder (M1)
        #expect(appKit.allActions.isSuperset(of: ["newWindowForTab:", "showWritingTools:", "moveLeft:"]))
        #expect(appKit.allActions.isDisjoint(with: ["presentError:", "noResponderFor:"]))
    }

    @Test func auditedUIKitFamilies() {
        let uiKit = FrameworkClasses.uiKit
        #expect(uiKit.actions(ofLineage: ["UIResponder"]).isSuperset(of: ["print:", "toggleSidebar:", "pasteAndGo:"]))
        #expect(!uiKit.allActions.contains("updateTextAttributesWithConversionHandler:"))
        let controller = uiKit.actions(ofLineage: uiKit.lineage(of: "UIViewController"))
        #expect(controller.isDisjoint(with: ["dismiss", "showViewController:sender:"]))
        #expect(uiKit.actions(ofLineage: ["UIActivityIndicatorView"]) == ["startAnimating", "stopAnimating"])
    }
}
