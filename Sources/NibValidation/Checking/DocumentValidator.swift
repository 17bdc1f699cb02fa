import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks a document on its own: references, ids, placeholder roles, platform misuse,
/// storyboard structure and Interface Builder's own layout flags.
///
/// ```swift
/// let document = try NibDocument(contentsOfFile: "Main.storyboard")
/// let findings = DocumentValidator().validate(document)
/// ```
public struct DocumentValidator: Sendable {
    /// The rules that run.
    public var rules: RuleSelection
    /// A folder storyboard references also look in (with its `*.lproj` subfolders), besides the
    /// referring storyboard's own folder and the ``storyboards`` catalogue.
    public var storyboardDirectory: String?
    /// Every storyboard of the app: Xcode copies each storyboard into the bundle flat, so a
    /// reference resolves to a storyboard of that name anywhere in the target.
    public var storyboards: StoryboardCatalog
    /// Superclasses beyond the framework table, e.g. from the app's sources.
    public var hierarchy: (any ClassHierarchy)?

    /// Creates a validator.
    public init(
        rules: RuleSelection = .default, storyboardDirectory: String? = nil,
        storyboards: StoryboardCatalog = StoryboardCatalog(), hierarchy: (any ClassHierarchy)? = nil
    ) {
        self.rules = rules
        self.storyboardDirectory = storyboardDirectory
        self.storyboards = storyboards
        self.hierarchy = hierarchy
    }

    /// Every finding of the enabled document rules, in document order.
    public func validate(_ document: NibDocument) -> [ValidationDiagnostic] {
        var findings = Findings(rules: rules)
        checkDuplicateIDs(document, &findings)
        for connection in document.connections {
            checkReference(connection, document, &findings)
            checkPlaceholderRoles(connection, document, &findings)
            checkPlatform(connection, document, &findings)
        }
        for object in document.objects {
            checkObject(object, document, &findings)
        }
        checkWindowOutlet(document, &findings)
        checkInitialViewController(document, &findings)
        return findings.sorted
    }

    // MARK: - References and ids

    private func checkDuplicateIDs(_ document: NibDocument, _ findings: inout Findings) {
        for duplicate in document.duplicateIDs {
            guard let first = duplicate.locations.first else { continue }
            for location in duplicate.locations.dropFirst() {
                findings.add(
                    .duplicateID, "id '\(duplicate.id)' is already used by another element", at: location,
                    notes: [.init(message: "id '\(duplicate.id)' first used here", location: first)])
            }
        }
    }

    private func checkReference(_ connection: Connection, _ document: NibDocument, _ findings: inout Findings) {
        guard let destination = connection.destination, !document.contains(destination) else { return }
        switch connection.kind {
        case .segue(let segue):
            let name = segue.identifier.map { "segue '\($0)'" } ?? "\(segue.kind ?? "unnamed") segue"
            findings.add(
                .missingSegueDestination, "\(name) leads to unknown object '\(destination)'", at: connection.location)
        case .action(let action):
            findings.add(
                .danglingReference, "action '\(action.selector)' targets unknown object '\(destination)'",
                at: connection.location)
        default:
            findings.add(
                .danglingReference, "\(Self.describe(connection)) refers to unknown object '\(destination)'",
                at: connection.location)
        }
    }

    private func checkPlaceholderRoles(_ connection: Connection, _ document: NibDocument, _ findings: inout Findings) {
        let sourceRole = document.object(withID: connection.source)?.placeholderRole
        let destinationRole = connection.destination.flatMap { document.object(withID: $0)?.placeholderRole }
        let what = Self.describe(connection)
        switch connection.kind {
        case .outlet, .outletCollection:
            if let role = sourceRole, Self.cannotHoldConnections(role) {
                findings.add(
                    .invalidPlaceholderConnection,
                    "\(Self.name(of: role)) cannot hold \(what); it is not an object at load time",
                    at: connection.location)
            }
            if let role = destinationRole, Self.cannotBeReferenced(role) {
                findings.add(
                    .invalidPlaceholderConnection, "\(what) cannot point to \(Self.name(of: role))",
                    at: connection.location)
            }
        case .action:
            if let role = sourceRole, Self.cannotHoldConnections(role) {
                findings.add(
                    .invalidPlaceholderConnection, "\(Self.name(of: role)) cannot send \(what)", at: connection.location
                )
            }
            if destinationRole == .exit {
                findings.add(
                    .invalidPlaceholderConnection, "\(what) cannot target Exit; use an unwind segue",
                    at: connection.location)
            }
        case .binding:
            if let role = destinationRole, Self.cannotBeReferenced(role) {
                findings.add(
                    .invalidPlaceholderConnection, "\(what) cannot bind to \(Self.name(of: role))",
                    at: connection.location)
            }
        case .segue, .other:
            break
        }
    }

    private func checkPlatform(_ connection: Connection, _ document: NibDocument, _ findings: inout Findings) {
        guard let platform = document.platform else { return }
        switch connection.kind {
        case .binding(let binding) where platform != .appKit:
            findings.add(
                .bindingOutsideAppKit,
                "binding '\(binding.name)' to '\(binding.keyPath)' is not supported on \(Self.name(of: platform)); Cocoa bindings exist on AppKit only",
                at: connection.location)
        case .outletCollection(let collection) where platform == .appKit:
            findings.add(
                .outletCollectionInAppKit,
                "outlet collection '\(collection.property)' is not supported on AppKit; outlet collections exist on UIKit only",
                at: connection.location)
        default:
            break
        }
    }

    // MARK: - Objects

    private func checkObject(_ object: NibObject, _ document: NibDocument, _ findings: inout Findings) {
        if case .custom(let name) = object.placeholderRole, document.platform == .appKit {
            findings.add(
                .customPlaceholderInAppKit,
                "custom placeholder '\(name)' is not supported on AppKit; external objects exist on UIKit only",
                at: object.location)
        }
        if case .storyboardReference(let storyboardName, let identifier) = object.placeholderRole {
            checkStoryboardReference(
                object, storyboardName: storyboardName, identifier: identifier, document, &findings)
        }
        if object[attribute: "misplaced"] == "YES" {
            findings.add(
                .misplacedView,
                "\(Self.describe(object)) is misplaced; its frame differs from what its constraints give",
                at: object.location)
        }
        if object[attribute: "ambiguous"] == "YES" {
            findings.add(.ambiguousLayout, "\(Self.describe(object)) has ambiguous layout", at: object.location)
        }
    }

    private func checkStoryboardReference(
        _ object: NibObject, storyboardName: String?, identifier: String?, _ document: NibDocument,
        _ findings: inout Findings
    ) {
        guard let storyboardName, !storyboardName.isEmpty else {
            if let identifier, document.storyboardIdentifiers[identifier] == nil {
                findings.add(
                    .missingReferencedStoryboard,
                    "storyboard reference names identifier '\(identifier)', which no scene of this storyboard has",
                    at: object.location)
            }
            return
        }
        let fileName = storyboardName.hasSuffix(".storyboard") ? storyboardName : storyboardName + ".storyboard"
        var candidates = storyboards.paths(named: fileName)
        for directory in [PathText.deletingLastComponent(document.file), storyboardDirectory].compactMap({ $0 }) {
            candidates += StoryboardCatalog.localPaths(named: fileName, in: directory)
        }
        guard !candidates.isEmpty else {
            let own = PathText.deletingLastComponent(document.file)
            let folder = own.isEmpty ? "." : own
            let searched =
                storyboards.isEmpty ? "in \(folder)" : "among the storyboards validated or searched, nor in \(folder)"
            findings.add(
                .missingReferencedStoryboard,
                "storyboard reference names '\(fileName)', which is not \(searched)", at: object.location)
            return
        }
        guard let identifier, rules.isEnabled(.missingReferencedStoryboard) else { return }
        var read = false
        for path in Set(candidates).sorted() {
            guard let identifiers = storyboards.identifiers(ofStoryboardAt: path) else { continue }
            read = true
            if identifiers.contains(identifier) { return }
        }
        guard read else { return }
        findings.add(
            .missingReferencedStoryboard,
            "storyboard reference names identifier '\(identifier)', which no scene of '\(fileName)' has",
            at: object.location)
    }

    // MARK: - Window controllers and storyboards

    static let windowOwners = ["NSWindowController", "NSDocument"]

    /// T6, only where the document proves no window can show: the owner's `window` outlet is not
    /// connected, no window is visible at launch (L5), and no outlet of any object holds a window
    /// (a controller may show its window through another outlet).
    private func checkWindowOutlet(_ document: NibDocument, _ findings: inout Findings) {
        guard document.platform == .appKit, document.kind == .xib, let owner = document.filesOwner else { return }
        guard let kind = windowOwnerKind(owner.className) else { return }
        let windows = document.objects.filter { $0.element == "window" || $0.element == "panel" }
        guard !windows.isEmpty, !windows.contains(where: \.isVisibleAtLaunch) else { return }
        let windowIDs = Set(windows.map(\.id))
        let held = document.connections.contains { connection in
            if case .outlet(let outlet) = connection.kind { return windowIDs.contains(outlet.destination) }
            return false
        }
        guard !held else { return }
        findings.add(
            .unconnectedWindowOutlet,
            "File's Owner '\(owner.className)' is \(kind) but its 'window' outlet is not connected and nothing else holds a window; the window will never show",
            at: owner.location)
    }

    private func windowOwnerKind(_ className: String) -> String? {
        var lineage = FrameworkClasses.shared.lineage(of: className)
        if let hierarchy {
            lineage += hierarchy.lineage(of: className).flatMap { FrameworkClasses.shared.lineage(of: $0) }
        }
        if lineage.contains("NSWindowController") || className.hasSuffix("WindowController") {
            return "a window controller"
        }
        if lineage.contains("NSDocument") { return "a document" }
        return nil
    }

    private func checkInitialViewController(_ document: NibDocument, _ findings: inout Findings) {
        guard document.kind == .storyboard, let initial = document.header.initialViewController,
            !document.contains(initial)
        else { return }
        findings.add(
            .missingInitialViewController, "initial view controller '\(initial)' does not exist",
            at: document.location(line: document.root.line, column: document.root.column))
    }

    // MARK: - Naming

    /// `outlet 'window'`, `action 'save:'`, `binding 'value'`, `outlet collection 'buttons'`, ….
    static func describe(_ connection: Connection) -> String {
        switch connection.kind {
        case .outlet(let outlet): "outlet '\(outlet.property)'"
        case .outletCollection(let collection): "outlet collection '\(collection.property)'"
        case .action(let action): "action '\(action.selector)'"
        case .binding(let binding): "binding '\(binding.name)'"
        case .segue(let segue): segue.identifier.map { "segue '\($0)'" } ?? "segue"
        case .other(let name): connection.label.map { "\(name) '\($0)'" } ?? name
        }
    }

    /// `UILabel 'abc-12-xyz'`, or the placeholder's role name.
    static func describe(_ object: NibObject) -> String {
        if let role = object.placeholderRole { return name(of: role) }
        return "\(object.element) '\(object.id)'"
    }

    static func name(of role: PlaceholderRole) -> String {
        switch role {
        case .filesOwner: "File's Owner"
        case .firstResponder: "First Responder"
        case .application: "Application"
        case .custom(let name): "placeholder '\(name)'"
        case .exit: "Exit"
        case .storyboardReference: "a storyboard reference"
        }
    }

    static func name(of platform: Platform) -> String {
        switch platform {
        case .appKit: "AppKit"
        case .uiKit: "UIKit"
        case .tvOS: "tvOS"
        case .watchOS: "watchOS"
        }
    }

    /// First Responder and Exit are no objects at load time, and a storyboard reference stands
    /// for a controller in another storyboard: none of them can hold an outlet or send an action.
    static func cannotHoldConnections(_ role: PlaceholderRole) -> Bool {
        switch role {
        case .firstResponder, .exit, .storyboardReference: true
        default: false
        }
    }

    /// An outlet or binding cannot point to First Responder, Exit or a storyboard reference.
    static func cannotBeReferenced(_ role: PlaceholderRole) -> Bool {
        cannotHoldConnections(role)
    }
}
