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
    /// The modern element name for an archived class.
    static func elementName(forClass archivedClass: String) -> String {
        if let name = elementExceptions[archivedClass] { return name }
        return lowerFirst(dropPrefix(archivedClass))
    }

    /// The modern `key` for the archive key under which an object is stored in its parent
    /// (`NSCell` → `cell`, `NSWindowView` → `contentView`).
    static func modernKey(_ legacyKey: String) -> String {
        keyExceptions[legacyKey] ?? lowerFirst(dropPrefix(legacyKey))
    }

    /// The modern container element for the archive key of an array that holds an object's
    /// children (`NSSubviews` → `subviews`, `NSMenuItems` → `items`).
    static func containerName(_ legacyKey: String) -> String {
        containerExceptions[legacyKey] ?? lowerFirst(dropPrefix(legacyKey))
    }

    /// The modern `eventType` for a Cocoa Touch event connection's `IBEventType`: the
    /// connection's event mask is `1 << (IBEventType - 1)` (the UIControlEvents bit), and each
    /// bit has the name a modern xib writes. `nil` for a number outside the known bits.
    static func eventName(forIBEventType type: Int) -> String? {
        guard type >= 1 else { return nil }
        return controlEventNames[type - 1]
    }

    // MARK: Implementation Details

    private static func dropPrefix(_ name: String) -> Substring {
        for prefix in ["IBUI", "IBNS", "IBMK", "IB", "NS"] where name.hasPrefix(prefix) && name.count > prefix.count {
            return name.dropFirst(prefix.count)
        }
        return Substring(name)
    }

    private static func lowerFirst(_ name: Substring) -> String {
        guard let first = name.first else { return String(name) }
        return first.lowercased() + name.dropFirst()
    }

    private static let elementExceptions: [String: String] = [
        "NSWindowTemplate": "window",
        "NSCustomObject": "customObject",
        "NSCustomView": "customView",
        "IBUICustomObject": "customObject",
        "IBProxyObject": "placeholder",
        "IBNSLayoutConstraint": "constraint",
        "IBUILayoutConstraint": "constraint",
        "NSToolbarFlexibleSpaceItem": "toolbarItem",
        "NSToolbarSpaceItem": "toolbarItem",
        "NSToolbarSeparatorItem": "toolbarItem",
    ]

    private static let keyExceptions: [String: String] = [
        "NSWindowView": "contentView",
        "NSDocView": "documentView",
        "NSViewClass": "toolbar",
        "NSProtoCell": "prototype",
        "NSHScroller": "horizontalScroller",
        "NSVScroller": "verticalScroller",
        "NSToolbarItemView": "view",
        "IBUIView": "view",
    ]

    private static let containerExceptions: [String: String] = [
        "NSMenuItems": "items",
        "NSSubviews": "subviews",
        "NSCells": "cells",
        "NSToolbarIBAllowedItems": "allowedToolbarItems",
        "NSToolbarIBDefaultItems": "defaultToolbarItems",
    ]

    /// The UIControlEvents bits by position, spelled as a modern xib's `eventType`.
    private static let controlEventNames: [Int: String] = [
        0: "touchDown", 1: "touchDownRepeat", 2: "touchDragInside", 3: "touchDragOutside", 4: "touchDragEnter",
        5: "touchDragExit", 6: "touchUpInside", 7: "touchUpOutside", 8: "touchCancel", 12: "valueChanged",
        13: "primaryActionTriggered", 14: "menuActionTriggered", 16: "editingDidBegin", 17: "editingChanged",
        18: "editingDidEnd", 19: "editingDidEndOnExit",
    ]
}
