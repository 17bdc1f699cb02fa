import Foundation
import Testing

@testable import NibModel

/// Legacy xibs read through the vocabulary the compiled reader uses: the same attributes,
/// fonts, colours, masks and embedded objects come out of an Interface Builder 3 archive as out
/// of the nib compiled from it.
@Suite(.enabled(if: LegacyCorpus.isAvailable)) struct LegacyVocabularyTests {
    static func corpusDocument(_ name: String) throws -> NibDocument {
        let path = try #require(LegacyCorpus.files.first { $0.path.hasSuffix("/" + name) }?.path)
        return try NibDocument(contentsOfFile: path)
    }

    /// The element of object `id` as the reader wrote it.
    static func element(_ id: String, in document: NibDocument) throws -> NibElement {
        try #require(document[ObjectID(rawValue: id)]).sourceElement
    }

    @Test func aLegacyCellsFlagsFontAndColoursComeFromTheVocabulary() throws {
        let document = try Self.corpusDocument("growl__growl__Extras_GrowlTunes_Resources_FormattedItem.xib")
        let cell = try Self.element("7", in: document)
        #expect(cell[attribute: "title"] == "title")
        #expect(cell[attribute: "lineBreakMode"] == "truncatingTail")
        #expect(cell[attribute: "sendsActionOnEndEditing"] == "YES")
        #expect(cell[attribute: "usesSingleLineMode"] == "YES")
        let font = try #require(cell.child(forKey: "font"))
        #expect(font[attribute: "name"] == "LucidaGrande-Bold" && font[attribute: "size"] == "11")
        let color = try #require(cell.child(forKey: "textColor"))
        #expect(color[attribute: "name"] == "controlTextColor" && color[attribute: "catalog"] == "System")
        let mask = try #require(try Self.element("6", in: document).child(forKey: "autoresizingMask"))
        #expect(mask[attribute: "widthSizable"] == "YES")
    }

    /// A view-based table of Interface Builder 3: its header view, which the archive defines
    /// under the table but the records give to the scroll view, is the scroll view's
    /// `headerView`; its cell views, defined in the connection records, are the column's
    /// `<prototypeCellViews>`, as a modern document writes them.
    @Test func aLegacyTablesHeaderViewAndCellViewsSitWhereAModernDocumentPutsThem() throws {
        let document = try Self.corpusDocument("growl__growl__Extras_GrowlCal_GrowlCal_MainMenu.xib")
        let header = try Self.element("583", in: document)
        #expect(header.name == "tableHeaderView")
        #expect(header[attribute: "key"] == "headerView")
        #expect(try Self.element("581", in: document)[attribute: "headerView"] == "583")
        let cellView = try Self.element("593", in: document)
        #expect(cellView.name == "tableCellView")
        let column = try Self.element("586", in: document)
        let prototypes = try #require(column.firstChild(named: "prototypeCellViews"))
        #expect(prototypes.children.contains { $0[attribute: "id"] == "593" })
    }

    /// A box's content view has no object record in the archive: it becomes the box's
    /// `<view key="contentView">`, whose subviews are the records the archive puts under the box.
    @Test func aBoxsContentViewWithoutARecordHoldsItsSubviews() throws {
        let document = try Self.corpusDocument("growl__growl__Extras_GrowlTunes_Resources_FormattedItem.xib")
        let box = try Self.element("3", in: document)
        let contentView = try #require(box.child(forKey: "contentView"))
        #expect(contentView.name == "view")
        let subviews = try #require(contentView.firstChild(named: "subviews"))
        #expect(subviews.children.map { $0[attribute: "id"] } == ["4", "6", "5"])
        // The content view is an object of the model, with the archive's id, like a modern box's.
        let contentID = try #require(contentView[attribute: "id"])
        #expect(document["6"]?.parent == ObjectID(rawValue: contentID))
        #expect(document[ObjectID(rawValue: contentID)]?.parent == "3")
    }

    /// A pop-up cell defines its selected item under its own key; the menu's item array only
    /// refers to it. The item is the menu's first, where the array lists it.
    @Test func aPopUpsSelectedItemIsListedInItsMenusItems() throws {
        let document = try Self.corpusDocument("growl__growl__Core_Resources_GeneralPrefs.xib")
        let menu = try Self.element("32", in: document)
        let items = try #require(menu.firstChild(named: "items"))
        #expect(items.children.map { $0[attribute: "id"] } == ["36", "35", "34", "33"])
        #expect(try Self.element("31", in: document)[attribute: "selectedItem"] == "36")
    }

    /// A table column's header cell, which has no record, is embedded as the compiled reader
    /// embeds it.
    @Test func aColumnsHeaderCellWithoutARecordIsEmbedded() throws {
        let document = try Self.corpusDocument("adium__adium__Resources_BlockEditorWindow.nib_designable.nib")
        let columns = document.objects.filter { $0.element == "tableColumn" }
        #expect(!columns.isEmpty)
        for column in columns {
            let header = try #require(column.sourceElement.child(forKey: "headerCell"), "\(column.id)")
            #expect(header.name == "tableHeaderCell")
            #expect(header.child(forKey: "font")?[attribute: "metaFont"] == "smallSystem")
        }
    }

    /// For the four legacy xibs whose compiled nib the corpus holds, the attributes the legacy
    /// reader gives agree with the compiled reader's: of every element attribute the nib gives
    /// (ids and references aside), at least 90% come back from the legacy xib (32% when the
    /// legacy reader carried only titles, tags and frames).
    @Test func legacyAndCompiledReadingsOfOneDocumentAgree() throws {
        let corpus = try #require(Paths.corpus)
        let skipped: Set<String> = [
            "id", "destination", "target", "userLabel", "nextKeyView", "initialFirstResponder", "selectedItem",
            "customClass", "customModule", "toolsVersion", "version", "systemVersion",
        ]
        func entries(_ document: NibDocument) -> [String: Int] {
            var counts: [String: Int] = [:]
            let objects = document.root.children.first { $0.name == "objects" }
            var stack = objects.map { [$0] } ?? []
            while let element = stack.popLast() {
                for attribute in element.attributes where !skipped.contains(attribute.name) {
                    counts["\(element.name) \(attribute.name)=\(attribute.value)", default: 0] += 1
                }
                stack += element.children
            }
            return counts
        }
        var agreeing = 0
        var total = 0
        for name in [
            "adium__adium__Frameworks_Adium_Resources_zh_CN.lproj_EditStateSheet",
            "adium__adium__Resources_BlockEditorWindow", "adium__adium__Resources_ru.lproj_GeneralPreferences",
            "zehrer__EFLaceView__English.lproj_LaceDocument",
        ] {
            let legacy = entries(try Self.corpusDocument(name + ".nib_designable.nib"))
            let compiledPath = corpus.appendingPathComponent("nib-compiled/\(name).nib_keyedobjects.nib").path
            let compiled = entries(try NibDocument(contentsOfFile: compiledPath))
            for (entry, count) in compiled {
                total += count
                agreeing += min(count, legacy[entry] ?? 0)
            }
        }
        #expect(total > 3000)
        #expect(Double(agreeing) >= 0.9 * Double(total), "\(agreeing) of \(total)")
    }
}
