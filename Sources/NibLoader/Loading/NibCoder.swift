import NibModel

/// Typed access to the archived data of the object being created: init-with-coder's coder
/// (loading.md L2.1).
///
/// Values are looked up by key, as `NSCoder` does: a key is an attribute of the element
/// (`title`, `enabled`) or the `key=` of a child element (`<rect key="frame">`,
/// `<color key="backgroundColor">`, `<view key="contentView">`). Objects are created children
/// first, so ``object(forKey:)`` and ``objects(forKey:)`` find the object's descendants.
public struct NibCoder {
    /// The object being decoded, with every attribute and child element the document wrote.
    public var object: NibObject {
        // Borrowed from the plan's copy of the document: no copy of the object per decode.
        _read { yield live.plan.documentObjects[position] }
    }
    /// The class being instantiated (the registered class, or the standard one it stands for).
    public var className: String { resolved.className }
    /// The platform whose rules the load follows.
    public let platform: Platform
    let live: LiveObjects
    /// The object's position in the document (``NibPlan``).
    let position: Int
    /// How the load creates objects of this object's class slot.
    let resolved: NibInstantiator.ResolvedClass

    /// The actions a stand-in for ``className`` answers (``NibStandIn/respondedActions``).
    var standardActions: Set<String> { resolved.standardActions }

    init(position: Int, resolved: NibInstantiator.ResolvedClass, platform: Platform, live: LiveObjects) {
        self.position = position
        self.resolved = resolved
        self.platform = platform
        self.live = live
    }

    /// Every attribute of the element, in order.
    public var attributes: [NibAttribute] { object.attributes }

    /// Whether the element has an attribute or a keyed child element named `key`.
    public func containsValue(forKey key: String) -> Bool {
        object[attribute: key] != nil || element(forKey: key) != nil
            || self.object(forKey: key) != nil
    }

    /// The keyed child element (`<rect key="frame">`), or `nil`.
    public func element(forKey key: String) -> NibElement? {
        object.property(forKey: key)
    }

    /// An attribute's text, or the text of a keyed `<string>` child.
    public func string(forKey key: String) -> String? {
        if let value = object[attribute: key] { return value }
        guard let element = element(forKey: key) else { return nil }
        return element[attribute: "value"] ?? element.text
    }

    /// An attribute read as an integer, or `nil` when it is missing or not a number.
    public func integer(forKey key: String) -> Int? {
        string(forKey: key).flatMap { Int($0) ?? Double($0).flatMap { Int(exactly: $0.rounded()) } }
    }

    /// An attribute read as a floating-point number, or `nil`.
    public func double(forKey key: String) -> Double? {
        string(forKey: key).flatMap(Double.init)
    }

    /// An attribute read as a Boolean (`YES`/`NO`), or `nil`.
    public func bool(forKey key: String) -> Bool? {
        switch string(forKey: key) {
        case "YES", "yes", "true": true
        case "NO", "no", "false": false
        default: nil
        }
    }

    /// A keyed `<rect>` (`frame`, `contentRect`), or `nil`.
    public func rect(forKey key: String) -> NibRect? { element(forKey: key)?.rectValue }

    /// A keyed `<point>`, or `nil`.
    public func point(forKey key: String) -> NibPoint? { element(forKey: key)?.pointValue }

    /// A keyed `<size>`, or `nil`.
    public func size(forKey key: String) -> NibSize? { element(forKey: key)?.sizeValue }

    /// A keyed `<color>` (`backgroundColor`, `textColor`), or `nil`.
    public func color(forKey key: String) -> NibColor? {
        guard let element = element(forKey: key), element.name == "color" else { return nil }
        return NibColor(element: element)
    }

    /// A keyed `<font>` or `<fontDescription>`, or `nil`.
    public func font(forKey key: String) -> NibFont? {
        element(forKey: key).flatMap(NibFont.init(element:))
    }

    /// An image named by an attribute (`image="Logo"`), resolved through the image cache
    /// filled before any object was created (L1.1); `nil` when absent or not found.
    public func image(forKey key: String) -> NibImage? {
        string(forKey: key).flatMap(live.cache.image(named:))
    }

    /// The child object that fills `key` (`contentView`, `cell`, `submenu`), already created.
    public func object(forKey key: String) -> AnyObject? {
        guard let keyed = live.plan.objects[position].keyedChildren.first(where: { $0.key == key }) else {
            return nil
        }
        return firstLive(keyed.candidates)
    }

    /// The first live object among document positions.
    func firstLive(_ positions: [Int]) -> AnyObject? {
        for position in positions {
            if let object = live.slots[position] { return object }
        }
        return nil
    }

    /// The objects inside a keyed container element (`subviews`, `items`, `constraints`),
    /// in document order.
    public func objects(forKey key: String) -> [AnyObject] {
        guard let container = object.properties.first(where: { $0.name == key || $0[attribute: "key"] == key })
        else { return [] }
        return container.children.compactMap { child in
            child[attribute: "id"].flatMap { live[ObjectID($0)] }
        }
    }
}
