import Foundation
import NibTestSupport
import Testing

@testable import NibEditing
@testable import NibModel

/// The refactorings follow a class through subclasses only where the document says so, and
/// touch File's Owner and placeholders; connections of every kind can be added and retargeted.
@Suite struct RefactoringTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="Base">
                    <connections>
                        <outlet property="label" destination="t1" id="o1"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="s1" customClass="Sub">
                    <connections>
                        <outlet property="label" destination="t1" id="o2"/>
                    </connections>
                </customObject>
                <customObject id="u1" customClass="Unrelated">
                    <connections>
                        <outlet property="label" destination="t1" id="o3"/>
                    </connections>
                </customObject>
                <textField id="t1">
                    <connections>
                        <action selector="save:" target="-2" id="a1"/>
                        <action selector="save:" target="-1" id="a2"/>
                        <action selector="save:" target="u1" id="a3"/>
                    </connections>
                </textField>
            </objects>
            <classes>
                <class className="Sub" superclassName="Base">
                    <source key="sourceIdentifier" type="project" relativePath="./Classes/Sub.h"/>
                    <outlets>
                        <outlet name="label" candidateClass="NSTextField"/>
                    </outlets>
                </class>
            </classes>
        </document>
        """

    @Test func outletsFollowDocumentedSubclassesAndFilesOwner() throws {
        var editor = try NibEditor(bytes: Array(Self.xml.utf8), file: "R.xib")
        #expect(editor.classFamily(of: "Base") == ["Base", "Sub"])
        let changes = editor.renameOutlet(ofClass: "Base", "label", to: "title")
        #expect(changes.map(\.line) == [6, 12, 32])
        let document = try editor.makeDocument()
        let properties = Dictionary(uniqueKeysWithValues: document.connections.map { ($0.id!, $0.label ?? "") })
        #expect(properties["o1"] == "title" && properties["o2"] == "title" && properties["o3"] == "label")
        #expect(
            String(decoding: editor.bytes, as: UTF8.self).contains(
                #"<outlet name="title" candidateClass="NSTextField"/>"#))
    }

    @Test func actionsFollowTheirTargetAndLeaveFirstResponderAlone() throws {
        var editor = try NibEditor(bytes: Array(Self.xml.utf8), file: "R.xib")
        let changes = editor.renameAction(ofClass: "Base", "save:", to: "store:")
        #expect(changes.count == 1)
        let labels = try editor.makeDocument().connections.filter { $0.kindName == "action" }.map { $0.label ?? "" }
        #expect(labels == ["store:", "save:", "save:"])
    }

    @Test func renameClassTouchesPlaceholdersAndDescriptions() throws {
        var editor = try NibEditor(bytes: Array(Self.xml.utf8), file: "R.xib")
        let changes = editor.renameClass("Base", to: "Root", module: "App")
        #expect(changes.map(\.line) == [4, 29])
        let document = try editor.makeDocument()
        #expect(document.filesOwner?.customClass == "Root")
        #expect(document.filesOwner?.customModule == "App")
        #expect(
            String(decoding: editor.bytes, as: UTF8.self).contains(#"<class className="Sub" superclassName="Root">"#))
    }

    @Test func everyConnectionKindCanBeAddedAndRetargeted() throws {
        var editor = try NibEditor(bytes: Array(Self.xml.utf8), file: "R.xib")
        let collection = try editor.addConnection(
            .outletCollection(property: "fields", destination: "t1", collectionClass: "NSMutableArray"), from: "s1")
        let action = try editor.addConnection(.action(selector: "open:", target: "s1"), from: "t1")
        let binding = try editor.addConnection(
            .binding(name: "value", destination: "u1", keyPath: "self.name"), from: "t1")
        try editor.retargetConnection(action, to: "u1")
        try editor.retargetConnection("o3", to: "s1")
        #expect(throws: NibEditError.self) { try editor.retargetConnection("t1", to: "s1") }
        let document = try editor.makeDocument()
        let byID = Dictionary(uniqueKeysWithValues: document.connections.map { ($0.id!, $0) })
        #expect(
            byID[collection]?.kind
                == .outletCollection(
                    .init(property: "fields", destination: "t1", collectionClass: "NSMutableArray", appends: false)))
        #expect(byID[action]?.destination == "u1")
        #expect(byID[action]?.label == "open:")
        #expect(byID[binding]?.label == "value")
        #expect(byID["o3"]?.destination == "s1")
        let text = String(decoding: editor.bytes, as: UTF8.self)
        #expect(text.contains(#"<binding destination="u1" name="value" keyPath="self.name" id="\#(binding)"/>"#))
    }
}
