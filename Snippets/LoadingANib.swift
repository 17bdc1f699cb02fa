// Load a nib against your own classes and print what the loader did.
// Run from the package root: `swift run LoadingANib`.
import NibLoader

/// File's Owner of MainMenu.xib's application delegate, as the document names it.
final class AppDelegate: NibInstantiable, NibKeyDeclaring {
    var window: NibStandIn?
    var greetings = 0

    static let nibKeys = NibKeys<AppDelegate>()
        .property("window", \.window)
        .action("sayHello:") { delegate, _ in delegate.greetings += 1 }
}

var options = NibLoadOptions(targetModule: "HelloNib")
options.registry.register(AppDelegate.self, as: "HelloNib.AppDelegate")

// Parse once, instantiate as often as you like: every call makes new objects.
let nib = try Nib(contentsOfFile: "Samples/Documents/MainMenu.xib")
let loaded = try nib.instantiate(owner: NibStandIn(className: "NSApplication"), options: options)

// The trace names the rule behind each step (L2.4, L3.1, L4.1, …).
print(loaded.trace.text)
print(loaded.topLevelObjects.count, "top-level objects")
