extension CompiledNibMapper {
    /// A predicate editor row template's menus (objects whose parent it is that no key of it
    /// holds: its pop-up buttons show them) written in `<popUpMenus>`, as Xcode writes them,
    /// through a link name added past the archive's keys.
    mutating func wrapRowTemplateMenus() {
        guard archive.classNames.contains("NSPredicateEditorRowTemplate") else { return }
        let link = linkNames.count
        var used = false
        for object in members {
            guard let parent = parents[object], parent.key < 0, !parent.inCollection,
                archive.className(parent.parent) == "NSPredicateEditorRowTemplate",
                archive.className(object) == "NSMenu"
            else { continue }
            parents[object] = (parent.parent, link, true)
            used = true
        }
        if used { linkNames.append((key: "", wrapper: "popUpMenus")) }
    }
}
