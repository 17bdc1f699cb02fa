/// What a walk does after visiting an object.
public enum NibVisitAction: Sendable {
    /// Visit the object's children.
    case visitChildren
    /// Skip the object's children.
    case skipChildren
}

/// A visitor over a document's object tree, in document order.
///
/// Every method has a default, so a visitor implements only what it needs, and a new
/// element kind breaks no visitor.
///
/// ```swift
/// struct ButtonCounter: NibVisitor {
///     var count = 0
///     mutating func visitObject(_ object: NibObject, depth: Int) -> NibVisitAction {
///         if object.element == "button" { count += 1 }
///         return .visitChildren
///     }
/// }
/// var counter = ButtonCounter()
/// document.walk(&counter)
/// ```
public protocol NibVisitor {
    /// Called for each storyboard scene before its objects. Default: nothing.
    mutating func visitScene(_ scene: Scene)
    /// Called for each object before its children. Default: `.visitChildren`.
    mutating func visitObject(_ object: NibObject, depth: Int) -> NibVisitAction
    /// Called for each object after its children. Default: nothing.
    mutating func didVisitObject(_ object: NibObject, depth: Int)
}

extension NibVisitor {
    /// Does nothing.
    public mutating func visitScene(_ scene: Scene) {}
    /// Visits the children.
    public mutating func visitObject(_ object: NibObject, depth: Int) -> NibVisitAction { .visitChildren }
    /// Does nothing.
    public mutating func didVisitObject(_ object: NibObject, depth: Int) {}
}

extension NibDocument {
    /// Walks the object tree in document order: placeholders and top-level objects at depth
    /// 0, each followed by its children; for storyboards, scene by scene.
    ///
    /// - Parameter visitor: The visitor; it is mutated as it goes.
    public func walk<Visitor: NibVisitor>(_ visitor: inout Visitor) {
        if kind == .storyboard, !scenes.isEmpty {
            for scene in scenes {
                visitor.visitScene(scene)
                for object in objects where object.parent == nil && object.sceneID == scene.id {
                    walk(object.id, depth: 0, &visitor)
                }
            }
        } else {
            for object in objects where object.parent == nil {
                walk(object.id, depth: 0, &visitor)
            }
        }
    }

    private func walk<Visitor: NibVisitor>(_ id: ObjectID, depth: Int, _ visitor: inout Visitor) {
        guard let object = object(withID: id) else { return }
        if visitor.visitObject(object, depth: depth) == .visitChildren {
            for child in object.children {
                walk(child, depth: depth + 1, &visitor)
            }
        }
        visitor.didVisitObject(object, depth: depth)
    }
}
