extension CompiledNibMapper {
    /// The decoded attributes of a member adjusted for what its archive says beyond its class's
    /// rules, as Xcode would have written the document ibtool compiled:
    /// - a button without `NSHuggingPriority` hugs as its type does
    ///   (``IBVocabulary/buttonHuggingDefaults``: a push button vertically at 750);
    /// - a text field whose cell archives `NSCharacterPickerEnabled` allows the character picker;
    /// - a view's `clipsToBounds` is what ibtool's own `IBNSClipsToBounds` says when it archives
    ///   one (a split view's panes clip in `NSViewClipsToBoundsKeyName` though the xib says nothing);
    /// - a cell's behaviour flags that ibtool keeps beside the vocabulary's
    ///   (``IBVocabulary/derivedCellBits`` of a keyed child: `doesNotDimImage`).
    func adjustDecoded(_ decoded: inout IBDecodedAttributes, of object: Int, element: String) {
        guard isAppKit else { return }
        func has(_ name: String) -> Bool { decoded.attributes.contains { $0.name == name } }
        if element == "button", archive.value(named: "NSHuggingPriority", in: object) == nil,
            case .reference(let cell)? = archive.value(named: "NSCell", in: object)
        {
            let type =
                decodedAttributes(of: cell, kind: archive.classKind(cell)).attributes.first { $0.name == "type" }?
                .value ?? "push"
            if let own = IBVocabulary.buttonHuggingDefaults[type] {
                if own.0 != 250, !has("horizontalHuggingPriority") {
                    decoded.attributes.append(("horizontalHuggingPriority", IBValueCodec.format(own.0)))
                }
                if own.1 != 250, !has("verticalHuggingPriority") {
                    decoded.attributes.append(("verticalHuggingPriority", IBValueCodec.format(own.1)))
                }
            }
        }
        if element == "textField" || element == "searchField" || element == "secureTextField",
            case .reference(let cell)? = archive.value(named: "NSCell", in: object),
            archive.value(named: "NSCharacterPickerEnabled", in: cell) == .boolean(true),
            !has("allowsCharacterPickerTouchBarItem")
        {
            decoded.attributes.append(("allowsCharacterPickerTouchBarItem", "YES"))
        }
        if let clips = archive.value(named: "IBNSClipsToBounds", in: object)?.integer {
            decoded.attributes.removeAll { $0.name == "clipsToBounds" }
            if clips != 0 { decoded.attributes.append(("clipsToBounds", "YES")) }
        }
        for derived in IBVocabulary.derivedCellBits where derived.element == element && derived.values.count == 1 {
            let parts = derived.attribute.split(separator: ".").map(String.init)
            guard parts.count == 2, let value = derived.values.first,
                let flags = archive.value(named: derived.key, in: object)?.integer, flags & derived.bits == derived.bits,
                let index = decoded.keyed.firstIndex(where: { $0.key == parts[0] }),
                !decoded.keyed[index].attributes.contains(where: { $0.name == parts[1] })
            else { continue }
            decoded.keyed[index].attributes.append((parts[1], value))
        }
    }

    /// Whether the archive's custom objects were made with `init`: a class swapper standing for
    /// an `NSObject` that initialises with `init` is what `customObjectInstantitationMethod="direct"`
    /// (Apple's spelling) makes of a Swift custom object.
    var instantiatesCustomObjectsDirectly: Bool {
        members.contains { object in
            archive.classKind(object) == .nsClassSwapper
                && archive.string(.nsOriginalClassName, in: object) == "NSObject"
                && archive.value(named: "NSInitializeWithInit", in: object) == .boolean(true)
        }
    }
}
