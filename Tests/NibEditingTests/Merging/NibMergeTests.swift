import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

/// The three-way merge (issue 15): edits made with the editing API on both sides of a real
/// sample combine, and real conflicts are reported and marked, never silently resolved.
@Suite struct NibMergeTests {
    static let base: [UInt8] = Array(
        (try? Data(contentsOf: URL(fileURLWithPath: TestPaths.sample("MainMenu.xib")))) ?? Data())

    func edit(_ body: (inout NibEditor) throws -> Void) throws -> [UInt8] {
        var editor = try NibEditor(bytes: Self.base, file: "MainMenu.xib")
        try body(&editor)
        return editor.bytes
    }

    func merge(ours: [UInt8], theirs: [UInt8], strategy: NibMerge.Strategy = .mark) throws -> NibMerge {
        try NibMerge(base: Self.base, ours: ours, theirs: theirs, file: "MainMenu.xib", strategy: strategy)
    }

    func model(_ merge: NibMerge) throws -> NibDocument {
        try NibDocument(data: Data(merge.bytes), file: "Merged.xib")
    }

    @Test func mergingAnEditWithNoChangeGivesTheEditByteForByte() throws {
        let edited = try edit { try $0.setAttribute("title", to: "Hello", ofObject: "QvC-M9-y7g") }
        #expect(try merge(ours: edited, theirs: Self.base).bytes == edited)
        #expect(try merge(ours: Self.base, theirs: edited).bytes == edited)
        #expect(try merge(ours: edited, theirs: edited).conflicts.isEmpty)
    }

    @Test func editsOfDisjointObjectsCombine() throws {
        let ours = try edit { try $0.setAttribute("title", to: "Greeter", ofObject: "QvC-M9-y7g") }
        let theirs = try edit { editor in
            try editor.deleteObject("Hl0-Sy-Q1k")
            try editor.addConnection(.outlet(property: "window", destination: "QvC-M9-y7g"), from: "Voe-Tx-rLC")
            try editor.setAttribute("title", to: "Wave", ofObject: "Bc1-Ce-l1x")
        }
        let merge = try merge(ours: ours, theirs: theirs)
        #expect(merge.conflicts.isEmpty, "\(merge.conflicts)")
        let merged = try model(merge)
        #expect(merged["QvC-M9-y7g"]?[attribute: "title"] == "Greeter")
        #expect(merged["Bc1-Ce-l1x"]?[attribute: "title"] == "Wave")
        #expect(merged["Hl0-Sy-Q1k"] == nil)
        #expect(
            merged.connections(from: "Voe-Tx-rLC").contains { $0.label == "window" && $0.destination == "QvC-M9-y7g" })
        // Lines neither side touched are ours' bytes: the merge of ours with itself is ours.
        let lines = String(decoding: merge.bytes, as: UTF8.self).split(separator: "\n")
        let ourLines = String(decoding: ours, as: UTF8.self).split(separator: "\n")
        #expect(lines.first == ourLines.first)
    }

    @Test func theSameChangeOnBothSidesIsTakenOnce() throws {
        let both = try edit { editor in
            try editor.setAttribute("title", to: "Same", ofObject: "QvC-M9-y7g")
            try editor.deleteObject("Hl0-Sy-Q1k")
        }
        let ours = try edit { editor in
            try editor.deleteObject("Hl0-Sy-Q1k")
            try editor.setAttribute("title", to: "Same", ofObject: "QvC-M9-y7g")
            try editor.setAttribute("title", to: "Mine", ofObject: "Bc1-Ce-l1x")
        }
        let merge = try merge(ours: ours, theirs: both)
        #expect(merge.conflicts.isEmpty, "\(merge.conflicts)")
        let merged = try model(merge)
        #expect(merged["QvC-M9-y7g"]?[attribute: "title"] == "Same")
        #expect(merged["Bc1-Ce-l1x"]?[attribute: "title"] == "Mine")
    }

    @Test func aValueChangedToTwoValuesIsAConflictMarkedAroundTheElement() throws {
        let ours = try edit { try $0.setAttribute("title", to: "Mine", ofObject: "QvC-M9-y7g") }
        let theirs = try edit { try $0.setAttribute("title", to: "Theirs", ofObject: "QvC-M9-y7g") }
        let merge = try merge(ours: ours, theirs: theirs)
        let conflict = try #require(merge.conflicts.first)
        #expect(merge.conflicts.count == 1)
        #expect(conflict.kind == .attribute)
        #expect(conflict.id == "QvC-M9-y7g")
        #expect(conflict.path == "title")
        #expect(conflict.ours == "Mine" && conflict.theirs == "Theirs")
        let text = String(decoding: merge.bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "<<<<<<< ours"))
        #expect(lines[start + 1].contains(#"<window title="Mine""#))
        #expect(lines[start + 2] == "=======")
        #expect(lines[start + 3].contains(#"<window title="Theirs""#))
        #expect(lines[start + 4] == ">>>>>>> theirs")
        #expect(conflict.line == start + 2, "the conflict's line is ours' line in the output")
        #expect(conflict.description.hasPrefix("MainMenu.xib:\(start + 2): conflict: 'title' of QvC-M9-y7g"))

        #expect(
            try model(try self.merge(ours: ours, theirs: theirs, strategy: .ours))["QvC-M9-y7g"]?[attribute: "title"]
                == "Mine")
        #expect(
            try model(try self.merge(ours: ours, theirs: theirs, strategy: .theirs))["QvC-M9-y7g"]?[attribute: "title"]
                == "Theirs")
    }

    @Test func anObjectDeletedOnOneSideAndEditedOnTheOtherIsAConflict() throws {
        let ours = try edit { try $0.setAttribute("title", to: "Wave", ofObject: "Bc1-Ce-l1x") }
        let theirs = try edit { try $0.deleteObject("Bt1-Sy-H3l") }
        let merge = try merge(ours: ours, theirs: theirs)
        let conflict = try #require(merge.conflicts.first)
        #expect(conflict.kind == .deletedAndEdited)
        #expect(conflict.id == "Bt1-Sy-H3l")
        let text = String(decoding: merge.bytes, as: UTF8.self)
        #expect(text.contains("<<<<<<< ours\n                    <button"))
        #expect(text.contains("</button>\n=======\n>>>>>>> theirs"), "theirs' side is empty: they deleted it")
        #expect(try model(try self.merge(ours: ours, theirs: theirs, strategy: .theirs))["Bt1-Sy-H3l"] == nil)
    }

    @Test func twoConnectionsForOneOutletAreAConflict() throws {
        let ours = try edit {
            try $0.addConnection(.outlet(property: "window", destination: "QvC-M9-y7g"), from: "Voe-Tx-rLC")
        }
        let theirs = try edit {
            try $0.addConnection(.outlet(property: "window", destination: "EiT-Mj-1SZ"), from: "Voe-Tx-rLC")
        }
        let merge = try merge(ours: ours, theirs: theirs)
        let conflict = try #require(merge.conflicts.first)
        #expect(conflict.kind == .connection)
        #expect(conflict.ours == "QvC-M9-y7g" && conflict.theirs == "EiT-Mj-1SZ")
    }

    @Test func objectsBothSidesAddedWithOneIDAreRenamedOnTheirsWithTheirReferences() throws {
        let view = NibElement(name: "customView", attributes: [.init(name: "id", value: "New-Vw-001")])
        let ours = try edit { try $0.addObject(view, under: "EiT-Mj-1SZ", container: "subviews") }
        let theirView = NibElement(
            name: "customView",
            attributes: [.init(name: "id", value: "New-Vw-001"), .init(name: "hidden", value: "YES")])
        let theirs = try edit { editor in
            try editor.addObject(theirView, under: "EiT-Mj-1SZ", container: "subviews")
            try editor.addConnection(.outlet(property: "window", destination: "New-Vw-001"), from: "Voe-Tx-rLC")
        }
        let merge = try merge(ours: ours, theirs: theirs)
        #expect(merge.conflicts.isEmpty, "\(merge.conflicts)")
        let renamed = try #require(merge.renamedIDs["New-Vw-001"])
        let merged = try model(merge)
        #expect(merged["New-Vw-001"]?[attribute: "hidden"] == nil)
        #expect(merged[renamed]?[attribute: "hidden"] == "YES")
        #expect(merged.connections(from: "Voe-Tx-rLC").contains { $0.label == "window" && $0.destination == renamed })
        #expect(merged.duplicateIDs.isEmpty)
    }

    @Test func aMoveOnOneSideAndAnEditOnTheOtherCombine() throws {
        let ours = try edit { try $0.moveObject("Bt1-Sy-H3l", under: "QvC-M9-y7g") }
        let theirs = try edit { editor in
            try editor.setAttribute("title", to: "Wave", ofObject: "Bc1-Ce-l1x")
            try editor.setAttribute("title", to: "Hi", ofObject: "QvC-M9-y7g")
        }
        let merge = try merge(ours: ours, theirs: theirs)
        #expect(merge.conflicts.isEmpty, "\(merge.conflicts)")
        let merged = try model(merge)
        #expect(merged["Bt1-Sy-H3l"]?.parent == "QvC-M9-y7g")
        #expect(merged["Bc1-Ce-l1x"]?[attribute: "title"] == "Wave")
    }

    @Test func differentAttributesOfOnePropertyElementCombine() throws {
        func frame(_ editor: inout NibEditor, _ name: String, _ value: String) throws {
            let button = try #require(editor.element(withID: "Bt1-Sy-H3l"))
            let rect = try #require(editor.children(of: button).first { editor.attribute("key", of: $0) == "frame" })
            try editor.setAttribute(name, to: value, on: rect)
        }
        let ours = try edit { try frame(&$0, "x", "150") }
        let theirs = try edit { try frame(&$0, "width", "200") }
        let merge = try merge(ours: ours, theirs: theirs)
        #expect(merge.conflicts.isEmpty, "\(merge.conflicts)")
        let rect = try #require(try model(merge)["Bt1-Sy-H3l"]?.frame)
        #expect(rect.x == 150 && rect.width == 200)
    }

    @Test func mergingAnEditOfACorpusStoryboardWithADisjointEditHasBoth() throws {
        let path = TestPaths.sample("Main.storyboard")
        let base = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let document = try NibDocument(data: Data(base))
        let controllers = document.objects.filter { $0.sceneID != nil && $0.parent == nil && !$0.isPlaceholder }
        try #require(controllers.count >= 2)
        var ours = try NibEditor(bytes: base)
        try ours.setAttribute("userLabel", to: "First", ofObject: controllers[0].id)
        var theirs = try NibEditor(bytes: base)
        try theirs.setAttribute("userLabel", to: "Second", ofObject: controllers[1].id)
        let merge = try NibMerge(base: base, ours: ours.bytes, theirs: theirs.bytes, file: "Main.storyboard")
        #expect(merge.conflicts.isEmpty, "\(merge.conflicts)")
        let merged = try NibDocument(data: Data(merge.bytes))
        #expect(merged[controllers[0].id]?.userLabel == "First")
        #expect(merged[controllers[1].id]?.userLabel == "Second")
    }
}
