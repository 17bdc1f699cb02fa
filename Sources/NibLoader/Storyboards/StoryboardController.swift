import NibModel

/// One live controller made from a storyboard, with the state UIKit and AppKit keep for it:
/// its lazily loaded view (storyboards.md S7), parent and children (S9, S10), what it presents
/// and who presented it (S14–S18). The unwind search (S23) walks this state.
///
/// ``object`` is the controller itself: the app's class or a framework stand-in.
public final class StoryboardController {
    /// How the controller came to be where it is.
    public enum Placement: Sendable, Hashable {
        /// Installed as a window's root (S29) or made by an instantiate call and not placed yet.
        case root
        /// A container's child by a relationship segue (`rootViewController`, `viewControllers`, …).
        case relationship(String)
        /// An embed segue's child, in the container view with this id (S10).
        case embedded(containerViewID: ObjectID)
        /// Pushed onto a navigation controller (S14).
        case pushed
        /// Presented modally with a presentation style (S16, S14 fallback).
        case presented(style: String)
        /// Shown as a split view's detail (S15).
        case detail
        /// Presented in a popover (S17, S18).
        case popover
        /// Presented as a sheet (S18).
        case sheet
        /// Presented in a modal window (S18).
        case modalWindow
        /// Shown by AppKit's `show` segue (S18: unspecified).
        case shown
        /// Installed by a custom segue (S13).
        case custom(String)

        /// A short description.
        public var text: String {
            switch self {
            case .root: "root"
            case .relationship(let name): "relationship \(name)"
            case .embedded(let id): "embedded in \(id)"
            case .pushed: "pushed"
            case .presented(let style): "presented (\(style))"
            case .detail: "shown as detail"
            case .popover: "popover"
            case .sheet: "sheet"
            case .modalWindow: "modal window"
            case .shown: "shown"
            case .custom(let name): "custom segue \(name)"
            }
        }
    }

    /// The controller object.
    public let object: AnyObject
    /// The storyboard the controller was made from (S6.1).
    public let storyboard: Storyboard
    /// Its scene.
    public let scene: StoryboardScene
    /// The scene load: the controller and the scene's other objects.
    public let sceneObjects: LoadedNib
    /// The view load, once the view is loaded (S7).
    public internal(set) var viewObjects: LoadedNib?
    /// The view, once loaded (S7).
    public internal(set) var view: AnyObject?
    /// The container this controller is a child of.
    public internal(set) weak var parent: StoryboardController?
    /// The children, in container order (navigation stack bottom first; tabs left first; split
    /// primary first; embedded children in document order).
    public internal(set) var children: [StoryboardController] = []
    /// The selected tab, for tab containers (S9.3, S24).
    public internal(set) var selectedIndex: Int?
    /// The controller this one presents (S16–S18).
    public internal(set) var presented: StoryboardController?
    /// The controller that presents this one.
    public internal(set) weak var presenting: StoryboardController?
    /// How it was placed.
    public internal(set) var placement: Placement = .root

    init(object: AnyObject, storyboard: Storyboard, scene: StoryboardScene, sceneObjects: LoadedNib) {
        self.object = object
        self.storyboard = storyboard
        self.scene = scene
        self.sceneObjects = sceneObjects
    }

    /// The controller's id in its storyboard.
    public var id: ObjectID { scene.controllerID }
    /// The class the controller was made as.
    public var className: String { (object as? NibStandIn)?.className ?? String(describing: type(of: object)) }
    /// The container kind of its scene.
    public var kind: StoryboardScene.ContainerKind { scene.kind }
    /// Whether the view is loaded; asking never loads it (S7).
    public var isViewLoaded: Bool { view != nil }

    /// The view: loads it on first use (S7).
    ///
    /// - Throws: ``StoryboardError`` from the view's load.
    @discardableResult
    public func loadViewIfNeeded() throws(StoryboardError) -> AnyObject? {
        try storyboard.loadView(of: self)
        return view
    }

    /// An object of the scene or its loaded view, by id.
    public func object(withID id: ObjectID) -> AnyObject? {
        if id == self.id { return object }
        return sceneObjects.object(withID: id) ?? viewObjects?.object(withID: id)
    }

    /// The nearest navigation controller: this one, or an ancestor.
    public var navigationController: StoryboardController? { ancestor(of: .navigation) }
    /// The nearest tab container: this one, or an ancestor.
    public var tabController: StoryboardController? { ancestor(of: .tabs) }
    /// The nearest split view controller: this one, or an ancestor.
    public var splitController: StoryboardController? { ancestor(of: .split) }

    /// The top of a navigation stack, the selected tab, else `nil`.
    public var visibleChild: StoryboardController? {
        switch kind {
        case .navigation: children.last
        case .tabs: selectedIndex.flatMap { children.indices.contains($0) ? children[$0] : nil }
        case .window: children.first
        case .split: children.last
        default: nil
        }
    }

    /// What is on screen above this controller: presented controllers first, then visible children.
    public var topmost: StoryboardController {
        if let presented { return presented.topmost }
        if let child = visibleChild { return child.topmost }
        return self
    }

    /// Performs the segue with this identifier from code (S12, S12.2).
    ///
    /// - Returns: The segue, or `nil` when it did not run (S37).
    /// - Throws: ``StoryboardError`` ``StoryboardError/Kind/missingSegue(_:controller:)`` (S35) and
    ///   any failure of the destination's creation.
    @discardableResult
    public func performSegue(
        withIdentifier identifier: String, sender: AnyObject? = nil
    ) throws(StoryboardError)
        -> StoryboardSegue?
    {
        try storyboard.performSegue(withIdentifier: identifier, from: self, sender: sender)
    }

    /// Fires the segue whose source is the object with this id: a control, bar item, gesture
    /// recognizer or cell of this controller's scene (S5, S12). Loads the view first when the
    /// source is in it.
    ///
    /// - Returns: The segue, or `nil` when it did not run (S37).
    /// - Throws: ``StoryboardError``.
    @discardableResult
    public func fire(sourceID: ObjectID) throws(StoryboardError) -> StoryboardSegue? {
        try storyboard.fire(sourceID: sourceID, in: self)
    }

    /// Runs one segue of this controller's scene as its source would: a control's segue is
    /// fired by the control (S12), a segue of the controller itself from code (S12.2).
    ///
    /// - Returns: The segue, or `nil` when it did not run (S37).
    /// - Throws: ``StoryboardError``.
    @discardableResult
    public func run(_ segue: StoryboardSegueInfo) throws(StoryboardError) -> StoryboardSegue? {
        try storyboard.fire(segue, in: self)
    }

    private func ancestor(of kind: StoryboardScene.ContainerKind) -> StoryboardController? {
        var node: StoryboardController? = self
        while let current = node {
            if current.kind == kind { return current }
            node = current.parent
        }
        return nil
    }

    /// The path from the root: `NavigationController > HomeController`.
    public var path: String {
        var names: [String] = []
        var node: StoryboardController? = self
        while let current = node {
            names.insert(current.scene.title, at: 0)
            node = current.parent ?? current.presenting
        }
        return names.joined(separator: " > ")
    }
}
