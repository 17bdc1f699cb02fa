import Foundation
import NibModel
import Testing

@testable import NibLoader

/// A legacy (Interface Builder 3) xib loads with the same rules as a modern one: its archived
/// classes reach the loader as modern elements (`NSCustomView` → L2.2, `NSCustomObject` → L2.4,
/// `NSWindowTemplate` → L2.5) and its connection records as outlets, actions and bindings.
@Suite struct LegacyLoadTests {
    private let path = Paths.packageRoot.appendingPathComponent("Tests/NibModelTests/Fixtures/Legacy/Cocoa.xib").path

    @Test func legacyMacOSXibLoadsWithTheTraceOfItsSource() throws {
        let nib = try Nib(contentsOfFile: path)
        let loaded = try nib.instantiate(
            owner: NibStandIn(className: "AppController"),
            options: NibLoadOptions(unknownClassPolicy: .useStandardClass))
        let lines = loaded.trace.text.split(separator: "\n").map(String.init)
        for expected in [
            "placeholders placeholderBound -2 AppController 'File's Owner' : the caller's owner",
            "placeholders placeholderBound -1 'First Responder' : nil target: the responder chain",
            "instantiate created 5 NSView : init(frame:) (stand-in) (line 31)",
            "instantiate created 12 NSObject : init() (stand-in) (line 69)",
            "instantiate runtimeAttribute 3 NSButton 'wantsLayer' : true via setter (line 245)",
            "connect outlet -2 AppController 'window' -> 1 (NSWindow) : setter (line 77)",
            "connect binding 3 NSButton 'enabled' -> 11 (NSArrayController) : bind to selection.canApply (line 101)",
            "connect action 9 NSMenuItem 'copy:' -> -1 : setTarget/setAction, nil target (First Responder) (line 93)",
            "show windowShown 1 NSWindow",
        ] {
            #expect(lines.contains(expected), "missing: \(expected)")
        }
        #expect(
            lines.contains {
                $0.hasPrefix("instantiate created 1 NSWindow : init(contentRect:styleMask:backing:defer:)")
                    && $0.contains("(L2.5)")
            }, "the window comes from its template")
        #expect(loaded.topLevelObjects.count == 4)
    }
}
