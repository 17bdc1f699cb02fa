/// A window class created from its window template: AppKit's
/// `initWithContentRect:styleMask:backing:defer:` (loading.md L2.5).
///
/// Interface Builder compiles every AppKit `<window>` and `<panel>` into a window template; at
/// load the template creates the window — of the custom class when one is set — with the
/// content rect, style mask, backing store and defer flag, then sets the window's other
/// properties and its content view. A class that adopts this protocol receives the template's
/// arguments and a coder for the rest; a window class that does not is created with
/// ``NibInstantiable/init()`` and the trace says so. UIKit has no window template: a
/// `UIWindow` is decoded like any view (``NibDecodable``).
public protocol NibWindowTemplateInitializable: NibInstantiable {
    /// Creates the window from its template.
    ///
    /// - Parameters:
    ///   - template: The arguments of `initWithContentRect:styleMask:backing:defer:`.
    ///   - coder: The window's other archived properties and its content view, already created.
    /// - Throws: Any error; the load fails with ``NibLoadingError/Kind/initializerFailed(className:message:)``.
    init(windowTemplate template: NibWindowTemplate, coder: NibCoder) throws
}
