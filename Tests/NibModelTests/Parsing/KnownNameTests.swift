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
}
