import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// The AppKit elements real xibs use beyond the pairs' controls — paragraph styles in attributed
/// text, object and tree controllers, matrices, web views, custom cells, popovers, drawers and
/// accessibility relationships — compiled from corpus documents and a fixture of their own, and
/// compared with Apple's archives where the corpus has one.
struct AppKitElementsCompileTests {
    // MARK: Helpers

    /// The graph of a document of the corpus's `xib-macos` folder.
    static func corpusGraph(_ name: String) throws -> ArchiveGraph {
        let corpus = try #require(TestPaths.corpus)
        let document = try NibDocument(
            contentsOfFile: corpus.appendingPathComponent("xib-macos/\(name).xib").path)
        return try DocumentCompiler(options: CompileOptions(module: "App")).graph(for: document)
    }

    /// The graph of a document given as text.
    static func graph(_ xib: String) throws -> ArchiveGraph {
        try DocumentCompiler().graph(for: NibDocument(data: Data(xib.utf8), file: "Fixture.xib"))
    }

    // MARK: Corpus documents

    /// A text view's attributed text keeps its runs' paragraph styles: alignment and tightening
    /// as `NSParagraphStyle` archives them, and tab stops as `NSTextTab`s.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func paragraphStylesOfAttributedTextAreArchived() throws {
        let alert = try Self.corpusGraph("Tunnelblick__Tunnelblick__tunnelblick_AlertWindow")
        let styles = GraphReading.objects("NSMutableParagraphStyle", in: alert)
        // Two text views, each with one run of an equal (natural, word-wrapping) style: one object.
        #expect(styles.count == 1)
        #expect(GraphReading.integer(styles.first?.value(forKey: "NSAlignment")) == 4)
        #expect(GraphReading.double(styles.first?.value(forKey: "NSTighteningFactorForTruncation")) == 0)
        #expect(styles.first?.value(forKey: "NSLineBreakMode") == nil)
        #expect(styles.first?.value(forKey: "NSWritingDirection") == nil)
        #expect(styles.first?.value(forKey: "NSTabStops") == nil)
        let storage = GraphReading.objects("NSTextStorage", in: alert).first
        let attributes = GraphReading.target("NSAttributes", of: storage, in: alert)
        let keys = GraphReading.members(attributes, in: alert).compactMap { GraphReading.text(alert[$0]) }
        #expect(keys.contains("NSParagraphStyle"))

        // Sequel Ace's connection view: justified runs with nine left tab stops, and a run in the
        // menu font (archived as the message font).
        let connection = try Self.corpusGraph("Sequel-Ace__Sequel-Ace__Source_Interfaces_ConnectionView")
        let justified = GraphReading.objects("NSMutableParagraphStyle", in: connection).first {
            GraphReading.integer($0.value(forKey: "NSAlignment")) == 3
        }
        let tabs = GraphReading.members(
            GraphReading.target("NSTabStops", of: justified, in: connection), in: connection
        )
        .compactMap { connection[$0] }
        // 32 tab stops, every 56 points from 0.
        #expect(tabs.map { GraphReading.double($0.value(forKey: "NSLocation")) } == (0..<32).map { Double($0 * 56) })
        #expect(tabs.allSatisfy { $0.value(forKey: "NSTextAlignment") == nil && $0.value(forKey: "NSType") == nil })
        #expect(
            tabs.allSatisfy { GraphReading.target("NSTabOptions", of: $0, in: connection)?.className == "NSDictionary" }
        )
        let fonts = GraphReading.objects("NSFont", in: connection)
        #expect(
            fonts.contains {
                GraphReading.integer($0.value(forKey: "NSfFlags")) == 0x616
                    && GraphReading.double($0.value(forKey: "NSSize")) == 10
            })
    }

    /// An object controller archives its settings and declared keys, as an array controller does;
    /// its bindings read back.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func objectControllerArchivesItsDeclaredKeys() throws {
        let graph = try Self.corpusGraph("aburgh__Disk-Arbitrator__Base.lproj_AttachDiskImageAccessory")
        let controller = try #require(GraphReading.objects("NSObjectController", in: graph).first)
        #expect(GraphReading.boolean(controller.value(forKey: "NSAutomaticallyPreparesContent")) == true)
        // Editable, the default, is left out as Apple's array controllers leave it out.
        #expect(controller.value(forKey: "NSEditable") == nil)
        let keys = GraphReading.members(GraphReading.target("NSDeclaredKeys", of: controller, in: graph), in: graph)
            .compactMap { GraphReading.text(graph[$0]) }
        #expect(
            keys == [
                "readOnly", "noOwners", "noBrowse", "rootPath", "password", "needPassword", "noVerify",
                "attemptMount", "filePath",
            ])
        #expect(GraphReading.target("NSDeclaredKeys", of: controller, in: graph)?.className == "NSMutableArray")

        let triggers = try Self.corpusGraph("quicksilver__Quicksilver__Quicksilver_Nibs_QSTriggersPrefPane")
        let tree = try #require(GraphReading.objects("NSTreeController", in: triggers).first)
        #expect(
            GraphReading.text(GraphReading.target("NSTreeContentChildrenKey", of: tree, in: triggers)) == "children")
        #expect(GraphReading.text(GraphReading.target("NSTreeContentLeafKey", of: tree, in: triggers)) == "isLeaf")
        #expect(GraphReading.boolean(tree.value(forKey: "NSSelectsInsertedObjects")) == false)
        #expect(GraphReading.text(GraphReading.target("NSObjectClassName", of: tree, in: triggers)) == "QSTrigger")
    }

    /// A matrix's cells, written by column, archive row by row with the matrix as their control
    /// view; its flags say its mode and settings, as the EFLaceView nib's matrices do.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func matrixArchivesItsCellsAndFlags() throws {
        let graph = try Self.corpusGraph("gnustep__libs-gui__Tests_gui_GSXib5KeyedUnarchiver_ButtonCell")
        let matrix = try #require(GraphReading.objects("NSMatrix", in: graph).first)
        #expect(GraphReading.integer(matrix.value(forKey: "NSNumRows")) == 4)
        #expect(GraphReading.integer(matrix.value(forKey: "NSNumCols")) == 1)
        let cells = GraphReading.members(GraphReading.target("NSCells", of: matrix, in: graph), in: graph).compactMap {
            graph[$0]
        }
        #expect(cells.count == 4 && cells.allSatisfy { $0.className == "NSButtonCell" })
        let matrixID = try #require(graph.objects.firstIndex(of: matrix))
        #expect(cells.allSatisfy { $0.value(forKey: "NSControlView")?.referencedObject?.index == matrixID })
        // The prototype, which the document gives no id, is archived all the same, with no control view.
        let prototype = GraphReading.target("NSProtoCell", of: matrix, in: graph)
        #expect(prototype?.className == "NSButtonCell" && prototype?.value(forKey: "NSControlView") == nil)
        // Radio mode, empty selection, selection by rectangle and autosized cells: the defaults.
        #expect(GraphReading.integer(matrix.value(forKey: "NSMatrixFlags")) == Int64(Int32(bitPattern: 0x5480_0000)))
        #expect(GraphReading.integer(matrix.value(forKey: "NSSelectedRow")) == -1)

        // The EFLaceView nib: Apple's matrices name the class of new cells, `NSActionCell`, and
        // hold the same keys as ours.
        let corpus = try #require(TestPaths.corpus)
        let apple = ArchiveGraph(
            try CompiledArchive(
                contentsOfFile: corpus.appendingPathComponent(
                    "nib-compiled/zehrer__EFLaceView__English.lproj_LaceDocument.nib_keyedobjects.nib"
                ).path))
        let appleMatrix = try #require(GraphReading.objects("NSMatrix", in: apple).first)
        #expect(GraphReading.text(GraphReading.target("NSCellClass", of: matrix, in: graph)) == "NSActionCell")
        let matrixKeys = [
            "NSCells", "NSNumRows", "NSNumCols", "NSProtoCell", "NSCellClass", "NSCellSize", "NSIntercellSpacing",
            "NSMatrixFlags", "NSSelectedRow", "NSSelectedCol",
        ]
        let macvim = try Self.corpusGraph("macvim-dev__macvim__src_MacVim_Base.lproj_Preferences")
        let ours = try #require(GraphReading.objects("NSMatrix", in: macvim).first)
        for key in matrixKeys {
            #expect(appleMatrix.value(forKey: key) != nil, "Apple's \(key)")
            #expect(ours.value(forKey: key) != nil, "our \(key)")
        }
        // macvim's matrices allow no empty selection.
        let flags = UInt32(truncatingIfNeeded: GraphReading.integer(ours.value(forKey: "NSMatrixFlags")) ?? 0)
        #expect(flags & 0x1000_0000 == 0 && flags & 0x4000_0000 != 0)
    }

    /// A web view archives Apple's web view keys: its drag types, names, back-forward list and
    /// preferences, as the Sparkle alert's nib (iTerm2's copy) holds them.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func webViewArchivesAppleWebViewKeys() throws {
        let corpus = try #require(TestPaths.corpus)
        let apple = ArchiveGraph(
            try CompiledArchive(
                contentsOfFile: corpus.appendingPathComponent(
                    "nib-compiled/gnachman__iTerm2__ThirdParty_Sparkle.framework_Versions_A_Resources_ja.lproj_SUUpdateAlert.nib"
                ).path))
        let graph = try Self.corpusGraph("quicksilver__Quicksilver__Quicksilver_Nibs_QSCrashReporter")
        let ours = try #require(GraphReading.objects("WebView", in: graph).first)
        let theirs = try #require(GraphReading.objects("WebView", in: apple).first)
        for key in ["FrameName", "GroupName", "Preferences", "UseBackForwardList", "AllowsUndo", "NSDragTypes"] {
            #expect(ours.value(forKey: key) != nil && theirs.value(forKey: key) != nil, "\(key)")
        }
        func dragTypes(_ view: ArchiveGraph.Object, _ graph: ArchiveGraph) -> Set<String> {
            Set(
                GraphReading.members(GraphReading.target("NSDragTypes", of: view, in: graph), in: graph).compactMap {
                    GraphReading.text(graph[$0])
                })
        }
        #expect(dragTypes(ours, graph) == dragTypes(theirs, apple))
        #expect(GraphReading.boolean(ours.value(forKey: "UseBackForwardList")) == false)
        #expect(
            GraphReading.boolean(ours.value(forKey: "AllowsUndo"))
                == GraphReading.boolean(theirs.value(forKey: "AllowsUndo")))
        let preferences = GraphReading.target("Preferences", of: ours, in: graph)
        #expect(preferences?.className == "WebPreferences")
        #expect(preferences?.value(forKey: "Identifier") == .null)
        #expect(GraphReading.target("Values", of: preferences, in: graph)?.className == "NSMutableDictionary")
    }

    /// A custom cell, a popover, a drawer and accessibility relationships compile to their classes
    /// and connectors.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func customCellPopoverDrawerAndAccessibilityCompile() throws {
        let disks = try Self.corpusGraph("aburgh__Disk-Arbitrator__Base.lproj_MainMenu")
        let swapper = GraphReading.objects("NSClassSwapper", in: disks).first {
            GraphReading.text(GraphReading.target("NSClassName", of: $0, in: disks)) == "DiskCell"
        }
        #expect(GraphReading.text(GraphReading.target("NSOriginalClassName", of: swapper, in: disks)) == "NSCell")

        let settings = try Self.corpusGraph("iina__iina__iina_Base.lproj_QuickSettingViewController")
        let popover = try #require(GraphReading.objects("NSPopover", in: settings).first)
        #expect(GraphReading.integer(popover.value(forKey: "NSBehavior")) == 0)
        #expect(GraphReading.boolean(popover.value(forKey: "NSAnimates")) == true)

        let triggers = try Self.corpusGraph("quicksilver__Quicksilver__Quicksilver_Nibs_QSTriggersPrefPane")
        let drawer = try #require(GraphReading.objects("NSDrawer", in: triggers).first)
        #expect(GraphReading.text(GraphReading.target("NSContentSize", of: drawer, in: triggers)) == "{320, 408}")
        #expect(GraphReading.text(GraphReading.target("NSMinContentSize", of: drawer, in: triggers)) == "{320, 363}")

        let credentials = try Self.corpusGraph("ViennaRSS__vienna-rss__Vienna_Interfaces_Base.lproj_FeedCredentials")
        let data = try #require(GraphReading.objects("NSIBObjectData", in: credentials).first)
        let connectors = GraphReading.members(
            GraphReading.target("NSAccessibilityConnectors", of: data, in: credentials), in: credentials
        )
        .compactMap { credentials[$0] }
        #expect(connectors.count == 4)
        #expect(connectors.allSatisfy { $0.className == "NSNibAXRelationshipConnector" })
        #expect(
            Set(connectors.compactMap { GraphReading.text(GraphReading.target("NSLabel", of: $0, in: credentials)) })
                == [
                    "title", "link",
                ])
        let oids = GraphReading.members(
            GraphReading.target("NSAccessibilityOidsValues", of: data, in: credentials), in: credentials)
        #expect(oids.count == 4)
        // The connectors are no outlets or actions.
        let all = GraphReading.members(GraphReading.target("NSConnections", of: data, in: credentials), in: credentials)
        #expect(all.allSatisfy { credentials[$0]?.className != "NSNibAXRelationshipConnector" })
    }

    /// Every macOS xib of the corpus that compiles reads back through swift-nib's reader to its
    /// source's connections (accessibility relationships aside, which the reader does not model).
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func everyCorpusXibThatCompilesReadsBackToItsConnections() throws {
        let corpus = try #require(TestPaths.corpus).appendingPathComponent("xib-macos")
        let compiler = DocumentCompiler(options: CompileOptions(module: "App"))
        var compiled = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        where file.hasSuffix(".xib") {
            let source = try NibDocument(contentsOfFile: corpus.appendingPathComponent(file).path)
            let bytes: [UInt8]
            do {
                bytes = try compiler.compile(source)
            } catch {
                #expect(error.location.line > 0, "\(file): \(error)")
                continue
            }
            compiled += 1
            let back = try NibDocument(data: Data(bytes), file: file.replacingOccurrences(of: ".xib", with: ".nib"))
            // A view-based table's prototype cell views are compiled too (nested as nibs of their
            // own): their outlets come back with the others.
            let expected = source.connections.filter {
                if case .other = $0.kind { return false }
                return true
            }
            #expect(back.connections.count == expected.count, "\(file)")
            #expect(
                Set(back.connections.compactMap(\.label)) == Set(expected.compactMap(\.label)), "\(file): labels")
        }
        // 56 before matrices, web views, controllers, paragraph styles and the rest compiled; 79
        // before stack views' gravity areas (81 of 82 now: GroupRules' simple predicate row is refused).
        #expect(compiled >= 81)
    }

    // MARK: A fixture

    static let fixture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <window id="1">
                    <rect key="contentRect" x="0.0" y="0.0" width="300" height="200"/>
                    <view key="contentView" id="2">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <matrix mode="highlight" allowsEmptySelection="NO" selectionByRect="NO" id="10">
                                <rect key="frame" x="10" y="10" width="200" height="40"/>
                                <size key="cellSize" width="98" height="18"/>
                                <size key="intercellSpacing" width="4" height="4"/>
                                <buttonCell key="prototype" type="push" title="P" id="11"/>
                                <cells>
                                    <column>
                                        <buttonCell type="push" title="A" id="12"/>
                                        <buttonCell type="push" title="B" id="13"/>
                                    </column>
                                    <column>
                                        <buttonCell type="push" title="C" id="14"/>
                                        <buttonCell type="push" title="D" state="on" id="15"/>
                                    </column>
                                </cells>
                            </matrix>
                            <textField id="20">
                                <rect key="frame" x="10" y="60" width="100" height="20"/>
                                <textFieldCell key="cell" title="Name" id="21"/>
                                <connections>
                                    <accessibilityConnection property="title" destination="22" id="23"/>
                                </connections>
                            </textField>
                            <textField id="22">
                                <rect key="frame" x="120" y="60" width="100" height="20"/>
                                <textFieldCell key="cell" title="Value" id="24"/>
                            </textField>
                        </subviews>
                    </view>
                </window>
                <objectController objectClassName="Thing" editable="NO" id="30">
                    <declaredKeys>
                        <string>name</string>
                    </declaredKeys>
                </objectController>
                <popover behavior="t" animates="NO" id="40"/>
                <drawer preferredEdge="maxY" trailingOffset="15" id="50">
                    <size key="contentSize" width="100" height="150"/>
                </drawer>
            </objects>
        </document>
        """

    /// The fixture's matrix (two columns of two cells, highlight mode, the last cell on) archives
    /// its cells row by row and no selection; the rest of the fixture its settings.
    @Test func fixtureElementsArchiveTheirSettings() throws {
        let graph = try Self.graph(Self.fixture)
        let matrix = try #require(GraphReading.objects("NSMatrix", in: graph).first)
        let titles = GraphReading.members(GraphReading.target("NSCells", of: matrix, in: graph), in: graph).map {
            GraphReading.text(GraphReading.target("NSContents", of: graph[$0], in: graph))
        }
        #expect(titles == ["A", "C", "B", "D"])
        // No selection whatever the cells' states, as Apple's nibs archive it.
        #expect(GraphReading.integer(matrix.value(forKey: "NSSelectedRow")) == -1)
        #expect(GraphReading.integer(matrix.value(forKey: "NSSelectedCol")) == -1)
        #expect(GraphReading.integer(matrix.value(forKey: "NSNumCols")) == 2)
        // Highlight mode and autosized cells; no empty selection nor selection by rectangle.
        #expect(GraphReading.integer(matrix.value(forKey: "NSMatrixFlags")) == Int64(Int32(bitPattern: 0x8080_0000)))
        #expect(GraphReading.text(GraphReading.target("NSCellSize", of: matrix, in: graph)) == "{98, 18}")
        #expect(
            GraphReading.text(
                GraphReading.target(
                    "NSContents", of: GraphReading.target("NSProtoCell", of: matrix, in: graph), in: graph))
                == "P")

        let controller = try #require(GraphReading.objects("NSObjectController", in: graph).first)
        #expect(GraphReading.boolean(controller.value(forKey: "NSEditable")) == false)
        #expect(GraphReading.text(GraphReading.target("NSObjectClassName", of: controller, in: graph)) == "Thing")

        let popover = try #require(GraphReading.objects("NSPopover", in: graph).first)
        #expect(GraphReading.integer(popover.value(forKey: "NSBehavior")) == 1)
        #expect(GraphReading.boolean(popover.value(forKey: "NSAnimates")) == false)

        let drawer = try #require(GraphReading.objects("NSDrawer", in: graph).first)
        #expect(GraphReading.integer(drawer.value(forKey: "NSPreferredEdge")) == 3)
        #expect(GraphReading.double(drawer.value(forKey: "NSTrailingOffset")) == 15)

        let connector = try #require(GraphReading.objects("NSNibAXRelationshipConnector", in: graph).first)
        #expect(GraphReading.text(GraphReading.target("NSLabel", of: connector, in: graph)) == "title")
        #expect(GraphReading.target("NSSource", of: connector, in: graph)?.className == "NSTextField")
    }

    /// A matrix whose cells are listed without columns, in the archive's order (as a document
    /// decompiled from a nib lists them), keeps that order; its columns are those its width fits.
    @Test func matrixWithoutColumnsFitsItsCellsToItsWidth() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <matrix mode="highlight" id="1">
                        <rect key="frame" x="30" y="258" width="65" height="31"/>
                        <size key="cellSize" width="33" height="31"/>
                        <size key="intercellSpacing" width="-1" height="-3"/>
                        <cells>
                            <buttonCell title="+" id="2"/>
                            <buttonCell title="-" state="on" id="3"/>
                        </cells>
                    </matrix>
                </objects>
            </document>
            """
        let graph = try Self.graph(xib)
        let matrix = try #require(GraphReading.objects("NSMatrix", in: graph).first)
        #expect(GraphReading.integer(matrix.value(forKey: "NSNumCols")) == 2)
        #expect(GraphReading.integer(matrix.value(forKey: "NSNumRows")) == 1)
        #expect(GraphReading.integer(matrix.value(forKey: "NSSelectedCol")) == -1)
        let titles = GraphReading.members(GraphReading.target("NSCells", of: matrix, in: graph), in: graph).map {
            GraphReading.text(GraphReading.target("NSContents", of: graph[$0], in: graph))
        }
        #expect(titles == ["+", "-"])
    }

    /// The fixture compiles to both forms and reads back to its outlets' count; its keyed archive
    /// names the connector's superclass for a runtime that does not know it.
    @Test func fixtureCompilesToBothForms() throws {
        let document = try NibDocument(data: Data(Self.fixture.utf8), file: "Fixture.xib")
        let nib = try DocumentCompiler().compile(document)
        let back = try NibDocument(data: Data(nib), file: "Fixture.nib")
        #expect(back.connections.isEmpty)
        let keyed = try DocumentCompiler(options: CompileOptions(format: .keyedArchive)).compile(document)
        #expect(String(decoding: keyed, as: UTF8.self).contains("NSNibAXRelationshipConnector"))
    }

    /// A binding of several values names the binding before it (`previousBinding`): its connector
    /// archives that binding's connector as `NSPreviousConnector`, as Apple's SUStatus nib holds it,
    /// and decompile names the previous binding again.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aBindingNamesTheConnectorOfTheBindingBeforeIt() throws {
        let graph = try Self.corpusGraph("sparkle-project__Sparkle__Sparkle_SUStatus")
        let connectors = GraphReading.objects("NSNibBindingConnector", in: graph)
        func binding(_ connector: ArchiveGraph.Object) -> String? {
            GraphReading.text(GraphReading.target("NSBinding", of: connector, in: graph))
        }
        let value = try #require(
            connectors.first {
                GraphReading.text(GraphReading.target("NSKeyPath", of: $0, in: graph)) == "progressValue"
            })
        let previous = try #require(GraphReading.target("NSPreviousConnector", of: value, in: graph))
        #expect(binding(previous) == "maxValue")
        #expect(connectors.filter { $0.value(forKey: "NSPreviousConnector") != nil }.count == 1)

        let corpus = try #require(TestPaths.corpus)
        let source = try NibDocument(
            contentsOfFile: corpus.appendingPathComponent("xib-macos/sparkle-project__Sparkle__Sparkle_SUStatus.xib")
                .path)
        let nib = try DocumentCompiler(options: CompileOptions(module: "App")).compile(source)
        let back = try NibDocument(data: Data(nib), file: "SUStatus.nib")
        let bindings = back.connections.compactMap { connection -> (ObjectID?, Connection.Binding)? in
            guard case .binding(let binding) = connection.kind else { return nil }
            return (connection.id, binding)
        }
        let chained = try #require(bindings.first { $0.1.keyPath == "progressValue" })
        let named = try #require(bindings.first { $0.0?.rawValue == chained.1.previousBinding })
        #expect(named.1.name == "maxValue")
    }

    /// A binding's boolean option archives as an `NSNumber` holding `NS.boolval`, as Apple's nib of
    /// Sparkle's permission prompt holds `NSValidatesImmediately`, and decompiles back to `<bool>`.
    @Test func aBindingsBooleanOptionIsABooleanNumber() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" \
            targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <textField id="1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="22"/>
                        <textFieldCell key="cell" title="Port" id="2"/>
                        <connections>
                            <binding destination="-2" name="value" keyPath="port" id="3">
                                <dictionary key="options">
                                    <bool key="NSContinuouslyUpdatesValue" value="YES"/>
                                    <integer key="NSMultipleValuesPlaceholder" value="0"/>
                                </dictionary>
                            </binding>
                        </connections>
                    </textField>
                </objects>
            </document>
            """
        let graph = try Self.graph(xib)
        let connector = try #require(GraphReading.objects("NSNibBindingConnector", in: graph).first)
        let options = GraphReading.members(GraphReading.target("NSOptions", of: connector, in: graph), in: graph)
        let numbers = options.compactMap { graph[$0] }.filter { $0.className == "NSNumber" }
        #expect(numbers.contains { $0.value(forKey: "NS.boolval") == .boolean(true) })
        #expect(numbers.contains { $0.value(forKey: "NS.intval") == .integer(0) })

        let nib = try DocumentCompiler().compile(NibDocument(data: Data(xib.utf8), file: "Binding.xib"))
        let back = try NibDocument(data: Data(nib), file: "Binding.nib")
        guard case .binding(let binding)? = back.connections.first?.kind else {
            Issue.record("no binding read back")
            return
        }
        #expect(binding.options.map(\.type).sorted() == ["bool", "integer"])
    }

    /// A `previousBinding` naming no binding of the document is an error at the binding's line.
    @Test func aPreviousBindingNamingNoBindingIsAnErrorAtItsLine() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="Owner"/>
                    <textField id="1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="22"/>
                        <textFieldCell key="cell" title="Port" id="2"/>
                        <connections>
                            <binding destination="-2" name="value" keyPath="port" previousBinding="9" id="3"/>
                        </connections>
                    </textField>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Previous.xib")
        let error = #expect(throws: CompileError.self) { try DocumentCompiler().compile(document) }
        #expect(error?.message.contains("'9'") == true)
        #expect(error?.location.line == 9)
    }

    /// A controller's declared keys come back from its nib as the `<declaredKeys>` Xcode writes,
    /// one `<string>` a key, as a path cell's allowed types and a text cell's input locales do
    /// (``IBVocabulary/stringLists``, one table for the three).
    @Test func declaredKeysComeBackFromTheNib() throws {
        let nib = try DocumentCompiler().compile(NibDocument(data: Data(Self.fixture.utf8), file: "Fixture.xib"))
        let back = try NibDocument(data: Data(nib), file: "Fixture.nib")
        var controllers: [NibElement] = []
        back.root.forEachDescendant { if $0.name == "objectController" { controllers.append($0) } }
        let controller = try #require(controllers.first)
        let keys = try #require(controller.firstChild(named: "declaredKeys"))
        #expect(keys.children.map(\.name) == ["string"])
        #expect(keys.children.map(\.text) == ["name"])
        #expect(controller[attribute: "objectClassName"] == "Thing")
    }

    /// What the compiler cannot encode in a paragraph style, a matrix or a web view's preferences
    /// is refused at its element.
    @Test(arguments: [
        ("<paragraphStyle key=\"NSParagraphStyle\" alignment=\"sideways\"/>", "alignment"),
        ("<paragraphStyle key=\"NSParagraphStyle\"><textLists/></paragraphStyle>", "textLists"),
    ])
    func unknownParagraphStylePartsAreRefusedAtTheirLine(_ style: String, _ named: String) throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <textView id="1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <attributedString key="textStorage">
                            <fragment content="x">
                                <attributes>
                                    \(style)
                                </attributes>
                            </fragment>
                        </attributedString>
                    </textView>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Style.xib")
        do {
            _ = try DocumentCompiler().compile(document)
            Issue.record("the document compiled")
        } catch {
            #expect(error.location.line == 10)
            #expect(error.message.contains(named))
        }
    }

    @Test func webPreferencesOtherThanTheDefaultsAreRefused() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <webView id="1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <webPreferences key="preferences" defaultFontSize="16" defaultFixedFontSize="12"/>
                    </webView>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Web.xib")
        do {
            _ = try DocumentCompiler().compile(document)
            Issue.record("the document compiled")
        } catch {
            #expect(error.location.line == 7)
            #expect(error.message.contains("defaultFontSize"))
        }
    }
}
