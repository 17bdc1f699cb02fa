import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibRendering

/// Views are drawn wherever they sit: in grid cells, stack view gravity areas, tab view items,
/// table columns, boxes and split views, at any depth; what shares a place is drawn beside.
@Suite struct ViewDiscoveryTests {
    /// A settings pane as a macOS storyboard lays it out: a grid of labels and pop-ups, a
    /// stack view with views in two gravity areas, a tab view with two items, a box, a split
    /// view and a view-based table with a cell view per column.
    static let containers = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="VC1">
            <scenes>
                <scene sceneID="S1">
                    <objects>
                        <viewController title="General" id="VC1" sceneMemberID="viewController">
                            <view key="view" id="V1">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="500"/>
                                <subviews>
                                    <gridView id="G1">
                                        <rect key="frame" x="20" y="400" width="300" height="80"/>
                                        <rows><gridRow id="R1"/><gridRow id="R2"/></rows>
                                        <columns><gridColumn id="GC1"/><gridColumn id="GC2"/></columns>
                                        <gridCells>
                                            <gridCell row="R1" column="GC1" id="C11">
                                                <textField key="contentView" id="L1">
                                                    <rect key="frame" x="0.0" y="50" width="120" height="16"/>
                                                    <textFieldCell key="cell" title="Check for updates:" id="L1c"/>
                                                </textField>
                                            </gridCell>
                                            <gridCell row="R1" column="GC2" id="C12">
                                                <popUpButton key="contentView" id="P1">
                                                    <rect key="frame" x="130" y="45" width="160" height="25"/>
                                                    <popUpButtonCell key="cell" type="push" title="Daily" selectedItem="M1" id="P1c">
                                                        <menu key="menu" id="PM1">
                                                            <items>
                                                                <menuItem title="Daily" state="on" id="M1"/>
                                                                <menuItem title="Weekly" id="M2"/>
                                                                <menuItem title="Never (hidden)" hidden="YES" id="M3"/>
                                                            </items>
                                                        </menu>
                                                    </popUpButtonCell>
                                                </popUpButton>
                                            </gridCell>
                                            <gridCell row="R2" column="GC1" id="C21">
                                                <textField key="contentView" id="L2">
                                                    <textFieldCell key="cell" title="No frame in a cell" id="L2c"/>
                                                </textField>
                                            </gridCell>
                                        </gridCells>
                                    </gridView>
                                    <stackView orientation="horizontal" id="SV1">
                                        <rect key="frame" x="20" y="340" width="400" height="40"/>
                                        <beginningViews>
                                            <button id="B1">
                                                <rect key="frame" x="0.0" y="5" width="90" height="30"/>
                                                <buttonCell key="cell" type="push" title="Apply" id="B1c"/>
                                            </button>
                                        </beginningViews>
                                        <endViews>
                                            <button id="B2">
                                                <rect key="frame" x="300" y="5" width="100" height="30"/>
                                                <buttonCell key="cell" type="push" title="Revert" id="B2c"/>
                                            </button>
                                        </endViews>
                                    </stackView>
                                    <tabView initialItem="T2" id="TV1">
                                        <rect key="frame" x="20" y="160" width="300" height="160"/>
                                        <tabViewItems>
                                            <tabViewItem label="Basic" id="T1">
                                                <view key="view" id="TV1a">
                                                    <rect key="frame" x="10" y="33" width="280" height="114"/>
                                                    <subviews>
                                                        <button id="CB1">
                                                            <rect key="frame" x="10" y="80" width="200" height="18"/>
                                                            <buttonCell key="cell" type="check" title="Basic option" id="CB1c"/>
                                                        </button>
                                                    </subviews>
                                                </view>
                                            </tabViewItem>
                                            <tabViewItem label="Advanced" id="T2">
                                                <view key="view" id="TV1b">
                                                    <rect key="frame" x="10" y="33" width="280" height="114"/>
                                                    <subviews>
                                                        <button id="CB2">
                                                            <rect key="frame" x="10" y="80" width="200" height="18"/>
                                                            <buttonCell key="cell" type="check" title="Advanced option" id="CB2c"/>
                                                        </button>
                                                    </subviews>
                                                </view>
                                            </tabViewItem>
                                        </tabViewItems>
                                    </tabView>
                                    <box title="Network" id="BX1">
                                        <rect key="frame" x="340" y="160" width="240" height="160"/>
                                        <view key="contentView" id="BX1c">
                                            <rect key="frame" x="3" y="3" width="234" height="140"/>
                                            <subviews>
                                                <textField id="L3">
                                                    <rect key="frame" x="10" y="100" width="200" height="16"/>
                                                    <textFieldCell key="cell" title="Proxy &lt;none&gt; &amp; more" id="L3c"/>
                                                </textField>
                                            </subviews>
                                        </view>
                                    </box>
                                    <scrollView id="SC1">
                                        <rect key="frame" x="20" y="20" width="560" height="120"/>
                                        <clipView key="contentView" id="CL1">
                                            <rect key="frame" x="1" y="1" width="558" height="118"/>
                                            <subviews>
                                                <tableView id="TB1">
                                                    <rect key="frame" x="0.0" y="0.0" width="558" height="118"/>
                                                    <tableColumns>
                                                        <tableColumn width="200" id="TC1">
                                                            <tableHeaderCell key="headerCell" title="Name"/>
                                                            <textFieldCell key="dataCell" title="Text Cell" id="TC1d"/>
                                                            <prototypeCellViews>
                                                                <tableCellView id="CV1">
                                                                    <rect key="frame" x="1" y="1" width="200" height="24"/>
                                                                    <subviews>
                                                                        <textField id="CV1t">
                                                                            <rect key="frame" x="0.0" y="4" width="200" height="16"/>
                                                                            <textFieldCell key="cell" title="Site name" id="CV1tc"/>
                                                                        </textField>
                                                                    </subviews>
                                                                </tableCellView>
                                                            </prototypeCellViews>
                                                        </tableColumn>
                                                        <tableColumn width="300" id="TC2">
                                                            <tableHeaderCell key="headerCell" title="Address"/>
                                                            <prototypeCellViews>
                                                                <tableCellView id="CV2">
                                                                    <rect key="frame" x="1" y="1" width="300" height="24"/>
                                                                    <subviews>
                                                                        <textField id="CV2t">
                                                                            <rect key="frame" x="0.0" y="4" width="300" height="16"/>
                                                                            <textFieldCell key="cell" title="https://example.org" id="CV2tc"/>
                                                                        </textField>
                                                                    </subviews>
                                                                </tableCellView>
                                                            </prototypeCellViews>
                                                        </tableColumn>
                                                    </tableColumns>
                                                </tableView>
                                            </subviews>
                                        </clipView>
                                    </scrollView>
                                </subviews>
                            </view>
                        </viewController>
                        <customObject id="FR1" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
            </scenes>
        </document>
        """

    private func nodes(_ root: WireframeRoot) -> [ObjectID: WireframeNode] {
        var result: [ObjectID: WireframeNode] = [:]
        root.node.forEach { result[$0.id] = $0 }
        for panel in root.panels { panel.node.forEach { result[$0.id] = $0 } }
        return result
    }

    private func root() throws -> WireframeRoot {
        let document = try NibDocument(parsing: Self.containers)
        return try #require(WireframeBuilder(document: document).roots().first)
    }

    @Test func gridCellContentViewsAreDrawnAtTheirFrames() throws {
        let views = nodes(try root())
        // The grid is 80 high at y=400 of 500 (AppKit, bottom-left): its top is at 20.
        #expect(views["G1"]?.rect == NibRect(x: 20, y: 20, width: 300, height: 80))
        #expect(views["L1"]?.rect == NibRect(x: 20, y: 20 + 80 - 50 - 16, width: 120, height: 16))
        #expect(views["L1"]?.title == "Check for updates:")
        #expect(views["P1"]?.title == "Daily")
        // A pop-up's other items are in its tooltip, the hidden one is not.
        #expect(views["P1"]?.texts == ["Daily", "Daily", "Weekly"])
    }

    @Test func viewsWithoutAFrameArePlacedAndSaySo() throws {
        let views = nodes(try root())
        let unframed = try #require(views["L2"])
        #expect(unframed.isEstimated)
        #expect(unframed.title == "No frame in a cell")
        let svg = try WireframeRenderer().svg(for: try NibDocument(parsing: Self.containers))
        #expect(svg.contains("“No frame in a cell” (no stored frame: placed by swift-nib)"))
        #expect(svg.contains("<g class=\"obj k-textField estimated\" data-id=\"L2\""))
    }

    @Test func stackViewGravityAreasAreDrawn() throws {
        let views = nodes(try root())
        #expect(views["B1"]?.rect == NibRect(x: 20, y: 120 + 5, width: 90, height: 30))
        #expect(views["B2"]?.rect == NibRect(x: 320, y: 120 + 5, width: 100, height: 30))
        #expect(views["B2"]?.title == "Revert")
    }

    @Test func selectedTabIsInPlaceAndTheOtherTabsArePanelsBelow() throws {
        let root = try root()
        var inPlace: Set<ObjectID> = []
        root.node.forEach { inPlace.insert($0.id) }
        #expect(inPlace.contains("CB2"))
        #expect(!inPlace.contains("CB1"))
        let panel = try #require(root.panels.first)
        #expect(panel.title == "Tab “Basic” of NSTabView (not selected)")
        #expect(panel.node.id == "TV1a")
        #expect(panel.node.rect.y > root.node.rect.maxY)
        #expect(root.size.height == panel.node.rect.maxY)
        #expect(nodes(root)["CB1"]?.title == "Basic option")
    }

    @Test func tableCellViewsAreDrawnInTheirColumns() throws {
        let views = nodes(try root())
        let table = try #require(views["TB1"])
        let name = try #require(views["CV1"])
        let address = try #require(views["CV2"])
        // Column 1 starts at the table's left edge, column 2 after 200 points and the spacing;
        // both in the first row, below the header the table draws.
        #expect(name.rect.x == table.rect.x + 1)
        #expect(address.rect.x == table.rect.x + 203 + 1)
        #expect(name.rect.y == table.rect.y + 22 + 1)
        #expect(views["CV2t"]?.title == "https://example.org")
        // A view-based column's data cell is not shown.
        #expect(table.items.map(\.cell) == [nil, nil])
    }

    @Test func boxContentAndEscapedTextsAreDrawn() throws {
        let svg = try WireframeRenderer().svg(for: try NibDocument(parsing: Self.containers))
        #expect(svg.contains(">Proxy &lt;none&gt; &amp; more</text>"))
        let xml = try #require(parseXML(svg))
        let texts = elements(xml).filter { $0.name == "text" }.compactMap(\.stringValue)
        for string in [
            "Check for updates:", "Daily", "Apply", "Revert", "Advanced option", "Basic option", "Network",
            "Proxy <none> & more", "Name", "Address", "Site name", "https://example.org", "Basic", "Advanced",
        ] {
            #expect(texts.contains(string), "not drawn: \(string)")
        }
    }

    /// A UIKit scene: a navigation item with bar button items, a tab bar item, a static table
    /// with a section header and a cell with a content configuration, and a second view kept
    /// in the scene beside the controller.
    static let uiKitScene = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="TVC">
            <scenes>
                <scene sceneID="S1">
                    <objects>
                        <tableViewController title="Settings" id="TVC" sceneMemberID="viewController">
                            <tableView key="view" style="insetGrouped" dataMode="static" id="TBL">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" footerTitle="Signed in with your work address." id="SEC">
                                        <cells>
                                            <tableViewCell id="CEL">
                                                <rect key="frame" x="20" y="150" width="353" height="44"/>
                                                <tableViewCellContentView key="contentView" id="CCV">
                                                    <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                                </tableViewCellContentView>
                                                <listContentConfiguration key="contentConfiguration" text="Sign Out"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Preferences" id="NAV">
                                <barButtonItem key="leftBarButtonItem" title="Close" id="BBL"/>
                                <barButtonItem key="rightBarButtonItem" title="Save" id="BBR"/>
                            </navigationItem>
                            <tabBarItem key="tabBarItem" title="More" id="TBI"/>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="FR" sceneMemberID="firstResponder"/>
                        <view contentMode="scaleToFill" id="EXT">
                            <rect key="frame" x="0.0" y="0.0" width="240" height="60"/>
                            <subviews>
                                <label text="Kept beside" id="EXL">
                                    <rect key="frame" x="10" y="10" width="200" height="21"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
            </scenes>
        </document>
        """

    @Test func uiKitScenesShowTheirBarsCellsSectionsAndOtherViews() throws {
        let document = try NibDocument(parsing: Self.uiKitScene)
        let root = try #require(WireframeBuilder(document: document).roots().first)
        let views = nodes(root)
        let bar = try #require(views["NAV"])
        #expect(bar.isSimulated)
        #expect(bar.kind == .navigationBar)
        #expect(bar.items.map(\.title) == ["Close", "Save"])
        #expect(bar.items.map(\.isTrailing) == [false, true])
        #expect(views["TBI"]?.items.map(\.title) == ["More"])
        #expect(views["CEL"]?.title == "Sign Out")
        #expect(views["TBL"]?.captions.map(\.text) == ["Account", "Signed in with your work address."])
        #expect(root.panels.map(\.title) == ["UIView (in the scene, beside the controller)"])
        #expect(root.texts.contains("Settings"))

        let svg = try WireframeRenderer().svg(for: document)
        let xml = try #require(parseXML(svg))
        let texts = elements(xml).filter { $0.name == "text" }.compactMap(\.stringValue)
        for string in ["Preferences", "Close", "Save", "More", "Sign Out", "Account", "Kept beside"] {
            #expect(texts.contains(string), "not drawn: \(string)")
        }
        #expect(texts.contains("Signed in with your work address."))
        #expect(svg.contains("<title>Settings Scene “Settings”"))
    }

    @Test func submenusAreDrawnBelowTheirMenusHeadedByTheirPath() throws {
        let document = try sample("MainMenu.xib")
        let root = try #require(WireframeBuilder(document: document).roots().first { $0.node.isMenuBar })
        var headings: [String] = []
        root.node.forEach { if let heading = $0.detail, $0.kind == .menu { headings.append(heading) } }
        let svg = try WireframeRenderer().svg(for: document)
        var titles: [String] = []
        document.root.forEachDescendant {
            if $0.name == "menuItem", $0[attribute: "hidden"] != "YES", let title = $0[attribute: "title"],
                !title.isEmpty
            {
                titles.append(title)
            }
        }
        #expect(!titles.isEmpty)
        for title in titles {
            #expect(svg.contains(">\(Markup.escape(title))</text>"), "menu item not drawn: \(title)")
        }
        #expect(headings.allSatisfy { $0.contains(" ▸ ") } || headings.isEmpty)
    }

    @Test func objectsThatAreNotViewsAreDrawnByWhatTheyHold() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <windowController id="WC">
                        <window key="window" title="Inspector" id="W">
                            <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                            <view key="contentView" id="WV">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            </view>
                        </window>
                    </windowController>
                    <viewController title="Detail" id="VC">
                        <view key="view" id="VV">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                            <subviews>
                                <textField id="VT">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="20"/>
                                    <textFieldCell key="cell" title="Held by a controller" id="VTc"/>
                                </textField>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </document>
            """
        let roots = WireframeBuilder(document: try NibDocument(parsing: xml)).roots()
        #expect(roots.map(\.id) == ["WC", "VC"])
        #expect(roots.first?.node.kind == .window)
        #expect(roots.first?.node.title == "Inspector")
        #expect(roots.last?.node.id == "VV")
        #expect(roots.last?.texts == ["Detail"])
        #expect(nodes(try #require(roots.last))["VT"]?.title == "Held by a controller")
    }

    @Test func tabBarControllersShowTheirTabsByTheTitlesOfTheControllersTheyLeadTo() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="TB">
                <scenes>
                    <scene sceneID="S1">
                        <objects>
                            <tabBarController id="TB" sceneMemberID="viewController">
                                <tabBar key="tabBar" id="BAR">
                                    <rect key="frame" x="0.0" y="803" width="393" height="49"/>
                                </tabBar>
                                <connections>
                                    <segue destination="A" kind="relationship" relationship="viewControllers" id="R1"/>
                                    <segue destination="B" kind="relationship" relationship="viewControllers" id="R2"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="S2">
                        <objects>
                            <viewController title="Inbox" id="A" sceneMemberID="viewController">
                                <view key="view" id="AV"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                                <tabBarItem key="tabBarItem" title="Mail" id="AI"/>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="S3">
                        <objects>
                            <viewController title="Contacts" id="B" sceneMemberID="viewController">
                                <view key="view" id="BV"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let roots = WireframeBuilder(document: try NibDocument(parsing: xml)).roots()
        let controller = try #require(roots.first { $0.id == "TB" })
        #expect(nodes(controller)["BAR"]?.items.map(\.title) == ["Mail", "Contacts"])
        #expect(nodes(controller)["BAR"]?.items.map(\.id) == ["A", "B"])
    }

    @Test func longTextsWrapOrAreWholeInTheTooltip() throws {
        let long = String(repeating: "word ", count: 40).trimmingCharacters(in: .whitespaces)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customView id="V">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <subviews>
                            <textField id="W">
                                <rect key="frame" x="0.0" y="50" width="300" height="50"/>
                                <textFieldCell key="cell" title="\(long)" id="Wc"/>
                            </textField>
                            <textField id="T">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="16"/>
                                <textFieldCell key="cell" title="\(long)" id="Tc"/>
                            </textField>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let svg = try WireframeRenderer().svg(for: try NibDocument(parsing: xml))
        let parsed = try #require(parseXML(svg))
        let wrapped = try #require(elements(parsed).first { $0.value(of: "data-id") == "W" })
        let lines = elements(wrapped).filter { $0.name == "tspan" }
        #expect(lines.count == 3)
        let cut = try #require(elements(parsed).first { $0.value(of: "data-id") == "T" })
        let drawn = try #require(elements(cut).first { $0.name == "text" }?.stringValue)
        #expect(drawn.hasSuffix("…"))
        #expect(elements(cut).first { $0.name == "title" }?.stringValue == "NSTextField T “\(long)”")
    }

    @Test func badSizesDoNotCrash() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="V">
                        <rect key="frame" x="0.0" y="0.0" width="nan" height="1e308"/>
                        <subviews>
                            <label text="Zero-sized font" id="L">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="0.0"/>
                                <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                            </label>
                            <label text="Infinite" id="I">
                                <rect key="frame" x="0.0" y="0.0" width="inf" height="inf"/>
                            </label>
                            <matrix id="M"><cells><column><buttonCell type="radio" title="Alone" id="MC"/></column></cells></matrix>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let svg = try WireframeRenderer().svg(for: try NibDocument(parsing: xml))
        #expect(parseXML(svg) != nil)
        #expect(svg.contains(">Alone</text>"))
    }
}
