import Foundation
import NibModel
import Testing

@testable import NibRendering

@Suite struct WireframeComparisonTests {
    @Test func changedObjectsAreHighlightedInBothVersions() throws {
        let old = try sample("MainMenu.xib")
        let newText = try String(contentsOfFile: old.file, encoding: .utf8).replacingOccurrences(
            of: "title=\"Say Hello\"", with: "title=\"Wave\"")
        let new = try NibDocument(parsing: newText)
        let comparison = WireframeComparison(old: old, new: new, changed: ["Bt1-Sy-H3l"])
        let svg = comparison.svg()
        let xml = try #require(parseXML(svg))
        let changed = elements(xml).filter {
            $0.value(of: "class")?.split(separator: " ").contains("changed") == true
        }
        #expect(changed.count == 2)
        #expect(changed.allSatisfy { $0.value(of: "data-id") == "Bt1-Sy-H3l" })
        #expect(svg.contains(">Say Hello<") && svg.contains(">Wave<"))
        #expect(svg == comparison.svg())
        let html = comparison.html()
        #expect(parseXML(html) != nil)
        #expect(html.contains("changed: NSButton Bt1-Sy-H3l"))
    }
}
