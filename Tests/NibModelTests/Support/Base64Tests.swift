import Testing

@testable import NibModel

/// The one base64 of the package: Interface Builder's lenient strings, property lists' strict
/// `<data>`, and the encodings Xcode writes (unpadded strings, `<mutableData>` in lines).
@Suite struct Base64Tests {
    @Test func interfaceBuilderStringsDecodeUnpaddedAndWithoutTheirFinalNUL() {
        // Legacy xibs' strings: unpadded, some ended by a NUL byte that is not part of the text.
        #expect(Base64.interfaceBuilderString("RmlsZSdzIE93bmVyA") == "File's Owner")
        #expect(Base64.interfaceBuilderString("MC42NjY2NjY2NjY3AA") == "0.6666666667")
        #expect(Base64.interfaceBuilderString("Gw") == "\u{1B}")
        #expect(Base64.interfaceBuilderString("not base64!") == nil)
    }

    @Test func interfaceBuilderRulesSkipWhitespaceAndPaddingAnywhere() {
        #expect(Base64.decode("SG\nVs bG8=\r\n", rules: .interfaceBuilder) == Array("Hello".utf8))
        #expect(Base64.decode("S\tGk==", rules: .interfaceBuilder) == Array("Hi".utf8))
        #expect(Base64.decode("SGk=!", rules: .interfaceBuilder) == nil)
        // A final group too short to hold a byte is dropped.
        #expect(Base64.decode("SGkx2", rules: .interfaceBuilder) == Array("Hi1".utf8))
    }

    @Test func strictRulesAllowPaddingOnlyAtTheEnd() {
        #expect(Base64.decode("SGk=\n", rules: .strict) == Array("Hi".utf8))
        #expect(Base64.decode("SGk", rules: .strict) == Array("Hi".utf8))
        #expect(Base64.decode("SGk=SGk=", rules: .strict) == nil)
        #expect(Base64.decode("SGkx2", rules: .strict) == nil)
        #expect(Base64.decode("SGk=!", rules: .strict) == nil)
        #expect(Base64.decode("", rules: .strict) == [])
    }

    @Test func encodingIsPaddedUnpaddedOrInLines() {
        #expect(Base64.encode(Array("Hi".utf8)) == "SGk=")
        #expect(Base64.encode(Array("Hi".utf8), padded: false) == "SGk")
        #expect(Base64.encode([]) == "")
        let bytes = (0..<100).map { UInt8($0) }
        let lines = Base64.encode(bytes, lineLength: 80)
        let parts = lines.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(parts.map(\.count) == [80, 56, 0])
        #expect(Base64.decode(lines, rules: .strict) == bytes)
        // A text a whole number of lines long ends with one line break, not two.
        #expect(
            Base64.encode(Array(repeating: 7, count: 60), lineLength: 80) == String(repeating: "BwcH", count: 20) + "\n"
        )
    }

    @Test func everyByteSurvivesTheRoundTrip() {
        for count in 0..<9 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 37 + 200) }
            #expect(Base64.decode(Base64.encode(bytes), rules: .strict) == bytes)
            #expect(Base64.decode(Base64.encode(bytes, padded: false), rules: .interfaceBuilder) == bytes)
        }
    }
}
