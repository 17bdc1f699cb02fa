/// An entry of a document's `<resources>` section.
///
/// A nib stores only the names of the images and sounds it uses, never their data; the
/// loader finds the files by name (loading.md A6).
public struct Resource: Sendable, Hashable {
    /// What kind of resource this is.
    public enum Kind: Sendable, Hashable {
        /// `<image name= catalog= width= height=>`.
        case image(catalog: String?, size: NibSize?)
        /// `<sound name=>` (macOS).
        case sound
        /// `<namedColor name=>` with its color value.
        case namedColor(NibColor?)
        /// `<systemColor name=>` with its color value.
        case systemColor(NibColor?)
        /// Any other element in `<resources>`, kept generically; the payload is its name.
        case other(String)
    }

    /// What kind of resource this is.
    public var kind: Kind
    /// The resource's name (`name=`).
    public var name: String
    /// The element as written.
    public var element: NibElement
    /// Where the element is.
    public var location: SourceLocation

    /// Creates a resource.
    public init(kind: Kind, name: String, element: NibElement, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.element = element
        self.location = location
    }

    /// The kind's name in nibdump's JSON schema: `image`, `sound`, `namedColor`,
    /// `systemColor`, or the element name of another resource.
    public var kindName: String {
        switch kind {
        case .image: "image"
        case .sound: "sound"
        case .namedColor: "namedColor"
        case .systemColor: "systemColor"
        case .other(let name): name
        }
    }
}
