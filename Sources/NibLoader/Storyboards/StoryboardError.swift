import NibModel

/// The error thrown when a storyboard cannot be opened, a scene cannot be instantiated or a
/// segue cannot run (storyboards.md S33–S38).
///
/// It prints in compiler form, located at the scene, segue or document element concerned:
/// `Main.storyboard:12:9: error: storyboard 'Main' has no controller with identifier 'Setings'
/// (identifiers: Profile, Settings)`.
public struct StoryboardError: Error, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// A scene's or view's nib load failed; the error says where and what.
        case load(NibLoadingError.Kind)
        /// No scene has the storyboard identifier (S34).
        case missingIdentifier(String, storyboard: String, available: [String])
        /// The storyboard names no initial controller, or one that does not exist (S4).
        case noInitialController(storyboard: String)
        /// No segue with the identifier starts at the controller (S35).
        case missingSegue(String, controller: String)
        /// The object fires no segue (it is not a segue's source).
        case noSegueFromObject(ObjectID)
        /// A relationship or embed segue was asked to perform (S19).
        case notTriggered(kind: String, identifier: String?)
        /// A referenced storyboard is not in the folder (S33).
        case missingStoryboard(String, folder: String)
        /// A custom segue with no class, or a class that cannot perform (S36).
        case cannotPerform(identifier: String?)
        /// An AppKit presentation that raises (S38).
        case presentationFailed(String)
        /// The bundle's `Info.plist` names no main storyboard, or cannot be read (S29, S30).
        case noMainStoryboard(String)
        /// The controller was not made from this storyboard run.
        case unknownController(String)
        /// A compiled storyboard's controller names a view nib the `.storyboardc` does not hold
        /// (S7.1, S32.3).
        case missingViewNib(String, storyboard: String)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where.
    public var location: SourceLocation
    /// The scene, object or segue concerned.
    public var objectID: ObjectID?
    /// Every step done before the failure.
    public var trace: StoryboardTrace?

    /// Creates an error.
    public init(_ kind: Kind, at location: SourceLocation, objectID: ObjectID? = nil, trace: StoryboardTrace? = nil) {
        self.kind = kind
        self.location = location
        self.objectID = objectID
        self.trace = trace
    }

    /// Wraps a nib load's error, keeping its location and object.
    init(_ error: NibLoadingError, trace: StoryboardTrace?) {
        self.init(.load(error.kind), at: error.location, objectID: error.objectID, trace: trace)
        self.underlying = error
    }

    /// The nib load's error, for ``Kind/load(_:)``.
    public private(set) var underlying: NibLoadingError?

    /// The sentence, without the location.
    public var message: String {
        switch kind {
        case .load(let kind):
            return underlying?.message ?? NibLoadingError(kind, at: location, objectID: objectID).message
        case .missingIdentifier(let identifier, let storyboard, let available):
            let list = available.isEmpty ? "none" : available.sorted().joined(separator: ", ")
            return
                "storyboard '\(storyboard)' doesn't contain a view controller with identifier '\(identifier)' (identifiers: \(list))"
        case .noInitialController(let storyboard):
            return "storyboard '\(storyboard)' has no initial view controller"
        case .missingSegue(let identifier, let controller):
            return "receiver (\(controller)) has no segue with identifier '\(identifier)'"
        case .noSegueFromObject(let id):
            return "object '\(id)' is not the source of a triggered segue"
        case .notTriggered(let kind, let identifier):
            return
                "segue\(identifier.map { " '\($0)'" } ?? "") is a \(kind) segue: it is made when its container is created, never performed (S19)"
        case .missingStoryboard(let name, let folder):
            return "could not find a storyboard named '\(name)' in \(folder)"
        case .cannotPerform(let identifier):
            return
                "could not perform segue with identifier '\(identifier ?? "")': a segue must either have a performHandler or it must override -perform"
        case .presentationFailed(let detail):
            return detail
        case .noMainStoryboard(let detail):
            return detail
        case .unknownController(let detail):
            return detail
        case .missingViewNib(let nib, let storyboard):
            return "could not load the view nib named '\(nib)': it is not in \(storyboard) (S7.1, S32.3)"
        }
    }

    /// `path:line:col: error: message`.
    public var description: String { "\(location): error: \(message)" }
}
