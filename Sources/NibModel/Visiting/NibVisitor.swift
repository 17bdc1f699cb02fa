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

    /// Walks one object and everything below it.
    ///
    /// The walk keeps its own stack, so a deep document does not grow the thread's stack, and
    /// never enters an object that is already being walked: when ids are duplicated, a child
    /// id can name an ancestor (the first object with that id), and following it would never end.
    private func walk<Visitor: NibVisitor>(_ id: ObjectID, depth: Int, _ visitor: inout Visitor) {
        // Only duplicated ids can make a cycle; without them the path is not tracked.
        var path: Set<ObjectID>? = duplicateIDs.isEmpty ? nil : []
        var pending: [WalkStep] = [.enter(id, depth: depth)]
        while let step = pending.popLast() {
            switch step {
            case .leave(let object, let depth):
                path?.remove(object.id)
                visitor.didVisitObject(object, depth: depth)
            case .enter(let id, let depth):
                guard let object = object(withID: id) else { continue }
                if path != nil, path?.insert(id).inserted == false { continue }
                pending.append(.leave(object, depth: depth))
                if visitor.visitObject(object, depth: depth) == .visitChildren {
                    for child in object.children.reversed() {
                        pending.append(.enter(child, depth: depth + 1))
                    }
                }
            }
        }
    }
}

/// One step of ``NibDocument/walk(_:)``: enter an object (visit it, then its children), or
/// leave one (after its children).
private enum WalkStep {
    case enter(ObjectID, depth: Int)
    case leave(NibObject, depth: Int)
}
