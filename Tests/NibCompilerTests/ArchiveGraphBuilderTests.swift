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

    @Test func internedObjectsAreFoundByContentNotByHowTheirStringsWereMade() {
        var builder = ArchiveGraph.Builder()
        let literal = builder.intern(
            "NSFont", [.init("NSName", .data(Array("Helvetica".utf8))), .init("NSSize", .double(0))])
        // The same texts built at run time (other storage), and -0.0, which equals 0.0.
        let className = String("NSFontX".dropLast())
        let key = ["NS", "Name"].joined()
        let made = builder.intern(
            className, [.init(key, .data(Array("Helvetica".utf8))), .init("NSSize", .double(-0.0))])
        #expect(made == literal)
        #expect(
            builder.interned("NSFont", [.init("NSName", .data(Array("Helvetica".utf8))), .init("NSSize", .double(0))])
                == literal)
        // A long non-ASCII key and a different integer width are different objects.
        let long = builder.intern("NSObject", [.init("Schlüssel, der länger als sechzehn Bytes ist", .integer(1))])
        #expect(
            builder.intern("NSObject", [.init("Schlüssel, der länger als sechzehn Bytes ist", .integer(1))]) == long)
        #expect(
            builder.intern("NSObject", [.init("Schlüssel, der länger als sechzehn Bytes ist", .integer(1, .int32))])
                != long)
    }

    @Test func manyInternedObjectsStayFindableAsTheTableGrows() {
        var builder = ArchiveGraph.Builder()
        let ids = (0..<5_000).map { builder.string("string \($0)") }
        // A string object found by its text is the one `intern` finds by its entries.
        #expect(builder.intern("NSString", [.init("NS.bytes", .data(Array("string 7".utf8)))]) == ids[7])
        #expect(builder.string("string 7", className: "NSMutableString") != ids[7])
        #expect((0..<5_000).allSatisfy { builder.string("string \($0)") == ids[$0] })
        // Taking objects out of the middle of their chains leaves the others findable.
        for index in stride(from: 0, to: 5_000, by: 3) { builder.set("NSChanged", .boolean(true), on: ids[index]) }
        #expect((0..<5_000).allSatisfy { ($0 % 3 == 0) == (builder.string("string \($0)") != ids[$0]) })
    }

    @Test func stringNumberingNumbersByFirstInsertion() {
        var numbering = StringNumbering(capacity: 2)
        let words = (0..<300).map { "key\($0)" } + ["", "ü", "a much longer key than sixteen bytes"]
        for (index, word) in words.enumerated() { #expect(numbering.insert(word) == (index, true)) }
        for (index, word) in words.enumerated() {
            let copy = String(decoding: Array(word.utf8), as: UTF8.self)  // the same text, other storage
            #expect(numbering.insert(copy) == (index, false))
            #expect(numbering.number(of: word) == index)
        }
        #expect(numbering.number(of: "absent") == nil)
        #expect(numbering.names == words)
    }
}
