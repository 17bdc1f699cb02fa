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

    @Test func equalKeysAreListedUnderTheFirstNodeThatSpeltThem() throws {
        let list = try Self.read(
            Self.plist(
                "<array><dict><key>a&amp;b</key><true/><key>z</key><true/></dict><dict><key>a&amp;b</key><false/><key>y</key><false/></dict></array>"
            ))
        guard case .array(let items) = list.nodes[list.top], items.count == 2,
            case .dictionary(let first, _) = list.nodes[items[0]],
            case .dictionary(let second, let values) = list.nodes[items[1]]
        else {
            Issue.record("unexpected nodes: \(list.nodes)")
            return
        }
        #expect(second[0] == first[0], "a decoded key is listed under its first node too")
        #expect(list.string(second[1]) == "y" && second[1] != first[1])
        #expect(list.nodes.count == 11, "every <key> keeps its own node and line")
        guard case .boolean(false) = list.nodes[values[0]] else {
            Issue.record("the value of the shared key is not the dictionary's own: \(list.nodes)")
            return
        }
    }

    @Test func aKeyDroppedWithItsUIDIsNotListedForLaterDictionaries() throws {
        // The first `CF$UID` key is read as a node, then dropped when its dictionary turns out to
        // be a UID (spaces in the integer); a later `CF$UID` key must not be listed under it.
        let list = try Self.read(
            Self.plist(
                "<array><dict><key>CF$UID</key><integer> 3 </integer></dict><string>next</string><dict><key>CF$UID</key><string>x</string></dict></array>"
            ))
        guard case .array(let items) = list.nodes[list.top], items.count == 3, case .uid(3) = list.nodes[items[0]],
            case .dictionary(let keys, let values) = list.nodes[items[2]]
        else {
            Issue.record("unexpected nodes: \(list.nodes)")
            return
        }
        #expect(list.string(items[1]) == "next")
        #expect(list.string(keys[0]) == "CF$UID" && list.string(values[0]) == "x")
        #expect(list.nodes.count == 6)
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

    @Test func randomlyDamagedPlistsEndInADocumentOrALocatedError() {
        let original = Array(
            Self.plist(
                """
                <dict>
                	<key>$objects</key>
                	<array>
                		<string>a &amp; b&#10;<![CDATA[c]]></string>
                		<dict>
                			<key>CF$UID</key>
                			<integer>1</integer>
                		</dict>
                		<data>SGk=</data><real>1.5</real><true/><integer>-3</integer><date>2024-01-01T00:00:00Z</date>
                	</array>
                	<!-- c --><key>k</key><dict/>
                </dict>
                """
            ).utf8)
        let alphabet = Array("<>/&;#x![]-?='\"\n\r\t aZ09\u{1}".utf8) + [0x80, 0xC3, 0xFF]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: seed >> 33) % bound
        }
        var errors = 0
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0...next(3) {
                let at = next(bytes.count)
                switch next(3) {
                case 0: bytes[at] = alphabet[next(alphabet.count)]
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet[next(alphabet.count)], at: at)
                }
            }
            if let error = Self.error(bytes) {
                errors += 1
                #expect(error.location.line >= 1 && error.location.line <= 20, "\(error)")
                #expect(!error.description.contains("\n"), "\(error)")
            }
        }
        #expect(errors > 1_000, "most damage is found")
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

    /// What an independent reader (Python's `plistlib`, and a count of the elements) finds in
    /// the corpus's XML keyed archives; the nodes are the elements less two per UID dictionary.
    struct KnownArchive: Sendable, CustomStringConvertible {
        var name: String
        var nodes: Int
        var objects: Int
        var strings: Int
        var rootClass: UInt64
        var nextOid: Int64
        var topLine: Int
        var description: String { name }
    }

    static let knownArchives = [
        KnownArchive(
            name: "adium__adium__Other_XtrasCreator_Preferences.nib_keyedobjects.nib", nodes: 754, objects: 120,
            strings: 41, rootClass: 119, nextOid: 21, topLine: 1504),
        KnownArchive(
            name: "gnustep__libs-gui__Tests_gui_NSNibLoading_Test-nib.nib_keyedobjects.nib", nodes: 6831, objects: 894,
            strings: 378, rootClass: 893, nextOid: 233, topLine: 16135),
    ]

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"), arguments: knownArchives)
    func corpusKeyedArchivesReadToTheirKnownContent(_ known: KnownArchive) throws {
        let path = TestPaths.corpus!.appendingPathComponent("nib-compiled/\(known.name)").path
        let list = try Self.read(Array(try Data(contentsOf: URL(fileURLWithPath: path)))).get()
        #expect(list.nodes.count == known.nodes)
        #expect(list.positions.count == known.nodes)
        #expect(list.top == 0 && list.positions[0] == 4, "the top <dict> on line 4")
        guard case .dictionary(let keys, _) = list.nodes[list.top] else {
            Issue.record("the top is not a dictionary")
            return
        }
        #expect(keys.compactMap { list.string($0) } == ["$archiver", "$objects", "$top", "$version"])
        #expect(Self.string(list, "$archiver") == "NSKeyedArchiver")
        guard case .integer(100_000) = Self.value(list, "$version") else {
            Issue.record("$version is not 100000")
            return
        }
        let objectsNode = try #require(list.value(forKey: "$objects", in: list.top))
        #expect(list.positions[objectsNode] == 8)
        guard case .array(let objects) = list.nodes[objectsNode] else {
            Issue.record("$objects is not an array")
            return
        }
        #expect(objects.count == known.objects)
        #expect(list.string(objects[0]) == "$null")
        #expect(objects.filter { list.string($0) != nil }.count == known.strings)
        // The root object: its class a UID, its next object ID an integer.
        guard case .dictionary(let rootKeys, _) = list.nodes[objects[1]],
            let rootClass = list.value(forKey: "$class", in: objects[1]),
            case .uid(let classIndex) = list.nodes[rootClass],
            let nextOid = list.value(forKey: "NSNextOid", in: objects[1]),
            case .integer(let oid) = list.nodes[nextOid]
        else {
            Issue.record("the root object is not as expected: \(list.nodes[objects[1]])")
            return
        }
        #expect(rootKeys.count == 18)
        #expect(classIndex == known.rootClass)
        #expect(oid == known.nextOid)
        #expect(list.positions[objects[1]] == 10)
        let top = try #require(list.value(forKey: "$top", in: list.top))
        #expect(list.positions[top] == known.topLine)
        guard let data = list.value(forKey: "IB.objectdata", in: top), case .uid(1) = list.nodes[data] else {
            Issue.record("$top has no IB.objectdata = UID 1")
            return
        }
    }

    @Test func compiledStoryboardInfoPlistReads() throws {
        let url = try CompiledStoryboardFixture.flowStoryboard().appendingPathComponent("Info.plist")
        let list = try Self.read(Array(try Data(contentsOf: url))).get()
        #expect(Self.string(list, "UIStoryboardDesignatedEntryPointIdentifier") == "Start")
        let names = try #require(list.value(forKey: "UIViewControllerIdentifiersToNibNames", in: list.top))
        #expect(list.value(forKey: "Detail", in: names).flatMap { list.string($0) } == "Detail")
        #expect(list.positions[names] == 6)
    }
}
