import Foundation
import NibTestSupport
import Testing

@testable import NibEditing
@testable import NibModel

/// The editing API: each edit changes only the lines it must, in Xcode's style, and refuses
/// what would break the document.
@Suite struct EditingTests {
    let path = TestPaths.sample("MainMenu.xib")

    func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
    }

    /// The lines of `after` that are not in `before` at the same place, as a simple line diff.
    func changedLines(_ before: [UInt8], _ after: [UInt8]) -> (removed: [String], added: [String]) {
        let old = lines(before)
        let new = lines(after)
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        return (Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
    }

    @Test func settingAnAttributeRewritesOnlyItsLineInXcodeOrder() throws {
        var editor = try NibEditor(contentsOfFile: path)
        let before = editor.bytes
        try editor.setCustomClass("Greeter", of: "YLy-65-1bz")
        try editor.setAttribute("userLabel", to: "Fonts \"&\" <more>", ofObject: "YLy-65-1bz")
        let diff = changedLines(before, editor.bytes)
        #expect(diff.removed == [#"        <customObject id="YLy-65-1bz" customClass="NSFontManager"/>"#])
        #expect(
            diff.added == [
                #"        <customObject id="YLy-65-1bz" userLabel="Fonts &quot;&amp;&quot; &lt;more&gt;" customClass="Greeter"/>"#
            ])
        let document = try editor.makeDocument()
        #expect(document["YLy-65-1bz"]?.userLabel == "Fonts \"&\" <more>")
        #expect(document["YLy-65-1bz"]?.customClass == "Greeter")
    }

    @Test func settingTheSameValueChangesNothing() throws {
        var editor = try NibEditor(contentsOfFile: path)
        let before = editor.bytes
        try editor.setCustomClass("NSFontManager", of: "YLy-65-1bz")
        #expect(editor.bytes == before)
    }

    @Test func addingAConnectionMakesAContainerWhereXcodePutsIt() throws {
        var editor = try NibEditor(contentsOfFile: path)
        let before = editor.bytes
        let id = try editor.addConnection(.outlet(property: "fontManager", destination: "YLy-65-1bz"), from: "-3")
        #expect(id.rawValue.utf8.count == 10)
        #expect(id.rawValue.split(separator: "-").map(\.count) == [3, 2, 3])
        let diff = changedLines(before, editor.bytes)
        #expect(diff.removed == [#"        <customObject id="-3" userLabel="Application" customClass="NSObject"/>"#])
        #expect(
            diff.added == [
                #"        <customObject id="-3" userLabel="Application" customClass="NSObject">"#,
                "            <connections>",
                #"                <outlet property="fontManager" destination="YLy-65-1bz" id="\#(id)"/>"#,
                "            </connections>",
                "        </customObject>",
            ])
        let document = try editor.makeDocument()
        let added = try #require(document.connections.first { $0.id == id })
        #expect(added.source == "-3")
        #expect(added.kind == .outlet(.init(property: "fontManager", destination: "YLy-65-1bz")))
        try editor.removeConnection(id)
        #expect(editor.bytes == before)
    }

    @Test func deletingAnObjectRemovesEveryConnectionThatNamesIt() throws {
        var editor = try NibEditor(contentsOfFile: path)
        let original = editor.original
        let deletion = try editor.deleteObject("QvC-M9-y7g")
        let document = try editor.makeDocument()
        #expect(deletion.removedIDs.contains("Gh7-pL-3xq"))
        #expect(deletion.removedReferences.contains("gIp-Ho-8D9"))
        #expect(document["QvC-M9-y7g"] == nil)
        #expect(document["Gh7-pL-3xq"] == nil)
        for connection in document.connections {
            #expect(connection.destination.map { document.contains($0) } ?? true, "\(connection)")
        }
        let removed = Set(deletion.removedIDs)
        let survivors = original.connections.filter { connection in
            !removed.contains(connection.source) && !(connection.destination.map(removed.contains) ?? false)
        }
        #expect(Set(document.connections.compactMap(\.id)) == Set(survivors.compactMap(\.id)))
    }

    @Test func inconsistentEditsAreRefusedAndChangeNothing() throws {
        var editor = try NibEditor(contentsOfFile: path)
        let before = editor.bytes
        #expect(throws: NibEditError.self) {
            try editor.addConnection(.outlet(property: "x", destination: "nothing"), from: "-2")
        }
        #expect(throws: NibEditError.self) {
            try editor.addConnection(.outlet(property: "x", destination: "-1"), from: "no")
        }
        #expect(throws: NibEditError.self) {
            try editor.addObject(
                NibElement(name: "customObject", attributes: [.init(name: "id", value: "-2")]), under: nil)
        }
        #expect(throws: NibEditError.self) {
            try editor.setAttribute("id", to: "Voe-Tx-rLC", ofObject: "YLy-65-1bz")
        }
        #expect(throws: NibEditError.self) {
            try editor.addConnection(.segue(destination: "QvC-M9-y7g", kind: "show"), from: "-2")
        }
        #expect(throws: NibEditError.self) { try editor.moveObject("QvC-M9-y7g", under: "Gh7-pL-3xq") }
        #expect(editor.bytes == before)
    }

    @Test func aSegueNeedsAScenesViewController() throws {
        var editor = try NibEditor(contentsOfFile: TestPaths.sample("Main.storyboard"))
        let document = editor.original
        let controllers = document.scenes.compactMap { scene in
            scene.topLevelObjects.first { document[$0]?.isPlaceholder == false }
        }
        try #require(controllers.count >= 2)
        let id = try editor.addConnection(.segue(destination: controllers[1], kind: "show"), from: controllers[0])
        let reread = try editor.makeDocument()
        #expect(reread.connections.contains { $0.id == id && $0.destination == controllers[1] })
        let view = try #require(document.objects.first { $0.element == "view" })
        #expect(throws: NibEditError.self) {
            try editor.addConnection(.segue(destination: view.id, kind: "show"), from: controllers[0])
        }
    }

    @Test func addingAndMovingObjectsIndentsThemForTheirDepth() throws {
        var editor = try NibEditor(contentsOfFile: path)
        let field = NibElement(
            name: "textField",
            attributes: [
                .init(name: "id", value: "new-tf-001"), .init(name: "horizontalHuggingPriority", value: "251"),
            ],
            children: [
                NibElement(
                    name: "rect",
                    attributes: [
                        .init(name: "y", value: "2"), .init(name: "x", value: "1"), .init(name: "key", value: "frame"),
                        .init(name: "width", value: "3"), .init(name: "height", value: "4"),
                    ])
            ])
        let view = try #require(editor.original.objects.first { $0.element == "view" }).id
        try editor.addObject(field, under: view, container: "subviews")
        let text = String(decoding: editor.bytes, as: UTF8.self)
        let indent = String(repeating: " ", count: 20)
        #expect(
            text.contains(
                indent + "<textField horizontalHuggingPriority=\"251\" id=\"new-tf-001\">\n" + indent
                    + "    <rect key=\"frame\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>\n" + indent + "</textField>\n"
                    + String(repeating: " ", count: 16) + "</subviews>"))
        try editor.moveObject("new-tf-001", under: "YLy-65-1bz")
        let moved = String(decoding: editor.bytes, as: UTF8.self)
        #expect(
            moved.contains(
                "        <customObject id=\"YLy-65-1bz\" customClass=\"NSFontManager\">\n            <textField"))
        let document = try editor.makeDocument()
        #expect(document["new-tf-001"]?.parent == "YLy-65-1bz")
        #expect(document["new-tf-001"]?.frame == NibRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func anObjectWithoutAnIDGetsOneInInterfaceBuildersForm() throws {
        var editor = try NibEditor(contentsOfFile: path)
        let id = try editor.addObject(
            NibElement(name: "customObject", attributes: [.init(name: "customClass", value: "Q")]), under: nil)
        let document = try editor.makeDocument()
        #expect(document[id]?.customClass == "Q")
        #expect(document.topLevelObjects.map(\.id).contains(id))
        #expect(
            id.rawValue.range(of: #"^[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}$"#, options: .regularExpression)
                != nil)
    }
}

/// Only modern XML is edited in place.
@Suite struct EditableFormatTests {
    @Test func aLegacyXibIsRefusedWithAClearError() throws {
        let legacy = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data/></archive>
            """.utf8)
        #expect(throws: NibParseError.self) { try NibEditor(bytes: legacy, file: "Old.xib") }
    }
}
