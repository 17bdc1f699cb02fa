/// Action methods framework classes implement themselves, which documents connect to
/// subclasses written in Swift (`showWindow:` on a window controller, `saveDocument:` on a document).
enum FrameworkActions {
    static let selectors: [String: Set<String>] = [
        "NSResponder": ["cancelOperation:", "noResponderFor:", "showContextHelp:", "presentError:"],
        "NSWindowController": ["showWindow:", "close", "dismissController:"],
        "NSViewController": [
            "dismissController:", "presentViewControllerAsSheet:", "presentViewControllerAsModalWindow:",
            "dismissViewController:",
        ],
        "NSDocument": [
            "saveDocument:", "saveDocumentAs:", "saveDocumentTo:", "revertDocumentToSaved:", "runPageLayout:",
            "printDocument:", "duplicateDocument:", "renameDocument:", "moveDocument:", "browseDocumentVersions:",
            "lockDocument:", "unlockDocument:", "close", "performClose:",
        ],
        "NSWindow": [
            "performClose:", "performMiniaturize:", "performZoom:", "orderFront:", "orderOut:", "makeKeyAndOrderFront:",
            "toggleToolbarShown:", "runToolbarCustomizationPalette:", "toggleFullScreen:", "close", "miniaturize:",
            "zoom:", "selectNextKeyView:", "selectPreviousKeyView:",
        ],
        "NSApplication": [
            "terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:", "orderFrontStandardAboutPanel:",
            "arrangeInFront:", "miniaturizeAll:", "showHelp:", "orderFrontCharacterPalette:", "stop:",
        ],
        "NSView": ["print:"],
        "NSControl": [
            "takeStringValueFrom:", "takeIntValueFrom:", "takeDoubleValueFrom:", "takeFloatValueFrom:",
            "takeObjectValueFrom:", "takeIntegerValueFrom:", "performClick:",
        ],
        "NSArrayController": ["add:", "remove:", "insert:", "selectNext:", "selectPrevious:", "fetch:"],
        "NSObjectController": ["add:", "remove:", "fetch:"],
        "NSTreeController": ["add:", "addChild:", "remove:", "insert:", "insertChild:"],
        "NSUserDefaultsController": ["revert:", "save:", "revertToInitialValues:"],
        "UIViewController": ["dismiss"],
        "UIResponder": ["copy:", "cut:", "paste:", "select:", "selectAll:", "delete:"],
    ]
}
