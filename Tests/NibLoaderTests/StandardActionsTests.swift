import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibLoader

/// L3.4: a stand-in answers the actions its framework class implements, its superclasses'
/// included (``StandardActions``), class family by class family, on both platforms.
@Suite struct StandardActionsTests {
    /// One AppKit target: the element that makes it, and actions its class implements.
    struct Target: CustomStringConvertible, Sendable {
        var element: String
        var className: String
        var actions: [String]
        var description: String { className }
    }

    static let appKitTargets: [Target] = [
        Target(
            element: #"<customObject id="T1" customClass="NSFontManager"/>"#, className: "NSFontManager",
            actions: [
                "orderFrontFontPanel:", "addFontTrait:", "removeFontTrait:", "modifyFont:", "modifyFontViaPanel:",
            ]),
        Target(
            element: #"<arrayController id="T1"/>"#, className: "NSArrayController",
            actions: ["add:", "remove:", "insert:", "selectNext:", "selectPrevious:", "fetch:"]),
        Target(
            element: #"<objectController id="T1"/>"#, className: "NSObjectController",
            actions: ["add:", "remove:", "fetch:"]),
        Target(
            element: #"<treeController id="T1"/>"#, className: "NSTreeController",
            actions: ["add:", "remove:", "insert:", "addChild:", "insertChild:"]),
        Target(
            element: #"<userDefaultsController representsSharedInstance="YES" id="T1"/>"#,
            className: "NSUserDefaultsController", actions: ["revert:", "save:", "revertToInitialValues:"]),
        Target(
            element: #"<drawer id="T1"/>"#, className: "NSDrawer",
            actions: ["toggle:", "open:", "close:", "showContextHelp:"]),
        Target(
            element: #"<tabView id="T1"/>"#, className: "NSTabView",
            actions: [
                "takeSelectedTabViewItemFromSender:", "selectNextTabViewItem:", "selectFirstTabViewItem:", "print:",
            ]),
        Target(
            element: #"<window id="T1" customClass="NSPanel"/>"#, className: "NSPanel",
            actions: ["orderOut:", "performClose:", "makeKeyAndOrderFront:", "toggleToolbarShown:", "showContextHelp:"]),
        Target(
            element: #"<window id="T1"/>"#, className: "NSWindow",
            actions: ["performMiniaturize:", "performZoom:", "orderFront:", "toggleFullScreen:", "selectNextTab:"]),
        Target(
            element: #"<textView id="T1"/>"#, className: "NSTextView",
            actions: [
                "copy:", "paste:", "alignJustified:", "toggleRuler:", "insertNewline:", "performFindPanelAction:",
            ]),
        Target(
            element: #"<textField id="T1"/>"#, className: "NSTextField",
            actions: ["selectText:", "takeStringValueFrom:", "performClick:", "copy:"]),
        Target(
            element: #"<matrix id="T1"/>"#, className: "NSMatrix",
            actions: ["selectAll:", "selectText:", "takeIntValueFrom:"]),
        Target(element: #"<popover id="T1"/>"#, className: "NSPopover", actions: ["performClose:"]),
        Target(
            element: #"<viewController id="T1"/>"#, className: "NSViewController",
            actions: ["dismissController:", "showContextHelp:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSWindowController"/>"#, className: "NSWindowController",
            actions: ["showWindow:", "dismissController:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSDocument"/>"#, className: "NSDocument",
            actions: ["saveDocument:", "saveDocumentAs:", "revertDocumentToSaved:", "printDocument:", "runPageLayout:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSDocumentController"/>"#,
            className: "NSDocumentController", actions: ["newDocument:", "openDocument:", "clearRecentDocuments:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSApplication"/>"#, className: "NSApplication",
            actions: ["terminate:", "hide:", "orderFrontStandardAboutPanel:", "arrangeInFront:", "showHelp:"]),
        Target(
            element: #"<progressIndicator id="T1"/>"#, className: "NSProgressIndicator",
            actions: ["startAnimation:", "stopAnimation:", "animate:"]),
        // Families audited on 2026-11-24 (NibModel's FrameworkActions lists the documentation pages).
        Target(
            element: #"<customObject id="T1" customClass="NSApplication"/>"#, className: "NSApplication",
            actions: [
                "stop:", "unhideAllApplications:", "orderFrontColorPanel:", "toggleTouchBarCustomizationPalette:",
            ]),
        Target(
            element: #"<customObject id="T1" customClass="NSSavePanel"/>"#, className: "NSSavePanel",
            actions: ["ok:", "cancel:", "orderOut:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSColorWell"/>"#, className: "NSColorWell",
            actions: ["takeColorFrom:", "performClick:", "print:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSBrowser"/>"#, className: "NSBrowser",
            actions: ["doClick:", "doDoubleClick:", "takeStringValueFrom:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSTableView"/>"#, className: "NSTableView",
            actions: ["selectAll:", "deselectAll:", "performClick:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSCollectionView"/>"#, className: "NSCollectionView",
            actions: ["selectAll:", "deselectAll:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSButtonCell"/>"#, className: "NSButtonCell",
            actions: ["performClick:", "takeIntValueFrom:", "takeObjectValueFrom:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSTextView"/>"#, className: "NSTextView",
            actions: [
                "changeSpelling:", "ignoreSpelling:", "orderFrontSubstitutionsPanel:", "toggleAutomaticTextCompletion:",
                "copyRuler:", "moveWordLeft:", "performTextFinderAction:",
            ]),
        Target(
            element: #"<customObject id="T1" customClass="NSPageController"/>"#, className: "NSPageController",
            actions: ["navigateBack:", "navigateForward:", "takeSelectedIndexFrom:", "dismissController:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSSplitViewController"/>"#,
            className: "NSSplitViewController", actions: ["toggleSidebar:", "toggleInspector:", "dismissController:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSDocument"/>"#, className: "NSDocument",
            actions: ["saveDocumentToPDF:", "saveDocumentTo:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSDocumentController"/>"#,
            className: "NSDocumentController", actions: ["saveAllDocuments:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSMenu"/>"#, className: "NSMenu",
            actions: ["submenuAction:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSToolbar"/>"#, className: "NSToolbar",
            actions: ["runCustomizationPalette:"]),
        Target(
            element: #"<customObject id="T1" customClass="NSPopoverTouchBarItem"/>"#,
            className: "NSPopoverTouchBarItem", actions: ["showPopover:", "dismissPopover:"]),
        Target(
            element: #"<customObject id="T1" customClass="WebView"/>"#, className: "WebView",
            actions: [
                "takeStringURLFrom:", "goBack:", "reloadFromOrigin:", "makeTextStandardSize:",
                "toggleSmartInsertDelete:",
            ]),
        Target(
            element: #"<customObject id="T1" customClass="WKWebView"/>"#, className: "WKWebView",
            actions: ["goBack:", "goForward:", "reload:", "stopLoading:"]),
    ]

    /// One target and an action its framework class does not implement.
    struct Unanswered: CustomStringConvertible, Sendable {
        var className: String
        var selector: String
        var description: String { "\(className) \(selector)" }
    }

    /// Entries the audit removed (no documentation lists them for the class) and optional
    /// responder actions a class only declares.
    static let unanswered: [Unanswered] = [
        Unanswered(className: "NSBrowser", selector: "selectAll:"),
        Unanswered(className: "NSTextView", selector: "undo:"),
        Unanswered(className: "NSTextField", selector: "undo:"),
        Unanswered(className: "NSDocumentController", selector: "newWindowForTab:"),
        Unanswered(className: "NSViewController", selector: "presentViewControllerAsSheet:"),
        Unanswered(className: "NSControl", selector: "takeAttributedStringValueFrom:"),
        Unanswered(className: "NSDocument", selector: "saveDocumentAsPDF:"),
        Unanswered(className: "NSView", selector: "moveLeft:"),  // NSResponder declares it, NSTextView implements it
        Unanswered(className: "NSResponder", selector: "newWindowForTab:"),
        Unanswered(className: "UIView", selector: "copy:"),
    ]

    @Test(arguments: unanswered)
    func L3_4_anActionTheDocumentationDoesNotListForTheClassMakesNoConnection(_ item: Unanswered) throws {
        #expect(!StandardActions.actions(for: item.className).contains(item.selector))
        guard !item.className.hasPrefix("UI") else { return }
        let xml = Documents.appKit(
            #"<customObject id="T1" customClass="\#(item.className)"/>"#
                + #"<button id="B1"><connections><action selector="\#(item.selector)" target="T1" id="a1"/></connections></button>"#
        )
        let loaded = try Documents.nib(xml).instantiate()
        #expect(
            loaded.trace.events(.skipped).filter { $0.action == .action }.map(\.detail) == [
                "the target (\(item.className)) does not respond to \(item.selector), so no connection is made (L3.4)"
            ])
    }

    @Test func L3_4_aTextFieldAnswersItsFieldEditorsEditingActionsOnly() {
        let field = StandardActions.actions(for: "NSSearchField")
        #expect(field.isSuperset(of: ["copy:", "cut:", "paste:", "selectAll:", "delete:", "selectText:"]))
        #expect(!field.contains("copyRuler:") && !field.contains("undo:"))
        #expect(!StandardActions.actions(for: "NSControl").contains("copy:"))
    }

    @Test(arguments: appKitTargets)
    func L3_4_appKitStandardClassAnswersItsActions(target: Target) throws {
        let buttons = target.actions.enumerated().map { index, selector in
            #"<button id="B\#(index)"><connections><action selector="\#(selector)" target="T1" id="a\#(index)"/></connections></button>"#
        }
        let loaded = try Documents.nib(Documents.appKit(target.element + buttons.joined())).instantiate()
        let targetObject = try #require(loaded.object(withID: "T1") as? NibStandIn)
        #expect(targetObject.className == target.className)
        for (index, selector) in target.actions.enumerated() {
            let button = try #require(loaded.object(withID: ObjectID("B\(index)")) as? NibStandIn)
            #expect(button.targetActions.map(\.action) == [selector], "\(target.className) \(selector)")
            #expect(same(button.targetActions.first?.target, targetObject))
        }
        #expect(loaded.trace.events(.skipped).filter { $0.action == .action }.isEmpty)
        let connected = loaded.trace.events.filter { $0.action == .action }
        #expect(connected.allSatisfy { $0.destinationClassName == target.className })
    }

    @Test func L3_4_anActionTheClassDoesNotImplementMakesNoConnectionAndNamesTheTarget() throws {
        let xml = Documents.appKit(
            #"""
            <customObject id="T1" customClass="NSFontManager"/>
            <button id="B1"><connections><action selector="add:" target="T1" id="a1"/></connections></button>
            <customView id="T2"/>
            <button id="B2"><connections><action selector="orderOut:" target="T2" id="a2"/></connections></button>
            """#)
        let loaded = try Documents.nib(xml).instantiate()
        #expect(
            loaded.trace.events(.skipped).filter { $0.action == .action }.map(\.detail) == [
                "the target (NSFontManager) does not respond to add:, so no connection is made (L3.4)",
                "the target (NSView) does not respond to orderOut:, so no connection is made (L3.4)",
            ])
    }

    @Test func L3_4_tablesFollowTheSuperclassChain() {
        #expect(StandardActions.superclass(of: "NSPanel") == "NSWindow")
        #expect(StandardActions.actions(for: "NSPanel").isSuperset(of: StandardActions.actions(for: "NSWindow")))
        #expect(StandardActions.actions(for: "NSWindow").contains("showContextHelp:"))  // NSResponder's
        #expect(StandardActions.actions(for: "NSTextView").isSuperset(of: ["copy:", "cut:", "paste:", "changeFont:"]))
        #expect(
            StandardActions.actions(for: "NSOutlineView").isSuperset(of: ["selectAll:", "performClick:", "print:"]))
        #expect(StandardActions.actions(for: "NSDictionaryController").isSuperset(of: ["insert:", "add:", "fetch:"]))
        #expect(StandardActions.actions(for: "NSSavePanel").isSuperset(of: ["ok:", "cancel:", "orderOut:"]))
        #expect(StandardActions.actions(for: "NSObject").isEmpty)
        #expect(StandardActions.actions(for: "MyAppDelegate").isEmpty)
        // every superclass named is itself in the tables, so every chain reaches its root
        for name in StandardActions.classNames {
            if let superclass = StandardActions.superclass(of: name) {
                #expect(StandardActions.classNames.contains(superclass), "\(name) → \(superclass)")
            }
        }
    }

    @Test func L3_4_uiKitTextClassesAnswerTheStandardEditActions() throws {
        let edit = ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:", "toggleBoldface:", "toggleItalics:"]
        #expect(StandardActions.actions(for: "UITextField").isSuperset(of: edit))
        #expect(StandardActions.actions(for: "UITextView").isSuperset(of: edit))
        #expect(StandardActions.superclass(of: "UITextView") == "UIScrollView")
        // UIResponder declares them as an optional protocol and implements none
        #expect(StandardActions.actions(for: "UIResponder").isEmpty)
        #expect(StandardActions.actions(for: "UIButton").isEmpty)
        #expect(!StandardActions.actions(for: "UIApplication").contains("terminate:"))
    }

    @Test func L3_5_uiKitFirstResponderCopyIsAnsweredByTheTextFieldOnlyOnceItIsFirstResponder() throws {
        let xml = Documents.uiKit(
            #"""
            <view id="V1">
                <subviews>
                    <textField id="F1"/>
                    <button id="B1"><connections><action selector="copy:" destination="-2" eventType="touchUpInside" id="a1"/></connections></button>
                </subviews>
            </view>
            """#)
        let loaded = try Documents.nib(xml).instantiate()
        let button = try #require(loaded.object(withID: "B1") as? NibStandIn)
        #expect(button.targetActions.count == 1 && button.targetActions.first?.target == nil)
        #expect(loaded.target(forAction: "copy:") == nil)
        let field = try #require(loaded.object(withID: "F1"))
        loaded.responderChain.makeFirstResponder(try #require(loaded.object(withID: "V1")))
        #expect(loaded.target(forAction: "copy:") == nil)  // a plain UIView answers no edit action
        loaded.responderChain.makeFirstResponder(field)
        #expect(same(loaded.target(forAction: "copy:"), field))
        #expect(same(loaded.target(forAction: "toggleBoldface:"), field))
    }

    /// Over the corpus's xibs: no action is lost to a target whose class is a standard one
    /// (before the tables: 34 actions in 9 files; targets of unregistered custom classes are
    /// stand-ins of their standard class and may still miss their custom actions).
    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func L3_4_corpusLosesNoActionToAStandardClass() throws {
        let documents = TestPaths.wellFormedCorpusDocuments.filter { $0.hasSuffix(".xib") }
        #expect(!documents.isEmpty)
        var lost: [String] = []
        for path in documents {
            guard let document = try? NibDocument(contentsOfFile: path), document.duplicateIDs.isEmpty else { continue }
            let owner = NibStandIn(className: document.filesOwner?.className ?? "NSObject")
            guard
                let loaded = try? Nib(document: document).instantiate(
                    owner: owner, options: NibLoadOptions(unknownClassPolicy: .useStandardClass))
            else { continue }
            for event in loaded.trace.events(.skipped) where event.detail?.contains("does not respond") == true {
                guard let id = event.destinationID, let target = document[id] else { continue }
                let custom = target.customClass
                if custom == nil || InstantiatorNames.isFramework(custom ?? "") {
                    lost.append("\(path): \(event.text)")
                }
            }
        }
        #expect(lost == [])
    }
}

/// The loader's notion of a framework class name.
enum InstantiatorNames {
    static func isFramework(_ name: String) -> Bool { NibInstantiator.isFrameworkClass(name) }
}
