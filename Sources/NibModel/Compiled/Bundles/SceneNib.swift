/// One scene of a compiled storyboard written in a source storyboard's vocabulary
/// (storyboards.md S32.3), so that the storyboard loader runs it unchanged.
///
/// A scene nib holds the controller, the proxies `IBFilesOwner` (the runtime's scene object,
/// whose `sceneViewController`/`sceneController` outlet receives the controller) and
/// `UIStoryboardPlaceholder`/`NSStoryboardPlaceholder` (the storyboard, the controller's
/// `storyboard` outlet), and the controller's segue templates. The controller's view is a
/// separate nib, named by `UINibName`/`NSNibName`, whose File's Owner is the controller and
/// whose `UpstreamPlaceholder-N` proxies are the objects of the controller's
/// `UIExternalObjectsTableForViewLoading` (the segue templates its controls fire with
/// `perform:`, other scene objects).
///
/// Written as a source scene: the controller is the scene's `viewController` member with its
/// view as `<… key="view">` (loaded lazily by the loader, S7); the runtime proxies are left
/// out, their outlets with them (the loader supplies the storyboard); each template is a
/// `<segue>` under the control that fires it, else under the controller (fired from code),
/// with its destination's controller id.
struct SceneNib {
    let name: String
    let controller: Int?
    /// Controller ids by storyboard identifier and by nib name.
    let destinations: [String: String]
    /// View nibs more than one controller names: a content controller embedded in its window
    /// controller's nib nests its copy under ids of its own.
    var sharedViewNibs: Set<String> = []

    /// The template classes and the `kind=` a source storyboard gives them (S5.1).
    static let segueKinds: [(suffix: String, kind: String)] = [
        ("ShowDetailSegueTemplate", "showDetail"), ("ShowSegueTemplate", "show"),
        ("PopoverPresentationSegueTemplate", "popoverPresentation"), ("PresentationSegueTemplate", "presentation"),
        ("PopoverSegueTemplate", "popover"), ("ModalSegueTemplate", "modal"), ("PushSegueTemplate", "push"),
        ("ReplaceSegueTemplate", "replace"), ("EmbedSegueTemplate", "embed"), ("UnwindSegueTemplate", "unwind"),
        ("RelationshipSegueTemplate", "relationship"), ("SheetSegueTemplate", "sheet"),
        ("ModalWindowSegueTemplate", "modal"), ("SegueTemplate", "custom"),
    ]

    /// The scene nib's controller: the target of the owner's `sceneViewController` (UIKit) or
    /// `sceneController` (AppKit) outlet; `nil` for a nib that is not a scene nib.
    static func controller(in mapper: CompiledNibMapper) -> Int? {
        let archive = mapper.archive
        for connector in mapper.connectorIndices {
            let kind = archive.classKind(connector)
            guard kind == .uiOutletConnection || kind == .outletConnector,
                let label = archive.string(kind == .uiOutletConnection ? .uiLabel : .nsLabel, in: connector),
                label == "sceneViewController" || label == "sceneController"
            else { continue }
            return archive.reference(kind == .uiOutletConnection ? .uiDestination : .nsDestination, in: connector)
        }
        return nil
    }

    /// A static table's sections, which UIKit keeps in its table view controller's
    /// `UITableViewControllerStaticDataSource` (sections with their titles, of rows, each row's
    /// `UITableRowCell` and `UITableRowHeight`; ``IBVocabulary/uiKitStaticTable``): recorded
    /// on the controller and written in its table view's `<sections>`, as the source storyboard
    /// has them (the table view is in another nib, the view nib; the cells are in this one).
    static func placeStaticCells(of controller: Int, in mapper: inout CompiledNibMapper) {
        let archive = mapper.archive
        let keys = IBVocabulary.uiKitStaticTable
        guard case .reference(let dataSource)? = archive.value(named: keys.dataSource, in: controller) else { return }
        var sections: [StaticSection] = []
        var placed: Set<Int> = []
        for section in archive.elements(archive.value(named: keys.sections, in: dataSource)) {
            var cells: [Int] = []
            for row in archive.elements(archive.value(named: keys.rows, in: section)) {
                guard case .reference(let cell)? = archive.value(named: keys.cell, in: row),
                    mapper.memberSet.contains(cell), cell != controller, placed.insert(cell).inserted
                else { continue }
                cells.append(cell)
                if let height = archive.number(archive.value(named: keys.rowHeight, in: row)) {
                    // A float: written as its shortest float spelling (44.5, not 44.500000…).
                    let shortest = Double(String(Float(height))) ?? height
                    mapper.extraAttributes[cell, default: []].append(("rowHeight", IBValueCodec.format(shortest)))
                }
            }
            var attributes: [(String, String)] = []
            for (attribute, key) in keys.sectionTitles {
                if let title = archive.string(archive.value(named: key, in: section)) {
                    attributes.append((attribute, title))
                }
            }
            sections.append(StaticSection(object: section, attributes: attributes, cells: cells))
        }
        guard !sections.isEmpty else { return }
        for cell in placed {
            mapper.parents[cell] = nil
            mapper.topLevel.removeAll { $0 == cell }
        }
        mapper.staticSections[controller] = sections
    }

    /// The class UIKit archives a container's child from another storyboard as.
    static let referencePlaceholderClass = "UIStoryboardViewControllerPlaceholder"
    /// AppKit's counterpart, a window controller's content controller of another storyboard.
    static let appKitReferencePlaceholderClass = "NSStoryboardControllerPlaceholder"

    /// A table cell's outlets to the segue templates it fires, with the `trigger=` of the
    /// source storyboard's segue (none for a selection).
    static let cellSegueOutlets: [String: String?] = [
        "selectionSegueTemplate": nil, "accessoryActionSegueTemplate": "accessoryAction",
    ]

    /// Whether the nib has `UpstreamPlaceholder-N` proxies: a view nib.
    static func hasUpstreamPlaceholders(_ mapper: CompiledNibMapper) -> Bool {
        mapper.placeholders.contains {
            if case .custom(let identifier) = $0.role { return identifier.hasPrefix("UpstreamPlaceholder") }
            return false
        }
    }

    /// A UIKit container's relationship children, archived in its nib under
    /// `UIChildViewControllers`, and theirs, with the relationship the container's class gives
    /// them (`IBVocabulary.uiKitChildRelationships`, or by position
    /// `IBVocabulary.uiKitPositionalChildRelationships`).
    static func relationshipChildren(
        of controller: Int, in mapper: CompiledNibMapper
    ) -> [(parent: Int, child: Int, relationship: String)] {
        guard !mapper.isAppKit else { return appKitItemChildren(of: controller, in: mapper) }
        let archive = mapper.archive
        var links: [(parent: Int, child: Int, relationship: String)] = []
        var seen: Set<Int> = [controller]
        var queue = [controller]
        while let parent = queue.popLast() {
            var className = archive.className(parent)
            if className == "UIClassSwapper" {
                className = archive.string(archive.value(named: "UIOriginalClassName", in: parent)) ?? className
            }
            let single = IBVocabulary.uiKitChildRelationships[className]
            let style = IBVocabulary.uiKitStyledChildRelationships[className].flatMap {
                archive.number(archive.value(named: $0.styleKey, in: parent)).map { Int64($0) }
            }
            let positional = IBVocabulary.uiKitPositionalRelationships(of: className, style: style)
            guard single != nil || positional != nil else { continue }
            for (index, child) in archive.elements(archive.value(named: "UIChildViewControllers", in: parent))
                .enumerated()
            where mapper.memberSet.contains(child) && seen.insert(child).inserted {
                let relationship = positional.map { index < $0.count ? $0[index] : "relationship" } ?? single ?? ""
                links.append((parent, child, relationship))
                queue.append(child)
            }
        }
        return links
    }

    /// An AppKit split view or tab view controller's children, each its item's controller
    /// (`IBVocabulary.appKitContainerItems`), and theirs; from the scene's controller and from a
    /// window controller's content controller.
    private static func appKitItemChildren(
        of controller: Int, in mapper: CompiledNibMapper
    ) -> [(parent: Int, child: Int, relationship: String)] {
        let archive = mapper.archive
        var links: [(parent: Int, child: Int, relationship: String)] = []
        var queue = [controller]
        if case .reference(let content) = archive.value(named: "IBWindowTemplateContentViewController", in: controller),
            mapper.memberSet.contains(content)
        {
            queue.append(content)
        }
        var seen = Set(queue)
        while let parent = queue.popLast() {
            var className = archive.className(parent)
            if className == "NSClassSwapper" {
                className = archive.string(archive.value(named: "NSOriginalClassName", in: parent)) ?? className
            }
            guard let container = IBVocabulary.appKitContainerItems.first(where: { $0.archivedClass == className })
            else { continue }
            for item in archive.elements(archive.value(named: container.itemsKey, in: parent)) {
                guard case .reference(let child) = archive.value(named: container.controllerKey, in: item),
                    mapper.memberSet.contains(child), seen.insert(child).inserted
                else { continue }
                links.append((parent, child, container.relationship))
                queue.append(child)
            }
        }
        return links
    }

    /// The view nib a controller names (`UINibName`, `NSNibName`).
    static func viewNibName(of controller: Int, in mapper: CompiledNibMapper) -> String? {
        let archive = mapper.archive
        return archive.string(archive.value(named: "UINibName", in: controller))
            ?? archive.string(archive.value(named: "NSNibName", in: controller))
    }

    /// Rewrites `mapper` (prepared up to its structure) into the scene, with the controller's
    /// view nib from `viewMappers` nested as its view; returns the controllers the nib holds
    /// that a source storyboard gives scenes of their own (a window controller's content view
    /// controller, the destination of its `window.shadowedContentViewController` relationship).
    func map(
        _ mapper: inout CompiledNibMapper, viewMappers: [String: CompiledNibMapper]
    ) throws(NibParseError) -> [(controller: Int, members: [Int])] {
        let archive = mapper.archive
        var templates: [Int] = []
        for index in 0..<archive.count where archive.className(index).hasSuffix("SegueTemplate") {
            templates.append(index)
            mapper.omitted.insert(index)
        }
        let referenced = Self.referencedObjects(in: mapper)
        var firstResponder: Int?
        for placeholder in mapper.placeholders {
            guard let index = placeholder.index else { continue }
            switch placeholder.role {
            case .filesOwner where controller != nil || !referenced.contains(index): mapper.omitted.insert(index)
            case .custom(let identifier) where identifier.hasSuffix("StoryboardPlaceholder"):
                mapper.omitted.insert(index)
            // A scene has no Application of its own unless something in it is connected to it.
            case .application where !referenced.contains(index): mapper.omitted.insert(index)
            case .firstResponder: firstResponder = index
            default: continue
            }
        }
        // AppKit's storyboard proxy is an object of the nib, not a placeholder.
        for object in mapper.members where archive.className(object) == "NSNibExternalObjectPlaceholder" {
            let identifier = archive.string(archive.value(named: "NSExternalObjectPlaceholderIdentifier", in: object))
            if identifier?.hasSuffix("StoryboardPlaceholder") ?? true { mapper.omitted.insert(object) }
        }
        if controller == nil { Self.mapMainMenu(&mapper) }
        var splits: [Int] = []
        var contentRelationship: (window: Int, controller: Int)?
        var contentReference: (window: Int, destination: String, position: (line: Int, column: Int?))?
        if let controller {
            // The window template is the window controller's `window` (S32.3).
            for slot in archive.slotRange(of: controller)
            where mapper.keyName(archive.slots[slot].key) == "IBWindowTemplate" {
                mapper.linkNames[archive.slots[slot].key] = (key: "window", wrapper: "")
            }
            if case .reference(let content) = archive.value(
                named: "IBWindowTemplateContentViewController", in: controller),
                mapper.memberSet.contains(content), content != controller,
                case .reference(let window) = archive.value(named: "IBWindowTemplate", in: controller)
            {
                // Another storyboard's controller (`NSStoryboardControllerPlaceholder`): the
                // relationship's destination is the reference its identifier names.
                if archive.className(content) == Self.appKitReferencePlaceholderClass {
                    let identifier =
                        archive.string(archive.value(named: "NSStoryboardIdentifier", in: content)) ?? ""
                    mapper.omitted.insert(content)
                    contentReference = (
                        window, destinations[identifier] ?? "missing:" + identifier, archive.position(of: content)
                    )
                }
            }
            if contentReference == nil,
                case .reference(let content) = archive.value(
                    named: "IBWindowTemplateContentViewController", in: controller),
                mapper.memberSet.contains(content), content != controller,
                case .reference(let window) = archive.value(named: "IBWindowTemplate", in: controller)
            {
                mapper.parents[content] = nil
                mapper.topLevel.removeAll { $0 == content }
                splits.append(content)
                contentRelationship = (window, content)
            }
        }
        // A UIKit container's relationship children (`UIChildViewControllers`), archived in its
        // nib: each a scene of its own, the destination of the relationship its class names.
        var childRelationships: [(parent: Int, child: Int, relationship: String)] = []
        if let controller {
            for link in Self.relationshipChildren(of: controller, in: mapper) where !splits.contains(link.child) {
                mapper.parents[link.child] = nil
                mapper.topLevel.removeAll { $0 == link.child }
                // Another storyboard's controller (`UIStoryboardViewControllerPlaceholder`): the
                // relationship's destination is the reference its identifier names.
                if archive.className(link.child) == Self.referencePlaceholderClass {
                    mapper.omitted.insert(link.child)
                    childRelationships.append(link)
                    continue
                }
                // The identifier is its own nib's (`Info.plist` names that nib).
                mapper.omittedAttributes[link.child, default: []].append("storyboardIdentifier")
                splits.append(link.child)
                childRelationships.append(link)
            }
        }
        if let controller {
            for owner in [controller] + childRelationships.map(\.child) {
                Self.placeStaticCells(of: owner, in: &mapper)
            }
        }
        try mapper.prepareConnections()
        guard let controller, mapper.id(of: controller) != nil else { return [] }
        // The window controller's `window` outlet is its keyed `<window key="window">`, which the
        // storyboard writes instead (a second outlet would be archived twice).
        if case .reference(let window) = archive.value(named: "IBWindowTemplate", in: controller),
            let windowID = mapper.id(of: window), var outlets = mapper.connections[controller]
        {
            outlets.removeAll { connection in
                connection.0 == "outlet" && connection.1.contains { $0 == ("property", "window") }
                    && connection.1.contains { $0 == ("destination", windowID) }
            }
            mapper.connections[controller] = outlets
        }
        mapper.extraAttributes[controller, default: []].append(("sceneMemberID", "viewController"))
        var templateIDs: [String: Int] = [:]
        for template in templates { templateIDs[mapper.idPrefix + "obj\(template)"] = template }
        var attached: Set<Int> = []

        for owner in [controller] + splits {
            try nestView(
                of: owner, in: &mapper, viewMappers: viewMappers, firstResponder: firstResponder,
                templateIDs: templateIDs, attached: &attached)
        }
        if let (window, content) = contentRelationship, let contentID = mapper.id(of: content) {
            // The relationship is archived as the window's `contentViewController`, set at load.
            mapper.runtimeAttributes[window]?.removeAll { $0.keyPath == "contentViewController" }
            mapper.extraAttributes[content, default: []].append(("sceneMemberID", "viewController"))
            mapper.connections[controller, default: []].append(
                (
                    "segue",
                    [
                        ("destination", contentID), ("kind", "relationship"),
                        ("relationship", "window.shadowedContentViewController"),
                        ("id", mapper.idPrefix + "segue-content"),
                    ], [], archive.position(of: content)
                ))
        }
        if let reference = contentReference {
            mapper.runtimeAttributes[reference.window]?.removeAll { $0.keyPath == "contentViewController" }
            mapper.connections[controller, default: []].append(
                (
                    "segue",
                    [
                        ("destination", reference.destination), ("kind", "relationship"),
                        ("relationship", "window.shadowedContentViewController"),
                        ("id", mapper.idPrefix + "segue-content"),
                    ], [], reference.position
                ))
        }
        for (offset, link) in childRelationships.enumerated() {
            let childID: String
            if archive.className(link.child) == Self.referencePlaceholderClass {
                let identifier = archive.string(archive.value(named: "UIStoryboardIdentifier", in: link.child)) ?? ""
                childID = destinations[identifier] ?? "missing:" + identifier
            } else {
                guard let id = mapper.id(of: link.child) else { continue }
                childID = id
                mapper.extraAttributes[link.child, default: []].append(("sceneMemberID", "viewController"))
            }
            mapper.connections[link.parent, default: []].append(
                (
                    "segue",
                    [
                        ("destination", childID), ("kind", "relationship"), ("relationship", link.relationship),
                        ("id", mapper.idPrefix + "segue-child\(offset)"),
                    ], [], archive.position(of: link.child)
                ))
        }
        // A static table's cell fires its template through its `selectionSegueTemplate` (or
        // `accessoryActionSegueTemplate`) outlet: the cell is the segue's source.
        for connector in mapper.connectorIndices where archive.classKind(connector) == .uiOutletConnection {
            guard let label = archive.string(.uiLabel, in: connector),
                let trigger = Self.cellSegueOutlets[label],
                let cell = archive.reference(.uiSource, in: connector), mapper.hasID(cell),
                let template = archive.reference(.uiDestination, in: connector), templates.contains(template),
                attached.insert(template).inserted
            else { continue }
            var connection = segue(template, in: mapper, position: archive.position(of: connector))
            if let trigger { connection.attributes.insert(("trigger", trigger), at: 2) }
            mapper.connections[cell, default: []].append(connection)
        }
        // Templates no control fires are fired from code, by identifier: the controller is
        // their source (S5).
        // A relationship child's templates are the child's.
        for owner in childRelationships.map(\.child) + [controller] {
            let order = archive.elements(
                archive.value(named: "UIStoryboardSegueTemplates", in: owner)
                    ?? archive.value(named: "NSStoryboardSegueTemplates", in: owner))
            for template in order + (owner == controller ? templates : []) where !attached.contains(template) {
                attached.insert(template)
                mapper.connections[owner, default: []].append(
                    segue(template, in: mapper, position: archive.position(of: template)))
            }
        }
        let members = Self.sceneMembers(of: splits, besides: controller, in: mapper)
        for object in members.values.joined() { mapper.topLevel.removeAll { $0 == object } }
        return splits.map { ($0, members[$0] ?? []) }
    }

    /// The other objects of a controller's own scene that ibtool archives in its container's nib
    /// beside it (a user defaults controller its view binds to, a formatter): a top-level object
    /// of the nib that only `split` reaches, by its view nib's external objects table
    /// (`NSExternalObjectsTableForViewLoading`, `UIExternalObjectsTableForViewLoading`) or by a
    /// connection from or to `split` itself, is written in `split`'s scene, as the source
    /// storyboard has it; one the container or two controllers reach stays where it is.
    /// Inferred: no Apple-compiled nib of the corpus holds such an object (the corpus's six
    /// storyboard pairs have none); nibdump's compiler archives them so.
    static func sceneMembers(of splits: [Int], besides controller: Int, in mapper: CompiledNibMapper) -> [Int: [Int]] {
        guard !splits.isEmpty else { return [:] }
        let archive = mapper.archive
        var reachedBy: [Int: Set<Int>] = [:]
        for owner in [controller] + splits {
            let table =
                archive.value(named: "NSExternalObjectsTableForViewLoading", in: owner)
                ?? archive.value(named: "UIExternalObjectsTableForViewLoading", in: owner)
            for (_, value) in archive.dictionary(table) where value != owner {
                reachedBy[value, default: []].insert(owner)
            }
        }
        for connector in mapper.connectorIndices {
            let ends = ["NSSource", "NSDestination", "UISource", "UIDestination"].compactMap { key -> Int? in
                if case .reference(let object)? = archive.value(named: key, in: connector) { return object }
                return nil
            }
            for owner in [controller] + splits where ends.contains(owner) {
                for end in ends where end != owner { reachedBy[end, default: []].insert(owner) }
            }
        }
        let topLevel = Set(mapper.topLevel)
        var members: [Int: [Int]] = [:]
        for object in mapper.topLevel where topLevel.contains(object) && !mapper.omitted.contains(object) {
            guard let owners = reachedBy[object], owners.count == 1, let owner = owners.first, owner != controller,
                mapper.placeholders.allSatisfy({ $0.index != object })
            else { continue }
            members[owner, default: []].append(object)
        }
        return members
    }

    /// Nests the view nib `owner` names (`UINibName`, `NSNibName`) as its view: the nib's
    /// proxies stand for the objects of `mapper` they name, controls that fire a template
    /// become the sources of its segue.
    private func nestView(
        of owner: Int, in mapper: inout CompiledNibMapper, viewMappers: [String: CompiledNibMapper],
        firstResponder: Int?, templateIDs: [String: Int], attached: inout Set<Int>
    ) throws(NibParseError) {
        let archive = mapper.archive
        guard let viewName = Self.viewNibName(of: owner, in: mapper), let ownerID = mapper.id(of: owner) else { return }
        guard var view = viewMappers[viewName] else {
            // The view nib is missing: the loader reports it when the view is asked for.
            mapper.extraAttributes[owner, default: []].append(("nibName", viewName))
            return
        }
        var aliases = ["IBFilesOwner": ownerID]
        // An action the view nib sends to First Responder (no destination) targets the scene's
        // First Responder, whether or not the scene nib archives one (it is written either way).
        aliases["IBFirstResponder"] =
            firstResponder.flatMap { mapper.id(of: $0) } ?? mapper.placeholderID(.firstResponder, index: nil)
        let table =
            archive.value(named: "UIExternalObjectsTableForViewLoading", in: owner)
            ?? archive.value(named: "NSExternalObjectsTableForViewLoading", in: owner)
        var targets: [String: Int] = [:]
        for (key, value) in archive.dictionary(table) {
            guard let identifier = archive.string(.reference(key)) else { continue }
            targets[identifier] = value
            aliases[identifier] =
                mapper.omitted.contains(value) ? mapper.idPrefix + "obj\(value)" : mapper.id(of: value)
        }
        view.placeholderAliases = aliases
        let root = Self.viewRoot(of: view)
        let isCopy = owner != controller && sharedViewNibs.contains(viewName)
        if isCopy { view.idPrefix = mapper.idPrefix + view.idPrefix }
        if let root, !isCopy, let id = Self.survivingIDs(inNibNamed: viewName).view {
            view.idOverrides[root] = id
        }
        // AppKit's proxies are objects of the view nib (`NSNibExternalObjectPlaceholder`): each
        // takes the id of the object it stands for and is not written.
        var externals: [(proxy: Int, target: Int)] = []
        for object in view.members where view.archive.className(object) == "NSNibExternalObjectPlaceholder" {
            let archived = view.archive.value(named: "NSExternalObjectPlaceholderIdentifier", in: object)
            guard let identifier = view.archive.string(archived), let alias = aliases[identifier] else { continue }
            view.idOverrides[object] = alias
            view.topLevel.removeAll { $0 == object }
            view.parents[object] = nil
            if let target = identifier == "IBFilesOwner" ? owner : targets[identifier] {
                externals.append((object, target))
            }
        }
        try view.prepareConnections()
        // An AppKit embed segue's template is given its container view by a `containerView`
        // outlet from the template's proxy: the container view is the segue's source.
        let templateIndices = Set(templateIDs.values)
        for (proxy, template) in externals where templateIndices.contains(template) {
            guard let list = view.connections[proxy] else { continue }
            var kept = list
            kept.removeAll()
            for connection in list {
                guard connection.name == "outlet",
                    connection.attributes.contains(where: { $0 == ("property", "containerView") }),
                    let destination = connection.attributes.first(where: { $0.0 == "destination" })?.1,
                    let container = view.members.first(where: { view.id(of: $0) == destination })
                else {
                    kept.append(connection)
                    continue
                }
                attached.insert(template)
                view.connections[container, default: []].append(
                    segue(template, in: mapper, position: connection.position))
            }
            view.connections[proxy] = kept.isEmpty ? nil : kept
        }
        for (proxy, target) in externals where !mapper.omitted.contains(target) {
            guard let list = view.connections[proxy] else { continue }
            mapper.connections[target, default: []] += list
            view.connections[proxy] = nil
        }
        if let root, let slot = view.topLevel.firstIndex(of: root) {
            view.topLevel.remove(at: slot)
            view.topLevel.insert(root, at: 0)
        }
        if let root { Self.moveLayoutGuides(of: root, in: &view) }
        let staticRoot =
            archive.value(named: IBVocabulary.uiKitStaticTable.dataSource, in: owner) != nil ? root : nil
        Self.markTableDataModes(in: &view, staticRoot: staticRoot)
        if let staticRoot, mapper.staticSections[owner] != nil {
            // The sections are written by the scene nib, which holds their cells.
            view.staticTable = StaticTableWriter(table: staticRoot) { (_: inout TreeWriter) throws(NibParseError) in }
        }
        let rootID = root.flatMap { view.id(of: $0) }
        // Controls that fire a template become the sources of its segue (S5).
        for object in view.members {
            guard var list = view.connections[object] else { continue }
            for slot in list.indices where list[slot].name == "action" {
                let attributes = list[slot].attributes
                guard let target = attributes.first(where: { $0.0 == "destination" || $0.0 == "target" })?.1,
                    let template = templateIDs[target]
                else { continue }
                attached.insert(template)
                list[slot] = segue(template, in: mapper, position: list[slot].position)
            }
            view.connections[object] = list
        }
        // Connections of the view nib's proxies belong to the objects they stand for;
        // the owner's `view` outlet is the nesting itself.
        for placeholder in view.placeholders {
            guard let index = placeholder.index, let list = view.connections[index] else { continue }
            let target: Int?
            switch placeholder.role {
            case .filesOwner: target = owner
            case .firstResponder: target = firstResponder
            case .custom(let identifier): target = targets[identifier]
            case .application: target = nil
            }
            guard let target, !mapper.omitted.contains(target) else { continue }
            let kept = list.filter { connection in
                !(placeholder.role.isFilesOwner && connection.name == "outlet"
                    && connection.attributes.contains { $0 == ("property", "view") }
                    && connection.attributes.contains { $0.0 == "destination" && $0.1 == rootID })
            }
            mapper.connections[target, default: []] += kept
            view.connections[index] = nil
        }
        mapper.nestedViews[owner] = view
    }

    /// A UIKit view controller's top and bottom layout guides, which ibtool archives as the last
    /// subviews of its view (`_UILayoutGuide`, named by `_UILayoutGuideIdentifier`; the compiler's
    /// `attach(guides:)`): written in the controller's `<layoutGuides>` with their `type`
    /// (``IBVocabulary/uiKitLayoutGuideIdentifiers``), as the source storyboard has them.
    static func moveLayoutGuides(of root: Int, in view: inout CompiledNibMapper) {
        let archive = view.archive
        for object in view.members where view.parents[object]?.parent == root {
            guard archive.className(object) == "_UILayoutGuide",
                let identifier = archive.string(archive.value(named: "_UILayoutGuideIdentifier", in: object)),
                let type = IBVocabulary.uiKitLayoutGuideIdentifiers.first(where: { $0.value == identifier })?.key
            else { continue }
            view.parents[object] = nil
            view.controllerLayoutGuides.append(object)
            view.extraAttributes[object, default: []].append(("type", type))
        }
    }

    /// A storyboard table view's `dataMode`, which ibtool does not archive (Apple's compiled
    /// Wizard storyboard): `static` for the view of a table view controller whose cells are in
    /// its `UITableViewControllerStaticDataSource` (`staticRoot`), `prototypes` for every other
    /// table view, as Xcode writes it on 74 of the corpus's 75 storyboard table views (with
    /// prototype cells or without). A collection view's too (`prototypes`, the only mode Xcode
    /// writes for one: on all 12 of the corpus's storyboard collection views).
    static func markTableDataModes(in view: inout CompiledNibMapper, staticRoot: Int?) {
        guard !view.isAppKit else { return }
        let archive = view.archive
        for object in view.members {
            var className = archive.className(object)
            if className == "UIClassSwapper" {
                className = archive.string(archive.value(named: "UIOriginalClassName", in: object)) ?? className
            }
            guard className == "UITableView" || className == "UICollectionView" else { continue }
            view.extraAttributes[object, default: []].append(
                ("dataMode", object == staticRoot ? "static" : "prototypes"))
        }
    }

    /// The main menu nib (`NSStoryboardMainMenu`): its `NSApplication` object, which holds the
    /// menu under `IBMainMenu`, is the scene's `<application>` with the menu as its `mainMenu`.
    static func mapMainMenu(_ mapper: inout CompiledNibMapper) {
        let archive = mapper.archive
        for object in mapper.members where archive.classKind(object) == .customObject {
            for slot in archive.slotRange(of: object)
            where mapper.keyName(archive.slots[slot].key) == "IBMainMenu" {
                // A top-level application only: the menu moves under it, and no cycle can form.
                guard case .reference(let menu) = archive.slots[slot].value, mapper.memberSet.contains(menu),
                    menu != object, mapper.parents[object] == nil, mapper.topLevel.contains(object)
                else { continue }
                let key = archive.slots[slot].key
                mapper.elementOverrides[object] = "application"
                mapper.extraAttributes[object, default: []].append(("sceneMemberID", "viewController"))
                mapper.linkNames[key] = (key: "mainMenu", wrapper: "")
                mapper.parents[menu] = (object, key, false)
                mapper.topLevel.removeAll { $0 == menu }
                return
            }
        }
    }

    /// The objects any connector of the nib names, as source, destination or object.
    static func referencedObjects(in mapper: CompiledNibMapper) -> Set<Int> {
        let archive = mapper.archive
        var found: Set<Int> = []
        for connector in mapper.connectorIndices {
            for key in ["NSSource", "NSDestination", "NSObject", "UISource", "UIDestination", "UIObject"] {
                if case .reference(let object) = archive.value(named: key, in: connector) { found.insert(object) }
            }
        }
        return found
    }

    /// The destinations the segue templates of a scene nib name (an identifier, or the name of
    /// the destination's nib when it has none).
    static func segueDestinationNames(in mapper: CompiledNibMapper) -> [String] {
        let archive = mapper.archive
        var names: [String] = []
        for index in 0..<archive.count where archive.className(index).hasSuffix("SegueTemplate") {
            let prefix = archive.className(index).hasPrefix("UI") ? "UI" : "NS"
            for key in ["DestinationViewControllerIdentifier", "DestinationControllerIdentifier"] {
                if let name = archive.string(archive.value(named: prefix + key, in: index)) { names.append(name) }
            }
        }
        return names
    }

    /// The Interface Builder ids a scene nib's name keeps: `NSWindowController-wc1-00-001` names
    /// its controller's, `vc1-00-001-view-vw1-00-001` its controller's and its view's. Only ids in
    /// Interface Builder's form (`abc-de-fgh`) count; a nib named by a storyboard identifier keeps none.
    static func survivingIDs(inNibNamed name: String) -> (controller: String?, view: String?) {
        func isID(_ text: Substring) -> Bool {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            return parts.map(\.count) == [3, 2, 3]
                && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count >= 3, let slot = parts.indices.dropFirst().first(where: { parts[$0] == "view" }) {
            let controller = parts[..<slot].joined(separator: "-")
            let view = parts[(slot + 1)...].joined(separator: "-")
            return (isID(controller[...]) ? controller : nil, isID(view[...]) ? view : nil)
        }
        if let dash = name.firstIndex(of: "-"), name[..<dash].hasSuffix("Controller") {
            let id = name[name.index(after: dash)...]
            return (isID(id) ? String(id) : nil, nil)
        }
        return (nil, nil)
    }

    /// The object the view nib's owner `view` outlet names, else its first top-level object.
    static func viewRoot(of view: CompiledNibMapper) -> Int? {
        let archive = view.archive
        for connector in view.connectorIndices {
            let kind = archive.classKind(connector)
            let isUIKit = kind == .uiOutletConnection
            guard isUIKit || kind == .outletConnector,
                archive.string(isUIKit ? .uiLabel : .nsLabel, in: connector) == "view",
                let source = archive.reference(isUIKit ? .uiSource : .nsSource, in: connector),
                case .some(.filesOwner) = view.placeholders.first(where: { $0.index == source })?.role
            else { continue }
            return archive.reference(isUIKit ? .uiDestination : .nsDestination, in: connector)
        }
        return view.topLevel.first
    }

    /// A template as a `<segue>` connection element.
    func segue(
        _ template: Int, in mapper: CompiledNibMapper, position: (line: Int, column: Int?)
    ) -> (
        name: String, attributes: [(String, String)], options: [(String, String, String)],
        position: (line: Int, column: Int?)
    ) {
        let archive = mapper.archive
        let className = archive.className(template)
        let prefix = className.hasPrefix("UI") ? "UI" : "NS"
        func string(_ key: String) -> String? { archive.string(archive.value(named: prefix + key, in: template)) }
        var kind = Self.segueKinds.first { className.hasSuffix($0.suffix) }?.kind ?? "custom"
        // UIKit's show template also stands for `showDetail`, by the action it sends.
        if kind == "show", string("ActionName") == "showDetailViewController:sender:" { kind = "showDetail" }
        let destination =
            string("DestinationViewControllerIdentifier") ?? string("DestinationControllerIdentifier") ?? ""
        var attributes = [("destination", destinations[destination] ?? "missing:" + destination), ("kind", kind)]
        if let identifier = string("Identifier") {
            attributes.append(("identifier", identifier))
        }
        if let segueClass = string("SegueClassName") {
            attributes.append(("customClass", segueClass))
        }
        if kind == "unwind", let action = string("ActionName") {
            attributes.append(("unwindAction", action))
        }
        attributes.append(("id", mapper.idPrefix + "segue\(template)"))
        return ("segue", attributes, [], position)
    }
}

extension CompiledNibMapper.Role {
    var isFilesOwner: Bool {
        if case .filesOwner = self { return true }
        return false
    }
}
