import NibModel

/// One step of a load, as ``LoadTrace`` records it.
public struct LoadEvent: Sendable, Hashable, Codable {
    /// The load phase, in Cocoa's order (loading.md L1–L5).
    public enum Phase: String, Sendable, Hashable, Codable, CaseIterable {
        /// L1: images and sounds read into the caches.
        case resources
        /// A2–A4, A7: placeholders bound to the caller's objects.
        case placeholders
        /// L2: objects created; runtime attributes applied as part of decoding (L3.7).
        case instantiate
        /// L3: outlets, actions, bindings, outlet collections.
        case connect
        /// L4: `awakeFromNib`.
        case awake
        /// L5: windows visible at launch shown.
        case show
        /// T6 and other checks after the load.
        case finish
    }

    /// What happened.
    public enum Action: String, Sendable, Hashable, Codable {
        /// An image was found and cached (L1.1, L1.3).
        case imageLoaded
        /// A sound was found and cached (L1.2).
        case soundLoaded
        /// An image or sound was not found: a warning (A6).
        case resourceMissing
        /// A placeholder was bound to the caller's object, or to nil (A2–A4, A7).
        case placeholderBound
        /// An object was created; ``LoadEvent/detail`` names the initializer (L2).
        case created
        /// A custom class was not registered and the standard class was used.
        case unknownClass
        /// A user-defined runtime attribute was set or skipped (L3.7).
        case runtimeAttribute
        /// An outlet was set or skipped (L3.1, L3.2).
        case outlet
        /// An outlet collection was set with its objects in document order.
        case outletCollection
        /// An action was connected or skipped (L3.4, L3.5).
        case action
        /// A binding was made or skipped (L3.6).
        case binding
        /// A storyboard segue: recorded, performed at run time.
        case segue
        /// A connection kind the loader does not make.
        case otherConnection
        /// An outlet observer was notified (L3.3).
        case observerNotified
        /// `awakeFromNib` was sent (L4).
        case awake
        /// A window was shown, or not because `visibleAtLaunch="NO"` (L5).
        case windowShown
        /// File's Owner is a window controller or document whose `window` outlet is not connected (T6).
        case windowOutletUnconnected
    }

    /// Whether the step was carried out.
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// Done.
        case done
        /// Not done, for the ``LoadEvent/detail`` reason; not an error.
        case skipped
        /// Done or not, but worth a look (an unknown class, a missing resource).
        case warning
    }

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
    /// The initializer used, how an outlet was set, or why a step was skipped.
    public var detail: String?
    /// Where in the document.
    public var location: SourceLocation?

    /// Creates an event.
    public init(
        phase: Phase, action: Action, outcome: Outcome = .done, objectID: ObjectID? = nil, className: String? = nil,
        name: String? = nil, destinationID: ObjectID? = nil, detail: String? = nil, location: SourceLocation? = nil
    ) {
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
        if let destinationID { parts.append("-> \(destinationID)") }
        if let detail { parts.append(": \(detail)") }
        if let location, location.line > 0 { parts.append("(line \(location.line))") }
        return parts.joined(separator: " ")
    }
}
