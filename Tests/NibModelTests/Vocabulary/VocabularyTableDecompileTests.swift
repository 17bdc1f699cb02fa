import Foundation
import Testing

@testable import NibModel

/// Decompiling Apple-compiled nibs of the corpus's pairs gives back what their sources said,
/// through the vocabulary's tables: one test per rule family, each on a real pair.
@Suite(.enabled(if: Paths.corpus != nil, "the shared corpus is not beside the project"))
struct VocabularyTableDecompileTests {
    /// The decompiled document of `pairs/macos/<name>`.
    private func decompiled(_ name: String) throws -> NibDocument {
        let corpus = try #require(Paths.corpus)
        return try NibDocument(contentsOfFile: corpus.appendingPathComponent("pairs/macos/" + name).path)
    }

    /// Every element of `document` named `name`, in document order.
    private func elements(_ name: String, in document: NibDocument) -> [NibElement] {
        var found: [NibElement] = []
        document.root.forEachDescendant { if $0.name == name { found.append($0) } }
        return found
    }

    private func menuItem(_ title: String, in document: NibDocument) throws -> NibElement {
        try #require(elements("menuItem", in: document).first { $0[attribute: "title"] == title })
    }

    @Test func aMenuItemsModifierMaskIsWrittenUnlessItIsCommandAlone() throws {
        let document = try decompiled("test26_strings.nib")
        // No modifier at all: an empty mask, as Xcode writes it.
        let about = try menuItem("About NewApplication", in: document)
        let empty = try #require(about.child(forKey: "keyEquivalentModifierMask"))
        #expect(empty.name == "modifierMask")
        #expect(empty.attributes.map(\.name) == ["key"])
        // ⌘ alone: no mask element.
        #expect(try menuItem("Quit NewApplication", in: document).child(forKey: "keyEquivalentModifierMask") == nil)
        // ⌥⌘: both flags.
        let others = try #require(try menuItem("Hide Others", in: document).child(forKey: "keyEquivalentModifierMask"))
        #expect(others[attribute: "option"] == "YES")
        #expect(others[attribute: "command"] == "YES")
        // A separator that archives no mask has none.
        let separators = elements("menuItem", in: document).filter { $0[attribute: "isSeparatorItem"] == "YES" }
        #expect(!separators.isEmpty)
        #expect(separators.allSatisfy { $0.child(forKey: "keyEquivalentModifierMask") == nil })
    }

    @Test func aSeparatorArchivedWithCommandKeepsItsMask() throws {
        let document = try decompiled("transmission_MainMenu.nib")
        let separator = try #require(
            elements("menuItem", in: document).first { $0[attribute: "isSeparatorItem"] == "YES" })
        let mask = try #require(separator.child(forKey: "keyEquivalentModifierMask"))
        #expect(mask.attributes.map { "\($0.name)=\($0.value)" } == ["key=keyEquivalentModifierMask", "command=YES"])
    }

    @Test func aWindowsPositionMaskComesBackFromItsWindowFlags() throws {
        let leftBottom = try #require(elements("window", in: try decompiled("blocklist_big.nib")).first)
        let mask = try #require(leftBottom.child(forKey: "initialPositionMask"))
        #expect(mask.name == "windowPositionMask")
        #expect(mask.attributes.map(\.name).sorted() == ["bottomStrut", "key", "leftStrut"])
        let leftTop = try #require(elements("window", in: try decompiled("transmission_MainMenu.nib")).first)
        let struts = try #require(leftTop.child(forKey: "initialPositionMask"))
        #expect(struts.attributes.map(\.name).sorted() == ["key", "leftStrut", "topStrut"])
    }

    @Test func namedImagesComeBackOnMenuItemsAndCells() throws {
        let menus = try decompiled("menu_action_image.nib")
        let open = try menuItem("Open File", in: menus)
        #expect(open[attribute: "secondaryImage"] == "folder")
        #expect(open[attribute: "catalog"] == "system")
        let buttons = try decompiled("button_shadowless.nib")
        #expect(elements("buttonCell", in: buttons).allSatisfy { $0[attribute: "image"] == "NSStatusAvailable" })
        let imageCell = try #require(elements("imageCell", in: try decompiled("test_named_image.nib")).first)
        #expect(imageCell[attribute: "image"] == "TestArrow")
    }

    @Test func aSystemMenuComesBackFromItsName() throws {
        let menu = try #require(elements("menu", in: try decompiled("menu_action_image.nib")).first)
        #expect(menu[attribute: "systemMenu"] == "main")
    }

    @Test func aScrollViewGivesBackItsScrollAmountsAndHeaderView() throws {
        let document = try decompiled("outline_2col_default.nib")
        let scroll = try #require(elements("scrollView", in: document).first)
        #expect(scroll[attribute: "horizontalLineScroll"] == "19")
        #expect(scroll[attribute: "verticalLineScroll"] == "19")
        #expect(scroll[attribute: "horizontalPageScroll"] == "10")
        #expect(scroll[attribute: "verticalPageScroll"] == "10")
        #expect(scroll.child(forKey: "headerView")?.name == "tableHeaderView")
        // A scroll view that archives no amounts scrolls by 10.
        let plain = try #require(elements("scrollView", in: try decompiled("test12_text_view_border.nib")).first)
        #expect(plain[attribute: "verticalLineScroll"] == "10")
    }

    @Test func aClipViewFillsItsScrollViewAsInterfaceBuilderLaysItOut() throws {
        let document = try decompiled("sv16b.nib")
        let clip = try #require(elements("clipView", in: document).first)
        let frame = try #require(clip.child(forKey: "frame"))
        #expect(["x", "y", "width", "height"].map { frame[attribute: $0] } == ["1", "1", "585", "95"])
        let table = try #require(elements("tableView", in: document).first)
        #expect(table.child(forKey: "frame")?[attribute: "width"] == "585")
        let text = try #require(elements("textView", in: try decompiled("test12_text_view_border.nib")).first)
        let minSize = try #require(text.child(forKey: "minSize"))
        #expect(minSize[attribute: "width"] == "240")
        #expect(minSize[attribute: "height"] == "135")
    }

    @Test func aWindowsMinimumSizeComesBack() throws {
        let window = try #require(elements("window", in: try decompiled("transmission_MainMenu.nib")).first)
        let minSize = try #require(window.child(forKey: "minSize"))
        #expect(minSize.name == "value")
        #expect(minSize[attribute: "type"] == "size")
        #expect(minSize[attribute: "width"] == "350")
        #expect(minSize[attribute: "height"] == "5")
    }

    @Test func aSegmentedCellWritesItsTrackingModeEvenTheFirst() throws {
        let cells = elements("segmentedCell", in: try decompiled("test23_segmented.nib"))
        #expect(!cells.isEmpty)
        #expect(cells.allSatisfy { $0[attribute: "trackingMode"] != nil })
        #expect(cells.contains { $0[attribute: "trackingMode"] == "selectOne" })
    }

    @Test func aTextViewsSettingsComeBackFromItsSharedData() throws {
        let text = try #require(elements("textView", in: try decompiled("test12_text_view_border.nib")).first)
        #expect(text[attribute: "importsGraphics"] == "NO")
        #expect(text[attribute: "richText"] == "NO")
        #expect(text[attribute: "spellingCorrection"] == "YES")
        #expect(text[attribute: "smartInsertDelete"] == "YES")
        #expect(text[attribute: "findStyle"] == "panel")
        #expect(text[attribute: "editable"] == nil, "editable by default")
        // Its text colour is its own, its background colour the shared data's.
        #expect(text.child(forKey: "textColor")?[attribute: "name"] == "textColor")
        #expect(text.child(forKey: "backgroundColor")?[attribute: "name"] == "textBackgroundColor")
        let readOnly = try #require(elements("textView", in: try decompiled("textview_multiattr.nib")).first)
        #expect(readOnly[attribute: "editable"] == "NO")
        #expect(readOnly[attribute: "richText"] == nil, "rich by default")
    }

    @Test func aToolbarItemGivesBackItsImageAndSizes() throws {
        let item = try #require(
            elements("toolbarItem", in: try decompiled("sb_toolbar.storyboardc/ToolbarWC.nib")).first {
                $0[attribute: "label"] == "Clear"
            })
        #expect(item[attribute: "image"] == "NSTrashEmpty")
        #expect(item.child(forKey: "minSize")?[attribute: "width"] == "72")
        #expect(item.child(forKey: "maxSize")?[attribute: "height"] == "72")
    }

    @Test func attributesXcodeWritesAtTheirDefaultAreWrittenAndASilentDocumentStillArchivesTheDefault() throws {
        // A window whose flags have 0x800 set says autorecalculatesKeyViewLoop="YES", one without says NO.
        let recalculating = try #require(elements("window", in: try decompiled("button_shadowless.nib")).first)
        #expect(recalculating[attribute: "autorecalculatesKeyViewLoop"] == "YES")
        let fixed = try #require(elements("window", in: try decompiled("bevel_rounded_flags.nib")).first)
        #expect(fixed[attribute: "autorecalculatesKeyViewLoop"] == "NO")
        // A text view's verticallyResizable="YES", as Xcode writes it.
        let textViews = elements("textView", in: try decompiled("test12_text_view_border.nib"))
        #expect(!textViews.isEmpty)
        #expect(textViews.allSatisfy { $0[attribute: "verticallyResizable"] == "YES" })
        // The compiler's default is unchanged: a window that names no value archives the bit.
        let silent = IBVocabulary.encode(element: NibElement(name: "window"), platform: .appKit)
        let flags = try #require(silent.first { $0.key == "NSWTFlags" }?.value)
        guard case .integer(let bits) = flags else {
            Issue.record("NSWTFlags is \(flags)")
            return
        }
        #expect(bits & 0x800 == 0x800)
        let rule = try #require(
            IBVocabulary.ruleChain(element: "window", platform: .appKit).flatMap(\.properties).first {
                $0.slot == .attribute("autorecalculatesKeyViewLoop")
            })
        #expect(rule.defaultText == "YES" && rule.omittedText == nil)
    }

    @Test func aTextStyleFontOfAMetaFontsSizeComesBackAsTheMetaFont() throws {
        // A header cell's font is archived as the system font with the subheadline text style.
        let headers = elements("tableHeaderCell", in: try decompiled("test_table_vignettes.nib"))
        #expect(headers.count == 3)
        for header in headers {
            let font = try #require(header.child(forKey: "font"))
            #expect(font.attributes.map { "\($0.name)=\($0.value)" } == ["key=font", "metaFont=smallSystem"])
        }
        // The emphasized subheadline of a button cell is smallSystemBold.
        let fonts = elements("buttonCell", in: try decompiled("test16_buttons.nib")).compactMap {
            $0.child(forKey: "font")?[attribute: "metaFont"]
        }
        #expect(fonts.contains("smallSystemBold"))
    }

    @Test func aStackViewListsEachArrangedViewsVisibilityPriorityAndSpacing() throws {
        let stacks = elements("stackView", in: try decompiled("test19_layouts.nib"))
        #expect(stacks.count == 5)
        for stack in stacks {
            let views = try #require(stack.children.first { $0.name == "subviews" }).children.count
            let priorities = try #require(stack.children.first { $0.name == "visibilityPriorities" })
            #expect(priorities.children.count == views)
            #expect(priorities.children.allSatisfy { $0.name == "integer" && $0[attribute: "value"] == "1000" })
            let spacing = try #require(stack.children.first { $0.name == "customSpacing" })
            #expect(spacing.children.count == views)
            #expect(
                spacing.children.allSatisfy {
                    Double($0[attribute: "value"] ?? "") == Double(Float.greatestFiniteMagnitude)
                })
        }
    }

    @Test func aTablesSelectionColumnAndRowColourSettingsComeBackFromItsFlags() throws {
        // Every setting off but alternating rows on.
        let table = try #require(elements("tableView", in: try decompiled("scrollview_table.nib")).first)
        for name in ["columnReordering", "columnResizing", "multipleSelection", "emptySelection", "autosaveColumns"] {
            #expect(table[attribute: name] == "NO", "\(name)")
        }
        #expect(table[attribute: "alternatingRowBackgroundColors"] == "YES")
        // Every default: nothing written.
        let plain = try #require(elements("tableView", in: try decompiled("table_5col_reverseseq.nib")).first)
        for name in ["columnReordering", "columnResizing", "multipleSelection", "emptySelection", "autosaveColumns"] {
            #expect(plain[attribute: name] == nil, "\(name)")
        }
        #expect(plain[attribute: "alternatingRowBackgroundColors"] == nil)
    }

    @Test func anOutlineViewNamesItsFirstColumnAsItsOutlineColumn() throws {
        let outline = try #require(elements("outlineView", in: try decompiled("outline_2col_default.nib")).first)
        let first = try #require(elements("tableColumn", in: try decompiled("outline_2col_default.nib")).first)
        #expect(outline[attribute: "outlineTableColumn"] == first[attribute: "id"])
        #expect(outline[attribute: "focusRingType"] == nil, "the default focus ring is left out")
    }

    @Test func aSegmentWithoutALabelKeySaysItsLabelIsNil() throws {
        let segments = elements("segment", in: try decompiled("test23_segmented.nib"))
        let nils = segments.filter { $0.child(forKey: "label")?.name == "nil" }
        #expect(nils.count == 7)
        #expect(nils.allSatisfy { $0[attribute: "label"] == nil })
        #expect(segments.contains { $0[attribute: "label"] == "abc" && $0.child(forKey: "label") == nil })
    }

    @Test func aBezeledPopUpCellIsBorderAndBezel() throws {
        let cells = elements("popUpButtonCell", in: try decompiled("test33_popup_pulldown.nib"))
        #expect(cells.count == 2)
        #expect(cells.allSatisfy { $0[attribute: "borderStyle"] == "borderAndBezel" })
    }
}
