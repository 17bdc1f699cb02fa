import Testing

@testable import NibModel

/// The fixed name indices the parser compares instead of strings.
@Suite struct KnownNameTests {
    @Test func everyKnownNameIsSpelledAsItsCaseAndFoundByItsBytes() {
        #expect(KnownName.spellings == KnownName.allCases.map { "\($0)" })
        for name in KnownName.allCases {
            #expect(KnownName.indices[name.spelling] == name.rawValue)
            let found = name.spelling.utf8.withContiguousStorageIfAvailable {
                KnownName.index(of: UnsafeRawBufferPointer($0))
            }
            #expect(found == name.rawValue)
        }
        #expect(Array("customClas".utf8).withUnsafeBytes { KnownName.index(of: $0) } == nil)
    }

    @Test func aDocumentKeepsOnlyItsOwnNamesAndNumbersThemAfterTheKnownOnes() throws {
        let document = try NibDocument(
            parsing:
                #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects><menu id="1" title="File"/></objects></document>"#
        )
        let tree = document.store.tree
        #expect(tree.addedNames == ["menu", "title"])
        #expect(tree.name(of: 0) == "document")
        #expect(tree.name(of: 2) == "menu")
        #expect(tree.elements[2].name == Int32(KnownName.allCases.count))
        #expect(document.objects.first?.attributes.map(\.name) == ["id", "title"])
    }

    /// A builder seeded with names (a compiled nib's tree) numbers them after the known names and
    /// the names it adds after the seeded ones, keeping the seeded array as it was given.
    @Test func aSeededTreeNumbersItsAddedNamesAfterTheSeededOnes() {
        let seeded = ["window", "button"]
        var builder = ElementTreeBuilder()
        builder.seedNames(seeded)
        let known = Int32(KnownName.allCases.count)
        let added = builder.intern("sliderCell")
        #expect(added == known + 2)
        #expect(builder.intern("sliderCell") == added)
        #expect(builder.intern("id") == KnownName.id.rawValue)
        let root = builder.startElement(name: known + 1, line: 0, column: nil)
        builder.finishAttributes(of: root)
        let child = builder.startElement(name: added, line: 0, column: nil)
        builder.finishAttributes(of: child)
        builder.endElement(child)
        builder.endElement(root)
        let tree = builder.finish()
        #expect(tree.seededNames == seeded)
        #expect(tree.addedNames == ["sliderCell"])
        #expect(tree.name(of: root) == "button")
        #expect(tree.name(of: child) == "sliderCell")
        #expect(tree.name(known) == "window")
        #expect(tree.unknownNameIndex("button") == known + 1)
        #expect(tree.unknownNameIndex("sliderCell") == added)
        #expect(tree.unknownNameIndex("menu") == -1)
    }
}
