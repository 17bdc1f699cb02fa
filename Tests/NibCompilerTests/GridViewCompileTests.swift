import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Grid views and switches as Xcode writes them in a preferences pane, compiled (inferred forms:
/// no Apple-compiled nib of the corpus holds a grid view; the keys are AppKit's coders' as
/// GNUstep's decoders read them), decompiled back, and the fonts and colours the compiler cannot
/// encode reported instead of dropped.
struct GridViewCompileTests {
    /// A grid of two rows and two columns: labels in the first column, a switch and a pop-up
    /// in the second, one row and one column with settings of their own, a cell placed itself.
    static let preferences = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSViewController">
                    <connections>
                        <outlet property="view" destination="pane" id="o1"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <customView id="pane">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="120"/>
                    <subviews>
                        <gridView xPlacement="trailing" yPlacement="center" rowAlignment="firstBaseline" \
        rowSpacing="10" columnSpacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                            <rect key="frame" x="20" y="20" width="360" height="80"/>
                            <rows>
                                <gridRow id="r1"/>
                                <gridRow yPlacement="top" topPadding="4" height="30" id="r2"/>
                            </rows>
                            <columns>
                                <gridColumn id="c1"/>
                                <gridColumn xPlacement="fill" width="200" id="c2"/>
                            </columns>
                            <gridCells>
                                <gridCell row="r1" column="c1" id="g11">
                                    <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="label1">
                                        <rect key="frame" x="0.0" y="60" width="100" height="16"/>
                                        <textFieldCell key="cell" title="Enabled:" id="label1cell">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                </gridCell>
                                <gridCell row="r1" column="c2" id="g12">
                                    <switch key="contentView" horizontalHuggingPriority="750" verticalHuggingPriority="750" \
        baseWritingDirection="leftToRight" alignment="left" controlSize="large" \
        translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                        <rect key="frame" x="108" y="55" width="48" height="26"/>
                                    </switch>
                                </gridCell>
                                <gridCell row="r2" column="c1" xPlacement="leading" rowAlignment="none" id="g21">
                                    <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="label2">
                                        <rect key="frame" x="0.0" y="10" width="100" height="16"/>
                                        <textFieldCell key="cell" title="Size:" id="label2cell">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                </gridCell>
                                <gridCell row="r2" column="c2" id="g22"/>
                            </gridCells>
                        </gridView>
                    </subviews>
                </customView>
            </objects>
        </document>
        """

    static func graph(_ xib: String) throws -> ArchiveGraph {
        try DocumentCompiler().graph(for: NibDocument(data: Data(xib.utf8), file: "Preferences.xib"))
    }

    @Test func aGridViewArchivesItsRowsColumnsAndCellsUnderAppKitsKeys() throws {
        let graph = try Self.graph(Self.preferences)
        let gridIndex = try #require(graph.objects.firstIndex { $0.className == "NSGridView" })
        let gridID = ArchiveGraph.ObjectID(gridIndex)
        let grid = graph.objects[gridIndex]
        #expect(GraphReading.integer(grid.value(forKey: "NSGrid_xPlacement")) == 3)
        #expect(GraphReading.integer(grid.value(forKey: "NSGrid_yPlacement")) == 4)
        #expect(GraphReading.integer(grid.value(forKey: "NSGrid_alignment")) == 2)
        #expect(grid.value(forKey: "NSGrid_rowSpacing") == .double(10))
        #expect(grid.value(forKey: "NSGrid_columnSpacing") == .double(8))
        #expect(grid.value(forKey: "NSDoNotTranslateAutoresizingMask") == .boolean(true))

        let rowIDs = GraphReading.members("NSGrid_rows", of: grid, in: graph)
        let columnIDs = GraphReading.members("NSGrid_columns", of: grid, in: graph)
        let rows = rowIDs.compactMap { graph[$0] }
        let columns = columnIDs.compactMap { graph[$0] }
        #expect(rows.map(\.className) == ["NSGridRow", "NSGridRow"])
        #expect(columns.map(\.className) == ["NSGridColumn", "NSGridColumn"])
        for line in rows + columns {
            #expect(line.value(forKey: "NSGrid_owningGrid")?.referencedObject == gridID)
        }
        // Unset placements are inherited (0); sizes the content decides are FLT_MIN.
        #expect(GraphReading.integer(rows[0].value(forKey: "NSGrid_yPlacement")) == 0)
        #expect(rows[0].value(forKey: "NSGrid_height") == .double(1.1754943508222875e-38))
        #expect(GraphReading.integer(rows[1].value(forKey: "NSGrid_yPlacement")) == 2)
        #expect(rows[1].value(forKey: "NSGrid_topPadding") == .double(4))
        #expect(rows[1].value(forKey: "NSGrid_height") == .double(30))
        #expect(GraphReading.integer(columns[1].value(forKey: "NSGrid_xPlacement")) == 5)
        #expect(columns[1].value(forKey: "NSGrid_width") == .double(200))

        let cells = GraphReading.members("NSGrid_cells", of: grid, in: graph).compactMap { graph[$0] }
        #expect(cells.count == 4)
        #expect(
            cells.map { $0.value(forKey: "NSGrid_owningRow")?.referencedObject } == [0, 0, 1, 1].map { rowIDs[$0] })
        #expect(
            cells.map { $0.value(forKey: "NSGrid_owningColumn")?.referencedObject }
                == [0, 1, 0, 1].map { columnIDs[$0] })
        #expect(GraphReading.integer(cells[2].value(forKey: "NSGrid_xPlacement")) == 2)
        #expect(GraphReading.integer(cells[2].value(forKey: "NSGrid_alignment")) == 1)
        // The empty cell holds no content view.
        #expect(cells[3].value(forKey: "NSGrid_content") == nil)

        // The content views are the grid's subviews, in the cells' order, and lay out with the
        // grid's constraints.
        let contents = cells.compactMap { $0.value(forKey: "NSGrid_content")?.referencedObject }
        #expect(contents.compactMap { graph[$0]?.className } == ["NSTextField", "NSSwitch", "NSTextField"])
        #expect(GraphReading.members("NSSubviews", of: grid, in: graph) == contents)
        for content in contents.compactMap({ graph[$0] }) {
            #expect(content.value(forKey: "NSSuperview")?.referencedObject == gridID)
            #expect(content.value(forKey: "NSDoNotTranslateAutoresizingMask") == .boolean(true))
        }
    }

    @Test func aSwitchArchivesItsSizeAlignmentAndWritingDirectionItself() throws {
        let graph = try Self.graph(Self.preferences)
        let toggle = try #require(graph.objects.first { $0.className == "NSSwitch" })
        #expect(GraphReading.integer(toggle.value(forKey: "NSControlSize")) == 3)
        #expect(GraphReading.integer(toggle.value(forKey: "NSControlTextAlignment")) == 0)
        #expect(GraphReading.integer(toggle.value(forKey: "NSControlWritingDirection")) == 0)
        let document = try NibDocument(data: Data(Self.preferences.utf8), file: "Preferences.xib")
        #expect(DocumentCompiler().unarchivedParts(of: document).isEmpty)
    }

    @Test func aCompiledGridViewDecompilesToTheElementsItCameFrom() throws {
        let source = try NibDocument(data: Data(Self.preferences.utf8), file: "Preferences.xib")
        let nib = try DocumentCompiler().compile(source)
        let xml = String(
            decoding: try NibDocument(data: Data(nib), file: "Preferences.nib").decompiledXML(), as: UTF8.self)
        #expect(
            xml.contains(
                #"<gridView xPlacement="trailing" yPlacement="center" rowAlignment="firstBaseline" rowSpacing="10" columnSpacing="8""#
            ))
        #expect(xml.contains(#"<gridRow yPlacement="top" height="30" topPadding="4""#))
        #expect(xml.contains(#"<gridColumn xPlacement="fill" width="200""#))
        #expect(xml.contains(#"<switch key="contentView""#))
        #expect(xml.contains(#"controlSize="large""#))
        // Each cell names its row and column, its content view keyed inside it, not again
        // among the grid's subviews.
        let decompiled = try NibDocument(data: Data(xml.utf8), file: "Decompiled.xib")
        var cells: [(row: String?, column: String?, content: String?)] = []
        var subviews = 0
        decompiled.root.forEachDescendant { element in
            if element.name == "gridCell" {
                cells.append(
                    (
                        element[attribute: "row"], element[attribute: "column"],
                        element.child(forKey: "contentView")?.name
                    ))
            }
            if element.name == "gridView", element.firstChild(named: "subviews") != nil { subviews += 1 }
        }
        #expect(cells.map(\.content) == ["textField", "switch", "textField", nil])
        #expect(cells.allSatisfy { $0.row != nil && $0.column != nil })
        #expect(subviews == 0)
    }

    @Test func aFontOrColourTheCompilerCannotEncodeIsReportedAtItsLine() throws {
        // The second label's font: a system weight no compiled nib shows the archive of.
        let cell = try #require(Self.preferences.range(of: #"id="label2cell">"#))
        let font = try #require(
            Self.preferences.range(of: #"metaFont="system"/>"#, range: cell.upperBound..<Self.preferences.endIndex))
        let xib = Self.preferences.replacingCharacters(in: font, with: #"metaFont="systemSemibold" size="13"/>"#)
        #expect(xib != Self.preferences)
        let document = try NibDocument(data: Data(xib.utf8), file: "Preferences.xib")
        let parts = DocumentCompiler().unarchivedParts(of: document)
        #expect(parts.map(\.part) == [#"<font key="font" metaFont="systemSemibold" size="13">"#])
        #expect(parts.first?.element == "textFieldCell")
        let line = xib.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("systemSemibold")
        }
        #expect(parts.first?.location.line == line.map { $0 + 1 })
    }
}
