// libFuzzer entry point for NibModel: built only by Scripts/fuzz.sh, with
// `SWIFT_NIB_FUZZ=1 swift build --sanitize=fuzzer --sanitize=address --product NibModelFuzz`.
//
// Every input must end in a document or a located NibParseError; the dumps of a document must
// not crash either. A trap (a crash, a sanitizer report or a failed check here) is a finding.

import Foundation
import NibCompiler
import NibDumpViews
import NibModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    // Compiled nibs (issue 12): the raw tables, their dumps and any nib nested in a data value.
    if let archive = try? CompiledArchive(data: data, file: "fuzz.nib") {
        _ = archive.rawDescription(file: "fuzz.nib")
        _ = try? RawArchiveDumpV1(archive, file: "fuzz.nib").jsonData()
        for object in archive.objects {
            for entry in object.values {
                _ = entry.value.geometry
                if case .data = entry.value { _ = try? CompiledArchive(nestedIn: entry.value, file: "fuzz.nib") }
            }
        }
        // The writers and the comparator (issue 25): a readable archive, written again and read
        // back, is the same graph; nothing traps on the way.
        let graph = ArchiveGraph(archive)
        precondition(ArchiveComparison(graph, graph).isSame, "a graph differs from itself")
        if let bytes = try? NIBArchiveWriter().write(graph) {
            let reread = try? CompiledArchive(data: Data(bytes), file: "fuzz.nib")
            precondition(
                reread.map { ArchiveComparison(graph, ArchiveGraph($0)).isSame } == true, "NIBArchive round trip")
        }
        if let bytes = try? KeyedArchiveWriter().write(graph) {
            _ = (try? CompiledArchive(data: Data(bytes), file: "fuzz.nib")).map {
                ArchiveComparison(graph, ArchiveGraph($0))
            }
        }
    }
    do {
        let document = try NibDocument(data: data, file: "fuzz.xib")
        _ = document.hierarchyDescription()
        _ = document.connectionsDescription()
        _ = document.objectsDescription()
        for object in document.objects {
            precondition(document.object(withID: object.id) != nil, "an object's id does not resolve")
        }
        var elements = 0
        document.root.forEachDescendant { _ in elements += 1 }
        precondition(document == document)
        _ = try? NibDumpV1(documents: [document], errors: []).jsonData()
        // Compiling (issues 25 and 26): a parsed document compiles, or is refused at a line.
        do {
            switch document.kind {
            case .xib: _ = try DocumentCompiler().compile(document)
            case .storyboard: _ = try StoryboardCompiler().compile(document)
            default: break
            }
        } catch {
            precondition(error.location.line >= 0, "a compile error without a line")
            precondition(!error.description.contains("\n"), "a compile error on more than one line")
        }
    } catch {
        precondition(error.location.line >= 0, "an error without a line")
        precondition(!error.description.contains("\n"), "a diagnostic on more than one line")
        _ = error.description
    }
    return 0
}
