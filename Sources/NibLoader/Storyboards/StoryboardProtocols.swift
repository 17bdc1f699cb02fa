import NibModel

/// A controller that takes part in segues (`UIViewController` / `NSSeguePerforming`):
/// storyboards.md S12. Both methods have defaults: every segue may run, nothing is prepared.
public protocol StoryboardSegueHandling: AnyObject {
    /// Whether a triggered segue runs (S12.1); answering `false` ends it silently (S37).
    func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool
    /// Called on the source after the destination and segue exist, before `perform` (S12.4).
    func prepare(for segue: StoryboardSegue, sender: AnyObject?)
}

extension StoryboardSegueHandling {
    /// Yes.
    public func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool { true }
    /// Nothing.
    public func prepare(for segue: StoryboardSegue, sender: AnyObject?) {}
}

/// A controller that takes part in unwinding (S21–S24). The unwind action itself is an action
/// method (``NibActionTarget``, e.g. `NibKeys.action("unwindToHome:")`) called with the segue.
public protocol StoryboardUnwinding: AnyObject {
    /// Whether this controller is the unwind's destination (S23). The default answers yes when it
    /// implements the action and is not the controller the unwind started from.
    func canPerformUnwindSegueAction(_ action: String, from source: AnyObject, sender: AnyObject?) -> Bool
    /// Called on the controllers along the unwind path (S24): containers show `destination`.
    func unwind(for segue: StoryboardSegue, towards destination: AnyObject)
}

extension StoryboardUnwinding {
    /// Yes when the controller answers the action and is not `source` (S23).
    public func canPerformUnwindSegueAction(_ action: String, from source: AnyObject, sender: AnyObject?) -> Bool {
        source !== self && (self as? NibActionTarget)?.respondsToNibAction(action) == true
    }
    /// Nothing.
    public func unwind(for segue: StoryboardSegue, towards destination: AnyObject) {}
}

/// A controller with `@IBSegueAction` methods (XML `destinationCreationSelector`, S20).
public protocol StoryboardSegueActions: AnyObject {
    /// Builds a segue's destination.
    ///
    /// - Parameters:
    ///   - selector: The segue's `destinationCreationSelector` (`makeDetail:sender:segueIdentifier:`).
    ///   - coder: The destination's archived data: pass it on to the initializer that calls
    ///     `init(nibCoder:)`.
    ///   - sender: The object that fired the segue.
    ///   - identifier: The segue's identifier.
    /// - Returns: The destination, or `nil` for plain `init(coder:)`.
    /// - Throws: Any error; the segue fails with it.
    func segueAction(_ selector: String, coder: NibCoder, sender: AnyObject?, identifier: String?) throws -> AnyObject?
}

/// A controller told when its view is loaded (S7).
public protocol StoryboardViewLoading: AnyObject {
    /// Called once, after the view is assigned.
    func viewDidLoad()
}

/// The `perform()` of a custom segue class (S13): install `segue.destination` somewhere.
/// Register one per class name in ``StoryboardOptions/customSegues``.
public typealias StoryboardSeguePerformer = (StoryboardSegue) -> Void
