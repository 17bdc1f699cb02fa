// HelloStoryboard: opens Flow.storyboard scene by scene, as UIKit does, and walks its flow: a
// navigation push, a popover, an embedded child, a modal presentation unwound back home, and a
// reference to a second storyboard. Run with `swift run HelloStoryboard [path/to/Flow.storyboard]`.
import Foundation
import NibLoader
import NibModel

/// The home screen: prepares segues, receives the unwind and counts its view loads.
final class HomeController: NibInstantiable, NibKeyDeclaring, StoryboardSegueHandling, StoryboardUnwinding,
    StoryboardViewLoading
{
    var titleLabel: NibStandIn?
    var unwoundFrom: String?

    static let nibKeys = NibKeys<HomeController>()
        .property("titleLabel", \.titleLabel)
        .action("unwindToHome:") { home, sender in
            home.unwoundFrom = (sender as? StoryboardSegue)?.identifier
            print("  HomeController.unwindToHome: from segue '\(home.unwoundFrom ?? "")'")
        }

    func viewDidLoad() {
        print("  HomeController.viewDidLoad, title label \(titleLabel?.attributes["text"] ?? "-")")
    }

    func prepare(for segue: StoryboardSegue, sender: AnyObject?) {
        print("  HomeController.prepare(for: '\(segue.identifier ?? "")') → \(segue.destinationController.className)")
        (segue.destination as? DetailController)?.item = "item from home"
    }
}

/// The detail screen.
final class DetailController: NibInstantiable {
    var item = ""
}

/// Prints the stack after a step.
func show(_ storyboard: Storyboard, _ step: String) {
    let top = storyboard.session.topController
    print("\(step): on top \(top?.path ?? "nothing") [\(top?.placement.text ?? "")]")
}

// The storyboards sit outside the target's folder: their classes are this simulation's Swift
// classes, not Objective-C classes an app's validation would accept.
let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let path =
    CommandLine.arguments.dropFirst().first ?? samples.appendingPathComponent("Storyboards/Flow.storyboard").path

var options = StoryboardOptions()
options.load.registry.register(HomeController.self, as: "HelloStoryboard.HomeController")
options.load.registry.register(DetailController.self, as: "HelloStoryboard.DetailController")
do {
    let storyboard = try Storyboard(contentsOfFile: path, options: options)
    let navigation = try storyboard.instantiateInitialController()
    storyboard.session.install(navigation)
    try navigation.loadViewIfNeeded()
    show(storyboard, "launch")

    let home = navigation.children[0]
    print("embedded in home: \(home.children.map(\.scene.title))")
    try home.fire(sourceID: ObjectID("Btn-00-001"))  // the "show detail" button
    show(storyboard, "tap show detail")
    if let detail = storyboard.session.topController?.object as? DetailController {
        print("  the detail received \"\(detail.item)\"")
    }

    let fresh = try storyboard.instantiateController(withIdentifier: "Home")
    storyboard.session.install(fresh)
    try fresh.performSegue(withIdentifier: "popover", sender: nil)
    print("popover from a second Home: \(fresh.presented?.placement.text ?? "-")")

    try home.performSegue(withIdentifier: "present")
    show(storyboard, "present modally")
    try storyboard.session.topController?.fire(sourceID: ObjectID("Dne-00-001"))  // Done: unwind
    show(storyboard, "unwind")

    try home.performSegue(withIdentifier: "account")
    show(storyboard, "through the reference")

    let steps = storyboard.trace.storyboardEvents
    print("\n\(steps.count) storyboard steps (rules \(Set(steps.map(\.rule)).sorted().joined(separator: " ")))")
} catch {
    print(error)
    exit(1)
}
