extension CompiledNibMapper {
    /// The constant Interface Builder shows for a constraint whose constant is the standard
    /// space: ibtool archives the space as `NSSymbolicConstant` `NSSpace`, without its number, and
    /// the document's number depends on what the constraint spaces. Between a view and an
    /// ancestor's edge the standard space is 20, between siblings 8: the corpus's documents say 20
    /// for 324 of their 325 symbolic constraints between a view and an ancestor (macOS and iOS),
    /// and 8 for 154 of their 210 between siblings (the others 6, 10, 12 or 20, the spacings of
    /// smaller or larger controls, which a nib does not keep).
    func adjustSymbolicConstant(_ decoded: inout IBDecodedAttributes, ofConstraint object: Int) {
        guard decoded.attributes.contains(where: { $0.name == "symbolic" && $0.value == "YES" }),
            let index = decoded.attributes.firstIndex(where: { $0.name == "constant" })
        else { return }
        func item(_ key: String) -> Int? {
            guard case .reference(let target)? = archive.value(named: key, in: object) else { return nil }
            return target
        }
        // A constraint without a first item constrains the view that holds it.
        guard let first = item("NSFirstItem") ?? parents[object]?.parent, let second = item("NSSecondItem") else {
            return
        }
        if isAncestor(first, of: second) || isAncestor(second, of: first) {
            decoded.attributes[index] = IBDecodedAttribute("constant", "20")
        }
    }

    /// Whether `ancestor` holds `object`, at any depth, in the document's structure.
    private func isAncestor(_ ancestor: Int, of object: Int) -> Bool {
        var current = object
        for _ in 0..<256 {
            guard let parent = parents[current]?.parent else { return false }
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }
}
