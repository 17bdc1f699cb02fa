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
        #expect(appKit.actions(ofLineage: ["NSArrayController"]).isSuperset(of: ["add:", "remove:", "insert:"]))
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
}
