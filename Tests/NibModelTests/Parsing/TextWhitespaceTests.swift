import Testing

@testable import NibModel

/// Text inside an element is kept verbatim unless it is only indentation: whitespace with a line
/// break and nothing else.
@Suite struct TextWhitespaceTests {
    /// Parses `<document><objects><string key="k">TEXT</string>…` and returns the text kept.
    private func keptText(_ text: String) throws -> String {
        let document = try NibDocument(
            parsing: """
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects>\
                <customObject id="1"><string key="k">\(text)</string></customObject>\
                </objects></document>
                """)
        return try #require(document.root.children.first?.children.first?.children.first).text
    }

    @Test func indentationWithALineBreakIsDroppedAtAnyLengthAndMix() throws {
        #expect(try keptText("\n") == "")
        #expect(try keptText("\n    ") == "")
        #expect(try keptText("\n\t  \r\n        ") == "")
        #expect(try keptText("                \n") == "")
        #expect(try keptText("\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\r") == "")
    }

    @Test func blankTextWithoutALineBreakIsKept() throws {
        #expect(try keptText(" ") == " ")
        #expect(try keptText("\t \t") == "\t \t")
        #expect(try keptText("                         ") == "                         ")
    }

    @Test func textWithAnythingButBlanksIsKeptWholeWhereverTheCharacterSits() throws {
        #expect(try keptText("\n    x") == "\n    x")
        #expect(try keptText("x\n        ") == "x\n        ")
        #expect(try keptText("\n                 .\n") == "\n                 .\n")
        #expect(try keptText("\n\n\n\n\n\n\n\n\u{00A0}") == "\n\n\n\n\n\n\n\n\u{00A0}")
        #expect(try keptText("\n\n\n\n\n\n\n\n!") == "\n\n\n\n\n\n\n\n!")
        #expect(try keptText("Hello, world") == "Hello, world")
    }
}
