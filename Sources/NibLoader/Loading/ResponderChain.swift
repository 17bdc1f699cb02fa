/// The chain of responders that answers actions sent with a nil target (First Responder,
/// loading.md A3, L3.4, L3.5, M1).
///
/// The caller owns the chain and changes it as focus moves; ``target(forAction:)`` answers
/// "who handles `copy:` now".
public final class ResponderChain {
    /// The responders, first responder first.
    public var responders: [AnyObject]

    /// Creates a chain.
    ///
    /// - Parameter responders: The responders, first responder first.
    public init(_ responders: [AnyObject] = []) {
        self.responders = responders
    }

    /// Makes `responder` the first responder.
    public func makeFirstResponder(_ responder: AnyObject) {
        responders.removeAll { $0 === responder }
        responders.insert(responder, at: 0)
    }

    /// The first responder that implements `selector`, or `nil` when none does.
    public func target(forAction selector: String) -> AnyObject? {
        responders.first { ($0 as? NibActionTarget)?.respondsToNibAction(selector) == true }
    }

    /// Sends `selector` to the first responder that implements it.
    ///
    /// - Returns: Whether a responder handled it.
    @discardableResult
    public func send(_ selector: String, sender: AnyObject?) -> Bool {
        guard let target = target(forAction: selector) as? NibActionTarget else { return false }
        target.performNibAction(selector, sender: sender)
        return true
    }
}
