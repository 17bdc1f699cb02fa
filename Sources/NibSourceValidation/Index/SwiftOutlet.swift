import NibModel

/// An `@IBOutlet` property as the Swift source declares it.
public struct SwiftOutlet: Sendable, Hashable {
    /// The property name, which is the outlet's key.
    public var name: String
    /// The declared type's class name without optionality or module (`UILabel`); for an
    /// outlet collection, the element type (`[UIButton]` gives `UIButton`).
    public var typeName: String?
    /// The declared type as written (`UILabel!`).
    public var typeText: String?
    /// Whether the type is optional (`?` or `!`).
    public var isOptional: Bool
    /// Whether the property is `weak`.
    public var isWeak: Bool
    /// Whether the type is an array: an outlet collection.
    public var isCollection: Bool
    /// Where the property's name is in the `.swift` file.
    public var location: SourceLocation

    /// Creates an outlet description.
    public init(
        name: String, typeName: String?, typeText: String?, isOptional: Bool, isWeak: Bool, isCollection: Bool,
        location: SourceLocation
    ) {
        self.name = name
        self.typeName = typeName
        self.typeText = typeText
        self.isOptional = isOptional
        self.isWeak = isWeak
        self.isCollection = isCollection
        self.location = location
    }
}
