import NibModel
import Testing

/// The README's library example, kept compiling and true.
@Suite struct ReadmeExampleTests {
    @Test func readmeExampleReadsTheProfileSample() throws {
        let document = try NibDocument(contentsOfFile: Paths.sample("ProfileViewController.xib"))
        #expect(document.platform == .uiKit)
        #expect(document.filesOwner?.qualifiedClassName == "HelloNib.ProfileViewController")
        var lines: [String] = []
        for connection in document.connections {
            lines.append(
                "\(connection.kindName) \(connection.source) \(connection.label ?? "-") \(connection.destination!)")
        }
        #expect(lines.first == "outlet -1 view i5M-Pr-FkT")
        guard case .number(.integer(let radius)) = document["Av1-Iv-w01"]?.runtimeAttributes[0].value else {
            Issue.record("the avatar's corner radius is an integer runtime attribute")
            return
        }
        #expect(radius == 60)
    }
}
