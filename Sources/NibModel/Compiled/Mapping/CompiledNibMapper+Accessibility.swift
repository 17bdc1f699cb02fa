/// UIKit accessibility: the `UIRuntimeAccessibilityConfiguration`s a UIKit nib lists in its
/// root's `UINibAccessibilityConfigurationsKey`, read by the keys of
/// `IBVocabulary.UIKitAccessibility` (the table the compiler archives them by) and written back
/// as each object's `<accessibility key="accessibilityConfiguration" hint="…" identifier="…"
/// label="…">` with its `<accessibilityTraits key="traits" …/>` and `<bool key="isElement"/>`.
struct UIKitAccessibilityConfiguration {
    /// The string attributes, in the table's order.
    var attributes: [(String, String)] = []
    /// The traits' attribute names, `nil` when the configuration archives no traits (or bits
    /// the table does not name).
    var traits: [String]?
    /// `UIIsAccessibilityElement`, `nil` when not archived.
    var isElement: Bool?

    /// Whether it has anything to write.
    var isEmpty: Bool { attributes.isEmpty && traits == nil && isElement == nil }
}

extension CompiledNibMapper {
    /// Reads the configurations of the root's `UINibAccessibilityConfigurationsKey`; one whose
    /// object is not a member of the tree is skipped, and a later one for the same object
    /// replaces an earlier one.
    mutating func readUIKitAccessibility(_ root: Int) throws(NibParseError) {
        typealias Vocabulary = IBVocabulary.UIKitAccessibility
        let list = archive.elements(archive.value(named: Vocabulary.configurationsKey, in: root))
        guard !list.isEmpty else { return }
        try spend(list.count, at: root)
        for configuration in list where archive.className(configuration) == Vocabulary.className {
            guard let object = archive.reference(archive.value(named: Vocabulary.objectKey, in: configuration)),
                memberSet.contains(object)
            else { continue }
            var read = UIKitAccessibilityConfiguration()
            for (attribute, key) in Vocabulary.strings {
                if let text = archive.string(archive.value(named: key, in: configuration)) {
                    read.attributes.append((attribute, text))
                }
            }
            // A scalar or an `NSNumber` (`ArchiveTables.number`), booleans as 0 and 1.
            if let bits = archive.number(archive.value(named: Vocabulary.traitsKey, in: configuration)),
                let whole = Int64(exactly: bits)
            {
                read.traits = Vocabulary.traits(of: whole)
            }
            if let flag = archive.number(archive.value(named: Vocabulary.isElementKey, in: configuration)) {
                read.isElement = flag != 0
            }
            if !read.isEmpty { uiKitAccessibility[object] = read }
        }
    }

    /// Writes an object's UIKit `<accessibility key="accessibilityConfiguration">`, if it has one.
    func writeUIKitAccessibility(of object: Int, into writer: inout TreeWriter) throws(NibParseError) {
        guard !uiKitAccessibility.isEmpty, let configuration = uiKitAccessibility[object] else { return }
        let attributes = [("key", IBVocabulary.UIKitAccessibility.documentKey)] + configuration.attributes
        guard configuration.traits != nil || configuration.isElement != nil else {
            try writer.leaf("accessibility", attributes)
            return
        }
        try writer.start("accessibility", attributes, at: (0, nil))
        if let traits = configuration.traits {
            try writer.leaf("accessibilityTraits", [("key", "traits")] + traits.map { ($0, "YES") })
        }
        if let isElement = configuration.isElement {
            try writer.leaf("bool", [("key", "isElement"), ("value", isElement ? "YES" : "NO")])
        }
        writer.end()
    }
}
