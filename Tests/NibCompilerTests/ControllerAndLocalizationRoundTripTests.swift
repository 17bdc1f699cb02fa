import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// What the round trip of compiled nibs (issue 25) showed the compiler lost: a user defaults
/// controller's declared keys, an array controller's settings left out at their defaults, a
/// Base-localized cell's title and its keyed form, each as Apple's nibs of Sparkle's windows hold
/// them.
struct ControllerAndLocalizationRoundTripTests {
    /// The graph of a fixture document, compiled as the file `file` (a `Base.lproj` folder makes
    /// it a Base localization).
    static func graph(_ objects: String, file: String = "Fixture.xib") throws -> ArchiveGraph {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            \(objects)
                </objects>
            </document>
            """
        return try DocumentCompiler().graph(for: NibDocument(data: Data(xib.utf8), file: file))
    }

    /// A defaults controller of its own archives its declared keys and applies changes at once,
    /// as the Sparkle permission prompts' do; the shared one archives only that it is shared.
    @Test func aUserDefaultsControllerOfItsOwnArchivesItsDeclaredKeys() throws {
        let graph = try Self.graph(
            """
                    <userDefaultsController id="10">
                        <declaredKeys>
                            <string>SUIncludeProfile</string>
                            <string>SUSendProfileInfo</string>
                        </declaredKeys>
                    </userDefaultsController>
                    <userDefaultsController representsSharedInstance="YES" id="11"/>
            """)
        let controllers = GraphReading.objects("NSUserDefaultsController", in: graph)
        #expect(controllers.count == 2)
        let own = try #require(controllers.first { $0.value(forKey: "NSSharedInstance") == nil })
        #expect(own.value(forKey: "NSAppliesImmediately") == .boolean(true))
        let declared = GraphReading.target("NSDeclaredKeys", of: own, in: graph)
        #expect(declared?.className == "NSMutableArray")
        let keys = GraphReading.members(declared, in: graph).compactMap { GraphReading.text(graph[$0]) }
        #expect(keys == ["SUIncludeProfile", "SUSendProfileInfo"])
        let shared = try #require(controllers.first { $0.value(forKey: "NSSharedInstance") != nil })
        #expect(shared.value(forKey: "NSSharedInstance") == .boolean(true))
        #expect(shared.value(forKey: "NSAppliesImmediately") == nil)
        #expect(shared.value(forKey: "NSDeclaredKeys") == nil)
    }

    /// An array controller leaves its settings out at their defaults and restricts insertion to
    /// its filter; a setting the document changes is archived.
    @Test func anArrayControllerLeavesItsDefaultSettingsOut() throws {
        let graph = try Self.graph(
            """
                    <arrayController id="20"/>
                    <arrayController editable="NO" avoidsEmptySelection="NO" automaticallyPreparesContent="YES" id="21"/>
            """)
        let controllers = GraphReading.objects("NSArrayController", in: graph)
        #expect(controllers.count == 2)
        let plain = try #require(controllers.first { $0.value(forKey: "NSEditable") == nil })
        for key in [
            "NSEditable", "NSAutomaticallyPreparesContent", "NSAvoidsEmptySelection", "NSPreservesSelection",
            "NSSelectsInsertedObjects",
        ] {
            #expect(plain.value(forKey: key) == nil, "\(key)")
        }
        #expect(plain.value(forKey: "NSFilterRestrictsInsertion") == .boolean(true))
        #expect(plain.value(forKey: "NSClearsFilterPredicateOnInsertion") == .boolean(true))
        let changed = try #require(controllers.first { $0.value(forKey: "NSEditable") != nil })
        #expect(changed.value(forKey: "NSEditable") == .boolean(false))
        #expect(changed.value(forKey: "NSAvoidsEmptySelection") == .boolean(false))
        #expect(changed.value(forKey: "NSAutomaticallyPreparesContent") == .boolean(true))
    }

    static let cells = """
                <customView id="30">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <button id="31">
                            <rect key="frame" x="10" y="10" width="120" height="32"/>
                            <buttonCell key="cell" type="push" title="Install Update" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="173">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <textField id="32">
                            <rect key="frame" x="10" y="50" width="120" height="16"/>
                            <textFieldCell key="cell" title="Release Notes:" id="170">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <textField id="33">
                            <rect key="frame" x="10" y="70" width="120" height="16"/>
                            <textFieldCell key="cell" title="" id="171">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                </customView>
        """

    /// The contents of a cell, by the title of its document.
    static func contents(_ title: String, in graph: ArchiveGraph) -> ArchiveGraph.Object? {
        let cells = GraphReading.objects("NSButtonCell", in: graph) + GraphReading.objects("NSTextFieldCell", in: graph)
        return cells.lazy.compactMap { GraphReading.target("NSContents", of: $0, in: graph) }.first {
            guard case .data(let bytes)? = $0.value(forKey: "NS.bytes") else { return false }
            return String(decoding: bytes, as: UTF8.self) == title
        }
    }

    /// In a Base localization a button cell's and a text field cell's title are localizable
    /// strings keyed by the cell's id, as Apple's nib of Sparkle's Base-localized SUUpdateAlert
    /// holds them; an empty title, and every title outside a Base localization, stays a string.
    @Test func aBaseLocalizedCellsTitleIsALocalizableString() throws {
        let graph = try Self.graph(Self.cells, file: "Base.lproj/Fixture.xib")
        for (title, key) in [("Install Update", "173.title"), ("Release Notes:", "170.title")] {
            let contents = try #require(Self.contents(title, in: graph), "\(title)")
            #expect(contents.className == "NSLocalizableString")
            #expect(GraphReading.text(GraphReading.target("NSKey", of: contents, in: graph)) == key)
            #expect(GraphReading.text(GraphReading.target("NSDev", of: contents, in: graph)) == title)
        }
        // Only the two titled cells' contents: the empty title is no localizable string.
        #expect(GraphReading.objects("NSLocalizableString", in: graph).count == 2)
        let plain = try Self.graph(Self.cells)
        #expect(Self.contents("Install Update", in: plain)?.className == "NSString")
    }

    /// Written as a keyed archive, a localizable string holds its text as `NS.string` before its
    /// key and development text (Apple's keyed nib of the Base-localized SUUpdateAlert, macvim's
    /// copy); the comparator reads it as the NIBArchive's string.
    @Test func aLocalizableStringInAKeyedArchiveHoldsItsTextAsNSString() throws {
        let graph = try Self.graph(Self.cells, file: "Base.lproj/Fixture.xib")
        let written = try KeyedArchiveWriter().write(graph)
        let reread = ArchiveGraph(try CompiledArchive(data: Data(written)))
        let localizable = GraphReading.objects("NSLocalizableString", in: reread)
        #expect(localizable.count == 2)
        for string in localizable {
            #expect(string.entries.first?.key == "NS.string")
            #expect(string.value(forKey: "NS.bytes") == nil)
            #expect(string.value(forKey: "NSKey") != nil && string.value(forKey: "NSDev") != nil)
        }
        #expect(ArchiveComparison(graph, reread).isSame)
    }
}
