import Foundation
import NibModel
import NibSourceValidation
import NibValidation
import Testing

/// The Swift language version each source folder is judged by, and the reason the report gives
/// (issue 27): an Xcode 7 project (no `SWIFT_VERSION`, `LastSwiftUpdateCheck` 0730) is Swift 2.
@Suite struct SwiftVersionJudgementTests {
    static let signin = "Xcode7Project/Signin"

    @Test func xcode7ProjectIsJudgedSwift2AndOnlyTheRealMistakeIsReported() throws {
        let validator = try NibValidator(sources: [Fixtures.sources(Self.signin, module: "Signin")])
        let report = validator.validate(paths: [Fixtures.path(Self.signin)])
        let findings = report.diagnostics.map {
            $0.description.replacingOccurrences(of: Fixtures.directory + "/", with: "")
        }
        #expect(
            findings == [
                """
                Xcode7Project/Signin/Base.lproj/Signin.xib:45:25: error: class 'SigninViewController' has no action method 'signUp:' (no @IBAction or @objc method with that selector) [unknown-action]
                Xcode7Project/Signin/SigninViewController.swift:5:7: note: class 'SigninViewController' declared here
                """
            ])
        let module = try #require(report.sourceModules.first)
        #expect(report.sourceModules.count == 1)
        #expect(module.module == "Signin")
        #expect(module.swiftVersion == "2")
        #expect(module.basis == "project")
        #expect(
            module.reason == Fixtures.path("Xcode7Project/Signin.xcodeproj")
                + " has no SWIFT_VERSION and LastSwiftUpdateCheck 0730")
        #expect(
            report.description.contains(
                "module Signin (\(Fixtures.path(Self.signin))): Swift 2: \(module.reason)\n1 document validated"))
    }

    @Test func judgedBySwift5TheSameProjectHasFourFalseUnknownActions() throws {
        let validator = try NibValidator(
            sources: [Fixtures.sources(Self.signin, module: "Signin")], swiftVersion: SwiftLanguageVersion(major: 5))
        let report = validator.validate(paths: [Fixtures.path(Self.signin)])
        let selectors = report.diagnostics.filter { $0.rule == .unknownAction }.map {
            $0.message.split(separator: "'")[3]
        }
        #expect(selectors == ["passwordChanged:forEvent:", "login:", "forgotPassword:", "signUp:", "dismissKeyboard:"])
        #expect(report.sourceModules.map(\.reason) == ["given"])
    }

    @Test func projectFileGivesTheVersionAndWhy() {
        func judged(_ text: String) -> String? {
            XcodeProject.judgement(ofProjectFile: text, name: "App.xcodeproj").map(\.description)
        }
        let swift = "lastKnownFileType = sourcecode.swift;\n"
        #expect(
            judged(swift + "SWIFT_VERSION = 5.0;\nSWIFT_VERSION = 4.2;")
                == "Swift 4.2: SWIFT_VERSION = 4.2 in App.xcodeproj")
        #expect(
            judged(swift + "LastSwiftUpdateCheck = 0730;")
                == "Swift 2: App.xcodeproj has no SWIFT_VERSION and LastSwiftUpdateCheck 0730")
        #expect(
            judged(swift)
                == "Swift 2: App.xcodeproj has no SWIFT_VERSION and no LastSwiftUpdateCheck (written before Xcode 8)")
        // Xcode 8 or later without SWIFT_VERSION in the project (an .xcconfig holds it): the default.
        let modern = XcodeProject.judgement(
            ofProjectFile: swift + "LastSwiftUpdateCheck = 1020;", name: "App.xcodeproj")
        #expect(modern?.basis == .default)
        #expect(
            modern?.description == "Swift 5: default (App.xcodeproj has no SWIFT_VERSION, LastSwiftUpdateCheck 1020)")
        #expect(XcodeProject.swiftVersion(ofProjectFile: swift + "LastSwiftUpdateCheck = 1020;") == nil)
        #expect(judged("lastKnownFileType = sourcecode.c.objc;\nLastSwiftUpdateCheck = 0730;") == nil)
    }

    @Test func swiftVersionOfAnXcconfigTheProjectNamesIsUsedWhenTheProjectHasNone() throws {
        let sources = Fixtures.sources("XcconfigProject/Greeter", module: "Greeter")
        let validator = try NibValidator(sources: [sources])
        let report = validator.validate(paths: [Fixtures.path("XcconfigProject/Greeter")])
        // Swift 3 sees `func greet(_ sender: UIButton)` without @objc; Swift 5 would not.
        #expect(report.diagnostics.isEmpty, "\(report)")
        #expect(
            report.sourceModules.map(\.description) == [
                "module Greeter (\(sources.path)): Swift 3: SWIFT_VERSION = 3.0 in "
                    + Fixtures.path("XcconfigProject/Config/Base.xcconfig")
            ])
        let swift5 = try NibValidator(sources: [sources], swiftVersion: SwiftLanguageVersion(major: 5))
        #expect(swift5.validate(paths: [Fixtures.path("XcconfigProject/Greeter")]).errorCount == 1)
        // The project's own SWIFT_VERSION wins over its configuration files'.
        let both = XcodeProject.judgement(
            ofProjectFile: "lastKnownFileType = sourcecode.swift;\nSWIFT_VERSION = 5.0;", name: "App.xcodeproj",
            configurations: [("Base.xcconfig", "SWIFT_VERSION = 3.0\n")])
        #expect(both?.description == "Swift 5: SWIFT_VERSION = 5.0 in App.xcodeproj")
        let commented = XcodeProject.judgement(
            ofProjectFile: "lastKnownFileType = sourcecode.swift;\nLastSwiftUpdateCheck = 0730;", name: "App.xcodeproj",
            configurations: [("Base.xcconfig", "// SWIFT_VERSION = 3.0\n")])
        #expect(commented?.version == SwiftLanguageVersion(major: 2))
    }

    @Test func eachSourceFolderSaysWhereItsVersionCameFrom() throws {
        var folder = Fixtures.sources("Sources/App", module: "App")
        let byDefault = try SwiftSourceIndex(directories: [folder])
        #expect(byDefault.judgedDirectories.map(\.judgement.basis) == [.default])
        #expect(
            byDefault.judgedDirectories.first?.judgement.description.hasPrefix(
                "Swift 5: default (no Xcode project at or above ") == true)
        folder.swiftVersion = SwiftLanguageVersion(major: 3)
        let own = try SwiftSourceIndex(
            directories: [folder, Fixtures.sources(Self.signin, module: "Signin")],
            judgement: SwiftVersionJudgement(
                version: SwiftLanguageVersion(major: 4), basis: .given, reason: "--swift-version"))
        #expect(
            own.judgedDirectories.map(\.judgement.description) == [
                "Swift 3: given for \(folder.path)", "Swift 4: --swift-version",
            ])
        #expect(own.swiftVersions == ["App": SwiftLanguageVersion(major: 3), "Signin": SwiftLanguageVersion(major: 4)])
    }

    @Test func jsonReportNamesEachModulesVersion() throws {
        let validator = try NibValidator(sources: [Fixtures.sources(Self.signin, module: "Signin")])
        let json = try validator.validate(paths: [Fixtures.path(Self.signin)]).jsonString()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sources = try #require(object["sources"] as? [[String: String]])
        #expect(sources.map { $0["swiftVersion"] } == ["2"])
        #expect(sources.map { $0["module"] } == ["Signin"])
        #expect(
            sources.first?["reason"]?.hasSuffix("Signin.xcodeproj has no SWIFT_VERSION and LastSwiftUpdateCheck 0730")
                == true)
        let documentsOnly = try NibValidator().validate(paths: [Fixtures.path(Self.signin)]).jsonString()
        #expect(!documentsOnly.contains("\"sources\""))
    }
}
