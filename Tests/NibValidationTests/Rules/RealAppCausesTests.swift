import NibModel
import NibSourceValidation
import NibValidation
import Testing

/// The causes of false positives and misses found by validating real shipping apps (issue 18),
/// one small app layout each under `Fixtures/<Case>/`.
@Suite struct RealAppCausesTests {
    // MARK: - Storyboard references

    @Test func storyboardReferenceResolvesToAStoryboardOfThatNameAnywhereInTheTarget() throws {
        let validator = NibValidator(storyboardSearchPaths: [Fixtures.path("StoryboardReferences/Shared")])
        #expect(
            Fixtures.findings(in: ["StoryboardReferences/App"], validator) == [
                "StoryboardReferences/App/Main/Base.lproj/Main.storyboard:23:17: error: storyboard reference names identifier 'Gone', which no scene of 'Profile.storyboard' has [missing-referenced-storyboard]",
                "StoryboardReferences/App/Main/Base.lproj/Main.storyboard:24:17: error: storyboard reference names 'Nowhere.storyboard', which is not among the storyboards validated or searched, nor in StoryboardReferences/App/Main/Base.lproj [missing-referenced-storyboard]",
            ])
    }

    @Test func storyboardOutsideTheValidatedPathsIsFoundThroughStoryboardSearchPaths() throws {
        let alone = Fixtures.findings(in: ["StoryboardReferences/App"], NibValidator())
        #expect(alone.count == 3)
        #expect(alone.last?.contains("names 'Onboarding.storyboard', which is not among") == true)
        let searched = NibValidator(storyboardSearchPaths: [Fixtures.path("StoryboardReferences")])
        #expect(
            Fixtures.findings(in: ["StoryboardReferences/App/Main/Base.lproj/Main.storyboard"], searched).count == 2)
    }

    // MARK: - Selectors by Swift language version

    @Test func swift2ProjectDerivesSelectorsWithoutAFirstLabelAndExposesEveryMethod() throws {
        #expect(
            XcodeProject.swiftVersion(near: Fixtures.path("Swift2Project/Legacy")) == SwiftLanguageVersion(major: 2))
        let validator = try NibValidator(sources: [Fixtures.sources("Swift2Project/Legacy", module: "Legacy")])
        #expect(
            Fixtures.findings(in: ["Swift2Project/Legacy/Login.xib"], validator) == [
                """
                Swift2Project/Legacy/Login.xib:19:25: error: class 'LoginViewController' has no action method 'reset:' (no @IBAction or @objc method with that selector) [unknown-action]
                Swift2Project/Legacy/LoginViewController.swift:5:7: note: class 'LoginViewController' declared here
                """,
                """
                Swift2Project/Legacy/Login.xib:20:25: error: class 'LoginViewController' has no action method 'logni:' (no @IBAction or @objc method with that selector) [unknown-action]
                Swift2Project/Legacy/LoginViewController.swift:5:7: note: class 'LoginViewController' declared here
                """,
            ])
    }

    @Test func swiftVersionOptionOverridesTheProject() throws {
        let validator = try NibValidator(
            sources: [Fixtures.sources("Swift2Project/Legacy", module: "Legacy")],
            swiftVersion: SwiftLanguageVersion(major: 5))
        let selectors = Fixtures.findings(in: ["Swift2Project/Legacy/Login.xib"], validator).compactMap {
            $0.split(separator: "'").dropFirst(3).first.map(String.init)
        }
        #expect(selectors == ["login:", "logout:", "move:to:", "reset:", "logni:"])
    }

    @Test func swiftVersionRules() {
        #expect(
            XcodeProject.swiftVersion(ofProjectFile: "SWIFT_VERSION = 4.2;\nSWIFT_VERSION = 3.0;") == .init(major: 3))
        #expect(XcodeProject.swiftVersion(ofProjectFile: "lastKnownFileType = sourcecode.c.objc;") == nil)
        #expect(SwiftLanguageVersion("4.2") == SwiftLanguageVersion(major: 4, minor: 2))
        #expect(SwiftLanguageVersion("five") == nil)
        var swift3 = SwiftSourceIndex()
        swift3.add(
            source: "class A: NSObject {\n    func go(sender: Any) {}\n    var name = \"\"\n}\n", file: "A.swift",
            swiftVersion: SwiftLanguageVersion(major: 3))
        #expect(swift3.swiftClass(named: "A")?.methods.map(\.selector) == ["goWithSender:"])
        #expect(swift3.swiftClass(named: "A")?.property(named: "name")?.isObjC == true)
        var swift4 = SwiftSourceIndex()
        swift4.add(
            source: "class A: NSObject {\n    func go(sender: Any) {}\n}\n@objc extension A {\n    func stop() {}\n}\n",
            file: "A.swift", swiftVersion: SwiftLanguageVersion(major: 4))
        #expect(swift4.swiftClass(named: "A")?.methods.map(\.selector) == ["stop"])
    }

    // MARK: - Classes from dependencies, framework members

    @Test func classesFromDependenciesAreJudgedOnlyInTheGivenModules() throws {
        let validator = try NibValidator(sources: [Fixtures.sources("DependencyClasses/App", module: "App")])
        #expect(
            Fixtures.findings(in: ["DependencyClasses/App/Checkout.xib"], validator) == [
                """
                DependencyClasses/App/Checkout.xib:6:17: error: outlet 'totalLabel' of 'CheckoutViewController' is declared as 'UILabel!', but its destination 'Pb1-Po-d01' is a 'PayButton' (a kind of 'UIButton') [outlet-type-mismatch]
                DependencyClasses/App/CheckoutViewController.swift:5:24: note: outlet 'totalLabel' declared here
                """,
                "DependencyClasses/App/Checkout.xib:19:17: error: unknown class 'MissingView' (module 'App'): no class of that name in the sources, and it is not a framework class [unknown-class]",
            ])
    }

    @Test func strictClassesReportsEveryClassMissingFromSourcesAndFramework() throws {
        let validator = try NibValidator(
            sources: [Fixtures.sources("DependencyClasses/App", module: "App")], strictClasses: true)
        let classes = Fixtures.findings(in: ["DependencyClasses/App/Checkout.xib"], validator).filter {
            $0.hasSuffix("[unknown-class]")
        }.map { $0.split(separator: "'")[1] }
        #expect(classes == ["PayButton", "ARSlidingPanel", "UIFloatLabelTextField", "MissingView"])
    }

    @Test func frameworkTablesKnowDocumentedMembersAndClasses() throws {
        let validator = try NibValidator(sources: [Fixtures.sources("FrameworkMembers/App", module: "App")])
        #expect(
            Fixtures.findings(in: ["FrameworkMembers/App/Popover.xib"], validator) == [
                """
                FrameworkMembers/App/Popover.xib:9:17: error: outlet 'firstRow' of 'PopoverViewController' is declared as 'NSGridRow!', but its destination 'Bt1-So-ur1' is a 'NSButton' [outlet-type-mismatch]
                FrameworkMembers/App/PopoverViewController.swift:5:24: note: outlet 'firstRow' declared here
                """
            ])
        #expect(FrameworkClasses.appKit.knownMembers(ofLineage: ["NSViewController"]).contains("sourceItemView"))
        #expect(FrameworkClasses.uiKit.knownMembers(ofLineage: ["UIView"]).contains("gestureRecognizers"))
        #expect(FrameworkClasses.appKit.lineage(of: "NSGridRow") == ["NSGridRow", "NSObject"])
        #expect(!FrameworkClasses.isFrameworkClassName("ARSlidingPanel"))
        #expect(!FrameworkClasses.isFrameworkClassName("UIFloatLabelTextField"))
        #expect(FrameworkClasses.uiKit.lineage(of: "MKMapView") == ["MKMapView", "UIView", "UIResponder", "NSObject"])
    }

    // MARK: - Aliases and modules

    @Test func typealiasExtensionsAndSameNamedClassesResolveByModule() throws {
        for order in [["App", "Core"], ["Core", "App"]] {
            let validator = try NibValidator(
                sources: order.map { Fixtures.sources("TypealiasAndModules/\($0)", module: $0) })
            #expect(
                Fixtures.findings(in: ["TypealiasAndModules/App/Profile.xib"], validator) == [
                    """
                    TypealiasAndModules/App/Profile.xib:27:25: error: class 'BadgeView' has no outlet 'titleLabel' [unknown-outlet]
                    TypealiasAndModules/Core/BadgeView.swift:4:14: note: class 'BadgeView' declared here
                    """,
                    """
                    TypealiasAndModules/App/Profile.xib:30:17: error: class 'BadgeView' lives in modules '\(order[0])', '\(order[1])', but the document names module 'Other' [wrong-module]
                    TypealiasAndModules/\(order[0])/BadgeView.swift:4:\(order[0] == "App" ? 7 : 14): note: class 'BadgeView' declared here
                    """,
                ], "sources read in the order \(order)")
        }
    }

    // MARK: - First Responder

    @Test func M1_firstResponderActionMustBeDeclaredSomewhere() throws {
        let validator = try NibValidator(sources: [Fixtures.sources("FirstResponderActions/App", module: "App")])
        #expect(
            Fixtures.findings(in: ["FirstResponderActions/App/MainMenu.xib"], validator) == [
                "FirstResponderActions/App/MainMenu.xib:37:25: error: action 'showPrefernces:' is sent to First Responder, but no class in the sources or the framework's responder chain has a method with that selector [unknown-first-responder-action]",
                "FirstResponderActions/App/MainMenu.xib:42:25: error: action 'notExposed:' is sent to First Responder, but no class in the sources or the framework's responder chain has a method with that selector [unknown-first-responder-action]",
            ])
    }

    // MARK: - Objective-C classes

    @Test func swiftClassWithNoSuperclassIsNotAnObjectiveCClassAndItsOutletsAreStillChecked() throws {
        let validator = try NibValidator(sources: [Fixtures.sources("NotObjCClass/App", module: "App")])
        #expect(
            Fixtures.findings(in: ["NotObjCClass/App/Greeter.xib"], validator) == [
                """
                NotObjCClass/App/Greeter.xib:6:9: error: class 'Greeter' is not an Objective-C class (it has no superclass); Interface Builder can only create and connect NSObject subclasses [not-objc-class]
                NotObjCClass/App/Greeter.swift:4:13: note: class 'Greeter' declared here
                """,
                """
                NotObjCClass/App/Greeter.xib:9:17: error: class 'Greeter' has no outlet 'titleLabel' [unknown-outlet]
                NotObjCClass/App/Greeter.swift:4:13: note: class 'Greeter' declared here
                """,
                """
                NotObjCClass/App/Greeter.xib:12:9: error: class 'LoudGreeter' is not an Objective-C class (its root class 'PoliteGreeter' has no superclass); Interface Builder can only create and connect NSObject subclasses [not-objc-class]
                NotObjCClass/App/Greeter.swift:14:13: note: class 'LoudGreeter' declared here
                NotObjCClass/App/Greeter.swift:11:7: note: class 'PoliteGreeter' declared here
                """,
            ])
    }

    // MARK: - Window outlet

    @Test func T6_windowOutletWarnsOnlyWhenNoWindowCanShow() throws {
        let validator = try NibValidator(
            sources: [Fixtures.sources("WindowShownThroughAnotherOutlet/App", module: "App")])
        #expect(
            Fixtures.findings(in: ["WindowShownThroughAnotherOutlet/App"], validator) == [
                "WindowShownThroughAnotherOutlet/App/NeverShown.xib:4:9: warning: File's Owner 'InspectorWindowController' is a window controller but its 'window' outlet is not connected and nothing else holds a window; the window will never show [unconnected-window-outlet]"
            ])
    }

    // MARK: - Command line

    @Test func moduleLayoutArgumentIsRecognized() {
        #expect(SourceDirectory.looksLikeModuleLayout("B=Sources/B"))
        #expect(!SourceDirectory.looksLikeModuleLayout("Docs/Main.storyboard"))
        #expect(!SourceDirectory.looksLikeModuleLayout("./a=b"))
        #expect(!SourceDirectory.looksLikeModuleLayout("B="))
    }
}
