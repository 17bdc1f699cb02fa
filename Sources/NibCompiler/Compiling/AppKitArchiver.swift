import NibModel

/// Builds the archived object graph of an AppKit xib, as ibtool does: an `NSObject` root whose
/// `IB.objectdata` is the `NSIBObjectData` — File's Owner as its root, the visible windows, the
/// connectors, every object with its parent (`NSObjectsKeys`/`NSObjectsValues`) and its oid
/// (`NSOidsKeys`/`NSOidsValues`) — and each document object archived as its vocabulary rule says.
struct AppKitArchiver {
    typealias GraphID = ArchiveGraph.ObjectID

    let document: NibDocument
    let options: CompileOptions
    var builder = ArchiveGraph.Builder()
    /// The archived object of each document id.
    var archived: [String: GraphID] = [:]
    /// Objects in `NSObjectsKeys` order, with their parents.
    var objects: [(object: GraphID, parent: GraphID)] = []
    var visibleWindows: [GraphID] = []
    /// The connectors that have stack views decoded first, one for each.
    var stackConnectors: [GraphID] = []
    /// The document ids of elements left out of this nib (a storyboard scene's view, archived in
    /// its own nib), with everything below them.
    var skippedIDs: Set<String> = []
    /// Whether this is one nib of a storyboard (`StoryboardCompiler`): segues are archived as
    /// templates by the storyboard compiler, and a connection to an object of another nib of the
    /// storyboard is left to that nib.
    var isSceneNib = false
    /// How many prototype cell view nibs enclose this one (``archiveReusableViews(_:id:)``), 0
    /// for a document's own nib: in a prototype's nib a reference to an object outside the
    /// prototype is left to the nib around it.
    var prototypeDepth = 0
    /// Whether a menu's items are listed last first in `NSObjectsKeys` (as ibtool does in a
    /// storyboard's nibs); the menu's own `NSMenuItems` stay in document order.
    var listsMenuItemsLastFirst = false
    /// The document's accessibility relationships (``accessibilityConnector(_:)``), which the
    /// object data lists apart from the other connectors.
    var accessibilityConnectors: [GraphID] = []
    /// The views with a tool tip, and its text, in document order.
    var toolTips: [(view: GraphID, text: String)] = []
    /// Whether the document is a Base localization (in a `Base.lproj` folder): its titles are
    /// `NSLocalizableString`s that the runtime looks up in each language's strings file.
    let isBaseLocalized: Bool
    /// The image resources archived so far, by name, catalog and design size: one object each.
    private var imageResources: [String: GraphID] = [:]
    /// The ids of the views the document's constraints name.
    let constrainedIDs: Set<String>
    /// The frames of the split view panes ibtool lays out again, by id.
    let splitViewPaneFrames: [String: [Double]]
    /// Whether the document has constraints, and the views stack views arrange: what decides
    /// whether Auto Layout places a view (``archivesDoNotTranslate(_:)``), read once.
    let autoLayout: (hasConstraints: Bool, arrangedIDs: Set<String>)
    /// The document's elements with their parents and its windows, from one walk before archiving.
    let elements: ElementIndex
    /// Whether the document uses Auto Layout (`useAutolayout`), which decides a view's default
    /// margins.
    let usesAutoLayout: Bool
    /// Whether the document asks for custom objects made with `init` rather than decoded.
    private let instantiatesDirectly: Bool
    /// References to document ids, resolved once every object exists.
    private var pending: [(object: GraphID, key: String, id: String, conditional: Bool, element: NibElement)] = []

    init(document: NibDocument, options: CompileOptions) {
        self.document = document
        self.options = options
        self.elements = ElementIndex(document.root)
        // The header is made anew at each reading: read it once.
        let header = document.header.attributes
        self.usesAutoLayout = header.contains { $0.name == "useAutolayout" && $0.value == "YES" }
        self.instantiatesDirectly = header.contains {
            $0.name == "customObjectInstantitationMethod" && $0.value == "direct"
        }
        self.constrainedIDs = Self.viewsNamedByConstraints(in: document)
        self.splitViewPaneFrames = Self.adjustedSplitViewPanes(in: document)
            .merging(Self.adjustedWindowContents(elements.windows)) { pane, _ in pane }
        self.autoLayout = Self.autoLayoutPlacement(in: document)
        // In a `Base.lproj` folder at any depth (`String.contains` of a string is costly).
        self.isBaseLocalized = document.file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .contains("Base.lproj")
    }

    /// A Base-localized title as ibtool archives it: an `NSLocalizableString` with its text, the
    /// strings file key (`id.title`) and the development text (`NSDev`). A button cell's and a
    /// text field cell's title, archived as their contents (`NSContents`), is localized so too,
    /// under the cell's id (Apple's nibs of Sparkle's Base-localized SUUpdateAlert, Hammerspoon's
    /// copy: its buttons' and label's cells, `170.title` to `175.title`); an empty title stays a
    /// plain string there.
    private mutating func localizeTitle(of element: NibElement, id: GraphID) {
        guard let title = element[attribute: "title"], !title.isEmpty, let documentID = element[attribute: "id"] else {
            return
        }
        let keys = Self.localizedContentsCells.contains(element.name) ? ["NSContents"] : ["NSTitle", "NSWindowTitle"]
        for key in keys where builder[id]?.value(forKey: key) != nil {
            let localizable = builder.add(
                "NSLocalizableString",
                [
                    .init("NS.bytes", .data(Array(title.utf8))),
                    .init("NSKey", .reference(builder.string(documentID + ".title"))),
                    .init("NSDev", .reference(builder.string(title))),
                ])
            builder.set(key, .reference(localizable), on: id)
        }
    }

    /// The cells whose title a Base localization archives as localizable contents.
    private static let localizedContentsCells: Set<String> = ["buttonCell", "textFieldCell"]

    mutating func run() throws(CompileError) -> ArchiveGraph {
        let (root, data) = begin()
        let owner = placeholder(.filesOwner, className: "NSObject")
        let application =
            document.placeholder(.application) == nil ? nil : placeholder(.application, className: "NSApplication")
        var firstResponder: GraphID?
        if let responder = document.placeholder(.firstResponder), isArchived(responder.id) {
            firstResponder = builder.add(
                "NSCustomObject", [.init("NSClassName", .reference(builder.string("FirstResponder")))])
            archived[responder.id.rawValue] = firstResponder
        }
        if let application { objects.append((application, owner)) }
        if let firstResponder { objects.append((firstResponder, owner)) }
        for object in document.topLevelObjects where !object.isPlaceholder {
            try archive(object.sourceElement, parent: owner, superview: nil)
        }
        return try finish(root: root, data: data, owner: owner, application: application)
    }

    /// The archive's root `NSObject` and its `NSIBObjectData`, filled by ``finish(root:data:owner:application:extraConnectors:)``.
    mutating func begin() -> (root: GraphID, data: GraphID) {
        let root = builder.add("NSObject")
        let data = builder.add("NSIBObjectData")
        builder.set("IB.objectdata", .reference(data), on: root)
        builder.set("IB.systemFontUpdateVersion", .integer(1), on: root)
        return (root, data)
    }

    /// Resolves the references, archives the connections and fills the object data's tables
    /// once every object is archived. A storyboard's own connectors go `before` the document's
    /// outlets, `between` them and its actions, or `after` every other.
    mutating func finish(
        root: GraphID, data: GraphID, owner: GraphID, application: GraphID?,
        connectors extra: (before: [GraphID], between: [GraphID], after: [GraphID]) = ([], [], [])
    ) throws(CompileError) -> ArchiveGraph {
        try resolvePending()
        let documentConnectors = try archiveConnections()
        let connectors =
            extra.before + documentConnectors.outlets + extra.between + documentConnectors.others + extra.after
            + (try archiveRuntimeAttributes())

        builder.set("NSRoot", .reference(owner), on: data)
        builder.set(
            "NSVisibleWindows", .reference(builder.collection("NSMutableSet", visibleWindows, shared: false)), on: data)
        builder.set(
            "NSConnections", .reference(builder.collection("NSMutableArray", connectors, shared: false)), on: data)
        builder.set("NSObjectsKeys", .reference(builder.collection("NSArray", objects.map(\.object))), on: data)
        builder.set("NSObjectsValues", .reference(builder.collection("NSArray", objects.map(\.parent))), on: data)
        // The stack views' connectors have no oids.
        var oidObjects = [owner] + objects.map(\.object) + connectors.filter { !stackConnectors.contains($0) }
        if let application, let index = oidObjects.firstIndex(of: application), index != 1 {
            oidObjects.remove(at: index)
            oidObjects.insert(application, at: 1)
        }
        builder.set("NSOidsKeys", .reference(builder.collection("NSArray", oidObjects)), on: data)
        // The accessibility connectors are numbered after the outlets and before the other
        // connectors (the one corpus nib with one, transmission's Sparkle SUStatus: its outlets
        // 36…39, its accessibility identifier 40, its bindings 41…47); inferred for a storyboard's
        // connectors between the outlets and the actions, numbered before them.
        let outletConnectors = Set(extra.before + documentConnectors.outlets)
        let beforeAccessibility =
            oidObjects.lastIndex { outletConnectors.contains($0) }.map { $0 + 1 }
            ?? oidObjects.count - connectors.filter { !stackConnectors.contains($0) }.count
        // An oid is an `NSNumber` equal to any archived before it (a font's size 11.0 is oid 11).
        func oidNumber(_ oid: Int) -> GraphID {
            builder.interned("NSNumber", [.init("NS.dblval", .double(Double(oid)))]) ?? builder.number(Int64(oid))
        }
        let oids = oidObjects.indices.map { index in
            oidNumber(index + 1 + (index < beforeAccessibility ? 0 : accessibilityConnectors.count))
        }
        builder.set("NSOidsValues", .reference(builder.collection("NSArray", oids)), on: data)
        builder.set(
            "NSAccessibilityConnectors",
            .reference(builder.collection("NSMutableArray", accessibilityConnectors, shared: false)), on: data)
        let axOids = accessibilityConnectors.indices.map { oidNumber(beforeAccessibility + 1 + $0) }
        builder.set(
            "NSAccessibilityOidsKeys", .reference(builder.collection("NSArray", accessibilityConnectors)), on: data)
        builder.set("NSAccessibilityOidsValues", .reference(builder.collection("NSArray", axOids)), on: data)
        return builder.build(root: root)
    }

    // MARK: Placeholders

    /// File's Owner or Application: an `NSCustomObject` naming the class it stands for, with the
    /// class Interface Builder showed as an `IBClassReference`.
    mutating func placeholder(_ role: PlaceholderRole, className standard: String) -> GraphID {
        let object = document.placeholder(role)
        let shown = object?.customClass
        let module = object.flatMap { moduleName(of: $0.sourceElement) }
        var className = shown ?? standard
        if role == .application { className = "NSApplication" }
        if role == .filesOwner, let shown { className = mangled(shown, module: module) }
        var entries: [ArchiveGraph.Entry] = []
        if let shown {
            entries.append(
                .init(
                    "IBClassReference",
                    .reference(classReference(shown, module: module, element: object?.sourceElement))))
        }
        entries.append(.init("NSClassName", .reference(builder.string(className))))
        let id = builder.add("NSCustomObject", entries)
        if let object { archived[object.id.rawValue] = id }
        return id
    }

    /// An `IBClassReference`: the class, its module and module provider as the document names them.
    private mutating func classReference(_ className: String, module: String?, element: NibElement?) -> GraphID {
        let provider = element?[attribute: "customModuleProvider"]
        // Each object its own reference, even to one class (the strings are shared).
        return builder.add(
            "IBClassReference",
            [
                .init("IBClassName", .reference(builder.string(className))),
                .init("IBModuleName", module.map { .reference(builder.string($0)) } ?? .null),
                .init("IBModuleProvider", provider.map { .reference(builder.string($0)) } ?? .null),
            ])
    }

    /// The module of an element's custom class: the build's module for
    /// `customModuleProvider="target"` when the build names one, else `customModule`.
    private func moduleName(of element: NibElement) -> String? {
        // The build's module wins over the one the document last saw for its target.
        if element[attribute: "customModuleProvider"] == "target", let module = options.module { return module }
        return element[attribute: "customModule"]
    }

    /// A Swift class's runtime name (`_TtC7TestApp11AppDelegate`), or an Objective-C class's own.
    private func mangled(_ className: String, module: String?) -> String {
        guard let module else { return className }
        let parts = className.split(separator: ".").map(String.init)
        let prefix = "_TtC" + String(repeating: "C", count: parts.count - 1)
        return prefix + ([module] + parts).map { "\($0.utf8.count)\($0)" }.joined()
    }

    /// Whether a placeholder is archived: First Responder is not when it is only actions' target
    /// (their connectors name no destination).
    private func isArchived(_ id: ObjectID) -> Bool {
        document.connections.contains { connection in
            if case .action = connection.kind { return connection.source == id }
            return connection.destination == id || connection.source == id
        }
    }

    // MARK: Objects

    /// Archives a document object and everything below it; returns the archived object.
    @discardableResult
    mutating func archive(_ element: NibElement, parent: GraphID, superview: GraphID?) throws(CompileError) -> GraphID {
        let chain = IBVocabulary.ruleChain(element: element.name, platform: .appKit)
        guard let rule = chain.last ?? customObjectRule(element) else {
            throw CompileError(.unsupportedElement(element.name), at: element.location(in: document))
        }
        let customClass = element[attribute: "customClass"]
        let module = moduleName(of: element)
        let isView = chain.contains { $0.element == "@view" }
        let id: GraphID
        switch rule.archivedClass {
        case _ where element.name == "customObject" && customClass != nil && module != nil && instantiatesDirectly:
            // `customObjectInstantitationMethod="direct"`: a Swift class is a class swapper that
            // initialises with `init` (an Objective-C class stays a custom object).
            id = builder.add("NSClassSwapper")
            builder.set("NSClassName", .reference(builder.string(mangled(customClass ?? "", module: module))), on: id)
            builder.set("NSOriginalClassName", .reference(builder.string("NSObject")), on: id)
            builder.set("NSInitializeWithInit", .boolean(true), on: id)
        case _ where element.name == "customObject":
            id = builder.add("NSCustomObject")
            if let customClass {
                builder.set(
                    "IBClassReference", .reference(classReference(customClass, module: module, element: element)),
                    on: id)
            }
            builder.set(
                "NSClassName", .reference(builder.string(mangled(customClass ?? "NSObject", module: module))), on: id)
        case "NSWindowTemplate":
            id = builder.add("NSWindowTemplate")
        case _ where toolbarItemClass(element) != nil:
            id = builder.add(toolbarItemClass(element) ?? rule.archivedClass)
        case _
        where element.name == "customView" && superview == nil && customClass == nil && element[attribute: "key"] == nil:
            // A top-level custom view is archived as a placeholder for a view.
            id = builder.add("NSCustomView")
            builder.set("NSClassName", .reference(builder.string("NSView")), on: id)
        case _ where element.name == "customView" && customClass != nil && !instantiatesDirectly:
            // Without `customObjectInstantitationMethod="direct"` a custom view stays the
            // placeholder `NSCustomView`, which names the class the runtime makes
            // (viraptor/ibtool's StatusBar.nib, which Apple's ibtool compiled); its class
            // reference and name follow the view's keys (`customViewClass` below).
            id = builder.add("NSCustomView")
        default:
            if let customClass {
                id = builder.add("NSClassSwapper")
                builder.set("NSClassName", .reference(builder.string(mangled(customClass, module: module))), on: id)
                // A custom view swaps a plain `NSView`.
                let original = rule.archivedClass == "NSCustomView" ? "NSView" : rule.archivedClass
                builder.set("NSOriginalClassName", .reference(builder.string(original)), on: id)
            } else {
                id = builder.add(rule.archivedClass)
            }
        }
        if let documentID = element[attribute: "id"] { archived[documentID] = id }
        objects.append((id, parent))
        if isView {
            builder.set("NSNextResponder", superview.map { .conditionalReference($0) } ?? .null, on: id)
        }
        var values = layoutValues(IBVocabulary.encode(element: element, platform: .appKit), of: element)
        adjustControlValues(&values, of: element)
        for (key, encoded) in values {
            // A class swapper names its class itself.
            if key == "NSClassName", customClass != nil { continue }
            // A view's tool tip is a help connector's (`toolTips`).
            if key == "NSToolTip", isView { continue }
            if case .objectID(let target) = encoded {
                pending.append((id, key, target, false, element))
            } else {
                builder.set(key, value(encoded, element: element), on: id)
                if let mirror = IBVocabulary.appKitMirroredKeys[key] {
                    builder.set(mirror, value(encoded, element: element), on: id)
                }
            }
        }
        if isBaseLocalized { localizeTitle(of: element, id: id) }
        if element.name == "window" {
            try archiveWindow(element, id: id, customClass: customClass, module: module)
        }
        if isView { recordToolTip(element, id: id) }
        if isView, let superview { builder.set("NSSuperview", .conditionalReference(superview), on: id) }
        if let customClass, builder[id]?.className == "NSCustomView" {
            // A custom view that keeps its placeholder class: the class it makes, last.
            builder.set(
                "IBClassReference", .reference(classReference(customClass, module: module, element: element)), on: id)
            builder.set("NSClassName", .reference(builder.string(mangled(customClass, module: module))), on: id)
        }
        if isView, element.child(forKey: "autoresizingMask") == nil {
            // A view the document gives no mask: ibtool's default margins.
            let flags = integer(builder[id]?.value(forKey: "NSvFlags")) ?? 0x100
            builder.set("NSvFlags", .integer(flags | (usesAutoLayout ? 0xC : 0x28)), on: id)
        }
        try archiveObjects(of: element, id: id)
        // A grid cell's content view is a subview of the grid (the cell's superview here).
        try archiveChildren(of: element, id: id, superview: isView ? id : element.name == "gridCell" ? superview : nil)
        switch element.name {
        case "menu": archiveMenu(element, id: id)
        case "menuItem": archiveMenuItem(element, id: id)
        case "toolbar": try archiveToolbar(element, id: id)
        case "toolbarItem": archiveToolbarItem(element, id: id)
        case "constraint": archiveConstraint(element, id: id, holder: parent)
        case "splitView": archiveSplitView(element)
        case "tabView": try archiveTabView(element, id: id)
        case "popUpButtonCell": archivePopUpMenu(element, id: id)
        case "stackView": try archiveStackView(element, id: id)
        case "gridView": try archiveGridView(element, id: id)
        case "textView": try archiveTextView(element, id: id)
        case "dateFormatter": try archiveDateFormatter(element, id: id)
        case "numberFormatter": try archiveNumberFormatter(element, id: id)
        case "matrix", "webView", "objectController", "arrayController", "treeController", "dictionaryController",
            "userDefaultsController":
            try archiveElementParts(element, id: id)
        case "collectionView": try archiveCollectionView(element, id: id)
        case "browser": archiveBrowser(id: id)
        case "ruleEditor", "predicateEditor": try archiveRuleEditor(element, id: id)
        case "predicateEditorRowTemplate": try archiveRowTemplate(element, id: id)
        default: break
        }
        archiveControlFacts(of: element, id: id)
        archiveTableFamily(element, id: id)
        if element.name == "tableView" || element.name == "outlineView" { try archiveReusableViews(element, id: id) }
        return id
    }

    /// The objects an element names by attribute that are no document objects of their own: a
    /// cell's image as an `NSCustomResource`.
    private mutating func archiveObjects(of element: NibElement, id: GraphID) throws(CompileError) {
        if element.name.hasSuffix("Cell"), let name = element[attribute: "image"] {
            builder.set("NSContents", .reference(imageResource(name, catalog: element[attribute: "catalog"])), on: id)
        }
        // An image cell's symbol named by an `<imageReference key="image">` is its contents, the
        // resource archived as a menu item's (transmission_MainMenu's symbol; inferred for a cell,
        // whose image by attribute is its `NSContents` too).
        if element.name == "imageCell", let reference = element.child(forKey: "image"),
            reference.name == "imageReference", let resource = imageReferenceResource(reference)
        {
            builder.set("NSContents", .reference(resource), on: id)
        }
    }

    /// A named image as ibtool archives it: an `NSCustomResource` with the design size the
    /// document's `<resources>` give it (32 by 32 when they name none, as for AppKit's own named
    /// images, which are in the `system` namespace).
    mutating func imageResource(_ name: String, catalog: String?) -> GraphID {
        let resource = document.resources.first { $0.name == name && $0.kindName == "image" }
        var size: String?
        // NSApplicationIcon (ibtool's own icon) and a symbol named by attribute are 32 by 32
        // whatever the document's resources say (test3; 36 of transmission_MainMenu).
        if case .image(_, let imageSize)? = resource?.kind, let imageSize, name != "NSApplicationIcon",
            catalog != "system"
        {
            size = "{\(IBValueCodec.format(imageSize.width)), \(IBValueCodec.format(imageSize.height))}"
        }
        let cacheKey = [name, catalog ?? "", size ?? ""].joined(separator: "\u{0}")
        if let known = imageResources[cacheKey] { return known }
        if let resource, let image = embeddedImage(resource) {
            imageResources[cacheKey] = image
            return image
        }
        // Each resource its own design size, even where two sizes are equal.
        let designSize = builder.add(
            "NSValue",
            [.init("NS.special", .integer(2)), .init("NS.sizeval", .reference(builder.string(size ?? "{32, 32}")))])
        let isSystem = catalog == "system" || name.hasPrefix("NS")
        var entries: [ArchiveGraph.Entry] = [
            .init("NSClassName", .reference(builder.string("NSImage"))),
            .init("NSResourceName", .reference(builder.string(name))),
        ]
        // An image from an asset catalog names it (`system` for SF Symbols).
        if let catalog { entries.append(.init("NSCatalogName", .reference(builder.string(catalog)))) }
        entries += [
            .init("IBNamespaceID", isSystem ? .reference(builder.string("system")) : .null),
            .init("IBDesignSize", .reference(designSize)), .init("IBDesignImageConfiguration", .null),
        ]
        let archivedResource = builder.intern("NSCustomResource", entries)
        imageResources[cacheKey] = archivedResource
        return archivedResource
    }

    /// A rule for a `customObject`, which the vocabulary knows by its class only.
    private func customObjectRule(_ element: NibElement) -> IBClassRule? {
        element.name == "customObject" ? IBClassRule("customObject", "NSCustomObject") : nil
    }

    /// The window template's own keys: its class, rectangles, flags ibtool always sets.
    private mutating func archiveWindow(
        _ element: NibElement, id: GraphID, customClass: String?, module: String?
    ) throws(CompileError) {
        builder.set("NSWindowBacking", .integer(2), on: id)
        let content = Self.rect(element.child(forKey: "contentRect")) ?? [0, 0, 0, 0]
        let screen = Self.rect(element.child(forKey: "screenRect"))
        let windowRect = Self.windowRect(
            content: content, screen: screen, struts: element.child(forKey: "initialPositionMask"))
        builder.set("NSWindowRect", .reference(builder.string(Self.rectString(windowRect))), on: id)
        builder.set("NSScreenRect", .reference(builder.string(Self.rectString(screen ?? [0, 0, 0, 0]))), on: id)
        builder.set(
            "NSWindowClass", .reference(builder.string(mangled(customClass ?? "NSWindow", module: module))), on: id)
        if let customClass {
            builder.set(
                "IBClassReference", .reference(classReference(customClass, module: module, element: element)), on: id)
        }
        builder.set("NSViewClass", .null, on: id)
        // A window the document gives an identifier archives it (the vocabulary's), others `nil`.
        builder.set(
            "NSUserInterfaceItemIdentifier", builder[id]?.value(forKey: "NSUserInterfaceItemIdentifier") ?? .null,
            on: id)
        builder.set("NSWindowView", .null, on: id)
        let titleBar = Self.titleBarHeight(element.child(forKey: "styleMask"))
        let frameSize = { (key: String) -> String? in
            guard let size = element.child(forKey: key), let width = size[attribute: "width"].flatMap(Double.init),
                let height = size[attribute: "height"].flatMap(Double.init)
            else { return nil }
            return "{\(IBValueCodec.format(width)), \(IBValueCodec.format(height + titleBar))}"
        }
        if let minSize = frameSize("minSize") { builder.set("NSMinSize", .reference(builder.string(minSize)), on: id) }
        let maxSize = frameSize("maxSize")
        // A window with a toolbar archives no maximum size unless the document gives one.
        if maxSize != nil || element.child(forKey: "toolbar") == nil {
            builder.set("NSMaxSize", .reference(builder.string(maxSize ?? "{10000000000000, 10000000000000}")), on: id)
        }
        let zero = builder.string("{0, 0}")
        builder.set("NSMinFullScreenContentSize", .reference(zero), on: id)
        builder.set("NSMaxFullScreenContentSize", .reference(zero), on: id)
        // NSWTFlags: the position mask's struts beside the flags the vocabulary set (the deferred
        // bit among them).
        var flags = UInt64(bitPattern: integer(builder[id]?.value(forKey: "NSWTFlags")) ?? 0)
        flags = (flags & ~0x78_0000) | Self.strutBits(element.child(forKey: "initialPositionMask"))
        builder.set("NSWTFlags", .integer(Int64(Int32(truncatingIfNeeded: flags))), on: id)
        if element[attribute: "visibleAtLaunch"] != "NO" { visibleWindows.append(id) }
        archiveContentBorder(element, id: id)
    }

    /// The height ibtool adds to a window's content size for its frame's minimum and maximum
    /// sizes (`NSMinSize`, `NSMaxSize`; the content's are `NSWindowContentMinSize` and
    /// `NSWindowContentMaxSize`): a titled window's title bar, 32 points (test29_window_minmax_size,
    /// as viraptor/ibtool's compiler writes it for Apple's nib of that sample; the storyboard pairs'
    /// titled windows), none when the content reaches under the title bar (transmission_MainMenu's
    /// window, `fullSizeContentView`, archives its minimum size as the content's) or for a window
    /// without a title. Inferred from viraptor/ibtool's compiler, with no Apple nib to show it: a
    /// utility window's title bar is 24 points.
    static func titleBarHeight(_ styleMask: NibElement?) -> Double {
        guard let styleMask, styleMask[attribute: "fullSizeContentView"] != "YES" else { return 0 }
        if styleMask[attribute: "utility"] == "YES" { return 24 }
        return styleMask[attribute: "titled"] == "YES" ? 32 : 0
    }

    /// The frames ibtool gives a window's content view whose size is not the content
    /// rectangle's (the document's frame is stale): the content rectangle's size, at the
    /// view's origin, and below it every view its autoresizing mask resizes (``Autoresizing``).
    /// A view without a mask, or placed by Auto Layout, keeps its frame, as does the content
    /// view of a window whose content reaches under its title bar.
    static func adjustedWindowContents(_ windows: [NibElement]) -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        func resizeSubviews(of view: NibElement, from old: [Double], to new: [Double]) {
            for wrapper in view.children where wrapper.name == "subviews" {
                for subview in wrapper.children {
                    guard let id = subview[attribute: "id"], let mask = subview.child(forKey: "autoresizingMask"),
                        subview[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO",
                        let current = documentFrame(of: subview)
                    else { continue }
                    let resized = Autoresizing.frame(current, mask: Autoresizing.mask(mask), from: old, to: new)
                    guard resized != current else { continue }
                    frames[id] = resized
                    resizeSubviews(of: subview, from: current, to: resized)
                }
            }
        }
        for window in windows {
            // A content view under the title bar (`fullSizeContentView`) keeps the document's
            // frame (transmission_MainMenu).
            guard window.child(forKey: "styleMask")?[attribute: "fullSizeContentView"] != "YES",
                let content = window.child(forKey: "contentRect"),
                let width = content[attribute: "width"].flatMap(Double.init),
                let height = content[attribute: "height"].flatMap(Double.init),
                let view = window.children.first(where: { $0[attribute: "key"] == "contentView" }),
                let id = view[attribute: "id"], let current = documentFrame(of: view),
                current[2] != width || current[3] != height
            else { continue }
            let resized = [current[0], current[1], width, height]
            frames[id] = resized
            resizeSubviews(of: view, from: current, to: resized)
        }
        return frames
    }

    /// A view's frame as the document writes it (`<rect key="frame">`).
    private static func documentFrame(of element: NibElement) -> [Double]? {
        guard let rect = element.child(forKey: "frame"), rect.name == "rect" else { return nil }
        return Self.rect(rect)
    }

    /// The code of bits 19–22 of `NSWTFlags` for a window's position mask, from the
    /// vocabulary's table (`IBVocabulary.windowStrutBits`, which the decompiler reads): no mask,
    /// a mask without struts and one the table does not list are stored as all four struts.
    private static func strutBits(_ mask: NibElement?) -> UInt64 {
        let all: UInt64 = 0x78_0000
        guard let mask else { return all }
        let struts = Set(
            ["leftStrut", "rightStrut", "topStrut", "bottomStrut"].filter { mask[attribute: $0] == "YES" })
        guard !struts.isEmpty else { return all }
        return IBVocabulary.windowStrutBits.first { $0.struts == struts }?.bits ?? all
    }

    /// The rectangle ibtool archives for a window: the content rectangle, centred on the
    /// screen rectangle along an axis the position mask does not pin.
    private static func windowRect(content: [Double], screen: [Double]?, struts mask: NibElement?) -> [Double] {
        // Without a screen rectangle ibtool centres on an empty screen at the origin.
        let screen = screen ?? [0, 0, 0, 0]
        // Without a position mask, or along an axis it pins to no edge, ibtool centres the window.
        let pinnedX = mask?[attribute: "leftStrut"] == "YES" || mask?[attribute: "rightStrut"] == "YES"
        let pinnedY = mask?[attribute: "bottomStrut"] == "YES" || mask?[attribute: "topStrut"] == "YES"
        var rect = content
        if !pinnedX { rect[0] = screen[2] / 2 - content[2] / 2 }
        if !pinnedY { rect[1] = screen[3] / 2 - content[3] / 2 }
        return rect
    }

    private static func rect(_ element: NibElement?) -> [Double]? {
        guard let element else { return nil }
        let numbers = ["x", "y", "width", "height"].compactMap { element[attribute: $0].flatMap(Double.init) }
        return numbers.count == 4 ? numbers : nil
    }

    private static func rectString(_ rect: [Double]) -> String {
        let f = rect.map(IBValueCodec.format)
        return "{{\(f[0]), \(f[1])}, {\(f[2]), \(f[3])}}"
    }

    /// Whether `child` is a view a document writes under a key without an id: Xcode 5 and 6
    /// wrote a box's `<view key="contentView">` so (documents of that age outside the corpus).
    /// It is archived as the view it is, as a content view with an id is: dropping it would
    /// drop its subviews, and the constraints and connections that name them.
    static func isIdlessKeyedView(_ child: NibElement) -> Bool {
        child.name == "view" && child[attribute: "id"] == nil
    }

    /// An element's child objects: keyed ones under their archive key, wrapped ones in the
    /// collection their wrapper stands for.
    private mutating func archiveChildren(
        of element: NibElement, id: GraphID, superview: GraphID?
    ) throws(CompileError) {
        var archivedGravityAreas = false
        for child in element.children {
            if let childID = child[attribute: "id"], skippedIDs.contains(childID) { continue }
            if try archiveLayoutChild(child, of: id) { continue }
            if element.name == "stackView", Self.stackGravityAreas.contains(child.name) {
                if !archivedGravityAreas {
                    try archiveGravityAreaViews(of: element, id: id, superview: superview)
                    archivedGravityAreas = true
                }
                continue
            }
            if child.name == "prototypeCellViews" {
                try archivePrototypeCellViews(child, column: id)
                continue
            }
            if let key = child[attribute: "key"], child.declaresObject || Self.isIdlessKeyedView(child) {
                let childID = try archive(child, parent: id, superview: superview)
                let archiveKey = IBVocabulary.archiveKey(forDocumentKey: key, inArchivedClass: className(of: id))
                builder.set(archiveKey, .reference(childID), on: id)
                if key == "contentView", element.name == "window" { builder.set("NSNextResponder", .null, on: childID) }
                if key == "cell" { builder.set("NSControlView", .reference(id), on: childID) }
            } else if let collectionKey = IBVocabulary.collectionKey(forWrapper: child.name), !child.declaresObject {
                var members: [GraphID] = []
                let lastFirst = listsMenuItemsLastFirst && child.name == "items"
                let items = child.children.filter { $0.declaresObject && !Self.isPlaceholderConstraint($0) }
                for item in lastFirst ? items.reversed() : items {
                    if let itemID = item[attribute: "id"], skippedIDs.contains(itemID) { continue }
                    try archive(item, parent: id, superview: superview)
                    if let itemID = item[attribute: "id"].flatMap({ archived[$0] }) { members.append(itemID) }
                }
                if lastFirst { members.reverse() }
                // A custom view's subviews are archived last first (three corpus documents of three;
                // every other view's in document order), its objects still in document order.
                if element.name == "customView", child.name == "subviews" { members.reverse() }
                let mutable = [
                    "NSSubviews", "NSMenuItems", "NSTableColumns", "NSSegmentImages", "NSGrid_rows", "NSGrid_columns",
                    "NSGrid_cells",
                ].contains(collectionKey)
                builder.set(
                    collectionKey,
                    .reference(builder.collection(mutable ? "NSMutableArray" : "NSArray", members, shared: !mutable)),
                    on: id)
            }
        }
    }

    /// An archived object's class, the swapped class for a custom one.
    func className(of id: GraphID) -> String {
        guard let object = builder[id] else { return "" }
        if object.className == "NSClassSwapper",
            case .reference(let original) = object.value(forKey: "NSOriginalClassName"),
            case .data(let bytes) = builder[original]?.value(forKey: "NS.bytes")
        {
            return String(decoding: bytes, as: UTF8.self)
        }
        return object.className
    }

    mutating func resolvePending() throws(CompileError) {
        for reference in pending {
            guard let target = archived[reference.id] else {
                if prototypeDepth > 0 { continue }
                throw CompileError(.danglingReference(reference.id), at: reference.element.location(in: document))
            }
            builder.set(
                reference.key, reference.conditional ? .conditionalReference(target) : .reference(target),
                on: reference.object)
        }
    }

    // MARK: Connections

    /// The connectors: outlets first, then actions, as ibtool lists them.
    private mutating func archiveConnections() throws(CompileError) -> (outlets: [GraphID], others: [GraphID]) {
        var outlets: [GraphID] = []
        var others: [GraphID] = []
        var leftToOtherNibs: Set<String>?
        // Each binding's connector by the binding's id, and the bindings that name the one before
        // them (`previousBinding`), whose connector they archive as `NSPreviousConnector` (Apple's
        // SUStatus nib) once every binding has one.
        var bindingConnectors: [String: GraphID] = [:]
        var previousBindings: [(connector: GraphID, previous: String, location: SourceLocation)] = []
        accessibilityConnectors += accessibilityDescriptionConnectors()
        for connection in document.connections {
            guard let source = archived[connection.source.rawValue] else {
                // A scene's or prototype's nib holds only its own objects' connections, and the
                // objects left to another nib (prototype cell views, a storyboard's views) take
                // theirs there; any other source not archived would lose its connection silently.
                if isSceneNib { continue }
                if leftToOtherNibs == nil { leftToOtherNibs = objectsLeftToOtherNibs() }
                if leftToOtherNibs?.contains(connection.source.rawValue) == true { continue }
                throw CompileError(
                    .unknownArchive(
                        element: connection.kindName,
                        reason: "its source '\(connection.source.rawValue)' is not archived, so the connection "
                            + "would be lost"),
                    at: connection.location)
            }
            if isSceneNib {
                // Segues are templates; a connection to another nib's object is that nib's.
                if case .segue = connection.kind { continue }
                guard let destination = connection.destination,
                    archived[destination.rawValue] != nil || isFirstResponder(destination)
                else { continue }
            }
            switch connection.kind {
            case .outlet(let outlet):
                guard let destination = archived[outlet.destination.rawValue] else {
                    throw CompileError(.danglingReference(outlet.destination.rawValue), at: connection.location)
                }
                outlets.append(
                    builder.add(
                        "NSNibOutletConnector",
                        [
                            .init("NSSource", .reference(source)), .init("NSDestination", .reference(destination)),
                            .init("NSLabel", .reference(builder.string(outlet.property))),
                            .init("NSChildControllerCreationSelectorName", .null),
                        ]))
            case .action(let action):
                // An action sent to First Responder names no destination.
                let toResponder = isFirstResponder(action.target)
                guard toResponder || archived[action.target.rawValue] != nil else {
                    throw CompileError(.danglingReference(action.target.rawValue), at: connection.location)
                }
                var entries: [ArchiveGraph.Entry] = [.init("NSSource", .reference(source))]
                if !toResponder, let target = archived[action.target.rawValue] {
                    entries.append(.init("NSDestination", .reference(target)))
                }
                entries.append(.init("NSLabel", .reference(builder.string(action.selector))))
                if let trigger = action.trigger {
                    // An auxiliary action (`trigger="doubleAction"`) sets the source's `trigger`
                    // property, not its action: `NSNibAuxiliaryActionConnector` keeps the trigger
                    // in `NSTrigger` and names `NSNibConnector` as its keyed-archiver fallback.
                    entries.append(.init("NSTrigger", .reference(builder.string(trigger))))
                    builder.classFallbacks["NSNibAuxiliaryActionConnector"] = ["NSNibConnector"]
                    builder.classChains["NSNibAuxiliaryActionConnector"] = [
                        "NSNibAuxiliaryActionConnector", "NSNibConnector", "NSObject",
                    ]
                    others.append(builder.add("NSNibAuxiliaryActionConnector", entries))
                } else {
                    others.append(builder.add("NSNibControlConnector", entries))
                }
            case .binding(let binding):
                guard let destination = archived[binding.destination.rawValue] else {
                    throw CompileError(.danglingReference(binding.destination.rawValue), at: connection.location)
                }
                let connector = bindingConnector(binding, source: source, destination: destination)
                others.append(connector)
                if let id = connection.id?.rawValue { bindingConnectors[id] = connector }
                if let previous = binding.previousBinding {
                    previousBindings.append((connector, previous, connection.location))
                }
            case .other where connection.kindName == "accessibilityConnection":
                accessibilityConnectors.append(try accessibilityConnector(connection))
            default:
                throw CompileError(.unsupportedElement(connection.kindName), at: connection.location)
            }
        }
        for (connector, previous, location) in previousBindings {
            guard let target = bindingConnectors[previous] else {
                throw CompileError(.danglingReference(previous), at: location)
            }
            // Before the version, as Apple's nib orders the keys.
            builder.remove("NSNibBindingConnectorVersion", from: connector)
            builder.set("NSPreviousConnector", .reference(target), on: connector)
            builder.set("NSNibBindingConnectorVersion", .integer(2), on: connector)
        }
        return (stackConnectors + outlets, others + helpConnectors())
    }

    /// The ids of the objects another nib holds: those under a prototype cell view (each one's
    /// own nib) and under an object the archiver skips (``skippedIDs``).
    private func objectsLeftToOtherNibs() -> Set<String> {
        var ids: Set<String> = []
        document.root.forEachDescendant { element in
            let left =
                element.name == "prototypeCellViews"
                || (element[attribute: "id"].map { skippedIDs.contains($0) } ?? false)
            guard left else { return }
            element.forEachDescendant { inner in if let id = inner[attribute: "id"] { ids.insert(id) } }
        }
        return ids
    }

    /// Whether `id` is a First Responder placeholder (a storyboard has one per scene).
    private func isFirstResponder(_ id: ObjectID) -> Bool {
        if document.placeholder(.firstResponder)?.id == id { return true }
        return isSceneNib && document.object(withID: id)?.placeholderRole == .firstResponder
    }

    // MARK: Values

    /// An archived value as a graph value (see ``ArchiveGraph/Builder/value(for:)``).
    mutating func value(_ archived: IBArchivedValue, element: NibElement?) -> ArchiveGraph.Value {
        if case .object("NSColor", let fields) = archived, fields["NSColorSpace"] == .integer(6),
            case .string(let catalog) = fields["NSCatalogName"], case .string(let name) = fields["NSColorName"]
        {
            // A catalog colour the compiler knows no fallback for names its colour alone.
            return .reference(
                catalogColor(catalog: catalog, name: name)
                    ?? builder.intern(
                        "NSColor",
                        [
                            .init("NSColorSpace", .integer(6)),
                            .init("NSCatalogName", .reference(builder.string(catalog))),
                            .init("NSColorName", .reference(builder.string(name))),
                        ]))
        }
        if case .object("NSColor", let fields) = archived, case .object(_, let space)? = fields["NSCustomColorSpace"] {
            return .reference(customSpaceColor(fields, space: space))
        }
        return builder.value(for: archived)
    }

    func integer(_ value: ArchiveGraph.Value?) -> Int64? {
        if case .integer(let number, _) = value { return number }
        return nil
    }
}

/// The document's elements in document order, each with its parent, from one walk of the
/// document before archiving: what asks where an element sits looks it up here rather than
/// walking the document again.
struct ElementIndex {
    /// The root's tree position, from which the positions below count.
    private let base: Int32
    /// The elements, by position.
    private var elements: [NibElement] = []
    /// Each element's parent's position, -1 for the root.
    private var parents: [Int] = []
    /// The document's windows, in document order.
    private(set) var windows: [NibElement] = []

    init(_ root: NibElement) {
        base = root.treePosition
        elements.reserveCapacity(root.subtreeCount)
        parents.reserveCapacity(root.subtreeCount)
        // The elements whose subtrees are still open, innermost last.
        var open: [(position: Int, end: Int)] = []
        root.forEachDescendant { element in
            let position = elements.count
            while let last = open.last, last.end <= position { open.removeLast() }
            parents.append(open.last?.position ?? -1)
            elements.append(element)
            open.append((position, position + element.subtreeCount))
            if element.name == "window" { windows.append(element) }
        }
    }

    /// Whether some element the predicate accepts holds `element`.
    func isInside(_ element: NibElement, _ holder: (NibElement) -> Bool) -> Bool {
        var position = Int(element.treePosition - base)
        if !elements.indices.contains(position) || elements[position] != element {
            // An element of another tree: the document's element of the same id.
            guard let id = element[attribute: "id"],
                let found = elements.firstIndex(where: { $0[attribute: "id"] == id })
            else { return false }
            position = found
        }
        position = parents[position]
        while position >= 0 {
            if holder(elements[position]) { return true }
            position = parents[position]
        }
        return false
    }
}
