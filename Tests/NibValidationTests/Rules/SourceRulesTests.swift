import NibSourceValidation
import NibValidation
import Testing

/// One fixture per source rule, validated against the fixture app's sources (module `App`).
@Suite struct SourceRulesTests {
    let sources = [Fixtures.appSources]

    @Test func cleanPairHasNoFindings() throws {
        #expect(try Fixtures.findings("Clean.xib", sources: sources, rules: .default) == [])
    }

    @Test func unknownOutlet() throws {
        #expect(
            try Fixtures.findings("UnknownOutlet.xib", sources: sources) == [
                """
                UnknownOutlet.xib:7:17: error: class 'ProfileViewController' has no outlet 'subtitleLabel' [unknown-outlet]
                Sources/App/ProfileViewController.swift:5:13: note: class 'ProfileViewController' declared here
                """,
                """
                UnknownOutlet.xib:8:17: error: class 'ProfileViewController' has no outlet 'plainLabel'; its property 'plainLabel' is not @IBOutlet or @objc, so key-value coding cannot set it [unknown-outlet]
                Sources/App/ProfileViewController.swift:9:9: note: property 'plainLabel' declared here
                """,
            ])
    }

    @Test func outletTypeMismatch() throws {
        #expect(
            try Fixtures.findings("OutletTypeMismatch.xib", sources: sources) == [
                """
                OutletTypeMismatch.xib:6:17: error: outlet 'nameLabel' of 'ProfileViewController' is declared as 'UILabel!', but its destination 'Bt1-Sa-ve1' is a 'UIButton' [outlet-type-mismatch]
                Sources/App/ProfileViewController.swift:6:24: note: outlet 'nameLabel' declared here
                """
            ])
    }

    @Test func unknownAction() throws {
        #expect(
            try Fixtures.findings("UnknownAction.xib", sources: sources) == [
                """
                UnknownAction.xib:14:25: error: class 'ProfileViewController' has no action method 'archive:' (no @IBAction or @objc method with that selector) [unknown-action]
                Sources/App/ProfileViewController.swift:5:13: note: class 'ProfileViewController' declared here
                """
            ])
    }

    @Test func unknownSegueAndUnwindActions() throws {
        #expect(
            try Fixtures.findings("SegueActions.storyboard", sources: sources) == [
                """
                SegueActions.storyboard:12:37: error: class 'FriendsViewController' has no @IBSegueAction method 'makeOther:' for this segue [unknown-action]
                Sources/App/FriendsViewController.swift:4:13: note: class 'FriendsViewController' declared here
                """,
                "SegueActions.storyboard:29:37: error: unwind action 'unwindToNowhere:' is not a method of any class in the sources; the unwind segue cannot find a destination [unknown-action]",
            ])
    }

    @Test func unknownRuntimeAttribute() throws {
        #expect(
            try Fixtures.findings("UnknownRuntimeAttribute.xib", sources: sources) == [
                "UnknownRuntimeAttribute.xib:14:25: warning: runtime attribute 'borderWidth': class 'AvatarView' has no @IBInspectable or property 'borderWidth' [unknown-runtime-attribute]"
            ])
    }

    @Test func unknownClass() throws {
        #expect(
            try Fixtures.findings("UnknownClass.xib", sources: sources) == [
                "UnknownClass.xib:12:17: error: unknown class 'MissingView' (module 'App'): no class of that name in the sources, and it is not a framework class [unknown-class]"
            ])
    }

    @Test func wrongModule() throws {
        #expect(
            try Fixtures.findings("WrongModule.xib", sources: sources) == [
                """
                WrongModule.xib:12:17: error: class 'AvatarView' lives in module 'App', but the document names module 'Other' [wrong-module]
                Sources/App/AvatarView.swift:4:7: note: class 'AvatarView' declared here
                """,
                """
                WrongModule.xib:13:17: error: class 'AvatarView' has no module; the Swift class lives in module 'App' (set Module, or mark the class @objc(AvatarView)) [wrong-module]
                Sources/App/AvatarView.swift:4:7: note: class 'AvatarView' declared here
                """,
            ])
    }

    @Test func unusedOutletsAndActions() throws {
        let rules = RuleSelection(enabled: [.unusedOutlet, .unusedAction])
        let unused = SourceDirectory(path: Fixtures.path("Sources/Unused"), module: "App")
        let documents = ["Clean.xib", "SegueActions.storyboard"]
        #expect(
            try Fixtures.findings(documents, sources: sources + [unused], rules: rules) == [
                "Sources/Unused/LegacyViewController.swift:4:24: warning: @IBOutlet 'oldLabel' of 'LegacyViewController' is not connected in any document [unused-outlet]",
                "Sources/Unused/LegacyViewController.swift:5:20: warning: @IBAction 'oldAction:' of 'LegacyViewController' is not connected in any document [unused-action]",
            ])
    }

    @Test func sourceRulesNeedSources() throws {
        for name in [
            "UnknownOutlet.xib", "OutletTypeMismatch.xib", "UnknownAction.xib", "UnknownClass.xib", "WrongModule.xib",
        ] {
            #expect(try Fixtures.findings(name) == [], "\(name)")
        }
    }
}
