import Foundation
import NibTestSupport
import Testing

@testable import NibModel

/// The XML property-list scanner: what real plists hold reads to the right nodes and lines,
/// and what is not a property list is a located error, never a crash or a hang.
@Suite struct XMLPropertyListReaderTests {
    // MARK: Helpers

    static func read(_ bytes: [UInt8], limits: ParseLimits = .default) -> Result<PropertyList, NibParseError> {
        bytes.withUnsafeBytes { buffer in
            Result { () throws(NibParseError) in
                try XMLPropertyListReader.read(buffer, file: "Test.plist", limits: limits)
            }
        }
    }

    static func read(_ text: String, limits: ParseLimits = .default) throws -> PropertyList {
        try read(Array(text.utf8), limits: limits).get()
    }

    static func error(_ text: String, limits: ParseLimits = .default) -> NibParseError? {
        error(Array(text.utf8), limits: limits)
    }

    static func error(_ bytes: [UInt8], limits: ParseLimits = .default) -> NibParseError? {
        if case .failure(let error) = read(bytes, limits: limits) { return error }
        return nil
    }

    /// A property list around `body`, the body starting on line 4.
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>

        """
    }

    /// The value of `key` in the top dictionary.
    static func value(_ list: PropertyList, _ key: String) -> PropertyList.Node? {
        list.value(forKey: key, in: list.top).map { list.nodes[$0] }
    }

    static func string(_ list: PropertyList, _ key: String) -> String? {
        guard case .string(let value) = value(list, key) else { return nil }
        return value
    }

    // MARK: Values

    @Test func predefinedEntitiesAndCharacterReferencesAreDecoded() throws {
        let list = try Self.read(
            Self.plist(
                "<dict><key>a&amp;b</key><string>x &lt; y &amp;&amp; z &gt; w &quot;q&quot; &apos;s&apos;&#10;&#x2028;&#233;&#65;</string></dict>"
            ))
        #expect(Self.string(list, "a&b") == "x < y && z > w \"q\" 's'\n\u{2028}éA")
        #expect(Self.error(Self.plist("<string>&#X41;</string>")) != nil, "XML spells hexadecimal with a small x")
    }

    @Test func cdataSectionsAreLiteralText() throws {
        let list = try Self.read(
            Self.plist("<dict><key>k</key><string>a<![CDATA[<b>&amp;</b>]]>z</string></dict>"))
        #expect(Self.string(list, "k") == "a<b>&amp;</b>z")
    }

    @Test func carriageReturnLineFeedBecomesLineFeedAndLinesStillCount() throws {
        let text = Self.plist(
            "<dict>\n<key>k</key>\n<string>a\r\nb\rc</string>\n<key>n</key>\n<integer>1</integer>\n</dict>"
        )
        .replacingOccurrences(of: "\n", with: "\r\n")
        let list = try Self.read(text)
        #expect(Self.string(list, "k") == "a\n\nb\nc", "CR CR LF is two line ends, a lone CR one")
        let integer = try #require(list.value(forKey: "n", in: list.top))
        #expect(list.positions[integer] == 9, "lines are counted at LF, as libxml2 counts them")
    }

    @Test func commentsAndProcessingInstructionsAreSkippedEverywhere() throws {
        let list = try Self.read(
            Self.plist(
                "<!-- before --><dict><?pi data?><key>k</key><!-- <string>no</string> --><string>a<!-- c -->b<?x y?>c</string></dict><!-- after -->"
            ) + "<!-- trailing -->\n")
        #expect(Self.string(list, "k") == "abc")
        #expect(list.nodes.count == 3)
    }

    @Test func emptyElementsAreEmptyValues() throws {
        let list = try Self.read(
            Self.plist(
                "<dict><key>s</key><string/><key>d</key><dict/><key>a</key><array/><key>b</key><data/><key>t</key><string></string><key>date</key><date/><key/><true/></dict>"
            ))
        guard case .string("") = Self.value(list, "s"), case .dictionary(let keys, _) = Self.value(list, "d"),
            case .array(let items) = Self.value(list, "a"), case .data(let data) = Self.value(list, "b"),
            case .string("") = Self.value(list, "t"), case .string("") = Self.value(list, "date"),
            case .boolean(true) = Self.value(list, "")
        else {
            Issue.record("unexpected nodes: \(list.nodes)")
            return
        }
        #expect(keys.isEmpty && items.isEmpty && data.isEmpty)
    }

    @Test func dataIsBase64WithLineBreaksIgnored() throws {
        let list = try Self.read(
            Self.plist("<dict><key>d</key><data>\n\tAAEC\n\tA/7/\n\tSGk=\n\t</data><key>e</key><data>SGk</data></dict>")
        )
        guard case .data(let bytes) = Self.value(list, "d"), case .data(let short) = Self.value(list, "e") else {
            Issue.record("no data: \(list.nodes)")
            return
        }
        #expect(bytes == [0, 1, 2, 3, 254, 255, 0x48, 0x69])
        #expect(short == [0x48, 0x69], "padding is optional")
        #expect(Self.error(Self.plist("<data>SGk=!</data>"))?.kind == .malformedArchive("the <data> is not base64"))
        #expect(Self.error(Self.plist("<data>SGk=SGk=</data>"))?.kind == .malformedArchive("the <data> is not base64"))
    }

    @Test func uidDictionariesBecomeOneUIDNode() throws {
        let list = try Self.read(
            Self.plist(
                """
                <array>
                	<dict>
                		<key>CF$UID</key>
                		<integer>7</integer>
                	</dict>
                	<dict><key>CF$UID</key><integer> 12 </integer></dict>
                	<dict><key>CF$UID</key><integer>-1</integer></dict>
                	<dict><key>CF$UID</key><string>3</string></dict>
                	<dict><key>CF$UID</key><integer>1</integer><key>x</key><true/></dict>
                </array>
                """))
        guard case .array(let items) = list.nodes[list.top] else {
            Issue.record("no array")
            return
        }
        #expect(items.count == 5)
        guard case .uid(7) = list.nodes[items[0]], case .uid(12) = list.nodes[items[1]] else {
            Issue.record("UIDs not read: \(list.nodes)")
            return
        }
        #expect(items[0] == 1 && items[1] == 2, "a UID is one node: no key or integer node")
        #expect(list.positions[items[0]] == 5)
        for index in items[2...] {
            guard case .dictionary = list.nodes[index] else {
                Issue.record("node \(index) should stay a dictionary: \(list.nodes[index])")
                continue
            }
        }
    }

    @Test func integersNegativeLargeAndUnsigned() throws {
        let list = try Self.read(
            Self.plist(
                """
                <array><integer>0</integer><integer>-42</integer><integer> 17 </integer>
                <integer>9223372036854775807</integer><integer>-9223372036854775808</integer>
                <integer>18446744073709551615</integer><integer>+5</integer><integer>123456789012345678</integer></array>
                """))
        let values = list.nodes.compactMap { node -> Int64? in
            if case .integer(let value) = node { return value }
            return nil
        }
        #expect(values == [0, -42, 17, .max, .min, -1, 5, 123_456_789_012_345_678])
        #expect(
            Self.error(Self.plist("<integer>12a</integer>"))?.description
                == "Test.plist:4:1: error: malformed compiled nib: '12a' is not an integer")
        #expect(Self.error(Self.plist("<integer>18446744073709551616</integer>")) != nil)
    }

    @Test func realsDatesAndBooleans() throws {
        let list = try Self.read(
            Self.plist(
                "<array><real>1.5</real><real>-2.25e3</real><real>0.1</real><date>2024-01-02T03:04:05Z</date><true/><false></false></array>"
            ))
        guard case .array(let items) = list.nodes[list.top], items.count == 6 else {
            Issue.record("no array")
            return
        }
        guard case .real(1.5) = list.nodes[items[0]], case .real(-2250) = list.nodes[items[1]],
            case .real(0.1) = list.nodes[items[2]], case .string("2024-01-02T03:04:05Z") = list.nodes[items[3]],
            case .boolean(true) = list.nodes[items[4]], case .boolean(false) = list.nodes[items[5]]
        else {
            Issue.record("unexpected nodes: \(list.nodes)")
            return
        }
        #expect(Self.error(Self.plist("<real>one</real>"))?.kind == .malformedArchive("'one' is not a real number"))
    }

    @Test func everyNodeKeepsTheLineOfItsStartTag() throws {
        let list = try Self.read(
            Self.plist("<dict>\n\t<key>a</key>\n\t<array>\n\t\t<string>x\ny</string>\n\t\t<true/>\n\t</array>\n</dict>")
        )
        #expect(list.positions == [4, 5, 6, 7, 9])
        #expect(list.top == 0)
        #expect(list.positionsAreLines)
        #expect(list.location(of: 4).line == 9)
    }

    @Test func byteOrderMarkWhitespaceAndAttributesOnPlistAreAccepted() throws {
        let list = try Self.read(
            [0xEF, 0xBB, 0xBF]
                + Array(
                    "\n<?xml version='1.0' encoding='utf-8' ?>\n<plist version = '1.0' xmlns:x=\"y\"\n><string>é</string></plist>"
                        .utf8)
        ).get()
        guard case .string("é") = list.nodes[list.top] else {
            Issue.record("unexpected nodes: \(list.nodes)")
            return
        }
        #expect(list.positions == [4])
    }

    @Test func keysAreInternedToOneStringPerSpelling() throws {
        let list = try Self.read(
            Self.plist(
                "<array><dict><key>NSAccessibilityConnectors</key><true/></dict><dict><key>NSAccessibilityConnectors</key><false/></dict></array>"
            ))
        let keys = list.nodes.compactMap { node -> String? in
            if case .string(let value) = node { return value }
            return nil
        }
        #expect(keys == ["NSAccessibilityConnectors", "NSAccessibilityConnectors"])
    }

    @Test func largeTextAndManyElementsWithinLimitsRead() throws {
        let long = String(repeating: "abcdefgh", count: 200_000)
        let items = String(repeating: "<integer>1</integer>", count: 50_000)
        let list = try Self.read(Self.plist("<array><string>\(long)</string>\(items)</array>"))
        #expect(list.nodes.count == 50_002)
        guard case .string(let text) = list.nodes[1] else {
            Issue.record("no string")
            return
        }
        #expect(text.utf8.count == 1_600_000)
    }

    // MARK: Refused

    @Test func doctypeWithAnInternalSubsetIsRefused() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
            <!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">
            ]>
            <plist version="1.0"><string>&lol2;</string></plist>
            """
        let error = Self.error(text)
        #expect(error?.kind == .entityRefused("the document declares the entity 'lol' in an internal DTD subset"))
        #expect(error?.location.line == 2)
        let external = Self.error(
            "<!DOCTYPE plist [<!ENTITY % remote SYSTEM \"http://example.com/x.dtd\">%remote;]><plist/>")
        #expect(external?.kind == .entityRefused("the document declares the entity 'remote' in an internal DTD subset"))
        #expect(
            Self.error("<!DOCTYPE plist [ ]><plist><true/></plist>")?.kind
                == .entityRefused("the DOCTYPE has an internal subset, where entities would be declared"))
    }

    @Test func undefinedEntityIsALocatedXMLError() {
        let error = Self.error(Self.plist("<dict>\n  <key>k</key>\n  <string>a &nbsp; b</string>\n</dict>"))
        #expect(error?.kind == .malformedXML("Entity 'nbsp' not defined"))
        #expect(error?.description.hasPrefix("Test.plist:6:13: error:") == true)
        #expect(Self.error(Self.plist("<string>&#0;</string>")) != nil, "NUL is no XML character")
        #expect(Self.error(Self.plist("<string>&#xD800;</string>")) != nil, "a surrogate is no character")
        #expect(Self.error(Self.plist("<string>&#x110000;</string>")) != nil)
        #expect(Self.error(Self.plist("<string>a & b</string>")) != nil)
    }

    @Test func deepNestingIsALimitErrorWithoutRecursion() {
        let depth = 100_000
        let text =
            "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</plist>"
        let error = Self.error(text)
        #expect(error?.kind == .limitExceeded("elements nest deeper than 256 levels"))
        #expect(error?.location.line == 1)
        #expect(error?.location.column == 7 + 255 * 7 + 1)
        var limits = ParseLimits()
        limits.maxDepth = 3
        let shallow = Self.plist("<array><array><true/></array></array>")
        #expect(Self.error(shallow, limits: limits)?.kind == .limitExceeded("elements nest deeper than 3 levels"))
        limits.maxDepth = 4
        #expect(throws: Never.self) { try Self.read(shallow, limits: limits) }
    }

    @Test func elementAndTextLimitsAreEnforced() {
        var limits = ParseLimits()
        limits.maxElements = 10
        let many = Self.plist("<array>" + String(repeating: "<true/>", count: 9) + "</array>")
        #expect(Self.error(many, limits: limits)?.kind == .limitExceeded("the document has more than 10 elements"))
        limits.maxElements = 11
        #expect(Self.error(many, limits: limits) == nil)
        limits.maxAttributeLength = 8
        #expect(
            Self.error(Self.plist("<string>123456789</string>"), limits: limits)?.kind
                == .limitExceeded("a text run exceeds 8 bytes"))
        #expect(Self.error(Self.plist("<string>12345678</string>"), limits: limits) == nil)
    }

    @Test func truncationAtEveryByteIsALocatedError() throws {
        let text = Array(
            Self.plist(
                """
                <dict>
                	<key>$objects</key>
                	<array>
                		<string>a &amp; b</string>
                		<dict><key>CF$UID</key><integer>1</integer></dict>
                		<data>SGk=</data><real>1.5</real><true/><![CDATA[x]]>
                	</array>
                </dict>
                """
            ).utf8)
        let end = try #require(String(decoding: text, as: UTF8.self).range(of: "</plist>")).upperBound.utf16Offset(
            in: String(decoding: text, as: UTF8.self))
        for length in 0..<end {
            guard let error = Self.error(Array(text[..<length])) else {
                Issue.record("a document cut after \(length) bytes read")
                continue
            }
            #expect(error.location.line >= 1, "\(length): \(error)")
        }
        // The CDATA in an array is text where a value belongs.
        #expect(Self.error(text)?.kind == .malformedArchive("expected a value element, found text"))
    }

    @Test func mismatchedAndUnclosedTagsAreLocated() {
        let mismatch = Self.error(Self.plist("<dict>\n  <key>a</key>\n  <string>b</strin>\n</dict>"))
        #expect(mismatch?.kind == .malformedXML("expected </string> to close the <string> of line 6, found </strin>"))
        #expect(mismatch?.location.line == 6)
        #expect(mismatch?.location.column == 12)
        let crossed = Self.error(Self.plist("<array><dict></array></dict>"))
        #expect(crossed?.kind == .malformedXML("expected </dict> to close the <dict> of line 4, found </array>"))
        let unclosed = Self.error("<plist><array><true/>")
        #expect(unclosed?.kind == .malformedXML("the document ends inside the <array> of line 1: expected </array>"))
        #expect(unclosed?.location.column == 22)
    }

    @Test func whatIsNotAPropertyListIsRefused() {
        let cases: [(String, NibParseError.Kind)] = [
            ("<dict><key>a</key></dict>", .malformedArchive("a <key> without a value in the <dict>")),
            ("<dict><string>a</string></dict>", .malformedArchive("expected a <key> in the <dict>, found <string>")),
            ("<dict><key>a</key><key>b</key></dict>", .malformedArchive("a <key> without a value in the <dict>")),
            ("<dict>text</dict>", .malformedArchive("expected a <key> in the <dict>, found text")),
            ("<array>text</array>", .malformedArchive("expected a value element, found text")),
            ("<array><key>a</key></array>", .malformedArchive("a <key> outside a <dict>")),
            ("<array><foo/></array>", .malformedArchive("unexpected <foo> in a property list")),
            ("<array id=\"1\"/>", .malformedArchive("unexpected attribute on <array>: only <plist> has attributes")),
            ("<true/><false/>", .malformedArchive("the <plist> holds more than one value")),
            ("<string>a<b/>c</string>", .malformedArchive("unexpected element inside <string>")),
            ("<true>yes</true>", .malformedArchive("<true/> holds text")),
        ]
        for (body, kind) in cases {
            let error = Self.error(Self.plist(body))
            #expect(error?.kind == kind, "\(body)")
            #expect(error?.location.line == 4, "\(body)")
        }
        #expect(
            Self.error(Self.plist(""))?.description
                == "Test.plist:3:1: error: malformed compiled nib: expected a <plist> root holding one value")
        #expect(Self.error("<plist/>")?.kind == .malformedArchive("expected a <plist> root holding one value"))
        #expect(
            Self.error("<?xml version=\"1.0\"?>\n<document/>")?.kind
                == .malformedArchive("expected a <plist> root element, found <document>"))
        #expect(Self.error("")?.kind == .emptyDocument)
        #expect(Self.error(" \n\t")?.kind == .emptyDocument)
        #expect(
            Self.error(Self.plist("<true/>") + "<plist/>")?.kind
                == .malformedXML("unexpected content after the </plist> end tag"))
    }

    @Test func invalidUTF8AndControlCharactersAreRefused() {
        var bytes = Array(Self.plist("<string>ab</string>").utf8)
        if let at = bytes.firstIndex(of: UInt8(ascii: "b")) { bytes[at] = 0xFF }
        let error = Self.error(bytes)
        #expect(error?.kind == .malformedXML("the text of this element is not valid UTF-8"))
        #expect(error?.location.line == 4)
        #expect(
            Self.error(Self.plist("<string>a\u{1}b</string>"))?.kind
                == .malformedXML("the control character U+0001 is not allowed in XML text"))
        #expect(
            Self.error("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><true/></plist>")?.kind
                == .malformedXML("the document is encoded in iso-8859-1; a property list is read as UTF-8"))
    }

    @Test func mergeConflictMarkersGiveTheSameErrorAsInXibs() {
        let text = Self.plist(
            "<dict>\n<<<<<<< HEAD\n<key>a</key><true/>\n=======\n<key>a</key><false/>\n>>>>>>> branch\n</dict>")
        let error = Self.error(text)
        #expect(error?.kind == .mergeConflictMarker("<<<<<<<"))
        #expect(error?.location.line == 5)
        #expect(error?.location.column == 1)
    }

    // MARK: Real documents

    static var xmlPlistNibs: [String] {
        guard let corpus = TestPaths.corpus else { return [] }
        let folder = corpus.appendingPathComponent("nib-compiled")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { name in
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data()
            return data.starts(with: Array("<?xml".utf8))
        }.map { folder.appendingPathComponent($0).path }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"), arguments: xmlPlistNibs)
    func corpusPlistsMatchTheLibXMLReader(_ path: String) throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let list = try Self.read(bytes).get()
        let reference = try bytes.withUnsafeBytes { buffer in
            try LibXMLPropertyListReference.read(buffer, file: "Test.plist", limits: .default)
        }
        #expect(list.nodes.count == reference.nodes.count)
        #expect(list.nodes.map { "\($0)" } == reference.nodes.map { "\($0)" })
        #expect(list.positions == reference.positions)
        #expect(list.top == reference.top)
    }

    @Test func compiledStoryboardInfoPlistMatchesTheLibXMLReader() throws {
        let url = try CompiledStoryboardFixture.flowStoryboard().appendingPathComponent("Info.plist")
        let bytes = try Array(Data(contentsOf: url))
        let list = try Self.read(bytes).get()
        let reference = try bytes.withUnsafeBytes { buffer in
            try LibXMLPropertyListReference.read(buffer, file: "Test.plist", limits: .default)
        }
        #expect(list.nodes.map { "\($0)" } == reference.nodes.map { "\($0)" })
        #expect(list.positions == reference.positions)
    }
}

// TEMPORARY: the libxml2-based reader this scanner replaces, to compare node tables.

/// Reads an XML property list (`<plist version="1.0">`) into a ``PropertyList``, using the
/// libxml2 reader for the XML itself; every node keeps its line.
enum LibXMLPropertyListReference {
    static func read(
        _ bytes: UnsafeRawBufferPointer, file: String, limits: ParseLimits
    ) throws(NibParseError)
        -> PropertyList
    {
        let tree = try LibXMLReader.read(bytes, file: file, limits: limits, rootName: "plist").tree
        var list = PropertyList(nodes: [], positions: [], top: 0, positionsAreLines: true, file: file)
        guard tree.name(of: 0) == "plist", let first = tree.children(of: 0).first(where: { _ in true }) else {
            throw NibParseError(
                .malformedArchive("expected a <plist> root holding one value"),
                at: SourceLocation(file: file, line: max(Int(tree.elements[0].line), 1)))
        }
        var kinds = Kinds(tree: tree)
        list.top = try node(first, tree: tree, list: &list, kinds: &kinds, file: file)
        return list
    }

    /// The element kinds of a property list, so that each element's name is compared once
    /// per document rather than once per element.
    private enum Kind: UInt8 {
        case unknown, string, integer, real, yes, no, date, data, array, dict, key

        init(_ name: String) {
            switch name {
            case "string": self = .string
            case "integer": self = .integer
            case "real": self = .real
            case "true": self = .yes
            case "false": self = .no
            case "date": self = .date
            case "data": self = .data
            case "array": self = .array
            case "dict": self = .dict
            case "key": self = .key
            default: self = .unknown
            }
        }
    }

    /// Element kinds by name index, filled on first use (`nil` until then).
    private struct Kinds {
        var table: [Kind?]

        init(tree: ElementTree) {
            table = Array(repeating: nil, count: KnownName.spellings.count + tree.addedNames.count)
        }

        mutating func kind(of element: Int32, in tree: ElementTree) -> Kind {
            let name = Int(tree.elements[Int(element)].name)
            guard table.indices.contains(name) else { return .unknown }
            if let kind = table[name] { return kind }
            let kind = Kind(tree.name(Int32(name)))
            table[name] = kind
            return kind
        }
    }

    /// The text without ASCII whitespace at either end (numbers only: a byte-wise trim).
    private static func trim(_ text: String) -> String {
        let bytes = text.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// A plain decimal integer (an optional `-`, then at most 18 digits, no spaces), read from
    /// the element's bytes without making a string; `nil` for anything else, which the caller
    /// then reads the general way.
    private static func plainInteger(_ element: Int32, tree: ElementTree) -> Int64? {
        let record = tree.elements[Int(element)]
        let length = Int(record.textLength)
        guard length > 0, length <= 19, Int(record.textStart) + length <= tree.bytes.count,
            let base = tree.bytes.buffer.baseAddress
        else { return nil }
        let text = UnsafeBufferPointer(start: base + Int(record.textStart), count: length)
        let negative = text[0] == UInt8(ascii: "-")
        let digits = negative ? text.dropFirst() : text[...]
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return negative ? -value : value
    }

    /// The UID of a `<dict><key>CF$UID</key><integer>n</integer></dict>` whose integer is plain
    /// (see ``plainInteger(_:tree:)``) and not negative, read without making nodes for the key
    /// and the integer; `nil` for anything else, which the caller reads the general way.
    private static func plainUID(_ element: Int32, tree: ElementTree, kinds: inout Kinds) -> UInt64? {
        let key = element + 1
        guard tree.elements[Int(element)].end == key + 2, tree.elements[Int(key)].end == key + 1,
            kinds.kind(of: key, in: tree) == .key, kinds.kind(of: key + 1, in: tree) == .integer
        else { return nil }
        let record = tree.elements[Int(key)]
        guard record.textLength == 6, Int(record.textStart) + 6 <= tree.bytes.count,
            let base = tree.bytes.buffer.baseAddress,
            isCFUID(UnsafeBufferPointer(start: base + Int(record.textStart), count: 6)),
            let value = plainInteger(key + 1, tree: tree), value >= 0
        else { return nil }
        return UInt64(value)
    }

    /// Whether six bytes spell `CF$UID`.
    private static func isCFUID(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text[0] == 0x43 && text[1] == 0x46 && text[2] == 0x24 && text[3] == 0x55 && text[4] == 0x49
            && text[5] == 0x44
    }

    /// Appends the node for `element` (and its descendants) and returns its index. Recursion
    /// is bounded by the reader's depth limit.
    private static func node(
        _ element: Int32, tree: ElementTree, list: inout PropertyList, kinds: inout Kinds, file: String
    )
        throws(NibParseError) -> Int
    {
        let line = Int(tree.elements[Int(element)].line)
        let index = list.nodes.count
        list.nodes.append(.null)
        list.positions.append(line)
        func failure(_ detail: String) -> NibParseError {
            NibParseError(.malformedArchive(detail), at: SourceLocation(file: file, line: line))
        }
        let result: PropertyList.Node
        switch kinds.kind(of: element, in: tree) {
        case .string, .key, .date: result = .string(tree.text(of: element))
        case .integer:
            if let value = plainInteger(element, tree: tree) {
                result = .integer(value)
                break
            }
            let trimmed = trim(tree.text(of: element))
            guard let value = Int64(trimmed) ?? UInt64(trimmed).map({ Int64(bitPattern: $0) }) else {
                throw failure("'\(trimmed)' is not an integer")
            }
            result = .integer(value)
        case .real:
            let trimmed = trim(tree.text(of: element))
            guard let value = Double(trimmed) else { throw failure("'\(trimmed)' is not a real number") }
            result = .real(value)
        case .yes: result = .boolean(true)
        case .no: result = .boolean(false)
        case .data:
            guard let data = Data(base64Encoded: tree.text(of: element), options: .ignoreUnknownCharacters) else {
                throw failure("the <data> is not base64")
            }
            result = .data(Array(data))
        case .array:
            var items: [Int] = []
            for child in tree.children(of: element) {
                items.append(try node(child, tree: tree, list: &list, kinds: &kinds, file: file))
            }
            result = .array(items)
        case .dict:
            if let uid = plainUID(element, tree: tree, kinds: &kinds) {
                result = .uid(uid)
                break
            }
            var keys: [Int] = []
            var values: [Int] = []
            var pendingKey: Int?
            for child in tree.children(of: element) {
                if pendingKey == nil {
                    guard kinds.kind(of: child, in: tree) == .key else {
                        throw failure("expected a <key> in the <dict>")
                    }
                    pendingKey = try node(child, tree: tree, list: &list, kinds: &kinds, file: file)
                } else if let key = pendingKey {
                    keys.append(key)
                    values.append(try node(child, tree: tree, list: &list, kinds: &kinds, file: file))
                    pendingKey = nil
                }
            }
            guard pendingKey == nil else { throw failure("a <key> without a value in the <dict>") }
            // `{CF$UID = n}` is how XML spells an NSKeyedArchiver UID.
            if keys.count == 1, list.string(keys[0]) == "CF$UID", case .integer(let uid) = list.nodes[values[0]],
                uid >= 0
            {
                result = .uid(UInt64(uid))
            } else {
                result = .dictionary(keys: keys, values: values)
            }
        case .unknown: throw failure("unexpected <\(tree.name(of: element))> in a property list")
        }
        list.nodes[index] = result
        return index
    }
}
