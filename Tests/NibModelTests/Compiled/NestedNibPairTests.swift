import Foundation
import NibTestSupport
import Testing

@testable import NibModel

/// The corpus nibs whose table views keep their cell prototypes as nibs nested in data values
/// (`NSTableViewArchivedReusableViewsKey`, `UITableViewCellPrototypeNibs`): the prototypes and
/// their outlets come out where the source document has them.
@Suite(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus")) struct NestedNibPairTests {
    /// Compiled nib and source xib, corpus-relative; the HSChooserWindow pair is cross-repository
    /// (the nib from viraptor/ibtool, the xib from Hammerspoon).
    static let pairs: [(compiled: String, source: String)] = [
        (
            "nib-compiled/viraptor__ibtool__samples_correct_outline_cellview.nib",
            "xib-macos/viraptor__ibtool__samples_correct_outline_cellview.xib"
        ),
        (
            "nib-compiled/viraptor__ibtool__samples_correct_HSChooserWindow.nib",
            "xib-macos/Hammerspoon__hammerspoon__extensions_chooser_HSChooserWindow.xib"
        ),
        (
            "nib-compiled/gnachman__iTerm2__BetterFontPicker_BetterFontPicker.framework_Versions_A_Resources_MainViewController.nib",
            "xib-macos/gnachman__iTerm2__BetterFontPicker_BetterFontPicker_MainViewController.xib"
        ),
        (
            "nib-compiled/gnachman__iTerm2__SearchableComboListView_SearchableComboListView.framework_Versions_A_Resources_SearchableComboView.nib",
            "xib-macos/gnachman__iTerm2__SearchableComboListView_SearchableComboView.xib"
        ),
    ]

    static func document(_ path: String) throws -> NibDocument {
        try NibDocument(contentsOfFile: TestPaths.corpus!.appendingPathComponent(path).path)
    }

    /// Each prototype as one line: its column's identifier, element, custom class, identifier,
    /// and its outlets (label → destination element), sorted.
    static func prototypes(_ document: NibDocument) -> [String] {
        var lines: [String] = []
        document.root.forEachDescendant { column in
            guard column.name == "tableColumn", let wrapper = column.firstChild(named: "prototypeCellViews") else {
                return
            }
            for cell in wrapper.children {
                guard let id = cell[attribute: "id"] else { continue }
                let outlets = document.connections.filter { $0.source.rawValue == id && $0.kindName == "outlet" }
                    .map {
                        "\($0.label ?? "")→\($0.destination.flatMap { document.object(withID: $0) }?.element ?? "?")"
                    }
                    .sorted()
                lines.append(
                    "column=\(column[attribute: "identifier"] ?? "-") \(cell.name) "
                        + "class=\(cell[attribute: "customClass"] ?? "-") identifier=\(cell[attribute: "identifier"] ?? "-") "
                        + "outlets=\(outlets)")
            }
        }
        return lines.sorted()
    }

    @Test(arguments: pairs) func appKitPrototypeCellViewsAndTheirOutletsAgreeWithTheSource(
        _ pair: (compiled: String, source: String)
    ) throws {
        let compiled = Self.prototypes(try Self.document(pair.compiled))
        let source = Self.prototypes(try Self.document(pair.source))
        #expect(!source.isEmpty)
        #expect(compiled == source)
    }

    @Test func compiledNibKeepsEachPrototypeOnceWithItsIdentifier() throws {
        let document = try Self.document(Self.pairs[1].compiled)
        let lines = Self.prototypes(document)
        #expect(lines.count == 2, "the nested nibs are runtime copies of the outer nib's own prototypes")
        #expect(lines.contains { $0.contains("identifier=HSChooserCellSubtext") && $0.contains("subText→textField") })
        #expect(lines.contains { $0.contains("identifier=HSChooserCell ") && !$0.contains("subText") })
    }

    @Test func uiKitTablePrototypeNibIsWrittenUnderTheTableViewAsInTheStoryboard() throws {
        let document = try Self.document(
            "nib-compiled/SwiftGen__SwiftGen__SwiftGen.playground_Resources_Wizard.storyboardc_rJ7-m2-Mn7-view-wtR-sc-VB5.nib"
        )
        let storyboard = try Self.document(
            "storyboard-ios/SwiftGen__SwiftGen__SwiftGen.playground_Resources_Wizard.storyboardc_designable.storyboard")
        func prototypes(_ document: NibDocument) -> [String] {
            var lines: [String] = []
            document.root.forEachDescendant { table in
                guard table.name == "tableView", let wrapper = table.firstChild(named: "prototypes") else { return }
                for cell in wrapper.children {
                    lines.append("\(cell.name) \(cell[attribute: "reuseIdentifier"] ?? "-")")
                }
            }
            return lines
        }
        #expect(prototypes(document) == ["tableViewCell PrefCell"])
        #expect(prototypes(document) == prototypes(storyboard))
        // The nested nib's ids are prefixed with its UINib object's index.
        let table = try #require(document.objects.first { $0.element == "tableView" })
        let cell = try #require(document.children(of: table.id).first)
        #expect(cell.element == "tableViewCell")
        #expect(cell.id.rawValue.hasPrefix("nib18:"))
        #expect(document.children(of: cell.id).map(\.element).contains("tableViewCellContentView"))
    }
}
