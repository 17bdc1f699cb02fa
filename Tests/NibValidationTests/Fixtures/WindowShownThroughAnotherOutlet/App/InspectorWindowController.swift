import AppKit

/// Shows its panel itself, through its own outlet.
final class InspectorWindowController: NSWindowController {
    @IBOutlet var inspectorPanel: NSPanel!
}
