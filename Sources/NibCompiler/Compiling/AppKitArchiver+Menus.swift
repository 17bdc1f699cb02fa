import NibModel

extension AppKitArchiver {
    /// A menu as ibtool archives it: its items (an empty array when it has none), each item's
    /// conditional `NSMenu` back to it, and the `NSName` of a system menu.
    mutating func archiveMenu(_ element: NibElement, id: GraphID) {
        if builder[id]?.value(forKey: "NSMenuItems") == nil {
            builder.set("NSMenuItems", .reference(builder.collection("NSMutableArray", [], shared: false)), on: id)
        }
        for wrapper in element.children where wrapper.name == "items" {
            for item in wrapper.children {
                guard let itemID = item[attribute: "id"].flatMap({ archived[$0] }) else { continue }
                builder.set("NSMenu", .conditionalReference(id), on: itemID)
            }
        }
        if let system = element[attribute: "systemMenu"], let name = IBVocabulary.systemMenuNames[system] {
            builder.set("NSName", .reference(builder.string(name)), on: id)
        }
    }

    /// A menu item's keys beside its attributes: ⌘ when the document gives no modifier mask
    /// (a separator has none and is disabled), its images, the state images every item
    /// archives, and a submenu as its target with `submenuAction:`.
    mutating func archiveMenuItem(_ element: NibElement, id: GraphID) {
        if element[attribute: "isSeparatorItem"] == "YES" {
            builder.set("NSIsDisabled", .boolean(true), on: id)
        } else if element.child(forKey: "keyEquivalentModifierMask") == nil {
            builder.set("NSKeyEquivModMask", .integer(IBVocabulary.defaultMenuItemModifierMask), on: id)
        }
        let catalog = element[attribute: "catalog"]
        if let name = element[attribute: "image"] {
            builder.set("NSImage", .reference(imageResource(name, catalog: catalog)), on: id)
        }
        if let name = element[attribute: "secondaryImage"] {
            builder.set("NSHasActionImage", .boolean(true), on: id)
            builder.set("NSActionImage", .reference(imageResource(name, catalog: catalog)), on: id)
        }
        archiveStateImages(on: id)
        archiveRepresentedObject(of: element, id: id)
        if let submenu = element.child(forKey: "submenu"),
            let submenuID = submenu[attribute: "id"].flatMap({ archived[$0] })
        {
            builder.set("NSAction", .reference(builder.string("submenuAction:")), on: id)
            builder.set("NSTarget", .reference(submenuID), on: id)
        }
    }

    /// The on and mixed state images ibtool archives for every menu item.
    mutating func archiveStateImages(on id: GraphID) {
        for image in IBVocabulary.menuItemStateImages {
            let size = builder.intern(
                "NSValue",
                [.init("NS.special", .integer(2)), .init("NS.sizeval", .reference(builder.string(image.size)))])
            let resource = builder.intern(
                "NSCustomResource",
                [
                    .init("NSClassName", .reference(builder.string("NSImage"))),
                    .init("NSResourceName", .reference(builder.string(image.name))), .init("IBNamespaceID", .null),
                    .init("IBDesignSize", .reference(size)), .init("IBDesignImageConfiguration", .null),
                ])
            builder.set(image.key, .reference(resource), on: id)
        }
    }
}

extension AppKitArchiver {
    /// A pop-up button cell's menu: each item sends `_popUpItemAction:` to the cell, and the cell
    /// names its selected item and that item's index (`-1` with none; ibtool leaves out 0).
    mutating func archivePopUpMenu(_ element: NibElement, id: GraphID) {
        guard let menu = element.child(forKey: "menu") else { return }
        var items: [String] = []
        for wrapper in menu.children where wrapper.name == "items" {
            for item in wrapper.children {
                guard let itemID = item[attribute: "id"], let archivedItem = archived[itemID] else { continue }
                items.append(itemID)
                builder.set("NSAction", .reference(builder.string("_popUpItemAction:")), on: archivedItem)
                builder.set("NSTarget", .reference(id), on: archivedItem)
            }
        }
        // A pull-down's first item is its title, which its menu never shows.
        if element[attribute: "pullsDown"] == "YES", let first = items.first, let item = archived[first] {
            builder.set("NSIsHidden", .boolean(true), on: item)
        }
        let selected = element[attribute: "selectedItem"]
        let index = selected.flatMap { items.firstIndex(of: $0) }
        builder.set("NSMenuItem", selected.flatMap { archived[$0] }.map { .reference($0) } ?? .null, on: id)
        if index != 0 { builder.set("NSSelectedIndex", .integer(Int64(index ?? -1)), on: id) }
    }
}
