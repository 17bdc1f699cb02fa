import NibCompiler
import NibModel
import Testing

/// `PropertyListText` writes what NibModel's property-list readers read back, in both forms.
@Suite struct PropertyListTextTests {
    static let value = CompiledArchive.Value.dictionary([
        .init(
            key: "com.apple.ibtool.document.errors",
            value: .dictionary([
                .init(
                    key: "global",
                    value: .array([
                        .dictionary([
                            .init(key: "description", value: .string("A & B <x> é \"q\"")),
                            .init(key: "line", value: .integer(12)),
                            .init(key: "negative", value: .integer(-3)),
                            .init(key: "ratio", value: .double(0.5)),
                            .init(key: "ok", value: .boolean(true)),
                            .init(key: "bytes", value: .data([0, 1, 2, 250, 251])),
                        ])
                    ])),
                .init(key: "empty", value: .dictionary([])),
                .init(key: "none", value: .array([])),
            ])),
        .init(key: "long", value: .string(String(repeating: "x", count: 40))),
    ])

    @Test func xmlReadsBackAsTheSameValue() throws {
        let text = PropertyListText.xml(Self.value)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist"))
        #expect(text.contains("<string>A &amp; B &lt;x&gt; é \"q\"</string>"))
        #expect(text.contains("<data>AAEC+vs=</data>"))
        #expect(try CompiledArchive.propertyListValue(bytes: Array(text.utf8), file: "x.plist") == Self.value)
    }

    @Test func binaryReadsBackAsTheSameValue() throws {
        let bytes = PropertyListText.binary(Self.value)
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        #expect(try CompiledArchive.propertyListValue(bytes: bytes, file: "x.plist") == Self.value)
    }

    @Test func anEmptyDictionaryIsWrittenAsIbtoolWritesIt() {
        #expect(PropertyListText.xml(.dictionary([])).hasSuffix("<plist version=\"1.0\">\n<dict/>\n</plist>\n"))
    }
}
