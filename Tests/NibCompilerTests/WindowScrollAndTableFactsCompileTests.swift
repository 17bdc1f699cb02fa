import Foundation
import NibEditing
import NibModel
import Testing

@testable import NibCompiler

/// A window's identifier, deferral and shadow, a menu's identifier, scroll views' elasticities,
/// tables' row size styles and floating group rows, and the focus rings of split and custom
/// views: each compiles to its key (or bits) and decompiles back to the attribute, from a fixture
/// of this suite's own; and an iOS nib leaves placeholder constraints out, as a macOS one does.
struct WindowScrollAndTableFactsCompileTests {
    static let fixture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <menu title="Styles" identifier="StylesMenu" id="menu">
                    <items>
                        <menuItem title="Bold" id="item"/>
                    </items>
                </menu>
                <window identifier="Status" title="Status" hasShadow="NO" deferred="NO" releasedWhenClosed="NO" \
        animationBehavior="default" id="status">
                    <windowStyleMask key="styleMask" titled="YES"/>
                    <windowPositionMask key="initialPositionMask" leftStrut="YES" rightStrut="YES" topStrut="YES" \
        bottomStrut="YES"/>
                    <rect key="contentRect" x="200" y="222" width="400" height="300"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <splitView focusRingType="none" dividerStyle="thin" vertical="YES" id="split">
                                <rect key="frame" x="0.0" y="200" width="400" height="100"/>
                            </splitView>
                            <customView focusRingType="exterior" id="custom">
                                <rect key="frame" x="0.0" y="150" width="400" height="50"/>
                            </customView>
                            <scrollView horizontalScrollElasticity="none" verticalScrollElasticity="allowed" \
        id="scroll">
                                <rect key="frame" x="0" y="0" width="200" height="100"/>
                                <clipView key="contentView" id="clip">
                                    <rect key="frame" x="1" y="1" width="198" height="98"/>
                                    <subviews>
                                        <tableView rowSizeStyle="medium" id="table">
                                            <rect key="frame" x="0" y="0" width="198" height="98"/>
                                        </tableView>
                                    </subviews>
                                </clipView>
                            </scrollView>
                            <scrollView id="plainScroll">
                                <rect key="frame" x="200" y="0" width="200" height="100"/>
                                <clipView key="contentView" id="plainClip">
                                    <rect key="frame" x="1" y="1" width="198" height="98"/>
                                    <subviews>
                                        <outlineView rowSizeStyle="systemDefault" floatsGroupRows="NO" id="outline">
                                            <rect key="frame" x="0" y="0" width="198" height="98"/>
                                        </outlineView>
                                    </subviews>
                                </clipView>
                            </scrollView>
                        </subviews>
                    </view>
                </window>
                <window title="Plain" animationBehavior="default" id="plain">
                    <windowStyleMask key="styleMask" titled="YES"/>
                    <rect key="contentRect" x="200" y="222" width="100" height="100"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>
                    <view key="contentView" id="plainContent">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                </window>
            </objects>
        </document>
        """

    static func document() throws -> NibDocument {
        try NibDocument(data: Data(fixture.utf8), file: "Facts.xib")
    }

    static func graph() throws -> ArchiveGraph {
        try DocumentCompiler().graph(for: document())
    }

    /// The object of class `className` whose `key` reads `text`, or the first such object.
    static func object(
        _ className: String, where key: String? = nil, is text: String? = nil, in graph: ArchiveGraph
    ) throws -> ArchiveGraph.Object {
        try #require(
            GraphReading.objects(className, in: graph).first { object in
                guard let key else { return true }
                return GraphReading.text(object.value(forKey: key), in: graph) == text
            })
    }

    /// The elements named `name` of the fixture compiled to a nib and decompiled again, in
    /// document order (the decompiler gives objects ids of its own).
    static func decompiled(_ name: String) throws -> [NibElement] {
        let nib = try DocumentCompiler().compile(document())
        let xml = try NibDocument(data: Data(nib), file: "Facts.nib").decompiledXML()
        let document = try NibDocument(data: Data(xml), file: "Decompiled.xib")
        var found: [NibElement] = []
        var stack = [document.root]
        while let element = stack.popLast() {
            if element.name == name { found.append(element) }
            stack.append(contentsOf: element.children.reversed())
        }
        return found
    }

    /// None of the fixture's attributes is left out of the archive.
    @Test func theFixtureCompilesWithoutVocabularyWarnings() throws {
        let parts = DocumentCompiler().unarchivedParts(of: try Self.document())
        #expect(parts.isEmpty, "\(parts.map(\.description))")
    }

    /// A window's identifier is its `NSUserInterfaceItemIdentifier` (Apple's SUStatus nib), `nil`
    /// without one; `deferred="NO"` clears 0x2000_0000 of `NSWTFlags`, `hasShadow="NO"` sets
    /// 0x1000 (inferred); a window that says nothing is deferred and shadowed.
    @Test func windowIdentifierDeferralAndShadowArchive() throws {
        let graph = try Self.graph()
        let status = try Self.object("NSWindowTemplate", where: "NSWindowTitle", is: "Status", in: graph)
        let plain = try Self.object("NSWindowTemplate", where: "NSWindowTitle", is: "Plain", in: graph)
        #expect(GraphReading.text(status.value(forKey: "NSUserInterfaceItemIdentifier"), in: graph) == "Status")
        #expect(plain.value(forKey: "NSUserInterfaceItemIdentifier") == .null)
        func flags(_ window: ArchiveGraph.Object) throws -> UInt32 {
            UInt32(truncatingIfNeeded: try #require(GraphReading.integer(window.value(forKey: "NSWTFlags"))))
        }
        let statusFlags = try flags(status)
        let plainFlags = try flags(plain)
        #expect(statusFlags & 0x2000_0000 == 0)
        #expect(statusFlags & 0x1000 == 0x1000)
        #expect(plainFlags & 0x2000_0000 == 0x2000_0000)
        #expect(plainFlags & 0x1000 == 0)
        // Sparkle's SUStatus window (not released when closed, all struts, no tool tips or key
        // view loop) archives 0x6078_0000 in Apple's nib; this one keeps tool tips (0x2000) and
        // the key view loop (0x800): the bits beside deferral and shadow are those.
        #expect((statusFlags | 0x2000_0000) & ~UInt32(0x1000) == 0x6078_2800)
    }

    /// The window's identifier, deferral and shadow decompile back; the plain window's defaults
    /// are left out.
    @Test func windowIdentifierDeferralAndShadowDecompile() throws {
        let windows = try Self.decompiled("window")
        let status = try #require(windows.first { $0[attribute: "title"] == "Status" })
        let plain = try #require(windows.first { $0[attribute: "title"] == "Plain" })
        #expect(status[attribute: "identifier"] == "Status")
        #expect(status[attribute: "deferred"] == "NO")
        #expect(status[attribute: "hasShadow"] == "NO")
        #expect(plain[attribute: "identifier"] == nil)
        #expect(plain[attribute: "deferred"] == nil)
        #expect(plain[attribute: "hasShadow"] == nil)
    }

    /// A menu's identifier is its `NSUserInterfaceItemIdentifier` (inferred, as its items'), and
    /// decompiles back.
    @Test func menuIdentifierArchivesAndDecompiles() throws {
        let graph = try Self.graph()
        let menu = try Self.object("NSMenu", where: "NSTitle", is: "Styles", in: graph)
        #expect(GraphReading.text(menu.value(forKey: "NSUserInterfaceItemIdentifier"), in: graph) == "StylesMenu")
        let menus = try Self.decompiled("menu")
        #expect(menus.contains { $0[attribute: "identifier"] == "StylesMenu" })
    }

    /// Scroll elasticities are bits 12–13 (vertical) and 14–15 (horizontal) of `NSsFlags`
    /// (inferred), `NSScrollElasticity`'s values; a scroll view that names none keeps its
    /// other flags as before.
    @Test func scrollElasticitiesArchiveInTheScrollFlagsAndDecompile() throws {
        let graph = try Self.graph()
        let scrolls = GraphReading.objects("NSScrollView", in: graph)
        #expect(scrolls.count == 2)
        let flags = scrolls.compactMap { GraphReading.integer($0.value(forKey: "NSsFlags")) }
        let elastic = try #require(flags.first { $0 & 0xF000 != 0 })
        let plain = try #require(flags.first { $0 & 0xF000 == 0 })
        #expect(elastic & 0xF000 == 0x4000 | 0x2000)
        #expect(elastic & ~0xF000 == plain)
        let decompiled = try Self.decompiled("scrollView").map {
            [$0[attribute: "horizontalScrollElasticity"], $0[attribute: "verticalScrollElasticity"]]
        }
        #expect(decompiled == [["none", "allowed"], [nil, nil]])
    }

    /// A table's row size style is `NSTableViewRowSizeStyle` (systemDefault -1, medium 2), an
    /// outline that does not float its group rows archives `NSTableViewShouldFloatGroupRows`
    /// false (inferred); both decompile back, and a table that floats them has no key.
    @Test func rowSizeStylesAndFloatingGroupRowsArchiveAndDecompile() throws {
        let graph = try Self.graph()
        let table = try Self.object("NSTableView", in: graph)
        let outline = try Self.object("NSOutlineView", in: graph)
        #expect(GraphReading.integer(table.value(forKey: "NSTableViewRowSizeStyle")) == 2)
        #expect(GraphReading.integer(outline.value(forKey: "NSTableViewRowSizeStyle")) == -1)
        #expect(table.value(forKey: "NSTableViewShouldFloatGroupRows") == nil)
        #expect(GraphReading.boolean(outline.value(forKey: "NSTableViewShouldFloatGroupRows")) == false)
        let decompiledTable = try #require(try Self.decompiled("tableView").first)
        let decompiledOutline = try #require(try Self.decompiled("outlineView").first)
        #expect(decompiledTable[attribute: "rowSizeStyle"] == "medium")
        #expect(decompiledTable[attribute: "floatsGroupRows"] == nil)
        #expect(decompiledOutline[attribute: "rowSizeStyle"] == "systemDefault")
        #expect(decompiledOutline[attribute: "floatsGroupRows"] == "NO")
    }

    /// `rowSizeStyle="automatic"`, which Xcode writes for new tables, archives nothing (the
    /// transmission pair's outline) and is no warning.
    @Test func automaticRowSizeStyleArchivesNothing() throws {
        let xib = Self.fixture.replacingOccurrences(of: #"rowSizeStyle="medium""#, with: #"rowSizeStyle="automatic""#)
        let document = try NibDocument(data: Data(xib.utf8), file: "Automatic.xib")
        #expect(DocumentCompiler().unarchivedParts(of: document).isEmpty)
        let graph = try DocumentCompiler().graph(for: document)
        let table = try Self.object("NSTableView", in: graph)
        #expect(table.value(forKey: "NSTableViewRowSizeStyle") == nil)
    }

    /// The focus rings of split and custom views are bits 12–13 of their `NSvFlags` (none
    /// 0x1000, exterior 0x2000), as a box's and a scroll view's, and decompile back.
    @Test func focusRingsOfSplitAndCustomViewsArchiveAndDecompile() throws {
        let graph = try Self.graph()
        let split = try Self.object("NSSplitView", in: graph)
        let custom = try Self.object("NSCustomView", in: graph)
        #expect((GraphReading.integer(split.value(forKey: "NSvFlags")) ?? 0) & 0x3000 == 0x1000)
        #expect((GraphReading.integer(custom.value(forKey: "NSvFlags")) ?? 0) & 0x3000 == 0x2000)
        #expect(try Self.decompiled("splitView").map { $0[attribute: "focusRingType"] } == ["none"])
        #expect(try Self.decompiled("customView").map { $0[attribute: "focusRingType"] } == ["exterior"])
    }

    /// An iOS view's placeholder constraint ("remove at build time", JSQMessagesViewController's
    /// cells) is left out whole, as on macOS, and is no warning: the view keeps its other one.
    @Test func placeholderConstraintsAreLeftOutOfIOSNibs() throws {
        func xib(placeholder: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="2">
                                <rect key="frame" x="10" y="10" width="24" height="24"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="24"\(placeholder ? #" placeholder="YES""# : "") id="3"/>
                                    <constraint firstAttribute="height" constant="24" id="4"/>
                                </constraints>
                            </imageView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        }
        func constraints(placeholder: Bool) throws -> Int {
            let document = try NibDocument(data: Data(xib(placeholder: placeholder).utf8), file: "Cell.xib")
            #expect(DocumentCompiler().unarchivedParts(of: document).isEmpty)
            return GraphReading.objects("NSLayoutConstraint", in: try DocumentCompiler().graph(for: document)).count
        }
        #expect(try constraints(placeholder: false) == 2)
        #expect(try constraints(placeholder: true) == 1)
    }
}
