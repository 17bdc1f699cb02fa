import NibModel

/// A stored or computed property of a class (not an outlet), as key-value coding sees it.
public struct SwiftProperty: Sendable, Hashable {
    /// The property name.
    public var name: String
    /// Whether it is `@IBInspectable`.
    public var isInspectable: Bool
    /// Whether the Objective-C runtime sees it (`@objc`, `@IBInspectable`, `@NSManaged`, `dynamic`
    /// or in an `@objcMembers` class), so key-value coding can set it.
    public var isObjC: Bool
    /// Where the property's name is in the `.swift` file.
    public var location: SourceLocation

    /// Creates a property description.
    public init(name: String, isInspectable: Bool, isObjC: Bool, location: SourceLocation) {
        self.name = name
        self.isInspectable = isInspectable
        self.isObjC = isObjC
        self.location = location
    }
}
