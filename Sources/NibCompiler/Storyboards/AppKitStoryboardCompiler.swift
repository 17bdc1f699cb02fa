import NibModel

/// The nibs of a macOS storyboard, each archived by an `AppKitArchiver` over the part of the
/// document it holds (see `StoryboardCompiler`).
struct AppKitStoryboardCompiler {
    typealias GraphID = ArchiveGraph.ObjectID

    var plan: StoryboardPlan
    let options: CompileOptions
    /// Whether the storyboard has an application scene with a main menu (`MainMenu.nib`).
    private(set) var hasMainMenu = false
    /// Every non-relationship segue's template, in document order.
    private var templates: [SegueTemplate] = []
    /// The controllers being archived, each inside the one before by relationship: a
    /// relationship back to one of them is a cycle, refused.
    private var archiving: Set<String> = []

    init(plan: StoryboardPlan, options: CompileOptions) {
        self.plan = plan
        self.options = options
    }

    var document: NibDocument { plan.document }

    mutating func run() throws(CompileError) -> [(name: String, graph: ArchiveGraph)] {
        try checkContainerViews()
        var nibs: [(name: String, graph: ArchiveGraph)] = []
        for connection in document.connections {
            guard case .segue(let segue) = connection.kind else { continue }
            if let template = try SegueTemplate.make(
                connection, segue: segue, platform: .appKit,
                destinationIdentifier: plan.destinationIdentifier(of: segue.destination.rawValue),
                module: options.module, in: document)
            {
                templates.append(template)
            }
        }
        if let application = plan.application, let menu = application.child(forKey: "mainMenu") {
            nibs.append(("MainMenu", try mainMenuNib(application, menu: menu)))
            hasMainMenu = true
        }
        for controller in plan.nibControllers {
            nibs.append((controller.identifier, try controllerNib(controller)))
        }
        for controller in plan.allControllers where isArchived(controller) {
            guard let view = controller.view, let name = plan.viewNibName(of: controller) else { continue }
            nibs.append((name, try viewNib(controller, view: view)))
        }
        return nibs
    }

    /// Whether a controller is archived in some nib: its own, or an ancestor's by relationship.
    private func isArchived(_ controller: StoryboardPlan.Controller) -> Bool {
        plan.isArchived(controller.id)
    }

    // MARK: Nibs

    /// `MainMenu.nib`: the application (an `NSCustomObject` whose `IBMainMenu` is the menu), its
    /// menu and the scene's other objects.
    private func mainMenuNib(_ application: NibElement, menu: NibElement) throws(CompileError) -> ArchiveGraph {
        var archiver = sceneArchiver()
        let (root, data) = archiver.begin()
        let owner = archiver.placeholder(.filesOwner, className: "NSObject")
        let app = archiver.builder.add("NSCustomObject")
        if let id = application[attribute: "id"] { archiver.archived[id] = app }
        archiver.objects.append((app, owner))
        addApplicationPlaceholder(owner: owner, into: &archiver)
        try archiver.archive(menu, parent: owner, superview: nil)
        if let menuID = menu[attribute: "id"].flatMap({ archiver.archived[$0] }) {
            archiver.builder.set("IBMainMenu", .reference(menuID), on: app)
        }
        archiver.builder.set("NSClassName", .reference(archiver.builder.string("NSApplication")), on: app)
        try archiveSceneObjects(of: application, besides: [], owner: owner, into: &archiver)
        return try archiver.finish(root: root, data: data, owner: owner, application: nil)
    }

    /// A controller's nib: the controller (and the controllers it embeds by relationship) with the
    /// scene's other objects, the views left to their own nibs.
    ///
    /// ibtool lists the embedded controllers' storyboard placeholders first, then the controller
    /// and everything below it, the application, and the controller's own storyboard placeholder.
    private mutating func controllerNib(_ controller: StoryboardPlan.Controller) throws(CompileError) -> ArchiveGraph {
        var archiver = sceneArchiver()
        let (root, data) = archiver.begin()
        let owner = archiver.placeholder(.filesOwner, className: "NSObject")
        var pieces = ControllerPieces()
        let id = try archiveController(controller, parent: owner, owner: owner, into: &archiver, pieces: &pieces)
        let sceneController = outlet(from: owner, to: id, "sceneController", into: &archiver)
        archiver.objects.insert(contentsOf: pieces.embeddedPlaceholders.map { ($0, owner) }, at: 0)
        addApplicationPlaceholder(owner: owner, into: &archiver)
        if let own = pieces.ownPlaceholder { archiver.objects.append((own, owner)) }
        return try archiver.finish(
            root: root, data: data, owner: owner, application: nil,
            connectors: (
                [sceneController] + pieces.embeddedOutlets + pieces.synthesizedOutlets, pieces.ownOutlets,
                pieces.runtimeAttributes
            ))
    }

    /// What a controller nib adds to the archived document objects, in the order ibtool lists it.
    private struct ControllerPieces {
        var embeddedPlaceholders: [GraphID] = []
        var embeddedOutlets: [GraphID] = []
        var synthesizedOutlets: [GraphID] = []
        var ownPlaceholder: GraphID?
        var ownOutlets: [GraphID] = []
        var runtimeAttributes: [GraphID] = []
    }

    /// A view controller's view nib: the view, owned by the controller; the scene's objects the
    /// view's connections name are `UpstreamPlaceholder-N` external objects.
    private func viewNib(
        _ controller: StoryboardPlan.Controller, view: NibElement
    ) throws(CompileError)
        -> ArchiveGraph
    {
        var archiver = sceneArchiver()
        let (root, data) = archiver.begin()
        let owner = archiver.placeholder(.filesOwner, className: "NSObject")
        var upstream: [GraphID] = []
        for (index, object) in upstreamObjects(of: view).enumerated() {
            let placeholder = externalPlaceholder("UpstreamPlaceholder-\(index + 1)", into: &archiver)
            archiver.archived[object] = placeholder
            upstream.append(placeholder)
        }
        try archiver.archive(view, parent: owner, superview: nil)
        applyStoryboardDefaults(below: view, in: &archiver)
        var connectors: [GraphID] = []
        if let viewID = view[attribute: "id"].flatMap({ archiver.archived[$0] }) {
            connectors.append(outlet(from: owner, to: viewID, "view", into: &archiver))
        }
        // A control that fires a segue sends `perform:` to its template's placeholder; an embed
        // segue's template is given its container view instead (see `embedOutlet`).
        for template in templates {
            guard let segueID = template.element[attribute: "id"],
                let placeholder = archiver.archived[Self.templateKey(segueID)],
                let source = archiver.archived[template.source]
            else { continue }
            if template.className == Self.embedTemplateClass {
                connectors.append(embedOutlet(from: placeholder, to: source, into: &archiver))
                continue
            }
            connectors.append(
                archiver.builder.add(
                    "NSNibControlConnector",
                    [
                        .init("NSSource", .reference(source)), .init("NSDestination", .reference(placeholder)),
                        .init("NSLabel", .reference(archiver.builder.string("perform:"))),
                    ]))
        }
        addApplicationPlaceholder(owner: owner, into: &archiver)
        archiver.objects += upstream.map { ($0, owner) }
        return try archiver.finish(
            root: root, data: data, owner: owner, application: nil, connectors: (connectors, [], []))
    }

    // MARK: Controllers

    /// Archives a controller with the keys a storyboard gives it, its relationship children and
    /// the other objects of its scene; returns the archived controller.
    private mutating func archiveController(
        _ controller: StoryboardPlan.Controller, parent: GraphID, owner: GraphID, into archiver: inout AppKitArchiver,
        pieces: inout ControllerPieces, isEmbedded: Bool = false
    ) throws(CompileError) -> GraphID {
        let element = controller.element
        guard archiving.insert(controller.id).inserted else {
            throw CompileError(
                .unsupportedValue(
                    element: element.name, attribute: "id",
                    value: "\(controller.id)\" (embedded in itself by relationship segues)"),
                at: element.location(in: document))
        }
        defer { archiving.remove(controller.id) }
        try archiver.archive(element, parent: parent, superview: nil)
        guard let id = archiver.archived[controller.id] else {
            throw CompileError(.unsupportedElement(element.name), at: element.location(in: document))
        }
        applyStoryboardDefaults(below: element, in: &archiver)
        if archiver.builder[id]?.className == "NSClassSwapper", controller.baseClass == "NSWindowController" {
            archiver.builder.set(
                "NSOriginalClassName", .reference(archiver.builder.string("IBNSWindowController")), on: id)
        }
        var template: GraphID?
        var windowOutlet: GraphID?
        if let window = element.child(forKey: "window"), let windowID = window[attribute: "id"],
            let archivedWindow = archiver.archived[windowID]
        {
            template = archivedWindow
            archiver.builder.remove("NSWindow", from: id)
            archiver.builder.set("IBWindowTemplate", .reference(archivedWindow), on: id)
            if window.child(forKey: "contentView") == nil {
                let view = contentView(of: window, into: &archiver)
                archiver.builder.set("NSWindowView", .reference(view), on: archivedWindow)
                insert([(view, archivedWindow)], after: archivedWindow, in: &archiver)
            }
            windowOutlet = outlet(from: id, to: archivedWindow, "window", into: &archiver)
            let declaresDelegate = document.connections.contains { connection in
                guard case .outlet(let outlet) = connection.kind else { return false }
                return connection.source.rawValue == windowID && outlet.property == "delegate"
            }
            if isOlderThanXcode8, !declaresDelegate {
                pieces.synthesizedOutlets.append(outlet(from: archivedWindow, to: id, "delegate", into: &archiver))
            }
        }
        if let name = plan.viewNibName(of: controller) ?? plan.absentViewNibName(of: controller) {
            archiver.builder.set("NSNibName", .reference(archiver.builder.string(name)), on: id)
        }
        var children = ControllerPieces()
        var embedded: [(relationship: String, controller: GraphID)] = []
        for (relationship, childID) in plan.relationshipChildren(of: controller.id, includingReferences: true) {
            let isContent = relationship == "window.shadowedContentViewController"
            let childParent = isContent ? template ?? id : id
            let start = archiver.objects.count
            let childArchived: GraphID
            if let child = plan.controllers[childID] {
                childArchived = try archiveController(
                    child, parent: childParent, owner: owner, into: &archiver, pieces: &children, isEmbedded: true)
            } else if let reference = plan.references[childID] {
                childArchived = referencePlaceholder(reference, into: &archiver)
                archiver.objects.append((childArchived, childParent))
            } else {
                continue
            }
            if isContent, let template {
                // The content controller is listed right after the window's content view.
                let moved = Array(archiver.objects[start...])
                archiver.objects.removeSubrange(start...)
                insert(moved, after: template, skippingViews: true, in: &archiver)
                archiver.builder.set("IBWindowTemplateContentViewController", .reference(childArchived), on: id)
                children.runtimeAttributes.append(
                    archiver.runtimeAttributesConnector(
                        on: template, keyPaths: ["contentViewController"], values: [childArchived]))
            }
            embedded.append((relationship, childArchived))
        }
        try archiveContainerItems(of: controller.element, id: id, children: embedded, into: &archiver)
        if let identifier = controller.storyboardIdentifier {
            archiver.builder.set(
                "explicitStoryboardIdentifier", .reference(archiver.builder.string(identifier)), on: id)
        }
        // The controller's segues, fired by identifier or by a control of its view: its
        // `NSStoryboardSegueTemplates` (inferred, after UIKit's `UIStoryboardSegueTemplates`; the
        // key Finch, an AppKit reimplementation, reads), so that a child archived in its
        // container's nib keeps its own.
        var ownTemplates: [GraphID] = []
        for template in templates where plan.owningController(of: template.source) == controller.id {
            let archivedTemplate = template.archive(into: &archiver.builder)
            archiver.objects.append((archivedTemplate, owner))
            ownTemplates.append(archivedTemplate)
            if let segueID = template.element[attribute: "id"] {
                archiver.archived[Self.templateKey(segueID)] = archivedTemplate
            }
        }
        if !ownTemplates.isEmpty {
            archiver.builder.set(
                "NSStoryboardSegueTemplates", .reference(archiver.builder.collection("NSArray", ownTemplates)), on: id)
        }
        // The objects of the scene archived below (a formatter, a user defaults controller) that
        // the view nib reaches: their entries join the table once they are archived.
        var laterUpstreams: [(name: GraphID, upstream: String)] = []
        var externalTable: GraphID?
        if plan.viewNibName(of: controller) != nil || plan.absentViewNibName(of: controller) != nil {
            var table: [GraphID] = []
            // A view nib the document names but does not hold reaches nothing it knows of.
            let upstreams: [String] = controller.view.map { upstreamObjects(of: $0) } ?? []
            for (index, upstream) in upstreams.enumerated() {
                let name = archiver.builder.string("UpstreamPlaceholder-\(index + 1)")
                guard let object = archiver.archived[upstream] else {
                    laterUpstreams.append((name, upstream))
                    continue
                }
                table += [name, object]
            }
            let dictionary = archiver.builder.collection("NSMutableDictionary", table, shared: false)
            archiver.builder.set("NSExternalObjectsTableForViewLoading", .reference(dictionary), on: id)
            externalTable = dictionary
        }
        // Every storyboard controller archives its show segue presentation, `multiple` (0)
        // unless the document says otherwise (the vocabulary's `showSeguePresentationStyle`).
        if archiver.builder[id]?.value(forKey: "showSeguePresentationStyle") == nil {
            archiver.builder.set("showSeguePresentationStyle", .integer(0), on: id)
        }
        archiver.builder.set(
            "uniqueIdentifierForStoryboardCompilation", .reference(archiver.builder.string(controller.uuid)), on: id)
        let storyboard = externalPlaceholder("NSStoryboardPlaceholder", into: &archiver)
        let storyboardOutlet = outlet(from: id, to: storyboard, "storyboard", into: &archiver)
        if let scene = document.object(withID: ObjectID(controller.id))?.sceneID {
            try archiveSceneObjects(inScene: scene, besides: [controller.id], owner: owner, into: &archiver)
        }
        if let externalTable {
            // An object of the scene outside the controller (the view's bindings to a user
            // defaults controller, a field's formatter outlet) is archived only now: without its
            // entry the view nib's `UpstreamPlaceholder-N` would stand for nothing at load.
            for (name, upstream) in laterUpstreams {
                guard let object = archiver.archived[upstream] else { continue }
                archiver.builder.append(ArchiveGraph.Builder.elementKey, .reference(name), to: externalTable)
                archiver.builder.append(ArchiveGraph.Builder.elementKey, .reference(object), to: externalTable)
            }
        }
        // The embedded controllers' placeholders and outlets come first (deepest first).
        pieces.embeddedPlaceholders += children.embeddedPlaceholders
        pieces.embeddedOutlets += children.embeddedOutlets
        pieces.synthesizedOutlets += children.synthesizedOutlets
        if isEmbedded {
            pieces.embeddedPlaceholders.append(storyboard)
            pieces.embeddedOutlets.append(storyboardOutlet)
        } else {
            pieces.ownPlaceholder = storyboard
            pieces.ownOutlets = [storyboardOutlet] + (windowOutlet.map { [$0] } ?? [])
        }
        pieces.runtimeAttributes += children.runtimeAttributes
        return id
    }

    /// Moves `entries` into the object list right after `anchor` (and, with `skippingViews`, after
    /// the views listed right after it: a window's content view).
    private func insert(
        _ entries: [(object: GraphID, parent: GraphID)], after anchor: GraphID, skippingViews: Bool = false,
        in archiver: inout AppKitArchiver
    ) {
        guard var index = archiver.objects.firstIndex(where: { $0.object == anchor }) else {
            archiver.objects += entries
            return
        }
        index += 1
        if skippingViews {
            while index < archiver.objects.count, archiver.objects[index].parent == anchor,
                archiver.builder[archiver.objects[index].object]?.className == "NSView"
            {
                index += 1
            }
        }
        archiver.objects.insert(contentsOf: entries, at: index)
    }

    /// What ibtool archives otherwise in a storyboard than in a xib: an image cell animates
    /// unless the document says otherwise; a window's `minSize` is its content's minimum
    /// (`NSWindowContentMinSize`) and, for a titled window without a toolbar, the frame's
    /// (`NSMinSize`, the title bar's 32 points added).
    private func applyStoryboardDefaults(below root: NibElement, in archiver: inout AppKitArchiver) {
        var elements: [NibElement] = [root]
        root.forEachDescendant { elements.append($0) }
        for element in elements {
            guard let id = element[attribute: "id"].flatMap({ archiver.archived[$0] }) else { continue }
            switch element.name {
            case "imageCell" where element[attribute: "animates"] == nil:
                archiver.builder.set("NSAnimates", .boolean(true), on: id)
            case "window":
                guard let size = element.child(forKey: "minSize"),
                    let width = size[attribute: "width"].flatMap(Double.init),
                    let height = size[attribute: "height"].flatMap(Double.init)
                else { continue }
                let format = { (w: Double, h: Double) in "{\(IBValueCodec.format(w)), \(IBValueCodec.format(h))}" }
                archiver.builder.set(
                    "NSWindowContentMinSize", .reference(archiver.builder.string(format(width, height))), on: id)
                let titled = element.child(forKey: "styleMask")?[attribute: "titled"] == "YES"
                if titled, element.child(forKey: "toolbar") == nil {
                    archiver.builder.set(
                        "NSMinSize", .reference(archiver.builder.string(format(width, height + 32))), on: id)
                } else {
                    // The vocabulary archives a xib window's `minSize` as the frame's too; a
                    // storyboard's window with a toolbar or without a title has none.
                    archiver.builder.remove("NSMinSize", from: id)
                }
            case "textView" where element[attribute: "customClass"] != nil:
                applyCustomTextViewDefaults(element, id: id, in: &archiver)
            default: break
            }
        }
    }

    /// The text checking switches a storyboard's custom-class text view takes, when the document
    /// does not set them, from ibtool's text view rather than from the document: grammar
    /// checking, smart quotes and dashes and text replacement on (`NSSharedData`'s `NSFlags`).
    static let customTextViewSwitches = ["grammarChecking", "quoteSubstitution", "dashSubstitution", "textReplacement"]

    /// A storyboard's text view of a custom class, as sb_tv_customclass shows ibtool archiving
    /// it (the only such text view of the corpus; a xib's text view of the standard class keeps
    /// the document's switches and its text colour, test12_text_view_border): the switches of
    /// `customTextViewSwitches` the document leaves out are on, and no `NSTextViewTextColor`.
    /// Whether a xib's custom-class text view does the same is not known (no pair shows one).
    private func applyCustomTextViewDefaults(_ element: NibElement, id: GraphID, in archiver: inout AppKitArchiver) {
        archiver.builder.remove("NSTextViewTextColor", from: id)
        guard case .reference(let shared)? = archiver.builder[id]?.value(forKey: "NSSharedData"),
            case .integer(let flags, _)? = archiver.builder[shared]?.value(forKey: "NSFlags")
        else { return }
        var mask: UInt64 = 0
        for flag in IBVocabulary.textViewSharedFlags
        where Self.customTextViewSwitches.contains(flag.attribute) && element[attribute: flag.attribute] == nil {
            mask |= flag.mask
        }
        let updated = UInt64(UInt32(truncatingIfNeeded: flags)) | mask
        archiver.builder.set("NSFlags", .integer(Int64(Int32(truncatingIfNeeded: updated))), on: shared)
    }

    /// The content view ibtool gives a window the document gives none: an `NSView` of the
    /// content rectangle's size.
    private func contentView(of window: NibElement, into archiver: inout AppKitArchiver) -> GraphID {
        let rect = window.child(forKey: "contentRect")
        let width = rect?[attribute: "width"].flatMap(Double.init) ?? 0
        let height = rect?[attribute: "height"].flatMap(Double.init) ?? 0
        let size = "{\(IBValueCodec.format(width)), \(IBValueCodec.format(height))}"
        return archiver.builder.add(
            "NSView",
            [
                .init("NSNextResponder", .null), .init("NSNibTouchBar", .null), .init("NSvFlags", .integer(256)),
                .init("NSFrameSize", .reference(archiver.builder.string(size))),
                .init("NSViewWantsBestResolutionOpenGLSurface", .boolean(true)),
                .init("IBNSSafeAreaLayoutGuide", .null), .init("IBNSLayoutMarginsGuide", .null),
                .init("IBNSClipsToBounds", .integer(0)),
            ])
    }

    /// Whether the document was last saved by a version of Interface Builder before Xcode 8,
    /// whose window controllers ibtool makes their window's delegate.
    private var isOlderThanXcode8: Bool {
        guard let tools = document.root[attribute: "toolsVersion"], let version = Int(tools) else { return false }
        return version < 11_000
    }

    // MARK: Scene objects

    /// Archives the top-level objects of the scene `element` is in that are neither
    /// placeholders, controllers nor `besides`.
    private func archiveSceneObjects(
        of element: NibElement, besides: Set<String>, owner: GraphID, into archiver: inout AppKitArchiver
    ) throws(CompileError) {
        guard let id = element[attribute: "id"], let scene = document.object(withID: ObjectID(id))?.sceneID else {
            return
        }
        try archiveSceneObjects(inScene: scene, besides: besides.union([id]), owner: owner, into: &archiver)
    }

    private func archiveSceneObjects(
        inScene sceneID: String, besides: Set<String>, owner: GraphID, into archiver: inout AppKitArchiver
    ) throws(CompileError) {
        guard let scene = document.scenes.first(where: { $0.id == sceneID }) else { return }
        for objectID in scene.topLevelObjects where !besides.contains(objectID.rawValue) {
            guard plan.controllers[objectID.rawValue] == nil, let object = document.object(withID: objectID),
                !object.isPlaceholder, object.element != "application", archiver.archived[objectID.rawValue] == nil
            else { continue }
            try archiver.archive(object.sourceElement, parent: owner, superview: nil)
        }
    }

    /// The objects outside `view` that connections into or out of it name, in document order: the
    /// view nib's `UpstreamPlaceholder-N`.
    func upstreamObjects(of view: NibElement) -> [String] {
        var upstream: [String] = []
        for crossing in ViewNibBoundary.crossings(of: view, in: document) {
            let key: String
            switch crossing {
            case .segue(let connection):
                // A segue a control of the view fires: its template (a relationship has none).
                guard case .segue(let segue) = connection.kind, segue.kind != "relationship",
                    let id = connection.id?.rawValue
                else { continue }
                key = Self.templateKey(id)
            case .connection(let connection, let outside):
                // An action to a placeholder (First Responder) names the view nib's own placeholder.
                if case .action = connection.kind, document.object(withID: ObjectID(outside))?.isPlaceholder == true {
                    continue
                }
                key = outside
            }
            if !upstream.contains(key) { upstream.append(key) }
        }
        return upstream
    }

    /// The key a segue's template is archived under beside the document's ids.
    static func templateKey(_ segueID: String) -> String { "segue:" + segueID }

    // MARK: Archived pieces

    private func sceneArchiver() -> AppKitArchiver {
        var archiver = AppKitArchiver(document: document, options: options)
        archiver.isSceneNib = true
        archiver.listsMenuItemsLastFirst = true
        archiver.skippedIDs = Set(plan.allControllers.compactMap { $0.view?[attribute: "id"] })
        return archiver
    }

    /// The `NSApplication` object every storyboard nib holds.
    private func addApplicationPlaceholder(owner: GraphID, into archiver: inout AppKitArchiver) {
        let application = archiver.builder.add(
            "NSCustomObject", [.init("NSClassName", .reference(archiver.builder.string("NSApplication")))])
        archiver.objects.append((application, owner))
    }

    private func externalPlaceholder(_ identifier: String, into archiver: inout AppKitArchiver) -> GraphID {
        archiver.builder.add(
            "NSNibExternalObjectPlaceholder",
            [.init("NSExternalObjectPlaceholderIdentifier", .reference(archiver.builder.string(identifier)))])
    }

    func outlet(
        from source: GraphID, to destination: GraphID, _ label: String, into archiver: inout AppKitArchiver
    )
        -> GraphID
    {
        archiver.builder.add(
            "NSNibOutletConnector",
            [
                .init("NSSource", .reference(source)), .init("NSDestination", .reference(destination)),
                .init("NSLabel", .reference(archiver.builder.string(label))),
                .init("NSChildControllerCreationSelectorName", .null),
            ])
    }
}
