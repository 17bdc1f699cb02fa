import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A storyboard read once and instantiated scene by scene, as `UIStoryboard` and
/// `NSStoryboard` do (storyboards.md).
///
/// ```swift
/// var options = StoryboardOptions()
/// options.load.registry.register(HomeController.self, as: "HomeController")
/// let storyboard = try Storyboard(contentsOfFile: "Main.storyboard", options: options)
/// let home = try storyboard.instantiateInitialController()     // one scene, view not loaded (S6, S7)
/// try home.loadViewIfNeeded()
/// try home.performSegue(withIdentifier: "showDetail")
/// print(storyboard.trace.text)
/// ```
///
/// The storyboard's folder is where references (S26) and resources are found (S28). Every
/// instantiate call creates one scene's controller, with its relationship and embedded
/// children, and nothing else (S6, S9–S11).
public final class Storyboard {
    /// The path the storyboard was read from.
    public let path: String
    /// The name without folder and extension (`Main`), as `init(name:bundle:)` takes it (S28).
    public let name: String
    /// The folder references and resources are looked up in (S28).
    public let folder: String
    /// The parsed document.
    public let document: NibDocument
    /// The platform whose rules are followed.
    public let platform: Platform
    /// The scenes, in document order.
    public let scenes: [StoryboardScene]
    /// Every segue, in document order (S5).
    public let segues: [StoryboardSegueInfo]
    /// The initial controller's id (`initialViewController=`, S4).
    public let initialControllerID: ObjectID?
    /// The options.
    public let options: StoryboardOptions
    /// The live state and trace this storyboard shares with the storyboards it references.
    public let session: StoryboardSession

    let nib: Nib
    let sceneIndexByController: [ObjectID: Int]
    let sceneIndexByID: [String: Int]
    let seguesBySource: [ObjectID: [Int]]
    let segueIndexByID: [ObjectID: Int]
    private var scenePlans: [String: NibPlan] = [:]
    private var viewPlans: [String: NibPlan] = [:]

    /// Opens a storyboard with a new session.
    ///
    /// - Throws: ``StoryboardError`` when the file cannot be read or parsed, or names no platform.
    public convenience init(
        contentsOfFile path: String, options: StoryboardOptions = StoryboardOptions()
    )
        throws(StoryboardError)
    {
        try self.init(path: path, options: options, session: nil)
    }

    init(path: String, options: StoryboardOptions, session: StoryboardSession?) throws(StoryboardError) {
        let nib: Nib
        do throws(NibLoadingError) {
            nib = try Nib(contentsOfFile: path)
        } catch {
            throw StoryboardError(error, trace: session?.trace)
        }
        let document = nib.document
        guard let platform = options.load.platform ?? document.platform else {
            throw StoryboardError(
                .load(.unsupportedPlatform("the document targets no platform this loader knows")),
                at: SourceLocation(file: path, line: 1))
        }
        self.nib = nib
        self.document = document
        self.platform = platform
        self.path = path
        self.name = PathText.deletingPathExtension(PathText.lastComponent(path))
        let directory = PathText.deletingLastComponent(path)
        self.folder = directory.isEmpty ? "." : directory
        var options = options
        StoryboardControllerStandIn.register(in: &options.load.registry)
        self.options = options
        let session = session ?? StoryboardSession(file: path, platform: platform)
        self.session = session

        let indexByID = nib.plan.indexByID
        let count = nib.plan.ids.count
        let scenes = document.scenes.compactMap {
            StoryboardScene($0, document: document, indexByID: indexByID, objectCount: count)
        }
        var byController: [ObjectID: Int] = [:]
        var bySceneID: [String: Int] = [:]
        for (index, scene) in scenes.enumerated() {
            byController[scene.controllerID] = index
            bySceneID[scene.id] = index
        }
        var referenceScenes: [StoryboardScene] = []
        for placeholder in document.placeholders where byController[placeholder.id] == nil {
            guard case .storyboardReference = placeholder.placeholderRole, let position = indexByID[placeholder.id]
            else { continue }
            byController[placeholder.id] = scenes.count + referenceScenes.count
            referenceScenes.append(StoryboardScene(reference: placeholder, position: position, objectCount: count))
        }
        self.scenes = scenes
        self.referenceScenes = referenceScenes
        self.sceneIndexByController = byController
        self.sceneIndexByID = bySceneID
        let (segues, repeats) = StoryboardSegueInfo.read(document)
        self.segues = segues
        var bySource: [ObjectID: [Int]] = [:]
        var byID: [ObjectID: Int] = [:]
        for (index, segue) in segues.enumerated() {
            bySource[segue.sourceID, default: []].append(index)
            byID[segue.id] = index
        }
        for (source, segue) in repeats {
            if let index = byID[segue] { bySource[source, default: []].append(index) }
        }
        self.seguesBySource = bySource
        self.segueIndexByID = byID
        self.initialControllerID = document.header.initialViewController
        session.storyboards[path] = self
        session.record(
            StoryboardEvent(
                .opened, rule: "S28", name: name,
                detail: "\(scenes.count) scenes, \(segues.count) segues; references resolve in \(folder)",
                location: SourceLocation(file: path, line: document.root.line)))
    }

    /// Every step so far, this storyboard's and its references'.
    public var trace: StoryboardTrace { session.trace }

    /// The storyboard identifiers of the scenes (S3), in document order.
    public var identifiers: [String] { scenes.compactMap(\.storyboardIdentifier) }

    /// Reference placeholders that share a scene with its controller (S26).
    let referenceScenes: [StoryboardScene]

    /// The scene whose controller (or reference placeholder) has this id.
    public func scene(controllerID: ObjectID) -> StoryboardScene? {
        sceneIndexByController[controllerID].map { $0 < scenes.count ? scenes[$0] : referenceScenes[$0 - scenes.count] }
    }

    /// The scene with this storyboard identifier.
    public func scene(identifier: String) -> StoryboardScene? {
        scenes.first { $0.storyboardIdentifier == identifier }
    }

    /// The segues whose source is the object (S5), in document order.
    public func segues(from sourceID: ObjectID) -> [StoryboardSegueInfo] {
        (seguesBySource[sourceID] ?? []).map { segues[$0] }
    }

    /// The segues whose source is in a scene (the controller's and its objects').
    public func segues(inScene sceneID: String) -> [StoryboardSegueInfo] {
        segues.filter { $0.sceneID == sceneID }
    }

    // MARK: Instantiation (S4, S6)

    /// Creates the initial controller (S4), with its relationship and embedded children.
    ///
    /// - Parameter creator: Builds the controller from its coder, or returns `nil` for the
    ///   registered class's `init(nibCoder:)` (S6.2).
    /// - Throws: ``StoryboardError/Kind/noInitialController(storyboard:)`` or a load failure.
    public func instantiateInitialController(
        creator: ((NibCoder) throws -> AnyObject?)? = nil
    )
        throws(StoryboardError) -> StoryboardController
    {
        guard let id = initialControllerID, sceneIndexByController[id] != nil else {
            throw StoryboardError(
                .noInitialController(storyboard: name), at: SourceLocation(file: path, line: document.root.line),
                trace: trace)
        }
        return try instantiate(scene(controllerID: id)!, rule: "S4", creator: creator)
    }

    /// Creates the controller with a storyboard identifier (S3, S6).
    ///
    /// - Parameters:
    ///   - identifier: The Storyboard ID.
    ///   - creator: As for ``instantiateInitialController(creator:)`` (S6.2).
    /// - Throws: ``StoryboardError/Kind/missingIdentifier(_:storyboard:available:)`` (S34) or a
    ///   load failure.
    public func instantiateController(
        withIdentifier identifier: String, creator: ((NibCoder) throws -> AnyObject?)? = nil
    ) throws(StoryboardError) -> StoryboardController {
        guard let scene = scene(identifier: identifier) else {
            throw StoryboardError(
                .missingIdentifier(identifier, storyboard: name, available: identifiers),
                at: SourceLocation(file: path, line: document.root.line), trace: trace)
        }
        return try instantiate(scene, rule: "S6", creator: creator)
    }

    /// Creates the controller of any scene, with or without a storyboard identifier (S6).
    ///
    /// - Throws: ``StoryboardError`` from the load.
    public func instantiateScene(
        _ scene: StoryboardScene, creator: ((NibCoder) throws -> AnyObject?)? = nil
    ) throws(StoryboardError) -> StoryboardController {
        try instantiate(scene, rule: "S6", creator: creator)
    }

    /// Creates one scene's controller: a reference is followed (S26); a scene load creates the
    /// controller and the scene's objects (S6); relationship (S9) and embedded (S10) children
    /// follow. The view is not loaded (S7).
    func instantiate(
        _ scene: StoryboardScene, rule: String, creator: ((NibCoder) throws -> AnyObject?)? = nil,
        depth: Int = 0
    ) throws(StoryboardError) -> StoryboardController {
        if scene.kind == .reference {
            return try followReference(scene, creator: creator, depth: depth)
        }
        let plan = scenePlan(scene)
        var load = options.load
        if let creator { install(creator, for: scene, in: &load.registry) }
        let loaded: LoadedNib
        do throws(NibLoadingError) {
            let owner: AnyObject? =
                scene.kind == .application
                ? (load.application
                    ?? NibStandIn(className: platform.usesUIKitSemantics ? "UIApplication" : "NSApplication"))
                : nil
            loaded = try NibInstantiator(plan: plan, owner: owner, externalObjects: [:], options: load).run()
        } catch {
            if let trace = error.trace { session.record(nib: trace, rule: "S6", sceneID: scene.id) }
            throw StoryboardError(error, trace: self.trace)
        }
        session.record(nib: loaded.trace, rule: "S6", sceneID: scene.id)
        let object = loaded.object(withID: scene.controllerID) ?? loaded.owner ?? NibStandIn(className: scene.className)
        let controller = StoryboardController(object: object, storyboard: self, scene: scene, sceneObjects: loaded)
        session.record(
            StoryboardEvent(
                .sceneInstantiated, rule: rule, sceneID: scene.id, objectID: scene.controllerID,
                className: controller.className, name: scene.storyboardIdentifier,
                detail:
                    "new controller and \(loaded.topLevelObjects.count) top-level objects; storyboard = \(name); "
                    + (platform == .watchOS
                        ? "its interface objects came with it (S39)" : "view not loaded (S7)"),
                location: scene.location))
        if loaded.trace.events.contains(where: { $0.action == .awake && $0.objectID == scene.controllerID }) {
            session.record(
                StoryboardEvent(
                    .sceneInstantiated, rule: "S8", sceneID: scene.id, objectID: scene.controllerID,
                    className: controller.className,
                    detail: "unspecified: the controller's awakeFromNib came with the scene load"))
        }
        if scene.kind == .application { fillMainMenu(controller) }
        guard depth < 32 else { return controller }
        try makeRelationships(of: controller, depth: depth)
        try makeEmbeds(of: controller, depth: depth)
        return controller
    }

    /// Registers a factory that asks `creator` first for the scene's controller (S6.2).
    private func install(
        _ creator: @escaping (NibCoder) throws -> AnyObject?, for scene: StoryboardScene,
        in registry: inout ClassRegistry
    ) {
        guard let object = document.object(withID: scene.controllerID) else { return }
        let name = object.customClass ?? object.className
        let modules = [object.customModule, options.load.targetModule].compactMap { $0 }
        let current = registry
        let original =
            modules.compactMap { current.factory(for: "\($0).\(name)") }.first ?? current.factory(for: name)
            ?? ClassRegistry.standIn(object.className)
        let controllerID = scene.controllerID
        let factory = ClassRegistry.Factory(
            plain: original.plain,
            coder: { coder in
                if coder.object.id == controllerID, let made = try creator(coder) { return made }
                if let decode = original.coder { return try decode(coder) }
                return original.plain()
            },
            frame: original.frame, isStandIn: original.isStandIn)
        for module in modules { registry.register(factory, as: "\(module).\(name)") }
        registry.register(factory, as: name)
    }

    func scenePlan(_ scene: StoryboardScene) -> NibPlan {
        if let plan = scenePlans[scene.id] { return plan }
        let plan = NibPlan(document: document, scope: scene.sceneScope(application: scene.kind == .application))
        scenePlans[scene.id] = plan
        return plan
    }

    func viewPlan(_ scene: StoryboardScene) -> NibPlan {
        if let plan = viewPlans[scene.id] { return plan }
        let plan = NibPlan(document: document, scope: scene.viewScope())
        viewPlans[scene.id] = plan
        return plan
    }

    func scene(containing objectID: ObjectID) -> StoryboardScene? {
        guard let sceneID = document.object(withID: objectID)?.sceneID else { return nil }
        return sceneIndexByID[sceneID].map { scenes[$0] }
    }

    func location(of id: ObjectID) -> SourceLocation {
        document.object(withID: id)?.location ?? SourceLocation(file: path, line: document.root.line)
    }

    // MARK: The view (S7)

    /// Loads a controller's view from its scene with the controller as owner (S7.2, S7.3), then
    /// the views of the children on screen (S9.3) and of embedded children (S10).
    func loadView(of controller: StoryboardController) throws(StoryboardError) {
        guard !controller.isViewLoaded else { return }
        let scene = controller.scene
        let uiKit = platform.usesUIKitSemantics
        if platform == .watchOS {
            // WatchKit: no view; the interface objects came with the controller's scene load (S39).
            controller.view = controller.object
            session.record(
                StoryboardEvent(
                    .viewAssigned, rule: "S39", sceneID: scene.id, objectID: scene.controllerID,
                    className: controller.className,
                    detail: "WatchKit: no view to load; the interface objects came with the controller"))
            return
        }
        // A compiled controller always loads its view from the nib it names (S7.1, S32.3).
        if scene.viewID == nil, document.format == .compiledStoryboard,
            let nibName = document.object(withID: scene.controllerID)?[attribute: "nibName"]
        {
            throw StoryboardError(
                .missingViewNib(nibName, storyboard: PathText.lastComponent(path)), at: scene.location,
                objectID: scene.controllerID, trace: trace)
        }
        session.record(
            StoryboardEvent(
                .loadView, rule: uiKit ? "S7.1" : "S7.3", sceneID: scene.id, objectID: scene.controllerID,
                className: controller.className,
                detail: scene.viewID == nil
                    ? "the scene has no view: the container makes its own"
                    : "the view \(scene.viewID!) is loaded from the storyboard with the controller as owner"))
        if scene.viewID != nil {
            let plan = viewPlan(scene)
            do throws(NibLoadingError) {
                let instantiator = try NibInstantiator(
                    plan: plan, owner: controller.object, externalObjects: [:], options: options.load)
                for (position, part) in scene.parts.enumerated() where part == 1 {
                    if let object = controller.sceneObjects.table.slots[position] {
                        instantiator.live.slots[position] = object
                    }
                }
                let loaded = try instantiator.run()
                session.record(nib: loaded.trace, rule: uiKit ? "S7.2" : "S7.3", sceneID: scene.id)
                controller.viewObjects = loaded
                controller.view = scene.viewID.flatMap { loaded.object(withID: $0) }
            } catch {
                if let trace = error.trace { session.record(nib: trace, rule: "S7", sceneID: scene.id) }
                throw StoryboardError(error, trace: trace)
            }
        } else {
            controller.view = NibStandIn(className: uiKit ? "UIView" : "NSView")
        }
        session.record(
            StoryboardEvent(
                .viewAssigned, rule: uiKit ? "S7.2" : "S7.3", sceneID: scene.id, objectID: scene.viewID,
                className: controller.className, detail: "view set; isViewLoaded is now true"))
        (controller.object as? StoryboardViewLoading)?.viewDidLoad()
        session.record(
            StoryboardEvent(
                .viewDidLoad, rule: "S7", sceneID: scene.id, objectID: scene.controllerID,
                className: controller.className,
                detail: controller.object is StoryboardViewLoading ? "viewDidLoad" : "the class has no viewDidLoad"))
        for child in controller.children {
            switch child.placement {
            case .embedded:
                session.record(
                    StoryboardEvent(
                        .embed, rule: "S10", sceneID: child.scene.id, objectID: child.id, className: child.className,
                        detail: "unspecified: the embedded child's view loads with its parent's"))
                try child.storyboard.loadView(of: child)
            case .relationship where child === controller.visibleChild:
                session.record(
                    StoryboardEvent(
                        .relationship, rule: "S9.3", sceneID: child.scene.id, objectID: child.id,
                        className: child.className, detail: "the child on screen loads its view; the others stay lazy"))
                try child.storyboard.loadView(of: child)
            default:
                continue
            }
        }
    }

    // MARK: Relationships (S9) and embeds (S10)

    private func makeRelationships(of controller: StoryboardController, depth: Int) throws(StoryboardError) {
        var relationships = segues(from: controller.id).filter { $0.kind == "relationship" }
        if controller.kind == .split, platform.usesUIKitSemantics {
            // S9.1: a split view controller's children by position, the primary first: its
            // master, whatever the order of the segues (as the compiler archives them).
            let rank = { (segue: StoryboardSegueInfo) in segue.relationship == "masterViewController" ? 0 : 1 }
            relationships = relationships.enumerated().sorted { lhs, rhs in
                rank(lhs.element) == rank(rhs.element) ? lhs.offset < rhs.offset : rank(lhs.element) < rank(rhs.element)
            }.map(\.element)
        }
        for segue in relationships {
            if platform == .watchOS, segue.relationship != "nextPage" {
                session.record(
                    StoryboardEvent(
                        .relationship, rule: "S39", outcome: .skipped, sceneID: controller.scene.id, segueID: segue.id,
                        name: segue.relationship,
                        detail: "WatchKit makes \(segue.destinationID) itself, when a notification arrives",
                        location: segue.location))
                continue
            }
            guard let destinationScene = scene(controllerID: segue.destinationID) else {
                session.record(
                    StoryboardEvent(
                        .relationship, rule: "S9", outcome: .warning, sceneID: controller.scene.id, segueID: segue.id,
                        name: segue.relationship, detail: "the destination \(segue.destinationID) is not a scene",
                        location: segue.location))
                continue
            }
            let child = try instantiate(destinationScene, rule: "S9", depth: depth + 1)
            child.parent = controller
            child.placement = .relationship(segue.relationship ?? "relationship")
            controller.children.append(child)
            if controller.kind == .tabs, controller.selectedIndex == nil { controller.selectedIndex = 0 }
            (controller.object as? StoryboardControllerStandIn)?.childControllers.append(child.object)
            if let coding = controller.object as? NibKeyValueCoding, let key = segue.relationship,
                key == "rootViewController" || key == "window.shadowedContentViewController"
            {
                _ = try? coding.setNibValue(
                    child.object, forKey: key == "rootViewController" ? key : "contentViewController")
            }
            session.record(
                StoryboardEvent(
                    .relationship, rule: relationshipRule, sceneID: controller.scene.id, objectID: child.id,
                    segueID: segue.id, className: child.className, name: segue.relationship,
                    detail:
                        "child \(controller.children.count - 1) of \(controller.className) (\(Self.describe(relationship: segue.relationship, kind: controller.kind, index: controller.children.count - 1)))"
                        + (platform == .watchOS ? "" : "; its view stays lazy")
                        + (segue.destinationCreationSelector.map { "; segue action \($0) on a relationship (S9.4)" }
                            ?? ""),
                    location: segue.location))
        }
    }

    private var relationshipRule: String {
        platform == .watchOS ? "S39" : platform.usesUIKitSemantics ? "S9.1" : "S9.2"
    }

    static func describe(relationship: String?, kind: StoryboardScene.ContainerKind, index: Int) -> String {
        switch (relationship, kind) {
        case ("rootViewController", _): "navigation stack index 0"
        case ("window.shadowedContentViewController", _): "window content controller"
        case ("nextPage", _): "the next page of a page-based interface"
        case (_, .tabs): "tab \(index)" + (index == 0 ? ", selected" : "")
        case (_, .split): index == 0 ? "primary" : "secondary"
        default: relationship ?? "child"
        }
    }

    private func makeEmbeds(of controller: StoryboardController, depth: Int) throws(StoryboardError) {
        let embeds = segues(inScene: controller.scene.id).filter { $0.kind == "embed" }
        for segue in embeds {
            guard let destinationScene = scene(controllerID: segue.destinationID) else { continue }
            let child = try instantiate(destinationScene, rule: "S10", depth: depth + 1)
            child.parent = controller
            child.placement = .embedded(containerViewID: segue.sourceID)
            controller.children.append(child)
            session.record(
                StoryboardEvent(
                    .embed, rule: "S10", sceneID: controller.scene.id, objectID: child.id, segueID: segue.id,
                    className: child.className, name: segue.identifier,
                    detail:
                        "created with its parent, child of \(controller.className) in container view \(segue.sourceID)",
                    location: segue.location))
            let made = StoryboardSegue(
                info: segue, className: segueClassName(segue), source: controller, destination: child)
            (controller.object as? StoryboardSegueHandling)?.prepare(for: made, sender: nil)
            session.record(
                StoryboardEvent(
                    .prepare, rule: "S10", sceneID: controller.scene.id, segueID: segue.id,
                    className: controller.className, name: segue.identifier,
                    detail: "unspecified: prepare(for:sender:) "
                        + (controller.object is StoryboardSegueHandling ? "called for the embed" : "not implemented")))
        }
    }

    // MARK: The application scene (S31)

    private func fillMainMenu(_ controller: StoryboardController) {
        guard let menuObject = document.children(of: controller.id).first(where: { $0.key == "mainMenu" }),
            let menu = controller.sceneObjects.object(withID: menuObject.id)
        else { return }
        session.mainMenu = menu
        let access = try? (controller.object as? NibKeyValueCoding)?.setNibValue(menu, forKey: "mainMenu")
        session.record(
            StoryboardEvent(
                .mainMenu, rule: "S31", sceneID: controller.scene.id, objectID: menuObject.id,
                className: controller.className, name: "mainMenu",
                detail: access == nil ? "kept as the session's main menu" : "NSApplication.mainMenu set",
                location: menuObject.location))
    }
}
