import NibModel

/// A property of an object that Xcode exports to a Base-localized document's `.strings` file,
/// and where the document keeps its value.
///
/// The table (``all``) covers AppKit and UIKit; each entry names the elements it applies to, the
/// key Xcode writes after the object id (`title`, `normalTitle`, `headerCell.title`,
/// `segmentTitles[0]`, `ibShadowedToolTip`) and where the value lives: an attribute of the object
/// (or, for a value with line breaks, its `<string key=…>` child), an attribute of a child element
/// (`<state key="normal" title=…>`, `<accessibility description=…>`), the Nth item of a list
/// (`<segments>`, `<objectValues>`), or a placeholder in a binding's options (the binding's own
/// id then names the entry, as ibtool writes it).
public struct LocalizableProperty: Sendable, Hashable {
    /// Where the value is kept.
    public enum Location: Sendable, Hashable {
        /// An attribute of the object, or the text of its `<string key=…>` child.
        case attribute(String)
        /// An attribute of the object's child element `element` whose `key` is `key` (an empty
        /// `key`: the child without one, as AppKit's `<accessibility description=…>`).
        case child(element: String, key: String, attribute: String)
        /// An attribute of each `<segment>` in the object's `<segments>`; the key gets `[N]`.
        case segments(attribute: String)
        /// Each child of the object's `container` element: its `attribute`, or its text when
        /// `attribute` is `nil` (`<objectValues><string>…</string>`); the key gets `[N]`.
        case items(container: String, attribute: String?)
        /// A `<binding>`'s option in its `<dictionary key="options">` (`NSNullPlaceholder`): a
        /// `<string>`'s text, or a number's `value`.
        case bindingOption(String)
    }

    /// The element names the property applies to; empty: every object (a `binding`, which is a
    /// connection, only when named).
    public var elements: Set<String>
    /// Element names the property does not apply to (when ``elements`` is empty).
    public var excludedElements: Set<String>
    /// The key Xcode writes after the object id (without `[N]` for segments).
    public var key: String
    /// Where the value is kept.
    public var location: Location

    /// Creates a property.
    public init(elements: Set<String>, excluding excludedElements: Set<String> = [], key: String, location: Location) {
        self.elements = elements
        self.excludedElements = excludedElements
        self.key = key
        self.location = location
    }

    /// Whether the property applies to an element named `name`.
    public func applies(to name: String) -> Bool {
        if excludedElements.contains(name) { return false }
        return elements.isEmpty ? name != "binding" : elements.contains(name)
    }

    /// The Interface Builder class ibtool names in the comment of a binding's entries.
    public static let bindingClassName = "CocoaBindingsConnection"

    /// The elements whose tool tip is a property of their own (`toolTip`); every other object's
    /// is the view's, which Interface Builder shadows (`ibShadowedToolTip`).
    static let ownToolTip: Set<String> = ["menuItem", "toolbarItem", "menuToolbarItem", "tabViewItem"]

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
            .init(elements: ownToolTip, key: "toolTip", location: .attribute("toolTip")),
            .init(elements: [], excluding: ownToolTip, key: "ibShadowedToolTip", location: .attribute("toolTip")),
            .init(elements: ["tableColumn"], key: "headerToolTip", location: .attribute("headerToolTip")),
            .init(elements: ["segmentedCell"], key: "ibShadowedToolTips", location: .segments(attribute: "toolTip")),
            .init(
                elements: ["comboBoxCell"], key: "ibShadowedObjectValues",
                location: .items(container: "objectValues", attribute: nil)),
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
        // AppKit's accessibility description and help: `<accessibility description= help=>`.
        for (attribute, key) in [
            ("description", "ibExternalAccessibilityDescription"), ("help", "ibExternalAccessibilityHelp"),
        ] {
            table.append(
                .init(elements: [], key: key, location: .child(element: "accessibility", key: "", attribute: attribute))
            )
        }
        for (option, key) in [
            ("NSNullPlaceholder", "ibShadowedIsNilPlaceholder"),
            ("NSNoSelectionPlaceholder", "ibShadowedNoSelectionPlaceholder"),
            ("NSMultipleValuesPlaceholder", "ibShadowedMultipleValuesPlaceholder"),
            ("NSNotApplicablePlaceholder", "ibShadowedNotApplicablePlaceholder"),
        ] {
            table.append(.init(elements: ["binding"], key: key, location: .bindingOption(option)))
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
