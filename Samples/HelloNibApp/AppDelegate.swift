import AppKit

/// MainMenu.xib's application delegate.
final class AppDelegate: NSObject, NSApplicationDelegate {
    @IBOutlet weak var window: NSWindow!
    @IBOutlet weak var greetingLabel: NSTextField!

    @IBAction func sayHello(_ sender: Any?) {
        greetingLabel.stringValue = "Hello, nib!"
    }
}
