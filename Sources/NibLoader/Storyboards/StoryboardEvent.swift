import NibModel

/// One step of a storyboard's run: a scene instantiated, a view loaded, a segue's phase, an
/// unwind candidate asked, or one step of the nib load of a scene or a view (``nib``).
///
/// Every event names the rule of `storyboards.md` it follows (``rule``, e.g. `S12.4`) and the
/// scene, object or segue it concerns.
public struct StoryboardEvent: Sendable, Hashable, Codable {
    /// What happened.
    public enum Step: String, Sendable, Hashable, Codable {
        /// A storyboard file was opened (S28).
        case opened
        /// A scene's controller and objects were created (S6).
        case sceneInstantiated
        /// The creator closure or segue action built the controller, or declined (S6.2, S20).
        case creator
        /// `loadView` began: the view is created from the scene with the controller as owner (S7).
        case loadView
        /// The loaded view was assigned to the controller (S7.2).
        case viewAssigned
        /// `viewDidLoad` ran (S7).
        case viewDidLoad
        /// A relationship segue filled a container (S9).
        case relationship
        /// An embed segue created a child with its parent (S10).
        case embed
        /// A segue was fired by its source object or by identifier from code (S12).
        case segueTriggered
        /// `shouldPerformSegue(withIdentifier:sender:)` was asked, or not (S12.1, S12.2).
        case shouldPerform
        /// The destination controller was created (S11, S12.2).
        case destinationCreated
        /// The segue object was created (S12.3, S13).
        case segueCreated
        /// `prepare(for:sender:)` ran on the source (S12.4).
        case prepare
        /// The segue performed: pushed, presented, shown as detail, popover, sheet, modal window (S14–S18).
        case perform
        /// An unwind began its search (S23).
        case unwindSearch
        /// One candidate of the unwind search was asked (S23).
        case unwindCandidate
        /// The unwind action was called on the destination (S22).
        case unwindAction
        /// A controller along the unwind path was told `unwind(for:towards:)`, or was dismissed (S24).
        case unwindTransition
        /// An unwind found no destination and did nothing (S37).
        case unwindFailed
        /// A storyboard reference was resolved (S26).
        case reference
        /// The main storyboard was found and its initial controller installed in a window (S29, S30).
        case mainStoryboard
        /// AppKit's application scene filled the main menu (S31).
        case mainMenu
        /// A step of the nib load of a scene or view: ``StoryboardEvent/nib`` holds it.
        case nib
    }

    /// What happened.
    public var step: Step
    /// The rule followed (`S12.4`); `unspecified` steps say so in ``detail``.
    public var rule: String
    /// Whether it was done.
    public var outcome: LoadEvent.Outcome
    /// The scene concerned.
    public var sceneID: String?
    /// The object concerned (controller, source control, destination).
    public var objectID: ObjectID?
    /// The segue concerned.
    public var segueID: ObjectID?
    /// The class of the object concerned.
    public var className: String?
    /// The segue identifier, storyboard identifier, selector or storyboard name.
    public var name: String?
    /// What was done, or why not.
    public var detail: String?
    /// Where in the storyboard.
    public var location: SourceLocation?
    /// The nib-load step, for ``Step/nib``.
    public var nib: LoadEvent?

    /// Creates an event.
    public init(
        _ step: Step, rule: String, outcome: LoadEvent.Outcome = .done, sceneID: String? = nil,
        objectID: ObjectID? = nil, segueID: ObjectID? = nil, className: String? = nil, name: String? = nil,
        detail: String? = nil, location: SourceLocation? = nil, nib: LoadEvent? = nil
    ) {
        self.step = step
        self.rule = rule
        self.outcome = outcome
        self.sceneID = sceneID
        self.objectID = objectID
        self.segueID = segueID
        self.className = className
        self.name = name
        self.detail = detail
        self.location = location
        self.nib = nib
    }

    /// One line: `S12.4 prepare scene=abc segue=Xyz-12 'showDetail' HomeController: …`; a nib
    /// step is indented under its load: `  S7 nib connect outlet …`.
    public var text: String {
        var parts = [rule, step.rawValue]
        if outcome != .done { parts.append(outcome.rawValue.uppercased()) }
        if let sceneID { parts.append("scene=\(sceneID)") }
        if let segueID { parts.append("segue=\(segueID)") }
        if let nib {
            return "    " + (parts + [nib.text]).joined(separator: " ")
        }
        if let objectID { parts.append(objectID.rawValue) }
        if let className { parts.append(className) }
        if let name { parts.append("'\(name)'") }
        if let detail { parts.append(": \(detail)") }
        if let location, location.line > 0 { parts.append("(line \(location.line))") }
        return parts.joined(separator: " ")
    }
}
