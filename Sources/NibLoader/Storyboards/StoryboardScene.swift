import NibModel

/// One scene of a storyboard as the storyboard reads it once: its controller, identifier,
/// kind of container and the objects its two loads create (storyboards.md S1, S32.3).
public struct StoryboardScene: Sendable {
    /// What kind of controller the scene holds, which decides what its relationship segues fill.
    public enum ContainerKind: String, Sendable, Hashable, Codable {
        /// A view controller without children of its own.
        case plain
        /// `UINavigationController`: a stack (S9.1, S14).
        case navigation
        /// `UITabBarController` / `NSTabViewController`: tabs (S9.1, S9.2).
        case tabs
        /// `UISplitViewController` / `NSSplitViewController` (S9.1, S9.2, S15).
        case split
        /// `UIPageViewController` / `NSPageController`.
        case pages
        /// `NSWindowController`: the window's content controller (S9.2).
        case window
        /// AppKit's `<application>` scene: main menu and app delegate (S31).
        case application
        /// A storyboard reference placeholder (S26).
        case reference
    }

    /// `sceneID=`.
    public var id: String
    /// The controller (or reference placeholder, or application).
    public var controllerID: ObjectID
    /// The controller's element (`viewController`, `navigationController`, `windowController`, …).
    public var element: String
    /// The controller's class: custom class, else the framework class.
    public var className: String
    /// `storyboardIdentifier=` (S3).
    public var storyboardIdentifier: String?
    /// The container kind.
    public var kind: ContainerKind
    /// For a reference: `storyboardName=` (nil: this storyboard) and `referencedIdentifier=` (S26).
    public var reference: (storyboardName: String?, identifier: String?)?
    /// The root of the controller's view (`key="view"`), created lazily (S7).
    public var viewID: ObjectID?
    /// Where the controller is.
    public var location: SourceLocation
    /// A label for people: the storyboard identifier, else the class and id.
    public var title: String { storyboardIdentifier.map { "\(className) '\($0)'" } ?? "\(className) \(controllerID)" }

    /// Per document position: 1 for the scene load's objects, 2 for the view load's, 0 otherwise.
    var parts: [UInt8]
    /// Positions of the scene's top-level objects (not placeholders).
    var topLevel: [Int]
    /// Positions of the scene's placeholders.
    var placeholderIDs: Set<ObjectID>
    /// The controller's position.
    var controllerPosition: Int
    /// The view root's position.
    var viewPosition: Int?

    static func kind(element: String, className: String) -> ContainerKind {
        switch element {
        case "navigationController": return .navigation
        case "tabBarController", "tabViewController": return .tabs
        case "splitViewController": return .split
        case "pageViewController", "pagecontroller": return .pages
        case "windowController": return .window
        case "application": return .application
        case "viewControllerPlaceholder", "controllerPlaceholder": return .reference
        default:
            if className.hasSuffix("NavigationController") { return .navigation }
            if className.hasSuffix("TabBarController") || className.hasSuffix("TabViewController") { return .tabs }
            if className.hasSuffix("SplitViewController") { return .split }
            if className.hasSuffix("WindowController") { return .window }
            return .plain
        }
    }

    /// Reads one scene. `indexByID` is the document plan's.
    init?(_ scene: Scene, document: NibDocument, indexByID: [ObjectID: Int], objectCount: Int) {
        let members = (scene.topLevelObjects + scene.placeholders).compactMap { document.object(withID: $0) }
        guard
            let controller = members.first(where: { $0[attribute: "sceneMemberID"] == "viewController" })
                ?? scene.topLevelObjects.first.flatMap({ document.object(withID: $0) }),
            let controllerPosition = indexByID[controller.id]
        else { return nil }
        self.id = scene.id
        self.controllerID = controller.id
        self.element = controller.element
        self.className = controller.className
        // WatchKit names a controller for pushController(withName:context:) by `identifier=` (S39).
        self.storyboardIdentifier =
            controller[attribute: "storyboardIdentifier"]
            ?? (document.platform == .watchOS ? controller[attribute: "identifier"] : nil)
        self.location = controller.location
        self.controllerPosition = controllerPosition
        let kind = Self.kind(element: controller.element, className: controller.className)
        self.kind = kind
        if case .storyboardReference(let name, let identifier) = controller.placeholderRole {
            self.reference = (name, identifier)
        } else if kind == .reference {
            self.reference = (controller[attribute: "storyboardName"], controller[attribute: "referencedIdentifier"])
        }
        self.topLevel = scene.topLevelObjects.compactMap { indexByID[$0] }
        self.placeholderIDs = Set(scene.placeholders)

        var parts = [UInt8](repeating: 0, count: objectCount)
        func mark(_ id: ObjectID, _ part: UInt8) {
            guard let position = indexByID[id], parts[position] == 0 else { return }
            parts[position] = part
            for child in document.children(of: id) { mark(child.id, part) }
        }
        var viewRoots: [ObjectID] = []
        if kind != .window, kind != .application, kind != .reference {
            for child in document.children(of: controller.id)
            where child.key == "view" || child.element == "viewControllerLayoutGuide" {
                if child.key == "view" { viewID = child.id }
                viewRoots.append(child.id)
            }
        }
        for root in viewRoots { mark(root, 2) }
        for id in scene.topLevelObjects { mark(id, 1) }
        self.viewPosition = viewID.flatMap { indexByID[$0] }
        self.parts = parts
    }

    /// A reference placeholder that is not its scene's controller (a scene may hold one as the
    /// destination of an embed or other segue, S26).
    init(reference object: NibObject, position: Int, objectCount: Int) {
        id = object.sceneID ?? ""
        controllerID = object.id
        element = object.element
        className = object.className
        storyboardIdentifier = nil
        kind = .reference
        if case .storyboardReference(let name, let identifier) = object.placeholderRole {
            reference = (name, identifier)
        }
        location = object.location
        parts = [UInt8](repeating: 0, count: objectCount)
        topLevel = []
        placeholderIDs = []
        controllerPosition = position
    }

    /// The scope of the scene load: the controller and every other object of the scene, not
    /// the view (S6, S32.3). An application scene's application object is its owner.
    func sceneScope(application: Bool) -> NibPlan.Scope {
        var included = parts.map { $0 == 1 }
        var owner: Int?
        if application {
            included[controllerPosition] = false
            owner = controllerPosition
        }
        return NibPlan.Scope(
            included: included, available: [Bool](repeating: false, count: parts.count), owner: owner,
            ownerID: owner.map { _ in controllerID }, topLevel: topLevel.filter { included[$0] },
            placeholders: placeholderIDs)
    }

    /// The scope of the view load: the view hierarchy, with the controller as File's Owner and
    /// the scene load's objects already there (S7).
    func viewScope() -> NibPlan.Scope {
        var available = parts.map { $0 == 1 }
        available[controllerPosition] = false
        return NibPlan.Scope(
            included: parts.map { $0 == 2 }, available: available, owner: controllerPosition, ownerID: controllerID,
            topLevel: viewPosition.map { [$0] } ?? [], placeholders: placeholderIDs)
    }
}
