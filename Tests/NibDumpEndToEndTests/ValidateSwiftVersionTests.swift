import Foundation
import NibTestSupport
import Testing

/// `nibdump validate` on an Xcode 7 project (issue 27), run from inside it with relative paths
/// as a developer would: judged Swift 2 from its `project.pbxproj`, and saying so.
@Suite struct ValidateSwiftVersionTests {
    let cli = NibDumpEndToEndTests()
    let project = TestPaths.packageRoot.appendingPathComponent("Tests/NibValidationTests/Fixtures/Xcode7Project")

    @Test func xcode7ProjectIsJudgedSwift2AndOnlyTheRealMistakeIsReported() throws {
        let run = try cli.nibdump(["validate", "Signin", "--sources", "Signin=Signin"], in: project)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                Signin/Base.lproj/Signin.xib:45:25: error: class 'SigninViewController' has no action method 'signUp:' (no @IBAction or @objc method with that selector) [unknown-action]
                Signin/SigninViewController.swift:5:7: note: class 'SigninViewController' declared here
                module Signin (Signin): Swift 2: Signin.xcodeproj has no SWIFT_VERSION and LastSwiftUpdateCheck 0730
                1 document validated: 1 error, 0 warnings

                """)
    }

    @Test func projectIsFoundFromTheSourceFolderItself() throws {
        let run = try cli.nibdump(
            ["validate", ".", "--sources", "Signin=.", "--format", "json"], in: project.appendingPathComponent("Signin")
        )
        #expect(run.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(report["errors"] as? Int == 1)
        let sources = try #require(report["sources"] as? [[String: String]])
        #expect(
            sources == [
                [
                    "module": "Signin", "path": ".", "swiftVersion": "2", "basis": "project",
                    "reason": "../Signin.xcodeproj has no SWIFT_VERSION and LastSwiftUpdateCheck 0730",
                ]
            ])
    }

    @Test func swiftVersionOptionWinsAndIsNamed() throws {
        let run = try cli.nibdump(
            ["validate", "Signin", "--sources", "Signin=Signin", "--swift-version", "5"], in: project)
        #expect(run.status == 1)
        #expect(run.stdout.contains("module Signin (Signin): Swift 5: --swift-version\n"))
        #expect(run.stdout.hasSuffix("1 document validated: 5 errors, 0 warnings\n"))
        let fromProject = try cli.nibdump(
            ["validate", "Signin", "--sources", "Signin=Signin", "--project", "Signin.xcodeproj"], in: project)
        #expect(
            fromProject.stdout.contains("Swift 2: Signin.xcodeproj has no SWIFT_VERSION and LastSwiftUpdateCheck 0730"))
    }
}
