import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibRendering

@Suite struct WireframeRendererTests {
    /// A window whose content holds a hidden button, a flipped view, a view placed by
    /// constraints only and a scroll view with a table.
    static let appKitFixture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <window title="Fixture &lt;&amp;&gt;" id="W1">
                    <rect key="contentRect" x="100" y="100" width="400" height="300"/>
                    <view key="contentView" id="C1">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                        <subviews>
                            <button hidden="YES" id="B1">
                                <rect key="frame" x="10" y="250" width="100" height="30"/>
                                <buttonCell key="cell" type="push" title="Hidden" id="BC1">
                                    <font key="font" name="Menlo-Regular" family="Menlo" size="12"/>
                                </buttonCell>
                            </button>
                            <customView flipped="YES" id="F1">
                                <rect key="frame" x="200" y="200" width="180" height="80"/>
                                <subviews>
                                    <textField id="T1">
                                        <rect key="frame" x="0.0" y="0.0" width="180" height="20"/>
                                        <textFieldCell key="cell" title="Top of flipped" id="TC1">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                </subviews>
                            </customView>
                            <textField id="N1">
                                <textFieldCell key="cell" title="No frame" id="NC1"/>
                            </textField>
                            <scrollView id="S1">
                                <rect key="frame" x="10" y="10" width="200" height="100"/>
                                <clipView key="contentView" id="CL1">
                                    <rect key="frame" x="1" y="1" width="198" height="98"/>
                                    <subviews>
                                        <tableView id="TV1">
                                            <rect key="frame" x="0.0" y="0.0" width="198" height="400"/>
                                            <tableColumns>
                                                <tableColumn width="90" id="TCo1">
                                                    <tableHeaderCell key="headerCell" title="Name"/>
                                                </tableColumn>
                                                <tableColumn width="90" id="TCo2">
                                                    <tableHeaderCell key="headerCell" title="Value"/>
                                                </tableColumn>
                                            </tableColumns>
                                        </tableView>
                                    </subviews>
                                </clipView>
                            </scrollView>
                        </subviews>
                    </view>
                </window>
            </objects>
        </document>
        """

    private func nodes(_ root: WireframeRoot) -> [ObjectID: WireframeNode] {
        var result: [ObjectID: WireframeNode] = [:]
        root.node.forEach { result[$0.id] = $0 }
        return result
    }

    @Test func appKitFramesAreTurnedUprightBelowTheTitleBar() throws {
        let document = try sample("MainMenu.xib")
        let window = try #require(WireframeBuilder(document: document).roots().first { $0.id == "QvC-M9-y7g" })
        let views = nodes(window)
        // Content rect 480×200; the text field's frame is y=120 h=40 from the bottom.
        #expect(window.size == NibSize(width: 480, height: 222))
        #expect(views["Gh7-pL-3xq"]?.rect == NibRect(x: 18, y: 22 + 40, width: 444, height: 40))
        #expect(views["Bt1-Sy-H3l"]?.rect == NibRect(x: 183, y: 22 + 128, width: 114, height: 32))
        #expect(views["Gh7-pL-3xq"]?.font == FontSpec(family: nil, size: 24))
    }

    @Test func uiKitFramesAreTopLeft() throws {
        let document = try sample("Main.storyboard")
        let scene = try #require(WireframeBuilder(document: document).roots().first { $0.sceneID == "Sc4-Ed-s04" })
        #expect(nodes(scene)["Dn1-Bt-n01"]?.rect == NibRect(x: 160, y: 400, width: 73, height: 35))
        #expect(nodes(scene)["Dn1-Bt-n01"]?.title == "Done")
    }

    @Test func flippedHiddenUnframedAndScrolledViewsAreDrawnAsAppKitWould() throws {
        let document = try NibDocument(parsing: Self.appKitFixture)
        let window = try #require(WireframeBuilder(document: document).roots().first)
        let views = nodes(window)
        // A flipped superview keeps y from the top: the text field sits at the view's top.
        let flipped = try #require(views["F1"])
        #expect(flipped.rect.y == 22 + 300 - 200 - 80)
        #expect(views["T1"]?.rect.y == flipped.rect.y)
        #expect(views["B1"]?.isHidden == true)
        #expect(views["B1"]?.font == FontSpec(family: "Menlo", size: 12))
        #expect(views["N1"]?.isEstimated == true)
        #expect(views["S1"]?.clipsChildren == true)
        #expect(views["TV1"]?.items.map(\.title) == ["Name", "Value"])

        let svg = try WireframeRenderer().svg(for: document)
        let xml = try #require(parseXML(svg))
        let hidden = try #require(elements(xml).first { $0.value(of: "data-id") == "B1" })
        #expect(hidden.value(of: "class")?.contains("hidden") == true)
        #expect(svg.contains("stroke-dasharray=\"5 3\""))
        #expect(svg.contains("font-family=\"Menlo, Menlo, Consolas, monospace\""))
        #expect(svg.contains("Fixture &lt;&amp;&gt;"))
        #expect(svg.contains("clip-path=\"url(#wc"))
    }

    @Test(arguments: [
        "MainMenu.xib", "PreferencesWindow.xib", "ProfileViewController.xib", "Main.storyboard", "Settings.storyboard",
    ])
    func samplesRenderWellFormedDeterministicSVG(name: String) throws {
        let document = try sample(name)
        let svg = try WireframeRenderer().svg(for: document)
        let again = try WireframeRenderer().svg(for: try sample(name))
        #expect(svg == again)
        let xml = try #require(parseXML(svg))
        #expect(xml.rootElement()?.name == "svg")
        #expect(elements(xml).contains { $0.value(of: "class")?.hasPrefix("obj") == true })
    }

    @Test(arguments: ["MainMenu.xib", "ProfileViewController.xib", "Main.storyboard"])
    func wireframeMatchesSnapshot(name: String) throws {
        assertSnapshot(try WireframeRenderer().svg(for: try sample(name)), named: "\(name).svg")
    }

    @Test func buttonsLabelsAndMenusShowTheirText() throws {
        let svg = try WireframeRenderer().svg(for: try sample("MainMenu.xib"))
        for text in [">Say Hello<", ">Hello, Interface Builder<", ">Quit HelloNib<", ">HelloNib<"] {
            #expect(svg.contains(text), "missing \(text)")
        }
        #expect(svg.contains("font-size=\"24\""))
    }

    @Test func selectionDrawsOneWindowSceneOrView() throws {
        let document = try sample("MainMenu.xib")
        let window = try WireframeRenderer().svg(for: document, selection: .object("QvC-M9-y7g"))
        #expect(window.contains("data-root=\"QvC-M9-y7g\""))
        #expect(!window.contains("data-root=\"AYu-sK-qS6\""))
        let button = try WireframeRenderer().svg(for: document, selection: .object("Bt1-Sy-H3l"))
        #expect(button.contains("data-root=\"Bt1-Sy-H3l\""))
        #expect(!button.contains("Gh7-pL-3xq"))
        let storyboard = try sample("Main.storyboard")
        let scene = try WireframeRenderer().svg(for: storyboard, selection: .scene("Sc3-Dt-s03"))
        #expect(scene.contains("data-scene=\"Sc3-Dt-s03\""))
        #expect(!scene.contains("data-scene=\"Sc1-Nv-s01\""))
    }

    @Test func unknownSelectionIsAnError() throws {
        let document = try sample("Main.storyboard")
        #expect(throws: RenderingError.self) { try WireframeRenderer().svg(for: document, selection: .object("nope")) }
        do {
            _ = try WireframeRenderer().svg(for: document, selection: .scene("nope"))
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description.hasSuffix(
                    "error: no scene 'nope' (scenes: Sc1-Nv-s01, Sc2-Ls-s02, Sc3-Dt-s03, Sc4-Ed-s04)"))
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func everyCorpusDocumentRendersWellFormedSVG() throws {
        var drawnDocuments = 0
        for path in TestPaths.wellFormedCorpusDocuments {
            guard let document = try? NibDocument(contentsOfFile: path) else { continue }
            let svg = try WireframeRenderer().svg(for: document)
            guard let xml = parseXML(svg) else {
                Issue.record("\(path): SVG is not well-formed")
                continue
            }
            if elements(xml).contains(where: { $0.value(of: "data-id") != nil }) { drawnDocuments += 1 }
        }
        #expect(drawnDocuments > TestPaths.wellFormedCorpusDocuments.count * 8 / 10)
    }
}
