/// The loader's protocol casts, with a fast path for ``NibStandIn``: it adopts every loader
/// protocol, so a class cast (a walk up the superclass chain) answers without the runtime's
/// conformance lookup. The result is the same object behind the same witnesses.
enum LoaderCasts {
    static func awakable(_ object: AnyObject) -> (any NibAwakable)? {
        if let standIn = object as? NibStandIn { return standIn }
        return object as? NibAwakable
    }

    static func window(_ object: AnyObject) -> (any NibWindow)? {
        if let standIn = object as? NibStandIn { return standIn }
        return object as? NibWindow
    }

    static func keyValueCoding(_ object: AnyObject) -> (any NibKeyValueCoding)? {
        if let standIn = object as? NibStandIn { return standIn }
        return object as? NibKeyValueCoding
    }

    static func control(_ object: AnyObject) -> (any NibControl)? {
        if let standIn = object as? NibStandIn { return standIn }
        return object as? NibControl
    }

    static func actionTarget(_ object: AnyObject) -> (any NibActionTarget)? {
        if let standIn = object as? NibStandIn { return standIn }
        return object as? NibActionTarget
    }

    static func bindable(_ object: AnyObject) -> (any NibBindable)? {
        if let standIn = object as? NibStandIn { return standIn }
        return object as? NibBindable
    }
}
