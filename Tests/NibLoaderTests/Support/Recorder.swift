import NibLoader
import NibModel

/// The calls the loader made, in order, shared by the recorders of one test.
final class CallLog {
    var calls: [String] = []
}

/// A registered class that logs every call the loader makes on it.
///
/// `keys` limits the keys it has (`nil`: every key); `actions` are the selectors it answers.
final class Recorder: NibKeyValueCoding, NibActionTarget, NibControl, NibAwakable, NibWindow, NibBindable {
    let log: CallLog
    let name: String
    let keys: Set<String>?
    let actions: Set<String>
    var initializer: String
    var frame: NibRect?
    var coderTitle: String?
    var windowTemplate: NibWindowTemplate?
    var values: [String: Any] = [:]
    var targets: [(target: AnyObject?, action: String, events: String?)] = []
    var awakeCount = 0
    var isVisible = false

    init(log: CallLog, name: String, initializer: String, keys: Set<String>?, actions: Set<String>) {
        self.log = log
        self.name = name
        self.initializer = initializer
        self.keys = keys
        self.actions = actions
        log.calls.append("\(initializer) \(name)")
    }

    /// A factory that makes recorders for `name`.
    static func factory(
        _ name: String, log: CallLog, keys: Set<String>? = nil, actions: Set<String> = [], frame: Bool = true,
        coder: Bool = true, window: Bool = true
    ) -> ClassRegistry.Factory {
        ClassRegistry.Factory(
            plain: { Recorder(log: log, name: name, initializer: "init()", keys: keys, actions: actions) },
            coder: coder
                ? { nibCoder in
                    let recorder = Recorder(
                        log: log, name: name, initializer: "init(nibCoder:)", keys: keys, actions: actions)
                    recorder.coderTitle = nibCoder.string(forKey: "title")
                    recorder.frame = nibCoder.rect(forKey: "frame")
                    return recorder
                } : nil,
            frame: frame
                ? { rect in
                    let recorder = Recorder(
                        log: log, name: name, initializer: "init(frame:)", keys: keys, actions: actions)
                    recorder.frame = rect
                    return recorder
                } : nil,
            window: window
                ? { template, nibCoder in
                    let recorder = Recorder(
                        log: log, name: name, initializer: "init(contentRect:styleMask:backing:defer:)", keys: keys,
                        actions: actions)
                    recorder.windowTemplate = template
                    recorder.frame = template.contentRect
                    recorder.coderTitle = nibCoder.string(forKey: "title")
                    return recorder
                } : nil)
    }

    func setNibValue(_ value: Any?, forKey key: String) throws(NibKeyValueFailure) -> NibKeyAccess {
        guard keys?.contains(key) ?? true else { throw .noSuchKey }
        values[key] = value
        log.calls.append("set \(name).\(key)")
        return .setter
    }

    func nibValue(forKey key: String) -> Any? { values[key] }
    func respondsToNibAction(_ selector: String) -> Bool { actions.contains(selector) }
    func performNibAction(_ selector: String, sender: AnyObject?) { log.calls.append("perform \(name).\(selector)") }

    func setNibTarget(_ target: AnyObject?, action: String, trigger: String?) {
        targets.append((target, action, trigger))
        log.calls.append("target \(name).\(action)")
    }

    func addNibTarget(_ target: AnyObject?, action: String, for events: String?) {
        targets.append((target, action, events))
        log.calls.append("addTarget \(name).\(action)")
    }

    func bindNib(_ binding: String, to object: AnyObject, withKeyPath keyPath: String, options: [String: String]) {
        log.calls.append("bind \(name).\(binding)")
    }

    func awakeFromNib() {
        awakeCount += 1
        log.calls.append("awake \(name)")
    }

    func showNibWindow() {
        isVisible = true
        log.calls.append("show \(name)")
    }
}

/// An observer that logs outlet notifications (L3.3).
final class OutletLog: NibOutletObserver {
    let log: CallLog
    init(log: CallLog) { self.log = log }
    func nibOutlet(of object: AnyObject, didSet key: String, to value: AnyObject?) {
        log.calls.append("observe \(key)")
    }
}

/// Identity comparison outside the `#expect` macro (which cannot expand `===` on existentials).
func same(_ a: AnyObject?, _ b: AnyObject?) -> Bool { a === b }
