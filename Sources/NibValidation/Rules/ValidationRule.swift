/// A rule of the catalogue: its id, default severity, what it checks, and whether it runs by default.
public struct ValidationRule: Sendable, Hashable, Identifiable {
    /// The rule's stable name.
    public var id: RuleID
    /// The severity its findings have.
    public var severity: Severity
    /// One line saying what the rule reports.
    public var summary: String
    /// Whether the rule runs when no `--enable`/`--disable` says otherwise.
    public var isEnabledByDefault: Bool
    /// Whether the rule needs the app's Swift sources (it runs only when sources are given).
    public var needsSources: Bool

    /// Creates a rule description.
    public init(
        id: RuleID, severity: Severity, summary: String, isEnabledByDefault: Bool = true, needsSources: Bool = false
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.isEnabledByDefault = isEnabledByDefault
        self.needsSources = needsSources
    }

    /// Every rule, document rules first, in the order docs/Validation.md lists them.
    public static let all: [ValidationRule] = [
        .init(id: .unreadableDocument, severity: .error, summary: "a document that cannot be read"),
        .init(
            id: .danglingReference, severity: .error, summary: "a connection's destination or target names no object"),
        .init(id: .duplicateID, severity: .error, summary: "two elements share an id"),
        .init(
            id: .invalidPlaceholderConnection, severity: .error,
            summary: "an outlet or action whose source or target is a placeholder that cannot hold it"),
        .init(
            id: .bindingOutsideAppKit, severity: .error, summary: "a Cocoa binding in a UIKit, tvOS or watchOS document"
        ),
        .init(id: .customPlaceholderInAppKit, severity: .error, summary: "a custom placeholder in an AppKit document"),
        .init(id: .outletCollectionInAppKit, severity: .error, summary: "an outlet collection in an AppKit document"),
        .init(
            id: .unconnectedWindowOutlet, severity: .warning,
            summary: "an AppKit window controller or document File's Owner whose window outlet is not connected"),
        .init(
            id: .missingSegueDestination, severity: .error, summary: "a segue to a scene that is not in the storyboard"),
        .init(
            id: .missingInitialViewController, severity: .error,
            summary: "an initial view controller that does not exist"),
        .init(
            id: .missingReferencedStoryboard, severity: .error,
            summary: "a storyboard reference to a storyboard or identifier that is not there"),
        .init(id: .misplacedView, severity: .warning, summary: "a view Interface Builder flags as misplaced"),
        .init(
            id: .ambiguousLayout, severity: .warning,
            summary: "a view or constraint Interface Builder flags as ambiguous"),
        .init(
            id: .unknownOutlet, severity: .error, summary: "an outlet the source's class does not declare",
            needsSources: true),
        .init(
            id: .outletTypeMismatch, severity: .error,
            summary: "an outlet whose destination's class does not fit the declared type", needsSources: true),
        .init(
            id: .unknownAction, severity: .error, summary: "an action whose target's class has no such method",
            needsSources: true),
        .init(
            id: .unknownFirstResponderAction, severity: .error,
            summary: "an action sent to First Responder that no class of the sources or the framework declares",
            needsSources: true),
        .init(
            id: .unknownRuntimeAttribute, severity: .warning,
            summary: "a runtime attribute whose key path is no @IBInspectable or property", needsSources: true),
        .init(
            id: .unknownClass, severity: .error,
            summary: "a custom class that is neither in the sources nor a framework class", needsSources: true),
        .init(
            id: .notObjCClass, severity: .error,
            summary: "a custom class that is a Swift class with no superclass (not an NSObject subclass)",
            needsSources: true),
        .init(
            id: .wrongModule, severity: .error,
            summary: "a custom class whose customModule is not the module it lives in", needsSources: true),
        .init(
            id: .unusedOutlet, severity: .warning, summary: "an @IBOutlet no document connects",
            isEnabledByDefault: false, needsSources: true),
        .init(
            id: .unusedAction, severity: .warning, summary: "an @IBAction no document connects",
            isEnabledByDefault: false, needsSources: true),
    ]

    /// The rule with that id, if the catalogue has one.
    public static func rule(withID id: RuleID) -> ValidationRule? {
        all.first { $0.id == id }
    }
}
