/// The part a placeholder plays: an object the loader does not create but is given.
///
/// Placeholders are recognised by role, never by id alone: AppKit xibs write File's Owner
/// as `customObject id="-2"` and First Responder as `-1`, UIKit xibs write
/// `placeholder placeholderIdentifier="IBFilesOwner" id="-1"` and `IBFirstResponder` `-2`.
public enum PlaceholderRole: Sendable, Hashable {
    /// File's Owner: the object the caller passes to the loader.
    case filesOwner
    /// First Responder: the head of the responder chain; actions to it have a nil target.
    case firstResponder
    /// The shared application object (AppKit `id="-3"`).
    case application
    /// A UIKit external object, replaced at load time by the caller's object of this name.
    case custom(name: String)
    /// A storyboard scene's Exit placeholder, the target of unwind segues.
    case exit
    /// A reference to a scene in another storyboard.
    case storyboardReference(storyboardName: String?, identifier: String?)

    /// The role's name in nibdump's JSON schema.
    public var name: String {
        switch self {
        case .filesOwner: "filesOwner"
        case .firstResponder: "firstResponder"
        case .application: "application"
        case .custom: "custom"
        case .exit: "exit"
        case .storyboardReference: "storyboardReference"
        }
    }
}
