import Foundation
import NibModel
import NibTestSupport
import NibValidation
import Testing

/// The document rules on the real corpus: every error they report on a well-formed document is
/// confirmed by an independent look at the XML text, so there are no false positives.
///
/// `missing-referenced-storyboard` is off here: the corpus is a flat folder of files from many
/// projects, so the storyboards they reference are legitimately absent.
@Suite(.enabled(if: !TestPaths.wellFormedCorpusDocuments.isEmpty, "the shared corpus is not beside the project"))
struct CorpusTests {
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
        var rules = RuleSelection.default
        rules.disable(.missingReferencedStoryboard)
        let validator = DocumentValidator(rules: rules)
        let files = TestPaths.wellFormedCorpusDocuments
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
