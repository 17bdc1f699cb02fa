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

    /// The class of an embed segue's template.
    static let embedTemplateClass = "NSStoryboardEmbedSegueTemplate"

    /// The view nib's connector that gives an embed segue's template (its placeholder) the
    /// container view the destination's view goes into: an outlet to the template's
    /// `containerView` (AppKit's `NSStoryboardEmbedSegueTemplate` property).
    ///
    /// Inferred: no Apple-compiled storyboard of the corpus holds a container view. The template
    /// is in the controller's nib and the view in the view's nib, so the view cannot be archived
    /// in the template (UIKit's decoder reads `UIContainerView` there); an outlet from the
    /// template's `UpstreamPlaceholder` is how the view nib reaches the controller's other objects.
    func embedOutlet(
        from placeholder: GraphID, to containerView: GraphID, into archiver: inout AppKitArchiver
    ) -> GraphID {
        outlet(from: placeholder, to: containerView, "containerView", into: &archiver)
    }

    /// Checks a storyboard's embed segues: each comes from a `<containerView>` (the view the
    /// template embeds into; Interface Builder draws them only from one), and a container view
    /// fires nothing else (a view is no control: a `perform:` action to it could not be
    /// connected).
    func checkContainerViews() throws(CompileError) {
        for connection in document.connections {
            guard case .segue(let segue) = connection.kind, segue.kind != "relationship" else { continue }
            let source = document.object(withID: connection.source)?.element
            let isEmbed = segue.kind == "embed"
            guard isEmbed != (source == "containerView") else { continue }
            let reason =
                isEmbed
                ? "an embed segue's template embeds into the container view it comes from, and this one "
                    + "comes from a \(source ?? "missing object")"
                : "a container view fires only embed segues (a view is no control to send perform:)"
            throw CompileError(
                .unsupportedValue(
                    element: "segue", attribute: "kind", value: "\(segue.kind ?? "custom")\" (\(reason))"),
                at: connection.location)
        }
    }

    /// The class that stands, in a window controller's nib, for a content controller of another
    /// storyboard.
    static let referencePlaceholderClass = "NSStoryboardControllerPlaceholder"

    /// Another storyboard's controller embedded by relationship (a window's content controller
    /// from a storyboard reference): an `NSStoryboardControllerPlaceholder`, AppKit's class whose
    /// decoder returns the controller it names (its only method is `initWithCoder:`), with
    /// `NSStoryboardIdentifier`, the reference's entry in `Info.plist`'s
    /// `NSViewControllerIdentifiersToExternalStoryboardReferences`.
    ///
    /// Inferred: the key after UIKit's `UIStoryboardViewControllerPlaceholder`, whose
    /// `UIStoryboardIdentifier` names the same table's entry; no Apple-compiled macOS storyboard of
    /// the corpus holds one.
    func referencePlaceholder(_ reference: StoryboardPlan.Reference, into archiver: inout AppKitArchiver) -> GraphID {
        archiver.builder.add(
            Self.referencePlaceholderClass,
            [.init("NSStoryboardIdentifier", .reference(archiver.builder.string(reference.identifier)))])
    }
}
