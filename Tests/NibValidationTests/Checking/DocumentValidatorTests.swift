import NibModel
import NibSourceValidation
import NibValidation
import Testing

/// Document rules that use what the sources know about classes.
@Suite struct DocumentValidatorTests {
    static let documentOwnerXIB = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="MyDocument" customModule="App"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <window title="Document" visibleAtLaunch="NO" id="Wn1"/>
            </objects>
        </document>
        """

    @Test func documentSubclassFromTheSourcesNeedsItsWindowOutlet() throws {
        let document = try NibDocument(parsing: Self.documentOwnerXIB, file: "Document.xib")
        #expect(DocumentValidator().validate(document).isEmpty)
        var index = SwiftSourceIndex()
        index.add(source: "import AppKit\nclass MyDocument: NSDocument {}\n", file: "MyDocument.swift", module: "App")
        let findings = DocumentValidator(hierarchy: index).validate(document).map(\.description)
        #expect(
            findings == [
                "Document.xib:4:9: warning: File's Owner 'MyDocument' is a document but its 'window' outlet is not connected and nothing else holds a window; the window will never show [unconnected-window-outlet]"
            ])
    }
}
