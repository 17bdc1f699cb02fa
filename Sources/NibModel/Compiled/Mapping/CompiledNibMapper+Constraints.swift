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
        // A layout guide (a view's safe area or margins) stands at the edges of the view that
        // owns it: a subview's space to it is the space to that view's edge. Inferred from the
        // sources alone (the 13 symbolic constraints of the corpus between a view and an ancestor's
        // safe area all say 20; no Apple-compiled nib holds one).
        func edgeOwner(_ item: Int) -> Int {
            guard archive.className(item).hasSuffix("LayoutGuide") else { return item }
            if case .reference(let view)? = archive.value(named: "UILayoutGuideOwningView", in: item) { return view }
            return parents[item]?.parent ?? item
        }
        let (firstEdge, secondEdge) = (edgeOwner(first), edgeOwner(second))
        if isAncestor(firstEdge, of: secondEdge) || isAncestor(secondEdge, of: firstEdge)
            || isGuide(first, ofAncestorOf: second) || isGuide(second, ofAncestorOf: first)
        {
            decoded.attributes[index] = IBDecodedAttribute("constant", "20")
        }
    }

    /// Whether `guide` is a layout guide that an ancestor of `object` holds under one of its keys
    /// (an AppKit view's safe area, `NSLayoutGuide`, names no owning view of its own).
    private func isGuide(_ guide: Int, ofAncestorOf object: Int) -> Bool {
        guard archive.className(guide).hasSuffix("LayoutGuide") else { return false }
        var current = object
        for _ in 0..<256 {
            guard let parent = parents[current]?.parent else { return false }
            for slot in archive.slotRange(of: parent) {
                let value = archive.slots[slot].value
                if case .reference(guide) = value { return true }
                if archive.elements(value).contains(guide) { return true }
            }
            current = parent
        }
        return false
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
