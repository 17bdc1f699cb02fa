import NibSourceValidation
import Testing

/// What the index reads from Swift sources: selectors, renames, outlets, superclasses.
@Suite struct SwiftSourceIndexTests {
    @Test func aMissingSourceFolderIsASourceReadingErrorNamingIt() {
        #expect(throws: SourceReadingError(path: "/no/such/Sources", reason: "no such file")) {
            try SwiftSourceIndex(directories: [SourceDirectory(path: "/no/such/Sources")])
        }
    }

    static let source = """
        import AppKit

        protocol Refreshing {}

        @objc(MYPanelController)
        class PanelController: NSWindowController, Refreshing {
            @IBOutlet weak var titleField: NSTextField!
            @IBOutlet var rows: [NSTableRowView]?
            @IBOutlet private var strongView: NSView!
            @IBInspectable var accent: NSColor = .red
            var count = 0

            @IBAction func save(_ sender: Any) {}
            @IBAction func tap() {}
            @IBAction func go(sender: Any) {}
            @objc(renamed:) @IBAction func original(_ sender: Any) {}
            @IBAction func move(_ item: Any, to place: Any) {}
            @IBSegueAction func makeDetail(_ coder: NSCoder) -> NSViewController? { nil }
            @IBOutlet weak var `default`: NSButton!
            @IBAction func `for`(_ sender: Any) {}
            func notExposed() {}
        }

        extension PanelController {
            @IBAction func extra(_ sender: Any?) {}
        }

        extension NSView {
            @IBInspectable var borderWidth: CGFloat { get { 0 } set {} }
        }
        """

    func index() -> SwiftSourceIndex {
        var index = SwiftSourceIndex()
        index.add(source: Self.source, file: "Panel.swift", module: "App")
        return index
    }

    @Test func selectors() throws {
        let panel = try #require(index().swiftClass(runtimeName: "MYPanelController"))
        #expect(
            panel.methods.map(\.selector) == [
                "save:", "tap", "goWithSender:", "renamed:", "move:to:", "makeDetail:", "for:", "extra:",
            ])
        #expect(
            panel.methods.map(\.kind) == [.action, .action, .action, .action, .action, .segueAction, .action, .action])
    }

    @Test func classAndRename() throws {
        let index = index()
        let panel = try #require(index.swiftClass(named: "PanelController"))
        #expect(panel.objcName == "MYPanelController")
        #expect(panel.runtimeName == "MYPanelController")
        #expect(panel.superclassName == "NSWindowController")
        #expect(panel.module == "App")
        #expect(panel.location.description == "Panel.swift:6:7")
        #expect(index.swiftClass(runtimeName: "PanelController") == nil)
        #expect(
            index.lineage(of: "MYPanelController") == [
                "MYPanelController", "NSWindowController", "NSResponder", "NSObject",
            ])
    }

    @Test func outlets() throws {
        let panel = try #require(index().swiftClass(named: "PanelController"))
        let title = try #require(panel.outlet(named: "titleField"))
        #expect(title.typeName == "NSTextField")
        #expect(title.typeText == "NSTextField!")
        #expect(title.isWeak && title.isOptional && !title.isCollection)
        #expect(title.location.description == "Panel.swift:7:24")
        let rows = try #require(panel.outlet(named: "rows"))
        #expect(rows.typeName == "NSTableRowView" && rows.isCollection && !rows.isWeak)
        #expect(panel.outlet(named: "strongView")?.isWeak == false)
        #expect(panel.outlet(named: "default")?.typeName == "NSButton")
    }

    @Test func propertiesAndExtensions() throws {
        let index = index()
        let panel = try #require(index.swiftClass(named: "PanelController"))
        #expect(panel.property(named: "accent")?.isInspectable == true)
        #expect(panel.property(named: "count")?.isObjC == false)
        let view = try #require(index.swiftClass(named: "NSView"))
        #expect(!view.isDeclared)
        #expect(view.property(named: "borderWidth")?.isInspectable == true)
        #expect(index.protocols == ["Refreshing"])
    }

    @Test func objectiveCHeaders() {
        var index = index()
        index.addObjectiveCHeader(
            """
            #import <UIKit/UIKit.h>
            @interface LegacyView : UIView <UITableViewDelegate>
            @end
            @interface LegacyView (Drawing)
            @end
            """, file: "LegacyView.h")
        #expect(index.objectiveCClasses == ["LegacyView": "UIView"])
        #expect(index.lineage(of: "LegacyView") == ["LegacyView", "UIView", "UIResponder", "NSObject"])
    }

    @Test func sourceDirectoryArgument() {
        #expect(SourceDirectory(argument: "App=Sources/App") == SourceDirectory(path: "Sources/App", module: "App"))
        #expect(SourceDirectory(argument: "Sources/App") == SourceDirectory(path: "Sources/App", module: nil))
        #expect(SourceDirectory(argument: "./a=b") == SourceDirectory(path: "./a=b", module: nil))
    }
}
