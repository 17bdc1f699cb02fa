import Foundation

#if canImport(AppKit)
    import AppKit

    /// The owner of Greeting.xib and the controller of Main.storyboard's greeting scene.
    public final class GreetingViewController: NSViewController {
        @IBOutlet public var greetingLabel: NSTextField!

        /// Loads the view from the compiled Greeting.nib in this module's bundle.
        public convenience init() {
            self.init(nibName: "Greeting", bundle: .module)
        }

        @IBAction func wave(_ sender: Any?) {
            greetingLabel.stringValue = "👋"
        }
    }

    /// The compiled Main.storyboard in this module's bundle.
    public var mainStoryboard: NSStoryboard { NSStoryboard(name: "Main", bundle: .module) }
#endif

/// The resources the CompileNibs plugin put in this module's bundle, relative to the bundle's
/// resource folder, sorted.
public func compiledInterfaceResources() -> [String] {
    guard let root = Bundle.module.resourceURL,
        let walk = FileManager.default.enumerator(atPath: root.path)
    else { return [] }
    return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".nib") || $0.hasSuffix(".storyboardc") }.sorted()
}
