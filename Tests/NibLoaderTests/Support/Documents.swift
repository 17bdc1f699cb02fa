import NibLoader
import NibModel

/// Small inline documents: the placeholders each platform writes, around the objects a test needs.
enum Documents {
    /// An AppKit xib: File's Owner `-2` (of `ownerClass`), First Responder `-1`, Application `-3`.
    static func appKit(
        owner ownerClass: String = "NSObject", ownerConnections: String = "", _ objects: String
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="\(ownerClass)">
                    <connections>\(ownerConnections)</connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                \(objects)
            </objects>
        </document>
        """
    }

    /// A UIKit xib: File's Owner `-1`, First Responder `-2`.
    static func uiKit(
        owner ownerClass: String = "NSObject", ownerConnections: String = "", _ objects: String
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(ownerClass)">
                    <connections>\(ownerConnections)</connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                \(objects)
            </objects>
        </document>
        """
    }

    /// A nib parsed from a string.
    static func nib(_ xml: String, file: String = "Test.xib") throws -> Nib {
        try Nib(document: NibDocument(parsing: xml, file: file))
    }
}
