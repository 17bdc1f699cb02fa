/// An object in a document: an element with an `id` that is not a connection.
///
/// Views, windows, controls, menus, controllers, constraints, cells and placeholders are
/// all objects. The typed fields say what the object is; ``attributes`` and ``properties``
/// keep everything else the document wrote about it.
///
/// An object is a small view into its document: copying one copies a reference and an index,
/// and each property is read from the document's tables when asked for. Keep the values you
/// read often rather than reading them again in a tight loop.
public struct NibObject: Sendable, Identifiable {
    let store: ObjectStore
    let position: Int32

    init(store: ObjectStore, position: Int32) {
        self.store = store
        self.position = position
    }

    private var record: ObjectStore.Object { store.objects[Int(position)] }
    private var tree: ElementTree { store.tree }

    /// The object's id.
    public var id: ObjectID { store.id(at: position) }

    /// The element name (`button`, `customView`, `viewController`, …).
    public var element: String { tree.name(of: record.element) }

    /// The element that declares the object, with everything the document wrote inside it.
    public var sourceElement: NibElement { NibElement(tree: tree, index: record.element) }

    /// The class the loader instantiates: ``customClass`` when present, else the platform's
    /// standard class for the element (`button` is `NSButton` on AppKit, `UIButton` on UIKit).
    public var className: String {
        if let customClass { return customClass }
        switch record.role {
        case .filesOwner, .custom: return "NSObject"
        case .firstResponder: return store.platform == .appKit ? "NSResponder" : "UIResponder"
        case .application: return "NSApplication"
        default: return StandardClasses.className(forElement: element, platform: store.platform)
        }
    }

    /// `customClass=`: a subclass chosen in Interface Builder's identity inspector.
    public var customClass: String? { value(.customClass) }
    /// `customModule=`: the Swift module that defines ``customClass``.
    public var customModule: String? { value(.customModule) }
    /// `customModuleProvider=`: `target` means the module being built.
    public var customModuleProvider: String? { value(.customModuleProvider) }
    /// `userLabel=`: the name Interface Builder shows; display only.
    public var userLabel: String? { value(.userLabel) }
    /// `key=`: the property of the parent object this object fills (`contentView`, `cell`).
    public var key: String? { value(.key) }

    /// The placeholder role, when the object is a placeholder the loader does not create.
    public var placeholderRole: PlaceholderRole? {
        switch record.role {
        case .none: return nil
        case .filesOwner: return .filesOwner
        case .firstResponder: return .firstResponder
        case .application: return .application
        case .exit: return .exit
        case .storyboardReference:
            return .storyboardReference(
                storyboardName: value(.storyboardName), identifier: value(.referencedIdentifier))
        case .custom:
            let name =
                tree.elements[Int(record.element)].name == KnownName.placeholder.rawValue
                ? value(.placeholderIdentifier) : value(.userLabel)
            return .custom(name: name ?? id.rawValue)
        }
    }

    /// Whether the object is a placeholder rather than an object the loader creates.
    public var isPlaceholder: Bool { record.role != .none }

    /// The nearest enclosing object, or `nil` for the document's top level.
    public var parent: ObjectID? {
        let parent = record.parent
        return parent < 0 ? nil : store.id(at: parent)
    }

    /// Whether the object is at the top of the object hierarchy (a placeholder or top-level
    /// object, or a scene's).
    public var isRoot: Bool { record.parent < 0 }

    /// The objects directly inside this one, in document order.
    public var children: [ObjectID] {
        var ids: [ObjectID] = []
        var child = record.firstChild
        while child >= 0 {
            ids.append(store.id(at: child))
            child = store.objects[Int(child)].nextSibling
        }
        return ids
    }

    /// The storyboard scene that holds the object (`sceneID=`), in storyboards.
    public var sceneID: String? {
        let scene = record.scene
        return scene < 0 ? nil : (tree.value(of: scene, name: KnownName.sceneID.rawValue) ?? "")
    }

    /// Every attribute of the element, verbatim and in order.
    public var attributes: [NibAttribute] { sourceElement.attributes }

    /// The element's child elements that are not objects, connections or runtime attributes:
    /// `rect`, `color`, `font`, `string`, `autoresizingMask`, and containers such as `subviews`.
    public var properties: [NibElement] {
        var properties: [NibElement] = []
        for child in tree.children(of: record.element) where Self.isProperty(child, in: tree) {
            properties.append(NibElement(tree: tree, index: child))
        }
        return properties
    }

    /// The user-defined runtime attributes, in document order.
    public var runtimeAttributes: [RuntimeAttribute] {
        var attributes: [RuntimeAttribute] = []
        for child in tree.children(of: record.element)
        where tree.elements[Int(child)].name == KnownName.userDefinedRuntimeAttributes.rawValue {
            for entry in tree.children(of: child)
            where tree.elements[Int(entry)].name == KnownName.userDefinedRuntimeAttribute.rawValue {
                attributes.append(RuntimeAttribute(element: NibElement(tree: tree, index: entry), file: store.file))
            }
        }
        return attributes
    }

    /// Where the element starts.
    public var location: SourceLocation { store.location(of: record.element) }

    /// The value of an attribute of the element, or `nil`.
    public subscript(attribute name: String) -> String? {
        let attribute = tree.attributeIndex(of: record.element, named: name)
        return attribute < 0 ? nil : tree.value(attribute)
    }

    /// The property element whose `key` is `key` (e.g. `property(forKey: "frame")`).
    public func property(forKey key: String) -> NibElement? {
        for child in tree.children(of: record.element) where Self.isProperty(child, in: tree) {
            let attribute = tree.attributeIndex(of: child, name: KnownName.key.rawValue)
            if attribute >= 0, tree.value(attribute) == key { return NibElement(tree: tree, index: child) }
        }
        return nil
    }

    /// The view's frame (`<rect key="frame">`), if it has one.
    public var frame: NibRect? { property(forKey: "frame")?.rectValue }

    /// For windows: shown when the nib loads unless the document says `visibleAtLaunch="NO"`.
    public var isVisibleAtLaunch: Bool { self[attribute: "visibleAtLaunch"] != "NO" }

    /// The class name qualified by its module (`Module.Class`) when the document names one.
    public var qualifiedClassName: String {
        guard let customClass, let customModule else { return className }
        return "\(customModule).\(customClass)"
    }

    private func value(_ name: KnownName) -> String? {
        tree.value(of: record.element, name: name.rawValue)
    }

    /// Whether a child element of an object is one of its properties: not `<connections>`,
    /// not the runtime attributes, and not an object (an element with an `id` that is not a
    /// connection).
    static func isProperty(_ element: Int32, in tree: ElementTree) -> Bool {
        let name = tree.elements[Int(element)].name
        if name == KnownName.connections.rawValue || name == KnownName.userDefinedRuntimeAttributes.rawValue {
            return false
        }
        return KnownName.isConnection(name) || tree.elements[Int(element)].idAttribute < 0
    }
}

// MARK: - Equatable and Hashable Conformance

extension NibObject: Hashable {
    /// Whether two objects have the same id, element, attributes, place in the hierarchy,
    /// properties and location.
    public static func == (lhs: NibObject, rhs: NibObject) -> Bool {
        if lhs.store === rhs.store, lhs.position == rhs.position { return true }
        return lhs.id == rhs.id && lhs.element == rhs.element && lhs.location == rhs.location
            && lhs.placeholderRole == rhs.placeholderRole && lhs.parent == rhs.parent
            && lhs.children == rhs.children && lhs.sceneID == rhs.sceneID && lhs.sourceElement == rhs.sourceElement
    }

    /// Hashes the id, element name and location.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(element)
        hasher.combine(location)
    }
}
