import NibModel

/// One picture of a wireframe: a window, a top-level view or menu, or a storyboard scene.
struct WireframeRoot: Sendable {
    /// The object the picture starts from (the window, view, menu or the scene's controller).
    var id: ObjectID
    /// The scene the picture shows, in storyboards.
    var sceneID: String?
    /// What Interface Builder would call it ("HelloNib", "Friends Scene").
    var title: String
    /// The tree to draw; its rectangle starts at the origin.
    var node: WireframeNode
    /// Whether the storyboard starts here.
    var isInitial = false

    var size: NibSize { NibSize(width: node.rect.width, height: node.rect.height) }
}
