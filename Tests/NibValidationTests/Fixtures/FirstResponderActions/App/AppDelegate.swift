import AppKit

final class AppDelegate: NSObject, NSApplicationDelegate {
    @IBAction func showPreferences(_ sender: Any?) {}
}

final class EditorView: NSView {
    @objc func toggleLineNumbers(_ sender: Any?) {}
    func notExposed(_ sender: Any?) {}
}
