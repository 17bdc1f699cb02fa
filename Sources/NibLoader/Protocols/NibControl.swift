/// An object that holds targets and actions: controls, menu items, gesture recognizers.
public protocol NibControl: AnyObject {
    /// AppKit (L3.4): sets the control's single target and action; `nil` means First Responder.
    ///
    /// - Parameters:
    ///   - target: The target, or `nil` to send the action through the responder chain.
    ///   - action: The selector.
    ///   - trigger: `nil` for the main action, or the auxiliary slot (`"doubleAction"`).
    func setNibTarget(_ target: AnyObject?, action: String, trigger: String?)

    /// UIKit (L3.5): adds a target/action pair for control events; `nil` means the responder chain.
    ///
    /// - Parameters:
    ///   - target: The target, or `nil` for the responder chain.
    ///   - action: The selector.
    ///   - events: The connection's `eventType` (`"touchUpInside"`), or `nil` when absent.
    func addNibTarget(_ target: AnyObject?, action: String, for events: String?)
}
