import NibModel

/// A class of the app's sources, merged with its extensions.
///
/// Extensions of a class the sources do not declare (`extension UIView { @IBInspectable … }`)
/// are kept too, as a `SwiftClass` whose ``isDeclared`` is `false`.
public struct SwiftClass: Sendable, Hashable {
    /// The Swift name (`ProfileViewController`).
    public var name: String
    /// The `@objc(Name)` rename, if any.
    public var objcName: String?
    /// The name the Objective-C runtime and Interface Builder use: the `@objc` name, or the Swift name.
    public var runtimeName: String { objcName ?? name }
    /// The key of the class in ``SwiftSourceIndex/classes``: `Module.Name`, or the name without a module.
    public var key: String { module.map { "\($0).\(name)" } ?? name }
    /// The superclass's Swift name as written (the first inherited type), if any.
    public var superclassName: String?
    /// The module the class lives in, when the caller gave the module layout.
    public var module: String?
    /// Whether the sources declare the class (rather than only extend it).
    public var isDeclared: Bool
    /// Whether the class is `@objcMembers`.
    public var isObjCMembers: Bool
    /// `@IBOutlet` properties, from the class and its extensions.
    public var outlets: [SwiftOutlet]
    /// `@IBAction`, `@IBSegueAction` and other `@objc` methods.
    public var methods: [SwiftMethod]
    /// Other properties, `@IBInspectable` ones included.
    public var properties: [SwiftProperty]
    /// Where the class's name is in its declaration (or its first extension).
    public var location: SourceLocation

    /// Creates a class description.
    public init(
        name: String, objcName: String? = nil, superclassName: String? = nil, module: String? = nil,
        isDeclared: Bool = true, isObjCMembers: Bool = false, outlets: [SwiftOutlet] = [], methods: [SwiftMethod] = [],
        properties: [SwiftProperty] = [], location: SourceLocation
    ) {
        self.name = name
        self.objcName = objcName
        self.superclassName = superclassName
        self.module = module
        self.isDeclared = isDeclared
        self.isObjCMembers = isObjCMembers
        self.outlets = outlets
        self.methods = methods
        self.properties = properties
        self.location = location
    }

    /// The outlet of that name, if the class (or an extension) declares one.
    public func outlet(named name: String) -> SwiftOutlet? {
        outlets.first { $0.name == name }
    }

    /// The method with that Objective-C selector, if the class (or an extension) has one.
    public func method(withSelector selector: String) -> SwiftMethod? {
        methods.first { $0.selector == selector }
    }

    /// The property of that name, if the class (or an extension) declares one.
    public func property(named name: String) -> SwiftProperty? {
        properties.first { $0.name == name }
    }
}
