/// How the names of a legacy archive translate into the modern xib vocabulary.
///
/// A legacy xib archives the classes Interface Builder 3 kept in memory: AppKit's own classes
/// (`NSButton`, `NSMenuItem`), the runtime's stand-ins (`NSCustomObject`, `NSCustomView`,
/// `NSWindowTemplate`) and, for Cocoa Touch, IB's `IBUI…` mirrors of the UIKit classes
/// (`IBUILabel` for `UILabel`). The modern element for a class follows one rule (drop the
/// `NS`, `IBUI` or `IBNS` prefix and lower the first letter: `NSPopUpButton` → `popUpButton`,
/// `IBUILabel` → `label`); the table below holds the exceptions. The element then gets its
/// standard class back from ``StandardClasses``, on the platform the archive names.
enum LegacyVocabulary {
    /// The modern element name for an archived class (``IBVocabulary``, shared with compiled nibs).
    static func elementName(forClass archivedClass: String) -> String {
        IBVocabulary.elementName(forArchivedClass: archivedClass)
    }

    /// The modern `key` for the archive key under which an object is stored in its parent
    /// (`NSCell` → `cell`, `NSWindowView` → `contentView`).
    static func modernKey(_ legacyKey: String) -> String {
        IBVocabulary.documentKey(forArchiveKey: legacyKey)
    }

    /// The modern container element for the archive key of an array that holds an object's
    /// children (`NSSubviews` → `subviews`, `NSMenuItems` → `items`).
    static func containerName(_ legacyKey: String) -> String {
        IBVocabulary.wrapper(forCollectionKey: legacyKey)
    }

    /// The modern `eventType` for a Cocoa Touch event connection's `IBEventType`: the
    /// connection's event mask is `1 << (IBEventType - 1)` (the UIControlEvents bit), and each
    /// bit has the name a modern xib writes. `nil` for a number outside the known bits.
    static func eventName(forIBEventType type: Int) -> String? {
        guard type >= 1 else { return nil }
        return controlEventNames[type - 1]
    }

    // MARK: Implementation Details

    /// The UIControlEvents bits by position, spelled as a modern xib's `eventType`.
    private static let controlEventNames: [Int: String] = [
        0: "touchDown", 1: "touchDownRepeat", 2: "touchDragInside", 3: "touchDragOutside", 4: "touchDragEnter",
        5: "touchDragExit", 6: "touchUpInside", 7: "touchUpOutside", 8: "touchCancel", 12: "valueChanged",
        13: "primaryActionTriggered", 14: "menuActionTriggered", 16: "editingDidBegin", 17: "editingChanged",
        18: "editingDidEnd", 19: "editingDidEndOnExit",
    ]
}
