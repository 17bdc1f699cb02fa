import NibModel

/// A view class created with a frame: AppKit's init-with-frame for custom views (loading.md L2.2).
///
/// AppKit creates a `customView` element whose class is custom with its `<rect key="frame">`.
/// UIKit never does (L2.3): it decodes every view with ``NibDecodable``.
public protocol NibFrameInitializable: NibInstantiable {
    /// Creates the view with the frame the document gives it.
    ///
    /// - Parameter frame: The view's frame, or a zero rectangle when the document has none.
    init(frame: NibRect)
}
