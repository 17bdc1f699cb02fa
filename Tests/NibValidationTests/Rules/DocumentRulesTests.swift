import NibValidation
import Testing

/// One fixture per document rule, each with a seeded mistake; the whole diagnostic is compared.
@Suite struct DocumentRulesTests {
    @Test func danglingReference() throws {
        #expect(
            try Fixtures.findings("DanglingReference.xib") == [
                "DanglingReference.xib:6:17: error: outlet 'nameLabel' refers to unknown object 'Zz9-No-ne9' [dangling-reference]",
                "DanglingReference.xib:15:25: error: action 'save:' targets unknown object 'Yy8-No-ne8' [dangling-reference]",
            ])
    }

    @Test func duplicateID() throws {
        #expect(
            try Fixtures.findings("DuplicateID.xib") == [
                """
                DuplicateID.xib:13:17: error: id 'Lb1-Na-me1' is already used by another element [duplicate-id]
                DuplicateID.xib:12:17: note: id 'Lb1-Na-me1' first used here
                """
            ])
    }

    @Test func invalidPlaceholderConnection() throws {
        #expect(
            try Fixtures.findings("InvalidPlaceholderConnection.xib") == [
                "InvalidPlaceholderConnection.xib:7:17: error: First Responder cannot hold outlet 'view'; it is not an object at load time [invalid-placeholder-connection]"
            ])
    }

    @Test func outletsCannotPointToExitOrAStoryboardReference() throws {
        #expect(
            try Fixtures.findings("InvalidPlaceholderConnection.storyboard") == [
                "InvalidPlaceholderConnection.storyboard:9:25: error: outlet 'settings' cannot point to a storyboard reference [invalid-placeholder-connection]",
                "InvalidPlaceholderConnection.storyboard:10:25: error: outlet 'exit' cannot point to Exit [invalid-placeholder-connection]",
            ])
    }

    @Test func bindingOutsideAppKit() throws {
        #expect(
            try Fixtures.findings("BindingOutsideAppKit.xib") == [
                "BindingOutsideAppKit.xib:14:25: error: binding 'value' to 'self.name' is not supported on UIKit; Cocoa bindings exist on AppKit only [binding-outside-appkit]"
            ])
    }

    @Test func customPlaceholderInAppKit() throws {
        #expect(
            try Fixtures.findings("CustomPlaceholderInAppKit.xib") == [
                "CustomPlaceholderInAppKit.xib:10:9: error: custom placeholder 'External Thing' is not supported on AppKit; external objects exist on UIKit only [custom-placeholder-in-appkit]"
            ])
    }

    @Test func outletCollectionInAppKit() throws {
        #expect(
            try Fixtures.findings("OutletCollectionInAppKit.xib") == [
                "OutletCollectionInAppKit.xib:7:17: error: outlet collection 'buttons' is not supported on AppKit; outlet collections exist on UIKit only [outlet-collection-in-appkit]"
            ])
    }

    @Test func unconnectedWindowOutlet() throws {
        #expect(
            try Fixtures.findings("UnconnectedWindowOutlet.xib") == [
                "UnconnectedWindowOutlet.xib:4:9: warning: File's Owner 'NSWindowController' is a window controller but its 'window' outlet is not connected and nothing else holds a window; the window will never show [unconnected-window-outlet]"
            ])
    }

    @Test func missingSegueDestination() throws {
        #expect(
            try Fixtures.findings("MissingSegueDestination.storyboard") == [
                "MissingSegueDestination.storyboard:9:25: error: segue 'showDetail' leads to unknown object 'Vc9' [missing-segue-destination]"
            ])
    }

    @Test func missingInitialViewController() throws {
        #expect(
            try Fixtures.findings("MissingInitialViewController.storyboard") == [
                "MissingInitialViewController.storyboard:2:1: error: initial view controller 'Vc7' does not exist [missing-initial-view-controller]"
            ])
    }

    @Test func missingReferencedStoryboard() throws {
        #expect(
            try Fixtures.findings("MissingReferencedStoryboard.storyboard") == [
                "MissingReferencedStoryboard.storyboard:18:17: error: storyboard reference names 'Settings.storyboard', which is not among the storyboards validated or searched, nor in \(Fixtures.directory) [missing-referenced-storyboard]",
                "MissingReferencedStoryboard.storyboard:19:17: error: storyboard reference names identifier 'Nowhere', which no scene of this storyboard has [missing-referenced-storyboard]",
                "MissingReferencedStoryboard.storyboard:20:17: error: storyboard reference names identifier 'Gone', which no scene of 'MissingInitialViewController.storyboard' has [missing-referenced-storyboard]",
            ])
    }

    @Test func layoutFlagsAreWarnings() throws {
        #expect(
            try Fixtures.findings("LayoutFlags.xib") == [
                "LayoutFlags.xib:12:17: warning: label 'Lb1-Na-me1' is misplaced; its frame differs from what its constraints give [misplaced-view]",
                "LayoutFlags.xib:13:17: warning: label 'Lb2-Ti-tl1' has ambiguous layout [ambiguous-layout]",
            ])
    }

    @Test func disabledRulesReportNothing() throws {
        var rules = RuleSelection.default
        try rules.apply(enabling: [], disabling: ["misplaced-view", "ambiguous-layout"])
        #expect(try Fixtures.findings("LayoutFlags.xib", rules: rules).isEmpty)
    }

    @Test func unknownRuleIsRejected() {
        var rules = RuleSelection.default
        #expect(throws: UnknownRuleError(name: "no-such-rule")) {
            try rules.apply(enabling: ["no-such-rule"], disabling: [])
        }
    }
}
