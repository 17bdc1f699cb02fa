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

    /// Attributes of a UIKit object that the archiver writes itself: a countdown date picker's
    /// `countDownDuration` (`UICountDownDuration`, a float UIKit's coder writes in countdown
    /// mode when not 0), a label's `usesAttributedText`.
    func uiKitPackedAttributes(of object: Int, element: String) -> [(String, String)] {
        guard element == "datePicker" else { return uiKitAttributedTextAttributes(of: object, element: element).said }
        let duration: Double
        switch archive.value(named: "UICountDownDuration", in: object) {
        case .float(let number)?: duration = Double(number)
        case .double(let number)?: duration = number
        default: return []
        }
        return duration == 0 ? [] : [("countDownDuration", IBValueCodec.format(duration))]
    }
}
