import NibModel

/// What a storyboard compiles into before any nib is archived: its controllers, which of them get
/// a nib of their own and under which name, which are archived in their parent's nib, and the
/// `Info.plist` that lists them.
struct StoryboardPlan {
    /// One scene controller.
    struct Controller {
        /// The controller's document id.
        var id: String
        /// Its element.
        var element: NibElement
        /// The class ibtool names it by: the standard class its element archives as
        /// (`NSWindowController`, `UINavigationController`), never the custom class.
        var baseClass: String
        /// `storyboardIdentifier=`.
        var storyboardIdentifier: String?
        /// The identifier and nib name: the storyboard identifier, else `baseClass-id`.
        var identifier: String { storyboardIdentifier ?? "\(baseClass)-\(id)" }
        /// Whether the controller gets a nib of its own.
        var hasOwnNib = false
        /// The identifier archived as `uniqueIdentifierForStoryboardCompilation`.
        var uuid: String
        /// The `<view key="view">` (AppKit and UIKit) the controller loads from its own nib.
        var view: NibElement?
    }

    let document: NibDocument
    /// The controllers by id, and their ids in document order.
    private(set) var controllers: [String: Controller] = [:]
    private(set) var order: [String] = []
    /// The controller a relationship segue embeds each child in, by the child's id.
    private(set) var relationshipParent: [String: String] = [:]
    /// The initial controller's id.
    let initialID: String?
    /// Each scene's controller id, by scene id.
    private(set) var sceneController: [String: String] = [:]
    /// The application scene's `<application>` (macOS).
    private(set) var application: NibElement?
    /// A storyboard reference (`viewControllerPlaceholder`, `controllerPlaceholder`): a
    /// controller of another storyboard, listed in `Info.plist` by the identifier that
    /// instantiates it here.
    struct Reference {
        var id: String
        var identifier: String
        var storyboardName: String?
        var referencedIdentifier: String?
    }
    /// The references this storyboard's identifiers and segues name, by document id.
    private(set) var references: [String: Reference] = [:]

    /// Why an AppKit storyboard's controller is refused: how ibtool archives it is in no
    /// Apple-compiled storyboard of the corpus, nor known otherwise. (Split view, tab view and
    /// page controllers are compiled: `AppKitStoryboardCompiler+Containers`, the vocabulary.)
    static let appKitUnknownArchives: [String: String] = [:]

    init(document: NibDocument, makeUUID: () -> String) throws(CompileError) {
        self.document = document
        initialID = document.root[attribute: "initialViewController"]
        for scene in document.scenes {
            for objectID in scene.topLevelObjects {
                guard let object = document.object(withID: objectID) else { continue }
                let element = object.sourceElement
                if element.name == "application" {
                    application = element
                    continue
                }
                guard element[attribute: "sceneMemberID"] == "viewController" else { continue }
                let chain = IBVocabulary.ruleChain(element: element.name, platform: document.platform)
                guard let rule = chain.last else {
                    let reason =
                        document.platform == .uiKit
                        ? IBVocabulary.uiKitUnknownArchives[element.name] : Self.appKitUnknownArchives[element.name]
                    throw CompileError(
                        reason.map { .unknownArchive(element: element.name, reason: $0) }
                            ?? .unsupportedElement(element.name),
                        at: element.location(in: document))
                }
                let id = objectID.rawValue
                if let identifier = element[attribute: "storyboardIdentifier"],
                    controllers.values.contains(where: { $0.storyboardIdentifier == identifier })
                {
                    throw Self.sharedIdentifier(identifier, at: element, in: document)
                }
                if let identifier = element[attribute: "storyboardIdentifier"],
                    identifier.isEmpty || identifier.contains("/")
                {
                    throw CompileError(
                        .unsupportedDocument(
                            "storyboardIdentifier \"\(identifier)\" cannot name the controller's nib "
                                + "(a nib is named after its controller's identifier, and a file name is neither empty nor holds '/')"
                        ),
                        at: element.location(in: document))
                }
                controllers[id] = Controller(
                    id: id, element: element, baseClass: rule.archivedClass,
                    storyboardIdentifier: element[attribute: "storyboardIdentifier"], uuid: makeUUID(),
                    view: element.children.first { $0[attribute: "key"] == "view" && $0.declaresObject })
                order.append(id)
                sceneController[scene.id] = id
            }
        }
        // A reference any segue names, a relationship's included (a container's child from
        // another storyboard), is listed in `Info.plist` by an identifier.
        var segueDestinations: Set<String> = []
        for connection in document.connections {
            if case .segue(let segue) = connection.kind {
                segueDestinations.insert(segue.destination.rawValue)
            }
        }
        for placeholder in document.placeholders where placeholder.element.hasSuffix("ontrollerPlaceholder") {
            let id = placeholder.id.rawValue
            let identifier = placeholder[attribute: "storyboardIdentifier"]
            guard identifier != nil || segueDestinations.contains(id) else { continue }
            references[id] = Reference(
                id: id,
                identifier: identifier
                    ?? "\(document.platform == .uiKit ? "UIViewController" : "NSViewController")-\(id)",
                storyboardName: placeholder[attribute: "storyboardName"],
                referencedIdentifier: placeholder[attribute: "referencedIdentifier"])
        }
        if let initialID, controllers[initialID] == nil, references[initialID] == nil {
            throw CompileError(.danglingReference(initialID), at: document.root.location(in: document))
        }
        for connection in document.connections {
            guard case .segue(let segue) = connection.kind else { continue }
            let destination = segue.destination.rawValue
            guard controllers[destination] != nil else { continue }
            if segue.kind == "relationship" {
                relationshipParent[destination] = owningController(of: connection.source.rawValue)
            } else {
                controllers[destination]?.hasOwnNib = true
            }
        }
        for id in order where id == initialID || controllers[id]?.storyboardIdentifier != nil {
            controllers[id]?.hasOwnNib = true
        }
        // A controller embedding another storyboard's controller by relationship: UIKit's
        // container archives a `UIStoryboardViewControllerPlaceholder` child
        // (`UIKitStoryboardCompiler`), an AppKit window controller an
        // `NSStoryboardControllerPlaceholder` content controller (`AppKitStoryboardCompiler`); an
        // AppKit split view or tab view item's is not known, so it is refused rather than
        // compiled without its child.
        for connection in document.connections where document.platform != .uiKit {
            guard case .segue(let segue) = connection.kind, segue.kind == "relationship",
                segue.relationship != "window.shadowedContentViewController",
                document.object(withID: segue.destination)?.element.hasSuffix("ontrollerPlaceholder") == true,
                let parent = owningController(of: connection.source.rawValue), isArchived(parent)
            else { continue }
            throw CompileError(
                .unknownArchive(
                    element: "segue",
                    reason:
                        "its destination '\(segue.destination.rawValue)' is a storyboard reference embedded by "
                        + "relationship '\(segue.relationship ?? "")', whose item no Apple-compiled macOS storyboard of "
                        + "the corpus shows archived (a window's content controller from a reference is compiled)"),
                at: connection.location)
        }
    }

    /// The refusal of a storyboard identifier more than one controller has, as ibtool refuses it
    /// ("Illegal Configuration: Two view controllers have the same storyboard identifier", the
    /// error Xcode reports, aryaxt/iOS-Slide-Menu#25): `Info.plist` maps an identifier to the one
    /// nib named after it. Any other identifier names its nib as it is, spaces and quotes
    /// included, but for a `/`, which no file name holds.
    static func sharedIdentifier(_ identifier: String, at element: NibElement, in document: NibDocument) -> CompileError
    {
        var ids: [String] = []
        document.root.forEachDescendant { candidate in
            if candidate[attribute: "sceneMemberID"] == "viewController",
                candidate[attribute: "storyboardIdentifier"] == identifier, let id = candidate[attribute: "id"]
            {
                ids.append("'\(id)'")
            }
        }
        return CompileError(
            .unsupportedDocument(
                "storyboardIdentifier \"\(identifier)\" names \(ids.count) controllers (\(ids.joined(separator: ", "))), "
                    + "which ibtool refuses too (\"Two view controllers have the same storyboard identifier\"): "
                    + "a compiled storyboard instantiates an identifier from the one nib named after it"),
            at: element.location(in: document))
    }

    /// The identifier a segue names its destination by: the controller's nib, or a reference's
    /// identifier.
    func destinationIdentifier(of id: String) -> String? {
        controllers[id]?.identifier ?? references[id]?.identifier
    }

    /// `Info.plist`'s table of references: identifier → the storyboard and controller named.
    func referenceTable(prefix: String) -> PropertyListNode? {
        guard !references.isEmpty else { return nil }
        let entries = references.values.sorted { $0.identifier < $1.identifier }.map { reference in
            var values: [PropertyListNode.Entry] = []
            if let name = reference.storyboardName {
                values.append(.init(key: prefix + "ReferencedStoryboardName", value: .string(name)))
            }
            if let identifier = reference.referencedIdentifier {
                values.append(.init(key: prefix + "ReferencedControllerIdentifier", value: .string(identifier)))
            }
            return PropertyListNode.Entry(key: reference.identifier, value: .dictionary(values))
        }
        return .dictionary(entries)
    }

    /// Whether a controller is archived in some nib: its own, or an ancestor's by relationship.
    func isArchived(_ id: String) -> Bool {
        var current = id
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if controllers[current]?.hasOwnNib == true { return true }
            guard let parent = relationshipParent[current] else { return false }
            current = parent
        }
        return false
    }

    /// The controllers in document order.
    var allControllers: [Controller] { order.compactMap { controllers[$0] } }

    /// The controllers with a nib of their own, in document order.
    var nibControllers: [Controller] { allControllers.filter(\.hasOwnNib) }

    /// The controller of the scene an object is in (itself, for a controller).
    func owningController(of id: String) -> String? {
        if controllers[id] != nil { return id }
        guard let sceneID = document.object(withID: ObjectID(id))?.sceneID else { return nil }
        return sceneController[sceneID]
    }

    /// The relationship children of `id`, in the order of its segues; with `includingReferences`,
    /// the storyboard references it embeds too.
    func relationshipChildren(
        of id: String, includingReferences: Bool = false
    ) -> [(relationship: String, child: String)] {
        document.connections.compactMap { connection in
            guard case .segue(let segue) = connection.kind, segue.kind == "relationship",
                owningController(of: connection.source.rawValue) == id,
                controllers[segue.destination.rawValue] != nil
                    || (includingReferences && references[segue.destination.rawValue] != nil)
            else { return nil }
            return (segue.relationship ?? "", segue.destination.rawValue)
        }
    }

    /// The name of a controller's view nib: `controllerID-view-viewID`.
    func viewNibName(of controller: Controller) -> String? {
        guard let viewID = controller.view?[attribute: "id"] else { return nil }
        return "\(controller.id)-view-\(viewID)"
    }

    /// The view nib a controller without a view names (`nibName=`) in the form ibtool gives a
    /// controller's view nib (`<controller id>-view-<view id>`): what the decompiler writes for
    /// a compiled storyboard whose view nib is absent (viraptor's lone `sb_localized` window
    /// controller nib), archived as a view nib of the storyboard's is (`NSNibName` and the
    /// external objects table, empty: Apple's nib there holds an empty one). A `nibName` in any
    /// other form is not one of the storyboard's nibs.
    func absentViewNibName(of controller: Controller) -> String? {
        guard controller.view == nil, let name = controller.element[attribute: "nibName"],
            name.hasPrefix(controller.id + "-view-"), name.count > controller.id.count + "-view-".count
        else { return nil }
        return name
    }

    /// A macOS storyboard's `Info.plist`.
    func appKitInfo(hasMainMenu: Bool) -> PropertyListNode {
        var names: [(String, PropertyListNode)] = []
        var uuids: [(String, PropertyListNode)] = []
        if hasMainMenu { names.append(("MainMenu", .string("MainMenu"))) }
        for controller in nibControllers {
            names.append((controller.identifier, .string(controller.identifier)))
            uuids.append((controller.identifier, .string(controller.uuid)))
        }
        var entries: [(String, PropertyListNode)] = [
            ("NSStoryboardMainMenu", .string("MainMenu")),
            ("NSViewControllerIdentifiersToNibNames", .dictionary(names.map { .init(key: $0.0, value: $0.1) })),
        ]
        if let initialID, let initial = destinationIdentifier(of: initialID) {
            entries.append(("NSStoryboardDesignatedEntryPointIdentifier", .string(initial)))
        }
        entries.append(("NSViewControllerIdentifiersToUUIDs", .dictionary(uuids.map { .init(key: $0.0, value: $0.1) })))
        if let references = referenceTable(prefix: "NS") {
            entries.append(("NSViewControllerIdentifiersToExternalStoryboardReferences", references))
        }
        entries.append(("NSStoryboardVersion", .integer(1)))
        return .dictionary(entries.map { .init(key: $0.0, value: $0.1) })
    }

    /// An iOS storyboard's `Info.plist`.
    func uiKitInfo() -> PropertyListNode {
        let names = nibControllers.map { PropertyListNode.Entry(key: $0.identifier, value: .string($0.identifier)) }
        var entries: [PropertyListNode.Entry] = [
            .init(key: "UIViewControllerIdentifiersToNibNames", value: .dictionary(names))
        ]
        if let references = referenceTable(prefix: "UI") {
            entries.append(.init(key: "UIViewControllerIdentifiersToExternalStoryboardReferences", value: references))
        }
        if let initialID, let initial = destinationIdentifier(of: initialID) {
            entries.append(.init(key: "UIStoryboardDesignatedEntryPointIdentifier", value: .string(initial)))
        }
        entries.append(.init(key: "UIStoryboardVersion", value: .integer(1)))
        return .dictionary(entries)
    }

    /// Records the identifier a controller's nib is archived with.
    mutating func setUUID(_ uuid: String, of id: String) {
        controllers[id]?.uuid = uuid
    }
}
