import NibModel

/// One step of a load, as ``LoadTrace`` records it.
public struct LoadEvent: Sendable, Hashable, Codable {
    /// The phase.
    public var phase: Phase
    /// What happened.
    public var action: Action
    /// Whether it was done.
    public var outcome: Outcome
    /// The object acted on (an outlet's or action's source), if any.
    public var objectID: ObjectID?
    /// The object's class as created, if any.
    public var className: String?
    /// The key, selector, binding, attribute key path or resource name.
    public var name: String?
    /// The other object: an outlet's destination, an action's target.
    public var destinationID: ObjectID?
    /// The class of the live object at ``destinationID`` when the connection was made or
    /// skipped: the class it was created as, or the class of the object the caller supplied
    /// for a placeholder; `nil` for First Responder and other placeholders with no object.
    public var destinationClassName: String?
    /// The initializer used, how an outlet was set, or why a step was skipped.
    public var detail: String?
    /// Where in the document.
    public var location: SourceLocation?

    /// Creates an event.
    public init(
        phase: Phase, action: Action, outcome: Outcome = .done, objectID: ObjectID? = nil, className: String? = nil,
        name: String? = nil, destinationID: ObjectID? = nil, destinationClassName: String? = nil,
        detail: String? = nil, location: SourceLocation? = nil
    ) {
        self.destinationClassName = destinationClassName
        self.phase = phase
        self.action = action
        self.outcome = outcome
        self.objectID = objectID
        self.className = className
        self.name = name
        self.destinationID = destinationID
        self.detail = detail
        self.location = location
    }

    /// One line: `instantiate created Voe-Tx-rLC AppDelegate init() (MainMenu.xib:16)`.
    public var text: String {
        var parts = [phase.rawValue, action.rawValue]
        if outcome != .done { parts.append(outcome.rawValue.uppercased()) }
        if let objectID { parts.append(objectID.rawValue) }
        if let className { parts.append(className) }
        if let name { parts.append("'\(name)'") }
        if let destinationID {
            parts.append("-> \(destinationID)" + (destinationClassName.map { " (\($0))" } ?? ""))
        }
        if let detail { parts.append(": \(detail)") }
        if let location, location.line > 0 { parts.append("(line \(location.line))") }
        return parts.joined(separator: " ")
    }
}
