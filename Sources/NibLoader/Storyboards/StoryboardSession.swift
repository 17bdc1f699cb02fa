import NibModel

/// The live state of one storyboard run: the trace every step goes into, the windows and
/// their root controllers, the main menu, and the storyboards opened through references
/// (S26), which share it.
public final class StoryboardSession {
    /// A window with its root controller (S29, S30).
    public struct Window {
        /// The window's root (UIKit) or content controller (AppKit).
        public var rootController: StoryboardController
    }

    /// Every step, in order.
    public private(set) var trace: StoryboardTrace
    /// The windows, in the order they were installed.
    public private(set) var windows: [Window] = []
    /// The main menu the application scene filled (S31).
    public internal(set) var mainMenu: AnyObject?
    /// Storyboards opened by path (the first one and referenced ones).
    var storyboards: [String: Storyboard] = [:]

    init(file: String, platform: Platform) {
        trace = StoryboardTrace(file: file, platform: platform)
    }

    /// The first window's root controller.
    public var rootController: StoryboardController? { windows.first?.rootController }

    /// The controller on top of the first window: presented controllers, then the visible child.
    public var topController: StoryboardController? { rootController?.topmost }

    /// Installs a controller as the root of a new window (S29: the initial controller at launch).
    public func install(_ controller: StoryboardController, rule: String = "S29") {
        windows.append(Window(rootController: controller))
        controller.placement = .root
        record(
            StoryboardEvent(
                .mainStoryboard, rule: rule, sceneID: controller.scene.id, objectID: controller.id,
                className: controller.className, detail: "installed as the root controller of a window"))
    }

    func record(_ event: StoryboardEvent) {
        trace.events.append(event)
    }

    func record(nib trace: LoadTrace, rule: String, sceneID: String) {
        self.trace.events.reserveCapacity(self.trace.events.count + trace.events.count)
        for event in trace.events {
            self.trace.events.append(StoryboardEvent(.nib, rule: rule, sceneID: sceneID, nib: event))
        }
    }
}
