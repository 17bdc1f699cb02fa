import NibModel

// What ibtool adds around scroll views, clip views, scrollers, tables and their columns beyond
// the attributes the vocabulary encodes (each fact read off Apple's compiled pairs):
//
// - a clip view's document view is its (first) subview, `NSDocView`, and its next key view;
//   one showing a text view has a cursor (`NSCursor`: hot spot `{1, -1}`, type 0);
// - a scroll view's subviews are its clip view, its header clip view, its horizontal and
//   vertical scrollers; its next key view is its clip view, or its first scroller when the
//   clip view holds no document view;
// - a table header view sits in a clip view of its own (`NSHeaderClipView`), which ibtool makes:
//   an `NSClipView` with the header as document view, as wide as the content clip view and as
//   high as the header, placed at the content's origin; the header names its table
//   (`NSTableView`);
// - the scrollers send `_doScroller:` to their scroll view (`NSTarget`/`NSAction` and the
//   control's `NSControlTarget`/`NSControlAction`);
// - every scroll view has one `NSPanGestureRecognizer` sending `_panWithGestureRecognizer:`
//   to the scroll view, which is its delegate too;
// - a table column names its table; a scroll view around a table keeps its scroll amounts
//   (`NSScrollAmts`: four big-endian floats, the page amounts then the line amounts, a line
//   being a row and its intercell spacing).

extension AppKitArchiver {
    /// Archives what ibtool adds to an element of the tables family once its children exist.
    mutating func archiveTableFamily(_ element: NibElement, id: GraphID) {
        // `NSvFlags` is a signed 32-bit word: a hidden view's top bit makes it negative.
        if case .integer(let flags, _)? = builder[id]?.value(forKey: "NSvFlags") {
            builder.set("NSvFlags", .integer(Int64(Int32(truncatingIfNeeded: flags))), on: id)
        }
        // ibtool archives no hugging priority for a scroller; a table that keeps its
        // autoresizing mask archives its priorities unless they are a table's own (250 across,
        // 750 along), the view's default 250 included.
        if element.name == "scroller" {
            builder.remove("NSHuggingPriority", from: id)
        } else if ["tableView", "outlineView"].contains(element.name),
            element[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO"
        {
            let horizontal = element[attribute: "horizontalHuggingPriority"].flatMap(Double.init) ?? 250
            let vertical = element[attribute: "verticalHuggingPriority"].flatMap(Double.init) ?? 250
            if horizontal == 250 && vertical == 750 {
                builder.remove("NSHuggingPriority", from: id)
            } else {
                let pair = "{\(IBValueCodec.format(horizontal)), \(IBValueCodec.format(vertical))}"
                builder.set("NSHuggingPriority", .reference(builder.string(pair)), on: id)
            }
        }
        // AppKit's documented side effect: a source list's selection highlight style sets its
        // dragging destination feedback style to source list too (1; Apple's HSChooserWindow
        // nib, whose source-list table archives 1 where the others archive 0).
        if ["tableView", "outlineView"].contains(element.name),
            element[attribute: "selectionHighlightStyle"] == "sourceList"
        {
            builder.set("NSTableViewDraggingDestinationStyle", .integer(1), on: id)
        }
        switch element.name {
        case "tableColumn": archiveColumn(element, id: id)
        case "scroller" where hostsLayerTree(element):
            builder.set("NSViewIsLayerTreeHost", .boolean(true), on: id)
        case "clipView": archiveClipView(element, id: id)
        case "scrollView": archiveScrollView(element, id: id)
        case "tableView", "outlineView": archiveTable(element, id: id)
        default: break
        }
    }

    /// Whether ibtool archives a scroller as hosting its layer tree: one the document makes
    /// layer-backed, and every other but those of a window the document gives no
    /// `animationBehavior` (three pairs, against sixteen whose scrollers all host one).
    private func hostsLayerTree(_ scroller: NibElement) -> Bool {
        guard scroller[attribute: "wantsLayer"] != "YES" else { return true }
        return !elements.isInside(scroller) { $0.name == "window" && $0[attribute: "animationBehavior"] == nil }
    }

    /// Gives a view a new frame and its subviews theirs as their autoresizing masks say
    /// (``Autoresizing``), a text view's container its width.
    private mutating func autoresize(_ view: GraphID, to rect: [Double]) {
        guard let old = frame(of: view), old != rect else { return }
        setFrame(rect, on: view)
        if let container = reference(builder[view]?.value(forKey: "NSTextContainer")),
            case .double(let width)? = builder[container]?.value(forKey: "NSWidth"), width == old[2]
        {
            builder.set("NSWidth", .double(rect[2]), on: container)
        }
        guard let list = reference(builder[view]?.value(forKey: "NSSubviews")) else { return }
        for subview in builder[list]?.entries.compactMap({ reference($0.value) }) ?? [] {
            guard case .integer(let flags, _)? = builder[subview]?.value(forKey: "NSvFlags"),
                let child = frame(of: subview)
            else { continue }
            autoresize(subview, to: Autoresizing.frame(child, mask: flags & 0x3F, from: old, to: rect))
        }
    }

    /// Whether `element` is a window's content view.
    private func isWindowContentView(_ element: NibElement) -> Bool {
        guard let id = element[attribute: "id"] else { return false }
        var found = false
        document.root.forEachDescendant { window in
            if !found, window.name == "window", window.child(forKey: "contentView")?[attribute: "id"] == id {
                found = true
            }
        }
        return found
    }

    private mutating func archiveClipView(_ element: NibElement, id: GraphID) {
        // A clip view the document gives no colour draws the control background colour; one
        // whose document says `<nil key="backgroundColor"/>` none
        // (`IBVocabulary.appKitNilWhenUnarchived`, which decompile reads the other way).
        if element.child(forKey: "backgroundColor") == nil,
            let color = catalogColor(catalog: "System", name: "controlBackgroundColor")
        {
            builder.set("NSBGColor", .reference(color), on: id)
        }
        // An older document's scroll view clip view that does not say whether it draws its
        // background draws none, unless it shows a table or outline or its colour is a system
        // one: what viraptor/ibtool's compiler writes for test13_clip_flags and
        // clipview_customview_drawsbg (tools 11762; its bound 14268), which its test compares
        // with Apple's nibs; the pairs' older clip views around tables (test_table_no_header,
        // sv_nohs_small_vs) and windows' content views (test7_clipview) draw theirs.
        let documentView = element.firstChild(named: "subviews")?.children.first(where: \.declaresObject)
        let tools = document.root[attribute: "toolsVersion"]?.split(separator: ".").first.flatMap { Int($0) }
        if let tools, tools <= Self.legacyWhiteToolsVersion, element[attribute: "drawsBackground"] == nil,
            !isWindowContentView(element), !["tableView", "outlineView"].contains(documentView?.name ?? ""),
            element.child(forKey: "backgroundColor")?[attribute: "colorSpace"] != "catalog",
            let flags = integer(builder[id]?.value(forKey: "NScvFlags"))
        {
            builder.set("NScvFlags", .integer(flags & ~0x4), on: id)
        }
        // No flags (a clip view that draws no background) archive none.
        if case .integer(0, _)? = builder[id]?.value(forKey: "NScvFlags") { builder.remove("NScvFlags", from: id) }
        // An older document's white behind a text view (not a window's content view) is the
        // control background colour (``legacyWhiteSystemColor(_:name:)``).
        if documentView?.name == "textView", !isWindowContentView(element),
            let color = legacyWhiteSystemColor(element.child(forKey: "backgroundColor"), name: "controlBackgroundColor")
        {
            builder.set("NSBGColor", .reference(color), on: id)
        }
        guard let subviews = reference(builder[id]?.value(forKey: "NSSubviews")),
            let document = builder[subviews]?.entries.compactMap({ reference($0.value) }).first
        else { return }
        builder.set("NSNextKeyView", .conditionalReference(document), on: id)
        builder.set("NSDocView", .reference(document), on: id)
        // A clip view showing a text view, of its own class or a custom one, keeps a cursor (one
        // object for the whole nib).
        if className(of: document) == "NSTextView" {
            let cursor = builder.intern(
                "NSCursor",
                [.init("NSHotSpot", .reference(builder.string("{1, -1}"))), .init("NSCursorType", .integer(0))])
            builder.set("NSCursor", .reference(cursor), on: id)
        }
    }

    private mutating func archiveTable(_ element: NibElement, id: GraphID) {
        // Grid lines: 1 solid vertical, 2 solid horizontal, 8 dashed horizontal.
        if let lines = element.child(forKey: "gridStyleMask") {
            var mask: Int64 = 0
            if lines[attribute: "vertical"] == "YES" { mask |= 1 }
            if lines[attribute: "horizontal"] == "YES" { mask |= 2 }
            if lines[attribute: "dashed"] == "YES" { mask |= 8 }
            if mask != 0 {
                builder.set("NSGridStyleMask", .integer(mask), on: id)
                tableFlags(of: id) { $0 |= 0x2000_0000 }
            }
        }
        // A table that resizes its columns uniformly (the document's default) keeps AppKit's
        // old "autoresizes all columns to fit" bit.
        if (element[attribute: "columnAutoresizingStyle"] ?? "uniform") == "uniform" {
            tableFlags(of: id) { $0 |= 0x8000 }
        }
        tableFlags(of: id) { _ in }
        // A table in a clip view always sizes with it (width and height sizable).
        if case .integer(let flags, _)? = builder[id]?.value(forKey: "NSvFlags") {
            builder.set("NSvFlags", .integer(flags | 0x12), on: id)
        }
        guard let columns = reference(builder[id]?.value(forKey: "NSTableColumns")) else { return }
        // The column that shows the outline: no key for the first column (every outline view
        // of the pairs), else `NSOutlineViewOutlineTableColumnKey`, the key AppKit reads (and
        // the decompiler), the first column when it is absent.
        let members = builder[columns]?.entries.compactMap { reference($0.value) } ?? []
        if element.name == "outlineView",
            let named = element[attribute: "outlineTableColumn"].flatMap({ archived[$0] }),
            named != members.first
        {
            builder.set("NSOutlineViewOutlineTableColumnKey", .reference(named), on: id)
        }
        for (index, column) in members.enumerated() {
            builder.set("NSTableView", .reference(id), on: column)
            // A column the document names no identifier gets Interface Builder's automatic one,
            // numbered by its place in the table.
            if builder[column]?.value(forKey: "NSIdentifier") == nil {
                let identifier = builder.string("AutomaticTableColumnIdentifier.\(index)")
                builder.set("NSIdentifier", .reference(identifier), on: column)
            }
            if let cell = reference(builder[column]?.value(forKey: "NSDataCell")) {
                builder.set("NSControlView", .reference(id), on: cell)
                // An image data cell with a font is archived as a text cell (its type, in
                // `NSCellFlags`), as the data cell of transmission_MainMenu's outline is; one
                // without (scrollview_table) as no type.
                if className(of: cell) == "NSImageCell", builder[cell]?.value(forKey: "NSSupport") != nil,
                    case .integer(let flags, _)? = builder[cell]?.value(forKey: "NSCellFlags")
                {
                    builder.set("NSCellFlags", .integer(flags | IBVocabulary.textCellType), on: cell)
                }
            }
        }
    }

    /// Changes a table's `NSTvFlags`, which ibtool archives as a signed 32-bit word (a table
    /// that allows column reordering is negative).
    private mutating func tableFlags(of id: GraphID, _ change: (inout UInt32) -> Void) {
        guard case .integer(let value, _)? = builder[id]?.value(forKey: "NSTvFlags") else { return }
        var flags = UInt32(truncatingIfNeeded: value)
        change(&flags)
        builder.set("NSTvFlags", .integer(Int64(Int32(bitPattern: flags))), on: id)
    }

    /// A column's header cell, which the document writes without an id, and its sort
    /// descriptor prototype.
    private mutating func archiveColumn(_ element: NibElement, id: GraphID) {
        // A column that resizes at all, with the table or by the user, is resizable.
        if case .integer(let mask, _)? = builder[id]?.value(forKey: "NSResizingMask"), mask != 0 {
            builder.set("NSIsResizeable", .boolean(true), on: id)
        }
        if let sort = element.child(forKey: "sortDescriptorPrototype"), let key = sort[attribute: "sortKey"] {
            let descriptor = builder.add(
                "NSSortDescriptor",
                [
                    .init("NSKey", .reference(builder.string(key))),
                    .init("NSAscending", .boolean(sort[attribute: "ascending"] != "NO")),
                    .init("NSSelector", .reference(builder.string(sort[attribute: "selector"] ?? "compare:"))),
                    .init("NSReverseNullOrder", .boolean(false)),
                ])
            builder.set("NSSortDescriptorPrototype", .reference(descriptor), on: id)
        }
        guard let header = element.child(forKey: "headerCell"), header[attribute: "id"] == nil,
            let rule = IBVocabulary.ruleChain(element: header.name, platform: .appKit).last
        else { return }
        let cell = builder.add(rule.archivedClass)
        for (key, encoded) in IBVocabulary.encode(element: header, platform: .appKit) {
            switch encoded {
            case .integer(let number): builder.set(key, .integer(number), on: cell)
            case .boolean(let flag): builder.set(key, .boolean(flag), on: cell)
            case .real(let number): builder.set(key, .double(number), on: cell)
            case .float(let number): builder.set(key, .float(Float(number)), on: cell)
            case .string(let text): builder.set(key, .reference(builder.string(text)), on: cell)
            case .null: builder.set(key, .null, on: cell)
            case .object: builder.set(key, value(encoded, element: header), on: cell)
            case .objectID, .collection: continue
            }
        }
        // Whatever font the document names, a header cell has the table header's text style
        // (with bit 6 of its flags set).
        builder.set("NSSupport", .reference(headerFont()), on: cell)
        if case .integer(let flags, _)? = builder[cell]?.value(forKey: "NSCellFlags") {
            builder.set("NSCellFlags", .integer(flags | 0x40), on: cell)
        }
        builder.set("NSHeaderCell", .reference(cell), on: id)
    }

    /// The font of a table's column headers: the system font at 11 points described by the
    /// subheadline text style, one object for the nib.
    private mutating func headerFont() -> GraphID {
        textStyleFont(style: "UICTFontTextStyleSubhead", fontName: ".AppleSystemUIFont", size: 11)
    }

    private mutating func archiveScrollView(_ element: NibElement, id: GraphID) {
        // A scroll view that does not translate its autoresizing mask archives no
        // `NSDoNotTranslateAutoresizingMask` unless the document has constraints
        // (transmission_MainMenu), and still ibtool's default margins.
        if element[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" {
            if !autoLayout.hasConstraints { builder.remove("NSDoNotTranslateAutoresizingMask", from: id) }
            if element.child(forKey: "autoresizingMask") == nil,
                case .integer(let flags, _)? = builder[id]?.value(forKey: "NSvFlags")
            {
                builder.set("NSvFlags", .integer(flags | (usesAutoLayout ? 0xC : 0x28)), on: id)
            }
        }
        let object = builder[id]
        let content = reference(object?.value(forKey: "NSContentView"))
        let horizontal = reference(object?.value(forKey: "NSHScroller"))
        let vertical = reference(object?.value(forKey: "NSVScroller"))
        let documentView = content.flatMap { reference(builder[$0]?.value(forKey: "NSDocView")) }
        var subviews: [GraphID] = []
        if let content {
            subviews.append(content)
            // ibtool archives a scroll view's clip view without its autoresizing mask.
            if case .integer(let flags, _)? = builder[content]?.value(forKey: "NSvFlags") {
                builder.set("NSvFlags", .integer(flags & ~0x3F), on: content)
            }
        }
        if let header = reference(object?.value(forKey: "NSHeaderView")) {
            builder.remove("NSHeaderView", from: id)
            if let content { frameContentWithHeader(element, scrollView: id, content: content, header: header) }
            let clip = headerClipView(header, scrollView: id, content: content)
            builder.set("NSHeaderClipView", .reference(clip), on: id)
            subviews.append(clip)
            if let documentView { builder.set("NSTableView", .reference(documentView), on: header) }
        } else if let content, tableElement(in: element) != nil {
            frameContent(element, scrollView: id, content: content)
        } else if let content, elements.isInside(element, { $0.name == "window" }),
            !elements.isInside(element, { $0.name == "tabViewItem" }), let old = frame(of: content)
        {
            // A scroll view in a window tiles its clip view inside its visible scrollers (not one
            // of a tab view's items, nor one of a storyboard's view controllers), the document
            // view sizing with it.
            frameContent(element, scrollView: id, content: content)
            if let new = frame(of: content), new != old, let documentView, let inner = frame(of: documentView) {
                var flags: Int64 = 0
                if case .integer(let value, _)? = builder[documentView]?.value(forKey: "NSvFlags") { flags = value }
                let width = inner[2] + (flags & 0x2 != 0 ? new[2] - old[2] : 0)
                let height = inner[3] + (flags & 0x10 != 0 ? new[3] - old[3] : 0)
                autoresize(documentView, to: [inner[0], inner[1], width, height])
            }
        }
        if let vertical, tableElement(in: element) != nil { frameVerticalScroller(element, scrollView: id, vertical) }
        if let table = tableElement(in: element), let documentView, let content {
            let header = reference(object?.value(forKey: "NSHeaderView"))
            fitTable(
                table, id: documentView, in: element, scrollView: id, content: content, header: header,
                horizontal: horizontal)
        }
        let action = builder.string("_doScroller:")
        let corner = cornerView(element, scrollView: id, table: documentView)
        for scroller in [horizontal, vertical].compactMap({ $0 }) {
            subviews.append(scroller)
            if scroller == horizontal, let corner { subviews.append(corner) }
            for key in ["NSTarget", "NSControlTarget"] { builder.set(key, .reference(id), on: scroller) }
            for key in ["NSAction", "NSControlAction"] { builder.set(key, .reference(action), on: scroller) }
        }
        builder.set(
            "NSSubviews", .reference(builder.collection("NSMutableArray", subviews, shared: false)), on: id)
        if let next = documentView == nil ? horizontal ?? content : content {
            builder.set("NSNextKeyView", .conditionalReference(next), on: id)
        }
        let recognizer = builder.add(
            "NSPanGestureRecognizer",
            [
                .init("NSGestureRecognizer.allowedTouchTypes", .integer(1)),
                .init("NSGestureRecognizer.action", .reference(builder.string("_panWithGestureRecognizer:"))),
                .init("NSGestureRecognizer.target", .reference(id)),
                .init("NSGestureRecognizer.delegate", .reference(id)),
                .init("NSPanGestureRecognizer.buttonMask", .integer(0)),
                .init("NSPanGestureRecognizer.numberOfTouchesRequired", .integer(1)),
            ])
        builder.set(
            "NSGestureRecognizers",
            .reference(builder.collection("NSArray", [recognizer] + documentRecognizers(of: id))),
            on: id)
        if let table = tableElement(in: element) {
            let row = table[attribute: "rowHeight"].flatMap(Double.init) ?? 17
            let spacing = table.child(forKey: "intercellSpacing")?[attribute: "height"].flatMap(Double.init) ?? 2
            let vPage = element[attribute: "verticalPageScroll"].flatMap(Double.init) ?? 10
            let hPage = element[attribute: "horizontalPageScroll"].flatMap(Double.init) ?? 10
            let amounts = [hPage, vPage, row + spacing, row + spacing]
            var bytes: [UInt8] = []
            for amount in amounts {
                let bits = Float(amount).bitPattern
                bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: bits >> $0) }
            }
            builder.set("NSScrollAmts", .data(bytes), on: id)
        }
    }

    /// The frame ibtool recomputes for the clip view of a scroll view with a header: the whole
    /// inside of the border but the visible scrollers, its bounds starting the header's height
    /// above it; the table fills at least what the header leaves.
    private mutating func frameContentWithHeader(
        _ element: NibElement, scrollView: GraphID, content: GraphID, header: GraphID
    ) {
        guard let outer = frame(of: scrollView), let headerFrame = frame(of: header) else { return }
        let border = Self.borderWidth(element[attribute: "borderType"])
        var width = outer[2] - 2 * border
        var height = outer[3] - 2 * border
        if let scroller = visibleScroller(element, "verticalScroller") { width -= scroller }
        if let scroller = visibleScroller(element, "horizontalScroller") { height -= scroller }
        setFrame([border, border, width, height], on: content)
        let f = [0, -headerFrame[3], width, height].map(IBValueCodec.format)
        builder.set("NSBounds", .reference(builder.string("{{\(f[0]), \(f[1])}, {\(f[2]), \(f[3])}}")), on: content)
        if let table = reference(builder[content]?.value(forKey: "NSDocView")), let tableFrame = frame(of: table),
            tableFrame[3] < height - headerFrame[3]
        {
            setFrame([tableFrame[0], tableFrame[1], tableFrame[2], height - headerFrame[3]], on: table)
        }
    }

    /// The width ibtool gives a table in a scroll view, read off fourteen pairs: its columns
    /// need their widths, an intercell spacing each and 29 points more; a table fills its clip
    /// view, and is that much wider when its columns need more and none of those that resize
    /// with the table can shrink (its header as wide, the horizontal scroller enabled, bit
    /// 0x80 of the scroll view's `NSsFlags`). Bits 21–22 of `NSTvFlags` compare the two
    /// widths: 1 the columns need less than the clip view (by two points or more: a point less
    /// is 2 in transmission_MainMenu, two less 1 in test_outline_indent), 2 at least as much,
    /// 3 the table is wider, after the change to a column's width below. A table is as high as
    /// the clip view below its header.
    private mutating func fitTable(
        _ table: NibElement, id: GraphID, in element: NibElement, scrollView: GraphID, content: GraphID,
        header: GraphID?, horizontal: GraphID?
    ) {
        guard let clip = frame(of: content), let tableFrame = frame(of: id) else { return }
        let spacing = table.child(forKey: "intercellSpacing")?[attribute: "width"].flatMap(Double.init) ?? 3
        var needed = 29.0
        var canShrink = false
        var resizing: [NibElement] = []
        for wrapper in table.children where wrapper.name == "tableColumns" {
            for column in wrapper.children where column.name == "tableColumn" {
                let width = column[attribute: "width"].flatMap(Double.init) ?? 0
                needed += width + spacing
                let mask = column.child(forKey: "resizingMask")
                guard mask?[attribute: "resizeWithTable"] == "YES" else { continue }
                resizing.append(column)
                if width > column[attribute: "minWidth"].flatMap(Double.init) ?? 0 { canShrink = true }
            }
        }
        if needed > clip[2], canShrink {
            needed += resizeColumn(of: table, resizing, clip: clip[2], needed: needed, in: element)
        }
        let headerHeight = header.flatMap { frame(of: $0)?[3] } ?? 0
        let wider = needed > clip[2] && !canShrink
        let width = wider ? needed : clip[2]
        setFrame([tableFrame[0], tableFrame[1], width, clip[3] - headerHeight], on: id)
        if let header, let headerFrame = frame(of: header) {
            setFrame([headerFrame[0], headerFrame[1], width, headerFrame[3]], on: header)
        }
        let comparison: UInt32 = wider ? 3 : needed > clip[2] - 2 ? 2 : 1
        tableFlags(of: id) { $0 = ($0 & ~0x60_0000) | comparison << 21 }
        guard wider else { return }
        if case .integer(let flags, _)? = builder[scrollView]?.value(forKey: "NSsFlags") {
            builder.set("NSsFlags", .integer(flags | 0x80), on: scrollView)
        }
        guard let horizontal, let outer = frame(of: scrollView) else { return }
        builder.set("NSEnabled", .boolean(true), on: horizontal)
        // A scroll view that has a horizontal scroller but hides it shows it now, along the
        // bottom of the clip view (15 high), its knob the visible part of the table.
        guard element[attribute: "hasHorizontalScroller"] != "NO",
            case .integer(let flags, _)? = builder[horizontal]?.value(forKey: "NSvFlags"), flags < 0
        else { return }
        builder.set("NSvFlags", .integer(Int64(Int32(truncatingIfNeeded: flags & 0x7FFF_FFFF))), on: horizontal)
        builder.set("NSPercent", .double(clip[2] / width), on: horizontal)
        setFrame([clip[0], outer[3] - clip[1] - 15, clip[2], 15], on: horizontal)
    }

    /// The change ibtool makes to a column of a table whose columns need more than its clip
    /// view (six pairs, three each way): the column the autoresizing style resizes (the last,
    /// the first, the only one) is made to fit the clip view less 9 points, to a whole point,
    /// when the scroll view's vertical scroller has a place in it; 29 points narrower when
    /// the document parks that scroller outside (or gives it no height). Returns the change.
    private mutating func resizeColumn(
        of table: NibElement, _ resizing: [NibElement], clip: Double, needed: Double, in element: NibElement
    ) -> Double {
        let style = table[attribute: "columnAutoresizingStyle"] ?? "uniform"
        let column: NibElement?
        switch style {
        case "lastColumnOnly", "sequential": column = resizing.last
        case "firstColumnOnly", "reverseSequential": column = resizing.first
        default: column = resizing.count == 1 ? resizing.first : nil
        }
        guard let column, let id = column[attribute: "id"].flatMap({ archived[$0] }),
            let width = column[attribute: "width"].flatMap(Double.init)
        else { return 0 }
        let scroller = element.child(forKey: "verticalScroller")?.child(forKey: "frame")
        let rect = ["x", "y", "width", "height"].map { scroller?[attribute: $0].flatMap(Double.init) ?? -1 }
        let placed = rect[0] >= 0 && rect[1] >= 0 && rect[2] > 0 && rect[3] > 0
        var delta = placed ? (clip - 9 - (needed - 29)).rounded() : -29
        let minimum = column[attribute: "minWidth"].flatMap(Double.init) ?? 0
        let maximum = column[attribute: "maxWidth"].flatMap(Double.init) ?? .greatestFiniteMagnitude
        delta = min(max(width + delta, minimum), maximum) - width
        builder.set("NSWidth", .double(width + delta), on: id)
        return delta
    }

    /// The frame ibtool recomputes for the clip view of a table's scroll view without a header:
    /// the inside of the border but the visible scrollers.
    private mutating func frameContent(_ element: NibElement, scrollView: GraphID, content: GraphID) {
        guard let outer = frame(of: scrollView) else { return }
        let border = Self.borderWidth(element[attribute: "borderType"])
        let width = outer[2] - 2 * border - (visibleScroller(element, "verticalScroller") ?? 0)
        let height = outer[3] - 2 * border - (visibleScroller(element, "horizontalScroller") ?? 0)
        setFrame([border, border, width, height], on: content)
    }

    /// The frame ibtool recomputes for a table's visible regular vertical scroller: against the
    /// right border, 17 wide, below the header and above a visible horizontal scroller.
    private mutating func frameVerticalScroller(_ element: NibElement, scrollView: GraphID, _ scroller: GraphID) {
        guard visibleScroller(element, "verticalScroller") == 17, let outer = frame(of: scrollView) else { return }
        let border = Self.borderWidth(element[attribute: "borderType"])
        let header =
            reference(builder[scrollView]?.value(forKey: "NSHeaderClipView")).flatMap { frame(of: $0)?[3] } ?? 0
        let height = outer[3] - 2 * border - header - (visibleScroller(element, "horizontalScroller") ?? 0)
        setFrame([outer[2] - border - 17, border + header, 17, height], on: scroller)
    }

    /// The width a scroll view gives a scroller the document shows (a regular one is 17 wide),
    /// or `nil` when the scroller is hidden or absent.
    private func visibleScroller(_ element: NibElement, _ key: String) -> Double? {
        let has = key == "verticalScroller" ? "hasVerticalScroller" : "hasHorizontalScroller"
        guard element[attribute: has] != "NO", let scroller = element.child(forKey: key),
            scroller[attribute: "hidden"] != "YES"
        else { return nil }
        if (scroller[attribute: "controlSize"] ?? "regular") == "regular" { return 17 }
        let rect = scroller.child(forKey: "frame")
        return rect?[attribute: key == "verticalScroller" ? "width" : "height"].flatMap(Double.init)
    }

    /// Sets a view's frame as ibtool archives it: `NSFrame`, or `NSFrameSize` at the origin.
    private mutating func setFrame(_ rect: [Double], on id: GraphID) {
        let f = rect.map(IBValueCodec.format)
        builder.remove("NSFrame", from: id)
        builder.remove("NSFrameSize", from: id)
        if rect[0] == 0, rect[1] == 0 {
            builder.set("NSFrameSize", .reference(builder.string("{\(f[2]), \(f[3])}")), on: id)
        } else {
            builder.set("NSFrame", .reference(builder.string("{{\(f[0]), \(f[1])}, {\(f[2]), \(f[3])}}")), on: id)
        }
    }

    /// The corner view ibtool makes for every table in a scroll view (`NSCornerView`). With a
    /// header and no horizontal scroller it is a subview of the scroll view, `{17, 28}` when
    /// the vertical scroller is hidden, else beside the header, 18 wide; otherwise
    /// only the table holds it, outside any view, `{17, 28}` or 18 by 28 beside the vertical
    /// scroller it would sit on. Returns it when the scroll view shows it.
    private mutating func cornerView(_ element: NibElement, scrollView: GraphID, table: GraphID?) -> GraphID? {
        guard let table, tableElement(in: element) != nil else { return nil }
        let clip = reference(builder[scrollView]?.value(forKey: "NSHeaderClipView"))
        let shown = element[attribute: "hasHorizontalScroller"] == "NO" && clip != nil
        let vertical = element.child(forKey: "verticalScroller")
        let hidden = vertical?[attribute: "hidden"] == "YES"
        // The corner is hidden with a hidden regular vertical scroller when there is no
        // horizontal one (a small vertical scroller leaves it shown).
        let hiddenCorner =
            hidden && element[attribute: "hasHorizontalScroller"] == "NO"
            && (vertical?[attribute: "controlSize"] ?? "regular") == "regular"
        var entries: [ArchiveGraph.Entry] = [
            .init("NSNextResponder", shown ? .conditionalReference(scrollView) : .null), .init("NSNibTouchBar", .null),
            .init("NSvFlags", .integer(hiddenCorner ? Int64(Int32(bitPattern: 0x8000_0100)) : 0x100)),
        ]
        if hidden {
            entries.append(.init("NSFrameSize", .reference(builder.string("{17, 28}"))))
        } else {
            let outer = frame(of: scrollView) ?? [0, 0, 0, 0]
            let border = Self.borderWidth(element[attribute: "borderType"])
            let header = clip.flatMap { frame(of: $0) } ?? [border, border, 0, 28]
            let f = [outer[2] - border - 17, header[1], 18, header[3]].map(IBValueCodec.format)
            entries.append(.init("NSFrame", .reference(builder.string("{{\(f[0]), \(f[1])}, {\(f[2]), \(f[3])}}"))))
        }
        if shown { entries.append(.init("NSSuperview", .conditionalReference(scrollView))) }
        entries += [
            .init("NSViewWantsBestResolutionOpenGLSurface", .boolean(true)),
            .init("IBNSSafeAreaLayoutGuide", .null), .init("IBNSLayoutMarginsGuide", .null),
            .init("IBNSClipsToBounds", .integer(0)),
        ]
        let corner = builder.add("_NSCornerView", entries)
        builder.set("NSCornerView", .reference(corner), on: table)
        guard shown else { return nil }
        builder.set("NSCornerView", .reference(corner), on: scrollView)
        return corner
    }

    /// The width of a scroll view's border: none 0, line and bezel 1, groove 2.
    static func borderWidth(_ type: String?) -> Double {
        switch type ?? "bezel" {
        case "none": 0
        case "groove": 2
        default: 1
        }
    }

    /// The clip view ibtool makes around a table's header view.
    private mutating func headerClipView(_ header: GraphID, scrollView: GraphID, content: GraphID?) -> GraphID {
        let contentFrame = content.flatMap { frame(of: $0) } ?? [0, 0, 0, 0]
        let headerFrame = frame(of: header) ?? [0, 0, 0, 0]
        let rect = [contentFrame[0], contentFrame[1], contentFrame[2], headerFrame[3]]
        let clip = builder.add(
            "NSClipView",
            [
                .init("NSNextResponder", .conditionalReference(scrollView)), .init("NSNibTouchBar", .null),
                .init("NSvFlags", .integer(0x100)),
                .init("NSSubviews", .reference(builder.collection("NSMutableArray", [header], shared: false))),
                .init("NSFrame", .null), .init("NSSuperview", .conditionalReference(scrollView)),
                .init("NSNextKeyView", .conditionalReference(header)),
                .init("NSViewWantsBestResolutionOpenGLSurface", .boolean(true)),
                .init("IBNSSafeAreaLayoutGuide", .null), .init("IBNSLayoutMarginsGuide", .null),
                .init("IBNSClipsToBounds", .integer(0)), .init("NSDocView", .reference(header)),
                .init("NSAutomaticallyAdjustsContentInsets", .boolean(true)),
            ])
        setFrame(rect, on: clip)
        builder.set("NSNextResponder", .conditionalReference(clip), on: header)
        builder.set("NSSuperview", .conditionalReference(clip), on: header)
        return clip
    }

    /// The table or outline a scroll view's clip view holds, as the document writes it.
    private func tableElement(in scrollView: NibElement) -> NibElement? {
        guard let clip = scrollView.child(forKey: "contentView") else { return nil }
        for wrapper in clip.children where wrapper.name == "subviews" {
            if let table = wrapper.children.first(where: { $0.name == "tableView" || $0.name == "outlineView" }) {
                return table
            }
        }
        return nil
    }

    /// A view's archived frame as four numbers (`NSFrame`, or `NSFrameSize` at the origin).
    func frame(of id: GraphID) -> [Double]? {
        for key in ["NSFrame", "NSFrameSize"] {
            guard let string = reference(builder[id]?.value(forKey: key)),
                case .data(let bytes)? = builder[string]?.value(forKey: "NS.bytes"),
                let numbers = IBValueCodec.numbers(String(decoding: bytes, as: UTF8.self))
            else { continue }
            if numbers.count == 4 { return numbers }
            if numbers.count == 2 { return [0, 0] + numbers }
        }
        return nil
    }

    func reference(_ value: ArchiveGraph.Value?) -> GraphID? {
        switch value {
        case .reference(let id)?, .conditionalReference(let id)?: id
        default: nil
        }
    }
}
