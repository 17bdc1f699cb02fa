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
    /// of a xib, or one per storyboard scene.
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

    /// The picture of one object (window, view or menu), or `nil` when it draws nothing.
    func root(for object: NibObject) -> WireframeRoot? {
        let element = object.sourceElement
        let kind = ViewKind(element: element.name, buttonType: nil)
        if kind == .window { return windowRoot(object) }
        if kind == .menu {
            let node = menuNode(element)
            return WireframeRoot(id: object.id, title: title(of: object), node: node)
        }
        guard isView(element) else { return nil }
        let size = element.child(forKey: "frame")?.rectValue.map { NibSize(width: $0.width, height: $0.height) }
        let frame = NibRect(
            x: 0, y: 0, width: size?.width ?? defaultRootSize.width, height: size?.height ?? defaultRootSize.height)
        let node = build(element, frame: frame, estimated: size == nil)
        return WireframeRoot(id: object.id, title: title(of: object), node: node)
    }

    private func windowRoot(_ window: NibObject) -> WireframeRoot {
        let element = window.sourceElement
        let content = element.child(forKey: "contentRect")?.rectValue
        let width = content?.width ?? defaultRootSize.width
        let height = content?.height ?? defaultRootSize.height
        var node = WireframeNode(
            id: window.id, element: element.name, className: window.className, kind: .window,
            rect: NibRect(x: 0, y: 0, width: width, height: height + Self.titleBarHeight),
            title: element[attribute: "title"], font: FontSpec(family: nil, size: 13, isBold: true))
        node.alignment = .center
        node.clipsChildren = true
        if let contentView = element.child(forKey: "contentView") {
            let frame = NibRect(x: 0, y: Self.titleBarHeight, width: width, height: height)
            node.children = [build(contentView, frame: frame, estimated: false)]
        }
        return WireframeRoot(id: window.id, title: element[attribute: "title"] ?? title(of: window), node: node)
    }

    private func sceneRoot(_ scene: Scene) -> WireframeRoot? {
        guard let controller = scene.topLevelObjects.lazy.compactMap({ document[$0] }).first else { return nil }
        let element = controller.sourceElement
        let name = sceneTitle(controller)
        if element.name == "viewControllerPlaceholder" {
            let reference = element[attribute: "storyboardName"] ?? "this storyboard"
            var node = plainNode(controller, rect: NibRect(x: 0, y: 0, width: 200, height: 80))
            node.kind = .container
            node.title = "→ " + reference
            node.detail = element[attribute: "referencedIdentifier"] ?? "initial controller"
            node.alignment = .center
            return WireframeRoot(id: controller.id, sceneID: scene.id, title: "Storyboard Reference", node: node)
        }
        for key in ["window", "view"] {
            guard let child = element.child(forKey: key), child[attribute: "id"] != nil else { continue }
            if key == "window", let window = document[ObjectID(child[attribute: "id"] ?? "")] {
                var root = windowRoot(window)
                root.id = controller.id
                root.sceneID = scene.id
                root.title = name
                return root
            }
            let size = child.child(forKey: "frame")?.rectValue
            let frame = NibRect(
                x: 0, y: 0, width: size?.width ?? defaultRootSize.width,
                height: size?.height ?? defaultRootSize.height)
            var node = build(child, frame: frame, estimated: size == nil)
            if let title = navigationTitle(element) {
                node.detail = title
            }
            return WireframeRoot(id: controller.id, sceneID: scene.id, title: name, node: node)
        }
        if let menu = element.child(forKey: "mainMenu") {
            return WireframeRoot(id: controller.id, sceneID: scene.id, title: name, node: menuNode(menu))
        }
        // Containers without a view of their own (navigation, tab bar, split, page controllers):
        // a screen-sized frame with their bars.
        var node = plainNode(
            controller, rect: NibRect(x: 0, y: 0, width: defaultRootSize.width, height: defaultRootSize.height))
        node.kind = .container
        node.title = controller.className
        node.alignment = .center
        for key in ["navigationBar", "tabBar", "toolbar", "splitView", "tabView"] {
            if let bar = element.child(forKey: key) {
                node.children.append(contentsOf: children(of: node, from: [bar]))
            }
        }
        return WireframeRoot(id: controller.id, sceneID: scene.id, title: name, node: node)
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
        node.children = children(of: node, from: childViews(of: element, kind: node.kind))
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
    private func children(of parent: WireframeNode, from elements: [NibElement]) -> [WireframeNode] {
        let flipped =
            !isAppKit || parent.kind.isFlippedInAppKit
            || document[parent.id]?.sourceElement[attribute: "flipped"] == "YES"
            || (parent.kind == .clip && clipDocumentIsFlipped(parent))
        let horizontal =
            parent.kind == .stack && document[parent.id]?[attribute: "axis"] != "vertical"
            && document[parent.id]?[attribute: "orientation"] != "vertical"
        var nodes: [WireframeNode] = []
        var cursor = 8.0
        for element in elements {
            if let frame = element.child(forKey: "frame")?.rectValue, frame.isFinite {
                let top = flipped ? frame.y : parent.rect.height - frame.y - frame.height
                let absolute = NibRect(
                    x: parent.rect.x + frame.x, y: parent.rect.y + top, width: frame.width, height: frame.height)
                nodes.append(build(element, frame: absolute, estimated: false))
                continue
            }
            // No stored frame: the next free slot.
            let size = estimatedSize(element, in: parent.rect)
            let absolute: NibRect
            if horizontal {
                absolute = NibRect(
                    x: parent.rect.x + cursor, y: parent.rect.y + 8, width: size.width,
                    height: min(size.height, max(parent.rect.height - 16, 8)))
                cursor += size.width + 8
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

    /// The view elements drawn inside a view: subviews, content and document views, header
    /// views, table and collection cells; the first tab of a tab view.
    func childViews(of element: NibElement, kind: ViewKind) -> [NibElement] {
        var result: [NibElement] = []
        for child in element.children {
            switch child.name {
            case "subviews", "prototypes", "cells", "arrangedSubviews", "beginningViews", "middleViews", "endViews":
                result += child.children.filter(isView)
            case "sections":
                for section in child.children {
                    for cells in section.children where cells.name == "cells" {
                        result += cells.children.filter(isView)
                    }
                }
            case "tabViewItems":
                if let view = child.children.first?.child(forKey: "view") { result.append(view) }
            case "tableColumns", "items", "segments", "connections", "constraints", "tabBarItems":
                continue
            default:
                guard let key = child[attribute: "key"], Self.childViewKeys.contains(key), isView(child) else {
                    continue
                }
                result.append(child)
            }
        }
        return result
    }

    static let childViewKeys: Set<String> = [
        "contentView", "documentView", "headerView", "cornerView", "verticalScroller", "horizontalScroller",
        "backgroundView", "tableHeaderView", "tableFooterView",
    ]

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
            node.items = columns.filter { $0[attribute: "hidden"] != "YES" }.map {
                .init(
                    title: $0.child(forKey: "headerCell")?[attribute: "title"] ?? "", width: $0.number("width"),
                    id: $0[attribute: "id"].map { ObjectID($0) })
            }
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
        let size = element.number("pointSize") ?? element[attribute: "style"].flatMap { styles[$0] } ?? 17
        let type = element[attribute: "type"] ?? ""
        let name = element[attribute: "name"]
        let family = element[attribute: "family"] ?? name.map { String($0.prefix { $0 != "-" }) }
        let bold =
            type.lowercased().contains("bold") || name?.contains("Bold") == true
            || element[attribute: "style"] == "UICTFontTextStyleHeadline"
        return FontSpec(family: family, size: size, isBold: bold)
    }

    // MARK: - Menus

    /// A menu: a menu bar with its menus below when items have submenus, else a list.
    func menuNode(_ element: NibElement) -> WireframeNode {
        let id = ObjectID(element[attribute: "id"] ?? "")
        let font = FontSpec(family: nil, size: 13)
        let items = menuItems(element)
        let isMenuBar = element[attribute: "systemMenu"] == "main" || element[attribute: "key"] == "mainMenu"
        guard isMenuBar, items.contains(where: { $0.submenu != nil }) else {
            return listNode(id: id, element: element, items: items.map(\.item), at: NibPoint(x: 0, y: 0), font: font)
        }
        var columns: [WireframeNode] = []
        var barItems: [WireframeNode.Item] = []
        var x = 0.0
        for entry in items {
            var item = entry.item
            item.width = font.width(of: entry.item.title) + 20
            if let submenu = entry.submenu {
                let list = listNode(
                    id: ObjectID(submenu[attribute: "id"] ?? ""), element: submenu,
                    items: menuItems(submenu).map(\.item), at: NibPoint(x: x, y: 22), font: font)
                columns.append(list)
                item.width = max(item.width ?? 0, list.rect.width)
            }
            barItems.append(item)
            x += (item.width ?? 0) + 8
        }
        let height = columns.map { $0.rect.y + $0.rect.height }.max() ?? 22
        var bar = WireframeNode(
            id: id, element: element.name, className: document[id]?.className ?? "NSMenu", kind: .menu,
            rect: NibRect(x: 0, y: 0, width: max(x - 8, 120), height: height), title: element[attribute: "title"],
            font: font)
        bar.items = barItems
        bar.children = columns
        return bar
    }

    private func menuItems(_ menu: NibElement) -> [(item: WireframeNode.Item, submenu: NibElement?)] {
        (menu.firstChild(named: "items")?.children ?? []).map { entry in
            let submenu = entry.child(forKey: "submenu")
            let item = WireframeNode.Item(
                title: entry[attribute: "title"] ?? "", id: entry[attribute: "id"].map { ObjectID($0) },
                isSeparator: entry[attribute: "isSeparatorItem"] == "YES", hasSubmenu: submenu != nil)
            return (item, submenu)
        }
    }

    private func listNode(
        id: ObjectID, element: NibElement, items: [WireframeNode.Item], at origin: NibPoint, font: FontSpec
    ) -> WireframeNode {
        let width = max(items.map { font.width(of: $0.title) + 40 }.max() ?? 120, 120)
        let height = items.reduce(8.0) { $0 + ($1.isSeparator ? 10 : 20) }
        var node = WireframeNode(
            id: id, element: element.name, className: document[id]?.className ?? "NSMenu", kind: .menu,
            rect: NibRect(x: origin.x, y: origin.y, width: width, height: height), title: element[attribute: "title"],
            font: font)
        node.items = items
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
