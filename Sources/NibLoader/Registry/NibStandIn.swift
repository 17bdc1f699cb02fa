import NibModel

/// A generic stand-in for a framework class (`NSWindow`, `UIButton`, `NSArrayController`, …)
/// that records everything the loader does to it.
///
/// Stand-ins let a typical document load with only the caller's custom classes registered:
/// they decode any element, accept any outlet or runtime attribute, hold targets and actions,
/// accept bindings, count `awakeFromNib` and can be shown as windows. Subclass it to build
/// a custom class on top of a standard one.
///
/// Like the objects it stands in for, a stand-in is used from one thread at a time; its stored
/// properties skip the runtime's exclusivity checks, so that decoding and connecting thousands of
/// them stays cheap.
open class NibStandIn: NibDecodable, NibFrameInitializable, NibKeyValueCoding, NibActionTarget, NibControl,
    NibBindable, NibAwakable, NibWindow, CustomStringConvertible
{
    /// One target/action pair the object holds.
    public struct TargetAction {
        /// The target, or `nil` for the responder chain (First Responder).
        public var target: AnyObject?
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
    /// Every value set by key (outlets, runtime attributes), by key.
    @exclusivity(unchecked) public var values: [String: Any] = [:]
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
    /// The initializer the loader used: `init()`, `init(frame:)` or `init(nibCoder:)`.
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
        respondedActions = Self.standardActions(for: className)
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
        platform = coder.platform
        initializer = "init(nibCoder:)"
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

    /// Accepts any key: stand-ins have every outlet and property.
    open func setNibValue(_ value: Any?, forKey key: String) throws(NibKeyValueFailure) -> NibKeyAccess {
        values[key] = value
        setKeys.append(key)
        return .setter
    }

    /// The value set for `key`; for `layer`, a layer stand-in when the view is layer-backed
    /// (always on UIKit, with `wantsLayer="YES"` on AppKit, loading.md C1).
    open func nibValue(forKey key: String) -> Any? {
        if let value = values[key] { return value }
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

    /// The actions standard classes answer in the responder chain.
    static func standardActions(for className: String) -> Set<String> {
        switch className {
        case "NSApplication", "UIApplication": applicationActions
        case "NSWindow", "NSPanel": windowActions
        case "NSTextField", "NSTextView", "NSSecureTextField", "NSSearchField", "UITextField", "UITextView":
            textActions
        default: []
        }
    }

    private static let applicationActions: Set<String> = [
        "terminate:", "orderFrontStandardAboutPanel:", "hide:", "hideOtherApplications:",
        "unhideAllApplications:", "arrangeInFront:", "orderFrontCharacterPalette:",
    ]
    private static let windowActions: Set<String> = [
        "performClose:", "performMiniaturize:", "performZoom:", "toggleFullScreen:", "makeKeyAndOrderFront:",
    ]
    private static let textActions: Set<String> = [
        "copy:", "cut:", "paste:", "selectAll:", "delete:", "undo:", "redo:",
    ]
}
