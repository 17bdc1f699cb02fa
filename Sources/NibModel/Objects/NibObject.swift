/// An object in a document: an element with an `id` that is not a connection.
///
/// Views, windows, controls, menus, controllers, constraints, cells and placeholders are
/// all objects. The typed fields say what the object is; ``attributes`` and ``properties``
/// keep everything else the document wrote about it.
public struct NibObject: Sendable, Hashable, Identifiable {
    /// The object's id.
    public var id: ObjectID
    /// The element name (`button`, `customView`, `viewController`, …).
    public var element: String
    /// The class the loader instantiates: ``customClass`` when present, else the platform's
    /// standard class for the element (`button` is `NSButton` on AppKit, `UIButton` on UIKit).
    public var className: String
    /// `customClass=`: a subclass chosen in Interface Builder's identity inspector.
    public var customClass: String?
    /// `customModule=`: the Swift module that defines ``customClass``.
    public var customModule: String?
    /// `customModuleProvider=`: `target` means the module being built.
    public var customModuleProvider: String?
    /// `userLabel=`: the name Interface Builder shows; display only.
    public var userLabel: String?
    /// `key=`: the property of the parent object this object fills (`contentView`, `cell`).
    public var key: String?
    /// The placeholder role, when the object is a placeholder the loader does not create.
    public var placeholderRole: PlaceholderRole?
    /// The nearest enclosing object, or `nil` for the document's top level.
    public var parent: ObjectID?
    /// The objects directly inside this one, in document order.
    public var children: [ObjectID]
    /// The storyboard scene that holds the object (`sceneID=`), in storyboards.
    public var sceneID: String?
    /// Every attribute of the element, verbatim and in order.
    public var attributes: [NibAttribute]
    /// The element's child elements that are not objects, connections or runtime attributes:
    /// `rect`, `color`, `font`, `string`, `autoresizingMask`, and containers such as `subviews`.
    public var properties: [NibElement]
    /// The user-defined runtime attributes, in document order.
    public var runtimeAttributes: [RuntimeAttribute]
    /// Where the element starts.
    public var location: SourceLocation

    /// Creates an object; the parser makes them, tests and tools may too.
    public init(
        id: ObjectID, element: String, className: String, customClass: String? = nil,
        customModule: String? = nil, customModuleProvider: String? = nil, userLabel: String? = nil,
        key: String? = nil, placeholderRole: PlaceholderRole? = nil, parent: ObjectID? = nil,
        children: [ObjectID] = [], sceneID: String? = nil, attributes: [NibAttribute] = [],
        properties: [NibElement] = [], runtimeAttributes: [RuntimeAttribute] = [],
        location: SourceLocation
    ) {
        self.id = id
        self.element = element
        self.className = className
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.key = key
        self.placeholderRole = placeholderRole
        self.parent = parent
        self.children = children
        self.sceneID = sceneID
        self.attributes = attributes
        self.properties = properties
        self.runtimeAttributes = runtimeAttributes
        self.location = location
    }

    /// The value of an attribute of the element, or `nil`.
    public subscript(attribute name: String) -> String? {
        for attribute in attributes where attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// The property element whose `key` is `key` (e.g. `property(forKey: "frame")`).
    public func property(forKey key: String) -> NibElement? {
        properties.first { $0[attribute: "key"] == key }
    }

    /// Whether the object is a placeholder rather than an object the loader creates.
    public var isPlaceholder: Bool { placeholderRole != nil }

    /// The view's frame (`<rect key="frame">`), if it has one.
    public var frame: NibRect? { property(forKey: "frame")?.rectValue }

    /// For windows: shown when the nib loads unless the document says `visibleAtLaunch="NO"`.
    public var isVisibleAtLaunch: Bool { self[attribute: "visibleAtLaunch"] != "NO" }

    /// The class name qualified by its module (`Module.Class`) when the document names one.
    public var qualifiedClassName: String {
        guard let customClass, let customModule else { return className }
        return "\(customModule).\(customClass)"
    }
}
