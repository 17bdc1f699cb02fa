import NibModel

/// The localizable strings of a document, as Xcode writes them into `xx.lproj/Name.strings`
/// for a Base-localized document (ibtool's `--export-strings-file`).
///
/// ```
///
/// /* Class = "NSMenuItem"; title = "Quit"; ObjectID = "ab1-cd-ef2"; */
/// "ab1-cd-ef2.title" = "Quit";
/// ```
///
/// One entry per localizable property of each object (``LocalizableProperty/all``), sorted by
/// object id and then key, each after a blank line.
public struct LocalizableStrings: Sendable, Hashable {
    /// One exported string.
    public struct Entry: Sendable, Hashable {
        /// The object's id.
        public var objectID: ObjectID
        /// The object's Interface Builder class (`NSMenuItem`, `UIButton`).
        public var className: String
        /// The property key (`title`, `normalTitle`, `segmentTitles[1]`).
        public var key: String
        /// The value in the document.
        public var value: String

        /// The key of the `.strings` entry: `objectID.key`.
        public var stringsKey: String { "\(objectID.rawValue).\(key)" }
    }

    /// The entries, in Xcode's order.
    public var entries: [Entry]

    /// The localizable strings of `document`.
    public init(document: NibDocument) {
        var entries: [Entry] = []
        for object in document.objects {
            let element = object.sourceElement
            let className = StandardClasses.className(forElement: element.name, platform: document.platform)
            for property in LocalizableProperty.all where property.applies(to: element.name) {
                for (key, value) in Self.values(of: property, in: element) {
                    entries.append(Entry(objectID: object.id, className: className, key: key, value: value))
                }
            }
        }
        // A binding's placeholders are the binding's own, under its id (ibtool's
        // `"<binding id>.ibShadowedIsNilPlaceholder"`).
        for connection in document.connections where connection.element.name == "binding" {
            guard let id = connection.id else { continue }
            for property in LocalizableProperty.all where property.applies(to: "binding") {
                for (key, value) in Self.values(of: property, in: connection.element) {
                    entries.append(
                        Entry(objectID: id, className: LocalizableProperty.bindingClassName, key: key, value: value))
                }
            }
        }
        entries.sort { lhs, rhs in
            lhs.objectID.rawValue != rhs.objectID.rawValue
                ? Array(lhs.objectID.rawValue.utf8).lexicographicallyPrecedes(Array(rhs.objectID.rawValue.utf8))
                : Array(lhs.key.utf8).lexicographicallyPrecedes(Array(rhs.key.utf8))
        }
        self.entries = entries
    }

    /// The values of one property of an element, with their keys.
    static func values(of property: LocalizableProperty, in element: NibElement) -> [(String, String)] {
        switch property.location {
        case .attribute(let name):
            if let value = element[attribute: name] { return [(property.key, value)] }
            if let text = element.children.first(where: {
                ($0.name == "string" || $0.name == "mutableString") && $0[attribute: "key"] == name
            }) {
                return [(property.key, Self.text(of: text))]
            }
            return []
        case .child(let name, let key, let attribute):
            guard
                let child = element.children.first(where: {
                    $0.name == name && $0[attribute: "key"] == (key.isEmpty ? nil : key)
                }),
                let value = child[attribute: attribute]
            else { return [] }
            return [(property.key, value)]
        case .segments(let attribute):
            return items(of: element, container: "segments", attribute: attribute, key: property.key)
        case .items(let container, let attribute):
            return items(of: element, container: container, attribute: attribute, key: property.key)
        case .bindingOption(let option):
            guard let value = bindingOption(option, of: element) else { return [] }
            return [(property.key, value.text ?? value.element[attribute: "value"] ?? "")]
        }
    }

    /// The `[N]` values of a list: each child's attribute, or its text when `attribute` is `nil`.
    private static func items(
        of element: NibElement, container: String, attribute: String?, key: String
    ) -> [(String, String)] {
        guard let list = element.firstChild(named: container) else { return [] }
        return list.children.enumerated().compactMap { index, item in
            (attribute.map { item[attribute: $0] } ?? text(of: item)).map { ("\(key)[\(index)]", $0) }
        }
    }

    /// A binding's option element, with its text when it is a string (`nil` for a number).
    static func bindingOption(_ option: String, of binding: NibElement) -> (element: NibElement, text: String?)? {
        guard
            let options = binding.children.first(where: {
                $0.name == "dictionary" && $0[attribute: "key"] == "options"
            }),
            let value = options.children.first(where: { $0[attribute: "key"] == option })
        else { return nil }
        let isText = value.name == "string" || value.name == "mutableString"
        return (value, isText ? text(of: value) : nil)
    }

    /// A string element's text, decoded when Xcode wrote it in base64 (`base64-UTF8="YES"`).
    static func text(of element: NibElement) -> String {
        guard element[attribute: "base64-UTF8"] == "YES" else { return element.text }
        return Base64Text.decode(element.text) ?? element.text
    }

    /// The `.strings` text, UTF-8.
    public var text: String {
        var output = ""
        for entry in entries {
            let value = StringsFile.escape(entry.value)
            output +=
                "\n/* Class = \"\(entry.className)\"; \(entry.key) = \"\(value)\"; ObjectID = \"\(entry.objectID)\"; */\n"
            output += "\"\(StringsFile.escape(entry.stringsKey))\" = \"\(value)\";\n"
        }
        return output
    }
}
