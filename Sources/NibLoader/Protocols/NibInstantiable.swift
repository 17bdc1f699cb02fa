/// A class the loader can create with plain initialization (loading.md L2.4).
///
/// Every class registered in a ``ClassRegistry`` adopts this protocol. Generic custom objects
/// (`customObject` elements) are always created with ``init()``; adopt ``NibDecodable`` to be
/// created from the archived data (L2.1), and ``NibFrameInitializable`` to be created with
/// a frame when the class is an AppKit custom view (L2.2).
///
/// Non-final classes must mark the initializer `required`.
public protocol NibInstantiable: AnyObject {
    /// Creates the object with no archived data.
    init()
}
