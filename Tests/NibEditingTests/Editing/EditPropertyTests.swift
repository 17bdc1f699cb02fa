import Foundation
import NibTestSupport
import Testing

@testable import NibEditing
@testable import NibModel

/// Random sequences of edits on corpus documents, read back, give exactly the model the edits
/// describe; a deletion put back gives the original bytes.
@Suite struct EditPropertyTests {
    /// Every third well-formed corpus document (all of them take long in a debug build).
    static let documents = TestPaths.wellFormedCorpusDocuments.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func randomEditSequencesReadBackAsTheModelTheyDescribe() throws {
        var generator = SplitMix(seed: 14)  // deterministic: a failure can be replayed
        for path in Self.documents {
            var editor = try NibEditor(contentsOfFile: path)
            var current = editor.original
            // The expected model: object ids, connections (by id) with source and destination, labels.
            var objects = Set(current.objects.map(\.id))
            var connections: [ObjectID: (ObjectID, ObjectID?)] = [:]
            for connection in current.connections {
                if let id = connection.id { connections[id] = (connection.source, connection.destination) }
            }
            var labels: [ObjectID: String] = [:]
            for step in 0..<6 {
                let duplicates = Set(current.duplicateIDs.map(\.id))
                let candidates = current.objects.filter { !$0.isPlaceholder && !duplicates.contains($0.id) }
                guard let object = candidates.randomElement(using: &generator) else { break }
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    let label = "Label \(step) <&> \"q\" 'a'\t\(path.count)"
                    try editor.setAttribute("userLabel", to: label, ofObject: object.id)
                    labels[object.id] = label
                case 1:
                    guard let destination = current.objects.randomElement(using: &generator) else { continue }
                    let id = try editor.addConnection(
                        .outlet(property: "p\(step)", destination: destination.id), from: object.id)
                    connections[id] = (object.id, destination.id)
                case 2:
                    let removable = current.connections.filter { $0.id != nil }
                    guard let connection = removable.randomElement(using: &generator), let id = connection.id,
                        connections[id] != nil
                    else { continue }
                    try editor.removeConnection(id)
                    connections[id] = nil
                default:
                    // A scene's view controller takes its scene with it; tested in EditingTests.
                    guard object.parent != nil,
                        !current.scenes.contains(where: { $0.topLevelObjects.contains(object.id) })
                    else { continue }
                    var removed: Set<ObjectID> = [object.id]
                    for other in current.objects {
                        var ancestor = other.parent
                        while let next = ancestor, !removed.contains(other.id) {
                            if next == object.id { removed.insert(other.id) }
                            ancestor = current[next]?.parent
                        }
                    }
                    // Constraints that name a deleted view go with it.
                    for other in current.objects where other.element == "constraint" {
                        if [other[attribute: "firstItem"], other[attribute: "secondItem"]].contains(where: {
                            $0.map { removed.contains(ObjectID($0)) } ?? false
                        }) {
                            removed.insert(other.id)
                        }
                    }
                    try editor.deleteObject(object.id)
                    objects.subtract(removed)
                    connections = connections.filter { _, ends in
                        !removed.contains(ends.0) && !(ends.1.map(removed.contains) ?? false)
                    }
                    for id in removed { labels[id] = nil }
                }
                current = try editor.makeDocument()
                #expect(Set(current.objects.map(\.id)) == objects, "\(path) step \(step)")
                let actual = current.connections.compactMap { connection in connection.id.map { ($0, connection) } }
                #expect(Set(actual.map(\.0)) == Set(connections.keys), "\(path) step \(step)")
                for (id, connection) in actual {
                    #expect(connection.source == connections[id]?.0 && connection.destination == connections[id]?.1)
                }
                for (id, label) in labels { #expect(current[id]?.userLabel == label, "\(path) \(id)") }
            }
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func deletingAnObjectAndPuttingItBackGivesTheOriginalBytes() throws {
        var generator = SplitMix(seed: 41)
        for path in Self.documents {
            let editor = try NibEditor(contentsOfFile: path)
            let original = editor.bytes
            let chosen = editor.original.objects.filter { !$0.isPlaceholder }.shuffled(using: &generator).prefix(8)
            for object in chosen where editor.original.duplicateIDs.allSatisfy({ $0.id != object.id }) {
                var copy = editor
                let deletion = try copy.deleteObject(object.id)
                #expect(copy.bytes != original)
                #expect(try copy.makeDocument()[object.id] == nil)
                copy.restore(deletion)
                #expect(copy.bytes == original, "\(path): \(object.id)")
            }
        }
    }
}
