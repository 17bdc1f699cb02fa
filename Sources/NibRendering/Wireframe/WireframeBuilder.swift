import NibModel

/// Turns a document's objects and stored frames into wireframe trees.
///
/// Frames are read in the platform's coordinates — AppKit's origin is the bottom left of the
/// superview unless the superview is flipped, UIKit's is the top left — and turned into
/// top-left absolute rectangles. A view whose frame is not stored (constraints only) is placed
/// in the next free slot of its superview and marked as estimated.
struct WireframeBuilder {
    let document: NibDocument
    let isAppKit: Bool
    let defaultRootSize: NibSize

    init(document: NibDocument) {
        self.document = document
        let platform = document.platform ?? .uiKit
        isAppKit = platform == .appKit
        switch platform {
        case .appKit: defaultRootSize = NibSize(width: 480, height: 270)
        case .tvOS: defaultRootSize = NibSize(width: 1920, height: 1080)
        case .watchOS: defaultRootSize = NibSize(width: 184, height: 224)
        case .uiKit: defaultRootSize = NibSize(width: 393, height: 852)
        }
    }

    /// The height of a drawn window title bar.
    static let titleBarHeight = 22.0

    // MARK: - Roots

    /// Every picture of the document, in document order: windows, top-level views and menus
    /// of a xib (and the views of its other top-level objects), or one per storyboard scene.
    func roots() -> [WireframeRoot] {
        if document.kind == .storyboard {
            let initial = document.header.initialViewController
            return document.scenes.compactMap { scene in
                guard var root = sceneRoot(scene) else { return nil }
                root.isInitial = initial != nil && root.id == initial
                return root
            }
        }
        return document.topLevelObjects.compactMap { root(for: $0) }
    }

    /// The picture of one object, or `nil` when it draws nothing: a window, view or menu; for
    /// any other object (a view controller, a collection view item), the views it holds.
    func root(for object: NibObject) -> WireframeRoot? {
        guard var root = unplacedRoot(for: object) else { return nil }
        root.layOutPanels()
        return root
    }

    private func unplacedRoot(for object: NibObject) -> WireframeRoot? {
        let element = object.sourceElement
        let kind = ViewKind(element: element.name, buttonType: nil)
        if kind == .window { return windowRoot(object) }
        if kind == .menu {
            let node = menuNode(element)
            return WireframeRoot(id: object.id, title: title(of: object), node: node)
        }
        if isView(element) {
            return WireframeRoot(id: object.id, title: title(of: object), node: standalone(element))
        }
        // A window controller (or another object holding a window): the window.
        if let window = element.children.first(where: { ViewKind(element: $0.name, buttonType: nil) == .window }),
            let windowObject = document[ObjectID(window[attribute: "id"] ?? "")]
        {
            var root = windowRoot(windowObject)
            root.id = object.id
            root.texts = controllerTexts(element)
            return root
        }
        // Not a view: the views it holds, the first as the picture and the others below it.
        let holder = plainNode(object, rect: NibRect(x: 0, y: 0, width: 0, height: 0))
        let found = childViews(of: element, in: holder)
        let views = found.placements.map { standalone($0.element) }
        guard let first = views.first else {
            // A controller whose view is in another nib (a storyboard's scene nib): a box that
            // says so, captioned with the controller's own strings (its title).
            let texts = controllerTexts(element)
            guard !texts.isEmpty else { return nil }
            var node = plainNode(object, rect: NibRect(x: 0, y: 0, width: 240, height: 80))
            node.detail = "its view is not in this document"
            var root = WireframeRoot(id: object.id, title: title(of: object), node: node)
            root.texts = texts
            return root
        }
        var root = WireframeRoot(id: object.id, title: title(of: object), node: first)
        root.panels =
            views.dropFirst().map { WireframePanel(title: title(of: object) + " · " + $0.className, node: $0) }
            + found.panels.map { WireframePanel(title: $0.title, node: standalone($0.element)) }
        root.texts = controllerTexts(element)
        return root
    }

    /// A view drawn on its own, at the origin, with its stored size (else the platform's).
    private func standalone(_ element: NibElement) -> WireframeNode {
        let size = element.child(forKey: "frame")?.rectValue
        let frame = NibRect(
            x: 0, y: 0, width: size?.width ?? defaultRootSize.width, height: size?.height ?? defaultRootSize.height)
        return build(element, frame: frame, estimated: size == nil)
    }

    /// The strings of a controller (or another object holding views) that its views do not
    /// hold: its title, navigation item, tab bar item, toolbar items.
    private func controllerTexts(_ element: NibElement) -> [String] {
        var texts: [String] = []
        VisibleText.collect(element, stoppingAt: { isView($0) || ["window", "menu"].contains($0.name) }, into: &texts)
        return texts
    }

    /// The height of a window's drawn toolbar.
    static let toolbarHeight = 38.0

    private func windowRoot(_ window: NibObject) -> WireframeRoot {
        let element = window.sourceElement
        let content = element.child(forKey: "contentRect")?.rectValue
        let width = content?.width ?? defaultRootSize.width
        let height = content?.height ?? defaultRootSize.height
        let toolbar = element.child(forKey: "toolbar")
        let top = Self.titleBarHeight + (toolbar == nil ? 0 : Self.toolbarHeight)
        var node = WireframeNode(
            id: window.id, element: element.name, className: window.className, kind: .window,
            rect: NibRect(x: 0, y: 0, width: width, height: height + top),
            title: element[attribute: "title"], font: FontSpec(family: nil, size: 13, isBold: true))
        node.alignment = .center
        node.clipsChildren = true
        node.texts = VisibleText.own(element)
        if let toolbar {
            node.children.append(
                toolbarNode(
                    toolbar, rect: NibRect(x: 0, y: Self.titleBarHeight, width: width, height: Self.toolbarHeight)))
        }
        if let contentView = element.child(forKey: "contentView") {
            let frame = NibRect(x: 0, y: top, width: width, height: height)
            node.children.append(build(contentView, frame: frame, estimated: false))
        }
        return WireframeRoot(id: window.id, title: element[attribute: "title"] ?? title(of: window), node: node)
    }

    /// An AppKit window's toolbar: its default items by label; the views of items that have
    /// one drawn as panels.
    private func toolbarNode(_ toolbar: NibElement, rect: NibRect) -> WireframeNode {
        var node = WireframeNode(
            id: ObjectID(toolbar[attribute: "id"] ?? ""), element: toolbar.name, className: "NSToolbar",
            kind: .toolbar, rect: rect, font: FontSpec(family: nil, size: 11))
        let allowed = toolbar.firstChild(named: "allowedToolbarItems")?.children ?? []
        let byID = Dictionary(
            allowed.compactMap { item in item[attribute: "id"].map { ($0, item) } }, uniquingKeysWith: { a, _ in a })
        let defaults = (toolbar.firstChild(named: "defaultToolbarItems")?.children ?? []).compactMap {
            $0[attribute: "reference"].flatMap { byID[$0] } ?? ($0[attribute: "label"] != nil ? $0 : nil)
        }
        node.items = (defaults.isEmpty ? allowed : defaults).compactMap { item in
            guard item[attribute: "hidden"] != "YES", let label = item[attribute: "label"], !label.isEmpty else {
                return nil
            }
            return WireframeNode.Item(title: label, id: item[attribute: "id"].map { ObjectID($0) })
        }
        var texts: [String] = []
        VisibleText.collect(toolbar, stoppingAt: { isView($0) && $0.name != "toolbar" }, into: &texts)
        node.texts = texts
        node.panels = childViews(of: toolbar, in: node).placements.map {
            WireframePanel(title: "Toolbar item view", node: standalone($0.element))
        }
        return node
    }

    private func sceneRoot(_ scene: Scene) -> WireframeRoot? {
        let objects = scene.topLevelObjects.compactMap { document[$0] }
        // A storyboard reference's scene holds only placeholders.
        let reference = scene.placeholders.lazy.compactMap { self.document[$0] }.first {
            $0.element == "viewControllerPlaceholder"
        }
        guard let controller = objects.first ?? reference, var root = controllerRoot(controller, scene: scene) else {
            return nil
        }
        // The scene's other top-level objects (views, menus kept beside the controller).
        for other in objects.dropFirst() {
            guard let extra = unplacedRoot(for: other) else { continue }
            root.panels.append(
                WireframePanel(title: extra.title + " (in the scene, beside the controller)", node: extra.node))
            root.panels += extra.panels
        }
        root.layOutPanels()
        return root
    }

    private func controllerRoot(_ controller: NibObject, scene: Scene) -> WireframeRoot? {
        let element = controller.sourceElement
        let name = sceneTitle(controller)
        if element.name == "viewControllerPlaceholder" {
            let reference = element[attribute: "storyboardName"] ?? "this storyboard"
            var node = plainNode(controller, rect: NibRect(x: 0, y: 0, width: 200, height: 80))
            node.kind = .container
            node.title = "→ " + reference
            node.detail = element[attribute: "referencedIdentifier"] ?? "initial controller"
            node.alignment = .center
            if !isAppKit { node.children += simulatedBars(of: element, over: node.rect) }
            return WireframeRoot(id: controller.id, sceneID: scene.id, title: "Storyboard Reference", node: node)
        }
        let texts = controllerTexts(element)
        for key in ["window", "view"] {
            guard let child = element.child(forKey: key), child[attribute: "id"] != nil else { continue }
            if key == "window", let window = document[ObjectID(child[attribute: "id"] ?? "")] {
                var root = windowRoot(window)
                root.id = controller.id
                root.sceneID = scene.id
                root.title = name
                root.texts = texts
                return root
            }
            var node = standalone(child)
            if !isAppKit { node.children += simulatedBars(of: element, over: node.rect) }
            var root = WireframeRoot(id: controller.id, sceneID: scene.id, title: name, node: node)
            root.texts = texts
            return root
        }
        if let menu = element.child(forKey: "mainMenu") {
            var root = WireframeRoot(id: controller.id, sceneID: scene.id, title: name, node: menuNode(menu))
            root.texts = texts
            return root
        }
        // Containers without a view of their own (navigation, tab bar, split, page controllers):
        // a screen-sized frame with their bars.
        var node = plainNode(
            controller, rect: NibRect(x: 0, y: 0, width: defaultRootSize.width, height: defaultRootSize.height))
        node.kind = .container
        node.title = controller.className
        node.alignment = .center
        // Whatever views it holds (its bars; a WatchKit controller's interface items), placed
        // by their frames or one below the other.
        let found = childViews(of: element, in: node)
        node.children = children(of: node, from: found.placements)
        node.panels = found.panels.map { WireframePanel(title: $0.title, node: standalone($0.element)) }
        showTabs(of: controller, in: &node)
        if !isAppKit { node.children += simulatedBars(of: element, over: node.rect) }
        var root = WireframeRoot(id: controller.id, sceneID: scene.id, title: name, node: node)
        root.texts = texts
        return root
    }

    /// A tab bar or tab view controller's tabs, as Interface Builder shows them: the controllers
    /// its relationship segues lead to, by their tab bar item's title or their own, on its tab bar
    /// or tab view (one is added at the bottom when the document stores none).
    private func showTabs(of controller: NibObject, in node: inout WireframeNode) {
        let tabs = document.connections(from: controller.id).compactMap { connection -> WireframeNode.Item? in
            guard case .segue(let segue) = connection.kind, segue.kind == "relationship",
                segue.relationship == "tabItems" || segue.relationship == "viewControllers",
                let destination = document[segue.destination]
            else { return nil }
            let element = destination.sourceElement
            let title =
                element.child(forKey: "tabBarItem")?[attribute: "title"] ?? element[attribute: "title"]
                ?? destination.userLabel ?? destination.className
            return WireframeNode.Item(title: title, id: destination.id)
        }
        guard !tabs.isEmpty else { return }
        if let index = node.children.firstIndex(where: {
            ($0.kind == .tabBar || $0.kind == .tab) && $0.items.allSatisfy { $0.title.isEmpty || $0.title == "•" }
        }) {
            node.children[index].items = tabs
            return
        }
        let height = isAppKit ? 24.0 : 49
        var bar = WireframeNode(
            id: ObjectID(""), element: "tabs", className: isAppKit ? "NSTabView" : "UITabBar",
            kind: isAppKit ? .tab : .tabBar,
            rect: NibRect(
                x: node.rect.x, y: isAppKit ? node.rect.y : node.rect.maxY - height, width: node.rect.width,
                height: height),
            font: FontSpec(family: nil, size: 11))
        bar.items = tabs
        bar.isSimulated = true
        node.children.append(bar)
    }

    /// The bars Interface Builder simulates over a UIKit controller's view: a navigation bar
    /// with the navigation item's title and bar button items at the top, the controller's
    /// toolbar items and its tab bar item at the bottom.
    private func simulatedBars(of controller: NibElement, over rect: NibRect) -> [WireframeNode] {
        var bars: [WireframeNode] = []
        func itemTitle(_ item: NibElement) -> String {
            item[attribute: "title"] ?? item[attribute: "systemItem"] ?? "•"
        }
        if let item = controller.child(forKey: "navigationItem") {
            var bar = WireframeNode(
                id: ObjectID(item[attribute: "id"] ?? ""), element: item.name, className: "UINavigationItem",
                kind: .navigationBar, rect: NibRect(x: rect.x, y: rect.y, width: rect.width, height: 44),
                title: item[attribute: "title"], font: FontSpec(family: nil, size: 17))
            bar.alignment = .center
            bar.isSimulated = true
            for child in item.children
            where child.name == "barButtonItem" || child.name == "leftBarButtonItems"
                || child.name == "rightBarButtonItems"
            {
                let trailing =
                    child[attribute: "key"]?.hasPrefix("right") == true || child.name == "rightBarButtonItems"
                let entries = child.name == "barButtonItem" ? [child] : child.children
                for entry in entries where entry[attribute: "hidden"] != "YES" {
                    var barItem = WireframeNode.Item(
                        title: itemTitle(entry), id: entry[attribute: "id"].map { ObjectID($0) })
                    barItem.isTrailing = trailing
                    bar.items.append(barItem)
                }
            }
            var texts: [String] = []
            VisibleText.collect(item, stoppingAt: isView, into: &texts)
            bar.texts = texts
            bars.append(bar)
        }
        var bottom = rect.maxY
        if let item = controller.child(forKey: "tabBarItem") {
            bottom -= 49
            var bar = WireframeNode(
                id: ObjectID(item[attribute: "id"] ?? ""), element: item.name, className: "UITabBarItem", kind: .tabBar,
                rect: NibRect(x: rect.x, y: bottom, width: rect.width, height: 49),
                font: FontSpec(family: nil, size: 11))
            bar.items = [.init(title: itemTitle(item), id: bar.id)]
            bar.texts = VisibleText.own(item)
            bar.isSimulated = true
            bars.append(bar)
        }
        if let items = controller.firstChild(named: "toolbarItems"), !items.children.isEmpty {
            bottom -= 44
            var bar = WireframeNode(
                id: ObjectID(""), element: items.name, className: "UIToolbar", kind: .toolbar,
                rect: NibRect(x: rect.x, y: bottom, width: rect.width, height: 44),
                font: FontSpec(family: nil, size: 11))
            bar.items = items.children.filter { $0[attribute: "hidden"] != "YES" }.map {
                .init(title: itemTitle($0), id: $0[attribute: "id"].map { ObjectID($0) })
            }
            var texts: [String] = []
            VisibleText.collect(items, stoppingAt: isView, into: &texts)
            bar.texts = texts
            bar.isSimulated = true
            bars.append(bar)
        }
        return bars
    }

    // MARK: - Views

    /// Whether an element is a view that a wireframe draws (it has a frame or subviews).
    func isView(_ element: NibElement) -> Bool {
        guard element[attribute: "id"] != nil else { return false }
        if element.child(forKey: "frame") != nil { return true }
        return element.firstChild(named: "subviews") != nil || Self.viewElements.contains(element.name)
    }

    static let viewElements: Set<String> = [
        "view", "customView", "button", "textField", "label", "imageView", "stackView", "scrollView",
        "tableView", "collectionView", "switch", "slider", "segmentedControl", "textView", "box", "popUpButton",
        "progressIndicator", "activityIndicatorView", "searchBar", "navigationBar", "tabBar", "toolbar",
        "containerView", "mapView", "pickerView", "datePicker", "pageControl", "stepper", "wkWebView",
        "matrix", "outlineView", "comboBox", "searchField", "tokenField", "levelIndicator", "colorWell",
        "secureTextField", "pathControl", "splitView", "tabView", "clipView", "visualEffectView", "webView",
        "textViewUI", "progressView",
    ]

    /// Builds the node for a view element placed at `frame` (absolute, top-left origin).
    func build(_ element: NibElement, frame: NibRect, estimated: Bool) -> WireframeNode {
        let id = ObjectID(element[attribute: "id"] ?? "")
        var node =
            document[id].map { plainNode($0, rect: frame) }
            ?? WireframeNode(
                id: id, element: element.name, className: element.name, kind: .view, rect: frame,
                font: defaultFont)
        node.isEstimated = estimated
        describe(&node, element)
        var texts: [String] = []
        VisibleText.collect(element, stoppingAt: isView, into: &texts)
        node.texts = texts
        let found = childViews(of: element, in: node)
        node.children = children(of: node, from: found.placements)
        if node.kind == .table { node.captions = sectionCaptions(element, in: node) }
        node.panels = found.panels.map { panel in
            let size = panel.element.child(forKey: "frame")?.rectValue
            let frame = NibRect(
                x: 0, y: 0, width: size?.width ?? node.rect.width, height: size?.height ?? node.rect.height)
            return WireframePanel(
                title: panel.title, node: build(panel.element, frame: frame, estimated: size == nil))
        }
        return node
    }

    func plainNode(_ object: NibObject, rect: NibRect) -> WireframeNode {
        let element = object.sourceElement
        let cell = element.child(forKey: "cell")
        let buttonType = cell?[attribute: "type"] ?? element[attribute: "buttonType"]
        var node = WireframeNode(
            id: object.id, element: element.name, className: object.className,
            kind: ViewKind(element: element.name, buttonType: buttonType), rect: rect, font: defaultFont)
        node.isHidden = element[attribute: "hidden"] == "YES"
        node.clipsChildren = node.kind == .scroll || node.kind == .clip || element[attribute: "clipsSubviews"] == "YES"
        return node
    }

    var defaultFont: FontSpec { FontSpec(family: nil, size: isAppKit ? 13 : 17) }

    /// Places the child view elements inside `parent`: stored frames in the platform's
    /// coordinates, the others one below the other (or side by side in a horizontal stack).
    private func children(of parent: WireframeNode, from placements: [Placement]) -> [WireframeNode] {
        let flipped =
            !isAppKit || parent.kind.isFlippedInAppKit
            || document[parent.id]?.sourceElement[attribute: "flipped"] == "YES"
            || (parent.kind == .clip && clipDocumentIsFlipped(parent))
        let horizontal =
            parent.kind == .stack && document[parent.id]?[attribute: "axis"] != "vertical"
            && document[parent.id]?[attribute: "orientation"] != "vertical"
        var nodes: [WireframeNode] = []
        var cursor = 8.0
        // A horizontal stack shares its width among the views it places.
        let unframed = placements.filter { $0.element.child(forKey: "frame")?.rectValue?.isFinite != true }.count
        let share = max((parent.rect.width - 8 * Double(unframed + 1)) / Double(max(unframed, 1)), 8)
        for placement in placements {
            let element = placement.element
            if let frame = element.child(forKey: "frame")?.rectValue, frame.isFinite {
                let top = flipped || placement.isRowRelative ? frame.y : parent.rect.height - frame.y - frame.height
                let absolute = NibRect(
                    x: parent.rect.x + placement.offset.x + frame.x, y: parent.rect.y + placement.offset.y + top,
                    width: frame.width, height: frame.height)
                nodes.append(build(element, frame: absolute, estimated: false))
                continue
            }
            // No stored frame: the next free slot.
            let size = estimatedSize(element, in: parent.rect)
            let absolute: NibRect
            if horizontal {
                let width = min(size.width, share)
                absolute = NibRect(
                    x: parent.rect.x + cursor, y: parent.rect.y + 8, width: width,
                    height: min(size.height, max(parent.rect.height - 16, 8)))
                cursor += width + 8
            } else {
                absolute = NibRect(
                    x: parent.rect.x + 8, y: parent.rect.y + cursor, width: max(parent.rect.width - 16, 8),
                    height: size.height)
                cursor += size.height + 8
            }
            nodes.append(build(element, frame: absolute, estimated: true))
        }
        return nodes
    }

    private func clipDocumentIsFlipped(_ clip: WireframeNode) -> Bool {
        guard let element = document[clip.id]?.sourceElement,
            let documentView = element.firstChild(named: "subviews")?.children.first
        else { return false }
        return ViewKind(element: documentView.name, buttonType: nil).isFlippedInAppKit
            || documentView[attribute: "flipped"] == "YES"
    }

    /// A size for a view without a stored frame: its width and height constraints, else a
    /// size typical of its kind.
    private func estimatedSize(_ element: NibElement, in parent: NibRect) -> NibSize {
        var width: Double?
        var height: Double?
        if let constraints = element.firstChild(named: "constraints") {
            for constraint in constraints.children where constraint[attribute: "secondItem"] == nil {
                guard let constant = constraint.number("constant") else { continue }
                switch constraint[attribute: "firstAttribute"] {
                case "width": width = width ?? constant
                case "height": height = height ?? constant
                default: break
                }
            }
        }
        let kind = ViewKind(element: element.name, buttonType: nil)
        let typical: Double
        switch kind {
        case .button, .textField, .label, .popUp, .segmented, .toggle, .slider, .searchField, .comboBox, .stepper:
            typical = isAppKit ? 22 : 34
        case .navigationBar, .tabBar, .toolbar, .searchBar: typical = 44
        default: typical = max(min(parent.height / 3, 120), 24)
        }
        return NibSize(width: width ?? min(parent.width - 16, 160), height: height ?? typical)
    }

    // MARK: - Content

    /// Reads what the view shows: title, text, image name, columns, segments, tabs, font.
    private func describe(_ node: inout WireframeNode, _ element: NibElement) {
        let cell = element.child(forKey: "cell")
        if let font = font(cell?.child(forKey: "font") ?? element.child(forKey: "font"))
            ?? fontDescription(element.child(forKey: "fontDescription"))
        {
            node.font = font
        }
        switch cell?[attribute: "alignment"] ?? element[attribute: "textAlignment"] {
        case "center": node.alignment = .center
        case "right": node.alignment = .trailing
        default: node.alignment = .leading
        }
        let normal = element.children.first { $0.name == "state" && $0[attribute: "key"] == "normal" }
        let configuration = element.child(forKey: "configuration")
        switch node.kind {
        case .button, .checkbox, .radio:
            node.title =
                cell?[attribute: "title"] ?? normal?[attribute: "title"] ?? configuration?[attribute: "title"]
                ?? element[attribute: "title"]
            node.detail = cell?[attribute: "image"] ?? normal?[attribute: "image"] ?? element[attribute: "image"]
            if node.kind == .button { node.alignment = .center }
            // UIKit draws a button's title in the 15-point system font unless it names one.
            if !isAppKit, element.child(forKey: "fontDescription") == nil, configuration == nil {
                node.font.size = 15
            }
        case .label, .textField, .comboBox, .searchField:
            let text =
                cell?[attribute: "title"] ?? element[attribute: "text"] ?? element.child(forKey: "text")?.text
            node.title = text?.isEmpty == false ? text : nil
            node.detail = cell?[attribute: "placeholderString"] ?? element[attribute: "placeholder"]
        case .searchBar:
            node.detail = element[attribute: "placeholder"] ?? "Search"
        case .image:
            node.detail = cell?[attribute: "image"] ?? element[attribute: "image"]
        case .box, .window:
            node.title = element[attribute: "title"]
            node.alignment = .center
        case .popUp:
            node.title = popUpTitle(cell)
        case .segmented:
            let segments = (cell ?? element).firstChild(named: "segments")?.children ?? []
            node.items = segments.map {
                .init(title: $0[attribute: "label"] ?? $0[attribute: "title"] ?? "", width: $0.number("width"))
            }
        case .table, .outline:
            let columns = element.firstChild(named: "tableColumns")?.children ?? []
            node.items = columns.filter { $0[attribute: "hidden"] != "YES" }.map { column in
                var item = WireframeNode.Item(
                    title: column.child(forKey: "headerCell")?[attribute: "title"] ?? "", width: column.number("width"),
                    id: column[attribute: "id"].map { ObjectID($0) })
                // A cell-based column shows its data cell in every row.
                if column.firstChild(named: "prototypeCellViews") == nil, let cell = column.child(forKey: "dataCell") {
                    item.cell = cell[attribute: "title"] ?? cell[attribute: "placeholderString"]
                }
                return item
            }
        case .matrix:
            node.items = matrixCells(element)
        case .tableCell, .collectionCell:
            // A cell's content configuration (iOS 14): its text and secondary text.
            let content = element.child(forKey: "contentConfiguration")
            node.title = content?[attribute: "text"] ?? element[attribute: "text"]
            node.detail = content?[attribute: "secondaryText"]
        case .tab:
            let tabs = element.firstChild(named: "tabViewItems")?.children ?? []
            node.items = tabs.map {
                .init(title: $0[attribute: "label"] ?? "", id: $0[attribute: "id"].map { ObjectID($0) })
            }
        case .tabBar, .toolbar:
            let items = element.firstChild(named: "items")?.children ?? []
            node.items = items.map {
                .init(
                    title: $0[attribute: "title"] ?? $0[attribute: "systemItem"] ?? $0[attribute: "label"] ?? "•",
                    id: $0[attribute: "id"].map { ObjectID($0) })
            }
        case .navigationBar:
            node.title = element.firstChild(named: "items")?.children.first?[attribute: "title"]
            node.alignment = .center
        case .textView:
            node.title = element.child(forKey: "text")?.text ?? element[attribute: "text"]
        default:
            if let custom = document[node.id]?.customClass { node.detail = custom }
        }
    }

    /// A UIKit table's section headers and footers, above and below the section's first and
    /// last cells (sections without drawn cells have theirs in the table's tooltip).
    private func sectionCaptions(_ table: NibElement, in node: WireframeNode) -> [WireframeNode.Caption] {
        let sections = table.firstChild(named: "sections")?.children ?? []
        var captions: [WireframeNode.Caption] = []
        for section in sections where section[attribute: "hidden"] != "YES" {
            let ids = Set((section.firstChild(named: "cells")?.children ?? []).compactMap { $0[attribute: "id"] })
            let cells = node.children.filter { ids.contains($0.id.rawValue) }
            guard let top = cells.map(\.rect.y).min(), let bottom = cells.map(\.rect.maxY).max() else { continue }
            let x = node.rect.x + 16
            let width = max(node.rect.width - 32, 8)
            if let header = section[attribute: "headerTitle"], !header.isEmpty {
                captions.append(.init(text: header, rect: NibRect(x: x, y: top - 22, width: width, height: 20)))
            }
            if let footer = section[attribute: "footerTitle"], !footer.isEmpty {
                captions.append(.init(text: footer, rect: NibRect(x: x, y: bottom + 2, width: width, height: 36)))
            }
        }
        return captions
    }

    /// A matrix's cells, column by column, each at its place in the grid of `cellSize` plus
    /// `intercellSpacing`.
    private func matrixCells(_ element: NibElement) -> [WireframeNode.Item] {
        let size = element.child(forKey: "cellSize")
        let spacing = element.child(forKey: "intercellSpacing")
        let width = size?.number("width") ?? 100
        let height = size?.number("height") ?? 18
        let columns = (element.firstChild(named: "cells")?.children ?? []).filter { $0.name == "column" }
        var items: [WireframeNode.Item] = []
        for (column, cells) in columns.enumerated() {
            for (row, cell) in cells.children.enumerated() where cell[attribute: "hidden"] != "YES" {
                var item = WireframeNode.Item(
                    title: cell[attribute: "title"] ?? "", id: cell[attribute: "id"].map { ObjectID($0) })
                item.frame = NibRect(
                    x: Double(column) * (width + (spacing?.number("width") ?? 0)),
                    y: Double(row) * (height + (spacing?.number("height") ?? 0)), width: width, height: height)
                item.kind = ViewKind(element: "button", buttonType: cell[attribute: "type"])
                items.append(item)
            }
        }
        return items
    }

    private func popUpTitle(_ cell: NibElement?) -> String? {
        guard let cell else { return nil }
        if let title = cell[attribute: "title"], !title.isEmpty { return title }
        let items = cell.child(forKey: "menu")?.firstChild(named: "items")?.children ?? []
        let selected = cell[attribute: "selectedItem"]
        return (items.first { $0[attribute: "id"] == selected } ?? items.first)?[attribute: "title"]
    }

    /// An AppKit `<font>`: named fonts by family, system fonts by their meta-font's size.
    func font(_ element: NibElement?) -> FontSpec? {
        guard let element, element.name == "font" else { return nil }
        let meta = element[attribute: "metaFont"] ?? ""
        let metaSizes = [
            "system": 13.0, "systemBold": 13, "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9,
            "menu": 14, "message": 13, "label": 10, "toolTip": 11, "titleBar": 13, "controlContent": 13,
            "cellTitle": 13, "paletteTitle": 11, "menuBar": 14, "user": 13, "fixedUser": 11,
        ]
        let size = element.number("size") ?? metaSizes[meta] ?? 13
        let name = element[attribute: "name"]
        let family = element[attribute: "family"] ?? name.map { String($0.prefix { $0 != "-" }) }
        let bold = meta.hasSuffix("Bold") || name?.contains("Bold") == true
        return FontSpec(family: meta == "fixedUser" ? "Menlo" : family, size: size, isBold: bold)
    }

    /// A UIKit `<fontDescription>`: family and point size, text styles by their default size.
    func fontDescription(_ element: NibElement?) -> FontSpec? {
        guard let element else { return nil }
        let styles = [
            "UICTFontTextStyleLargeTitle": 34.0, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
            "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
            "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
            "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
        ]
        let size =
            element.number("pointSize").flatMap { $0 > 0 ? $0 : nil } ?? element[attribute: "style"].flatMap {
                styles[$0]
            } ?? 17
        let type = element[attribute: "type"] ?? ""
        let name = element[attribute: "name"]
        let family = element[attribute: "family"] ?? name.map { String($0.prefix { $0 != "-" }) }
        let bold =
            type.lowercased().contains("bold") || name?.contains("Bold") == true
            || element[attribute: "style"] == "UICTFontTextStyleHeadline"
        return FontSpec(family: family, size: size, isBold: bold)
    }

    // MARK: - Menus

    /// A menu: a menu bar with its menus below when items have submenus, else a list; each
    /// submenu's list is drawn below its menu's, headed by its path ("Edit ▸ Find").
    func menuNode(_ element: NibElement) -> WireframeNode {
        let id = ObjectID(element[attribute: "id"] ?? "")
        let font = FontSpec(family: nil, size: 13)
        let items = menuItems(element)
        let isMenuBar = element[attribute: "systemMenu"] == "main" || element[attribute: "key"] == "mainMenu"
        guard isMenuBar, items.contains(where: { $0.submenu != nil }) else {
            let lists = menuLists(element, heading: nil, at: NibPoint(x: 0, y: 0), font: font, depth: 0)
            guard lists.count > 1 else { return lists[0] }
            var group = WireframeNode(
                id: id, element: element.name, className: document[id]?.className ?? "NSMenu", kind: .menu,
                rect: NibRect(
                    x: 0, y: 0, width: lists.map(\.rect.maxX).max() ?? 120, height: lists.map(\.rect.maxY).max() ?? 22),
                font: font)
            group.children = lists
            return group
        }
        var columns: [WireframeNode] = []
        var barItems: [WireframeNode.Item] = []
        var x = 0.0
        for entry in items {
            var item = entry.item
            item.width = font.fallbackWidth(of: entry.item.title) + 20
            if let submenu = entry.submenu {
                let lists = menuLists(
                    submenu, heading: nil, at: NibPoint(x: x, y: 22), font: font, depth: 0, path: entry.item.title)
                columns += lists
                item.width = max(item.width ?? 0, (lists.map(\.rect.maxX).max() ?? x) - x)
            }
            barItems.append(item)
            x += (item.width ?? 0) + 8
        }
        let height = columns.map { $0.rect.y + $0.rect.height }.max() ?? 22
        var bar = WireframeNode(
            id: id, element: element.name, className: document[id]?.className ?? "NSMenu", kind: .menu,
            rect: NibRect(x: 0, y: 0, width: max(x - 8, 120), height: height), title: element[attribute: "title"],
            font: font)
        bar.isMenuBar = true
        bar.items = barItems
        bar.texts = (element.firstChild(named: "items")?.children ?? []).flatMap { VisibleText.own($0) }
        bar.children = columns
        return bar
    }

    /// A menu's list, then the list of each of its submenus below it (depth first), headed by
    /// the path to it.
    private func menuLists(
        _ menu: NibElement, heading: String?, at origin: NibPoint, font: FontSpec, depth: Int, path: String? = nil
    ) -> [WireframeNode] {
        let entries = menuItems(menu)
        let list = listNode(
            id: ObjectID(menu[attribute: "id"] ?? ""), element: menu, items: entries.map(\.item), heading: heading,
            at: origin, font: font)
        var result = [list]
        guard depth < 12 else { return result }
        var y = list.rect.maxY + 8
        for entry in entries {
            guard let submenu = entry.submenu else { continue }
            let name = (path.map { $0 + " ▸ " } ?? "") + entry.item.title
            let nested = menuLists(
                submenu, heading: name, at: NibPoint(x: origin.x, y: y), font: font, depth: depth + 1, path: name)
            result += nested
            y = (nested.map(\.rect.maxY).max() ?? y) + 8
        }
        return result
    }

    private func menuItems(_ menu: NibElement) -> [(item: WireframeNode.Item, submenu: NibElement?)] {
        (menu.firstChild(named: "items")?.children ?? []).filter { $0[attribute: "hidden"] != "YES" }.map { entry in
            let submenu = entry.child(forKey: "submenu")
            let item = WireframeNode.Item(
                title: entry[attribute: "title"] ?? "", id: entry[attribute: "id"].map { ObjectID($0) },
                isSeparator: entry[attribute: "isSeparatorItem"] == "YES", hasSubmenu: submenu != nil)
            return (item, submenu)
        }
    }

    private func listNode(
        id: ObjectID, element: NibElement, items: [WireframeNode.Item], heading: String?, at origin: NibPoint,
        font: FontSpec
    ) -> WireframeNode {
        let titles = items.map(\.title) + (heading.map { [$0] } ?? [])
        let width = max(titles.map { font.fallbackWidth(of: $0) + 40 }.max() ?? 120, 120)
        let height = items.reduce(heading == nil ? 8.0 : 28.0) { $0 + ($1.isSeparator ? 10 : 20) }
        var node = WireframeNode(
            id: id, element: element.name, className: document[id]?.className ?? "NSMenu", kind: .menu,
            rect: NibRect(x: origin.x, y: origin.y, width: width, height: height), title: element[attribute: "title"],
            font: font)
        node.items = items
        node.detail = heading
        // The items' titles (each submenu's are in its own list).
        var texts: [String] = []
        VisibleText.collect(element, stoppingAt: { $0[attribute: "key"] == "submenu" }, into: &texts)
        node.texts = texts
        return node
    }

    // MARK: - Names

    /// The name Interface Builder shows for an object: its label, title or class.
    func title(of object: NibObject) -> String {
        object.userLabel ?? object[attribute: "title"] ?? object.customClass ?? object.className
    }

    /// "Friends Scene": the controller's label, title, navigation title, or class.
    func sceneTitle(_ controller: NibObject) -> String {
        let name =
            controller.userLabel ?? controller[attribute: "title"] ?? navigationTitle(controller.sourceElement)
            ?? controller.customClass ?? controller.className
        return name + " Scene"
    }

    private func navigationTitle(_ controller: NibElement) -> String? {
        controller.child(forKey: "navigationItem")?[attribute: "title"]
    }
}
