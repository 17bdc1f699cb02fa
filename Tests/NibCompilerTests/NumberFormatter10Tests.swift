import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Number formatters of the 10.0 behaviour (`formatterBehavior="10_0"`), compiled as the
/// Apple-compiled nibs of the corpus show them (EFLaceView's LaceDocument, Adium's
/// GeneralPreferences) and decompiled back into what Xcode writes.
@Suite struct NumberFormatter10Tests {
    /// A window with one text field whose cell has a 10.0 formatter; `formatter` is its
    /// attributes and `children` its child elements.
    static func document(formatter: String, children: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <window title="Delay" id="1">
                    <rect key="contentRect" x="0.0" y="0.0" width="240" height="80"/>
                    <view key="contentView" id="2">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="80"/>
                        <subviews>
                            <textField id="3">
                                <rect key="frame" x="20" y="30" width="100" height="21"/>
                                <textFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="4">
                                    <numberFormatter key="formatter" formatterBehavior="10_0" \(formatter) id="5">
        \(children)
                                    </numberFormatter>
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
                        </subviews>
                    </view>
                </window>
            </objects>
        </document>
        """
    }

    static let delay = document(
        formatter:
            #"positiveFormat="0.00s" negativeFormat="-0.00" localizesFormat="NO" hasThousandSeparators="NO" thousandSeparator=",""#,
        children: """
            <attributedString key="attributedStringForZero">
                <fragment content="none"/>
            </attributedString>
            <decimal key="minimum" value="NaN"/>
            <decimal key="maximum" value="2.5"/>
            """)

    static func graph(_ xml: String) throws -> ArchiveGraph {
        try DocumentCompiler().graph(for: NibDocument(data: Data(xml.utf8), file: "Delay.xib"))
    }

    /// The keys of a formatter's `NS.attributes` with the objects they name.
    static func settings(of formatter: ArchiveGraph.Object, in graph: ArchiveGraph) -> [String: ArchiveGraph.Object] {
        let members = GraphReading.members("NS.attributes", of: formatter, in: graph)
        var settings: [String: ArchiveGraph.Object] = [:]
        for index in stride(from: 0, to: members.count - 1, by: 2) {
            if let key = GraphReading.text(graph[members[index]]), let value = graph[members[index + 1]] {
                settings[key] = value
            }
        }
        return settings
    }

    @Test func aTenZeroFormatterArchivesItsFormatsSeparatorsFlagsAndStrings() throws {
        let graph = try Self.graph(Self.delay)
        let formatter = try #require(GraphReading.objects("NSNumberFormatter", in: graph).first)
        #expect(GraphReading.text(formatter.value(forKey: "NS.positiveformat"), in: graph) == "0.00s")
        #expect(GraphReading.text(formatter.value(forKey: "NS.negativeformat"), in: graph) == "-0.00")
        #expect(GraphReading.text(formatter.value(forKey: "NS.decimal"), in: graph) == ".")
        #expect(GraphReading.text(formatter.value(forKey: "NS.thousand"), in: graph) == ",")
        #expect(GraphReading.boolean(formatter.value(forKey: "NS.localized")) == false)
        #expect(GraphReading.boolean(formatter.value(forKey: "NS.hasthousands")) == false)
        #expect(GraphReading.boolean(formatter.value(forKey: "NS.allowsfloats")) == true)
        #expect(formatter.value(forKey: "NS.rounding") == .null)
        let zero = try #require(GraphReading.target("NS.zero", of: formatter, in: graph))
        #expect(GraphReading.text(zero.value(forKey: "NSString"), in: graph) == "none")
        let nan = try #require(GraphReading.target("NS.nan", of: formatter, in: graph))
        #expect(GraphReading.text(nan.value(forKey: "NSString"), in: graph) == "NaN")

        let settings = Self.settings(of: formatter, in: graph)
        // The settings the document gives, the zero string it changed, the maximum it gives.
        #expect(
            Set(settings.keys) == [
                "allowsFloats", "decimalSeparator", "formatterBehavior", "groupingSeparator", "negativeFormat",
                "positiveFormat", "usesGroupingSeparator", "attributedStringForZero", "zeroSymbol",
                "textAttributesForZero", "maximum",
            ])
        #expect(GraphReading.integer(settings["formatterBehavior"]?.value(forKey: "NS.intval")) == 1000)
        #expect(GraphReading.text(settings["zeroSymbol"]) == "none")
        // 2.5 as NSDecimal: mantissa 25, exponent -1, one 16-bit word, compact.
        let maximum = try #require(GraphReading.target("NS.max", of: formatter, in: graph))
        #expect(maximum.className == "NSDecimalNumberPlaceholder")
        #expect(GraphReading.integer(maximum.value(forKey: "NS.exponent")) == -1)
        #expect(GraphReading.integer(maximum.value(forKey: "NS.length")) == 1)
        #expect(GraphReading.boolean(maximum.value(forKey: "NS.compact")) == true)
        #expect(maximum.value(forKey: "NS.mantissa") == .data([25] + [UInt8](repeating: 0, count: 15)))
        // No minimum: a decimal not-a-number (no length, negative).
        let minimum = try #require(GraphReading.target("NS.min", of: formatter, in: graph))
        #expect(GraphReading.integer(minimum.value(forKey: "NS.length")) == 0)
        #expect(GraphReading.boolean(minimum.value(forKey: "NS.negative")) == true)
    }

    /// A formatter that changes no string and gives no limit archives EFLaceView's form: seven
    /// settings and one not-a-number for both limits.
    @Test func aTenZeroFormatterWithoutLimitsSharesOneNotANumber() throws {
        let xml = Self.document(
            formatter: ##"positiveFormat="#,##0.00" negativeFormat="-#,##0.00" thousandSeparator=",""##,
            children: """
                <attributedString key="attributedStringForZero">
                    <fragment content="0"/>
                </attributedString>
                <decimal key="minimum" value="NaN"/>
                <decimal key="maximum" value="NaN"/>
                """)
        let graph = try Self.graph(xml)
        let formatter = try #require(GraphReading.objects("NSNumberFormatter", in: graph).first)
        #expect(formatter.value(forKey: "NS.min") == formatter.value(forKey: "NS.max"))
        #expect(Self.settings(of: formatter, in: graph).count == 7)
        #expect(GraphReading.boolean(formatter.value(forKey: "NS.hasthousands")) == true)
        #expect(GraphReading.boolean(formatter.value(forKey: "NS.localized")) == true)
    }

    /// A formatter's design-time label (Interface Builder 3's `userLabel`) is no setting: both
    /// behaviours compile with it, to the graph they have without it.
    @Test(arguments: ["10_0", "default10_4"])
    func aFormattersUserLabelIsLeftOut(_ behavior: String) throws {
        let plain = Self.document(formatter: "", children: "")
            .replacingOccurrences(of: #"formatterBehavior="10_0""#, with: "formatterBehavior=\"\(behavior)\"")
        let labelled = plain.replacingOccurrences(
            of: "formatterBehavior=", with: #"userLabel="Number Formatter" formatterBehavior="#)
        #expect(labelled != plain)
        let comparison = ArchiveComparison(try Self.graph(plain), try Self.graph(labelled))
        #expect(comparison.isSame, "\(comparison.differences.prefix(3).map(\.description))")
    }

    /// Compiled, decompiled and compiled again: the document's formatter comes back as it was
    /// written, and the second nib is the first one's graph.
    @Test func aCompiledTenZeroFormatterDecompilesToItsSourceAndCompilesBack() throws {
        let first = try DocumentCompiler().compile(NibDocument(data: Data(Self.delay.utf8), file: "Delay.xib"))
        let xml = String(
            decoding: try NibDocument(data: Data(first), file: "Delay.nib").decompiledXML(), as: UTF8.self)
        #expect(
            xml.contains(
                #"formatterBehavior="10_0" positiveFormat="0.00s" negativeFormat="-0.00" localizesFormat="NO" hasThousandSeparators="NO" thousandSeparator=",""#
            ))
        #expect(xml.contains(#"<fragment content="none"/>"#))
        #expect(xml.contains(#"<decimal key="minimum" value="NaN"/>"#))
        #expect(xml.contains(#"<decimal key="maximum" value="2.5"/>"#))
        let again = try Self.graph(xml)
        let comparison = ArchiveComparison(try Self.graph(Self.delay), again)
        #expect(comparison.isSame, "\(comparison.differences.prefix(5).map(\.description))")
    }

    /// A value described for comparison: scalars as themselves, strings as text, objects by
    /// class and described entries (a dictionary's keys and objects paired and sorted), sharing
    /// and order left out, the dictionary entries named in `ignoring` too. Four levels deep.
    static func described(
        _ value: ArchiveGraph.Value?, in graph: ArchiveGraph, depth: Int = 0, ignoring: Set<String> = []
    ) -> String {
        guard let value else { return "-" }
        switch value {
        case .reference(let id), .conditionalReference(let id):
            guard let object = graph[id], depth < 4 else { return "…" }
            if let text = GraphReading.text(object) { return "\"\(text)\"" }
            for key in ["NS.string", "$value"] {
                if case .string(let text)? = object.value(forKey: key) { return "\"\(text)\"" }
            }
            if case .array(let keys)? = object.value(forKey: "NS.keys"),
                case .array(let objects)? = object.value(forKey: "NS.objects")
            {
                let pairs = zip(keys, objects).map {
                    (described($0, in: graph, depth: depth + 1), described($1, in: graph, depth: depth + 1))
                }.filter { !ignoring.contains($0.0) }.map { $0.0 + ": " + $0.1 }
                return "{" + pairs.sorted().joined(separator: ", ") + "}"
            }
            let entries = object.entries.map {
                "\($0.key)=" + described($0.value, in: graph, depth: depth + 1, ignoring: ignoring)
            }
            return object.className + "(" + entries.sorted().joined(separator: ", ") + ")"
        case .string(let text): return "\"\(text)\""
        case .array(let items):
            return "[" + items.map { described($0, in: graph, depth: depth + 1) }.joined(separator: ", ") + "]"
        default: return "\(value)"
        }
    }

    /// Apple's own 10.0 formatters (EFLaceView's keyed-archive nib, ten of them) decompiled and
    /// compiled again as a keyed archive: each formatter is Apple's, key by key and value by
    /// value. Left aside: the sharing of old Interface Builder's one not-a-number across
    /// formatters, and an `attributedStringForZero` entry of `NS.attributes` that five of Apple's
    /// ten name for the default "0" and five do not (the formatter's history, which no document
    /// says: Xcode writes the zero string of every one).
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func applesTenZeroFormattersDecompileAndCompileToApplesObjects() throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent(
            "nib-compiled/zehrer__EFLaceView__English.lproj_LaceDocument.nib_keyedobjects.nib"
        ).path
        let apple = ArchiveGraph(try CompiledArchive(contentsOfFile: path))
        let xml = try NibDocument(contentsOfFile: path).decompiledXML()
        let bytes = try DocumentCompiler(options: CompileOptions(format: .keyedArchive))
            .compile(NibDocument(data: Data(xml), file: "LaceDocument.xib"))
        let ours = ArchiveGraph(try CompiledArchive(data: Data(bytes), file: "LaceDocument.nib"))
        func formatters(_ graph: ArchiveGraph) -> [String] {
            graph.objects.enumerated().compactMap { index, object in
                object.className == "NSNumberFormatter"
                    ? Self.described(
                        .reference(ArchiveGraph.ObjectID(index)), in: graph, ignoring: [#""attributedStringForZero""#])
                    : nil
            }.sorted()
        }
        let theirs = formatters(apple)
        #expect(theirs.count == 10)
        #expect(formatters(ours) == theirs, "\(zip(formatters(ours), theirs).first { $0 != $1 } as Any)")
    }

    /// What the compiler cannot encode is refused at its line: text attributes of a string, a
    /// limit that is no decimal number.
    @Test(arguments: [
        (#"<decimal key="maximum" value="2,5"/>"#, "maximum"),
        (
            #"<attributedString key="attributedStringForZero"><fragment content="0"><attributes><font key="NSFont" metaFont="system"/></attributes></fragment></attributedString>"#,
            "fragment"
        ),
        (#"<dictionary key="textAttributesForNegativeValues"/>"#, "dictionary"),
    ])
    func whatTheCompilerCannotEncodeIsRefusedAtItsLine(_ child: String, _ named: String) throws {
        let document = try NibDocument(
            data: Data(Self.document(formatter: #"positiveFormat="0""#, children: child).utf8), file: "Bad.xib")
        #expect {
            _ = try DocumentCompiler().compile(document)
        } throws: { error in
            guard let error = error as? CompileError else { return false }
            return error.location.line == 16 && "\(error)".contains(named)
        }
    }

    /// Apple's own 10.0 formatters (EFLaceView's keyed-archive nib) decompile into Xcode's form,
    /// and the corpus's documents that have one (Quicksilver's) compile.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func theCorpusTenZeroFormattersDecompileAndCompile() throws {
        let corpus = try #require(TestPaths.corpus)
        let nib = corpus.appendingPathComponent(
            "nib-compiled/zehrer__EFLaceView__English.lproj_LaceDocument.nib_keyedobjects.nib")
        let xml = String(decoding: try NibDocument(contentsOfFile: nib.path).decompiledXML(), as: UTF8.self)
        #expect(
            xml.contains(
                ##"formatterBehavior="10_0" positiveFormat="#,##0.00" negativeFormat="-#,##0.00" thousandSeparator=",""##
            ))
        #expect(xml.contains(#"hasThousandSeparators="NO""#))
        for name in ["QSCatalog", "QSSearchPrefPane"] {
            let path = corpus.appendingPathComponent("xib-macos/quicksilver__Quicksilver__Quicksilver_Nibs_\(name).xib")
            let graph = try DocumentCompiler().graph(for: NibDocument(contentsOfFile: path.path))
            let formatters = GraphReading.objects("NSNumberFormatter", in: graph)
            #expect(!formatters.isEmpty, "\(name)")
            #expect(formatters.allSatisfy { Self.settings(of: $0, in: graph)["formatterBehavior"] != nil }, "\(name)")
        }
    }
}
