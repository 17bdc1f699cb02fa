/// An object that can be the target of an action (loading.md L3.4, L3.5, M1).
///
/// AppKit connects an action only when the target responds to it; the ``ResponderChain``
/// asks each responder in turn.
public protocol NibActionTarget: AnyObject {
    /// Whether the object implements the action method `selector` (e.g. `"copy:"`).
    func respondsToNibAction(_ selector: String) -> Bool

    /// Performs the action method `selector`.
    ///
    /// - Parameters:
    ///   - selector: The action's selector, with its colon (`"sayHello:"`).
    ///   - sender: The control that sent it.
    func performNibAction(_ selector: String, sender: AnyObject?)
}
