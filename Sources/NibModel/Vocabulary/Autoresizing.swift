/// AppKit's autoresizing arithmetic, which the compiler applies where ibtool lays views out
/// again: to the document's frames before archiving (a window's content view) and to the
/// archived graph's (a scroll view's document view); the decompiler applies it the other way to
/// give such views their designed frames back (the change shared in proportion to the lengths is
/// undone by sharing the opposite change in proportion to the new lengths). A mask is six bits,
/// as `NSvFlags` keeps them.
package enum Autoresizing {
    /// The names a document's `autoresizingMask` gives the mask's bits, lowest first.
    package static let names = [
        "flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY",
    ]

    /// The mask a document's `autoresizingMask` element stands for.
    package static func mask(_ element: NibElement) -> Int64 {
        names.indices.reduce(0) { element[attribute: names[$1]] == "YES" ? $0 | 1 << Int64($1) : $0 }
    }

    /// A subview's frame (x, y, width, height) once its superview's size changes from `old` to
    /// `new`: along each axis the change is shared by the parts the mask makes flexible (the
    /// margin before, the length, the margin after) in proportion to their lengths, equally
    /// when those lengths add up to nothing.
    package static func frame(_ frame: [Double], mask: Int64, from old: [Double], to new: [Double]) -> [Double] {
        var resized = frame
        for axis in 0..<2 {
            let change = new[axis + 2] - old[axis + 2]
            let lengths = [frame[axis], frame[axis + 2], old[axis + 2] - frame[axis] - frame[axis + 2]]
            let parts = (0..<3).filter { mask & (1 << Int64(3 * axis + $0)) != 0 }
            guard change != 0, !parts.isEmpty else { continue }
            let total = parts.reduce(0) { $0 + lengths[$1] }
            // The origin and the length change; the far margin is what is left.
            for part in parts where part < 2 {
                resized[axis + 2 * part] += total > 0 ? change * lengths[part] / total : change / Double(parts.count)
            }
        }
        return resized
    }
}
