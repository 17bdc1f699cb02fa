import NibModel

/// Collection views and gesture recognizers: what they archive beyond their attributes.
/// Inferred: no Apple-compiled nib of the corpus holds an `NSCollectionView` or a recognizer a
/// document made; the keys are those AppKit's coders read as GNUstep's decoders name them
/// (`IBVocabulary.appKitCollectionRules`).
extension AppKitArchiver {
    /// The keyed children of a collection view the archiver archives itself.
    static let collectionPartsArchivedItself: [String: Set<String>] = [
        "collectionView": ["primaryBackgroundColor", "secondaryBackgroundColor"],
        "dictionaryController": ["declaredKeys", "objectClass"],
    ]

    /// A collection view's background colours, the primary then the secondary one, in one array
    /// (`NSBackgroundColors`, as `NSCollectionView.backgroundColors` holds them).
    mutating func archiveCollectionView(_ element: NibElement, id: GraphID) throws(CompileError) {
        var colors: [GraphID] = []
        for key in ["primaryBackgroundColor", "secondaryBackgroundColor"] {
            guard let child = element.child(forKey: key), child.name == "color" else { continue }
            guard let encoded = IBValueCodec.color.encodeFields(child.attributes.map { ($0.name, $0.value) }),
                case .reference(let color) = value(encoded, element: child)
            else {
                let said = child.attributes.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " ")
                throw CompileError(
                    .unsupportedValue(element: element.name, attribute: key, value: said),
                    at: child.location(in: document))
            }
            colors.append(color)
        }
        if !colors.isEmpty {
            builder.set("NSBackgroundColors", .reference(builder.collection("NSArray", colors)), on: id)
        }
    }

    /// A browser's flags, archived as the signed 32-bit integer AppKit keeps them in (GNUstep's
    /// decoder refuses a larger number).
    mutating func archiveBrowser(id: GraphID) {
        guard let flags = integer(builder[id]?.value(forKey: "NSBrFlags")) else { return }
        builder.set("NSBrFlags", .integer(Int64(Int32(truncatingIfNeeded: flags))), on: id)
    }

    /// The recognizers a document gives a scroll view, after the pan recognizer AppKit's scroll
    /// view keeps first (inferred: ibtool's order is not known).
    func documentRecognizers(of id: GraphID) -> [GraphID] {
        guard case .reference(let list)? = builder[id]?.value(forKey: "NSGestureRecognizers"),
            let entries = builder[list]?.entries
        else { return [] }
        return entries.compactMap { entry in
            if case .reference(let member) = entry.value, entry.key != "NSInlinedValue" { return member }
            return nil
        }
    }
}
