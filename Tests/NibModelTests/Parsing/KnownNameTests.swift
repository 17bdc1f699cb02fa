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

    @Test func aParsedDocumentsNameTableStartsWithTheKnownNames() throws {
        let document = try NibDocument(
            parsing: #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects/></document>"#)
        #expect(Array(document.store.tree.names.prefix(KnownName.allCases.count)) == KnownName.spellings)
    }
}
