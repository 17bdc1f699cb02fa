extension CompiledNibMapper {
    /// The children a UIKit object holds without a `key=` or an id
    /// (``IBVocabulary/uiKitUnkeyedChildKeys``: a visual effect view's `<blurEffect>`), each
    /// written with the attributes its rule decodes from the object its key names.
    func writeUIKitUnkeyedChildren(
        of object: Int, element: String, into writer: inout TreeWriter
    )
        throws(NibParseError)
    {
        try writeUIKitAttributedText(of: object, element: element, into: &writer)
        try writeUIKitRectEdges(of: object, element: element, into: &writer)
        try writeUIKitTextAttributes(of: object, element: element, into: &writer)
        try writeUIKitColors(of: object, element: element, into: &writer)
        try writeUIKitButtonInsets(of: object, element: element, into: &writer)
        try writeUIKitLabelShadowOffset(of: object, element: element, into: &writer)
        try writeUIKitButtonStates(of: object, element: element, into: &writer)
        guard let children = IBVocabulary.uiKitUnkeyedChildKeys[element] else { return }
        for (childElement, key) in children.sorted(by: { $0.key < $1.key }) {
            guard case .reference(let child)? = archive.value(named: key, in: object),
                let rule = IBVocabulary.ruleChain(element: childElement, platform: .uiKit).last,
                archive.className(child) == rule.archivedClass
            else { continue }
            let decoded = IBVocabulary.decode(archivedClass: rule.archivedClass, platform: .uiKit) { name in
                switch archive.value(named: name, in: child) {
                case .integer(let number)?: .integer(number)
                case .boolean(let flag)?: .boolean(flag)
                case .double(let number)?: .real(number)
                case .float(let number)?: .float(Double(number))
                default: nil
                }
            }
            try writer.leaf(childElement, decoded.attributes.map { ($0.name, $0.value) })
        }
    }

    /// A UIKit object's colours (every view's, ``IBVocabulary/uiKitColorKeys``, and the element's
    /// own, ``IBVocabulary/uiKitElementColorKeys``) as `<color key=…>`, each from its `UIColor`: a
    /// system colour by name, or its RGB or white components (``uiColorAttributes(of:)``). A
    /// label with attributed text takes its text colour from its first run, which the
    /// `<attributedString>` gives back. An activity indicator archives its colour as its tint
    /// too, and its style's default colour as its tint when it has none
    /// (``IBVocabulary/uiKitActivityIndicatorDefaultTints``): neither is a tint of the document's.
    func writeUIKitColors(of object: Int, element: String, into writer: inout TreeWriter) throws(NibParseError) {
        let own = IBVocabulary.uiKitElementColorKeys[element] ?? [:]
        let keys = IBVocabulary.uiKitColorKeys.merging(own) { _, elementKey in elementKey }
        let attributed = archive.value(named: "UIAttributedText", in: object) != nil
        for (documentKey, archiveKey) in keys.sorted(by: { $0.key < $1.key }) {
            guard !(attributed && documentKey == "textColor"),
                case .reference(let color)? = archive.value(named: archiveKey, in: object),
                let attributes = uiColorAttributes(of: color)
            else { continue }
            if element == "activityIndicatorView", documentKey == "tintColor" {
                let colored = own.values.contains { archive.value(named: $0, in: object) != nil }
                let styleDefault =
                    attributes.count == 1
                    && IBVocabulary.uiKitActivityIndicatorDefaultTints.values.contains(attributes[0].value)
                if colored || styleDefault { continue }
            }
            try writer.leaf("color", [("key", documentKey)] + attributes.map { ($0.name, $0.value) })
        }
    }

    /// A button's `UIButtonStatefulContent` (a dictionary from a `UIControlState` number,
    /// ``IBVocabulary/uiControlStates``, to a `UIButtonContent`) as its `<state key=…>` children,
    /// the way back of the compiler's `archiveButtonStates`: each state's `UITitle` as `title`,
    /// its images' resource names as `image` and `backgroundImage` (`catalog="system"` for an SF
    /// Symbol), and its colours (``IBVocabulary/uiButtonContentColorKeys``) as keyed `<color>`s;
    /// in the states' order.
    func writeUIKitButtonStates(of object: Int, element: String, into writer: inout TreeWriter) throws(NibParseError) {
        guard element == "button" else { return }
        let entries = archive.dictionary(archive.value(named: "UIButtonStatefulContent", in: object))
        guard !entries.isEmpty else { return }
        var states: [(number: Int64, name: String, content: Int)] = []
        for entry in entries {
            guard let number = archive.number(.reference(entry.key)).map({ Int64($0) }),
                let name = IBVocabulary.uiControlStates.first(where: { $0.value == number })?.key,
                archive.className(entry.value) == "UIButtonContent"
            else { continue }
            states.append((number, name, entry.value))
        }
        for state in states.sorted(by: { $0.number < $1.number }) {
            var attributes: [(String, String)] = [("key", state.name)]
            if let title = archive.string(archive.value(named: "UITitle", in: state.content)) {
                attributes.append(("title", title))
            }
            for (attribute, key) in [("image", "UIImage"), ("backgroundImage", "UIBackgroundImage")] {
                guard case .reference(let image)? = archive.value(named: key, in: state.content),
                    let name = archive.string(archive.value(named: "UIResourceName", in: image))
                else { continue }
                attributes.append((attribute, name))
                if archive.value(named: "UISystemSymbolResourceName", in: image) != nil {
                    attributes.append(("catalog", "system"))
                }
            }
            var colors: [(key: String, attributes: [(name: String, value: String)])] = []
            for (documentKey, key) in IBVocabulary.uiButtonContentColorKeys.sorted(by: { $0.key < $1.key }) {
                guard case .reference(let color)? = archive.value(named: key, in: state.content),
                    let said = uiColorAttributes(of: color)
                else { continue }
                colors.append((documentKey, said))
            }
            let attributedTitle = uiButtonAttributedTitle(of: state.content)
            guard !colors.isEmpty || attributedTitle != nil else {
                try writer.leaf("state", attributes)
                continue
            }
            try writer.start("state", attributes, at: (0, nil))
            if let attributedTitle {
                try writeUIKitAttributedString(attributedTitle, key: "attributedTitle", into: &writer)
            }
            for color in colors {
                try writer.leaf("color", [("key", color.key)] + color.attributes.map { ($0.name, $0.value) })
            }
            writer.end()
        }
    }

    /// A button's insets (``IBVocabulary/uiKitButtonInsetKeys``: `UIContentEdgeInsets`,
    /// `UITitleEdgeInsets`, `UIImageEdgeInsets`, each a geometry blob of top, left, bottom,
    /// right) as keyed `<inset>`s, the way back of the compiler's `archiveInsets`: a document's
    /// button insets had been archived and not given back.
    func writeUIKitButtonInsets(of object: Int, element: String, into writer: inout TreeWriter) throws(NibParseError) {
        guard element == "button" else { return }
        for (documentKey, key) in IBVocabulary.uiKitButtonInsetKeys {
            guard let numbers = archive.geometry(archive.value(named: key, in: object)), numbers.count == 4 else {
                continue
            }
            try writer.leaf(
                "inset",
                [
                    ("key", documentKey), ("minX", IBValueCodec.format(numbers[1])),
                    ("minY", IBValueCodec.format(numbers[0])), ("maxX", IBValueCodec.format(numbers[3])),
                    ("maxY", IBValueCodec.format(numbers[2])),
                ])
        }
    }

    /// A label's `UIShadowOffset` (a geometry blob of width and height) as its
    /// `<size key="shadowOffset">`, when the archive holds one (none is UIKit's default).
    func writeUIKitLabelShadowOffset(
        of object: Int, element: String, into writer: inout TreeWriter
    ) throws(NibParseError) {
        guard element == "label",
            let numbers = archive.geometry(archive.value(named: IBVocabulary.uiKitLabelShadowOffsetKey, in: object)),
            numbers.count == 2
        else { return }
        try writer.leaf(
            "size",
            [
                ("key", "shadowOffset"), ("width", IBValueCodec.format(numbers[0])),
                ("height", IBValueCodec.format(numbers[1])),
            ])
    }

    /// A UIKit object's `UIRectEdge` sets (``IBVocabulary/uiKitRectEdgeSets``): a keyed
    /// `<extendedEdge>` with the edges its archived bits switch on, when the archive holds the
    /// key (no key is all edges, which Xcode writes as no element).
    func writeUIKitRectEdges(of object: Int, element: String, into writer: inout TreeWriter) throws(NibParseError) {
        for rule in IBVocabulary.ruleChain(element: element, platform: .uiKit) {
            guard let set = IBVocabulary.uiKitRectEdgeSets[rule.element],
                case .integer(let bits)? = archive.value(named: set.key, in: object)
            else { continue }
            let edges = IBVocabulary.uiKitRectEdges.filter { bits & $0.bit != 0 }.map { ($0.name, "YES") }
            try writer.leaf("extendedEdge", [("key", set.documentKey)] + edges)
        }
    }

    /// A UIKit object's text attributes dictionaries
    /// (``IBVocabulary/uiKitTextAttributeDictionaries``) as `<textAttributes key=…>`, with the
    /// entries ``IBVocabulary/uiKitTextAttributeEntries`` names (a `<color>` from its `UIColor`).
    func writeUIKitTextAttributes(
        of object: Int, element: String, into writer: inout TreeWriter
    )
        throws(NibParseError)
    {
        let dictionaries = IBVocabulary.uiKitTextAttributeDictionaries[element] ?? [:]
        for (documentKey, key) in dictionaries.sorted(by: { $0.key < $1.key }) {
            var entries: [(key: String, attributes: [(name: String, value: String)])] = []
            for (name, value) in archive.dictionary(archive.value(named: key, in: object)) {
                guard let attribute = archive.string(.reference(name)),
                    let entry = IBVocabulary.uiKitTextAttributeEntries.first(where: { $0.value.name == attribute }),
                    entry.value.element == "color", let color = uiColorAttributes(of: value)
                else { continue }
                entries.append((entry.key, color))
            }
            guard !entries.isEmpty else { continue }
            try writer.start("textAttributes", [("key", documentKey)], at: (0, nil))
            for entry in entries.sorted(by: { $0.key < $1.key }) {
                try writer.leaf("color", [("key", entry.key)] + entry.attributes.map { ($0.name, $0.value) })
            }
            writer.end()
        }
    }

    /// A button state's attributed title: the attributed string its `UIButtonContent` keeps
    /// under `UIAttributedTitle` (the compiler's `attributedTitle(of:)`), if any.
    func uiButtonAttributedTitle(of content: Int) -> Int? {
        guard case .reference(let text)? = archive.value(named: "UIAttributedTitle", in: content) else { return nil }
        return text
    }

    /// Whether a button's states hold an attributed title, which Xcode says on the button as
    /// `hasAttributedTitle="YES"`.
    func uiButtonHasAttributedTitle(_ object: Int) -> Bool {
        archive.dictionary(archive.value(named: "UIButtonStatefulContent", in: object)).contains { entry in
            archive.className(entry.value) == "UIButtonContent" && uiButtonAttributedTitle(of: entry.value) != nil
        }
    }

    /// Attributes of a UIKit object that the archiver writes itself: a countdown date picker's
    /// `countDownDuration` (`UICountDownDuration`, a float UIKit's coder writes in countdown
    /// mode when not 0), a label's `usesAttributedText`, a button's `hasAttributedTitle`.
    func uiKitPackedAttributes(of object: Int, element: String) -> [(String, String)] {
        guard element == "datePicker" else {
            let attributed =
                element == "button" && uiButtonHasAttributedTitle(object) ? [("hasAttributedTitle", "YES")] : []
            return uiKitAttributedTextAttributes(of: object, element: element).said
                + uiKitImageAttributes(of: object, element: element) + attributed
        }
        let duration: Double
        switch archive.value(named: "UICountDownDuration", in: object) {
        case .float(let number)?: duration = Double(number)
        case .double(let number)?: duration = number
        default: return []
        }
        return duration == 0 ? [] : [("countDownDuration", IBValueCodec.format(duration))]
    }

    /// A UIKit object's named images (``IBVocabulary/uiKitImageKeys``: an image view's, a
    /// slider's value images, a progress view's), each the `UIResourceName` of the
    /// `UIImageNibPlaceholder` under its key, written as its attribute; an image view's SF Symbol
    /// (`UISystemSymbolResourceName`) adds `catalog="system"`.
    func uiKitImageAttributes(of object: Int, element: String) -> [(String, String)] {
        guard let keys = IBVocabulary.uiKitImageKeys[element] else { return [] }
        var said: [(String, String)] = []
        for (attribute, key) in keys.sorted(by: { $0.key < $1.key }) {
            guard case .reference(let image)? = archive.value(named: key, in: object),
                archive.className(image) == "UIImageNibPlaceholder",
                let name = archive.string(archive.value(named: "UIResourceName", in: image))
            else { continue }
            said.append((attribute, name))
            // One `catalog` for the element: Xcode writes it for an SF Symbol image (an image
            // view's, a bar button item's).
            if archive.value(named: "UISystemSymbolResourceName", in: image) != nil,
                !said.contains(where: { $0.0 == "catalog" })
            {
                said.append(("catalog", "system"))
            }
        }
        return said
    }

    /// The keys of the images ``uiKitImageAttributes(of:element:)`` reads, by archived class
    /// (for the report).
    static let uiKitImageArchiveKeys = archiveKeysByClass(IBVocabulary.uiKitImageKeys) { Array($0.values) }

    /// The keys of an enabled control's own state (``IBVocabulary/uiKitEnabledStateKeys``), by
    /// archived class (for the report: the state is read from `UIDisabled`).
    static let uiKitEnabledStateArchiveKeys = archiveKeysByClass(IBVocabulary.uiKitEnabledStateKeys) { [$0] }

    /// The keys of the text attributes ``writeUIKitTextAttributes(of:element:into:)`` reads, by
    /// archived class (for the report).
    static let uiKitTextAttributeArchiveKeys = archiveKeysByClass(IBVocabulary.uiKitTextAttributeDictionaries) {
        Array($0.values)
    }

    /// The archive keys `keys` gives each element of `table`, by the archived class of the
    /// element's UIKit rule (for the report).
    private static func archiveKeysByClass<Entry>(
        _ table: [String: Entry], _ keys: (Entry) -> [String]
    ) -> [String: Set<String>] {
        var byClass: [String: Set<String>] = [:]
        for (element, entry) in table {
            guard let rule = IBVocabulary.ruleChain(element: element, platform: .uiKit).last else { continue }
            byClass[rule.archivedClass, default: []].formUnion(keys(entry))
        }
        return byClass
    }

    /// The keys of the `UIRectEdge` sets ``writeUIKitRectEdges(of:element:into:)`` reads, by the
    /// archived class of every rule that has one or inherits it (for the report).
    static let uiKitRectEdgeArchiveKeys: [String: Set<String>] = {
        var keys: [String: Set<String>] = [:]
        for rule in IBVocabulary.uiKitRules where !rule.element.hasPrefix("@") {
            for base in IBVocabulary.ruleChain(element: rule.element, platform: .uiKit) {
                guard let set = IBVocabulary.uiKitRectEdgeSets[base.element] else { continue }
                keys[rule.archivedClass, default: []].insert(set.key)
            }
        }
        return keys
    }()
}
