// Validate documents against the Swift sources that should match them, as a test would.
// Run from the package root: `swift run ValidatingConnections`.
import NibModel
import NibSourceValidation
import NibValidation

// The sources are read with swift-syntax's parser, never compiled; the module name is the one
// the documents' customModule attributes must name.
let validator = try NibValidator(
    sources: [SourceDirectory(path: "Samples/HelloNibApp", module: "HelloNib")])
let report = validator.validate(paths: ["Samples/Documents"])

// In a test: #expect(report.passed, "\(report)")
if !report.passed {
    print(report)  // path:line:col: error: … [rule-id], with notes pointing into the sources
}
print(report.summary)

// The document rules alone need no sources (NibValidation depends on NibModel only).
let storyboard = try NibDocument(contentsOfFile: "Samples/Documents/Main.storyboard")
for finding in DocumentValidator(rules: .all).validate(storyboard) {
    print(finding)
}
