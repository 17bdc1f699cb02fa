import NibModel

/// A split view controller's and a tab view controller's items, each naming the child
/// controller its relationship segue (`splitItems`, `tabItems`) embeds.
///
/// No Apple-compiled storyboard of the corpus holds one of these controllers. What is archived
/// follows how ibtool archives a window controller's content controller: the children are
/// archived in the container's nib, each with its view in a nib of its own, and the container's
/// items are `NSSplitViewItem`s (`NSSplitViewItemViewController`) or `NSTabViewItem`s, in the
/// order the document lists them, the n-th item the n-th relationship segue's (Interface
/// Builder writes both in the children's order). The item keys GNUstep reads are Apple's; the
/// others are inferred (see `IBVocabulary.appKitContainerControllerRules` and below).
extension AppKitStoryboardCompiler {
    /// The parts of a container controller this extension archives itself (for
    /// `CompileDiagnostic`): its items and its transition options.
    static let partsArchivedItself: [String: Set<String>] = [
        "splitViewController": ["splitViewItems"], "tabViewController": ["tabViewItems", "transitionOptions"],
    ]

    /// The `NSViewControllerTransitionOptions` bits a `<viewControllerTransitionOptions>` names
    /// (AppKit's header).
    static let transitionOptionBits: [String: Int64] = [
        "crossfade": 0x1, "slideUp": 0x10, "slideDown": 0x20, "slideLeft": 0x40, "slideRight": 0x80,
        "slideForward": 0x140, "slideBackward": 0x180, "allowUserInteraction": 0x1000,
    ]

    /// Archives the items of a split view or tab view controller (`id`, archived from
    /// `element`) for its relationship children, archived already, in segue order.
    mutating func archiveContainerItems(
        of element: NibElement, id: GraphID, children: [(relationship: String, controller: GraphID)],
        into archiver: inout AppKitArchiver
    ) throws(CompileError) {
        guard let kind = IBVocabulary.appKitContainerItems.first(where: { $0.element == element.name }) else { return }
        let location = element.location(in: document)
        if let other = children.first(where: { $0.relationship != kind.relationship }) {
            throw CompileError(
                .unsupportedValue(element: "segue", attribute: "relationship", value: other.relationship),
                at: location)
        }
        let items = element.children.first { $0.name == kind.wrapper }?.children.filter { $0.name == kind.item } ?? []
        guard items.count == children.count else {
            throw CompileError(
                .unsupportedValue(
                    element: element.name, attribute: kind.wrapper,
                    value: "\(items.count) items\" for \(children.count) \(kind.relationship) segues (\""),
                at: location)
        }
        var archivedItems: [GraphID] = []
        for (item, child) in zip(items, children) {
            try archiver.archive(item, parent: id, superview: nil)
            guard let itemID = item[attribute: "id"].flatMap({ archiver.archived[$0] }) else { continue }
            archiver.builder.set(kind.controllerKey, .reference(child.controller), on: itemID)
            if let image = item[attribute: "image"] {
                // Inferred key, after the item's `image` property.
                let resource = archiver.imageResource(image, catalog: item[attribute: "catalog"])
                archiver.builder.set("NSImage", .reference(resource), on: itemID)
            }
            archivedItems.append(itemID)
        }
        archiver.builder.set(kind.itemsKey, .reference(archiver.builder.collection("NSArray", archivedItems)), on: id)
        if let options = element.child(forKey: "transitionOptions") {
            var mask: Int64 = 0
            for attribute in options.attributes where attribute.name != "key" {
                guard let bits = Self.transitionOptionBits[attribute.name] else {
                    throw CompileError(
                        .unsupportedValue(
                            element: options.name, attribute: attribute.name, value: attribute.value),
                        at: options.location(in: document))
                }
                if attribute.value == "YES" { mask |= bits }
            }
            // Inferred key, after the controller's `transitionOptions` property.
            archiver.builder.set("NSTransitionOptions", .integer(mask), on: id)
        }
    }

    /// Refuses an AppKit container view, at its element: AppKit's embed segue template holds
    /// the view it embeds into (`NSStoryboardEmbedSegueTemplate.containerView`), but how ibtool
    /// ties the template in the controller's nib to the view in the view's nib, and which class
    /// the view is archived as, are in no Apple-compiled storyboard of the corpus nor in
    /// GNUstep; a guess would give a nib the runtime could not load.
    func refuseContainerViews() throws(CompileError) {
        var found: NibElement?
        document.root.forEachDescendant { element in
            if found == nil, element.name == "containerView" { found = element }
        }
        guard let found else { return }
        throw CompileError(
            .unknownArchive(
                element: "containerView",
                reason: "how ibtool ties an AppKit container view to its embed segue's template "
                    + "(NSStoryboardEmbedSegueTemplate's containerView) across the scene's nibs is in no "
                    + "Apple-compiled storyboard of the corpus"),
            at: found.location(in: document))
    }
}
