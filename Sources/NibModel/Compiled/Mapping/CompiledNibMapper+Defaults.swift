extension CompiledNibMapper {
    /// Attributes a member's archive says by its silence, beyond what its class's rules give: a
    /// button without `NSHuggingPriority` hugs as its type does (``IBVocabulary/buttonHuggingDefaults``:
    /// a push button vertically at 750), which the xib writes and the compiler compares with.
    func silentAttributes(
        of object: Int, element: String, decoded: IBDecodedAttributes
    ) -> [(name: String, value: String)] {
        guard isAppKit, element == "button", archive.value(named: "NSHuggingPriority", in: object) == nil,
            case .reference(let cell)? = archive.value(named: "NSCell", in: object)
        else { return [] }
        let type =
            decodedAttributes(of: cell, kind: archive.classKind(cell)).attributes.first { $0.name == "type" }?.value
            ?? "push"
        guard let own = IBVocabulary.buttonHuggingDefaults[type] else { return [] }
        var attributes: [(name: String, value: String)] = []
        if own.0 != 250, !decoded.attributes.contains(where: { $0.name == "horizontalHuggingPriority" }) {
            attributes.append(("horizontalHuggingPriority", IBValueCodec.format(own.0)))
        }
        if own.1 != 250, !decoded.attributes.contains(where: { $0.name == "verticalHuggingPriority" }) {
            attributes.append(("verticalHuggingPriority", IBValueCodec.format(own.1)))
        }
        return attributes
    }
}
