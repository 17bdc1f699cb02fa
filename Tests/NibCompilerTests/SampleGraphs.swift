@testable import NibCompiler

/// Small graphs shaped like a macOS nib, for the comparator's and the writers' tests.
enum SampleGraphs {
    /// What to vary in ``window(_:)``.
    struct Variation {
        var title = "OK"
        var buttonClass = "NSButton"
        var dropsOutletLabel = false
        var sharesTitle = true
        var reversesConnections = false
        var reversesObjects = false
        var labelWidth: ArchiveGraph.IntegerWidth = .automatic
        var fontSize: ArchiveGraph.Value = .double(13)
    }

    /// A window with a view and a button, File's Owner, an outlet and an action.
    static func window(_ variation: Variation = Variation()) -> ArchiveGraph {
        var b = ArchiveGraph.Builder()
        let root = b.add("NSObject")
        let data = b.add("NSIBObjectData")
        let owner = b.add("NSCustomObject", [.init("NSClassName", .reference(b.string("NSApplication")))])
        let window = b.add("NSWindowTemplate", [.init("NSWindowTitle", .reference(b.string("Window")))])
        let view = b.add("NSView")
        let button = b.add(variation.buttonClass)
        let title = b.string(variation.title)
        let alternate =
            variation.sharesTitle ? title : b.add("NSString", [.init("NS.bytes", .data(Array(variation.title.utf8)))])
        let font = b.intern(
            "NSFont",
            [.init("NSName", .reference(b.string(".AppleSystemUIFont"))), .init("NSSize", variation.fontSize)])
        let cell = b.add(
            "NSButtonCell",
            [
                .init("NSContents", .reference(title)), .init("NSAlternateContents", .reference(alternate)),
                .init("NSSupport", .reference(font)), .init("NSCellFlags", .integer(67_108_864, .automatic)),
                .init("NSControlView", .conditionalReference(button)),
            ])
        b.set("NSNextResponder", .conditionalReference(view), on: button)
        b.set("NSCell", .reference(cell), on: button)
        b.set("NSTag", .integer(7, variation.labelWidth), on: button)
        b.set("NSSuperview", .conditionalReference(view), on: button)
        b.set("NSSubviews", .reference(b.collection("NSMutableArray", [button], shared: false)), on: view)
        b.set("NSWindowView", .reference(view), on: window)
        var outletEntries: [ArchiveGraph.Entry] = [
            .init("NSSource", .reference(owner)), .init("NSDestination", .reference(button)),
        ]
        if !variation.dropsOutletLabel { outletEntries.append(.init("NSLabel", .reference(b.string("okButton")))) }
        let outlet = b.add("NSNibOutletConnector", outletEntries)
        let action = b.add(
            "NSNibControlConnector",
            [.init("NSSource", .reference(button)), .init("NSLabel", .reference(b.string("press:")))])
        let connections = variation.reversesConnections ? [action, outlet] : [outlet, action]
        var keys = [window, view, button]
        var parents = [owner, window, view]
        if variation.reversesObjects {
            keys.reverse()
            parents.reverse()
        }
        b.set("NSRoot", .reference(owner), on: data)
        b.set("NSVisibleWindows", .reference(b.collection("NSMutableSet", [window], shared: false)), on: data)
        b.set("NSConnections", .reference(b.collection("NSMutableArray", connections, shared: false)), on: data)
        b.set("NSObjectsKeys", .reference(b.collection("NSArray", keys)), on: data)
        b.set("NSObjectsValues", .reference(b.collection("NSArray", parents)), on: data)
        b.set("IB.objectdata", .reference(data), on: root)
        b.set("IB.systemFontUpdateVersion", .integer(1), on: root)
        return b.build(root: root)
    }
}
