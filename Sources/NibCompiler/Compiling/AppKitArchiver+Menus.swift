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
        for reference in element.children where reference.name == "imageReference" {
            guard let resource = imageReferenceResource(reference) else { continue }
            switch reference[attribute: "key"] {
            case "image": builder.set("NSImage", .reference(resource), on: id)
            case "secondaryImage":
                builder.set("NSHasActionImage", .boolean(true), on: id)
                builder.set("NSActionImage", .reference(resource), on: id)
            default: break
            }
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

    /// An `<imageReference>` as ibtool archives it (transmission_MainMenu's one, a symbol): an
    /// `NSCustomResource` with its variable value, the design size the document's resources
    /// give it and its configuration (`IBImageConfiguration`: the symbol scale, -1 for the
    /// default, else AppKit's `NSImage.SymbolScale`; the rendering mode, 0 automatic; the
    /// variable value; no hierarchical colours).
    mutating func imageReferenceResource(_ reference: NibElement) -> GraphID? {
        guard let name = reference[attribute: "image"] else { return nil }
        let catalog = reference[attribute: "catalog"]
        let variable = reference[attribute: "variableValue"].flatMap(Double.init)
        let resource = document.resources.first { $0.name == name && $0.kindName == "image" }
        var size = "{32, 32}"
        if case .image(_, let imageSize)? = resource?.kind, let imageSize {
            size = "{\(IBValueCodec.format(imageSize.width)), \(IBValueCodec.format(imageSize.height))}"
        }
        let designSize = builder.add(
            "NSValue", [.init("NS.special", .integer(2)), .init("NS.sizeval", .reference(builder.string(size)))])
        func number(_ table: [(name: String, value: Int64)], _ name: String?, _ fallback: Int64) -> Int64 {
            table.first { $0.name == name }?.value ?? fallback
        }
        let configuration = builder.add(
            "IBImageConfiguration",
            [
                .init(
                    "IBSymbolScale",
                    .integer(number(IBVocabulary.imageReferenceSymbolScales, reference[attribute: "symbolScale"], -1))),
                .init(
                    "IBRenderingMode",
                    .integer(
                        number(IBVocabulary.imageReferenceRenderingModes, reference[attribute: "renderingMode"], 0))),
                .init("IBVariableValue", variable.map { .reference(builder.number($0)) } ?? .null),
                .init("IBHierarchicalColors", .reference(builder.collection("NSArray", []))),
                .init("IBLocale", .null),
            ])
        var entries: [ArchiveGraph.Entry] = [
            .init("NSClassName", .reference(builder.string("NSImage"))),
            .init("NSResourceName", .reference(builder.string(name))),
        ]
        if let catalog { entries.append(.init("NSCatalogName", .reference(builder.string(catalog)))) }
        if let variable { entries.append(.init("NSImageVariableValue", .double(variable))) }
        let isSystem = catalog == "system" || name.hasPrefix("NS")
        entries += [
            .init("IBNamespaceID", isSystem ? .reference(builder.string("system")) : .null),
            .init("IBDesignSize", .reference(designSize)),
            .init("IBDesignImageConfiguration", .reference(configuration)),
        ]
        return builder.add("NSCustomResource", entries)
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
