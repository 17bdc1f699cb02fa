import NibModel

/// A method Interface Builder can connect: `@IBAction`, `@IBSegueAction` or another `@objc` method.
public struct SwiftMethod: Sendable, Hashable {
    /// The Swift base name (`save`).
    public var name: String
    /// The Objective-C selector (`save:`), `@objc(name:)` winning over the derived one.
    public var selector: String
    /// How the method is exposed.
    public var kind: Kind
    /// Where the method's name is in the `.swift` file.
    public var location: SourceLocation

    /// Creates a method description.
    public init(name: String, selector: String, kind: Kind, location: SourceLocation) {
        self.name = name
        self.selector = selector
        self.kind = kind
        self.location = location
    }
}
