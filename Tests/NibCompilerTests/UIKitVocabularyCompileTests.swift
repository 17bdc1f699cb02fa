import Foundation
import NibCompiler
import NibModel
import NibTestSupport
import Testing

/// The UIKit parts every iOS document has (colours, fonts, a label's, a button's, a cell's and a
/// bar button item's attributes), compiled from real corpus documents and read back from the
/// compiled bytes.
@Suite struct UIKitVocabularyCompileTests {
    /// The objects of `className` in the nib compiled from the corpus document at `path`, read
    /// back from its bytes, with the graph that holds them.
    static func compiledObjects(
        _ className: String, in path: String
    ) throws -> (graph: ArchiveGraph, objects: [ArchiveGraph.Object]) {
        let corpus = try #require(TestPaths.corpus)
        let document = try NibDocument(contentsOfFile: corpus.appendingPathComponent(path).path)
        let bytes = try DocumentCompiler().compile(document)
        let graph = ArchiveGraph(try CompiledArchive(data: Data(bytes), file: "compiled.nib"))
        return (graph, graph.objects.filter { $0.className == className })
    }

    /// The value of `key` in `object`, when it has one.
    static func value(_ key: String, of object: ArchiveGraph.Object) -> ArchiveGraph.Value? {
        object.entries.first { $0.key == key }?.value
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aViewsRGBBackgroundColourHoldsApplesComponentsAndNSRGBText() throws {
        let (graph, views) = try Self.compiledObjects(
            "UIView", in: "xib-ios/IBDecodable__IBDecodable__Tests_Resources_LabelsWithFonts.xib")
        let colours = views.compactMap { view -> ArchiveGraph.Object? in
            guard case .reference(let id) = Self.value("UIBackgroundColor", of: view) else { return nil }
            return graph[id]
        }
        let colour = try #require(colours.first)
        #expect(colour.className == "UIColor")
        // A system colour is named; a component colour carries the count and its `NSRGB` text.
        if Self.value("UISystemColorName", of: colour) == nil {
            #expect(Self.value("UIColorComponentCount", of: colour) != nil)
            #expect(Self.value("NSColorSpace", of: colour) != nil)
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aLabelsHuggingPrioritiesArchiveAsOnePairStringAndDefaultsAreLeftOut() throws {
        let (graph, labels) = try Self.compiledObjects(
            "UILabel", in: "xib-ios/IBDecodable__IBDecodable__Tests_Resources_LabelsWithFonts.xib")
        #expect(!labels.isEmpty)
        // Each label says `horizontalHuggingPriority="251" verticalHuggingPriority="251"` and
        // nothing of its compression resistance (750, the default, left out).
        for label in labels {
            guard case .reference(let pair) = Self.value("UIViewContentHuggingPriority", of: label) else {
                Issue.record("a label without UIViewContentHuggingPriority")
                continue
            }
            #expect(graph[pair]?.entries.first { $0.key == "NS.bytes" }?.value == .data(Array("{251, 251}".utf8)))
            #expect(Self.value("UIViewContentCompressionResistancePriority", of: label) == nil)
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aLabelsFontsArchiveAsUIFontsWithSizeAndName() throws {
        let (graph, labels) = try Self.compiledObjects(
            "UILabel", in: "xib-ios/IBDecodable__IBDecodable__Tests_Resources_LabelsWithFonts.xib")
        let fonts = labels.compactMap { label -> ArchiveGraph.Object? in
            guard case .reference(let id) = Self.value("UIFont", of: label) else { return nil }
            return graph[id]
        }
        #expect(fonts.count == labels.count)
        #expect(fonts.allSatisfy { $0.className == "UIFont" })
        // `name="HelveticaNeue-Bold" pointSize="17"`.
        let named = try #require(fonts.first { Self.value("UIFontName", of: $0) != nil })
        if case .reference(let name) = Self.value("UIFontName", of: named) {
            let bytes = graph[name]?.entries.first { $0.key == "NS.bytes" }?.value
            #expect(bytes == .data(Array("HelveticaNeue-Bold".utf8)))
        }
        #expect(Self.value("UIFontPointSize", of: named) == .double(17))
        #expect(fonts.contains { Self.value("UISystemFont", of: $0) == .boolean(true) })
        // `baselineAdjustment="alignBaselines"`.
        #expect(labels.allSatisfy { Self.value("UIBaselineAdjustment", of: $0) == .integer(0, .automatic) })
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aButtonsTypeAndLineBreakModeAreArchived() throws {
        let (_, buttons) = try Self.compiledObjects(
            "UIButton",
            in: "xib-ios/mac-cain13__R.swift__Examples_ResourceApp_ResourceApp_Xib-with-ViewController.xib")
        let button = try #require(buttons.first)
        // `buttonType="roundedRect"` (UIKit's `system`), `lineBreakMode="middleTruncation"`.
        #expect(Self.value("UIButtonType", of: button) == .integer(1, .automatic))
        #expect(Self.value("UILineBreakMode", of: button) == .integer(5, .automatic))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aButtonsStatesArchiveAsStatefulContentByStateNumber() throws {
        let (graph, buttons) = try Self.compiledObjects(
            "UIButton", in: "xib-ios/IBDecodable__IBDecodable__Tests_Resources_Button.xib")
        let button = try #require(buttons.first)
        guard case .reference(let dictionaryID) = Self.value("UIButtonStatefulContent", of: button) else {
            Issue.record("no UIButtonStatefulContent")
            return
        }
        let members = (graph[dictionaryID]?.entries ?? []).compactMap { entry -> ArchiveGraph.Object? in
            guard entry.key == "UINibEncoderEmptyKey", case .reference(let id) = entry.value else { return nil }
            return graph[id]
        }
        // `normal` (0) and `selected` (4), each a key number and its content.
        #expect(members.map(\.className) == ["NSNumber", "UIButtonContent", "NSNumber", "UIButtonContent"])
        #expect(members.first?.entries.first?.value == .integer(0, .automatic))
        let normal = try #require(members.dropFirst().first)
        guard case .reference(let title) = Self.value("UITitle", of: normal) else {
            Issue.record("no UITitle")
            return
        }
        #expect(graph[title]?.entries.first?.value == .data(Array("Normal title".utf8)))
        #expect(Self.value("UITitleColor", of: normal) != nil)
        #expect(Self.value("UIShadowColor", of: normal) != nil)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aCellsAccessoryIsArchivedAndItsDefaultSelectionStyleIsNot() throws {
        // The cell is of a custom class: found by its original class name.
        let (graph, swappers) = try Self.compiledObjects(
            "UIClassSwapper", in: "xib-ios/Ranchero-Software__NetNewsWire__iOS_Settings_SettingsComboTableViewCell.xib")
        let cell = try #require(
            swappers.first { swapper in
                guard case .reference(let name) = Self.value("UIOriginalClassName", of: swapper) else { return false }
                return graph[name]?.entries.first?.value == .data(Array("UITableViewCell".utf8))
            })
        // `accessoryType="disclosureIndicator"`; `selectionStyle="default"` is silent, as in
        // Apple's compiled Wizard storyboard.
        #expect(Self.value("UIAccessoryType", of: cell) == .integer(1, .automatic))
        #expect(Self.value("UISelectionStyle", of: cell) == nil)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aSystemBarButtonItemArchivesItsSystemItem() throws {
        let corpus = try #require(TestPaths.corpus)
        let path = corpus.appendingPathComponent(
            "storyboard-ios/IBDecodable__IBDecodable__Tests_Resources_StoryboardAttributes.storyboard"
        ).path
        let output = try StoryboardCompiler().compileGraphs(try NibDocument(contentsOfFile: path))
        let items = output.nibs.flatMap { $0.graph.objects.filter { $0.className == "UIBarButtonItem" } }
        // `systemItem="trash"`, `"add"`, `"cancel"`.
        let systemItems = Set(items.compactMap { Self.value("UISystemItem", of: $0) })
        #expect(systemItems == [.integer(16, .automatic), .integer(4, .automatic), .integer(1, .automatic)])
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aLabelsFontColoursAndBaselineAreNoLongerReportedAsLeftOut() throws {
        let corpus = try #require(TestPaths.corpus)
        let document = try NibDocument(
            contentsOfFile: corpus.appendingPathComponent(
                "xib-ios/IBDecodable__IBDecodable__Tests_Resources_LabelsWithFonts.xib"
            ).path)
        let parts = DocumentCompiler().unarchivedParts(of: document).map(\.part)
        for part in [
            "<fontDescription key=\"fontDescription\">", "baselineAdjustment", "<color key=\"backgroundColor\">",
            "<color key=\"textColor\">", "<nil key=\"highlightedColor\">",
        ] {
            #expect(!parts.contains(part), "\(parts)")
        }
    }
}
