import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Predicate editors, number formatters and date formatters compiled from the corpus's
/// documents and compared with the nibs Apple's ibtool made from them, and a few documents of
/// our own for what the corpus does not show.
@Suite struct FormatterAndPredicateEditorTests {
    /// Our graph of `source` (under the corpus) compared with Apple's `compiled`, compiled as on
    /// the machine that built it: its ICC profiles and its locale (the pairs' is `en_HK`).
    static func comparison(source: String, compiled: String) throws -> ArchiveComparison {
        let corpus = try #require(TestPaths.corpus)
        let apple = ArchiveGraph(try CompiledArchive(contentsOfFile: corpus.appendingPathComponent(compiled).path))
        var options = CompileOptions(colorProfiles: BuildMachineProfiles.profiles(in: apple))
        options.formatLocale = .enHK
        let document = try NibDocument(contentsOfFile: corpus.appendingPathComponent(source).path)
        let ours = try DocumentCompiler(options: options).graph(for: document)
        return ArchiveComparison(apple, ours, options: .init(maxDifferences: 10_000))
    }

    /// The corpus's Apple-compiled predicate editors, number and date formatters: source and nib.
    static let groundTruth: [(source: String, compiled: String)] = [
        ("pairs/macos/pred_compound_chain.xib", "pairs/macos/pred_compound_chain.nib"),
        (
            "xib-macos/viraptor__ibtool__samples_correct_predicateEditor.xib",
            "nib-compiled/viraptor__ibtool__samples_correct_predicateEditor.nib"
        ),
        (
            "xib-macos/viraptor__ibtool__samples_correct_numfmt.xib",
            "nib-compiled/viraptor__ibtool__samples_correct_numfmt.nib"
        ),
        ("pairs/macos/numfmt_decimal.xib", "pairs/macos/numfmt_decimal.nib"),
        ("pairs/macos/dateformatter_weekday.xib", "pairs/macos/dateformatter_weekday.nib"),
        ("pairs/macos/test_date_formatter.xib", "pairs/macos/test_date_formatter.nib"),
        ("pairs/macos/textfield_formatter.xib", "pairs/macos/textfield_formatter.nib"),
    ]

    @Test(
        .enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"),
        arguments: groundTruth.map(\.source))
    func documentCompilesToApplesGraph(_ source: String) throws {
        let pair = try #require(Self.groundTruth.first { $0.source == source })
        let comparison = try Self.comparison(source: pair.source, compiled: pair.compiled)
        #expect(comparison.isSame, "\(source): \(comparison.differences.prefix(5).map(\.description))")
    }

    /// The corpus documents whose templates the compiler does not know yet are refused at the
    /// template, naming `rowType`, never compiled into a nib that is silently wrong.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aSimpleRowTemplateOfTheCorpusIsRefusedAtItsLine() throws {
        let corpus = try #require(TestPaths.corpus)
        let path = corpus.appendingPathComponent(
            "xib-macos/transmission__transmission__macosx_Base.lproj_GroupRules.xib")
        let document = try NibDocument(contentsOfFile: path.path)
        do {
            _ = try DocumentCompiler().compile(document)
            Issue.record("GroupRules.xib compiled")
        } catch {
            #expect(error.location.line == 85)
            #expect(error.message.contains("rowType=\"simple\""))
        }
    }

    /// A predicate editor's nib decompiled and compiled again: its templates come back in
    /// `<rowTemplates>`, their menus in `<popUpMenus>`, the menus' numbers as
    /// `representedObject`s.
    @Test(
        .enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"),
        arguments: [
            "pairs/macos/pred_compound_chain.nib", "nib-compiled/viraptor__ibtool__samples_correct_predicateEditor.nib",
        ])
    func aDecompiledPredicateEditorCompilesBackToTheSameGraph(_ relativePath: String) throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent(relativePath).path
        let original = ArchiveGraph(try CompiledArchive(contentsOfFile: path))
        let xml = try NibDocument(contentsOfFile: path).decompiledXML()
        let text = String(decoding: xml, as: UTF8.self)
        #expect(text.contains(#"<integer key="representedObject" value="2"/>"#))
        // As Xcode writes them: the row height, the templates' menus in <popUpMenus>.
        #expect(text.contains(#"rowHeight="25""#) && text.contains("<popUpMenus>"))
        let decompiled = try NibDocument(data: Data(xml), file: "decompiled.xib")
        let options = CompileOptions(colorProfiles: ColorProfiles.profiles(in: original))
        let comparison = ArchiveComparison(original, try DocumentCompiler(options: options).graph(for: decompiled))
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
    }

    /// A number formatter's nib decompiled (its settings from `NS.attributes`, its cell's number
    /// as the title) and compiled again.
    @Test(
        .enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"),
        arguments: ["pairs/macos/numfmt_decimal.nib", "nib-compiled/viraptor__ibtool__samples_correct_numfmt.nib"])
    func aDecompiledNumberFormatterCompilesBackToTheSameGraph(_ relativePath: String) throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent(relativePath).path
        let original = ArchiveGraph(try CompiledArchive(contentsOfFile: path))
        let xml = String(decoding: try NibDocument(contentsOfFile: path).decompiledXML(), as: UTF8.self)
        #expect(xml.contains(#"formatterBehavior=""#) && xml.contains("maximumIntegerDigits=\"2000000000\""))
        let decompiled = try NibDocument(data: Data(xml.utf8), file: "decompiled.xib")
        let options = CompileOptions(colorProfiles: ColorProfiles.profiles(in: original))
        let comparison = ArchiveComparison(original, try DocumentCompiler(options: options).graph(for: decompiled))
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
    }

    /// A date-formatted cell's nib decompiled, its `NSDate` written back as a title with the
    /// formatter's pattern, and compiled again in the pairs' locale.
    @Test(
        .enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"),
        arguments: [
            ("pairs/macos/dateformatter_weekday.nib", "title=\"Wednesday\""),
            ("pairs/macos/textfield_formatter.nib", "doesRelativeDateFormatting=\"YES\""),
        ])
    func aDecompiledDateFormatterCompilesBackToTheSameGraph(_ relativePath: String, _ written: String) throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent(relativePath).path
        let original = ArchiveGraph(try CompiledArchive(contentsOfFile: path))
        let xml = String(decoding: try NibDocument(contentsOfFile: path).decompiledXML(), as: UTF8.self)
        #expect(xml.contains(written))
        let decompiled = try NibDocument(data: Data(xml.utf8), file: "decompiled.xib")
        var options = CompileOptions(colorProfiles: ColorProfiles.profiles(in: original))
        options.formatLocale = .enHK
        let comparison = ArchiveComparison(original, try DocumentCompiler(options: options).graph(for: decompiled))
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
    }

    // MARK: Documents of our own

    /// A window with a predicate editor of one compound template, its menus as `menus` says.
    static func predicateEditorDocument(rowType: String = "compound", editor: String = "predicateEditor") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22154" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <\(editor) nestingMode="list" rowHeight="30" canRemoveAllRows="YES" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <rowTemplates>
                        <predicateEditorRowTemplate rowType="\(rowType)" id="2">
                            <popUpMenus>
                                <menu id="3">
                                    <items>
                                        <menuItem title="All" id="4">
                                            <integer key="representedObject" value="1"/>
                                        </menuItem>
                                        <menuItem title="Any" state="on" id="5">
                                            <integer key="representedObject" value="2"/>
                                        </menuItem>
                                    </items>
                                </menu>
                                <menu id="6">
                                    <items>
                                        <menuItem title="of the following are true" state="on" id="7"/>
                                    </items>
                                </menu>
                            </popUpMenus>
                        </predicateEditorRowTemplate>
                    </rowTemplates>
                </\(editor)>
            </objects>
        </document>
        """
    }

    /// The object `key` of `object` refers to.
    static func object(_ key: String, of object: ArchiveGraph.Object?, in graph: ArchiveGraph) -> ArchiveGraph.Object? {
        guard case .reference(let id)? = object?.value(forKey: key) else { return nil }
        return graph[id]
    }

    /// The text of the string object `key` of `object` refers to.
    static func text(_ key: String, of object: ArchiveGraph.Object?, in graph: ArchiveGraph) -> String? {
        Self.object(key, of: object, in: graph).flatMap(GraphMatcher.text(of:))
    }

    @Test func aCompoundRowTemplateShowsItsMenusInPopUpButtonsSizedToTheirSelectedItems() throws {
        let document = try NibDocument(data: Data(Self.predicateEditorDocument().utf8), file: "Editor.xib")
        let graph = try DocumentCompiler().graph(for: document)
        let editor = try #require(graph.objects.first { $0.className == "NSPredicateEditor" })
        #expect(editor.value(forKey: "NSRuleEditorNestingMode") == .integer(1, .automatic))
        #expect(editor.value(forKey: "NSRuleEditorSliceHeight") == .double(30))
        #expect(editor.value(forKey: "NSRuleEditorDisallowEmpty") == .boolean(false))
        let holder = Self.object("NSRuleEditorSlicesHolder", of: editor, in: graph)
        #expect(holder?.className == "_NSRuleEditorViewSliceHolder")
        #expect(Self.text("NSFrameSize", of: holder, in: graph) == "{300, 120}")
        let templates = try #require(Self.object("NSPredicateTemplates", of: editor, in: graph))
        let template = try #require(GraphMatcher.elements(of: templates).first?.referencedObject.flatMap { graph[$0] })
        #expect(template.value(forKey: "NSPredicateTemplateType") == .integer(2, .automatic))
        let views = try #require(Self.object("NSPredicateTemplateViews", of: template, in: graph))
        let popUps = GraphMatcher.elements(of: views).compactMap { $0.referencedObject.flatMap { graph[$0] } }
        #expect(popUps.map(\.className) == ["NSPopUpButton", "NSPopUpButton"])
        // Sized to "Any" (the item on) and to the long title, as ibtool lays them out.
        #expect(
            popUps.map { Self.text("NSFrame", of: $0, in: graph) } == ["{{7, 1}, {68, 24}}", "{{81, 1}, {173, 24}}"])
        let cell = Self.object("NSCell", of: popUps.first, in: graph)
        #expect(Self.text("NSTitle", of: Self.object("NSMenuItem", of: cell, in: graph), in: graph) == "Any")
        let represented = Self.object("NSRepresentedObject", of: cell, in: graph)
        #expect(represented.flatMap(GraphMatcher.plainValue(of:)) == .integer(2, .automatic))
    }

    @Test func aRuleEditorArchivesItsRunTimeObjectsWithoutTemplates() throws {
        let xib = Self.predicateEditorDocument(editor: "ruleEditor")
            .replacingOccurrences(of: #"<rowTemplates>[\s\S]*</rowTemplates>"#, with: "", options: .regularExpression)
        let graph = try DocumentCompiler().graph(for: try NibDocument(data: Data(xib.utf8), file: "Rules.xib"))
        let editor = try #require(graph.objects.first { $0.className == "NSRuleEditor" })
        #expect(
            Self.object("NSRuleEditorBoundArrayOwner", of: editor, in: graph)?.className
                == "_NSRuleEditorViewUnboundRowHolder")
        #expect(editor.value(forKey: "NSPredicateTemplates") == nil)
        #expect(Self.text("NSRuleEditorRowClass", of: editor, in: graph) == "NSMutableDictionary")
    }

    @Test func aSimpleRowTemplateIsRefusedAtItsLine() throws {
        let document = try NibDocument(
            data: Data(Self.predicateEditorDocument(rowType: "simple").utf8), file: "Simple.xib")
        do {
            _ = try DocumentCompiler().compile(document)
            Issue.record("the document compiled")
        } catch {
            #expect(error.location.line == 9)
            #expect(error.message.contains("rowType"))
        }
    }

    @Test func aNumberFormatterOfNoStyleArchivesItsSettingsFormatsAndLimits() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22154" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <textField id="1">
                        <rect key="frame" x="0.0" y="0.0" width="96" height="22"/>
                        <textFieldCell key="cell" title="12" id="2">
                            <numberFormatter key="formatter" formatterBehavior="custom10_4" allowsFloats="NO" usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="2" maximumIntegerDigits="42" decimalSeparator="," id="3">
                                <nil key="positiveInfinitySymbol"/>
                                <integer key="minimum" value="0"/>
                                <real key="maximum" value="99.5"/>
                            </numberFormatter>
                        </textFieldCell>
                    </textField>
                </objects>
            </document>
            """
        let graph = try DocumentCompiler().graph(for: try NibDocument(data: Data(xib.utf8), file: "Number.xib"))
        let formatter = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(Self.text("NS.positiveformat", of: formatter, in: graph) == "00")
        #expect(Self.text("NS.decimal", of: formatter, in: graph) == ",")
        #expect(formatter.value(forKey: "NS.hasthousands") == .boolean(false))
        #expect(formatter.value(forKey: "NS.allowsfloats") == .boolean(false))
        let maximum = Self.object("NS.max", of: formatter, in: graph)
        #expect(maximum.flatMap(GraphMatcher.plainValue(of:)) == .double(99.5))
        let attributes = try #require(Self.object("NS.attributes", of: formatter, in: graph))
        let keys = GraphMatcher.elements(of: attributes).enumerated().filter { $0.offset % 2 == 0 }
            .compactMap { $0.element.referencedObject.flatMap { graph[$0] }.flatMap(GraphMatcher.text(of:)) }
        #expect(keys == keys.sorted())
        #expect(keys.contains("minimum") && keys.contains("decimalSeparator") && !keys.contains("numberStyle"))
        #expect(!keys.contains("positiveInfinitySymbol") && keys.contains("negativeInfinitySymbol"))
    }

    @Test func numberPatternsAreTheOnesICUWritesForTheSettings() {
        #expect(
            AppKitArchiver.numberPattern(
                groupingSize: 3, minimumIntegerDigits: 1, fractionDigits: (0, 3), alwaysShowsDecimalSeparator: false)
                == "#,##0.###")
        #expect(
            AppKitArchiver.numberPattern(
                groupingSize: 0, minimumIntegerDigits: 0, fractionDigits: (2, 2), alwaysShowsDecimalSeparator: false)
                == "#.00")
        #expect(
            AppKitArchiver.numberPattern(
                groupingSize: 3, minimumIntegerDigits: 5, fractionDigits: (0, 0), alwaysShowsDecimalSeparator: true)
                == "00,000.")
    }

    // MARK: Date patterns

    @Test func aLocaleCombinesItsDateAndTimePatternsByTheDateStyle() {
        #expect(FormatLocale.enUS.pattern(dateStyle: 1, timeStyle: 1) == "M/d/yy, h:mm\u{202F}a")
        #expect(FormatLocale.enHK.pattern(dateStyle: 3, timeStyle: 1) == "d MMMM y 'at' h:mm\u{202F}a")
        #expect(FormatLocale.enGB.pattern(dateStyle: 0, timeStyle: 2) == "HH:mm:ss")
        #expect(FormatLocale.enUS.pattern(dateStyle: 0, timeStyle: 0) == nil)
    }

    @Test func theBuildLocaleIsTheOptionsElseTheEnvironmentsElseEnglishUS() {
        #expect(FormatLocale.lookUp() == .enUS)
        #expect(FormatLocale.lookUp(environment: ["SWIFT_NIB_LOCALE": "en_HK.UTF-8"]) == .enHK)
        #expect(FormatLocale.lookUp("en-GB", environment: ["SWIFT_NIB_LOCALE": "en_HK"]) == .enGB)
        #expect(FormatLocale.lookUp("fr_FR") == nil)
    }

    @Test func aFormattedTitleIsReadInGMTFromTheYear2000() {
        // dateformatter_weekday and test_date_formatter, as Apple's nibs hold them.
        #expect(FormatLocale.enHK.time(parsing: "Wednesday", pattern: "EEEE") == -31_276_800)
        #expect(
            FormatLocale.enHK.time(parsing: "4/1/1976, 11:00 pm", pattern: "d/M/y, h:mm\u{202F}a") == -788_662_800)
        #expect(FormatLocale.enUS.time(parsing: "January 1, 2001", pattern: "MMMM d, y") == 0)
        let halfPastMidnight = FormatLocale.enUS.time(parsing: "12:30 AM", pattern: "h:mm a")
        #expect(halfPastMidnight == Double(-366 * 86_400 + 1_800))
        #expect(FormatLocale.enUS.time(parsing: "not a date", pattern: "M/d/yy") == nil)
        #expect(FormatLocale.enUS.time(parsing: "1/2/03 GMT", pattern: "M/d/yy z") == nil)
    }
}
