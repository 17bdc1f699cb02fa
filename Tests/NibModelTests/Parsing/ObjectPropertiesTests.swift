import Testing

@testable import NibModel

/// An object's properties are its children that are neither connections, runtime attributes
/// nor objects, in document order (the parser shares the children array when they all are).
@Suite struct ObjectPropertiesTests {
    private static func document(_ objects: String) throws -> NibDocument {
        try NibDocument(
            parsing: #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                + #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">"#
                + "<objects>" + objects + "</objects></document>")
    }

    @Test func everyChildIsAProperty() throws {
        let document = try Self.document(
            #"<customView id="1"><rect key="frame" x="0" y="0" width="1" height="1"/><autoresizingMask key="autoresizingMask"/></customView>"#
        )
        let object = try #require(document.object(withID: "1"))
        #expect(object.properties.map(\.name) == ["rect", "autoresizingMask"])
        #expect(object.properties == document.root.children[0].children[0].children)
    }

    @Test func connectionsRuntimeAttributesAndObjectsAreNotProperties() throws {
        let document = try Self.document(
            #"<customView id="1"><rect key="frame" x="0" y="0" width="1" height="1"/>"#
                + #"<connections><outlet property="a" destination="1" id="c"/></connections>"#
                + #"<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>"#
                + #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="k" value="YES"/></userDefinedRuntimeAttributes>"#
                + #"<customView id="2"/><subviews><customView id="3"/></subviews></customView>"#)
        let object = try #require(document.object(withID: "1"))
        #expect(object.properties.map(\.name) == ["rect", "color", "subviews"])
        #expect(object.runtimeAttributes.map(\.keyPath) == ["k"])
        #expect(object.children == ["2", "3"])
    }

    @Test func firstChildNotAPropertyLeavesTheRest() throws {
        let document = try Self.document(
            #"<customView id="1"><connections/><rect key="frame" x="0" y="0" width="1" height="1"/></customView>"#)
        #expect(document.object(withID: "1")?.properties.map(\.name) == ["rect"])
    }
}
