import NibModel

/// The nibs of an iOS storyboard, each archived by a `UIKitArchiver` over the part of the
/// document it holds (see `StoryboardCompiler`).
///
/// A controller's nib lists the controller and the proxies `IBFilesOwner` (its
/// `sceneViewController` outlet names the controller), `IBFirstResponder` and
/// `UIStoryboardPlaceholder` (the controller's `storyboard` outlet) as top-level objects, and
/// its segue templates (`UIStoryboardSegueTemplates`, each with a `viewController` outlet to
/// the controller). The controller names its view nib (`UINibName`) and the objects the view's
/// connections reach (`UIExternalObjectsTableForViewLoading`: `UpstreamPlaceholder-N` → the
/// controller, a template its controls fire). The view nib lists the view and the proxies
/// `IBFilesOwner`, `IBFirstResponder` and `UpstreamPlaceholder-N`; a control that fires a segue
/// sends `perform:` to its template's proxy on touch-up-inside.
struct UIKitStoryboardCompiler {
    typealias GraphID = ArchiveGraph.ObjectID

    var plan: StoryboardPlan
    let options: CompileOptions

    var document: NibDocument { plan.document }

    mutating func run() throws(CompileError) -> [(name: String, graph: ArchiveGraph)] {
        var nibs: [(name: String, graph: ArchiveGraph)] = []
        let templates = try segueTemplates()
        for controller in plan.nibControllers {
            nibs.append((controller.identifier, try controllerNib(controller, templates: templates)))
        }
        for controller in plan.allControllers where isArchived(controller) {
            guard let view = controller.view, let name = plan.viewNibName(of: controller) else { continue }
            nibs.append((name, try viewNib(controller, view: view, templates: templates)))
        }
        return nibs
    }

    private func isArchived(_ controller: StoryboardPlan.Controller) -> Bool {
        plan.isArchived(controller.id)
    }

    /// Every non-relationship segue's template, in document order.
    private func segueTemplates() throws(CompileError) -> [SegueTemplate] {
        var templates: [SegueTemplate] = []
        for connection in document.connections {
            guard case .segue(let segue) = connection.kind else { continue }
            let destination = plan.destinationIdentifier(of: segue.destination.rawValue)
            if let template = try SegueTemplate.make(
                connection, segue: segue, platform: .uiKit, destinationIdentifier: destination,
                module: options.module, in: document)
            {
                templates.append(template)
            }
        }
        return templates
    }

    // MARK: Nibs

    private func controllerNib(
        _ controller: StoryboardPlan.Controller, templates: [SegueTemplate]
    ) throws(CompileError)
        -> ArchiveGraph
    {
        var archiver = sceneArchiver()
        let root = archiver.builder.add("NSObject")
        var connections: [GraphID] = []
        var tables: [ExternalObjectsTable] = []
        let id = try archiveController(
            controller, into: &archiver, templates: templates, connections: &connections, tables: &tables)
        archiver.topLevel.append(id)
        if let scene = document.object(withID: ObjectID(controller.id))?.sceneID {
            try archiveSceneObjects(inScene: scene, into: &archiver)
        }
        // The tables name the scene's other objects too (a gesture recognizer an outlet of the
        // view reaches), archived only now.
        for table in tables { fill(table, into: &archiver) }
        let owner = proxy("IBFilesOwner", into: &archiver)
        let firstResponder = proxy("IBFirstResponder", into: &archiver)
        mapFirstResponders(of: controller, to: firstResponder, into: &archiver)
        let storyboard = proxy("UIStoryboardPlaceholder", into: &archiver)
        archiver.topLevel += [owner, firstResponder, storyboard]
        connections.insert(outlet(from: id, to: storyboard, "storyboard", into: &archiver), at: 0)
        connections.insert(outlet(from: owner, to: id, "sceneViewController", into: &archiver), at: 1)
        return try archiver.finish(root: root, extraConnections: connections)
    }

    /// A controller's `UIExternalObjectsTableForViewLoading`, filled once every object of its
    /// nib is archived: what each `UpstreamPlaceholder-N` of its view nib stands for.
    struct ExternalObjectsTable {
        var controller: GraphID
        var upstream: [Upstream]
        var templates: [GraphID]
    }

    /// Sets a controller's external objects table: `UpstreamPlaceholder-N` → the archived object
    /// or segue template, leaving out what its nib does not hold.
    private func fill(_ table: ExternalObjectsTable, into archiver: inout UIKitArchiver) {
        var entries: [GraphID] = []
        for (index, upstream) in table.upstream.enumerated() {
            let object: GraphID?
            switch upstream {
            case .object(let documentID): object = archiver.archived[documentID]
            case .template(let offset): object = table.templates[offset]
            }
            guard let object else { continue }
            entries += [archiver.builder.string("UpstreamPlaceholder-\(index + 1)"), object]
        }
        archiver.builder.set(
            "UIExternalObjectsTableForViewLoading", .reference(archiver.builder.collection("NSDictionary", entries)),
            on: table.controller)
    }

    /// Archives a controller (its view left to its own nib) with its storyboard keys, its
    /// relationship children and its segue templates; its external objects table is left to
    /// `fill` (in `tables`).
    private func archiveController(
        _ controller: StoryboardPlan.Controller, into archiver: inout UIKitArchiver, templates: [SegueTemplate],
        connections: inout [GraphID], tables: inout [ExternalObjectsTable]
    ) throws(CompileError) -> GraphID {
        let id = try archiver.archive(controller.element, superview: nil, isTopLevel: true)
        let own = templates.filter { plan.owningController(of: $0.source) == controller.id }
        var archivedTemplates: [(template: SegueTemplate, id: GraphID)] = []
        for template in own {
            let templateID = template.archive(into: &archiver.builder)
            archiver.descendants.append(templateID)
            archivedTemplates.append((template, templateID))
            connections.append(outlet(from: templateID, to: id, "viewController", into: &archiver))
        }
        if let view = controller.view, let name = plan.viewNibName(of: controller) {
            // In its place among the keys; `fill` sets it.
            archiver.builder.set("UIExternalObjectsTableForViewLoading", .null, on: id)
            tables.append(
                ExternalObjectsTable(
                    controller: id, upstream: upstreamObjects(of: view, templates: own),
                    templates: archivedTemplates.map(\.id)))
            archiver.builder.set("UINibName", .reference(archiver.builder.string(name)), on: id)
        }
        if let identifier = controller.storyboardIdentifier {
            archiver.builder.set("UIStoryboardIdentifier", .reference(archiver.builder.string(identifier)), on: id)
            // Interface Builder's "Use Storyboard ID" restoration identifier: the storyboard
            // identifier, under the key `UIViewController` decodes its restoration identifier
            // from (inferred: no Apple-compiled storyboard of the corpus uses it).
            if controller.element[attribute: UIKitArchiver.restorationFromStoryboardIdentifier] == "YES",
                controller.element[attribute: "restorationIdentifier"] == nil
            {
                archiver.builder.set(
                    "UIRestorationIdentifier", .reference(archiver.builder.string(identifier)), on: id)
            }
        }
        if !archivedTemplates.isEmpty {
            archiver.builder.set(
                "UIStoryboardSegueTemplates",
                .reference(archiver.builder.collection("NSArray", archivedTemplates.map(\.id))), on: id)
        }
        var children: [GraphID] = []
        let containerClass = IBVocabulary.ruleChain(element: controller.element.name, platform: .uiKit).last?
            .archivedClass
        // A container whose relationships call for a style of its own (a split view
        // controller's supplementary column: the triple-column style) archives that style.
        let style = containerClass.flatMap { styledContainerStyle(of: controller, containerClass: $0) }
        if let containerClass, let style, let key = IBVocabulary.uiKitStyledChildRelationships[containerClass]?.styleKey
        {
            archiver.builder.set(key, .integer(style), on: id)
        }
        for (relationship, childID) in try orderedRelationships(
            of: controller, containerClass: containerClass, style: style)
        {
            // Only the relationships the vocabulary knows how UIKit reads back from
            // `UIChildViewControllers` (a page controller's are not archived this way).
            guard let containerClass,
                IBVocabulary.uiKitChildRelationships[containerClass] == relationship
                    || IBVocabulary.uiKitPositionalRelationships(of: containerClass, style: style)?.contains(
                        relationship) == true
            else {
                let location = relationshipLocation(of: childID) ?? controller.element.location(in: document)
                throw CompileError(
                    .unsupportedValue(element: "segue", attribute: "relationship", value: relationship), at: location)
            }
            if let reference = plan.references[childID] {
                // Another storyboard's controller: a `UIStoryboardViewControllerPlaceholder`, whose
                // `initWithCoder:` (UIKit's decompiled coder) returns the controller the storyboard
                // instantiates for `UIStoryboardIdentifier` (an entry of `Info.plist`'s external
                // references), made a child of `UIParentViewController`.
                let placeholder = archiver.builder.add(
                    "UIStoryboardViewControllerPlaceholder",
                    [.init("UIStoryboardIdentifier", .reference(archiver.builder.string(reference.identifier)))])
                archiver.descendants.append(placeholder)
                children.append(placeholder)
                continue
            }
            guard let child = plan.controllers[childID] else { continue }
            let archivedChild = try archiveController(
                child, into: &archiver, templates: templates, connections: &connections, tables: &tables)
            // A child is no top-level object of its parent's nib.
            archiver.topLevel.removeAll { $0 == archivedChild }
            archiver.descendants.append(archivedChild)
            children.append(archivedChild)
        }
        try archiveStaticCells(
            of: controller, on: id, templates: archivedTemplates, into: &archiver, connections: &connections)
        if !children.isEmpty {
            archiver.setChildViewControllers(children, of: id)
        }
        return id
    }

    /// A static table view controller's cells (`<sections>` of its table view): its
    /// `UITableViewControllerStaticDataSource` in this nib, and each cell's segue as the cell's
    /// outlet to its template (see `UIKitArchiver.archiveStaticDataSource`).
    private func archiveStaticCells(
        of controller: StoryboardPlan.Controller, on id: GraphID, templates: [(template: SegueTemplate, id: GraphID)],
        into archiver: inout UIKitArchiver, connections: inout [GraphID]
    ) throws(CompileError) {
        guard let view = controller.view,
            let sections = view.children.first(where: {
                $0.name == IBVocabulary.uiKitStaticTable.sectionsWrapper && !$0.declaresObject
            })
        else { return }
        guard controller.element.name == "tableViewController", view.name == "tableView" else {
            // Interface Builder's rule: a static table view is valid only as a table view
            // controller's view.
            throw CompileError(
                .unsupportedValue(
                    element: view.name, attribute: "dataMode",
                    value: "static\" (static table views are only valid in a table view controller)"),
                at: view.location(in: document))
        }
        try archiver.archiveStaticDataSource(sections, table: view, on: id)
        let staticIDs = UIKitArchiver.staticCellIDs(under: view)
        for (template, templateID) in templates where staticIDs.contains(template.source) {
            guard let cell = archiver.archived[template.source] else { continue }
            let label =
                template.element[attribute: "trigger"] == "accessoryAction"
                ? "accessoryActionSegueTemplate" : "selectionSegueTemplate"
            connections.append(outlet(from: cell, to: templateID, label, into: &archiver))
        }
    }

    /// A controller's relationship children (storyboard references included) in the order
    /// UIKit reads them: the segues' order, or for a container that tells its children apart by
    /// position (a split view controller's master, then detail; master, supplementary, then detail in
    /// its triple-column `style`) that container's order, each position filled from the first.
    private func orderedRelationships(
        of controller: StoryboardPlan.Controller, containerClass: String?, style: Int64?
    ) throws(CompileError) -> [(relationship: String, child: String)] {
        let children = plan.relationshipChildren(of: controller.id, includingReferences: true)
        guard let containerClass,
            let order = IBVocabulary.uiKitPositionalRelationships(of: containerClass, style: style)
        else {
            return children
        }
        let sorted = children.enumerated().sorted { lhs, rhs in
            let left = order.firstIndex(of: lhs.element.relationship) ?? order.count
            let right = order.firstIndex(of: rhs.element.relationship) ?? order.count
            return left == right ? lhs.offset < rhs.offset : left < right
        }.map(\.element)
        for (index, child) in sorted.enumerated() where index < order.count && child.relationship != order[index] {
            // A detail without a master (or a second master) would be read back at another position.
            throw CompileError(
                .unknownArchive(
                    element: "segue",
                    reason:
                        "relationship=\"\(child.relationship)\" is child \(index) of the \(containerClass), which UIKit reads as its "
                        + "\(order[index]) (the children are told apart by position: \(order.joined(separator: ", ")))"),
                at: relationshipLocation(of: child.child) ?? controller.element.location(in: document))
        }
        return sorted
    }

    /// The style a container archives because of its relationships
    /// (`IBVocabulary.uiKitStyledChildRelationships`): that style's value when the controller has
    /// a child by a relationship only that style takes (a split view controller's
    /// `supplementaryViewController`), else `nil`.
    private func styledContainerStyle(of controller: StoryboardPlan.Controller, containerClass: String) -> Int64? {
        guard let styled = IBVocabulary.uiKitStyledChildRelationships[containerClass] else { return nil }
        let plain = Set(IBVocabulary.uiKitPositionalChildRelationships[containerClass] ?? [])
        let only = Set(styled.relationships).subtracting(plain)
        let relationships = plan.relationshipChildren(of: controller.id, includingReferences: true).map(\.relationship)
        return relationships.contains(where: only.contains) ? styled.style : nil
    }

    /// Where the relationship segue that embeds `childID` is written.
    private func relationshipLocation(of childID: String) -> SourceLocation? {
        for connection in document.connections {
            if case .segue(let segue) = connection.kind, segue.kind == "relationship",
                segue.destination.rawValue == childID
            {
                return connection.location
            }
        }
        return nil
    }

    private func viewNib(
        _ controller: StoryboardPlan.Controller, view: NibElement, templates: [SegueTemplate]
    ) throws(CompileError) -> ArchiveGraph {
        var archiver = sceneArchiver()
        archiver.skippedIDs = []
        let root = archiver.builder.add("NSObject")
        let own = templates.filter { plan.owningController(of: $0.source) == controller.id }
        var proxies: [GraphID] = []
        var templateProxies: [Int: GraphID] = [:]
        for (index, upstream) in upstreamObjects(of: view, templates: own).enumerated() {
            let placeholder = proxy("UpstreamPlaceholder-\(index + 1)", into: &archiver)
            switch upstream {
            case .object(let documentID): archiver.archived[documentID] = placeholder
            case .template(let offset): templateProxies[offset] = placeholder
            }
            proxies.append(placeholder)
        }
        let viewID = try archiver.archive(view, superview: nil, isTopLevel: true)
        archiver.topLevel.append(viewID)
        if let wrapper = controller.element.firstChild(named: IBVocabulary.uiKitLayoutGuidesWrapper) {
            let guides = try archiver.archiveLayoutGuides(wrapper)
            try archiver.attach(guides: guides, to: viewID, at: controller.element)
        }
        let owner = proxy("IBFilesOwner", into: &archiver)
        let firstResponder = proxy("IBFirstResponder", into: &archiver)
        mapFirstResponders(of: controller, to: firstResponder, into: &archiver)
        archiver.topLevel += [owner, firstResponder] + proxies
        var connections = [outlet(from: owner, to: viewID, "view", into: &archiver)]
        for (offset, template) in own.enumerated() {
            guard let proxy = templateProxies[offset], let source = archiver.archived[template.source] else { continue }
            connections.append(
                archiver.builder.add(
                    "UIRuntimeEventConnection",
                    [
                        .init("UILabel", .reference(archiver.builder.string("perform:"))),
                        .init("UISource", .reference(source)), .init("UIDestination", .reference(proxy)),
                        .init("UIEventMask", .integer(0x40)),
                    ]))
        }
        return try archiver.finish(root: root, extraConnections: connections)
    }

    // MARK: Pieces

    /// What a view nib's `UpstreamPlaceholder-N` stands for.
    enum Upstream: Equatable {
        case object(String)
        case template(Int)
    }

    /// The objects outside `view` its connections reach, and the templates of the segues its
    /// controls fire, in document order.
    private func upstreamObjects(of view: NibElement, templates: [SegueTemplate]) -> [Upstream] {
        var templateIndex: [String: Int] = [:]
        for (offset, template) in templates.enumerated() {
            if let id = template.element[attribute: "id"] { templateIndex[id] = offset }
        }
        // A static table's cells are archived in the scene nib, not the view nib: their
        // connections and segues cross no boundary.
        let staticIDs = UIKitArchiver.staticCellIDs(under: view)
        var upstream: [Upstream] = []
        for crossing in ViewNibBoundary.crossings(of: view, in: document) {
            let next: Upstream
            switch crossing {
            case .segue(let connection):
                guard !staticIDs.contains(connection.source.rawValue), let id = connection.id?.rawValue,
                    let offset = templateIndex[id]
                else { continue }
                next = .template(offset)
            case .connection(let connection, let outside):
                let inside =
                    connection.source.rawValue == outside
                    ? connection.destination?.rawValue : connection.source.rawValue
                if let inside, staticIDs.contains(inside) { continue }
                if document.object(withID: ObjectID(outside))?.isPlaceholder == true { continue }
                next = .object(outside)
            }
            if !upstream.contains(next) { upstream.append(next) }
        }
        return upstream
    }

    /// Archives the scene's top-level objects that are neither placeholders nor controllers.
    private func archiveSceneObjects(inScene sceneID: String, into archiver: inout UIKitArchiver) throws(CompileError) {
        guard let scene = document.scenes.first(where: { $0.id == sceneID }) else { return }
        for objectID in scene.topLevelObjects {
            guard plan.controllers[objectID.rawValue] == nil, let object = document.object(withID: objectID),
                !object.isPlaceholder, archiver.archived[objectID.rawValue] == nil,
                object.sourceElement.name != "segue"
            else { continue }
            archiver.topLevel.append(try archiver.archive(object.sourceElement, superview: nil, isTopLevel: true))
        }
    }

    /// Lets actions sent to the scene's First Responder reach the nib's `IBFirstResponder` proxy.
    private func mapFirstResponders(
        of controller: StoryboardPlan.Controller, to proxy: GraphID, into archiver: inout UIKitArchiver
    ) {
        for placeholder in document.placeholders where placeholder.placeholderRole == .firstResponder {
            archiver.archived[placeholder.id.rawValue] = proxy
        }
    }

    private func sceneArchiver() -> UIKitArchiver {
        var archiver = UIKitArchiver(document: document, options: options)
        archiver.isSceneNib = true
        archiver.skippedIDs = Set(plan.allControllers.compactMap { $0.view?[attribute: "id"] })
        return archiver
    }

    private func proxy(_ identifier: String, into archiver: inout UIKitArchiver) -> GraphID {
        archiver.builder.add(
            "UIProxyObject", [.init("UIProxiedObjectIdentifier", .reference(archiver.builder.string(identifier)))])
    }

    private func outlet(
        from source: GraphID, to destination: GraphID, _ label: String, into archiver: inout UIKitArchiver
    )
        -> GraphID
    {
        archiver.builder.add(
            "UIRuntimeOutletConnection",
            [
                .init("UILabel", .reference(archiver.builder.string(label))),
                .init("UISource", .reference(source)), .init("UIDestination", .reference(destination)),
            ])
    }
}
