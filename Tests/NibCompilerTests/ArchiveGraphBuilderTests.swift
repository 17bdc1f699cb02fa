import Testing

@testable import NibCompiler

@Suite struct ArchiveGraphBuilderTests {
    @Test func equalValueObjectsAreInternedOnce() {
        var builder = ArchiveGraph.Builder()
        let first = builder.string("OK")
        let second = builder.string("OK")
        let other = builder.string("Cancel")
        #expect(first == second)
        #expect(first != other)
        #expect(builder.number(Int64(1)) == builder.number(Int64(1)))
        #expect(builder.number(Int64(1)) != builder.number(1.0))
        // Interned objects that refer to interned objects are shared too.
        let font = builder.intern("NSFont", [.init("NSName", .reference(builder.string("Helvetica")))])
        #expect(builder.intern("NSFont", [.init("NSName", .reference(builder.string("Helvetica")))]) == font)
        #expect(builder.objects.count == 6)
    }

    @Test func immutableCollectionsAreSharedAndMutableOnesNot() {
        var builder = ArchiveGraph.Builder()
        #expect(builder.collection("NSArray", []) == builder.collection("NSArray", []))
        #expect(
            builder.collection("NSMutableArray", [], shared: false)
                != builder.collection("NSMutableArray", [], shared: false))
    }

    @Test func changingAnInternedObjectTakesItOutOfTheTable() {
        var builder = ArchiveGraph.Builder()
        let title = builder.string("OK")
        builder.set("NS.bytes", .data(Array("Changed".utf8)), on: title)
        #expect(builder.string("OK") != title)
        #expect(builder[title]?.value(forKey: "NS.bytes") == .data(Array("Changed".utf8)))
    }

    @Test func setReplacesAndAppendAdds() {
        var builder = ArchiveGraph.Builder()
        let object = builder.add("NSArray")
        builder.set("NSInlinedValue", .boolean(false), on: object)
        builder.set("NSInlinedValue", .boolean(true), on: object)
        builder.append("UINibEncoderEmptyKey", .null, to: object)
        builder.append("UINibEncoderEmptyKey", .null, to: object)
        #expect(
            builder[object]?.entries.map(\.key) == ["NSInlinedValue", "UINibEncoderEmptyKey", "UINibEncoderEmptyKey"])
        #expect(builder[object]?.value(forKey: "NSInlinedValue") == .boolean(true))
    }
}
