import NibModel

/// A generic stand-in for a framework class (`NSWindow`, `UIButton`, `NSArrayController`, …)
/// that records everything the loader does to it.
///
/// Stand-ins let a typical document load with only the caller's custom classes registered:
/// they decode any element, accept any outlet or runtime attribute, hold targets and actions,
/// accept bindings, count `awakeFromNib` and can be shown as windows. Subclass it to build
/// a custom class on top of a standard one.
///
/// A stand-in follows the platform where the real class would differ: a plain `NSObject`
/// has no keys (its outlets make no connection on AppKit and raise on UIKit, L3.1, L3.2); it
/// answers the actions its class and superclasses implement (``StandardActions``, L3.4); an
/// AppKit window is created from its template (L2.5); and it holds outlets as Interface
/// Builder's outlets do (T3): strongly to top-level objects, weakly to the objects their
/// parents keep, to placeholders, and through the framework's weak properties (`delegate`,
/// `dataSource`, `nextKeyView`, `initialFirstResponder`). Targets are never retained.
///
/// Like the objects it stands in for, a stand-in is used from one thread at a time; its stored
/// properties skip the runtime's exclusivity checks, so that decoding and connecting thousands of
/// them stays cheap.
open class NibStandIn: NibDecodable, NibFrameInitializable, NibWindowTemplateInitializable, NibKeyValueCoding,
    NibActionTarget, NibControl, NibBindable, NibAwakable, NibWindow, CustomStringConvertible
{
    /// One target/action pair the object holds.
    public struct TargetAction {
        /// The target, or `nil` for the responder chain (First Responder). Not retained, as
        /// AppKit and UIKit controls do not retain their targets.
        public weak var target: AnyObject?
        /// The selector.
        public var action: String
        /// AppKit's trigger slot or UIKit's control events, when given.
        public var events: String?
    }

    /// One binding the object holds.
    public struct BindingRecord {
        /// The binding name.
        public var name: String
        /// The observed object.
        public var object: AnyObject
        /// The observed key path.
        public var keyPath: String
        /// The options as written.
        public var options: [String: String]
    }

    /// The framework class the stand-in plays (`NSButton`).
    @exclusivity(unchecked) public var className: String
    /// The document's id for the object, when it came from a document.
    @exclusivity(unchecked) public var objectID: ObjectID?
    /// The element's attributes, as decoded.
    @exclusivity(unchecked) public var attributes: [String: String] = [:]
    /// The frame, from `init(frame:)` or the `frame` key.
    @exclusivity(unchecked) public var frame: NibRect?
    /// The platform the object was decoded for.
    @exclusivity(unchecked) public var platform: Platform?
    /// Every value set by key and held strongly (runtime attributes, outlets to top-level
    /// objects), by key. Weak outlets are in ``weakOutlets``; ``nibValue(forKey:)`` reads both.
    @exclusivity(unchecked) public var values: [String: Any] = [:]
    /// The outlets held weakly (T3), by key: they read `nil` once their object is gone.
    @exclusivity(unchecked) public private(set) var weakOutlets: [String: WeakOutlet] = [:]
    /// Set by the loader around one outlet connection whose destination the outlet must not
    /// keep alive (T3): that destination. `nil` otherwise: the value is held strongly.
    @exclusivity(unchecked) var weakOutletDestination: AnyObject?
    /// The order in which keys were set.
    @exclusivity(unchecked) public private(set) var setKeys: [String] = []
    /// The target/action pairs, in the order they were connected.
    @exclusivity(unchecked) public var targetActions: [TargetAction] = []
    /// The bindings, in the order they were made.
    @exclusivity(unchecked) public var bindings: [BindingRecord] = []
    /// The selectors the object answers in a ``ResponderChain`` (e.g. `copy:` for text fields).
    @exclusivity(unchecked) public var respondedActions: Set<String> = []
    /// How many times `awakeFromNib` was received.
    @exclusivity(unchecked) public private(set) var awakeCount = 0
    /// Whether the window was shown.
    @exclusivity(unchecked) public private(set) var isVisible = false
    /// The unregistered custom class this stand-in replaces, when the load used the standard
    /// class for it (the unknown-class policy). Such a stand-in accepts any key, as the custom
    /// class presumably would; a genuine plain `NSObject` has none.
    @exclusivity(unchecked) public internal(set) var unknownCustomClass: String?
    /// The window template an AppKit window was created from (L2.5), else `nil`.
    @exclusivity(unchecked) public private(set) var windowTemplate: NibWindowTemplate?
    /// The initializer the loader used: `init()`, `init(frame:)`, `init(nibCoder:)` or
    /// `init(contentRect:styleMask:backing:defer:)`.
    @exclusivity(unchecked) public private(set) var initializer = "init()"
    /// The child objects decoded by key (`contentView`, `cell`).
    @exclusivity(unchecked) public var keyedChildren: [String: AnyObject] = [:]
    /// The subviews, items or other contained objects, in document order.
    @exclusivity(unchecked) public var containedObjects: [String: [AnyObject]] = [:]

    /// Creates an `NSObject` stand-in with no archived data.
    public required init() {
        className = "NSObject"
    }

    /// Creates a stand-in for a named class.
    public init(className: String) {
        self.className = className
        respondedActions = StandardActions.actions(for: className)
    }

    /// Creates a view stand-in with a frame (AppKit custom views, L2.2).
    public required init(frame: NibRect) {
        className = "NSView"
        self.frame = frame
        initializer = "init(frame:)"
    }

    /// Decodes any element: records its attributes, frame, keyed children and containers.
    public required init(nibCoder coder: NibCoder) throws {
        className = coder.className
        initializer = "init(nibCoder:)"
        decodeArchivedParts(coder)
    }

    /// Creates a window stand-in from its template (AppKit windows and panels, L2.5), then
    /// decodes its other properties and its content view.
    public required init(windowTemplate template: NibWindowTemplate, coder: NibCoder) throws {
        className = coder.className
        initializer = NibInstantiator.Initializer.windowTemplate.rawValue
        windowTemplate = template
        decodeArchivedParts(coder)
    }

    /// Reads what the document gives the object besides its initializer's arguments: the
    /// platform, id, attributes, frame, keyed children and containers.
    func decodeArchivedParts(_ coder: NibCoder) {
        platform = coder.platform
        // The document's part is computed once per `Nib` (NibPlan): the same values as reading
        // the attributes, `frame`, ``NibCoder/objects(forKey:)`` and ``NibCoder/object(forKey:)``.
        let live = coder.live
        let position = coder.position
        let slots = live.slots
        objectID = live.plan.ids[position]
        attributes = live.plan.objects[position].attributes
        frame = live.plan.objects[position].frame
        for container in live.plan.objects[position].containers {
            var contained: [AnyObject] = []
            contained.reserveCapacity(container.members.count)
            for member in container.members {
                if let object = slots[member] { contained.append(object) }
            }
            if !contained.isEmpty { containedObjects[container.key] = contained }
        }
        for keyed in live.plan.objects[position].keyedChildren {
            for candidate in keyed.candidates {
                if let object = slots[candidate] {
                    keyedChildren[keyed.key] = object
                    break
                }
            }
        }
        respondedActions = coder.standardActions
    }

    /// Accepts any key — stand-ins have every outlet and property — except a genuine plain
    /// `NSObject` (not one standing in for an unknown custom class), which has none (L3.1: no
    /// connection on AppKit; L3.2: an error on UIKit).
    open func setNibValue(_ value: Any?, forKey key: String) throws(NibKeyValueFailure) -> NibKeyAccess {
        if className == "NSObject", unknownCustomClass == nil, type(of: self) == NibStandIn.self {
            throw .noSuchKey
        }
        if let destination = weakOutletDestination {
            weakOutlets[key] = WeakOutlet(destination)
            if !values.isEmpty { values[key] = nil }
        } else {
            values[key] = value
            if !weakOutlets.isEmpty { weakOutlets[key] = nil }
        }
        setKeys.append(key)
        return .setter
    }

    /// The value set for `key`; for `layer`, a layer stand-in when the view is layer-backed
    /// (always on UIKit, with `wantsLayer="YES"` on AppKit, loading.md C1).
    open func nibValue(forKey key: String) -> Any? {
        if let value = values[key] { return value }
        if let outlet = weakOutlets[key] { return outlet.object }
        if key == "layer", isLayerBacked {
            let layer = NibStandIn(className: "CALayer")
            values["layer"] = layer
            return layer
        }
        return attributes[key] ?? keyedChildren[key]
    }

    /// Whether the object has a layer: UIKit views always, AppKit views with `wantsLayer`.
    public var isLayerBacked: Bool {
        if platform?.usesUIKitSemantics == true { return className != "CALayer" }
        return attributes["wantsLayer"] == "YES" || values["wantsLayer"] as? Bool == true
    }

    /// Whether ``respondedActions`` holds the selector.
    open func respondsToNibAction(_ selector: String) -> Bool { respondedActions.contains(selector) }

    /// Records nothing: stand-ins have no behaviour.
    open func performNibAction(_ selector: String, sender: AnyObject?) {}

    /// Keeps the target and action (AppKit replaces the pair in its slot).
    public func setNibTarget(_ target: AnyObject?, action: String, trigger: String?) {
        targetActions.removeAll { $0.events == trigger }
        targetActions.append(TargetAction(target: target, action: action, events: trigger))
    }

    /// Adds the target and action for the events (UIKit).
    public func addNibTarget(_ target: AnyObject?, action: String, for events: String?) {
        targetActions.append(TargetAction(target: target, action: action, events: events))
    }

    /// Records the binding.
    public func bindNib(_ binding: String, to object: AnyObject, withKeyPath keyPath: String, options: [String: String])
    {
        bindings.append(BindingRecord(name: binding, object: object, keyPath: keyPath, options: options))
    }

    /// Counts the call.
    open func awakeFromNib() { awakeCount += 1 }

    /// Marks the window visible.
    public func showNibWindow() { isVisible = true }

    /// `<NSButton id>`.
    public var description: String { "<\(className)\(objectID.map { " \($0)" } ?? "")>" }

    /// The actions standard classes answer in the responder chain (``StandardActions``).
    static func standardActions(for className: String) -> Set<String> {
        StandardActions.actions(for: className)
    }
}
