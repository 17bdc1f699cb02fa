import AppKit

/// PreferencesWindow.xib's File's Owner.
final class PreferencesWindowController: NSWindowController, NSWindowDelegate {
    @IBOutlet weak var swatch: ColorSwatchView!
    @objc dynamic var themes: [String] = ["Light", "Dark"]

    @IBAction func resetPreferences(_ sender: Any?) {
        UserDefaults.standard.removeObject(forKey: "theme")
    }
}

/// The custom view that shows the chosen colour.
final class ColorSwatchView: NSView {
    @IBInspectable var swatchColor: NSColor = .systemBlue
    @IBInspectable var caption: String = ""
}
