import NibModel

/// The error thrown when a document cannot be loaded into live objects.
///
/// It says where (``location``), which object (``objectID``), what went wrong (``kind``) and
/// what had already been done (``trace``). It prints in compiler form:
/// `Profile.xib:21: error: object 'aBc-12-xyz' (ProfileViewController): this class is not key
/// value coding-compliant for the key 'nameLabel'`.
public struct NibLoadingError: Error, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The document could not be parsed.
        case parse(NibParseError)
        /// No registered class for a custom class, under the fail policy.
        case unknownClass(String)
        /// A UIKit external object (custom placeholder) the caller did not supply (A7).
        case missingExternalObject(String)
        /// An AppKit document has a custom placeholder, which AppKit does not support (A7).
        case customPlaceholderInAppKit(String)
        /// UIKit KVC: the object has no such key (L3.2).
        case undefinedKey(key: String, className: String)
        /// The outlet's destination is not of the property's type.
        case typeMismatch(key: String, expected: String, actual: String)
        /// A UIKit document contains bindings, which UIKit does not have (L3.6).
        case bindingsInUIKit(String)
        /// A connection names an object the document does not have.
        case unknownObject(ObjectID)
        /// Two elements share an id: the graph would be ambiguous (or a window its own view).
        case duplicateID(ObjectID)
        /// A registered initializer threw.
        case initializerFailed(className: String, message: String)
        /// The document targets no platform this loader knows and none was given.
        case unsupportedPlatform(String)
        /// A file the loader needed was not found or not readable (Info.plist, the main nib).
        case fileNotFound(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where.
    public var location: SourceLocation
    /// The object being loaded or connected, if any.
    public var objectID: ObjectID?
    /// Everything done before the failure.
    public var trace: LoadTrace?

    /// Creates an error.
    public init(_ kind: Kind, at location: SourceLocation, objectID: ObjectID? = nil, trace: LoadTrace? = nil) {
        self.kind = kind
        self.location = location
        self.objectID = objectID
        self.trace = trace
    }

    /// The sentence, without the location.
    public var message: String {
        let object = objectID.map { "object '\($0)': " } ?? ""
        switch kind {
        case .parse(let error): return error.message
        case .unknownClass(let name):
            return
                "\(object)unknown class \(name) in Interface Builder file: nothing is registered under that name and the unknown-class policy allows no stand-in"
        case .missingExternalObject(let name):
            return "\(object)no external object named '\(name)' was supplied for the custom placeholder"
        case .customPlaceholderInAppKit(let name):
            return
                "\(object)custom placeholder '\(name)' in an AppKit document: AppKit nibs do not support external objects"
        case .undefinedKey(let key, let className):
            return
                "\(object)[\(className) setValue:forKey:]: this class is not key value coding-compliant for the key '\(key)'"
        case .typeMismatch(let key, let expected, let actual):
            return "\(object)outlet '\(key)' expects \(expected) but the destination is \(actual)"
        case .bindingsInUIKit(let name):
            return "\(object)binding '\(name)' in a UIKit document: UIKit has no bindings"
        case .unknownObject(let id):
            return "\(object)connection refers to unknown object '\(id)'"
        case .duplicateID(let id):
            return "id '\(id)' is used by more than one element"
        case .initializerFailed(let className, let message):
            return "\(object)\(className) failed to initialize: \(message)"
        case .unsupportedPlatform(let detail):
            return "cannot load: \(detail)"
        case .fileNotFound(let detail):
            return detail
        }
    }

    /// `path:line: error: message`, then how many steps were done.
    public var description: String {
        var text = "\(location): error: \(message)"
        if let trace, trace.count > 0 { text += " (after \(trace.count) load steps)" }
        return text
    }
}
