/// A class the loader creates from the archived data: init-with-coder (loading.md L2.1).
///
/// AppKit uses it for the standard library objects (views, cells, menus, controllers), even
/// when their class was changed to a custom subclass; UIKit uses it for every object that is
/// not a generic custom object. A class that does not adopt it is created with
/// ``NibInstantiable/init()`` and the trace says so.
public protocol NibDecodable: NibInstantiable {
    /// Creates the object from the element's archived attributes and keyed values.
    ///
    /// - Parameter coder: Typed access to the element being decoded.
    /// - Throws: Any error; the load fails with ``NibLoadingError/Kind/initializerFailed(className:message:)``.
    init(nibCoder coder: NibCoder) throws
}
