/// The stable, kebab-case name of a validation rule, printed in brackets after each message.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The rule's name, e.g. `dangling-reference`.
    public var rawValue: String

    /// Creates a rule id from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a rule id from its name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a rule id from a string literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// Creates a rule id by decoding its name.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the rule id as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The rule's name.
    public var description: String { rawValue }

    /// Orders rule ids by name.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

// MARK: - Document rules

extension RuleID {
    /// A document that could not be read at all (not well-formed, unsupported format, …).
    public static let unreadableDocument: RuleID = "unreadable-document"
    /// A connection whose destination or target names no object in the document.
    public static let danglingReference: RuleID = "dangling-reference"
    /// Two elements share an `id`.
    public static let duplicateID: RuleID = "duplicate-id"
    /// An outlet or action whose source or target is a placeholder role that cannot hold it.
    public static let invalidPlaceholderConnection: RuleID = "invalid-placeholder-connection"
    /// A Cocoa binding in a UIKit, tvOS or watchOS document.
    public static let bindingOutsideAppKit: RuleID = "binding-outside-appkit"
    /// A custom (external object) placeholder in an AppKit document (loading.md A7).
    public static let customPlaceholderInAppKit: RuleID = "custom-placeholder-in-appkit"
    /// An outlet collection in a document whose platform has none (AppKit).
    public static let outletCollectionInAppKit: RuleID = "outlet-collection-in-appkit"
    /// An AppKit window controller or document File's Owner whose `window` outlet is unconnected (T6).
    public static let unconnectedWindowOutlet: RuleID = "unconnected-window-outlet"
    /// A storyboard segue whose destination is not in the storyboard.
    public static let missingSegueDestination: RuleID = "missing-segue-destination"
    /// A storyboard whose `initialViewController` names no object.
    public static let missingInitialViewController: RuleID = "missing-initial-view-controller"
    /// A storyboard reference to a storyboard (or identifier) that is not there.
    public static let missingReferencedStoryboard: RuleID = "missing-referenced-storyboard"
    /// A view Interface Builder flags `misplaced="YES"`.
    public static let misplacedView: RuleID = "misplaced-view"
    /// A view or constraint Interface Builder flags `ambiguous="YES"`.
    public static let ambiguousLayout: RuleID = "ambiguous-layout"
}

// MARK: - Source rules

extension RuleID {
    /// An outlet the source object's class does not declare.
    public static let unknownOutlet: RuleID = "unknown-outlet"
    /// An outlet whose destination's class does not fit the outlet's declared type.
    public static let outletTypeMismatch: RuleID = "outlet-type-mismatch"
    /// An action whose target's class has no method with that selector.
    public static let unknownAction: RuleID = "unknown-action"
    /// A user-defined runtime attribute whose key path the class does not declare.
    public static let unknownRuntimeAttribute: RuleID = "unknown-runtime-attribute"
    /// A custom class that is neither in the sources nor a framework class.
    public static let unknownClass: RuleID = "unknown-class"
    /// An action sent to First Responder whose selector no class of the sources or the
    /// framework's responder chain declares (loading.md M1).
    public static let unknownFirstResponderAction: RuleID = "unknown-first-responder-action"
    /// A custom class that is a Swift class with no superclass: not an Objective-C class.
    public static let notObjCClass: RuleID = "not-objc-class"
    /// A custom class whose `customModule` is not the module the class lives in.
    public static let wrongModule: RuleID = "wrong-module"
    /// An `@IBOutlet` that no validated document connects (off by default).
    public static let unusedOutlet: RuleID = "unused-outlet"
    /// An `@IBAction` that no validated document connects (off by default).
    public static let unusedAction: RuleID = "unused-action"
}
