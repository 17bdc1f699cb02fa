import Foundation
import Testing

@testable import NibModel

@Suite struct FormatDetectionTests {
    @Test func sniffRecognisesModernDocumentsByRootAndType() {
        let xib = Data(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- c -->\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">"
                .utf8)
        #expect(DocumentFormat.sniff(xib) == .xmlDocument)
        #expect(DocumentFormat.sniff(Data("<document type=\"other\">".utf8)) == nil)
        #expect(DocumentFormat.sniff(Data("<html>".utf8)) == nil)
    }

    @Test func sniffRecognisesLegacyAndCompiledFormats() {
        let legacy = Data("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\">".utf8)
        #expect(DocumentFormat.sniff(legacy) == .legacyXIB(version: "7.10"))
        #expect(
            DocumentFormat.sniff(Data("<plist version=\"1.0\"><dict><key>$archiver</key>".utf8)) == .xmlKeyedArchive)
        #expect(DocumentFormat.sniff(Data("bplist00".utf8)) == .binaryKeyedArchive)
    }

    @Test func platformComesFromTargetRuntimeThenType() {
        #expect(Platform(targetRuntime: "MacOSX.Cocoa", type: nil) == .appKit)
        #expect(Platform(targetRuntime: "iOS.CocoaTouch.iPad", type: nil) == .uiKit)
        #expect(Platform(targetRuntime: "AppleTV", type: nil) == .tvOS)
        #expect(Platform(targetRuntime: "watchKit", type: nil) == .watchOS)
        #expect(Platform(targetRuntime: nil, type: "com.apple.InterfaceBuilder.WatchKit.Storyboard") == .watchOS)
        #expect(Platform(targetRuntime: nil, type: nil) == nil)
    }

    @Test func standardClassesFollowThePlatform() {
        #expect(StandardClasses.className(forElement: "button", platform: .appKit) == "NSButton")
        #expect(StandardClasses.className(forElement: "button", platform: .uiKit) == "UIButton")
        #expect(StandardClasses.className(forElement: "customView", platform: .appKit) == "NSView")
        #expect(StandardClasses.className(forElement: "customObject", platform: .appKit) == "NSObject")
        #expect(StandardClasses.className(forElement: "constraint", platform: .uiKit) == "NSLayoutConstraint")
        #expect(StandardClasses.className(forElement: "label", platform: .watchOS) == "WKInterfaceLabel")
        #expect(StandardClasses.className(forElement: "wkWebView", platform: .uiKit) == "WKWebView")
    }
}
