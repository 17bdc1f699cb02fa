import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// A static table view (`dataMode="static"`, `<sections>`) compiled as UIKit reads it back: the
/// cells archived in the table view controller's scene nib through its
/// `UITableViewControllerStaticDataSource`, the table view in its own nib without them; and the
/// other iOS storyboard forms compiled beside it (a relationship to another storyboard, a split
/// view controller's children, a collection cell's content view).
@Suite struct StaticTableCompileTests {
    static let fixture = TestPaths.packageRoot.appendingPathComponent(
        "Tests/NibCompilerTests/Fixtures/StaticTable.storyboard"
    ).path

    static func graphs(_ path: String) throws -> [String: ArchiveGraph] {
        let output = try StoryboardCompilerTests.compiler().compileGraphs(NibDocument(contentsOfFile: path))
        return Dictionary(output.nibs.map { ($0.name, $0.graph) }, uniquingKeysWith: { first, _ in first })
    }

    /// The objects a value refers to: the object itself, or a collection's elements.
    static func elements(_ value: ArchiveGraph.Value?, in graph: ArchiveGraph) -> [ArchiveGraph.ObjectID] {
        guard case .reference(let id)? = value, let object = graph[id] else { return [] }
        guard object.value(forKey: "NSInlinedValue") != nil else { return [id] }
        return object.entries.compactMap { entry in
            guard entry.key == ArchiveGraph.Builder.elementKey, case .reference(let element) = entry.value else {
                return nil
            }
            return element
        }
    }

    /// The static data source's sections: header and footer titles, and each row's cell class
    /// and height.
    static func sections(
        of controller: ArchiveGraph.Object, in graph: ArchiveGraph
    ) -> [(header: String?, footer: String?, rows: [(cell: String, height: Float?)])] {
        let dataSource = elements(controller.value(forKey: "UITableViewControllerStaticDataSource"), in: graph)
        guard let source = dataSource.first.flatMap({ graph[$0] }), source.className == "UITableViewDataSource" else {
            return []
        }
        return elements(source.value(forKey: "UITableSections"), in: graph).compactMap { id in
            guard let section = graph[id], section.className == "UITableViewSection" else { return nil }
            let rows = elements(section.value(forKey: "UITableSectionRows"), in: graph).compactMap {
                id -> (cell: String, height: Float?)? in
                guard let row = graph[id], row.className == "UITableViewRow",
                    let cell = elements(row.value(forKey: "UITableRowCell"), in: graph).first.flatMap({ graph[$0] })
                else { return nil }
                var height: Float?
                if case .float(let value)? = row.value(forKey: "UITableRowHeight") { height = value }
                let className =
                    cell.className == "UIClassSwapper"
                    ? GraphReading.text(cell.value(forKey: "UIClassName"), in: graph) ?? "" : cell.className
                return (className, height)
            }
            return (
                GraphReading.text(section.value(forKey: "UITableSectionHeaderTitle"), in: graph),
                GraphReading.text(section.value(forKey: "UITableSectionFooterTitle"), in: graph), rows
            )
        }
    }

    /// The labels of the outlet connections from objects of `sourceClass` in `graph`.
    static func outlets(from sourceClass: String, in graph: ArchiveGraph) -> [String] {
        StoryboardCompilerTests.objects("UIRuntimeOutletConnection", in: graph).compactMap { connection in
            guard case .reference(let source)? = connection.value(forKey: "UISource"),
                graph[source]?.className == sourceClass
            else { return nil }
            return GraphReading.text(connection.value(forKey: "UILabel"), in: graph)
        }
    }

    @Test func aStaticTablesCellsAreArchivedInItsControllersSceneNib() throws {
        let graphs = try Self.graphs(Self.fixture)
        let scene = try #require(graphs["UITableViewController-set-Tc-001"])
        let controller = try #require(
            scene.objects.first { $0.value(forKey: "UITableViewControllerStaticDataSource") != nil })
        let sections = Self.sections(of: controller, in: scene)
        #expect(sections.map(\.header) == ["Account", nil])
        #expect(sections.map(\.footer) == [nil, "Shown to no one"])
        #expect(sections.map { $0.rows.map(\.cell) } == [["UITableViewCell", "UITableViewCell"], ["UITableViewCell"]])
        // Only the cell whose height differs from the table's row height names it.
        #expect(sections.map { $0.rows.map(\.height) } == [[nil, 80], [nil]])
        // Each cell holds its content view first among its subviews, as a prototype cell's nib does.
        for cell in StoryboardCompilerTests.objects("UITableViewCell", in: scene) {
            let subviews = Self.elements(cell.value(forKey: "UISubviews"), in: scene).compactMap {
                scene[$0]?.className
            }
            #expect(subviews.first == "UITableViewCellContentView")
        }
        // The controller's outlet to a label of a cell is a connection of the scene nib.
        #expect(Self.outlets(from: "UIClassSwapper", in: scene).contains("nameLabel"))
        // Each cell fires its segue through its template outlet.
        #expect(
            Self.outlets(from: "UITableViewCell", in: scene).sorted() == [
                "accessoryActionSegueTemplate", "selectionSegueTemplate",
            ])
        #expect(StoryboardCompilerTests.objects("UIStoryboardShowSegueTemplate", in: scene).count == 2)
        // The view nib holds the table view without its cells or placeholders for them.
        let view = try #require(graphs["set-Tc-001-view-set-Tv-001"])
        #expect(StoryboardCompilerTests.objects("UITableView", in: view).count == 1)
        #expect(StoryboardCompilerTests.objects("UITableViewCell", in: view).isEmpty)
        #expect(StoryboardCompilerTests.objects("UILabel", in: view).isEmpty)
    }

    @Test func aStaticTablesSectionsAndRowHeightsAreNotReportedUnarchived() throws {
        let parts = DocumentCompiler().unarchivedParts(of: try NibDocument(contentsOfFile: Self.fixture))
        #expect(!parts.contains { $0.part == "rowHeight" || $0.part == "<sections>" }, "\(parts)")
    }

    @Test func aStaticTablesCellSeguesReadBackFromTheirCells() throws {
        let files = try StoryboardCompilerTests.compiler().compile(NibDocument(contentsOfFile: Self.fixture))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("static-\(UUID().uuidString)/StaticTable.storyboardc")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files { try Data(file.bytes).write(to: folder.appendingPathComponent(file.name)) }
        let compiled = try NibDocument(contentsOfFile: folder.path)
        var segues: [String] = []
        for connection in compiled.connections {
            guard case .segue(let segue) = connection.kind, let source = compiled.object(withID: connection.source)
            else { continue }
            let trigger = connection.element[attribute: "trigger"].map { " \($0)" } ?? ""
            segues.append("\(source.className) \(segue.kind ?? "")\(trigger)")
        }
        #expect(segues.sorted() == ["UITableViewCell show", "UITableViewCell show accessoryAction"])
    }

    @Test func aStaticTableOutsideATableViewControllerIsRefusedAtTheTable() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: "<tableViewController id", with: "<viewController id")
            .replacingOccurrences(of: "</tableViewController>", with: "</viewController>")
        let document = try StoryboardCompilerTests.document(text, file: "StaticTable.storyboard")
        do {
            _ = try StoryboardCompilerTests.compiler().compile(document)
            Issue.record("a static table in a plain view controller compiled")
        } catch {
            #expect(error.location.line == 8, "\(error)")
            #expect("\(error)".contains("table view controller"))
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aCorpusStaticTableKeepsItsSectionsTitlesAndCells() throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent(
            "storyboard-ios/IBDecodable__IBDecodable__Tests_Resources_StoryboardConnections.storyboard"
        ).path
        let document = try NibDocument(contentsOfFile: path)
        // The source's sections: header and footer titles, and the number of cells of each.
        var expected: [(header: String?, footer: String?, cells: Int)] = []
        document.root.forEachDescendant { element in
            guard element.name == "tableViewSection" else { return }
            let cells = element.children.first { $0.name == "cells" }?.children.filter(\.declaresObject).count ?? 0
            expected.append((element[attribute: "headerTitle"], element[attribute: "footerTitle"], cells))
        }
        #expect(expected.count >= 2)
        let graphs = try Self.graphs(path)
        let archived = graphs.values.flatMap { graph in
            graph.objects.filter { $0.value(forKey: "UITableViewControllerStaticDataSource") != nil }.flatMap {
                Self.sections(of: $0, in: graph)
            }
        }
        #expect(archived.map(\.header) == expected.map(\.header))
        #expect(archived.map(\.footer) == expected.map(\.footer))
        #expect(archived.map(\.rows.count) == expected.map(\.cells))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aRelationshipToAnotherStoryboardIsAPlaceholderChild() throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent(
            "storyboard-ios/SwiftGen__SwiftGen__Sources_TestUtils_Fixtures_Resources_IB-iOS_Placeholder.storyboard"
        ).path
        let output = try StoryboardCompilerTests.compiler().compileGraphs(NibDocument(contentsOfFile: path))
        let graph = try #require(output.nibs.first { $0.name == "Navigation" }?.graph)
        let navigation = try #require(StoryboardCompilerTests.objects("UINavigationController", in: graph).first)
        let children = Self.elements(navigation.value(forKey: "UIChildViewControllers"), in: graph)
        let child = try #require(children.first.flatMap { graph[$0] })
        #expect(children.count == 1)
        #expect(child.className == "UIStoryboardViewControllerPlaceholder")
        #expect(GraphReading.text(child.value(forKey: "UIStoryboardIdentifier"), in: graph) == "Dependent")
        #expect(child.value(forKey: "UIParentViewController") != nil)
        // `Info.plist` resolves the identifier to the other storyboard's controller.
        guard case .dictionary(let entries) = output.info,
            case .dictionary(let references)? = entries.first(where: {
                $0.key == "UIViewControllerIdentifiersToExternalStoryboardReferences"
            })?.value
        else {
            Issue.record("no external references in \(output.info)")
            return
        }
        #expect(references.map(\.key) == ["Dependent"])
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aCollectionCellsContentViewIsAPlainView() throws {
        let path = try #require(TestPaths.corpus).appendingPathComponent(
            "storyboard-ios/duckduckgo__iOS__DuckDuckGo_Base.lproj_TabSwitcher.storyboard"
        ).path
        let graphs = try Self.graphs(path)
        // The prototype cells are nibs of their own, inside the scene's view nib.
        var contentViews: [String] = []
        for graph in graphs.values {
            for nib in StoryboardCompilerTests.objects("UINib", in: graph) {
                guard case .reference(let data)? = nib.value(forKey: "archiveData"),
                    case .data(let bytes)? = graph[data]?.value(forKey: "NS.bytes")
                else { continue }
                let cellNib = ArchiveGraph(try CompiledArchive(data: Data(bytes), file: "cell.nib"))
                for object in cellNib.objects {
                    guard case .reference(let content)? = object.value(forKey: "UIContentView"),
                        let view = cellNib[content]
                    else { continue }
                    contentViews.append(view.className)
                }
            }
        }
        #expect(!contentViews.isEmpty)
        #expect(contentViews.allSatisfy { $0 == "UIView" }, "\(contentViews)")
    }

    @Test func aStoryboardIdentifierOfTwoControllersIsRefusedNamingBoth() throws {
        let text = StoryboardCompilerTests.flow.replacingOccurrences(
            of: "<viewController id=\"hm1-Vc-001\"",
            with: "<viewController storyboardIdentifier=\"Detail\" id=\"hm1-Vc-001\"")
        let document = try StoryboardCompilerTests.document(text)
        do {
            _ = try StoryboardCompilerTests.compiler().compile(document)
            Issue.record("two controllers with one identifier compiled")
        } catch {
            #expect("\(error)".contains("'hm1-Vc-001', 'dt1-Vc-001'"), "\(error)")
            // At the second controller.
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains("id=\"dt1-Vc-001\"")
            }
            #expect(error.location.line == line.map { $0 + 1 }, "\(error)")
        }
    }
}
