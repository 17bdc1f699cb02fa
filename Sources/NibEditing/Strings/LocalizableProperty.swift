import NibModel

/// A property of an object that Xcode exports to a Base-localized document's `.strings` file,
/// and where the document keeps its value.
///
/// The table (``all``) covers AppKit and UIKit; each entry names the elements it applies to, the
/// key Xcode writes after the object id (`title`, `normalTitle`, `headerCell.title`,
/// `segmentTitles[0]`) and where the value lives: an attribute of the object (or, for a value
/// with line breaks, its `<string key=…>` child), an attribute of a keyed child element
/// (`<state key="normal" title=…>`), or the Nth item of its `<segments>`.
public struct LocalizableProperty: Sendable, Hashable {
    /// Where the value is kept.
    public enum Location: Sendable, Hashable {
        /// An attribute of the object, or the text of its `<string key=…>` child.
        case attribute(String)
        /// An attribute of the object's child element `element` whose `key` is `key`.
        case child(element: String, key: String, attribute: String)
        /// An attribute of each `<segment>` in the object's `<segments>`; the key gets `[N]`.
        case segments(attribute: String)
    }

    /// The element names the property applies to; empty: every object.
    public var elements: Set<String>
    /// The key Xcode writes after the object id (without `[N]` for segments).
    public var key: String
    /// Where the value is kept.
    public var location: Location

    /// Creates a property.
    public init(elements: Set<String>, key: String, location: Location) {
        self.elements = elements
        self.key = key
        self.location = location
    }

    /// Whether the property applies to an element named `name`.
    public func applies(to name: String) -> Bool {
        elements.isEmpty || elements.contains(name)
    }

    private static let controllers: Set<String> = [
        "viewController", "tableViewController", "navigationController", "collectionViewController",
        "tabBarController", "splitViewController", "pageViewController", "windowController", "tabViewController",
        "splitViewController", "pagecontroller", "glkViewController", "avPlayerViewController",
        "hostingController",
    ]

    /// Every property swift-nib exports, in no particular order (entries are sorted on export).
    public static let all: [LocalizableProperty] = {
        let titled: Set<String> =
            [
                "window", "panel", "menu", "menuItem", "buttonCell", "textFieldCell", "popUpButtonCell",
                "comboBoxCell", "box", "navigationItem", "tabBarItem", "barButtonItem", "switch",
                "tableViewCell", "secureTextFieldCell", "searchFieldCell", "tokenFieldCell", "menuToolbarItem",
            ]
        var table: [LocalizableProperty] = [
            .init(elements: titled.union(controllers), key: "title", location: .attribute("title")),
            .init(
                elements: ["buttonCell", "popUpButtonCell"], key: "alternateTitle",
                location: .attribute("alternateTitle")),
            .init(
                elements: ["label", "textField", "textView", "searchBar"], key: "text", location: .attribute("text")),
            .init(elements: ["textField", "searchBar"], key: "placeholder", location: .attribute("placeholder")),
            .init(elements: ["navigationItem", "searchBar"], key: "prompt", location: .attribute("prompt")),
            .init(elements: ["navigationItem"], key: "backButtonTitle", location: .attribute("backButtonTitle")),
            .init(
                elements: [
                    "textFieldCell", "searchFieldCell", "tokenFieldCell", "comboBoxCell", "secureTextFieldCell",
                ],
                key: "placeholderString", location: .attribute("placeholderString")),
            .init(elements: [], key: "toolTip", location: .attribute("toolTip")),
            .init(
                elements: ["tabViewItem", "toolbarItem", "menuToolbarItem"], key: "label", location: .attribute("label")
            ),
            .init(
                elements: ["toolbarItem", "menuToolbarItem"], key: "paletteLabel", location: .attribute("paletteLabel")),
            .init(elements: ["tableViewSection"], key: "headerTitle", location: .attribute("headerTitle")),
            .init(elements: ["tableViewSection"], key: "footerTitle", location: .attribute("footerTitle")),
            .init(
                elements: ["tableColumn"], key: "headerCell.title",
                location: .child(element: "tableHeaderCell", key: "headerCell", attribute: "title")),
            .init(elements: ["segmentedControl"], key: "segmentTitles", location: .segments(attribute: "title")),
            .init(elements: ["segmentedCell"], key: "ibShadowedLabels", location: .segments(attribute: "label")),
        ]
        for state in ["normal", "highlighted", "selected", "disabled"] {
            table.append(
                .init(
                    elements: ["button"], key: "\(state)Title",
                    location: .child(element: "state", key: state, attribute: "title")))
        }
        for (attribute, key) in [("label", "accessibilityLabel"), ("hint", "accessibilityHint")] {
            table.append(
                .init(
                    elements: [], key: key,
                    location: .child(element: "accessibility", key: "accessibilityConfiguration", attribute: attribute))
            )
        }
        return table
    }()
}
