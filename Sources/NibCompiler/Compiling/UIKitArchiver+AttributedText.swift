import NibModel

extension UIKitArchiver {
    /// A label's attributed text (``IBVocabulary/uiKitAttributedTexts``): its string under
    /// `UIText`, the `NSMutableAttributedString` under `UIAttributedText` — its string (an
    /// `NSMutableString`) and its runs' attributes: one dictionary for a single run, else the
    /// distinct dictionaries in an array and `NSAttributeInfo` (each run's length in UTF-16
    /// units and its dictionary's index, as base-128 numbers), the form `NSAttributedString`'s
    /// coder writes and AppKit's text storages share — and, as setting a label's attributed
    /// text makes them, the font, colour and alignment of the string's first run as the
    /// label's `UIFont`, `UITextColor` and `UITextAlignment`. Inferred from UIKit's and
    /// Foundation's coders and xibdump (which reads `UIAttributedText` back from Apple's nibs);
    /// no Apple-compiled iOS nib of the corpus holds a label. Run attributes the vocabulary does
    /// not name (``IBVocabulary/uiKitTextAttributes``) are left out, and reported.
    mutating func archiveAttributedText(of element: NibElement, id: GraphID) throws(CompileError) {
        guard let form = IBVocabulary.uiKitAttributedTexts[element.name],
            let text = element.child(forKey: form.documentKey), text.name == "attributedString"
        else { return }
        let (entries, string, first, firstAlignment) = try attributedRuns(of: text)
        builder.set("UIText", .reference(builder.string(string)), on: id)
        if let font = first?["NSFont"] { builder.set("UIFont", .reference(font), on: id) }
        if let color = first?["NSColor"] { builder.set("UITextColor", .reference(color), on: id) }
        if let firstAlignment { builder.set("UITextAlignment", .integer(firstAlignment), on: id) }
        builder.set(form.key, .reference(builder.add("NSMutableAttributedString", entries)), on: id)
    }

    /// A button state's `<attributedString key="attributedTitle">` as the
    /// `NSMutableAttributedString` its `UIButtonContent` keeps under `UIAttributedTitle`
    /// (`UIButtonContent`'s decompiled coders, UIKitCore, iOS 26: written when the state has
    /// one), in the form ``archiveAttributedText(of:id:)`` gives a label's. Inferred: no
    /// Apple-compiled iOS nib of the corpus holds a button.
    mutating func attributedTitle(of state: NibElement) throws(CompileError) -> GraphID? {
        guard let text = state.child(forKey: "attributedTitle"), text.name == "attributedString" else { return nil }
        let entries = try attributedRuns(of: text).entries
        return builder.add("NSMutableAttributedString", entries)
    }

    /// The entries of an `<attributedString>`'s `NSMutableAttributedString` (its string and its
    /// runs' attributes), its plain string, and the attributes and alignment of its first
    /// non-empty run.
    private mutating func attributedRuns(
        of text: NibElement
    ) throws(CompileError) -> (
        entries: [ArchiveGraph.Entry], string: String, first: [String: GraphID]?, firstAlignment: Int64?
    ) {
        var runs = AttributedRuns()
        var first: [String: GraphID]?
        var firstAlignment: Int64?
        for fragment in text.children where fragment.name == "fragment" {
            let content = fragment[attribute: "content"] ?? fragment.child(forKey: "content")?.text ?? ""
            var attributes: [String: GraphID] = [:]
            var alignment: Int64?
            for attribute in fragment.firstChild(named: "attributes")?.children ?? [] {
                guard let key = attribute[attribute: "key"], IBVocabulary.uiKitTextAttributes[key] == attribute.name,
                    let object = try textAttribute(attribute)
                else { continue }
                attributes[key] = object
                if attribute.name == "paragraphStyle" {
                    alignment = attribute[attribute: "alignment"].flatMap(Self.uiTextAlignment)
                }
            }
            if !content.isEmpty, first == nil {
                first = attributes
                firstAlignment = alignment
            }
            runs.append(content, attributes: attributes)
        }
        let entries = runs.entries(in: &builder)
        return (entries, runs.string, first, firstAlignment)
    }

    /// UIKit's `NSTextAlignment` number of a paragraph style's `alignment` (the label rule's
    /// `UITextAlignment` numbers).
    private static func uiTextAlignment(_ name: String) -> Int64? {
        let property = IBVocabulary.ruleChain(element: "label", platform: .uiKit).lazy.flatMap(\.properties).first {
            $0.slot == .attribute("textAlignment")
        }
        guard case .integer(let number)? = property?.codec.encode(name, into: nil) else { return nil }
        return number
    }

    /// Whether the UIKit archiver archives `attribute`, an element of a run's `<attributes>`:
    /// a font, colour or paragraph style the vocabulary names and can encode.
    static func archivesTextAttribute(_ attribute: NibElement) -> Bool {
        guard let key = attribute[attribute: "key"], IBVocabulary.uiKitTextAttributes[key] == attribute.name else {
            return false
        }
        switch attribute.name {
        case "font": return uiFontFields(attribute) != nil
        case "paragraphStyle": return paragraphStyleEntries(attribute) != nil
        default:
            let color = NibColor(element: attribute)
            return IBValueCodec.uiColorFields(color) != nil || (color.name != nil && color.catalog == nil)
        }
    }

    /// A run's attribute as an archived object, `nil` when it cannot be encoded.
    private mutating func textAttribute(_ attribute: NibElement) throws(CompileError) -> GraphID? {
        guard Self.archivesTextAttribute(attribute) else { return nil }
        switch attribute.name {
        case "font":
            guard let fields = Self.uiFontFields(attribute),
                case .reference(let font) = builder.value(for: .object(className: "UIFont", fields: fields))
            else { return nil }
            return font
        case "color":
            return try color(attribute)
        case "paragraphStyle":
            guard let entries = Self.paragraphStyleEntries(attribute) else { return nil }
            builder.classChains["NSMutableParagraphStyle"] = [
                "NSMutableParagraphStyle", "NSParagraphStyle", "NSObject",
            ]
            return builder.intern("NSMutableParagraphStyle", entries)
        default:
            return nil
        }
    }

    /// The `UIFont` keys of a run's `<font>`, which writes an `NSFont`'s attributes: `size`
    /// (the point size), a `name`, or a system `metaFont` (`system`, `boldSystem`).
    private static func uiFontFields(_ font: NibElement) -> [String: IBArchivedValue]? {
        var attributes: [(name: String, value: String)] = []
        if let size = font[attribute: "size"] { attributes.append(("pointSize", size)) }
        switch font[attribute: "metaFont"] {
        case nil: if let name = font[attribute: "name"] { attributes.append(("name", name)) } else { return nil }
        case "system": attributes.append(("type", "system"))
        case "boldSystem": attributes.append(("type", "boldSystem"))
        default: return nil
        }
        return IBValueCodec.uiFontFields(attributes)
    }

    /// A paragraph style's keys as `NSParagraphStyle`'s coder writes them (the vocabulary's
    /// tables: what differs from a new style), `nil` for a style with tab stops or
    /// attributes the tables do not name.
    private static func paragraphStyleEntries(_ element: NibElement) -> [ArchiveGraph.Entry]? {
        guard element.children.isEmpty else { return nil }
        let style = AttributedRuns.paragraphStyleEntries(of: element)
        guard style.refused == nil else { return nil }
        return style.entries
    }
}
