import NibModel

extension AppKitArchiver {
    /// The class ibtool archives a toolbar item as: a standard item's own class.
    func toolbarItemClass(_ element: NibElement) -> String? {
        guard element.name == "toolbarItem", let identifier = element[attribute: "implicitItemIdentifier"],
            IBVocabulary.standardToolbarItems[identifier] != nil
        else { return nil }
        return identifier
    }

    /// The identifier a toolbar or toolbar item is known by at run time: the one the document
    /// names explicitly (`explicitIdentifier`, `explicitItemIdentifier`: the identifier the app's
    /// code uses), else Interface Builder's own (`implicitIdentifier`). Inferred: no Apple nib of
    /// the corpus has an explicit identifier, and AppKit's toolbar has only one identifier.
    static func runtimeIdentifier(of element: NibElement) -> String? {
        element.name == "toolbar"
            ? element[attribute: "explicitIdentifier"] ?? element[attribute: "implicitIdentifier"]
            : element[attribute: "explicitItemIdentifier"] ?? element[attribute: "implicitItemIdentifier"]
    }

    /// A toolbar: its identifier, its items (the allowed ones archived, each once, with the
    /// toolbar as parent) by identifier, the allowed and default lists, and the selectable ones
    /// (`selectable="YES"`, in the allowed order; inferred: the pairs' toolbars have none and
    /// archive an empty list).
    mutating func archiveToolbar(_ element: NibElement, id: GraphID) throws(CompileError) {
        if let identifier = Self.runtimeIdentifier(of: element) {
            builder.set("NSToolbarIdentifier", .reference(builder.string(identifier)), on: id)
        }
        var selectable: [GraphID] = []
        var allowed: [(identifier: String, item: GraphID)] = []
        var defaults: [GraphID] = []
        for wrapper in element.children {
            for item in wrapper.children where item.name == "toolbarItem" {
                switch wrapper.name {
                case "allowedToolbarItems":
                    try archive(item, parent: id, superview: nil)
                    guard let itemID = item[attribute: "id"].flatMap({ archived[$0] }) else { continue }
                    let identifier = Self.runtimeIdentifier(of: item) ?? item[attribute: "identifier"] ?? ""
                    allowed.append((identifier, itemID))
                    if item[attribute: "selectable"] == "YES" { selectable.append(itemID) }
                case "defaultToolbarItems":
                    if let itemID = (item[attribute: "reference"] ?? item[attribute: "id"]).flatMap({ archived[$0] }) {
                        defaults.append(itemID)
                    }
                default: break
                }
            }
        }
        var identified: [GraphID] = []
        for entry in allowed { identified += [builder.string(entry.identifier), entry.item] }
        builder.set(
            "NSToolbarIBIdentifiedItems",
            .reference(builder.collection("NSMutableDictionary", identified, shared: false)), on: id)
        // Two lists, never one shared array, even when they hold the same items.
        builder.set(
            "NSToolbarIBAllowedItems",
            .reference(builder.collection("NSArray", allowed.map(\.item), shared: false)), on: id)
        builder.set(
            "NSToolbarIBDefaultItems", .reference(builder.collection("NSArray", defaults, shared: false)), on: id)
        builder.set(
            "NSToolbarIBSelectableItems", .reference(builder.collection("NSMutableArray", selectable, shared: false)),
            on: id)
    }

    /// A toolbar item's keys beside its attributes: its identifier, image and sizes, its
    /// sizing (`IBVocabulary.toolbarItemSizingBehaviors`), a `<nil key="toolTip"/>` as no tool
    /// tip (as a standard item archives it), and for a standard item what AppKit gives it.
    mutating func archiveToolbarItem(_ element: NibElement, id: GraphID) {
        let identifier = element[attribute: "implicitItemIdentifier"]
        if let runtime = Self.runtimeIdentifier(of: element) {
            builder.set("NSToolbarItemIdentifier", .reference(builder.string(runtime)), on: id)
        }
        if let sizing = element[attribute: "sizingBehavior"],
            let ignores = IBVocabulary.toolbarItemSizingBehaviors[sizing]
        {
            builder.set(IBVocabulary.toolbarItemSizingKey, .boolean(ignores), on: id)
        }
        if element.child(forKey: "toolTip")?.name == "nil" { builder.set("NSToolbarItemToolTip", .null, on: id) }
        if let name = element[attribute: "image"] {
            builder.set(
                "NSToolbarItemImage", .reference(imageResource(name, catalog: element[attribute: "catalog"])), on: id)
        }
        for (key, archiveKey) in [("minSize", "NSToolbarItemMinSize"), ("maxSize", "NSToolbarItemMaxSize")] {
            guard let size = element.child(forKey: key), let width = size[attribute: "width"],
                let height = size[attribute: "height"]
            else { continue }
            builder.set(archiveKey, .reference(builder.string("{\(width), \(height)}")), on: id)
        }
        guard let identifier, let standard = IBVocabulary.standardToolbarItems[identifier] else { return }
        builder.set("NSToolbarItemPaletteLabel", .reference(builder.string(standard.paletteLabel)), on: id)
        builder.set("NSToolbarItemToolTip", .null, on: id)
        builder.set("NSToolbarItemMinSize", .reference(builder.string(standard.minSize)), on: id)
        builder.set("NSToolbarItemMaxSize", .reference(builder.string(standard.maxSize)), on: id)
        builder.set("NSToolbarItemTag", .integer(standard.tag), on: id)
        builder.set("NSToolbarItemMenuFormRepresentation", .reference(separatorMenuItem()), on: id)
    }

    /// The separator menu item a standard toolbar item shows in menu form: no menu of its own,
    /// ⌘ as its mask, the state images every item archives.
    private mutating func separatorMenuItem() -> GraphID {
        let item = builder.add("NSMenuItem")
        builder.set("NSIsDisabled", .boolean(true), on: item)
        builder.set("NSIsSeparator", .boolean(true), on: item)
        // The key equivalent's localization and mirroring, both allowed (the rule's defaults).
        for property in IBVocabulary.ruleChain(element: "menuItem", platform: .appKit).flatMap(\.properties)
        where property.key.hasPrefix("NSAllowsKeyEquivalent") {
            builder.set(property.key, .boolean(property.defaultText == "YES"), on: item)
        }
        for (key, value) in IBVocabulary.ruleChain(element: "menuItem", platform: .appKit).flatMap(\.constants) {
            if case .boolean(let flag) = value { builder.set(key, .boolean(flag), on: item) }
            if case .integer(let number) = value { builder.set(key, .integer(number), on: item) }
        }
        builder.set("NSTitle", .reference(builder.string("")), on: item)
        builder.set("NSKeyEquiv", .reference(builder.string("")), on: item)
        builder.set("NSKeyEquivModMask", .integer(IBVocabulary.defaultMenuItemModifierMask), on: item)
        archiveStateImages(on: item)
        return item
    }
}
