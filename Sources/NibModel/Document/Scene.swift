/// A storyboard scene: one view controller (or window controller, or application) with its
/// placeholders, compiled to its own nib.
public struct Scene: Sendable, Hashable, Identifiable {
    /// `sceneID=`.
    public var id: String
    /// The scene's top-level objects (not placeholders), in document order.
    public var topLevelObjects: [ObjectID]
    /// The scene's placeholders (First Responder, Exit, storyboard references).
    public var placeholders: [ObjectID]
    /// `<point key="canvasLocation">`, where Interface Builder draws the scene.
    public var canvasLocation: NibPoint?
    /// Where the `<scene>` element is.
    public var location: SourceLocation
}
