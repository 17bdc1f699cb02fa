import Foundation
import NibTestSupport
import Testing

/// `--format json` prints JSON whatever happens (issue 27): a document that cannot be read or
/// loaded is a JSON error record on standard output, with its file and line, and nothing on
/// standard error; the exit status stays non-zero.
@Suite struct JSONOutputTests {
    let cli = NibDumpEndToEndTests()

    static let broken = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view id="Vw1-00-001">
            </objects>
        </document>

        """

    /// The JSON on standard output, which must be the only output.
    func json(_ run: NibDumpEndToEndTests.Run, _ label: String) throws -> Any {
        #expect(run.stderr.isEmpty, "\(label): \(run.stderr)")
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    }

    /// Every `{"file", "line", "message"}` record anywhere in a JSON value.
    func records(in value: Any) -> [(file: String, line: Int, message: String)] {
        if let object = value as? [String: Any] {
            var found: [(file: String, line: Int, message: String)] = []
            if let file = object["file"] as? String, let line = object["line"] as? Int,
                let message = object["message"] as? String
            {
                found.append((file, line, message))
            }
            return found + object.values.flatMap(records)
        }
        if let array = value as? [Any] { return array.flatMap(records) }
        return []
    }

    @Test func everyJSONCommandReportsAnUnreadableDocumentAsAJSONRecordWithFileAndLine() throws {
        let xib = try cli.temporaryFile("Broken.xib", Self.broken)
        let storyboard = try cli.temporaryFile("Broken.storyboard", Self.broken)
        let commands = [
            ["hierarchy"], ["objects"], ["classes"], ["connections"], ["resources"], ["info"], ["dump"], ["check"],
            ["load"], ["load", "--all-segues"],
        ]
        for command in commands {
            for path in [xib, storyboard] {
                let label = (command + [path]).joined(separator: " ")
                let run = try cli.nibdump(command + ["--format", "json", path])
                #expect(run.status == 1, "\(label)")
                let found = records(in: try json(run, label))
                #expect(found.contains { $0.file == path && $0.line == 5 }, "\(label): \(run.stdout)")
            }
        }
        let raw = try cli.nibdump("dump", "--raw", "--format", "json", xib)
        #expect(raw.status == 1)
        #expect(
            records(in: try json(raw, "dump --raw")).first?.message.hasPrefix("not an Interface Builder document")
                == true)
    }

    @Test func storyboardThatFailsMidRunIsAJSONRecordWithTheTraceSoFar() throws {
        let run = try cli.nibdump(
            "load", "Tests/NibLoaderTests/Storyboards/Fixtures/Flow.storyboard", "--identifier", "Nope", "--format",
            "json")
        #expect(run.status == 1)
        let report = try #require(try json(run, "load --identifier") as? [String: Any])
        let errors = try #require(report["errors"] as? [[String: Any]])
        #expect(errors.map { $0["line"] as? Int } == [2])
        #expect(
            (errors.first?["message"] as? String)?.contains("identifiers: Detail, Home, Modal, Split, Tabs") == true)
        let trace = try #require(report["output"] as? [String: Any])
        #expect((trace["events"] as? [Any])?.isEmpty == false)
        #expect(report["serializationVersion"] as? Int == 1)
    }

    @Test func folderWithoutDocumentsIsAJSONRecordWithStatus66() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("nibdump-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        for command in [["hierarchy"], ["dump"], ["check"], ["load"], ["validate"]] {
            let run = try cli.nibdump(command + ["--format", "json", empty.path])
            #expect(run.status == 66, "\(command)")
            let found = records(in: try json(run, "\(command)"))
            #expect(found.map(\.file) == [empty.path], "\(command)")
        }
    }

    @Test func diffOfAnUnreadableDocumentIsAJSONRecordWithStatus2() throws {
        let xib = try cli.temporaryFile("Broken.xib", Self.broken)
        let run = try cli.nibdump("diff", "--format", "json", xib, "Samples/Documents/MainMenu.xib")
        #expect(run.status == 2)
        #expect(records(in: try json(run, "diff")).map(\.line) == [5])
    }

    @Test func textOutputStillReportsOnStandardError() throws {
        let xib = try cli.temporaryFile("Broken.xib", Self.broken)
        let run = try cli.nibdump("load", xib)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("\(xib):5:15: error: malformed XML"))
    }
}
