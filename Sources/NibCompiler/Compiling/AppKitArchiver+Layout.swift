import NibModel

extension AppKitArchiver {
    /// The values the vocabulary encoded for an element, adjusted where ibtool's choice depends
    /// on more than the element: a constraint's `V2` copies, symbolic constant and implicit first
    /// item, and a view's `NSDoNotTranslateAutoresizingMask`, which ibtool archives only for a
    /// view some constraint names or a top-level view (another view no constraint names keeps its
    /// autoresizing mask).
    func layoutValues(
        _ values: [(key: String, value: IBArchivedValue)], of element: NibElement
    ) -> [(key: String, value: IBArchivedValue)] {
        var values = values
        // The selected item is an object, its index the compiler's (`archivePopUpMenu`).
        if element.name == "popUpButtonCell" { values.removeAll { $0.key == "NSSelectedIndex" } }
        if element.name == "constraint" {
            DocumentCompiler.keepOneConstant(&values, of: element)
            var copies: [(key: String, value: IBArchivedValue)] = []
            for (key, value) in values {
                switch key {
                case "NSFirstAttribute", "NSSecondAttribute", "NSConstant": copies.append((key + "V2", value))
                default: break
                }
            }
            values += copies
            return values
        }
        if let id = element[attribute: "id"], !constrainedIDs.contains(id), !isTopLevel(element) {
            values.removeAll { $0.key == "NSDoNotTranslateAutoresizingMask" }
        }
        if let id = element[attribute: "id"], let frame = splitViewPaneFrames[id] {
            let f = frame.map(IBValueCodec.format)
            values.removeAll { $0.key == "NSFrame" || $0.key == "NSFrameSize" }
            if frame[0] == 0 && frame[1] == 0 {
                values.append(("NSFrameSize", .string("{\(f[2]), \(f[3])}")))
            } else {
                values.append(("NSFrame", .string("{{\(f[0]), \(f[1])}, {\(f[2]), \(f[3])}}")))
            }
        }
        return values
    }

    /// Whether the document lists `element` among its top-level objects (a top-level view that
    /// does not translate its autoresizing mask says so: whoever places it constrains it).
    func isTopLevel(_ element: NibElement) -> Bool {
        guard let id = element[attribute: "id"] else { return false }
        return document.topLevelObjectIDs.contains(ObjectID(rawValue: id))
    }

    /// The first item of a constraint that names none: the view that holds it.
    mutating func archiveConstraint(_ element: NibElement, id: GraphID, holder: GraphID) {
        guard element.name == "constraint", element[attribute: "firstItem"] == nil else { return }
        builder.set("NSFirstItem", .reference(holder), on: id)
    }

    /// Archives a child the vocabulary has no rule for, `true` when it did: a view's layout
    /// guide (`archiveViewLayoutGuide`).
    mutating func archiveLayoutChild(_ child: NibElement, of view: GraphID) throws(CompileError) -> Bool {
        guard child.name == "viewLayoutGuide" else { return false }
        try archiveViewLayoutGuide(child, view: view)
        return true
    }

    /// A view's safe area or margins (`<viewLayoutGuide key="safeArea">`, `key="layoutMargins"`),
    /// as the pair transmission_MainMenu shows them: the view's `IBNSSafeAreaLayoutGuide` and
    /// `IBNSLayoutMarginsGuide` are `IBNSViewAutolayoutGuide`s of system type 2 and 1 (nil
    /// without the element), and a safe area that constraints name is besides an
    /// `NSLayoutGuide` the view lists in `NSViewLayoutGuides`, the object the constraints
    /// reference (identifier `NSViewSafeAreaLayoutGuide`, locked to the view, negative sizes
    /// allowed, no system constraints), among neither the nib's objects nor its oids. Margins
    /// that constraints name are refused: no pair shows their guide.
    mutating func archiveViewLayoutGuide(_ element: NibElement, view: GraphID) throws(CompileError) {
        let kinds = ["layoutMargins": (1, "IBNSLayoutMarginsGuide"), "safeArea": (2, "IBNSSafeAreaLayoutGuide")]
        guard let key = element[attribute: "key"], let (systemType, viewKey) = kinds[key] else {
            throw CompileError(.unsupportedElement(element.name), at: element.location(in: document))
        }
        let marker = builder.add(
            "IBNSViewAutolayoutGuide", [.init("IBNSLayoutGuideSystemType", .integer(Int64(systemType)))])
        builder.set(viewKey, .reference(marker), on: view)
        guard let id = element[attribute: "id"], constrainedIDs.contains(id) else { return }
        guard key == "safeArea" else {
            throw CompileError(
                .unknownArchive(
                    element: element.name,
                    reason: "constraints name the layout margins guide, whose archive no pair shows yet"),
                at: element.location(in: document))
        }
        let guide = builder.add(
            "NSLayoutGuide",
            [
                .init("NSLayoutGuideIdentifier", .reference(builder.string("NSViewSafeAreaLayoutGuide"))),
                .init("NSShouldBeArchived", .boolean(true)), .init("NSLayoutGuideNegativeSize", .boolean(true)),
                .init("NSLayoutGuideLockedToOwningView", .boolean(true)),
                .init(
                    "NSLayoutGuideSystemConstraints",
                    .reference(builder.collection("NSMutableArray", [], shared: false))),
            ])
        archived[id] = guide
        builder.set("NSViewLayoutGuides", .reference(builder.collection("NSArray", [guide])), on: view)
    }

    /// Whether ibtool leaves a constraint out: Interface Builder's placeholders, which stand in
    /// for constraints the app adds at run time.
    static func isPlaceholderConstraint(_ element: NibElement) -> Bool {
        element.name == "constraint" && element[attribute: "placeholder"] == "YES"
    }

    /// The ids of the views the document's constraints name, as first or second item, or as
    /// the view that holds a constraint naming no first item, and the views stack views arrange.
    /// The ids of a view that lays its views out with constraints of its own and of the views
    /// it lays out: a stack view and its arranged views, a grid view and its cells' content
    /// views (inferred as for a stack view: no Apple nib of the corpus holds a grid view); none
    /// for any other element.
    static func containerLaidOutIDs(_ holder: NibElement) -> [String] {
        let views: [NibElement]
        switch holder.name {
        case "stackView":
            views = holder.children.filter { $0.name == "subviews" || stackGravityAreas.contains($0.name) }
                .flatMap(\.children)
        case "gridView":
            views = (holder.firstChild(named: "gridCells")?.children ?? []).compactMap {
                $0.child(forKey: "contentView")
            }
        default: return []
        }
        return ([holder] + views).compactMap { $0[attribute: "id"] }
    }

    static func viewsNamedByConstraints(in document: NibDocument) -> Set<String> {
        var ids: Set<String> = []
        document.root.forEachDescendant { holder in
            ids.formUnion(containerLaidOutIDs(holder))
            for wrapper in holder.children where wrapper.name == "constraints" {
                for constraint in wrapper.children where constraint.name == "constraint" {
                    if let first = constraint[attribute: "firstItem"] {
                        ids.insert(first)
                    } else if let id = holder[attribute: "id"] {
                        ids.insert(id)
                    }
                    if let second = constraint[attribute: "secondItem"] { ids.insert(second) }
                }
            }
        }
        return ids
    }
}

extension AppKitArchiver {
    /// A split view's panes, which ibtool archives as clipping to their bounds.
    mutating func archiveSplitView(_ element: NibElement) {
        for wrapper in element.children where wrapper.name == "subviews" {
            for pane in wrapper.children {
                guard let paneID = pane[attribute: "id"].flatMap({ archived[$0] }) else { continue }
                builder.set("NSViewClipsToBoundsKeyName", .boolean(true), on: paneID)
            }
        }
    }
}

extension AppKitArchiver {
    /// A tab view's items (`NSTabViewItems`, each with the tab view as parent and a reference back
    /// to it), the selected one (`initialItem`, else the first), whose view is the tab view's only
    /// subview.
    mutating func archiveTabView(_ element: NibElement, id: GraphID) throws(CompileError) {
        var items: [(element: NibElement, id: GraphID)] = []
        for wrapper in element.children where wrapper.name == "tabViewItems" {
            for item in wrapper.children where item.declaresObject {
                try archive(item, parent: id, superview: nil)
                guard let itemID = item[attribute: "id"].flatMap({ archived[$0] }) else { continue }
                builder.set("NSTabView", .reference(id), on: itemID)
                // An item the document gives no colour has the control colour.
                if item.child(forKey: "color") == nil,
                    let color = catalogColor(catalog: "System", name: "controlColor")
                {
                    builder.set("NSColor", .reference(color), on: itemID)
                }
                items.append((item, itemID))
            }
        }
        builder.set(
            "NSTabViewItems", .reference(builder.collection("NSMutableArray", items.map(\.id), shared: false)), on: id)
        // A tab view the document gives no font labels its tabs in the small system font.
        if element.child(forKey: "font") == nil, let font = IBFontCodec.encode([("metaFont", "smallSystem")]) {
            builder.set("NSFont", value(font, element: element), on: id)
        }
        let initial = element[attribute: "initialItem"]
        let selected = items.first { $0.element[attribute: "id"] == initial } ?? items.first
        // A tab view without items has no selected item: the key is left out (viraptor/ibtool's
        // compiler, which matches Apple's nib of its tabview_notabsnoborder sample).
        if let selected { builder.set("NSSelectedTabViewItem", .reference(selected.id), on: id) }
        var subviews: [GraphID] = []
        if let view = selected?.element.child(forKey: "view"),
            let viewID = view[attribute: "id"].flatMap({ archived[$0] })
        {
            builder.set("NSNextResponder", .conditionalReference(id), on: viewID)
            builder.set("NSSuperview", .conditionalReference(id), on: viewID)
            subviews.append(viewID)
        }
        builder.set("NSSubviews", .reference(builder.collection("NSMutableArray", subviews, shared: false)), on: id)
        if let view = subviews.first {
            // The tab view leads into its selected view's key view loop, which returns to it.
            builder.set("NSNextKeyView", .conditionalReference(view), on: id)
            linkKeyView(from: keyViewLoop(from: view), to: id)
        }
    }

    /// The key view loop ibtool computes through a view and its subviews, as AppKit's default
    /// loop does: each view leads to its first subview, each subview's loop to the next
    /// subview, in reading order (top to bottom, then left to right, a scroll view being
    /// flipped); returns the last view of the loop.
    private mutating func keyViewLoop(from view: GraphID) -> GraphID {
        var last = view
        for subview in keyViewOrder(of: view) {
            linkKeyView(from: last, to: subview)
            last = keyViewLoop(from: subview)
        }
        return last
    }

    /// Sets a view's next key view; a hidden view ends its loop (`nil`).
    private mutating func linkKeyView(from view: GraphID, to next: GraphID) {
        if case .integer(let flags, _)? = builder[view]?.value(forKey: "NSvFlags"), flags & 0x8000_0000 != 0 {
            builder.set("NSNextKeyView", .null, on: view)
        } else {
            builder.set("NSNextKeyView", .conditionalReference(next), on: view)
        }
    }

    /// A view's subviews in reading order, by rows: subviews whose vertical extents overlap
    /// (directly or through others) make one row, rows go from the top down (by their highest
    /// top edge), and a row's subviews left to right (ties top first). viraptor/ibtool's
    /// compiler orders a tab view item's loop so and matches Apple's nibs of its nkv_simple
    /// (a pair) and nkv_overlap samples: in nkv_overlap a pop-up whose top is above a button's
    /// but which overlaps it comes after it and the button below it, in the same row.
    private func keyViewOrder(of view: GraphID) -> [GraphID] {
        guard let list = reference(builder[view]?.value(forKey: "NSSubviews")) else { return [] }
        let subviews = builder[list]?.entries.compactMap { reference($0.value) } ?? []
        let height = frame(of: view)?[3] ?? 0
        let flipped = ["NSScrollView", "NSSplitView", "NSTabView"].contains(builder[view]?.className ?? "")
        let keyed = subviews.enumerated().map { index, subview in
            let rect = frame(of: subview) ?? [0, 0, 0, 0]
            let top = flipped ? rect[1] : height - rect[1] - rect[3]
            return (view: subview, top: top, bottom: top + rect[3], left: rect[0], index: index)
        }
        // The rows: the connected groups of overlapping extents.
        var row = Array(keyed.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while row[index] != index { index = row[index] }
            return index
        }
        for first in keyed.indices {
            for second in keyed.indices where second > first {
                let (a, b) = (keyed[first], keyed[second])
                if a.top < b.bottom, b.top < a.bottom { row[root(first)] = root(second) }
            }
        }
        let rows = Dictionary(grouping: keyed.indices, by: root).values.map { members in
            members.sorted { (keyed[$0].left, keyed[$0].top, $0) < (keyed[$1].left, keyed[$1].top, $1) }
        }
        let ordered = rows.sorted { first, second in
            let top = { (members: [Int]) in members.map { keyed[$0].top }.min() ?? 0 }
            return (top(first), first.min() ?? 0) < (top(second), second.min() ?? 0)
        }
        return ordered.flatMap { $0.map { keyed[$0].view } }
    }
}

extension AppKitArchiver {
    /// The frames ibtool gives split view panes that do not fill their split view as the document
    /// lays them out: AppKit's `adjustSubviews`, each pane resized in proportion to its size
    /// along the split, the dividers between them (9 points thick, 1 thin, 10 a pane splitter),
    /// the last pane taking what rounding leaves; a split view lays its panes out from the top.
    static func adjustedSplitViewPanes(in document: NibDocument) -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        document.root.forEachDescendant { split in
            guard split.name == "splitView", let size = frame(of: split) else { return }
            let vertical = split[attribute: "vertical"] == "YES"
            let divider: Double =
                switch split[attribute: "dividerStyle"] {
                case "thin": 1
                case "paneSplitter": 10
                default: 9
                }
            var panes: [(id: String, frame: [Double])] = []
            for wrapper in split.children where wrapper.name == "subviews" {
                for pane in wrapper.children {
                    guard let id = pane[attribute: "id"], let paneFrame = frame(of: pane) else { return }
                    panes.append((id, paneFrame))
                }
            }
            guard !panes.isEmpty else { return }
            let along = vertical ? 2 : 3
            let across = vertical ? 3 : 2
            let available = size[along] - divider * Double(panes.count - 1)
            let total = panes.reduce(0) { $0 + $1.frame[along] }
            let fits = total == available && panes.allSatisfy { $0.frame[across] == size[across] }
            guard !fits, total > 0, available > 0 else { return }
            var position = 0.0
            for (index, pane) in panes.enumerated() {
                let length =
                    index == panes.count - 1
                    ? available - position + divider * Double(index)
                    : (pane.frame[along] * available / total).rounded(.toNearestOrAwayFromZero)
                frames[pane.id] =
                    vertical ? [position, 0, length, size[3]] : [0, position, size[2], length]
                position += length + divider
            }
        }
        return frames
    }

    private static func frame(of element: NibElement) -> [Double]? {
        guard let rect = element.child(forKey: "frame"), rect.name == "rect" else { return nil }
        let numbers = ["x", "y", "width", "height"].compactMap { rect[attribute: $0].flatMap(Double.init) }
        return numbers.count == 4 ? numbers : nil
    }
}

extension DocumentCompiler {
    /// A constraint's constant as both platforms archive it: the standard space
    /// (`NSSymbolicConstant`) only where the document marks it `symbolic="YES"`, its number
    /// (`NSConstant`) otherwise. The vocabulary's rule reads both keys from a constant of 8; this
    /// keeps the one the document means.
    static func keepOneConstant(_ values: inout [(key: String, value: IBArchivedValue)], of element: NibElement) {
        let symbolic = element[attribute: "symbolic"] == "YES"
        values.removeAll { $0.key == (symbolic ? "NSConstant" : "NSSymbolicConstant") }
    }
}
