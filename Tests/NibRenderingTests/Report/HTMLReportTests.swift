import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibRendering

@Suite struct HTMLReportTests {
    static let dangling = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="titleLabel" destination="missing" id="O1"/>
                    </connections>
                </placeholder>
                <view id="V1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                </view>
            </objects>
        </document>
        """

    private func report() throws -> String {
        let documents = try ["MainMenu.xib", "Main.storyboard"].map(sample)
        return HTMLReport(documents: documents + [try NibDocument(parsing: Self.dangling)]).html()
    }

    @Test func reportIsWellFormedAndDeterministic() throws {
        let html = try report()
        #expect(html == (try report()))
        let xml = try #require(parseXML(html))
        #expect(xml.rootElement()?.name == "html")
        let sections = elements(xml).filter { $0.value(of: "class") == "doc" }
        #expect(sections.count == 3)
        #expect(elements(xml).filter { $0.name == "svg" }.count == 3)
    }

    @Test func reportIsSelfContained() throws {
        let html = try report()
        let xml = try #require(parseXML(html))
        for element in elements(xml) {
            #expect(element.name != "link", "external style sheet")
            #expect(element.name != "img", "external image")
            #expect(element.value(of: "src") == nil, "\(element.name ?? "") loads \(element)")
        }
        let urls = html.components(separatedBy: "http").dropFirst().map { String($0.prefix(30)) }
        #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/") }, "\(urls)")
        #expect(!html.contains("@import") && !html.contains("url(http"))
    }

    @Test func objectsAreSelectableEverywhereAndFindingsAreListed() throws {
        let html = try report()
        // The same id in the wireframe, the hierarchy and the connections table.
        #expect(html.contains("<g class=\"obj k-button\" data-id=\"Bt1-Sy-H3l\""))
        #expect(html.contains("<span class=\"node\" data-id=\"Bt1-Sy-H3l\""))
        #expect(html.contains("<span class=\"link\" data-id=\"Bt1-Sy-H3l\""))
        #expect(html.contains("data-source=\"Bt1-Sy-H3l\" data-destination=\"Voe-Tx-rLC\""))
        #expect(html.contains("<td>dangling-reference</td>"))
        #expect(html.contains("id=\"search\""))
        #expect(html.contains("<td>image</td><td>Wave</td>"))
    }

    @Test func idsOfPicturesDoNotCollideOnOnePage() throws {
        let html = HTMLReport(documents: try ["Main.storyboard", "Settings.storyboard"].map(sample)).html()
        let xml = try #require(parseXML(html))
        let ids = elements(xml).compactMap { $0.value(of: "id") }
        #expect(Set(ids).count == ids.count, "duplicate ids")
    }
}
