import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibLoader

/// Issue 12: the loader replays L1-L6 on a compiled nib with the same trace as on the xib it
/// was compiled from. Ids differ between the two (IB's oids in the nib, the xib's own ids) and
/// so do locations, so the traces are compared without them, as sorted event texts. A window's
/// content rect differs in its origin only: ibtool compiles the position the window takes on
/// screen (its initial position mask applied), the xib keeps the one drawn in Interface Builder;
/// the size, style mask, backing and defer flag must agree (L2.5).
@Suite(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus")) struct CompiledPairTraceTests {
    static let pairs = CompiledPairs.exact

    /// The trace's events without ids and locations, sorted.
    private static func events(_ path: String) throws -> [String] {
        let document = try NibDocument(contentsOfFile: TestPaths.corpus!.appendingPathComponent(path).path)
        let owner = NibStandIn(className: document.filesOwner?.className ?? "NSObject")
        let loaded = try Nib(document: document).instantiate(owner: owner, options: NibLoadOptions())
        return loaded.trace.events.map { event in
            var event = event
            event.objectID = nil
            event.destinationID = nil
            event.location = nil
            return Self.withoutWindowOrigin(event.text)
        }.sorted()
    }

    /// `contentRect {x, y, w, h}` → `contentRect {w, h}`.
    private static func withoutWindowOrigin(_ text: String) -> String {
        guard let start = text.range(of: "contentRect {"), let end = text[start.upperBound...].firstIndex(of: "}")
        else { return text }
        let numbers = text[start.upperBound..<end].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard numbers.count == 4 else { return text }
        return text.replacingCharacters(in: start.upperBound..<end, with: "\(numbers[2]), \(numbers[3])")
    }

    @Test(arguments: pairs) func L1_L6_compiledNibLoadsWithItsSourcesTrace(
        _ pair: (compiled: String, source: String)
    )
        throws
    {
        let compiled = try Self.events(pair.compiled)
        let source = try Self.events(pair.source)
        #expect(compiled == source)
        #expect(!compiled.isEmpty)
    }
}
