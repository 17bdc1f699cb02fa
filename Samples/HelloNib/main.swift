// HelloNib: registers two custom classes, loads PreferencesWindow.xib with an owner, and prints
// what the nib loader did. Run with `swift run HelloNib [path/to/PreferencesWindow.xib]`.
import Foundation
import NibLoader
import NibModel

/// The custom view of the preferences window: an AppKit custom view, so it is created with
/// `init(frame:)` (loading.md L2.2); its runtime attributes arrive by key (L3.7).
final class ColorSwatchView: NibStandIn {
    var swatchColor: NibColor?
    var caption = ""

    override func setNibValue(_ value: Any?, forKey key: String) throws(NibKeyValueFailure) -> NibKeyAccess {
        switch key {
        case "swatchColor":
            swatchColor = value as? NibColor
            return .setter
        case "caption":
            caption = value as? String ?? ""
            return .setter
        default:
            return try super.setNibValue(value, forKey: key)
        }
    }
}

/// File's Owner: receives the window and the swatch, and answers the reset button.
final class PreferencesWindowController: NibInstantiable, NibKeyDeclaring, NibAwakable {
    var window: NibStandIn?
    var swatch: ColorSwatchView?
    var themes = ["Light", "Dark"]
    var resetCount = 0

    static let nibKeys = NibKeys<PreferencesWindowController>()
        .property("window", \.window)
        .setter("swatch") { (controller, swatch: ColorSwatchView) in controller.swatch = swatch }
        .property("themes", \.themes)
        .action("resetPreferences:") { controller, _ in controller.resetCount += 1 }

    func awakeFromNib() {
        print("awakeFromNib: window '\(window?.attributes["title"] ?? "?")', swatch '\(swatch?.caption ?? "?")'")
    }
}

let path =
    CommandLine.arguments.dropFirst().first
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Documents/PreferencesWindow.xib").path

var options = NibLoadOptions(targetModule: "HelloNib")
options.registry.register(PreferencesWindowController.self, as: "HelloNib.PreferencesWindowController")
options.registry.register(ColorSwatchView.self, as: "HelloNib.ColorSwatchView")

do {
    let nib = try Nib(contentsOfFile: path)
    let owner = PreferencesWindowController()
    let loaded = try nib.instantiate(owner: owner, options: options)
    print(loaded.trace.text)
    print("")
    print("top-level objects: \(loaded.topLevelObjects.map { "\($0)" }.joined(separator: ", "))")
    print("owner.window: \(owner.window.map { "\($0)" } ?? "nil"), visible: \(owner.window?.isVisible ?? false)")
    print(
        "owner.swatch: caption '\(owner.swatch?.caption ?? "")', color \(owner.swatch?.swatchColor.map { "\($0)" } ?? "nil")"
    )
    print("warnings: \(loaded.warnings.count)")
} catch {
    print(error)
    exit(1)
}
