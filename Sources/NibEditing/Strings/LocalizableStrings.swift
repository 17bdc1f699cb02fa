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
                return [(property.key, text.text)]
            }
            return []
        case .child(let name, let key, let attribute):
            guard let child = element.children.first(where: { $0.name == name && $0[attribute: "key"] == key }),
                let value = child[attribute: attribute]
            else { return [] }
            return [(property.key, value)]
        case .segments(let attribute):
            guard let segments = element.firstChild(named: "segments") else { return [] }
            return segments.children.enumerated().compactMap { index, segment in
                segment[attribute: attribute].map { ("\(property.key)[\(index)]", $0) }
            }
        }
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
