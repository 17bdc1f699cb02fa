import Foundation
import NibLoader
import NibModel

/// The storyboard fixtures and the app classes the tests register.
enum Storyboards {
    static func fixture(_ name: String) -> String {
        Paths.packageRoot.appendingPathComponent("Tests/NibLoaderTests/Storyboards/Fixtures/\(name)").path
    }

    /// Options with the test app's classes registered.
    static func options(_ log: SegueLog = SegueLog(), answer: Bool = true) -> StoryboardOptions {
        var options = StoryboardOptions()
        let registry = options.load.registry
        var copy = registry
        copy.register(
            ClassRegistry.Factory(plain: { SBHomeController(log: log, answer: answer) }), as: "App.HomeController")
        copy.register(ClassRegistry.Factory(plain: { SBDetailController(log: log) }), as: "App.DetailController")
        copy.register(ClassRegistry.Factory(plain: { SBDetailController(log: log) }), as: "App.ModalController")
        copy.register(ClassRegistry.Factory(plain: { SBDetailController(log: log) }), as: "App.ChildController")
        options.load.registry = copy
        return options
    }

    static func open(
        _ name: String = "Flow.storyboard", log: SegueLog = SegueLog(), answer: Bool = true
    ) throws
        -> Storyboard
    {
        try Storyboard(contentsOfFile: fixture(name), options: options(log, answer: answer))
    }
}

/// The calls the test classes receive, in order.
final class SegueLog: @unchecked Sendable {
    var calls: [String] = []
    func add(_ call: String) { calls.append(call) }
}

/// Home: answers shouldPerform, prepares, implements the unwind action and a segue action.
final class SBHomeController: NibInstantiable, NibKeyDeclaring, StoryboardSegueHandling, StoryboardUnwinding,
    StoryboardSegueActions, StoryboardViewLoading, NibAwakable
{
    var log = SegueLog()
    var answer = true
    var titleLabel: AnyObject?
    var made: SBDetailController?

    required init() {}
    init(log: SegueLog, answer: Bool) {
        self.log = log
        self.answer = answer
    }

    static let nibKeys = NibKeys<SBHomeController>()
        .property("titleLabel", \.titleLabel)
        .action("unwindToHome:") { home, sender in
            home.log.add("unwindToHome:\((sender as? StoryboardSegue)?.identifier ?? "")")
        }

    func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool {
        log.add("shouldPerform:\(identifier)")
        return answer
    }
    func prepare(for segue: StoryboardSegue, sender: AnyObject?) {
        log.add("prepare:\(segue.identifier ?? ""):\(type(of: segue.destination))")
    }
    func unwind(for segue: StoryboardSegue, towards destination: AnyObject) {
        log.add("unwindTowards")
    }
    func segueAction(_ selector: String, coder: NibCoder, sender: AnyObject?, identifier: String?) throws -> AnyObject?
    {
        log.add("segueAction:\(selector):\(identifier ?? "")")
        let detail = SBDetailController(log: log)
        detail.madeBySegueAction = true
        made = detail
        return detail
    }
    func viewDidLoad() { log.add("viewDidLoad:home:label=\(titleLabel != nil)") }
    func awakeFromNib() { log.add("awake:home") }
}

/// Detail, Modal and Child: record their creation.
final class SBDetailController: NibInstantiable, NibDecodable, StoryboardViewLoading {
    var log = SegueLog()
    var madeBySegueAction = false
    required init() {}
    init(log: SegueLog) {
        self.log = log
        log.add("init:detail")
    }
    init(nibCoder coder: NibCoder) throws { log.add("init(coder:):detail") }
    func viewDidLoad() { log.add("viewDidLoad:detail") }
}
