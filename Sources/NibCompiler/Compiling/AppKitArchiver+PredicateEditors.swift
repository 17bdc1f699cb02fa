import NibModel

/// Rule and predicate editors, as ibtool archives them: besides the settings the vocabulary
/// maps, the objects the editor makes when Interface Builder instantiates it (a slice holder
/// as its only subview, an unbound row holder that owns the empty bound array, no slices yet),
/// and for each compound row template the pop-up buttons it shows, one per menu of the
/// document's `<popUpMenus>` (pred_compound_chain, viraptor's predicateEditor sample).
extension AppKitArchiver {
    /// A rule or predicate editor's run-time objects, and a predicate editor's row templates.
    mutating func archiveRuleEditor(_ element: NibElement, id: GraphID) throws(CompileError) {
        let frame = element.child(forKey: "frame")
        let size = ["width", "height"].map { frame?[attribute: $0].flatMap(Double.init) ?? 0 }
        let sizeString = "{\(IBValueCodec.format(size[0])), \(IBValueCodec.format(size[1]))}"
        let holder = builder.add(
            "_NSRuleEditorViewSliceHolder",
            [
                .init("NSNextResponder", .conditionalReference(id)), .init("NSNibTouchBar", .null),
                .init("NSvFlags", .integer(0x112)),
                .init("NSSubviews", .reference(builder.collection("NSMutableArray", [], shared: false))),
                .init("NSFrameSize", .reference(builder.string(sizeString))),
                .init("NSSuperview", .conditionalReference(id)), .init("NSNextKeyView", .null),
                .init("NSViewWantsBestResolutionOpenGLSurface", .boolean(true)),
                .init("IBNSSafeAreaLayoutGuide", .null), .init("IBNSLayoutMarginsGuide", .null),
                .init("IBNSClipsToBounds", .integer(0)),
            ])
        let unboundRows = builder.add(
            "_NSRuleEditorViewUnboundRowHolder",
            [.init("NSBoundArray", .reference(builder.collection("NSMutableArray", [], shared: false)))])
        let dragTypes = builder.collection(
            "NSMutableSet", [builder.string("NSRuleEditorItemPBoardType")], shared: false)
        for entry in [
            ArchiveGraph.Entry("NSSubviews", .reference(builder.collection("NSMutableArray", [holder], shared: false))),
            .init("NSNextKeyView", .reference(holder)), .init("NSDragTypes", .reference(dragTypes)),
            .init("NSControlTextAlignment", .integer(0)), .init("NSControlLineBreakMode", .integer(0)),
            .init("NSRuleEditorFormattingDictionary", .reference(builder.collection("NSDictionary", []))),
            .init("NSRuleEditorSlicesHolder", .reference(holder)),
            .init("NSRuleEditorBoundArrayOwner", .reference(unboundRows)),
            .init("NSRuleEditorSlices", .reference(builder.collection("NSMutableArray", [], shared: false))),
        ] {
            builder.set(entry.key, entry.value, on: id)
        }
        // ibtool archives no layout priorities for an editor.
        builder.remove("NSHuggingPriority", from: id)
        builder.remove("NSAntiCompressionPriority", from: id)
        // A predicate editor's templates are archived with its children (`<rowTemplates>`).
        guard element.name == "predicateEditor" else { return }
        if builder[id]?.value(forKey: "NSPredicateTemplates") == nil {
            builder.set("NSPredicateTemplates", .reference(builder.collection("NSArray", [])), on: id)
        }
        builder.set("NSPredicateEditorPredicate", .null, on: id)
    }

    /// A row template's menus (each an object of the document, the template its parent) and
    /// the pop-up buttons that show them (`NSPredicateTemplateViews`). Only compound templates
    /// are known: another `rowType` is refused.
    mutating func archiveRowTemplate(_ element: NibElement, id: GraphID) throws(CompileError) {
        // A simple template's views (expression pop-ups, a text field or date picker) and its
        // expressions, operators and options are not known yet: refused rather than guessed.
        guard element[attribute: "rowType"] == "compound" else {
            throw CompileError(
                .unsupportedValue(
                    element: element.name, attribute: "rowType", value: element[attribute: "rowType"] ?? ""),
                at: element.location(in: document))
        }
        var menus: [(element: NibElement, id: GraphID)] = []
        // The menus as Xcode writes them, in `<popUpMenus>`, or as the decompiler does, as the
        // template's own children.
        let elements = element.children.flatMap { $0.name == "popUpMenus" ? $0.children : [$0] }
        for menu in elements where menu.name == "menu" && menu[attribute: "key"] == nil {
            try archive(menu, parent: id, superview: nil)
            if let menuID = menu[attribute: "id"].flatMap({ archived[$0] }) { menus.append((menu, menuID)) }
        }
        var popUps: [GraphID] = []
        var x = Self.templateViewInset
        for menu in menus {
            let (popUp, width) = templatePopUp(menu.element, menu: menu.id, x: x)
            if let previous = popUps.last { builder.set("NSNextKeyView", .reference(popUp), on: previous) }
            popUps.append(popUp)
            x += width + Self.templateViewSpacing
        }
        builder.set("NSPredicateTemplateViews", .reference(builder.collection("NSArray", popUps)), on: id)
    }

    /// A menu item's represented object when the document gives a number or a string
    /// (`<integer key="representedObject" value="2"/>`, a compound template's Any), archived as
    /// `NSRepObject`.
    mutating func archiveRepresentedObject(of element: NibElement, id: GraphID) {
        guard let object = element.child(forKey: "representedObject") else { return }
        let value: GraphID?
        switch object.name {
        case "integer": value = object[attribute: "value"].flatMap { Int64($0) }.map { builder.number($0) }
        case "real": value = object[attribute: "value"].flatMap { Double($0) }.map { builder.number($0) }
        case "string": value = builder.string(object[attribute: "value"] ?? object.text)
        default: value = nil
        }
        if let value { builder.set("NSRepObject", .reference(value), on: id) }
    }

    /// Where a row template's first view starts, and the space between its views.
    static let templateViewInset = 7.0
    static let templateViewSpacing = 6.0

    /// A pop-up button of a row template, showing `menu`: the frame the template's layout
    /// gives it (sized to its selected item's title), its cell with the small system font, the
    /// selected item (the first one on, else the first) and its represented object; each item
    /// targets the cell with `_popUpItemAction:`.
    private mutating func templatePopUp(_ element: NibElement, menu: GraphID, x: Double) -> (GraphID, Double) {
        let items = element.children.filter { $0.name == "items" }.flatMap(\.children).filter { $0.name == "menuItem" }
        let selected = items.first { $0[attribute: "state"] == "on" } ?? items.first
        let width = Self.popUpWidth(title: selected?[attribute: "title"] ?? "")
        let frame = "{{\(IBValueCodec.format(x)), 1}, {\(IBValueCodec.format(width)), 24}}"
        let popUp = builder.add("NSPopUpButton")
        let cell = builder.add("NSPopUpButtonCell")
        let selectedID = selected?[attribute: "id"].flatMap { archived[$0] }
        for item in items {
            guard let itemID = item[attribute: "id"].flatMap({ archived[$0] }) else { continue }
            builder.set("NSAction", .reference(builder.string("_popUpItemAction:")), on: itemID)
            builder.set("NSTarget", .reference(cell), on: itemID)
        }
        var cellEntries: [ArchiveGraph.Entry] = [
            .init("NSCellFlags", .integer(0x400_0040)), .init("NSCellFlags2", .integer(0x1000_0800)),
            .init(
                "NSSupport", IBFontCodec.encode([("metaFont", "smallSystem")]).map { builder.value(for: $0) } ?? .null),
        ]
        if let selectedID, let represented = builder[selectedID]?.value(forKey: "NSRepObject") {
            cellEntries.append(.init("NSRepresentedObject", represented))
        }
        cellEntries += [
            .init("NSControlView", .reference(popUp)), .init("NSButtonFlags", .integer(-2_038_415_360)),
            .init("NSButtonFlags2", .integer(36)), .init("NSBezelStyle", .integer(12)),
            .init("NSKeyEquivalent", .reference(builder.string(""))), .init("NSPeriodicDelay", .integer(400)),
            .init("NSPeriodicInterval", .integer(75)), .init("NSAuxButtonType", .integer(-1)),
            .init("NSMenuItem", selectedID.map { .reference($0) } ?? .null),
            .init("NSMenuItemRespectAlignment", .boolean(true)), .init("NSMenu", .reference(menu)),
            .init("NSPreferredEdge", .integer(1)), .init("NSUsesItemFromMenu", .boolean(true)),
            .init("NSAltersState", .boolean(true)), .init("NSArrowPosition", .integer(2)),
        ]
        for entry in cellEntries { builder.set(entry.key, entry.value, on: cell) }
        for entry in [
            ArchiveGraph.Entry("NSNextResponder", .null), .init("NSNibTouchBar", .null),
            .init("NSvFlags", .integer(0x100)),
            .init("NSFrame", .reference(builder.string(frame))), .init("NSSuperview", .null),
            .init("NSNextKeyView", .null), .init("NSViewWantsBestResolutionOpenGLSurface", .boolean(true)),
            .init("IBNSSafeAreaLayoutGuide", .null), .init("IBNSLayoutMarginsGuide", .null),
            .init("IBNSClipsToBounds", .integer(0)), .init("NSTag", .integer(-1)), .init("NSEnabled", .boolean(true)),
            .init("NSCell", .reference(cell)), .init("NSAllowsLogicalLayoutDirection", .boolean(false)),
            .init("NSControlSize", .integer(0)), .init("NSControlContinuous", .boolean(false)),
            .init("NSControlRefusesFirstResponder", .boolean(false)),
            .init("NSControlUsesSingleLineMode", .boolean(false)), .init("NSControlTextAlignment", .integer(4)),
            .init("NSControlLineBreakMode", .integer(4)), .init("NSControlWritingDirection", .integer(-1)),
            .init("NSControlSendActionMask", .integer(4)), .init("IBNSShadowedSymbolConfiguration", .null),
        ] {
            builder.set(entry.key, entry.value, on: popUp)
        }
        return (popUp, width)
    }

    /// The width a row template's pop-up button takes for a title: the title's width in the
    /// small system font and the button's margins and arrows, in whole points. The compiler
    /// has no font metrics: the title is measured with Helvetica's advances (per 1000 em),
    /// scaled to the system font so that the pairs' titles ("Any" 68, "of the following are
    /// true" 173) come out as ibtool's; another title may be a point off.
    static func popUpWidth(title: String) -> Double {
        let units = title.unicodeScalars.reduce(0) { $0 + (helveticaAdvances[$1] ?? 556) }
        return (Double(units) * 11 / 1000 * 1.1006 + 47.1).rounded(.up)
    }

    /// Helvetica's advance widths of the ASCII letters, digits and space, per 1000 em.
    static let helveticaAdvances: [Unicode.Scalar: Int] = {
        var advances: [Unicode.Scalar: Int] = [" ": 278]
        let lower = [
            556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556,
            500, 722, 500, 500, 500,
        ]
        let upper = [
            667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
            667, 944, 667, 667, 611,
        ]
        for (offset, width) in lower.enumerated() { advances[Unicode.Scalar(UInt8(97 + offset))] = width }
        for (offset, width) in upper.enumerated() { advances[Unicode.Scalar(UInt8(65 + offset))] = width }
        return advances
    }()
}
