import Foundation
import NibModel
import NibSourceValidation
import NibValidation
import Testing

/// The library entry point: finding documents, unreadable documents, and the one-test use.
@Suite struct NibValidatorTests {
    @Test func findsDocumentsBelowAFolder() {
        let paths = NibValidator.documentFiles(in: [Fixtures.directory])
        let files = paths.map { ($0 as NSString).lastPathComponent }
        #expect(files.contains("Clean.xib"))
        #expect(files.contains("SegueActions.storyboard"))
        #expect(files.contains("Settings.storyboard"))
        #expect(!files.contains { $0.hasSuffix(".swift") })
        #expect(paths == paths.sorted())
    }

    @Test func unreadableDocumentIsALocatedError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swift-nib-broken-\(UUID()).xib").path
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = NibValidator().validate(paths: [path])
        #expect(report.diagnostics.count == 1)
        #expect(report.diagnostics.first?.rule == .unreadableDocument)
        #expect(report.diagnostics.first?.location.file == path)
        #expect(!report.passed)
    }

    @Test func everyDocumentValidatesAgainstItsSources() throws {
        // The test an app writes in its own suite.
        let validator = try NibValidator(sources: [Fixtures.appSources])
        let report = validator.validate(paths: [Fixtures.path("Clean.xib")])
        #expect(report.passed, "\(report)")
        #expect(report.summary == "1 document validated: 0 errors, 0 warnings")
    }

    @Test func samplesValidateCleanAgainstHelloNib() throws {
        let root = Fixtures.packageRoot.path
        var rules = RuleSelection.default
        rules.enable(.unusedOutlet)
        rules.enable(.unusedAction)
        let validator = try NibValidator(
            sources: [SourceDirectory(path: root + "/Samples/HelloNibApp", module: "HelloNib")], rules: rules)
        let report = validator.validate(paths: [root + "/Samples/Documents"])
        #expect(report.files.count == 5)
        #expect(report.diagnostics.isEmpty, "\(report)")
    }
}
