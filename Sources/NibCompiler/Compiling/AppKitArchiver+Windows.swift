import NibModel

extension AppKitArchiver {
    /// A window's content border as ibtool archives it: the thickness the document gives
    /// (`<contentBorderThickness minY="32"/>`, an element without a key), which AppKit then no
    /// longer recalculates.
    mutating func archiveContentBorder(_ element: NibElement, id: ArchiveGraph.ObjectID) {
        guard let border = element.children.first(where: { $0.name == "contentBorderThickness" }) else { return }
        for edge in ["minY", "maxY"] {
            guard let text = border[attribute: edge], let thickness = Double(text) else { continue }
            let suffix = edge == "minY" ? "MinY" : "MaxY"
            builder.set("NSAutorecalculatesContentBorderThickness" + suffix, .boolean(false), on: id)
            builder.set("NSContentBorderThickness" + suffix, .double(thickness), on: id)
        }
    }
}
