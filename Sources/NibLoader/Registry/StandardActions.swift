import NibModel

/// The action methods the standard AppKit and UIKit classes implement, with their superclass
/// chains, so that a stand-in answers what the real class answers (loading.md L3.4).
///
/// The data is NibModel's `FrameworkActions` table, which NibValidation's framework classes
/// use too, so the loader and the validator agree; its sources (Apple's class references and SDK
/// headers, audited 2026-11-24) are listed there. A class also answers everything its superclasses
/// answer; the optional responder actions a class only declares (NSStandardKeyBindingResponding
/// on NSResponder, UIResponderStandardEditActions on UIResponder) are not answered. A class not
/// in the tables answers nothing. One addition is the loader's own model rather than a class's
/// documented methods: a text field (`NSTextField` and its subclasses) is edited through its
/// window's field editor, an `NSTextView`, so its stand-in answers the field editor's basic editing
/// actions (`fieldEditorActions`, NSText's `copy:`, `cut:`, `paste:`, `selectAll:`, `delete:`).
/// Where AppKit and UIKit share a class name (`WKWebView`,
/// `PDFView`), the stand-in answers the actions of both and follows AppKit's superclass.
///
/// ```swift
/// StandardActions.actions(for: "NSArrayController").contains("add:")   // true
/// StandardActions.superclass(of: "NSPanel")                             // "NSWindow"
/// ```
public enum StandardActions {
    /// One class: its superclass and the action methods it adds.
    struct Entry {
        var superclass: String?
        var actions: [String]
    }

    /// Every action `className` answers, its superclasses' included; empty for a class the
    /// tables do not know.
    ///
    /// - Parameter className: A framework class name (`NSFontManager`, `UITextField`).
    /// - Returns: The selectors, each with its colon (`orderFrontFontPanel:`).
    public static func actions(for className: String) -> Set<String> {
        flattened[className] ?? []
    }

    /// The superclass of a framework class, or `nil` for a root class or a class the tables
    /// do not know.
    public static func superclass(of className: String) -> String? {
        entries[className]?.superclass
    }

    /// The class names the tables know.
    public static var classNames: [String] { entries.keys.sorted() }

    /// Every class's actions with its superclasses' included, computed once.
    private static let flattened: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for name in entries.keys {
            var actions: Set<String> = []
            var next: String? = name
            while let current = next, let entry = entries[current] {
                actions.formUnion(entry.actions)
                next = entry.superclass
            }
            if chain(of: name).contains("NSTextField") { actions.formUnion(fieldEditorActions) }
            result[name] = actions
        }
        return result
    }()

    /// The editing actions a text field's field editor (an `NSTextView`) answers while the field
    /// is edited; each is one of NSText's documented action methods.
    static let fieldEditorActions: Set<String> = ["copy:", "cut:", "paste:", "selectAll:", "delete:"]

    /// The class and its superclasses, as far as the tables know them.
    static func chain(of className: String) -> [String] {
        var names: [String] = []
        var next: String? = className
        while let current = next, entries[current] != nil, !names.contains(current) {
            names.append(current)
            next = entries[current]?.superclass
        }
        return names
    }

    /// The tables, AppKit then UIKit; a name both have keeps AppKit's superclass and gets both's actions.
    static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        for entry in FrameworkActions.appKit + FrameworkActions.uiKit {
            if var known = entries[entry.className] {
                known.actions += entry.actions
                entries[entry.className] = known
            } else {
                entries[entry.className] = Entry(superclass: entry.superclass, actions: entry.actions)
            }
        }
        return entries
    }()
}
