import Foundation
import NibModel
import NibValidation
import Testing

/// The document rules on the real corpus: every error they report on a well-formed document is
/// confirmed by an independent look at the XML text, so there are no false positives.
///
/// `missing-referenced-storyboard` is off here: the corpus is a flat folder of files from many
/// projects, so the storyboards they reference are legitimately absent.
@Suite struct CorpusTests {
    static let folders = ["xib-macos", "xib-ios", "storyboard-macos", "storyboard-ios"]

    /// The corpus files that MANIFEST.tsv marks well-formed, in the four document folders.
    static func wellFormedFiles(in corpus: URL) throws -> [String] {
        let manifest = try String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count > 11, folders.contains(String(fields[1])), fields[11] == "yes" else { return nil }
            return corpus.appendingPathComponent(String(fields[0])).path
        }
    }

    /// Every `id="…"` in the text, counted, found without the parser.
    static func rawIDs(_ text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        var rest = Substring(text)
        while let range = rest.range(of: " id=\"") {
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            counts[String(rest[..<end]), default: 0] += 1
            rest = rest[end...]
        }
        return counts
    }

    @Test func documentRulesHaveNoFalsePositives() throws {
        guard let corpus = Fixtures.corpus else {
            print("corpus not found (set SHARED); skipping the corpus check")
            return
        }
        var rules = RuleSelection.default
        rules.disable(.missingReferencedStoryboard)
        let validator = DocumentValidator(rules: rules)
        let files = try Self.wellFormedFiles(in: corpus)
        #expect(files.count > 100)
        var tally: [RuleID: Int] = [:]
        for file in files {
            let document = try NibDocument(contentsOfFile: file)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let ids = Self.rawIDs(text)
            for diagnostic in validator.validate(document) {
                tally[diagnostic.rule, default: 0] += 1
                switch diagnostic.rule {
                case .duplicateID:
                    let id = diagnostic.message.split(separator: "'").dropFirst().first.map(String.init) ?? ""
                    #expect((ids[id] ?? 0) > 1, "\(diagnostic)")
                case .danglingReference, .missingSegueDestination, .missingInitialViewController:
                    let id = diagnostic.message.split(separator: "'").dropLast().last.map(String.init) ?? ""
                    #expect(ids[id] == nil, "\(diagnostic)")
                case .misplacedView:
                    #expect(text.contains("misplaced=\"YES\""))
                case .ambiguousLayout:
                    #expect(text.contains("ambiguous=\"YES\""))
                default:
                    Issue.record("unexpected finding on a corpus document: \(diagnostic)")
                }
            }
        }
        let summary = tally.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        print("corpus: \(files.count) documents; \(summary)")
        #expect(tally[.duplicateID] == 2)
    }
}
