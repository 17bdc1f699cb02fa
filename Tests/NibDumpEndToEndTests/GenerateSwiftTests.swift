import Foundation
import NibTestSupport
import Testing

/// `nibdump generate swift` from the command line.
@Suite struct GenerateSwiftTests {
    let cli = NibDumpEndToEndTests()

    /// The library's output for the samples, checked by NibCodeGenerationTests.
    static func samplesSnapshot() throws -> String {
        try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent(
                "Tests/NibCodeGenerationTests/Snapshots/Samples.swift.txt"), encoding: .utf8)
    }

    @Test func printsTheGeneratedSourceForADirectory() throws {
        let run = try cli.nibdump("generate", "swift", "Samples/Documents")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == (try Self.samplesSnapshot()))
    }

    @Test func writesTheFileGivenWithOutputAndLeavesAnUnchangedFileAlone() throws {
        let output = try cli.temporaryFile("NibIdentifiers.swift", "")
        let first = try cli.nibdump("generate", "swift", "Samples/Documents", "-o", output)
        #expect(first.status == 0 && first.stdout.isEmpty, "\(first.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == (try Self.samplesSnapshot()))
        let written = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: output)
        let second = try cli.nibdump("generate", "swift", "Samples/Documents", "--output", output)
        #expect(second.status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(written != nil && after == Date(timeIntervalSince1970: 0))
    }

    @Test func aBrokenDocumentIsALocatedErrorAndNoOutput() throws {
        let broken = try cli.temporaryFile("Broken.xib", "<document type=\"x\"><objects></document>")
        let run = try cli.nibdump("generate", "swift", broken)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("Broken.xib:1:"), "\(run.stderr)")
        #expect(run.stderr.contains("error:"))
    }

    @Test func anUnknownAccessLevelIsAUsageError() throws {
        let run = try cli.nibdump("generate", "swift", "Samples/Documents", "--access-level", "open")
        #expect(run.status == 64)
        #expect(run.stderr.contains("--access-level"))
    }
}
