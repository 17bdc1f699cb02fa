import Foundation
import Testing

@testable import NibModel

/// Every legacy xib of the shared corpus reads, and its connections agree with the independent
/// reading of `../shared/tools/pairs.py` (`legacy_connections`) and, for the legacy xibs whose
/// compiled nib the corpus also holds, with that nib.
@Suite(.enabled(if: LegacyCorpus.isAvailable)) struct LegacyCorpusTests {
    @Test func everyWellFormedLegacyXibReadsAndTheBrokenOneFailsLocated() throws {
        var read = 0
        for (path, wellFormed) in LegacyCorpus.files {
            if wellFormed {
                let document = try NibDocument(contentsOfFile: path)
                guard case .legacyXIB = document.format else {
                    Issue.record("\(path): read as \(document.format)")
                    continue
                }
                #expect(document.filesOwner != nil, "\(path)")
                #expect(document.legacyArchive != nil, "\(path)")
                read += 1
            } else {
                #expect(throws: NibParseError.self) { try NibDocument(contentsOfFile: path) }
                do { _ = try NibDocument(contentsOfFile: path) } catch { #expect(error.location.line >= 1) }
            }
        }
        #expect(read == 25)
    }

    @Test(.enabled(if: LegacyCorpus.python != nil))
    func connectionsAgreeWithPairsPyLegacyReading() throws {
        let theirs = try LegacyCorpus.pairsReading()
        #expect(theirs.count == 25)
        for (path, reading) in theirs {
            let document = try NibDocument(contentsOfFile: path)
            let ours = LegacyCorpus.Reading(document)
            #expect(ours.outlets == reading.outlets, "\(path)")
            #expect(ours.actions == reading.actions, "\(path)")
            #expect(ours.bindings == reading.bindings, "\(path)")
            #expect(ours.actionsToFirstResponder == reading.actionsToFirstResponder, "\(path)")
            #expect(ours.total == reading.total, "\(path)")
        }
    }
}

/// The legacy part of the shared corpus, and pairs.py's reading of it.
enum LegacyCorpus {
    /// The legacy xibs `MANIFEST.tsv` lists, with whether each is well-formed XML.
    static let files: [(path: String, wellFormed: Bool)] = {
        guard let corpus = Paths.corpus,
            let manifest = try? String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        else { return [] }
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count > 11, columns[1] == "xib-legacy" else { return nil }
            return (corpus.appendingPathComponent(String(columns[0])).path, columns[11] == "yes")
        }
    }()

    static var isAvailable: Bool { !files.isEmpty }

    /// `python3`, when the machine has it.
    static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Multisets of connection labels, as pairs.py compares them.
    struct Reading: Equatable {
        var outlets: [String: Int] = [:]
        var actions: [String: Int] = [:]
        var bindings: [String: Int] = [:]
        var actionsToFirstResponder = 0
        var total = 0

        init(outlets: [String], actions: [String], bindings: [String], actionsToFirstResponder: Int, total: Int) {
            for label in outlets { self.outlets[label, default: 0] += 1 }
            for label in actions { self.actions[label, default: 0] += 1 }
            for label in bindings { self.bindings[label, default: 0] += 1 }
            self.actionsToFirstResponder = actionsToFirstResponder
            self.total = total
        }

        init(_ document: NibDocument) {
            let firstResponder = Set(document.placeholders.filter { $0.placeholderRole == .firstResponder }.map(\.id))
            var outlets: [String] = []
            var actions: [String] = []
            var bindings: [String] = []
            var toFirstResponder = 0
            for connection in document.connections {
                switch connection.kind {
                case .outlet(let outlet): outlets.append(outlet.property)
                case .outletCollection(let collection): outlets.append(collection.property)
                case .action(let action):
                    actions.append(action.selector)
                    if firstResponder.contains(action.target) { toFirstResponder += 1 }
                case .binding(let binding): bindings.append(binding.name)
                default: break
                }
            }
            self.init(
                outlets: outlets, actions: actions, bindings: bindings, actionsToFirstResponder: toFirstResponder,
                total: document.connections.count)
        }
    }

    /// pairs.py's `legacy_connections` for every well-formed legacy xib, by path.
    static func pairsReading() throws -> [String: Reading] {
        guard let python, let corpus = Paths.corpus else { return [:] }
        let tools = corpus.deletingLastPathComponent().appendingPathComponent("tools").path
        let script = """
            import json, sys
            sys.dont_write_bytecode = True
            sys.path.insert(0, sys.argv[1])
            import pairs, ibsummary
            for path in sys.argv[2:]:
                root, error = ibsummary.load(path)
                if error: continue
                out, extras = pairs.legacy_connections(root)
                out.update(extras, file=path)
                print(json.dumps(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, tools] + files.filter(\.wellFormed).map(\.path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var readings: [String: Reading] = [:]
        for line in data.split(separator: UInt8(ascii: "\n")) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
            let path = try #require(object["file"] as? String)
            readings[path] = Reading(
                outlets: object["outlets"] as? [String] ?? [], actions: object["actions"] as? [String] ?? [],
                bindings: object["bindings"] as? [String] ?? [],
                actionsToFirstResponder: object["actions_to_first_responder"] as? Int ?? -1,
                total: object["connections_total"] as? Int ?? -1)
        }
        return readings
    }
}
